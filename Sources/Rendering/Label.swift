import CCairo
import CPangoCairo
import Foundation
import Scene

/// A `TextNode` laid out like a `UILabel`: wrapped at the frame's width, at most `numberOfLines` lines
/// in total (0 = no limit), the last one ellipsized at the tail, aligned, and vertically centred.
///
/// Usually one Pango layout. Pango's line limit (`set_height(-n)`) counts lines per *paragraph*, so
/// when several paragraphs together exceed the limit, the label becomes two layouts drawn one under
/// the other: the lines before line `n` as they were, and line `n` alone, holding the rest of its
/// paragraph and ending in an ellipsis.
final class Label {
    let layouts: [Layout]
    /// Some text is not shown: a layout is ellipsized or later paragraphs were dropped.
    let isTruncated: Bool

    init(_ node: TextNode, context: OpaquePointer) {
        let make = { (text: String) -> Layout in
            let layout = Layout(context: context, text: text, font: node.font)
            pango_layout_set_width(layout.raw, Layout.pangoUnits(max(0, node.frame.standardized.width)))
            pango_layout_set_alignment(layout.raw, Self.pangoAlignment(node.alignment))
            pango_layout_set_wrap(layout.raw, PANGO_WRAP_WORD_CHAR)
            return layout
        }
        let whole = make(node.text)
        let limit = Int32(clamping: node.numberOfLines)
        guard limit > 0 else {
            (layouts, isTruncated) = ([whole], false)
            return
        }
        pango_layout_set_ellipsize(whole.raw, PANGO_ELLIPSIZE_END)
        pango_layout_set_height(whole.raw, -limit)
        guard pango_layout_get_line_count(whole.raw) > limit,
              let line = pango_layout_get_line_readonly(whole.raw, limit - 1) else {
            (layouts, isTruncated) = ([whole], pango_layout_is_ellipsized(whole.raw) != 0)
            return
        }
        let split = Split(Array(node.text.utf8), lastLineStart: Int(line.pointee.start_index))
        let last = make(split.lastLine)
        pango_layout_set_ellipsize(last.raw, PANGO_ELLIPSIZE_END)
        pango_layout_set_height(last.raw, -1)
        layouts = split.lastLineStart == 0 ? [last] : [make(split.head), last]
        isTruncated = true
    }

    /// Total number of lines drawn.
    var lineCount: Int { layouts.reduce(0) { $0 + Int(pango_layout_get_line_count($1.raw)) } }

    /// Draws the layouts stacked, their logical rects centred vertically in `frame`, from its left edge
    /// (each layout aligns its lines within the frame's width).
    func draw(on cr: OpaquePointer, in frame: CGRect) {
        let rects = layouts.map { layout in
            var logical = PangoRectangle()
            pango_layout_get_extents(layout.raw, nil, &logical)
            return (y: Double(logical.y) / Double(PANGO_SCALE), height: Double(logical.height) / Double(PANGO_SCALE))
        }
        var top = frame.minY + (frame.height - rects.reduce(0) { $0 + $1.height }) / 2
        for (layout, rect) in zip(layouts, rects) {
            cairo_move_to(cr, frame.minX, top - rect.y)
            pango_cairo_show_layout(cr, layout.raw)
            top += rect.height
        }
    }

    private static func pangoAlignment(_ alignment: TextAlignment) -> PangoAlignment {
        switch alignment {
        case .left: PANGO_ALIGN_LEFT
        case .center: PANGO_ALIGN_CENTER
        case .right: PANGO_ALIGN_RIGHT
        }
    }

    /// UTF-8 text cut where the last allowed line starts.
    private struct Split {
        let lastLineStart: Int
        /// The text before the last line, without the paragraph separator that ended it.
        let head: String
        /// The rest of the last line's paragraph, plus "…" when later paragraphs are dropped.
        let lastLine: String

        init(_ bytes: [UInt8], lastLineStart: Int) {
            let start = min(max(0, lastLineStart), bytes.count)
            self.lastLineStart = start
            var headEnd = start
            if start >= 2, bytes[start - 2] == 0x0D, bytes[start - 1] == 0x0A {
                headEnd -= 2
            } else if start >= 1, bytes[start - 1] == 0x0A || bytes[start - 1] == 0x0D {
                headEnd -= 1
            } else if start >= 3, bytes[(start - 3)..<start].elementsEqual([0xE2, 0x80, 0xA9]) {
                headEnd -= 3
            }
            head = String(decoding: bytes[..<headEnd], as: UTF8.self)
            let (end, next) = Self.paragraphEnd(bytes, from: start)
            let dropped = next < bytes.count
            lastLine = String(decoding: bytes[start..<end], as: UTF8.self) + (dropped ? "\u{2026}" : "")
        }

        /// Where the paragraph containing `from` ends, and where the next one starts. Separators are
        /// Pango's: LF, CR, CR LF and U+2029.
        private static func paragraphEnd(_ bytes: [UInt8], from: Int) -> (end: Int, next: Int) {
            var i = from
            while i < bytes.count {
                switch bytes[i] {
                case 0x0A: return (i, i + 1)
                case 0x0D: return (i, i + 1 < bytes.count && bytes[i + 1] == 0x0A ? i + 2 : i + 1)
                case 0xE2 where bytes[i...].starts(with: [0xE2, 0x80, 0xA9]): return (i, i + 3)
                default: i += 1
                }
            }
            return (bytes.count, bytes.count)
        }
    }
}
