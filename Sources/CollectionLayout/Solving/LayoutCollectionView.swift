import Foundation

/// Layoutshot's (not UIKit's): what layout code reads of the collection view a layout is solved for —
/// UIKit's `UICollectionView` as a layout and a flow delegate see it. The one class with UIKit's name,
/// the `UIKit` module's `UICollectionView` (a `UIScrollView` with a data source and cells), conforms;
/// a layout solved without one (`solve(in:itemCounts:)` alone) is given `SolvingCollectionView`, made
/// from the viewport for the length of the solve.
///
/// ```swift
/// final class Grid: UICollectionViewLayout {
///     override func prepare() {
///         let width = layoutCollectionView?.bounds.width ?? 0   // with `import UIKit`: collectionView?.bounds.width
///     }
/// }
/// ```
public protocol LayoutCollectionView: AnyObject {
    var bounds: CGRect { get }
    var frame: CGRect { get }
    var safeAreaInsets: UIEdgeInsets { get }
    var adjustedContentInset: UIEdgeInsets { get }
    /// UIKit's `contentInset`: the app's own inset round the content (`adjustedContentInset` adds the safe area).
    var contentInset: UIEdgeInsets { get }
    var directionalLayoutMargins: NSDirectionalEdgeInsets { get }
    var traitCollection: UITraitCollection { get }
    var collectionViewLayout: UICollectionViewLayout { get }
    var contentOffset: CGPoint { get }
    var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { get }
    var numberOfSections: Int { get }
    func numberOfItems(inSection section: Int) -> Int
}

/// The collection view a layout solved without one is given: its bounds, insets, traits and counts
/// from the viewport, the content offset the solve is at. There is no view. Layoutshot's.
final class SolvingCollectionView: LayoutCollectionView {
    let bounds: CGRect
    let safeAreaInsets: UIEdgeInsets
    let adjustedContentInset: UIEdgeInsets
    let directionalLayoutMargins: NSDirectionalEdgeInsets
    let traitCollection: UITraitCollection
    let collectionViewLayout: UICollectionViewLayout
    let contentOffset: CGPoint
    let contentInset: UIEdgeInsets
    private let itemCounts: [Int]

    var frame: CGRect { bounds }
    var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { traitCollection.layoutDirection }
    var numberOfSections: Int { itemCounts.count }

    func numberOfItems(inSection section: Int) -> Int {
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

/// UIKit's names for the two standard supplementary kinds (in Swift on iOS,
/// `UICollectionElementKindSectionHeader` and `…Footer`, which the `UIKit` module's
/// `UICollectionView` also has).
public let UICollectionElementKindSectionHeader = "UICollectionElementKindSectionHeader"
public let UICollectionElementKindSectionFooter = "UICollectionElementKindSectionFooter"
