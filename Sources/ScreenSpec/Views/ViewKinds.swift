import Foundation
import Scene

/// A plain `UIView` holding `subviews`, each placed by its own constraints (`ViewTranslation`).
/// `placementOrder` lists the subviews so that a sibling a constraint refers to comes first —
/// computing it checks names and refuses cycles; Auto Layout itself needs no order.
public struct ContainerSpec: Sendable, Equatable {
    public var subviews: [ViewSpec]
    public var placementOrder: [Int]

    init(subviews: [ViewSpec], placementOrder: [Int]) {
        self.subviews = subviews; self.placementOrder = placementOrder
    }

    /// A container of `subviews` built in Swift, ordered so that a sibling a constraint refers to is
    /// placed first.
    /// - Throws: `SpecError` at `subviews[i]` for a duplicate name, a reference to no sibling, or a cycle.
    public init(subviews: [ViewSpec]) throws {
        self.subviews = subviews
        placementOrder = try SiblingOrder.order(subviews, paths: subviews.indices.map { "subviews[\($0)]" })
    }
}

/// `UIStackView`: `{"axis": "vertical", "spacing": 10, "alignment": "center", "distribution": "fill",
/// "arrangedSubviews": [...]}`. Defaults as UIKit's: horizontal, spacing 0, fill, fill.
public struct StackSpec: Sendable, Equatable {
    public enum Axis: String, Sendable, CaseIterable { case horizontal, vertical }
    /// `UIStackView.Alignment` across the axis; `top` is `leading` and `bottom` is `trailing`, as in UIKit.
    public enum Alignment: String, Sendable { case fill, leading, center, trailing }
    public enum Distribution: String, Sendable, CaseIterable { case fill, fillEqually, equalSpacing }

    public var axis = Axis.horizontal
    public var spacing = 0.0
    public var alignment = Alignment.fill
    public var distribution = Distribution.fill
    public var arrangedSubviews: [ViewSpec] = []

    public init(axis: Axis = .horizontal, spacing: Double = 0, alignment: Alignment = .fill, distribution: Distribution = .fill,
                arrangedSubviews: [ViewSpec] = []) {
        self.axis = axis; self.spacing = spacing; self.alignment = alignment; self.distribution = distribution
        self.arrangedSubviews = arrangedSubviews
    }
}

/// `UILabel`: `{"text": "{text}", "font": {"size": 12}, "color": "#606060", "numberOfLines": 1,
/// "textAlignment": "natural"}`. `text` may use `{item}`, `{section}` and `{text}` (the item's text).
/// Defaults as UIKit's: the system font at 17 pt (`UILabel`'s default, a fixed font that does not
/// follow Dynamic Type — give `{"textStyle": "body"}` for one that does), `label` colour, one line,
/// natural alignment.
public struct LabelSpec: Sendable, Equatable {
    public var text: String
    public var font = FontSpec(size: 17)
    public var color = ColorReference.system("label")
    public var numberOfLines = 1
    public var textAlignment = TextAlignmentSpec.natural

    public init(text: String, font: FontSpec = FontSpec(size: 17), color: ColorReference = .system("label"),
                numberOfLines: Int = 1, textAlignment: TextAlignmentSpec = .natural) {
        self.text = text; self.font = font; self.color = color; self.numberOfLines = numberOfLines; self.textAlignment = textAlignment
    }
}

/// `UIImageView` (or a coloured placeholder `UIView`): a colour, a gradient or a PNG from `assets/` beside the screen file or `samples/assets` (`ViewAssets`).
public struct ImageSpec: Sendable, Equatable {
    public enum Source: Sendable, Equatable {
        case color(ColorReference)
        case gradient(GradientSpec)
        /// The asset's name as written and its absolute path, checked when the screen is read.
        case asset(name: String, path: String)
    }
    public var source: Source
    /// `UIView.ContentMode` of an asset; UIKit's default `scaleToFill`.
    public var contentMode = ImageContentMode.scaleToFill

    public init(source: Source, contentMode: ImageContentMode = .scaleToFill) {
        self.source = source; self.contentMode = contentMode
    }
}

/// `CAGradientLayer`: `{"colors": [c, c, …], "locations": [0, 1], "startPoint": {"x": 0.5, "y": 0},
/// "endPoint": {"x": 0.5, "y": 1}}`.
public struct GradientSpec: Sendable, Equatable {
    public var colors: [ColorReference]
    public var locations: [Double]?
    public var startPoint = CGPoint(x: 0.5, y: 0)
    public var endPoint = CGPoint(x: 0.5, y: 1)

    public init(colors: [ColorReference], locations: [Double]? = nil, startPoint: CGPoint = CGPoint(x: 0.5, y: 0),
                endPoint: CGPoint = CGPoint(x: 0.5, y: 1)) {
        self.colors = colors; self.locations = locations; self.startPoint = startPoint; self.endPoint = endPoint
    }

    func resolve(_ appearance: Appearance) -> LinearGradient {
        LinearGradient(colors: colors.map { $0.resolve(appearance) }, locations: locations,
                       startPoint: startPoint, endPoint: endPoint)
    }
}

/// A filled and/or stroked outline: `{"kind": "circle", "fill": "systemGreen"}`. A rectangle's
/// corners are the view's `cornerRadius`.
public struct ShapeSpec: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable { case rectangle, circle, capsule }
    public var kind = Kind.rectangle
    public var fill: ColorReference?
    public var stroke: ColorReference?
    public var lineWidth = 1.0

    public init(kind: Kind = .rectangle, fill: ColorReference? = nil, stroke: ColorReference? = nil, lineWidth: Double = 1) {
        self.kind = kind; self.fill = fill; self.stroke = stroke; self.lineWidth = lineWidth
    }
}

/// A "GET" pill: `{"title": "GET", "font": {"size": 16, "weight": "semibold"}, "titleColor": "link",
/// "backgroundColor": "secondarySystemFill"}`. The fill is a capsule, or a rounded rectangle when the
/// view has a `cornerRadius`; the title is one line, centred. Defaults: the body text style (as a
/// `UIButton.Configuration`'s title, it follows Dynamic Type), `systemBlue` (the default tint), no fill.
public struct ButtonSpec: Sendable, Equatable {
    public var title: String
    public var font = TextStyle.body.font
    public var titleColor = ColorReference.system("systemBlue")
    public var backgroundColor: ColorReference?

    public init(title: String, font: FontSpec = TextStyle.body.font, titleColor: ColorReference = .system("systemBlue"),
                backgroundColor: ColorReference? = nil) {
        self.title = title; self.font = font; self.titleColor = titleColor; self.backgroundColor = backgroundColor
    }
}

/// `CALayer`'s shadow properties with UIKit's defaults: black, opacity 0, radius 3, offset (0, −3).
/// `{"color": "#AAAAAA", "opacity": 0.5, "radius": 8, "offset": {"width": 0, "height": 8}}`.
public struct ShadowSpec: Sendable, Equatable {
    public var color = ColorReference.system("black")
    public var opacity = 0.0
    public var radius = 3.0
    public var offset = CGSize(width: 0, height: -3)

    public init(color: ColorReference = .system("black"), opacity: Double = 0, radius: Double = 3,
                offset: CGSize = CGSize(width: 0, height: -3)) {
        self.color = color; self.opacity = opacity; self.radius = radius; self.offset = offset
    }

    func resolve(_ appearance: Appearance) -> Shadow {
        Shadow(color: color.resolve(appearance), opacity: opacity, radius: radius, offset: offset)
    }
}
