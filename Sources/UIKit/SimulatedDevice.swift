import Foundation
import CollectionLayout

/// Layoutshot's (not UIKit's): the device that `UIDevice.current`, `UIScreen.main` and a view's
/// `traitCollection` report — what the app's code asks when it branches on the idiom or the screen.
/// Capture code sets it for the device it draws; it defaults to a 375 × 812 @3x iPhone, portrait.
///
/// ```swift
/// UIKitSimulation.device = .init(idiom: .pad, screenSize: CGSize(width: 820, height: 1180), scale: 2)
/// let columns = UIDevice.current.userInterfaceIdiom == .pad ? 4 : 2   // 4
/// ```
public struct SimulatedUIDevice: Sendable, Equatable {
    public var idiom: UIUserInterfaceIdiom
    /// The screen in points, portrait or landscape as the app sees it (`UIScreen.main.bounds`).
    public var screenSize: CGSize
    public var scale: CGFloat
    public var layoutDirection: UIUserInterfaceLayoutDirection

    public init(idiom: UIUserInterfaceIdiom, screenSize: CGSize, scale: CGFloat,
                layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight) {
        self.idiom = idiom; self.screenSize = screenSize; self.scale = scale; self.layoutDirection = layoutDirection
    }

    /// A 375 × 812 @3x iPhone in portrait (the games tab's device).
    public static let phone = SimulatedUIDevice(idiom: .phone, screenSize: CGSize(width: 375, height: 812), scale: 3)

    /// Size classes as iOS gives them full screen: an iPad regular both ways; an iPhone compact
    /// wide and regular tall in portrait, compact tall in landscape (regular wide on the 414-pt and
    /// wider "Plus"/"Max" phones in landscape).
    public var sizeClasses: (horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) {
        guard idiom == .phone else { return (.regular, .regular) }
        let landscape = screenSize.width > screenSize.height
        if !landscape { return (.compact, .regular) }
        return (screenSize.height >= 414 ? .regular : .compact, .compact)
    }
}

/// Layoutshot's (not UIKit's): where the simulated device is kept, safe to read from any thread.
/// `with(_:_:)` binds a device to the running task (a task-local value), so captures running at
/// once in parallel tests each see their own; `device`'s setter changes the default for the rest.
public enum UIKitSimulation {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var stored = SimulatedUIDevice.phone
    @TaskLocal private static var bound: SimulatedUIDevice?

    public static var device: SimulatedUIDevice {
        get {
            if let bound { return bound }
            lock.lock(); defer { lock.unlock() }
            return stored
        }
        set { lock.lock(); stored = newValue; lock.unlock() }
    }

    /// Runs `body` with `device` simulated for the running task (and what it calls), then as before.
    public static func with<T>(_ device: SimulatedUIDevice, _ body: () throws -> T) rethrows -> T {
        try $bound.withValue(device) { try body() }
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
}
