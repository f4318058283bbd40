import AutoLayout
import Foundation
import Scene

// UIKit's string drawing (`NSStringDrawing.h`): measuring a string the way an app sizes a bubble or a
// badge before it lays it out, and drawing it into the current graphics context.
//
// Measuring uses the text measurer bound to the capture (`UIKitSimulation.textMeasurer`: Pango with
// the pinned fonts while a screen is drawn, so what the app measures is what is drawn), in the font of
// the `.font` attribute — UIKit's default when there is none is Helvetica 12, here the system font at
// 12 pt (chosen). Heights are UIKit's: lines × the font's line height (× the paragraph style's
// `lineHeightMultiple`, clamped to its minimum and maximum line heights) plus `lineSpacing` between
// lines. An attributed string is measured in the font of its first character (chosen: one font a
// string). Kerning is not applied. Drawing draws nothing: the current image context keeps no pixels
// (`UIGraphicsBeginImageContextWithOptions`).

/// UIKit's `NSStringDrawingOptions`: `.usesLineFragmentOrigin` measures the text as a block of
/// lines wrapped at the given width; without it, one line whose rectangle's origin is its baseline.
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// UIKit's `NSStringDrawingContext`: the scale factor the app allows (kept; text is never shrunk
/// here, `actualScaleFactor` is 1) and the bounds of the last measure.
open class NSStringDrawingContext: NSObject {
    open var minimumScaleFactor: CGFloat = 0
    open internal(set) var actualScaleFactor: CGFloat = 1
    open internal(set) var totalBounds = CGRect.zero
    public override init() {}
}

/// How a string measures in UIKit's string drawing: the one place `String` and `NSAttributedString`
/// share.
enum StringDrawing {
    static let defaultFont = UIFont.systemFont(ofSize: 12)

    static func boundingRect(of text: String, size: CGSize, options: NSStringDrawingOptions,
                             attributes: [NSAttributedString.Key: Any], context: NSStringDrawingContext?, lineLimit: Int = 0) -> CGRect {
        let font = attributes[.font] as? UIFont ?? defaultFont
        let style = attributes[.paragraphStyle] as? NSParagraphStyle
        let block = options.contains(.usesLineFragmentOrigin)
        let maxWidth: Double? = block && size.width > 0 && size.width < .greatestFiniteMagnitude ? Double(size.width) : nil
        let measured = text.isEmpty ? MeasuredText(size: .zero, lineCount: 1)
            : (try? UIKitSimulation.textMeasurer.measure(text, font: font.spec, maxWidth: maxWidth, numberOfLines: block ? max(0, lineLimit) : 1))
              ?? MeasuredText(size: .zero, lineCount: 1)
        let lines = block ? max(1, measured.lineCount) : 1
        let height = CGFloat(lines) * lineHeight(font, style) + CGFloat(lines - 1) * (style?.lineSpacing ?? 0)
        let rect = block ? CGRect(x: 0, y: 0, width: measured.size.width, height: height)
                         : CGRect(x: 0, y: -font.ascender, width: measured.size.width, height: height)
        context?.totalBounds = rect
        return rect
    }

    /// One line's height: the font's, times the paragraph style's multiple, within its limits.
    private static func lineHeight(_ font: UIFont, _ style: NSParagraphStyle?) -> CGFloat {
        guard let style else { return font.lineHeight }
        var height = font.lineHeight * (style.lineHeightMultiple > 0 ? style.lineHeightMultiple : 1)
        if style.minimumLineHeight > 0 { height = max(height, style.minimumLineHeight) }
        if style.maximumLineHeight > 0 { height = min(height, style.maximumLineHeight) }
        return height
    }

    static let unbounded = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
}

extension String {
    /// UIKit's `boundingRect(with:options:attributes:context:)`: the rectangle the text takes, its width
    /// the widest line's (fractional; apps round it up).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        StringDrawing.boundingRect(of: self, size: size, options: options, attributes: attributes ?? [:], context: context)
    }

    /// UIKit's `size(withAttributes:)`: the text on as many lines as its line breaks make.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        boundingRect(with: StringDrawing.unbounded, options: .usesLineFragmentOrigin, attributes: attributes, context: nil).size
    }

    /// UIKit's drawing into the current context: draws nothing (image contexts keep no pixels here).
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {}
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {}
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                     context: NSStringDrawingContext?) {}
}

extension NSString {
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }

    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attributes)
    }
}

extension NSAttributedString {
    /// The text laid out as TextKit lays out a container's (`NSLayoutManager.usedRect(for:)`): lines of
    /// `width` (unbounded when 0 or less), at most `lineLimit` of them (0: any).
    func usedSize(width: CGFloat, lineLimit: Int) -> CGSize {
        let box = CGSize(width: width > 0 ? width : .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
        return StringDrawing.boundingRect(of: string, size: box, options: .usesLineFragmentOrigin, attributes: firstAttributes,
                                          context: nil, lineLimit: lineLimit).size
    }

    /// UIKit's `boundingRect(with:options:context:)`, in the font of the first character.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        StringDrawing.boundingRect(of: string, size: size, options: options, attributes: firstAttributes, context: context)
    }

    /// UIKit's `size()`: the text on as many lines as its line breaks make.
    public func size() -> CGSize {
        boundingRect(with: StringDrawing.unbounded, options: .usesLineFragmentOrigin, context: nil).size
    }

    /// Draws nothing (image contexts keep no pixels here).
    public func draw(in rect: CGRect) {}
    public func draw(at point: CGPoint) {}
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {}

    private var firstAttributes: [NSAttributedString.Key: Any] {
        length > 0 ? attributes(at: 0, effectiveRange: nil) : [:]
    }
}
