import CollectionLayout
import Foundation
import Testing

/// The engine held against frames UIKit drew (issue 13): every case agrees within its tolerance, or
/// carries a `KnownDifference` naming the rule it contradicts and runs under `withKnownIssue`.
@Suite struct UIKitEvidenceTests {
    @Test(arguments: EvidenceCorpus.all)
    func engineAgreesWithUIKit(_ evidence: EvidenceCase) throws {
        let mismatches = try evidence.mismatches()
        if let known = evidence.knownDifference {
            withKnownIssue("\(known.rule): \(known.reason)") {
                #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
            }
        } else {
            #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
        }
    }

    @Test func theCorpusHasFortyNamedCasesWithDistinctIds() {
        let cases = EvidenceCorpus.all
        #expect(cases.count >= 40)
        #expect(Set(cases.map(\.id)).count == cases.count)
        for c in cases {
            if c.source.commit.isEmpty {   // frames UIKit printed, on a public page
                #expect(c.source.repository.hasPrefix("https://"), "\(c.id): page address")
                #expect(!c.recording.isEmpty, "\(c.id): where on the page")
            } else {
                #expect(c.source.commit.count == 40 && c.source.commit.allSatisfy(\.isHexDigit), "\(c.id): commit")
                #expect(c.source.repository.contains("/"), "\(c.id): repository")
                // A PNG at device scale, or an Interface Builder file whose stored frames are Apple's
                // layout output (a storyboard's prototype cells, laid out by the flow layout in IB).
                #expect([".png", ".storyboard", ".xib"].contains { c.recording.hasSuffix($0) }, "\(c.id): recording")
            }
            #expect(!c.layoutSource.isEmpty && !c.howMeasured.isEmpty && !c.device.name.isEmpty, "\(c.id): provenance")
            #expect(!c.frames.isEmpty, "\(c.id): no frames measured")
            if let known = c.knownDifference { #expect(!known.rule.isEmpty && !known.reason.isEmpty, "\(c.id): known difference") }
        }
    }
}
