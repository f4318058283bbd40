import Foundation

/// UIKit's `UIForceTouchCapability`: an iPhone without 3D Touch (`unavailable`), as every iPhone since
/// the XR and 11 is.
public enum UIForceTouchCapability: Int, Sendable { case unknown, unavailable, available }

extension UITraitCollection {
    /// UIKit's `forceTouchCapability`: `.unavailable` (Layoutshot's devices have no 3D Touch).
    public var forceTouchCapability: UIForceTouchCapability { .unavailable }
}

/// UIKit's `UIViewControllerPreviewing` (3D Touch peek and pop, deprecated for context menus): the
/// registration `registerForPreviewing(with:sourceView:)` answers. Kept; nothing is peeked.
public protocol UIViewControllerPreviewing: AnyObject {
    var delegate: any UIViewControllerPreviewingDelegate { get }
    var sourceView: UIView { get }
    var sourceRect: CGRect { get set }
}

/// UIKit's `UIViewControllerPreviewingDelegate`: never called.
public protocol UIViewControllerPreviewingDelegate: AnyObject {
    func previewingContext(_ previewingContext: any UIViewControllerPreviewing, viewControllerForLocation location: CGPoint) -> UIViewController?
    func previewingContext(_ previewingContext: any UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController)
}

/// The registration a view controller keeps for each `registerForPreviewing(with:sourceView:)`.
final class PreviewingRegistration: UIViewControllerPreviewing {
    unowned let delegate: any UIViewControllerPreviewingDelegate
    let sourceView: UIView
    var sourceRect: CGRect
    init(delegate: any UIViewControllerPreviewingDelegate, sourceView: UIView) {
        self.delegate = delegate
        self.sourceView = sourceView
        sourceRect = sourceView.bounds
    }
}

extension UIViewController {
    /// UIKit's `registerForPreviewing(with:sourceView:)`: a registration, kept by nobody; nothing is peeked.
    @discardableResult
    public func registerForPreviewing(with delegate: any UIViewControllerPreviewingDelegate, sourceView: UIView) -> any UIViewControllerPreviewing {
        PreviewingRegistration(delegate: delegate, sourceView: sourceView)
    }
    public func unregisterForPreviewing(withContext previewing: any UIViewControllerPreviewing) {}
}
