import Foundation

/// `UIFont.Weight`, by UIKit's names. `cssWeight` is the OpenType weight class the pinned fonts use.
public enum FontWeight: String, CaseIterable, Sendable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    public var cssWeight: Int {
        switch self {
        case .ultraLight: 100
        case .thin: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }

    /// The weight whose `cssWeight` is nearest `weightClass` (an `OS/2` weight class), the lighter on a tie.
    public static func nearest(toWeightClass weightClass: Int) -> FontWeight {
        allCases.min { abs($0.cssWeight - weightClass) < abs($1.cssWeight - weightClass) } ?? .regular
    }
}

/// `UIFont.systemFont(ofSize:weight:)`. The system font is drawn with the pinned fonts: Inter for
/// Latin, Noto Sans CJK KR for Korean. Sizes are logical points.
///
/// Tracking (extra space after every character, in points) defaults to what iOS gives the system
/// font at this size — SF Pro's tracking table (`sfProTracking(size:)`), applied to Inter.
///
/// A font made from a text style (`TextStyle.body.font`, `{"textStyle": "body"}`) remembers it in
/// `textStyle`, so that it follows the reader's content size (`withContentSize(_:)` in ScreenSpec),
/// as `UIFont.preferredFont(forTextStyle:)` does; giving it a `size` makes it a fixed font again.
public struct FontSpec: Hashable, Sendable {
    /// Setting it makes the font a fixed one (`textStyle` nil), as `UIFont.withSize(_:)` does.
    public var size: Double { didSet { textStyle = nil } }
    public var weight: FontWeight
    /// Points; nil means SF Pro's tracking for the size.
    public var tracking: Double?
    /// The text style the font was made from, nil for `systemFont(ofSize:weight:)`.
    public private(set) var textStyle: TextStyle?
    /// The font asked for by name (`UIFont(name:size:)`, a xib's `<fontDescription name=…>`, a screen
    /// file's `"name"`): drawn and measured in that face when `AppFonts` has it (`appFace`), else as the
    /// system font at `weight`. Nil: the system font.
    public var name: String?

    /// The registered face `name` stands for, if any.
    public var appFace: FontFace? { name.flatMap { AppFonts.shared.face(named: $0) } }

    public init(size: Double, weight: FontWeight = .regular, tracking: Double? = nil) {
        self.size = size; self.weight = weight; self.tracking = tracking
    }

    /// A text style's font at `size` (the style's size at some content size category).
    public init(textStyle: TextStyle, size: Double, weight: FontWeight, tracking: Double? = nil) {
        self.size = size; self.weight = weight; self.tracking = tracking; self.textStyle = textStyle
    }

    /// The tracking drawn: the given one, or SF Pro's for the size (none for an app's own face,
    /// which iOS sets at its own spacing).
    public var effectiveTracking: Double { tracking ?? (appFace == nil ? Self.sfProTracking(size: size) : 0) }

    /// The size from which iOS draws the system font in SF Pro Display instead of SF Pro Text
    /// (Apple's tracking table switches there too); the pinned fonts follow: Inter Display from
    /// here, Inter below.
    public static let displaySize = 20.0

    /// Whether the font is set in the display design (SF Pro Display; Inter Display here).
    public var isDisplaySize: Bool { size >= Self.displaySize }

    /// How much wider iOS sets Latin text in this font than Inter does (SF Pro's tracking applied to
    /// both): a factor on the advances of the text Inter draws, 1 except for bold below the display
    /// size, where SF Pro Text Bold is 3 % wider than Inter Bold. Read from the widths Interface
    /// Builder stored for single-line bold labels at their intrinsic size (`MeasuredTextRuleTests`):
    /// duckduckgo NotificationView.xib's 31-character 17-pt title needs 1.029–1.031, pocket-casts'
    /// 13-pt "HIGHLIGHT", "SUPPORTER" and "SHOW ALL" 1.016–1.040; semibold, medium and regular
    /// labels of the same corpus centre on 1.00–1.01, and bold from 20 pt (Inter Display) on 0.99–1.02,
    /// so they keep Inter's advances.
    public var sfProWidthFactor: Double { weight == .bold && !isDisplaySize && appFace == nil ? 1.03 : 1 }

    /// SF Pro's tracking at `size` points, in points: Apple's published table (SF Pro Text below
    /// 20 pt, SF Pro Display from 20 pt; thousandths of an em, a size between two rows taking the
    /// lower row): 17 pt → −24/1000 em = −0.408 pt, 34 pt → +11/1000 em = +0.374 pt.
    public static func sfProTracking(size: Double) -> Double {
        guard size.isFinite, size > 0 else { return 0 }
        let text: [(Double, Double)] = [(6, 41), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11),
                                        (15, -16), (16, -20), (17, -24), (18, -25), (19, -26)]
        let display: [(Double, Double)] = [(20, 19), (21, 17), (22, 16), (24, 15), (25, 14), (27, 13), (30, 12), (33, 11),
                                           (40, 10), (44, 9), (48, 8), (50, 7), (53, 6), (56, 5), (60, 4), (65, 3), (69, 2), (80, 0)]
        let rows = size < displaySize ? text : display
        let row = rows.last { $0.0 <= size.rounded(.down) } ?? rows[0]
        return size * row.1 / 1000
    }
}

/// UIKit's text styles (`UIFont.TextStyle`) and their sizes at every content size category — the one
/// text-style table (rule I3): screen files, `UIFont.preferredFont(forTextStyle:)` and the traits'
/// content size all read it.
public enum TextStyle: String, CaseIterable, Sendable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2
    case extraLargeTitle, extraLargeTitle2

    /// `UIFont.preferredFont(forTextStyle:)` at the default content size: its size and weight, with
    /// SF Pro's tracking, remembering the style (it follows the content size category).
    public var font: FontSpec { FontSpec(textStyle: self, size: defaultSize, weight: weight) }

    /// The column of the default ("Large") content size category in `dynamicTypeSizes`.
    public static let defaultColumn = 3

    /// Each style's point size at each content size category, `extraSmall` to
    /// `accessibilityExtraExtraExtraLarge` (`UIContentSizeCategory.allCases`, `large` the fourth).
    ///
    /// Source: printed by UIKit itself — temoki/UIKit_DynamicType @04de9d61eddb67ee987f8b9f11c9cccdda96af6c,
    /// `README.md` ("Font size change due to combination UIContentSizeCategory and UIFont.TextStyle",
    /// "Check with Xcode 11.3 and iOS 13.3 simulator"). It agrees with Apple's HIG table ("Dynamic Type
    /// sizes", iOS) everywhere but `caption2` at AX5, where the recording says 41 and the HIG 40: the
    /// recording wins. `extraLargeTitle` and `extraLargeTitle2` (iOS 17) are in neither table: they
    /// are 36 and 28 at Large and scale as `largeTitle` and `title1` do, rounded to the point (our
    /// choice; README "Not yet confirmed").
    static let dynamicTypeSizes: [TextStyle: [Double]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
    ]

    /// The style's point size in content size category column `column` (0 `extraSmall` … 11 AX5).
    public func pointSize(atColumn column: Int) -> Double {
        let column = min(max(0, column), 11)
        if let sizes = Self.dynamicTypeSizes[self] { return sizes[column] }
        // The iOS 17 extra-large titles follow the title they are drawn beside.
        let (size, reference): (Double, TextStyle) = self == .extraLargeTitle ? (36, .largeTitle) : (28, .title1)
        return (size * reference.pointSize(atColumn: column) / reference.pointSize(atColumn: Self.defaultColumn)).rounded()
    }

    /// The style's size at the default ("Large") content size category.
    public var defaultSize: Double { pointSize(atColumn: Self.defaultColumn) }

    /// Rule I3: the distance from one line's baseline to the next in text set in a text style, by point
    /// size — Apple's Human Interface Guidelines ("Typography", the "Dynamic Type sizes" table's
    /// *Leading* column: Body 17/22, Large Title 34/41, Caption 1 12/16 at the default size). A
    /// multi-line label in a text style is its first line (`UIFont.lineHeight`) plus this pitch for each
    /// line after it; a font from `systemFont(ofSize:)` has no such spacing (its lines are
    /// `lineHeight` apart). Interface Builder's frames agree: OnionBrowser/OnionBrowser @44edf9a
    /// `WhyViewController.xib` stores two- and three-line Body labels 42.33 and 64.33 tall (20.33 + 22,
    /// + 44) and a two-line Title 0 (Large Title) 81.67 (40.67 + 41); xib-corpus-2 Caption 1 30.5
    /// (14.5 + 16). Sizes between the table's rows take the nearer row below's pitch plus the difference.
    public static func linePitch(size: Double) -> Double {
        guard size.isFinite, size > 0 else { return 0 }
        let rows: [(Double, Double)] = [(11, 13), (12, 16), (13, 18), (14, 19), (15, 20), (16, 21), (17, 22), (18, 23), (19, 24),
                                        (20, 25), (21, 26), (22, 28), (23, 29), (24, 30), (25, 31), (26, 32), (27, 33), (28, 34),
                                        (30, 37), (31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48), (44, 52),
                                        (48, 57), (52, 61), (56, 66), (60, 70)]
        guard let below = rows.last(where: { $0.0 <= size }) else { return 13 * size / 11 }
        return below.1 + (size - below.0)
    }

    /// Semibold for `headline`, bold for the two extra-large titles, else regular.
    public var weight: FontWeight {
        switch self {
        case .headline: .semibold
        case .extraLargeTitle, .extraLargeTitle2: .bold
        default: .regular
        }
    }
}
