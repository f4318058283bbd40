import Foundation

/// Measures a label as the renderer will draw it — what self-sizing cells need (rule A4).
/// `Rendering.TextMeasurer` implements it with Pango; layouts never see the fonts.
public protocol TextMeasuring {
    /// The size `text` takes in `font`: one line as wide as it needs, or wrapped at `maxWidth`
    /// to at most `numberOfLines` lines (0: as many as needed). Logical extents, in points.
    func size(of text: String, font: FontSpec, maxWidth: Double?, numberOfLines: Int) throws -> CGSize

    /// `size(of:font:maxWidth:numberOfLines:)` and the number of lines the text is set on.
    /// The default derives the count from the height (the height of "X" a line), which a line
    /// taller than "X" — text that falls back to another font — overcounts; measurers that lay the
    /// text out (Pango's line count) give the real one.
    func measure(_ text: String, font: FontSpec, maxWidth: Double?, numberOfLines: Int) throws -> MeasuredText
}

/// A measured text block: its logical size and how many lines it was set on.
public struct MeasuredText: Hashable, Sendable {
    public var size: CGSize
    public var lineCount: Int

    public init(size: CGSize, lineCount: Int) { self.size = size; self.lineCount = lineCount }
}

extension TextMeasuring {
    public func measure(_ text: String, font: FontSpec, maxWidth: Double?, numberOfLines: Int) throws -> MeasuredText {
        let size = try size(of: text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines)
        let line = (try? self.size(of: "X", font: font, maxWidth: nil, numberOfLines: 1).height) ?? font.size * 1.2
        return MeasuredText(size: size, lineCount: max(1, Int((Double(size.height) / max(Double(line), 1)).rounded())))
    }
}
