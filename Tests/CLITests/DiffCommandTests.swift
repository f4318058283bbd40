import Foundation
import Testing

/// `layoutshot diff`: exit codes, the words it prints, JSON, the diff image, and bad input.
@Suite("layoutshot diff")
struct DiffCommandTests {
    /// names-grid on iphone-15 and the same screen with interGroupSpacing 34 instead of 30, each with
    /// its frame dump beside it.
    static func pair(in folder: URL) throws -> (a: String, b: String) {
        let sample = repositoryRoot.appendingPathComponent("samples/names-grid.json")
        let changed = folder.appendingPathComponent("names-grid.json")
        let text = try String(contentsOf: sample, encoding: .utf8)
        try text.replacingOccurrences(of: "\"interGroupSpacing\": 30", with: "\"interGroupSpacing\": 34")
            .write(to: changed, atomically: true, encoding: .utf8)
        #expect(try String(contentsOf: changed, encoding: .utf8) != text, "the sample still has interGroupSpacing 30")
        let (a, b) = (folder.appendingPathComponent("a.png").path, folder.appendingPathComponent("b.png").path)
        for (screen, png) in [(sample.path, a), (changed.path, b)] {
            #expect(layoutshot(["render", screen, "--out", png]).code == 0)
            let frames = layoutshot(["layout", screen])
            try frames.out.write(toFile: png.replacingOccurrences(of: ".png", with: ".frames.json"), atomically: true, encoding: .utf8)
        }
        return (a, b)
    }

    @Test("a changed screen exits 1 and says what moved, then how many pixels; the same file exits 0")
    func differs() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (a, b) = try Self.pair(in: folder)
        let result = layoutshot(["diff", a, b])
        #expect(result.code == 1, "\(result.err)")
        let lines = result.out.split(separator: "\n").map(String.init)
        #expect(lines.first == "layout differs: 5 changes in the frames", "\(lines)")
        #expect(lines.contains { $0.hasPrefix("differ: ") }, "\(lines)")
        #expect(lines.contains("layout: section 1 header moved y +4.0 pt"))
        #expect(lines.contains("layout: content height 500 → 508 pt"))
        let same = layoutshot(["diff", a, a])
        #expect(same.code == 0 && same.out == "identical: \(a) and \(a) are the same bytes (1179×2556 px)")
    }

    @Test("frames are the truth: moved frames exit 1 at any pixel tolerance, said first; --frames ignore lets the pixels decide")
    func framesAreTheTruth() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (a, b) = try Self.pair(in: folder)
        let lenient = layoutshot(["diff", a, b, "--max-diff-ratio", "1"])
        #expect(lenient.code == 1, "\(lenient.out)")
        let lines = lenient.out.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("layout differs: ") == true, "\(lines)")
        #expect(lines.dropFirst().first?.hasPrefix("layout: ") == true)
        #expect(lines.contains { $0.hasPrefix("the same within the tolerances: ") })
        let json = layoutshot(["diff", a, b, "--max-diff-ratio", "1", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        #expect(object["passes"] as? Bool == false && object["pixelsPass"] as? Bool == true && object["frames"] as? String == "check")
        let ignored = layoutshot(["diff", a, b, "--max-diff-ratio", "1", "--frames", "ignore"])
        #expect(ignored.code == 0, "\(ignored.out)")
        #expect(ignored.out.contains("layout: section 1 header moved y +4.0 pt"))   // still said
        let bad = layoutshot(["diff", a, b, "--frames", "maybe"])
        #expect(bad.code == 2 && bad.err.trimmingCharacters(in: .newlines) == "layoutshot: --frames must be check or ignore, got 'maybe'", "\(bad.err)")
    }

    @Test("--json carries the counts, the box, the options and the layout lines; --out writes the diff image")
    func jsonAndImage() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (a, b) = try Self.pair(in: folder)
        let out = folder.appendingPathComponent("diff.png").path
        let result = layoutshot(["diff", a, b, "--json", "--out", out, "--threshold", "0.2", "--ignore", "0,0,393,50"])
        #expect(result.code == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        #expect(json["result"] as? String == "different" && json["passes"] as? Bool == false)
        #expect((json["diffPixels"] as? Int ?? 0) > 1000 && json["threshold"] as? Double == 0.2)
        #expect(json["comparedPixels"] as? Int == 1179 * 2556 - 1179 * 150)
        #expect((json["layout"] as? [String])?.contains("section 1 header moved y +4.0 pt") == true)
        #expect(json["diffImage"] as? String == out)
        let box = try #require(json["changedBox"] as? [String: Int])
        #expect(box["y"]! >= 150 && box["width"]! > 0)
        let png = try #require(FileManager.default.contents(atPath: out))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(files(in: folder).filter { $0.hasPrefix(".") }.isEmpty)   // no temporary left behind
    }

    @Test("tolerances turn a pixel difference into a pass when no frame moved (no frame dumps, or --frames ignore)")
    func tolerance() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (a, b) = try Self.pair(in: folder)
        let bare = folder.appendingPathComponent("bare")
        try FileManager.default.createDirectory(at: bare, withIntermediateDirectories: true)
        let (x, y) = (bare.appendingPathComponent("a.png").path, bare.appendingPathComponent("b.png").path)
        try FileManager.default.copyItem(atPath: a, toPath: x)
        try FileManager.default.copyItem(atPath: b, toPath: y)
        #expect(layoutshot(["diff", x, y, "--max-diff-ratio", "0.5"]).code == 0)
        #expect(layoutshot(["diff", x, y, "--max-diff-pixels", "10"]).code == 1)
        #expect(layoutshot(["diff", x, y, "--max-diff-pixels", "10000000"]).out.hasPrefix("the same within the tolerances: "))
        #expect(layoutshot(["diff", a, b, "--max-diff-ratio", "0.5"]).code == 1)                      // the frames moved
        #expect(layoutshot(["diff", a, b, "--max-diff-ratio", "0.5", "--frames", "ignore"]).code == 0)
    }

    @Test("bad input: one line, exit 2, no diff image written")
    func badInput() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (a, b) = try Self.pair(in: folder)
        let out = folder.appendingPathComponent("d.png").path
        let notPNG = folder.appendingPathComponent("a.frames.json").path
        let cases: [([String], String)] = [
            (["diff", a], "layoutshot: 'diff' needs two PNG files, expected and actual (see 'layoutshot diff --help')"),
            (["diff", a, folder.appendingPathComponent("nope.png").path, "--out", out], "layoutshot: \(folder.path)/nope.png: no such file"),
            (["diff", a, notPNG, "--out", out], "layoutshot: \(notPNG) is not a readable PNG (Not a PNG file)"),
            (["diff", a, b, "--max-diff-pixels", "3", "--max-diff-ratio", "0.1"], "layoutshot: give --max-diff-pixels or --max-diff-ratio, not both"),
            (["diff", a, b, "--threshold", "2"], "layoutshot: --threshold must be a number from 0 to 1, got '2'"),
            (["diff", a, b, "--ignore", "0,0,10"], "layoutshot: --ignore takes x,y,width,height in points (width and height > 0), got '0,0,10'"),
            (["diff", a, b, "--out", "\(notPNG)/d.png"], "layoutshot: cannot write \(notPNG)/d.png: \(notPNG) is a file, not a folder"),
            (["diff", a, b, "--out", folder.appendingPathComponent("d.txt").path], "layoutshot: --out must name a .png file, got '\(folder.path)/d.txt'"),
        ]
        for (arguments, message) in cases {
            let result = layoutshot(arguments)
            #expect(result.code == 2 && result.err == message, "\(arguments): \(result.err)")
        }
        #expect(!FileManager.default.fileExists(atPath: out))
        #expect(layoutshot(["diff", "--help"]).out.contains("Exit codes: 0 the same"))
    }
}
