import Foundation

/// Self-sizing (A4): how big an element wants to be. UIKit asks each cell through
/// `preferredLayoutAttributesFitting(_:)`; here the caller of `solve` passes a measurer — the
/// renderer supplies one built on Pango text extents.
///
/// The measurer gets the element's attributes with its proposed frame: fixed axes at their resolved
/// size, estimated axes at the estimate. It returns the size it prefers; only the estimated axes of
/// the answer are used. Without a measurer the estimates stand.
///
/// ```swift
/// let measurer = LayoutMeasurer { attributes in
///     CGSize(width: 12 + textWidth(for: attributes.indexPath) + 12, height: attributes.frame.height)
/// }
/// let solved = try layout.solve(in: viewport, itemCounts: [20], measurer: measurer)
/// ```
public struct LayoutMeasurer {
    /// Which axes of an element are self-sized: like UIKit's fitting priorities, a measurer keeps
    /// the other axes at their proposed size (a row wraps its text at the proposed width; a chip
    /// sizes to one line).
    public struct Axes: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let horizontal = Axes(rawValue: 1)
        public static let vertical = Axes(rawValue: 2)
    }

    public let preferredSize: (LayoutElement, Axes) -> CGSize

    public init(_ preferredSize: @escaping (LayoutElement, Axes) -> CGSize) {
        self.preferredSize = preferredSize
    }

    public init(_ preferredSize: @escaping (LayoutElement) -> CGSize) {
        self.preferredSize = { attributes, _ in preferredSize(attributes) }
    }
}

/// Where the collection view is scrolled to, for pinned headers (D5, G6) and orthogonal sections
/// (D7). The default is at rest: content offset −adjustedContentInset, every orthogonal section at
/// its resting position.
public struct ScrollPosition: Hashable, Sendable {
    /// UIKit's `contentOffset`; nil means at rest (−adjustedContentInset).
    public var contentOffset: CGPoint?
    /// Per section: how far its orthogonal scroller is moved from rest toward the trailing end,
    /// in points. The behaviour's snapping then applies (D7): `.paging` rests on multiples of the
    /// collection view's width, `.groupPaging` on group boundaries, `.groupPagingCentered` with a
    /// group centred, `.continuousGroupLeadingBoundary` on the nearest group's leading edge,
    /// `.continuous` where it is put; all within the scrollable range.
    public var orthogonalOffsets: [Int: CGFloat]

    public init(contentOffset: CGPoint? = nil, orthogonalOffsets: [Int: CGFloat] = [:]) {
        self.contentOffset = contentOffset; self.orthogonalOffsets = orthogonalOffsets
    }

    public static let rest = ScrollPosition()
}
