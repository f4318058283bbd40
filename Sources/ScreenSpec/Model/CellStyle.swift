import AutoLayout
import Foundation
import Scene
import UIKitViews

/// A cell's or supplementary view's look, as UIKit's `UIListContentConfiguration` and
/// `UIBackgroundConfiguration` describe it (seed 001's final version):
///
/// ```json
/// {"contentConfiguration": {"text": "{section}번째 Section",
///                           "textProperties": {"font": {"size": 14, "weight": "bold"},
///                                              "color": "systemBlue", "alignment": "center"}},
///  "backgroundConfiguration": {"backgroundColor": "systemGray3"}}
/// ```
///
/// The content configuration is UIKit's own `UIListContentConfiguration`, the one model of a row's
/// content (the `UIKit` module's list cells hold the same type). A screen file's starts from
/// `UIListContentConfiguration.screenFile`, which differs from UIKit's `.cell()`: margins 0 (UIKit
/// derives them from the cell's), `.body` at the Large size whatever the simulated reader, and the
/// text centred vertically in the cell. A configuration with only `text` is drawn as one label in the
/// margins; one with `secondaryText` or an `image` (a screen built in Swift) is laid out by
/// `UIListContentView`, as in an app.
///
/// Instead of `contentConfiguration`, a style may give a `contentView`: a tree of views placed by
/// constraints and stacks (`ContentView`, `ViewSpec`), drawn in the cell's frame over the
/// background, its labels' `{text}` being the item's text:
///
/// Or a `nib`: the cell from a `.xib` beside the screen file, its outlets bound to the item
/// (`NibCell`): `{"nib": "Cells/SmallAppCell.xib", "outlets": {"titleLabel": "{text}"}}`.
///
/// ```json
/// {"contentView": {"view": {"subviews": [
///    {"shape": {"kind": "circle", "fill": "systemGreen"}, "constraints": {"leading": 20, "centerY": 0, "width": 40, "height": 40}},
///    {"label": {"text": "{text}"}, "constraints": {"leading": 68, "trailing": 20}}]}}}
/// ```
public struct CellStyle: Sendable, Equatable {
    /// The text and its properties: `text` (a template: `{section}`, `{item}` and the item's fields),
    /// `textProperties` (font, colour, alignment, `numberOfLines` — 0 as many as needed),
    /// `directionalLayoutMargins`.
    public var contentConfiguration = UIListContentConfiguration.screenFile
    public var backgroundColor: ColorReference?
    public var cornerRadius = 0.0
    /// Circular unless the file says continuous, UIKit's default (I4).
    public var cornerCurve = CornerCurve.circular
    /// The cell's own views, replacing the content configuration's label.
    public var contentView: ContentView?
    /// The cell drawn from an Interface Builder file (`"nib"`, `NibCell`), replacing both.
    public var nib: NibCell?
    /// The cell's views made by the app's own code (`CellViews`: the `UIKit` module's collection
    /// view asks its data source), replacing all of the above.
    public var views: CellViews?

    public init() {}

    /// A style whose views come from `views`' provider.
    public init(views: CellViews) { self.views = views }

    /// The placeholder look of cells in a layout built in code: a systemGray5 card with 8 pt continuous
    /// corners and its "section.item" label centred in secondaryLabel — frames visible at a glance.
    public static var placeholder: CellStyle {
        var style = CellStyle()
        style.backgroundColor = .system("systemGray5")
        style.cornerRadius = 8
        style.cornerCurve = .continuous
        style.contentConfiguration.textProperties.alignment = .center
        style.contentConfiguration.textProperties.color = .secondaryLabel
        style.contentConfiguration.textProperties.font = UIFont(spec: TextStyle.footnote.font)
        style.contentConfiguration.textProperties.numberOfLines = 1
        return style
    }

    /// The placeholder of a supplementary view in a layout built in code: a systemGray4 card with
    /// its kind and index path (`header 0.0`, `badge 2.5`) — headers, footers and badges visible.
    public static func placeholder(supplementary kind: String) -> CellStyle {
        var style = placeholder
        style.backgroundColor = .system("systemGray4")
        style.contentConfiguration.textProperties.color = .label
        style.contentConfiguration.text = "\(shortName(kind)) {section}.{item}"
        return style
    }

    /// The placeholder of a decoration view in a layout built in code: a systemGray6 panel with its
    /// kind at the top-leading corner.
    public static func placeholder(decoration kind: String) -> CellStyle {
        var style = CellStyle()
        style.backgroundColor = .system("systemGray6")
        style.cornerRadius = 12
        style.cornerCurve = .continuous
        style.contentConfiguration.textProperties.color = .tertiaryLabel
        style.contentConfiguration.textProperties.font = UIFont(spec: TextStyle.caption2.font)
        style.contentConfiguration.textProperties.numberOfLines = 1
        style.contentConfiguration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
        style.contentConfiguration.text = shortName(kind)
        return style
    }

    /// `UICollectionElementKindSectionHeader` → `header`, `…Footer` → `footer`, others as they are.
    static func shortName(_ kind: String) -> String {
        switch kind {
        case "UICollectionElementKindSectionHeader": "header"
        case "UICollectionElementKindSectionFooter": "footer"
        default: kind
        }
    }

    public static func == (a: CellStyle, b: CellStyle) -> Bool {
        a.contentConfiguration == b.contentConfiguration && a.backgroundColor == b.backgroundColor
            && a.cornerRadius == b.cornerRadius && a.cornerCurve == b.cornerCurve && a.contentView == b.contentView && a.nib == b.nib
            && a.views == b.views
    }

    /// `text` with `{section}` and `{item}` replaced, as the seeds' `"\(indexPath.section)번째 Section"`.
    public func text(section: Int, item: Int) -> String? {
        contentConfiguration.text?.replacingOccurrences(of: "{section}", with: String(section))
            .replacingOccurrences(of: "{item}", with: String(item))
    }

    /// `{"textStyle": "headline"}` (`UIFont.preferredFont(forTextStyle:)`) or `{"size": 14,
    /// "weight": "bold"}` (`UIFont.systemFont(ofSize:weight:)`); `weight` may also restyle a text
    /// style, and `tracking` (points) overrides SF Pro's. `"name": "Montserrat-Bold"` with a size is
    /// `UIFont(name:size:)`: the app's face of that name when one is registered (`AppFonts`: fonts
    /// beside the screen file, `--fonts`), its weight the face's; else the system font.
    static func font(_ node: JSONNode) throws -> FontSpec {
        let f = try node.object()
        var font: FontSpec
        if let n = f.optional("textStyle") {
            font = TextStyle(rawValue: try n.oneOf(TextStyle.allCases.map(\.rawValue)))!.font
            if f.has("size") { throw n.error("give textStyle or size, not both") }
        } else {
            let size = try f.required("size")
            let points = try size.positive()
            guard points <= 1000 else { throw size.error("font size \(JSONNode.format(points)) is too large (at most 1000)") }
            font = FontSpec(size: points)
        }
        if let n = f.optional("name") {
            if f.has("textStyle") { throw n.error("give textStyle or name, not both") }
            let name = try n.string()
            guard !name.isEmpty, name.count <= 200 else { throw n.error("a font name is 1 to 200 characters") }
            font.name = name
            if let face = font.appFace { font.weight = FontWeight.nearest(toWeightClass: face.weight) }
        }
        if let n = f.optional("weight") { font.weight = FontWeight(rawValue: try n.oneOf(FontWeight.allCases.map(\.rawValue)))! }
        if let n = f.optional("tracking") {
            let t = try n.number()
            guard abs(t) <= 100 else { throw n.error("tracking \(JSONNode.format(t)) pt is too large (at most ±100)") }
            font.tracking = t
        }
        try f.finish()
        return font
    }

    /// `{"text", "textProperties": {"font", "color", "alignment", "numberOfLines"},
    /// "directionalLayoutMargins"}` over `UIListContentConfiguration.screenFile`.
    static func contentConfiguration(_ c: JSONObject) throws -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration.screenFile
        if let t = c.optional("text") { configuration.text = try t.string() }
        if let p = try c.optional("textProperties")?.object() {
            var properties = configuration.textProperties
            if let f = p.optional("font") { properties.font = UIFont(spec: try font(f)) }
            if let n = p.optional("color") { properties.color = UIColor(try ColorReference.decode(n)) }
            if let n = p.optional("alignment") {
                properties.alignment = try LayoutDecoding.choice(n, ["natural": .natural, "center": .center, "justified": .justified])
            }
            if let n = p.optional("numberOfLines") { properties.numberOfLines = try n.integer(in: 0...1000) }
            try p.finish()
            configuration.textProperties = properties
        }
        if let m = c.optional("directionalLayoutMargins") {
            configuration.directionalLayoutMargins = try LayoutDecoding.directionalInsets(m)
        }
        try c.finish()
        return configuration
    }

    static func decode(_ node: JSONNode) throws -> CellStyle {
        var style = CellStyle()
        let o = try node.object()
        if let c = try o.optional("contentConfiguration")?.object() {
            style.contentConfiguration = try contentConfiguration(c)
        }
        if let b = try o.optional("backgroundConfiguration")?.object() {
            if let n = b.optional("backgroundColor") { style.backgroundColor = try ColorReference.decode(n) }
            if let n = b.optional("cornerRadius") { style.cornerRadius = try n.length() }
            if let n = b.optional("cornerCurve") { style.cornerCurve = CornerCurve(rawValue: try n.oneOf(["circular", "continuous"]))! }
            try b.finish()
        }
        if o.has("nib") {
            guard !o.has("contentConfiguration"), !o.has("contentView") else {
                throw try o.required("nib").error("give nib, contentView or contentConfiguration, not two of them")
            }
            style.nib = try NibCell.decode(o)
        }
        if let n = o.optional("contentView") {
            guard !o.has("contentConfiguration") else { throw n.error("give contentConfiguration or contentView, not both") }
            style.contentView = try ContentView.decode(n)
        }
        try o.finish()
        return style
    }
}

/// `NSTextAlignment`. `natural` is left in left-to-right layouts, right in right-to-left ones.
public enum TextAlignmentSpec: String, CaseIterable, Sendable {
    case natural, left, center, right

    public func resolved(rightToLeft: Bool) -> TextAlignment {
        switch self {
        case .natural: rightToLeft ? .right : .left
        case .left: .left
        case .center: .center
        case .right: .right
        }
    }
}

extension UIListContentConfiguration {
    /// Where a screen file's `contentConfiguration` starts (Layoutshot's, not a UIKit preset): `.body`
    /// at the Large size in `label`, natural alignment, as many lines as needed, no margins. It does
    /// not read the simulated reader (`Traits` sets a screen's content size).
    public static var screenFile: UIListContentConfiguration {
        var configuration = UIListContentConfiguration.cell()
        configuration.textProperties.font = UIFont(spec: TextStyle.body.font)
        configuration.textProperties.color = .label
        configuration.secondaryTextProperties.font = UIFont(spec: TextStyle.subheadline.font)
        configuration.secondaryTextProperties.color = .secondaryLabel
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets()
        return configuration
    }
}

extension UIColor {
    /// The colour a screen file names, as UIKit's `UIColor`: a system name, components, or a
    /// light and dark pair.
    public convenience init(_ reference: ColorReference) {
        switch reference {
        case .system(let name): self.init(systemName: name)
        case .fixed(let c): self.init(value: .rgba(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha))
        case .dynamic(let light, let dark): self.init(value: .dynamic(light: UIColor(light), dark: UIColor(dark)))
        }
    }
}
