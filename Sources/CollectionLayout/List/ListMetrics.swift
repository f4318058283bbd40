import Foundation

/// The numbers a list section is built from. UIKit solves lists with a private solver (F, S28) and
/// documents none of them: **every number here is a best estimate, unverified on a device**.
struct ListMetrics: Hashable, Sendable {
    /// The row estimate and minimum: UITableView's historic `rowHeight`. Rows are `.estimated`, so a
    /// measurer grows (or shrinks) them; without one they stay at this height.
    /// Best estimate, unverified on a device.
    static let rowHeight: CGFloat = 44

    /// `.layoutMargins` for the inset-grouped platter (the solver measures it from
    /// `insetGroupedSideInset` instead, `usesInsetGroupedListInsets`), `.none` for rows that span
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

    /// F: the inset-grouped platter's side inset, past the safe area — a metric of the list's own,
    /// not the view's layout margins, following the device: 20 pt when the screen's shorter side is
    /// at least 390 pt (iPhone 12 and later, Plus and Max, iPads), 16 below. Measured: a
    /// `.list(using: .insetGrouped)` platter at x 16, 343 wide, on a 375 × 667 @2x window, and at
    /// x 20, 350 wide, on a 390 × 844 @3x one (theleftbit/BSWInterfaceKit
    /// @89e83618a429ad0d2129e51c29d6e103ad64688f and @54a922873cf34d8eec9fc7151ea36a4f4abaa300,
    /// `ContentViewTests/testLayout.375x667.png`, `testLayout.390x844.png`; `Tests/UIKitEvidenceTests`).
    /// Which side of 390 the 375-pt @3x iPhones fall is not confirmed.
    static func insetGroupedSideInset(containerSize: CGSize) -> CGFloat {
        min(containerSize.width, containerSize.height) >= 390 ? 20 : 16
    }

    init(contentInsetsReference: UIContentInsetsReference, insets: NSDirectionalEdgeInsets, headerHeight: CGFloat,
         footerHeight: CGFloat, pinsHeaders: Bool, hidesSeparators: Bool) {
        self.contentInsetsReference = contentInsetsReference; self.insets = insets
        self.headerHeight = headerHeight; self.footerHeight = footerHeight
        self.pinsHeaders = pinsHeaders; self.hidesSeparators = hidesSeparators
    }
}
