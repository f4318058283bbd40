import Foundation

/// The result of `layout.solve(in:itemCounts:)`: every element's attributes and the content size,
/// queried with UIKit's `UICollectionViewLayout` method names.
///
/// ```swift
/// let solved = try layout.solve(in: Viewport(size: CGSize(width: 393, height: 852)), itemCounts: [10, 10])
/// solved.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
/// ```
public struct SolvedLayout: Sendable {
    /// UIKit's `collectionViewContentSize`.
    public let contentSize: CGSize
    /// Every element: cells, supplementary views and decoration views, section by section.
    public let attributes: [UICollectionViewLayoutAttributes]
    private let cellIndex: [IndexPath: Int]
    private let supplementaryIndex: [SupplementaryKey: Int]

    private struct SupplementaryKey: Hashable {
        let kind: String
        let indexPath: IndexPath
    }

    public init(contentSize: CGSize, attributes: [UICollectionViewLayoutAttributes]) {
        self.contentSize = contentSize
        self.attributes = attributes
        var cells: [IndexPath: Int] = [:], supplementaries: [SupplementaryKey: Int] = [:]
        for (i, a) in attributes.enumerated() {
            switch a.representedElementCategory {
            case .cell: cells[a.indexPath] = i
            case .supplementaryView, .decorationView:
                supplementaries[SupplementaryKey(kind: a.representedElementKind ?? "", indexPath: a.indexPath)] = i
            }
        }
        cellIndex = cells
        supplementaryIndex = supplementaries
    }

    /// Every element whose frame intersects `rect` (UIKit's `layoutAttributesForElements(in:)`).
    public func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        attributes.filter { $0.frame.intersects(rect) }
    }

    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cellIndex[indexPath].map { attributes[$0] }
    }

    public func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        supplementaryIndex[SupplementaryKey(kind: kind, indexPath: indexPath)].map { attributes[$0] }
    }

    /// UIKit's name for `contentSize`.
    public var collectionViewContentSize: CGSize { contentSize }
}
