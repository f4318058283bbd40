import AutoLayout
import Foundation
import Scene

/// UIKit's `UITextView`: scrollable, editable multi-line text in a text container.
///
/// The text is drawn from the top of the view, inset by `textContainerInset` (UIKit's default: 8 pt
/// above and below) and, on each side of every line, by the container's `lineFragmentPadding` (5 pt),
/// in `font` (nil: the 12-pt system font — UIKit draws 12-pt Helvetica) and `textColor` (nil:
/// `label`). With scrolling off it sizes itself as UIKit does: its text wrapped at the width the
/// layout gives it, plus the insets and padding; scrolling on, it has no intrinsic size. Editing,
/// selection and the keyboard are kept as given and do nothing (a capture types nothing); the
/// delegate is never called.
///
/// ```swift
/// let notes = UITextView()
/// notes.text = "Bring the tickets"; notes.font = .systemFont(ofSize: 17); notes.isScrollEnabled = false
/// ```
open class UITextView: UIScrollView, SceneContentDrawing {
    public let textStorage: NSTextStorage
    public let layoutManager: NSLayoutManager
    public let textContainer: NSTextContainer

    open var font: UIFont? { didSet { restyle(); invalidateIntrinsicContentSize() } }
    open var textColor: UIColor?
    open var textAlignment = NSTextAlignment.natural
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { invalidateIntrinsicContentSize() } }
    open var isEditable = true
    open var isSelectable = true
    open var selectedRange = NSRange(location: 0, length: 0)
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    open var linkTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var dataDetectorTypes = UIDataDetectorTypes()
    open var allowsEditingTextAttributes = false
    open var clearsOnInsertion = false
    open var adjustsFontForContentSizeCategory = false
    open var usesStandardTextScaling = false
    open var keyboardType = UIKeyboardType.default
    open var returnKeyType = UIReturnKeyType.default
    open var keyboardAppearance = UIKeyboardAppearance.default
    open var autocorrectionType = UITextAutocorrectionType.default
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    open var spellCheckingType = UITextSpellCheckingType.default
    open var textContentType: UITextContentType?
    open var enablesReturnKeyAutomatically = false
    open var isSecureTextEntry = false
    /// Layoutshot: what measures the text (nil: `EstimatedText`), as `UILabel.textMeasurer`.
    public var textMeasurer: (any TextMeasuring)? { didSet { invalidateIntrinsicContentSize() } }

    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    /// UIKit's designated initialiser (a subclass overrides it: InputBarAccessoryView's `InputTextView`).
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        (textStorage, layoutManager, self.textContainer) = Self.textSystem(textContainer)
        super.init(frame: frame)
        isOpaque = false
    }

    public required init?(coder: NSCoder) {
        (textStorage, layoutManager, textContainer) = Self.textSystem(nil)
        super.init(coder: coder)
        isOpaque = false
    }

    public override convenience init(frame: CGRect) { self.init(frame: frame, textContainer: nil) }

    private static func textSystem(_ given: NSTextContainer?) -> (NSTextStorage, NSLayoutManager, NSTextContainer) {
        let storage = NSTextStorage(string: ""), manager = NSLayoutManager(), container = given ?? NSTextContainer(size: .zero)
        storage.addLayoutManager(manager)
        manager.textStorage = storage
        manager.addTextContainer(container)
        return (storage, manager, container)
    }

    /// The text (`text` never reads nil, as in UIKit).
    open var text: String! {
        get { textStorage.string }
        set {
            textStorage.setAttributedString(NSAttributedString(string: newValue ?? ""))
            restyle()
            invalidateIntrinsicContentSize()
        }
    }

    open var attributedText: NSAttributedString! {
        get { NSAttributedString(attributedString: textStorage) }
        set {
            textStorage.setAttributedString(newValue ?? NSAttributedString(string: ""))
            invalidateIntrinsicContentSize()
        }
    }

    /// The font text is drawn and measured in.
    var drawnFont: UIFont { font ?? .systemFont(ofSize: 12) }

    private func restyle() {
        guard let font, textStorage.length > 0 else { return }
        textStorage.addAttribute(.font, value: font, range: NSRange(location: 0, length: textStorage.length))
    }

    open func scrollRangeToVisible(_ range: NSRange) {}
    open func insertText(_ text: String) { self.text = (self.text ?? "") + text }
    open func deleteBackward() { if let text, !text.isEmpty { self.text = String(text.dropLast()) } }
    open var hasText: Bool { textStorage.length > 0 }

    // MARK: Size and drawing

    /// The width text wraps at inside `width`: less the insets and the padding on both sides.
    func textWidth(in width: CGFloat) -> CGFloat {
        max(0, width - textContainerInset.left - textContainerInset.right - 2 * textContainer.lineFragmentPadding)
    }

    func textSize(maxWidth: CGFloat?) -> CGSize {
        guard let text, !text.isEmpty else { return CGSize(width: 0, height: drawnFont.lineHeight) }
        let layout = TextLayout(measurer: textMeasurer ?? EstimatedText(), scale: layoutRoot.contentScaleFactor)
        return layout.size(of: text, font: drawnFont, maxWidth: maxWidth, lines: textContainer.maximumNumberOfLines)
    }

    open override var intrinsicContentSize: CGSize { intrinsicContentSize(forLayoutWidth: nil) }

    open override func intrinsicContentSize(forLayoutWidth width: CGFloat?) -> CGSize {
        guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        let text = textSize(maxWidth: width.map(textWidth(in:)))
        let i = textContainerInset
        return CGSize(width: width ?? text.width + i.left + i.right + 2 * textContainer.lineFragmentPadding,
                      height: text.height + i.top + i.bottom)
    }

    open override var intrinsicHeightDependsOnWidth: Bool { !isScrollEnabled }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let text = textSize(maxWidth: size.width > 0 ? textWidth(in: size.width) : nil)
        let i = textContainerInset
        return CGSize(width: size.width > 0 ? size.width : text.width + i.left + i.right + 2 * textContainer.lineFragmentPadding,
                      height: text.height + i.top + i.bottom)
    }

    public func contentNodes(in frame: CGRect, appearance: Appearance, alpha: Double) -> [SceneNode] {
        guard let text, !text.isEmpty else { return [] }
        let i = textContainerInset, padding = textContainer.lineFragmentPadding
        let width = textWidth(in: frame.width)
        let height = min(textSize(maxWidth: width).height, max(0, frame.height - i.top))
        var color = (textColor ?? .label).rgba(in: appearance)
        color.alpha *= alpha
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let box = CGRect(x: frame.minX + i.left + padding, y: frame.minY + i.top, width: width, height: height)
        return [.text(TextNode(text: text, frame: box, font: drawnFont.spec, color: color,
                               alignment: ViewDrawing.alignment(textAlignment, rightToLeft: rtl),
                               numberOfLines: textContainer.maximumNumberOfLines))]
    }
}

/// UIKit's `UITextViewDelegate`: every method optional (these defaults); a capture calls none.
public protocol UITextViewDelegate: UIScrollViewDelegate {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewDidEndEditing(_ textView: UITextView)
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func textViewDidChange(_ textView: UITextView)
    func textViewDidChangeSelection(_ textView: UITextView)
}

public extension UITextViewDelegate {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    func textViewDidBeginEditing(_ textView: UITextView) {}
    func textViewDidEndEditing(_ textView: UITextView) {}
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    func textViewDidChange(_ textView: UITextView) {}
    func textViewDidChangeSelection(_ textView: UITextView) {}
}
