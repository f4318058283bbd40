import CollectionLayout
import Foundation
import Testing

/// G7, pixel rounding, held against the recordings to the pixel — where they disagree with each
/// other as well as with the engine.
///
/// The engine rounds each edge of the exact frame to the nearest device pixel. Every case agrees
/// with it within one pixel (`UIKitEvidenceTests`); to the pixel, the two sources point to two
/// other models:
/// - faberNovel/CompositionalLayoutDSL (swift-snapshot-testing, snapshots re-recorded with Xcode 15,
///   iOS 17): positions and sizes *floored* — 4-count cells (375 − 24) / 4 = 87.75 pt wide at exact x
///   16, 111.75, 207.5, 303.25 show 263 px wide at px 48, 335, 622, 909 (rounded edges give 623, 910);
/// - DeluxeAlonso/UICollectionViewCompositionalLayoutDemo (fastlane screenshots, 2021, iOS 14–15):
///   origin and size each *rounded* half up — Style B's cell at exact x 195.5, 167.5 wide shows at
///   px 587, 503 px wide (rounded edges give 502).
/// No recording settles which model today's UIKit uses for both (README, "Not yet confirmed
/// against UIKit"): the engine keeps rounded edges, which is within a pixel of both, and this
/// test lists exactly the cases that differ to the pixel, so a change of model shows here.
@Suite struct PixelRoundingEvidenceTests {
    /// The cases whose frames the engine puts one pixel off: nine by faberNovel's floor, four by
    /// the demo's round-half-up.
    static let offByAPixel: Set<String> = [
        "fabernovel-supplementary-1-cells-and-badges", "fabernovel-supplementary-2-cells-and-badges",
        "fabernovel-supplementary-3-cells-and-badges", "fabernovel-supplementary-4-cells-and-badges",
        "fabernovel-supplementary-5-cells-and-badges",
        "fabernovel-decoration-1-cells", "fabernovel-decoration-2-cells", "fabernovel-decoration-3-cells",
        "fabernovel-decoration-4-cells",
        "compositional-demo-style-b", "compositional-demo-style-c", "compositional-demo-style-e", "compositional-demo-style-h",
    ]

    @Test("G7: to the pixel, the engine's rounded edges differ from exactly the listed recordings", arguments: EvidenceCorpus.all)
    func toThePixel(_ evidence: EvidenceCase) throws {
        guard evidence.knownDifference == nil else { return }
        let mismatches = try evidence.mismatches(within: evidence.pixelTolerance)
        if Self.offByAPixel.contains(evidence.id) {
            withKnownIssue("G7: UIKit's pixel rounding here is not the engine's (floor or round-half-up, see the suite)") {
                #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
            }
        } else {
            #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
        }
    }
}
