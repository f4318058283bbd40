import Foundation

/// A colour in sRGB, components 0…1, straight (not premultiplied) alpha.
///
/// Translucent colours stay translucent: the renderer composites them over what is below,
/// as iOS does (`UIColor.separator` over white is (199,199,201), not an opaque look-alike).
public struct RGBA: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// 0–255 components, alpha 0…1: `RGBA(255, 59, 48)`.
    public init(_ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: a)
    }

    /// `#RGB`, `#RRGGBB` or `#RRGGBBAA`; nil for anything else.
    public init?(hex: String) {
        guard hex.hasPrefix("#") else { return nil }
        var digits = String(hex.dropFirst())
        if digits.count == 3 { digits = digits.map { "\($0)\($0)" }.joined() }
        guard digits.count == 6 || digits.count == 8,
              digits.allSatisfy(\.isHexDigit),
              let value = UInt64(digits, radix: 16) else { return nil }
        let v = digits.count == 6 ? (value << 8) | 0xFF : value
        self.init(red: Double((v >> 24) & 0xFF) / 255, green: Double((v >> 16) & 0xFF) / 255,
                  blue: Double((v >> 8) & 0xFF) / 255, alpha: Double(v & 0xFF) / 255)
    }

    public static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
    public static let white = RGBA(255, 255, 255)
    public static let black = RGBA(0, 0, 0)

    /// This colour drawn over an opaque `background` (source-over).
    public func composited(over background: RGBA) -> RGBA {
        let a = alpha
        return RGBA(red: red * a + background.red * (1 - a),
                    green: green * a + background.green * (1 - a),
                    blue: blue * a + background.blue * (1 - a),
                    alpha: 1)
    }

    /// 8-bit components, rounded: `[r, g, b, a]`.
    public var bytes: [UInt8] {
        [red, green, blue, alpha].map { UInt8(max(0, min(255, ($0 * 255).rounded()))) }
    }

    public var description: String {
        let b = bytes
        return String(format: "#%02X%02X%02X%02X", b[0], b[1], b[2], b[3])
    }
}

/// Light or dark mode (`UITraitCollection.userInterfaceStyle`).
public enum Appearance: String, CaseIterable, Sendable {
    case light, dark
}
