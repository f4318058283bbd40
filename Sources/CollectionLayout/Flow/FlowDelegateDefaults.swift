import Foundation

/// What a flow layout's delegate answers for a method it does not implement: the layout's own
/// property, as in UIKit (zero for a layout that is not a flow layout). One place for the engine's
/// `UICollectionViewDelegateFlowLayout`, the `UIKit` module's and its bridge.
public enum FlowDelegateDefaults {
    private static func flow(_ layout: UICollectionViewLayout) -> UICollectionViewFlowLayout? { layout as? UICollectionViewFlowLayout }

    public static func itemSize(_ layout: UICollectionViewLayout) -> CGSize { flow(layout)?.itemSize ?? .zero }
    public static func sectionInset(_ layout: UICollectionViewLayout) -> UIEdgeInsets { flow(layout)?.sectionInset ?? .zero }
    public static func minimumLineSpacing(_ layout: UICollectionViewLayout) -> CGFloat { flow(layout)?.minimumLineSpacing ?? 0 }
    public static func minimumInteritemSpacing(_ layout: UICollectionViewLayout) -> CGFloat { flow(layout)?.minimumInteritemSpacing ?? 0 }
    public static func headerReferenceSize(_ layout: UICollectionViewLayout) -> CGSize { flow(layout)?.headerReferenceSize ?? .zero }
    public static func footerReferenceSize(_ layout: UICollectionViewLayout) -> CGSize { flow(layout)?.footerReferenceSize ?? .zero }
}
