import Foundation

extension SectionSolver {
    /// Copies group instances into the section at their origins; the root group's own
    /// supplementaries anchor to each instance's frame inside its contentInsets, indexed by the
    /// instance (B3).
    func stamp(_ groups: GroupRun, root: NodeDef, at origins: GroupOrigins, into result: inout CanonicalSection) {
        let count = groups.count
        let total = groups.itemCount
        if context.recordsGroupFrames {
            for k in 0..<count { result.groupFrames.append(CGRect(origin: origins.at(k), size: groups.size(k))) }
        }
        // Cell frames: every instance's items moved to its origin, written straight into the array.
        // In the common case (vertical, left-to-right, no handler to run) the output transform only
        // snaps: snap the frames now and spare step 3 a pass (G7).
        let final = OutputTransform.onlySnaps(transposed: context.orientation.transposed, direction: context.viewport.layoutDirection)
            && section.visibleItemsInvalidationHandler == nil && result.cellFrames.isEmpty
        let scale = context.viewport.scale
        // No cells: an empty array, not `unsafeUninitializedCapacity: 0`, which writes its count of 0 into the
        // shared empty-array storage (a race ThreadSanitizer reports against any other empty array's reader).
        var frames = total == 0 ? [] : [CGRect](unsafeUninitializedCapacity: total) { buffer, written in
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
                for s in g.supplementaries {
                    result.extras.append(LayoutElement(
                        frame: s.frame.offsetBy(dx: origin.x, dy: origin.y), indexPath: IndexPath(item: base + s.item, section: index),
                        category: .supplementaryView, kind: s.kind, zIndex: s.zIndex))
                }
                if !root.supplementaries.isEmpty {
                    // B3: the root group's own anchor to the instance's frame after its contentInsets, and
                    // their index path's item is the group's index in the section.
                    let host = solver.inset(CGRect(origin: .zero, size: g.size), root)
                    for s in solver.anchored(root.supplementaries, to: host, item: k) {
                        result.extras.append(LayoutElement(
                            frame: s.frame.offsetBy(dx: origin.x, dy: origin.y), indexPath: IndexPath(item: s.item, section: index),
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
