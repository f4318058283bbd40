import Foundation
import Testing
import LayoutshotTestSupport

/// Issue 31 Deliver 6: the README's table of real apps (docs/app-proof.tsv) is what Layoutshot does —
/// each screen whose app's licence lets its code sit outside this repository at test time draws (or does
/// not) as the table says. The checkouts are never committed: set `LAYOUTSHOT_APPS` to a folder holding
/// them as `<owner>+<name>/` at the table's commits (skipped otherwise). A screen of an app without a
/// licence is left out of the test.
@Suite("Real apps: the README's table holds", .serialized)
struct AppProofTests {
    static let apps = ProcessInfo.processInfo.environment["LAYOUTSHOT_APPS"].flatMap { $0.isEmpty ? nil : $0 }

    struct Row {
        var label: String, repository: String, commit: String, folder: String, licence: String, draws: Bool, arguments: [String]
    }

    static func rows() throws -> [Row] {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/app-proof.tsv"), encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
            let c = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard c.count == 8 else { return nil }
            return Row(label: c[0], repository: c[1], commit: c[2], folder: c[3], licence: c[5], draws: c[6] == "yes",
                       arguments: c[7].split(separator: " ").map(String.init))
        }
    }

    @Test("the table lists at least twelve apps, six of them production apps, each at a full commit")
    func table() throws {
        let rows = try Self.rows()
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/app-proof.tsv"), encoding: .utf8)
        let apps = Set(rows.map(\.repository))
        let production = Set(text.split(separator: "\n").filter { $0.split(separator: "\t").count == 8 && $0.split(separator: "\t")[4] == "production" }
            .map { String($0.split(separator: "\t")[1]) })
        #expect(apps.count >= 12 && production.count >= 6, "\(apps.count) apps, \(production.count) production")
        #expect(rows.allSatisfy { $0.commit.count == 40 })
    }

    @Test("each screen draws, or does not, as the table says", .enabled(if: apps != nil, "set LAYOUTSHOT_APPS to a folder of the apps' checkouts (owner+name)"))
    func screens() throws {
        let apps = try #require(Self.apps)
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for row in try Self.rows() where row.licence != "none" {
            let app = URL(fileURLWithPath: apps).appendingPathComponent(row.repository.replacingOccurrences(of: "/", with: "+"))
                .appendingPathComponent(row.folder).path
            // The apps' remote packages, checked out (`LAYOUTSHOT_PROOF_PACKAGES`, as `scripts/app-proof` passes them).
            let packages = ProcessInfo.processInfo.environment["LAYOUTSHOT_PROOF_PACKAGES"].map { ["--packages", $0] } ?? []
            let run = layoutshot(["layout", "--swift", app] + row.arguments + packages + ["--device", "iphone-15"], environment: swiftAppEnvironment(folder))
            let cells = run.out.components(separatedBy: "\"category\": \"cell\"").count - 1
            #expect((run.code == 0 && cells > 0) == row.draws, "\(row.label): \(run.err)")
        }
    }
}
