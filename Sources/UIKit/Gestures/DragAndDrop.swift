import Foundation

// UIKit's drag and drop and context menu interactions: accepted and kept inert — nothing is dragged,
// dropped or long-pressed in a capture, so no delegate method is called.

/// UIKit's `UIDragItem`: what a drag carries.
open class UIDragItem: NSObject {
    public let itemProvider: NSItemProvider
    open var localObject: Any?
    open var previewProvider: (() -> AnyObject?)?
    public init(itemProvider: NSItemProvider) { self.itemProvider = itemProvider }
}

/// UIKit's `UIDropOperation`.
public enum UIDropOperation: UInt, Sendable { case cancel, forbidden, copy, move }

/// UIKit's `UIDropProposal`.
open class UIDropProposal: NSObject {
    public let operation: UIDropOperation
    open var isPrecise = false
    open var prefersFullSizePreview = false
    public init(operation: UIDropOperation) { self.operation = operation }
}

/// UIKit's `UIDragDropSession`, `UIDragSession` and `UIDropSession`.
public protocol UIDragDropSession: AnyObject {
    var items: [UIDragItem] { get }
    var allowsMoveOperation: Bool { get }
    var isRestrictedToDraggingApplication: Bool { get }
    func location(in view: UIView) -> CGPoint
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
    func canLoadObjects(ofClass aClass: AnyClass) -> Bool
}
public protocol UIDragSession: UIDragDropSession {
    var localContext: Any? { get set }
}
public protocol UIDropSession: UIDragDropSession {
    var localDragSession: (any UIDragSession)? { get }
    func loadObjects(ofClass aClass: AnyClass, completion: @escaping ([Any]) -> Void) -> Progress
}

/// UIKit's `UIDragInteraction` and its delegate.
open class UIDragInteraction: NSObject, UIInteraction {
    open weak var delegate: (any UIDragInteractionDelegate)?
    open var isEnabled = true
    open var allowsSimultaneousRecognitionDuringLift = false
    open private(set) weak var view: UIView?
    public init(delegate: any UIDragInteractionDelegate) { self.delegate = delegate }
    open func willMove(to view: UIView?) {}
    open func didMove(to view: UIView?) { self.view = view }
    open class var isEnabledByDefault: Bool { false }
}
public protocol UIDragInteractionDelegate: AnyObject {
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem]
}

/// UIKit's `UIDropInteraction` and its delegate.
open class UIDropInteraction: NSObject, UIInteraction {
    open weak var delegate: (any UIDropInteractionDelegate)?
    open var allowsSimultaneousDropSessions = false
    open private(set) weak var view: UIView?
    public init(delegate: any UIDropInteractionDelegate) { self.delegate = delegate }
    open func willMove(to view: UIView?) {}
    open func didMove(to view: UIView?) { self.view = view }
}
public protocol UIDropInteractionDelegate: AnyObject {
    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession)
}
extension UIDropInteractionDelegate {
    public func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool { false }
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: .cancel)
    }
    public func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {}
}

/// UIKit's `UIContextMenuInteraction` and its delegate (a view's long-press menu).
open class UIContextMenuInteraction: NSObject, UIInteraction {
    open weak var delegate: (any UIContextMenuInteractionDelegate)?
    open private(set) weak var view: UIView?
    public init(delegate: any UIContextMenuInteractionDelegate) { self.delegate = delegate }
    open func willMove(to view: UIView?) {}
    open func didMove(to view: UIView?) { self.view = view }
    open func location(in view: UIView?) -> CGPoint { .zero }
    open func dismissMenu() {}
    open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {}
}
public protocol UIContextMenuInteractionDelegate: AnyObject {
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
}
/// UIKit's `UIContextMenuInteractionCommitAnimating` and `UIContextMenuInteractionAnimating`.
public protocol UIContextMenuInteractionAnimating: AnyObject {
    var previewViewController: UIViewController? { get }
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping () -> Void)
}
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}
/// UIKit's `UIContextMenuInteractionCommitStyle`.
public enum UIContextMenuInteractionCommitStyle: Int, Sendable { case dismiss, pop }

/// UIKit's `UIPreviewParameters` and `UITargetedPreview`: how a context menu's or drag's preview looks.
open class UIPreviewParameters: NSObject {
    open var backgroundColor: UIColor?
    open var visiblePath: UIBezierPath?
    open var shadowPath: UIBezierPath?
    public override init() {}
    public init(textLineRects: [NSValue]) {}
}
open class UIPreviewTarget: NSObject {
    public let container: UIView
    public let center: CGPoint
    public init(container: UIView, center: CGPoint) { self.container = container; self.center = center }
}
open class UITargetedPreview: NSObject {
    public let view: UIView
    public let parameters: UIPreviewParameters
    public let target: UIPreviewTarget?
    public init(view: UIView, parameters: UIPreviewParameters = UIPreviewParameters(), target: UIPreviewTarget? = nil) {
        self.view = view; self.parameters = parameters; self.target = target
    }
    open var size: CGSize { view.bounds.size }
}
open class UITargetedDragPreview: UITargetedPreview {}

/// UIKit's `UICollectionViewDropProposal` and `UITableViewDropProposal`.
open class UICollectionViewDropProposal: UIDropProposal {
    /// UIKit's `UICollectionViewDropProposal.Intent`.
    public enum Intent: Int, Sendable { case unspecified, insertAtDestinationIndexPath, insertIntoDestinationIndexPath }
    public let intent: Intent
    public init(operation: UIDropOperation, intent: Intent) { self.intent = intent; super.init(operation: operation) }
}
open class UITableViewDropProposal: UIDropProposal {
    /// UIKit's `UITableViewDropProposal.Intent`.
    public enum Intent: Int, Sendable { case unspecified, insertAtDestinationIndexPath, insertIntoDestinationIndexPath, automatic }
    public let intent: Intent
    public init(operation: UIDropOperation, intent: Intent) { self.intent = intent; super.init(operation: operation) }
}

/// UIKit's `UICollectionViewDropCoordinator` (what a drop hands the delegate; never, here).
public protocol UICollectionViewDropCoordinator: AnyObject {
    var destinationIndexPath: IndexPath? { get }
    var proposal: UICollectionViewDropProposal { get }
    var session: any UIDropSession { get }
}
public protocol UITableViewDropCoordinator: AnyObject {
    var destinationIndexPath: IndexPath? { get }
    var proposal: UITableViewDropProposal { get }
    var session: any UIDropSession { get }
}

/// UIKit's `UICollectionViewDragDelegate`, `UICollectionViewDropDelegate`, `UITableViewDragDelegate`,
/// `UITableViewDropDelegate`: kept on the views (`dragDelegate`, `dropDelegate`), never called.
public protocol UICollectionViewDragDelegate: AnyObject {
    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem]
}
public protocol UICollectionViewDropDelegate: AnyObject {
    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator)
}
public protocol UITableViewDragDelegate: AnyObject {
    func tableView(_ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem]
}
public protocol UITableViewDropDelegate: AnyObject {
    func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator)
}
