import CPangoCairo
import CPng

/// The PNG writers for a `RasterSurface`.
///
/// `.libpng` is the one `Renderer` uses: libpng at zlib level 1 with `PNG_FILTER_NONE`, 8-bit RGB when
/// every pixel is opaque (the usual case: the background is painted) and straight RGBA otherwise,
/// un-premultiplied with cairo's own rounding, so it decodes to exactly the pixels cairo's writer
/// gives. It takes about 1.2× the time of zlib level 1 alone and a quarter of cairo's writer's time;
/// its files are about cairo's size on text-dense screens and up to 1.7× on flat ones (zlib's fast
/// mode spends more bits on long runs). No time or text chunks: the same pixels give the same bytes
/// in every run and every process.
///
/// `.cairo` is `cairo_surface_write_to_png_stream` (zlib level 6, adaptive filters), kept as the
/// reference the fast writer is checked and timed against.
enum PNGEncoder: Sendable {
    case libpng
    case cairo

    /// The zlib level `.libpng` uses: the fastest level that still compresses.
    static let compressionLevel: Int32 = 1

    /// The whole PNG file for the surface's current pixels.
    /// - Throws: `RenderError.cairo` with libpng's or cairo's message if encoding fails.
    func encode(_ surface: RasterSurface) throws -> [UInt8] {
        cairo_surface_flush(surface.raw)
        switch self {
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
