import Foundation

/// UIKit's `UIDevice`: the simulated device's idiom (`UIKitSimulation.device`) and iOS's names.
///
/// ```swift
/// if UIDevice.current.userInterfaceIdiom == .pad { columns = 4 }
/// ```
///
/// Difference from UIKit: `systemVersion` is the iOS version Layoutshot's metrics follow ("17.0"),
/// and there is no orientation, battery or proximity API.
public final class UIDevice: Sendable {
    public static let current = UIDevice()
    private init() {}

    public var userInterfaceIdiom: UIUserInterfaceIdiom { UIKitSimulation.device.idiom }
    public var systemName: String { "iOS" }
    public var systemVersion: String { "17.0" }
    public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    public var localizedModel: String { model }
    public var name: String { model }
    /// The simulated device's orientation: portrait, or landscape left when it is wider than tall.
    public var orientation: UIDeviceOrientation {
        UIKitSimulation.device.width > UIKitSimulation.device.height ? .landscapeLeft : .portrait
    }
    public var isGeneratingDeviceOrientationNotifications: Bool { false }
    public func beginGeneratingDeviceOrientationNotifications() {}
    public func endGeneratingDeviceOrientationNotifications() {}
    /// Battery monitoring is off: level -1, state unknown, as UIKit reports it when off.
    public var isBatteryMonitoringEnabled: Bool { get { false } set {} }
    public var batteryLevel: Float { -1 }
    public var identifierForVendor: UUID? { UUID(uuidString: "00000000-0000-0000-0000-000000000000") }
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
}

/// UIKit's `UIDeviceOrientation`.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

extension UITraitCollection {
    /// The simulated device's idiom, as `UIDevice.current.userInterfaceIdiom`.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { UIKitSimulation.device.idiom }
}
