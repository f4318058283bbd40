import Foundation

extension SectionSolver {
    /// Copies group instances into the section at their origins (C6: every instance is the group's
    /// template), in four steps:
    /// 1. the root groups' frames, when redlines ask for them;
    /// 2. the cells' frames, each instance's items moved to its origin (snapped now when the output
    ///    transform would only snap: G7);
    /// 3. per instance, the items' zIndex overrides and the supplementaries — an item's, a nested
    ///    group's, and the root group's own, anchored to the instance's frame inside its contentInsets
    ///    and indexed by the instance (B3) — with where each instance's items start;
    /// 4. for snapped frames, the search structures rect queries use, from the group bounds.
    func stamp(_ groups: GroupRun, root: NodeDef, at origins: GroupOrigins, into result: inout CanonicalSection) {
        let count = groups.count
        if context.recordsGroupFrames {
            for k in 0..<count { result.groupFrames.append(CGRect(origin: origins.at(k), size: groups.size(k))) }
        }
        // In the common case (vertical, left-to-right, no handler to run) the output transform only
        // snaps: snap the frames now and spare step 3 a pass (G7).
        let final = OutputTransform.onlySnaps(transposed: context.orientation.transposed, direction: context.viewport.layoutDirection)
            && section.visibleItemsInvalidationHandler == nil && result.cellFrames.isEmpty
        var frames = cellFrames(groups, at: origins, snappingTo: final ? context.viewport.scale : 0)
        // Small sections are scanned whole by rect queries: no per-group search structures.
        let searchable = groups.itemCount > SolvedSection.scanLimit
        let starts = instanceDetails(groups, root: root, at: origins, searchable: searchable, into: &result)
        if final, groups.itemCount > 0 {
            searchStructures(groups, at: origins, searchable: searchable, into: &result)
        }
        if result.cellFrames.isEmpty {
            swap(&result.cellFrames, &frames)
            result.cellsFinal = final
        } else {
            result.cellFrames += frames
        }
        result.groupStarts += starts
    }

    /// Step 2: every instance's item frames moved to its origin, written straight into the array (one
    /// buffer for a template's full instances, then the last); snapped to `snap` when it is a scale.
    private func cellFrames(_ groups: GroupRun, at origins: GroupOrigins, snappingTo snap: CGFloat) -> [CGRect] {
        let count = groups.count, total = groups.itemCount
        // No cells: an empty array, not `unsafeUninitializedCapacity: 0`, which writes its count of 0 into the
        // shared empty-array storage (a race ThreadSanitizer reports against any other empty array's reader).
        guard total > 0 else { return [] }
        return [CGRect](unsafeUninitializedCapacity: total) { buffer, written in
            written = 0
            guard let base = buffer.baseAddress else { return }
            var out = base
            if let (template, last) = groups.templateItems, count > 0 {
                template.withUnsafeBufferPointer { items in
                    for k in 0..<(count - 1) { out = Self.copy(items, to: out, at: origins.at(k), snap: snap) }
                }
                last.withUnsafeBufferPointer { out = Self.copy($0, to: out, at: origins.at(count - 1), snap: snap) }
            } else {
                for k in 0..<count {
                    groups.withItems(k) { out = Self.copy($0, to: out, at: origins.at(k), snap: snap) }
                }
            }
            written = out - base
        }
    }

    /// Step 3: each instance's zIndex overrides and supplementaries (B3); returns where each instance's
    /// items start when the section is `searchable`. A template without zIndexes or supplementaries
    /// needs only the starts.
    private func instanceDetails(_ groups: GroupRun, root: NodeDef, at origins: GroupOrigins, searchable: Bool,
                                 into result: inout CanonicalSection) -> [Int32] {
        let count = groups.count
        var starts = searchable ? [Int32](repeating: 0, count: count) : []
        let plainTemplate = groups.templateItems != nil && !groups[0].hasZIndexes && groups[0].supplementaries.isEmpty
            && groups[count > 0 ? count - 1 : 0].supplementaries.isEmpty && root.supplementaries.isEmpty
        if plainTemplate {
            if searchable {
                let per = groups[0].items.count
                for k in 0..<count { starts[k] = Int32(truncatingIfNeeded: k * per) }
            }
            return starts
        }
        let solver = GroupSolver(context: context, section: index)
        var base = 0
        for k in 0..<count {
            let origin = origins.at(k)
            if searchable { starts[k] = Int32(truncatingIfNeeded: base) }
            groups.withInstance(k) { g in
                if g.hasZIndexes {
                    for (j, item) in g.items.enumerated() where item.zIndex != nil {
                        result.cellOverrides[base + j] = .init(zIndex: item.zIndex)
                    }
                }
                for s in g.supplementaries {
                    result.extras.append(supplementary(s, at: origin, item: base + s.item))
                }
                if !root.supplementaries.isEmpty {
                    // B3: the root group's own anchor to the instance's frame after its contentInsets, and
                    // their index path's item is the group's index in the section.
                    let host = solver.inset(CGRect(origin: .zero, size: g.size), root)
                    for s in solver.anchored(root.supplementaries, to: host, item: k) {
                        result.extras.append(supplementary(s, at: origin, item: s.item))
                    }
                }
                base += g.items.count
            }
        }
        return starts
    }

    /// A placed supplementary moved to its instance's origin, as the section's element at `item`.
    private func supplementary(_ s: PlacedSupplementary, at origin: CGPoint, item: Int) -> LayoutElement {
        LayoutElement(frame: s.frame.offsetBy(dx: origin.x, dy: origin.y), indexPath: IndexPath(item: item, section: index),
                      category: .supplementaryView, kind: s.kind, zIndex: s.zIndex)
    }

    /// Step 4: for snapped frames, the search structures from the group bounds — O(groups), not
    /// O(items): each group's least edge and the running furthest reach along the scroll axis, and the
    /// cells' bounds; a template advances by a fixed stride, so group k's extent is group 0's moved k strides.
    private func searchStructures(_ groups: GroupRun, at origins: GroupOrigins, searchable: Bool, into result: inout CanonicalSection) {
        let count = groups.count
        let pixel = 1 / max(context.viewport.scale, 1)
        let template = groups.templateItems != nil
        let full = template ? groups[0].itemBounds : .null, partial = template ? groups[count - 1].itemBounds : .null
        var mins = searchable ? [Double](repeating: 0, count: count) : []
        var reach = searchable ? [Double](repeating: 0, count: count) : []
        var bounds = ExtentBox(pixel: pixel)
        if template, let stride = origins.positions.stride, stride > 0, !full.isNull, !partial.isNull {
            bounds.include(full, at: origins.at(0))
            bounds.include(partial, at: origins.at(count - 1))
            if searchable {
                let o = origins.at(0), lastOrigin = origins.at(count - 1)
                let low = Double(origins.alongX ? full.minX + o.x : full.minY + o.y) - Double(pixel)
                let high = Double(origins.alongX ? full.maxX + o.x : full.maxY + o.y) + Double(pixel)
                let lastHigh = Double(origins.alongX ? partial.maxX + lastOrigin.x : partial.maxY + lastOrigin.y) + Double(pixel)
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
            var running = -Double.infinity
            for k in 0..<count {
                let local = template ? (k == count - 1 ? partial : full) : groups[k].itemBounds
                guard !local.isNull else { continue }
                let (low, high) = bounds.include(local, at: origins.at(k), alongX: origins.alongX)
                if searchable {
                    running = max(running, high)
                    mins[k] = low
                    reach[k] = running
                }
            }
        }
        result.finalGroupMins = mins
        result.finalGroupReach = reach
        result.finalCellBounds = bounds.rect
    }

    /// Writes `items` moved to `origin` (through the output transform, which only snaps, when
    /// `snap` is a scale, > 0) from `out` on; returns
    /// where the next frame goes.
    @inline(__always)
    static func copy(_ items: UnsafeBufferPointer<PlacedItem>, to out: UnsafeMutablePointer<CGRect>,
                     at origin: CGPoint, snap: CGFloat) -> UnsafeMutablePointer<CGRect> {
        var p = out
        for item in items {
            let f = item.frame
            let r = CGRect(x: f.origin.x + origin.x, y: f.origin.y + origin.y, width: f.size.width, height: f.size.height)
            p.initialize(to: snap > 0 ? OutputTransform.snapped(r, scale: snap) : r)
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

/// The bounds of a section's cells, grown a pixel on every side, as `searchStructures` collects them.
private struct ExtentBox {
    let pixel: CGFloat
    var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity

    init(pixel: CGFloat) { self.pixel = pixel }

    /// Adds `b` moved to `o`, grown a pixel on every side.
    mutating func include(_ b: CGRect, at o: CGPoint) {
        minX = min(minX, b.origin.x + o.x - pixel); minY = min(minY, b.origin.y + o.y - pixel)
        maxX = max(maxX, b.origin.x + b.size.width + o.x + pixel); maxY = max(maxY, b.origin.y + b.size.height + o.y + pixel)
    }

    /// Adds `b` moved to `o` as a group's extent; returns its least and greatest edge along the scroll axis.
    mutating func include(_ b: CGRect, at o: CGPoint, alongX: Bool) -> (low: Double, high: Double) {
        let x0 = b.origin.x + o.x - pixel, y0 = b.origin.y + o.y - pixel
        let x1 = x0 + b.size.width + 2 * pixel, y1 = y0 + b.size.height + 2 * pixel
        minX = min(minX, x0); minY = min(minY, y0); maxX = max(maxX, x1); maxY = max(maxY, y1)
        return (Double(alongX ? x0 : y0), Double(alongX ? x1 : y1))
    }

    var rect: CGRect { minX <= maxX ? CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .null }
}
