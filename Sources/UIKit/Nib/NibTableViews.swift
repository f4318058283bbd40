import Foundation
import InterfaceBuilder

/// A `<tableView>` of a xib or storyboard made with the app's classes (`NibElementMaking`): a
/// `UITableView` — or the app's subclass, through `init?(coder:)` as UIKit makes it — in the style IB
/// stores, with its row and section heights and separator style; its prototype cells registered under
/// their reuse identifiers (made anew from their part of the document at each dequeue, as for a
/// collection view's, `NibCollectionViews`); and a static table's sections (`dataMode="static"`), each
/// cell made once, which `UITableViewController` answers with (`UITableView.staticSections`).
/// IB writes -1 for an automatic height: `UITableView.automaticDimension`.
struct NibTableViews: NibElementMaking {
    /// The file the cells come from, for messages ("Main.storyboard").
    let fileName: String

    func view(for ib: IBView, frame: CGRect, in document: IBDocument) -> UIView? {
        guard ib.element == "tableView" else { return nil }
        let stored = ib.tableView ?? IBTableView()
        let style = Self.style(stored.style)
        let table: UITableView
        if let name = ib.customClass, let type = UINib.appClass(name, module: ib.customModule) as? UITableView.Type,
           let made = type.init(coder: NSCoder()) {
            made.frame = frame
            made.adoptInterfaceBuilderStyle(style)
            table = made
        } else {
            table = UITableView(frame: frame, style: style)
        }
        apply(stored, to: table)
        for child in ib.subviews where child.element == "tableViewCell" {
            if let identifier = child.reuseIdentifier, !stored.isStatic {
                table.register(UINib(prototype: child, of: document, fileName: fileName), forCellReuseIdentifier: identifier)
            }
        }
        if stored.isStatic { table.staticSections = staticSections(stored, ib, document) }
        return table
    }

    /// A table's cells are never its subviews: prototypes are registered, static cells are its content.
    func isPrototype(_ child: IBView, of parent: IBView) -> Bool {
        parent.element == "tableView" && child.element == "tableViewCell"
    }

    func connect(_ view: UIView, outlet name: String, to object: AnyObject) -> Bool {
        guard let table = view as? UITableView else { return false }
        switch name {
        case "dataSource": table.dataSource = object as? any UITableViewDataSource
        case "delegate": table.delegate = object as? any UITableViewDelegate
        default: return false
        }
        return true
    }

    static func style(_ name: String) -> UITableView.Style {
        switch name {
        case "grouped": .grouped
        case "insetGrouped": .insetGrouped
        default: .plain
        }
    }

    /// IB's heights (-1: automatic) and separator style.
    private func apply(_ stored: IBTableView, to table: UITableView) {
        func height(_ value: Double?) -> CGFloat? {
            value.map { $0 < 0 ? UITableView.automaticDimension : CGFloat($0) }
        }
        if let h = height(stored.rowHeight) { table.rowHeight = h }
        if let h = height(stored.estimatedRowHeight) { table.estimatedRowHeight = h }
        if let h = height(stored.sectionHeaderHeight) { table.sectionHeaderHeight = h }
        if let h = height(stored.sectionFooterHeight) { table.sectionFooterHeight = h }
        if let h = height(stored.estimatedSectionHeaderHeight) { table.estimatedSectionHeaderHeight = h }
        if let h = height(stored.estimatedSectionFooterHeight) { table.estimatedSectionFooterHeight = h }
        if stored.separatorStyle == "none" { table.separatorStyle = .none }
    }

    /// Each static section's cells, made once from their part of the document.
    private func staticSections(_ stored: IBTableView, _ ib: IBView, _ document: IBDocument) -> [StaticTableSection] {
        let cells = Dictionary(ib.subviews.filter { $0.element == "tableViewCell" }.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return stored.sections.map { section in
            var made = StaticTableSection(headerTitle: section.headerTitle, footerTitle: section.footerTitle, cells: [], rowHeights: [])
            for id in section.cellIDs {
                guard let cellIB = cells[id],
                      let cell = UINib(prototype: cellIB, of: document, fileName: fileName).instantiateViews(owner: nil, textMeasurer: nil)
                        .views.first as? UITableViewCell else { continue }
                made.cells.append(cell)
                made.rowHeights.append(cellIB.tableViewCell?.rowHeight.flatMap { $0 > 0 ? CGFloat($0) : nil })
            }
            return made
        }
    }
}

/// The element makers of UIKit's nib loading, asked in turn: collection views, then table views.
struct NibElementMakers: NibElementMaking {
    let makers: [any NibElementMaking]

    init(fileName: String) {
        makers = [NibCollectionViews(fileName: fileName), NibTableViews(fileName: fileName)]
    }

    func view(for ib: IBView, frame: CGRect, in document: IBDocument) -> UIView? {
        for maker in makers { if let view = maker.view(for: ib, frame: frame, in: document) { return view } }
        return nil
    }

    func isPrototype(_ child: IBView, of parent: IBView) -> Bool {
        makers.contains { $0.isPrototype(child, of: parent) }
    }

    func connect(_ view: UIView, outlet name: String, to object: AnyObject) -> Bool {
        makers.contains { $0.connect(view, outlet: name, to: object) }
    }
}
