import Foundation

/// Frames are snapped to device pixels as the last step of every solve.
///
/// UIKit rounds layout frames to the display scale (uikit-semantics.md G7, Trap 18); the exact
/// mode is unverified. Our choice: each *edge* is rounded to the nearest pixel (halves round up,
/// toward +∞), so neighbours that touch stay touching and a grid keeps one pixel of jitter at most.
/// Example at @3x: x 69.5 pt = 208.5 px → 209 px = 69.667 pt.
enum PixelSnapping {
    static func snap(_ value: CGFloat, scale: CGFloat) -> CGFloat {
        guard scale > 0 else { return value }
        return (value * scale + 0.5).rounded(.down) / scale
    }

    static func snap(_ rect: CGRect, scale: CGFloat) -> CGRect {
        let minX = snap(rect.minX, scale: scale), minY = snap(rect.minY, scale: scale)
        let maxX = snap(rect.minX + rect.width, scale: scale), maxY = snap(rect.minY + rect.height, scale: scale)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
