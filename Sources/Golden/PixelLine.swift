import Foundation

extension ImageDiff.Comparison {
    /// The pixels in words, one place for every message: `size 1179×2556 → 1179×2550 px` when the
    /// sizes differ, else `1263 px differ (0.043 %)` — with `, 120 px anti-aliasing` when
    /// `antialiasing` — or nil when no pixel differs and `always` is false.
    public func pixelLine(antialiasing: Bool, always: Bool) -> String? {
        if outcome == .sizeMismatch {
            return "size \(expectedSize.width)×\(expectedSize.height) → \(actualSize.width)×\(actualSize.height) px"
        }
        guard always || diffPixels > 0 else { return nil }
        let line = "\(diffPixels) px differ (\(String(format: "%.3f", diffRatio * 100)) %)"
        return antialiasing ? line + ", \(antialiasedPixels) px anti-aliasing" : line
    }
}
