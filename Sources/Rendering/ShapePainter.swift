import CCairo
import CPangoCairo
import Foundation
import Scene

/// Fills `RectNode`s: plain, with circular corners (`CALayer.cornerCurve = .circular`) or with iOS's
/// continuous "squircle" corners (`.continuous`).
enum ShapePainter {
    /// How far along each edge a continuous corner of radius `r` reaches, in units of `r`.
    static let continuousSpan = 1.52866483

    /// Fills `node` on `cr` with its colour, composited over what is already there (source-over).
    static func fill(_ node: RectNode, on cr: OpaquePointer) {
        let frame = node.frame.standardized
        guard frame.width > 0, frame.height > 0, node.fill.alpha > 0 else { return }
        appendPath(frame: frame, radius: node.cornerRadius, curve: node.cornerCurve, to: cr)
        cairo_set_source_rgba(cr, node.fill.red, node.fill.green, node.fill.blue, node.fill.alpha)
        cairo_fill(cr)
    }

    /// Adds the outline of a rounded rect as a closed sub-path. The radius is clamped to half the
    /// shorter side. A continuous corner needs `continuousSpan · r` of each edge; when two of them do not
    /// fit on the shorter side, the corners fall back to circular arcs (a capsule at most), as UIKit's
    /// `UIBezierPath(roundedRect:cornerRadius:)` does.
    static func appendPath(frame: CGRect, radius: Double, curve: CornerCurve, to cr: OpaquePointer) {
        let half = min(frame.width, frame.height) / 2
        let r = radius.isFinite ? min(max(0, radius), half) : 0
        if r == 0 {
            cairo_rectangle(cr, frame.minX, frame.minY, frame.width, frame.height)
        } else if curve == .continuous && continuousSpan * r <= half {
            appendContinuous(frame, r, cr)
        } else {
            appendCircular(frame, r, cr)
        }
    }

    private static func appendCircular(_ f: CGRect, _ r: Double, _ cr: OpaquePointer) {
        cairo_new_sub_path(cr)
        cairo_arc(cr, f.maxX - r, f.minY + r, r, -Double.pi / 2, 0)
        cairo_arc(cr, f.maxX - r, f.maxY - r, r, 0, Double.pi / 2)
        cairo_arc(cr, f.minX + r, f.maxY - r, r, Double.pi / 2, Double.pi)
        cairo_arc(cr, f.minX + r, f.minY + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }

    /// One corner, clockwise (y down): points `(a, b)` mean `a·r` back along the incoming edge from the
    /// corner and `b·r` along the outgoing edge. UIKit's published constants; the corner is symmetric.
    private enum Step { case line(Double, Double), curve(Double, Double, Double, Double, Double, Double) }
    private static let cornerStart = (1.52866483, 0.0)
    private static let cornerSteps: [Step] = [
        .curve(1.08849323, 0, 0.86840689, 0, 0.66993427, 0.06549600),
        .line(0.63149399, 0.07491100),
        .curve(0.37282392, 0.16905899, 0.16906013, 0.37282401, 0.07491176, 0.63149399),
        .line(0.06549600, 0.66993427),
        .curve(0, 0.86840689, 0, 1.08849323, 0, 1.52866483),
    ]

    private static func appendContinuous(_ f: CGRect, _ r: Double, _ cr: OpaquePointer) {
        // (corner, incoming direction, outgoing direction), clockwise from the top-right corner.
        let corners: [(c: (Double, Double), din: (Double, Double), dout: (Double, Double))] = [
            ((f.maxX, f.minY), (1, 0), (0, 1)),
            ((f.maxX, f.maxY), (0, 1), (-1, 0)),
            ((f.minX, f.maxY), (-1, 0), (0, -1)),
            ((f.minX, f.minY), (0, -1), (1, 0)),
        ]
        cairo_new_sub_path(cr)
        for corner in corners {
            func point(_ a: Double, _ b: Double) -> (Double, Double) {
                (corner.c.0 - a * r * corner.din.0 + b * r * corner.dout.0,
                 corner.c.1 - a * r * corner.din.1 + b * r * corner.dout.1)
            }
            let start = point(cornerStart.0, cornerStart.1)
            cairo_line_to(cr, start.0, start.1)
            for step in cornerSteps {
                switch step {
                case let .line(a, b):
                    let p = point(a, b)
                    cairo_line_to(cr, p.0, p.1)
                case let .curve(a1, b1, a2, b2, a3, b3):
                    let (p1, p2, p3) = (point(a1, b1), point(a2, b2), point(a3, b3))
                    cairo_curve_to(cr, p1.0, p1.1, p2.0, p2.1, p3.0, p3.1)
                }
            }
        }
        cairo_close_path(cr)
    }
}
