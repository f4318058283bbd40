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
    public init() throws {
        typesetter = try Typesetter()
    }

    public func size(of text: String, font: FontSpec, maxWidth: Double?, numberOfLines: Int) throws -> CGSize {
        guard font.size.isFinite, font.size > 0 else {
            throw RenderError.cairo("invalid font size \(font.size) for text \(text.debugDescription)")
        }
        let layout = Layout(context: typesetter.context, text: text, font: font)
        let missing = layout.unknownCharacters()
        guard missing.isEmpty else { throw RenderError.missingGlyphs(text: text, characters: missing) }
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
        let scale = Double(PANGO_SCALE)
        return CGSize(width: Double(logical.width) / scale, height: Double(logical.height) / scale)
    }
}
