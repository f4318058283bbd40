/// `<button buttonType="system" contentHorizontalAlignment="center" lineBreakMode="middleTruncation">` with
/// `<state key="normal" title="Open" image="chevron"><color key="titleColor" …/></state>`, `<fontDescription
/// key="fontDescription">`, `<inset key="contentEdgeInsets" minX="8" minY="4" maxX="8" maxY="4"/>` and, from
/// iOS 15, `<buttonConfiguration key="configuration" style="filled" title="Button"/>`.
public struct IBButton: Sendable, Equatable {
    /// `buttonType=` as written (system, custom, roundedRect, detailDisclosure, contactAdd, close, …).
    public var buttonType: String?
    /// The `<state>` elements in document order (normal, highlighted, selected, disabled).
    public var states: [IBButtonState] = []
    public var font: IBFont?
    public var contentEdgeInsets: IBEdgeInsets?
    public var titleEdgeInsets: IBEdgeInsets?
    public var imageEdgeInsets: IBEdgeInsets?
    public var configuration: IBButtonConfiguration?
    public var lineBreakMode: IBLineBreakMode?
    /// `contentHorizontalAlignment=` / `contentVerticalAlignment=` as written.
    public var contentHorizontalAlignment: String?
    public var contentVerticalAlignment: String?

    public init(buttonType: String? = nil) { self.buttonType = buttonType }

    /// The state with `key` ("normal", "highlighted", "selected", "disabled").
    public func state(_ key: String) -> IBButtonState? { states.first { $0.key == key } }
}

/// `<state key="normal" title="GET" image="icon" backgroundImage="bg"><color key="titleColor" …/></state>`;
/// an `<attributedString key="attributedTitle">` gives `title` its concatenated fragments.
public struct IBButtonState: Sendable, Equatable {
    public var key: String
    public var title: String?
    public var titleColor: IBColor?
    public var titleShadowColor: IBColor?
    public var image: String?
    public var backgroundImage: String?
    /// The state's SF Symbol configuration (`<preferredSymbolConfiguration>`, an image reference's `symbolScale`).
    public var symbolConfiguration: IBSymbolConfiguration?

    public init(key: String, title: String? = nil) {
        self.key = key
        self.title = title
    }
}

/// `<buttonConfiguration key="configuration" style="filled" title="Button" image="play" imagePlacement="leading"
/// imagePadding="4">` with an optional `<fontDescription key="titleFontDescription">` (any key), `<color
/// key="baseForegroundColor">`/`"baseBackgroundColor"` and `<directionalEdgeInsets key="contentInsets">`.
public struct IBButtonConfiguration: Sendable, Equatable {
    /// `style=`: plain, tinted, gray, filled, borderless, borderedTinted, …; nil when absent.
    public var style: String?
    public var title: String?
    public var subtitle: String?
    public var image: String?
    /// The image's SF Symbol configuration (`<preferredSymbolConfiguration>`, an image reference's `symbolScale`).
    public var symbolConfiguration: IBSymbolConfiguration?
    public var imagePlacement: String?
    public var imagePadding: Double?
    public var titlePadding: Double?
    public var cornerStyle: String?
    /// `buttonSize=`: mini, small, medium, large; nil when absent (medium).
    public var buttonSize: String?
    public var font: IBFont?
    public var baseForegroundColor: IBColor?
    public var baseBackgroundColor: IBColor?
    /// `<backgroundConfiguration key="background">`'s `<color key="backgroundColor">`.
    public var backgroundColor: IBColor?
    public var contentInsets: IBDirectionalEdgeInsets?

    public init(style: String? = nil, title: String? = nil) {
        self.style = style
        self.title = title
    }
}
