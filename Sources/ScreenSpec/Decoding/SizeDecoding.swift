import CollectionLayout
import Foundation

/// Dimensions, sizes, insets, spacing and offsets.
extension LayoutDecoding {
    /// Every kind of `NSCollectionLayoutDimension`, in the order an error lists them.
    static let dimensionKinds = ["fractionalWidth", "fractionalHeight", "absolute", "estimated", "uniformAcrossSiblings"]

    /// `NSCollectionLayoutDimension`: `{"fractionalWidth": f}`, `{"fractionalHeight": f}`,
    /// `{"absolute": pt}`, `{"estimated": pt}` or `{"uniformAcrossSiblings": pt}` (the estimate).
    static func dimension(_ node: JSONNode) throws -> NSCollectionLayoutDimension {
        let o = try node.object()
        let (kind, value) = try o.exactlyOne(of: dimensionKinds, what: "a dimension")
        try o.finish()
        switch kind {
        case "fractionalWidth", "fractionalHeight":
            let f = try value.positive()
            guard f <= 100 else { throw value.error("fraction \(JSONNode.format(f)) is too large (at most 100)") }
            return kind == "fractionalWidth" ? .fractionalWidth(f) : .fractionalHeight(f)
        case "absolute":
            return .absolute(try points(value, try value.nonNegative()))
        case "estimated":
            return .estimated(try points(value, try value.positive()))
        default:
            return .uniformAcrossSiblings(estimate: try points(value, try value.positive()))
        }
    }

    private static func points(_ node: JSONNode, _ pt: Double) throws -> Double {
        guard pt <= 1_000_000 else { throw node.error("\(JSONNode.format(pt)) pt is too large (at most 1000000)") }
        return pt
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

    /// `UIEdgeInsets`: `{"top", "left", "bottom", "right"}`, each default 0; `signed` false refuses
    /// negative ones (the waterfall layout's, which UIKit does not have).
    static func edgeInsets(_ node: JSONNode, signed: Bool = true) throws -> UIEdgeInsets {
        let e = try edges(node, ["top", "left", "bottom", "right"], signed: signed)
        return UIEdgeInsets(top: e[0], left: e[1], bottom: e[2], right: e[3])
    }

    /// The four edges named `keys` of an insets object, each default 0; negative ones are UIKit's too (G8).
    private static func edges(_ node: JSONNode, _ keys: [String], signed: Bool = true) throws -> [CGFloat] {
        let o = try node.object()
        let values = try keys.map { key -> CGFloat in
            guard let n = o.optional(key) else { return 0 }
            return signed ? try n.signedLength() : try n.length()
        }
        try o.finish()
        return values
    }

    /// `NSCollectionLayoutSpacing`: `{"fixed": pt}` or `{"flexible": pt}`.
    static func spacing(_ node: JSONNode) throws -> NSCollectionLayoutSpacing {
        let o = try node.object()
        let (kind, value) = try o.exactlyOne(of: ["fixed", "flexible"], what: "a spacing")
        try o.finish()
        let pt = try value.signedLength()   // G8: negative spacing overlaps, as in UIKit
        return kind == "fixed" ? .fixed(pt) : .flexible(pt)
    }

    /// `NSCollectionLayoutEdgeSpacing(leading:top:trailing:bottom:)`: each edge an optional spacing.
    static func edgeSpacing(_ node: JSONNode) throws -> NSCollectionLayoutEdgeSpacing {
        let o = try node.object()
        let e = try ["leading", "top", "trailing", "bottom"].map { try o.optional($0).map(spacing) }
        try o.finish()
        return NSCollectionLayoutEdgeSpacing(leading: e[0], top: e[1], trailing: e[2], bottom: e[3])
    }

    /// `CGPoint`: `{"x", "y"}`, each default 0 and at most `limit` either way.
    static func point(_ node: JSONNode, limit: Double, unit: String = " pt") throws -> CGPoint {
        let o = try node.object()
        let values = try ["x", "y"].map { key -> CGFloat in
            guard let n = o.optional(key) else { return 0 }
            let v = try n.number()
            guard abs(v) <= limit else {
                let l = JSONNode.format(limit)
                throw n.error("\(JSONNode.format(v))\(unit) is out of range (from -\(l) to \(l))")
            }
            return v
        }
        try o.finish()
        return CGPoint(x: values[0], y: values[1])
    }
}
