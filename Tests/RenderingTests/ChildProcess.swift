import Foundation

/// Runs this test binary again in a fresh process with only the test `filter` selected and
/// `variable` set to `folder`, so that the test can write its output there for the parent to
/// compare (determinism across processes). Returns the child's exit status.
///
/// ```swift
/// let status = try ChildProcess.runTest("emitForParentProcess", variable: "RENDERING_TESTS_EMIT_FOLDER", folder: folder)
/// ```
enum ChildProcess {
    static func runTest(_ filter: String, variable: String, folder: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = ["--testing-library", "swift-testing", "--filter", filter]
        process.environment = ProcessInfo.processInfo.environment.merging([variable: folder.path]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
