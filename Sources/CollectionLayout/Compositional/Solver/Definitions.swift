import Foundation

/// Step 0 — reads the UIKit objects once, checks every number, and turns them canonical.
/// `place` names the object in errors: "section 2 group subitem 1".
struct Definitions {
    let orientation: SolveOrientation

    func node(_ item: NSCollectionLayoutItem, place: Place, depth: Int = 0) throws -> NodeDef {
        guard depth <= 64 else { throw LayoutError("\(place): groups are nested more than 64 deep") }
        let size = try checkedSize(item.layoutSize, place: place)
        let insets = try checkedInsets(item.contentInsets, place: place, suffix: " contentInsets")
        let edge = try checkedEdge(item.edgeSpacing, place: place)
        let supplementaryItems = item.supplementaryItems
        let supplementaries = supplementaryItems.isEmpty ? [] : try supplementaryItems.enumerated().map { i, s in
            try supplementary(s, place: place.appending("supplementary item", i))
        }
        guard let group = item as? NSCollectionLayoutGroup else {
            return NodeDef(size: size, insets: insets, edge: edge, supplementaries: supplementaries, content: .item)
        }
        let arrangement: GroupDef.Arrangement
        switch group.arrangement {
        case .repeating:
            guard !group.subitems.isEmpty else { throw LayoutError("\(place) has no subitems") }
            arrangement = .repeating
        case .count(let n, let resizes):
            guard n >= 1, n <= 100_000 else { throw LayoutError("\(place) count must be from 1 to 100000, got \(n)") }
            arrangement = .count(n, resizes: resizes)
        case .custom(let provider):
            arrangement = .custom(provider)
        }
        let interItemSpacing = group.interItemSpacing
        // G8: negative spacing is UIKit's too (subitems overlap); only a non-finite one is refused.
        if let s = interItemSpacing, !s.spacing.isFinite {
            throw LayoutError("\(place) interItemSpacing must be finite, got \(s.spacing)")
        }
        let subitems = try group.subitems.enumerated().map { i, sub in
            try node(sub, place: place.appending("subitem", i), depth: depth + 1)
        }
        let def = GroupDef(axis: orientation.axis(group.axis), subitems: subitems, arrangement: arrangement,
                           spacing: interItemSpacing)
        return NodeDef(size: size, insets: insets, edge: edge, supplementaries: supplementaries, content: .group(def))
    }

    func supplementary(_ s: NSCollectionLayoutSupplementaryItem, place: Place) throws -> SupplementaryDef {
        let hostUnit = orientation.point(s.containerAnchor.edges.unitPoint)
        let itemUnit = orientation.point((s.itemAnchor ?? s.containerAnchor).edges.unitPoint)
        let anchorOffset = s.itemAnchor.map { a -> CGPoint in
            // An item anchor's own offset moves the item the other way (it is the item's point that moves).
            CGPoint(x: s.containerAnchor.offset.x - a.offset.x, y: s.containerAnchor.offset.y - a.offset.y)
        } ?? s.containerAnchor.offset
        guard anchorOffset.x.isFinite, anchorOffset.y.isFinite else { throw LayoutError("\(place) anchor offset must be finite") }
        return SupplementaryDef(size: try checkedSize(s.layoutSize, place: place), kind: s.elementKind,
                                anchor: AnchorDef(hostUnit: hostUnit, itemUnit: itemUnit,
                                                  offset: orientation.point(anchorOffset),
                                                  fractional: s.containerAnchor.isFractionalOffset),
                                zIndex: s.zIndex)
    }

    func checkedSize(_ size: NSCollectionLayoutSize, place: Place) throws -> DimSize {
        try check(size.widthDimension, "width", place)
        try check(size.heightDimension, "height", place)
        return orientation.size(size)
    }

    private func check(_ d: NSCollectionLayoutDimension, _ name: StaticString, _ place: Place) throws {
        guard d.dimension.isFinite, d.dimension >= 0 else {
            throw LayoutError("\(place) \(name) \(d) must be finite and not negative")
        }
        if !d.isAbsolute, d.dimension == 0 {
            throw LayoutError("\(place) \(name) \(d) must be greater than 0")
        }
    }

    /// `suffix` names the insets after `place` ("section 0" + ": contentInsets").
    func checkedInsets(_ i: NSDirectionalEdgeInsets, place: Place, suffix: StaticString = "") throws -> Insets {
        try check(i.top, "top", place, suffix)
        try check(i.leading, "leading", place, suffix)
        try check(i.bottom, "bottom", place, suffix)
        try check(i.trailing, "trailing", place, suffix)
        return orientation.insets(i)
    }

    /// G8: an inset may be negative, as in UIKit (the element grows past its slot); it must be finite.
    private func check(_ v: CGFloat, _ name: StaticString, _ place: Place, _ suffix: StaticString) throws {
        guard v.isFinite else { throw LayoutError("\(place)\(suffix).\(name) must be finite, got \(v)") }
    }

    func checkedEdge(_ e: NSCollectionLayoutEdgeSpacing?, place: Place) throws -> EdgeSpacing {
        if let e {
            try check(e.leading, "leading", place)
            try check(e.top, "top", place)
            try check(e.trailing, "trailing", place)
            try check(e.bottom, "bottom", place)
        }
        return orientation.edgeSpacing(e)
    }

    private func check(_ s: NSCollectionLayoutSpacing?, _ name: StaticString, _ place: Place) throws {
        if let s, !s.spacing.isFinite {
            throw LayoutError("\(place) edgeSpacing.\(name) must be finite, got \(s.spacing)")
        }
    }
}
