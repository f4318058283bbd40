import CollectionLayout
import Foundation
import Scene

/// The item a content view is drawn for: what `{section}`, `{item}`, `{text}` and the item's own
/// named fields (`{subtitle}`, `{caption}`, … from `sections[i].items[j].fields`) stand for.
public struct ViewItem: Sendable, Equatable {
    public var section: Int
    public var item: Int
    /// The item's text from `sections[i].items` (empty for supplementary views).
    public var text: String
    /// The item's named fields (`"fields": {"subtitle": "Arcade"}`); empty for supplementary views.
    public var fields: [String: String]

    public init(section: Int = 0, item: Int = 0, text: String = "", fields: [String: String] = [:]) {
        self.section = section; self.item = item; self.text = text; self.fields = fields
    }

    /// `template` with `{section}`, `{item}`, `{text}` and `{field}` for each of the item's fields
    /// replaced, in one left-to-right pass (a value is never substituted again). A placeholder the
    /// item has no value for stays as written, so a missing field shows in the render.
    public func fill(_ template: String) -> String {
        guard template.contains("{") else { return template }
        var out = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else { rest = rest[open...]; break }
            let name = String(rest[rest.index(after: open)..<close])
            if let value = value(of: name) {
                out += value
            } else {
                out += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }

    private func value(of name: String) -> String? {
        switch name {
        case "section": String(section)
        case "item": String(item)
        case "text": text
        default: fields[name]
        }
    }
}

/// A length a view is laid out at: fixed, or fitting its content (up to `limit` where one is known).
enum Length {
    case fixed(Double)
    case fitting(limit: Double?)

    var fixed: Double? { if case .fixed(let v) = self { v } else { nil } }
    var limit: Double? {
        switch self {
        case .fixed(let v): v
        case .fitting(let limit): limit
        }
    }
}

/// Lays out a content view tree: a documented subset of Auto Layout, not a general solver.
///
/// **The content view.** The tree's root is placed in the cell's bounds like a child of a plain
/// container (below); with no constraints it fills the cell.
///
/// **A child of a plain container** (`view`) is placed by its constraints, one axis at a time:
/// - An axis with no constraints at all (and no `aspectRatio`) fills the superview: leading 0,
///   trailing 0 — except a separator's height, which stays one pixel at the top. An axis with a
///   size but no position starts at 0 (leading/top).
/// - The size is `width`/`height`, else the fraction of the superview, else the span between both
///   edges (`leading`/`leadingToTrailingOf` and `trailing`), else `aspectRatio` applied to the other
///   axis's size, else the intrinsic size: a label measured with the `TextMeasuring` measurer at the
///   width left between its edges (rounded up to whole points, as `UILabel`'s intrinsic size); a
///   button's title on one line; a stack's arrangement; a `view`'s extent of its subviews; a
///   separator one device pixel tall. Images, shapes and spacers have none (checked on reading).
/// - The position is the leading edge, else the superview's far edge minus `trailing`, else the
///   centre plus `centerX`. `topToBottomOf` is the named sibling's bottom plus `spacing`;
///   `leadingToTrailingOf` its trailing edge plus `spacing`. Siblings are placed in dependency
///   order; a span that would be negative is 0. A hidden view is still placed (siblings may refer
///   to it), only not drawn.
///
/// **A stack** (`UIStackView`) lays out its visible arranged subviews along its axis inside its
/// padding: each takes its fixed size (`width`/`height`, a fraction of the stack, or `aspectRatio`
/// of its cross size), else its intrinsic size; views without one (spacers, unsized images) share
/// the leftover space (`fill`; with none, the space stays at the end). `fillEqually` gives each
/// the same length; `equalSpacing` widens the gaps to fill the length. Across the axis, `fill`
/// stretches views without a fixed cross size; `leading`/`center`/`trailing` place them at their
/// intrinsic (or fixed) cross size. A separator is a one-pixel line across the axis, as long as the
/// stack is thick. Hidden arranged subviews leave the arrangement.
///
/// **Measuring** (self-sizing, intrinsic sizes of containers) lays the tree out with the unknown
/// length left open: a container is as big as its children's extents (edge + size + opposite
/// edge), a stack as its arrangement plus padding. Frames are in points, not snapped: the
/// renderer snaps.
struct ViewLayout {
    let measurer: any TextMeasuring
    /// Device pixels per point: a separator is `1 / scale` thick.
    let scale: Double
    let item: ViewItem
    /// Intrinsic sizes already measured in this layout: without it, measuring nested containers
    /// would take time exponential in their depth.
    private let cache = IntrinsicCache()

    init(measurer: any TextMeasuring, scale: Double, item: ViewItem) {
        self.measurer = measurer; self.scale = scale; self.item = item
    }

    var hairline: Double { 1 / max(scale, 1) }

    /// `root` laid out as the content view of a cell at `bounds`; frames in the same coordinates.
    func place(_ root: ViewSpec, in bounds: CGRect) throws -> PlacedView {
        ViewTranslation(measurer: measurer, scale: scale, item: item).place(root, in: bounds)
    }

    /// The size a cell takes around `root`: at `width` when given (its height self-sized), else
    /// both axes fitting.
    func fittingSize(_ root: ViewSpec, width: Double?) throws -> CGSize {
        ViewTranslation(measurer: measurer, scale: scale, item: item).fittingSize(root, width: width)
    }

    private func placed(_ view: ViewSpec, frame: CGRect) throws -> PlacedView {
        let inner = try arrange(view, width: .fixed(frame.width), height: .fixed(frame.height))
        let children = try zip(view.subviews, inner.frames).map { child, f in
            try placed(child, frame: f.offsetBy(dx: frame.minX, dy: frame.minY))
        }
        return PlacedView(view: view, frame: frame, subviews: children)
    }

    /// The size of `view` at these lengths and its subviews' frames relative to it.
    func arrange(_ view: ViewSpec, width: Length, height: Length) throws -> (size: CGSize, frames: [CGRect]) {
        switch view.kind {
        case .view(let c):
            return try ContainerLayout(layout: self).arrange(c.subviews, order: c.placementOrder, width: width, height: height)
        case .stack(let s):
            return try StackLayout(layout: self).arrange(s, padding: view.padding, width: width, height: height)
        default:
            let w = try width.fixed ?? intrinsicWidth(view, limit: width.limit) ?? 0
            let h = try height.fixed ?? intrinsicHeight(view, width: w) ?? 0
            return (CGSize(width: w, height: h), [])
        }
    }

    /// The width `view` wants with at most `limit` available, or nil if it has no intrinsic width.
    func intrinsicWidth(_ view: ViewSpec, limit: Double?) throws -> Double? {
        let key = IntrinsicCache.Key(view: view.layoutID, length: limit)
        if let known = cache.widths[key] { return known }
        let width = try measureWidth(view, limit: limit)
        cache.widths[key] = width
        return width
    }

    /// The height `view` wants at `width`, or nil if it has no intrinsic height.
    func intrinsicHeight(_ view: ViewSpec, width: Double) throws -> Double? {
        let key = IntrinsicCache.Key(view: view.layoutID, length: width)
        if let known = cache.heights[key] { return known }
        let height = try measureHeight(view, width: width)
        cache.heights[key] = height
        return height
    }

    private func measureWidth(_ view: ViewSpec, limit: Double?) throws -> Double? {
        let p = view.padding
        switch view.kind {
        case .label(let l):
            let maxWidth = limit.map { max(1, $0 - p.leading - p.trailing) }
            return try text(item.fill(l.text), l.font, maxWidth: maxWidth, lines: l.numberOfLines).width + p.leading + p.trailing
        case .button(let b):
            return try text(item.fill(b.title), b.font, maxWidth: nil, lines: 1).width + p.leading + p.trailing
        case .view(let c) where c.subviews.isEmpty:
            return nil
        case .view, .stack:
            return try arrange(view, width: .fitting(limit: limit), height: .fitting(limit: nil)).size.width
        case .separator, .image, .shape, .spacer:
            return nil
        }
    }

    private func measureHeight(_ view: ViewSpec, width: Double) throws -> Double? {
        let p = view.padding
        switch view.kind {
        case .label(let l):
            return try text(item.fill(l.text), l.font, maxWidth: max(1, width - p.leading - p.trailing), lines: l.numberOfLines).height
                + p.top + p.bottom
        case .button(let b):
            return try text(item.fill(b.title), b.font, maxWidth: nil, lines: 1).height + p.top + p.bottom
        case .separator:
            return hairline
        case .view(let c) where c.subviews.isEmpty:
            return nil
        case .view, .stack:
            return try arrange(view, width: .fixed(width), height: .fitting(limit: nil)).size.height
        case .image, .shape, .spacer:
            return nil
        }
    }

    /// Measured text, rounded up to whole points like `UILabel.intrinsicContentSize`; empty text is 0 × 0.
    private func text(_ string: String, _ font: FontSpec, maxWidth: Double?, lines: Int) throws -> CGSize {
        guard !string.isEmpty else { return .zero }
        let size = try measurer.size(of: string, font: font, maxWidth: maxWidth, numberOfLines: lines)
        func up(_ v: Double) -> Double { (v - 1e-9).rounded(.up) }
        return CGSize(width: up(Double(size.width)), height: up(Double(size.height)))
    }
}

/// Intrinsic widths by (view, width limit) and heights by (view, width), for one layout pass.
final class IntrinsicCache {
    struct Key: Hashable {
        let view: Int
        let length: Double?
    }
    var widths: [Key: Double?] = [:]
    var heights: [Key: Double?] = [:]
}
