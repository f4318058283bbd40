import Foundation
#if !canImport(Darwin)
import FoundationOverlay   // `Selector`
#endif

/// UIKit's `UIGestureRecognizer`: a target–action recognizer attached to a view. Kept, inert: a capture
/// is a screen at rest, nothing is touched, so no action is ever sent.
open class UIGestureRecognizer: NSObject {
    public enum State: Int, Sendable { case possible, began, changed, ended, cancelled, failed
        public static let recognized = State.ended }

    open weak var view: UIView?
    open var isEnabled = true
    open var state = State.possible
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    open var name: String?
    /// The target–action pairs added, kept for an app's own checks (`#selector` names, step 10).
    public private(set) var targets: [(target: AnyObject?, action: Selector)] = []

    public init(target: Any?, action: Selector?) {
        super.init()
        if let action { targets.append((target as AnyObject?, action)) }
    }

    open func addTarget(_ target: Any, action: Selector) { targets.append((target as AnyObject, action)) }
    open func removeTarget(_ target: Any?, action: Selector?) {
        targets.removeAll { pair in (target == nil || pair.target === target as AnyObject?) && (action == nil || pair.action == action) }
    }
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}
    open func location(in view: UIView?) -> CGPoint { .zero }
    open var numberOfTouches: Int { 0 }
}

/// UIKit's `UIGestureRecognizerDelegate`; never asked.
public protocol UIGestureRecognizerDelegate: AnyObject {}

open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
}

open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
    open var numberOfTouchesRequired = 1
    open var numberOfTapsRequired = 0
    open var allowableMovement: CGFloat = 10
}

open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max
    open func translation(in view: UIView?) -> CGPoint { .zero }
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {}
    open func velocity(in view: UIView?) -> CGPoint { .zero }
}

open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    open var edges: UIRectEdge = []
}

open class UISwipeGestureRecognizer: UIGestureRecognizer {
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1), left = Direction(rawValue: 2), up = Direction(rawValue: 4), down = Direction(rawValue: 8)
    }
    open var direction = Direction.right
    open var numberOfTouchesRequired = 1
}

open class UIPinchGestureRecognizer: UIGestureRecognizer {
    open var scale: CGFloat = 1
    open var velocity: CGFloat { 0 }
}

open class UIRotationGestureRecognizer: UIGestureRecognizer {
    open var rotation: CGFloat = 0
    open var velocity: CGFloat { 0 }
}

/// UIKit's `UIRectEdge`.
public struct UIRectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1), left = UIRectEdge(rawValue: 2), bottom = UIRectEdge(rawValue: 4), right = UIRectEdge(rawValue: 8)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
