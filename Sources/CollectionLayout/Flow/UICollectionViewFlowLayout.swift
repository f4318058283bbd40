import Foundation

/// UIKit's `UICollectionViewFlowLayout`: items in lines, lines down the section (rules G1–G5).
///
/// ```swift
/// let flowLayout = UICollectionViewFlowLayout()
/// flowLayout.itemSize = CGSize(width: 60, height: 60)
/// flowLayout.minimumInteritemSpacing = 4
/// flowLayout.minimumLineSpacing = 30
/// flowLayout.headerReferenceSize = CGSize(width: 393, height: 100)
/// let solved = try flowLayout.solve(in: Viewport(size: CGSize(width: 393, height: 852)), itemCounts: [10, 10])
/// ```
///
/// Lines are justified, a line holding one item is centred, and the last line of a section is
/// leading-aligned on the grid of a full line (G3). Items shorter than their line are centred in
/// it (G4). Headers and footers span the collection view; only their scroll-axis size counts (G5).
/// Per-item sizes and per-section metrics come from `delegate` (`FlowLayoutDelegate`);
/// `estimatedItemSize` self-sizes items through the measurer; headers and footers can pin (G6).
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    open override class var invalidationContextClass: UICollectionViewLayoutInvalidationContext.Type {
        UICollectionViewFlowLayoutInvalidationContext.self
    }
    /// UIKit's `UICollectionViewFlowLayout.SectionInsetReference`.
    public enum SectionInsetReference: Int, Hashable, Sendable {
        case fromContentInset, fromSafeArea, fromLayoutMargins
    }

    /// Default 50×50 (G1).
    public var itemSize = CGSize(width: 50, height: 50)
    /// Default 10: the least space between items in a line (G1, G2).
    public var minimumInteritemSpacing: CGFloat = 10
    /// Default 10: the least space between lines (G1, G4).
    public var minimumLineSpacing: CGFloat = 10
    public var sectionInset: UIEdgeInsets = .zero
    /// Default `.fromContentInset` (G1).
    public var sectionInsetReference: SectionInsetReference = .fromContentInset
    /// Only the scroll-axis size is used; 0 means no header (G5).
    public var headerReferenceSize: CGSize = .zero
    /// Only the scroll-axis size is used; 0 means no footer (G5).
    public var footerReferenceSize: CGSize = .zero
    public var scrollDirection: UICollectionViewScrollDirection = .vertical
    /// Non-zero turns on self-sizing (A4): each item starts at this size and the measurer passed to
    /// `solve` gives its real one. `automaticSize` starts from `itemSize`.
    public var estimatedItemSize: CGSize = .zero
    /// UIKit's marker for "size every cell itself".
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
    /// Headers stay at the top of the visible bounds while their section is visible (G6).
    public var sectionHeadersPinToVisibleBounds = false
    /// Footers stay at the bottom of the visible bounds while their section is visible (G6).
    public var sectionFootersPinToVisibleBounds = false
    /// Per-item sizes and per-section metrics. Difference from UIKit: set on the layout, not on a
    /// collection view. Held weakly, as UIKit holds delegates.
    public weak var delegate: (any FlowLayoutDelegate)?

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override var answersFromEngine: Bool { type(of: self) == UICollectionViewFlowLayout.self }

    override func solveWithEngine(_ inputs: EngineInputs) throws -> SolvedLayout? {
        try FlowSolver(layout: self, viewport: inputs.viewport, measurer: inputs.measurer, scroll: inputs.scroll)
            .solve(itemCounts: inputs.itemCounts)
    }
}
