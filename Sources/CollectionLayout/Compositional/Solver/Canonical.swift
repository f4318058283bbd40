import Foundation

/// The solver works in one orientation only: content scrolls down, leading is left. A horizontal
/// layout is solved transposed (x ↔ y, width ↔ height, leading ↔ top) and turned back at the end; a
/// right-to-left layout is mirrored at the end, exactly once. These types are the layout definitions
/// in that canonical orientation.
struct SolveOrientation {
    /// Solve transposed: the real layout scrolls horizontally.
    let transposed: Bool

    func size(_ s: CGSize) -> CGSize { transposed ? CGSize(width: s.height, height: s.width) : s }
    func point(_ p: CGPoint) -> CGPoint { transposed ? CGPoint(x: p.y, y: p.x) : p }
    func rect(_ r: CGRect) -> CGRect {
        transposed ? CGRect(x: r.minY, y: r.minX, width: r.height, height: r.width) : r
    }

    func insets(_ i: NSDirectionalEdgeInsets) -> Insets {
        transposed ? Insets(top: i.leading, leading: i.top, bottom: i.trailing, trailing: i.bottom)
                   : Insets(top: i.top, leading: i.leading, bottom: i.bottom, trailing: i.trailing)
    }

    func dimension(_ d: NSCollectionLayoutDimension) -> Dim {
        switch d.kind {
        case .absolute: Dim(kind: .absolute, value: d.dimension)
        case .estimated: Dim(kind: .estimated, value: d.dimension)
        case .uniformAcrossSiblings: Dim(kind: .uniform, value: d.dimension)
        case .fractionalWidth: Dim(kind: transposed ? .fractionalHeight : .fractionalWidth, value: d.dimension)
        case .fractionalHeight: Dim(kind: transposed ? .fractionalWidth : .fractionalHeight, value: d.dimension)
        }
    }

    func size(_ s: NSCollectionLayoutSize) -> DimSize {
        let w = dimension(s.widthDimension), h = dimension(s.heightDimension)
        return transposed ? DimSize(width: h, height: w) : DimSize(width: w, height: h)
    }

    func edgeSpacing(_ e: NSCollectionLayoutEdgeSpacing?) -> EdgeSpacing {
        guard let e else { return EdgeSpacing() }
        return transposed ? EdgeSpacing(leading: e.top, top: e.leading, trailing: e.bottom, bottom: e.trailing)
                          : EdgeSpacing(leading: e.leading, top: e.top, trailing: e.trailing, bottom: e.bottom)
    }

    func axis(_ a: NSCollectionLayoutGroup.Axis) -> NSCollectionLayoutGroup.Axis {
        transposed ? (a == .horizontal ? .vertical : .horizontal) : a
    }
}

struct Insets: Sendable {
    var top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0
    static let zero = Insets()
}

struct Dim: Sendable {
    enum Kind: Sendable { case absolute, estimated, uniform, fractionalWidth, fractionalHeight }
    let kind: Kind
    let value: CGFloat

    /// Measured by the measurer (estimated and uniform); content insets are ignored on this axis (A4).
    var isMeasured: Bool { kind == .estimated || kind == .uniform }

    /// A2: fractions of the container's width or height; points otherwise (the estimate for now).
    /// G7: a fraction is floored to a device pixel of `scale` (`PixelSnapping.floorToPixel`), so
    /// siblings sit at sums of whole pixels.
    func resolve(in container: CGSize, scale: CGFloat) -> CGFloat {
        switch kind {
        case .absolute, .estimated, .uniform: value
        case .fractionalWidth: PixelSnapping.floorToPixel(value * container.width, scale: scale)
        case .fractionalHeight: PixelSnapping.floorToPixel(value * container.height, scale: scale)
        }
    }
}

struct DimSize: Sendable {
    let width: Dim
    let height: Dim
    func resolve(in container: CGSize, scale: CGFloat) -> CGSize {
        CGSize(width: width.resolve(in: container, scale: scale), height: height.resolve(in: container, scale: scale))
    }
    var isMeasured: Bool { width.isMeasured || height.isMeasured }
}

struct EdgeSpacing: Sendable {
    var leading: NSCollectionLayoutSpacing?
    var top: NSCollectionLayoutSpacing?
    var trailing: NSCollectionLayoutSpacing?
    var bottom: NSCollectionLayoutSpacing?
}

/// An anchor in canonical orientation: a unit point on the host and on the item, and an offset.
struct AnchorDef: Sendable {
    let hostUnit: CGPoint
    let itemUnit: CGPoint
    let offset: CGPoint
    let fractional: Bool

    /// B3: `origin = host.min + host.size ∘ u_host − item.size ∘ u_item + offset`.
    func frame(size: CGSize, on host: CGRect) -> CGRect {
        let off = fractional ? CGPoint(x: offset.x * size.width, y: offset.y * size.height) : offset
        return CGRect(x: host.minX + host.width * hostUnit.x - size.width * itemUnit.x + off.x,
                      y: host.minY + host.height * hostUnit.y - size.height * itemUnit.y + off.y,
                      width: size.width, height: size.height)
    }
}

/// A supplementary item attached to an item or group.
struct SupplementaryDef {
    let size: DimSize
    let kind: String
    let anchor: AnchorDef
    let zIndex: Int
    /// Anchors to a group's whole slot rather than its frame inside its contentInsets (B3): only
    /// `visualDescription()`'s marker of a nested group's own frame does.
    var anchorsToSlot = false
}

/// An item or a group, canonical.
final class NodeDef {
    enum Content {
        case item
        case group(GroupDef)
    }
    let size: DimSize
    let insets: Insets
    let edge: EdgeSpacing
    let supplementaries: [SupplementaryDef]
    let content: Content
    /// Whether this subtree needs measuring (estimated or uniform dimensions anywhere in it).
    let isDynamic: Bool

    init(size: DimSize, insets: Insets, edge: EdgeSpacing, supplementaries: [SupplementaryDef], content: Content) {
        self.size = size; self.insets = insets; self.edge = edge
        self.supplementaries = supplementaries; self.content = content
        var dynamic = size.isMeasured
        if case .group(let g) = content { dynamic = dynamic || g.subitems.contains { $0.isDynamic } }
        self.isDynamic = dynamic
    }

    var group: GroupDef? {
        if case .group(let g) = content { return g }
        return nil
    }
}

struct GroupDef {
    let axis: NSCollectionLayoutGroup.Axis
    let subitems: [NodeDef]
    let arrangement: Arrangement
    let spacing: NSCollectionLayoutSpacing?

    enum Arrangement {
        case repeating
        case count(Int, resizes: Bool)
        /// The provider, called once per group size (C3); its frames are turned canonical.
        case custom(NSCollectionLayoutGroup.ItemProvider)
    }

    struct SizeKey: Hashable {
        let width: CGFloat, height: CGFloat
    }

    init(axis: NSCollectionLayoutGroup.Axis, subitems: [NodeDef], arrangement: Arrangement, spacing: NSCollectionLayoutSpacing?) {
        self.axis = axis; self.subitems = subitems; self.arrangement = arrangement; self.spacing = spacing
    }
}
