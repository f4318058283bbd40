import Foundation

/// UIKit's `UICollectionElementCategory`.
public enum UICollectionElementCategory: Int, Hashable, Sendable {
    case cell, supplementaryView, decorationView
}

/// The position of one element: UIKit's `UICollectionViewLayoutAttributes`.
///
/// Difference from UIKit: a value type (a struct), so a solved layout can be shared freely.
/// Frames are in the collection view's content coordinates, in points, snapped to device pixels.
public struct UICollectionViewLayoutAttributes: Hashable, Sendable, CustomStringConvertible {
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
