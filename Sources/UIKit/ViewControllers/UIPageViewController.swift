import Foundation

/// UIKit's `UIPageViewController`: a container showing one page — the first of the controllers given to
/// `setViewControllers(_:direction:animated:completion:)` — as a child filling its view (drawn: the page
/// is what a capture shows, as the screen does at rest). Its data source and delegate are kept and never
/// asked (no page is turned); the page curl and the scroll between pages are not drawn.
open class UIPageViewController: UIViewController {
    /// UIKit's `TransitionStyle`, `NavigationOrientation`, `NavigationDirection`, `SpineLocation`, `OptionsKey`.
    public enum TransitionStyle: Int, Sendable { case pageCurl, scroll }
    public enum NavigationOrientation: Int, Sendable { case horizontal, vertical }
    public enum NavigationDirection: Int, Sendable { case forward, reverse }
    public enum SpineLocation: Int, Sendable { case none, min, mid, max }
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    public let transitionStyle: TransitionStyle
    public let navigationOrientation: NavigationOrientation
    public let spineLocation: SpineLocation
    open weak var dataSource: (any UIPageViewControllerDataSource)?
    open weak var delegate: (any UIPageViewControllerDelegate)?
    open var isDoubleSided = false
    open var gestureRecognizers: [UIGestureRecognizer] { [] }
    open private(set) var viewControllers: [UIViewController]?

    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        spineLocation = (options?[.spineLocation] as? SpineLocation) ?? (style == .pageCurl ? .min : .none)
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        transitionStyle = .scroll; navigationOrientation = .horizontal; spineLocation = .none
        super.init(coder: coder)
    }

    /// The pages shown; the first becomes the child whose view fills this one. `completion` runs at once.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        for old in self.viewControllers ?? [] where !(viewControllers ?? []).contains(where: { $0 === old }) {
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        self.viewControllers = viewControllers
        if let page = viewControllers?.first, page.parent !== self { addChild(page) }
        if isViewLoaded { showPage() }
        completion?(true)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        showPage()
    }

    /// The first page's view, filling this controller's.
    private func showPage() {
        guard let page = viewControllers?.first, let pageView = page.view, pageView.superview !== view else { return }
        pageView.frame = view.bounds
        pageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(pageView)
        page.didMove(toParent: self)
    }
}

/// UIKit's `UIPageViewControllerDataSource` and `UIPageViewControllerDelegate`: never asked.
public protocol UIPageViewControllerDataSource: AnyObject {
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController?
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController?
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}
extension UIPageViewControllerDataSource {
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}
public protocol UIPageViewControllerDelegate: AnyObject {
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}
extension UIPageViewControllerDelegate {
    public func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {}
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
}
