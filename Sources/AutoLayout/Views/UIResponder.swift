import Foundation
#if !canImport(Darwin)
import FoundationOverlay   // `Selector`
#endif

/// UIKit's `UIResponder`, an `NSObject`: `UIView`'s, `UIViewController`'s and `UIApplication`'s
/// superclass, and the class an app delegate names (`class AppDelegate: UIResponder,
/// UIApplicationDelegate`). A capture has no touches, presses or keyboard: the touch methods are
/// there for overrides and never called; nothing becomes first responder.
open class UIResponder: NSObject {
    public override init() {}
    /// The next responder: a view's superview (UIKit goes from a controller's root view to the
    /// controller; here a view does not know its controller), else nil.
    open var next: UIResponder? { nil }
    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }
    open var isFirstResponder: Bool { false }
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    @discardableResult open func resignFirstResponder() -> Bool { true }
    /// A custom keyboard or accessory view (InputBarAccessoryView's bar): kept, never shown.
    open var inputView: UIView? { nil }
    open var inputAccessoryView: UIView? { nil }
    open func reloadInputViews() {}

    /// Key-value coding's `setValue(_:forKey:)` (issue 32), which Linux's `NSObject` lacks: the value is
    /// kept under the key and answered by `value(forKey:)`, **never applied** — an app's private-key
    /// settings (`navigationBar.setValue(true, forKey: "hidesShadow")`) change nothing drawn.
    open func setValue(_ value: Any?, forKey key: String) { keyedValues[key] = value }
    open func value(forKey key: String) -> Any? { keyedValues[key] ?? nil }
    open func setValue(_ value: Any?, forKeyPath keyPath: String) { setValue(value, forKey: keyPath) }
    open func value(forKeyPath keyPath: String) -> Any? { value(forKey: keyPath) }
    private var keyedValues: [String: Any?] = [:]

    /// The standard edit actions (`UIResponderStandardEditActions`): nothing to edit, none performed.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { false }
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? { nil }
    open func copy(_ sender: Any?) {}
    open func cut(_ sender: Any?) {}
    open func paste(_ sender: Any?) {}
    open func select(_ sender: Any?) {}
    open func selectAll(_ sender: Any?) {}
    open func delete(_ sender: Any?) {}

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// The keyboard's notifications and their keys (a capture never posts them).
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

/// UIKit's `UITouch`: declared so touch-handling code compiles; a capture makes none.
open class UITouch: NSObject {
    public enum Phase: Int, Sendable { case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited }
    public enum TouchType: Int, Sendable { case direct, indirect, pencil, indirectPointer }
    open var phase = Phase.began
    open var type = TouchType.direct
    open var tapCount = 0
    open var timestamp: TimeInterval = 0
    open weak var view: UIView?
    /// Where the touch is in `view`'s coordinates (a made touch is at its view's origin).
    open func location(in view: UIView?) -> CGPoint { .zero }
    open func previousLocation(in view: UIView?) -> CGPoint { .zero }
}

/// UIKit's `UIEvent`: declared so event-handling code compiles; a capture delivers none.
open class UIEvent: NSObject {
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses, scroll, hover, transform }
    open var type: EventType { .touches }
    open var allTouches: Set<UITouch>? { nil }
    open var timestamp: TimeInterval { 0 }
    open func touches(for view: UIView) -> Set<UITouch>? { nil }
}
