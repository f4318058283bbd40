import CollectionLayout
import Foundation
import Scene

/// Dynamic Type: each text style's point size at each `UIContentSizeCategory`, from the one table
/// (`TextStyle.dynamicTypeSizes`, rule I3) — what `UIFont.preferredFont(forTextStyle:compatibleWith:)`
/// returns for a trait collection of that category, and what a screen's text-style fonts become
/// under `--content-size`.
///
/// ```swift
/// TextStyle.body.pointSize(at: .accessibilityExtraLarge)     // 40
/// TextStyle.body.font.withContentSize(.extraSmall).size     // 14
/// ```
extension TextStyle {
    /// The style's point size for a reader of `category`.
    public func pointSize(at category: UIContentSizeCategory) -> Double {
        pointSize(atColumn: category.position)
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
