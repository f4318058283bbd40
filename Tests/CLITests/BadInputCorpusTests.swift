import Foundation
import Rendering
import Testing

/// The bad-input corpus (`Tests/BadInput/cases.json`): every case fails with its exact one-line error
/// and exit code (2 for bad input; 1 where the input is fine but a check fails), and leaves no file
/// in the output folder. `{screen}` is the case's screen file, `{dir}` a scratch folder holding the
/// fixtures its setup asks for, `{out}` an empty output folder.
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
        let setup: String?
        let error: String?
        let exit: Int32?
        /// For a case that is a failed check, not bad input (exit 1): what standard output says.
        let output: String?
    }

    static let cases: [Case] = {
        let url = repositoryRoot.appendingPathComponent("Tests/BadInput/cases.json")
        return (try? JSONDecoder().decode([Case].self, from: Data(contentsOf: url))) ?? []
    }()

    /// The scratch folder every case may use: a plain file, a folder named like a screen file, PNGs good,
    /// corrupt and truncated, and goldens for names-grid — a corrupt one for iphone-se and one of
    /// another size for iphone-15.
    static func fixtures(in dir: URL, for c: Case) throws {
        let fm = FileManager.default
        try Data("not a folder".utf8).write(to: dir.appendingPathComponent("file"))
        try fm.createDirectory(at: dir.appendingPathComponent("folder.json"), withIntermediateDirectories: true)
        let good = try RasterImage(width: 4, height: 4, pixels: Array(repeating: 255, count: 64)).pngBytes()
        try Data(good).write(to: dir.appendingPathComponent("good.png"))
        try Data(good.prefix(8) + Array(repeating: 0x42, count: 64)).write(to: dir.appendingPathComponent("corrupt.png"))
        try Data(good.prefix(40)).write(to: dir.appendingPathComponent("truncated.png"))
        let goldens = dir.appendingPathComponent("goldens/names-grid")
        try fm.createDirectory(at: goldens, withIntermediateDirectories: true)
        try Data(good.prefix(8) + Array(repeating: 0x42, count: 64)).write(to: goldens.appendingPathComponent("iphone-se.png"))
        try Data(good).write(to: goldens.appendingPathComponent("iphone-15.png"))
        var text = c.screen
        if let b64 = c.screenBase64, let data = Data(base64Encoded: b64) {
            try data.write(to: dir.appendingPathComponent("screen.json"))
        }
        if c.setup == "million-items" {
            let items = String(repeating: "\"\",", count: 1_000_000) + "\"\""
            text = #"{"layout": {"flow": {}}, "sections": [{"items": [\#(items)]}]}"#
        }
        if let text { try Data(text.utf8).write(to: dir.appendingPathComponent("screen.json")) }
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
