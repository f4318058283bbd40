import Foundation
import Testing

/// `docs/rule-index.md` (rule id → code → tests) is what `scripts/rule-index` writes from `docs/rules.md`,
/// `Sources` and `Tests`, and every rule id the code or the tests cite is defined in `docs/rules.md`.
@Suite("The rule index")
struct RuleIndexTests {
    @Test("docs/rule-index.md is current and every cited rule id is in docs/rules.md (scripts/rule-index --check)")
    func current() throws {
        let run = try execute("/bin/bash", [repositoryRoot.appendingPathComponent("scripts/rule-index").path, "--check"])
        #expect(run.status == 0, "\(String(decoding: run.err, as: UTF8.self).suffix(2000))")
    }

    @Test("docs/rules.md defines every rule family the code cites, each id once")
    func rulesDocument() throws {
        let rules = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/rules.md"), encoding: .utf8)
        let ids = rules.components(separatedBy: "\n").compactMap { line -> String? in
            guard line.hasPrefix("### "), let dash = line.range(of: " — ") else { return nil }
            return String(line[line.index(line.startIndex, offsetBy: 4)..<dash.lowerBound])
        }
        #expect(Set(ids).count == ids.count, "an id defined twice")
        for id in ["A3", "B1", "C1", "D7", "E1", "F", "G3", "G7", "H2", "I2", "AL1", "AL14", "SV6"] {
            #expect(ids.contains(id), "\(id) is not defined")
        }
    }
}
