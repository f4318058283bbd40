import Foundation

/// A waterfall section's items column by column, for `layoutAttributesForElements(in:)` (H3).
///
/// Across columns, item order is not monotone in y (round-robin placement especially), so the
/// section-wide search over item order that other layouts use would have to scan far or drop
/// items. Within a column, cells are stacked top to bottom without overlap, so both their tops and
/// their bottoms grow with the position in the column: each column is binary-searched on its own,
/// O(columns · log n + k), and the answer is exact. Storage is 4 bytes an item (compressed rows:
/// `items` holds the item indices of column 0, then of column 1, …; `starts` where each begins).
///
/// ```swift
/// let columns = WaterfallColumns(columnOf: [0, 1, 0, 0], columnCount: 2)
/// columns.items(of: 0)   // [0, 2, 3]
/// ```
struct WaterfallColumns: Sendable {
    private let starts: [Int]
    private let order: [Int32]

    init(columnOf: [UInt16], columnCount: Int) {
        var starts = [Int](repeating: 0, count: columnCount + 1)
        for c in columnOf { starts[Int(c) + 1] += 1 }
        for c in 0..<columnCount { starts[c + 1] += starts[c] }
        var next = starts
        var order = [Int32](repeating: 0, count: columnOf.count)
        for (item, c) in columnOf.enumerated() {
            order[next[Int(c)]] = Int32(item)
            next[Int(c)] += 1
        }
        self.starts = starts
        self.order = order
    }

    var columnCount: Int { starts.count - 1 }

    /// The items of `column`, top to bottom.
    func items(of column: Int) -> ArraySlice<Int32> { order[starts[column]..<starts[column + 1]] }
}

extension SolvedSection {
    /// The cells intersecting `rect`, column by column: in each column the first cell whose bottom
    /// reaches the rect is found by binary search, then cells are tested until one starts below it.
    /// The comparisons are inclusive, a superset of `CGRect.intersects`, which has the last word.
    func collectWaterfallCells(_ columns: WaterfallColumns, in rect: CGRect,
                               into found: inout [LayoutElement]) {
        guard !rect.isNull else { return }
        let (minX, maxX, minY, maxY) = (rect.minX, rect.maxX, rect.minY, rect.maxY)
        for column in 0..<columns.columnCount {
            let items = columns.items(of: column)
            guard let first = items.first else { continue }
            let f = cellFrames[Int(first)]
            guard f.origin.x + f.size.width >= minX, f.origin.x <= maxX else { continue }
            var low = items.startIndex, high = items.endIndex
            while low < high {
                let mid = (low + high) / 2
                let cell = cellFrames[Int(items[mid])]
                if cell.origin.y + cell.size.height >= minY { high = mid } else { low = mid + 1 }
            }
            while low < items.endIndex {
                let item = Int(items[low])
                let cell = cellFrames[item]
                if cell.origin.y > maxY { break }
                if cell.intersects(rect) { found.append(cellAttributes(item)) }
                low += 1
            }
        }
    }
}
