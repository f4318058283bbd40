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
    /// The section's insets when it has no supplementary header. Grouped appearances pad each
    /// section by half of the 35 pt between sections, 17.5 pt above its first row and 17.5 pt below
    /// its last (issue 29's recordings, not seen here: README "Not yet confirmed"); at @3x the rows
    /// start at 17.667 (52.5 px rounded, G7). Sidebars inset their rows 16 pt at each side.
    var insets: NSDirectionalEdgeInsets
    /// With a supplementary header, the header's estimate replaces `insets.top`: it holds its own
    /// padding above the text. Best estimate, unverified on a device.
    var headerHeight: CGFloat
    /// Above a `.firstItemInSection` header row: grouped lists keep `insets.top`; a sidebar's header
    /// row and its padding take 56 pt, so 12 above its 44-pt row (issue 29, one early-iOS 14
    /// recording, not seen here).
    var headerRowPadding: CGFloat
    /// Best estimate, unverified on a device.
    var footerHeight: CGFloat
    /// Plain lists pin their headers, like a plain UITableView. Best estimate, unverified on a device.
    var pinsHeaders: Bool
    /// Sidebars hide separators. Best estimate, unverified on a device.
    var hidesSeparators: Bool

    /// F: the grouped lists' padding above a header-less section and below every section: half the
    /// 35 pt between two sections.
    public static let groupedSectionPadding: CGFloat = 17.5
    /// F: a sidebar's rows (and their selected background) inset from each side of the column.
    public static let sidebarRowInset: CGFloat = 16

    /// Best estimates, unverified on a device:
    /// - plain: header and footer 28 pt (one 17-pt semibold line, 22 pt, and 3 pt above and below);
    /// - grouped, insetGrouped: 17.5 pt above a section without a header and below every section; a
    ///   header 38 pt (about 17 pt of padding, one 13-pt footnote line of 16 pt, 5 pt to the rows); a
    ///   footer 34 pt (6 pt, a 16-pt line, 12 pt);
    /// - sidebar: rows inset 16 pt on each side; sidebar headers 44 pt, a row's height, with 12 pt
    ///   above a header row; footers 34 pt.
    init(_ appearance: UICollectionLayoutListConfiguration.Appearance) {
        let grouped = NSDirectionalEdgeInsets(top: Self.groupedSectionPadding, leading: 0, bottom: Self.groupedSectionPadding, trailing: 0)
        switch appearance {
        case .plain:
            self.init(contentInsetsReference: .none, insets: .zero, headerHeight: 28, headerRowPadding: 0, footerHeight: 28,
                      pinsHeaders: true, hidesSeparators: false)
        case .grouped:
            self.init(contentInsetsReference: .none, insets: grouped, headerHeight: 38, headerRowPadding: Self.groupedSectionPadding,
                      footerHeight: 34, pinsHeaders: false, hidesSeparators: false)
        case .insetGrouped:
            self.init(contentInsetsReference: .layoutMargins, insets: grouped, headerHeight: 38,
                      headerRowPadding: Self.groupedSectionPadding, footerHeight: 34, pinsHeaders: false, hidesSeparators: false)
        case .sidebar:
            self.init(contentInsetsReference: .none,
                      insets: NSDirectionalEdgeInsets(top: 0, leading: Self.sidebarRowInset, bottom: 0, trailing: Self.sidebarRowInset),
                      headerHeight: 44, headerRowPadding: 12, footerHeight: 34, pinsHeaders: false, hidesSeparators: true)
        case .sidebarPlain:
            self.init(contentInsetsReference: .none, insets: .zero, headerHeight: 44, headerRowPadding: 12, footerHeight: 34,
                      pinsHeaders: false, hidesSeparators: true)
        }
    }

    init(contentInsetsReference: UIContentInsetsReference, insets: NSDirectionalEdgeInsets, headerHeight: CGFloat,
         headerRowPadding: CGFloat, footerHeight: CGFloat, pinsHeaders: Bool, hidesSeparators: Bool) {
        self.contentInsetsReference = contentInsetsReference; self.insets = insets
        self.headerHeight = headerHeight; self.headerRowPadding = headerRowPadding; self.footerHeight = footerHeight
        self.pinsHeaders = pinsHeaders; self.hidesSeparators = hidesSeparators
    }
}
