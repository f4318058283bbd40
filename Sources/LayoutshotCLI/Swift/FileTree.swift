import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A folder's files by path, size and modification time, read with `lstat` and `readdir` (one system
/// call a file: the quick path of `--swift` runs this over the app and Layoutshot's sources each time).
enum FileTree {
    /// `path size mtime` lines, sorted, for every regular file below `root` whose name ends in `suffix`
    /// (hidden entries skipped; symbolic links to folders followed once, at the top); `root` itself when it is a file.
    static func listing(_ root: String, suffix: String) -> String {
        var lines: [String] = []
        var info = stat()
        guard stat(root, &info) == 0 else { return "" }
        if (info.st_mode & S_IFMT) != S_IFDIR { return "\(root) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)" }
        walk(root, suffix: suffix, depth: 0, into: &lines)
        return lines.sorted().joined(separator: "\n")
    }

    private static func walk(_ folder: String, suffix: String, depth: Int, into lines: inout [String]) {
        guard depth < 64, let dir = opendir(folder) else { return }
        defer { closedir(dir) }
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) } }
            if name.hasPrefix(".") { continue }
            let path = folder + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFDIR: walk(path, suffix: suffix, depth: depth + 1, into: &lines)
            case S_IFREG where name.hasSuffix(suffix):
                lines.append("\(path) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)")
            default: break
            }
        }
    }
}
