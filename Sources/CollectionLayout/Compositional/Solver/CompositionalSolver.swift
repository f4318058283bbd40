import Foundation

/// Solves a compositional layout, in named steps:
///
/// 1. turn the viewport canonical (a horizontal layout is solved transposed);
/// 2. layout-wide top boundary items (E1), then each section from its provider (E2, E3) stacked with
///    `interSectionSpacing`, then layout-wide bottom items;
/// 3. turn every frame back to the real orientation, mirror right-to-left layouts once, and snap
///    every edge to device pixels (G7).
struct CompositionalSolver {
    let layout: UICollectionViewCompositionalLayout
    let viewport: Viewport
    let measurer: LayoutMeasurer?
    let scroll: ScrollPosition
    /// Keep each root group instance's frame (`SolvedLayout.groupFrames(inSection:)`).
    var recordsGroupFrames = false

    func solve(itemCounts: [Int]) throws -> SolvedLayout {
        let configuration = layout.configuration
        let context = SolveContext(viewport: viewport, scrollDirection: configuration.scrollDirection,
                                   measurer: measurer, scroll: scroll)
        context.recordsGroupFrames = recordsGroupFrames
        let spacing = configuration.interSectionSpacing
        guard spacing.isFinite else {   // G8: negative overlaps the sections, as in UIKit
            throw LayoutError("configuration interSectionSpacing must be finite, got \(spacing)")
        }
        guard configuration.contentInsetsReference != .automatic else {
            throw LayoutError("configuration contentInsetsReference cannot be .automatic")
        }

        // Step 2: layout-wide headers, sections, layout-wide footers (D5 for the whole content).
        let band = SectionGeometry.band(inside: layout.referenceInsets(context), across: context.size.width)
        let items = try configuration.boundarySupplementaryItems.enumerated().map { i, item in
            try BoundaryItem(item, orientation: context.orientation, band: band, viewportHeight: context.size.height, scale: context.fractionScale,
                             place: Place { "configuration boundary item \(i)" })
        }
        var global = BoundaryItems(items: items, band: band)
        global.measure(context: context) { IndexPath(index: $0) }
        var y = global.topExtent

        var sections: [CanonicalSection] = []
        sections.reserveCapacity(itemCounts.count)
        let environment = layout.providerEnvironment(context)
        for (index, count) in itemCounts.enumerated() {
            if index > 0 { y += spacing }
            let section = try layout.section(index, environment: environment)
            let solver = SectionSolver(context: context, index: index, section: section,
                                       configurationReference: configuration.contentInsetsReference,
                                       orthogonalOffset: scroll.orthogonalOffsets[index])
            let solved = try solver.solve(itemCount: count, top: y)
            y = solved.end
            sections.append(solved)
        }
        let (globalFrames, length) = global.frames(start: 0, contentEnd: y)
        let globalElements = globalFrames.map { p -> LayoutElement in
            LayoutElement(frame: BoundaryItems.pinned(p.frame, p.item, hostStart: 0, hostEnd: length, context: context),
                                             indexPath: IndexPath(index: p.ordinal), category: .supplementaryView,
                                             kind: p.item.kind, zIndex: p.item.zIndex)
        }

        // Step 3: back to the real orientation, mirrored once, snapped.
        let output = OutputTransform(context, contentLength: length)
        var solvedSections: [SolvedSection] = []
        solvedSections.reserveCapacity(sections.count)
        for index in sections.indices { solvedSections.append(output.section(&sections[index], index: index)) }
        let contentSize = OutputTransform.contentSize(length: length, scrollsVertically: !context.orientation.transposed, viewport: viewport)
        return SolvedLayout(contentSize: contentSize, sections: solvedSections,
                            globalElements: globalElements.map(output.attributes), isVertical: !context.orientation.transposed)
    }
}

extension NSDirectionalEdgeInsets {
    func transposedIf(_ transposed: Bool) -> NSDirectionalEdgeInsets {
        transposed ? NSDirectionalEdgeInsets(top: leading, leading: top, bottom: trailing, trailing: bottom) : self
    }
}

extension UICollectionViewCompositionalLayout {
    /// D3, E1: the configuration's reference insets across the scroll axis, which layout-wide
    /// boundary items span and the section provider's environment reports.
    func referenceInsets(_ context: SolveContext) -> Insets {
        context.referenceInsets(configuration.contentInsetsReference, fallback: .safeArea)
    }

    /// E2, E3: the environment the section provider is given — the viewport, its content insets the
    /// configuration's reference insets across the scroll axis.
    func providerEnvironment(_ context: SolveContext) -> any NSCollectionLayoutEnvironment {
        let reference = referenceInsets(context)
        let insets = NSDirectionalEdgeInsets(top: 0, leading: reference.leading, bottom: 0, trailing: reference.trailing)
        return context.environment(containerSize: context.viewport.size, insets: insets.transposedIf(context.orientation.transposed))
    }

    /// Section `index` from the provider; a nil section is an error.
    func section(_ index: Int, environment: any NSCollectionLayoutEnvironment) throws -> NSCollectionLayoutSection {
        guard let section = sectionProvider(index, environment) else {
            throw LayoutError("section \(index): the section provider returned nil")
        }
        return section
    }
}
