import Foundation

/// UIKit's `NSCollectionLayoutItem`: one cell's size within its group.
///
/// `contentInsets` shrink the item inside its slot; the slot (and so the group) keeps its size
/// (rule B1). They are ignored on an axis whose dimension is estimated (rule A4). `edgeSpacing`
/// adds space outside the slot (B2). `supplementaryItems` are anchored to the item (B3).
open class NSCollectionLayoutItem {
    public let layoutSize: NSCollectionLayoutSize
    @exclusivity(unchecked) public var contentInsets: NSDirectionalEdgeInsets = .zero
    @exclusivity(unchecked) public var edgeSpacing: NSCollectionLayoutEdgeSpacing?
    /// Read-only on an item, as in UIKit; a group's can be set.
    @exclusivity(unchecked) public internal(set) var supplementaryItems: [NSCollectionLayoutSupplementaryItem]

    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }

    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }
}

/// UIKit's `NSCollectionLayoutAnchor`: which edges of its host a supplementary item attaches to,
/// and an offset in points or in fractions of the supplementary item's own size (B3).
///
/// By default the item sits *inside* the named edges; `fractionalOffset: CGPoint(x: 0.5, y: -0.5)`
/// with `[.top, .trailing]` centres a badge on the top-trailing corner. Offsets follow the layout
/// direction: in right-to-left, positive x moves toward the trailing (left) side.
public struct NSCollectionLayoutAnchor: Hashable, Sendable {
    public let edges: NSDirectionalRectEdge
    public let offset: CGPoint
    public let isAbsoluteOffset: Bool
    public var isFractionalOffset: Bool { !isAbsoluteOffset }

    public init(edges: NSDirectionalRectEdge) {
        self.init(edges: edges, absoluteOffset: .zero)
    }

    public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.edges = edges; self.offset = absoluteOffset; self.isAbsoluteOffset = true
    }

    public init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.edges = edges; self.offset = fractionalOffset; self.isAbsoluteOffset = false
    }
}

/// UIKit's `NSCollectionLayoutSupplementaryItem`: a view attached to an item or group (a badge),
/// placed by anchors and never taking part in flow (B3).
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String
    public let containerAnchor: NSCollectionLayoutAnchor
    /// Nil: the item's own anchor matches the container anchor (it sits inside the edges).
    public let itemAnchor: NSCollectionLayoutAnchor?
    /// Default 1: above cells (zIndex 0).
    @exclusivity(unchecked) public var zIndex: Int = 1

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.elementKind = elementKind; self.containerAnchor = containerAnchor; self.itemAnchor = nil
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
                itemAnchor: NSCollectionLayoutAnchor) {
        self.elementKind = elementKind; self.containerAnchor = containerAnchor; self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }
}

/// UIKit's `NSRectAlignment`: where a boundary supplementary item sits on its section.
public enum NSRectAlignment: Int, Hashable, Sendable, CaseIterable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing

    /// The unit point: x 0 leading, ½ centre, 1 trailing; y 0 top, ½ middle, 1 bottom.
    var unitPoint: CGPoint? {
        switch self {
        case .none: nil
        case .top: CGPoint(x: 0.5, y: 0)
        case .topLeading: CGPoint(x: 0, y: 0)
        case .leading: CGPoint(x: 0, y: 0.5)
        case .bottomLeading: CGPoint(x: 0, y: 1)
        case .bottom: CGPoint(x: 0.5, y: 1)
        case .bottomTrailing: CGPoint(x: 1, y: 1)
        case .trailing: CGPoint(x: 1, y: 0.5)
        case .topTrailing: CGPoint(x: 1, y: 0)
        }
    }
}

/// UIKit's `NSCollectionLayoutBoundarySupplementaryItem`: a section (or layout) header or footer
/// (rule D5).
///
/// In a vertical layout the top alignments sit above the content and the bottom ones below it;
/// with `extendsBoundary` (the default) they add to the section's length, otherwise they overlay the
/// content. `.leading` and `.trailing` sit at the side of the section, centred along it, over the
/// content (our choice: UIKit documents no geometry for them in a vertical layout). In a horizontal
/// layout the roles of the axes swap.
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public let alignment: NSRectAlignment
    public let offset: CGPoint
    @exclusivity(unchecked) public var extendsBoundary = true
    /// Stays in view while any of its section is, at the scroll offset given to `solve` (D5).
    @exclusivity(unchecked) public var pinToVisibleBounds = false

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
                absoluteOffset: CGPoint = .zero) {
        self.alignment = alignment
        self.offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind,
                   containerAnchor: NSCollectionLayoutAnchor(edges: [.top]))
    }
}

/// UIKit's `NSCollectionLayoutDecorationItem`: a view behind a section's content (D6).
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    public let elementKind: String
    /// Default 0; a section with a decoration item promotes its cells to zIndex 1.
    @exclusivity(unchecked) public var zIndex: Int = 0
    /// Not UIKit's: a list's background (rule F) starts below the section's extending top boundary
    /// items, whatever height they are measured to (A4), so that it fits the rows; UIKit draws list
    /// backgrounds per row. Set only by `NSCollectionLayoutSection.list(using:layoutEnvironment:)`.
    @exclusivity(unchecked) var startsBelowTopBoundaryItems = false

    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
                   supplementaryItems: [])
    }

    /// A background behind the section: from the section's top (header included) to the end of its
    /// content plus `contentInsets.bottom`, as wide as the layout container, then shrunk by this
    /// item's own `contentInsets`.
    open class func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }
}

// A note on `@exclusivity(unchecked)` on these classes' properties: they are plain values that
// layout code sets before solving. Swift would otherwise check every read at run time for
// overlapping access, and a layout of a thousand sections reads them tens of thousands of times;
// mutating a definition while another thread solves it is a data race either way.
