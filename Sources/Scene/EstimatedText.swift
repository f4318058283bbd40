import Foundation

/// The last-resort measurer for content views when a scene is built without one (no measurer
/// passed to `SceneBuilder` and the screen never solved with one), and for text the pinned fonts
/// cannot set (an emoji): 0.55 em a character (times `FontSpec.sfProWidthFactor`), an emoji
/// `emojiAdvance(size:)`, and a 1.2 em line, wrapping by characters. Only an estimate — the
/// renderer's Pango text differs.
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
        let emoji = Self.emojiAdvance(size: font.size), other = font.size * 0.55 * font.sfProWidthFactor, line = font.size * 1.2
        let advances = text.map { $0.isEmojiGlyph ? emoji : other }
        let oneLine = advances.reduce(0, +)
        guard let maxWidth, oneLine > maxWidth else { return MeasuredText(size: CGSize(width: oneLine, height: line), lineCount: 1) }
        // Greedy, by characters; a character wider than the line gets a line of its own.
        var widths: [Double] = [0]
        for advance in advances {
            if widths[widths.count - 1] > 0, widths[widths.count - 1] + advance > maxWidth { widths.append(0) }
            widths[widths.count - 1] += advance
        }
        if numberOfLines > 0, widths.count > numberOfLines { widths = Array(widths.prefix(numberOfLines)) }
        return MeasuredText(size: CGSize(width: widths.max() ?? 0, height: Double(widths.count) * line),
                            lineCount: widths.count)
    }

    /// An emoji's advance at `size` points, as iOS sets it (Apple Color Emoji, which no pinned font
    /// stands in for): 0.964 × size + 6.36 pt, fitted to the emoji labels of the xib corpus whose width
    /// is their text's — 23 pt at 17 pt (IGListKit NibCell.xib's 🎉), 43 at 38 (SwiftMessages
    /// CardView, CenteredView, MessageView and TabView.xib's 😬), 50 at 45 (SwiftMessages
    /// TacoDialogView.xib's 🌮), each stored rounded up to the pixel (the rule gives 22.75, 42.99, 49.74).
    public static func emojiAdvance(size: Double) -> Double { 0.964 * size + 6.36 }
}

extension Character {
    /// Drawn as an emoji picture (Apple Color Emoji on iOS): a character whose first scalar has
    /// emoji presentation by default, or that asks for it (U+FE0F), or a keycap or flag sequence.
    var isEmojiGlyph: Bool {
        let scalars = unicodeScalars
        guard let first = scalars.first else { return false }
        if first.properties.isEmojiPresentation { return true }
        return first.properties.isEmoji && scalars.contains { $0.value == 0xFE0F || $0.value == 0x20E3 }
    }
}
