import Foundation

/// One section of a storyboard's static table (`<tableViewSection headerTitle=… footerTitle=…><cells>`):
/// its titles, its cells made once from the storyboard, and each cell's own height when IB stores one
/// (`<tableViewCell rowHeight="60">`, the size inspector's "Custom"; nil: the table's `rowHeight`).
struct StaticTableSection {
    var headerTitle: String?
    var footerTitle: String?
    var cells: [UITableViewCell]
    var rowHeights: [CGFloat?]

    /// The cell at `row`, nil past the end (an app overriding the row count with more rows than IB's).
    func cell(at row: Int) -> UITableViewCell? { cells.indices.contains(row) ? cells[row] : nil }
    func rowHeight(at row: Int) -> CGFloat? { rowHeights.indices.contains(row) ? rowHeights[row] : nil }
}

extension UITableView {
    /// The static section `section`, nil when the table is not static or has no such section.
    func staticSection(_ section: Int) -> StaticTableSection? {
        guard let sections = staticSections, sections.indices.contains(section) else { return nil }
        return sections[section]
    }
}
