import Foundation

/// D8: the content offset `UICollectionView.scrollToItem(at:at:animated:)` scrolls to — the rule alone,
/// apart from the view that applies it (`UICollectionView` in the `UIKit` module).
///
/// 1. **Vertical.** `.top` puts the item's top edge at the top of the visible area (the bounds less the
///    adjusted content inset), `.bottom` its bottom edge at the visible area's bottom, and
///    `.centeredVertically` its centre at the visible area's centre. With none of the three the vertical
///    offset stays where it is.
/// 2. **Horizontal,** the same with `.left`, `.right` and `.centeredHorizontally` (physical edges, also
///    right to left).
/// 3. **Within the content.** Each axis is then kept between rest (−the inset before the content) and
///    the end (the content's length plus the inset after it, less the bounds' length): the last item
///    scrolled to `.top` stops where the content ends, as UIKit stops it.
public enum ScrollToItem {
    /// UIKit's `UICollectionView.ScrollPosition` (the `UIKit` module's type has the same raw values).
    public struct Position: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = Position(rawValue: 1), centeredVertically = Position(rawValue: 2)
        public static let bottom = Position(rawValue: 4), left = Position(rawValue: 8)
        public static let centeredHorizontally = Position(rawValue: 16), right = Position(rawValue: 32)
    }

    /// The offset that shows `itemFrame` at `position`, from `current`, for a view of `boundsSize`
    /// with `adjustedContentInset` over `contentSize`.
    public static func contentOffset(showing itemFrame: CGRect, at position: Position, from current: CGPoint,
                                     boundsSize: CGSize, contentSize: CGSize, adjustedContentInset inset: UIEdgeInsets) -> CGPoint {
        // Step 1: vertical.
        var y = current.y
        let visibleHeight = boundsSize.height - inset.top - inset.bottom
        if position.contains(.top) { y = itemFrame.minY - inset.top }
        else if position.contains(.bottom) { y = itemFrame.maxY - inset.top - visibleHeight }
        else if position.contains(.centeredVertically) { y = itemFrame.midY - inset.top - visibleHeight / 2 }
        // Step 2: horizontal.
        var x = current.x
        let visibleWidth = boundsSize.width - inset.left - inset.right
        if position.contains(.left) { x = itemFrame.minX - inset.left }
        else if position.contains(.right) { x = itemFrame.maxX - inset.left - visibleWidth }
        else if position.contains(.centeredHorizontally) { x = itemFrame.midX - inset.left - visibleWidth / 2 }
        // Step 3: within the content.
        func kept(_ value: CGFloat, before: CGFloat, after: CGFloat, content: CGFloat, bounds: CGFloat) -> CGFloat {
            let rest = -before
            return min(max(value, rest), max(rest, content + after - bounds))
        }
        return CGPoint(x: kept(x, before: inset.left, after: inset.right, content: contentSize.width, bounds: boundsSize.width),
                       y: kept(y, before: inset.top, after: inset.bottom, content: contentSize.height, bounds: boundsSize.height))
    }
}
