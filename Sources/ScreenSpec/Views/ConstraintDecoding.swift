import Foundation

extension ViewConstraints {
    /// Decodes `"constraints": {…}`. Insets and offsets may be negative (±100 000 pt); sizes are
    /// 0…100 000 pt; fractions and aspect ratios are > 0.
    static func decode(_ node: JSONNode) throws -> ViewConstraints {
        let o = try node.object()
        var c = ViewConstraints()
        func offset(_ key: String) throws -> Double? { try o.optional(key).map(ViewDecoding.offset) }
        func size(_ key: String) throws -> Double? { try o.optional(key).map(ViewDecoding.points) }
        func ratio(_ key: String, limit: Double) throws -> Double? { try o.optional(key).map { try ViewDecoding.ratio($0, limit: limit) } }
        func name(_ key: String) throws -> String? {
            guard let n = o.optional(key) else { return nil }
            let s = try n.string()
            guard !s.isEmpty else { throw n.error("expected a sibling's name, got an empty string") }
            return s
        }
        c.top = try offset("top")
        c.leading = try offset("leading")
        c.bottom = try offset("bottom")
        c.trailing = try offset("trailing")
        c.centerX = try offset("centerX")
        c.centerY = try offset("centerY")
        c.width = try size("width")
        c.height = try size("height")
        c.widthFraction = try ratio("widthFraction", limit: 100)
        c.heightFraction = try ratio("heightFraction", limit: 100)
        c.aspectRatio = try ratio("aspectRatio", limit: 10_000)
        c.topToBottomOf = try name("topToBottomOf")
        c.leadingToTrailingOf = try name("leadingToTrailingOf")
        c.spacing = try offset("spacing") ?? 0
        try o.finish()
        return c
    }
}

/// The screen format's constraint rules, checked when a screen is read (so that the constraints
/// `ViewTranslation` makes are never contradictory):
/// - one size per axis (`width` or `widthFraction`), one leading edge (`leading` or
///   `leadingToTrailingOf`), `spacing` only with a sibling relation;
/// - in a plain container at most two of leading edge, trailing edge and size per axis, and a
///   centre only with a size; `aspectRatio` only when one axis is left free;
/// - a view without an intrinsic size (image, shape, spacer, empty `view`; a separator's width)
///   must get that size from its constraints: a size, both edges, `aspectRatio` with the other
///   axis's size, or no constraints at all on the axis (it then fills the superview; a separator
///   keeps its one-pixel height);
/// - an arranged subview takes only sizes (`width`, `height`, fractions, `aspectRatio`).
enum ConstraintRules {
    static func check(_ view: ViewSpec, placement: ViewPlacement, path: String) throws {
        let c = view.constraints
        func fail(_ key: String?, _ message: String) -> SpecError {
            SpecError(path: key.map { "\(path).\($0)" } ?? path, message)
        }
        if c.width != nil, c.widthFraction != nil { throw fail(nil, "give width or widthFraction, not both") }
        if c.height != nil, c.heightFraction != nil { throw fail(nil, "give height or heightFraction, not both") }
        if c.leading != nil, c.leadingToTrailingOf != nil { throw fail(nil, "give leading or leadingToTrailingOf, not both") }
        if c.top != nil, c.topToBottomOf != nil { throw fail(nil, "give top or topToBottomOf, not both") }
        if c.spacing != 0, c.siblings.isEmpty { throw fail("spacing", "spacing applies with topToBottomOf or leadingToTrailingOf") }

        if case .stack = placement {
            let set: [String: Bool] = ["top": c.top != nil, "leading": c.leading != nil, "bottom": c.bottom != nil,
                                       "trailing": c.trailing != nil, "centerX": c.centerX != nil, "centerY": c.centerY != nil,
                                       "topToBottomOf": c.topToBottomOf != nil, "leadingToTrailingOf": c.leadingToTrailingOf != nil,
                                       "spacing": c.spacing != 0]
            if let key = ViewConstraints.positionKeys.first(where: { set[$0] == true }) {
                throw fail(key, "\(key) does not apply to an arranged subview: its stack places it "
                           + "(use width, height, widthFraction, heightFraction or aspectRatio)")
            }
            return
        }
        try checkAxis(c.horizontal, names: ("leading", "trailing", "centerX", "width"), fail)
        try checkAxis(c.vertical, names: ("top", "bottom", "centerY", "height"), fail)
        let h = c.horizontal, v = c.vertical
        let fixedW = h.isSized || h.spans, fixedH = v.isSized || v.spans
        if c.aspectRatio != nil, fixedW, fixedH {
            throw fail("aspectRatio", "aspectRatio over-constrains the view: its width and height are both fixed")
        }
        // An axis without any constraint (and no aspect ratio) fills the superview.
        let fillsW = !h.isPositioned && !h.isSized && c.aspectRatio == nil
        let fillsH = !v.isPositioned && !v.isSized && c.aspectRatio == nil
        let (intrinsicW, intrinsicH) = view.kind.hasIntrinsicSize
        if !intrinsicW, !(fixedW || fillsW || (c.aspectRatio != nil && fixedH)) {
            throw fail(nil, "\(view.kind.article) has no intrinsic width: give width, widthFraction, leading and trailing, "
                       + "or aspectRatio with a height")
        }
        if !intrinsicH, !(fixedH || fillsH || (c.aspectRatio != nil && fixedW)) {
            throw fail(nil, "\(view.kind.article) has no intrinsic height: give height, heightFraction, top and bottom, "
                       + "or aspectRatio with a width")
        }
    }

    private static func checkAxis(_ a: AxisConstraints, names: (start: String, end: String, center: String, size: String),
                                  _ fail: (String?, String) -> SpecError) throws {
        if a.center != nil, a.start != nil || a.after != nil || a.end != nil {
            throw fail(nil, "\(names.center) cannot be combined with \(names.start) or \(names.end)")
        }
        if a.spans, a.isSized {
            throw fail(nil, "over-constrained: \(names.start), \(names.end) and \(names.size) all given; drop one")
        }
    }
}

extension ViewKind {
    /// "an image", "a shape", … for messages.
    var article: String { key == "image" ? "an image" : "a \(key)" }

    /// Whether the kind has an intrinsic (width, height), as `ViewTranslation` gives it (labels, buttons, stacks, containers of views).
    var hasIntrinsicSize: (Bool, Bool) {
        switch self {
        case .label, .button, .stack: (true, true)
        case .view(let c): (!c.subviews.isEmpty, !c.subviews.isEmpty)
        case .separator: (false, true)
        case .image, .shape, .spacer: (false, false)
        }
    }
}
