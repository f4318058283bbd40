import CollectionLayout
import Foundation
import Scene

/// Dynamic Type: each text style's point size at each `UIContentSizeCategory` — what
/// `UIFont.preferredFont(forTextStyle:compatibleWith:)` returns for a trait collection of that category.
///
/// Source: printed by UIKit itself — temoki/UIKit_DynamicType @04de9d61eddb67ee987f8b9f11c9cccdda96af6c,
/// `README.md` ("Font size change due to combination UIContentSizeCategory and UIFont.TextStyle",
/// "Check with Xcode 11.3 and iOS 13.3 simulator"). It agrees with Apple's HIG table ("Dynamic Type
/// sizes", iOS) everywhere but `caption2` at AX5, where the recording says 41 and the HIG 40: the
/// recording wins. `extraLargeTitle` and `extraLargeTitle2` (iOS 17) are in neither table: they
/// scale as `largeTitle` and `title1` do, rounded to the point (our choice; README "Not yet confirmed").
///
/// ```swift
/// TextStyle.body.pointSize(at: .accessibilityExtraLarge)     // 40
/// TextStyle.body.font.withContentSize(.extraSmall).size     // 14
/// ```
extension TextStyle {
    /// Sizes from `extraSmall` to `accessibilityExtraExtraExtraLarge` (`UIContentSizeCategory.allCases`).
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

    /// The style's point size for a reader of `category`.
    public func pointSize(at category: UIContentSizeCategory) -> Double {
        if let sizes = Self.dynamicTypeSizes[self] { return sizes[category.position] }
        // The iOS 17 extra-large titles follow the title they are drawn beside.
        let reference: TextStyle = self == .extraLargeTitle ? .largeTitle : .title1
        return (defaultSize * reference.pointSize(at: category) / reference.defaultSize).rounded()
    }
}

extension FontSpec {
    /// This font for a reader of `category`: a text style's font takes the style's size there (its
    /// weight and any tracking it was given stay); a fixed font (`systemFont(ofSize:)`, a xib's
    /// `type="system" pointSize="17"`) stays as it is, as in UIKit.
    public func withContentSize(_ category: UIContentSizeCategory) -> FontSpec {
        guard let textStyle else { return self }
        return FontSpec(textStyle: textStyle, size: textStyle.pointSize(at: category), weight: weight, tracking: tracking)
    }
}
