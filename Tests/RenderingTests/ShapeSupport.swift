import CCairo
import Foundation
import Rendering
import Scene

/// Helpers for the shape, shadow and image tests.
enum Paint {
    static let blue = SystemColor.named("systemBlue", in: .light)!   // #007AFF
    static let pink = SystemColor.named("systemPink", in: .light)!   // #FF2D55
    static let white = [255, 255, 255, 255]

    /// `nodes` on white at `size` points and `scale`, rendered to PNG and decoded.
    static func raster(_ nodes: [SceneNode], size: CGSize, scale: Double = 1) throws -> RasterImage {
        let scene = Scene(size: size, scale: scale, background: .white, nodes: nodes)
        return try RasterImage.decodePNG(Renderer().render(scene, as: .png))
    }

    /// The pixel as `[r, g, b, a]`.
    static func at(_ image: RasterImage, _ x: Int, _ y: Int) -> [Int] { Fixture.rgb(image.pixel(x: x, y: y)) }

    /// Whether every channel of `pixel` is within `tolerance` of `expected`.
    static func near(_ pixel: [Int], _ expected: [Int], _ tolerance: Int = 2) -> Bool {
        zip(pixel, expected).allSatisfy { abs($0 - $1) <= tolerance }
    }

    /// An opaque colour as `[r, g, b, 255]` (0–255, rounded).
    static func bytes(_ color: RGBA) -> [Int] { color.bytes.map(Int.init) }

    /// A fresh temporary folder; remove it when done.
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutshot-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Writes a 40×20 px PNG to `folder/wide.png`: red in columns 0–9 and 30–39, blue in 10–29.
    /// Returns its absolute path.
    static func writeWidePNG(in folder: URL) -> String {
        let path = folder.appendingPathComponent("wide.png").path
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 40, 20)
        let cr = cairo_create(surface)
        cairo_set_source_rgb(cr, 1, 0, 0)
        cairo_paint(cr)
        cairo_set_source_rgb(cr, 0, 0, 1)
        cairo_rectangle(cr, 10, 0, 20, 20)
        cairo_fill(cr)
        cairo_destroy(cr)
        cairo_surface_write_to_png(surface, path)
        cairo_surface_destroy(surface)
        return path
    }

    static let red = [255, 0, 0, 255]
    static let pureBlue = [0, 0, 255, 255]
}
