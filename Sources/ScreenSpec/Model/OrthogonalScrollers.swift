import CollectionLayout
import Foundation

extension SceneBuilder {
    /// The frame of each orthogonal section's scroll view, in canvas coordinates: the band its
    /// cells span along the main axis, across the whole canvas. UIKit's scroller also covers the
    /// section's content insets; the band of the cells differs only where content overflows into
    /// them (Layoutshot's approximation, documented in the README).
    static func orthogonalScrollers(in solved: SolvedLayout, vertical: Bool, canvas: CGRect, offset: CGPoint) -> [Int: CGRect] {
        var bands: [Int: CGRect] = [:]
        forEachOrthogonalCell(in: solved) { section, frame in
            bands[section] = bands[section].map { $0.union(frame) } ?? frame
        }
        return bands.mapValues { band in
            let moved = band.offsetBy(dx: offset.x, dy: offset.y)
            return vertical ? CGRect(x: canvas.minX, y: moved.minY, width: canvas.width, height: moved.height)
                            : CGRect(x: moved.minX, y: canvas.minY, width: moved.width, height: canvas.height)
        }
    }

    /// How far the orthogonal sections' cells reach, whole, in canvas x: left to right the rightmost
    /// cell's edge plus the gap its section leaves before its first cell (its leading inset, mirrored);
    /// right to left the leftmost cell's edge less the gap after its first cell at the right.
    static func unrolledEdge(in solved: SolvedLayout, offsetX: CGFloat, rightToLeft: Bool) -> CGFloat {
        var low: [Int: CGFloat] = [:], high: [Int: CGFloat] = [:]
        forEachOrthogonalCell(in: solved) { section, frame in
            low[section] = min(low[section] ?? .infinity, frame.minX)
            high[section] = max(high[section] ?? -.infinity, frame.maxX)
        }
        if rightToLeft {
            let width = solved.contentSize.width
            let edges = low.map { section, minX in minX - max(0, width - (high[section] ?? width)) + offsetX }
            return (edges.min() ?? 0).rounded(.down)
        }
        let edges = high.map { section, maxX in maxX + max(0, low[section] ?? 0) + offsetX }
        return (edges.max() ?? 0).rounded(.up)
    }

    /// The orthogonal sections an unrolled scene (`scene(for:…, unrolled: true)` at rest) draws past the
    /// device's trailing edge, top to bottom: each section's band on the canvas and the columns of its
    /// cards not wholly on screen (cells whose x ranges overlap merged: a group of three stacked rows is
    /// one column), in the scene's coordinates, in the order a reader scrolls to them — right to left,
    /// the columns are left of the canvas (negative x), nearest first. A handout on paper lays these out
    /// under the screen instead of beside it. Empty for horizontally scrolling screens, which are not unrolled.
    ///
    /// ```swift
    /// let carousels = SceneBuilder.unrolledCarousels(for: screen, solved: solved, device: device, fullLength: false)
    /// carousels.first?.columns.count   // games-tab on an iPhone SE: 4 cards of "featured" past the edge
    /// ```
    public static func unrolledCarousels(for screen: Screen, solved: SolvedLayout, device: Device,
                                         fullLength: Bool) -> [UnrolledCarousel] {
        guard screen.scrollDirection == .vertical else { return [] }
        let rightToLeft = screen.traits.layoutDirection == .rightToLeft
        let offset = contentOffset(.rest, viewport: screen.viewport(on: device), direction: screen.scrollDirection)
        let canvas = canvasSize(for: screen, solved: solved, device: device, fullLength: fullLength)
        var cells: [Int: [CGRect]] = [:]
        forEachOrthogonalCell(in: solved) { section, frame in
            cells[section, default: []].append(frame.offsetBy(dx: -offset.x, dy: -offset.y))
        }
        return cells.keys.sorted().compactMap { section in
            let frames = cells[section] ?? []
            let top = max(0, frames.map { Double($0.minY) }.min() ?? 0)
            let bottom = min(Double(canvas.height), frames.map { Double($0.maxY) }.max() ?? 0)
            // Off screen: past the trailing edge (the right, or the left right to left).
            func offScreen(_ frame: CGRect) -> Bool {
                rightToLeft ? Double(frame.minX) < -0.5 : Double(frame.maxX) > Double(canvas.width) + 0.5
            }
            var columns: [ClosedRange<Double>] = []
            for frame in frames.sorted(by: { rightToLeft ? $0.maxX > $1.maxX : $0.minX < $1.minX }) where offScreen(frame) {
                let range = Double(frame.minX)...Double(frame.maxX)
                if let last = columns.last, rightToLeft ? range.upperBound > last.lowerBound : range.lowerBound < last.upperBound {
                    columns[columns.count - 1] = min(last.lowerBound, range.lowerBound)...max(last.upperBound, range.upperBound)
                } else {
                    columns.append(range)
                }
            }
            guard bottom > top, !columns.isEmpty else { return nil }
            let band = (frames.map { Double($0.maxY) }.max() ?? 0) - (frames.map { Double($0.minY) }.min() ?? 0)
            return UnrolledCarousel(section: section, minY: top, maxY: bottom, bandHeight: band, columns: columns,
                                    cells: frames.filter(offScreen).count)
        }
    }

    /// Every cell frame of every orthogonal section, visible or not, without building the whole
    /// screen's attributes.
    private static func forEachOrthogonalCell(in solved: SolvedLayout, _ body: (Int, CGRect) -> Void) {
        for section in 0..<solved.numberOfSections where solved.orthogonalContentLength(ofSection: section) != nil {
            for item in 0..<solved.numberOfItems(inSection: section) {
                if let cell = solved.element(forItemAt: IndexPath(item: item, section: section)) { body(section, cell.frame) }
            }
        }
    }
}

/// An orthogonal section's cards past the device's edge (see `SceneBuilder.unrolledCarousels`).
public struct UnrolledCarousel: Sendable, Equatable {
    /// The section's index.
    public var section: Int
    /// The band the section's cells span on the canvas, cut to the canvas (points, top and bottom).
    public var minY: Double
    public var maxY: Double
    /// The whole band's height, on the canvas or not (more than `maxY - minY` where the canvas cuts it).
    public var bandHeight: Double
    /// The columns of cards not wholly on screen, nearest first (left to right; right to left, where
    /// they are left of the screen, from the right): x ranges in the scene's points.
    public var columns: [ClosedRange<Double>]
    /// How many cells those columns hold.
    public var cells: Int
}
