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
/// on iOS (`collectionView.delegate = self`): the one protocol with UIKit's name. The collection view
/// hands it to the engine's flow layout through its own delegate protocol (`FlowDelegateBridge`, a
/// `FlowLayoutDelegate`).
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

/// Hands the engine's flow layout the app's delegate: each engine call goes to the collection
/// view's `delegate` with the real collection view.
final class FlowDelegateBridge: FlowLayoutDelegate {
    weak var collectionView: UICollectionView?
    init(_ collectionView: UICollectionView) { self.collectionView = collectionView }

    private var target: (UICollectionView, any UICollectionViewDelegateFlowLayout)? {
        guard let cv = collectionView, let d = cv.delegate as? any UICollectionViewDelegateFlowLayout else { return nil }
        return (cv, d)
    }

    func collectionView(_ collectionView: any LayoutCollectionView, layout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        guard let (cv, d) = target else { return FlowDelegateDefaults.itemSize(layout) }
        return d.collectionView(cv, layout: layout, sizeForItemAt: indexPath)
    }

    func collectionView(_ collectionView: any LayoutCollectionView, layout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets {
        guard let (cv, d) = target else { return FlowDelegateDefaults.sectionInset(layout) }
        return d.collectionView(cv, layout: layout, insetForSectionAt: section)
    }

    func collectionView(_ collectionView: any LayoutCollectionView, layout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        guard let (cv, d) = target else { return FlowDelegateDefaults.minimumLineSpacing(layout) }
        return d.collectionView(cv, layout: layout, minimumLineSpacingForSectionAt: section)
    }

    func collectionView(_ collectionView: any LayoutCollectionView, layout: UICollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        guard let (cv, d) = target else { return FlowDelegateDefaults.minimumInteritemSpacing(layout) }
        return d.collectionView(cv, layout: layout, minimumInteritemSpacingForSectionAt: section)
    }

    func collectionView(_ collectionView: any LayoutCollectionView, layout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize {
        guard let (cv, d) = target else { return FlowDelegateDefaults.headerReferenceSize(layout) }
        return d.collectionView(cv, layout: layout, referenceSizeForHeaderInSection: section)
    }

    func collectionView(_ collectionView: any LayoutCollectionView, layout: UICollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize {
        guard let (cv, d) = target else { return FlowDelegateDefaults.footerReferenceSize(layout) }
        return d.collectionView(cv, layout: layout, referenceSizeForFooterInSection: section)
    }
}
