import AutoLayout
import Foundation
import Scene

/// How a label's text is sized: line breaking and widths from the measurer (Pango with the
/// pinned fonts when drawing; `EstimatedText` without one), heights from SF Pro's line height —
/// `lines × UIFont.lineHeight` (a text style's lines its pitch apart, `TextStyle.linePitch`, rule I3),
/// each length rounded up to the device pixel, as `UILabel`'s
/// intrinsic size is (the clone's SmallAppCell.xib stores a 17-pt label 20.5 tall, a 14-pt one
/// 17, a 16-pt semibold one 19.5 at @2x).
public struct TextLayout {
    public var measurer: any TextMeasuring
    public var scale: CGFloat

    public init(measurer: any TextMeasuring, scale: CGFloat) { self.measurer = measurer; self.scale = scale }

    /// The size `text` takes in `font`: on one line, or wrapped at `maxWidth` to at most `lines` (0: any),
    /// each line `lineHeightMultiple` × the font's line height when that is positive.
    public func size(of text: String, font: UIFont, maxWidth: CGFloat?, lines: Int, lineHeightMultiple: CGFloat = 0) -> CGSize {
        guard !text.isEmpty else { return .zero }
        let spec = font.spec, width = maxWidth.map(Double.init)
        let measured = (try? measurer.measure(text, font: spec, maxWidth: width, numberOfLines: lines))
            ?? ((try? EstimatedText().measure(text, font: spec, maxWidth: width, numberOfLines: lines))
                ?? MeasuredText(size: .zero, lineCount: 1))
        // A one-line label is one line, whatever the text (a line separator, a fallback font's taller line).
        let count = lines == 1 ? 1 : measured.lineCount
        let lineHeight = font.lineHeight * (lineHeightMultiple > 0 ? lineHeightMultiple : 1)
        // I3: text in a text style has its lines the style's pitch apart (Body 22 pt at 17).
        if spec.textStyle != nil, spec.appFace == nil, lineHeightMultiple <= 0, count > 1 {
            return CGSize(width: up(measured.size.width), height: up(lineHeight + CGFloat(count - 1) * TextStyle.linePitch(size: spec.size)))
        }
        return CGSize(width: up(measured.size.width), height: up(CGFloat(count) * lineHeight))
    }

    /// Rounded up to the pixel grid (a hair under a pixel boundary stays on it).
    public func up(_ v: CGFloat) -> CGFloat {
        let s = max(scale, 1)
        return (Double(v) * Double(s) - 1e-6).rounded(.up) / Double(s)
    }
}
