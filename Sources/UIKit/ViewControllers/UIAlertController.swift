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

/// UIKit's `UIActivityViewController`: the share sheet's items and the app's own activities, kept;
/// never shown.
open class UIActivityViewController: UIViewController {
    public let activityItems: [Any]
    public let applicationActivities: [UIActivity]?
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// UIKit's `CompletionWithItemsHandler`: kept, never called (nothing is shared).
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void
    open var completionWithItemsHandler: CompletionWithItemsHandler?
    open var allowsProminentActivity = true

    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { activityItems = []; applicationActivities = nil; super.init(coder: coder) }
}

/// UIKit's `UIActivity`: a service the share sheet offers (an app subclasses it for its own). Kept; a
/// share sheet is never shown, so it is never asked, prepared or performed.
open class UIActivity: NSObject {
    /// UIKit's `UIActivity.ActivityType`, with the system's activities.
    public struct ActivityType: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        public static let postToWeibo = ActivityType("com.apple.UIKit.activity.PostToWeibo")
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        public static let postToFlickr = ActivityType("com.apple.UIKit.activity.PostToFlickr")
        public static let postToVimeo = ActivityType("com.apple.UIKit.activity.PostToVimeo")
        public static let postToTencentWeibo = ActivityType("com.apple.UIKit.activity.TencentWeibo")
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
        public static let sharePlay = ActivityType("com.apple.UIKit.activity.SharePlay")
        public static let collaborationInviteWithLink = ActivityType("com.apple.UIKit.activity.CollaborationInviteWithLink")
        public static let collaborationCopyLink = ActivityType("com.apple.UIKit.activity.CollaborationCopyLink")
        public static let addToHomeScreen = ActivityType("com.apple.UIKit.activity.AddToHomeScreen")
    }
    /// UIKit's `UIActivity.Category`.
    public enum Category: Int, Sendable { case action, share }

    open class var activityCategory: Category { .action }
    open var activityType: ActivityType? { nil }
    open var activityTitle: String? { nil }
    open var activityImage: UIImage? { nil }
    open var activityViewController: UIViewController? { nil }
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    open func prepare(withActivityItems activityItems: [Any]) {}
    open func perform() { activityDidFinish(false) }
    open func activityDidFinish(_ completed: Bool) {}
}

/// UIKit's `UIDocumentInteractionController`: a file's preview and "Open in…" menus. Kept; nothing is
/// presented (every `present…` answers false), the delegate is never called.
open class UIDocumentInteractionController: NSObject {
    open var url: URL?
    open var uti: String?
    open var name: String?
    open var annotation: Any?
    open weak var delegate: (any UIDocumentInteractionControllerDelegate)?
    open var icons: [UIImage] { [] }

    public override init() { super.init() }
    public init(url: URL) { self.url = url; self.name = url.lastPathComponent; super.init() }

    open func presentPreview(animated: Bool) -> Bool { false }
    open func presentOptionsMenu(from rect: CGRect, in view: UIView, animated: Bool) -> Bool { false }
    open func presentOptionsMenu(from item: UIBarButtonItem, animated: Bool) -> Bool { false }
    open func presentOpenInMenu(from rect: CGRect, in view: UIView, animated: Bool) -> Bool { false }
    open func presentOpenInMenu(from item: UIBarButtonItem, animated: Bool) -> Bool { false }
    open func dismissPreview(animated: Bool) {}
    open func dismissMenu(animated: Bool) {}
}

/// UIKit's `UIDocumentInteractionControllerDelegate`: every method optional, never called.
public protocol UIDocumentInteractionControllerDelegate: AnyObject {
    func documentInteractionControllerViewControllerForPreview(_ controller: UIDocumentInteractionController) -> UIViewController
    func documentInteractionControllerDidEndPreview(_ controller: UIDocumentInteractionController)
    func documentInteractionController(_ controller: UIDocumentInteractionController, didEndSendingToApplication application: String?)
}

extension UIDocumentInteractionControllerDelegate {
    public func documentInteractionControllerViewControllerForPreview(_ controller: UIDocumentInteractionController) -> UIViewController {
        UIViewController(nibName: nil, bundle: nil)
    }
    public func documentInteractionControllerDidEndPreview(_ controller: UIDocumentInteractionController) {}
    public func documentInteractionController(_ controller: UIDocumentInteractionController, didEndSendingToApplication application: String?) {}
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
