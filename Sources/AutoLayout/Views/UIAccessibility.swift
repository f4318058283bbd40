import Foundation

/// UIKit's `UIAccessibilityTraits`: what an element is to VoiceOver. Kept on views (`UIView.accessibilityTraits`);
/// a capture's accessibility checks read them.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 17)
    public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 18)
}

/// UIKit's `UIAccessibilityContainerType`.
public enum UIAccessibilityContainerType: Int, Sendable { case none, dataTable, list, landmark, semanticGroup }

/// UIKit's `UIAccessibilityNavigationStyle`.
public enum UIAccessibilityNavigationStyle: Int, Sendable { case automatic, separate, combined }

/// UIKit's `UIAccessibilityCustomAction`: a named action VoiceOver offers. Kept; never performed (no
/// assistive technology runs in a capture). Its `image` and its target–selector form are `UIKitViews`'
/// (`UIAccessibilityCustomAction+Image.swift`), which has `UIImage` and `Selector`.
open class UIAccessibilityCustomAction: NSObject {
    open var name: String
    open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?
    open weak var target: AnyObject?
    /// Layoutshot: the selector's method name (`selector` in `UIKitViews`), nil for a handler.
    public var selectorName: String?
    /// Layoutshot: the image (`image` in `UIKitViews`).
    public var imageStorage: AnyObject?

    public init(name: String, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
        self.name = name; self.actionHandler = actionHandler
    }
    public init(name: String, target: AnyObject?, selectorName: String) {
        self.name = name; self.target = target; self.selectorName = selectorName
    }
}

/// UIKit's `UIAccessibilityElement`: an accessibility element that is not a view, in a container's
/// `accessibilityElements`.
open class UIAccessibilityElement: NSObject {
    open weak var accessibilityContainer: AnyObject?
    open var isAccessibilityElement = true
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    open var accessibilityTraits = UIAccessibilityTraits.none
    open var accessibilityFrame = CGRect.zero
    open var accessibilityFrameInContainerSpace = CGRect.zero
    open var accessibilityIdentifier: String?
    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
    }
}

/// UIKit's `UIAccessibility`: the system's accessibility settings — each off, as on a device whose
/// reader has none turned on (`isReduceMotionEnabled` false: animations are the app's own choice) —
/// and its notifications, which `post(notification:argument:)` accepts and drops.
public enum UIAccessibility {
    public struct Notification: Hashable, Sendable, RawRepresentable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let screenChanged = Notification(rawValue: 1000)
        public static let layoutChanged = Notification(rawValue: 1001)
        public static let announcement = Notification(rawValue: 1008)
        public static let pageScrolled = Notification(rawValue: 1009)
    }
    public static func post(notification: Notification, argument: Any?) {}
    public static var isVoiceOverRunning: Bool { false }
    public static var isSwitchControlRunning: Bool { false }
    public static var isReduceMotionEnabled: Bool { false }
    public static var isReduceTransparencyEnabled: Bool { false }
    public static var isBoldTextEnabled: Bool { false }
    public static var isDarkerSystemColorsEnabled: Bool { false }
    public static var isGrayscaleEnabled: Bool { false }
    public static var isInvertColorsEnabled: Bool { false }
    public static var isClosedCaptioningEnabled: Bool { false }
    public static var isMonoAudioEnabled: Bool { false }
    public static var isShakeToUndoEnabled: Bool { true }
    public static var isSpeakScreenEnabled: Bool { false }
    public static var isSpeakSelectionEnabled: Bool { false }
    public static var isGuidedAccessEnabled: Bool { false }
    public static var isVideoAutoplayEnabled: Bool { true }
    public static var shouldDifferentiateWithoutColor: Bool { false }
    public static var isOnOffSwitchLabelsEnabled: Bool { false }
    public static var buttonShapesEnabled: Bool { false }
    public static var prefersCrossFadeTransitions: Bool { false }
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    public static let boldTextStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
    public static let darkerSystemColorsStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
    public static let reduceTransparencyStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
}

/// UIKit's `UIInteraction`: what `UIView.addInteraction(_:)` takes (drag, drop, context menu, pointer
/// interactions; `UIKit`'s `DragAndDrop.swift`).
public protocol UIInteraction: AnyObject {
    var view: UIView? { get }
    func willMove(to view: UIView?)
    func didMove(to view: UIView?)
}
