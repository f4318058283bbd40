import Foundation

/// UIKit's `UICollectionViewDelegateFlowLayout`: per-item sizes and per-section metrics.
///
/// Every method is optional, as in UIKit: the defaults return the layout's own properties. Set the
/// delegate on the flow layout (`flowLayout.delegate = self`) — difference from UIKit, where the
/// collection view's delegate is asked. Delegate code written for iOS compiles unchanged:
///
/// ```swift
/// func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
///                     sizeForItemAt indexPath: IndexPath) -> CGSize {
///     CGSize(width: (collectionView.bounds.width - 12) / 3, height: 120)
/// }
/// ```
public protocol UICollectionViewDelegateFlowLayout: AnyObject {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize {
        FlowDelegateDefaults.itemSize(collectionViewLayout)
    }

    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               insetForSectionAt section: Int) -> UIEdgeInsets {
        FlowDelegateDefaults.sectionInset(collectionViewLayout)
    }

    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        FlowDelegateDefaults.minimumLineSpacing(collectionViewLayout)
    }

    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        FlowDelegateDefaults.minimumInteritemSpacing(collectionViewLayout)
    }

    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForHeaderInSection section: Int) -> CGSize {
        FlowDelegateDefaults.headerReferenceSize(collectionViewLayout)
    }

    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForFooterInSection section: Int) -> CGSize {
        FlowDelegateDefaults.footerReferenceSize(collectionViewLayout)
    }
}
