import Foundation

/// How far past the space it has an item may reach and still count as fitting.
///
/// Sizes are sums and fractions of points (`.fractionalWidth(1/3)` three times, a 393-pt screen
/// less insets), so a row that fits exactly on paper can come out a few ulps too long: three items
/// of `(393 − 16) / 3` pt, say. Without a tolerance the last of them would drop to the next line.
/// A thousandth of a point is far below a pixel at any scale, and far above rounding error.
///
/// Used wherever a rule asks "does the next item fit?":
/// - C1: a repeating group takes subitems while the next one, with its fixed trailing edge
///   spacing, ends within the group;
/// - G2, G3: a flow line takes items while Σ lengths + (n − 1)·spacing stays within the available
///   width, and the capacity of a full line (for the last line's grid gap) is counted the same way.
///
/// ```swift
/// if used + spacing + length > available + LayoutTolerance.fit { /* next line */ }
/// ```
enum LayoutTolerance {
    /// 0.001 pt.
    static let fit: CGFloat = 0.001
}
