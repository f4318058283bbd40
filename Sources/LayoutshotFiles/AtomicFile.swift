import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes files so that a reader sees either the old file or the complete new one, never a part:
/// the bytes go to a temporary file in the same folder, are flushed to disk (fsync), and the
/// temporary file is renamed over the destination. On any failure the temporary file is removed.
public enum AtomicFile {
    /// Checks, before any work, that `path`'s folder exists and is writable, or can be created: its
    /// nearest existing ancestor is a writable folder. Writing creates what is missing.
    public static func checkFolder(of path: String) throws {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        if let problem = folderProblem(directory) { throw FileWriteError("cannot write \(path): \(problem)") }
    }

    /// Why files cannot be written into `folder` (created if missing), or nil when they can: "the folder
    /// /x is not writable", "/x/file is a file, not a folder".
    public static func folderProblem(_ folder: String) -> String? {
        var candidate = URL(fileURLWithPath: folder.isEmpty ? "." : folder).standardizedFileURL
        while true {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory) {
                guard isDirectory.boolValue else { return "\(candidate.path) is a file, not a folder" }
                guard FileManager.default.isWritableFile(atPath: candidate.path) else {
                    return "the folder \(candidate.path) is not writable"
                }
                return nil
            }
            let parent = candidate.deletingLastPathComponent()
            if parent.path == candidate.path { return "no folder of \(folder) exists" }
            candidate = parent
        }
    }

    /// Writes `bytes` to `path` atomically: a reader sees the old file or the new one, never a part.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        try write(files: [(path, bytes)])
    }

    /// Writes every file or none: each goes to a temporary file beside its destination and is flushed
    /// to disk; only when all are written are they renamed into place. Folders that do not exist are
    /// created first (`mkdir -p`). A failure (a full disk, a folder that is not writable) removes the
    /// temporary files and the folders this call created, and leaves every destination as it was.
    public static func write(files: [(path: String, bytes: [UInt8])]) throws {
        var written: [(temporary: String, path: String)] = []
        var created: [String] = []
        do {
            var folders: [String] = []
            for file in files {
                let folder = URL(fileURLWithPath: file.path).deletingLastPathComponent().path
                if !folders.contains(folder) { folders.append(folder) }
            }
            for folder in folders { try createMissingFolders(folder, recordingIn: &created) }
            for file in files { written.append((try writeTemporary(file.bytes, for: file.path), file.path)) }
        } catch {
            for file in written { unlink(file.temporary) }
            removeFolders(created)
            throw error
        }
        for (n, file) in written.enumerated() where rename(file.temporary, file.path) != 0 {
            let reason = String(cString: strerror(errno))
            for later in written[n...] { unlink(later.temporary) }
            removeFolders(created)   // only those left empty go
            throw FileWriteError("cannot write \(file.path): \(reason)")
        }
        // Make the renames themselves durable.
        for directory in Set(written.map { URL(fileURLWithPath: $0.path).deletingLastPathComponent().path }) {
            let dirFD = open(directory.isEmpty ? "." : directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            if dirFD >= 0 { fsync(dirFD); close(dirFD) }
        }
    }

    /// Creates `folder` and its missing parents, appending each one made to `created` (outermost first).
    private static func createMissingFolders(_ folder: String, recordingIn created: inout [String]) throws {
        var partial = folder.hasPrefix("/") ? "" : "."
        for component in folder.split(separator: "/") {
            partial += "/" + component
            if mkdir(partial, 0o755) == 0 {
                created.append(partial)
            } else if errno != EEXIST {
                throw FileWriteError("cannot create \(partial): \(String(cString: strerror(errno)))")
            } else {
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: partial, isDirectory: &isDirectory), isDirectory.boolValue else {
                    throw FileWriteError("cannot create \(folder): \(partial) is a file, not a folder")
                }
            }
        }
    }

    /// Removes folders this process created, innermost first; a folder that is not empty stays.
    private static func removeFolders(_ created: [String]) {
        for folder in created.reversed() { rmdir(folder) }
    }

    /// Removes the temporary files writers that were killed left in `folder` and below
    /// (`.<name>.tmp-<pid>` whose process no longer runs); returns how many. Recording goldens calls it
    /// first, so a CI job killed mid-record leaves nothing behind for the next one to commit.
    @discardableResult
    public static func removeStaleTemporaries(in folder: String) -> Int {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return 0 }
        var removed = 0
        while let relative = walker.nextObject() as? String {
            let name = URL(fileURLWithPath: relative).lastPathComponent
            guard name.hasPrefix("."), let marker = name.range(of: ".tmp-", options: .backwards),
                  let pid = Int32(name[marker.upperBound...]), pid > 0 else { continue }
            // kill(pid, 0) fails with ESRCH when no such process exists.
            guard pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            if unlink("\(folder)/\(relative)") == 0 { removed += 1 }
        }
        return removed
    }

    /// `bytes` in a new hidden file beside `path` (`.<name>.tmp-<pid>`), flushed to disk; its path.
    private static func writeTemporary(_ bytes: [UInt8], for path: String) throws -> String {
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
        if let failure {
            unlink(temporary)
            throw FileWriteError("cannot write \(path): \(failure)")
        }
        return temporary
    }
}

/// A file that could not be written, and why: one line.
public struct FileWriteError: Error, CustomStringConvertible, Equatable {
    public let description: String
    init(_ description: String) { self.description = description }
}
