import Foundation

/// UIKit's `UICollectionView`, as much of it as layout code reads: its constants, its bounds and
/// insets, and its item counts. There is no view: `solve` makes one from the `Viewport` and hands it
/// to a flow layout's delegate and, for the length of the solve, to a custom layout as its
/// `collectionView`, so `collectionView.bounds.width` in layout code works unchanged.
///
/// The `UIKit` module (`import UIKit` on Linux) declares the real one — a `UIScrollView` with a data
/// source, a delegate and cells — under the same name; it shadows this one in files that import UIKit.
open class UICollectionView {
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
    /// The scroll direction, as `UICollectionView.ScrollDirection.vertical`.
    public typealias ScrollDirection = UICollectionViewScrollDirection

    public let bounds: CGRect
    public let safeAreaInsets: UIEdgeInsets
    public let adjustedContentInset: UIEdgeInsets
    public let directionalLayoutMargins: NSDirectionalEdgeInsets
    public let traitCollection: UITraitCollection
    public let collectionViewLayout: UICollectionViewLayout
    public let contentOffset: CGPoint
    /// UIKit's `contentInset`: the viewport's (`adjustedContentInset` adds the safe area).
    public let contentInset: UIEdgeInsets
    private let itemCounts: [Int]

    public var frame: CGRect { bounds }
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { traitCollection.layoutDirection }
    public var numberOfSections: Int { itemCounts.count }

    public func numberOfItems(inSection section: Int) -> Int {
        itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    init(viewport: Viewport, layout: UICollectionViewLayout, itemCounts: [Int], scrollDirection: UICollectionViewScrollDirection,
         contentOffset: CGPoint) {
        bounds = CGRect(origin: contentOffset, size: viewport.size)
        safeAreaInsets = viewport.safeAreaInsets
        contentInset = viewport.contentInset
        adjustedContentInset = viewport.adjustedContentInset(scrollDirection: scrollDirection)
        directionalLayoutMargins = viewport.layoutMargins
        traitCollection = UITraitCollection(viewport: viewport)
        collectionViewLayout = layout
        self.contentOffset = contentOffset
        self.itemCounts = itemCounts
    }
}

/// UIKit's global names for the two standard supplementary kinds.
public let UICollectionElementKindSectionHeader = UICollectionView.elementKindSectionHeader
public let UICollectionElementKindSectionFooter = UICollectionView.elementKindSectionFooter
