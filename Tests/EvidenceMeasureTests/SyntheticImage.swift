import EvidenceMeasure
import Rendering

/// A test picture drawn pixel by pixel: a background, then rectangles (later ones on top).
///
/// ```swift
/// var canvas = SyntheticImage(width: 40, height: 30, background: RGBA(r: 255, g: 255, b: 255))
/// canvas.fill(PixelBox(x: 3, y: 4, width: 10, height: 8), with: RGBA(r: 128, g: 128, b: 128))
/// let png = try canvas.image.pngBytes()
/// ```
struct SyntheticImage {
    let width: Int, height: Int
    private var pixels: [UInt8]

    init(width: Int, height: Int, background: RGBA) {
        self.width = width; self.height = height
        pixels = Array([background.r, background.g, background.b, background.a].repeated(width * height))
    }

    mutating func set(x: Int, y: Int, _ color: RGBA) {
        let i = (y * width + x) * 4
        pixels[i] = color.r; pixels[i + 1] = color.g; pixels[i + 2] = color.b; pixels[i + 3] = color.a
    }

    mutating func fill(_ box: PixelBox, with color: RGBA) {
        for y in box.y..<(box.y + box.height) { for x in box.x..<(box.x + box.width) { set(x: x, y: y, color) } }
    }

    var image: RasterImage { RasterImage(width: width, height: height, pixels: pixels) }
}

extension Array {
    func repeated(_ times: Int) -> [Element] { (0..<times).flatMap { _ in self } }
}
