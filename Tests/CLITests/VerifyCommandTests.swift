import Foundation
import Testing
import LayoutshotTestSupport

/// `layoutshot verify`: record modes, failures that say what moved, reports, shards, orphans,
/// environment fingerprints and bad input.
@Suite("layoutshot verify", .tags(.concurrency))
struct VerifyCommandTests {
    /// A copy of names-grid with interGroupSpacing 34 (the sample's is 30), in `folder`.
    static func changedNamesGrid(in folder: URL) throws -> String {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent("samples/names-grid.json"), encoding: .utf8)
        let path = folder.appendingPathComponent("names-grid.json").path
        try text.replacingOccurrences(of: "\"interGroupSpacing\": 30", with: "\"interGroupSpacing\": 34")
            .write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static let small = ["--devices", "iphone-15,ipad-pro-11", "--appearance", "light"]

    static func contents(_ folder: URL) -> [String: Data] {
        var result: [String: Data] = [:]
        for case let path as String in FileManager.default.enumerator(atPath: folder.path) ?? FileManager.DirectoryEnumerator() {
            if let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path) { result[path] = data }
        }
        return result
    }

    @Test("missing goldens are recorded (exit 1: look, commit, rerun); the rerun passes byte for byte")
    func recordThenPass() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let goldens = folder.appendingPathComponent("goldens").path
        let first = layoutshot(["verify", "names-grid", "settings-list", "--goldens", goldens] + Self.small)
        #expect(first.code == 1)
        #expect(first.out.contains("REC  names-grid · iphone-15: new golden"))
        #expect(first.out.contains("4 cases: 0 passed, 0 failed, 4 recorded; record mode missing"))
        let recorded = Self.contents(folder.appendingPathComponent("goldens"))
        #expect(Set(recorded.keys).isSuperset(of: ["environment.json", "names-grid/iphone-15.png", "names-grid/iphone-15.frames.json",
                                                  "settings-list/ipad-pro-11.png", "settings-list/ipad-pro-11.frames.json"]))
        let second = layoutshot(["verify", "names-grid", "settings-list", "--goldens", goldens] + Self.small)
        #expect(second.code == 0 && second.out == "4 cases: 4 passed, 0 failed, 0 recorded; record mode missing", "\(second.out)")
        #expect(Self.contents(folder.appendingPathComponent("goldens")) == recorded)
    }

    @Test("a changed screen fails saying what moved, then the pixels; the report has the images and pages; goldens stay")
    func changedScreen() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let goldens = folder.appendingPathComponent("goldens").path, report = folder.appendingPathComponent("report").path
        _ = layoutshot(["verify", "names-grid", "--goldens", goldens] + Self.small)
        let before = Self.contents(folder.appendingPathComponent("goldens"))
        let changed = try Self.changedNamesGrid(in: folder)
        let result = layoutshot(["verify", changed, "--goldens", goldens, "--report", report] + Self.small)
        #expect(result.code == 1)
        let line = try #require(result.out.split(separator: "\n").first { $0.hasPrefix("FAIL names-grid · iphone-15:") })
        #expect(line.hasPrefix("FAIL names-grid · iphone-15: content height 500 → 508 pt; section 0: 5 items (5–9) moved y +4.0 pt; "
                               + "section 1 header moved y +4.0 pt"), "\(line)")
        #expect(line.hasSuffix("px differ (1.918 %)"), "\(line)")
        #expect(Self.contents(folder.appendingPathComponent("goldens")) == before)   // never overwritten in missing mode
        let files = Set(Self.contents(folder.appendingPathComponent("report")).keys)
        #expect(files.isSuperset(of: ["index.html", "summary.json", "names-grid/iphone-15.expected.png", "names-grid/iphone-15.actual.png",
                                      "names-grid/iphone-15.diff.png", "names-grid/ipad-pro-11.diff.png"]))
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report + "/summary.json")))
            as? [String: Any])
        #expect(summary["passes"] as? Bool == false)
        let cases = try #require(summary["cases"] as? [[String: Any]])
        #expect(cases.count == 2 && cases.allSatisfy { $0["status"] as? String == "failed" })
        #expect((cases[1]["layout"] as? [String])?.first == "content height 500 → 508 pt")
        let html = try String(contentsOfFile: report + "/index.html", encoding: .utf8)
        #expect(html.contains("names-grid/iphone-15.diff.png") && html.contains("section 1 header moved y +4.0 pt"))
        #expect(html.contains("data-wipe") && html.contains("data-blend"))
    }

    @Test("frames are the truth: a moved frame fails at any pixel tolerance, said first; --frames ignore opts out")
    func framesAreTheTruth() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let goldens = folder.appendingPathComponent("goldens").path
        _ = layoutshot(["verify", "names-grid", "--goldens", goldens] + Self.small)
        let changed = try Self.changedNamesGrid(in: folder)
        let lenient = layoutshot(["verify", changed, "--goldens", goldens, "--max-diff-ratio", "1"] + Self.small)
        #expect(lenient.code == 1, "\(lenient.out)")
        let line = try #require(lenient.out.split(separator: "\n").first { $0.hasPrefix("FAIL names-grid · iphone-15:") })
        #expect(line.hasPrefix("FAIL names-grid · iphone-15: content height 500 → 508 pt; "), "\(line)")
        let ignored = layoutshot(["verify", changed, "--goldens", goldens, "--max-diff-ratio", "1", "--frames", "ignore"] + Self.small)
        #expect(ignored.code == 0, "\(ignored.out)")
        let both = layoutshot(["verify", changed, "--goldens", goldens, "--frames-only", "--frames", "ignore"] + Self.small)
        #expect(both.code == 2 && both.err.contains("--frames-only compares the frames alone"), "\(both.err)")
    }

    @Test("verify and handout take the drawing commands' device options: --width/--height/--scale, --device and --devices alike")
    func sharedDeviceOptions() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let goldens = folder.appendingPathComponent("goldens").path
        let custom = layoutshot(["verify", "names-grid", "--goldens", goldens, "--width", "320", "--height", "600", "--appearance", "light"])
        #expect(custom.out.contains("REC  names-grid · 320x600@2x: new golden"), "\(custom.out)")
        let again = layoutshot(["verify", "names-grid", "--goldens", goldens, "--width", "320", "--height", "600", "--appearance", "light"])
        #expect(again.code == 0 && !again.out.contains("orphan"), "\(again.out)")
        let both = layoutshot(["verify", "names-grid", "--goldens", goldens, "--device", "iphone-15", "--devices", "iphone-se",
                               "--appearance", "light", "--record", "missing"])
        #expect(both.out.contains("iphone-15") && both.out.contains("iphone-se") && both.out.contains("3 cases") == false, "\(both.out)")
        let pdf = folder.appendingPathComponent("h.pdf").path
        let handout = layoutshot(["handout", "names-grid", "--width", "375", "--height", "700", "--scale", "1", "--out", pdf])
        #expect(handout.code == 0 && FileManager.default.fileExists(atPath: pdf), "\(handout.err)")
        let bad = layoutshot(["verify", "names-grid", "--goldens", goldens, "--appearance", "drak"])
        #expect(bad.code == 2 && bad.err.contains("--appearance must be light or dark, got 'drak'; did you mean 'dark'?"), "\(bad.err)")
    }

    @Test("record modes: CI means never, LAYOUTSHOT_RECORD and --record choose, failed rewrites only failures, all rewrites")
    func recordModes() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let goldens = folder.appendingPathComponent("goldens").path
        let never = layoutshot(["verify", "names-grid", "--goldens", goldens] + Self.small, environment: ["CI": "true"])
        #expect(never.code == 1 && never.out.contains("FAIL names-grid · iphone-15: missing golden"))
        // The exact command that records them on a developer's machine.
        #expect(never.out.hasSuffix("2 goldens are missing and record mode is never (CI): record them locally with "
                                    + "`layoutshot verify names-grid --goldens \(goldens) --devices ipad-pro-11,iphone-15 --appearance light "
                                    + "--record missing`, look, and commit"), "\(never.out)")
        #expect(!FileManager.default.fileExists(atPath: goldens))
        // The flag beats the environment; the variable beats CI.
        #expect(layoutshot(["verify", "names-grid", "--goldens", goldens, "--record", "never"] + Self.small,
                           environment: ["LAYOUTSHOT_RECORD": "all"]).code == 1)
        let all = layoutshot(["verify", "names-grid", "--goldens", goldens] + Self.small, environment: ["CI": "1", "LAYOUTSHOT_RECORD": "all"])
        #expect(all.code == 0 && all.out.contains("2 recorded; record mode all"), "\(all.out)")
        let changed = try Self.changedNamesGrid(in: folder)
        let image = goldens + "/names-grid/iphone-15.png"
        let old = FileManager.default.contents(atPath: image)
        #expect(layoutshot(["verify", changed, "--goldens", goldens, "--record", "missing"] + Self.small).code == 1)
        #expect(FileManager.default.contents(atPath: image) == old)
        let failed = layoutshot(["verify", changed, "--goldens", goldens, "--record", "failed"] + Self.small)
        #expect(failed.code == 1 && failed.out.contains("REC  names-grid · iphone-15: re-recorded"))
        #expect(FileManager.default.contents(atPath: image) != old)
        #expect(layoutshot(["verify", changed, "--goldens", goldens] + Self.small, environment: ["CI": "true"]).code == 0)
    }

    @Test("--frames-only checks the frame dumps alone, without images")
    func framesOnly() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let goldens = folder.appendingPathComponent("goldens").path
        _ = layoutshot(["verify", "names-grid", "--goldens", goldens, "--frames-only"] + Self.small)
        #expect(!FileManager.default.fileExists(atPath: goldens + "/names-grid/iphone-15.png"))
        #expect(FileManager.default.fileExists(atPath: goldens + "/names-grid/iphone-15.frames.json"))
        #expect(layoutshot(["verify", "names-grid", "--goldens", goldens, "--frames-only"] + Self.small).code == 0)
        let changed = try Self.changedNamesGrid(in: folder)
        let result = layoutshot(["verify", changed, "--goldens", goldens, "--frames-only"] + Self.small)
        #expect(result.code == 1 && result.out.contains("FAIL names-grid · ipad-pro-11: content height 500 → 508 pt;"), "\(result.out)")
    }

    @Test("shards split the cases into fixed, disjoint slices that together are all of them")
    func shards() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let goldens = folder.appendingPathComponent("goldens").path
        var seen: [String] = []
        for i in 1...3 {
            let result = layoutshot(["verify", "--goldens", goldens, "--devices", "iphone-15", "--shard", "\(i)/3", "--json"])
            let summary = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
            seen += (summary["cases"] as? [[String: Any]] ?? []).compactMap { $0["case"] as? String }
        }
        let all = layoutshot(["verify", "--goldens", goldens, "--devices", "iphone-15", "--json"])
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(all.out.utf8)) as? [String: Any])
        let every = (summary["cases"] as? [[String: Any]] ?? []).compactMap { $0["case"] as? String }
        #expect(every.count == 14 && seen.sorted() == every.sorted() && Set(seen).count == seen.count)
        #expect(all.code == 0)
    }

    @Test("a golden recorded elsewhere fails as 'environment differs', naming what; orphans are listed, other screens' folders only said")
    func environmentAndOrphans() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let goldens = folder.appendingPathComponent("goldens").path
        _ = layoutshot(["verify", "names-grid", "--goldens", goldens] + Self.small)
        let file = goldens + "/environment.json"
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let pango = try #require(text.range(of: #""pango": "[^"]+""#, options: .regularExpression))
        try text.replacingCharacters(in: pango, with: "\"pango\": \"1.0.0\"").write(toFile: file, atomically: true, encoding: .utf8)
        let unchanged = layoutshot(["verify", "names-grid", "--goldens", goldens] + Self.small)
        #expect(unchanged.code == 0)   // the same bytes pass wherever they were recorded
        let changed = layoutshot(["verify", try Self.changedNamesGrid(in: folder), "--goldens", goldens] + Self.small)
        // What moved first, then the environment that may explain it.
        #expect(changed.out.contains("FAIL names-grid · iphone-15: content height 500 → 508 pt; "), "\(changed.out)")
        #expect(changed.out.contains("; environment differs (pango 1.0.0 → "), "\(changed.out)")
        try FileManager.default.copyItem(atPath: goldens + "/names-grid/iphone-15.png", toPath: goldens + "/names-grid/iphone-x.png")
        try FileManager.default.createDirectory(atPath: goldens + "/gone-screen", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: goldens + "/names-grid/iphone-15.png", toPath: goldens + "/gone-screen/iphone-15.png")
        let all = layoutshot(["verify", "--goldens", goldens, "--devices", "iphone-se", "--appearance", "light", "--record", "never"])
        #expect(all.out.contains("orphan: names-grid/iphone-x.png (no device 'iphone-x')"))
        // A folder no sample renders may be a screen file's outside samples/: said, not called an orphan.
        #expect(!all.out.contains("orphan: gone-screen"), "\(all.out)")
        #expect(all.out.contains("not checked: gone-screen/ (1 golden; no sample 'gone-screen': give its screen file to verify it)"),
                "\(all.out)")
        #expect(!all.out.contains("orphan: names-grid/iphone-15.png"))
    }

    @Test("bad input: one line, exit 2")
    func badInput() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("file").path
        try Data().write(to: URL(fileURLWithPath: file))
        let cases: [([String], [String: String], String)] = [
            (["verify", "names-grid"], [:], "layoutshot: 'verify' needs --goldens DIR (see 'layoutshot verify --help')"),
            (["verify", "names-grid", "--goldens", file], [:], "layoutshot: --goldens \(file) is a file, not a folder"),
            (["verify", "--goldens", folder.path, "--shard", "0/2"], [:], "layoutshot: --shard must be i/n with 1 ≤ i ≤ n, got '0/2'"),
            (["verify", "--goldens", folder.path, "--shard", "3/2"], [:], "layoutshot: --shard must be i/n with 1 ≤ i ≤ n, got '3/2'"),
            (["verify", "--goldens", folder.path, "--record", "sometimes"], [:], "layoutshot: --record must be all, missing, failed or never, got 'sometimes'"),
            (["verify", "--goldens", folder.path], ["LAYOUTSHOT_RECORD": "yes"], "layoutshot: LAYOUTSHOT_RECORD must be all, missing, failed or never, got 'yes'"),
            (["verify", "--goldens", folder.path, "--devices", "iphone-99"], [:], "layoutshot: unknown device 'iphone-99'; presets: iphone-se, iphone-15, iphone-15-plus, iphone-16-pro, iphone-16-pro-max, ipad-10, ipad-pro-11, ipad-pro-13"),
        ]
        for (arguments, environment, message) in cases {
            let result = layoutshot(arguments, environment: environment)
            #expect(result.code == 2 && result.err == message, "\(arguments): \(result.err)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["file"])
    }
}
