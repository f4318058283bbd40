import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes files so that a reader sees either the old file or the complete new one, never a part:
/// the bytes go to a temporary file in the same folder, are flushed to disk (fsync), and the
/// temporary file is renamed over the destination. On any failure the temporary file is removed.
public enum AtomicFile {
    /// Checks, before any work, that `path`'s folder exists and is writable.
    public static func checkFolder(of path: String) throws {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw FileWriteError("cannot write \(path): the folder \(directory) does not exist")
        }
        guard FileManager.default.isWritableFile(atPath: directory) else {
            throw FileWriteError("cannot write \(path): the folder \(directory) is not writable")
        }
    }

    public static func write(_ bytes: [UInt8], to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        let temporary = "\(directory)/.\(url.lastPathComponent).tmp-\(getpid())"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw FileWriteError("cannot write \(path): \(String(cString: strerror(errno)))") }
        var failure: String?
        var offset = 0
        bytes.withUnsafeBytes { buffer in
            while offset < buffer.count {
                let n = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                offset += n
            }
        }
        if failure == nil, fsync(fd) != 0 { failure = String(cString: strerror(errno)) }
        if close(fd) != 0, failure == nil { failure = String(cString: strerror(errno)) }
        if failure == nil, rename(temporary, path) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporary)
            throw FileWriteError("cannot write \(path): \(failure)")
        }
        // Make the rename itself durable.
        let dirFD = open(directory.isEmpty ? "." : directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if dirFD >= 0 { fsync(dirFD); close(dirFD) }
    }
}

/// A file that could not be written, and why: one line.
public struct FileWriteError: Error, CustomStringConvertible, Equatable {
    public let description: String
    init(_ description: String) { self.description = description }
}
