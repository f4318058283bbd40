import Foundation

/// UIKit's `UIToolbar`: a bar of bar button items. Laid out as a view 44 pt tall (its intrinsic height on an
/// iPhone); drawn as iOS 15 and later draw a toolbar whose content does not scroll under it — transparent,
/// with no hairline (its scroll-edge appearance) — unless the app gives it a `barTintColor` or a
/// `backgroundColor`. Its items are kept and not drawn yet.
open class UIToolbar: UIView {
    /// UIKit's `appearance()` (`AppearanceProxies`: kept, not applied).
    open override class func appearance() -> UIToolbar { AppearanceProxies.proxy(UIToolbar.self) { UIToolbar(frame: .zero) } }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type]) -> UIToolbar { appearance() }

    open var items: [UIBarButtonItem]?
    open var barStyle = UIBarStyle.default
    open var isTranslucent = true
    open var barTintColor: UIColor? { didSet { backgroundColor = barTintColor } }
    open var standardAppearance = UIToolbarAppearance()
    open var compactAppearance: UIToolbarAppearance?
    open var scrollEdgeAppearance: UIToolbarAppearance?
    open var compactScrollEdgeAppearance: UIToolbarAppearance?
    open weak var delegate: (any UIToolbarDelegate)?

    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 44) }
    open func setBackgroundImage(_ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) {}
    open func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {}
}

/// UIKit's `UIToolbarAppearance` (iOS 13): kept, not drawn.
open class UIToolbarAppearance: UIBarAppearance {}

/// UIKit's `UIBarPosition`.
public enum UIBarPosition: Int, Sendable { case any, bottom, top, topAttached }

/// UIKit's `UIBarPositioningDelegate` and `UIToolbarDelegate`.
public protocol UIBarPositioningDelegate: AnyObject {
    func position(for bar: AnyObject) -> UIBarPosition
}
extension UIBarPositioningDelegate {
    public func position(for bar: AnyObject) -> UIBarPosition { .any }
}
public protocol UIToolbarDelegate: UIBarPositioningDelegate {}

/// UIKit's `UINavigationControllerDelegate`: never called (a capture pushes and shows nothing).
public protocol UINavigationControllerDelegate: AnyObject {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController) -> UIInterfaceOrientationMask
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
}
extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
    public func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController) -> UIInterfaceOrientationMask { .allButUpsideDown }
    public func navigationController(_ navigationController: UINavigationController,
                                     animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { nil }
}
