import Foundation

/// A Pinterest-style waterfall: columns of equal width, items of any height, each item put in the
/// column that is currently shortest (uikit-semantics.md H2) or in turn (H1).
///
/// UIKit has no waterfall layout (H4): apps subclass `UICollectionViewLayout`, so this class and its
/// property names are ours. It is seed 002's `MyCollectionViewLayout` (`columnCount` 2, `cellInset`
/// 5 on every side, the next cell under the shortest `originY`) and CHTCollectionViewWaterfallLayout
/// (H2: shortest column with the leftmost winning ties, widths and heights floored to pixels,
/// aspect-ratio sizes, full-width headers) behind one set of names.
///
/// ```swift
/// let heights: [CGFloat] = [100, 300, 100, 200]       // seed 002: small, large, small, medium
/// let waterfall = WaterfallLayout(columnCount: 2) { indexPath, width in heights[indexPath.item] }
/// let solved = try waterfall.solve(in: Viewport(size: CGSize(width: 375, height: 667), scale: 2),
///                                  itemCounts: [heights.count])
/// solved.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame  // (5, 225, 177.5, 200)
/// ```
///
/// Each section, top to bottom:
/// 1. the header, `headerHeight` tall, across the whole collection view (it ignores `sectionInset`
///    and the reference insets, H2); then `sectionInset.top`;
/// 2. the columns: the width between the `sectionInsetReference` insets and `sectionInset.left/right`
///    is split into `columnCount` columns (or as many `minimumColumnWidth` columns as fit) with
///    `columnSpacing` between them; the column width is floored to a device pixel (H2), and any
///    pixels left over stay at the trailing side;
/// 3. every item gets a slot at the top of its column: its cell is the slot less `cellInset`, the
///    cell's height comes from `itemHeight` or `itemSize` floored to a pixel, and the column grows
///    by `cellInset.top + height + cellInset.bottom + itemSpacing`;
/// 4. `sectionInset.bottom` under the lowest slot, then the footer, like the header.
///
/// Frames are not snapped afterwards (no `PixelSnapping`): like CHT the layout floors the column
/// width and the heights itself, so give pixel-aligned insets and spacings for pixel-aligned frames.
/// Right-to-left (`Viewport.layoutDirection`) mirrors the whole layout when
/// `flipsHorizontallyInOppositeLayoutDirection` is true, as UIKit mirrors a flow layout: column 0 is
/// the rightmost, `sectionInset.left` and `cellInset.left` act on the leading (right) side, and
/// reference insets stay on their own sides. The `measurer` and scroll position passed to `solve`
/// are not used: heights come from the closures.
///
/// Differences from the seed's code: the seed adds only `height + cellInset.bottom` to `originY`,
/// so its cells are 5 pt apart vertically but 10 pt apart horizontally and the content ends at the
/// lowest cell; here both gaps are `cellInset.bottom + cellInset.top` and the content ends
/// `cellInset.bottom` lower. For CHT's defaults set `cellInset = .zero`, `columnSpacing = 10`,
/// `itemSpacing = 10`; for Kodeco's tutorial (H1) `placement = .roundRobin` and `cellInset` 6 on
/// every side, `itemHeight` giving the photo and caption without the padding. Unlike CHT (Trap 14)
/// an empty section is `sectionInset.top + .bottom` tall.
open class WaterfallLayout: UICollectionViewLayout {
    /// Which column the next item goes to.
    public enum Placement: Hashable, Sendable {
        /// The column whose bottom is highest; the leftmost (lowest index) wins ties (H2, H5, H6).
        case shortestColumn
        /// Item `i` of a section goes to column `i % columnCount`, as in Kodeco's tutorial (H1).
        case roundRobin
    }

    /// Default 2 (seed 002, CHT). 1 to 1000; ignored when `minimumColumnWidth` is set.
    public var columnCount = 2
    /// When set, as many columns of at least this width as fit (at least 1, at most 1000), so a
    /// phone gets 2 and an iPad more: 170 gives 2 columns at 393 pt and 4 at 820 pt.
    public var minimumColumnWidth: CGFloat?
    /// The part of each slot the cell leaves empty. Default 5 on every side (seed 002).
    public var cellInset = UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
    /// Space between columns, outside the slots. Default 0 (CHT: 10).
    public var columnSpacing: CGFloat = 0
    /// Space between slots in a column. Default 0 (CHT: 10).
    public var itemSpacing: CGFloat = 0
    public var sectionInset: UIEdgeInsets = .zero
    /// Which of the collection view's insets the columns also keep clear of, left and right. Default
    /// `.fromContentInset` (nothing left or right in a vertical collection view), as flow layout.
    public var sectionInsetReference: UICollectionViewFlowLayout.SectionInsetReference = .fromContentInset
    /// 0 means no header. Headers span the collection view's width (H2).
    public var headerHeight: CGFloat = 0
    /// 0 means no footer. Footers span the collection view's width (H2).
    public var footerHeight: CGFloat = 0
    /// A cell's height given its width (the column width less `cellInset.left + .right`), floored
    /// to a pixel. Set this or `itemSize`.
    public var itemHeight: ((IndexPath, CGFloat) -> CGFloat)?
    /// A cell's aspect ratio, CHT's `sizeForItemAt` (H2): the height is
    /// `floorToPixel(size.height · width / size.width)`, 0 when either side is not positive.
    public var itemSize: ((IndexPath) -> CGSize)?
    public var placement: Placement = .shortestColumn
    /// Mirror in right-to-left. UIKit's base class returns false, so an app's own waterfall (the
    /// seed's) stays left-to-right unless it overrides this; default true here.
    /// Settable here (UIKit's is read-only, for subclasses to override).
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool {
        get { flips }
        set { flips = newValue }
    }
    private var flips = true

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A waterfall of `columnCount` columns whose cells are `itemHeight(indexPath, width)` tall.
    public convenience init(columnCount: Int, itemHeight: @escaping (IndexPath, CGFloat) -> CGFloat) {
        self.init()
        self.columnCount = columnCount
        self.itemHeight = itemHeight
    }

    /// The most columns a waterfall has (a guard against runaway input).
    public static let maximumColumnCount = 1000

    override var answersFromEngine: Bool { type(of: self) == WaterfallLayout.self }

    override func solveWithEngine(_ inputs: EngineInputs) throws -> SolvedLayout? {
        try WaterfallSolver(layout: self, viewport: inputs.viewport).solve(itemCounts: inputs.itemCounts)
    }
}
