import AutoLayout
import Foundation

/// UIKit's `UIControl`: a view with a state (enabled, selected, highlighted) and target–actions for its
/// events. The state is kept (a control drawn disabled or selected reads it); actions are kept, never
/// sent — a capture is a screen at rest, nothing is touched.
open class UIControl: UIView {
    /// UIKit's `UIControl.State`.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    /// UIKit's `UIControl.Event`.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0), touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2), touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4), touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6), touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8), valueChanged = Event(rawValue: 1 << 12)
        public static let menuActionTriggered = Event(rawValue: 1 << 14), primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let editingDidBegin = Event(rawValue: 1 << 16), editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18), editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0FFF), allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// UIKit's `UIControl.ContentHorizontalAlignment` and `ContentVerticalAlignment`.
    public enum ContentHorizontalAlignment: Int, Sendable { case center, left, right, fill, leading, trailing }
    public enum ContentVerticalAlignment: Int, Sendable { case center, top, bottom, fill }

    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false
    open var contentHorizontalAlignment = ContentHorizontalAlignment.center
    open var contentVerticalAlignment = ContentVerticalAlignment.center
    open var isContextMenuInteractionEnabled = false
    open var showsMenuAsPrimaryAction = false
    /// The control's state from its flags.
    open var state: State {
        var state = State.normal
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    /// A target–action or action kept for an event (`addTarget(_:action:for:)`, `addAction(_:for:)`).
    public struct Registration {
        public weak var target: AnyObject?
        public let action: Selector?
        public let handler: UIAction?
        public let events: Event
    }
    public private(set) var registrations: [Registration] = []

    /// UIKit's `addTarget(_:action:for:)`; the selector's name is kept (`#selector` is transform step 10).
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        registrations.append(Registration(target: target as AnyObject?, action: action, handler: nil, events: controlEvents))
    }

    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        registrations.removeAll { ($0.target === target as AnyObject? || target == nil) && (action == nil || $0.action == action)
            && !$0.events.intersection(controlEvents).isEmpty }
    }

    /// UIKit's `addAction(_:for:)` (iOS 14): the action is kept, never performed.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        registrations.append(Registration(target: nil, action: nil, handler: action, events: controlEvents))
    }

    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        registrations.removeAll { $0.handler === action && !$0.events.intersection(controlEvents).isEmpty }
    }

    open func sendActions(for controlEvents: Event) {}
    open var allTargets: Set<AnyHashable> { Set(registrations.compactMap { $0.target.map { ObjectIdentifier($0) } }) }
}
