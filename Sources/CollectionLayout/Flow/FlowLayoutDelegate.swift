import Foundation

/// Layoutshot's flow-layout delegate: per-item sizes and per-section metrics, as UIKit's
/// `UICollectionViewDelegateFlowLayout` gives them, with the collection view as a layout sees it
/// (`LayoutCollectionView`). Every method is optional: the defaults are the layout's own properties
/// (`FlowDelegateDefaults`). Set it as `flowLayout.delegate` — Layoutshot's property: UIKit asks the
/// collection view's delegate instead, which is what the `UIKit` module does with an app's
/// `UICollectionViewDelegateFlowLayout` (the one protocol with UIKit's name).
///
/// ```swift
/// func collectionView(_ collectionView: any LayoutCollectionView, layout collectionViewLayout: UICollectionViewLayout,
///                     sizeForItemAt indexPath: IndexPath) -> CGSize {
///     CGSize(width: (collectionView.bounds.width - 12) / 3, height: 120)
/// }
/// ```
public protocol FlowLayoutDelegate: AnyObject {
    func collectionView(_ collectionView: any LayoutCollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize
    func collectionView(_ collectionView: any LayoutCollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets
    func collectionView(_ collectionView: any LayoutCollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: any LayoutCollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: any LayoutCollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize
    func collectionView(_ collectionView: any LayoutCollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize
}

extension FlowLayoutDelegate {
    public func collectionView(_ collectionView: any LayoutCollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize {
        FlowDelegateDefaults.itemSize(collectionViewLayout)
    }

    public func collectionView(_ collectionView: any LayoutCollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               insetForSectionAt section: Int) -> UIEdgeInsets {
        FlowDelegateDefaults.sectionInset(collectionViewLayout)
    }

    public func collectionView(_ collectionView: any LayoutCollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        FlowDelegateDefaults.minimumLineSpacing(collectionViewLayout)
    }

    public func collectionView(_ collectionView: any LayoutCollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        FlowDelegateDefaults.minimumInteritemSpacing(collectionViewLayout)
    }

    public func collectionView(_ collectionView: any LayoutCollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForHeaderInSection section: Int) -> CGSize {
        FlowDelegateDefaults.headerReferenceSize(collectionViewLayout)
    }

    public func collectionView(_ collectionView: any LayoutCollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForFooterInSection section: Int) -> CGSize {
        FlowDelegateDefaults.footerReferenceSize(collectionViewLayout)
    }
}
