import Foundation

/// UIKit's `UIContentSizeCategory`: the reader's preferred text size (Settings › Display & Text Size ›
/// Larger Text), from `extraSmall` to `accessibilityExtraExtraExtraLarge`; `large` is the default.
/// A section provider reads it from `environment.traitCollection.preferredContentSizeCategory`, as in
/// UIKit (`if category.isAccessibilityCategory { one column }`).
///
/// Difference from UIKit: an enum (UIKit's is a string-backed struct whose raw values are
/// `UICTContentSizeCategoryL` and so on; `rawValue` here is the Swift case name), without
/// `unspecified`. `shortName` is what golden names carry: `XS` … `XXXL`, `AX1` … `AX5`.
public enum UIContentSizeCategory: String, CaseIterable, Comparable, Hashable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge,
         accessibilityExtraExtraExtraLarge

    /// UIKit's `isAccessibilityCategory`: the five sizes of "Larger Accessibility Sizes".
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// `XS`, `S`, `M`, `L`, `XL`, `XXL`, `XXXL`, `AX1` … `AX5` (the names the HIG's table and
    /// Xcode's Environment Overrides use).
    public var shortName: String {
        ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"][position]
    }

    /// A category by its UIKit case name (`accessibilityExtraLarge`) or its short name (`AX3`).
    public init?(named name: String) {
        if let category = Self(rawValue: name) { self = category; return }
        guard let category = Self.allCases.first(where: { $0.shortName == name }) else { return nil }
        self = category
    }

    /// Index in `allCases`, smallest first (`extraSmall` 0, `large` 3): a column of a size table.
    public var position: Int { Self.allCases.firstIndex(of: self) ?? 3 }

    public static func < (a: Self, b: Self) -> Bool { a.position < b.position }
}
