import Foundation

/// UIKit's `UITraitCollection`, the part a section provider reads.
public struct UITraitCollection: Hashable, Sendable {
    public var horizontalSizeClass: UIUserInterfaceSizeClass
    public var displayScale: CGFloat
    public var layoutDirection: UIUserInterfaceLayoutDirection
}

/// UIKit's `NSCollectionLayoutContainer`: the size a section resolves against, before and after
/// its insets (rule E2).
public protocol NSCollectionLayoutContainer {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// UIKit's `NSCollectionLayoutEnvironment`, passed to a section provider.
public protocol NSCollectionLayoutEnvironment {
    var container: any NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

struct LayoutContainer: NSCollectionLayoutContainer {
    let contentSize: CGSize
    let contentInsets: NSDirectionalEdgeInsets
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
    var effectiveContentSize: CGSize {
        CGSize(width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
               height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }
}

struct LayoutEnvironment: NSCollectionLayoutEnvironment {
    let container: any NSCollectionLayoutContainer
    let traitCollection: UITraitCollection
}

/// UIKit's `UICollectionViewCompositionalLayoutConfiguration` (rule E1).
open class UICollectionViewCompositionalLayoutConfiguration {
    /// Space between consecutive sections; our choice: not after the last (E1 leaves it open).
    public var interSectionSpacing: CGFloat = 0
    /// Default `.safeArea` (D3).
    public var contentInsetsReference: UIContentInsetsReference = .safeArea

    public init() {}
}

/// UIKit's `UICollectionViewCompositionalLayout`: sections built by a provider closure, each a
/// root group repeated down the section.
///
/// ```swift
/// let layout = UICollectionViewCompositionalLayout { sectionIndex, environment in
///     let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
///         widthDimension: .fractionalWidth(1 / 6), heightDimension: .absolute(60)))
///     let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
///         widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)), subitems: [item])
///     group.interItemSpacing = .fixed(4)
///     return NSCollectionLayoutSection(group: group)
/// }
/// ```
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    public typealias SectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    let sectionProvider: SectionProvider
    public var configuration: UICollectionViewCompositionalLayoutConfiguration

    public init(sectionProvider: @escaping SectionProvider) {
        self.sectionProvider = sectionProvider
        self.configuration = UICollectionViewCompositionalLayoutConfiguration()
    }

    public init(sectionProvider: @escaping SectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
    }

    public convenience init(section: NSCollectionLayoutSection) {
        self.init(sectionProvider: { _, _ in section })
    }

    public convenience init(section: NSCollectionLayoutSection,
                            configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    open override func solve(in viewport: Viewport, itemCounts: [Int]) throws -> SolvedLayout {
        try validate(viewport, itemCounts)
        return try CompositionalSolver(layout: self, viewport: viewport).solve(itemCounts: itemCounts)
    }
}
