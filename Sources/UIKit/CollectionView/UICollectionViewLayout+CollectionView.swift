import Foundation

extension UICollectionViewLayout {
    /// UIKit's `collectionView`: the collection view this layout belongs to — the real one (with its
    /// `dataSource`, `delegate`, `contentInset`), shadowing the engine's stand-in in files that import
    /// UIKit. Nil for a layout solved without a collection view (`solve(in:itemCounts:)` alone),
    /// where the engine's stand-in answers `CollectionLayout.UICollectionViewLayout.collectionView`.
    public var collectionView: UICollectionView? { collectionViewHost as? UICollectionView }
}
