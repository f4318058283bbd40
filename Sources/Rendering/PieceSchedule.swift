import CCairo
import CPangoCairo
import Foundation
import Scene

/// When each piece of a PNG (`PNGPieces`) is final, so that it can be deflated on another core while
/// the rest of the scene is still being drawn.
///
/// Before drawing, every node's painted rows are worked out from its frame, grown by what a node
/// paints outside it: a stroke's half width, a shadow's blurred mask, antialiasing, and for a label
/// the lines it may show beyond its frame — its text is centred on the frame, so up to 0.75 of a line
/// per allowed line on each side, plus a line for accents and descenders. A label is drawn clipped to
/// those rows (`textClip`), so no glyph can reach a piece already handed over. The clip is a safety
/// net: nothing the pinned fonts set reaches that far (they place repeated marks on one anchor rather
/// than piling them up), so it changes no pixel. A label without a line limit may reach anywhere and
/// holds back every piece until it is drawn.
///
/// A piece is final after the last node that paints any of its rows; a piece no node paints is final
/// once the background is. Nodes that paint nothing (clips, empty frames, clear colours) finish nothing.
/// Whether a piece is deflated early or at the end changes only when the work is done, never the bytes.
final class PieceSchedule {
    private let pieces: PNGPieces
    private let scale: Double
    /// Node index → the pieces it is the last to paint (-1: the background).
    private var finishedAfter: [Int: [Int]] = [:]

    /// - Parameter scale: device pixels per point (the surface is in pixels, user space in points).
    init(_ scene: Scene, scale: Double, pieces: PNGPieces) {
        self.pieces = pieces
        self.scale = scale
        var lastPainter = Array(repeating: -1, count: pieces.count)
        for (index, node) in scene.nodes.enumerated() {
            switch Self.paintedRows(node, scale: scale) {
            case .nothing: continue
            case .everything:
                for piece in lastPainter.indices { lastPainter[piece] = index }
            case .rows(let rows):
                for piece in Self.pieces(under: rows, scale: scale, of: pieces) { lastPainter[piece] = index }
            }
        }
        for (piece, node) in lastPainter.enumerated() { finishedAfter[node, default: []].append(piece) }
    }

    /// The rows, in points, to clip `text` to while drawing it: whole device pixels covering its
    /// painted rows; nil when it has no line limit (drawn unclipped).
    func textClip(_ text: TextNode) -> ClosedRange<Double>? {
        guard case .rows(let rows) = Self.paintedRows(.text(text), scale: scale) else { return nil }
        return (rows.lowerBound * scale).rounded(.down) / scale...(rows.upperBound * scale).rounded(.up) / scale
    }

    /// Starts the pieces that node `index` (-1: the background) was the last to paint.
    func drawn(_ index: Int, on surface: OpaquePointer?) {
        guard let finished = finishedAfter[index] else { return }
        cairo_surface_flush(surface)
        for piece in finished { pieces.submit(piece) }
    }

    /// The pieces holding pixel rows that `rows` (points) touches, with a pixel to spare each side;
    /// rows off the canvas touch none.
    private static func pieces(under rows: ClosedRange<Double>, scale: Double, of pieces: PNGPieces) -> Range<Int> {
        let height = Double(pieces.height)
        let top = min(max((rows.lowerBound * scale).rounded(.down) - 1, 0), height)
        let bottom = min(max((rows.upperBound * scale).rounded(.up) + 1, 0), height)
        guard top < bottom else { return 0..<0 }
        return Int(top) / pieces.rowsPerPiece..<(Int(bottom) - 1) / pieces.rowsPerPiece + 1
    }

    enum Rows {
        case nothing
        case everything
        /// In points, from the top of the canvas.
        case rows(ClosedRange<Double>)
    }

    /// The rows `node` may paint, conservatively (`.everything` when they cannot be bounded).
    static func paintedRows(_ node: SceneNode, scale: Double) -> Rows {
        let pixel = 1 / scale
        switch node {
        case .rect(let rect):
            guard rect.fill.alpha > 0 else { return .nothing }
            return span(rect.frame, grownBy: pixel)
        case .image(let image):
            return span(image.frame, grownBy: pixel)
        case .shape(let shape):
            let stroke = shape.stroke != nil ? ShapeNodePainter.strokeWidth(shape) ?? 0 : 0
            var rows = shape.frame.standardized
            var margin = stroke + pixel   // more than a stroke's half width, miter corners included
            if let shadow = shape.shadow {   // ShadowPainter's mask: moved by the offset, grown by 2 × radius
                rows = rows.union(rows.offsetBy(dx: 0, dy: shadow.offset.height.isFinite ? shadow.offset.height : 0))
                margin += 2 * (shadow.radius.isFinite ? max(shadow.radius, 0) : 0) + pixel
            }
            return span(rows, grownBy: margin)
        case .text(let text):
            guard Typesetter.paints(text) else { return .nothing }
            let lines = text.numberOfLines
            guard lines > 0, lines <= 10_000, text.font.size.isFinite, text.font.size > 0 else { return .everything }
            return span(text.frame, grownBy: text.font.size * (0.75 * Double(lines) + 1) + pixel)
        case .clip, .unclip:
            return .nothing
        }
    }

    private static func span(_ frame: CGRect, grownBy margin: Double) -> Rows {
        let rect = frame.standardized
        let (top, bottom) = (Double(rect.minY) - margin, Double(rect.maxY) + margin)
        guard top.isFinite, bottom.isFinite else { return .everything }
        return top <= bottom ? .rows(top...bottom) : .nothing
    }
}
