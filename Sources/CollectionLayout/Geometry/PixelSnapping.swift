import Foundation

/// Frames are snapped to device pixels as the last step of every solve: the collection layouts'
/// (G7) and Auto Layout's (AL12), this one function for both.
///
/// UIKit rounds layout frames to the display scale (docs/rules.md G7, AL12); the exact mode is
/// unverified for collection views. Our choice: each *edge* is rounded to the nearest pixel (halves
/// round up, toward +∞), so neighbours that touch stay touching and a grid keeps one pixel of jitter
/// at most. Example at @3x: x 69.5 pt = 208.5 px → 209 px = 69.667 pt. Interface Builder's stored
/// frames agree for Auto Layout: a 36.5-pt stack centred in 75 pt is stored at y 19.5 at @2x (AL12).
/// An edge a solver puts a hair (`halfPixelTolerance`) below a half pixel counts as the half.
package enum PixelSnapping {
    /// A solver's rounding noise: 19.499999999 pt at @2x is the half pixel 19.5.
    static let halfPixelTolerance = 1e-9

    @inline(__always)
    package static func snap(_ value: CGFloat, scale: CGFloat) -> CGFloat {
        guard scale > 0 else { return value }
        return floor(Double(value) * Double(scale) + 0.5 + halfPixelTolerance) / Double(scale)
    }

    @inline(__always)
    package static func snap(_ rect: CGRect, scale: CGFloat) -> CGRect {
        let s = Double(scale)
        guard s > 0 else { return rect }
        let x = Double(rect.origin.x), y = Double(rect.origin.y)
        let edges = SIMD4<Double>(x, y, x + Double(rect.size.width), y + Double(rect.size.height)) * s + (0.5 + halfPixelTolerance)
        let p = floor(edges)
        return CGRect(x: p[0] / s, y: p[1] / s, width: (p[2] - p[0]) / s, height: (p[3] - p[1]) / s)
    }

    /// Four floors at once, without library calls: adding and removing 2⁵² rounds to a whole number
    /// (exact for |x| < 2⁵¹), then one down where that rounded up. Larger values take the slow path.
    @inline(__always)
    static func floor(_ v: SIMD4<Double>) -> SIMD4<Double> {
        let limit = SIMD4<Double>(repeating: 0x1p51)
        guard all(v .< limit), all(v .> -limit) else {
            return SIMD4(v[0].rounded(.down), v[1].rounded(.down), v[2].rounded(.down), v[3].rounded(.down))
        }
        let magic = SIMD4<Double>(repeating: 0x1p52).replacing(with: -0x1p52, where: v .< 0)
        let t = (v + magic) - magic
        return t.replacing(with: t - 1, where: t .> v)
    }

    /// `x.rounded(.down)` without a library call for ordinary magnitudes (the hot path of a
    /// million frames); exact for |x| < 2⁵².
    @inline(__always)
    static func floor(_ x: Double) -> Double {
        guard abs(x) < 4.0e15 else { return x.rounded(.down) }
        let t = Double(Int64(x))
        return t > x ? t - 1 : t
    }
}
