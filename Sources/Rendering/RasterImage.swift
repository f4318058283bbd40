import CCairo
import CPangoCairo

/// A decoded PNG: RGBA8 with straight alpha, row-major, no row padding.
///
/// ```swift
/// let image = try RasterImage.decodePNG(try Renderer().render(scene, as: .png))
/// let (r, g, b, a) = image.pixel(x: 10, y: 10)
/// ```
public struct RasterImage: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// `width × height × 4` bytes: red, green, blue, alpha.
    public let pixels: [UInt8]

    /// An image from raw RGBA8 bytes: `RasterImage(width: 1, height: 1, pixels: [255, 0, 0, 255])`.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height * 4, "pixels must be width × height × 4 bytes")
        self.width = width; self.height = height; self.pixels = pixels
    }

    /// Decodes PNG bytes with cairo (`cairo_image_surface_create_from_png_stream`), un-premultiplying alpha.
    /// - Throws: `RenderError.cairo` if the bytes are not a PNG cairo can read.
    public static func decodePNG(_ bytes: [UInt8]) throws -> RasterImage {
        let source = ByteSource(bytes)
        let decoded = withExtendedLifetime(source) {
            cairo_image_surface_create_from_png_stream(ByteSource.read, source.closure)
        }
        defer { cairo_surface_destroy(decoded) }
        let status = cairo_surface_status(decoded)
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderError.cairo(cairoMessage(status)) }
        let format = cairo_image_surface_get_format(decoded)
        if format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 {
            return read(decoded, opaque: format == CAIRO_FORMAT_RGB24)
        }
        // Any other format cairo may hand back: copy it onto ARGB32 first.
        let argb = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, cairo_image_surface_get_width(decoded),
                                              cairo_image_surface_get_height(decoded))
        defer { cairo_surface_destroy(argb) }
        let cr = cairo_create(argb)
        cairo_set_source_surface(cr, decoded, 0, 0)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        let drawStatus = cairo_status(cr)
        cairo_destroy(cr)
        guard drawStatus == CAIRO_STATUS_SUCCESS else { throw RenderError.cairo(cairoMessage(drawStatus)) }
        return read(argb, opaque: false)
    }

    /// The pixel at column `x`, row `y` (top-left origin). Traps if outside the image.
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }

    /// Reads a flushed ARGB32/RGB24 image surface (native-endian premultiplied `0xAARRGGBB` words).
    private static func read(_ surface: OpaquePointer?, opaque: Bool) -> RasterImage {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard width > 0, height > 0, let data = cairo_image_surface_get_data(surface) else {
            return RasterImage(width: width, height: height, pixels: [])
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride)
            for x in 0..<width {
                let word = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                let a = opaque ? 255 : UInt32(word >> 24)
                let i = (y * width + x) * 4
                pixels[i] = unpremultiply(word >> 16 & 0xFF, a)
                pixels[i + 1] = unpremultiply(word >> 8 & 0xFF, a)
                pixels[i + 2] = unpremultiply(word & 0xFF, a)
                pixels[i + 3] = UInt8(a)
            }
        }
        return RasterImage(width: width, height: height, pixels: pixels)
    }

    private static func unpremultiply(_ c: UInt32, _ a: UInt32) -> UInt8 {
        switch a {
        case 0: 0
        case 255: UInt8(c)
        default: UInt8(min(255, (c * 255 + a / 2) / a))
        }
    }
}
