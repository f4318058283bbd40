import Foundation

/// A section solved in canonical orientation (content scrolls down, leading is left).
struct CanonicalSection {
    var cellFrames: [CGRect] = []
    var cellOverrides: [Int: SolvedSection.CellOverride] = [:]
    var groupStarts: [Int32] = []
    /// Groups advance down (a normal section) or across (an orthogonal one).
    var groupsAdvanceDown = true
    var extras: [UICollectionViewLayoutAttributes] = []
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
/// 2. the root group, resolved against (content width, visible height) (A3) — solved once and
///    stamped when nothing in it is measured (C6), else instance by instance;
/// 3. top boundary items (extending ones push the content down), `contentInsets.top`, the groups —
///    down the section (D1), or in one row across it when orthogonal (D7) — `contentInsets.bottom`,
///    bottom boundary items, side items (D5);
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
        guard section.interGroupSpacing.isFinite, section.interGroupSpacing >= 0 else {
            throw LayoutError("\(place): interGroupSpacing must be finite and not negative, got \(section.interGroupSpacing)")
        }

        // Step 1: the content area.
        let reference = context.referenceInsets(section.contentInsetsReference, fallback: configurationReference)
        let contentX = reference.leading + insets.leading
        let contentWidth = context.size.width - reference.leading - reference.trailing - insets.leading - insets.trailing
        guard contentWidth > 0 else {
            throw LayoutError("\(place): no width left for content (\(format(contentWidth)) pt after insets)")
        }
        let container = CGSize(width: contentWidth, height: context.size.height)

        // Step 3a: boundary items and the band they sit in (D4, D5).
        let band = boundaryBand(reference: reference, insets: insets)
        let boundary = section.boundarySupplementaryItems.isEmpty ? [] : try section.boundarySupplementaryItems.enumerated().map { i, item in
            try BoundaryItem(item, orientation: o, band: band, viewportHeight: context.size.height, place: place.appending("boundary item", i))
        }
        var result = CanonicalSection(start: top)
        var ordinals: [String: Int] = [:]
        func nextIndexPath(_ kind: String) -> IndexPath {
            defer { ordinals[kind, default: 0] += 1 }
            return IndexPath(item: ordinals[kind, default: 0], section: index)
        }
        var y = top
        let topExtent = boundary.filter { $0.isTop && $0.extends }.map(\.size.height).max() ?? 0
        var placedBoundary: [(BoundaryItem, CGRect, IndexPath)] = []
        for b in boundary where b.isTop {
            placedBoundary.append((b, b.frame(atY: top, band: band), nextIndexPath(b.kind)))
        }
        y += topExtent + insets.top

        // Step 2–3b: the groups — a template of the same shape solved for an earlier section is reused.
        let orthogonal = section.orthogonalScrollingBehavior != .none
        let cached = context.templates.lookup(section.group, container: container)
        let root = try cached?.node ?? definitions.node(section.group, place: place.appending("group"))
        let rootSize = root.size.resolve(in: container)
        guard rootSize.width.isFinite, rootSize.height.isFinite, rootSize.width > 0, rootSize.height > 0 else {
            throw LayoutError("\(place) group resolves to \(format(rootSize.width))×\(format(rootSize.height)); it must be finite and positive")
        }
        let groups = try solveGroups(root, size: rootSize, itemCount: itemCount, cached: cached?.template, container: container)
        let handler = section.visibleItemsInvalidationHandler != nil
        if orthogonal {
            // D7: one row of groups across the section, interGroupSpacing between them.
            let firstWidth = groups.count > 0 ? groups.size(0).width : rootSize.width
            let centring = section.orthogonalScrollingBehavior == .groupPagingCentered ? max(0, (contentWidth - firstWidth) / 2) : 0
            let row = groups.positions(from: contentX + centring, spacing: section.interGroupSpacing, alongWidth: true)
            let rowHeight = groups.count == 0 ? rootSize.height : groups.maximumHeight
            let length = row.end + centring + insets.trailing + reference.trailing
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
        y += insets.bottom
        let contentEnd = y

        // Step 3c: bottom and side boundary items.
        let bottomExtent = boundary.filter { $0.isBottom && $0.extends }.map(\.size.height).max() ?? 0
        for b in boundary where b.isBottom {
            var frame = b.frame(atY: contentEnd, band: band)
            if !b.extends { frame.origin.y -= b.size.height }   // overlays the end of the content
            placedBoundary.append((b, frame, nextIndexPath(b.kind)))
        }
        let end = contentEnd + bottomExtent
        for b in boundary where b.isSide {
            placedBoundary.append((b, b.sideFrame(top: top, bottom: end, band: band), nextIndexPath(b.kind)))
        }

        // Step 4: pinning (D5) at the scroll offset.
        for (b, frame, indexPath) in placedBoundary {
            var f = frame
            if b.pins {
                if b.isTop {
                    let visibleTop = context.contentOffset + context.adjustedTop
                    f.origin.y = min(max(visibleTop + b.offset.y, f.minY), end - f.height)
                } else if b.isBottom {
                    let visibleBottom = context.contentOffset + context.size.height - context.adjustedBottom
                    f.origin.y = max(min(visibleBottom - f.height + b.offset.y, f.minY), top)
                }
            }
            result.extras.append(UICollectionViewLayoutAttributes(frame: f, indexPath: indexPath, category: .supplementaryView,
                                                                  kind: b.kind, zIndex: b.zIndex))
        }

        // Step 4: decorations (D6) — from the section's top to the content's end, across the container.
        for (i, d) in section.decorationItems.enumerated() {
            let di = try definitions.checkedInsets(d.contentInsets, place: place.appending("decoration item", i), suffix: " contentInsets")
            let width = context.size.width - reference.leading - reference.trailing
            let frame = CGRect(x: reference.leading + di.leading, y: top + di.top,
                               width: max(0, width - di.leading - di.trailing), height: max(0, contentEnd - top - di.top - di.bottom))
            result.extras.append(UICollectionViewLayoutAttributes(frame: frame, indexPath: IndexPath(item: 0, section: index),
                                                                  category: .decorationView, kind: d.elementKind, zIndex: d.zIndex))
        }
        // D6: with a decoration behind them, the section's cells are promoted to zIndex 1.
        result.cellZIndex = section.decorationItems.isEmpty ? 0 : 1
        result.end = end
        return result
    }

    /// D4: headers span the content area under `.automatic` (following the section's insets when
    /// `supplementariesFollowContentInsets`); another reference measures them from that alone.
    func boundaryBand(reference: Insets, insets: Insets) -> (x: CGFloat, width: CGFloat) {
        if section.supplementaryContentInsetsReference != .automatic {
            let r = context.referenceInsets(section.supplementaryContentInsetsReference, fallback: configurationReference)
            return (r.leading, context.size.width - r.leading - r.trailing)
        }
        let follow = section.supplementariesFollowContentInsets
        let x = reference.leading + (follow ? insets.leading : 0)
        return (x, context.size.width - reference.leading - reference.trailing - (follow ? insets.leading + insets.trailing : 0))
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

    /// Copies group instances into the section at their origins; the root group's own
    /// supplementaries anchor to each instance's frame.
    func stamp(_ groups: GroupRun, root: NodeDef, at origins: GroupOrigins, into result: inout CanonicalSection) {
        let count = groups.count
        let total = groups.itemCount
        // Cell frames: every instance's items moved to its origin, written straight into the array.
        // In the common case (vertical, left-to-right, no handler to run) canonical frames are real:
        // snap them now and spare step 3 a pass (G7).
        let final = !context.orientation.transposed && context.viewport.layoutDirection == .leftToRight
            && section.visibleItemsInvalidationHandler == nil && result.cellFrames.isEmpty
        let scale = context.viewport.scale
        var frames = [CGRect](unsafeUninitializedCapacity: total) { buffer, written in
            written = 0
            guard let base = buffer.baseAddress else { return }
            var out = base
            if let (template, last) = groups.templateItems, count > 0 {
                // One buffer for every full instance, then the last.
                template.withUnsafeBufferPointer { items in
                    for k in 0..<(count - 1) {
                        out = Self.copy(items, to: out, at: origins.at(k), snap: final ? scale : 0)
                    }
                }
                last.withUnsafeBufferPointer { out = Self.copy($0, to: out, at: origins.at(count - 1), snap: final ? scale : 0) }
            } else {
                for k in 0..<count {
                    groups.withItems(k) { out = Self.copy($0, to: out, at: origins.at(k), snap: final ? scale : 0) }
                }
            }
            written = out - base
        }
        // Small sections are scanned whole by rect queries: no per-group search structures.
        let searchable = total > SolvedSection.scanLimit
        var starts = searchable ? [Int32](repeating: 0, count: count) : []
        var base = 0
        let solver = GroupSolver(context: context, section: index)
        // Per-group bookkeeping; a template without zIndexes or supplementaries needs only the starts.
        let plainTemplate = groups.templateItems != nil && !groups[0].hasZIndexes && groups[0].supplementaries.isEmpty
            && groups[count > 0 ? count - 1 : 0].supplementaries.isEmpty && root.supplementaries.isEmpty
        if plainTemplate {
            if searchable {
                let per = groups[0].items.count
                for k in 0..<count { starts[k] = Int32(truncatingIfNeeded: k * per) }
            }
        } else {
        for k in 0..<count {
            let origin = origins.at(k)
            if searchable { starts[k] = Int32(truncatingIfNeeded: base) }
            groups.withInstance(k) { g in
                if g.hasZIndexes {
                    for (j, item) in g.items.enumerated() where item.zIndex != nil {
                        result.cellOverrides[base + j] = .init(zIndex: item.zIndex)
                    }
                }
                if !g.supplementaries.isEmpty || !root.supplementaries.isEmpty {
                    let rootPlaced = solver.anchored(root.supplementaries, to: CGRect(origin: .zero, size: g.size), item: 0)
                    for s in g.supplementaries + rootPlaced {
                        result.extras.append(UICollectionViewLayoutAttributes(
                            frame: s.frame.offsetBy(dx: origin.x, dy: origin.y), indexPath: IndexPath(item: base + s.item, section: index),
                            category: .supplementaryView, kind: s.kind, zIndex: s.zIndex))
                    }
                }
                base += g.items.count
            }
        }
        }
        if final, total > 0 {
            // Search structures from the group bounds: O(groups), not O(items).
            let pixel = 1 / max(scale, 1)
            let template = groups.templateItems != nil
            let full = template ? groups[0].itemBounds : .null, partial = template ? groups[count - 1].itemBounds : .null
            var mins = searchable ? [Double](repeating: 0, count: count) : []
            var reach = searchable ? [Double](repeating: 0, count: count) : []
            var running = -Double.infinity
            var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
            if template, let stride = origins.positions.stride, stride > 0, !full.isNull, !partial.isNull {
                // A template advances by a fixed stride: group k's extent is group 0's moved k strides.
                func include(_ b: CGRect, at o: CGPoint) {
                    minX = min(minX, b.origin.x + o.x - pixel); minY = min(minY, b.origin.y + o.y - pixel)
                    maxX = max(maxX, b.origin.x + b.size.width + o.x + pixel); maxY = max(maxY, b.origin.y + b.size.height + o.y + pixel)
                }
                include(full, at: origins.at(0))
                include(partial, at: origins.at(count - 1))
                if searchable {
                    let o = origins.at(0)
                    let low = Double(origins.alongX ? full.minX + o.x : full.minY + o.y) - Double(pixel)
                    let high = Double(origins.alongX ? full.maxX + o.x : full.maxY + o.y) + Double(pixel)
                    let lastHigh = Double(origins.alongX ? partial.maxX + origins.at(count - 1).x : partial.maxY + origins.at(count - 1).y) + Double(pixel)
                    let step = Double(stride)
                    mins.withUnsafeMutableBufferPointer { m in
                        reach.withUnsafeMutableBufferPointer { r in
                            for k in 0..<count {
                                m[k] = low + Double(k) * step
                                r[k] = high + Double(k) * step
                            }
                            r[count - 1] = max(r[count - 1], lastHigh)
                        }
                    }
                }
            } else {
            for k in 0..<count {
                let local = template ? (k == count - 1 ? partial : full) : groups[k].itemBounds
                guard !local.isNull else { continue }
                let o = origins.at(k)
                let x0 = local.origin.x + o.x - pixel, y0 = local.origin.y + o.y - pixel
                let x1 = x0 + local.size.width + 2 * pixel, y1 = y0 + local.size.height + 2 * pixel
                minX = min(minX, x0); minY = min(minY, y0); maxX = max(maxX, x1); maxY = max(maxY, y1)
                if searchable {
                    running = max(running, Double(origins.alongX ? x1 : y1))
                    mins[k] = Double(origins.alongX ? x0 : y0)
                    reach[k] = running
                }
            }
            }
            let union = minX <= maxX ? CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : CGRect.null
            result.finalGroupMins = mins
            result.finalGroupReach = reach
            result.finalCellBounds = union
        }
        if result.cellFrames.isEmpty {
            swap(&result.cellFrames, &frames)
            result.cellsFinal = final
        } else {
            result.cellFrames += frames
        }
        result.groupStarts += starts
    }

    /// Writes `items` moved to `origin` (snapped when `snap` is a scale, > 0) from `out` on; returns
    /// where the next frame goes.
    @inline(__always)
    static func copy(_ items: UnsafeBufferPointer<PlacedItem>, to out: UnsafeMutablePointer<CGRect>,
                     at origin: CGPoint, snap: CGFloat) -> UnsafeMutablePointer<CGRect> {
        var p = out
        for item in items {
            let f = item.frame
            let r = CGRect(x: f.origin.x + origin.x, y: f.origin.y + origin.y, width: f.size.width, height: f.size.height)
            p.initialize(to: snap > 0 ? PixelSnapping.snap(r, scale: snap) : r)
            p += 1
        }
        return p
    }

    /// D7: where an orthogonal section comes to rest for a proposed offset.
    func restingOffset(proposed: CGFloat, row: GroupPositions, length: CGFloat) -> CGFloat {
        let maxOffset = max(0, length - context.size.width)
        let snapped: CGFloat
        switch section.orthogonalScrollingBehavior {
        case .none, .continuous:
            snapped = proposed
        case .paging:
            // Pages are the collection view's width, not a group's (D7).
            snapped = (proposed / context.size.width).rounded() * context.size.width
        case .groupPaging, .continuousGroupLeadingBoundary, .groupPagingCentered:
            // Rest with a group's leading edge where the first group's is at rest.
            snapped = row.nearest(to: proposed + row.start) - row.start
        }
        return min(max(0, snapped), maxOffset)
    }

    /// D7: runs the section's handler on the items inside `visible`, keeping what it changes.
    func runInvalidationHandler(_ result: inout CanonicalSection, offset: CGPoint, visible: CGRect) throws {
        guard let handler = section.visibleItemsInvalidationHandler else { return }
        let o = context.orientation
        var items: [(Int, VisibleItem)] = []
        for (i, frame) in result.cellFrames.enumerated() where frame.intersects(visible) {
            items.append((i, VisibleItem(frame: o.rect(frame), zIndex: result.cellZIndex, indexPath: IndexPath(item: i, section: index))))
        }
        let environment = context.environment(containerSize: context.viewport.size)
        handler(items.map(\.1), o.point(offset), environment)
        for (i, item) in items {
            let frame = o.rect(item.frame)
            guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite,
                  item.alpha.isFinite else {
                throw LayoutError("\(place): visibleItemsInvalidationHandler set a frame or alpha that is not finite")
            }
            result.cellFrames[i] = frame
            if item.alpha != 1 || !item.transform.isIdentity || item.isHidden || item.zIndex != result.cellZIndex {
                var override = result.cellOverrides[i] ?? SolvedSection.CellOverride()
                override.alpha = item.alpha
                override.transform = item.transform
                override.isHidden = item.isHidden
                override.zIndex = item.zIndex
                result.cellOverrides[i] = override
            }
        }
    }
}

/// A snapshot of an `NSCollectionLayoutSection`'s properties.
struct SectionProperties {
    let group: NSCollectionLayoutGroup
    let contentInsets: NSDirectionalEdgeInsets
    let interGroupSpacing: CGFloat
    let boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem]
    let decorationItems: [NSCollectionLayoutDecorationItem]
    let contentInsetsReference: UIContentInsetsReference
    let supplementaryContentInsetsReference: UIContentInsetsReference
    let supplementariesFollowContentInsets: Bool
    let orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    let visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

    init(_ s: NSCollectionLayoutSection) {
        group = s.group; contentInsets = s.contentInsets; interGroupSpacing = s.interGroupSpacing
        boundarySupplementaryItems = s.boundarySupplementaryItems; decorationItems = s.decorationItems
        contentInsetsReference = s.contentInsetsReference; supplementaryContentInsetsReference = s.supplementaryContentInsetsReference
        supplementariesFollowContentInsets = s.supplementariesFollowContentInsets
        orthogonalScrollingBehavior = s.orthogonalScrollingBehavior; visibleItemsInvalidationHandler = s.visibleItemsInvalidationHandler
    }
}

/// The group instances of a section: one template repeated (its last copy possibly partial), or
/// instances solved one by one.
struct GroupRun {
    private let isTemplate: Bool
    private let template: GroupInstance
    private let last: GroupInstance
    private let instances: [GroupInstance]
    let count: Int

    init(template: GroupInstance, count: Int, last: GroupInstance) {
        isTemplate = true
        self.template = template; self.last = last; self.instances = []; self.count = count
    }

    init(instances: [GroupInstance]) {
        isTemplate = false
        template = GroupInstance(size: .zero); last = template
        self.instances = instances; self.count = instances.count
    }

    subscript(k: Int) -> GroupInstance {
        isTemplate ? (k == count - 1 ? last : template) : instances[k]
    }

    /// Instance `k`'s size, without copying its items.
    func size(_ k: Int) -> CGSize {
        isTemplate ? (k == count - 1 ? last.size : template.size) : instances[k].size
    }

    /// Calls `body` with instance `k`, borrowed rather than copied.
    func withInstance<R>(_ k: Int, _ body: (GroupInstance) -> R) -> R {
        isTemplate ? (k == count - 1 ? body(last) : body(template)) : body(instances[k])
    }

    var itemCount: Int {
        isTemplate ? template.items.count * (count - 1) + last.items.count : instances.reduce(0) { $0 + $1.items.count }
    }

    /// The template's items and the last instance's, when the run is a template.
    var templateItems: ([PlacedItem], [PlacedItem])? {
        isTemplate ? (template.items, last.items) : nil
    }

    /// Calls `body` with instance `k`'s items as a buffer.
    func withItems(_ k: Int, _ body: (UnsafeBufferPointer<PlacedItem>) -> Void) {
        if isTemplate {
            (k == count - 1 ? last : template).items.withUnsafeBufferPointer(body)
        } else {
            instances[k].items.withUnsafeBufferPointer(body)
        }
    }

    var maximumHeight: CGFloat {
        isTemplate ? max(template.size.height, last.size.height) : instances.map(\.size.height).max() ?? 0
    }

    /// Where each instance starts along an axis, `spacing` apart: arithmetic for a template.
    func positions(from start: CGFloat, spacing: CGFloat, alongWidth: Bool) -> GroupPositions {
        func extent(_ g: GroupInstance) -> CGFloat { alongWidth ? g.size.width : g.size.height }
        if isTemplate {
            let stride = extent(template) + spacing
            let end = count == 0 ? start : start + CGFloat(count - 1) * stride + extent(last)
            return GroupPositions(start: start, stride: stride, values: [], end: end, instances: count)
        }
        var values: [CGFloat] = []
        values.reserveCapacity(count)
        var p = start
        for (k, g) in instances.enumerated() {
            if k > 0 { p += spacing }
            values.append(p)
            p += extent(g)
        }
        return GroupPositions(start: start, stride: nil, values: values, end: p, instances: count)
    }
}

/// Where each group instance of a section goes: along the axis groups advance on, and a fixed
/// coordinate across it; `shift` is an orthogonal section's scroll offset.
struct GroupOrigins {
    let positions: GroupPositions
    let across: CGFloat
    let alongX: Bool
    let shift: CGFloat

    @inline(__always)
    func at(_ k: Int) -> CGPoint {
        let a = positions.at(k) - shift
        return alongX ? CGPoint(x: a, y: across) : CGPoint(x: across, y: a)
    }
}

/// The starts of a section's group instances along one axis.
struct GroupPositions {
    let start: CGFloat
    /// Set when every instance has the same extent (a template).
    let stride: CGFloat?
    let values: [CGFloat]
    /// Where the last instance ends.
    let end: CGFloat
    let instances: Int

    @inline(__always)
    func at(_ k: Int) -> CGFloat {
        if let stride { return start + CGFloat(k) * stride }
        return values[k]
    }

    /// The instance start nearest to `position`.
    func nearest(to position: CGFloat) -> CGFloat {
        if let stride {
            let last = CGFloat(max(0, instances - 1))
            let k = min(max(0, ((position - start) / stride).rounded()), last)
            return start + k * stride
        }
        let i = values.partitioningIndex { $0 >= position }
        var best = start
        var bestDistance = CGFloat.infinity
        for j in [i - 1, i] where values.indices.contains(j) && abs(values[j] - position) < bestDistance {
            best = values[j]; bestDistance = abs(values[j] - position)
        }
        return best
    }
}

/// A boundary supplementary item, canonical: its size and where along the band it sits (D5).
struct BoundaryItem {
    let kind: String
    let size: CGSize
    let unit: CGPoint
    let offset: CGPoint
    let extends: Bool
    let pins: Bool
    let zIndex: Int

    init(_ item: NSCollectionLayoutBoundarySupplementaryItem, orientation: Orientation, band: (x: CGFloat, width: CGFloat),
         viewportHeight: CGFloat, place: Place) throws {
        guard let unit = item.alignment.unitPoint else { throw LayoutError("\(place) has alignment .none") }
        let definitions = Definitions(orientation: orientation)
        size = try definitions.checkedSize(item.layoutSize, place: place).resolve(in: CGSize(width: band.width, height: viewportHeight))
        guard size.width.isFinite, size.height.isFinite else { throw LayoutError("\(place) size must be finite") }
        guard item.offset.x.isFinite, item.offset.y.isFinite else { throw LayoutError("\(place) absoluteOffset must be finite") }
        kind = item.elementKind
        self.unit = orientation.point(unit)
        offset = orientation.point(item.offset)
        extends = item.extendsBoundary
        pins = item.pinToVisibleBounds
        zIndex = item.zIndex
    }

    var isTop: Bool { unit.y == 0 }
    var isBottom: Bool { unit.y == 1 }
    var isSide: Bool { unit.y == 0.5 }

    func frame(atY y: CGFloat, band: (x: CGFloat, width: CGFloat)) -> CGRect {
        CGRect(x: band.x + (band.width - size.width) * unit.x + offset.x, y: y + offset.y, width: size.width, height: size.height)
    }

    /// `.leading` / `.trailing`: at the side of the band, centred along the section (our choice).
    func sideFrame(top: CGFloat, bottom: CGFloat, band: (x: CGFloat, width: CGFloat)) -> CGRect {
        CGRect(x: band.x + (band.width - size.width) * unit.x + offset.x,
               y: top + (bottom - top - size.height) / 2 + offset.y, width: size.width, height: size.height)
    }
}
