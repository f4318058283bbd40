import Foundation

/// UIKit's `UICollectionViewDataSource`: the counts and the views. As in UIKit, only
/// `numberOfItemsInSection` and `cellForItemAt` must be written; the rest have defaults (one
/// section; an empty supplementary view).
public protocol UICollectionViewDataSource: AnyObject {
    func numberOfSections(in collectionView: UICollectionView) -> Int
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// UIKit raises when a layout asks for a supplementary view the data source cannot give; here
    /// an empty view is drawn (nothing) and the capture reports nothing.
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }
}

/// UIKit's `UIScrollViewDelegate`, for the protocols that refine it: nothing here scrolls, so its
/// methods are accepted and never called.
public protocol UIScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}

/// UIKit's `UICollectionViewDelegate`. A capture calls `willDisplay` for each cell and
/// supplementary view it draws (apps configure cells there too); selection and highlighting are
/// accepted and never called (a capture is at rest, nothing selected).
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                        forElementKind elementKind: String, at indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
}

extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                               forElementKind elementKind: String, at indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
}

/// UIKit's `UICollectionViewDelegateFlowLayout`, asked through the collection view's `delegate` as
/// on iOS (`collectionView.delegate = self`). It shadows the engine's protocol of the same name in
/// files that import UIKit; the collection view bridges one to the other (`FlowDelegateBridge`).
/// Every method is optional: the defaults are the flow layout's own properties.
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
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
    private func flow(_ layout: UICollectionViewLayout) -> UICollectionViewFlowLayout? { layout as? UICollectionViewFlowLayout }

    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize {
        flow(collectionViewLayout)?.itemSize ?? .zero
    }

    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               insetForSectionAt section: Int) -> UIEdgeInsets {
        flow(collectionViewLayout)?.sectionInset ?? .zero
    }

    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        flow(collectionViewLayout)?.minimumLineSpacing ?? 0
    }

    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        flow(collectionViewLayout)?.minimumInteritemSpacing ?? 0
    }

    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForHeaderInSection section: Int) -> CGSize {
        flow(collectionViewLayout)?.headerReferenceSize ?? .zero
    }

    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForFooterInSection section: Int) -> CGSize {
        flow(collectionViewLayout)?.footerReferenceSize ?? .zero
    }
}

/// Hands the engine's flow layout the app's delegate: each engine call goes to the collection
/// view's `delegate` with the real collection view.
final class FlowDelegateBridge: CollectionLayout.UICollectionViewDelegateFlowLayout {
    weak var collectionView: UICollectionView?
    init(_ collectionView: UICollectionView) { self.collectionView = collectionView }

    private var target: (UICollectionView, any UICollectionViewDelegateFlowLayout)? {
        guard let cv = collectionView, let d = cv.delegate as? any UICollectionViewDelegateFlowLayout else { return nil }
        return (cv, d)
    }

    func collectionView(_ collectionView: CollectionLayout.UICollectionView, layout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        guard let (cv, d) = target else { return (layout as? UICollectionViewFlowLayout)?.itemSize ?? .zero }
        return d.collectionView(cv, layout: layout, sizeForItemAt: indexPath)
    }

    func collectionView(_ collectionView: CollectionLayout.UICollectionView, layout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets {
        guard let (cv, d) = target else { return (layout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero }
        return d.collectionView(cv, layout: layout, insetForSectionAt: section)
    }

    func collectionView(_ collectionView: CollectionLayout.UICollectionView, layout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        guard let (cv, d) = target else { return (layout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0 }
        return d.collectionView(cv, layout: layout, minimumLineSpacingForSectionAt: section)
    }

    func collectionView(_ collectionView: CollectionLayout.UICollectionView, layout: UICollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        guard let (cv, d) = target else { return (layout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0 }
        return d.collectionView(cv, layout: layout, minimumInteritemSpacingForSectionAt: section)
    }

    func collectionView(_ collectionView: CollectionLayout.UICollectionView, layout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize {
        guard let (cv, d) = target else { return (layout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero }
        return d.collectionView(cv, layout: layout, referenceSizeForHeaderInSection: section)
    }

    func collectionView(_ collectionView: CollectionLayout.UICollectionView, layout: UICollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize {
        guard let (cv, d) = target else { return (layout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero }
        return d.collectionView(cv, layout: layout, referenceSizeForFooterInSection: section)
    }
}
