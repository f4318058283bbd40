import Foundation
import Golden
import Testing
#if canImport(Glibc)
import Glibc
import LayoutshotFiles
#endif

/// A file that cannot be read says why, in a newcomer's words, after its path.
@Suite("Bounded file reads: why a file was not read")
struct BoundedFileTests {
    func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bounded-file-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("A missing file, a folder and a device each say so")
    func reasons() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let missing = dir.appendingPathComponent("absent.png").path
        #expect(throws: BoundedFile.Failure.missing(missing)) { try BoundedFile.read(missing, maximumSize: 100) }
        #expect(BoundedFile.Failure.missing(missing).description == "\(missing): no such file")
        #expect(throws: BoundedFile.Failure.directory(dir.path)) { try BoundedFile.read(dir.path, maximumSize: 100) }
        #expect(BoundedFile.Failure.directory(dir.path).description == "\(dir.path): is a directory")
        #expect(throws: BoundedFile.Failure.notAFile("/dev/zero")) { try BoundedFile.read("/dev/zero", maximumSize: 100) }
        let inFile = dir.appendingPathComponent("file")
        try Data("x".utf8).write(to: inFile)
        #expect(throws: BoundedFile.Failure.missing(inFile.path + "/x.png")) { try BoundedFile.read(inFile.path + "/x.png", maximumSize: 100) }
    }

    /// Root reads a mode-000 file, so as root (CI) only the mapping from `errno` can be checked; as
    /// another user the file itself is refused with the same words.
    @Test("Permission denied: EACCES and EPERM say so, and so does a mode-000 file when not root")
    func permissionDenied() throws {
        #expect(BoundedFile.Failure(path: "a.json", errno: EACCES).description == "a.json: permission denied")
        #expect(BoundedFile.Failure(path: "a.json", errno: EPERM).description == "a.json: permission denied")
        #expect(BoundedFile.Failure(path: "a.json", errno: ENOENT) == .missing("a.json"))
        #expect(BoundedFile.Failure(path: "a.json", errno: EISDIR) == .directory("a.json"))
        #expect(BoundedFile.Failure(path: "a.json", errno: EIO).description == "a.json: input/output error")
        guard geteuid() != 0 else { return }
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let locked = dir.appendingPathComponent("locked.json")
        try Data("{}".utf8).write(to: locked)
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: locked.path)
        #expect(throws: BoundedFile.Failure.unreadable(locked.path, reason: "permission denied")) {
            try BoundedFile.read(locked.path, maximumSize: 100)
        }
    }
}
