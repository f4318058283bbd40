import Foundation
#if canImport(Glibc)
import Glibc
#endif
import ScreenSpec

/// Finds screens: a sample's name (`names-grid` → `samples/names-grid.json`) or a path to a JSON file.
///
/// Samples are looked up in `$LAYOUTSHOT_SAMPLES`, then `./samples`, then a `samples` folder
/// beside or above the executable (so `.build/release/layoutshot` finds the repository's).
struct ScreenLocator {
    let environment: [String: String]
    /// The element cap screens are decoded with (`--max-elements`).
    var maximumElements = Screen.defaultMaximumElements

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
        let data = try Self.read(path)
        do {
            return try Screen.decode(data, name: name, maximumElements: maximumElements)
        } catch var error as SpecError {
            error.file = path
            throw CLIError(error.description)
        }
    }

    /// The largest screen file read: 64 MiB (10 M items at a few bytes each fit).
    static let maximumFileSize = 64 << 20

    /// A regular file's bytes, at most `maximumFileSize`: its size is checked before it is read, and a
    /// device, pipe or folder (`/dev/zero`, `/dev/stdin`) is refused rather than read without end.
    static func read(_ path: String) throws -> Data {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw CLIError("cannot read \(path)") }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            throw CLIError("cannot read \(path)")
        }
        guard info.st_size <= maximumFileSize else {
            throw CLIError("\(path): the file is larger than 64 MiB")
        }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { break }   // the file shrank while being read: parse what is there
            offset += n
        }
        return Data(bytes[..<offset])
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
