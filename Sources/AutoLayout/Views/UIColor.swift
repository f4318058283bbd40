import Foundation
import CollectionLayout

/// UIKit's `UIColor`: sRGB components, a system colour by UIKit's name (`systemYellow`, `label`,
/// resolved light or dark when drawn), or a dynamic pair.
///
/// ```swift
/// view.backgroundColor = .systemYellow
/// label.textColor = UIColor(red: 0.38, green: 0.38, blue: 0.38, alpha: 1)
/// let tint = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
/// ```
/// The RGB values of system colours live with the drawing (Scene's `SystemColor`), not here.
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
    public enum Value: Hashable, Sendable {
        /// sRGB components 0…1.
        case rgba(red: Double, green: Double, blue: Double, alpha: Double)
        /// A UIKit system colour (`systemYellow`, `secondaryLabel`), with an alpha multiplier.
        case system(name: String, alpha: Double)
        /// Light and dark variants (`UIColor(dynamicProvider:)`, asset colours with appearances).
        case dynamic(light: UIColor, dark: UIColor)
    }

    public let value: Value

    public init(value: Value) { self.value = value }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(value: .rgba(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }

    public convenience init(white: CGFloat, alpha: CGFloat) { self.init(red: white, green: white, blue: white, alpha: alpha) }

    public convenience init(systemName: String) { self.init(value: .system(name: systemName, alpha: 1)) }

    /// `UIColor { traits in … }`: the provider is called twice, with a trait collection whose
    /// `userInterfaceStyle` is `.light` and one whose is `.dark` (its other traits unspecified).
    public convenience init(dynamicProvider: (UITraitCollection) -> UIColor) {
        func traits(_ style: UIUserInterfaceStyle) -> UITraitCollection {
            var traits = UITraitCollection(horizontalSizeClass: .unspecified)
            traits.userInterfaceStyle = style
            return traits
        }
        self.init(value: .dynamic(light: dynamicProvider(traits(.light)), dark: dynamicProvider(traits(.dark))))
    }

    /// `#RRGGBB` or `#RRGGBBAA`; nil for anything else.
    public convenience init?(hex: String) {
        var s = Substring(hex)
        if s.hasPrefix("#") { s = s.dropFirst() }
        guard s.count == 6 || s.count == 8, let n = UInt64(s, radix: 16) else { return nil }
        let v = s.count == 6 ? (n << 8) | 0xFF : n
        func c(_ shift: UInt64) -> CGFloat { CGFloat(Double((v >> shift) & 0xFF) / 255) }
        self.init(red: c(24), green: c(16), blue: c(8), alpha: c(0))
    }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        switch value {
        case .rgba(let r, let g, let b, _): UIColor(value: .rgba(red: r, green: g, blue: b, alpha: Double(alpha)))
        case .system(let name, _): UIColor(value: .system(name: name, alpha: Double(alpha)))
        case .dynamic(let l, let d): UIColor(value: .dynamic(light: l.withAlphaComponent(alpha), dark: d.withAlphaComponent(alpha)))
        }
    }

    /// The variant for a light or dark appearance.
    public func resolved(dark: Bool) -> UIColor {
        if case .dynamic(let l, let d) = value { return (dark ? d : l).resolved(dark: dark) }
        return self
    }

    /// UIKit's `resolvedColor(with:)`: a dynamic colour's variant for the traits' appearance (a system
    /// colour stays one, resolved when drawn).
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        resolved(dark: traitCollection.userInterfaceStyle == .dark)
    }

    public var cgColor: CGColor { CGColor(color: self) }

    public static func == (a: UIColor, b: UIColor) -> Bool { a.value == b.value }
    public func hash(into h: inout Hasher) { h.combine(value) }

    public var description: String {
        switch value {
        case .rgba(let r, let g, let b, let a): "UIColor(red: \(r), green: \(g), blue: \(b), alpha: \(a))"
        case .system(let name, let a): a == 1 ? "UIColor.\(name)" : "UIColor.\(name)(alpha: \(a))"
        case .dynamic(let l, let d): "UIColor(light: \(l), dark: \(d))"
        }
    }

    public static let clear = UIColor(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = UIColor(white: 0, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)

    /// UIKit's `init(hue:saturation:brightness:alpha:)`, in sRGB.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6, s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let c = v * s, x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1)), m = v - c
        let (r, g, b): (CGFloat, CGFloat, CGFloat) = switch Int(h) {
        case 0: (c, x, 0)
        case 1: (x, c, 0)
        case 2: (0, c, x)
        case 3: (0, x, c)
        case 4: (x, 0, c)
        default: (c, 0, x)
        }
        self.init(red: r + m, green: g + m, blue: b + m, alpha: alpha)
    }

    /// UIKit's `init(displayP3Red:green:blue:alpha:)`: the Display P3 colour converted to sRGB (the
    /// transfer curve undone, the P3-to-sRGB matrix, the curve reapplied; out-of-gamut parts clamped).
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func linear(_ v: CGFloat) -> Double { let v = Double(v); return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        func encoded(_ v: Double) -> CGFloat {
            if v >= 1 { return 1 }
            let v = max(v, 0)
            return CGFloat(v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055)
        }
        let (r, g, b) = (linear(red), linear(green), linear(blue))
        self.init(red: encoded(1.2249401 * r - 0.2249404 * g),
                  green: encoded(-0.0420569 * r + 1.0420571 * g),
                  blue: encoded(-0.0196376 * r - 0.0786361 * g + 1.0982735 * b), alpha: alpha)
    }

    public static let systemRed = UIColor(systemName: "systemRed")
    public static let systemOrange = UIColor(systemName: "systemOrange")
    public static let systemYellow = UIColor(systemName: "systemYellow")
    public static let systemGreen = UIColor(systemName: "systemGreen")
    public static let systemTeal = UIColor(systemName: "systemTeal")
    public static let systemBrown = UIColor(systemName: "systemBrown")
    public static let systemMint = UIColor(systemName: "systemMint")
    public static let systemCyan = UIColor(systemName: "systemCyan")
    public static let systemBlue = UIColor(systemName: "systemBlue")
    public static let systemIndigo = UIColor(systemName: "systemIndigo")
    public static let systemPurple = UIColor(systemName: "systemPurple")
    public static let systemPink = UIColor(systemName: "systemPink")
    public static let systemGray = UIColor(systemName: "systemGray")
    public static let systemGray2 = UIColor(systemName: "systemGray2")
    public static let systemGray3 = UIColor(systemName: "systemGray3")
    public static let systemGray4 = UIColor(systemName: "systemGray4")
    public static let systemGray5 = UIColor(systemName: "systemGray5")
    public static let systemGray6 = UIColor(systemName: "systemGray6")
    public static let label = UIColor(systemName: "label")
    public static let secondaryLabel = UIColor(systemName: "secondaryLabel")
    public static let tertiaryLabel = UIColor(systemName: "tertiaryLabel")
    public static let quaternaryLabel = UIColor(systemName: "quaternaryLabel")
    public static let link = UIColor(systemName: "link")
    public static let placeholderText = UIColor(systemName: "placeholderText")
    public static let separator = UIColor(systemName: "separator")
    public static let opaqueSeparator = UIColor(systemName: "opaqueSeparator")
    public static let systemBackground = UIColor(systemName: "systemBackground")
    public static let secondarySystemBackground = UIColor(systemName: "secondarySystemBackground")
    public static let tertiarySystemBackground = UIColor(systemName: "tertiarySystemBackground")
    public static let systemGroupedBackground = UIColor(systemName: "systemGroupedBackground")
    public static let secondarySystemGroupedBackground = UIColor(systemName: "secondarySystemGroupedBackground")
    public static let systemFill = UIColor(systemName: "systemFill")
    public static let secondarySystemFill = UIColor(systemName: "secondarySystemFill")
    public static let tertiarySystemFill = UIColor(systemName: "tertiarySystemFill")
    public static let quaternarySystemFill = UIColor(systemName: "quaternarySystemFill")
    /// UIKit's colours from before the semantic ones, as the semantic colours they stand for (as a
    /// xib's `systemColor` reads them: `NibValues.legacyNames`).
    public static let darkText = label
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    public static let groupTableViewBackground = systemGroupedBackground
}

/// `CGColor`: what `CALayer` takes (`UIColor.cgColor`); Layoutshot keeps the `UIColor`.
public struct CGColor: Hashable, Sendable {
    public let color: UIColor
}
