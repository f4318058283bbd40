import Foundation

/// A snapshot of an `NSCollectionLayoutSection`'s properties.
struct SectionProperties {
    let group: NSCollectionLayoutGroup
    let contentInsets: NSDirectionalEdgeInsets
    let interGroupSpacing: CGFloat
    let boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem]
    let decorationItems: [NSCollectionLayoutDecorationItem]
    let contentInsetsReference: UIContentInsetsReference
    let usesInsetGroupedListInsets: Bool
    let supplementaryContentInsetsReference: UIContentInsetsReference
    let supplementariesFollowContentInsets: Bool
    let orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    let visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

    init(_ s: NSCollectionLayoutSection) {
        group = s.group; contentInsets = s.contentInsets; interGroupSpacing = s.interGroupSpacing
        boundarySupplementaryItems = s.boundarySupplementaryItems; decorationItems = s.decorationItems
        contentInsetsReference = s.contentInsetsReference; usesInsetGroupedListInsets = s.usesInsetGroupedListInsets
        supplementaryContentInsetsReference = s.supplementaryContentInsetsReference
        supplementariesFollowContentInsets = s.supplementariesFollowContentInsets
        orthogonalScrollingBehavior = s.orthogonalScrollingBehavior; visibleItemsInvalidationHandler = s.visibleItemsInvalidationHandler
    }
}
