import Foundation

// UIKit's presentation and transition API, kept and inert: a capture draws the controller it is given,
// full screen under its container's chrome, so no presentation is laid out and no transition runs.

/// UIKit's `UIPresentationController`: kept with its controllers; `frameOfPresentedViewInContainerView`
/// is the container's bounds (as a full-screen presentation's), the transition hooks are never called.
open class UIPresentationController: NSObject {
    public let presentedViewController: UIViewController
    public private(set) var presentingViewController: UIViewController?
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
    open var containerView: UIView? { presentingViewController?.viewIfLoaded }
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }
    open var shouldPresentInFullscreen: Bool { true }
    open var shouldRemovePresentersView: Bool { false }
    open var adaptivePresentationStyle: UIModalPresentationStyle { .fullScreen }
    open var overrideTraitCollection: UITraitCollection?

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
    }

    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}
    open func size(forChildContentContainer container: AnyObject, withParentContainerSize parentSize: CGSize) -> CGSize { parentSize }
}

/// UIKit's `UIPopoverArrowDirection`.
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1)
    public static let down = UIPopoverArrowDirection(rawValue: 2)
    public static let left = UIPopoverArrowDirection(rawValue: 4)
    public static let right = UIPopoverArrowDirection(rawValue: 8)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    public static let unknown = UIPopoverArrowDirection(rawValue: .max)
}

/// UIKit's `UIPopoverPresentationController`: where a popover points (kept, never drawn).
open class UIPopoverPresentationController: UIPresentationController {
    open var sourceView: UIView?
    open var sourceRect = CGRect.zero
    open var sourceItem: AnyObject?
    open var barButtonItem: UIBarButtonItem?
    open var permittedArrowDirections = UIPopoverArrowDirection.any
    open var arrowDirection: UIPopoverArrowDirection { .unknown }
    open var passthroughViews: [UIView]?
    open var backgroundColor: UIColor?
    open var canOverlapSourceViewRect = false
    open var popoverLayoutMargins = UIEdgeInsets.zero
}

/// UIKit's `UISheetPresentationController` (iOS 15): its detents and grabber, kept.
open class UISheetPresentationController: UIPresentationController {
    /// UIKit's `UISheetPresentationController.Detent`.
    public final class Detent: NSObject, @unchecked Sendable {
        /// UIKit's `Detent.Identifier`.
        public struct Identifier: Hashable, RawRepresentable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public static let medium = Identifier("com.apple.UIKit.medium")
            public static let large = Identifier("com.apple.UIKit.large")
        }
        public let identifier: Identifier
        init(_ identifier: Identifier) { self.identifier = identifier }
        public static func medium() -> Detent { Detent(.medium) }
        public static func large() -> Detent { Detent(.large) }
        public static func custom(identifier: Identifier? = nil, resolver: @escaping (AnyObject) -> CGFloat?) -> Detent {
            Detent(identifier ?? Identifier("custom"))
        }
    }
    open var detents: [Detent] = [.large()]
    open var selectedDetentIdentifier: Detent.Identifier?
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    open var prefersGrabberVisible = false
    open var preferredCornerRadius: CGFloat?
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    open var prefersEdgeAttachedInCompactHeight = false
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    open func animateChanges(_ changes: () -> Void) { changes() }
}

/// UIKit's `UIAdaptivePresentationControllerDelegate`: never called.
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}
extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .fullScreen }
    public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle { .fullScreen }
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

/// UIKit's `UIPopoverPresentationControllerDelegate`: never called.
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {}

/// UIKit's `UITransitionContextViewControllerKey` and `UITransitionContextViewKey`.
public struct UITransitionContextViewControllerKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}
public struct UITransitionContextViewKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// UIKit's `UIViewControllerContextTransitioning`: what a custom transition is given (never, here).
public protocol UIViewControllerContextTransitioning: AnyObject {
    var containerView: UIView { get }
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var transitionWasCancelled: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    func finishInteractiveTransition()
    func cancelInteractiveTransition()
    func pauseInteractiveTransition()
    func completeTransition(_ didComplete: Bool)
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    func initialFrame(for vc: UIViewController) -> CGRect
    func finalFrame(for vc: UIViewController) -> CGRect
}

/// UIKit's `UIViewControllerAnimatedTransitioning`: a custom transition's animator (never run).
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    func animationEnded(_ transitionCompleted: Bool)
}
extension UIViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// UIKit's `UIViewControllerInteractiveTransitioning`.
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
}

/// UIKit's `UIPercentDrivenInteractiveTransition`: kept, never driven.
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    open var duration: CGFloat { 0 }
    open var percentComplete: CGFloat { 0 }
    open var completionSpeed: CGFloat = 1
    open var wantsInteractiveStart = true
    public override init() {}
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {}
    open func update(_ percentComplete: CGFloat) {}
    open func cancel() {}
    open func finish() {}
    open func pause() {}
}

/// UIKit's `UIViewControllerTransitioningDelegate`: never asked.
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController?
}
extension UIViewControllerTransitioningDelegate {
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    public func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? { nil }
}

/// UIKit's `UIStoryboardSegue`: a segue's identifier and controllers, for `prepare(for:sender:)` (which
/// a capture never calls: it draws one scene and performs no segue).
open class UIStoryboardSegue: NSObject {
    public let identifier: String?
    public let source: UIViewController
    public let destination: UIViewController
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier; self.source = source; self.destination = destination
    }
    open func perform() {}
}

/// UIKit's `UIStoryboardUnwindSegueSource`.
open class UIStoryboardUnwindSegueSource: NSObject {
    public let source: UIViewController
    public let unwindAction: Selector
    public let sender: Any?
    public init(source: UIViewController, unwindAction: Selector, sender: Any?) {
        self.source = source; self.unwindAction = unwindAction; self.sender = sender
    }
}
