import CollectionLayout
import Foundation

/// Sections, their boundary and decoration items, and the layout's configuration.
extension LayoutDecoding {
    /// `NSRectAlignment`, in UIKit's order (`.none` is not a place to put a header).
    static let alignments: KeyValuePairs<String, NSRectAlignment> = [
        "top": .top, "topLeading": .topLeading, "leading": .leading, "bottomLeading": .bottomLeading,
        "bottom": .bottom, "bottomTrailing": .bottomTrailing, "trailing": .trailing, "topTrailing": .topTrailing,
    ]

    /// `NSCollectionLayoutBoundarySupplementaryItem(layoutSize:elementKind:alignment:absoluteOffset:)`
    /// and `extendsBoundary`, `pinToVisibleBounds`, `zIndex`.
    static func boundaryItem(_ node: JSONNode) throws -> NSCollectionLayoutBoundarySupplementaryItem {
        let o = try node.object()
        let layoutSize = try size(o.required("layoutSize"))
        let kind = ElementKind.canonical(try o.required("elementKind").string())
        let alignment = try choice(o.required("alignment"), alignments)
        let offset = try o.optional("absoluteOffset").map { try point($0, limit: 100_000) } ?? .zero
        let item = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: layoutSize, elementKind: kind,
                                                               alignment: alignment, absoluteOffset: offset)
        if let n = o.optional("extendsBoundary") { item.extendsBoundary = try n.bool() }
        if let n = o.optional("pinToVisibleBounds") { item.pinToVisibleBounds = try n.bool() }
        if let n = o.optional("zIndex") { item.zIndex = try n.integer(in: -1000...1000) }
        try o.finish()
        return item
    }

    /// `NSCollectionLayoutDecorationItem.background(elementKind:)`:
    /// `{"background": "section-background", "contentInsets": …, "zIndex": 0}`.
    static func decorationItem(_ node: JSONNode) throws -> NSCollectionLayoutDecorationItem {
        let o = try node.object()
        let item = NSCollectionLayoutDecorationItem.background(elementKind: try o.required("background").string())
        if let n = o.optional("contentInsets") { item.contentInsets = try directionalInsets(n) }
        if let n = o.optional("zIndex") { item.zIndex = try n.integer(in: -1000...1000) }
        try o.finish()
        return item
    }

    static let insetsReferences: KeyValuePairs<String, UIContentInsetsReference> = [
        "automatic": .automatic, "none": .none, "safeArea": .safeArea,
        "layoutMargins": .layoutMargins, "readableContent": .readableContent,
    ]

    static let orthogonalBehaviors: KeyValuePairs<String, UICollectionLayoutSectionOrthogonalScrollingBehavior> = [
        "none": .none, "continuous": .continuous, "continuousGroupLeadingBoundary": .continuousGroupLeadingBoundary,
        "paging": .paging, "groupPaging": .groupPaging, "groupPagingCentered": .groupPagingCentered,
    ]

    /// `NSCollectionLayoutSection(group:)`, or `NSCollectionLayoutSection.list(using:layoutEnvironment:)`
    /// for `{"list": {…}}`, then its properties (set on a list section as code may after `list`).
    static func section(_ node: JSONNode) throws -> NSCollectionLayoutSection {
        let o = try node.object()
        let (kind, body) = try o.exactlyOne(of: ["group", "list"], what: "a section layout")
        let section = kind == "list"
            ? NSCollectionLayoutSection.list(using: try listConfiguration(body), layoutEnvironment: DecodingEnvironment())
            : NSCollectionLayoutSection(group: try group(body))
        if let n = o.optional("contentInsets") { section.contentInsets = try directionalInsets(n) }
        if let n = o.optional("interGroupSpacing") { section.interGroupSpacing = try n.signedLength() }
        if let n = o.optional("boundarySupplementaryItems") {
            section.boundarySupplementaryItems = try n.array().map(boundaryItem)
        }
        if let n = o.optional("decorationItems") { section.decorationItems = try n.array().map(decorationItem) }
        if let n = o.optional("contentInsetsReference") { section.contentInsetsReference = try choice(n, insetsReferences) }
        if let n = o.optional("supplementaryContentInsetsReference") {
            section.supplementaryContentInsetsReference = try choice(n, insetsReferences)
        }
        if let n = o.optional("supplementariesFollowContentInsets") {
            section.supplementariesFollowContentInsets = try n.bool()
        }
        if let n = o.optional("orthogonalScrollingBehavior") {
            section.orthogonalScrollingBehavior = try choice(n, orthogonalBehaviors)
        }
        try o.finish()
        return section
    }

    /// `UICollectionViewCompositionalLayoutConfiguration`: `scrollDirection`, `interSectionSpacing`,
    /// `boundarySupplementaryItems` (layout-wide) and `contentInsetsReference`.
    static func configuration(_ node: JSONNode) throws -> UICollectionViewCompositionalLayoutConfiguration {
        let o = try node.object()
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        if let n = o.optional("scrollDirection") { configuration.scrollDirection = try scrollDirection(n) }
        if let n = o.optional("interSectionSpacing") { configuration.interSectionSpacing = try n.signedLength() }
        if let n = o.optional("boundarySupplementaryItems") {
            configuration.boundarySupplementaryItems = try n.array().map(boundaryItem)
        }
        if let n = o.optional("contentInsetsReference") {
            let reference = try choice(n, insetsReferences)
            guard reference != .automatic else { throw n.error("the configuration's reference cannot be automatic") }
            configuration.contentInsetsReference = reference
        }
        try o.finish()
        return configuration
    }

    /// `UICollectionViewScrollDirection`: `vertical` or `horizontal`.
    static func scrollDirection(_ node: JSONNode) throws -> UICollectionViewScrollDirection {
        try choice(node, ["vertical": .vertical, "horizontal": .horizontal])
    }
}

/// List sections (rule F): `{"list": {"appearance": "insetGrouped", "headerMode": "supplementary",
/// "footerMode": "none", "showsSeparators": true}}`.
extension LayoutDecoding {
    static let listAppearances: KeyValuePairs<String, UICollectionLayoutListConfiguration.Appearance> = [
        "plain": .plain, "grouped": .grouped, "insetGrouped": .insetGrouped, "sidebar": .sidebar, "sidebarPlain": .sidebarPlain,
    ]
    static let headerModes: KeyValuePairs<String, UICollectionLayoutListConfiguration.HeaderMode> = [
        "none": .none, "supplementary": .supplementary, "firstItemInSection": .firstItemInSection,
    ]
    static let footerModes: KeyValuePairs<String, UICollectionLayoutListConfiguration.FooterMode> = [
        "none": .none, "supplementary": .supplementary,
    ]

    /// `UICollectionLayoutListConfiguration(appearance:)` (required) and `headerMode`, `footerMode`
    /// (default `none`), `showsSeparators` (default true).
    static func listConfiguration(_ node: JSONNode) throws -> UICollectionLayoutListConfiguration {
        let o = try node.object()
        var configuration = UICollectionLayoutListConfiguration(appearance: try choice(o.required("appearance"), listAppearances))
        if let n = o.optional("headerMode") { configuration.headerMode = try choice(n, headerModes) }
        if let n = o.optional("footerMode") { configuration.footerMode = try choice(n, footerModes) }
        if let n = o.optional("showsSeparators") { configuration.showsSeparators = try n.bool() }
        try o.finish()
        return configuration
    }
}

/// The environment a list section is built with when the screen is decoded, before any device is
/// known. The engine's list sections read nothing from it (their margins come from
/// `contentInsetsReference`, resolved per device when solving), so one section serves every device.
private struct DecodingEnvironment: NSCollectionLayoutEnvironment {
    struct Container: NSCollectionLayoutContainer {
        var contentSize: CGSize { .zero }
        var effectiveContentSize: CGSize { .zero }
        var contentInsets: NSDirectionalEdgeInsets { .zero }
        var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }
    }
    var container: any NSCollectionLayoutContainer { Container() }
    var traitCollection: UITraitCollection { UITraitCollection(horizontalSizeClass: .unspecified) }
}
