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
}

/// SwiftUI's `LocalizedStringKey`: a key, as written (no localisation table is read).
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    public let key: String
    public init(_ value: String) { key = value }
    public init(stringLiteral value: String) { key = value }
    public init(stringInterpolation: DefaultStringInterpolation) { key = String(stringInterpolation: stringInterpolation) }
}
