import Foundation

/// UIKit's `UICollectionViewCompositionalLayoutConfiguration` (rule E1).
///
/// Difference from UIKit: a reference type you mutate in place; UIKit copies it on assignment.
open class UICollectionViewCompositionalLayoutConfiguration {
    @exclusivity(unchecked) public var scrollDirection: UICollectionViewScrollDirection = .vertical
    /// Space between consecutive sections; our choice: not after the last (E1 leaves it open).
    @exclusivity(unchecked) public var interSectionSpacing: CGFloat = 0
    /// Layout-wide headers and footers: indexPath `[0]`, around all sections.
    @exclusivity(unchecked) public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Default `.safeArea` (D3).
    @exclusivity(unchecked) public var contentInsetsReference: UIContentInsetsReference = .safeArea

    public init() {}
}

/// UIKit's `UICollectionViewCompositionalLayout`: sections built by a provider closure, each a
/// root group repeated along the section.
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
/// let solved = try layout.solve(in: Viewport(size: CGSize(width: 393, height: 852)), itemCounts: [10])
/// ```
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    public typealias SectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    let sectionProvider: SectionProvider
    @exclusivity(unchecked) public var configuration: UICollectionViewCompositionalLayoutConfiguration

    public init(sectionProvider: @escaping SectionProvider) {
        self.sectionProvider = sectionProvider
        self.configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    public init(sectionProvider: @escaping SectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// Made by a nib (nothing decoded): a layout with no sections (every section provider call nil).
    public required init?(coder: NSCoder) {
        self.sectionProvider = { _, _ in nil }
        self.configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init(coder: coder)
    }

    public convenience init(section: NSCollectionLayoutSection) {
        self.init(sectionProvider: { _, _ in section })
    }

    public convenience init(section: NSCollectionLayoutSection,
                            configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    override var answersFromEngine: Bool { type(of: self) == UICollectionViewCompositionalLayout.self }

    override func solveWithEngine(_ inputs: EngineInputs) throws -> SolvedLayout? {
        try CompositionalSolver(layout: self, viewport: inputs.viewport, measurer: inputs.measurer, scroll: inputs.scroll,
                                recordsGroupFrames: inputs.recordsGroupFrames)
            .solve(itemCounts: inputs.itemCounts)
    }
}
