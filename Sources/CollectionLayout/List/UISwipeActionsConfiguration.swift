import Foundation

/// UIKit's `UIContextualAction`: a swipe action of a list row. Layoutshot accepts it so list code
/// compiles and runs as written; nothing draws it (a layout at rest shows no swipe).
///
/// ```swift
/// let delete = UIContextualAction(style: .destructive, title: "Delete") { action, sourceView, done in
///     done(true)
/// }
/// ```
///
/// Difference from UIKit: the handler's second argument is the source view as `AnyObject` (this
/// module has no `UIView`); a closure that names its type as `UIView` does not compile. There is no
/// `backgroundColor` or `image`.
public final class UIContextualAction: @unchecked Sendable {
    /// UIKit's `UIContextualAction.Style`.
    public enum Style: Int, Sendable { case normal, destructive }
    /// UIKit's `UIContextualAction.Handler`: the action, the view it came from, and the completion to call.
    public typealias Handler = (UIContextualAction, AnyObject, @escaping (Bool) -> Void) -> Void

    public let style: Style
    public var title: String?
    public let handler: Handler

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style; self.title = title; self.handler = handler
    }
}

/// UIKit's `UISwipeActionsConfiguration`: the actions a swipe reveals (accepted, not drawn).
public final class UISwipeActionsConfiguration: @unchecked Sendable {
    public let actions: [UIContextualAction]
    /// Default true, as in UIKit.
    public var performsFirstActionWithFullSwipe = true

    public init(actions: [UIContextualAction]) { self.actions = actions }
}

extension UICollectionLayoutListConfiguration {
    /// UIKit's `UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider`.
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?
}
