import AutoLayout
import Foundation

/// UIKit's `UIButton`: a title (and title colour) per state, its `titleLabel`'s font, a background
/// colour, and content insets. Intrinsic size: the normal title on one line plus `contentEdgeInsets`;
/// with no insets UIKit pads a title 6 pt above and below (a 15-pt "Button" is 30 pt tall in IB),
/// a title beside an image not (duckduckgo FavoriteHomeCell.xib's 28-pt image and 18-pt " ": 28 tall).
/// A button with neither title nor image is one line of its title font tall, plus the insets
/// (duckduckgo OmniBar.xib's custom menu button, 18 pt and 21-pt bottom inset: 43 pt tall).
///
/// ```swift
/// let get = UIButton(type: .system)
/// get.setTitle("GET", for: .normal); get.titleLabel?.font = .systemFont(ofSize: 15, weight: .bold)
/// ```
open class UIButton: UIControl {
    /// UIKit's `appearance()` (`AppearanceProxies`: kept, not applied).
    open override class func appearance() -> UIButton { AppearanceProxies.proxy(UIButton.self) { UIButton(frame: .zero) } }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type]) -> UIButton { appearance() }

    public enum ButtonType: Int, Sendable { case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close }

    /// `.custom` for a button made by `init(frame:)` or a subclass; `init(type:)` sets it.
    public private(set) var buttonType: ButtonType = .custom
    public let titleLabel: UILabel?
    open var imageView: UIImageView?
    var titles: [UInt: String] = [:]
    var titleColors: [UInt: UIColor] = [:]
    var images: [UInt: UIImage] = [:]
    var backgroundImages: [UInt: UIImage] = [:]
    /// UIKit's `menu` (iOS 14): kept with `showsMenuAsPrimaryAction`; never shown.
    open var menu: UIMenu?
    /// iPadOS pointer effects (iOS 13.4): kept; no pointer hovers in a capture.
    open var isPointerInteractionEnabled = false
    open var pointerStyleProvider: ((UIButton, AnyObject, AnyObject) -> AnyObject?)?
    open var contentEdgeInsets = UIEdgeInsets.zero { didSet { invalidateIntrinsicContentSize() } }
    open var titleEdgeInsets = UIEdgeInsets.zero
    open var imageEdgeInsets = UIEdgeInsets.zero
    /// UIKit's `configuration` (iOS 15): set, the button is laid out and drawn from it (its title mirrored
    /// in `titleLabel`); its update (`updateConfiguration()`, then `configurationUpdateHandler`) runs
    /// before the button is next measured or laid out.
    open var configuration: Configuration? {
        didSet {
            titleLabel?.text = configuration?.titleText
            if let c = configuration { titleLabel?.font = c.titleFont }
            configurationUpdatePending = true
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }
    /// UIKit's `configurationUpdateHandler` (iOS 15): called after `updateConfiguration()`.
    open var configurationUpdateHandler: ((UIButton) -> Void)? { didSet { setNeedsUpdateConfiguration() } }
    /// UIKit's `automaticallyUpdatesConfiguration`: the configuration is `updated(for:)` the button's state.
    open var automaticallyUpdatesConfiguration = true
    private var configurationUpdatePending = false

    private func take(_ configuration: Configuration) { self.configuration = configuration }

    /// UIKit's `setNeedsUpdateConfiguration()`.
    open func setNeedsUpdateConfiguration() {
        configurationUpdatePending = true
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    open override var isEnabled: Bool { didSet { if isEnabled != oldValue { setNeedsUpdateConfiguration() } } }

    /// UIKit's `updateConfiguration()`: override it to change the configuration for the button's state.
    open func updateConfiguration() {
        if automaticallyUpdatesConfiguration, let c = configuration { configuration = c.updated(for: self) }
    }

    /// The pending configuration update, in UIKit's order (`updateConfiguration()`, then the handler).
    public func performPendingConfigurationUpdate() {
        guard configurationUpdatePending else { return }
        configurationUpdatePending = false
        updateConfiguration()
        configurationUpdateHandler?(self)
        configurationUpdatePending = false
    }

    open override func layoutSubviews() {
        performPendingConfigurationUpdate()
        super.layoutSubviews()
    }

    /// As in UIKit, `init(frame:)` and `init?(coder:)` are the designated initialisers (a subclass
    /// overrides them: InputBarAccessoryView's `InputBarButtonItem`) and `init(type:)` a convenience.
    public override init(frame: CGRect) {
        titleLabel = UILabel()
        super.init(frame: frame)
        setUpTitle()
    }

    public required init?(coder: NSCoder) {
        titleLabel = UILabel()
        super.init(coder: coder)
        setUpTitle()
    }

    /// UIKit's `init(configuration:primaryAction:)` (iOS 15): a system button drawn from `configuration`.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        take(configuration)   // through a method: an initialiser's own assignment would skip `didSet`
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    public convenience init(type: ButtonType) {
        self.init(frame: .zero)
        buttonType = type
        titleLabel?.font = .systemFont(ofSize: type == .custom ? Self.customTitleSize : 15)
    }

    private func setUpTitle() {
        titleLabel?.font = .systemFont(ofSize: Self.customTitleSize)
        titleLabel?.textAlignment = .center
        isOpaque = false
    }

    /// A custom button's title size: `UIFont.buttonFontSize`, 18 pt (a system button's is 15). IB
    /// writes no font for a button left at it: Chatto ChatInputBar.xib's "Button" is 94 pt wide
    /// with 20-pt insets, element HorizontalButtonsContainerView.xib's "Answer" 38 pt tall with 8-pt ones.
    public static let customTitleSize: CGFloat = 18

    /// The narrowest a system button with a title is: UIKit widens a short title's button to
    /// 30 pt (element DeviceView.xib's "OK", openfoodfacts RobotoffQuestionTableViewCell.xib's "yes", "no").
    public static let systemMinimumWidth: CGFloat = 30

    open func setTitle(_ title: String?, for state: State) { titles[state.rawValue] = title; invalidateIntrinsicContentSize() }
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[0] }
    open func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state.rawValue] = color }
    /// An attributed title is kept as its string (its attributes are not drawn).
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) { setTitle(title?.string, for: state) }
    open func attributedTitle(for state: State) -> NSAttributedString? { title(for: state).map { NSAttributedString(string: $0) } }
    /// UIKit's pre-iOS 15 highlight dimming: kept (a capture draws the normal state).
    open var adjustsImageWhenHighlighted = true
    open var adjustsImageWhenDisabled = true
    open func titleColor(for state: State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[0] ?? (buttonType == .system ? tintColor ?? .systemBlue : .white)
    }
    open func setImage(_ image: UIImage?, for state: State) { images[state.rawValue] = image; invalidateIntrinsicContentSize() }
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[0] }
    /// UIKit's background images: kept per state (drawn by no path yet: README "UIKit on Linux").
    open func setBackgroundImage(_ image: UIImage?, for state: State) { backgroundImages[state.rawValue] = image }
    open func backgroundImage(for state: State) -> UIImage? { backgroundImages[state.rawValue] ?? backgroundImages[0] }

    open override var intrinsicContentSize: CGSize {
        performPendingConfigurationUpdate()
        if let layout = configurationLayout { return layout.intrinsicSize }
        let label = titleLabel
        let text = title(for: .normal) ?? ""
        let layout: TextLayout? = titleTextLayout
        let font = label?.font ?? .systemFont(ofSize: 15)
        let imageSize = image(for: .normal)?.size ?? .zero
        // A button with neither title nor image is one empty line of its title font tall.
        let textSize = !text.isEmpty ? (layout?.size(of: text, font: font, maxWidth: nil, lines: 1) ?? .zero)
            : image(for: .normal) == nil ? CGSize(width: 0, height: layout?.up(font.lineHeight) ?? font.lineHeight) : .zero
        let content = CGSize(width: textSize.width + imageSize.width, height: max(textSize.height, imageSize.height))
        let i = contentEdgeInsets
        let pad: CGFloat = i == .zero && !text.isEmpty && image(for: .normal) == nil ? 6 : 0
        let width = content.width + i.left + i.right
        return CGSize(width: buttonType == .system && !text.isEmpty ? max(width, Self.systemMinimumWidth) : width,
                      height: content.height + i.top + i.bottom + 2 * pad)
    }

    /// How the title is measured: with its label's measurer, else the one the capture binds (the title
    /// label is not in the view tree a capture hands its measurer to), as it is drawn.
    var titleTextLayout: TextLayout {
        TextLayout(measurer: titleLabel?.textMeasurer ?? UIKitSimulation.textMeasurer, scale: layoutRoot.contentScaleFactor)
    }

    /// Layoutshot: where the configuration's image, title and subtitle go (nil without a configuration).
    public var configurationLayout: ButtonConfigurationLayout? {
        guard let c = configuration else { return nil }
        let layout: TextLayout? = titleTextLayout
        func measure(_ text: String?, _ font: UIFont) -> CGSize? {
            guard let text, !text.isEmpty else { return nil }
            return layout?.size(of: text, font: font, maxWidth: nil, lines: 1) ?? CGSize(width: 0, height: font.lineHeight)
        }
        // An activity indicator takes the image's place (UIKit's medium spinner, 20 pt).
        let imageSize = c.showsActivityIndicator ? CGSize(width: 20, height: 20) : c.image?.size
        return ButtonConfigurationLayout(configuration: c, imageSize: imageSize, titleSize: measure(c.titleText, c.titleFont),
                                         subtitleSize: measure(c.subtitleText, c.subtitleFont),
                                         rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    open override var baselineLayout: BaselineLayout {
        guard let label = titleLabel else { return super.baselineLayout }
        let first = -label.font.lineHeight / 2 + label.font.ascender
        return BaselineLayout(heightFactor: 0.5, first: first, last: first)
    }
}

extension UIButton.ButtonType {
    /// UIKit's `roundedRect`: deprecated, the same as `.system` (iOS 7's buttons have no border).
    public static var roundedRect: UIButton.ButtonType { .system }
}
