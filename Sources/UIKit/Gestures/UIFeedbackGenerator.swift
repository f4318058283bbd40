import Foundation

/// UIKit's `UIFeedbackGenerator` (iOS 10): haptics. Accepted and inert, as everything that only reacts
/// (issue 32): a capture is a screen at rest, nothing is felt. `prepare()` and the `…Occurred` calls do
/// nothing; the style and intensity given are kept, so a test can read what the app asked for.
open class UIFeedbackGenerator: NSObject {
    /// How many times the app asked for feedback (each `…Occurred` call); nothing is played.
    public private(set) var occurrences = 0

    public override init() { super.init() }

    /// iOS 17.5: a generator attached to a view. The view is not kept.
    public init(view: UIView) { super.init() }

    /// UIKit's `prepare()`: wakes the Taptic Engine on iOS; nothing here.
    open func prepare() {}

    func recordOccurrence() { occurrences += 1 }
}

/// UIKit's `UIImpactFeedbackGenerator`: a physical impact, of a `FeedbackStyle`.
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// UIKit's `UIImpactFeedbackGenerator.FeedbackStyle`.
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
    public let style: FeedbackStyle
    /// The last intensity asked for (`impactOccurred(intensity:)`), 1 for `impactOccurred()`.
    public private(set) var lastIntensity: CGFloat?

    public init(style: FeedbackStyle) { self.style = style; super.init() }
    public override convenience init() { self.init(style: .medium) }
    public init(style: FeedbackStyle, view: UIView) { self.style = style; super.init() }

    open func impactOccurred() { impactOccurred(intensity: 1) }
    open func impactOccurred(intensity: CGFloat) { lastIntensity = intensity; recordOccurrence() }
    /// iOS 17.5: at a location in the generator's view.
    open func impactOccurred(at location: CGPoint) { impactOccurred() }
    open func impactOccurred(intensity: CGFloat, at location: CGPoint) { impactOccurred(intensity: intensity) }
}

/// UIKit's `UISelectionFeedbackGenerator`: a selection changing (a picker's wheel, a segmented control).
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    open func selectionChanged() { recordOccurrence() }
    /// iOS 17.5: at a location in the generator's view.
    open func selectionChanged(at location: CGPoint) { selectionChanged() }
}

/// UIKit's `UINotificationFeedbackGenerator`: a task's success, warning or error.
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// UIKit's `UINotificationFeedbackGenerator.FeedbackType`.
    public enum FeedbackType: Int, Sendable { case success, warning, error }
    /// The last notification asked for.
    public private(set) var lastNotification: FeedbackType?

    open func notificationOccurred(_ notificationType: FeedbackType) { lastNotification = notificationType; recordOccurrence() }
    /// iOS 17.5: at a location in the generator's view.
    open func notificationOccurred(_ notificationType: FeedbackType, at location: CGPoint) { notificationOccurred(notificationType) }
}
