import CollectionLayout
import Foundation

/// A device a screen is drawn on: logical size, scale, safe area and orientation.
public struct Device: Sendable, Equatable {
    public var name: String
    public var displayName: String
    public var width: Double
    public var height: Double
    public var scale: Double
    public var safeAreaTop: Double
    public var safeAreaBottom: Double
    /// Side safe areas: the sensor housing and the rounded corners of a Face ID iPhone in landscape.
    public var safeAreaLeft: Double = 0
    public var safeAreaRight: Double = 0
    public var orientation: Orientation = .portrait
    /// UIKit's horizontal size class for the device (iPads and Plus/Max iPhones in landscape are
    /// regular); nil lets `Viewport` decide from the size (a side ≥ 600 pt is regular).
    public var horizontalSizeClass: UIUserInterfaceSizeClass?
    /// The preset's safe area in landscape (the top is 0 on iPhones, whose status bar hides in
    /// landscape, and the status bar's on iPads); nil for devices of any size.
    var landscapeSafeArea: UIEdgeInsets?

    public init(name: String, displayName: String, width: Double, height: Double, scale: Double,
                safeAreaTop: Double = 0, safeAreaBottom: Double = 0) {
        self.name = name; self.displayName = displayName; self.width = width; self.height = height
        self.scale = scale; self.safeAreaTop = safeAreaTop; self.safeAreaBottom = safeAreaBottom
    }

    /// The collection view this device shows, filling the screen, in `layoutDirection`, for a reader
    /// of `contentSizeCategory`.
    public func viewport(layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight,
                         contentSizeCategory: UIContentSizeCategory = .large) -> Viewport {
        Viewport(size: CGSize(width: width, height: height),
                 safeAreaInsets: UIEdgeInsets(top: safeAreaTop, left: safeAreaLeft, bottom: safeAreaBottom, right: safeAreaRight),
                 scale: scale, layoutDirection: layoutDirection, horizontalSizeClass: horizontalSizeClass,
                 preferredContentSizeCategory: contentSizeCategory)
    }

    /// UIKit's compact vertical size class: a phone on its side (`Viewport.verticalSizeClass`).
    public var isCompactHeight: Bool { viewport().verticalSizeClass == .compact }

    public var pixelWidth: Int { Int((width * scale).rounded()) }
    public var pixelHeight: Int { Int((height * scale).rounded()) }

    /// The same device at another pixel density (`--scale`): its points and safe areas stay.
    public func at(scale: Double) -> Device {
        var device = self
        device.scale = scale
        return device
    }

    /// This device turned to `orientation`: a preset takes its landscape size (the portrait one
    /// turned), safe area and size class (uikit-semantics.md I2: Face ID iPhones 59 or 62 pt at each
    /// side and 21 at the bottom, no status bar; iPads 24 at the top, 20 at the bottom; Plus and Max
    /// iPhones regular width); a device of any size is turned with no safe area. Its name stays
    /// (golden names add `-landscape`); its display name says "landscape".
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
            // Plus and Max iPhones are regular width in landscape; every other iPhone compact.
            if landscapeSafeArea != nil, width < 600 { device.horizontalSizeClass = width >= 414 ? .regular : .compact }
        case .portrait:
            if let preset = Self.preset(named: name) { return preset.at(scale: scale) }
            (device.safeAreaTop, device.safeAreaLeft, device.safeAreaRight, device.safeAreaBottom) = (0, 0, 0, 0)
            device.horizontalSizeClass = nil
            if device.displayName.hasSuffix(", landscape") { device.displayName.removeLast(", landscape".count) }
        }
        return device
    }

    /// Presets, portrait, with their landscape safe areas. Safe areas from uikit-semantics.md §I2:
    /// only the iPhone 16 Pro's is measured (S27); the others are the commonly quoted values.
    public static let presets: [Device] = [
        preset("iphone-se", "iPhone SE (3rd generation)", 375, 667, 2, top: 20, bottom: 0, landscape: (0, 0, 0, 0)),
        preset("iphone-15", "iPhone 15", 393, 852, 3, top: 59, bottom: 34, landscape: (0, 59, 59, 21)),
        preset("iphone-15-plus", "iPhone 15 Plus", 430, 932, 3, top: 59, bottom: 34, landscape: (0, 59, 59, 21)),
        preset("iphone-16-pro", "iPhone 16 Pro", 402, 874, 3, top: 62, bottom: 34, landscape: (0, 62, 62, 21)),
        preset("iphone-16-pro-max", "iPhone 16 Pro Max", 440, 956, 3, top: 62, bottom: 34, landscape: (0, 62, 62, 21)),
        preset("ipad-10", "iPad (10th generation)", 820, 1180, 2, top: 24, bottom: 20, landscape: (24, 0, 0, 20)),
        preset("ipad-pro-11", "iPad Pro 11-inch (M4)", 834, 1210, 2, top: 24, bottom: 20, landscape: (24, 0, 0, 20)),
        preset("ipad-pro-13", "iPad Pro 13-inch (M4)", 1032, 1376, 2, top: 24, bottom: 20, landscape: (24, 0, 0, 20)),
    ]

    private static func preset(_ name: String, _ displayName: String, _ width: Double, _ height: Double, _ scale: Double,
                               top: Double, bottom: Double, landscape: (top: Double, left: Double, right: Double, bottom: Double)) -> Device {
        var device = Device(name: name, displayName: displayName, width: width, height: height, scale: scale,
                            safeAreaTop: top, safeAreaBottom: bottom)
        device.landscapeSafeArea = UIEdgeInsets(top: landscape.top, left: landscape.left, bottom: landscape.bottom, right: landscape.right)
        return device
    }

    public static func preset(named name: String) -> Device? {
        presets.first { $0.name == name }
    }

    /// What to say about a device name that is not a preset: the nearest preset, else all of them.
    ///
    /// ```swift
    /// Device.unknownPreset("iphone-16-pr")   // "unknown device 'iphone-16-pr'; did you mean 'iphone-16-pro'?"
    /// Device.unknownPreset("pixel")          // "unknown device 'pixel'; presets: iphone-se, iphone-15, …"
    /// ```
    public static func unknownPreset(_ name: String) -> String {
        let hint = NameSuggestion.didYouMean(name, in: presets.map(\.name), quote: "'")
        return "unknown device '\(name)'" + (hint.isEmpty ? "; presets: \(presets.map(\.name).joined(separator: ", "))" : hint)
    }

    /// A device of any size: `--width 400 --height 800 --scale 2`, named `400x800@2x`. No safe area.
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
