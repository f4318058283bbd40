import Foundation

/// UIKit's `NSCollectionLayoutItem`: one cell's size within its group.
///
/// `contentInsets` shrink the item inside its slot; the slot (and so the group) keeps its size
/// (rule B1). They are ignored on an axis whose dimension is `.estimated` (rule A4).
open class NSCollectionLayoutItem {
    public let layoutSize: NSCollectionLayoutSize
    public var contentInsets: NSDirectionalEdgeInsets = .zero

    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
    }
}

/// UIKit's `NSCollectionLayoutSupplementaryItem`: a supplementary view with its own kind and zIndex.
/// (Anchoring to items arrives with the complete compositional engine.)
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String
    public var zIndex: Int = 1

    init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: layoutSize)
    }
}

/// UIKit's `NSRectAlignment`: where a boundary supplementary item sits on its section.
public enum NSRectAlignment: Int, Hashable, Sendable, CaseIterable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// UIKit's `NSCollectionLayoutBoundarySupplementaryItem`: a section header or footer (rule D5).
///
/// With `extendsBoundary` (the default) it adds to the section's height: a `.top` header is placed
/// first and the section's content follows it.
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public let alignment: NSRectAlignment
    public let offset: CGPoint
    public var extendsBoundary = true
    public var pinToVisibleBounds = false

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
                absoluteOffset: CGPoint = .zero) {
        self.alignment = alignment
        self.offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }
}
