import Foundation

/// Frames are snapped to device pixels as the last step of every solve.
///
/// UIKit rounds layout frames to the display scale (uikit-semantics.md G7, Trap 18); the exact
/// mode is unverified. Our choice: each *edge* is rounded to the nearest pixel (halves round up,
/// toward +∞), so neighbours that touch stay touching and a grid keeps one pixel of jitter at most.
/// Example at @3x: x 69.5 pt = 208.5 px → 209 px = 69.667 pt.
enum PixelSnapping {
    @inline(__always)
    static func snap(_ value: CGFloat, scale: CGFloat) -> CGFloat {
        guard scale > 0 else { return value }
        return floor(Double(value) * Double(scale) + 0.5) / Double(scale)
    }

    @inline(__always)
    static func snap(_ rect: CGRect, scale: CGFloat) -> CGRect {
        let s = Double(scale)
        guard s > 0 else { return rect }
        let x = Double(rect.origin.x), y = Double(rect.origin.y)
        let minX = floor(x * s + 0.5), minY = floor(y * s + 0.5)
        let maxX = floor((x + Double(rect.size.width)) * s + 0.5), maxY = floor((y + Double(rect.size.height)) * s + 0.5)
        return CGRect(x: minX / s, y: minY / s, width: (maxX - minX) / s, height: (maxY - minY) / s)
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
