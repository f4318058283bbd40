import CCairo
import CPangoCairo
import Foundation
import Scene

/// The images one render has loaded, by path: each file is read once however often it is drawn.
/// Not shared between renders (or threads). A file is read by its content, as iOS reads an asset:
/// PNG, or JPEG (`JPEGImage`, whatever its name says — an asset catalog's `.png` may hold JPEG data).
final class ImageCache {
    private var surfaces: [String: OpaquePointer] = [:]

    deinit { surfaces.values.forEach { cairo_surface_destroy($0) } }

    /// The PNG at `path` as a cairo image surface, owned by the cache.
    /// - Throws: `RenderError.cairo("cannot read image <path>: <reason>")` if the path is not absolute
    ///   or the file is missing or not a readable PNG.
    func surface(at path: String) throws -> OpaquePointer {
        if let surface = surfaces[path] { return surface }
        let shown = path.replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\r", with: "\\r")
        guard path.hasPrefix("/") else { throw RenderError.cairo("cannot read image \(shown): path is not absolute") }
        if JPEGImage.isJPEG(atPath: path) {
            let surface = try JPEGImage.surface(atPath: path, shown: shown)
            surfaces[path] = surface
            return surface
        }
        let surface = cairo_image_surface_create_from_png(path)
        let status = cairo_surface_status(surface)
        guard let surface, status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw RenderError.cairo("cannot read image \(shown): \(cairoMessage(status))")
        }
        surfaces[path] = surface
        return surface
    }
}

/// Draws `ImageNode`s like a `UIImageView` with `clipsToBounds`: the PNG placed by `contentMode`
/// (`ImageFit`), clipped to the frame's rounded corners, painted at `alpha`. Edge pixels are padded
/// outwards (`CAIRO_EXTEND_PAD`) so a scaled image keeps crisp, opaque borders; an empty frame or an
/// image with no pixels draws nothing.
enum ImagePainter {
    /// - Throws: `RenderError.cairo` if the PNG cannot be read (see `ImageCache`).
    static func draw(_ node: ImageNode, on target: PaintTarget, cache: ImageCache) throws {
        let surface = try cache.surface(at: node.path)
        let frame = node.frame.standardized
        let alpha = node.alpha.isNaN ? 0 : min(max(node.alpha, 0), 1)
        let pixels = CGSize(width: Double(cairo_image_surface_get_width(surface)),
                            height: Double(cairo_image_surface_get_height(surface)))
        guard frame.isFiniteArea, alpha > 0, pixels.width > 0, pixels.height > 0 else { return }
        let placed = ImageFit.rect(for: pixels, in: frame, mode: node.contentMode, pixelsPerPoint: target.pixelScale)
        let cr = target.cr
        cairo_save(cr)
        defer { cairo_restore(cr) }
        ShapePainter.appendPath(frame: frame, radius: node.cornerRadius, curve: node.cornerCurve, to: cr)
        cairo_clip(cr)
        cairo_rectangle(cr, placed.minX, placed.minY, placed.width, placed.height)
        cairo_clip(cr)
        cairo_translate(cr, placed.minX, placed.minY)
        cairo_scale(cr, placed.width / pixels.width, placed.height / pixels.height)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_paint_with_alpha(cr, alpha)
    }
}

/// Where a `UIImageView` puts its image, in points.
enum ImageFit {
    /// The rect the whole image (`pixels` in size) is drawn into for `mode` in `frame`, before clipping
    /// to the frame:
    /// - `.scaleToFill`: the frame (stretched).
    /// - `.scaleAspectFit`: the largest rect of the image's aspect ratio inside the frame, centred
    ///   (letterboxed).
    /// - `.scaleAspectFill`: the smallest rect of the image's aspect ratio covering the frame, centred
    ///   (its overflow is cropped).
    /// - `.center`: the image at its natural size, one image pixel per device pixel
    ///   (`pixelsPerPoint` = `Scene.scale`, like an `@3x` asset on a 3× screen), centred.
    static func rect(for pixels: CGSize, in frame: CGRect, mode: ImageContentMode, pixelsPerPoint: Double) -> CGRect {
        let (kx, ky) = (frame.width / pixels.width, frame.height / pixels.height)
        let k: Double
        switch mode {
        case .scaleToFill: return frame
        case .scaleAspectFit: k = min(kx, ky)
        case .scaleAspectFill: k = max(kx, ky)
        case .center: k = 1 / pixelsPerPoint
        }
        let size = CGSize(width: pixels.width * k, height: pixels.height * k)
        return CGRect(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2, width: size.width, height: size.height)
    }
}
