import Foundation

/// UIKit's `UIViewControllerTransitionCoordinatorContext`: where a transition is (here: always done).
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var isCancelled: Bool { get }
    var isInteractive: Bool { get }
    var transitionDuration: TimeInterval { get }
    var containerView: UIView { get }
}

/// UIKit's `UIViewControllerTransitionCoordinator`: a size or presentation transition's coordinator.
/// A capture never transitions; declared so `viewWillTransition(to:with:)` overrides compile. Its
/// alongside-animations run at once.
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}
