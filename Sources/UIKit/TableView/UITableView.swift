import Foundation
import Scene

/// UIKit's `UITableView` (rule T): a scroll view of rows in sections, from its data source, sized by
/// its delegate, in one of three styles.
///
/// ```swift
/// let tableView = UITableView(frame: view.bounds, style: .insetGrouped)
/// tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
/// tableView.dataSource = self
/// view.addSubview(tableView)
/// ```
///
/// How it lays out: as the list of its style (T1) — a table view's rows are solved by the engine as
/// `UICollectionLayoutListConfiguration` sections of the same appearance (`.plain`, `.grouped`,
/// `.insetGrouped`: rule F's metrics, which UIKit's lists share with its tables), one section per table
/// section, with a header or footer where the table has one (T3) and the table's header and footer views
/// above and below everything (T5). The rows' heights are the delegate's (T2). To do that it holds a
/// collection view (`rowsView`), its only subview, which the capture draws: the same pipeline as every
/// collection view (`LayoutCapture`), so scrolling (`scrollToRow`, D8), content insets (D9) and the
/// frame dump work the same.
///
/// Differences from UIKit: no scrolling, selection by touch, editing, swipe actions, index titles or
/// animated updates (updates apply at once); a cell is made once per row and never reused; a plain
/// table draws no separators for the empty rows below its last row (iOS does, unless a
/// `tableFooterView` is set) — README "Not yet confirmed".
open class UITableView: UIScrollView {
    /// UIKit's `appearance()` (`AppearanceProxies`: kept, not applied).
    open override class func appearance() -> UITableView { AppearanceProxies.proxy(UITableView.self) { UITableView(frame: .zero, style: .plain) } }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type]) -> UITableView { appearance() }

    /// UIKit's `UITableView.Style`.
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    /// UIKit's `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }
    /// UIKit's `UITableView.RowAnimation`: accepted; updates apply at once.
    public enum RowAnimation: Int, Sendable { case fade, right, left, top, bottom, none, middle, automatic = 100 }
    /// UIKit's `UITableView.SeparatorInsetReference`.
    public enum SeparatorInsetReference: Int, Sendable { case fromCellEdges, fromAutomaticInsets }
    /// UIKit's `UITableView.SelfSizingInvalidation`: accepted.
    public enum SelfSizingInvalidation: Int, Sendable { case disabled, enabled, enabledIncludingConstraints }

    /// UIKit's `UITableView.automaticDimension` (T2, T3): "choose a height from the content".
    public static let automaticDimension: CGFloat = -1
    /// UIKit's `UITableView.indexSearch`.
    public static let indexSearch = "{search}"
    public static let selectionDidChangeNotification = Notification.Name("UITableViewSelectionDidChangeNotification")

    public private(set) var style: Style
    open weak var dataSource: (any UITableViewDataSource)? { didSet { reloadData() } }
    /// UIKit's `delegate` (`UIScrollView`'s, holding a `UITableViewDelegate` as on iOS); set, the table reloads.
    open override weak var delegate: (any UIScrollViewDelegate)? { didSet { reloadData() } }
    /// The delegate as this view's protocol.
    var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }
    open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?
    open var isPrefetchingEnabled = true

    /// T2: every row's height unless the delegate gives one; `automaticDimension` (the default, as on
    /// iOS 11 and later) sizes each row from its cell.
    open var rowHeight = UITableView.automaticDimension { didSet { reloadData() } }
    open var estimatedRowHeight = UITableView.automaticDimension
    /// T3: every header's and footer's height unless the delegate gives one; `automaticDimension` (the
    /// default) fits the header's view or title.
    open var sectionHeaderHeight = UITableView.automaticDimension { didSet { reloadData() } }
    open var sectionFooterHeight = UITableView.automaticDimension { didSet { reloadData() } }
    open var estimatedSectionHeaderHeight = UITableView.automaticDimension
    open var estimatedSectionFooterHeight = UITableView.automaticDimension
    /// Accepted; the padding above headers is the list's (F).
    open var sectionHeaderTopPadding = UITableView.automaticDimension
    open var fillerRowHeight = UITableView.automaticDimension

    /// T4: `.none` draws no separators.
    open var separatorStyle = UITableViewCell.SeparatorStyle.singleLine { didSet { reloadData() } }
    open var separatorColor: UIColor? = .separator
    open var separatorEffect: AnyObject?
    /// T4: the separators' insets; the leading one, when not set, is the row text's inset (what is drawn).
    open var separatorInset: UIEdgeInsets {
        get { explicitSeparatorInset ?? UIEdgeInsets(top: 0, left: rowTextInset, bottom: 0, right: 0) }
        set { explicitSeparatorInset = newValue }
    }
    /// Layoutshot: the table's separator inset when the app set one.
    public private(set) var explicitSeparatorInset: UIEdgeInsets?
    open var separatorInsetReference = SeparatorInsetReference.fromCellEdges
    open var cellLayoutMarginsFollowReadableWidth = false
    open var insetsContentViewsToSafeArea = true
    open var selfSizingInvalidation = SelfSizingInvalidation.enabled

    /// T5: drawn above the first section at its frame's height, across the table.
    open var tableHeaderView: UIView? { didSet { reloadData() } }
    /// T5: drawn below the last section at its frame's height, across the table.
    open var tableFooterView: UIView? { didSet { reloadData() } }
    open var backgroundView: UIView?

    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var allowsSelectionDuringEditing = false
    open var allowsMultipleSelectionDuringEditing = false
    open var allowsFocus = true
    open var isEditing = false
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
    open var sectionIndexColor: UIColor?
    open var sectionIndexBackgroundColor: UIColor?
    open var sectionIndexTrackingBackgroundColor: UIColor?
    open var sectionIndexMinimumDisplayRowCount = 0
    open var remembersLastFocusedIndexPath = false
    open var dragInteractionEnabled = false
    /// Drag and drop (`DragAndDrop.swift`): kept, never driven.
    open weak var dragDelegate: (any UITableViewDragDelegate)?
    open weak var dropDelegate: (any UITableViewDropDelegate)?
    open var hasActiveDrag: Bool { false }
    open var hasActiveDrop: Bool { false }
    open var hasUncommittedUpdates: Bool { false }

    /// Layoutshot: the collection view that lays out and draws the rows (T1), the table's only subview.
    public let rowsView: UICollectionView
    let rowsSource: TableRowsSource
    var cellRegistrations: [String: TableReusableSource] = [:]
    var headerFooterRegistrations: [String: TableReusableSource] = [:]
    private(set) var selectedRows: [IndexPath] = []

    public init(frame: CGRect, style: Style) {
        self.style = style
        let source = TableRowsSource()
        rowsSource = source
        rowsView = UICollectionView(frame: CGRect(origin: .zero, size: frame.size), collectionViewLayout: source.layout)
        super.init(frame: frame)
        install()
    }

    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    public required init?(coder: NSCoder) {
        style = .plain
        let source = TableRowsSource()
        rowsSource = source
        rowsView = UICollectionView(frame: .zero, collectionViewLayout: source.layout)
        super.init(coder: coder)
        install()
    }

    /// Layoutshot: the style a xib or storyboard stores (`<tableView style="insetGrouped">`), which UIKit
    /// decodes in `init(coder:)`; an app's subclass made from a nib gets it here.
    func adoptInterfaceBuilderStyle(_ style: Style) {
        self.style = style
        rowsView.backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        reloadData()
    }

    /// Layoutshot: a storyboard's static table (`dataMode="static"`): the sections and cells IB stores,
    /// which `UITableViewController`'s data source and delegate methods answer with (as UIKit's static
    /// tables do) unless the app overrides them. Nil for a table whose app gives its rows.
    var staticSections: [StaticTableSection]? { didSet { reloadData() } }

    private func install() {
        rowsSource.table = self
        rowsView.dataSource = rowsSource
        rowsView.delegate = rowsSource
        rowsView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        rowsView.frame = CGRect(origin: .zero, size: bounds.size)
        rowsView.backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        addSubview(rowsView)
    }

    // MARK: What the rows view carries (background, insets, offset)

    open override var backgroundColor: UIColor? {
        didSet { rowsView.backgroundColor = backgroundColor }
    }
    open override var contentInset: UIEdgeInsets {
        didSet { rowsView.contentInset = contentInset }
    }
    open override var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
        didSet { rowsView.contentInsetAdjustmentBehavior = contentInsetAdjustmentBehavior }
    }
    open override var contentOffset: CGPoint {
        get { rowsView.contentOffset }
        set { rowsView.contentOffset = newValue }
    }
    open override var adjustedContentInset: UIEdgeInsets { rowsView.adjustedContentInset }
    open override var contentSize: CGSize { rowsView.contentSize }

    // MARK: Counts

    open var numberOfSections: Int {
        guard let dataSource else { return 0 }
        return max(0, dataSource.numberOfSections(in: self))
    }

    open func numberOfRows(inSection section: Int) -> Int {
        guard let dataSource, (0..<numberOfSections).contains(section) else { return 0 }
        return max(0, dataSource.tableView(self, numberOfRowsInSection: section))
    }

    // MARK: Updates: applied at once

    open func reloadData() { rowsView.reloadData() }
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    open func reconfigureRows(at indexPaths: [IndexPath]) { reloadData() }
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadData() }
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    open func moveSection(_ section: Int, toSection newSection: Int) { reloadData() }
    open func reloadSectionIndexTitles() {}
    open func beginUpdates() {}
    open func endUpdates() { reloadData() }
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        reloadData()
        completion?(true)
    }

    // MARK: Registration and dequeuing

    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        cellRegistrations[identifier] = cellClass.map(TableReusableSource.type)
    }
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        cellRegistrations[identifier] = nib.map(TableReusableSource.nib)
    }
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterRegistrations[identifier] = aClass.map(TableReusableSource.type)
    }
    open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterRegistrations[identifier] = nib.map(TableReusableSource.nib)
    }

    /// UIKit's older form: a new cell of the registered class, or nil when nothing is registered (the
    /// app then makes its own: `?? UITableViewCell(style: .subtitle, reuseIdentifier: id)`).
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        guard let source = cellRegistrations[identifier] else { return nil }
        return makeCell(from: source, identifier: identifier, call: "dequeueReusableCell(withIdentifier: \"\(identifier)\")")
    }

    /// A new cell of the registered class. An identifier nothing is registered for (UIKit raises) is a
    /// problem the capture reports; a plain cell stands in.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        let call = "dequeueReusableCell(withIdentifier: \"\(identifier)\", for: \(Array(indexPath)))"
        guard let source = cellRegistrations[identifier] else {
            rowsView.report("\(call): no cell class is registered for \"\(identifier)\" (register(_:forCellReuseIdentifier:))")
            return UITableViewCell(style: .default, reuseIdentifier: identifier)
        }
        return makeCell(from: source, identifier: identifier, call: call) ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        guard let source = headerFooterRegistrations[identifier] else { return nil }
        let call = "dequeueReusableHeaderFooterView(withIdentifier: \"\(identifier)\")"
        switch source {
        case .type(let cls):
            guard let type = cls as? UITableViewHeaderFooterView.Type else { rowsView.report("\(call): \(cls) is not a UITableViewHeaderFooterView"); return nil }
            return type.init(reuseIdentifier: identifier)
        case .nib(let nib):
            return firstView(of: nib, as: UITableViewHeaderFooterView.self, call: call)
        }
    }

    private func makeCell(from source: TableReusableSource, identifier: String, call: String) -> UITableViewCell? {
        switch source {
        case .type(let cls):
            guard let type = cls as? UITableViewCell.Type else { rowsView.report("\(call): \(cls) is not a UITableViewCell"); return nil }
            let cell = type.init(style: .default, reuseIdentifier: identifier)
            cell.systemTextInset = rowTextInset
            return cell
        case .nib(let nib):
            let cell = firstView(of: nib, as: UITableViewCell.self, call: call)
            cell?.reuseIdentifier = identifier
            cell?.systemTextInset = rowTextInset
            return cell
        }
    }

    private func firstView<T: UIView>(of nib: UINib, as type: T.Type, call: String) -> T? {
        let (views, problem) = nib.instantiateViews(owner: nil, textMeasurer: rowsView.textMeasurer)
        if let problem { rowsView.report("\(call): \(problem)"); return nil }
        guard let view = views.first as? T else {
            rowsView.report("\(call): the first top-level view of \(nib.fileName) is not a \(T.self)")
            return nil
        }
        return view
    }

    // MARK: Cells, headers and geometry

    /// The cell drawn for a row (made for the capture), else nil.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        (rowsView.cellForItem(at: indexPath) as? TableRowCell)?.tableCell
    }
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? { rowsSource.madeHeaderFooter(.header, section) }
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? { rowsSource.madeHeaderFooter(.footer, section) }
    open var visibleCells: [UITableViewCell] { rowsView.visibleCells.compactMap { ($0 as? TableRowCell)?.tableCell } }
    open var indexPathsForVisibleRows: [IndexPath]? { rowsView.indexPathsForVisibleItems }
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        rowsView.visibleCells.first { ($0 as? TableRowCell)?.tableCell === cell }.flatMap { rowsView.indexPath(for: $0) }
    }
    open func indexPathForRow(at point: CGPoint) -> IndexPath? { rowsView.indexPathForItem(at: point) }
    open func rectForRow(at indexPath: IndexPath) -> CGRect { rowsView.layoutAttributesForItem(at: indexPath)?.frame ?? .zero }
    open func rectForHeader(inSection section: Int) -> CGRect {
        rowsView.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                         at: IndexPath(item: 0, section: section))?.frame ?? .zero
    }
    open func rectForFooter(inSection section: Int) -> CGRect {
        rowsView.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionFooter,
                                                         at: IndexPath(item: 0, section: section))?.frame ?? .zero
    }
    open func rect(forSection section: Int) -> CGRect {
        let rows = (0..<numberOfRows(inSection: section)).map { rectForRow(at: IndexPath(row: $0, section: section)) }
        return ([rectForHeader(inSection: section), rectForFooter(inSection: section)] + rows).filter { !$0.isEmpty }
            .reduce(CGRect.null) { $0.union($1) }
    }

    // MARK: Selection and scrolling

    open var indexPathForSelectedRow: IndexPath? { selectedRows.first }
    open var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows }

    /// Drawn: the row's cell is selected (its selected background, `UITableViewCell`); a scroll position
    /// scrolls as `scrollToRow` does.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else { selectedRows = []; reloadData(); return }
        selectedRows = allowsMultipleSelection ? selectedRows.filter { $0 != indexPath } + [indexPath] : [indexPath]
        reloadData()
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedRows.removeAll { $0 == indexPath }
        reloadData()
    }

    /// D8, as `scrollToItem`: `.top`, `.middle`, `.bottom`; `.none` keeps the row where it is when it is
    /// on screen and otherwise scrolls the least (UIKit's), taken here as `.top` above and `.bottom` below.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let position: UICollectionView.ScrollPosition = switch scrollPosition {
        case .top: .top
        case .middle: .centeredVertically
        case .bottom: .bottom
        case .none: nearestPosition(for: indexPath)
        }
        rowsView.scrollToItem(at: indexPath, at: position, animated: animated)
    }

    private func nearestPosition(for indexPath: IndexPath) -> UICollectionView.ScrollPosition {
        let row = rectForRow(at: indexPath)
        let visible = CGRect(origin: contentOffset, size: bounds.size).inset(by: adjustedContentInset)
        if row.isEmpty || visible.contains(row) { return [] }
        return row.minY < visible.minY ? .top : .bottom
    }

    open func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        if let row = indexPathForSelectedRow { scrollToRow(at: row, at: scrollPosition, animated: animated) }
    }

    /// Layoutshot: whether a row is selected (its cell is drawn selected).
    func isSelected(_ indexPath: IndexPath) -> Bool { selectedRows.contains(indexPath) }
}

/// What a reuse identifier makes in a table view: a class, or the first view of a nib.
enum TableReusableSource {
    case type(AnyClass)
    case nib(UINib)
}
