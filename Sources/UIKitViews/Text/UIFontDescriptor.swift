import AutoLayout
import Foundation
import Scene

/// UIKit's `UIFontDescriptor`: a font's description, to derive fonts from (`withSymbolicTraits(.traitBold)`,
/// a weight trait, another size). What Layoutshot draws follows the weight: bold makes a bold font of
/// a lighter one, a `.weight` trait sets it; italic, condensed, expanded and the rounded, serif and
/// monospaced designs are kept but drawn upright in the system design (the pinned fonts have none).
public final class UIFontDescriptor: NSObject, @unchecked Sendable {
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0), traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5), traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10), traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12), traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    public struct SystemDesign: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }

    public struct AttributeName: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute"), name = AttributeName(rawValue: "NSFontNameAttribute")
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute"), traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
        public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
    }

    public struct TraitKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait"), weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait"), slant = TraitKey(rawValue: "NSCTFontSlantTrait")
    }

    /// What the font is drawn as.
    let spec: FontSpec
    let fontName: String
    public let symbolicTraits: SymbolicTraits
    public let design: SystemDesign

    init(spec: FontSpec, name: String, traits: SymbolicTraits = [], design: SystemDesign = .default) {
        self.spec = spec; fontName = name; symbolicTraits = traits; self.design = design
    }

    public convenience init(name fontName: String, size: CGFloat) {
        let font = UIFont(name: fontName, size: size) ?? .systemFont(ofSize: size)
        self.init(spec: font.spec, name: font.fontName)
    }

    public convenience override init() { self.init(spec: UIFont.systemFont(ofSize: 17).spec, name: ".SFUI-regular") }

    public var pointSize: CGFloat { CGFloat(spec.size) }

    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
    }

    /// The descriptor with `traits` (replacing its symbolic traits); bold makes a lighter weight bold.
    public func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
        var spec = spec
        let bold = UIFont.Weight(.bold)
        if traits.contains(.traitBold), UIFont.Weight(spec.weight).rawValue < bold.rawValue { spec.weight = .bold }
        return UIFontDescriptor(spec: spec, name: fontName, traits: traits, design: design)
    }

    public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        UIFontDescriptor(spec: spec, name: fontName, traits: symbolicTraits, design: design)
    }

    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        var spec = spec
        spec.size = Double(newPointSize)
        return UIFontDescriptor(spec: spec, name: fontName, traits: symbolicTraits, design: design)
    }

    /// A `.traits` attribute's `.weight` sets the weight; `.size` the size; others are kept out.
    public func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        var spec = spec
        if let traits = attributes[.traits] as? [TraitKey: Any] {
            if let weight = traits[.weight] as? UIFont.Weight { spec.weight = weight.fontWeight }
            else if let raw = traits[.weight] as? CGFloat { spec.weight = UIFont.Weight(rawValue: raw).fontWeight }
        }
        if let size = attributes[.size] as? CGFloat { spec.size = Double(size) }
        return UIFontDescriptor(spec: spec, name: fontName, traits: symbolicTraits, design: design)
    }
}

extension UIFont {
    /// UIKit's `fontDescriptor`.
    public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(spec: spec, name: fontName) }

    /// UIKit's `UIFont(descriptor:size:)`: the descriptor's font; a size of 0 keeps the descriptor's.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        var spec = descriptor.spec
        if pointSize > 0 { spec.size = Double(pointSize) }
        self.init(spec: spec, name: descriptor.fontName)
    }
}
