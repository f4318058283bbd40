import CollectionLayout
import Foundation

/// Decodes UIKit layout objects from JSON whose keys are UIKit's own names:
///
/// ```json
/// {"group": {"kind": "horizontal",
///            "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 60}},
///            "subitems": [{"layoutSize": {"widthDimension": {"fractionalWidth": 0.16666666666666666},
///                                          "heightDimension": {"absolute": 60}}}],
///            "interItemSpacing": {"fixed": 4}},
///  "interGroupSpacing": 30}
/// ```
enum LayoutDecoding {
    /// `NSCollectionLayoutDimension`: `{"fractionalWidth": f}`, `{"fractionalHeight": f}`,
    /// `{"absolute": pt}` or `{"estimated": pt}`.
    static func dimension(_ node: JSONNode) throws -> NSCollectionLayoutDimension {
        let o = try node.object()
        let (kind, value) = try o.exactlyOne(of: ["fractionalWidth", "fractionalHeight", "absolute", "estimated"],
                                            what: "a dimension")
        try o.finish()
        switch kind {
        case "fractionalWidth", "fractionalHeight":
            let f = try value.positive()
            guard f <= 100 else { throw value.error("fraction \(JSONNode.format(f)) is too large (at most 100)") }
            return kind == "fractionalWidth" ? .fractionalWidth(f) : .fractionalHeight(f)
        case "absolute":
            let pt = try value.nonNegative()
            guard pt <= 1_000_000 else { throw value.error("\(JSONNode.format(pt)) pt is too large (at most 1000000)") }
            return .absolute(pt)
        default:
            let pt = try value.positive()
            guard pt <= 1_000_000 else { throw value.error("\(JSONNode.format(pt)) pt is too large (at most 1000000)") }
            return .estimated(pt)
        }
    }

    /// `NSCollectionLayoutSize`: `{"widthDimension": …, "heightDimension": …}`.
    static func size(_ node: JSONNode) throws -> NSCollectionLayoutSize {
        let o = try node.object()
        let size = NSCollectionLayoutSize(widthDimension: try dimension(o.required("widthDimension")),
                                          heightDimension: try dimension(o.required("heightDimension")))
        try o.finish()
        return size
    }

    /// `NSDirectionalEdgeInsets`: `{"top", "leading", "bottom", "trailing"}`, each default 0.
    static func directionalInsets(_ node: JSONNode) throws -> NSDirectionalEdgeInsets {
        let e = try edges(node, ["top", "leading", "bottom", "trailing"])
        return NSDirectionalEdgeInsets(top: e[0], leading: e[1], bottom: e[2], trailing: e[3])
    }

    /// `UIEdgeInsets`: `{"top", "left", "bottom", "right"}`, each default 0.
    static func edgeInsets(_ node: JSONNode) throws -> UIEdgeInsets {
        let e = try edges(node, ["top", "left", "bottom", "right"])
        return UIEdgeInsets(top: e[0], left: e[1], bottom: e[2], right: e[3])
    }

    /// The four edges named `keys` of an insets object, each ≥ 0 and default 0.
    private static func edges(_ node: JSONNode, _ keys: [String]) throws -> [CGFloat] {
        let o = try node.object()
        let values = try keys.map { key -> CGFloat in
            guard let n = o.optional(key) else { return 0 }
            let v = try n.nonNegative()
            guard v <= 100_000 else { throw n.error("\(JSONNode.format(v)) pt is too large (at most 100000)") }
            return v
        }
        try o.finish()
        return values
    }

    /// `NSCollectionLayoutSpacing`: `{"fixed": pt}` or `{"flexible": pt}`.
    static func spacing(_ node: JSONNode) throws -> NSCollectionLayoutSpacing {
        let o = try node.object()
        let (kind, value) = try o.exactlyOne(of: ["fixed", "flexible"], what: "a spacing")
        try o.finish()
        let pt = try value.nonNegative()
        guard pt <= 100_000 else { throw value.error("\(JSONNode.format(pt)) pt is too large (at most 100000)") }
        return kind == "fixed" ? .fixed(pt) : .flexible(pt)
    }

    /// Deepest nesting of groups accepted (UIKit has no limit; real layouts use two or three).
    static let maximumGroupDepth = 32

    /// A subitem: a group when it has `"kind"`, otherwise an `NSCollectionLayoutItem`.
    static func item(_ node: JSONNode, depth: Int) throws -> NSCollectionLayoutItem {
        let o = try node.object()
        if o.has("kind") { return try group(node, depth: depth + 1) }
        let item = NSCollectionLayoutItem(layoutSize: try size(o.required("layoutSize")))
        if let insets = o.optional("contentInsets") { item.contentInsets = try directionalInsets(insets) }
        try o.finish()
        return item
    }

    /// `NSCollectionLayoutGroup.horizontal/vertical(layoutSize:subitems:)`:
    /// `{"kind": "horizontal", "layoutSize": …, "subitems": […], "interItemSpacing": …, "contentInsets": …}`.
    static func group(_ node: JSONNode, depth: Int = 0) throws -> NSCollectionLayoutGroup {
        guard depth <= maximumGroupDepth else {
            throw node.error("groups are nested more than \(maximumGroupDepth) deep")
        }
        let o = try node.object()
        let kind = try o.required("kind").oneOf(["horizontal", "vertical"])
        let layoutSize = try size(o.required("layoutSize"))
        let subitemsNode = try o.required("subitems")
        let nodes = try subitemsNode.array()
        guard !nodes.isEmpty else { throw subitemsNode.error("a group needs at least one subitem") }
        let subitems = try nodes.map { try item($0, depth: depth) }
        let group = kind == "horizontal"
            ? NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize, subitems: subitems)
            : NSCollectionLayoutGroup.vertical(layoutSize: layoutSize, subitems: subitems)
        if let s = o.optional("interItemSpacing") { group.interItemSpacing = try spacing(s) }
        if let insets = o.optional("contentInsets") { group.contentInsets = try directionalInsets(insets) }
        try o.finish()
        return group
    }

    static let alignments: [String: NSRectAlignment] = [
        "top": .top, "topLeading": .topLeading, "topTrailing": .topTrailing,
        "bottom": .bottom, "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing,
    ]

    /// `NSCollectionLayoutBoundarySupplementaryItem(layoutSize:elementKind:alignment:absoluteOffset:)`.
    static func boundaryItem(_ node: JSONNode) throws -> NSCollectionLayoutBoundarySupplementaryItem {
        let o = try node.object()
        let layoutSize = try size(o.required("layoutSize"))
        let kind = ElementKind.canonical(try o.required("elementKind").string())
        let alignment = alignments[try o.required("alignment").oneOf(alignments.keys.sorted())]!
        var offset = CGPoint.zero
        if let n = o.optional("absoluteOffset") {
            let p = try n.object()
            offset = CGPoint(x: try p.optional("x")?.number() ?? 0, y: try p.optional("y")?.number() ?? 0)
            try p.finish()
        }
        let item = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: layoutSize, elementKind: kind,
                                                               alignment: alignment, absoluteOffset: offset)
        if let n = o.optional("extendsBoundary") { item.extendsBoundary = try n.bool() }
        if let n = o.optional("zIndex") { item.zIndex = try n.integer(in: -1000...1000) }
        try o.finish()
        return item
    }

    static let insetsReferences: [String: UIContentInsetsReference] = [
        "automatic": .automatic, "none": .none, "safeArea": .safeArea,
        "layoutMargins": .layoutMargins, "readableContent": .readableContent,
    ]

    /// `NSCollectionLayoutSection(group:)` and its properties.
    static func section(_ node: JSONNode) throws -> NSCollectionLayoutSection {
        let o = try node.object()
        let section = NSCollectionLayoutSection(group: try group(o.required("group")))
        if let n = o.optional("contentInsets") { section.contentInsets = try directionalInsets(n) }
        if let n = o.optional("interGroupSpacing") { section.interGroupSpacing = try n.nonNegative() }
        if let n = o.optional("boundarySupplementaryItems") {
            section.boundarySupplementaryItems = try n.array().map(boundaryItem)
        }
        if let n = o.optional("contentInsetsReference") {
            section.contentInsetsReference = insetsReferences[try n.oneOf(insetsReferences.keys.sorted())]!
        }
        if let n = o.optional("supplementariesFollowContentInsets") {
            section.supplementariesFollowContentInsets = try n.bool()
        }
        try o.finish()
        return section
    }

    /// `UICollectionViewCompositionalLayoutConfiguration`.
    static func configuration(_ node: JSONNode) throws -> UICollectionViewCompositionalLayoutConfiguration {
        let o = try node.object()
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        if let n = o.optional("interSectionSpacing") { configuration.interSectionSpacing = try n.nonNegative() }
        if let n = o.optional("contentInsetsReference") {
            let reference = insetsReferences[try n.oneOf(insetsReferences.keys.sorted())]!
            guard reference != .automatic else { throw n.error("the configuration's reference cannot be automatic") }
            configuration.contentInsetsReference = reference
        }
        try o.finish()
        return configuration
    }

    /// `UICollectionViewFlowLayout` and its properties.
    static func flowLayout(_ node: JSONNode) throws -> UICollectionViewFlowLayout {
        let o = try node.object()
        let layout = UICollectionViewFlowLayout()
        func size(_ key: String) throws -> CGSize? {
            guard let n = o.optional(key) else { return nil }
            let s = try n.object()
            let size = CGSize(width: try s.required("width").nonNegative(), height: try s.required("height").nonNegative())
            try s.finish()
            return size
        }
        if let s = try size("itemSize") {
            guard s.width > 0, s.height > 0 else {
                throw SpecError(path: o.path.isEmpty ? "itemSize" : "\(o.path).itemSize", "must be larger than 0×0")
            }
            layout.itemSize = s
        }
        if let n = o.optional("minimumInteritemSpacing") { layout.minimumInteritemSpacing = try n.nonNegative() }
        if let n = o.optional("minimumLineSpacing") { layout.minimumLineSpacing = try n.nonNegative() }
        if let n = o.optional("sectionInset") { layout.sectionInset = try edgeInsets(n) }
        if let n = o.optional("sectionInsetReference") {
            let references: [String: UICollectionViewFlowLayout.SectionInsetReference] =
                ["fromContentInset": .fromContentInset, "fromSafeArea": .fromSafeArea, "fromLayoutMargins": .fromLayoutMargins]
            layout.sectionInsetReference = references[try n.oneOf(references.keys.sorted())]!
        }
        if let s = try size("headerReferenceSize") { layout.headerReferenceSize = s }
        if let s = try size("footerReferenceSize") { layout.footerReferenceSize = s }
        if let n = o.optional("scrollDirection") {
            layout.scrollDirection = try n.oneOf(["vertical", "horizontal"]) == "vertical" ? .vertical : .horizontal
        }
        try o.finish()
        return layout
    }
}

/// Element kinds: UIKit's raw strings, with the Swift constant names accepted as aliases.
public enum ElementKind {
    public static let header = UICollectionView.elementKindSectionHeader
    public static let footer = UICollectionView.elementKindSectionFooter

    /// `"elementKindSectionHeader"` → `"UICollectionElementKindSectionHeader"`; others unchanged.
    public static func canonical(_ kind: String) -> String {
        switch kind {
        case "elementKindSectionHeader": header
        case "elementKindSectionFooter": footer
        default: kind
        }
    }
}
