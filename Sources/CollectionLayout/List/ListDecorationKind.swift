import Foundation

/// Layoutshot's addition (UIKit has no such names): the element kinds of the decoration items that
/// `NSCollectionLayoutSection.list(using:layoutEnvironment:)` adds, so that whoever draws a solved
/// layout knows which sections are lists, in which appearance, and whether they show separators.
/// UIKit draws list chrome inside its cells; here the chrome is data in the solved layout.
///
/// Both decorations cover the section's rows exactly — from the first row's top to the last row's
/// bottom, as wide as the rows — with zIndex 0 (the section's cells rise to 1, rule D6):
/// - the background, one per list section, of kind `background(for:)`. For `.insetGrouped` it is the
///   platter (`"UICollectionViewListInsetGroupedBackground"`: draw it with 10-pt continuous corners);
/// - `separators`, only when the list shows them: a hairline goes under every row but the last.
public enum ListDecorationKind {
    /// Present when the section draws separators between its rows.
    public static let separators = "UICollectionViewListSeparators"

    /// `"UICollectionViewListPlainBackground"`, `…GroupedBackground`, `…InsetGroupedBackground`,
    /// `…SidebarBackground`, `…SidebarPlainBackground`.
    public static func background(for appearance: UICollectionLayoutListConfiguration.Appearance) -> String {
        switch appearance {
        case .plain: "UICollectionViewListPlainBackground"
        case .grouped: "UICollectionViewListGroupedBackground"
        case .insetGrouped: "UICollectionViewListInsetGroupedBackground"
        case .sidebar: "UICollectionViewListSidebarBackground"
        case .sidebarPlain: "UICollectionViewListSidebarPlainBackground"
        }
    }

    /// The appearance whose background decoration has `kind`, or nil for any other kind.
    public static func appearance(ofBackground kind: String) -> UICollectionLayoutListConfiguration.Appearance? {
        UICollectionLayoutListConfiguration.Appearance.allCases.first { background(for: $0) == kind }
    }
}
