import Foundation

/// UIKit's `UIContentInsetsReference`: which boundary a section's content insets are measured from.
public enum UIContentInsetsReference: Int, Hashable, Sendable {
    case automatic, none, safeArea, layoutMargins, readableContent
}

/// UIKit's `UICollectionLayoutSectionOrthogonalScrollingBehavior` (raw values as UIKit's, D7).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Hashable, Sendable, CaseIterable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// UIKit's `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`: called with the visible
/// items, the section's scroll offset and the environment; changes to the items' frames, alpha,
/// transform, zIndex and isHidden are kept.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

/// UIKit's `NSCollectionLayoutSection`: a root group repeated along the section, with spacing,
/// insets, headers/footers, decorations and orthogonal scrolling (rules D1–D7).
open class NSCollectionLayoutSection {
    public let group: NSCollectionLayoutGroup
    /// Leading/trailing shrink the width the root group resolves against; top comes before the
    /// first group, bottom after the last (D2).
    @exclusivity(unchecked) public var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space between consecutive groups, never before the first or after the last (D1); along the
    /// orthogonal axis in an orthogonal section (D7).
    @exclusivity(unchecked) public var interGroupSpacing: CGFloat = 0
    @exclusivity(unchecked) public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    @exclusivity(unchecked) public var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// `.automatic` follows the layout configuration's reference (D3).
    @exclusivity(unchecked) public var contentInsetsReference: UIContentInsetsReference = .automatic
    /// Not UIKit's: an inset-grouped list section (rule F) measures its content area from the
    /// list's own side inset past the safe area (`ListMetrics.insetGroupedSideInset`), which follows
    /// the device, in place of its `contentInsetsReference` (`.layoutMargins`). Set only by
    /// `NSCollectionLayoutSection.list(using:layoutEnvironment:)`.
    @exclusivity(unchecked) var usesInsetGroupedListInsets = false
    /// iOS 16 (D4). `.automatic`: headers follow the section's content area (its insets reference and,
    /// with `supplementariesFollowContentInsets`, its content insets). Any other value measures
    /// headers from that reference alone, ignoring the section's content insets.
    @exclusivity(unchecked) public var supplementaryContentInsetsReference: UIContentInsetsReference = .automatic
    /// iOS 13–16, default true: headers follow the section's leading and trailing insets (D4).
    @exclusivity(unchecked) public var supplementariesFollowContentInsets = true
    /// Anything but `.none` lays the groups out in one row across the scroll axis (D7).
    @exclusivity(unchecked) public var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    @exclusivity(unchecked) public var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }
}
