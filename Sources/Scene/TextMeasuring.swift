import Foundation

/// Measures a label as the renderer will draw it — what self-sizing cells need (rule A4).
/// `Rendering.TextMeasurer` implements it with Pango; layouts never see the fonts.
public protocol TextMeasuring {
    /// The size `text` takes in `font`: one line as wide as it needs, or wrapped at `maxWidth`
    /// to at most `numberOfLines` lines (0: as many as needed). Logical extents, in points.
    func size(of text: String, font: FontSpec, maxWidth: Double?, numberOfLines: Int) throws -> CGSize
}
