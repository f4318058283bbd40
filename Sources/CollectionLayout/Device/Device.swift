import Foundation

/// Layoutshot's (not UIKit's): a device a screen is drawn on — its name, idiom, logical size as held,
/// scale, safe area and orientation — the one device type every part of Layoutshot uses: the CLI's
/// presets and `--width/--height`, the `UIKit` module's `UIScreen`, `UIDevice` and `traitCollection`
/// (`UIKitSimulation.device`), the xib loader's simulated devices (`Device.interfaceBuilder(_:)`), the
/// chrome. What UIKit derives from it (size classes, margins, list insets) is `metrics` (`DeviceMetrics`).
///
/// ```swift
/// let iPhone15 = Device.preset(named: "iphone-15")!
/// iPhone15.metrics.systemMinimumSideMargin   // 20
/// iPhone15.oriented(.landscape).viewport()    // 852 × 393 pt, safe area 0/59/59/21, compact width
/// ```
public struct Device: Sendable, Hashable {
    public var name: String
    public var displayName: String
    public var idiom: UIUserInterfaceIdiom
    /// The logical size as held, in points.
    public var width: Double
    public var height: Double
    public var scale: Double
    public var safeAreaTop: Double
    public var safeAreaBottom: Double
    /// Side safe areas: the sensor housing and the rounded corners of a Face ID iPhone in landscape.
    public var safeAreaLeft: Double = 0
    public var safeAreaRight: Double = 0
    public var orientation: Orientation = .portrait
    /// The preset's safe area in landscape (the top is 0 on iPhones, whose status bar hides in
    /// landscape, and the status bar's on iPads); nil for devices of any size.
    public var landscapeSafeArea: UIEdgeInsets?

    /// A device; `idiom` nil infers it from the size (`DeviceMetrics.idiom(forScreen:)`).
    public init(name: String, displayName: String, width: Double, height: Double, scale: Double,
                safeAreaTop: Double = 0, safeAreaBottom: Double = 0, idiom: UIUserInterfaceIdiom? = nil) {
        self.name = name; self.displayName = displayName; self.width = width; self.height = height
        self.scale = scale; self.safeAreaTop = safeAreaTop; self.safeAreaBottom = safeAreaBottom
        self.idiom = idiom ?? DeviceMetrics.idiom(forScreen: CGSize(width: width, height: height))
    }

    /// The screen's size as held.
    public var screenSize: CGSize { CGSize(width: width, height: height) }

    public var safeAreaInsets: UIEdgeInsets {
        UIEdgeInsets(top: safeAreaTop, left: safeAreaLeft, bottom: safeAreaBottom, right: safeAreaRight)
    }

    /// What UIKit derives from this screen: size classes, margins, list insets (rule I2).
    public var metrics: DeviceMetrics { DeviceMetrics(screenSize: screenSize, idiom: idiom) }

    /// The collection view this device shows, filling the screen, in `layoutDirection`, for a reader
    /// of `contentSizeCategory`.
    public func viewport(layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight,
                         contentSizeCategory: UIContentSizeCategory = .large) -> Viewport {
        Viewport(size: screenSize, safeAreaInsets: safeAreaInsets, scale: scale, layoutDirection: layoutDirection,
                 preferredContentSizeCategory: contentSizeCategory, device: metrics)
    }

    /// UIKit's compact vertical size class: a phone on its side.
    public var isCompactHeight: Bool { metrics.verticalSizeClass == .compact }

    public var pixelWidth: Int { Int((width * scale).rounded()) }
    public var pixelHeight: Int { Int((height * scale).rounded()) }

    /// The same device at another pixel density (`--scale`): its points and safe areas stay.
    public func at(scale: Double) -> Device {
        var device = self
        device.scale = scale
        return device
    }

    /// This device turned to `orientation`: a preset takes its landscape size (the portrait one
    /// turned) and safe area (rule I2: Face ID iPhones 59 or 62 pt at each side and 21 at the bottom, no
    /// status bar; iPads 24 at the top, 20 at the bottom); a device of any size is turned with no safe
    /// area. Size classes follow from the turned screen (`DeviceMetrics`). Its name stays (golden names
    /// add `-landscape`); its display name says "landscape".
    ///
    /// ```swift
    /// Device.preset(named: "iphone-15")!.oriented(.landscape)   // 852 × 393 pt, safe area (top/left/right/bottom) 0/59/59/21
    /// ```
    public func oriented(_ orientation: Orientation) -> Device {
        guard orientation != self.orientation else { return self }
        var device = self
        (device.width, device.height) = (height, width)
        device.orientation = orientation
        switch orientation {
        case .landscape:
            let landscape = landscapeSafeArea ?? .zero
            (device.safeAreaTop, device.safeAreaLeft) = (Double(landscape.top), Double(landscape.left))
            (device.safeAreaRight, device.safeAreaBottom) = (Double(landscape.right), Double(landscape.bottom))
            device.displayName += ", landscape"
        case .portrait:
            if let preset = Self.preset(named: name) { return preset.at(scale: scale) }
            (device.safeAreaTop, device.safeAreaLeft, device.safeAreaRight, device.safeAreaBottom) = (0, 0, 0, 0)
            if device.displayName.hasSuffix(", landscape") { device.displayName.removeLast(", landscape".count) }
        }
        return device
    }

    /// A device of any size: `--width 400 --height 800 --scale 2`, named `400x800@2x`. No safe area; its
    /// idiom from its size (an iPad from 600 pt on the shorter side).
    public static func custom(width: Double, height: Double, scale: Double) -> Device {
        func f(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
        return Device(name: "\(f(width))x\(f(height))@\(f(scale))x", displayName: "Custom \(f(width))×\(f(height)) @\(f(scale))x",
                      width: width, height: height, scale: scale)
    }
}

/// How the device is held. `landscape` is UIKit's `UIInterfaceOrientation.landscapeRight` (the
/// sensor housing on the left); the safe areas are the same either way round.
public enum Orientation: String, CaseIterable, Sendable {
    case portrait, landscape
}
