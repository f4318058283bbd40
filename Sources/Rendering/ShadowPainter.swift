import CCairo
import CPangoCairo
import Foundation
import Scene

/// `CALayer`'s shadow under a `ShapeNode`, without a blur in cairo: the shape's silhouette is drawn
/// into an A8 image at device resolution (the silhouette's bounds, moved by `offset`, plus 2 × `radius`
/// points on every side), blurred there by `BoxBlur` (σ = radius / 2 points, as UIKit's), and the
/// shadow colour at `color.alpha × opacity × alpha` is painted through it.
///
/// The silhouette is the filled outline if the node has a fill, plus the stroke if it has one (a
/// stroke-only shape casts a ring). For PNG the mask's pixels sit exactly on device pixels; SVG and
/// PDF embed the same mask as an image at `Scene.scale` pixels per point.
enum ShadowPainter {
    static func draw(_ shadow: Shadow, of node: ShapeNode, frame: CGRect, alpha: Double, on target: PaintTarget) {
        let strength = shadow.color.alpha * shadow.opacity * alpha
        let stroke = node.stroke != nil ? ShapeNodePainter.strokeWidth(node) : nil
        let offset = (x: Double(shadow.offset.width), y: Double(shadow.offset.height))
        let radius = shadow.radius.isFinite ? max(shadow.radius, 0) : 0
        guard strength.isFinite, strength > 0, node.fill != nil || stroke != nil,
              offset.x.isFinite, offset.y.isFinite else { return }
        let scale = target.pixelScale
        let blur = BoxBlur.radius(sigma: radius / 2 * scale)
        let margin = 2 * radius + (stroke ?? 0) / 2 + 1 / scale
        let bounds = frame.offsetBy(dx: offset.x, dy: offset.y).insetBy(dx: -margin, dy: -margin)
        // Content farther outside the canvas than the blur reaches cannot tint it.
        let reach = Double(3 * blur + 1)
        let box = (x0: max(floor(bounds.minX * scale), -reach),
                   y0: max(floor(bounds.minY * scale), -reach),
                   x1: min(ceil(bounds.maxX * scale), (target.canvas.width * scale).rounded() + reach),
                   y1: min(ceil(bounds.maxY * scale), (target.canvas.height * scale).rounded() + reach))
        guard box.x1 > box.x0, box.y1 > box.y0 else { return }
        let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(box.x1 - box.x0), Int32(box.y1 - box.y0))
        defer { cairo_surface_destroy(mask) }
        guard cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS else { return }
        drawSilhouette(node, frame: frame.offsetBy(dx: offset.x, dy: offset.y), stroke: stroke,
                       on: mask, origin: (box.x0, box.y0), scale: scale)
        BoxBlur.blur(mask, radius: blur)

        let cr = target.cr
        cairo_save(cr)
        cairo_set_source_rgba(cr, shadow.color.red, shadow.color.green, shadow.color.blue, strength)
        cairo_identity_matrix(cr)
        if target.surfaceScale != scale {
            cairo_scale(cr, target.surfaceScale / scale, target.surfaceScale / scale)
        }
        cairo_mask_surface(cr, mask, box.x0, box.y0)
        cairo_restore(cr)
    }

    /// The node's silhouette at `frame`, opaque, on `mask` whose pixel (0, 0) is device pixel `origin`.
    private static func drawSilhouette(_ node: ShapeNode, frame: CGRect, stroke: Double?,
                                       on mask: OpaquePointer?, origin: (Double, Double), scale: Double) {
        let cr = cairo_create(mask)
        defer { cairo_destroy(cr) }
        guard let cr else { return }
        cairo_translate(cr, -origin.0, -origin.1)
        cairo_scale(cr, scale, scale)
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        ShapeNodePainter.appendOutline(node.kind, frame: frame, to: cr)
        if node.fill != nil { cairo_fill_preserve(cr) }
        if let stroke {
            cairo_set_line_width(cr, stroke)
            cairo_stroke_preserve(cr)
        }
        cairo_new_path(cr)
        cairo_surface_flush(mask)
    }
}
