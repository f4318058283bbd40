import CollectionLayout
import Foundation

/// A device a screen is drawn on: logical size, scale and portrait safe area.
public struct Device: Sendable, Equatable {
    public let name: String
    public let displayName: String
    public let width: Double
    public let height: Double
    public let scale: Double
    public let safeAreaTop: Double
    public let safeAreaBottom: Double

    public init(name: String, displayName: String, width: Double, height: Double, scale: Double,
                safeAreaTop: Double = 0, safeAreaBottom: Double = 0) {
        self.name = name; self.displayName = displayName; self.width = width; self.height = height
        self.scale = scale; self.safeAreaTop = safeAreaTop; self.safeAreaBottom = safeAreaBottom
    }

    /// The collection view this device shows, filling the screen.
    public func viewport(layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight) -> Viewport {
        Viewport(size: CGSize(width: width, height: height),
                 safeAreaInsets: UIEdgeInsets(top: safeAreaTop, left: 0, bottom: safeAreaBottom, right: 0),
                 scale: scale, layoutDirection: layoutDirection)
    }

    public var pixelWidth: Int { Int((width * scale).rounded()) }
    public var pixelHeight: Int { Int((height * scale).rounded()) }

    /// Presets, portrait. Safe areas from uikit-semantics.md §I2: only the iPhone 16 Pro's is
    /// measured (S27); the others are the commonly quoted values.
    public static let presets: [Device] = [
        Device(name: "iphone-se", displayName: "iPhone SE (3rd generation)", width: 375, height: 667, scale: 2, safeAreaTop: 20),
        Device(name: "iphone-15", displayName: "iPhone 15", width: 393, height: 852, scale: 3, safeAreaTop: 59, safeAreaBottom: 34),
        Device(name: "iphone-15-plus", displayName: "iPhone 15 Plus", width: 430, height: 932, scale: 3, safeAreaTop: 59, safeAreaBottom: 34),
        Device(name: "iphone-16-pro", displayName: "iPhone 16 Pro", width: 402, height: 874, scale: 3, safeAreaTop: 62, safeAreaBottom: 34),
        Device(name: "iphone-16-pro-max", displayName: "iPhone 16 Pro Max", width: 440, height: 956, scale: 3, safeAreaTop: 62, safeAreaBottom: 34),
        Device(name: "ipad-10", displayName: "iPad (10th generation)", width: 820, height: 1180, scale: 2, safeAreaTop: 24, safeAreaBottom: 20),
        Device(name: "ipad-pro-11", displayName: "iPad Pro 11-inch (M4)", width: 834, height: 1210, scale: 2, safeAreaTop: 24, safeAreaBottom: 20),
        Device(name: "ipad-pro-13", displayName: "iPad Pro 13-inch (M4)", width: 1032, height: 1376, scale: 2, safeAreaTop: 24, safeAreaBottom: 20),
    ]

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
