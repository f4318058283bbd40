import Foundation
import Rendering
import Scene
import Testing

/// Renders in a fresh child process (this test binary, filtered to `emitForParentProcess`) must match
/// renders in this long-lived process byte for byte.
@Suite("Determinism across processes")
struct CrossProcessTests {
    static let emitFolderVariable = "RENDERING_TESTS_EMIT_FOLDER"

    /// The child's half: writes the card in every format to the folder named by the environment.
    /// In an ordinary test run the variable is absent and it does nothing.
    @Test func emitForParentProcess() throws {
        guard let folder = ProcessInfo.processInfo.environment[Self.emitFolderVariable] else { return }
        let renderer = try Renderer()
        for format in OutputFormat.allCases {
            try Data(renderer.render(Fixture.card(), as: format))
                .write(to: URL(fileURLWithPath: folder).appendingPathComponent("card.\(format.rawValue)"))
        }
    }

    @Test("a fresh process renders the same PNG, SVG and PDF bytes")
    func freshProcess() throws {
        let renderer = try Renderer()
        // Advance cairo's global surface counter in this process first.
        for format in OutputFormat.allCases { _ = try renderer.render(Fixture.card(), as: format) }

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rendering-child-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try ChildProcess.runTest("emitForParentProcess", variable: Self.emitFolderVariable, folder: folder) == 0)

        for format in OutputFormat.allCases {
            let child = try [UInt8](Data(contentsOf: folder.appendingPathComponent("card.\(format.rawValue)")))
            #expect(child == (try renderer.render(Fixture.card(), as: format)), "\(format) differs across processes")
        }
    }
}
