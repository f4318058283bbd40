import Foundation

/// One line of a flow layout, along the line axis (x when scrolling vertically): which items it
/// holds and where each starts (rules G2, G3).
struct FlowLine {
    let items: Range<Int>
    /// Offsets of the items from the start of the available space.
    let offsets: [CGFloat]

    /// G2: greedy fill — items join the line while Σ lengths + (n − 1)·spacing ≤ available.
    /// An item longer than the available space sits alone on its line.
    static func breakLines(lengths: [CGFloat], available: CGFloat, spacing: CGFloat) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0, used: CGFloat = 0
        for (i, length) in lengths.enumerated() {
            if i > start, used + spacing + length > available + LayoutTolerance.fit {
                lines.append(start..<i)
                start = i
                used = length
            } else {
                used += (i > start ? spacing : 0) + length
            }
        }
        if start < lengths.count { lines.append(start..<lengths.count) }
        return lines
    }

    /// How many items of these lengths (cycled from the first) a line could hold if it were full.
    static func capacity(cycling lengths: ArraySlice<CGFloat>, available: CGFloat, spacing: CGFloat) -> (count: Int, used: CGFloat) {
        var count = 0, used: CGFloat = 0
        let items = Array(lengths)
        while count < 100_000 {
            let next = items[count % items.count]
            let add = (count > 0 ? spacing : 0) + next
            if count > 0, used + add > available + LayoutTolerance.fit { break }
            used += add
            count += 1
        }
        return (count, used)
    }

    /// G3, the line rule:
    /// - a line that could only ever hold one item (even if full) is centred;
    /// - any other line but the last is justified: equal gaps, first and last item flush;
    /// - the last line is leading-aligned. In a section whose items are all one size it takes the
    ///   gap it would get if it were full, so the items line up with the columns above (S11: UIKit
    ///   "lays out items like they would have been placed on a full row"); in a section of mixed
    ///   sizes it takes exactly `minimumInteritemSpacing` (`uniform` false). The split follows
    ///   Apple radar 20825965 ("the last row is left-aligned by default if items have a
    ///   non-uniform height", iOS 8.3, mirrored at lionheart/openradar-mirror #1301) and Stack
    ///   Overflow 56035879's answer for delegate-sized cells ("on the last line, it used exactly
    ///   the minimumInteritemSpacing value"): written reports, not recordings (README, "Not yet
    ///   confirmed against UIKit").
    static func place(_ items: Range<Int>, lengths: [CGFloat], available: CGFloat, spacing: CGFloat, isLast: Bool,
                      uniform: Bool = true) -> FlowLine {
        let own = lengths[items]
        let total = own.reduce(0, +)
        let full = capacity(cycling: own, available: available, spacing: spacing)
        if full.count <= 1 {
            return FlowLine(items: items, offsets: [(available - total) / 2])
        }
        let gap: CGFloat
        if !isLast {
            gap = (available - total) / CGFloat(items.count - 1)
        } else if !uniform {
            gap = spacing
        } else {
            // The gap of the full line this line would be (S11: "as if placed on a full row").
            let fullLengths = (0..<full.count).reduce(CGFloat(0)) { $0 + own[own.startIndex + $1 % own.count] }
            gap = (available - fullLengths) / CGFloat(full.count - 1)
        }
        var offsets: [CGFloat] = []
        var x: CGFloat = 0
        for length in own {
            offsets.append(x)
            x += length + gap
        }
        return FlowLine(items: items, offsets: offsets)
    }
}
