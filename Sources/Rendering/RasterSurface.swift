import CPangoCairo

/// A scene drawn into pixels and not yet encoded: an owned cairo ARGB32 image surface
/// (premultiplied alpha, native-endian `0xAARRGGBB` words, rows `stride` bytes apart).
///
/// ```swift
/// let surface = try RasterSurface(width: 300, height: 240)
/// // … draw on surface.raw with cairo …
/// let png = try surface.encodePNG()          // libpng, level 1, no filter
/// ```
final class RasterSurface {
    /// The `cairo_surface_t*`, owned; destroyed with this object.
    let raw: OpaquePointer
    let width: Int
    let height: Int

    /// A transparent ARGB32 surface of `width × height` pixels.
    /// - Throws: `RenderError.cairo` if cairo cannot allocate it.
    init(width: Int, height: Int) throws {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        let status = cairo_surface_status(surface)
        guard let surface, status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw RenderError.cairo(cairoMessage(status == CAIRO_STATUS_SUCCESS ? CAIRO_STATUS_NO_MEMORY : status))
        }
        raw = surface
        self.width = width
        self.height = height
    }

    deinit { cairo_surface_destroy(raw) }

    /// The whole PNG file; `.libpng` unless the reference writer is asked for.
    /// - Throws: `RenderError.cairo` if encoding fails (out of memory).
    func encodePNG(with encoder: PNGEncoder = .libpng) throws -> [UInt8] {
        try encoder.encode(self)
    }
}
