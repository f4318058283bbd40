import Foundation

/// The numbers a list section is built from (rule F); the side inset, which follows the screen, is
/// `DeviceMetrics.listSideInset`. UIKit solves lists with a private solver (F, S28) and
/// documents none of them: **every number here is a best estimate, unverified on a device**.
public struct ListMetrics: Hashable, Sendable {
    /// The row estimate and minimum: UITableView's historic `rowHeight`. Rows are `.estimated`, so a
    /// measurer grows (or shrinks) them; without one they stay at this height.
    /// Best estimate, unverified on a device.
    public static let rowHeight: CGFloat = 44

    /// `.layoutMargins` for the inset-grouped platter (the solver measures it from
    /// `DeviceMetrics.listSideInset` instead, `usesInsetGroupedListInsets`), `.none` for rows that span
    /// the collection view.
    var contentInsetsReference: UIContentInsetsReference
    /// The section's insets when it has no supplementary header: grouped appearances leave 35 pt
    /// above each section. Best estimate, unverified on a device.
    var insets: NSDirectionalEdgeInsets
    /// With a supplementary header, the header's estimate replaces `insets.top`: it holds its own
    /// padding above the text. Best estimate, unverified on a device.
    var headerHeight: CGFloat
    /// Best estimate, unverified on a device.
    var footerHeight: CGFloat
    /// Plain lists pin their headers, like a plain UITableView. Best estimate, unverified on a device.
    var pinsHeaders: Bool
    /// Sidebars hide separators. Best estimate, unverified on a device.
    var hidesSeparators: Bool

    /// Best estimates, unverified on a device:
    /// - plain: header and footer 28 pt (one 17-pt semibold line, 22 pt, and 3 pt above and below);
    /// - grouped, insetGrouped: 35 pt above a section; a header 38 pt (about 17 pt of padding, one
    ///   13-pt footnote line of 16 pt, 5 pt to the rows); a footer 34 pt (6 pt, a 16-pt line, 12 pt);
    /// - sidebar: rows inset 10 pt on each side; sidebar headers 44 pt, a row's height; footers 34 pt.
    init(_ appearance: UICollectionLayoutListConfiguration.Appearance) {
        switch appearance {
        case .plain:
            self.init(contentInsetsReference: .none, insets: .zero, headerHeight: 28, footerHeight: 28,
                      pinsHeaders: true, hidesSeparators: false)
        case .grouped:
            self.init(contentInsetsReference: .none, insets: NSDirectionalEdgeInsets(top: 35, leading: 0, bottom: 0, trailing: 0),
                      headerHeight: 38, footerHeight: 34, pinsHeaders: false, hidesSeparators: false)
        case .insetGrouped:
            self.init(contentInsetsReference: .layoutMargins, insets: NSDirectionalEdgeInsets(top: 35, leading: 0, bottom: 0, trailing: 0),
                      headerHeight: 38, footerHeight: 34, pinsHeaders: false, hidesSeparators: false)
        case .sidebar:
            self.init(contentInsetsReference: .none, insets: NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10),
                      headerHeight: 44, footerHeight: 34, pinsHeaders: false, hidesSeparators: true)
        case .sidebarPlain:
            self.init(contentInsetsReference: .none, insets: .zero, headerHeight: 44, footerHeight: 34,
                      pinsHeaders: false, hidesSeparators: true)
        }
    }

    init(contentInsetsReference: UIContentInsetsReference, insets: NSDirectionalEdgeInsets, headerHeight: CGFloat,
         footerHeight: CGFloat, pinsHeaders: Bool, hidesSeparators: Bool) {
        self.contentInsetsReference = contentInsetsReference; self.insets = insets
        self.headerHeight = headerHeight; self.footerHeight = footerHeight
        self.pinsHeaders = pinsHeaders; self.hidesSeparators = hidesSeparators
    }
}
