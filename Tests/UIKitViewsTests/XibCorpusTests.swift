import AutoLayout
import Foundation
import InterfaceBuilder
import Rendering
import Testing
import UIKitViews
import LayoutshotTestSupport

/// Issue 15's check against Apple's solver: each corpus xib laid out at its stored size reproduces
/// the frames Interface Builder stored. The table these tests compute is the one in the README
/// ("Checked against Interface Builder"), line for line, so the README cannot drift from the figures.
@Suite("The xib corpus against Interface Builder's stored frames", SharedFixtures.required)
struct XibCorpusTests {
    typealias Kind = XibCorpus.Kind

    /// The README's table rows, computed.
    static func tableLines(stored: [XibCorpus.Score], measured: [XibCorpus.Score], clone: XibCorpus.CloneScores? = nil) -> [String] {
        func cell(_ c: (within: Int, total: Int)?) -> String { c.map { "\($0.within) / \($0.total)" } ?? "–" }
        func total(_ scores: [XibCorpus.Score], _ k: Kind) -> (within: Int, total: Int) {
            let of = scores.filter { $0.kind == k }
            return (of.filter { $0.deviation <= XibCorpus.tolerance(k) + 1e-6 }.count, of.count)
        }
        func percent(_ c: (within: Int, total: Int)) -> String {
            "\(c.within) / \(c.total) (\(String(format: "%.1f", 100 * Double(c.within) / Double(max(c.total, 1)))) %)"
        }
        let storedTable = XibCorpus.table(stored), measuredTable = Dictionary(uniqueKeysWithValues: XibCorpus.table(measured).map { ($0.project, $0.counts) })
        var lines = storedTable.map { row in
            let project = row.project.replacingOccurrences(of: "__", with: "/")
            return "| \(project) | \(cell(row.counts[.comparable])) | \(cell(row.counts[.deviceDependent])) | "
                + "\(cell(row.counts[.textDependent])) | \(cell(measuredTable[row.project]?[.textDependent])) |"
        }
        lines.append("| **all \(storedTable.count) projects** | \(percent(total(stored, .comparable))) | \(percent(total(stored, .deviceDependent))) | "
                     + "\(percent(total(stored, .textDependent))) | \(percent(total(measured, .textDependent))) |")
        if let clone {
            lines.append("| the App Store clone's 12 cells | \(percent(clone.comparable)) | – | \(percent(clone.storedText)) | \(percent(clone.measuredText)) |")
        }
        return lines
    }

    @Test("the README's match table is what the corpus gives; views without text within 0.5 pt ≥ 95 %, text with IB's sizes within 1 pt ≥ 90 %")
    func matchTable() throws {
        let measurer = try TextMeasurer()
        guard let stored = XibCorpus.scores(loader: NibLoader(storedTextSizes: true)),
              let measured = XibCorpus.scores(loader: NibLoader(textMeasurer: measurer)),
              let clone = XibCorpus.cloneScores(measurer: measurer) else { return }
        let lines = Self.tableLines(stored: stored, measured: measured, clone: clone)
        let readme = try String(contentsOf: XibCorpus.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let missing = lines.filter { !readme.contains($0) }
        #expect(missing.isEmpty, "README.md lacks the lines:\n\(missing.joined(separator: "\n"))")
        func share(_ scores: [XibCorpus.Score], _ k: Kind) -> Double {
            let of = scores.filter { $0.kind == k }
            return Double(of.filter { $0.deviation <= XibCorpus.tolerance(k) + 1e-6 }.count) / Double(max(of.count, 1))
        }
        #expect(stored.count == measured.count)
        #expect(stored.filter { $0.kind == .comparable }.count == 186)   // the corpus README's usable, device-independent views
        #expect(stored.filter { $0.kind == .deviceDependent }.count == 41)
        #expect(stored.filter { $0.kind == .textDependent }.count == 257)
        #expect(share(stored, .comparable) >= 0.95)
        #expect(share(stored, .deviceDependent) >= 0.95)
        #expect(share(stored, .textDependent) >= 0.90)
        // Measured with Inter instead of SF Pro: below the 90 % goal (README "not yet met", 89.5 %); this floor guards it.
        #expect(share(measured, .textDependent) >= 230.0 / 257)
        #expect(clone.comparable.within == clone.comparable.total)
        #expect(clone.storedText.within == clone.storedText.total)
    }

    @Test("the views that miss, by file, are the ones the README names")
    func knownMisses() throws {
        guard let stored = XibCorpus.scores(loader: NibLoader(storedTextSizes: true)) else { return }
        let misses = stored.filter { $0.kind != .textDependent && $0.deviation > 0.5 + 1e-6 }.map { "\($0.file) \($0.id)" }.sorted()
        // element-ios HorizontalButtonsContainerView.xib: two 1-pt spacer views with no height in a centred
        // stack, which IB stored 50 pt tall under verifyAmbiguity="ignoreSizes" (an ambiguous height IB did not solve).
        #expect(misses == ["Riot__Modules__Room__TimelineCells__Call__Common__HorizontalButtonsContainerView.xib 8md-Jx-SGt",
                           "Riot__Modules__Room__TimelineCells__Call__Common__HorizontalButtonsContainerView.xib vjR-lf-Sa1"])
    }

    /// Issue 30: the second corpus (`xib-corpus-2`: 114 text- and stack-heavy xibs from 19 projects,
    /// mostly Xcode 14+) scored the same way. Its table is in the README too ("The second corpus"),
    /// with the files that cannot be laid out yet named there; the figures are where issue 30 starts.
    @Test("the second corpus: the README's table is what it gives, and the files it cannot lay out are the ones the README names")
    func secondCorpusTable() throws {
        let measurer = try TextMeasurer()
        guard let stored = XibCorpus.run(loader: NibLoader(storedTextSizes: true), corpus: XibCorpus.corpus2),
              let measured = XibCorpus.run(loader: NibLoader(textMeasurer: measurer), corpus: XibCorpus.corpus2) else { return }
        let lines = Self.tableLines(stored: stored.scores, measured: measured.scores)
            + stored.failures.map { "- `\($0)`" }
        let readme = try String(contentsOf: XibCorpus.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let missing = lines.filter { !readme.contains($0) }
        #expect(missing.isEmpty, "README.md lacks the lines:\n\(missing.joined(separator: "\n"))")
        #expect(stored.scores.count == measured.scores.count)
    }
}

