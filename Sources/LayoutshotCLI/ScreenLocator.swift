import Foundation
import ScreenSpec

/// Finds screens: a sample's name (`names-grid` → `samples/names-grid.json`) or a path to a JSON file.
///
/// Samples are looked up in `$LAYOUTSHOT_SAMPLES`, then `./samples`, then a `samples` folder
/// beside or above the executable (so `.build/release/layoutshot` finds the repository's).
struct ScreenLocator {
    let environment: [String: String]

    var samplesDirectory: String? {
        var candidates: [String] = []
        if let env = environment["LAYOUTSHOT_SAMPLES"], !env.isEmpty { candidates.append(env) }
        candidates.append(FileManager.default.currentDirectoryPath + "/samples")
        var dir = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<5 {
            candidates.append(dir.appendingPathComponent("samples").path)
            dir = dir.deletingLastPathComponent()
        }
        var isDirectory: ObjCBool = false
        return candidates.first { FileManager.default.fileExists(atPath: $0, isDirectory: &isDirectory) && isDirectory.boolValue }
    }

    /// Every sample's name, sorted.
    func sampleNames() -> [String] {
        guard let dir = samplesDirectory,
              let files = try? FileManager.default.contentsOfDirectory(atPath: dir) else { return [] }
        return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }

    /// The screen named or pointed to by `argument`.
    func load(_ argument: String) throws -> Screen {
        let path: String
        let name: String
        if argument.hasSuffix(".json") || argument.contains("/") {
            path = argument
            name = URL(fileURLWithPath: argument).deletingPathExtension().lastPathComponent
        } else {
            guard Self.isScreenName(argument) else {
                throw CLIError("'\(argument)' is not a screen name (letters, digits, '-' and '_') or a path to a .json file")
            }
            guard let dir = samplesDirectory else {
                throw CLIError("no samples folder found for screen '\(argument)'; run from the repository or give a path to a .json file")
            }
            path = "\(dir)/\(argument).json"
            name = argument
            guard FileManager.default.fileExists(atPath: path) else {
                let known = sampleNames()
                throw CLIError("unknown screen '\(argument)'; samples: \(known.isEmpty ? "none" : known.joined(separator: ", "))")
            }
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CLIError("cannot read \(path)")
        }
        guard data.count <= 64 << 20 else {
            throw CLIError("\(path): the file is larger than 64 MiB")
        }
        do {
            return try Screen.decode(data, name: name)
        } catch var error as SpecError {
            error.file = path
            throw CLIError(error.description)
        }
    }

    /// Letters and digits (ASCII), then also `-` and `_`: `games-tab`, `names_grid2`.
    static func isScreenName(_ text: String) -> Bool {
        func isAlphanumeric(_ b: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(b | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b)
        }
        guard let first = text.utf8.first, isAlphanumeric(first) else { return false }
        return text.utf8.allSatisfy { isAlphanumeric($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") }
    }
}
