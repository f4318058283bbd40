import Foundation

/// G7: how UIKit's compositional layout turns a fractional size into device pixels; it changed
/// between iOS versions (docs/rules.md G7).
///
/// ```swift
/// var viewport = Device.iPhone15.viewport()
/// viewport.fractionalSizeRounding = .exact   // lay out as iOS 14–16 did
/// ```
public enum FractionalSizeRounding: Hashable, Sendable {
    /// iOS 17 and later (the default): each fractional size is floored to a device pixel, level by
    /// level in nested groups, so siblings sit at sums of whole pixels and the leftover pixels stay
    /// at the row's end — faberNovel/CompositionalLayoutDSL's iOS 17 snapshots.
    case flooredToPixel
    /// iOS 14–16: fractions are kept exact and only the final frames' edges are rounded to the
    /// nearest pixel — DeluxeAlonso/UICollectionViewCompositionalLayoutDemo's 2021 screenshots,
    /// which flooring puts up to two pixels off over three rows.
    case exact
}

/// Frames are snapped to device pixels as the last step of every solve, here for both the collection
/// layouts (G7: origin and size rounded apart, `snapOriginAndSize`) and Auto Layout (AL12: edges
/// rounded, `snap`); and a compositional layout's fractions are floored first (G7, `floorToPixel`).
///
/// UIKit rounds layout frames to the display scale (docs/rules.md G7, AL12). Example at @3x: x 69.5
/// pt = 208.5 px → 209 px = 69.667 pt.
/// An edge a solver puts a hair (`halfPixelTolerance`) below a half pixel counts as the half.
package enum PixelSnapping {
    /// G7 (iOS 17 and later): a fractional size floored to a whole device pixel — 87.75 pt at @3x
    /// (263.25 px) is 263 px, 87.667 pt. A value a hair (`halfPixelTolerance`) below a whole pixel
    /// counts as that pixel, so 1/3 of 300 pt stays 100.
    @inline(__always)
    package static func floorToPixel(_ value: CGFloat, scale: CGFloat) -> CGFloat {
        guard scale > 0 else { return value }
        return floor(Double(value) * Double(scale) + halfPixelTolerance) / Double(scale)
    }

    /// A solver's rounding noise: 19.499999999 pt at @2x is the half pixel 19.5.
    static let halfPixelTolerance = 1e-9

    /// AL12: `value` on the nearest device pixel, halves up.
    @inline(__always)
    package static func snap(_ value: CGFloat, scale: CGFloat) -> CGFloat {
        guard scale > 0 else { return value }
        return floor(Double(value) * Double(scale) + 0.5 + halfPixelTolerance) / Double(scale)
    }

    /// AL12: each edge of `rect` on the nearest device pixel, halves up, so views that touch stay
    /// touching (Interface Builder's stored frames: a 36.5-pt stack centred in 75 pt at y 19.5 at @2x).
    @inline(__always)
    package static func snap(_ rect: CGRect, scale: CGFloat) -> CGRect {
        let s = Double(scale)
        guard s > 0 else { return rect }
        let x = Double(rect.origin.x), y = Double(rect.origin.y)
        let edges = SIMD4<Double>(x, y, x + Double(rect.size.width), y + Double(rect.size.height)) * s + (0.5 + halfPixelTolerance)
        let p = floor(edges)
        return CGRect(x: p[0] / s, y: p[1] / s, width: (p[2] - p[0]) / s, height: (p[3] - p[1]) / s)
    }

    /// G7: a collection layout's frame on device pixels — its origin rounded to the nearest pixel,
    /// halves away from zero, and its size rounded on its own, halves up. Recorded: a 15-pt badge at
    /// y −7.5 is drawn at −23 px and 45 px tall (rounding its edges would make it 46), one at 88.5 at
    /// 266 px (faberNovel, iOS 17); Style B's cell at x 195.5, 167.5 wide at 587 px, 503 px wide
    /// (the demo, iOS 14–15; rounding its edges gives 502).
    @inline(__always)
    package static func snapOriginAndSize(_ rect: CGRect, scale: CGFloat) -> CGRect {
        let s = Double(scale)
        guard s > 0 else { return rect }
        let v = SIMD4<Double>(Double(rect.origin.x), Double(rect.origin.y), Double(rect.size.width), Double(rect.size.height)) * s
        let negative = v .< 0
        let p: SIMD4<Double>
        if any(negative) {   // above or left of the content's origin: halves away from zero
            let magnitudes = floor(v.replacing(with: -v, where: negative) + (0.5 + halfPixelTolerance))
            p = magnitudes.replacing(with: -magnitudes, where: negative)
        } else {
            p = floor(v + (0.5 + halfPixelTolerance))
        }
        return CGRect(x: p[0] / s, y: p[1] / s, width: p[2] / s, height: p[3] / s)
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
