import Foundation
import Testing

/// Another package can depend on LayoutshotTesting: `Tests/Fixtures/client-package` (a package of
/// its own, depending on this repository by path) is built and its XCTest and Swift Testing layout
/// snapshots run against the goldens it commits — with CI set, so that nothing is ever recorded.
@Suite("A client package using LayoutshotTesting")
struct ClientPackageTests {
    @Test("builds against the LayoutshotTesting product and passes its XCTest and Swift Testing snapshots")
    func clientPackage() throws {
        let fixture = repositoryRoot.appendingPathComponent("Tests/Fixtures/client-package")
        // The build folder the child-package suites share (named by Layoutshot's file list, so never stale).
        let build = childPackageBuild
        let artifacts = FileManager.default.temporaryDirectory.appendingPathComponent("layoutshot-client-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: artifacts) }
        let inherited = ProcessInfo.processInfo.environment
        var environment = ["CI": "true", "HOME": inherited["HOME"] ?? "/root", "PATH": inherited["PATH"] ?? "/usr/bin:/bin"]
        environment["LAYOUTSHOT_ARTIFACTS"] = artifacts.path
        let before = try FileManager.default.subpathsOfDirectory(atPath: fixture.path).sorted()
        let run = try inChildPackageBuild(of: fixture) {
            try execute("/usr/bin/env", ["swift", "test", "--package-path", fixture.path, "--build-path", build.path], environment: environment)
        }
        let output = String(decoding: run.out + run.err, as: UTF8.self)
        #expect(run.status == 0, "\(output.suffix(3000))")
        #expect(output.contains("Executed 1 test, with 0 failures"), "the XCTest snapshot ran")
        #expect(output.contains("Test run with 1 test") && output.contains("passed"), "the Swift Testing snapshot ran")
        // CI never records: the fixture is left exactly as committed.
        #expect(try FileManager.default.subpathsOfDirectory(atPath: fixture.path).sorted() == before)
    }
}
