import Foundation

/// UIKit's `UICollectionLayoutListConfiguration` (iOS 14, rule F): a table-view look built from
/// compositional sections. Pass it to `NSCollectionLayoutSection.list(using:layoutEnvironment:)`
/// inside a section provider, or to `UICollectionViewCompositionalLayout.list(using:)` for a layout
/// whose every section is a list.
///
/// ```swift
/// var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
/// configuration.headerMode = .supplementary
/// let layout = UICollectionViewCompositionalLayout.list(using: configuration)
/// ```
///
/// Differences from UIKit: no `backgroundColor` (colours are the renderer's: grouped appearances
/// draw on `systemGroupedBackground`), `headerTopPadding` or `separatorConfiguration`; swipe-action
/// providers are kept and never called (a layout at rest shows no swipe), and equality ignores them.
/// The metrics are Layoutshot's best estimates (see `ListMetrics`).
public struct UICollectionLayoutListConfiguration: Hashable, @unchecked Sendable {
    /// UIKit's `UICollectionLayoutListConfiguration.Appearance`, raw values as UIKit's (F).
    public enum Appearance: Int, Hashable, Sendable, CaseIterable {
        /// Full-width rows on the view's background; headers pin to the top while scrolling.
        case plain
        /// Full-width rows on `secondarySystemGroupedBackground`, sections apart on `systemGroupedBackground`.
        case grouped
        /// Grouped, each section a rounded platter inset by the layout margins.
        case insetGrouped
        /// iPad source list: rows inset, no separators.
        case sidebar
        /// A sidebar's rows full width, no separators.
        case sidebarPlain
    }

    /// UIKit's `UICollectionLayoutListConfiguration.HeaderMode`.
    public enum HeaderMode: Int, Hashable, Sendable, CaseIterable {
        /// No header.
        case none
        /// A boundary supplementary item of kind `UICollectionElementKindSectionHeader`.
        case supplementary
        /// The section's first cell is its header; the layout adds nothing.
        case firstItemInSection
    }

    /// UIKit's `UICollectionLayoutListConfiguration.FooterMode`.
    public enum FooterMode: Int, Hashable, Sendable, CaseIterable {
        case none
        /// A boundary supplementary item of kind `UICollectionElementKindSectionFooter`.
        case supplementary
    }

    /// Read-only, as in UIKit: make a new configuration for another appearance.
    public let appearance: Appearance
    /// Default `.none`, as in UIKit.
    public var headerMode: HeaderMode = .none
    /// Default `.none`, as in UIKit.
    public var footerMode: FooterMode = .none
    /// Default true, as in UIKit. Sidebar appearances hide separators whatever this says (UIKit's
    /// automatic separator visibility; best estimate, unverified on a device).
    public var showsSeparators = true

    /// UIKit's swipe actions from the leading edge: kept, never called (`UISwipeActionsConfiguration`).
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// UIKit's swipe actions from the trailing edge: kept, never called.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    public init(appearance: Appearance) {
        self.appearance = appearance
    }

    /// Equal when everything that lays a list out is: the swipe-action providers are left out.
    public static func == (a: Self, b: Self) -> Bool {
        a.appearance == b.appearance && a.headerMode == b.headerMode && a.footerMode == b.footerMode
            && a.showsSeparators == b.showsSeparators
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(appearance); hasher.combine(headerMode); hasher.combine(footerMode); hasher.combine(showsSeparators)
    }
}
