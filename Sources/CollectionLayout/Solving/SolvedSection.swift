import Foundation

/// One solved section in compact form: cell frames in item order, the extent of each group along
/// the axis groups advance on (for searching), and the few supplementary and decoration views.
struct SolvedSection: Sendable {
    let index: Int
    /// Everything in the section, for quick rejection.
    var bounds: CGRect
    var cellFrames: [CGRect]
    var cellZIndex: Int
    /// Cells a custom group or an invalidation handler changed: zIndex, alpha, transform, hidden.
    var cellOverrides: [Int: CellOverride]
    /// Item index where each group starts, and the running maximum of group ends, along `searchAxisIsY`.
    var groupStarts: [Int32]
    var groupReach: [Double]
    var groupMins: [Double]
    var searchAxisIsY: Bool
    var extras: [LayoutElement]
    var orthogonalContentLength: CGFloat?
    /// Waterfall sections only: cells by column, searched column by column (Waterfall/WaterfallColumns.swift, H3).
    var waterfallColumns: WaterfallColumns? = nil
    /// Root group instances' frames, when the solve recorded them (`solveRecordingGroupFrames`).
    var groupFrames: [CGRect] = []

    struct CellOverride: Sendable {
        var zIndex: Int?
        var alpha: CGFloat = 1
        var transform: CGAffineTransform = .identity
        var isHidden = false
    }

    func cellAttributes(_ item: Int) -> LayoutElement {
        var a = LayoutElement(frame: cellFrames[item], indexPath: IndexPath(item: item, section: index),
                                                 category: .cell, zIndex: cellZIndex)
        if let o = cellOverrides[item] {
            if let z = o.zIndex { a.zIndex = z }
            a.alpha = o.alpha; a.transform = o.transform; a.isHidden = o.isHidden
        }
        return a
    }

    /// Sections with at most this many cells keep no search structures; queries scan them.
    static let scanLimit = 32

    /// Appends the section's elements that intersect `rect`: extras by a scan (there are few),
    /// cells by binary search over the groups.
    func collect(in rect: CGRect, into found: inout [LayoutElement]) {
        for e in extras where e.frame.intersects(rect) { found.append(e) }
        guard !cellFrames.isEmpty else { return }
        if let waterfallColumns { return collectWaterfallCells(waterfallColumns, in: rect, into: &found) }
        guard !groupStarts.isEmpty else {
            for item in cellFrames.indices where cellFrames[item].intersects(rect) { found.append(cellAttributes(item)) }
            return
        }
        let (low, high) = searchAxisIsY ? (Double(rect.minY), Double(rect.maxY)) : (Double(rect.minX), Double(rect.maxX))
        var g = groupReach.partitioningIndex { $0 >= low }
        while g < groupStarts.count, groupMins[g] <= high {
            let start = Int(groupStarts[g])
            let end = g + 1 < groupStarts.count ? Int(groupStarts[g + 1]) : cellFrames.count
            for item in start..<end where cellFrames[item].intersects(rect) {
                found.append(cellAttributes(item))
            }
            g += 1
        }
    }
}
