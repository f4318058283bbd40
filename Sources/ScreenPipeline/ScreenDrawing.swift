import CollectionLayout
import Foundation
import LayoutshotFiles
import Rendering
import Scene
import ScreenSpec
import UIKitViews

/// The one drawing pipeline: a screen — from a JSON file, built in Swift, a xib (`Screen.nib(_:path:measuringWith:)`) or
/// captured from an app's view controller (`LayoutCapture`) — on a device, with traits, an appearance,
/// a scroll position, full length or not, carousels unrolled or not and a redline overlay or none,
/// solved, turned into a scene, encoded, and dumped as frames. Every command and library that draws
/// goes through it: `render`, `layout`, `verify`, `handout` and its contact sheet, `LayoutshotTesting`,
/// `LayoutCapture`, the fuzzers and the bench (docs/ARCHITECTURE.md).
///
/// ```swift
/// let drawing = ScreenDrawing(screen, on: Device.preset(named: "iphone-15")!, traits: Traits(layoutDirection: .rightToLeft),
///                             appearance: .dark)
/// let drawn = try drawing.draw(measuringWith: TextMeasurer())
/// let png = try drawing.encode(drawn.scene, with: Renderer())
/// print(drawing.frames(drawn.solved))    // `layoutshot layout`'s JSON
/// ```
///
/// The steps, in order:
/// 1. traits: the screen's text-style fonts at the content size and its layout direction, the device
///    turned (`Traits.apply`, done by `init(_:on:traits:appearance:)`, or before it by a caller that
///    needs the turned device first — the CLI names its files by it — and passes no traits);
/// 2. solve: the layout on the device's viewport at `scroll`, estimated elements self-sized (A4) with
///    the renderer's fonts at the output's scale — the device's for PNG, 1 for SVG and PDF — so a
///    label is measured exactly as it is drawn; group frames kept when there is an overlay (`solve`);
/// 3. scene: `SceneBuilder` — the content at the scroll position (the whole of it at full length), the
///    list chrome, the bars — then the redline overlay (`scene`);
/// 4. bytes: the scene as PNG, SVG or PDF (`encode`); the frame dump (`frames`).
/// Steps 2 and 3 run in the screen's scope (`ScreenScope`): a captured controller's code runs there.
public struct ScreenDrawing {
    /// The screen, its traits applied.
    public let screen: Screen
    /// The device, turned to the traits' orientation.
    public let device: Device
    public var appearance: Appearance
    /// Where the content is scrolled to (pinned headers follow it); the screen's own position by default
    /// (`Screen.scroll`: at rest, or where a captured app scrolled).
    public var scroll: ScrollPosition = .rest
    /// The whole scrollable content along the scroll axis, not just the first screenful.
    public var fullLength = false
    /// Every card of every orthogonal section drawn past the device's edge (handouts).
    public var unrolled = false
    /// The redline overlay over the content, or nil for none.
    public var overlay: Redlines?
    /// The output the drawing is for: PNG measures and draws text at the device's scale, SVG and PDF
    /// in points.
    public var format: OutputFormat = .png

    /// `screen` on `device` with `traits` applied (step 1); nil traits take the screen and device as
    /// they are (a captured controller's, already drawn with its traits).
    public init(_ screen: Screen, on device: Device, traits: Traits? = nil, appearance: Appearance = .light) {
        if let traits {
            (self.screen, self.device) = traits.apply(to: screen, on: device)
        } else {
            (self.screen, self.device) = (screen, device)
        }
        self.appearance = appearance
        scroll = self.screen.scroll
    }

    /// What one pass of the pipeline made.
    public struct Drawn {
        public let solved: SolvedLayout
        public let scene: Scene
        /// Where the content's (0, 0) is drawn in the image, in points (the content at rest sits below
        /// the safe area): maps frames onto the picture (a golden report's outlines).
        public let contentOrigin: CGPoint
    }

    /// Steps 2 and 3.
    public func draw(measuringWith measurer: TextMeasurer) throws -> Drawn {
        let solved = try solve(measuringWith: measurer)
        return Drawn(solved: solved, scene: try scene(solved, measuringWith: measurer), contentOrigin: contentOrigin)
    }

    /// Step 2: the layout solved, self-sized with `measurer` (its scale set to the output's).
    public func solve(measuringWith measurer: TextMeasurer) throws -> SolvedLayout {
        measurer.scale = format == .png ? device.scale : 1
        // The app's own text measuring (`String.boundingRect`) uses the measurer that draws.
        return try UIKitSimulation.with(textMeasurer: measurer) {
            try screen.scoped {
                try screen.solve(on: device, measuringWith: measurer, scroll: scroll, recordingGroupFrames: overlay != nil)
            }
        }
    }

    /// The canvas the scene will have, in points: the device's screen, or at full length the whole
    /// content along the scroll axis — known before the scene is built, so a caller can refuse a canvas
    /// too large to draw.
    public func canvasSize(_ solved: SolvedLayout) -> CGSize {
        SceneBuilder.canvasSize(for: screen, solved: solved, device: device, fullLength: fullLength)
    }

    /// Step 3: the scene of `solved`, with the overlay on top.
    public func scene(_ solved: SolvedLayout, measuringWith measurer: TextMeasurer) throws -> Scene {
        var scene = try UIKitSimulation.with(textMeasurer: measurer) {
            try screen.scoped {
                SceneBuilder.scene(for: screen, solved: solved, device: device, appearance: appearance, scroll: scroll,
                                   fullLength: fullLength, unrolled: unrolled, measuringWith: measurer)
            }
        }
        if let overlay {
            scene.nodes += overlay.drawing(for: solved, origin: contentOrigin, canvas: CGRect(origin: .zero, size: scene.size),
                                           measuringWith: measurer).nodes
        }
        return scene
    }

    /// Where the content's (0, 0) is drawn, in points: minus the content offset (at rest, or `scroll`;
    /// at full length always at rest).
    public var contentOrigin: CGPoint {
        let offset = SceneBuilder.contentOffset(fullLength ? .rest : scroll, viewport: screen.viewport(on: device),
                                                direction: screen.scrollDirection)
        return CGPoint(x: -offset.x, y: -offset.y)
    }

    /// The orthogonal sections' cards past the device's edge, for a handout to lay out under the screen.
    public func unrolledCarousels(_ solved: SolvedLayout) -> [UnrolledCarousel] {
        SceneBuilder.unrolledCarousels(for: screen, solved: solved, device: device, fullLength: fullLength)
    }

    /// Step 4: one image of `scene` in `format` — PNG in device pixels, SVG and PDF one page in points.
    public func encode(_ scene: Scene, with renderer: Renderer) throws -> [UInt8] {
        try renderer.render(Self.scene(scene, in: format), as: format)
    }

    /// `scene` in `format`'s units: device pixels for PNG (the scene's scale), points for SVG and PDF.
    /// Every vector output — a screen, a full-length document's pages — goes through here.
    public static func scene(_ scene: Scene, in format: OutputFormat) -> Scene {
        var scene = scene
        if format != .png { scene.scale = 1 }
        return scene
    }

    /// Step 4: the frame dump of `solved` (`layoutshot layout`'s JSON).
    public func frames(_ solved: SolvedLayout) -> String {
        FrameDump.json(screen: screen.name, device: device, solved: solved, traits: screen.traits)
    }

    /// All four steps: the image's bytes and the frame dump, as a golden keeps them.
    public func render(with renderer: Renderer, measuringWith measurer: TextMeasurer? = nil) throws
        -> (bytes: [UInt8], frames: String, drawn: Drawn) {
        let drawn = try draw(measuringWith: measurer ?? TextMeasurer())
        return (try encode(drawn.scene, with: renderer), frames(drawn.solved), drawn)
    }
}
