import Foundation

/// The last-resort measurer for content views when a scene is built without one (no measurer
/// passed to `SceneBuilder` and the screen never solved with one): 0.55 em a character and a
/// 1.2 em line, wrapping by characters. Only an estimate — the renderer's Pango text differs.
///
/// ```swift
/// try EstimatedText().size(of: "GET", font: FontSpec(size: 20), maxWidth: nil, numberOfLines: 1)   // 33 × 24
/// ```
public struct EstimatedText: TextMeasuring, Sendable {
    public init() {}

    public func size(of text: String, font: FontSpec, maxWidth: Double?, numberOfLines: Int) throws -> CGSize {
        try measure(text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines).size
    }

    public func measure(_ text: String, font: FontSpec, maxWidth: Double?, numberOfLines: Int) throws -> MeasuredText {
        let advance = font.size * 0.55, line = font.size * 1.2
        let oneLine = Double(text.count) * advance
        guard let maxWidth, oneLine > maxWidth else { return MeasuredText(size: CGSize(width: oneLine, height: line), lineCount: 1) }
        let perLine = max(1, Int(maxWidth / advance))
        var lines = (text.count + perLine - 1) / perLine
        if numberOfLines > 0 { lines = min(lines, numberOfLines) }
        return MeasuredText(size: CGSize(width: Double(perLine) * advance, height: Double(lines) * line), lineCount: lines)
    }
}
