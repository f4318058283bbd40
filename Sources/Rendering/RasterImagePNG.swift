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
        var message = [CChar](repeating: 0, count: 160)
        var width: UInt32 = 0, height: UInt32 = 0
        func failure() -> RenderError {
            .unreadablePNG(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        let sized = bytes.withUnsafeBufferPointer {
            cpng_png_size($0.baseAddress, $0.count, UInt64(Self.maximumPixels), &width, &height, &message)
        }
        guard sized == 0 else { throw failure() }
        let count = Int(width) * Int(height) * 4
        var failed: Int32 = 0
        // Decoded straight into the array's storage: no second 12 MB buffer, no copy.
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            failed = bytes.withUnsafeBufferPointer { cpng_decode_rgba($0.baseAddress, $0.count, buffer.baseAddress, &message) }
            if failed != 0 { buffer.initialize(repeating: 0) }
            initialized = count
        }
        guard failed == 0 else { throw failure() }
        self.init(width: Int(width), height: Int(height), pixels: pixels)
    }

    /// This image as a PNG file, written by the renderer's writer (`PNGPieces`, zlib level 1, no filter,
    /// deflated on every core): RGB when every pixel is opaque, else RGBA — its pixels exactly.
    /// - Throws: `RenderError.cairo` if the image is empty or memory runs out.
    public func pngBytes() throws -> [UInt8] {
        guard width > 0, height > 0 else { throw RenderError.cairo("cannot write an empty \(width)×\(height) image as PNG") }
        return try pixels.withUnsafeBufferPointer { rgba in
            try PNGPieces(rgba: rgba.baseAddress!, width: width, height: height, level: PNGEncoder.compressionLevel).finish()
        }
    }
}
