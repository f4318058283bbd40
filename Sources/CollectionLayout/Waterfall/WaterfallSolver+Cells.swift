import Foundation

extension WaterfallSolver {
    /// One section's cells: frames in item order, the per-column lists, the bounds and where the
    /// lowest slot ends (pixels).
    struct PlacedCells {
        var frames: [CGRect]
        var columns: WaterfallColumns
        var bounds: CGRect
        var bottom: Double
    }

    /// Puts items `0..<count` into slots below `top` (pixels): column by `placement`, cell = slot
    /// less `cellInset`, height floored to a pixel (H2).
    ///
    /// ```swift
    /// // 2 columns at 375 pt @2x, cellInset 5, heights 100, 300, 100: cells at
    /// // (5, 5, 177.5, 100), (192.5, 5, 177.5, 300), (5, 115, 177.5, 100)
    /// ```
    func placeCells(_ section: Int, count: Int, geometry g: WaterfallGeometry, top: Double) throws -> PlacedCells {
        let scale = Double(viewport.scale)
        let insetTop = Double(layout.cellInset.top) * scale
        let slotExtra = insetTop + Double(layout.cellInset.bottom) * scale
        let spacing = Double(layout.itemSpacing) * scale
        let roundRobin = layout.placement == .roundRobin
        let pixelHeight = try heightInPixels(section, cellWidth: g.cellWidth, scale: scale)
        var tops = ColumnTops(count: g.columnCount, top: top)
        var frames: [CGRect] = []
        frames.reserveCapacity(count)
        var columnOf = [UInt16](repeating: 0, count: count)
        var bottom = top, maxY = -Double.infinity
        for item in 0..<count {
            let h = try pixelHeight(item)
            let column = roundRobin ? item % g.columnCount : tops.shortest
            let slotTop = tops.tops[column]
            let frame = CGRect(x: g.cellX[column], y: (slotTop + insetTop) / scale, width: g.cellWidth, height: h / scale)
            frames.append(frame)
            maxY = max(maxY, Double(frame.origin.y + frame.size.height))
            let slotBottom = slotTop + slotExtra + h
            tops.set(column, to: slotBottom + spacing)
            bottom = max(bottom, slotBottom)
            columnOf[item] = UInt16(column)
        }
        let columns = WaterfallColumns(columnOf: columnOf, columnCount: g.columnCount)
        var bounds = CGRect.null
        if count > 0 {
            let used = (0..<g.columnCount).filter { !columns.items(of: $0).isEmpty }.map { g.cellX[$0] }
            let minX = used.min() ?? 0, maxX = (used.max() ?? 0) + g.cellWidth
            let minY = Double(frames[0].origin.y)
            // Outset by a point, so rounding in origin + size never rejects a cell touching a query.
            bounds = CGRect(x: minX - 1, y: minY - 1, width: maxX - minX + 2, height: maxY - minY + 2)
        }
        return PlacedCells(frames: frames, columns: columns, bounds: bounds, bottom: bottom)
    }

    /// Item `i`'s cell height in whole pixels, from `itemHeight` or the aspect ratio of `itemSize`.
    /// (`appending` makes the index path without allocating, unlike `IndexPath(indexes: [s, i])`.)
    private func heightInPixels(_ section: Int, cellWidth: CGFloat,
                                scale: Double) throws -> (Int) throws -> Double {
        let sectionPath = IndexPath(index: section)
        if let itemHeight = layout.itemHeight {
            return { item in
                let h = Double(itemHeight(sectionPath.appending(item), cellWidth))
                guard h.isFinite, h >= 0 else {
                    throw LayoutError("waterfall section \(section) item \(item): itemHeight must be finite and not negative, got \(h)")
                }
                return PixelSnapping.floor(h * scale)
            }
        }
        if let itemSize = layout.itemSize {
            let width = Double(cellWidth)
            return { item in
                let size = itemSize(sectionPath.appending(item))
                guard size.width.isFinite, size.height.isFinite else {
                    throw LayoutError("waterfall section \(section) item \(item): itemSize must be finite, got \(size.width)×\(size.height)")
                }
                guard size.width > 0, size.height > 0 else { return 0 }
                let h = Double(size.height) * width / Double(size.width)
                guard h.isFinite else {
                    throw LayoutError("waterfall section \(section) item \(item): itemSize \(size.width)×\(size.height) gives an infinite height")
                }
                return PixelSnapping.floor(h * scale)
            }
        }
        return { _ in throw LayoutError("waterfall section \(section): set itemHeight or itemSize to give items heights") }
    }
}
