import Foundation
import Scene

// How a table view's rows are laid out and drawn (rule T, docs/rules.md), in numbered steps:
//   T1  the table as the list of its style: one list section per table section;
//   T2  a row's height: the delegate's, else `rowHeight`, else the cell's fitting height plus the separator;
//   T3  headers and footers: where there is a view, a title or an explicit height; their heights;
//   T4  separators: drawn by each row, from the separator inset, under every row of a plain table and
//       every row but a section's last in the grouped styles; the content view stops above it;
//   T5  the table's header and footer views, above and below the sections at their frames' heights.

extension UITableView.Style {
    /// T1: the list appearance a table style is laid out as.
    var listAppearance: UICollectionLayoutListConfiguration.Appearance {
        switch self {
        case .plain: .plain
        case .grouped: .grouped
        case .insetGrouped: .insetGrouped
        }
    }
}

extension UITableView {
    /// T4: the separator's thickness, one device pixel; none when separators are off.
    var separatorHeight: CGFloat {
        separatorStyle == .none ? 0 : 1 / max(1, rowsView.traitCollection.displayScale)
    }

    /// T1, T4: how far a row's text (and, by default, its separator) sits in from the row's edges: the
    /// list's text inset (rule F) — the platter's side inset in an inset-grouped table, else the layout
    /// margin (the system minimum side margin past the safe area, I2).
    var rowTextInset: CGFloat {
        let viewport = rowsView.viewport
        return style == .insetGrouped ? viewport.device.listSideInset : viewport.layoutMargins.leading
    }

    /// T2: the height of the row at `indexPath` whose cell is `cell`, `width` wide: the delegate's
    /// `heightForRowAt` (which defaults to `rowHeight`) when not `automaticDimension`; else the cell's
    /// content view fitted at its width, plus the separator. List content is at least 44 pt: a
    /// `UIListContentConfiguration`'s content view is at least 44 pt and the separator comes below it
    /// (rows 133 px = 44.33 pt at @3x, cashapp/AccessibilitySnapshot @5b03db81f49275312ea1a56914dbe9aa1608e3f0
    /// `testTableHitTarget`, iOS 14.5 to 18.5); a row of the built-in labels is at least 44 pt separator
    /// included (44 pt, pointfreeco/swift-snapshot-testing @6bb6c9ae9970387eeb4b8394c34bd8c350030500
    /// `testTableViewController.1.png`, iOS 13). A cell whose content has no constraints to fit is 44 pt.
    func rowHeight(at indexPath: IndexPath, cell: UITableViewCell, width: CGFloat) -> CGFloat {
        let asked = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        if asked >= 0 { return asked }
        prepare(cell)
        let fitted = cell.contentView.systemLayoutSizeFitting(CGSize(width: cell.contentWidth(forCellWidth: width), height: 0),
                                                              withHorizontalFittingPriority: .required,
                                                              verticalFittingPriority: .fittingSizeLevel).height
        guard fitted > 0 else { return ListMetrics.rowHeight }
        switch cell.listContent {
        case .configuration: return max(fitted, ListMetrics.rowHeight) + separatorHeight
        case .builtIn: return max(fitted + separatorHeight, ListMetrics.rowHeight)
        case nil: return fitted + separatorHeight
        }
    }

    /// What the table sets on a cell before it is measured or drawn: the separator it leaves room for
    /// (T4) and its text inset (T1).
    func prepare(_ cell: UITableViewCell) {
        cell.separatorHeight = separatorHeight
        cell.systemTextInset = rowTextInset
        cell.updateBuiltInContent()
        cell.arrangeContent()
    }

    /// T3: whether `section` has a header (`kind` `.header`) or footer: the delegate's height (which
    /// defaults to `sectionHeaderHeight` / `sectionFooterHeight`) when not `automaticDimension` and above
    /// zero; else a view or a title from the delegate or data source.
    func hasSupplementary(_ kind: TableSupplementary, in section: Int) -> Bool {
        let asked = explicitHeight(kind, section)
        if asked >= 0 { return asked > 0 }
        return supplementaryView(kind, section) != nil
    }

    func explicitHeight(_ kind: TableSupplementary, _ section: Int) -> CGFloat {
        switch kind {
        case .header: tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
        case .footer: tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        }
    }

    /// T3: a header's or footer's view: the delegate's, else a `UITableViewHeaderFooterView` with the
    /// data source's title — upper-cased for a grouped style's header, as iOS shows it — in the style's
    /// header or footer preset; nil when there is neither.
    func supplementaryView(_ kind: TableSupplementary, _ section: Int) -> UIView? {
        let view: UIView? = switch kind {
        case .header: tableDelegate?.tableView(self, viewForHeaderInSection: section)
        case .footer: tableDelegate?.tableView(self, viewForFooterInSection: section)
        }
        if let view {
            (view as? UITableViewHeaderFooterView)?.defaultConfiguration = preset(kind)
            return view
        }
        let title: String? = switch kind {
        case .header: dataSource?.tableView(self, titleForHeaderInSection: section)
        case .footer: dataSource?.tableView(self, titleForFooterInSection: section)
        }
        guard let title else { return nil }
        let titled = UITableViewHeaderFooterView(reuseIdentifier: nil)
        titled.defaultConfiguration = preset(kind)
        titled.textLabel?.text = kind == .header && style != .plain ? title.uppercased() : title
        titled.updateBuiltInContent()
        return titled
    }

    /// T3: the built-in header or footer text's preset for this style, its side margins the row text's.
    func preset(_ kind: TableSupplementary) -> UIListContentConfiguration {
        var c: UIListContentConfiguration = switch (kind, style) {
        case (.header, .plain): .plainHeader()
        case (.footer, .plain): .plainFooter()
        case (.header, _): .groupedHeader()
        case (.footer, _): .groupedFooter()
        }
        c.directionalLayoutMargins.leading = rowTextInset
        c.directionalLayoutMargins.trailing = rowTextInset
        return c
    }

    /// T3: a header's or footer's height at `width`: the explicit one, else its view's fitting height.
    func supplementaryHeight(_ kind: TableSupplementary, _ section: Int, view: UIView?, width: CGFloat) -> CGFloat {
        let asked = explicitHeight(kind, section)
        if asked >= 0 { return asked }
        guard let view else { return 0 }
        (view as? UITableViewHeaderFooterView)?.updateBuiltInContent()
        return view.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                            verticalFittingPriority: .fittingSizeLevel).height
    }

    /// T4: whether the row at `indexPath` draws a separator under it.
    func drawsSeparator(below indexPath: IndexPath) -> Bool {
        guard separatorStyle != .none else { return false }
        return style == .plain || indexPath.row < numberOfRows(inSection: indexPath.section) - 1
    }

    /// T4: the separator's insets for `cell`: the cell's, else the table's, else the row text's inset.
    func separatorInsets(for cell: UITableViewCell) -> UIEdgeInsets {
        cell.explicitSeparatorInset ?? explicitSeparatorInset ?? UIEdgeInsets(top: 0, left: rowTextInset, bottom: 0, right: 0)
    }
}

/// A section's header or footer.
enum TableSupplementary: Hashable { case header, footer }

/// The table view's rows as a collection view's (T1): data source, delegate and layout of
/// `UITableView.rowsView`. Each row is a `TableRowCell` holding the table's cell; each header and footer a
/// `TableSupplementaryCell` holding its view.
final class TableRowsSource: UICollectionViewDataSource, UICollectionViewDelegate {
    weak var table: UITableView?
    let layout: UICollectionViewCompositionalLayout
    private var made: [MadeKey: UITableViewHeaderFooterView] = [:]

    struct MadeKey: Hashable { let kind: TableSupplementary; let section: Int }

    /// Element kinds of the table's own header and footer views (T5).
    static let tableHeaderKind = "UITableView.tableHeaderView", tableFooterKind = "UITableView.tableFooterView"

    init() {
        final class Weak { weak var source: TableRowsSource? }
        let holder = Weak()
        layout = UICollectionViewCompositionalLayout { index, environment in
            guard let section = holder.source?.section(index, environment) else {
                return NSCollectionLayoutSection.list(using: UICollectionLayoutListConfiguration(appearance: .plain),
                                                      layoutEnvironment: environment)
            }
            return section
        }
        holder.source = self
    }

    /// T1, T3: section `index` as a list section of the table's style, with a header and a footer where
    /// the table has them. Separators are the rows' own (T4).
    func section(_ index: Int, _ environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? {
        guard let table else { return nil }
        var configuration = UICollectionLayoutListConfiguration(appearance: table.style.listAppearance)
        configuration.showsSeparators = false
        configuration.headerMode = table.hasSupplementary(.header, in: index) ? .supplementary : .none
        configuration.footerMode = table.hasSupplementary(.footer, in: index) ? .supplementary : .none
        return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
    }

    /// T5: the table's header and footer views as the layout's own boundary items, at their frames'
    /// heights, across the table.
    private func updateTableViews() {
        guard let table else { return }
        var items: [NSCollectionLayoutBoundarySupplementaryItem] = []
        for (view, kind, alignment) in [(table.tableHeaderView, Self.tableHeaderKind, NSRectAlignment.top),
                                        (table.tableFooterView, Self.tableFooterKind, NSRectAlignment.bottom)] {
            guard let view, view.frame.height > 0 else { continue }
            items.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(view.frame.height)),
                elementKind: kind, alignment: alignment))
        }
        layout.configuration.boundarySupplementaryItems = items
    }

    // MARK: UICollectionViewDataSource

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        updateTableViews()
        made = [:]
        return table?.numberOfSections ?? 0
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        table?.numberOfRows(inSection: section) ?? 0
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let row = TableRowCell(frame: .zero)
        guard let table, let dataSource = table.dataSource else { return row }
        let cell = dataSource.tableView(table, cellForRowAt: indexPath)
        table.prepare(cell)
        if table.isSelected(indexPath) { cell.setSelected(true, animated: false) }
        cell.performPendingConfigurationUpdate()
        row.hold(cell, of: table, at: indexPath)
        return row
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let holder = TableSupplementaryCell(frame: .zero)
        guard let table else { return holder }
        switch kind {
        case Self.tableHeaderKind: holder.hold(table.tableHeaderView, height: nil)
        case Self.tableFooterKind: holder.hold(table.tableFooterView, height: nil)
        case UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter:
            let which: TableSupplementary = kind == UICollectionView.elementKindSectionHeader ? .header : .footer
            let view = table.supplementaryView(which, indexPath.section)
            if let headerFooter = view as? UITableViewHeaderFooterView { made[MadeKey(kind: which, section: indexPath.section)] = headerFooter }
            holder.hold(view, height: { [weak table] width in
                table?.supplementaryHeight(which, indexPath.section, view: view, width: width) ?? 0
            })
        default: break
        }
        return holder
    }

    // MARK: UICollectionViewDelegate: the table's delegate told what is displayed

    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        guard let table, let row = cell as? TableRowCell, let tableCell = row.tableCell else { return }
        table.tableDelegate?.tableView(table, willDisplay: tableCell, forRowAt: indexPath)
        tableCell.performPendingConfigurationUpdate()
    }

    func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                        forElementKind elementKind: String, at indexPath: IndexPath) {
        guard let table, let held = (view as? TableSupplementaryCell)?.held else { return }
        switch elementKind {
        case UICollectionView.elementKindSectionHeader: table.tableDelegate?.tableView(table, willDisplayHeaderView: held, forSection: indexPath.section)
        case UICollectionView.elementKindSectionFooter: table.tableDelegate?.tableView(table, willDisplayFooterView: held, forSection: indexPath.section)
        default: break
        }
    }

    func madeHeaderFooter(_ kind: TableSupplementary, _ section: Int) -> UITableViewHeaderFooterView? { made[MadeKey(kind: kind, section: section)] }
}

/// A table row in the rows view: the table's cell filling it, and the row's separator (T4).
final class TableRowCell: UICollectionViewCell {
    private(set) var tableCell: UITableViewCell?
    private weak var table: UITableView?
    private var indexPath = IndexPath(row: 0, section: 0)
    private let separator = UIView(frame: .zero)

    func hold(_ cell: UITableViewCell, of table: UITableView, at indexPath: IndexPath) {
        tableCell?.removeFromSuperview()
        tableCell = cell
        self.table = table
        self.indexPath = indexPath
        // Row, content view and cell at the cell's size: the collection view's resize to the row's
        // then reaches the cell's content view by autoresizing, keeping its accessory and separator room.
        frame = CGRect(origin: .zero, size: cell.frame.size)
        contentView.frame = bounds
        contentView.addSubview(cell)
        cell.frame = contentView.bounds
        cell.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        separator.backgroundColor = table.separatorColor ?? .separator
        contentView.addSubview(separator)
        setNeedsLayout()
    }

    /// T2: the row's height, as the table gives it.
    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard let table, let tableCell else { return super.preferredLayoutAttributesFitting(layoutAttributes) }
        let answer = layoutAttributes.copy() as? UICollectionViewLayoutAttributes ?? layoutAttributes
        answer.size.height = table.rowHeight(at: indexPath, cell: tableCell, width: layoutAttributes.size.width)
        return answer
    }

    /// T4: the separator at the row's foot, one pixel, from the separator inset (mirrored right to left).
    override func layoutSubviews() {
        // What the app set on the built-in labels (in `cellForRowAt` or `willDisplay`) is laid out in this pass.
        tableCell?.updateBuiltInContent()
        super.layoutSubviews()
        guard let table, let tableCell else { separator.isHidden = true; return }
        let shows = table.drawsSeparator(below: indexPath)
        separator.isHidden = !shows
        guard shows else { return }
        let insets = table.separatorInsets(for: tableCell), hairline = table.separatorHeight
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let width = max(0, bounds.width - insets.left - insets.right)
        separator.frame = CGRect(x: rightToLeft ? insets.right : insets.left, y: bounds.height - hairline, width: width, height: hairline)
    }
}

/// A section header or footer, or the table's own header or footer view, in the rows view (T3, T5).
final class TableSupplementaryCell: UICollectionReusableView {
    private(set) var held: UIView?
    private var height: ((CGFloat) -> CGFloat)?

    func hold(_ view: UIView?, height: ((CGFloat) -> CGFloat)?) {
        held?.removeFromSuperview()
        held = view
        self.height = height
        guard let view else { return }
        view.translatesAutoresizingMaskIntoConstraints = true
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(view)
    }

    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard let height else { return layoutAttributes }
        let answer = layoutAttributes.copy() as? UICollectionViewLayoutAttributes ?? layoutAttributes
        answer.size.height = height(layoutAttributes.size.width)
        return answer
    }

    override func layoutSubviews() {
        (held as? UITableViewHeaderFooterView)?.updateBuiltInContent()
        super.layoutSubviews()
    }
}
