import AutoLayout
import Foundation
import Scene

/// UIKit's `UIFont`: the system font at a size and weight, or a text style's font. Drawn with the
/// pinned fonts (Inter, Noto Sans CJK KR); its vertical metrics are SF Pro's, so a label is as tall
/// as on iOS (`lineHeight`).
///
/// ```swift
/// let title = UIFont.systemFont(ofSize: 16, weight: .semibold)
/// title.lineHeight          // 19.09 (SF Pro: 1.1934 × size)
/// UIFont.preferredFont(forTextStyle: .headline).pointSize   // 17, semibold
/// ```
public final class UIFont: Hashable, Sendable, CustomStringConvertible {
    /// What Scene draws: size, weight, tracking and the text style it was made from.
    public let spec: FontSpec
    /// `UIFont(name:size:)`: the font name asked for (drawn as the system font of that weight).
    public let fontName: String

    init(spec: FontSpec, name: String) { self.spec = spec; fontName = name }

    /// Layoutshot: the font Scene describes (a screen file's `{"size", "weight"}` or text style).
    public convenience init(spec: FontSpec) { self.init(spec: spec, name: ".SFUI-\(spec.weight.rawValue)") }

    public var pointSize: CGFloat { CGFloat(spec.size) }

    /// The app's face this font is drawn in (`UIFont(name:size:)` of a registered font, `AppFonts`), if any.
    var appFace: FontFace? { spec.appFace }

    /// SF Pro's line metrics (hhea ascender 1950, descender 494 of 2048 units per em; iOS's
    /// `UIFont.systemFont(ofSize: 17).lineHeight` is 20.287). The same ratios hold for SF Pro Text
    /// and Display and every weight. An app's own face reports its own (`FontFace`: hhea, as Core Text).
    public var ascender: CGFloat { appFace.map { CGFloat($0.ascender(size: spec.size)) } ?? pointSize * 1950 / 2048 }
    public var descender: CGFloat { appFace.map { CGFloat($0.descender(size: spec.size)) } ?? -pointSize * 494 / 2048 }
    /// `ascender − descender + leading`; SF Pro's leading is 0.
    public var lineHeight: CGFloat { ascender - descender + leading }
    public var leading: CGFloat { appFace.map { CGFloat($0.leading(size: spec.size)) } ?? 0 }
    public var capHeight: CGFloat { appFace.map { CGFloat($0.capHeight(size: spec.size)) } ?? pointSize * 1443 / 2048 }

    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(spec: FontSpec(size: Double(size), weight: weight.fontWeight), name: ".SFUI-\(weight.fontWeight.rawValue)")
    }

    public static func systemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size, weight: .regular) }
    /// UIKit's standard sizes: `systemFontSize` 14, `labelFontSize` 17, `buttonFontSize` 18, `smallSystemFontSize` 12.
    public static var systemFontSize: CGFloat { 14 }
    public static var labelFontSize: CGFloat { 17 }
    public static var buttonFontSize: CGFloat { 18 }
    public static var smallSystemFontSize: CGFloat { 12 }
    /// Fixed-width digits, or a monospaced face: drawn as the system font of that weight (noted in the README).
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { systemFont(ofSize: size, weight: weight) }
    public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { systemFont(ofSize: size, weight: weight) }
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size, weight: .bold) }
    /// Drawn upright: the pinned fonts have no italic (a documented difference).
    public static func italicSystemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size, weight: .regular) }

    /// The text style's font at the simulated reader's content size (`UIKitSimulation.contentSizeCategory`,
    /// Large by default), from the one text-style table (`TextStyle.dynamicTypeSizes`, rule I3).
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, at: UIKitSimulation.contentSizeCategory)
    }

    /// The text style's font for `traitCollection`'s content size category (Large when it has none).
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        preferredFont(forTextStyle: style, at: traitCollection?.preferredContentSizeCategory ?? UIKitSimulation.contentSizeCategory)
    }

    private static func preferredFont(forTextStyle style: TextStyle, at category: UIContentSizeCategory) -> UIFont {
        UIFont(spec: style.sceneStyle.font.withContentSize(category), name: ".SFUI-\(style.rawValue)")
    }

    /// `UIFont(name:size:)`: the app's face of that PostScript name, full name or family when
    /// `AppFonts` has it (the app's bundled fonts, `--fonts DIR`, `LAYOUTSHOT_FONTS`), drawn and
    /// measured in it; else the system font, a `-Bold`, `-Semibold`, … suffix keeping its weight
    /// (Layoutshot does not return nil for a font it lacks: the view is still laid out).
    public convenience init?(name: String, size: CGFloat) {
        let lower = name.lowercased()
        var weight = Weight.all.last { lower.contains($0.fontWeight.rawValue.lowercased()) }?.fontWeight ?? .regular
        if let face = AppFonts.shared.face(named: name) { weight = FontWeight.nearest(toWeightClass: face.weight) }
        var spec = FontSpec(size: Double(size), weight: weight)
        spec.name = name
        self.init(spec: spec, name: name)
    }

    public func withSize(_ size: CGFloat) -> UIFont {
        var s = spec
        s.size = Double(size)
        return UIFont(spec: s, name: fontName)
    }

    public static func == (a: UIFont, b: UIFont) -> Bool { a.spec == b.spec && a.fontName == b.fontName }
    public func hash(into h: inout Hasher) { h.combine(spec); h.combine(fontName) }
    public var description: String { "UIFont(\(fontName), \(Double(pointSize)) pt)" }

    /// `UIFont.Weight` with UIKit's raw values.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
        static let all: [Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]

        /// The nearest named weight.
        public var fontWeight: FontWeight {
            let names: [FontWeight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
            let i = Weight.all.indices.min { abs(Weight.all[$0].rawValue - rawValue) < abs(Weight.all[$1].rawValue - rawValue) } ?? 3
            return names[i]
        }

        public init(_ weight: FontWeight) {
            self = Weight.all[FontWeight.allCases.firstIndex(of: weight) ?? 3]
        }
    }

    /// `UIFont.TextStyle` with UIKit's names.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "largeTitle")
        public static let title1 = TextStyle(rawValue: "title1")
        public static let title2 = TextStyle(rawValue: "title2")
        public static let title3 = TextStyle(rawValue: "title3")
        public static let headline = TextStyle(rawValue: "headline")
        public static let body = TextStyle(rawValue: "body")
        public static let callout = TextStyle(rawValue: "callout")
        public static let subheadline = TextStyle(rawValue: "subheadline")
        public static let footnote = TextStyle(rawValue: "footnote")
        public static let caption1 = TextStyle(rawValue: "caption1")
        public static let caption2 = TextStyle(rawValue: "caption2")

        /// IB's `UICTFontTextStyleBody` names.
        public init?(ibName: String) {
            let name = ibName.hasPrefix("UICTFontTextStyle") ? String(ibName.dropFirst("UICTFontTextStyle".count)) : ibName
            let map = ["LargeTitle": "largeTitle", "Title0": "largeTitle", "Title1": "title1", "Title2": "title2", "Title3": "title3",
                       "Headline": "headline", "Body": "body", "Callout": "callout", "Subhead": "subheadline",
                       "Footnote": "footnote", "Caption1": "caption1", "Caption2": "caption2"]
            guard let raw = map[name] ?? (SceneTextStyle(rawValue: name) != nil ? name : nil) else { return nil }
            self.init(rawValue: raw)
        }

        var sceneStyle: SceneTextStyle { SceneTextStyle(rawValue: rawValue) ?? .body }
    }
}

/// Scene's text styles (the module's `TextStyle`, shadowed inside `UIFont`).
typealias SceneTextStyle = TextStyle
