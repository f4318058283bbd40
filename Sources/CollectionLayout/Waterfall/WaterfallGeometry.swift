import Foundation

/// The across-the-screen half of a waterfall, the same for every section: how many columns, how
/// wide, and where each column's cells start (already mirrored in right-to-left).
///
/// ```swift
/// // 393 pt @3x, 2 columns, cellInset 5: columns 196⅓ pt (589 px, the spare pixel stays right),
/// // cells 186⅓ pt wide at x 5 and 201⅓.
/// let g = try WaterfallGeometry(layout: WaterfallLayout(), viewport: Viewport(size: CGSize(width: 393, height: 852)))
/// ```
struct WaterfallGeometry {
    let columnCount: Int
    /// The slot width, floored to a pixel (H2).
    let columnWidth: CGFloat
    /// The column width less `cellInset.left + .right`.
    let cellWidth: CGFloat
    /// Per column, the x of its cells.
    let cellX: [CGFloat]

    init(layout: WaterfallLayout, viewport: Viewport) throws {
        let mirror = layout.flipsHorizontallyInOppositeLayoutDirection && OutputTransform.mirrors(viewport.layoutDirection)
        // The insets the columns keep clear of, left and right, as the flow layout's lines do (G2).
        let reference = layout.sectionInsetReference.insets(in: viewport, scrollDirection: .vertical, mirrored: mirror)
        let inset = layout.sectionInset, spacing = layout.columnSpacing
        let width = viewport.size.width
        let start = reference.left + inset.left
        let available = width - reference.left - reference.right - inset.left - inset.right
        if let minimum = layout.minimumColumnWidth {
            let fit = ((available + spacing) / (minimum + spacing)).rounded(.down)
            columnCount = Int(min(CGFloat(WaterfallLayout.maximumColumnCount), max(1, fit)))
        } else {
            columnCount = layout.columnCount
        }
        let scale = viewport.scale
        columnWidth = ((available - CGFloat(columnCount - 1) * spacing) / CGFloat(columnCount) * scale).rounded(.down) / scale
        guard columnWidth > 0 else {
            throw LayoutError("waterfall: \(columnCount) columns with \(spacing) pt spacing do not fit in \(available) pt "
                              + "(the width less sectionInset and reference insets)")
        }
        cellWidth = columnWidth - layout.cellInset.left - layout.cellInset.right
        guard cellWidth > 0 else {
            throw LayoutError("waterfall: cellInset left + right (\(layout.cellInset.left + layout.cellInset.right) pt) "
                              + "leaves no room in a \(columnWidth)-pt column")
        }
        let (columnWidth, cellWidth) = (columnWidth, cellWidth)
        cellX = (0..<columnCount).map { c in
            let x = start + CGFloat(c) * (columnWidth + spacing) + layout.cellInset.left
            return mirror ? OutputTransform.mirrored(x, width: cellWidth, across: width) : x
        }
    }
}
