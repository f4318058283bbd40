import Foundation
import LayoutshotFiles
import Rendering
import Scene
import ScreenPipeline
import ScreenSpec
import UIKit

/// Layoutshot's capture of an app's own screen: a view controller (or a collection view) built by
/// the app's code, laid out on a simulated device and turned into a `Screen` and nothing more — a
/// screen whose scope (`CaptureScope`) runs the app's code on the simulated device. It is drawn by the
/// one pipeline every input goes through (`ScreenDrawing`: solve, scene, PNG/SVG/PDF, frame dump,
/// goldens); `render`, `solve` and `frames` below are that pipeline's calls.
///
/// ```swift
/// let capture = try LayoutCapture(of: UINavigationController(rootViewController: GamesViewController()),
///                                 on: Device.preset(named: "iphone-15")!)
/// let png = try capture.render(as: .png)
/// print(capture.frames)            // `layoutshot layout`'s JSON
/// ```
///
/// What a capture does, in order:
/// 1. the simulated device (`UIKitSimulation.device`) is the capture's device, for the whole capture;
/// 2. the chrome comes from the containers: a `UITabBarController`'s tab bar (its controllers' tab
///    bar item titles, `selectedIndex`), a `UINavigationController`'s bar over its top controller
///    (the navigation item's title; large when `navigationBar.prefersLargeTitles` and the item's
///    `largeTitleDisplayMode` is not `.never`);
/// 3. the shown controller's view is loaded (`viewDidLoad`), sized to the screen with the bars in
///    its safe area, `viewWillAppear`, laid out (`viewWillLayoutSubviews`, `viewDidLayoutSubviews`),
///    `viewDidAppear`; then what the app queued on the main queue runs (`settleMainQueue`);
/// 4. the first `UICollectionView` in the view tree is the screen: its layout, the data source's
///    counts, its background colour, each element drawn from the view the app's code makes for it
///    (`CellViews`);
/// 5. anything the app's calls got wrong that UIKit raises for (a dequeue with an unregistered
///    identifier, a layout that cannot be solved) fails the capture with a one-line error.
///
/// Difference from UIKit: only the collection view is drawn — views beside it in the controller's
/// view are not (a header above a collection view that does not fill the screen).
public struct LayoutCapture {
    public let screen: Screen
    public let device: Device
    /// The controller whose view was captured (inside its containers).
    public let viewController: UIViewController
    public let collectionView: UICollectionView
    /// The app's modules a xib's `customClass` is looked up in (after its `customModule`): the shown
    /// controller's and the root's, bound to the capture's task (`UIKitSimulation.with(appModules:_:)`).
    public let appModules: [String]

    /// Captures `viewController` on `device` (turned to `traits.orientation`) with `traits`.
    public init(of viewController: UIViewController, on device: Device, traits: Traits = .standard) throws {
        let device = device.oriented(traits.orientation)
        let modules = Self.modules(of: viewController)
        var screen: Screen
        (screen, self.viewController, collectionView) = try Self.scoped(device, traits, modules) {
            try Self.capture(viewController, on: device, traits: traits)
        }
        screen.scope = CaptureScope(device: device, traits: traits, modules: modules,
                                    collectionView: collectionView, controller: String(describing: type(of: self.viewController)),
                                    owner: viewController)
        self.screen = screen
        self.device = device
        appModules = modules
    }

    /// Captures a collection view the app made on its own (its layout, data source and delegate set):
    /// it fills the view of a plain controller, as if it were that controller's.
    public init(of collectionView: UICollectionView, on device: Device, traits: Traits = .standard) throws {
        try self.init(of: CollectionViewHost(collectionView), on: device, traits: traits)
    }

    /// The screen through the pipeline (`ScreenDrawing`), as `layoutshot render` draws a screen file:
    /// self-sized cells measured with the renderer's fonts, at rest.
    public var drawing: ScreenDrawing { ScreenDrawing(screen, on: device) }

    /// Renders the screen as `layoutshot render` draws a screen file (`drawing`).
    public func render(as format: OutputFormat = .png, appearance: Appearance = .light) throws -> [UInt8] {
        var drawing = drawing
        drawing.format = format
        drawing.appearance = appearance
        return try drawing.render(with: Renderer()).bytes
    }

    /// The screen solved as `render` solves it: estimated elements self-sized by their views, text
    /// measured with the renderer's fonts.
    public func solve() throws -> SolvedLayout {
        try drawing.solve(measuringWith: TextMeasurer())
    }

    /// The frame dump (`layoutshot layout`'s JSON), self-sized as `render` sizes it.
    public var frames: String {
        get throws { drawing.frames(try solve()) }
    }

    /// Runs `body` on the capture's simulated device: the app's code the pipeline calls later (a
    /// data source's `cellForItemAt` while drawing) sees the capture's `UIScreen` and `UIDevice`, and
    /// its nibs find the capture's app classes.
    public func onDevice<T>(_ body: () throws -> T) rethrows -> T {
        try Self.scoped(device, screen.traits, appModules, body)
    }

    private static func scoped<T>(_ device: Device, _ traits: Traits, _ modules: [String], _ body: () throws -> T) rethrows -> T {
        try UIKitSimulation.with(device, layoutDirection: traits.layoutDirection, contentSizeCategory: traits.preferredContentSizeCategory) {
            try UIKitSimulation.with(appModules: modules, body)
        }
    }

    /// The shown controller's module and the root's (a tab bar controller of the UIKit module itself adds nothing).
    private static func modules(of root: UIViewController) -> [String] {
        var modules: [String] = []
        for controller in [shownController(root).0, root] {
            guard let module = String(reflecting: type(of: controller)).split(separator: ".").first.map(String.init),
                  module != "UIKit", !modules.contains(module) else { continue }
            modules.append(module)
        }
        return modules
    }

    /// The first problem the app's calls caused while the pipeline drew (nil when none), as a
    /// capture error's message.
    public var problem: String? { Self.problem(of: collectionView, in: viewController) }

    private static func problem(of collectionView: UICollectionView, in controller: UIViewController) -> String? {
        collectionView.problems.first.map { "\(type(of: controller)): \($0)" }
    }


    // MARK: Steps

    private static func capture(_ root: UIViewController, on device: Device, traits: Traits) throws
        -> (Screen, UIViewController, UICollectionView) {
        // The shown controller's view loads first: its `viewDidLoad` may set the titles the bars show.
        shownController(root).0.loadViewIfNeeded()
        let (shown, chrome) = shownController(root)
        var screenChromeDevice = device
        if let chrome {
            let bars = chrome.barInsets(scrolledBy: 0, compactHeight: device.isCompactHeight)
            screenChromeDevice.safeAreaTop += bars.top
            screenChromeDevice.safeAreaBottom += bars.bottom
        }
        // Step 3: the view at the screen's size, the bars in its safe area.
        shown.loadViewIfNeeded()
        guard let view = shown.view else { throw CaptureError("\(type(of: shown)) has no view") }
        view.frame = CGRect(x: 0, y: 0, width: device.width, height: device.height)
        view.simulatedSafeAreaInsets = UIEdgeInsets(top: screenChromeDevice.safeAreaTop, left: device.safeAreaLeft,
                                                    bottom: screenChromeDevice.safeAreaBottom, right: device.safeAreaRight)
        view.contentScaleFactor = device.scale
        view.environmentLayoutDirection = traits.layoutDirection
        shown.viewWillAppear(false)
        shown.viewWillLayoutSubviews()
        view.layoutIfNeeded()
        shown.viewDidLayoutSubviews()
        shown.viewDidAppear(false)
        if settleMainQueue(of: view) {
            view.setNeedsLayout()
            view.layoutIfNeeded()
            shown.viewDidLayoutSubviews()
        }

        // Step 4: the collection view is the screen.
        guard let collectionView = view.allViews.lazy.compactMap({ $0 as? UICollectionView }).first else {
            throw CaptureError("\(type(of: shown)): its view holds no UICollectionView (looked through \(view.allViews.count) views)")
        }
        if let problem = problem(of: collectionView, in: shown) { throw CaptureError(problem) }
        let counts = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
        let views = CellViews(CollectionViewCells(collectionView))
        let background = (collectionView.backgroundColor ?? view.backgroundColor).map(ColorReference.init)
            ?? .system("systemBackground")
        var screen = Screen(name: String(describing: type(of: shown)), layout: collectionView.collectionViewLayout, itemCounts: counts,
                            backgroundColor: background, title: chrome?.navigationTitle ?? shown.title) { _ in CellStyle(views: views) }
        for kind in Array(screen.supplementaryViews.keys) { screen.supplementaryViews[kind] = CellStyle(views: views) }
        screen.chrome = chrome
        if let scrolled = collectionView.scrolled { screen.scroll = scrolled }   // D8: where the app scrolled it
        screen.contentInset = collectionView.contentInset                        // D9: its insets as the app set them
        screen.contentInsetAdjustmentBehavior = collectionView.contentInsetAdjustmentBehavior
        screen.overrideUserInterfaceStyle = overriddenStyle(root: root, shown: shown, collectionView: collectionView)
        screen = screen.withTraits(traits)
        return (screen, shown, collectionView)
    }

    /// Step 4, last: the light or dark style the app forces on the screen (`overrideUserInterfaceStyle`), as
    /// UIKit passes it down — the innermost of the root controller, the shown controller, their views and
    /// the collection view's ancestors that sets one.
    static func overriddenStyle(root: UIViewController, shown: UIViewController, collectionView: UICollectionView) -> UIUserInterfaceStyle {
        var ancestors: [UIView] = []
        var current: UIView? = collectionView
        while let view = current, view !== shown.view { ancestors.append(view); current = view.superview }
        let chain: [UIUserInterfaceStyle] = [root.overrideUserInterfaceStyle, root.view?.overrideUserInterfaceStyle ?? .unspecified,
                                             shown.overrideUserInterfaceStyle, shown.view?.overrideUserInterfaceStyle ?? .unspecified]
            + ancestors.reversed().map(\.overrideUserInterfaceStyle)
        return chain.last { $0 != .unspecified } ?? .unspecified
    }

    /// Step 3, last: the work the app queued for the main queue runs, as iOS runs it before its first
    /// frames — a controller that loads its data on a background queue and hands it to the main one
    /// (`DispatchQueue.main.async { self.messages = …; reloadData() }`, MessageKit's example) is drawn
    /// with its data. The main run loop turns in 10 ms slices until the view tree and the collection
    /// views' counts are the same for three slices in a row, for at most a second (a timer or a download
    /// that never settles); only on the main thread, where a capture from the command line runs. True
    /// when anything changed.
    static func settleMainQueue(of view: UIView) -> Bool {
        guard Thread.isMainThread else { return false }
        func fingerprint() -> [Int] {
            var counts = [view.allViews.count]
            for collection in view.allViews.lazy.compactMap({ $0 as? UICollectionView }) {
                let sections = collection.numberOfSections
                counts.append(sections)
                for section in 0..<min(sections, 1000) { counts.append(collection.numberOfItems(inSection: section)) }
            }
            return counts
        }
        let first = fingerprint()
        var last = first, quiet = 0
        let deadline = Date().addingTimeInterval(1)
        while quiet < 3, Date() < deadline {
            RunLoop.main.run(until: Date().addingTimeInterval(0.01))
            let now = fingerprint()
            quiet = now == last ? quiet + 1 : 0
            last = now
        }
        return last != first
    }

    /// Step 2: the controller shown inside `root`'s containers, and the chrome they draw.
    public static func shownController(_ root: UIViewController) -> (UIViewController, ScreenChrome?) {
        var shown = root
        var chrome = ScreenChrome()
        var hasChrome = false
        if let tabs = shown as? UITabBarController, let controllers = tabs.viewControllers, !controllers.isEmpty {
            let selected = min(max(0, tabs.selectedIndex), controllers.count - 1)
            shown = controllers[selected]
            hasChrome = true
            if !tabs.tabBar.isHidden, !hidesBottomBar(controllers[selected]) {
                chrome.tabs = controllers.map(tabTitle)
                chrome.selectedTab = selected
                chrome.tabBarColors = tabBarColors(tabs.tabBar)
            }
        }
        if let navigation = shown as? UINavigationController, let top = navigation.topViewController {
            shown = top
            hasChrome = true
            if !navigation.isNavigationBarHidden {
                chrome.navigationTitle = top.navigationItem.title ?? top.title ?? ""
                let mode = top.navigationItem.largeTitleDisplayMode
                chrome.prefersLargeTitles = mode == .always || (navigation.navigationBar.prefersLargeTitles && mode != .never && mode != .inline)
                barItems(of: navigation, top, into: &chrome)
                chrome.navigationBarColors = navigationBarColors(navigation.navigationBar, item: top.navigationItem)
            }
            if !navigation.isToolbarHidden, let items = top.toolbarItems, !items.isEmpty {
                chrome.toolbarItems = items.compactMap(toolbarItem)
            }
        }
        return (shown, hasChrome ? chrome : nil)
    }

    /// Step 2: the navigation item's buttons (issue 32) — hidden items and spaces left out — and the back
    /// button when `top` is not the stack's root and its item neither hides it nor replaces it with left
    /// items (unless they supplement it): titled by the previous controller's `backButtonTitle`, back
    /// item's title, or title; "Back" with the `.generic` display mode; the chevron alone with `.minimal`.
    private static func barItems(of navigation: UINavigationController, _ top: UIViewController, into chrome: inout ScreenChrome) {
        let item = top.navigationItem
        chrome.leadingItems = (item.leftBarButtonItems ?? []).compactMap(barItem)
        chrome.trailingItems = (item.rightBarButtonItems ?? []).compactMap(barItem)
        let stack = navigation.viewControllers
        guard stack.count > 1, !item.hidesBackButton, chrome.leadingItems.isEmpty || item.leftItemsSupplementBackButton else { return }
        let previous = stack[stack.count - 2].navigationItem
        switch item.backButtonDisplayMode {
        case .minimal: chrome.backTitle = ""
        case .generic: chrome.backTitle = "Back"
        case .default:
            chrome.backTitle = previous.backButtonTitle ?? previous.backBarButtonItem?.title ?? previous.title ?? stack[stack.count - 2].title ?? "Back"
        }
    }

    /// The bar's colours as UIKit resolves them (issue 32): the navigation item's appearances, else the
    /// bar's, else its appearance proxy's (`UINavigationBar.appearance()`, applied to what the bar itself
    /// leaves unset); the tint the bar's or the proxy's; the legacy `barTintColor` and `titleTextAttributes`
    /// where no appearance says otherwise. At rest the bar shows its scroll-edge appearance — none set,
    /// nothing behind it (iOS 15); `barTintColor` colours only the scrolled bar, as on iOS 15.
    public static func navigationBarColors(_ bar: UINavigationBar, item: UINavigationItem,
                                           proxy: UINavigationBar = .appearance()) -> ScreenChrome.NavigationBarColors {
        func color(_ attributes: [NSAttributedString.Key: Any]?) -> UIColor? { attributes?[.foregroundColor] as? UIColor }
        let standards = [item.standardAppearance, bar.standardAppearance, proxy.standardAppearance].compactMap { $0 }
        let edges = [item.scrollEdgeAppearance, bar.scrollEdgeAppearance, proxy.scrollEdgeAppearance].compactMap { $0 }
        var colors = ScreenChrome.NavigationBarColors()
        colors.tint = (bar.tintColor ?? proxy.tintColor).map(ColorReference.init)
        colors.background = (standards.lazy.compactMap(\.backgroundColor).first ?? bar.barTintColor ?? proxy.barTintColor).map(ColorReference.init)
        colors.scrollEdgeBackground = edges.first?.backgroundColor.map(ColorReference.init)
        let titles = standards.map(\.titleTextAttributes) + [bar.titleTextAttributes, proxy.titleTextAttributes].compactMap { $0 }
        colors.titleColor = titles.lazy.compactMap(color).first.map(ColorReference.init)
        let large = (edges + standards).map(\.largeTitleTextAttributes) + [bar.largeTitleTextAttributes, proxy.largeTitleTextAttributes].compactMap { $0 }
        colors.largeTitleColor = large.lazy.compactMap(color).first.map(ColorReference.init)
        return colors
    }

    /// UIKit's `hidesBottomBarWhenPushed`: a tab's navigation stack with a pushed controller that asks it
    /// hides the tab bar (and for the controllers pushed after it).
    private static func hidesBottomBar(_ tab: UIViewController) -> Bool {
        guard let navigation = tab as? UINavigationController else { return false }
        return navigation.viewControllers.dropFirst().contains { $0.hidesBottomBarWhenPushed }
    }

    /// The tab bar's colours as UIKit resolves them (issue 32): the bar's, else its appearance proxy's
    /// (`UITabBar.appearance()`); the background the standard appearance's, else `barTintColor`; the
    /// item appearances' icon colours before the tints.
    public static func tabBarColors(_ bar: UITabBar, proxy: UITabBar = .appearance()) -> ScreenChrome.TabBarColors {
        let layouts = [bar.standardAppearance.stackedLayoutAppearance, proxy.standardAppearance.stackedLayoutAppearance]
        var colors = ScreenChrome.TabBarColors()
        colors.selected = (layouts.lazy.compactMap(\.selected.iconColor).first ?? bar.tintColor ?? proxy.tintColor).map(ColorReference.init)
        colors.unselected = (layouts.lazy.compactMap(\.normal.iconColor).first ?? bar.unselectedItemTintColor ?? proxy.unselectedItemTintColor)
            .map(ColorReference.init)
        colors.background = (bar.standardAppearance.backgroundColor ?? proxy.standardAppearance.backgroundColor ?? bar.barTintColor
            ?? proxy.barTintColor).map(ColorReference.init)
        return colors
    }

    /// A toolbar's item: its spaces kept (a flexible space shares the room left), its buttons as the
    /// navigation bar's; a hidden item left out.
    private static func toolbarItem(_ item: UIBarButtonItem) -> ScreenChrome.ToolbarItem? {
        switch item.systemItem {
        case .flexibleSpace?: return .flexibleSpace
        case .fixedSpace?: return .fixedSpace(Double(item.width))
        default: return barItem(item).map { .button($0) }
        }
    }

    /// A bar button as the chrome draws it: its title (semibold when `.done`-styled), a system item's title
    /// (Done, Cancel, Edit, Save, Undo, Redo) or glyph, an image or a custom view as a glyph; nil for a
    /// hidden item or a space.
    private static func barItem(_ item: UIBarButtonItem) -> ScreenChrome.BarItem? {
        guard !item.isHidden else { return nil }
        if let system = item.systemItem {
            switch system {
            case .flexibleSpace, .fixedSpace: return nil
            case .done: return .title("Done", bold: true)
            case .save: return .title("Save", bold: true)
            case .cancel: return .title("Cancel", bold: false)
            case .edit: return .title("Edit", bold: false)
            case .undo: return .title("Undo", bold: false)
            case .redo: return .title("Redo", bold: false)
            default: return .glyph
            }
        }
        if item.image != nil || item.customView != nil { return .glyph }
        if let title = item.title { return .title(title, bold: item.style == .done) }
        return nil
    }

    /// A tab's title: its controller's tab bar item, else (a navigation controller) its root's.
    private static func tabTitle(_ controller: UIViewController) -> String {
        if let title = controller.tabBarItem.title { return title }
        if let navigation = controller as? UINavigationController, let root = navigation.viewControllers.first {
            return root.tabBarItem.title ?? root.title ?? ""
        }
        return controller.title ?? ""
    }
}

/// A capture that cannot be made: one line naming the controller and the call.
public struct CaptureError: Error, CustomStringConvertible, Equatable {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

extension ColorReference {
    /// A `UIColor` as a screen's colour reference: components fixed, system colours by name (an
    /// alpha other than 1 resolved per appearance), dynamic colours per appearance.
    init(_ color: UIColor) {
        switch color.value {
        case .rgba(let r, let g, let b, let a):
            self = .fixed(RGBA(red: r, green: g, blue: b, alpha: a))
        case .system(let name, let alpha):
            if alpha == 1 { self = .system(name); return }
            func faded(_ appearance: Appearance) -> ColorReference {
                var c = ColorReference.system(name).resolve(appearance)
                c.alpha *= alpha
                return .fixed(c)
            }
            self = .dynamic(light: faded(.light), dark: faded(.dark))
        case .dynamic(let light, let dark):
            self = .dynamic(light: ColorReference(light), dark: ColorReference(dark))
        }
    }
}

/// The plain controller a lone collection view is captured in (`LayoutCapture(of: collectionView, …)`).
final class CollectionViewHost: UIViewController {
    let hosted: UICollectionView

    init(_ collectionView: UICollectionView) {
        hosted = collectionView
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        hosted.frame = view.bounds
        hosted.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(hosted)
    }
}

/// The scope a captured screen is drawn in (`ScreenScope`): the capture's simulated device and layout
/// direction, its app modules (where a xib's custom class is looked up), and the app's mistakes while
/// the pipeline ran (a dequeue with an unregistered identifier) as a one-line `CaptureError`.
struct CaptureScope: ScreenScope {
    let device: Device
    let traits: Traits
    let modules: [String]
    let collectionView: UICollectionView
    let controller: String
    /// The captured root controller, held while the screen is drawn: a collection view's `dataSource`
    /// and `delegate` are weak, and the app's data source is often the controller (on iOS the window
    /// keeps it). Without it a screen drawn after its capture was released made no cells.
    let owner: UIViewController

    func run<T>(_ body: () throws -> T) throws -> T {
        let result = try UIKitSimulation.with(device, layoutDirection: traits.layoutDirection,
                                              contentSizeCategory: traits.preferredContentSizeCategory) {
            try UIKitSimulation.with(appModules: modules, body)
        }
        if let problem = collectionView.problems.first { throw CaptureError("\(controller): \(problem)") }
        return result
    }
}
