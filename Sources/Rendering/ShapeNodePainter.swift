import CCairo
import CPangoCairo
import Foundation
import Scene

/// Draws `ShapeNode`s: shadow first, then the fill (colour or linear gradient), then the stroke,
/// fill and stroke composited together at the node's `alpha`.
///
/// - Outline: `.rectangle` is `ShapePainter.appendPath` (circular or continuous corners); `.ellipse`
///   is inscribed in the frame; `.capsule` has corners of half the shorter side, which are circular
///   arcs (a continuous corner needs 1.53·r of each edge, more than a capsule has, and UIKit's
///   `UIBezierPath(roundedRect:cornerRadius:)` also falls back to arcs there).
/// - `.polyline` is an open path through its points: stroked only, round caps and joins.
/// - `.path` is its sub-paths (lines and cubic curves), filled by the non-zero or even-odd rule.
/// - The stroke is centred on the outline, `lineWidth` points wide, miter joins.
/// - An empty or non-finite frame draws nothing.
enum ShapeNodePainter {
    static func draw(_ node: ShapeNode, on target: PaintTarget) {
        let frame = node.frame.standardized
        let alpha = node.alpha.isNaN ? 0 : min(max(node.alpha, 0), 1)
        guard frame.isFiniteArea, alpha > 0 else { return }
        let cr = target.cr
        if let shadow = node.shadow {
            ShadowPainter.draw(shadow, of: node, frame: frame, alpha: alpha, on: target)
        }
        let grouped = alpha < 1
        if grouped {
            // The group covers the current clip: bound it by the shape (a stroke's half width and
            // antialiasing inside the margin) so the translucent paint touches only these pixels.
            let margin = (strokeWidth(node) ?? 0) + 2 / target.surfaceScale
            cairo_save(cr)
            cairo_rectangle(cr, frame.minX - margin, frame.minY - margin, frame.width + 2 * margin, frame.height + 2 * margin)
            cairo_clip(cr)
            cairo_push_group(cr)
        }
        if let fill = node.fill, !node.kind.isOpen {
            appendOutline(node.kind, frame: frame, to: cr)
            setSource(fill, frame: frame, on: cr)
            if case .path(let path) = node.kind, path.evenOdd { cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD) }
            cairo_fill(cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        }
        if let stroke = node.stroke, stroke.alpha > 0, let width = strokeWidth(node) {
            appendOutline(node.kind, frame: frame, to: cr)
            cairo_set_source_rgba(cr, stroke.red, stroke.green, stroke.blue, stroke.alpha)
            cairo_set_line_width(cr, width)
            if node.kind.isOpen {
                cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
                cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
            }
            cairo_stroke(cr)
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        }
        if grouped {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, alpha)
            cairo_restore(cr)
        }
    }

    /// `lineWidth` if it is finite and positive, else nil (no stroke).
    static func strokeWidth(_ node: ShapeNode) -> Double? {
        node.lineWidth.isFinite && node.lineWidth > 0 ? node.lineWidth : nil
    }

    /// Adds the outline of `kind` in `frame` (non-empty) to the current path as a closed sub-path
    /// (an open one for `.polyline`).
    static func appendOutline(_ kind: ShapeKind, frame: CGRect, to cr: OpaquePointer) {
        switch kind {
        case let .rectangle(radius, curve):
            ShapePainter.appendPath(frame: frame, radius: radius, curve: curve, to: cr)
        case .capsule:
            ShapePainter.appendPath(frame: frame, radius: min(frame.width, frame.height) / 2, curve: .continuous, to: cr)
        case .polyline(let points):
            guard points.count >= 4, points.allSatisfy(\.isFinite) else { return }
            cairo_new_sub_path(cr)
            cairo_move_to(cr, frame.minX + points[0] * frame.width, frame.minY + points[1] * frame.height)
            var k = 2
            while k + 1 < points.count {
                cairo_line_to(cr, frame.minX + points[k] * frame.width, frame.minY + points[k + 1] * frame.height)
                k += 2
            }
        case .path(let path):
            appendPath(path, frame: frame, to: cr)
        case .ellipse:
            cairo_save(cr)
            cairo_translate(cr, frame.midX, frame.midY)
            cairo_scale(cr, frame.width / 2, frame.height / 2)
            cairo_new_sub_path(cr)
            cairo_arc(cr, 0, 0, 1, 0, 2 * Double.pi)
            cairo_close_path(cr)
            cairo_restore(cr)
        }
    }

    /// A `.path`'s sub-paths, its unit-square points placed in `frame`; non-finite points end the path.
    private static func appendPath(_ path: PathOutline, frame: CGRect, to cr: OpaquePointer) {
        func x(_ u: Double) -> Double { frame.minX + u * frame.width }
        func y(_ v: Double) -> Double { frame.minY + v * frame.height }
        cairo_new_sub_path(cr)
        for element in path.elements {
            switch element {
            case let .move(u, v):
                guard u.isFinite, v.isFinite else { return }
                cairo_move_to(cr, x(u), y(v))
            case let .line(u, v):
                guard u.isFinite, v.isFinite else { return }
                cairo_line_to(cr, x(u), y(v))
            case let .curve(u1, v1, u2, v2, u, v):
                guard [u1, v1, u2, v2, u, v].allSatisfy(\.isFinite) else { return }
                cairo_curve_to(cr, x(u1), y(v1), x(u2), y(v2), x(u), y(v))
            case .close:
                cairo_close_path(cr)
            }
        }
    }

    /// Sets `fill` as the source; a gradient is laid out in `frame`.
    private static func setSource(_ fill: Fill, frame: CGRect, on cr: OpaquePointer) {
        switch fill {
        case .color(let color):
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        case .linearGradient(let gradient):
            GradientPattern.setSource(gradient, frame: frame, on: cr)
        }
    }
}

extension CGRect {
    /// Finite, with a positive width and height.
    var isFiniteArea: Bool {
        minX.isFinite && minY.isFinite && width.isFinite && height.isFinite && width > 0 && height > 0
    }
}
