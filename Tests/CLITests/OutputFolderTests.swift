import Foundation
import Testing

/// `--out` (render, handout, diff) and `verify --report` create the folders they name when missing —
/// the first thing a newcomer types — and write all or none: a command that fails leaves no folder it
/// made (the bad-input corpus checks the failures: a bad screen, a full disk, a file in the way).
@Suite("Output folders are created when missing")
struct OutputFolderTests {
    @Test("render --out new/folder/ makes the folders and writes every image into them")
    func renderFolder() throws {
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("new/deeper")
        let result = layoutshot(["render", "names-grid", "--device", "iphone-se,iphone-15", "--appearance", "light,dark",
                                 "--out", out.path])
        #expect(result.code == 0, "\(result.err)")
        #expect(files(in: out) == ["names-grid-iphone-15-dark.png", "names-grid-iphone-15.png",
                                   "names-grid-iphone-se-dark.png", "names-grid-iphone-se.png"])
    }

    @Test("render --out new/x.svg makes the file's folder")
    func renderFile() throws {
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = layoutshot(["render", "names-grid", "--format", "svg", "--out", dir.appendingPathComponent("a/b/x.svg").path])
        #expect(result.code == 0, "\(result.err)")
        #expect(files(in: dir.appendingPathComponent("a/b")) == ["x.svg"])
    }

    @Test("a render that fails leaves no folder it would have made")
    func failedRender() throws {
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = layoutshot(["render", "names-grid", "--device", "no-such-phone", "--out", dir.appendingPathComponent("new").path])
        #expect(result.code == 2)
        #expect(files(in: dir).isEmpty)
    }

    @Test("handout --out new/h.pdf and diff --out new/d.png make their folders")
    func handoutAndDiff() throws {
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let handout = layoutshot(["handout", "names-grid", "--devices", "iphone-se", "--out", dir.appendingPathComponent("hand/outs/h.pdf").path])
        #expect(handout.code == 0, "\(handout.err)")
        #expect(files(in: dir.appendingPathComponent("hand/outs")) == ["h.pdf"])
        let (a, b) = try DiffCommandTests.pair(in: dir)
        let diff = layoutshot(["diff", a, b, "--out", dir.appendingPathComponent("diffs/today/d.png").path])
        #expect(diff.code == 1, "\(diff.err)")
        #expect(files(in: dir.appendingPathComponent("diffs/today")) == ["d.png"])
    }

    @Test("verify --report new/report makes the folder and writes the whole report there")
    func verifyReport() throws {
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let goldens = dir.appendingPathComponent("goldens").path
        let args = ["verify", "names-grid", "--goldens", goldens, "--devices", "iphone-se", "--appearance", "light"]
        #expect(layoutshot(args + ["--record", "all"]).code == 0)
        // Make the golden differ, then verify into a report folder that does not exist yet.
        let golden = dir.appendingPathComponent("goldens/names-grid/iphone-se.png")
        let other = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: other) }
        #expect(layoutshot(["render", "names-grid-flow", "--device", "iphone-se", "--out", other.appendingPathComponent("x.png").path]).code == 0)
        try FileManager.default.removeItem(at: golden)
        try FileManager.default.copyItem(at: other.appendingPathComponent("x.png"), to: golden)
        let report = dir.appendingPathComponent("reports/today")
        let result = layoutshot(args + ["--record", "never", "--report", report.path])
        #expect(result.code == 1, "\(result.err)")
        #expect(files(in: report) == ["index.html", "names-grid", "summary.json"])
        #expect(files(in: report.appendingPathComponent("names-grid")) == ["iphone-se.actual.png", "iphone-se.diff.png", "iphone-se.expected.png"])
    }
}
