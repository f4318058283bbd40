import Foundation

/// Places the subviews of a plain container by their constraints (rules in `ViewLayout`).
///
/// ```json
/// {"view": {"subviews": [
///   {"name": "caption", "label": {"text": "NEW GAME"}, "constraints": {"top": 20, "leading": 4, "trailing": 4}},
///   {"name": "title", "label": {"text": "{text}"}, "constraints": {"topToBottomOf": "caption", "spacing": 8, "leading": 4, "trailing": 4}}]}}
/// ```
/// In a 342-wide cell with a 17-pt caption line: caption (4, 20, 334, 17), title (4, 45, 334, …).
struct ContainerLayout {
    let layout: ViewLayout

    func arrange(_ children: [ViewSpec], order: [Int], width: Length, height: Length) throws -> (size: CGSize, frames: [CGRect]) {
        var frames = [CGRect](repeating: .zero, count: children.count)
        var named: [String: CGRect] = [:]
        var extent = (width: 0.0, height: 0.0)
        for i in order {
            let child = children[i], c = child.constraints
            // A free axis fills the superview, but a separator keeps its one-pixel height.
            let free = c.aspectRatio == nil
            var h = AxisPlan(c.horizontal, length: width.fixed, fillsWhenFree: free) { Double(named[$0]?.maxX ?? 0) }
            var v = AxisPlan(c.vertical, length: height.fixed, fillsWhenFree: free && !child.isSeparator) { Double(named[$0]?.maxY ?? 0) }
            if let r = c.aspectRatio {
                if let w = h.size, v.size == nil { v.size = w / r } else if let hh = v.size, h.size == nil { h.size = hh * r }
            }
            let w = try h.size ?? layout.intrinsicWidth(child, limit: h.available(in: width.limit)) ?? 0
            let hh = try v.size ?? c.aspectRatio.map { w / $0 } ?? layout.intrinsicHeight(child, width: w) ?? 0
            h.size = w; v.size = hh
            let frame = CGRect(x: h.origin(in: width.fixed), y: v.origin(in: height.fixed), width: w, height: hh)
            frames[i] = frame
            if let name = child.name { named[name] = frame }
            extent.width = max(extent.width, h.extent)
            extent.height = max(extent.height, v.extent)
        }
        return (CGSize(width: width.fixed ?? extent.width, height: height.fixed ?? extent.height), frames)
    }
}

/// One axis of a child in a plain container: its edges, centre offset and (once known) size.
struct AxisPlan {
    var start: Double?
    var end: Double?
    var center: Double?
    var size: Double?

    /// `siblingEnd` gives a named sibling's far edge (bottom or trailing), already placed.
    init(_ a: AxisConstraints, length: Double?, fillsWhenFree: Bool, siblingEnd: (String) -> Double) {
        start = a.start ?? a.after.map { siblingEnd($0) + a.spacing }
        end = a.end
        center = a.center
        if !a.isPositioned {
            start = 0
            if fillsWhenFree, !a.isSized { end = 0 }
        }
        size = a.size ?? a.fraction.flatMap { f in length.map { $0 * f } }
        if size == nil, let start, let end, let length { size = max(0, length - start - end) }
    }

    /// The room left between the edges within `limit` (for measuring a label's wrap width).
    func available(in limit: Double?) -> Double? {
        limit.map { max(0, $0 - (start ?? 0) - (end ?? 0) - 2 * abs(center ?? 0)) }
    }

    /// The leading (top) coordinate in a superview of `length`; 0 when that is still being measured.
    func origin(in length: Double?) -> Double {
        let size = self.size ?? 0
        if let start { return start }
        if let end, let length { return length - end - size }
        if let center, let length { return (length - size) / 2 + center }
        return 0
    }

    /// How much of the superview this child needs: edge + size + opposite edge.
    var extent: Double {
        let size = self.size ?? 0
        if let start { return start + size + (end ?? 0) }
        if let end { return size + end }
        return size + 2 * abs(center ?? 0)
    }
}
