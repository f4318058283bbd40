import Foundation
import Scene

/// UIKit's `UICollectionView`: a scroll view whose cells come from its data source and sit where
/// its layout puts them. The only type of that name: the engine reads it through its protocol
/// `LayoutCollectionView`, which this view adopts; its layout's `collectionView` is this view.
///
/// ```swift
/// let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
/// collectionView.register(GameCell.self, forCellWithReuseIdentifier: "game")
/// collectionView.dataSource = self
/// view.addSubview(collectionView)
/// ```
///
/// How it lays out (`solveLayout()`, also run by `layoutSubviews()`): the counts from the data source
/// (`numberOfSections(in:)`, default 1; none without a data source), a `Viewport` from the view —
/// its bounds, safe area, `contentInset`, scale, direction and size classes — and a measurer that
/// self-sizes an estimated element by dequeuing its view and asking
/// `preferredLayoutAttributesFitting(_:)`, as UIKit does. Each element's view is made on demand by
/// `makeView(for:)`: the data source's `cellForItemAt` / `viewForSupplementaryElementOfKind`, a
/// decoration of the class the layout registered; then `apply(_:)`, the delegate's `willDisplay`,
/// and a layout pass at the element's frame. A capture (`LayoutshotUIKit`) draws them.
///
/// Differences from UIKit: no scrolling, selection, editing, prefetching, drag and drop or
/// animated updates (`performBatchUpdates` applies at once); a view is made once per element and
/// never reused (`prepareForReuse()` is not called); cells are laid out each on its own, not as
/// subviews of the collection view (`visibleCells` lists them).
open class UICollectionView: UIScrollView, LayoutCollectionView {
    public static let elementKindSectionHeader = UICollectionElementKindSectionHeader
    public static let elementKindSectionFooter = UICollectionElementKindSectionFooter
    public typealias ScrollDirection = UICollectionViewScrollDirection

    open var collectionViewLayout: UICollectionViewLayout {
        didSet { attach(collectionViewLayout); oldValue.collectionViewHost = nil }
    }
    open weak var dataSource: (any UICollectionViewDataSource)?
    /// The delegate as this view's protocol (`delegate` is `UIScrollView`'s, as on iOS).
    var collectionDelegate: (any UICollectionViewDelegate)? { delegate as? any UICollectionViewDelegate }
    /// Drag and drop (`DragAndDrop.swift`): kept, never driven.
    open weak var dragDelegate: (any UICollectionViewDragDelegate)?
    open weak var dropDelegate: (any UICollectionViewDropDelegate)?
    open var dragInteractionEnabled = false
    open var hasActiveDrag: Bool { false }
    open var hasActiveDrop: Bool { false }
    open var backgroundView: UIView?
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var isPrefetchingEnabled = true
    /// UIKit's `contentOffset`: nil until set means at rest (`-adjustedContentInset`).
    open override var contentOffset: CGPoint {
        get { storedContentOffset ?? CGPoint(x: -adjustedContentInset.left, y: -adjustedContentInset.top) }
        set { storedContentOffset = newValue }
    }
    private var storedContentOffset: CGPoint?

    /// Layoutshot: what measures the text of every label in the views this collection view makes
    /// (the renderer's Pango measurer in a capture, so layout and drawing agree); nil: estimated.
    /// A new measurer forgets the views made with the old one.
    public var textMeasurer: (any TextMeasuring)? {
        didSet {
            let old = oldValue.map { $0 as AnyObject }, new = textMeasurer.map { $0 as AnyObject }
            if old !== new { made = [:] }
        }
    }
    /// Layoutshot: what went wrong in the app's calls that UIKit would raise for — a dequeue with an
    /// identifier nothing is registered for, a layout that cannot be solved — first first. A capture
    /// fails with the first.
    public private(set) var problems: [String] = []

    private var cellRegistrations: [String: ReusableSource] = [:]
    private var supplementaryRegistrations: [String: ReusableSource] = [:]

    /// What a reuse identifier makes: a class, or the first view of a nib.
    enum ReusableSource {
        case type(AnyClass)
        case nib(UINib)
    }
    private var flowBridge: FlowDelegateBridge?
    /// The last solve, for `layoutAttributesForItem(at:)`, `contentSize` and the frames of new views.
    public private(set) var solvedLayout: SolvedLayout?
    private var solvedViewport: Viewport?
    /// The views made since the last `reloadData()`, by element (`visibleCells`).
    private var made: [ElementKey: UICollectionReusableView] = [:]

    private struct ElementKey: Hashable {
        let category: UICollectionElementCategory
        let kind: String?
        let indexPath: IndexPath
    }

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        attach(layout)
    }

    /// As in UIKit, a convenience over the designated `init(frame:collectionViewLayout:)` (UIKit's
    /// header marks that one designated): a subclass that overrides the designated initialisers inherits
    /// `init(frame:)` and `init()`, and they reach its override (`Grid()` with
    /// `override init(frame:collectionViewLayout:)`). The layout is a flow layout here (UIKit raises
    /// for a nil one unless an override supplies its own).
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, collectionViewLayout: UICollectionViewFlowLayout())
    }

    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        attach(collectionViewLayout)
    }

    private func attach(_ layout: UICollectionViewLayout) {
        layout.collectionViewHost = self
        if let flow = layout as? UICollectionViewFlowLayout, flow.delegate == nil || flow.delegate is FlowDelegateBridge {
            let bridge = flowBridge ?? FlowDelegateBridge(self)
            flowBridge = bridge
            flow.delegate = bridge
        }
    }

    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) { collectionViewLayout = layout }

    // MARK: Counts

    open var numberOfSections: Int {
        guard let dataSource else { return 0 }
        return max(0, dataSource.numberOfSections(in: self))
    }

    open func numberOfItems(inSection section: Int) -> Int {
        guard let dataSource, (0..<numberOfSections).contains(section) else { return 0 }
        return max(0, dataSource.collectionView(self, numberOfItemsInSection: section))
    }

    /// UIKit's `reloadData()`: forgets the solve and the views made; the next layout asks again.
    open func reloadData() {
        solvedLayout = nil
        solvedViewport = nil
        made = [:]
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }

    /// Applied at once (no animation); `completion` is called with true.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        reloadData()
        completion?(true)
    }

    /// UIKit's closure is non-escaping though optional (`NS_NOESCAPE`), which Swift cannot declare: this
    /// overload takes a closure literal as UIKit does, so code in it may use the view without `self.`;
    /// it reaches the optional one (and a subclass's override of it).
    public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        withoutActuallyEscaping(updates) { performBatchUpdates(Optional($0), completion: completion) }
    }

    /// Item and section changes are applied at once, as `performBatchUpdates` applies them: the next
    /// layout asks the data source again.
    open func insertItems(at indexPaths: [IndexPath]) { reloadData() }
    open func deleteItems(at indexPaths: [IndexPath]) { reloadData() }
    open func reloadItems(at indexPaths: [IndexPath]) { reloadData() }
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadData() }
    open func insertSections(_ sections: IndexSet) { reloadData() }
    open func deleteSections(_ sections: IndexSet) { reloadData() }
    open func reloadSections(_ sections: IndexSet) { reloadData() }
    open func moveSection(_ section: Int, toSection newSection: Int) { reloadData() }

    // MARK: Registration and dequeuing

    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cellRegistrations[identifier] = cellClass.map(ReusableSource.type)
    }

    /// A nib whose first top-level view is the cell (`UINib`: the app's custom class, outlets, `awakeFromNib`).
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        cellRegistrations[identifier] = nib.map(ReusableSource.nib)
    }

    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        supplementaryRegistrations[elementKind + "\u{0}" + identifier] = viewClass.map(ReusableSource.type)
    }

    open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        supplementaryRegistrations[kind + "\u{0}" + identifier] = nib.map(ReusableSource.nib)
    }

    /// A view of `T` from `source` at `size`; nil (with the problem reported by `call`) when the
    /// source makes none.
    func make<T: UICollectionReusableView>(_ type: T.Type, from source: ReusableSource, size: CGSize, call: String) -> T? {
        switch source {
        case .type(let cls):
            guard let viewType = cls as? T.Type else {
                report("\(call): \(cls) is not a \(T.self)")
                return nil
            }
            return viewType.init(frame: CGRect(origin: .zero, size: size))
        case .nib(let nib):
            let (views, problem) = nib.instantiateViews(owner: nil, textMeasurer: textMeasurer)
            if let problem { report("\(call): \(problem)"); return nil }
            guard let view = views.first as? T else {
                report("\(call): the first top-level view of \(nib.fileName) is not a \(T.self)")
                return nil
            }
            view.frame = CGRect(origin: .zero, size: size)
            return view
        }
    }

    /// UIKit's `dequeueReusableCell(withReuseIdentifier:for:)`: a new cell of the registered class at
    /// the item's frame size. An identifier nothing is registered for (UIKit raises) is a problem; a
    /// plain cell stands in.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        let size = solvedLayout?.element(forItemAt: indexPath)?.frame.size ?? .zero
        let call = "dequeueReusableCell(withReuseIdentifier: \"\(identifier)\", for: \(Array(indexPath)))"
        guard let source = cellRegistrations[identifier] else {
            report("\(call): no cell class is registered for \"\(identifier)\" (register(_:forCellWithReuseIdentifier:))")
            return UICollectionViewCell(frame: CGRect(origin: .zero, size: size))
        }
        let cell = make(UICollectionViewCell.self, from: source, size: size, call: call) ?? UICollectionViewCell(frame: CGRect(origin: .zero, size: size))
        cell.reuseIdentifier = identifier
        return cell
    }

    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        let size = solvedLayout?.element(ofKind: elementKind, at: indexPath)?.frame.size ?? .zero
        let call = "dequeueReusableSupplementaryView(ofKind: \"\(elementKind)\", withReuseIdentifier: \"\(identifier)\", for: \(Array(indexPath)))"
        guard let source = supplementaryRegistrations[elementKind + "\u{0}" + identifier] else {
            report("\(call): no view class is registered for that kind and identifier")
            return UICollectionReusableView(frame: CGRect(origin: .zero, size: size))
        }
        let view = make(UICollectionReusableView.self, from: source, size: size, call: call)
            ?? UICollectionReusableView(frame: CGRect(origin: .zero, size: size))
        view.reuseIdentifier = identifier
        return view
    }

    func report(_ problem: String) { problems.append(problem) }

    // MARK: Layout

    /// UIKit's `adjustedContentInset`: the safe area on the scrolling axis plus `contentInset`.
    open override var adjustedContentInset: UIEdgeInsets {
        viewport.adjustedContentInset(scrollDirection: scrollDirection)
    }

    /// The content size of the last solve (UIKit's, after a layout pass).
    open override var contentSize: CGSize { solvedLayout?.contentSize ?? .zero }

    private var scrollDirection: UICollectionViewScrollDirection {
        if let flow = collectionViewLayout as? UICollectionViewFlowLayout { return flow.scrollDirection }
        if let compositional = collectionViewLayout as? UICollectionViewCompositionalLayout {
            return compositional.configuration.scrollDirection
        }
        return .vertical
    }

    /// Layoutshot: the collection view as the engine sees it — bounds, safe area, `contentInset`,
    /// the simulated device's screen (its metrics: margins follow the screen, not the view), scale and
    /// size classes, the view's direction.
    public var viewport: Viewport {
        let traits = traitCollection
        var v = Viewport(size: bounds.size, safeAreaInsets: safeAreaInsets, scale: traits.displayScale,
                         layoutDirection: effectiveUserInterfaceLayoutDirection, horizontalSizeClass: traits.horizontalSizeClass,
                         preferredContentSizeCategory: traits.preferredContentSizeCategory,
                         device: UIKitSimulation.device.metrics)
        v.contentInset = contentInset
        v.contentInsetAdjustmentBehavior = contentInsetAdjustmentBehavior
        return v
    }

    /// Layoutshot: solves the layout for the data source's counts at the view's size, self-sizing
    /// estimated elements from their views. Throws the engine's error (and keeps it in `problems`).
    @discardableResult
    public func solveLayout() throws -> SolvedLayout {
        let counts = (0..<numberOfSections).map { numberOfItems(inSection: $0) }
        collectionViewLayout.collectionViewHost = self
        let measurer = LayoutMeasurer { [unowned self] element, axes in preferredSize(for: element, axes: axes) }
        do {
            let solved = try collectionViewLayout.solve(in: viewport, itemCounts: counts, measurer: measurer, scroll: .rest)
            solvedLayout = solved
            solvedViewport = viewport
            made = [:]
            return solved
        } catch {
            report("\(type(of: collectionViewLayout)) cannot be solved: \(error)")
            throw error
        }
    }

    /// Solves when the view has a size and the last solve was for another viewport (or none).
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard bounds.width > 0, bounds.height > 0, solvedLayout == nil || solvedViewport != viewport else { return }
        _ = try? solveLayout()
    }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        solvedLayout?.layoutAttributesForItem(at: indexPath)
    }

    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        solvedLayout?.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The cells made so far (a capture makes those it draws), in index-path order.
    open var visibleCells: [UICollectionViewCell] {
        made.filter { $0.key.category == .cell }.sorted { $0.key.indexPath < $1.key.indexPath }.compactMap { $0.value as? UICollectionViewCell }
    }

    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        made[ElementKey(category: .cell, kind: nil, indexPath: indexPath)] as? UICollectionViewCell
    }

    /// UIKit's `supplementaryView(forElementKind:at:)` (issue 32): the supplementary view made for that
    /// element so far (a capture makes those it draws), else nil.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        made[ElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
    }

    /// UIKit's `visibleSupplementaryViews(ofKind:)`: the ones made so far, in index-path order.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        made.filter { $0.key.category == .supplementaryView && $0.key.kind == elementKind }.sorted { $0.key.indexPath < $1.key.indexPath }.map(\.value)
    }

    /// UIKit's `indexPathsForVisibleSupplementaryElements(ofKind:)`.
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        made.keys.filter { $0.category == .supplementaryView && $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    open var indexPathsForVisibleItems: [IndexPath] {
        made.keys.filter { $0.category == .cell && made[$0] is UICollectionViewCell }.map(\.indexPath).sorted()
    }

    /// UIKit's `indexPathForItem(at:)`: the item whose solved frame holds `point` (content
    /// coordinates), the first in index-path order; nil before a layout pass or off every item.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        solvedLayout?.layoutAttributesForElements(in: CGRect(x: point.x, y: point.y, width: 0.5, height: 0.5))
            .filter { $0.representedElementCategory == .cell && $0.frame.contains(point) }.map(\.indexPath).min()
    }

    /// UIKit's `indexPath(for:)`: where a cell this collection view made sits.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        made.first { $0.key.category == .cell && $0.value === cell }?.key.indexPath
    }

    /// UIKit's `scrollToItem(at:at:animated:)`: the content offset that shows the item at `scrollPosition`
    /// (D8, `ScrollToItem`), at once (an animation ends where it would end); the layout is solved first
    /// if the view's size changed. A capture draws the screen at the offset the app left (`scrolled`).
    /// An index path the data source does not have is a problem, as UIKit raises for it.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool) {
        if bounds.width > 0, bounds.height > 0, solvedLayout == nil || solvedViewport != viewport { _ = try? solveLayout() }
        guard let solvedLayout else { return }
        guard let item = solvedLayout.layoutAttributesForItem(at: indexPath) else {
            report("scrollToItem(at: \(indexPath)): the collection view has no such item (UIKit raises: invalid index path)")
            return
        }
        contentOffset = ScrollToItem.contentOffset(showing: item.frame, at: scrollPosition, from: contentOffset, boundsSize: bounds.size,
                                                   contentSize: solvedLayout.contentSize, adjustedContentInset: adjustedContentInset)
    }

    /// The item's cell is drawn selected (`isSelected`: its `selectedBackgroundView`); a `scrollPosition`
    /// scrolls as `scrollToItem` does. Nil deselects every item.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition) {
        guard let indexPath else { selectedItems = []; made = [:]; return }
        selectedItems = allowsMultipleSelection ? selectedItems.filter { $0 != indexPath } + [indexPath] : [indexPath]
        made = [:]
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedItems.removeAll { $0 == indexPath }
        made = [:]
    }
    open var indexPathsForSelectedItems: [IndexPath]? { selectedItems }
    private var selectedItems: [IndexPath] = []

    /// UIKit's `UICollectionView.ScrollPosition` (the engine's `ScrollToItem.Position`, D8).
    public typealias ScrollPosition = ScrollToItem.Position

    /// Layoutshot: where the app scrolled this collection view (`contentOffset` set, `scrollToItem`), as the
    /// engine's scroll position; nil while it is at rest. A capture draws the screen there.
    public var scrolled: CollectionLayout.ScrollPosition? {
        storedContentOffset.map { CollectionLayout.ScrollPosition(contentOffset: $0) }
    }

    // MARK: Views for elements

    /// Layoutshot: the size `element`'s view prefers when the layout self-sizes `axes` (A4), as UIKit
    /// asks it: a new view from the data source, then `preferredLayoutAttributesFitting(_:)`.
    public func preferredSize(for element: LayoutElement, axes: LayoutMeasurer.Axes) -> CGSize {
        guard let view = makeView(for: element, cache: false) else { return element.frame.size }
        view.selfSizingAxes = axes
        return view.preferredLayoutAttributesFitting(UICollectionViewLayoutAttributes(element)).size
    }

    /// The attributes a view is given (`apply(_:)`), as UIKit gives them: the layout's own object for
    /// the element (`layoutAttributesForItem(at:)` and its kin) — of its `layoutAttributesClass`, with what a
    /// subclass adds (MessageKit's cells lay themselves out from `MessagesCollectionViewLayoutAttributes`)
    /// — holding the solved geometry; a plain object when the layout answers none.
    private func layoutAttributesObject(for element: LayoutElement) -> UICollectionViewLayoutAttributes {
        let layout = collectionViewLayout
        let asked: UICollectionViewLayoutAttributes? = switch element.representedElementCategory {
        case .cell: layout.layoutAttributesForItem(at: element.indexPath)
        case .supplementaryView: element.representedElementKind.flatMap { layout.layoutAttributesForSupplementaryView(ofKind: $0, at: element.indexPath) }
        case .decorationView: element.representedElementKind.flatMap { layout.layoutAttributesForDecorationView(ofKind: $0, at: element.indexPath) }
        }
        guard let asked else { return UICollectionViewLayoutAttributes(element) }
        asked.element = element
        return asked
    }

    /// Layoutshot: the view for one element of the last solve, as UIKit would show it — made by the
    /// data source (cells, supplementary views) or from the class the layout registered
    /// (decorations), given its attributes (`apply(_:)`), announced to the delegate (`willDisplay`),
    /// its labels measured with `textMeasurer`, and laid out at the element's size. Nil for a
    /// decoration without a registered class.
    public func makeView(for element: LayoutElement) -> UICollectionReusableView? { makeView(for: element, cache: true) }

    private func makeView(for element: LayoutElement, cache: Bool) -> UICollectionReusableView? {
        let key = ElementKey(category: element.representedElementCategory, kind: element.representedElementKind, indexPath: element.indexPath)
        if cache, let view = made[key] { return view }
        let view: UICollectionReusableView
        switch element.representedElementCategory {
        case .cell:
            guard let dataSource else { return nil }
            view = dataSource.collectionView(self, cellForItemAt: element.indexPath)
        case .supplementaryView:
            guard let dataSource, let kind = element.representedElementKind else { return nil }
            view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: element.indexPath)
        case .decorationView:
            guard let kind = element.representedElementKind,
                  let type = collectionViewLayout.decorationViewClasses[kind] as? UICollectionReusableView.Type else { return nil }
            view = type.init(frame: .zero)
        }
        let attributes = layoutAttributesObject(for: element)
        view.frame = CGRect(origin: .zero, size: element.frame.size)
        view.alpha = element.alpha
        view.isHidden = element.isHidden
        view.contentScaleFactor = traitCollection.displayScale
        view.environmentLayoutDirection = effectiveUserInterfaceLayoutDirection
        view.apply(attributes)
        if let cell = view as? UICollectionViewCell, selectedItems.contains(element.indexPath) { cell.isSelected = true }
        (view as? CellConfigurationUpdating)?.performPendingConfigurationUpdate()
        if let textMeasurer {
            for label in view.allViews.compactMap({ $0 as? UILabel }) where label.textMeasurer == nil { label.textMeasurer = textMeasurer }
        }
        if cache {
            if let cell = view as? UICollectionViewCell {
                collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: element.indexPath)
            } else if let kind = element.representedElementKind, element.representedElementCategory == .supplementaryView {
                collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: element.indexPath)
            }
            (view as? CellConfigurationUpdating)?.performPendingConfigurationUpdate()
            view.layoutIfNeeded()
            made[key] = view
        }
        return view
    }
}
