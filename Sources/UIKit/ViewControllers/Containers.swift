import Foundation

/// UIKit's `UINavigationBar`: a view whose settings a capture reads — `prefersLargeTitles`, its
/// appearances' background and title colours, its tint, `barTintColor` — and keeps (images, styles). The capture draws the bar as the screen's
/// chrome from the navigation item, not from this view, which is never laid out: its frame stays zero
/// (code that places a menu under the bar reads it).
open class UINavigationBar: UIView {
    /// UIKit's `appearance()` (`AppearanceProxies`): its colours apply to bars that leave them unset.
    open override class func appearance() -> UINavigationBar { AppearanceProxies.proxy(UINavigationBar.self) { UINavigationBar(frame: .zero) } }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type]) -> UINavigationBar { appearance() }

    open var prefersLargeTitles = false
    open var isTranslucent = true
    open var barTintColor: UIColor?
    open var barStyle = UIBarStyle.default
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    open var shadowImage: UIImage?
    open var backIndicatorImage: UIImage?
    open var backIndicatorTransitionMaskImage: UIImage?
    open var standardAppearance = UINavigationBarAppearance()
    open var compactAppearance: UINavigationBarAppearance?
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    private var backgroundImages: [UIBarMetrics: UIImage] = [:]

    open func setBackgroundImage(_ image: UIImage?, for barMetrics: UIBarMetrics) { backgroundImages[barMetrics] = image }
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { backgroundImages[barMetrics] }
}

/// UIKit's `UIBarStyle`.
public enum UIBarStyle: Int, Sendable { case `default`, black, blackTranslucent = 2 }

/// UIKit's `UIBarMetrics`.
public enum UIBarMetrics: Int, Sendable { case `default`, compact, defaultPrompt = 101, compactPrompt }

/// UIKit's `UINavigationController`: a stack of controllers; the top one is shown under the bar.
/// A capture draws the bar (the top controller's navigation item) as the screen chrome, large when
/// `navigationBar.prefersLargeTitles` and the item's `largeTitleDisplayMode` allow it.
open class UINavigationController: UIViewController {
    open var viewControllers: [UIViewController] = [] {
        didSet {
            for c in oldValue where !viewControllers.contains(where: { $0 === c }) { c.removeFromParent() }
            for c in viewControllers where c.parent !== self { addChild(c) }
        }
    }
    public let navigationBar = UINavigationBar()
    open var isNavigationBarHidden = false

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        pushViewController(rootViewController, animated: false)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public var topViewController: UIViewController? { viewControllers.last }
    public var visibleViewController: UIViewController? { topViewController }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewControllers.append(viewController)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1 else { return nil }
        return viewControllers.popLast()
    }

    open func setViewControllers(_ controllers: [UIViewController], animated: Bool) { viewControllers = controllers }

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }

    /// Pops to the root (the first controller), returning the popped ones; nil when there is nothing to pop.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard viewControllers.count > 1 else { return nil }
        let popped = Array(viewControllers.dropFirst())
        viewControllers = Array(viewControllers.prefix(1))
        return popped
    }

    /// Pops to `viewController`, returning the popped ones; nil when it is not on the stack.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(viewControllers[(index + 1)...])
        viewControllers = Array(viewControllers[...index])
        return popped
    }

    open weak var delegate: (any UINavigationControllerDelegate)?
    open var hidesBarsOnSwipe = false
    open var hidesBarsOnTap = false
    open var hidesBarsWhenKeyboardAppears = false
    open var hidesBarsWhenVerticallyCompact = false
    /// UIKit's: the controller's toolbar, hidden by default — and never drawn here (`UIToolbar`).
    public let toolbar = UIToolbar()
    open var isToolbarHidden = true
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }

    /// UIKit's `UINavigationController.Operation`.
    public enum Operation: Int, Sendable { case none, push, pop }
}

/// UIKit's `UITabBarController`: its controllers' tab bar items along the bottom; the selected one
/// is shown. A capture draws the tab bar as the screen chrome.
open class UITabBarController: UIViewController {
    open var viewControllers: [UIViewController]? {
        didSet {
            for c in oldValue ?? [] { c.removeFromParent() }
            for c in viewControllers ?? [] { addChild(c) }
        }
    }
    open var selectedIndex = 0
    /// UIKit's `tabBar`: what the capture reads the tab bar's visibility and colours from.
    public let tabBar = UITabBar(frame: .zero)
    open weak var delegate: (any UITabBarControllerDelegate)?

    open func setViewControllers(_ controllers: [UIViewController]?, animated: Bool) { viewControllers = controllers }

    /// UIKit's `selectedViewController`: the tab at `selectedIndex`; set, that controller's tab is selected.
    open var selectedViewController: UIViewController? {
        get {
            guard let controllers = viewControllers, controllers.indices.contains(selectedIndex) else { return nil }
            return controllers[selectedIndex]
        }
        set {
            guard let newValue, let index = viewControllers?.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }
}

/// UIKit's `UICollectionViewController`: its view is a collection view of its layout, whose data
/// source and delegate it is.
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private let initialLayout: UICollectionViewLayout
    /// UIKit's: the collection view's layout (a storyboard's or nib's once the view is loaded), else
    /// the one the controller was made with.
    public var collectionViewLayout: UICollectionViewLayout {
        (viewIfLoaded as? UICollectionView)?.collectionViewLayout ?? initialLayout
    }
    open var clearsSelectionOnViewWillAppear = true
    open var installsStandardGestureForInteractiveMovement = true

    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// UIKit's: a controller made without a layout (`UICollectionViewController()`) has a flow layout.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// UIKit's `collectionView`: the view, a `UICollectionView`.
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    /// UIKit's: the view from Interface Builder (a storyboard scene's collection view, which connects
    /// its own data source and delegate), else a collection view with the controller's layout whose
    /// data source and delegate are the controller.
    open override func loadView() {
        if let loaded = interfaceBuilderView() {
            view = loaded
            return
        }
        let collectionView = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: initialLayout)
        collectionView.dataSource = self
        collectionView.delegate = self
        view = collectionView
    }

    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                             forElementKind elementKind: String, at indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}
