import CollectionLayout
import Foundation

/// How tall a waterfall item's cell is: `{"height": pt}` or `{"aspectRatio": {"width", "height"}}`.
enum WaterfallItemHeight: Equatable {
    /// A fixed height in points, whatever the cell width.
    case points(CGFloat)
    /// A shape scaled to the cell width: `height · cellWidth / width` (CHT's `sizeForItemAt`, H2).
    case aspectRatio(CGSize)
}

/// `WaterfallLayout` (our own class, H4) and its items' heights:
///
/// ```json
/// {"waterfall": {"minimumColumnWidth": 170, "cellInset": {"top": 5, "left": 5, "bottom": 5, "right": 5}}}
/// ```
extension LayoutDecoding {
    static let waterfallPlacements: KeyValuePairs<String, WaterfallLayout.Placement> = [
        "shortestColumn": .shortestColumn, "roundRobin": .roundRobin,
    ]
    static let waterfallInsetReferences: KeyValuePairs<String, UICollectionViewFlowLayout.SectionInsetReference> = [
        "fromContentInset": .fromContentInset, "fromSafeArea": .fromSafeArea, "fromLayoutMargins": .fromLayoutMargins,
    ]

    /// `WaterfallLayout` and its properties, each key the Swift property's name. The heights come
    /// later, from the items (`attachWaterfallHeights`).
    static func waterfallLayout(_ node: JSONNode) throws -> WaterfallLayout {
        let o = try node.object()
        let layout = WaterfallLayout()
        func points(_ key: String) throws -> CGFloat? {
            guard let n = o.optional(key) else { return nil }
            let v = try n.length()
            return v
        }
        if let n = o.optional("columnCount") { layout.columnCount = try n.integer(in: 1...WaterfallLayout.maximumColumnCount) }
        if let n = o.optional("minimumColumnWidth") {
            let v = try n.positive()
            guard v <= 100_000 else { throw n.error("\(JSONNode.format(v)) pt is too large (at most 100000)") }
            layout.minimumColumnWidth = v
        }
        if let n = o.optional("placement") { layout.placement = try choice(n, waterfallPlacements) }
        if let n = o.optional("cellInset") { layout.cellInset = try edgeInsets(n, signed: false) }
        if let v = try points("columnSpacing") { layout.columnSpacing = v }
        if let v = try points("itemSpacing") { layout.itemSpacing = v }
        if let n = o.optional("sectionInset") { layout.sectionInset = try edgeInsets(n, signed: false) }
        if let n = o.optional("sectionInsetReference") { layout.sectionInsetReference = try choice(n, waterfallInsetReferences) }
        if let v = try points("headerHeight") { layout.headerHeight = v }
        if let v = try points("footerHeight") { layout.footerHeight = v }
        if let n = o.optional("flipsHorizontallyInOppositeLayoutDirection") {
            layout.flipsHorizontallyInOppositeLayoutDirection = try n.bool()
        }
        try o.finish()
        return layout
    }

    /// An item object's `height` or `aspectRatio` (at most one) and the node it came from; nil when
    /// it has neither. Heights are 0 to 100000 pt; both sides of a ratio greater than 0.
    static func waterfallItemHeight(_ item: JSONObject) throws -> (WaterfallItemHeight, JSONNode)? {
        switch try atMostOne(of: ["height", "aspectRatio"], in: item) {
        case ("height", let n)?:
            let v = try n.length()
            return (.points(v), n)
        case (_, let n)?:
            let r = try n.object()
            func side(_ key: String) throws -> CGFloat {
                let s = try r.required(key)
                let v = try s.positive()
                guard v <= 100_000 else { throw s.error("\(JSONNode.format(v)) is too large (at most 100000)") }
                return v
            }
            let ratio = CGSize(width: try side("width"), height: try side("height"))
            try r.finish()
            return (.aspectRatio(ratio), n)
        case nil:
            return nil
        }
    }

    /// The error for `height` or `aspectRatio` (`node`) on a screen whose layout is not a waterfall.
    static func misplacedWaterfallHeight(_ node: JSONNode, in layout: UICollectionViewLayout) -> SpecError {
        let key = node.path.hasSuffix("aspectRatio") ? "aspectRatio" : "height"
        let other = layout is UICollectionViewFlowLayout
            ? #"a flow layout sizes items by "size" or its itemSize"#
            : "a compositional layout sizes items by its groups"
        return node.error("an item's \(key) applies to waterfall layouts; \(other)")
    }

    /// Gives `layout` its items' heights. Every item needs one (`sections[s].items[i]` names the
    /// first without); `size` and `sections[i].layout` are errors (a waterfall has neither).
    ///
    /// All aspect ratios: `itemSize` returns them and the layout scales them (H2). Otherwise one
    /// `itemHeight` closure serves every item, because `WaterfallLayout` refuses both closures at
    /// once: a height as given, a ratio as `ratio.height · cellWidth / ratio.width` — the layout
    /// floors both to a device pixel, so a ratio gives the same frame either way.
    static func attachWaterfallHeights(_ heights: [[WaterfallItemHeight?]], to layout: WaterfallLayout,
                                       sizeNodes: [JSONNode], sectionLayouts: [JSONNode?]) throws {
        if let stray = sizeNodes.first {
            throw stray.error(#"an item's size applies to flow layouts; a waterfall item gives "height" or "aspectRatio""#)
        }
        if let stray = sectionLayouts.compactMap({ $0 }).first {
            throw stray.error("a waterfall has no per-section layout; set its keys in layout.waterfall")
        }
        var resolved: [[WaterfallItemHeight]] = []
        for (s, section) in heights.enumerated() {
            resolved.append(try section.enumerated().map { i, height in
                guard let height else {
                    throw SpecError(path: "sections[\(s)].items[\(i)]", #"a waterfall item needs "height" or "aspectRatio""#)
                }
                return height
            })
        }
        func height(_ indexPath: IndexPath) -> WaterfallItemHeight? {
            let s = indexPath.section, i = indexPath.item
            return resolved.indices.contains(s) && resolved[s].indices.contains(i) ? resolved[s][i] : nil
        }
        let allRatios = resolved.allSatisfy { $0.allSatisfy { if case .aspectRatio = $0 { true } else { false } } }
        if allRatios {
            layout.itemSize = { indexPath in
                if case .aspectRatio(let ratio)? = height(indexPath) { return ratio }
                return .zero
            }
        } else {
            layout.itemHeight = { indexPath, cellWidth in
                switch height(indexPath) {
                case .points(let h)?: return h
                case .aspectRatio(let ratio)?: return ratio.height * cellWidth / ratio.width
                case nil: return 0
                }
            }
        }
    }
}
