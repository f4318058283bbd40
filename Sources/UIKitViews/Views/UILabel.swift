import AutoLayout
import Foundation
import Scene

/// UIKit's `UILabel`: text in a font and colour, on `numberOfLines` lines (0: as many as it needs),
/// its intrinsic size the text's (`TextLayout`: widths measured, heights SF Pro's line height, each
/// rounded up to the pixel). A multi-line label without a `preferredMaxLayoutWidth` wraps at the
/// width the layout gives it (the engine measures it again after the first pass, as UIKit does).
///
/// ```swift
/// let title = UILabel()
/// title.text = "Title"; title.font = .systemFont(ofSize: 17); title.numberOfLines = 2
/// title.intrinsicContentSize      // (w, 20.5) at @2x
/// ```
/// The text is drawn vertically centred in the label's bounds, as UIKit draws it; its baselines
/// follow (`baselineLayout`).
open class UILabel: UIView {
    /// UIKit's `appearance()` (`AppearanceProxies`: kept, not applied).
    open override class func appearance() -> UILabel { AppearanceProxies.proxy(UILabel.self) { UILabel(frame: .zero) } }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type]) -> UILabel { appearance() }

    open var text: String? {
        didSet {
            if storedAttributedText?.string != text { storedAttributedText = nil }   // plain text replaces attributed text
            invalidateIntrinsicContentSize()
        }
    }
    /// Attributed text: its string is the label's `text`, measured and drawn in its first character's
    /// font and colour (`drawnFont`, `drawnColor`; the label's where it has none) — one run, chosen
    /// until runs are drawn each in its own attributes.
    open var attributedText: NSAttributedString? {
        get { storedAttributedText ?? text.map { NSAttributedString(string: $0, attributes: plainTextAttributes) } }
        set { storedAttributedText = newValue; text = newValue?.string }
    }
    private var storedAttributedText: NSAttributedString?
    /// What UIKit's `attributedText` of a plain-text label carries: its font, colour, alignment and line
    /// break mode (MessageKit measures a label's text from it).
    private var plainTextAttributes: [NSAttributedString.Key: Any] {
        let style = NSMutableParagraphStyle()
        style.alignment = textAlignment
        style.lineBreakMode = lineBreakMode
        return [.font: storedFont, .foregroundColor: storedTextColor, .paragraphStyle: style]
    }
    /// `UIFont!` and `UIColor!`, as in UIKit: nil sets the default back (17-pt system, `label`).
    open var font: UIFont! {
        get { storedFont }
        set { storedFont = newValue ?? .systemFont(ofSize: 17); invalidateIntrinsicContentSize() }
    }
    open var textColor: UIColor! {
        get { storedTextColor }
        set { storedTextColor = newValue ?? .label }
    }
    private var storedFont = UIFont.systemFont(ofSize: 17)
    /// The font the text is measured and drawn in: attributed text's first character's, else `font`.
    public var drawnFont: UIFont { firstAttribute(.font) ?? storedFont }
    /// The colour the text is drawn in: attributed text's first character's, else `textColor`.
    public var drawnColor: UIColor { firstAttribute(.foregroundColor) ?? storedTextColor }
    private func firstAttribute<T>(_ key: NSAttributedString.Key) -> T? {
        guard let attributed = storedAttributedText, attributed.length > 0 else { return nil }
        return attributed.attribute(key, at: 0, effectiveRange: nil) as? T
    }
    private var storedTextColor = UIColor.label
    open var textAlignment = NSTextAlignment.natural
    open var numberOfLines = 1 { didSet { invalidateIntrinsicContentSize() } }
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { invalidateIntrinsicContentSize() } }
    open var adjustsFontSizeToFitWidth = false
    open var minimumScaleFactor: CGFloat = 0
    open var adjustsFontForContentSizeCategory = false
    /// Layoutshot: the attributed text's `NSParagraphStyle.lineHeightMultiple` (0: none). Apple: "the
    /// natural line height of the receiver is multiplied by this factor (if positive)"; each line is
    /// that much taller (pocket-casts EpisodeListHeaderView.xib's 15-pt description at 1.2: 21.5 pt).
    public var lineHeightMultiple: CGFloat = 0 { didSet { invalidateIntrinsicContentSize() } }
    /// Layoutshot: what measures the text (the renderer's Pango measurer, so layout and drawing
    /// agree); nil: `EstimatedText`.
    public var textMeasurer: (any TextMeasuring)? { didSet { invalidateIntrinsicContentSize() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }

    var textLayout: TextLayout { TextLayout(measurer: textMeasurer ?? EstimatedText(), scale: layoutRoot.contentScaleFactor) }

    open override var intrinsicContentSize: CGSize { intrinsicContentSize(forLayoutWidth: nil) }

    open override func intrinsicContentSize(forLayoutWidth width: CGFloat?) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let wrapWidth: CGFloat? = numberOfLines == 1 ? nil : (preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : width)
        return textLayout.size(of: text, font: drawnFont, maxWidth: wrapWidth, lines: numberOfLines, lineHeightMultiple: lineHeightMultiple)
    }

    open override var intrinsicHeightDependsOnWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth == 0 }

    /// UIKit's `sizeThatFits(_:)` for a label: its text's size, wrapped at `size.width` when it may
    /// take several lines (a width of 0 or less: unlimited).
    /// UIKit's drawing hook for a label subclass. A label is drawn from its properties; where its text
    /// goes is asked of this method (`textDrawingRect`): UIKit's own draws the text in `rect`, so the
    /// `rect` it is given is the text's box — an inset label's override calls it with its bounds inset.
    open func drawText(in rect: CGRect) { TextDrawingRecorder.current?.rect = rect }

    /// Where the label's text is drawn, in its bounds: `drawText(in:)` is called with the bounds, and the
    /// rectangle UIKit's own `drawText(in:)` is handed — by an inset label's override, as
    /// `super.drawText(in: rect.inset(by: insets))` — or TextKit's `drawGlyphs(forGlyphRange:at:)` draws
    /// at (MessageKit's `MessageLabel`, at its inset origin, in its container's size) is the text's box;
    /// the bounds when neither is reached. Layoutshot's.
    public func textDrawingRect() -> CGRect {
        let recorder = TextDrawingRecorder()
        TextDrawingRecorder.$current.withValue(recorder) { drawText(in: bounds) }
        return recorder.rect ?? bounds
    }
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect { bounds }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        intrinsicContentSize(forLayoutWidth: size.width > 0 ? size.width : nil)
    }

    /// The text block centred vertically: first baseline one ascender below its top, the last
    /// `lines − 1` line heights further.
    open override var baselineLayout: BaselineLayout {
        let block = intrinsicContentSize(forLayoutWidth: frame.width > 0 ? frame.width : nil).height
        let font = drawnFont
        let lines = max(1, (block / font.lineHeight).rounded())
        let first = -block / 2 + font.ascender
        return BaselineLayout(heightFactor: 0.5, first: first, last: first + (lines - 1) * font.lineHeight)
    }
}

/// UIKit's `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}

/// UIKit's `NSLineBreakMode`.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// Where a label's `drawText(in:)` put its text (`UILabel.textDrawingRect`), for the running task.
final class TextDrawingRecorder: @unchecked Sendable {
    var rect: CGRect?
    @TaskLocal static var current: TextDrawingRecorder?
}
