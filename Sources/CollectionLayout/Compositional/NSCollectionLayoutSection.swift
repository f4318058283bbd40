import Foundation

/// UIKit's `UIContentInsetsReference`: which boundary a section's content insets are measured from.
public enum UIContentInsetsReference: Int, Hashable, Sendable {
    case automatic, none, safeArea, layoutMargins, readableContent
}

/// UIKit's `NSCollectionLayoutSection`: a root group repeated down the section, with spacing,
/// insets and headers/footers (rules D1, D2, D5).
open class NSCollectionLayoutSection {
    public let group: NSCollectionLayoutGroup
    /// Leading/trailing shrink the width the root group resolves against; top comes before the
    /// first group, bottom after the last (D2).
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space between consecutive groups, never before the first or after the last (D1).
    public var interGroupSpacing: CGFloat = 0
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// `.automatic` follows the layout configuration's reference (D3).
    public var contentInsetsReference: UIContentInsetsReference = .automatic
    /// iOS 13–16 behaviour, default true: headers and footers follow the section's leading and
    /// trailing content insets (D4).
    public var supplementariesFollowContentInsets = true

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }
}
