import Foundation
import Scene

/// A scene's checked canvas: its size in points and in device pixels.
struct Canvas {
    let points: CGSize
    let scale: Double
    let pixelWidth: Int
    let pixelHeight: Int

    /// - Throws: `RenderError.canvasTooLarge` if either pixel side exceeds `maximumSide` (checked before
    ///   anything is allocated); `RenderError.cairo` for a size or scale that is not finite and positive.
    init(_ scene: Scene, maximumSide: Int) throws {
        let (width, height, scale) = (Double(scene.size.width), Double(scene.size.height), scene.scale)
        guard scale.isFinite, scale > 0, !width.isNaN, !height.isNaN, width >= 0, height >= 0 else {
            throw RenderError.cairo("invalid canvas \(width)×\(height) pt at scale \(scale)")
        }
        let pixels = ((width * scale).rounded(), (height * scale).rounded())
        let limit = Double(maximumSide)
        guard pixels.0 <= limit, pixels.1 <= limit else {
            throw RenderError.canvasTooLarge(width: Self.saturated(pixels.0), height: Self.saturated(pixels.1), limit: maximumSide)
        }
        guard pixels.0 >= 1, pixels.1 >= 1 else {
            throw RenderError.cairo("invalid canvas \(width)×\(height) pt at scale \(scale): under 1 px on a side")
        }
        points = CGSize(width: width, height: height)
        self.scale = scale
        pixelWidth = Int(pixels.0)
        pixelHeight = Int(pixels.1)
    }

    private static func saturated(_ value: Double) -> Int {
        value >= Double(Int.max) ? Int.max : Int(value)
    }
}
