import Foundation

/// UIKit's `UIScreen`: the simulated device's screen (`UIKitSimulation.device`).
///
/// ```swift
/// let width = UIScreen.main.bounds.width   // 375 on the default iPhone
/// ```
///
/// Difference from UIKit: one screen, no modes, brightness or display link.
public final class UIScreen: Sendable {
    public static let main = UIScreen()
    private init() {}

    public var bounds: CGRect { CGRect(origin: .zero, size: UIKitSimulation.device.screenSize) }
    public var scale: CGFloat { UIKitSimulation.device.scale }
    /// 120 on a ProMotion device — the presets named "pro": iPhone 16 Pro and Pro Max, iPad Pro 11 and 13 (Apple's
    /// specifications) — else 60.
    public var maximumFramesPerSecond: Int { UIKitSimulation.device.name.lowercased().contains("pro") ? 120 : 60 }
    public var nativeScale: CGFloat { scale }
    public var nativeBounds: CGRect {
        let s = UIKitSimulation.device.screenSize, k = scale
        return CGRect(x: 0, y: 0, width: min(s.width, s.height) * k, height: max(s.width, s.height) * k)
    }
    public var traitCollection: UITraitCollection { UITraitCollection.simulated(layoutDirection: UIKitSimulation.layoutDirection) }
}
