import AutoLayout
import Foundation

/// UIKit's `UIListContentConfiguration` (iOS 14): a list row's or header's image, text and secondary
/// text, drawn by `UIListContentView` with Auto Layout. It is Layoutshot's one model of a row's
/// content: an app's list cells (the `UIKit` module), a screen file's `contentConfiguration` and a
/// screen built in Swift (`CellStyle.contentConfiguration`) all hold one.
///
/// ```swift
/// var content = cell.defaultContentConfiguration()
/// content.text = "Inbox"
/// content.secondaryText = "12 unread"
/// content.textProperties.font = .systemFont(ofSize: 14, weight: .bold)
/// cell.contentConfiguration = content
/// ```
///
/// The presets' metrics are UIKit's undocumented ones; **the values here are Layoutshot's choice,
/// unverified on a device** (F): text `.body` 17 pt in `label`, secondary text `.subheadline` 15 pt
/// in `secondaryLabel` (a value cell's `.body`, beside the text), margins 11 pt above and below and
/// 16 pt at the sides, 3 pt between text and secondary text, 16 pt between image and text; headers
/// and footers `.footnote`-sized grouped, `.headline` plain, margins 8 / 16 (rows are at least 44 pt
/// tall in lists through the list layout, `ListMetrics`).
public struct UIListContentConfiguration: UIContentConfiguration, Hashable, Sendable {
    /// UIKit's `UIListContentConfiguration.TextProperties`.
    public struct TextProperties: Hashable, Sendable {
        /// UIKit's `TextProperties.TextAlignment`.
        public enum TextAlignment: Int, Hashable, Sendable { case natural, center, justified }
        public var font: UIFont
        public var color: UIColor
        public var alignment = TextAlignment.natural
        public var numberOfLines = 0
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = true
        public var adjustsFontForContentSizeCategory = true
        public var showsExpansionTextWhenTruncated = false
    }

    /// UIKit's `UIListContentConfiguration.ImageProperties`.
    public struct ImageProperties: Hashable, Sendable {
        public var tintColor: UIColor?
        public var cornerRadius: CGFloat = 0
        public var maximumSize = CGSize.zero
        public var reservedLayoutSize = CGSize.zero
    }

    public var text: String?
    public var secondaryText: String?
    public var image: UIImage?
    public var textProperties: TextProperties
    public var secondaryTextProperties: TextProperties
    public var imageProperties = ImageProperties()
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    public var prefersSideBySideTextAndSecondaryText = false
    public var imageToTextPadding: CGFloat = 16
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    public var textToSecondaryTextVerticalPadding: CGFloat = 3

    private init(text: UIFont, textColor: UIColor = .label, secondary: UIFont = .preferredFont(forTextStyle: .subheadline),
                 secondaryColor: UIColor = .secondaryLabel, margins: NSDirectionalEdgeInsets) {
        textProperties = TextProperties(font: text, color: textColor)
        secondaryTextProperties = TextProperties(font: secondary, color: secondaryColor)
        directionalLayoutMargins = margins
    }

    private static let rowMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    private static let headerMargins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)

    public static func cell() -> UIListContentConfiguration { .init(text: .preferredFont(forTextStyle: .body), margins: rowMargins) }
    public static func subtitleCell() -> UIListContentConfiguration { cell() }
    public static func valueCell() -> UIListContentConfiguration {
        var c = UIListContentConfiguration(text: .preferredFont(forTextStyle: .body), secondary: .preferredFont(forTextStyle: .body),
                                           margins: rowMargins)
        c.prefersSideBySideTextAndSecondaryText = true
        return c
    }
    public static func sidebarCell() -> UIListContentConfiguration { cell() }
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { cell() }
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { cell() }
    public static func plainHeader() -> UIListContentConfiguration {
        .init(text: .preferredFont(forTextStyle: .headline), margins: headerMargins)
    }
    public static func plainFooter() -> UIListContentConfiguration {
        .init(text: .preferredFont(forTextStyle: .footnote), textColor: .secondaryLabel, margins: headerMargins)
    }
    public static func groupedHeader() -> UIListContentConfiguration {
        .init(text: .preferredFont(forTextStyle: .footnote), textColor: .secondaryLabel, margins: headerMargins)
    }
    public static func groupedFooter() -> UIListContentConfiguration { groupedHeader() }
    public static func sidebarHeader() -> UIListContentConfiguration { plainHeader() }
    public static func header() -> UIListContentConfiguration { plainHeader() }
    public static func footer() -> UIListContentConfiguration { plainFooter() }
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        .init(text: .preferredFont(forTextStyle: .title3), margins: headerMargins)
    }
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        .init(text: .preferredFont(forTextStyle: .title2), margins: headerMargins)
    }

    public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }

    public static func == (a: Self, b: Self) -> Bool {
        a.text == b.text && a.secondaryText == b.secondaryText && a.image == b.image && a.textProperties == b.textProperties
            && a.secondaryTextProperties == b.secondaryTextProperties && a.imageProperties == b.imageProperties
            && a.directionalLayoutMargins == b.directionalLayoutMargins
            && a.prefersSideBySideTextAndSecondaryText == b.prefersSideBySideTextAndSecondaryText
            && a.imageToTextPadding == b.imageToTextPadding && a.textToSecondaryTextVerticalPadding == b.textToSecondaryTextVerticalPadding
            && a.textToSecondaryTextHorizontalPadding == b.textToSecondaryTextHorizontalPadding
    }

    public func hash(into h: inout Hasher) { h.combine(text); h.combine(secondaryText) }
}

/// UIKit's `UIListContentView`: the configuration's image (leading, centred vertically, at its size within
/// `imageProperties.maximumSize`, centred in `reservedLayoutSize`'s width), then its text and
/// secondary text stacked (or side by side, the secondary text trailing), inside its layout margins.
open class UIListContentView: UIView, UIContentView {
    public let imageView = UIImageView(frame: .zero)
    public let textLabel = UILabel(frame: .zero)
    public let secondaryTextLabel = UILabel(frame: .zero)

    public var configuration: UIContentConfiguration {
        get { listConfiguration }
        set { if let c = newValue as? UIListContentConfiguration { listConfiguration = c } }
    }

    open var listConfiguration: UIListContentConfiguration { didSet { rebuild() } }

    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        rebuild()
    }

    public override init(frame: CGRect) {
        listConfiguration = .cell()
        super.init(frame: frame)
        rebuild()
    }

    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
        rebuild()
    }

    private var installed: [NSLayoutConstraint] = []

    private func rebuild() {
        NSLayoutConstraint.deactivate(installed)
        installed = []
        for v in [imageView, textLabel, secondaryTextLabel] { v.removeFromSuperview(); v.translatesAutoresizingMaskIntoConstraints = false }
        let c = listConfiguration
        directionalLayoutMargins = c.directionalLayoutMargins
        insetsLayoutMarginsFromSafeArea = false
        style(textLabel, c.text, c.textProperties)
        style(secondaryTextLabel, c.secondaryText, c.secondaryTextProperties)
        let margins = layoutMarginsGuide
        var leading = margins.leadingAnchor
        var imageLeadingOffset: CGFloat = 0
        var constraints: [NSLayoutConstraint] = []
        if let image = c.image {
            imageView.image = image
            imageView.tintColor = c.imageProperties.tintColor
            imageView.layer.cornerRadius = c.imageProperties.cornerRadius
            addSubview(imageView)
            // The image at its size, scaled down (aspect kept) to `maximumSize`; centred in
            // `reservedLayoutSize`'s width when that is wider, the text after the reserved width.
            var size = image.size
            let maximum = c.imageProperties.maximumSize
            if maximum.width > 0, size.width > maximum.width { size = CGSize(width: maximum.width, height: size.height * maximum.width / size.width) }
            if maximum.height > 0, size.height > maximum.height { size = CGSize(width: size.width * maximum.height / size.height, height: maximum.height) }
            let reserved = max(size.width, c.imageProperties.reservedLayoutSize.width)
            constraints += [imageView.widthAnchor.constraint(equalToConstant: size.width),
                            imageView.heightAnchor.constraint(equalToConstant: size.height),
                            imageView.centerXAnchor.constraint(equalTo: margins.leadingAnchor, constant: reserved / 2),
                            imageView.centerYAnchor.constraint(equalTo: margins.centerYAnchor),
                            imageView.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
                            imageView.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor)]
            leading = imageView.centerXAnchor
            imageLeadingOffset = reserved / 2
        }
        let hasText = c.text != nil, hasSecondary = c.secondaryText != nil
        let padding = c.image == nil ? 0 : imageLeadingOffset + c.imageToTextPadding
        if hasText { addSubview(textLabel) }
        if hasSecondary { addSubview(secondaryTextLabel) }
        switch (hasText, hasSecondary) {
        case (true, true) where c.prefersSideBySideTextAndSecondaryText:
            constraints += [textLabel.leadingAnchor.constraint(equalTo: leading, constant: padding),
                            secondaryTextLabel.leadingAnchor.constraint(greaterThanOrEqualTo: textLabel.trailingAnchor,
                                                                        constant: c.textToSecondaryTextHorizontalPadding),
                            secondaryTextLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor)]
            for label in [textLabel, secondaryTextLabel] {
                constraints += [label.centerYAnchor.constraint(equalTo: margins.centerYAnchor),
                                label.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
                                label.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor)]
            }
        case (true, true):
            constraints += [textLabel.topAnchor.constraint(equalTo: margins.topAnchor),
                            secondaryTextLabel.topAnchor.constraint(equalTo: textLabel.bottomAnchor,
                                                                    constant: c.textToSecondaryTextVerticalPadding),
                            secondaryTextLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor)]
            for label in [textLabel, secondaryTextLabel] {
                constraints += [label.leadingAnchor.constraint(equalTo: leading, constant: padding),
                                label.trailingAnchor.constraint(equalTo: margins.trailingAnchor)]
            }
        case (true, false), (false, true):
            let label = hasText ? textLabel : secondaryTextLabel
            constraints += [label.topAnchor.constraint(equalTo: margins.topAnchor),
                            label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
                            label.leadingAnchor.constraint(equalTo: leading, constant: padding),
                            label.trailingAnchor.constraint(equalTo: margins.trailingAnchor)]
        case (false, false):
            break
        }
        NSLayoutConstraint.activate(constraints)
        installed = constraints
    }

    private func style(_ label: UILabel, _ text: String?, _ p: UIListContentConfiguration.TextProperties) {
        label.text = text
        label.font = p.font
        label.textColor = p.color
        label.numberOfLines = p.numberOfLines
        label.textAlignment = p.alignment == .center ? .center : (p.alignment == .justified ? .justified : .natural)
        label.adjustsFontSizeToFitWidth = p.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = p.minimumScaleFactor
    }
}
