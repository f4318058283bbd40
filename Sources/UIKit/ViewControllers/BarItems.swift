import Foundation

/// UIKit's `UINavigationItem`: what a navigation bar shows for a controller. A capture draws the
/// title, large or inline (`largeTitleDisplayMode` against the bar's `prefersLargeTitles`).
/// Bar button items, the title view and the appearances are kept, not drawn yet.
open class UINavigationItem: NSObject {
    /// UIKit's `UINavigationItem.LargeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never, inline }
    /// UIKit's `UINavigationItem.BackButtonDisplayMode`.
    public enum BackButtonDisplayMode: Int, Sendable { case `default`, generic, minimal }
    /// UIKit's `UINavigationItem.ItemStyle` (iOS 16).
    public enum ItemStyle: Int, Sendable { case navigator, browser, editor }

    open var title: String?
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
    open var prompt: String?
    open var hidesBackButton = false
    open var leftBarButtonItems: [UIBarButtonItem]?
    open var rightBarButtonItems: [UIBarButtonItem]?
    /// UIKit's single-item forms: the first of the lists.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    open var backBarButtonItem: UIBarButtonItem?
    open var backButtonTitle: String?
    open var backButtonDisplayMode = BackButtonDisplayMode.default
    open var leftItemsSupplementBackButton = false
    open var titleView: UIView?
    open var style = ItemStyle.navigator
    open var standardAppearance: UINavigationBarAppearance?
    open var compactAppearance: UINavigationBarAppearance?
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    /// Accepted, not drawn (`UISearchController`).
    open var searchController: UISearchController?
    open var hidesSearchBarWhenScrolling = true
    open var preferredSearchBarPlacement = 0

    public init(title: String) { self.title = title.isEmpty ? nil : title }
    public override init() {}

    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
}

/// UIKit's `UIBarItem`: a bar item's title, image, tag and enabled state.
open class UIBarItem: NSObject {
    /// UIKit's accessibility properties of a bar item (issue 32): kept, read by no check yet.
    open var isAccessibilityElement = true
    open var accessibilityLabel: String?
    open var accessibilityIdentifier: String?
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    open var accessibilityTraits = UIAccessibilityTraits.button

    /// UIKit's `appearance()` (`AppearanceProxies`: kept, not applied).
    open class func appearance() -> UIBarItem { AppearanceProxies.proxy(UIBarItem.self) { UIBarItem() } }
    open class func appearance(whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type]) -> UIBarItem { appearance() }

    open var title: String?
    open var image: UIImage?
    open var landscapeImagePhone: UIImage?
    open var isEnabled = true
    open var tag = 0
    private var attributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        self.attributes[state.rawValue] = attributes
    }
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { attributes[state.rawValue] }
}

/// UIKit's `UIBarButtonItem`: a button of a navigation bar or toolbar — a title, an image, a system
/// item, a custom view, or a menu — with its target–action (`#selector`, transform step 10) or primary
/// action. Kept with everything it is given, not drawn in the bar yet; never tapped.
open class UIBarButtonItem: UIBarItem {
    /// UIKit's `appearance()` (`AppearanceProxies`: kept, not applied).
    open override class func appearance() -> UIBarButtonItem { AppearanceProxies.proxy(UIBarButtonItem.self) { UIBarButtonItem() } }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type]) -> UIBarButtonItem { appearance() }

    public enum Style: Int, Sendable { case plain, bordered, done, prominent }
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks, search,
             refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close, writingTools
    }

    open var style = Style.plain
    open weak var target: AnyObject?
    open var action: Selector?
    open var customView: UIView?
    open var menu: UIMenu?
    open var primaryAction: UIAction?
    open var width: CGFloat = 0
    open var tintColor: UIColor?
    open var isSelected = false
    open var isHidden = false
    open var changesSelectionAsPrimaryAction = false
    public private(set) var systemItem: SystemItem?

    public override init() {}

    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title; self.style = style; self.target = target as AnyObject?; self.action = action
    }

    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image; self.style = style; self.target = target as AnyObject?; self.action = action
    }

    public convenience init(image: UIImage?, landscapeImagePhone: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init(image: image, style: style, target: target, action: action)
        self.landscapeImagePhone = landscapeImagePhone
    }

    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        self.systemItem = systemItem; self.target = target as AnyObject?; self.action = action
    }

    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// iOS 14's forms: a title or image with a primary action or a menu.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title ?? primaryAction?.title; self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction; self.menu = menu
    }

    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.systemItem = systemItem; self.primaryAction = primaryAction; self.menu = menu
    }

    public convenience init(primaryAction: UIAction?) { self.init(title: nil, image: nil, primaryAction: primaryAction, menu: nil) }

    public static func fixedSpace(_ width: CGFloat = 0) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil) }
}

/// UIKit's `UIBarAppearance` (iOS 13), what the navigation bar's, toolbar's and tab bar's appearances
/// share: background and shadow. Kept, not drawn yet.
open class UIBarAppearance: NSObject {
    open var backgroundColor: UIColor?
    open var backgroundImage: UIImage?
    open var shadowColor: UIColor?
    open var shadowImage: UIImage?
    open var backgroundEffect: AnyObject?
    public override init() {}
    public init(idiom: UIUserInterfaceIdiom) {}
    open func configureWithDefaultBackground() {}
    open func configureWithOpaqueBackground() { backgroundColor = .systemBackground }
    open func configureWithTransparentBackground() { backgroundColor = .clear; shadowColor = .clear }
}

/// UIKit's `UINavigationBarAppearance` (iOS 13): its background colour and title colours are drawn in the
/// chrome (`LayoutCapture.navigationBarColors`); images, shadows and effects are kept.
open class UINavigationBarAppearance: UIBarAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
}

/// UIKit's `UITabBarItem`: a tab's title, image and tag. A capture draws the titles.
open class UITabBarItem {
    /// UIKit's `appearance()` (`AppearanceProxies`: kept, not applied).
    open class func appearance() -> UITabBarItem { AppearanceProxies.proxy(UITabBarItem.self) { UITabBarItem(title: nil, image: nil, tag: 0) } }
    open class func appearance(whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type]) -> UITabBarItem { appearance() }

    open var title: String?
    open var image: UIImage?
    open var selectedImage: UIImage?
    open var tag: Int
    open var badgeValue: String?

    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title; self.image = image; self.tag = tag
    }

    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.title = title; self.image = image; self.selectedImage = selectedImage; tag = 0
    }
}
