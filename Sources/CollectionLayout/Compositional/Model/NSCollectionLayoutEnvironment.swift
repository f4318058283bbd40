import Foundation

/// UIKit's `UITraitCollection`, the part a section provider reads.
public struct UITraitCollection: Hashable, Sendable {
    public var horizontalSizeClass: UIUserInterfaceSizeClass
    public var verticalSizeClass: UIUserInterfaceSizeClass
    public var displayScale: CGFloat
    public var layoutDirection: UIUserInterfaceLayoutDirection
    /// The reader's text size (`large` unless the viewport says otherwise).
    public var preferredContentSizeCategory: UIContentSizeCategory = .large
    /// Light or dark. A layout is solved once for both appearances, so a section provider sees
    /// `.unspecified`; `UIColor(dynamicProvider:)` is called with `.light` and with `.dark`.
    public var userInterfaceStyle: UIUserInterfaceStyle = .unspecified

    /// UIKit's: whether `other` would resolve dynamic colours differently (its appearance or contrast).
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        return userInterfaceStyle != other.userInterfaceStyle
    }
}

extension UITraitCollection {
    /// The traits of a collection view filling `viewport`: its size classes, scale, direction and
    /// content size category.
    init(viewport v: Viewport) {
        self.init(horizontalSizeClass: v.horizontalSizeClass, verticalSizeClass: v.verticalSizeClass,
                  displayScale: v.scale, layoutDirection: v.layoutDirection,
                  preferredContentSizeCategory: v.preferredContentSizeCategory)
    }
}

/// UIKit's `NSCollectionLayoutContainer`: a size before and after its insets (rule E2).
public protocol NSCollectionLayoutContainer {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// UIKit's `NSCollectionLayoutEnvironment`, passed to section providers and custom groups.
public protocol NSCollectionLayoutEnvironment {
    var container: any NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

struct LayoutContainer: NSCollectionLayoutContainer {
    let contentSize: CGSize
    let contentInsets: NSDirectionalEdgeInsets
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
    var effectiveContentSize: CGSize {
        CGSize(width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
               height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }
}

struct LayoutEnvironment: NSCollectionLayoutEnvironment {
    let container: any NSCollectionLayoutContainer
    let traitCollection: UITraitCollection
}

/// UIKit's `NSCollectionLayoutVisibleItem`, handed to a `visibleItemsInvalidationHandler`.
/// Frames are in the collection view's content coordinates as if the section were not scrolled;
/// the handler's offset says how far it is. Difference from UIKit: no `transform3D`.
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    var frame: CGRect { get set }
    var center: CGPoint { get set }
    var alpha: CGFloat { get set }
    var zIndex: Int { get set }
    var isHidden: Bool { get set }
    var transform: CGAffineTransform { get set }
    var indexPath: IndexPath { get }
    var representedElementCategory: UICollectionElementCategory { get }
    var representedElementKind: String? { get }
    var name: String { get }
}

final class VisibleItem: NSCollectionLayoutVisibleItem {
    var frame: CGRect
    var alpha: CGFloat = 1
    var zIndex: Int
    var isHidden = false
    var transform = CGAffineTransform.identity
    let indexPath: IndexPath
    var representedElementCategory: UICollectionElementCategory { .cell }
    var representedElementKind: String? { nil }
    var name: String { "cell \(indexPath.section)-\(indexPath.item)" }

    var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    init(frame: CGRect, zIndex: Int, indexPath: IndexPath) {
        self.frame = frame; self.zIndex = zIndex; self.indexPath = indexPath
    }
}
