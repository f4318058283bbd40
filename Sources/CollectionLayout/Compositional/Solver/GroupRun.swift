import Foundation

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
