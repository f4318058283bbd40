import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reads files defensively: only regular files (never `/dev/zero`, a pipe or a folder, which would be
/// read without end or fail late), at most `maximumSize` bytes, the size checked before any byte is read.
///
/// ```swift
/// let data = try BoundedFile.read("samples/games-tab.json", maximumSize: 64 << 20)
/// ```
public enum BoundedFile {
    /// Why a file was not read; `description` is one line that says why:
    /// `shots/a.png: no such file`, `…: permission denied`, `…: is a directory`.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        case missing(String)
        case directory(String)
        /// A device, pipe or socket (`/dev/zero`): never read.
        case notAFile(String)
        case tooLarge(String, limit: Int)
        case unreadable(String, reason: String)

        public var description: String {
            switch self {
            case .missing(let path): "\(path): no such file"
            case .directory(let path): "\(path): is a directory"
            case .notAFile(let path): "\(path): not a regular file (a device, pipe or socket)"
            case .tooLarge(let path, let limit): "\(path): the file is larger than \(BoundedFile.size(limit))"
            case .unreadable(let path, let reason): "\(path): \(reason)"
            }
        }

        /// The failure `code` (an `errno`) means for `path`.
        ///
        /// ```swift
        /// BoundedFile.Failure(path: "a.json", errno: EACCES).description   // "a.json: permission denied"
        /// ```
        public init(path: String, errno code: Int32) {
            switch code {
            case ENOENT, ENOTDIR: self = .missing(path)
            case EISDIR: self = .directory(path)
            case EACCES, EPERM: self = .unreadable(path, reason: "permission denied")
            default: self = .unreadable(path, reason: String(cString: strerror(code)).lowercased())
            }
        }
    }

    /// The file's bytes.
    public static func read(_ path: String, maximumSize: Int) throws(Failure) -> Data {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)   // non-blocking: a FIFO with no writer does not hang the open
        guard fd >= 0 else { throw Failure(path: path, errno: errno) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw Failure(path: path, errno: errno) }
        guard (info.st_mode & S_IFMT) != S_IFDIR else { throw .directory(path) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw .notAFile(path) }
        guard info.st_size <= maximumSize else { throw .tooLarge(path, limit: maximumSize) }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0, errno == EINTR { continue }
            if n < 0 { throw Failure(path: path, errno: errno) }
            if n == 0 { break }   // the file shrank while being read: what is there
            offset += n
        }
        return Data(bytes[..<offset])
    }

    /// The file's bytes, or nil when there is no file at `path`.
    public static func readIfPresent(_ path: String, maximumSize: Int) throws(Failure) -> Data? {
        do { return try read(path, maximumSize: maximumSize) } catch .missing { return nil }
    }

    static func size(_ bytes: Int) -> String {
        bytes % (1 << 30) == 0 ? "\(bytes >> 30) GiB" : bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
    }
}
