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

    /// The width that shows every orthogonal section's cells whole: the rightmost cell's edge, plus the
    /// gap its section leaves before its first cell (its leading inset, mirrored).
    static func unrolledWidth(in solved: SolvedLayout, offsetX: CGFloat) -> CGFloat {
        var first: [Int: CGFloat] = [:], last: [Int: CGFloat] = [:]
        forEachOrthogonalCell(in: solved) { section, frame in
            first[section] = min(first[section] ?? .infinity, frame.minX)
            last[section] = max(last[section] ?? -.infinity, frame.maxX)
        }
        let widths = last.map { section, maxX in maxX + max(0, first[section] ?? 0) + offsetX }
        return (widths.max() ?? 0).rounded(.up)
    }

    /// Every cell frame of every orthogonal section, visible or not, without building the whole
    /// screen's attributes.
    private static func forEachOrthogonalCell(in solved: SolvedLayout, _ body: (Int, CGRect) -> Void) {
        for section in 0..<solved.numberOfSections where solved.orthogonalContentLength(ofSection: section) != nil {
            for item in 0..<solved.numberOfItems(inSection: section) {
                if let cell = solved.layoutAttributesForItem(at: IndexPath(item: item, section: section)) { body(section, cell.frame) }
            }
        }
    }
}
