import CollectionLayout
import Foundation
import Scene
import ScreenSpec

/// The cards a screen's carousels hold past the device's edge, laid out under the screen on paper:
/// a block a carousel — a label naming the section and how many cards are off screen, then its
/// off-screen columns of cards packed left to right into rows at most `width` device points wide,
/// each row a slice of the unrolled scene, faded as the fit page fades what lies past the edge.
/// Blocks go side by side where the width allows (shelves), top to bottom in the screen's order.
/// A carousel the screen shows less than a quarter of (a sliver at its foot) is left out.
///
/// ```swift
/// let strip = CarouselStrip(carousels: carousels, screen: screen, width: 750)   // two phone screens wide
/// strip.height(at: 0.5)   // its height on paper at 50 %: cards scaled, labels and gaps in print points
/// ```
struct CarouselStrip {
    struct Block {
        var label: String
        /// Rows of cards: rectangles of the unrolled scene, in its points.
        var rows: [CGRect]
        /// Where the block sits in the strip, in device points from the strip's left.
        var x = 0.0
        var width: Double { rows.map { Double($0.width) }.max() ?? 0 }
    }

    /// Shelves of blocks, top to bottom.
    var shelves: [[Block]]
    var isEmpty: Bool { shelves.isEmpty }

    /// Print points: above the strip (below the captions), a label's line, below each row, between shelves.
    static let top = 14.0, labelHeight = 16.0, rowGap = 6.0, shelfGap = 10.0
    /// Device points between blocks side by side.
    static let blockGap = 24.0

    init(carousels: [UnrolledCarousel], screen: Screen, width: Double) {
        let blocks = carousels.filter { ($0.maxY - $0.minY) * 4 >= $0.bandHeight }.map { carousel in
            // Right to left the columns lie left of the screen, nearest first from the right: packed as
            // left-to-right ones in mirrored x (−x), the rows mirrored back.
            let leftwards = screen.traits.layoutDirection == .rightToLeft
            var rows: [CGRect] = []
            var start: Double?, end = 0.0
            func close() {
                guard let start else { return }
                rows.append(CGRect(x: start, y: carousel.minY, width: min(end - start, width), height: carousel.maxY - carousel.minY))
            }
            for column in carousel.columns.map({ leftwards ? (-$0.upperBound)...(-$0.lowerBound) : $0 }) {
                if let first = start, column.upperBound - first > width { close(); start = nil }
                if start == nil { start = column.lowerBound }
                end = column.upperBound
            }
            close()
            if leftwards { rows = rows.map { CGRect(x: -Double($0.maxX), y: Double($0.minY), width: Double($0.width), height: Double($0.height)) } }
            let name = screen.sections.indices.contains(carousel.section) ? screen.sections[carousel.section].identifier : nil
            return Block(label: "\(name ?? "section \(carousel.section)") · \(carousel.cells) off screen \(leftwards ? "←" : "→")", rows: rows)
        }
        shelves = []
        var used = Double.infinity
        for var block in blocks {
            if used + Self.blockGap + block.width <= width, !shelves.isEmpty {
                block.x = used + Self.blockGap
                shelves[shelves.count - 1].append(block)
            } else {
                shelves.append([block])
            }
            used = block.x + block.width
        }
    }

    /// The widest shelf, in device points.
    var width: Double { shelves.compactMap { $0.last.map { $0.x + $0.width } }.max() ?? 0 }

    /// A block's height on paper at `scale`.
    private static func height(of block: Block, at scale: Double) -> Double {
        labelHeight + block.rows.map { Double($0.height) * scale + rowGap }.reduce(0, +)
    }

    /// The strip's height on paper at `scale`; 0 without carousels.
    func height(at scale: Double) -> Double {
        guard !isEmpty else { return 0 }
        return Self.top + shelves.map { $0.map { Self.height(of: $0, at: scale) }.max() ?? 0 }.reduce(0, +)
            + Self.shelfGap * Double(shelves.count - 1)
    }

    /// The strip drawn from `scene` (the unrolled screen) with its top-left corner at `origin`, in a
    /// column `columnWidth` wide.
    func nodes(from scene: Scene, at origin: CGPoint, scale: Double, columnWidth: Double) -> [SceneNode] {
        var nodes: [SceneNode] = []
        var top = Double(origin.y) + Self.top
        for shelf in shelves {
            for (i, block) in shelf.enumerated() {
                let x = Double(origin.x) + block.x * scale
                let labelWidth = i + 1 < shelf.count ? (shelf[i + 1].x - block.x) * scale - 4 : Double(origin.x) + columnWidth - x
                nodes.append(HandoutPage.text(block.label, x: x, y: top, width: labelWidth, height: 14, size: 10,
                                              weight: .semibold, color: HandoutPage.Metrics.secondary))
                var y = top + Self.labelHeight
                for row in block.rows {
                    let frame = CGRect(x: x, y: y, width: Double(row.width) * scale, height: Double(row.height) * scale)
                    nodes += HandoutPage.place(scene, region: row, at: frame.origin, scale: scale)
                    nodes.append(HandoutPage.fade(frame))
                    nodes.append(.shape(ShapeNode(frame: frame, stroke: HandoutPage.Metrics.bezelColor, lineWidth: 0.5)))
                    y += Double(frame.height) + Self.rowGap
                }
            }
            top += (shelf.map { Self.height(of: $0, at: scale) }.max() ?? 0) + Self.shelfGap
        }
        return nodes
    }
}
