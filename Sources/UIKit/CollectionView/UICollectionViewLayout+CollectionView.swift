import Foundation

extension UICollectionViewLayout {
    /// UIKit's `collectionView`: the collection view this layout belongs to — the real one (with its
    /// `dataSource`, `delegate`, `contentInset`). Nil for a layout solved without a collection view
    /// (`solve(in:itemCounts:)` alone), which reads `layoutCollectionView` (the engine's stand-in).
    public var collectionView: UICollectionView? { collectionViewHost as? UICollectionView }
}
