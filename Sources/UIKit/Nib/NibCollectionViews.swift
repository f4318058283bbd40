import Foundation
import InterfaceBuilder

/// A `<collectionView>` of a xib or storyboard made with the app's classes (`NibElementMaking`): a
/// `UICollectionView` — or the app's subclass, through `init?(coder:)` as UIKit makes it — with its
/// layout as IB stores it (`<collectionViewFlowLayout>`: every value, and the app's flow layout
/// subclass; `<collectionViewLayout customClass=…>`: the app's layout class), and its prototype cells
/// and section header and footer views registered under their reuse identifiers, as UIKit registers a
/// storyboard's prototypes. A prototype is made anew from its part of the document at each dequeue.
struct NibCollectionViews: NibElementMaking {
    /// The file the prototypes come from, for messages ("Main.storyboard").
    let fileName: String

    func view(for ib: IBView, frame: CGRect, in document: IBDocument) -> UIView? {
        guard ib.element == "collectionView" else { return nil }
        let layout = Self.layout(ib.collectionView?.layout)
        let collectionView: UICollectionView
        if let name = ib.customClass, let type = UINib.appClass(name, module: ib.customModule) as? UICollectionView.Type,
           let made = type.init(coder: NSCoder()) {
            made.frame = frame
            made.collectionViewLayout = layout
            collectionView = made
        } else {
            collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
        }
        for child in ib.subviews where isPrototype(child, of: ib) {
            register(child, in: collectionView, document: document)
        }
        return collectionView
    }

    func isPrototype(_ child: IBView, of parent: IBView) -> Bool {
        parent.element == "collectionView" && child.reuseIdentifier != nil
            && (child.element == "collectionViewCell" || child.element == "collectionReusableView")
    }

    func connect(_ view: UIView, outlet name: String, to object: AnyObject) -> Bool {
        guard let collectionView = view as? UICollectionView else { return false }
        switch name {
        case "dataSource": collectionView.dataSource = object as? any UICollectionViewDataSource
        case "delegate": collectionView.delegate = object as? any UICollectionViewDelegate
        default: return false
        }
        return true
    }

    /// A cell under its reuse identifier; a reusable view under the kind its key names
    /// (`sectionHeaderView`, `sectionFooterView`).
    private func register(_ prototype: IBView, in collectionView: UICollectionView, document: IBDocument) {
        guard let identifier = prototype.reuseIdentifier else { return }
        let nib = UINib(prototype: prototype, of: document, fileName: fileName)
        switch (prototype.element, prototype.key) {
        case ("collectionViewCell", _): collectionView.register(nib, forCellWithReuseIdentifier: identifier)
        case (_, "sectionHeaderView"): collectionView.register(nib, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: identifier)
        case (_, "sectionFooterView"): collectionView.register(nib, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: identifier)
        default: break
        }
    }

    /// The layout IB stores: a flow layout with its values, the app's layout class, or UIKit's
    /// default flow layout when the element has none.
    static func layout(_ stored: IBCollectionViewLayout?) -> UICollectionViewLayout {
        switch stored {
        case .custom(let name?, let module)?:
            if let type = UINib.appClass(name, module: module) as? UICollectionViewLayout.Type, let made = type.init(coder: NSCoder()) { return made }
            return UICollectionViewFlowLayout()
        case .flow(let f)?:
            var flow = UICollectionViewFlowLayout()
            if let name = f.customClass, let type = UINib.appClass(name, module: f.customModule) as? UICollectionViewFlowLayout.Type,
               let made = type.init(coder: NSCoder()) { flow = made }
            flow.scrollDirection = f.isHorizontal ? .horizontal : .vertical
            flow.minimumLineSpacing = CGFloat(f.minimumLineSpacing)
            flow.minimumInteritemSpacing = CGFloat(f.minimumInteritemSpacing)
            flow.itemSize = f.itemSize
            flow.estimatedItemSize = f.automaticEstimatedItemSize ? UICollectionViewFlowLayout.automaticSize : (f.estimatedItemSize ?? .zero)
            flow.headerReferenceSize = f.headerReferenceSize
            flow.footerReferenceSize = f.footerReferenceSize
            flow.sectionInset = UIEdgeInsets(top: CGFloat(f.sectionInset.top), left: CGFloat(f.sectionInset.left),
                                             bottom: CGFloat(f.sectionInset.bottom), right: CGFloat(f.sectionInset.right))
            flow.sectionInsetReference = f.sectionInsetReference == "safeArea" ? .fromSafeArea
                : f.sectionInsetReference == "layoutMargins" ? .fromLayoutMargins : .fromContentInset
            flow.sectionHeadersPinToVisibleBounds = f.sectionHeadersPinToVisibleBounds
            flow.sectionFootersPinToVisibleBounds = f.sectionFootersPinToVisibleBounds
            return flow
        default:
            return UICollectionViewFlowLayout()
        }
    }
}
