import Foundation

/// A section solved in canonical orientation (content scrolls down, leading is left).
struct CanonicalSection {
    var cellFrames: [CGRect] = []
    var cellOverrides: [Int: SolvedSection.CellOverride] = [:]
    var groupStarts: [Int32] = []
    /// Each root group instance's frame, canonical; kept only when the context records them.
    var groupFrames: [CGRect] = []
    /// Groups advance down (a normal section) or across (an orthogonal one).
    var groupsAdvanceDown = true
    var extras: [LayoutElement] = []
    var cellZIndex = 0
    var start: CGFloat = 0
    var end: CGFloat = 0
    var orthogonalLength: CGFloat?
    /// The cell frames are already final (vertical, left-to-right, snapped while stamping), and so
    /// are these: per group its start and the running maximum of ends along the axis groups advance
    /// on, and the cells' bounds — from each group's bounds, widened by a pixel for the snapping.
    var cellsFinal = false
    var finalGroupMins: [Double] = []
    var finalGroupReach: [Double] = []
    var finalCellBounds = CGRect.null
}

/// Solves one section, in named steps:
///
/// 1. the content area: the insets reference and the section's insets (A3, D2, D3);
/// 2. the root group, resolved against (content width, visible height) (A3) — the width inside the
///    insets reference alone when orthogonal (A3, D7) — solved once and
///    stamped when nothing in it is measured (C6), else instance by instance;
/// 3. top boundary items (extending ones push the content down), `contentInsets.top`, the groups —
///    down the section (D1), or in one row across it when orthogonal (D7) — `contentInsets.bottom`,
///    bottom boundary items, side items (D5); an empty section has no insets and no row (D1, D2);
/// 4. decoration items (D6), pinned boundary items at the scroll offset (D5), and the
///    `visibleItemsInvalidationHandler` (D7).
struct SectionSolver {
    let context: SolveContext
    let index: Int
    /// The section's properties, read once (each read of a class property costs an exclusivity check).
    let section: SectionProperties
    let configurationReference: UIContentInsetsReference
    let orthogonalOffset: CGFloat?

    init(context: SolveContext, index: Int, section: NSCollectionLayoutSection,
         configurationReference: UIContentInsetsReference, orthogonalOffset: CGFloat?) {
        self.context = context; self.index = index; self.section = SectionProperties(section)
        self.configurationReference = configurationReference; self.orthogonalOffset = orthogonalOffset
    }

    var place: Place { .section(index) }

    func solve(itemCount: Int, top: CGFloat) throws -> CanonicalSection {
        let o = context.orientation
        let definitions = Definitions(orientation: o)
        let insets = try definitions.checkedInsets(section.contentInsets, place: place, suffix: ": contentInsets")
        guard section.interGroupSpacing.isFinite else {   // G8: negative overlaps the groups, as in UIKit
            throw LayoutError("\(place): interGroupSpacing must be finite, got \(section.interGroupSpacing)")
        }

        // Step 1: the content area (A3, D2, D3).
        let geometry = try SectionGeometry(context: context, insets: insets, reference: section.contentInsetsReference,
                                           configurationReference: configurationReference,
                                           insetGroupedList: section.usesInsetGroupedListInsets, place: place)
        let contentX = geometry.contentX
        let orthogonal = section.orthogonalScrollingBehavior != .none
        let container = geometry.container(visibleHeight: context.size.height, orthogonal: orthogonal)

        // Step 3a: boundary items and the band they sit in (D4, D5), estimated ones measured (A4);
        // top items push the content down.
        let band = geometry.boundaryBand(context: context, supplementaryReference: section.supplementaryContentInsetsReference,
                                         followsContentInsets: section.supplementariesFollowContentInsets,
                                         configurationReference: configurationReference)
        let items = section.boundarySupplementaryItems.isEmpty ? [] : try section.boundarySupplementaryItems.enumerated().map { i, item in
            try BoundaryItem(item, orientation: o, band: band, viewportHeight: context.size.height, scale: context.fractionScale, place: place.appending("boundary item", i))
        }
        var boundary = BoundaryItems(items: items, band: band)
        boundary.measure(context: context) { IndexPath(item: $0, section: index) }
        var result = CanonicalSection(start: top)
        // D1, D2: an empty section takes no room — its contentInsets are not applied — but keeps its
        // boundary items (and the interSectionSpacing after it).
        let empty = itemCount == 0
        var y = top + (boundary.topExtent + (empty ? 0 : insets.top))

        // Step 2–3b: the groups — a template of the same shape solved for an earlier section is reused.
        let cached = context.templates.lookup(section.group, container: container)
        let root = try cached?.node ?? definitions.node(section.group, place: place.appending("group"))
        let rootSize = root.size.resolve(in: container, scale: context.fractionScale)
        guard rootSize.width.isFinite, rootSize.height.isFinite, rootSize.width > 0, rootSize.height > 0 else {
            throw LayoutError("\(place) group resolves to \(format(rootSize.width))×\(format(rootSize.height)); it must be finite and positive")
        }
        let groups = try solveGroups(root, size: rootSize, itemCount: itemCount, cached: cached?.template, container: container)
        let handler = section.visibleItemsInvalidationHandler != nil
        if orthogonal {
            // D7: one row of groups across the section, interGroupSpacing between them.
            let centring = geometry.centring(section.orthogonalScrollingBehavior, groupWidth: rootSize.width)
            let row = groups.positions(from: contentX + centring, spacing: section.interGroupSpacing, alongWidth: true)
            let rowHeight = groups.count == 0 ? 0 : groups.maximumHeight
            let length = row.end + centring + insets.trailing + geometry.reference.trailing
            result.orthogonalLength = length
            let offset = orthogonalOffset.map { restingOffset(proposed: $0, row: row, length: length) } ?? 0
            let rowY = y
            // Without a handler the offset is applied while stamping; with one, after it has run.
            let shift = handler ? 0 : offset
            stamp(groups, root: root, at: GroupOrigins(positions: row, across: rowY, alongX: true, shift: shift), into: &result)
            result.groupsAdvanceDown = false
            if handler {
                try runInvalidationHandler(&result, offset: CGPoint(x: offset, y: 0),
                                           visible: CGRect(x: offset, y: -CGFloat.greatestFiniteMagnitude / 4,
                                                           width: context.size.width, height: .greatestFiniteMagnitude / 2))
                if offset != 0 {
                    for i in result.cellFrames.indices { result.cellFrames[i].origin.x -= offset }
                    for i in result.extras.indices { result.extras[i].frame.origin.x -= offset }
                }
            } else if offset != 0 {
                for i in result.extras.indices { result.extras[i].frame.origin.x -= offset }
            }
            y += rowHeight
        } else {
            let column = groups.positions(from: y, spacing: section.interGroupSpacing, alongWidth: false)
            stamp(groups, root: root, at: GroupOrigins(positions: column, across: contentX, alongX: false, shift: 0), into: &result)
            if groups.count > 0 { y = column.end }
            if handler {
                try runInvalidationHandler(&result, offset: CGPoint(x: 0, y: context.contentOffset),
                                           visible: CGRect(x: -CGFloat.greatestFiniteMagnitude / 4, y: context.contentOffset,
                                                           width: .greatestFiniteMagnitude / 2, height: context.size.height))
            }
        }
        if !empty { y += insets.bottom }
        let contentEnd = y

        // Step 3c and 4: boundary items at rest (D5), then pinned at the scroll offset (D5).
        let (placed, end) = boundary.frames(start: top, contentEnd: contentEnd)
        for p in placed {
            result.extras.append(LayoutElement(
                frame: BoundaryItems.pinned(p.frame, p.item, hostStart: top, hostEnd: end, context: context),
                indexPath: IndexPath(item: p.ordinal, section: index), category: .supplementaryView, kind: p.item.kind, zIndex: p.item.zIndex))
        }

        // Step 4: decorations (D6) — from the section's top to the content's end, across the reference area.
        let decorationBand = geometry.referenceBand
        for (i, d) in section.decorationItems.enumerated() {
            let di = try definitions.checkedInsets(d.contentInsets, place: place.appending("decoration item", i), suffix: " contentInsets")
            let decorationTop = top + (d.startsBelowTopBoundaryItems ? boundary.topExtent : 0)
            let frame = CGRect(x: decorationBand.x + di.leading, y: decorationTop + di.top,
                               width: max(0, decorationBand.width - di.leading - di.trailing),
                               height: max(0, contentEnd - decorationTop - di.top - di.bottom))
            result.extras.append(LayoutElement(frame: frame, indexPath: IndexPath(item: 0, section: index),
                                                                  category: .decorationView, kind: d.elementKind, zIndex: d.zIndex))
        }
        // D6: with a decoration behind them, the section's cells are promoted to zIndex 1.
        result.cellZIndex = section.decorationItems.isEmpty ? 0 : 1
        result.end = end
        return result
    }

    /// Solves every group instance the items need: one template stamped (C6), or one instance at a
    /// time when something is measured; a uniform root dimension is shared across the section (A5).
    func solveGroups(_ root: NodeDef, size: CGSize, itemCount: Int, cached: GroupInstance? = nil,
                     container: CGSize = .zero) throws -> GroupRun {
        let solver = GroupSolver(context: context, section: index)
        guard itemCount > 0 else {
            // Nothing to place; still check that the group can hold an item, as UIKit does.
            _ = try solver.solve(root, proposed: size, first: 0, limit: 1, place: place.appending("group"))
            return GroupRun(instances: [])
        }
        if !root.isDynamic {
            // A full template from the cache, or one solved now. It need not hold more slots than
            // there are items (nested counts multiply); only a full one is worth caching.
            var template: GroupInstance
            if let cached {
                template = cached
            } else {
                // One slot more than the items: a template that stops short of it is full, and cacheable.
                let limit = itemCount < Int.max ? itemCount + 1 : itemCount
                template = try solver.solve(root, proposed: size, first: 0, limit: limit, place: place.appending("group"))
                if template.items.count <= itemCount, cached == nil {
                    context.templates.store(.init(group: section.group, container: container, node: root, template: template))
                }
            }
            guard !template.items.isEmpty else { throw LayoutError("\(place) group holds no items") }
            let per = template.items.count
            let count = (itemCount + per - 1) / per
            var last = template
            let remainder = itemCount - (count - 1) * per
            if remainder < per {
                last.items.removeLast(per - remainder)
                last.supplementaries.removeAll { $0.item >= remainder }
            }
            return GroupRun(template: template, count: count, last: last)
        }
        var instances: [GroupInstance] = []
        var first = 0
        while first < itemCount {
            let instance = try solver.solve(root, proposed: size, first: first, limit: itemCount - first, place: place.appending("group"))
            guard !instance.items.isEmpty else { throw LayoutError("\(place) group holds no items") }
            instances.append(instance)
            first += instance.items.count
        }
        // A5: a uniform dimension on the root group is shared by every group in the section.
        let uniformWidth = root.size.width.kind == .uniform, uniformHeight = root.size.height.kind == .uniform
        if uniformWidth || uniformHeight {
            let w = instances.map(\.size.width).max() ?? size.width, h = instances.map(\.size.height).max() ?? size.height
            for i in instances.indices {
                if uniformWidth { instances[i].size.width = w }
                if uniformHeight { instances[i].size.height = h }
            }
        }
        return GroupRun(instances: instances)
    }
}
