import Foundation
import InterfaceBuilder

/// UIKit's `UIViewController`: a view loaded on first use (`loadView()`, then `viewDidLoad()`), the
/// appearance callbacks, a title and the navigation and tab bar items its containers draw.
///
/// ```swift
/// final class GamesViewController: UIViewController {
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         title = "Games"
///         view.addSubview(collectionView)
///     }
/// }
/// ```
///
/// A capture (`LayoutshotUIKit`) loads the view at the simulated screen's size, calls
/// `viewWillAppear(_:)`, lays the tree out (`viewWillLayoutSubviews`, `viewDidLayoutSubviews`) and
/// calls `viewDidAppear(_:)`. `loadView()` loads the view as UIKit does (`interfaceBuilderView()`): a
/// storyboard scene's root view, else the controller's nib, else a plain view. Differences from
/// UIKit: no presentation, transitions, rotation or state restoration —
/// `present(_:animated:completion:)` and `dismiss` are accepted and do nothing but call completion.
open class UIViewController: UIResponder {
    public let nibName: String?
    public let nibBundle: Bundle?
    private var storedView: UIView?
    /// The storyboard and scene the controller was made from (`UIStoryboard`).
    var storyboardSource: (storyboard: UIStoryboard, scene: IBScene)?

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil; nibBundle = nibBundleOrNil
        super.init()
    }

    public required init?(coder: NSCoder) { nibName = nil; nibBundle = nil; super.init() }

    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    // MARK: The view

    /// UIKit's `view`: loaded on first use.
    open var view: UIView! {
        get { loadViewIfNeeded(); return storedView }
        set { storedView = newValue }
    }

    public var viewIfLoaded: UIView? { storedView }
    public var isViewLoaded: Bool { storedView != nil }

    /// UIKit's `loadView()`: the view from Interface Builder (`interfaceBuilderView()`), else a plain
    /// view the size of the screen. Override to make your own (set `view`).
    open func loadView() {
        storedView = interfaceBuilderView() ?? UIView(frame: UIScreen.main.bounds)
    }

    /// The view UIKit's `loadView()` loads: the storyboard scene's root view for a controller a
    /// storyboard made; else the nib `nibName` names; else, for `nibName` nil, a nib named after the
    /// class — `FeedView.xib` for `FeedViewController` first, then `FeedViewController.xib` (UIKit's
    /// documented search), looked for in the bundle's resources and `UIKitSimulation.nibFolders` — whose
    /// File's Owner `view` outlet is the view (the first top-level view when it names none). The
    /// controller is File's Owner: its outlets are assigned and the views' outlets to it connected.
    /// Nil when there is none: a nib that cannot be read stops the run with its one-line reason.
    func interfaceBuilderView() -> UIView? {
        if let (storyboard, scene) = storyboardSource { return storyboard.view(of: scene, for: self) }
        let className = String(describing: type(of: self))
        let candidates = nibName.map { [$0] }
            ?? (className.hasSuffix("Controller") ? [String(className.dropLast("Controller".count)), className] : [className])
        for name in candidates {
            guard let url = UINib.find(name, bundle: nibBundle, includingCurrentFolder: nibName != nil) else { continue }
            return UINib.ownersView(at: url, owner: self)
        }
        return nil
    }

    public func loadViewIfNeeded() {
        guard storedView == nil else { return }
        loadView()
        if storedView == nil { storedView = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func viewSafeAreaInsetsDidChange() {}
    /// UIKit's `viewWillTransition(to:with:)`: called when the size changes (a capture is one size: never).
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}
    /// UIKit's `traitCollectionDidChange(_:)`: a capture's traits never change; kept for overrides.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {}
    open func didReceiveMemoryWarning() {}

    // MARK: Title and bar items

    /// UIKit's `title`: also the navigation item's title and the tab bar item's, unless set there.
    open var title: String? {
        didSet {
            navigationItem.title = title
            if tabBarItemStorage?.title == nil { tabBarItem.title = title }
        }
    }

    public private(set) lazy var navigationItem = UINavigationItem(title: title ?? "")

    private var tabBarItemStorage: UITabBarItem?
    open var tabBarItem: UITabBarItem! {
        get {
            if let item = tabBarItemStorage { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            tabBarItemStorage = item
            return item
        }
        set { tabBarItemStorage = newValue }
    }

    // MARK: Containment

    public private(set) weak var parent: UIViewController?
    public private(set) var children: [UIViewController] = []

    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        children.append(childController)
        childController.parent = self
    }

    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    public var navigationController: UINavigationController? { ancestor(UINavigationController.self) }
    public var tabBarController: UITabBarController? { ancestor(UITabBarController.self) }

    private func ancestor<T: UIViewController>(_ type: T.Type) -> T? {
        var c = parent
        while let p = c {
            if let t = p as? T { return t }
            c = p.parent
        }
        return nil
    }

    /// The view's traits (the simulated device's).
    public var traitCollection: UITraitCollection { view.traitCollection }

    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var prefersStatusBarHidden: Bool { false }
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// UIKit's `overrideUserInterfaceStyle`: a captured screen's controller (or its container) forcing
    /// light or dark draws the whole screen, bars included, in it (`LayoutCapture.overriddenStyle`).
    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified

    // MARK: Orientation — kept: a capture draws the orientation it is asked for (`--orientation`)

    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    open var shouldAutorotate: Bool { true }
    open func setNeedsUpdateOfSupportedInterfaceOrientations() {}

    // MARK: Segues (`Segues.swift`) — a storyboard's segues are not performed (a capture draws one scene)

    /// UIKit calls it before a segue's destination is shown; never called here.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
    /// Accepted; the segue is not performed (`prepare(for:sender:)` is not called).
    open func performSegue(withIdentifier identifier: String, sender: Any?) {}
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool { false }

    // MARK: Toolbar items — the navigation controller's toolbar is not drawn (`UIToolbar`)

    open var toolbarItems: [UIBarButtonItem]?
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) { self.toolbarItems = toolbarItems }

    // MARK: Presentation and extended layout settings

    /// Kept: a capture draws the controller it is given, full screen, under the chrome its container
    /// draws; these change nothing it draws (`additionalSafeAreaInsets` included — noted in the README).
    open var modalPresentationStyle = UIModalPresentationStyle.automatic
    open var modalTransitionStyle = UIModalTransitionStyle.coverVertical
    open var isModalInPresentation = false
    open var definesPresentationContext = false
    open var providesPresentationContextTransitionStyle = false
    open var preferredContentSize = CGSize.zero
    open var edgesForExtendedLayout = UIRectEdge.all
    open var extendedLayoutIncludesOpaqueBars = false
    open var automaticallyAdjustsScrollViewInsets = true
    open var additionalSafeAreaInsets = UIEdgeInsets.zero
    open var hidesBottomBarWhenPushed = false
    /// Kept; a custom transition is never run (`Presentation.swift`).
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    /// UIKit's: the presentation controller of a controller presented as a popover
    /// (`modalPresentationStyle = .popover`), nil otherwise — as on an iPhone, where an activity sheet's is nil
    /// until it is presented as a popover. Its source view and rect are kept, never used.
    open var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        if let popover = storedPopover { return popover }
        let popover = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
        storedPopover = popover
        return popover
    }
    private var storedPopover: UIPopoverPresentationController?
    /// UIKit's: the controller managing this one's presentation, made on first use (kept, inert).
    open var presentationController: UIPresentationController? {
        if let popover = popoverPresentationController { return popover }
        if let stored = storedPresentation { return stored }
        let made = UIPresentationController(presentedViewController: self, presenting: presentingViewController)
        storedPresentation = made
        return made
    }
    private var storedPresentation: UIPresentationController?
    open var sheetPresentationController: UISheetPresentationController? {
        guard [.pageSheet, .formSheet, .automatic].contains(modalPresentationStyle) else { return nil }
        if let sheet = storedSheet { return sheet }
        let sheet = UISheetPresentationController(presentedViewController: self, presenting: presentingViewController)
        storedSheet = sheet
        return sheet
    }
    private var storedSheet: UISheetPresentationController?

    /// Presenting keeps the pair (`presentedViewController`, `presentingViewController`) and calls
    /// `completion` at once; the presented controller is not drawn (a capture draws the one it is given).
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presented = viewControllerToPresent
        viewControllerToPresent.presenting = self
        completion?()
    }
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented { presented.presenting = nil; self.presented = nil } else if let presenting { presenting.presented = nil; self.presenting = nil }
        completion?()
    }
    private var presented: UIViewController?
    private weak var presenting: UIViewController?
    open var presentedViewController: UIViewController? { presented }
    open var presentingViewController: UIViewController? { presenting }
}

/// UIKit's `UIModalPresentationStyle`.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1, automatic = -2
}

/// UIKit's `UIModalTransitionStyle`.
public enum UIModalTransitionStyle: Int, Sendable { case coverVertical, flipHorizontal, crossDissolve, partialCurl }

/// UIKit's `UIStatusBarStyle`.
public enum UIStatusBarStyle: Int, Sendable { case `default`, lightContent, darkContent }
extension UIViewController: UIAppearanceContainer {}
