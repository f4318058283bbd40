import Foundation

/// UIKit's `UICollectionElementCategory`.
public enum UICollectionElementCategory: Int, Hashable, Sendable {
    case cell, supplementaryView, decorationView
}

/// The position of one element, as a value: what a `SolvedLayout` stores and what Layoutshot's own
/// pipelines (scenes, frame dumps, handouts) read. Layoutshot's type, not UIKit's: UIKit's
/// `UICollectionViewLayoutAttributes` (a class, as on iOS) is built from one on demand
/// (`UICollectionViewLayoutAttributes(element)`) and turned back into one (`.element`).
///
/// Frames are in the collection view's content coordinates, in points, snapped to device pixels.
public struct LayoutElement: Hashable, Sendable, CustomStringConvertible {
    public var frame: CGRect
    public var indexPath: IndexPath
    public var representedElementCategory: UICollectionElementCategory
    /// The supplementary or decoration kind; nil for cells.
    public var representedElementKind: String?
    public var zIndex: Int
    /// Set by a `visibleItemsInvalidationHandler`; 1 and identity otherwise.
    public var alpha: CGFloat = 1
    public var transform: CGAffineTransform = .identity
    public var isHidden = false

    public init(frame: CGRect, indexPath: IndexPath, category: UICollectionElementCategory,
                kind: String? = nil, zIndex: Int = 0) {
        self.frame = frame; self.indexPath = indexPath
        self.representedElementCategory = category; self.representedElementKind = kind; self.zIndex = zIndex
    }

    public init(forCellWith indexPath: IndexPath) {
        self.init(frame: .zero, indexPath: indexPath, category: .cell)
    }

    public init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) {
        self.init(frame: .zero, indexPath: indexPath, category: .supplementaryView, kind: kind)
    }

    public var center: CGPoint { CGPoint(x: frame.midX, y: frame.midY) }
    public var size: CGSize { frame.size }

    public var description: String {
        let what = representedElementKind.map { "\(representedElementCategory) \($0)" } ?? "\(representedElementCategory)"
        return "\(what) \(Array(indexPath)) \(frame)"
    }
}
