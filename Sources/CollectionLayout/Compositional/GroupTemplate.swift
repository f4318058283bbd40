import Foundation

/// One instance of a group, solved once and stamped at every repetition (rule C6: groups are
/// templates; a partial last group keeps its slot positions).
struct GroupTemplate {
    /// The group's resolved size.
    let size: CGSize
    /// The final frames of its leaf items, relative to the group's origin, in placement order.
    let slots: [CGRect]

    /// A guard against a group that would repeat without end.
    static let maximumItemsPerGroup = 1_000_000

    /// Step 1 — constraints down: resolve `group` at `size`, then place its subitems along its
    /// axis (C1), spacing them (C4), recursing into nested groups (C5) and insetting leaf items (B1).
    /// `place` names the group in error messages ("section 2 group").
    static func build(_ group: NSCollectionLayoutGroup, size: CGSize, place: String) throws -> GroupTemplate {
        guard !group.subitems.isEmpty else {
            throw LayoutError("\(place) has no subitems")
        }
        // C5: the group's own content insets shrink the area its subitems are placed in.
        let inner = insetRect(CGRect(origin: .zero, size: size), by: group.contentInsets, size: group.layoutSize)
        let isHorizontal = group.axis == .horizontal
        let available = isHorizontal ? inner.width : inner.height
        let spacing = group.interItemSpacing?.spacing ?? 0
        guard spacing.isFinite, spacing >= 0 else {
            throw LayoutError("\(place) interItemSpacing must be finite and not negative, got \(spacing)")
        }

        // C1: cycle through the subitems until the next would pass the trailing edge. The spacing
        // after the last item does not have to fit. Tolerance: 0.001 pt of float error.
        var placed: [(item: NSCollectionLayoutItem, offset: CGFloat, size: CGSize)] = []
        var cursor: CGFloat = 0
        while placed.count < maximumItemsPerGroup {
            let index = placed.count % group.subitems.count
            let item = group.subitems[index]
            let itemSize = item.layoutSize.resolve(in: inner.size)
            guard itemSize.width.isFinite, itemSize.height.isFinite, itemSize.width >= 0, itemSize.height >= 0 else {
                throw LayoutError("\(place) subitem \(index) has an invalid size \(itemSize.width)×\(itemSize.height)")
            }
            let length = isHorizontal ? itemSize.width : itemSize.height
            guard length > 0 else {
                throw LayoutError("\(place) subitem \(index) is 0 pt \(isHorizontal ? "wide" : "tall") and would repeat without end")
            }
            let start = placed.isEmpty ? 0 : cursor + spacing
            if start + length > available + 0.001 { break }
            placed.append((item, start, itemSize))
            cursor = start + length
        }
        guard !placed.isEmpty else {
            let first = group.subitems[0].layoutSize.resolve(in: inner.size)
            let length = isHorizontal ? first.width : first.height
            throw LayoutError("\(place) fits no item: subitem 0 is \(format(length)) pt \(isHorizontal ? "wide" : "tall") but the group has \(format(available)) pt")
        }
        guard placed.count < maximumItemsPerGroup else {
            throw LayoutError("\(place) would hold more than \(maximumItemsPerGroup) items")
        }

        // C4: flexible spacing shares the space left over evenly between the gaps (≥ 2 items).
        var extraPerGap: CGFloat = 0
        if group.interItemSpacing?.isFlexibleSpacing == true, placed.count >= 2 {
            extraPerGap = max(0, available - cursor) / CGFloat(placed.count - 1)
        }

        var slots: [CGRect] = []
        for (i, p) in placed.enumerated() {
            let along = p.offset + extraPerGap * CGFloat(i)
            // Cross axis: items start at the group's top (leading) edge. UIKit's default here is
            // disputed (uikit-semantics.md B2, Trap 6); we follow the backport and the common
            // advice that centring needs flexible edge spacing.
            let origin = isHorizontal
                ? CGPoint(x: inner.minX + along, y: inner.minY)
                : CGPoint(x: inner.minX, y: inner.minY + along)
            if let nested = p.item as? NSCollectionLayoutGroup {
                let template = try build(nested, size: p.size, place: "\(place) subitem \(i % group.subitems.count)")
                slots += template.slots.map { $0.offsetBy(dx: origin.x, dy: origin.y) }
            } else {
                let slot = CGRect(origin: origin, size: p.size)
                slots.append(insetRect(slot, by: p.item.contentInsets, size: p.item.layoutSize))
            }
        }
        return GroupTemplate(size: size, slots: slots)
    }

    /// B1 / A4: `insets` applied inside `rect`, except on an axis whose dimension is estimated.
    static func insetRect(_ rect: CGRect, by insets: NSDirectionalEdgeInsets, size: NSCollectionLayoutSize) -> CGRect {
        var r = rect
        if !size.widthDimension.isEstimated {
            r.origin.x += insets.leading
            r.size.width = max(0, r.size.width - insets.leading - insets.trailing)
        }
        if !size.heightDimension.isEstimated {
            r.origin.y += insets.top
            r.size.height = max(0, r.size.height - insets.top - insets.bottom)
        }
        return r
    }

    static func format(_ value: CGFloat) -> String {
        let rounded = (Double(value) * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
