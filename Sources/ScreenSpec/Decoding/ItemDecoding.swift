import CollectionLayout
import Foundation

/// Items, groups, and the supplementary items anchored to them.
extension LayoutDecoding {
    /// Deepest nesting of groups accepted (UIKit has no limit; real layouts use two or three).
    static let maximumGroupDepth = 32
    /// Most items nested `count` groups may multiply to (the engine's per-group limit; it lays a
    /// group's template out in full, so more would hang before the limit is met).
    static let maximumCountProduct = 1_000_000

    /// A subitem: a group when it has `"kind"`, otherwise an `NSCollectionLayoutItem`:
    /// `{"layoutSize": …, "contentInsets": …, "edgeSpacing": …, "supplementaryItems": […]}`.
    /// `repetitions`: the product of the counts of the enclosing `count` groups.
    static func item(_ node: JSONNode, depth: Int, repetitions: Int = 1) throws -> NSCollectionLayoutItem {
        let o = try node.object()
        if o.has("kind") { return try group(node, depth: depth + 1, repetitions: repetitions) }
        let layoutSize = try size(o.required("layoutSize"))
        let supplementaries = try o.optional("supplementaryItems")?.array().map(supplementaryItem) ?? []
        let item = NSCollectionLayoutItem(layoutSize: layoutSize, supplementaryItems: supplementaries)
        try itemProperties(o, of: item)
        try o.finish()
        return item
    }

    /// `contentInsets` and `edgeSpacing`, on an item or a group.
    private static func itemProperties(_ o: JSONObject, of item: NSCollectionLayoutItem) throws {
        if let n = o.optional("contentInsets") { item.contentInsets = try directionalInsets(n) }
        if let n = o.optional("edgeSpacing") { item.edgeSpacing = try edgeSpacing(n) }
    }

    /// `NSCollectionLayoutGroup.horizontal/vertical(…)`, by which of these it has:
    /// `"subitems": […]` → `(layoutSize:subitems:)`, `"subitem": {…}, "count": n` →
    /// `(layoutSize:subitem:count:)`, `"repeatingSubitem": {…}, "count": n` →
    /// `(layoutSize:repeatingSubitem:count:)`. Also `interItemSpacing`, `contentInsets`, `edgeSpacing`.
    static func group(_ node: JSONNode, depth: Int = 0, repetitions: Int = 1) throws -> NSCollectionLayoutGroup {
        guard depth <= maximumGroupDepth else {
            throw node.error("groups are nested more than \(maximumGroupDepth) deep")
        }
        let o = try node.object()
        let horizontal = try o.required("kind").oneOf(["horizontal", "vertical"]) == "horizontal"
        let layoutSize = try size(o.required("layoutSize"))
        guard let (form, subitemsNode) = try atMostOne(of: ["subitems", "subitem", "repeatingSubitem"], in: o) else {
            throw SpecError(path: o.path, #"missing required key "subitems" (or "subitem" or "repeatingSubitem" with "count")"#)
        }
        let countNode = o.optional("count")
        let group: NSCollectionLayoutGroup
        if form == "subitems" {
            if let countNode { throw countNode.error("count goes with subitem or repeatingSubitem, not with subitems") }
            let nodes = try subitemsNode.array()
            guard !nodes.isEmpty else { throw subitemsNode.error("a group needs at least one subitem") }
            let subitems = try nodes.map { try item($0, depth: depth, repetitions: repetitions) }
            group = horizontal
                ? .horizontal(layoutSize: layoutSize, subitems: subitems)
                : .vertical(layoutSize: layoutSize, subitems: subitems)
        } else {
            guard let countNode else {
                throw SpecError(path: o.path, "missing required key \"count\" (a group with \(form) needs one)")
            }
            let count = try countNode.integer(in: 1...1000)
            guard repetitions * count <= maximumCountProduct else {
                throw countNode.error("nested counts multiply to \(repetitions * count) items (at most \(maximumCountProduct))")
            }
            let subitem = try item(subitemsNode, depth: depth, repetitions: repetitions * count)
            switch (horizontal, form == "subitem") {
            case (true, true): group = .horizontal(layoutSize: layoutSize, subitem: subitem, count: count)
            case (false, true): group = .vertical(layoutSize: layoutSize, subitem: subitem, count: count)
            case (true, false): group = .horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
            case (false, false): group = .vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
            }
        }
        if let s = o.optional("interItemSpacing") { group.interItemSpacing = try spacing(s) }
        try itemProperties(o, of: group)
        if let n = o.optional("supplementaryItems") { group.supplementaryItems = try n.array().map(supplementaryItem) }
        try o.finish()
        return group
    }

    /// `NSCollectionLayoutSupplementaryItem(layoutSize:elementKind:containerAnchor:itemAnchor:)`:
    /// `{"layoutSize": …, "elementKind": "badge", "containerAnchor": A, "itemAnchor": A, "zIndex": 2}`.
    static func supplementaryItem(_ node: JSONNode) throws -> NSCollectionLayoutSupplementaryItem {
        let o = try node.object()
        let layoutSize = try size(o.required("layoutSize"))
        let kind = ElementKind.canonical(try o.required("elementKind").string())
        let containerAnchor = try anchor(o.required("containerAnchor"))
        let item: NSCollectionLayoutSupplementaryItem
        if let n = o.optional("itemAnchor") {
            item = NSCollectionLayoutSupplementaryItem(layoutSize: layoutSize, elementKind: kind,
                                                       containerAnchor: containerAnchor, itemAnchor: try anchor(n))
        } else {
            item = NSCollectionLayoutSupplementaryItem(layoutSize: layoutSize, elementKind: kind, containerAnchor: containerAnchor)
        }
        if let n = o.optional("zIndex") { item.zIndex = try n.integer(in: -1000...1000) }
        try o.finish()
        return item
    }

    /// `NSCollectionLayoutAnchor`: `{"edges": […], "absoluteOffset": {"x","y"}}` or with
    /// `"fractionalOffset"` (fractions of the supplementary item's size); at most one offset.
    static func anchor(_ node: JSONNode) throws -> NSCollectionLayoutAnchor {
        let o = try node.object()
        let edges = try rectEdges(o.required("edges"))
        let offset = try atMostOne(of: ["absoluteOffset", "fractionalOffset"], in: o)
        try o.finish()
        switch offset {
        case ("absoluteOffset", let n)?: return NSCollectionLayoutAnchor(edges: edges, absoluteOffset: try point(n, limit: 100_000))
        case (_, let n)?: return NSCollectionLayoutAnchor(edges: edges, fractionalOffset: try point(n, limit: 100, unit: ""))
        case nil: return NSCollectionLayoutAnchor(edges: edges)
        }
    }

    static let rectEdgeNames: KeyValuePairs<String, NSDirectionalRectEdge> = [
        "top": .top, "leading": .leading, "bottom": .bottom, "trailing": .trailing, "all": .all,
    ]

    /// `NSDirectionalRectEdge`: an array of edge names (`["top", "trailing"]`), or one name.
    static func rectEdges(_ node: JSONNode) throws -> NSDirectionalRectEdge {
        if case .string = node.value { return try choice(node, rectEdgeNames) }
        return try node.array().reduce(into: []) { edges, n in edges.formUnion(try choice(n, rectEdgeNames)) }
    }
}
