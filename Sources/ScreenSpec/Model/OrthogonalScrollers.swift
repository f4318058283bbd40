import CollectionLayout
import Foundation

extension SceneBuilder {
    /// The frame of each orthogonal section's scroll view, in canvas coordinates: the band its
    /// cells span along the main axis, across the whole canvas. UIKit's scroller also covers the
    /// section's content insets; the band of the cells differs only where content overflows into
    /// them (Layoutshot's approximation, documented in the README).
    static func orthogonalScrollers(_ all: [UICollectionViewLayoutAttributes], in solved: SolvedLayout, vertical: Bool,
                                    canvas: CGRect, offset: CGPoint) -> [Int: CGRect] {
        var bands: [Int: CGRect] = [:]
        for attributes in all where attributes.representedElementCategory == .cell && attributes.indexPath.count == 2 {
            let section = attributes.indexPath.section
            guard solved.orthogonalContentLength(ofSection: section) != nil else { continue }
            bands[section] = bands[section].map { $0.union(attributes.frame) } ?? attributes.frame
        }
        return bands.mapValues { band in
            let moved = band.offsetBy(dx: offset.x, dy: offset.y)
            return vertical ? CGRect(x: canvas.minX, y: moved.minY, width: canvas.width, height: moved.height)
                            : CGRect(x: moved.minX, y: canvas.minY, width: moved.width, height: canvas.height)
        }
    }

    /// The width that shows every orthogonal section's cells whole: the rightmost cell's edge, plus the
    /// gap its section leaves before its first cell (its leading inset, mirrored).
    static func unrolledWidth(_ all: [UICollectionViewLayoutAttributes], in solved: SolvedLayout, offsetX: CGFloat) -> CGFloat {
        var first: [Int: CGFloat] = [:], last: [Int: CGFloat] = [:]
        for attributes in all where attributes.representedElementCategory == .cell && attributes.indexPath.count == 2 {
            let section = attributes.indexPath.section
            guard solved.orthogonalContentLength(ofSection: section) != nil else { continue }
            first[section] = min(first[section] ?? .infinity, attributes.frame.minX)
            last[section] = max(last[section] ?? -.infinity, attributes.frame.maxX)
        }
        let widths = last.map { section, maxX in maxX + max(0, first[section] ?? 0) + offsetX }
        return (widths.max() ?? 0).rounded(.up)
    }
}
