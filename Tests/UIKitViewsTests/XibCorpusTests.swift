import AutoLayout
import Foundation
import InterfaceBuilder
import Rendering
import Testing
import UIKitViews

/// Issue 15's check against Apple's solver: each corpus xib laid out at its stored size reproduces
/// the frames Interface Builder stored (README "Auto Layout", the match table).
@Suite struct XibCorpusTests {
    @Test func printTable() throws {
        let measurer = try TextMeasurer()
        for (name, loader) in [("stored text sizes", NibLoader(storedTextSizes: true)),
                               ("measured text", NibLoader(textMeasurer: measurer))] {
            guard let scores = XibCorpus.scores(loader: loader) else { return }
            print("== \(name)")
            for (p, counts) in XibCorpus.table(scores) {
                let cells = [XibCorpus.Kind.comparable, .deviceDependent, .textDependent].map { k in
                    counts[k].map { "\($0.within)/\($0.total)" } ?? "–"
                }
                print(p, cells.joined(separator: "  "))
            }
            for s in scores where s.deviation > XibCorpus.tolerance(s.kind) + 1e-6 && s.kind != .textDependent {
                print("  off", s.file, s.id, s.kind, s.deviation)
            }
        }
    }
}
extension XibCorpusTests {
    @Test func printTextMisses() throws {
        guard let scores = XibCorpus.scores(loader: NibLoader(storedTextSizes: true)) else { return }
        for s in scores where s.deviation > 1 + 1e-6 { print("  text", s.file, s.id, s.deviation) }
    }
}
