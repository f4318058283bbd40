import Foundation

/// The constants of UIKit's `UICollectionView` that layout code names, so that
/// `UICollectionView.elementKindSectionHeader` compiles unchanged. There is no view here.
public enum UICollectionView {
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
    /// The scroll direction, as `UICollectionView.ScrollDirection.vertical`.
    public typealias ScrollDirection = UICollectionViewScrollDirection
}

/// UIKit's global names for the two standard supplementary kinds.
public let UICollectionElementKindSectionHeader = UICollectionView.elementKindSectionHeader
public let UICollectionElementKindSectionFooter = UICollectionView.elementKindSectionFooter
