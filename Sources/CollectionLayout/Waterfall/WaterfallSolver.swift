import Foundation

/// Solves a `WaterfallLayout`: validates it, takes the columns from `WaterfallGeometry`, then
/// stacks the sections (header, `sectionInset.top`, slots, `sectionInset.bottom`, footer).
///
/// Along the scroll axis it works in device pixels: heights are floored to whole pixels (H2), so
/// column tops are exact sums and equal columns tie exactly (the leftmost wins). Each section keeps
/// its cells in item order plus a per-column item list (`WaterfallColumns`) for rect queries (H3).
///
/// ```swift
/// let solved = try WaterfallSolver(layout: waterfall, viewport: viewport).solve(itemCounts: [20])
/// ```
struct WaterfallSolver {
    let layout: WaterfallLayout
    let viewport: Viewport

    func solve(itemCounts: [Int]) throws -> SolvedLayout {
        try validateProperties()
        let geometry = try WaterfallGeometry(layout: layout, viewport: viewport)
        var sections: [SolvedSection] = []
        sections.reserveCapacity(itemCounts.count)
        var top: Double = 0   // pixels
        for (section, count) in itemCounts.enumerated() {
            sections.append(try solveSection(section, itemCount: count, geometry: geometry, top: &top))
        }
        let height = CGFloat(top / Double(viewport.scale))
        guard height.isFinite else { throw LayoutError("waterfall: the content is too tall (\(height) pt)") }
        return SolvedLayout(contentSize: CGSize(width: viewport.size.width, height: height), sections: sections,
                            globalElements: [], isVertical: true)
    }

    private func validateProperties() throws {
        let l = layout
        if l.minimumColumnWidth == nil, !(1...WaterfallLayout.maximumColumnCount).contains(l.columnCount) {
            throw LayoutError("waterfall columnCount must be 1 to \(WaterfallLayout.maximumColumnCount), got \(l.columnCount)")
        }
        if let minimum = l.minimumColumnWidth, !(minimum.isFinite && minimum > 0) {
            throw LayoutError("waterfall minimumColumnWidth must be finite and positive, got \(minimum)")
        }
        let checks: [(String, CGFloat)] = [
            ("cellInset.top", l.cellInset.top), ("cellInset.left", l.cellInset.left),
            ("cellInset.bottom", l.cellInset.bottom), ("cellInset.right", l.cellInset.right),
            ("sectionInset.top", l.sectionInset.top), ("sectionInset.left", l.sectionInset.left),
            ("sectionInset.bottom", l.sectionInset.bottom), ("sectionInset.right", l.sectionInset.right),
            ("columnSpacing", l.columnSpacing), ("itemSpacing", l.itemSpacing),
            ("headerHeight", l.headerHeight), ("footerHeight", l.footerHeight),
        ]
        for (name, value) in checks where !(value.isFinite && value >= 0) {
            throw LayoutError("waterfall \(name) must be finite and not negative, got \(value)")
        }
        if l.itemHeight != nil, l.itemSize != nil {
            throw LayoutError("waterfall: set itemHeight or itemSize, not both")
        }
    }

    /// One section starting at `top` (pixels); leaves `top` at its end.
    private func solveSection(_ section: Int, itemCount: Int, geometry g: WaterfallGeometry,
                              top: inout Double) throws -> SolvedSection {
        let scale = Double(viewport.scale)
        let sectionTop = top
        var extras: [LayoutElement] = []
        if layout.headerHeight > 0 {
            extras.append(supplementary(UICollectionElementKindSectionHeader, section, y: top, height: layout.headerHeight))
            top += Double(layout.headerHeight) * scale
        }
        top += Double(layout.sectionInset.top) * scale
        let cells = try placeCells(section, count: itemCount, geometry: g, top: top)
        top = max(top, cells.bottom) + Double(layout.sectionInset.bottom) * scale
        if layout.footerHeight > 0 {
            extras.append(supplementary(UICollectionElementKindSectionFooter, section, y: top, height: layout.footerHeight))
            top += Double(layout.footerHeight) * scale
        }
        var bounds = cells.bounds
        for e in extras { bounds = bounds.union(e.frame) }
        if bounds.isNull { bounds = CGRect(x: 0, y: sectionTop / scale, width: 0, height: (top - sectionTop) / scale) }
        return SolvedSection(index: section, bounds: bounds, cellFrames: cells.frames, cellZIndex: 0, cellOverrides: [:],
                             groupStarts: [], groupReach: [], groupMins: [], searchAxisIsY: true, extras: extras,
                             orthogonalContentLength: nil, waterfallColumns: cells.columns)
    }

    /// A header or footer: the collection view's full width, whatever the insets (H2).
    private func supplementary(_ kind: String, _ section: Int, y: Double, height: CGFloat) -> LayoutElement {
        LayoutElement(frame: CGRect(x: 0, y: y / Double(viewport.scale), width: viewport.size.width, height: height),
                                         indexPath: IndexPath(item: 0, section: section), category: .supplementaryView,
                                         kind: kind, zIndex: 1)
    }
}
