import CPangoCairo
import Foundation
import Scene

/// Measures labels with the pinned fonts and the renderer's font options, so a self-sized cell is
/// exactly as big as the text the renderer then draws in it.
///
/// ```swift
/// let measurer = try TextMeasurer()
/// let chip = try measurer.size(of: "Swift", font: FontSpec(size: 15, weight: .semibold), maxWidth: nil, numberOfLines: 1)
/// ```
///
/// One measurer holds one Pango context: use it from one thread at a time.
public final class TextMeasurer: TextMeasuring {
    private let typesetter: Typesetter

    /// - Throws: `RenderError.missingFonts` if a pinned font file is absent.
    public init(scale: Double = 1) throws {
        typesetter = try Typesetter()
        self.scale = scale
        applyScale()
    }

    /// Surface units per point of the render the measurements are for: the device scale for PNG,
    /// 1 for SVG and PDF. Sizes do not depend on it (metrics are unhinted), but with the renderer's
    /// scale the measurer asks Pango for the very fonts the renderer then draws with, so each font
    /// is opened, matched and shaped once per process instead of once for measuring and once for drawing.
    public var scale: Double {
        didSet { if scale != oldValue { applyScale() } }
    }

    private func applyScale() {
        let s = scale.isFinite && scale > 0 ? scale : 1
        let matrix = PangoMatrix(xx: s, xy: 0, yx: 0, yy: s, x0: 0, y0: 0)
        typesetter.setMatrix(matrix)
    }

    public func size(of text: String, font: FontSpec, maxWidth: Double?, numberOfLines: Int) throws -> CGSize {
        try measure(text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines).size
    }

    /// The size and Pango's line count (`pango_layout_get_line_count`): a line that falls back to a
    /// taller font is still one line.
    public func measure(_ text: String, font: FontSpec, maxWidth: Double?, numberOfLines: Int) throws -> MeasuredText {
        guard font.size.isFinite, font.size > 0 else {
            throw RenderError.cairo("invalid font size \(font.size) for text \(text.debugDescription)")
        }
        let layout = Layout(context: typesetter.context(for: font), text: text, font: font)
        if let maxWidth, maxWidth.isFinite, maxWidth > 0 {
            pango_layout_set_width(layout.raw, Layout.pangoUnits(maxWidth))
            pango_layout_set_wrap(layout.raw, PANGO_WRAP_WORD_CHAR)
            if numberOfLines > 0 {
                pango_layout_set_height(layout.raw, -Int32(min(numberOfLines, 10_000)))
                pango_layout_set_ellipsize(layout.raw, PANGO_ELLIPSIZE_END)
            }
        } else if numberOfLines == 1 || maxWidth == nil {
            pango_layout_set_width(layout.raw, -1)
        }
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout.raw, &ink, &logical)
        // Checked on the layout just set (one shaping, not two), and in full only when it shows a box or
        // cuts text off (an elided character must be refused too), as `Typesetter.makeLabel` does.
        if pango_layout_is_ellipsized(layout.raw) != 0 || pango_layout_get_unknown_glyphs_count(layout.raw) > 0 {
            let missing = Layout(context: typesetter.context(for: font), text: text, font: font).unknownCharacters()
            guard missing.isEmpty else { throw RenderError.missingGlyphs(text: text, characters: missing) }
        }
        let scale = Double(PANGO_SCALE)
        // Positive letter spacing (SF Pro's tracking from 20 pt, bold's widening): Pango's logical width
        // leaves out the spacing after the last character, but breaking a line counts it, so text measured at its logical width
        // would not fit a box of that width and be ellipsized ("전…" at 36 pt in a 67-pt chip). The
        // width a label needs includes it, as a UILabel's intrinsic size includes its trailing kern.
        var width = Double(logical.width) / scale + max(0, layout.trailingLetterSpacing)
        if let maxWidth, maxWidth.isFinite, maxWidth > 0 { width = min(width, max(maxWidth, Double(logical.width) / scale)) }
        return MeasuredText(size: CGSize(width: width, height: Double(logical.height) / scale),
                            lineCount: max(1, Int(pango_layout_get_line_count(layout.raw))))
    }
}
