import CollectionLayout
import Foundation
@testable import Rendering
import Scene
import ScreenSpec
import Testing

/// The renderer draws and deflates at once (`PieceSchedule`): for every sample the PNG must be the
/// bytes of drawing the whole scene first and encoding it afterwards, and measuring at the render's
/// scale (which shares fonts with drawing) must give the frames measuring at 1× gives.
@Suite("Samples: pipelined PNG and shared fonts")
struct SampleRenderTests {
    @Test("every sample on iPhone SE, iPhone 15 and iPad Pro 11, light and dark: same bytes drawn first or pipelined")
    func pipelinedBytes() throws {
        let renderer = try Renderer()
        for sample in SampleQualityTests.samples {
            let screen = try loadSample(sample)
            for device in ["iphone-se", "iphone-15", "ipad-pro-11"].compactMap(Device.preset(named:)) {
                let measurer = try TextMeasurer(scale: device.scale)
                let solved = try screen.solve(on: device, measuringWith: measurer)
                for appearance in [Appearance.light, .dark] {
                    let scene = SceneBuilder.scene(for: screen, solved: solved, device: device, appearance: appearance,
                                                   measuringWith: measurer)
                    let pipelined = try renderer.render(scene, as: .png)
                    #expect(pipelined == (try renderer.rasterize(scene).encodePNG()), "\(sample) on \(device.name), \(appearance)")
                }
            }
        }
    }

    @Test("A4: self-sized frames are the same whether the measurer works at 1× or at the device's scale")
    func measuringScale() throws {
        for sample in ["channel-home", "games-tab"] {
            let screen = try loadSample(sample)
            for device in ["iphone-15", "ipad-pro-11"].compactMap(Device.preset(named:)) {
                let atOne = try screen.solve(on: device, measuringWith: try TextMeasurer())
                let atScale = try screen.solve(on: device, measuringWith: try TextMeasurer(scale: device.scale))
                #expect(atOne.attributes.map(\.frame) == atScale.attributes.map(\.frame), "\(sample) on \(device.name)")
            }
        }
    }
}
