import Foundation

/// UIKit's `UIAlertController` and `UIAlertAction`: an alert or action sheet's title, message, actions
/// and text fields, kept. A capture never presents one (nothing is tapped), and `present(_:animated:)`
/// shows nothing; handlers are never called.
open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable { case actionSheet, alert }
    open var message: String?
    public let preferredStyle: Style
    public private(set) var actions: [UIAlertAction] = []
    open var preferredAction: UIAlertAction?
    /// UIKit's: the alert's text fields, in the order added; nil when it has none.
    open var textFields: [UITextField]? { madeTextFields.isEmpty ? nil : madeTextFields }
    private var madeTextFields: [UITextField] = []

    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    public required init?(coder: NSCoder) { preferredStyle = .alert; super.init(coder: coder) }

    open func addAction(_ action: UIAlertAction) { actions.append(action) }
    /// Adds a text field and runs its configuration at once, as UIKit does (the field is kept in
    /// `textFields`; the alert is never shown).
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        let field = UITextField(frame: .zero)
        configurationHandler?(field)
        madeTextFields.append(field)
    }
}

open class UIAlertAction: NSObject {
    public enum Style: Int, Sendable { case `default`, cancel, destructive }
    public let title: String?
    public let style: Style
    open var isEnabled = true
    public let handler: ((UIAlertAction) -> Void)?

    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title; self.style = style; self.handler = handler
    }
}

/// UIKit's `UIActivityViewController`: the share sheet's items, kept; never shown.
open class UIActivityViewController: UIViewController {
    public let activityItems: [Any]
    open var excludedActivityTypes: [String]?
    open var completionWithItemsHandler: ((String?, Bool, [Any]?, (any Error)?) -> Void)?

    public init(activityItems: [Any], applicationActivities: [AnyObject]?) {
        self.activityItems = activityItems
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { activityItems = []; super.init(coder: coder) }
}

/// UIKit's `UIPasteboard`: a general pasteboard that keeps what is put on it, in memory, for the run.
open class UIPasteboard: NSObject, @unchecked Sendable {
    nonisolated(unsafe) public static let general = UIPasteboard()
    open var string: String?
    open var strings: [String]?
    open var url: URL?
    open var image: UIImage?
    open var hasStrings: Bool { string != nil || !(strings ?? []).isEmpty }
    open var hasURLs: Bool { url != nil }
    open var hasImages: Bool { image != nil }
}

/// UIKit's `UIKeyCommand`: a hardware keyboard shortcut, kept; no key is ever pressed.
open class UIKeyCommand: NSObject {
    public static let inputUpArrow = "UIKeyInputUpArrow", inputDownArrow = "UIKeyInputDownArrow"
    public static let inputLeftArrow = "UIKeyInputLeftArrow", inputRightArrow = "UIKeyInputRightArrow"
    public static let inputEscape = "UIKeyInputEscape"
    public let input: String?
    public let modifierFlags: UIKeyModifierFlags
    public let action: Selector?
    open var discoverabilityTitle: String?
    open var title = ""
    open var wantsPriorityOverSystemBehavior = false

    public init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.input = input; self.modifierFlags = modifierFlags; self.action = action
    }

    public init(title: String = "", image: UIImage? = nil, action: Selector, input: String, modifierFlags: UIKeyModifierFlags = [],
                propertyList: Any? = nil, alternates: [AnyObject] = [], discoverabilityTitle: String? = nil) {
        self.input = input; self.modifierFlags = modifierFlags; self.action = action
        self.title = title; self.discoverabilityTitle = discoverabilityTitle
    }
}

/// UIKit's `UIKeyModifierFlags`.
public struct UIKeyModifierFlags: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16), shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18), alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20), numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}
