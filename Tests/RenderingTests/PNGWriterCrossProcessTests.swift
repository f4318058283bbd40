import Foundation
@testable import Rendering
import Scene
import Testing

/// PNGs written by a fresh child process (this test binary, filtered to `pngWriterChildEmit`) must
/// match this process's byte for byte, opaque (RGB) and transparent (RGBA).
@Suite("PNG writer across processes")
struct PNGWriterCrossProcessTests {
    static let folderVariable = "PNG_WRITER_TESTS_EMIT_FOLDER"

    static let scenes: [(name: String, scene: Scene)] = [
        ("mixed-opaque", PNGWriterFixture.mixed(background: .white)),
        ("mixed-transparent", PNGWriterFixture.mixed(background: .clear)),
        ("names-grid", PNGWriterFixture.namesGrid()),
        ("dense-names-grid", PNGWriterFixture.denseNamesGrid()),
    ]

    /// The child's half: writes each scene's PNG into the folder named by the environment.
    /// In an ordinary test run the variable is absent and it does nothing.
    @Test func pngWriterChildEmit() throws {
        guard let folder = ProcessInfo.processInfo.environment[Self.folderVariable] else { return }
        let renderer = try Renderer()
        for (name, scene) in Self.scenes {
            try Data(renderer.render(scene, as: .png)).write(to: URL(fileURLWithPath: folder).appendingPathComponent("\(name).png"))
        }
    }

    @Test("a fresh process writes the same PNG bytes")
    func freshProcess() throws {
        let renderer = try Renderer()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("png-writer-child-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try ChildProcess.runTest("pngWriterChildEmit", variable: Self.folderVariable, folder: folder) == 0)

        for (name, scene) in Self.scenes {
            let child = try [UInt8](Data(contentsOf: folder.appendingPathComponent("\(name).png")))
            #expect(child == (try renderer.render(scene, as: .png)), "\(name) differs across processes")
        }
    }
}
