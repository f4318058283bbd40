import Foundation
import ScreenSpec
import LayoutshotFiles

/// Finds screens: a sample's name (`names-grid` → `samples/names-grid.json`) or a path to a JSON file.
///
/// Samples are looked up in `$LAYOUTSHOT_SAMPLES`, then `./samples`, then a `samples` folder
/// beside or above the executable (so `.build/release/layoutshot` finds the repository's).
struct ScreenLocator {
    let environment: [String: String]
    /// The element cap screens are decoded with (`--max-elements`).
    var maximumElements = Screen.defaultMaximumElements

    /// The folders samples are looked for in, in order (duplicates dropped).
    var samplesCandidates: [String] {
        var candidates: [String] = []
        if let env = environment["LAYOUTSHOT_SAMPLES"], !env.isEmpty { candidates.append(env) }
        candidates.append(FileManager.default.currentDirectoryPath + "/samples")
        var dir = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<5 {
            candidates.append(dir.appendingPathComponent("samples").path)
            dir = dir.deletingLastPathComponent()
        }
        var seen: Set<String> = []
        return candidates.filter { seen.insert($0).inserted }
    }

    var samplesDirectory: String? {
        var isDirectory: ObjCBool = false
        return samplesCandidates.first { FileManager.default.fileExists(atPath: $0, isDirectory: &isDirectory) && isDirectory.boolValue }
    }

    /// The error when no samples folder exists: every folder looked in, and how to point at one.
    ///
    /// `no samples found (looked in /home/me/samples, /usr/local/bin/samples, …); set LAYOUTSHOT_SAMPLES=DIR or run from the repository root`
    func noSamples(_ what: String = "no samples found", alternative: String? = nil) -> CLIError {
        let ways = ["set LAYOUTSHOT_SAMPLES=DIR", "run from the repository root"] + [alternative].compactMap { $0 }
        let advice = ways.count == 2 ? ways.joined(separator: " or ")
            : ways.dropLast().joined(separator: ", ") + " or " + ways[ways.count - 1]
        return CLIError("\(what) (looked in \(samplesCandidates.joined(separator: ", "))); \(advice)")
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
                throw noSamples("no samples folder found for screen '\(argument)'", alternative: "give a path to a .json file")
            }
            path = "\(dir)/\(argument).json"
            name = argument
            guard FileManager.default.fileExists(atPath: path) else {
                let known = sampleNames()
                let hint = NameSuggestion.didYouMean(argument, in: known, quote: "'")
                throw CLIError("unknown screen '\(argument)'" + (hint.isEmpty ? "; samples: \(known.isEmpty ? "none" : known.joined(separator: ", "))" : hint))
            }
        }
        let data = try Self.read(path)
        do {
            return try Screen.decode(data, name: name, maximumElements: maximumElements,
                                     folder: URL(fileURLWithPath: path).deletingLastPathComponent().path)
        } catch var error as SpecError {
            error.file = path
            throw CLIError(error.description)
        }
    }

    /// The largest screen file read: 64 MiB (10 M items at a few bytes each fit).
    static let maximumFileSize = 64 << 20

    /// A screen file's bytes: a regular file of at most 64 MiB, its size checked before it is read
    /// (`/dev/zero` or a pipe is refused, not read without end). Errors say why:
    /// `shots/a.json: no such file`, `…: permission denied`, `…: is a directory`.
    static func read(_ path: String) throws -> Data {
        do { return try BoundedFile.read(path, maximumSize: maximumFileSize) } catch { throw CLIError(error.description) }
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
