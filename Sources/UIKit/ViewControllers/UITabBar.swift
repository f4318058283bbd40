import Foundation

/// UIKit's `UITabBar`: a tab bar controller's bar (`UITabBarController.tabBar`). A capture draws the bar
/// as the screen's chrome from the controllers' tab items and reads from this view: `isHidden` (a hidden
/// bar is not drawn and adds no inset), `tintColor` (the selected tab; else the appearance proxy's, else
/// systemBlue), `unselectedItemTintColor` (else systemGray) and the background of `standardAppearance`
/// (else `barTintColor`, else the bar material). Never laid out itself: its frame stays zero.
open class UITabBar: UIView {
    /// UIKit's `appearance()` (`AppearanceProxies`): its colours apply to bars that leave them unset.
    open override class func appearance() -> UITabBar { AppearanceProxies.proxy(UITabBar.self) { UITabBar(frame: .zero) } }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type]) -> UITabBar { appearance() }

    /// UIKit's `UITabBar.ItemPositioning`.
    public enum ItemPositioning: Int, Sendable { case automatic, fill, centered }

    open weak var delegate: (any UITabBarDelegate)?
    open var items: [UITabBarItem]?
    open weak var selectedItem: UITabBarItem?
    open var unselectedItemTintColor: UIColor?
    open var barTintColor: UIColor?
    open var barStyle = UIBarStyle.default
    open var isTranslucent = true
    open var itemPositioning = ItemPositioning.automatic
    open var itemWidth: CGFloat = 0
    open var itemSpacing: CGFloat = 0
    open var backgroundImage: UIImage?
    open var shadowImage: UIImage?
    open var selectionIndicatorImage: UIImage?
    open var standardAppearance = UITabBarAppearance()
    open var scrollEdgeAppearance: UITabBarAppearance?

    open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }
}

/// UIKit's `UITabBarDelegate`: never called (nothing is tapped).
public protocol UITabBarDelegate: AnyObject {
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

/// UIKit's `UITabBarAppearance` (iOS 13): its background colour is drawn; the item appearances are kept.
open class UITabBarAppearance: UIBarAppearance {
    open var stackedLayoutAppearance = UITabBarItemAppearance()
    open var inlineLayoutAppearance = UITabBarItemAppearance()
    open var compactInlineLayoutAppearance = UITabBarItemAppearance()
    open var selectionIndicatorTintColor: UIColor?
}

/// UIKit's `UITabBarItemAppearance`: the normal and selected states' colours and attributes — the
/// normal and selected icon colours are drawn (`iconColor`), the rest kept.
open class UITabBarItemAppearance: NSObject {
    /// UIKit's `UITabBarItemStateAppearance`.
    open class StateAppearance: NSObject {
        open var iconColor: UIColor?
        open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
        open var badgeBackgroundColor: UIColor?
    }
    public let normal = StateAppearance()
    public let selected = StateAppearance()
    public let disabled = StateAppearance()
    public let focused = StateAppearance()
    public override init() { super.init() }
    public init(style: UITabBarItemAppearance.Style) { super.init() }
    /// UIKit's `UITabBarItemAppearance.Style`.
    public enum Style: Int, Sendable { case stacked, inline, compactInline }
    open func configureWithDefault(for style: Style) {}
}

/// UIKit's `UITabBarControllerDelegate`: never called (nothing is tapped).
public protocol UITabBarControllerDelegate: AnyObject {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
