import CollectionLayout
import Foundation
import Rendering
import Scene
import ScreenSpec
import Testing

/// Inputs the fuzzers (`scripts/fuzz`) found, kept in `Tests/Fuzz/regressions/` and run through the
/// fuzz targets' own pipeline — decode, solve on a 200 × 300 pt canvas, draw light and dark to PNG — with
/// the outcome each must keep. Add a crashing or hanging input here with the outcome it should have.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/regressions")

    /// File → the outcome: the decode error (path and message), or "drawn".
    static let expected: [String: String] = [
        // Spacings and insets of 1e308 pt once reached cairo as coordinates; now refused at decode.
        "spacing-1e308.json": "layout.compositional.section.interGroupSpacing: 1e+308 pt is too large (at most ±100000)",
        "inset-1e308.json": "layout.compositional.section.contentInsets.leading: 1e+308 pt is too large (at most ±100000)",
        "flow-spacing-1e308.json": "layout.flow.minimumLineSpacing: 1e+308 pt is too large (at most ±100000)",
        "waterfall-spacing-1e308.json": "layout.waterfall.itemSpacing: 1e+308 pt is too large (at most 100000)",
        // Reported as a timeout under load (a scheduling stall, not a hang: 1 ms alone).
        "timeout-stall-1.bin": "not valid JSON: unexpected character 'f' at line 1, column 6",
        // A valid screen, so the pipeline itself stays exercised to the last stage.
        "draws-small-grid.json": "drawn",
    ]

    @Test("every regression input is listed with its outcome")
    func listed() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).sorted()
        #expect(files == Self.expected.keys.sorted())
    }

    @Test("each input keeps its outcome through decode, solve and draw", arguments: expected.keys.sorted())
    func outcome(_ file: String) throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent(file))
        #expect(try Self.run(data) == Self.expected[file])
    }

    /// The fuzz-render pipeline; the error a stage throws, or "drawn".
    static func run(_ data: Data) throws -> String {
        let screen: Screen
        do { screen = try Screen.decode(data, name: "fuzz") } catch { return "\(error)" }
        let device = Device.custom(width: 200, height: 300, scale: 1)
        let measurer = try TextMeasurer(scale: 1)
        let solved: SolvedLayout
        do { solved = try screen.solve(on: device, measuringWith: measurer) } catch { return "\(error)" }
        for appearance in [Appearance.light, .dark] {
            let scene = SceneBuilder.scene(for: screen, solved: solved, device: device, appearance: appearance, measuringWith: measurer)
            do { _ = try Renderer().render(scene, as: .png) } catch { return "\(error)" }
        }
        return "drawn"
    }
}
