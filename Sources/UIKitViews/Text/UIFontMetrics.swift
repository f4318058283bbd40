import AutoLayout
import Foundation
import Scene

/// UIKit's `UIFontMetrics`: scales a fixed font or length as Dynamic Type scales a text style — by
/// the style's point size at the simulated reader's content size (`UIKitSimulation.contentSizeCategory`)
/// over its size at Large, the default (rule I3's table, `TextStyle.dynamicTypeSizes`). At Large
/// everything keeps its size. `default` follows Body.
///
/// ```swift
/// UIFontMetrics(forTextStyle: .footnote).scaledFont(for: .systemFont(ofSize: 13))   // 13 pt at Large
/// ```
public final class UIFontMetrics: Sendable {
    public let textStyle: UIFont.TextStyle

    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }

    /// Body's metrics.
    public static var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    public func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, compatibleWith: nil)
    }

    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        font.withSize(font.pointSize * factor(traitCollection))
    }

    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        font.withSize(min(font.pointSize * factor(traitCollection), maximumPointSize))
    }

    public func scaledValue(for value: CGFloat) -> CGFloat { value * factor(nil) }

    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * factor(traitCollection)
    }

    /// The style's size at the reader's category over its size at Large.
    private func factor(_ traits: UITraitCollection?) -> CGFloat {
        let style = textStyle.sceneStyle
        let category = traits?.preferredContentSizeCategory ?? UIKitSimulation.contentSizeCategory
        let large = style.pointSize(at: .large)
        return large > 0 ? CGFloat(style.pointSize(at: category) / large) : 1
    }
}
