import Foundation
import Testing

/// Outside the repository (no samples folder anywhere `layoutshot` looks), commands that need samples
/// say where they looked and how to point at samples, and exit 2.
@Suite("No samples found")
struct NoSamplesTests {
    /// A copy of the executable in an empty folder, run from that folder with no `LAYOUTSHOT_SAMPLES`.
    func runOutside(_ arguments: [String]) throws -> (status: Int32, err: String, folder: String) {
        let binary = try #require(layoutshotBinary, "the layoutshot executable is built with the tests")
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("layoutshot")
        try FileManager.default.copyItem(atPath: binary, toPath: copy.path)
        var env = ProcessInfo.processInfo.environment
        env["LAYOUTSHOT_SAMPLES"] = nil
        let run = try execute(copy.path, arguments.map { $0.replacingOccurrences(of: "{out}", with: folder.path) },
                              environment: env, currentDirectory: folder)
        return (run.status, String(decoding: run.err, as: UTF8.self), folder.path)
    }

    @Test("screens and render --all name each folder looked in, then how to point at samples", arguments: [
        ["screens"], ["render", "--all", "--out", "{out}"],
    ])
    func listsFolders(_ arguments: [String]) throws {
        let run = try runOutside(arguments)
        let parent = URL(fileURLWithPath: run.folder).deletingLastPathComponent().path
        #expect(run.status == 2)
        #expect(run.err.hasPrefix("layoutshot: no samples found (looked in \(run.folder)/samples, \(parent)/samples"), "\(run.err)")
        #expect(run.err.hasSuffix("); set LAYOUTSHOT_SAMPLES=DIR or run from the repository root\n"), "\(run.err)")
        #expect(run.err.filter { $0 == "\n" }.count == 1)
    }

    @Test("A sample's name with no samples folder names the folders and the ways out, a .json path among them")
    func sampleName() throws {
        let run = try runOutside(["render", "names-grid", "--out", "{out}"])
        #expect(run.status == 2)
        #expect(run.err.hasPrefix("layoutshot: no samples folder found for screen 'names-grid' (looked in \(run.folder)/samples, "), "\(run.err)")
        #expect(run.err.hasSuffix("); set LAYOUTSHOT_SAMPLES=DIR, run from the repository root or give a path to a .json file\n"), "\(run.err)")
    }
}
