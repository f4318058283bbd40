import CCairo
import CPangoCairo
import CPng

/// The PNG writers for a `RasterSurface`. All three give files that decode to the same pixels.
///
/// - `.pieces`, the one `Renderer` uses (`PNGPieces`): zlib level 1 with no filter, 8-bit RGB when every
///   pixel is opaque (the usual case: the background is painted) and straight RGBA otherwise,
///   un-premultiplied with cairo's own rounding; the rows cut into pieces deflated on every core.
/// - `.piecesOnOneCore`: the same bytes, deflated one piece after another on the calling thread.
/// - `.libpng`: libpng at the same settings in one stream — the single-core reference the pieces are
///   timed against. Its files are about cairo's size on text-dense screens and up to 1.7× on flat
///   ones (zlib's fast mode spends more bits on long runs).
/// - `.cairo`: `cairo_surface_write_to_png_stream` (zlib level 6, adaptive filters), the reference the
///   fast writers are checked against.
///
/// No time or text chunks: the same pixels give the same bytes in every run and every process.
///
/// ```swift
/// let surface = try Renderer().rasterize(scene)
/// let png = try surface.encodePNG()                        // .pieces
/// let reference = try surface.encodePNG(with: .cairo)      // same pixels, ~4× the time
/// ```
public enum PNGEncoder: Sendable, CaseIterable {
    case pieces
    case piecesOnOneCore
    case libpng
    case cairo

    /// The zlib level `.pieces` and `.libpng` use: the fastest level that still compresses.
    public static let compressionLevel: Int32 = 1

    /// The whole PNG file for the surface's current pixels.
    /// - Throws: `RenderError.cairo` with libpng's or cairo's message if encoding fails.
    func encode(_ surface: RasterSurface) throws -> [UInt8] {
        cairo_surface_flush(surface.raw)
        switch self {
        case .pieces: return try PNGPieces(surface, level: Self.compressionLevel).finish()
        case .piecesOnOneCore: return try PNGPieces(surface, level: Self.compressionLevel).finish(parallel: false)
        case .libpng: return try Self.encodeWithLibpng(surface)
        case .cairo: return try Self.encodeWithCairo(surface)
        }
    }

    private static func encodeWithLibpng(_ surface: RasterSurface) throws -> [UInt8] {
        guard let data = cairo_image_surface_get_data(surface.raw) else {
            throw RenderError.cairo("PNG encoding: the image surface has no pixel data")
        }
        let stride = cairo_image_surface_get_stride(surface.raw)
        var output = cpng_output()
        defer { cpng_output_free(&output) }
        let failed = cpng_encode_argb32(data, Int32(surface.width), Int32(surface.height), stride,
                                        compressionLevel, &output)
        guard failed == 0, let bytes = output.bytes else {
            let message = withUnsafeBytes(of: output.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            throw RenderError.cairo("PNG encoding failed: \(message)")
        }
        return [UInt8](UnsafeBufferPointer(start: bytes, count: output.count))
    }

    private static func encodeWithCairo(_ surface: RasterSurface) throws -> [UInt8] {
        let sink = ByteSink()
        let status = withExtendedLifetime(sink) {
            cairo_surface_write_to_png_stream(surface.raw, ByteSink.write, sink.closure)
        }
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderError.cairo(cairoMessage(status)) }
        return sink.bytes
    }
}
