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
}

/// `UIFont.systemFont(ofSize:weight:)`. The system font is drawn with the pinned fonts: Inter for
/// Latin, Noto Sans CJK KR for Korean. Sizes are logical points.
///
/// Tracking (extra space after every character, in points) defaults to what iOS gives the system
/// font at this size — SF Pro's tracking table (`sfProTracking(size:)`), applied to Inter.
public struct FontSpec: Hashable, Sendable {
    public var size: Double
    public var weight: FontWeight
    /// Points; nil means SF Pro's tracking for the size.
    public var tracking: Double?

    public init(size: Double, weight: FontWeight = .regular, tracking: Double? = nil) {
        self.size = size; self.weight = weight; self.tracking = tracking
    }

    /// The tracking drawn: the given one, or SF Pro's for the size.
    public var effectiveTracking: Double { tracking ?? Self.sfProTracking(size: size) }

    /// SF Pro's tracking at `size` points, in points: Apple's published table (SF Pro Text below
    /// 20 pt, SF Pro Display from 20 pt; thousandths of an em, a size between two rows taking the
    /// lower row): 17 pt → −24/1000 em = −0.408 pt, 34 pt → +11/1000 em = +0.374 pt.
    public static func sfProTracking(size: Double) -> Double {
        guard size.isFinite, size > 0 else { return 0 }
        let text: [(Double, Double)] = [(6, 41), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11),
                                        (15, -16), (16, -20), (17, -24), (18, -25), (19, -26)]
        let display: [(Double, Double)] = [(20, 19), (21, 17), (22, 16), (24, 15), (25, 14), (27, 13), (30, 12), (33, 11),
                                           (40, 10), (44, 9), (48, 8), (50, 7), (53, 6), (56, 5), (60, 4), (65, 3), (69, 2), (80, 0)]
        let rows = size < 20 ? text : display
        let row = rows.last { $0.0 <= size.rounded(.down) } ?? rows[0]
        return size * row.1 / 1000
    }
}

/// `UIFont.TextStyle` at the default ("Large") content size (uikit-semantics.md §I3).
public enum TextStyle: String, CaseIterable, Sendable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2
    case extraLargeTitle, extraLargeTitle2

    /// `UIFont.preferredFont(forTextStyle:)`: its size and weight, with SF Pro's tracking.
    public var font: FontSpec {
        switch self {
        case .largeTitle: FontSpec(size: 34)
        case .title1: FontSpec(size: 28)
        case .title2: FontSpec(size: 22)
        case .title3: FontSpec(size: 20)
        case .headline: FontSpec(size: 17, weight: .semibold)
        case .body: FontSpec(size: 17)
        case .callout: FontSpec(size: 16)
        case .subheadline: FontSpec(size: 15)
        case .footnote: FontSpec(size: 13)
        case .caption1: FontSpec(size: 12)
        case .caption2: FontSpec(size: 11)
        case .extraLargeTitle: FontSpec(size: 36, weight: .bold)
        case .extraLargeTitle2: FontSpec(size: 28, weight: .bold)
        }
    }
}
