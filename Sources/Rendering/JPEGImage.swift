import CCairo
import CJpeg
import CPangoCairo
import Foundation

/// JPEG files as cairo image surfaces, decoded with libjpeg-turbo (`CJpeg`; the integer DCT, so the
/// same file gives the same pixels on every machine with the same library). iOS draws an asset
/// catalog's JPEG photos, and sniffs a `.png` that holds JPEG data (IslandGuideSample's catalog).
enum JPEGImage {
    /// Whether the file starts with JPEG's start-of-image marker (FF D8 FF).
    static func isJPEG(atPath path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        return (try? handle.read(upToCount: 3)).map { [UInt8]($0) == [0xFF, 0xD8, 0xFF] } ?? false
    }

    /// The decoded image, opaque ARGB32, owned by the caller.
    /// - Throws: `RenderError.cairo("cannot read image <path>: <libjpeg's reason>")`.
    static func surface(atPath path: String, shown: String) throws -> OpaquePointer {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw RenderError.cairo("cannot read image \(shown): the file cannot be read")
        }
        let bytes = [UInt8](data)
        var message = [CChar](repeating: 0, count: 160)
        var width: UInt32 = 0, height: UInt32 = 0
        func failure() -> RenderError {
            .cairo("cannot read image \(shown): " + String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        let maximum = UInt64(RasterImage.maximumPixels)
        let sized = bytes.withUnsafeBufferPointer { cjpeg_decode_argb32($0.baseAddress, $0.count, maximum, &width, &height, nil, 0, &message) }
        guard sized == 0, width > 0, height > 0 else { throw failure() }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let pixels = cairo_image_surface_get_data(surface) else {
            throw RenderError.cairo("cannot read image \(shown): no memory for \(width) × \(height) pixels")
        }
        cairo_surface_flush(surface)
        let stride = cairo_image_surface_get_stride(surface)
        let decoded = bytes.withUnsafeBufferPointer { cjpeg_decode_argb32($0.baseAddress, $0.count, maximum, &width, &height, pixels, stride, &message) }
        guard decoded == 0 else {
            cairo_surface_destroy(surface)
            throw failure()
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    /// RGB8 pixels as a JPEG file at `quality` (libjpeg's encoder; for tests).
    static func encode(rgb: [UInt8], width: Int, height: Int, quality: Int32 = 90) -> [UInt8]? {
        guard rgb.count == width * height * 3 else { return nil }
        var out: UnsafeMutablePointer<UInt8>?
        var count: UInt = 0
        let status = rgb.withUnsafeBufferPointer { cjpeg_encode_rgb($0.baseAddress, UInt32(width), UInt32(height), quality, &out, &count) }
        defer { free(out) }
        guard status == 0, let out else { return nil }
        return Array(UnsafeBufferPointer(start: out, count: Int(count)))
    }
}
