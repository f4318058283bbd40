import Foundation

/// SwiftUI's `Color`: a value an app's code may keep beside its views (a theme's colours), bridged to
/// and from `UIColor`.
public struct Color: View, Hashable {
    public let uiColor: UIColor
    public init(_ color: UIColor) { uiColor = color }
    public init(uiColor: UIColor) { self.uiColor = uiColor }
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        uiColor = UIColor(red: red, green: green, blue: blue, alpha: opacity)
    }
    public init(white: Double, opacity: Double = 1) { uiColor = UIColor(white: white, alpha: opacity) }
    /// `Color.RGBColorSpace`: Display P3 components are converted as `UIColor(displayP3Red:…)` converts
    /// them; linear sRGB is taken as sRGB (chosen: kept simple).
    public enum RGBColorSpace: Sendable { case sRGB, sRGBLinear, displayP3 }
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        uiColor = colorSpace == .displayP3 ? UIColor(displayP3Red: red, green: green, blue: blue, alpha: opacity)
            : UIColor(red: red, green: green, blue: blue, alpha: opacity)
    }
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) { uiColor = UIColor(white: white, alpha: opacity) }
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        uiColor = UIColor(hue: hue, saturation: saturation, brightness: brightness, alpha: opacity)
    }
    /// A colour set of the app's asset catalogue (`UIColor(named:)`); clear when none has the name.
    public init(_ name: String, bundle: Bundle? = nil) { uiColor = UIColor(named: name) ?? .clear }
    public func opacity(_ opacity: Double) -> Color { Color(uiColor.withAlphaComponent(opacity)) }
    public var body: Never { fatalError("Color has no body") }
    public static func == (a: Color, b: Color) -> Bool { a.uiColor == b.uiColor }
    public func hash(into hasher: inout Hasher) { hasher.combine(uiColor) }

    public static var black: Color { Color(UIColor.black) }
    public static var white: Color { Color(UIColor.white) }
    public static var gray: Color { Color(UIColor.gray) }
    public static var red: Color { Color(UIColor.systemRed) }
    public static var orange: Color { Color(UIColor.systemOrange) }
    public static var yellow: Color { Color(UIColor.systemYellow) }
    public static var green: Color { Color(UIColor.systemGreen) }
    public static var blue: Color { Color(UIColor.systemBlue) }
    public static var purple: Color { Color(UIColor.systemPurple) }
    public static var pink: Color { Color(UIColor.systemPink) }
    public static var teal: Color { Color(UIColor.systemTeal) }
    public static var indigo: Color { Color(UIColor.systemIndigo) }
    public static var clear: Color { Color(UIColor.clear) }
    public static var primary: Color { Color(UIColor.label) }
    public static var secondary: Color { Color(UIColor.secondaryLabel) }
    public static var accentColor: Color { Color(UIColor.systemBlue) }
}

extension UIColor {
    /// UIKit's `UIColor(_:)` from a SwiftUI colour: the same colour.
    public convenience init(_ color: Color) { self.init(value: color.uiColor.value) }
}

/// SwiftUI's `Font`: the text styles and system fonts, kept as values.
public struct Font: Hashable, Sendable {
    public let name: String
    public let size: CGFloat?
    init(_ name: String, size: CGFloat? = nil) { self.name = name; self.size = size }
    public static let largeTitle = Font("largeTitle"), title = Font("title"), title2 = Font("title2"), title3 = Font("title3")
    public static let headline = Font("headline"), subheadline = Font("subheadline"), body = Font("body")
    public static let callout = Font("callout"), footnote = Font("footnote"), caption = Font("caption"), caption2 = Font("caption2")
    public static func system(size: CGFloat) -> Font { Font("system", size: size) }
    public static func custom(_ name: String, size: CGFloat) -> Font { Font(name, size: size) }
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font { Font(name, size: size) }
    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font { Font("system", size: size) }
    public static func system(_ style: TextStyle, design: Design = .default) -> Font { Font(style.rawValue) }
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font { Font(style.rawValue) }
    /// A font from a UIKit font (`Font(uiFont as CTFont)`): its name and size.
    public init(_ font: CTFont) { self.init(font.fontName, size: font.pointSize) }
    public func weight(_ weight: Weight) -> Font { self }
    public func bold() -> Font { self }
    public func italic() -> Font { self }
    public func monospacedDigit() -> Font { self }

    /// `Font.TextStyle`.
    public enum TextStyle: String, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }
    /// `Font.Design`: kept, drawn in the system design.
    public enum Design: Sendable, Hashable { case `default`, serif, rounded, monospaced }
    /// `Font.Weight`.
    public struct Weight: Hashable, Sendable {
        public let value: Double
        public static let ultraLight = Weight(value: -0.8), thin = Weight(value: -0.6), light = Weight(value: -0.4)
        public static let regular = Weight(value: 0), medium = Weight(value: 0.23), semibold = Weight(value: 0.3)
        public static let bold = Weight(value: 0.4), heavy = Weight(value: 0.56), black = Weight(value: 0.62)
    }
}

/// Core Text's `CTFont`, as SwiftUI code meets it (`Font(uiFont as CTFont)`): toll-free bridged to `UIFont`.
public typealias CTFont = UIFont

/// SwiftUI's `LocalizedStringKey`: a key, as written (no localisation table is read).
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    public let key: String
    public init(_ value: String) { key = value }
    public init(stringLiteral value: String) { key = value }
    public init(stringInterpolation: DefaultStringInterpolation) { key = String(stringInterpolation: stringInterpolation) }
}
