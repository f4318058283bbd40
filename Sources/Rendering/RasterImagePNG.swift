import CPangoCairo
import CPng

extension RasterImage {
    /// The largest image `init(png:)` decodes: 16 384 × 16 384 pixels (1 GiB of RGBA).
    public static let maximumPixels = 16_384 * 16_384

    /// Decodes a PNG file to exactly the pixels it stores — straight RGBA8, any colour type and bit
    /// depth (16-bit channels reduced to 8) — with libpng. Unlike `decodePNG(_:)`, which reads through
    /// cairo's premultiplied surfaces, translucent pixels keep their values: the decoder a diff uses.
    ///
    /// ```swift
    /// let golden = try RasterImage(png: Array(try Data(contentsOf: url)))
    /// ```
    /// - Throws: `RenderError.unreadablePNG` with libpng's reason for bytes that are not a readable
    ///   PNG, or an image over `maximumPixels`.
    public init(png bytes: [UInt8]) throws {
        var decoded = cpng_decoded()
        defer { cpng_decoded_free(&decoded) }
        let failed = bytes.withUnsafeBufferPointer {
            cpng_decode_rgba($0.baseAddress, $0.count, UInt64(Self.maximumPixels), &decoded)
        }
        guard failed == 0, let pixels = decoded.pixels else {
            let message = withUnsafeBytes(of: decoded.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            throw RenderError.unreadablePNG(message)
        }
        let (width, height) = (Int(decoded.width), Int(decoded.height))
        self.init(width: width, height: height, pixels: Array(UnsafeBufferPointer(start: pixels, count: width * height * 4)))
    }

    /// This image as a PNG file, written by the renderer's writer (`PNGEncoder.pieces`): RGB when
    /// every pixel is opaque, else RGBA. Opaque pixels are written exactly; translucent ones go through
    /// cairo's premultiplied form and may move by one level.
    /// - Throws: `RenderError.cairo` if the image is empty or memory runs out.
    public func pngBytes() throws -> [UInt8] {
        let surface = try RasterSurface(width: width, height: height)
        surface.withMutableWords { words, stride in
            pixels.withUnsafeBufferPointer { rgba in
                for y in 0..<height {
                    let row = words + y * stride
                    for x in 0..<width {
                        let i = (y * width + x) * 4
                        let a = UInt32(rgba[i + 3])
                        func premultiplied(_ c: UInt8) -> UInt32 { a == 255 ? UInt32(c) : (UInt32(c) * a + 127) / 255 }
                        row[x] = a << 24 | premultiplied(rgba[i]) << 16 | premultiplied(rgba[i + 1]) << 8 | premultiplied(rgba[i + 2])
                    }
                }
            }
        }
        return try surface.encodePNG()
    }
}
