import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A folder's files by path, size and modification time, read with `lstat` and `readdir` (one system
/// call a file: the quick path of `--swift` runs this over the app and Layoutshot's sources each time).
enum FileTree {
    struct File {
        let path: String
        /// `path size mtime`: what a stamp compares.
        let line: String
    }

    /// Every regular file below `root` whose name ends in `suffix`, sorted by path (hidden entries
    /// skipped; a symbolic link to a folder followed only at the top); `root` itself when it is a file.
    static func files(_ root: String, suffix: String) -> [File] {
        var info = stat()
        guard stat(root, &info) == 0 else { return [] }
        if (info.st_mode & S_IFMT) != S_IFDIR { return [file(root, info)] }
        var found: [File] = []
        walk(root, suffix: suffix, depth: 0, into: &found)
        return found.sorted { $0.path < $1.path }
    }

    /// `files(_:suffix:)` as one text, a file a line.
    static func listing(_ root: String, suffix: String) -> String {
        files(root, suffix: suffix).map(\.line).joined(separator: "\n")
    }

    private static func file(_ path: String, _ info: stat) -> File {
        File(path: path, line: "\(path) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)")
    }

    private static func walk(_ folder: String, suffix: String, depth: Int, into found: inout [File]) {
        guard depth < 64, let dir = opendir(folder) else { return }
        defer { closedir(dir) }
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) } }
            if name.hasPrefix(".") { continue }
            let path = folder + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFDIR: walk(path, suffix: suffix, depth: depth + 1, into: &found)
            case S_IFREG where name.hasSuffix(suffix): found.append(file(path, info))
            default: break
            }
        }
    }
}
