import AutoLayout
import Foundation
import Scene

/// UIKit's `UITextFieldDelegate`: every method optional (defaults), none called — nothing is typed here.
public protocol UITextFieldDelegate: AnyObject {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    func textFieldDidChangeSelection(_ textField: UITextField)
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// UIKit's `UITextField` (issue 32): one line of editable text, or its placeholder.
///
/// ```swift
/// let field = UITextField()
/// field.borderStyle = .roundedRect
/// field.placeholder = "Email"
/// ```
///
/// Laid out at its intrinsic height: the font's line height rounded up to the pixel, 34 pt with
/// `.roundedRect` (iOS 13 and later) — 7 pt at each side inside the border; no intrinsic width but the
/// text's. Drawn as iOS draws it at rest (no caret, no keyboard): `.roundedRect` a `systemBackground`
/// fill with 5-pt corners and a one-pixel `systemGray4` border, `.line` a one-pixel `label` border,
/// `.bezel` a `systemGray` one; the text (bullets when `isSecureTextEntry`) in `textColor` (`label`), else
/// the placeholder in `placeholderText`, centred vertically, between the left and right views. Metrics and
/// colours are Layoutshot's choice (README "Not yet confirmed"). The font is the system font at 17 pt
/// unless set. The text input traits are kept; target–actions kept, never sent.
open class UITextField: UIControl, SceneContentDrawing {
    /// UIKit's `appearance()` (`AppearanceProxies`: kept, not applied).
    open override class func appearance() -> UITextField { AppearanceProxies.proxy(UITextField.self) { UITextField(frame: .zero) } }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type]) -> UITextField { appearance() }

    /// UIKit's `UITextField.BorderStyle` and `ViewMode`.
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }

    open var text: String? { didSet { invalidateIntrinsicContentSize() } }
    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set { text = newValue?.string }
    }
    open var placeholder: String? { didSet { invalidateIntrinsicContentSize() } }
    open var attributedPlaceholder: NSAttributedString? {
        get { placeholder.map { NSAttributedString(string: $0) } }
        set { placeholder = newValue?.string }
    }
    open var font: UIFont? = .systemFont(ofSize: 17) { didSet { invalidateIntrinsicContentSize() } }
    open var textColor: UIColor? = .label
    open var textAlignment = NSTextAlignment.natural
    open var borderStyle = BorderStyle.none { didSet { invalidateIntrinsicContentSize() } }
    open var defaultTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var typingAttributes: [NSAttributedString.Key: Any]?
    open var clearsOnBeginEditing = false
    open var adjustsFontSizeToFitWidth = false
    open var minimumFontSize: CGFloat = 0
    open var adjustsFontForContentSizeCategory = false
    open weak var delegate: (any UITextFieldDelegate)?
    open var background: UIImage?
    open var disabledBackground: UIImage?
    open private(set) var isEditing = false
    open var allowsEditingTextAttributes = false
    open var clearButtonMode = ViewMode.never
    open var leftView: UIView? { didSet { oldValue?.removeFromSuperview(); placeSideViews() } }
    open var leftViewMode = ViewMode.never { didSet { placeSideViews() } }
    open var rightView: UIView? { didSet { oldValue?.removeFromSuperview(); placeSideViews() } }
    open var rightViewMode = ViewMode.never { didSet { placeSideViews() } }
    /// UIKit's settable `inputView` and `inputAccessoryView` (a custom keyboard, a toolbar above it): kept.
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }
    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }
    private var storedInputView: UIView?
    private var storedInputAccessoryView: UIView?
    open var clearsOnInsertion = false

    // The text input traits (UITextInputTraits), kept.
    open var keyboardType = UIKeyboardType.default
    open var returnKeyType = UIReturnKeyType.default
    open var keyboardAppearance = UIKeyboardAppearance.default
    open var autocorrectionType = UITextAutocorrectionType.default
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    open var spellCheckingType = UITextSpellCheckingType.default
    open var textContentType: UITextContentType?
    open var enablesReturnKeyAutomatically = false
    open var isSecureTextEntry = false

    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

    // MARK: Geometry (overridable, as in UIKit)

    /// The side inset inside the border: 7 pt for a rounded rectangle, bezel or line, none without a border.
    private var sideInset: CGFloat { borderStyle == .none ? 0 : 7 }

    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        var rect = bounds.insetBy(dx: sideInset, dy: 0)
        if let left = shownLeftView { rect.origin.x = max(rect.minX, left.frame.maxX); rect.size.width = max(0, bounds.maxX - sideInset - rect.minX) }
        if let right = shownRightView { rect.size.width = max(0, min(rect.maxX, right.frame.minX) - rect.minX) }
        return rect
    }
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { .zero }
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let left = leftView else { return .zero }
        let size = left.frame.size == .zero ? left.intrinsicContentSize : left.frame.size
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: max(0, size.width), height: max(0, size.height))
    }
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let right = rightView else { return .zero }
        let size = right.frame.size == .zero ? right.intrinsicContentSize : right.frame.size
        return CGRect(x: bounds.maxX - max(0, size.width), y: bounds.midY - size.height / 2, width: max(0, size.width), height: max(0, size.height))
    }
    open func drawText(in rect: CGRect) {}
    open func drawPlaceholder(in rect: CGRect) {}

    /// A side view shows at rest with `.always` or `.unlessEditing` (a field here is never editing).
    private func shows(_ mode: ViewMode) -> Bool { mode == .always || mode == .unlessEditing }
    private var shownLeftView: UIView? { shows(leftViewMode) ? leftView : nil }
    private var shownRightView: UIView? { shows(rightViewMode) ? rightView : nil }

    private func placeSideViews() {
        for (view, shown) in [(leftView, shownLeftView != nil), (rightView, shownRightView != nil)] {
            guard let view else { continue }
            if shown { if view.superview !== self { addSubview(view) } } else { view.removeFromSuperview() }
        }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        shownLeftView?.frame = leftViewRect(forBounds: bounds)
        shownRightView?.frame = rightViewRect(forBounds: bounds)
    }

    // MARK: Size

    private var fontSpec: FontSpec { (font ?? .systemFont(ofSize: 17)).spec }

    private func lineSize(_ string: String) -> CGSize {
        (try? UIKitSimulation.textMeasurer.size(of: string.isEmpty ? " " : string, font: fontSpec, maxWidth: nil, numberOfLines: 1))
            ?? CGSize(width: 0, height: fontSpec.size * 1.2)
    }

    open override var intrinsicContentSize: CGSize {
        let shown = (text?.isEmpty == false ? text : placeholder) ?? ""
        let line = lineSize(shown)
        let scale = max(1, contentScaleFactor)
        let height = borderStyle == .roundedRect ? 34 : ceil(line.height * scale) / scale
        let left = shownLeftView == nil ? 0 : leftViewRect(forBounds: .zero).width
        let right = shownRightView == nil ? 0 : rightViewRect(forBounds: .zero).width
        let sides = left + right
        return CGSize(width: ceil(line.width) + 2 * sideInset + sides, height: height)
    }

    // MARK: Drawing

    public func contentNodes(in frame: CGRect, appearance: Appearance, alpha: Double) -> [SceneNode] {
        let alpha = isEnabled ? alpha : alpha * 0.5
        var nodes: [SceneNode] = []
        let hairline = Double(1 / max(1, contentScaleFactor))
        switch borderStyle {
        case .roundedRect:
            nodes.append(.shape(ShapeNode(frame: frame, kind: .rectangle(cornerRadius: 5, curve: .circular),
                                          fill: .color((backgroundColor ?? .systemBackground).rgba(in: appearance)),
                                          stroke: UIColor.systemGray4.rgba(in: appearance), lineWidth: hairline, alpha: alpha)))
        case .line, .bezel:
            let color: UIColor = borderStyle == .line ? .label : .systemGray
            nodes.append(.shape(ShapeNode(frame: frame, kind: .rectangle(cornerRadius: 0, curve: .circular), stroke: color.rgba(in: appearance),
                                          lineWidth: hairline, alpha: alpha)))
        case .none:
            break
        }
        let local = textRect(forBounds: CGRect(origin: .zero, size: frame.size)).offsetBy(dx: frame.minX, dy: frame.minY)
        let (string, color): (String?, UIColor) = if let text, !text.isEmpty {
            (isSecureTextEntry ? String(repeating: "•", count: text.count) : text, textColor ?? .label)
        } else {
            (placeholder, .placeholderText)
        }
        if let string, !string.isEmpty {
            let alignment: TextAlignment = switch textAlignment {
            case .center: .center
            case .right: .right
            default: effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
            }
            nodes.append(ControlDrawing.centredText(string, in: local, font: fontSpec, color: color.rgba(in: appearance).fading(alpha),
                                                    alignment: alignment))
        }
        return nodes
    }
}
