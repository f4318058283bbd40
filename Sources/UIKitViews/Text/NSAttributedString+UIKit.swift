import AutoLayout
import Foundation

/// UIKit's attribute keys for `NSAttributedString` (Foundation on Linux has the type, not UIKit's keys)
/// with the values UIKit takes. Attributed text is kept as text; a label draws its string in its own
/// font (`UILabel.attributedText`).
extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let tracking = NSAttributedString.Key("NSTracking")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    public static let link = NSAttributedString.Key("NSLink")
    public static let attachment = NSAttributedString.Key("NSAttachment")
    public static let shadow = NSAttributedString.Key("NSShadow")
    public static let ligature = NSAttributedString.Key("NSLigature")
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    public static let expansion = NSAttributedString.Key("NSExpansion")
    public static let textEffect = NSAttributedString.Key("NSTextEffect")
}

/// UIKit's `NSUnderlineStyle`.
public struct NSUnderlineStyle: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let single = NSUnderlineStyle(rawValue: 1), thick = NSUnderlineStyle(rawValue: 2), double = NSUnderlineStyle(rawValue: 9)
    public static let patternDot = NSUnderlineStyle(rawValue: 0x100), patternDash = NSUnderlineStyle(rawValue: 0x200)
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

/// UIKit's `NSParagraphStyle` (Foundation on Linux has none): the paragraph's settings, kept.
///
/// Difference from UIKit: not an `NSObject`. Linux's Foundation halts when an attributed string compares
/// two runs whose attribute values are distinct `NSObject`s (`CFBasicHashesAreEqual`, reached by
/// `setAttributedString`: MessageKit's `MessageLabel` met it), and every label with a paragraph style
/// would; so the style, like `NSTextAttachment`, is a plain class with `NSObject`'s `copy()`,
/// `mutableCopy()`, `isEqual(_:)` and `hash` (identity, as `NSObject`'s).
open class NSParagraphStyle: @unchecked Sendable {
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }
    open internal(set) var lineSpacing: CGFloat = 0
    open internal(set) var paragraphSpacing: CGFloat = 0
    open internal(set) var paragraphSpacingBefore: CGFloat = 0
    open internal(set) var alignment = NSTextAlignment.natural
    open internal(set) var lineBreakMode = NSLineBreakMode.byWordWrapping
    open internal(set) var firstLineHeadIndent: CGFloat = 0
    open internal(set) var headIndent: CGFloat = 0
    open internal(set) var tailIndent: CGFloat = 0
    open internal(set) var minimumLineHeight: CGFloat = 0
    open internal(set) var maximumLineHeight: CGFloat = 0
    open internal(set) var lineHeightMultiple: CGFloat = 0
    open internal(set) var hyphenationFactor: Float = 0
    public init() {}

    open func copy() -> Any { mutableCopy() }
    open func isEqual(_ object: Any?) -> Bool { (object as AnyObject?) === self }
    open var hash: Int { ObjectIdentifier(self).hashValue }

    open func mutableCopy() -> NSMutableParagraphStyle {
        let copy = NSMutableParagraphStyle()
        copy.lineSpacing = lineSpacing; copy.paragraphSpacing = paragraphSpacing; copy.paragraphSpacingBefore = paragraphSpacingBefore
        copy.alignment = alignment; copy.lineBreakMode = lineBreakMode; copy.firstLineHeadIndent = firstLineHeadIndent
        copy.headIndent = headIndent; copy.tailIndent = tailIndent; copy.minimumLineHeight = minimumLineHeight
        copy.maximumLineHeight = maximumLineHeight; copy.lineHeightMultiple = lineHeightMultiple; copy.hyphenationFactor = hyphenationFactor
        return copy
    }
}

/// UIKit's `NSMutableParagraphStyle`.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var lineSpacing: CGFloat { get { super.lineSpacing } set { super.lineSpacing = newValue } }
    open override var paragraphSpacing: CGFloat { get { super.paragraphSpacing } set { super.paragraphSpacing = newValue } }
    open override var paragraphSpacingBefore: CGFloat { get { super.paragraphSpacingBefore } set { super.paragraphSpacingBefore = newValue } }
    open override var alignment: NSTextAlignment { get { super.alignment } set { super.alignment = newValue } }
    open override var lineBreakMode: NSLineBreakMode { get { super.lineBreakMode } set { super.lineBreakMode = newValue } }
    open override var firstLineHeadIndent: CGFloat { get { super.firstLineHeadIndent } set { super.firstLineHeadIndent = newValue } }
    open override var headIndent: CGFloat { get { super.headIndent } set { super.headIndent = newValue } }
    open override var tailIndent: CGFloat { get { super.tailIndent } set { super.tailIndent = newValue } }
    open override var minimumLineHeight: CGFloat { get { super.minimumLineHeight } set { super.minimumLineHeight = newValue } }
    open override var maximumLineHeight: CGFloat { get { super.maximumLineHeight } set { super.maximumLineHeight = newValue } }
    open override var lineHeightMultiple: CGFloat { get { super.lineHeightMultiple } set { super.lineHeightMultiple = newValue } }
    open override var hyphenationFactor: Float { get { super.hyphenationFactor } set { super.hyphenationFactor = newValue } }
}

/// UIKit's `NSTextAttachment`: an image in attributed text, kept. Not an `NSObject` (`NSParagraphStyle` says why).
open class NSTextAttachment {
    open var image: UIImage?
    open var bounds = CGRect.zero
    public init() {}
    open func isEqual(_ object: Any?) -> Bool { (object as AnyObject?) === self }
    open var hash: Int { ObjectIdentifier(self).hashValue }
    public convenience init(image: UIImage) { self.init(); self.image = image }
    /// The image drawn for the attachment: its `image`.
    open func image(forBounds imageBounds: CGRect, textContainer: NSTextContainer?, characterIndex charIndex: Int) -> UIImage? { image }
}

extension NSAttributedString {
    /// UIKit's `NSAttributedString(attachment:)`: one object replacement character.
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: "\u{FFFC}", attributes: [.attachment: attachment])
    }
}
