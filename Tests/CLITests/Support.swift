import Foundation
import LayoutshotCLI
import Testing

let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

/// The one build folder the suites that build another package share — `ClientPackageTests`,
/// `ReadmeExampleTests` and `SwiftAppCommandTests` (`LAYOUTSHOT_SWIFT_BUILD_PATH`) — so Layoutshot's
/// modules are compiled once for all three (SwiftPM locks the folder: they take turns). It is named by
/// Layoutshot's list of source files: SwiftPM does not always notice a file added to a path dependency
/// whose manifest did not change, so a new list gets a new folder, and the old ones are removed.
let childPackageBuild: URL = {
    let sources = repositoryRoot.appendingPathComponent("Sources")
    let files = (FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []).sorted()
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in (files.joined(separator: "\n") + repositoryRoot.path).utf8 { h = (h ^ UInt64(byte)) &* 0x100_0000_01b3 }
    let parent = repositoryRoot.appendingPathComponent(".build/child-packages")
    let folder = parent.appendingPathComponent(String(h, radix: 16))
    for old in (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? [] where old != folder.lastPathComponent {
        try? FileManager.default.removeItem(at: parent.appendingPathComponent(old))
    }
    return folder
}()

/// Runs `body` — a `swift build` or `swift test` of package `package` in `childPackageBuild` — holding
/// the folder's `layoutshot.lock` and with the last package's plan forgotten, as a `--swift` build
/// does (`SwiftAppPackage.build`): without it, a `--swift` run removed the plan (`debug.yaml`) under
/// this build ("unable to open '…/debug.yaml'", twice in a full run after a source file was added).
func inChildPackageBuild<T>(of package: URL, _ body: () throws -> T) rethrows -> T {
    let build = childPackageBuild
    try? FileManager.default.createDirectory(at: build, withIntermediateDirectories: true)
    let lock = open(build.appendingPathComponent("layoutshot.lock").path, O_CREAT | O_RDWR, 0o644)
    if lock >= 0 { flock(lock, LOCK_EX) }
    defer { if lock >= 0 { flock(lock, LOCK_UN); close(lock) } }
    let marker = build.appendingPathComponent("layoutshot-last-package")
    if (try? String(contentsOf: marker, encoding: .utf8)) != package.path {
        try? FileManager.default.removeItem(at: build.appendingPathComponent("debug.yaml"))
        try? Data(package.path.utf8).write(to: marker, options: .atomic)
    }
    return try body()
}

/// The environment of a `--swift` run in tests: its package cached in `folder/cache`, built in the
/// suites' shared build folder (`childPackageBuild`), with the test process's PATH and HOME.
func swiftAppEnvironment(_ folder: URL) -> [String: String] {
    ["LAYOUTSHOT_CACHE": folder.appendingPathComponent("cache").path, "LAYOUTSHOT_SWIFT_BUILD_PATH": childPackageBuild.path,
     "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
     "HOME": ProcessInfo.processInfo.environment["HOME"] ?? "/root"]
}

/// What one in-process run of the CLI printed and returned.
struct RunResult {
    let code: Int32
    let out: String
    let err: String
}

final class Capture: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func append(_ s: String) { lock.lock(); lines.append(s); lock.unlock() }
    var text: String { lock.lock(); defer { lock.unlock() }; return lines.joined(separator: "\n") }
}

/// Runs `layoutshot <arguments>` in this process, with the repository's samples and `environment`
/// (nothing else of the test process's: `CI` and `LAYOUTSHOT_RECORD` only when given).
func layoutshot(_ arguments: [String], environment: [String: String] = [:]) -> RunResult {
    let out = Capture(), err = Capture()
    let base = ["LAYOUTSHOT_SAMPLES": repositoryRoot.appendingPathComponent("samples").path]
    let code = Layoutshot.run(arguments, environment: base.merging(environment) { $1 },
                              console: Console(out: { out.append($0) }, err: { err.append($0) }))
    return RunResult(code: code, out: out.text, err: err.text)
}

/// A fresh empty folder, removed by the caller.
func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutshot-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

func files(in folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
}

/// The path of a tool when it is installed.
func tool(_ name: String) -> String? {
    ["/usr/bin/\(name)", "/usr/local/bin/\(name)"].first { FileManager.default.isExecutableFile(atPath: $0) }
}

/// Runs a program and returns its exit status and standard output.
@discardableResult
func execute(_ path: String, _ arguments: [String], environment: [String: String]? = nil,
             currentDirectory: URL? = nil) throws -> (status: Int32, out: Data, err: Data) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    if let environment { process.environment = environment }
    if let currentDirectory { process.currentDirectoryURL = currentDirectory }
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // Both pipes are drained at once: a child that fills one (a build's warnings on stderr) while the
    // other is read to its end would wait for ever.
    let errBox = DataBox()
    let errReader = Thread { errBox.data = err.fileHandleForReading.readDataToEndOfFile(); errBox.done.signal() }
    errReader.start()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    errBox.done.wait()
    let errData = errBox.data
    process.waitUntilExit()
    return (process.terminationStatus, outData, errData)
}

/// The built `layoutshot` executable beside this test bundle.
var layoutshotBinary: String? {
    let candidates = [
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("layoutshot").path,
        repositoryRoot.appendingPathComponent(".build/debug/layoutshot").path,
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
}

/// Bytes one thread reads and another takes after `done`.
private final class DataBox: @unchecked Sendable {
    var data = Data()
    let done = DispatchSemaphore(value: 0)
}
