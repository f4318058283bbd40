import CCairo
import CPangoCairo
import Foundation
import Scene

/// `CAGradientLayer` (`.axial`) as a cairo linear pattern.
///
/// The axis runs from `startPoint` to `endPoint`, unit points mapped into the frame; colours are padded
/// beyond both ends. Stops sit at `locations` (clamped to 0…1) when there is exactly one per colour,
/// else evenly spaced. Colours keep their alpha. One colour, or a start equal to the end, paints the
/// last colour flat; no colours paints clear.
enum GradientPattern {
    static func setSource(_ gradient: LinearGradient, frame: CGRect, on cr: OpaquePointer) {
        let colors = gradient.colors
        let start = point(gradient.startPoint, in: frame), end = point(gradient.endPoint, in: frame)
        guard let last = colors.last else {
            cairo_set_source_rgba(cr, 0, 0, 0, 0)
            return
        }
        guard colors.count > 1, let start, let end, start != end else {
            cairo_set_source_rgba(cr, last.red, last.green, last.blue, last.alpha)
            return
        }
        let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        for (offset, color) in zip(stops(gradient), colors) {
            cairo_pattern_add_color_stop_rgba(pattern, offset, color.red, color.green, color.blue, color.alpha)
        }
        cairo_set_source(cr, pattern)
    }

    /// One offset per colour: `locations` clamped to 0…1 if they match the colours one for one, else even.
    static func stops(_ gradient: LinearGradient) -> [Double] {
        let count = gradient.colors.count
        if let locations = gradient.locations, locations.count == count, locations.allSatisfy(\.isFinite) {
            return locations.map { min(max($0, 0), 1) }
        }
        return (0..<count).map { count > 1 ? Double($0) / Double(count - 1) : 0 }
    }

    /// A unit point in `frame`, in points; nil if not finite.
    private static func point(_ unit: CGPoint, in frame: CGRect) -> (x: Double, y: Double)? {
        let x = Double(frame.minX + unit.x * frame.width), y = Double(frame.minY + unit.y * frame.height)
        return x.isFinite && y.isFinite ? (x, y) : nil
    }
}
