import CollectionLayout
import Foundation
import Rendering
import Scene
import ScreenSpec

/// The redline overlay, as Xcode's view debugger and Zeplin draw it but from the frames the layout
/// computed: every section's bounds (blue), every root group's (green, when the layout was solved with
/// `recordingGroupFrames`) and every item's (magenta), and dimension labels in points —
/// item sizes, the spacing between items and between rows or groups, and the section's leading and
/// top insets — on pills that never overlap one another: a label that finds no free place is left out
/// (and counted), rather than drawn over another.
///
/// `density` chooses how many labels are tried: `.low` one item size per section; `.medium` (default)
/// also the first row's spacings and the insets; `.high` every item's size too.
///
/// Group bounds are the root groups' (nested groups are not drawn).
public struct Redlines {
    public enum Density: String, CaseIterable, Sendable { case low, medium, high }

    /// Which measurements get labels: item sizes, spacings (between items, and between rows or
    /// groups), section insets.
    public enum Measurement: String, CaseIterable, Sendable { case sizes, spacing, insets }

    public var density: Density = .medium
    public var measurements: Set<Measurement> = Set(Measurement.allCases)

    public init(density: Density = .medium, measurements: Set<Measurement> = Set(Measurement.allCases)) {
        self.density = density; self.measurements = measurements
    }

    static let sectionColor = RGBA(0, 122, 255, 0.9)
    static let itemColor = RGBA(255, 45, 85, 0.85)
    static let groupColor = RGBA(52, 199, 89, 0.9)
    static let labelColor = RGBA(255, 59, 48)
    static let labelFont = FontSpec(size: 9, weight: .semibold, tracking: 0)

    /// What the overlay drew: its nodes and how many labels had no free place.
    public struct Drawing: Sendable {
        public var nodes: [SceneNode]
        public var labels: Int
        public var hidden: Int
    }

    /// The overlay for `solved` on a canvas where content point (0, 0) sits at `origin` (the scene
    /// builder's content offset, negated), within `canvas`.
    public func drawing(for solved: SolvedLayout, origin: CGPoint, canvas: CGRect,
                        measuringWith measurer: TextMeasurer?) -> Drawing {
        var placer = LabelPlacer(canvas: canvas, measurer: measurer)
        var outlines: [SceneNode] = []
        let attributes = solved.elements.map { a -> LayoutElement in
            var moved = a
            moved.frame = a.frame.offsetBy(dx: origin.x, dy: origin.y)
            return moved
        }
        var sections: [Int: [LayoutElement]] = [:]
        for a in attributes where a.indexPath.count == 2 { sections[a.indexPath.section, default: []].append(a) }
        for (section, elements) in sections.sorted(by: { $0.key < $1.key }) {
            let bounds = elements.reduce(CGRect.null) { $0.union($1.frame) }
            guard bounds.intersects(canvas) else { continue }
            outlines.append(outline(bounds, color: Self.sectionColor, width: 1.5))
            for group in solved.groupFrames(inSection: section) {
                let frame = group.offsetBy(dx: origin.x, dy: origin.y)
                if frame.intersects(canvas) { outlines.append(outline(frame.insetBy(dx: 0.5, dy: 0.5), color: Self.groupColor, width: 1)) }
            }
            let cells = elements.filter { $0.representedElementCategory == .cell }
            for cell in cells where cell.frame.intersects(canvas) { outlines.append(outline(cell.frame, color: Self.itemColor, width: 0.75)) }
            guard let first = cells.first else { continue }
            if measurements.contains(.sizes) {
                placer.place("\(n(first.frame.width)) × \(n(first.frame.height))", near: first.frame, priority: true)
            }
            if density != .low, measurements.contains(.spacing) {
                if let next = cells.dropFirst().first(where: { abs($0.frame.minY - first.frame.minY) < 0.5 && $0.frame.minX > first.frame.maxX }) {
                    placer.gap(from: first.frame.maxX, to: next.frame.minX, atY: first.frame.midY, horizontal: true)
                }
                if let below = cells.first(where: { $0.frame.minY >= first.frame.maxY - 0.5 && abs($0.frame.minX - first.frame.minX) < 0.5 }) {
                    placer.gap(from: first.frame.maxY, to: below.frame.minY, atX: first.frame.midX, horizontal: false)
                }
            }
            if density != .low, measurements.contains(.insets) {
                // Insets: from the section's leading edge of the screen, and from the section above.
                if first.frame.minX - canvas.minX > 0.5 {
                    placer.gap(from: canvas.minX, to: first.frame.minX, atY: first.frame.midY, horizontal: true)
                }
                // The top inset: from whatever ends above the first cell — the section before, or this
                // section's own header.
                let headers = elements.filter { $0.representedElementCategory != .cell && $0.frame.maxY <= first.frame.minY + 0.5 }
                let above = max(sections[section - 1]?.reduce(CGRect.null, { $0.union($1.frame) }).maxY ?? -.infinity,
                                headers.map(\.frame.maxY).max() ?? -.infinity)
                if above.isFinite, first.frame.minY - above > 0.5 {
                    placer.gap(from: above, to: first.frame.minY, atX: first.frame.minX + 8, horizontal: false)
                }
            }
            if density == .high, measurements.contains(.sizes) {
                for cell in cells.dropFirst() where cell.frame.intersects(canvas) {
                    placer.place("\(n(cell.frame.width)) × \(n(cell.frame.height))", near: cell.frame, priority: false)
                }
            }
        }
        return Drawing(nodes: outlines + placer.nodes, labels: placer.placed, hidden: placer.hidden)
    }

    private func outline(_ frame: CGRect, color: RGBA, width: Double) -> SceneNode {
        .shape(ShapeNode(frame: frame, stroke: color, lineWidth: width))
    }
}

/// "65.67", "60", "324.8": points with at most two decimals.
func n(_ value: CGFloat) -> String {
    let rounded = (Double(value) * 100).rounded() / 100
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    var text = String(format: "%.2f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    return text
}

/// Places label pills where they overlap no other label, trying a few spots around what they measure.
struct LabelPlacer {
    let canvas: CGRect
    let measurer: TextMeasurer?
    private(set) var nodes: [SceneNode] = []
    private var taken: [CGRect] = []
    private(set) var placed = 0
    private(set) var hidden = 0

    init(canvas: CGRect, measurer: TextMeasurer?) {
        self.canvas = canvas; self.measurer = measurer
    }

    /// A size label at the frame's top left inside it, else just above, else below.
    mutating func place(_ text: String, near frame: CGRect, priority: Bool) {
        let size = pillSize(text)
        let candidates = [CGPoint(x: frame.minX + 2, y: frame.minY + 2),
                          CGPoint(x: frame.minX, y: frame.minY - size.height - 1),
                          CGPoint(x: frame.minX, y: frame.maxY + 1),
                          CGPoint(x: frame.maxX - size.width - 2, y: frame.maxY - size.height - 2)]
        put(text, size: size, candidates: candidates)
    }

    /// A dimension line between two edges, with its length on a pill in the middle.
    mutating func gap(from a: CGFloat, to b: CGFloat, atY y: CGFloat = 0, atX x: CGFloat = 0, horizontal: Bool) {
        let length = b - a
        guard length > 0.5 else { return }
        let text = n(length)
        let size = pillSize(text)
        let line = horizontal ? CGRect(x: a, y: y - 0.5, width: length, height: 1) : CGRect(x: x - 0.5, y: a, width: 1, height: length)
        let mid = CGPoint(x: horizontal ? (a + b) / 2 : x, y: horizontal ? y : (a + b) / 2)
        let candidates = [CGPoint(x: mid.x - size.width / 2, y: mid.y - size.height / 2),
                          CGPoint(x: mid.x - size.width / 2, y: mid.y - size.height - 2),
                          CGPoint(x: mid.x - size.width / 2, y: mid.y + 2),
                          CGPoint(x: mid.x + 3, y: mid.y - size.height / 2),
                          CGPoint(x: mid.x - size.width - 3, y: mid.y - size.height / 2)]
        if put(text, size: size, candidates: candidates) {
            nodes.insert(.rect(RectNode(frame: line, fill: Redlines.labelColor)), at: max(0, nodes.count - 2))
        }
    }

    @discardableResult
    private mutating func put(_ text: String, size: CGSize, candidates: [CGPoint]) -> Bool {
        for origin in candidates {
            let rect = CGRect(origin: origin, size: size)
            guard canvas.contains(rect), !taken.contains(where: { $0.insetBy(dx: -1, dy: -1).intersects(rect) }) else { continue }
            taken.append(rect)
            nodes.append(.rect(RectNode(frame: rect, fill: Redlines.labelColor, cornerRadius: size.height / 2)))
            nodes.append(.text(TextNode(text: text, frame: rect, font: Redlines.labelFont, color: .white, alignment: .center,
                                        numberOfLines: 1)))
            placed += 1
            return true
        }
        hidden += 1
        return false
    }

    private func pillSize(_ text: String) -> CGSize {
        let measured = (try? measurer?.size(of: text, font: Redlines.labelFont, maxWidth: nil, numberOfLines: 1))
            ?? CGSize(width: Double(text.count) * 5.4, height: 11)
        return CGSize(width: (Double(measured.width) + 8).rounded(.up), height: 13)
    }
}
