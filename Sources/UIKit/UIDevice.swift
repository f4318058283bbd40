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
}
