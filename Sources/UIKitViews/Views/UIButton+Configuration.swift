import AutoLayout
import Foundation

/// UIKit's `UIConfigurationTextAttributesTransformer` (iOS 15): changes the attributes a button's title
/// is drawn with (its `font` and `foregroundColor`, `AttributeScopes.UIKitAttributes`).
public struct UIConfigurationTextAttributesTransformer: Sendable {
    public let transform: @Sendable (AttributeContainer) -> AttributeContainer
    public init(_ transform: @escaping @Sendable (AttributeContainer) -> AttributeContainer) { self.transform = transform }
    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }

    /// Layoutshot: a transformer setting the font (what IB's `titleFontDescription` makes).
    public static func font(_ font: UIFont) -> UIConfigurationTextAttributesTransformer {
        UIConfigurationTextAttributesTransformer { var c = $0; c.uiKit.font = font; return c }
    }
}

/// UIKit's `UIConfigurationColorTransformer` (iOS 14): changes a colour a configuration resolves.
public struct UIConfigurationColorTransformer: Sendable {
    public let transform: @Sendable (UIColor) -> UIColor
    public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) { self.transform = transform }
    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }
    /// UIKit's grayscale transformer. Difference from UIKit: the colour is kept (no desaturation).
    public static let grayscale = UIConfigurationColorTransformer { $0 }
    /// UIKit's: the tint colour whatever the input. Here `systemBlue` (the default tint).
    public static let preferredTint = UIConfigurationColorTransformer { _ in .systemBlue }
    public static let monochromeTint = UIConfigurationColorTransformer { _ in .systemBlue }
}

extension UIButton {
    /// UIKit's `UIButton.Configuration` (iOS 15): a button's content — title, subtitle, image — and
    /// appearance, from one of UIKit's styles. A button with a configuration is drawn from it (issue 32,
    /// rule "views" in docs/rules.md): its background in the style's colour and corner, then the image and
    /// the title (and subtitle) centred in the frame inset by `contentInsets`, in the foreground colour.
    ///
    /// Differences from UIKit: `macIdiomStyle`, `indicator` and `showsActivityIndicator` are kept, not
    /// drawn; the styles' colours, corner radii, fonts and insets other than the medium size's are
    /// choices (README "Not yet confirmed").
    ///
    /// ```swift
    /// var c = UIButton.Configuration.filled()
    /// c.title = "Get"; c.cornerStyle = .capsule
    /// let get = UIButton(configuration: c)
    /// ```
    public struct Configuration {
        /// UIKit's `UIButton.Configuration.CornerStyle`.
        public enum CornerStyle: Int, Sendable { case fixed = -1, dynamic, small, medium, large, capsule }
        /// UIKit's `UIButton.Configuration.Size`.
        public enum Size: Int, Sendable { case mini, small, medium, large }
        /// UIKit's `UIButton.Configuration.TitleAlignment`.
        public enum TitleAlignment: Int, Sendable { case automatic, leading, center, trailing }
        /// UIKit's `UIButton.Configuration.MacIdiomStyle` (kept).
        public enum MacIdiomStyle: Int, Sendable { case automatic, bordered, borderless, borderlessTinted }
        /// UIKit's `UIButton.Configuration.Indicator` (kept).
        public enum Indicator: Int, Sendable { case automatic, none, popup }
        /// Layoutshot: the UIKit style the configuration was made with (UIKit keeps it privately).
        public enum Style: String, Sendable, CaseIterable {
            case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
        }

        public let style: Style
        public var background = UIBackgroundConfiguration()
        public var cornerStyle = CornerStyle.dynamic
        public var buttonSize = Size.medium
        public var macIdiomStyle = MacIdiomStyle.automatic
        public var indicator = Indicator.automatic
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        public var image: UIImage?
        public var imageColorTransformer: UIConfigurationColorTransformer?
        /// UIKit's `preferredSymbolConfigurationForImage`, typed `UIImage.SymbolConfiguration` by the
        /// `UIKit` module (which declares that class); kept.
        public var symbolConfigurationStorage: AnyObject?
        public var showsActivityIndicator = false
        public var activityIndicatorColorTransformer: UIConfigurationColorTransformer?
        public var title: String?
        public var attributedTitle: AttributedString?
        public var subtitle: String?
        public var attributedSubtitle: AttributedString?
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        public var titleLineBreakMode = NSLineBreakMode.byTruncatingTail
        public var subtitleLineBreakMode = NSLineBreakMode.byTruncatingTail
        /// UIKit's `contentInsets`: until set, the size's (`defaultContentInsets`).
        public var contentInsets: NSDirectionalEdgeInsets {
            get { explicitContentInsets ?? Self.defaultContentInsets(buttonSize) }
            set { explicitContentInsets = newValue }
        }
        private var explicitContentInsets: NSDirectionalEdgeInsets?
        public var imagePlacement = NSDirectionalRectEdge.leading
        public var imagePadding: CGFloat = 0
        public var imageReservation: CGFloat = 0
        public var titlePadding: CGFloat = 0
        public var titleAlignment = TitleAlignment.automatic
        public var automaticallyUpdateForSelection = true

        init(style: Style) { self.style = style }

        public static func plain() -> Configuration { Configuration(style: .plain) }
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        public static func gray() -> Configuration { Configuration(style: .gray) }
        public static func filled() -> Configuration { Configuration(style: .filled) }
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }

        /// Layoutshot: the configuration is for a disabled button (`updated(for:)`): drawn greyed.
        public internal(set) var isForDisabledButton = false

        /// UIKit's `updated(for:)`: the configuration for the button's state — a disabled button's greyed
        /// (`tertiarySystemFill` behind `tertiaryLabel`, a choice); highlight and selection are not drawn
        /// (a capture is at rest).
        public func updated(for button: UIButton) -> Configuration {
            var updated = self
            updated.isForDisabledButton = !button.isEnabled
            return updated
        }

        /// Rule "views": the content insets of each size. Medium, 7 pt above and below and 12 at the
        /// sides, is measured (OpenArchive/Save-app-ios SideMenuViewController.xib: a plain body-font
        /// configuration button IB stores 34.33 pt tall at @3x, 20.33 + 2 × 7); the others are choices.
        public static func defaultContentInsets(_ size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .mini: NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
            case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }
    }
}

extension UIButton.Configuration {
    /// The title's text: the attributed title's characters, else `title`.
    public var titleText: String? { attributedTitle.map { String($0.characters) } ?? title }
    public var subtitleText: String? { attributedSubtitle.map { String($0.characters) } ?? subtitle }

    /// The title's font: the attributed title's, else the size's text style (body for medium and large,
    /// subheadline small, footnote mini — a choice), through `titleTextAttributesTransformer`.
    public var titleFont: UIFont {
        let style: UIFont.TextStyle = switch buttonSize {
        case .mini: .footnote
        case .small: .subheadline
        case .medium, .large: .body
        }
        return font(attributedTitle, default: .preferredFont(forTextStyle: style), transformer: titleTextAttributesTransformer)
    }

    /// The subtitle's font: the attributed subtitle's, else footnote (caption 1 small, caption 2 mini).
    public var subtitleFont: UIFont {
        let style: UIFont.TextStyle = switch buttonSize {
        case .mini: .caption2
        case .small: .caption1
        case .medium, .large: .footnote
        }
        return font(attributedSubtitle, default: .preferredFont(forTextStyle: style), transformer: subtitleTextAttributesTransformer)
    }

    private func font(_ text: AttributedString?, default fallback: UIFont, transformer: UIConfigurationTextAttributesTransformer?) -> UIFont {
        var container = AttributeContainer()
        container.uiKit.font = text?.runs.first?.uiKit.font ?? fallback
        if let transformer { container = transformer(container) }
        return container.uiKit.font ?? fallback
    }

    /// The title's colour: the attributed title's or the transformer's, else the foreground colour.
    public func titleColor(tint: UIColor) -> UIColor {
        if isForDisabledButton { return .tertiaryLabel }
        var container = AttributeContainer()
        container.uiKit.foregroundColor = attributedTitle?.runs.first?.uiKit.foregroundColor ?? foregroundColor(tint: tint)
        if let titleTextAttributesTransformer { container = titleTextAttributesTransformer(container) }
        return container.uiKit.foregroundColor ?? foregroundColor(tint: tint)
    }

    /// The foreground (title, subtitle, symbol image): `baseForegroundColor`, else white on the filled
    /// styles and the tint on the others.
    public func foregroundColor(tint: UIColor) -> UIColor {
        if isForDisabledButton { return .tertiaryLabel }
        if let baseForegroundColor { return baseForegroundColor }
        switch style {
        case .filled, .borderedProminent: return .white
        default: return tint
        }
    }

    /// The background's fill: the background configuration's colour, else the style's — the tint
    /// (or `baseBackgroundColor`) filled, at 15 % tinted, `tertiarySystemFill` gray, none plain.
    public func backgroundFill(tint: UIColor) -> UIColor? {
        if let color = background.backgroundColor { return color }
        let base = baseBackgroundColor ?? tint
        switch style {
        case .plain, .borderless: return nil
        case _ where isForDisabledButton: return .tertiarySystemFill
        case .filled, .borderedProminent: return base
        case .tinted, .borderedTinted: return base.withAlphaComponent(0.15)
        case .gray, .bordered: return baseBackgroundColor ?? .tertiarySystemFill
        }
    }

    /// The background's corner radius in a frame `height` tall: the background's own (`fixed`), half the
    /// height (`capsule`), else small 4, medium 8, large 12, `dynamic` as the size's (6 mini and small,
    /// 8 medium and large) — choices.
    public func cornerRadius(height: CGFloat) -> CGFloat {
        switch cornerStyle {
        case .fixed: background.cornerRadius
        case .capsule: height / 2
        case .small: 4
        case .medium: 8
        case .large: 12
        case .dynamic: buttonSize == .mini || buttonSize == .small ? 6 : 8
        }
    }
}

/// Layoutshot, rule "views": where a configuration button's image, title and subtitle go — the title above the
/// subtitle (`titlePadding` between), the image on its `imagePlacement` side of them (`imagePadding`
/// between), the whole centred in the bounds inset by `contentInsets`. The intrinsic size is that
/// content plus the insets.
public struct ButtonConfigurationLayout {
    public let configuration: UIButton.Configuration
    public let imageSize: CGSize?
    public let titleSize: CGSize?
    public let subtitleSize: CGSize?
    public let rightToLeft: Bool

    public init(configuration: UIButton.Configuration, imageSize: CGSize?, titleSize: CGSize?, subtitleSize: CGSize?, rightToLeft: Bool) {
        self.configuration = configuration
        self.imageSize = imageSize
        self.titleSize = titleSize
        self.subtitleSize = subtitleSize
        self.rightToLeft = rightToLeft
    }

    /// The title and subtitle's block.
    public var textSize: CGSize? {
        switch (titleSize, subtitleSize) {
        case let (t?, s?): CGSize(width: max(t.width, s.width), height: t.height + configuration.titlePadding + s.height)
        case let (t?, nil): t
        case let (nil, s?): s
        case (nil, nil): nil
        }
    }

    private var imageBeside: Bool { !configuration.imagePlacement.contains(.top) && !configuration.imagePlacement.contains(.bottom) }

    /// The image and text together.
    public var contentSize: CGSize {
        let image = imageSize ?? .zero, text = textSize ?? .zero
        let gap = imageSize != nil && textSize != nil ? configuration.imagePadding : 0
        return imageBeside ? CGSize(width: image.width + gap + text.width, height: max(image.height, text.height))
                           : CGSize(width: max(image.width, text.width), height: image.height + gap + text.height)
    }

    public var intrinsicSize: CGSize {
        let i = configuration.contentInsets, c = contentSize
        return CGSize(width: c.width + i.leading + i.trailing, height: c.height + i.top + i.bottom)
    }

    /// The image's, title's and subtitle's frames in `bounds`.
    public func frames(in bounds: CGRect) -> (image: CGRect?, title: CGRect?, subtitle: CGRect?) {
        let i = configuration.contentInsets
        let left = rightToLeft ? i.trailing : i.leading, right = rightToLeft ? i.leading : i.trailing
        let box = CGRect(x: bounds.minX + left, y: bounds.minY + i.top, width: max(0, bounds.width - left - right),
                         height: max(0, bounds.height - i.top - i.bottom))
        let c = contentSize
        let content = CGRect(x: box.midX - c.width / 2, y: box.midY - c.height / 2, width: c.width, height: c.height)
        let text = textSize ?? .zero, image = imageSize ?? .zero
        let gap = imageSize != nil && textSize != nil ? configuration.imagePadding : 0
        var imageOrigin = CGPoint(x: content.minX, y: content.midY - image.height / 2)
        var textOrigin = CGPoint(x: content.maxX - text.width, y: content.midY - text.height / 2)
        let trailingImage = configuration.imagePlacement.contains(.trailing)
        if imageBeside, trailingImage != rightToLeft {
            textOrigin.x = content.minX
            imageOrigin.x = content.maxX - image.width
        } else if !imageBeside {
            imageOrigin.x = content.midX - image.width / 2
            textOrigin.x = content.midX - text.width / 2
            let imageOnTop = configuration.imagePlacement.contains(.top)
            imageOrigin.y = imageOnTop ? content.minY : content.maxY - image.height
            textOrigin.y = imageOnTop ? content.minY + image.height + gap : content.minY
        }
        let imageFrame = imageSize.map { CGRect(origin: imageOrigin, size: $0) }
        let titleFrame = titleSize.map { CGRect(x: textOrigin.x + (text.width - $0.width) / 2, y: textOrigin.y, width: $0.width, height: $0.height) }
        let subtitleY = textOrigin.y + (titleSize.map { $0.height + configuration.titlePadding } ?? 0)
        let subtitleFrame = subtitleSize.map { CGRect(x: textOrigin.x + (text.width - $0.width) / 2, y: subtitleY, width: $0.width, height: $0.height) }
        return (imageFrame, titleFrame, subtitleFrame)
    }
}
