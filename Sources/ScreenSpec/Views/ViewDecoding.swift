import CollectionLayout
import Foundation
import Scene

/// Where a view sits: directly in a plain container (the cell's content view, a `view`'s subviews)
/// or arranged by a stack along `axis`.
enum ViewPlacement: Equatable {
    case container
    case stack(StackSpec.Axis)
}

extension ViewSpec {
    /// Views nest at most this deep.
    static let maximumDepth = 32

    /// Decodes a view: exactly one kind key plus the common keys. Errors name the JSON path:
    /// `sections[0].cell.contentView.view.subviews[1].constraints.width: must not be negative, got -4`.
    static func decode(_ node: JSONNode, placement: ViewPlacement, depth: Int = 0) throws -> ViewSpec {
        guard depth < maximumDepth else { throw node.error("views nest more than \(maximumDepth) deep") }
        let o = try node.object()
        let (key, body) = try o.exactlyOne(of: ViewKind.keys, what: "a view")
        var view = ViewSpec(kind: try ViewKindDecoding.decode(key, body, depth: depth))
        if let n = o.optional("name") {
            view.name = try n.string()
            guard view.name?.isEmpty == false else { throw n.error("a name must not be empty") }
        }
        let constraintsNode = o.optional("constraints")
        if let n = constraintsNode { view.constraints = try ViewConstraints.decode(n) }
        if let n = o.optional("backgroundColor") { view.backgroundColor = try ColorReference.decode(n) }
        if let n = o.optional("cornerRadius") { view.cornerRadius = try ViewDecoding.points(n) }
        if let n = o.optional("cornerCurve") { view.cornerCurve = CornerCurve(rawValue: try n.oneOf(["circular", "continuous"]))! }
        if let n = o.optional("shadow") { view.shadow = try ViewDecoding.shadow(n) }
        if let n = o.optional("padding") {
            guard ["stack", "label", "button"].contains(key) else { throw n.error("padding applies to a stack, label or button, not \(view.kind.article)") }
            view.padding = try LayoutDecoding.directionalInsets(n)
        }
        if let n = o.optional("alpha") {
            view.alpha = try n.nonNegative()
            guard view.alpha <= 1 else { throw n.error("alpha must be from 0 to 1, got \(JSONNode.format(view.alpha))") }
        }
        if let n = o.optional("hidden") { view.isHidden = try n.bool() }
        try o.finish()
        if let n = o.optional("shadow"), !view.castsShadow {
            throw n.error("nothing casts this shadow: give \(view.kind.article) a backgroundColor")
        }
        try ConstraintRules.check(view, placement: placement, path: constraintsNode?.path ?? "\(node.path).constraints")
        return view
    }

    /// The view draws a shape a shadow can be attached to (`ViewEmission`).
    var castsShadow: Bool {
        if backgroundColor != nil { return true }
        switch kind {
        case .image(let i): if case .asset = i.source { return false } else { return true }
        case .shape(let s): return s.fill != nil || s.stroke != nil
        case .button(let b): return b.backgroundColor != nil
        case .separator: return true
        default: return false
        }
    }
}

/// Small readers shared by the view decoders.
enum ViewDecoding {
    /// A length ≥ 0, at most 100 000 pt.
    static func points(_ node: JSONNode) throws -> Double {
        let v = try node.nonNegative()
        guard v <= 100_000 else { throw node.error("\(JSONNode.format(v)) pt is too large (at most 100000)") }
        return v
    }

    /// An offset or inset, either sign, at most 100 000 pt either way.
    static func offset(_ node: JSONNode) throws -> Double {
        let v = try node.number()
        guard abs(v) <= 100_000 else { throw node.error("\(JSONNode.format(v)) pt is out of range (from -100000 to 100000)") }
        return v
    }

    /// A ratio or fraction > 0, at most `limit`.
    static func ratio(_ node: JSONNode, limit: Double) throws -> Double {
        let v = try node.positive()
        guard v <= limit else { throw node.error("\(JSONNode.format(v)) is too large (at most \(JSONNode.format(limit)))") }
        return v
    }

    /// `{"color", "opacity", "radius", "offset": {"width", "height"}}`, each optional (`ShadowSpec`).
    static func shadow(_ node: JSONNode) throws -> ShadowSpec {
        let o = try node.object()
        var shadow = ShadowSpec()
        if let n = o.optional("color") { shadow.color = try ColorReference.decode(n) }
        if let n = o.optional("opacity") {
            shadow.opacity = try n.nonNegative()
            guard shadow.opacity <= 1 else { throw n.error("opacity must be from 0 to 1, got \(JSONNode.format(shadow.opacity))") }
        }
        if let n = o.optional("radius") { shadow.radius = try points(n) }
        if let n = o.optional("offset") {
            let off = try n.object()
            shadow.offset = CGSize(width: try off.optional("width").map(offset) ?? 0, height: try off.optional("height").map(offset) ?? 0)
            try off.finish()
        }
        try o.finish()
        return shadow
    }
}
