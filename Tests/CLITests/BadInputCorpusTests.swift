import Foundation
import Rendering
import Testing

/// The bad-input corpus (`Tests/BadInput/cases.json`): every case fails with its exact one-line error
/// and exit code (2 for bad input; 1 where the input is fine but a check fails), and leaves no file
/// in the output folder. `{screen}` is the case's screen file, `{dir}` a scratch folder holding the
/// fixtures its setup asks for, `{out}` an empty output folder.
///
/// A case with `"mount"` runs with a tmpfs mounted on `{out}`: `"full"` is 32 KiB, too small for any
/// image (a full disk), `"readonly"` cannot be written at all. Mounting needs root (as in CI); where
/// it is not allowed those cases say so and check nothing.
///
/// `BAD_INPUT_RECORD=1 swift test --filter BadInputCorpus` prints each case's actual result as JSON
/// instead of checking (for adding cases; review every line before committing it).
@Suite("Bad-input corpus")
struct BadInputCorpusTests {
    struct Case: Decodable {
        let name: String
        let args: [String]
        let screen: String?
        let screenBase64: String?
        /// An Interface Builder file written as `{dir}/cell.xib`.
        let xib: String?
        let setup: String?
        let mount: String?
        let error: String?
        let exit: Int32?
        /// For a case that is a failed check, not bad input (exit 1): what standard output says.
        let output: String?
    }

    static let cases: [Case] = {
        let url = repositoryRoot.appendingPathComponent("Tests/BadInput/cases.json")
        return (try? JSONDecoder().decode([Case].self, from: Data(contentsOf: url))) ?? []
    }()

    /// The scratch folder every case may use: a plain file, a folder named like a screen file, PNGs good
    /// (white), other (black), corrupt and truncated, and goldens for names-grid — a corrupt one for iphone-se, one of
    /// another size for iphone-15 and a folder for ipad-10.
    static func fixtures(in dir: URL, for c: Case) throws {
        let fm = FileManager.default
        try Data("not a folder".utf8).write(to: dir.appendingPathComponent("file"))
        try fm.createDirectory(at: dir.appendingPathComponent("folder.json"), withIntermediateDirectories: true)
        let good = try RasterImage(width: 4, height: 4, pixels: Array(repeating: 255, count: 64)).pngBytes()
        try Data(good).write(to: dir.appendingPathComponent("good.png"))
        let black = try RasterImage(width: 4, height: 4, pixels: (0..<16).flatMap { _ in [0, 0, 0, 255] as [UInt8] }).pngBytes()
        try Data(black).write(to: dir.appendingPathComponent("other.png"))
        try Data(good.prefix(8) + Array(repeating: 0x42, count: 64)).write(to: dir.appendingPathComponent("corrupt.png"))
        try Data(good.prefix(40)).write(to: dir.appendingPathComponent("truncated.png"))
        let goldens = dir.appendingPathComponent("goldens/names-grid")
        try fm.createDirectory(at: goldens, withIntermediateDirectories: true)
        try Data(good.prefix(8) + Array(repeating: 0x42, count: 64)).write(to: goldens.appendingPathComponent("iphone-se.png"))
        try Data(good).write(to: goldens.appendingPathComponent("iphone-15.png"))
        try fm.createDirectory(at: goldens.appendingPathComponent("ipad-10.png"), withIntermediateDirectories: true)
        var text = c.screen
        if let b64 = c.screenBase64, let data = Data(base64Encoded: b64) {
            try data.write(to: dir.appendingPathComponent("screen.json"))
        }
        if c.setup == "million-items" {
            let items = String(repeating: "\"\",", count: 1_000_000) + "\"\""
            text = #"{"layout": {"flow": {}}, "sections": [{"items": [\#(items)]}]}"#
        }
        if let text { try Data(text.utf8).write(to: dir.appendingPathComponent("screen.json")) }
        if let xib = c.xib { try Data(xib.utf8).write(to: dir.appendingPathComponent("cell.xib")) }
        if c.setup == "sparse-65MiB" {   // 65 MiB of nothing, without writing them: a sparse file
            let url = dir.appendingPathComponent("screen.json")
            try Data().write(to: url)
            let handle = try FileHandle(forWritingTo: url)
            try handle.truncate(atOffset: 65 << 20)
            try handle.close()
        }
    }

    @Test("at least 60 cases, each named once")
    func size() {
        #expect(Self.cases.count >= 60)
        #expect(Set(Self.cases.map(\.name)).count == Self.cases.count)
    }

    @Test("every case: its exact one-line error, its exit code, and no output file", arguments: cases.map(\.name))
    func failsCleanly(_ name: String) throws {
        let c = try #require(Self.cases.first { $0.name == name })
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try Self.fixtures(in: dir, for: c)
        if let mount = c.mount {
            let options = mount == "readonly" ? "ro,size=32k" : "size=32k"
            guard let status = try? execute("/bin/mount", ["-t", "tmpfs", "-o", options, "tmpfs", out.path]).status, status == 0 else {
                print("bad-input corpus: \(name): cannot mount a tmpfs here (needs root); case not run")
                return
            }
        }
        defer { if c.mount != nil { _ = try? execute("/bin/umount", [out.path]) } }
        func fill(_ text: String) -> String {
            text.replacingOccurrences(of: "{screen}", with: dir.appendingPathComponent("screen.json").path)
                .replacingOccurrences(of: "{out}", with: out.path).replacingOccurrences(of: "{dir}", with: dir.path)
        }
        let result = layoutshot(c.args.map(fill))
        let shown = result.err.replacingOccurrences(of: dir.path, with: "{dir}")
        if ProcessInfo.processInfo.environment["BAD_INPUT_RECORD"] != nil {
            let line = (try? String(decoding: JSONEncoder().encode(["name": c.name, "error": shown, "exit": "\(result.code)"]), as: UTF8.self)) ?? ""
            print("BADINPUT \(line)")
            return
        }
        #expect(result.code == (c.exit ?? 2), "\(name): exit \(result.code), \(result.err)")
        if let output = c.output {
            #expect(result.out.contains(output) && result.err.isEmpty, "\(name): \(result.out)")
        } else {
            #expect(shown == c.error, "\(name)")
            #expect(!shown.contains("\n") && shown.hasPrefix("layoutshot: "), "\(name): not one line: \(shown)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty, "\(name): wrote into the output folder")
    }
}
