import Rendering

/// One solid rectangle found in an image: a connected run of pixels of one colour (within a
/// tolerance), reported by its bounding box. A cell with rounded corners or a label on it still
/// gives its full frame: the box spans the corners, and the label's glyphs are holes inside it.
///
/// ```swift
/// let regions = SolidRegionFinder(tolerance: 2, minimumSize: 8).regions(in: image)
/// regions[0].box        // PixelBox(x: 0, y: 132, width: 230, height: 230)
/// regions[0].color      // RGBA(r: 128, g: 128, b: 128, a: 255)
/// ```
public struct SolidRegion: Equatable, Sendable {
    /// The bounding box in pixels (top-left origin).
    public let box: PixelBox
    /// The colour of the pixel the region grew from; every pixel in it is within the tolerance of it.
    public let color: RGBA
    /// How many pixels the region holds; `pixelCount / box.area` is 1 for a plain rectangle.
    public let pixelCount: Int

    public init(box: PixelBox, color: RGBA, pixelCount: Int) {
        self.box = box; self.color = color; self.pixelCount = pixelCount
    }

    /// The share of the bounding box the region fills: 1 for a plain rectangle, a little less with
    /// rounded corners or a label on it.
    public var fill: Double { box.area == 0 ? 0 : Double(pixelCount) / Double(box.area) }
}

/// A rectangle of whole pixels: `PixelBox(x: 3, y: 4, width: 10, height: 2)` covers columns 3…12.
public struct PixelBox: Equatable, Sendable {
    public let x: Int, y: Int, width: Int, height: Int
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
    public var area: Int { width * height }
}

/// A straight (not premultiplied) RGBA8 colour: `RGBA(hex: "#808080")` is opaque grey.
public struct RGBA: Equatable, Sendable, CustomStringConvertible {
    public let r: UInt8, g: UInt8, b: UInt8, a: UInt8
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    /// `#RRGGBB` or `#RRGGBBAA` (the `#` optional), or nil for anything else.
    public init?(hex: String) {
        let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
        guard digits.count == 6 || digits.count == 8, let value = UInt32(digits, radix: 16) else { return nil }
        let word = digits.count == 6 ? value << 8 | 0xFF : value
        self.init(r: UInt8(word >> 24 & 0xFF), g: UInt8(word >> 16 & 0xFF), b: UInt8(word >> 8 & 0xFF), a: UInt8(word & 0xFF))
    }

    /// The largest difference of any channel: `#808080` and `#828180` are 2 apart.
    public func distance(to other: RGBA) -> Int {
        max(abs(Int(r) - Int(other.r)), abs(Int(g) - Int(other.g)),
            abs(Int(b) - Int(other.b)), abs(Int(a) - Int(other.a)))
    }

    /// `#RRGGBB` when opaque, else `#RRGGBBAA`.
    public var description: String {
        func hex(_ c: UInt8) -> String { let s = String(c, radix: 16, uppercase: true); return s.count == 1 ? "0" + s : s }
        return "#" + hex(r) + hex(g) + hex(b) + (a == 255 ? "" : hex(a))
    }
}

extension RasterImage {
    /// The colour at column `x`, row `y`.
    func rgba(x: Int, y: Int) -> RGBA {
        let p = pixel(x: x, y: y)
        return RGBA(r: p.r, g: p.g, b: p.b, a: p.a)
    }
}
