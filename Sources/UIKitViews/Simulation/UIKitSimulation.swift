import Foundation
import CollectionLayout
import Scene
import AutoLayout

/// Layoutshot's (not UIKit's): the device that `UIDevice.current`, `UIScreen.main` and a view's
/// `traitCollection` report — what the app's code asks when it branches on the idiom or the screen —
/// the interface's layout direction, and the reader's content size category, which
/// `UIFont.preferredFont(forTextStyle:)` follows. Capture code binds them for the device it draws; by default a
/// 375 × 812 @3x iPhone in portrait (the games tab's device), left to right. Safe to read from any
/// thread: `with(_:layoutDirection:_:)` binds a device to the running task (a task-local value), so
/// captures running at once in parallel tests each see their own; `device`'s setter changes the
/// default for the rest.
///
/// ```swift
/// UIKitSimulation.device = Device.preset(named: "ipad-10")!
/// let columns = UIDevice.current.userInterfaceIdiom == .pad ? 4 : 2   // 4
/// ```
public enum UIKitSimulation {
    private struct Simulated: Sendable {
        var device: Device
        var layoutDirection: UIUserInterfaceLayoutDirection
        var contentSizeCategory: UIContentSizeCategory = .large
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var stored = Simulated(device: .custom(width: 375, height: 812, scale: 3),
                                                              layoutDirection: .leftToRight)
    @TaskLocal private static var bound: Simulated?

    private static var current: Simulated {
        if let bound { return bound }
        lock.lock(); defer { lock.unlock() }
        return stored
    }

    /// The simulated device (its idiom, screen, scale and what UIKit derives from them: `Device.metrics`).
    public static var device: Device {
        get { current.device }
        set { lock.lock(); stored.device = newValue; lock.unlock() }
    }

    /// The interface's layout direction (`UIScreen.main.traitCollection.layoutDirection`).
    public static var layoutDirection: UIUserInterfaceLayoutDirection {
        get { current.layoutDirection }
        set { lock.lock(); stored.layoutDirection = newValue; lock.unlock() }
    }

    /// The reader's content size category (`UITraitCollection.preferredContentSizeCategory`).
    public static var contentSizeCategory: UIContentSizeCategory {
        get { current.contentSizeCategory }
        set { lock.lock(); stored.contentSizeCategory = newValue; lock.unlock() }
    }

    /// Runs `body` with `device`, `layoutDirection` and `contentSizeCategory` simulated for the running
    /// task (and what it calls), then as before.
    public static func with<T>(_ device: Device, layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight,
                               contentSizeCategory: UIContentSizeCategory = .large, _ body: () throws -> T) rethrows -> T {
        try $bound.withValue(Simulated(device: device, layoutDirection: layoutDirection, contentSizeCategory: contentSizeCategory)) {
            try body()
        }
    }

    @TaskLocal private static var boundModules: [String] = []

    /// The app modules bound to the running task (`with(appModules:_:)`): where `UINib` looks for a
    /// xib's `customClass` after its `customModule`, before `appModules`.
    public static var taskAppModules: [String] { boundModules }

    /// Runs `body` with `modules` searched first for xibs' custom classes, for the running task only: a
    /// capture binds its controller's module, so parallel captures of apps with classes of the same
    /// name (two test targets' `SmallAppCell`) each find their own.
    public static func with<T>(appModules modules: [String], _ body: () throws -> T) rethrows -> T {
        try $boundModules.withValue(modules) { try body() }
    }

    /// What measures the text an app's own code measures — `String` and `NSAttributedString`'s
    /// `boundingRect(with:options:…)` and `size(withAttributes:)` (MessageKit sizes its message bubbles
    /// so): the measurer bound to the running task (`with(textMeasurer:_:)`; the pipeline binds the
    /// renderer's, so what the app measures is what is drawn), else `EstimatedText`.
    public static var textMeasurer: any TextMeasuring { boundTextMeasurer?.measurer ?? EstimatedText() }

    /// A measurer handed to a task: the pipeline's is used by one task at a time.
    private struct BoundMeasurer: @unchecked Sendable { let measurer: any TextMeasuring }
    @TaskLocal private static var boundTextMeasurer: BoundMeasurer?

    /// Runs `body` with `measurer` as `textMeasurer` for the running task.
    public static func with<T>(textMeasurer measurer: any TextMeasuring, _ body: () throws -> T) rethrows -> T {
        try $boundTextMeasurer.withValue(BoundMeasurer(measurer: measurer)) { try body() }
    }
}

extension UITraitCollection {
    /// The simulated device's traits (its size classes, rule I2: `DeviceMetrics`) with `layoutDirection`.
    public static func simulated(layoutDirection: UIUserInterfaceLayoutDirection) -> UITraitCollection {
        let d = UIKitSimulation.device
        var traits = UITraitCollection(horizontalSizeClass: d.metrics.horizontalSizeClass)
        traits.verticalSizeClass = d.metrics.verticalSizeClass
        traits.displayScale = d.scale
        traits.preferredContentSizeCategory = UIKitSimulation.contentSizeCategory
        traits.layoutDirection = layoutDirection
        return traits
    }
}

extension UIView {
    /// UIKit's `traitCollection`: the simulated device's size classes and scale, with this view's
    /// effective layout direction. Difference from UIKit: no trait overrides per view or controller.
    public var traitCollection: UITraitCollection { UITraitCollection.simulated(layoutDirection: effectiveUserInterfaceLayoutDirection) }
}
