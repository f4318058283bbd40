import Foundation
import Scene

/// Decodes the body of each view kind (`ViewKind`); unknown keys are errors.
enum ViewKindDecoding {
    static func decode(_ key: String, _ body: JSONNode, depth: Int) throws -> ViewKind {
        switch key {
        case "view": return .view(try container(body, depth: depth))
        case "stack": return .stack(try stack(body, depth: depth))
        case "label": return .label(try label(body))
        case "image": return .image(try image(body))
        case "shape": return .shape(try shape(body))
        case "button": return .button(try button(body))
        case "separator":
            let o = try body.object()
            let color = try o.optional("color").map(ColorReference.decode) ?? .system("separator")
            try o.finish()
            return .separator(color: color)
        default:
            try body.object().finish()
            return .spacer
        }
    }

    /// `{"subviews": [View]}`: siblings checked and ordered by `SiblingOrder`.
    static func container(_ node: JSONNode, depth: Int) throws -> ContainerSpec {
        let o = try node.object()
        let nodes = try o.optional("subviews")?.array() ?? []
        try o.finish()
        let subviews = try nodes.map { try ViewSpec.decode($0, placement: .container, depth: depth + 1) }
        return ContainerSpec(subviews: subviews, placementOrder: try SiblingOrder.order(subviews, nodes: nodes))
    }

    static func stack(_ node: JSONNode, depth: Int) throws -> StackSpec {
        let o = try node.object()
        var s = StackSpec()
        if let n = o.optional("axis") { s.axis = StackSpec.Axis(rawValue: try n.oneOf(["horizontal", "vertical"]))! }
        if let n = o.optional("spacing") { s.spacing = try ViewDecoding.offset(n) }
        if let n = o.optional("alignment") {
            s.alignment = try LayoutDecoding.choice(n, ["fill": .fill, "leading": .leading, "top": .leading, "center": .center,
                                                        "trailing": .trailing, "bottom": .trailing] as KeyValuePairs<String, StackSpec.Alignment>)
        }
        if let n = o.optional("distribution") { s.distribution = StackSpec.Distribution(rawValue: try n.oneOf(["fill", "fillEqually", "equalSpacing"]))! }
        let nodes = try o.optional("arrangedSubviews")?.array() ?? []
        try o.finish()
        s.arrangedSubviews = try nodes.map { try ViewSpec.decode($0, placement: .stack(s.axis), depth: depth + 1) }
        _ = try SiblingOrder.order(s.arrangedSubviews, nodes: nodes)   // names stay unique among siblings
        return s
    }

    static func label(_ node: JSONNode) throws -> LabelSpec {
        let o = try node.object()
        var l = LabelSpec(text: try o.required("text").string())
        if let n = o.optional("font") { l.font = try CellStyle.font(n) }
        if let n = o.optional("color") { l.color = try ColorReference.decode(n) }
        if let n = o.optional("numberOfLines") { l.numberOfLines = try n.integer(in: 0...1000) }
        if let n = o.optional("textAlignment") {
            l.textAlignment = TextAlignmentSpec(rawValue: try n.oneOf(TextAlignmentSpec.allCases.map(\.rawValue)))!
        }
        try o.finish()
        return l
    }

    /// Exactly one of `color`, `gradient`, `asset`; `contentMode` only with an asset.
    static func image(_ node: JSONNode) throws -> ImageSpec {
        let o = try node.object()
        let (key, value) = try o.exactlyOne(of: ["color", "gradient", "asset"], what: "an image source")
        var image: ImageSpec
        switch key {
        case "color": image = ImageSpec(source: .color(try ColorReference.decode(value)))
        case "gradient": image = ImageSpec(source: .gradient(try gradient(value)))
        default:
            let name = try value.string()
            image = ImageSpec(source: .asset(name: name, path: try ViewAssets.resolve(name, at: value)))
        }
        if let n = o.optional("contentMode") {
            guard key == "asset" else { throw n.error("contentMode applies to an asset image, not a \(key)") }
            image.contentMode = ImageContentMode(rawValue: try n.oneOf(ImageContentMode.allCases.map(\.rawValue)))!
        }
        try o.finish()
        return image
    }

    /// `{"colors": [c, …] (at least 2), "locations": [0…1, one per colour, ascending], "startPoint", "endPoint"}`.
    static func gradient(_ node: JSONNode) throws -> GradientSpec {
        let o = try node.object()
        let colorsNode = try o.required("colors")
        let colors = try colorsNode.array().map(ColorReference.decode)
        guard colors.count >= 2 else { throw colorsNode.error("a gradient needs at least 2 colours, got \(colors.count)") }
        var g = GradientSpec(colors: colors)
        if let n = o.optional("locations") {
            let items = try n.array()
            let locations = try items.map { item -> Double in
                let v = try item.nonNegative()
                guard v <= 1 else { throw item.error("a location must be from 0 to 1, got \(JSONNode.format(v))") }
                return v
            }
            guard locations.count == colors.count else {
                throw n.error("expected one location per colour (\(colors.count)), got \(locations.count)")
            }
            guard zip(locations, locations.dropFirst()).allSatisfy({ $0 <= $1 }) else { throw n.error("locations must not decrease") }
            g.locations = locations
        }
        if let n = o.optional("startPoint") { g.startPoint = try LayoutDecoding.point(n, limit: 100, unit: "") }
        if let n = o.optional("endPoint") { g.endPoint = try LayoutDecoding.point(n, limit: 100, unit: "") }
        try o.finish()
        return g
    }

    static func shape(_ node: JSONNode) throws -> ShapeSpec {
        let o = try node.object()
        var s = ShapeSpec()
        if let n = o.optional("kind") { s.kind = ShapeSpec.Kind(rawValue: try n.oneOf(ShapeSpec.Kind.allCases.map(\.rawValue)))! }
        if let n = o.optional("fill") { s.fill = try ColorReference.decode(n) }
        if let n = o.optional("stroke") { s.stroke = try ColorReference.decode(n) }
        if let n = o.optional("lineWidth") { s.lineWidth = try ViewDecoding.points(n) }
        try o.finish()
        return s
    }

    static func button(_ node: JSONNode) throws -> ButtonSpec {
        let o = try node.object()
        var b = ButtonSpec(title: try o.required("title").string())
        if let n = o.optional("font") { b.font = try CellStyle.font(n) }
        if let n = o.optional("titleColor") { b.titleColor = try ColorReference.decode(n) }
        if let n = o.optional("backgroundColor") { b.backgroundColor = try ColorReference.decode(n) }
        try o.finish()
        return b
    }
}
