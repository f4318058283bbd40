import CollectionLayout
import Rendering
import Scene
import ScreenSpec
import LayoutshotFiles

/// What a golden keeps of a screen: its PNG, drawn as `layoutshot render` draws it (self-sized cells
/// measured with the renderer's fonts, at rest), and its frame dump, as `layoutshot layout` prints it.
public enum SnapshotRender {
    /// `screen` and `device` come with their traits applied (`Traits.apply(to:on:)`).
    /// - Throws: the screen's `SpecError` or `LayoutError`, or a `RenderError`.
    /// `contentOrigin`: where the content's (0, 0) is drawn in the image, in points (the content at
    /// rest sits below the safe area), to map frames onto the picture (the report's outlines).
    public static func render(_ screen: Screen, on device: Device, appearance: Appearance,
                              renderer: Renderer) throws -> (png: [UInt8], frames: String, contentOrigin: CGPoint) {
        let measurer = try TextMeasurer(scale: device.scale)
        let solved = try screen.solve(on: device, measuringWith: measurer)
        let scene = SceneBuilder.scene(for: screen, solved: solved, device: device, appearance: appearance, measuringWith: measurer)
        let offset = SceneBuilder.contentOffset(.rest, viewport: screen.viewport(on: device), direction: screen.scrollDirection)
        return (try renderer.render(scene, as: .png), FrameDump.json(screen: screen.name, device: device, solved: solved, traits: screen.traits),
                CGPoint(x: -offset.x, y: -offset.y))
    }
}
