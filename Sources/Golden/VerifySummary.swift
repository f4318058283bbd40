import Foundation
import LayoutshotFiles

/// The outcome of a `verify` run: every case's result, the orphans, and the counts — as lines for a
/// terminal, as JSON (`summary.json`) and as a static HTML report (`index.html`).
public struct VerifySummary: Sendable {
    public var results: [CaseResult]
    /// Golden images nothing can render any more, each with why: `games-tab/iphone-x.png (no device 'iphone-x')`.
    public var orphans: [String]
    public var record: RecordMode
    /// `(i, n)` when the run was one shard of n.
    public var shard: (index: Int, count: Int)?
    /// Lines printed after the counts: what to do next (the command that records missing goldens).
    public var hints: [String] = []
    /// Golden folders no given input renders but that may belong to a screen file elsewhere: said,
    /// never called orphans.
    public var unchecked: [String] = []

    public init(results: [CaseResult], orphans: [String], record: RecordMode, shard: (index: Int, count: Int)?) {
        self.results = results; self.orphans = orphans; self.record = record; self.shard = shard
    }

    public func count(_ status: CaseResult.Status) -> Int { results.filter { $0.status == status }.count }

    /// Fails when a case failed, or when goldens were recorded without `--record all` (new goldens
    /// must be looked at and committed, then the run repeated).
    public var passes: Bool { count(.failed) == 0 && (record == .all || count(.recorded) == 0) }

    public var lines: [String] {
        var lines = results.filter { $0.status != .passed }.map { "\($0.status == .failed ? "FAIL" : "REC ") \($0.summary)" }
        lines += orphans.map { "orphan: \($0)" }
        lines += unchecked.map { "not checked: \($0)" }
        var total = "\(results.count) case\(results.count == 1 ? "" : "s")\(shard.map { " (shard \($0.index)/\($0.count))" } ?? ""): "
            + "\(count(.passed)) passed, \(count(.failed)) failed, \(count(.recorded)) recorded"
        if !orphans.isEmpty { total += ", \(orphans.count) orphans" }
        total += "; record mode \(record.rawValue)"
        lines.append(total)
        if count(.recorded) > 0, record != .all {
            lines.append("recorded goldens are new: look at them, commit them, and run again")
        }
        lines += hints
        return lines
    }

    public var json: String {
        let cases = results.map { r -> String in
            var fields = [("case", jsonString(r.goldenCase.stem)), ("screen", jsonString(r.goldenCase.screen)),
                          ("device", jsonString(r.goldenCase.device)), ("appearance", jsonString(r.goldenCase.dark ? "dark" : "light")),
                          ("contentSize", jsonString(r.goldenCase.traits.preferredContentSizeCategory.shortName)),
                          ("layoutDirection", jsonString(r.goldenCase.traits.layoutDirection.shortName)),
                          ("orientation", jsonString(r.goldenCase.traits.orientation.rawValue)),
                          ("status", jsonString(r.status.rawValue)), ("reason", jsonString(r.reason.rawValue)), ("summary", jsonString(r.summary)),
                          ("layout", "[" + r.layout.map(jsonString).joined(separator: ", ") + "]"),
                          ("environment", "[" + r.environment.map(jsonString).joined(separator: ", ") + "]")]
            if let c = r.comparison {
                fields.append(("diffPixels", "\(c.diffPixels)"))
                fields.append(("antialiasedPixels", "\(c.antialiasedPixels)"))
                fields.append(("diffRatio", String(format: "%.8g", c.diffRatio)))
            }
            fields.append(("artefacts", "{" + r.artefacts.keys.sorted().map { "\(jsonString($0)): \(jsonString(r.artefacts[$0]!))" }
                .joined(separator: ", ") + "}"))
            return "    {" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
        }
        return """
            {
              "passes": \(passes),
              "record": \(jsonString(record.rawValue)),
              "shard": \(shard.map { "{\"index\": \($0.index), \"count\": \($0.count)}" } ?? "null"),
              "counts": {"cases": \(results.count), "passed": \(count(.passed)), "failed": \(count(.failed)), "recorded": \(count(.recorded))},
              "orphans": [\(orphans.map(jsonString).joined(separator: ", "))],
              "unchecked": [\(unchecked.map(jsonString).joined(separator: ", "))],
              "cases": [
            \(cases.joined(separator: ",\n"))
              ]
            }

            """
    }

    /// Writes the failures' images, `summary.json` and `index.html` into `folder` (created if missing),
    /// all or none.
    public func writeReport(to folder: String) throws {
        var files = results.flatMap { result in
            result.artefactFiles.keys.sorted().map { (path: "\(folder)/\($0)", bytes: result.artefactFiles[$0] ?? []) }
        }
        files.append(("\(folder)/summary.json", Array(json.utf8)))
        files.append(("\(folder)/index.html", Array(VerifyReportPage(summary: self).html.utf8)))
        try AtomicFile.write(files: files)
    }
}
