import Foundation

/// Solves a compositional layout for a vertically scrolling collection view, in named steps:
///
/// 1. per section, the environment and the section from the provider (E2, E3);
/// 2. the section's content width from its insets reference and insets (A3, D2, D3);
/// 3. the root group's template, solved once (C1–C6);
/// 4. top boundary supplementaries, then the groups repeated with spacing, then bottom ones (D1, D5);
/// 5. right-to-left mirroring and pixel snapping of every frame (G7).
///
/// Everything is computed left-to-right with leading = left; step 5 mirrors for right-to-left.
struct CompositionalSolver {
    let layout: UICollectionViewCompositionalLayout
    let viewport: Viewport

    func solve(itemCounts: [Int]) throws -> SolvedLayout {
        var attributes: [UICollectionViewLayoutAttributes] = []
        var y: CGFloat = 0
        let spacing = layout.configuration.interSectionSpacing
        guard spacing.isFinite, spacing >= 0 else {
            throw LayoutError("configuration interSectionSpacing must be finite and not negative, got \(spacing)")
        }
        for (sectionIndex, count) in itemCounts.enumerated() {
            if sectionIndex > 0 { y += spacing }
            y = try layoutSection(sectionIndex, itemCount: count, top: y, into: &attributes)
        }
        let width = viewport.size.width
        let snapped = attributes.map { a -> UICollectionViewLayoutAttributes in
            var a = a
            if viewport.layoutDirection == .rightToLeft {
                a.frame.origin.x = width - a.frame.maxX
            }
            a.frame = PixelSnapping.snap(a.frame, scale: viewport.scale)
            return a
        }
        let contentSize = CGSize(width: width, height: PixelSnapping.snap(y, scale: viewport.scale))
        return SolvedLayout(contentSize: contentSize, attributes: snapped)
    }

    /// Step 2: the leading/trailing insets implied by a `UIContentInsetsReference` (D3).
    func referenceInsets(_ reference: UIContentInsetsReference) -> NSDirectionalEdgeInsets {
        let safe = viewport.safeAreaInsets.directional(viewport.layoutDirection)
        switch reference {
        case .automatic, .safeArea:
            return NSDirectionalEdgeInsets(top: 0, leading: safe.leading, bottom: 0, trailing: safe.trailing)
        case .none:
            return .zero
        case .layoutMargins:
            let m = viewport.layoutMargins
            return NSDirectionalEdgeInsets(top: 0, leading: m.leading, bottom: 0, trailing: m.trailing)
        case .readableContent:
            // The readable content guide: the layout margins, narrowed to at most 672 pt and
            // centred (UIKit's width at the default text size; [UNVERIFIED], our choice).
            let m = viewport.layoutMargins
            let inner = viewport.size.width - m.leading - m.trailing
            let extra = max(0, inner - 672) / 2
            return NSDirectionalEdgeInsets(top: 0, leading: m.leading + extra, bottom: 0, trailing: m.trailing + extra)
        }
    }

    /// Steps 1–4 for one section starting at `top`; returns where it ends.
    func layoutSection(_ index: Int, itemCount: Int, top: CGFloat,
                       into attributes: inout [UICollectionViewLayoutAttributes]) throws -> CGFloat {
        let place = "section \(index)"
        // Step 1: the environment the provider sees (E2): the collection view's bounds, inset by
        // the configuration's reference.
        let configurationInsets = referenceInsets(layout.configuration.contentInsetsReference)
        let environment = LayoutEnvironment(
            container: LayoutContainer(contentSize: viewport.size, contentInsets: configurationInsets),
            traitCollection: UITraitCollection(horizontalSizeClass: viewport.horizontalSizeClass,
                                               displayScale: viewport.scale,
                                               layoutDirection: viewport.layoutDirection))
        guard let section = layout.sectionProvider(index, environment) else {
            throw LayoutError("\(place): the section provider returned nil")
        }

        // Step 2: the content area (A3, D2, D3).
        let reference = section.contentInsetsReference == .automatic
            ? configurationInsets : referenceInsets(section.contentInsetsReference)
        let insets = section.contentInsets
        for (name, value) in [("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom),
                              ("trailing", insets.trailing), ("interGroupSpacing", section.interGroupSpacing)]
        where !value.isFinite || value < 0 {
            throw LayoutError("\(place): \(name == "interGroupSpacing" ? name : "contentInsets.\(name)") must be finite and not negative, got \(value)")
        }
        let contentX = reference.leading + insets.leading
        let contentWidth = viewport.size.width - reference.leading - reference.trailing - insets.leading - insets.trailing
        guard contentWidth > 0 else {
            throw LayoutError("\(place): no width left for content (\(GroupTemplate.format(contentWidth)) pt after insets)")
        }
        // A3: a root group's fractions resolve against the section's content width and the
        // collection view's visible height.
        let container = CGSize(width: contentWidth, height: viewport.size.height)

        // Step 3: the root group, solved once (C6).
        let groupSize = section.group.layoutSize.resolve(in: container)
        guard groupSize.width.isFinite, groupSize.height.isFinite, groupSize.width > 0, groupSize.height > 0 else {
            throw LayoutError("\(place) group resolves to \(groupSize.width)×\(groupSize.height); it must be finite and positive")
        }
        let template = try GroupTemplate.build(section.group, size: groupSize, place: "\(place) group")

        // Step 4: the boundary supplementaries (D4, D5).
        let supplementaryX = section.supplementariesFollowContentInsets ? contentX : reference.leading
        let supplementaryWidth = section.supplementariesFollowContentInsets
            ? contentWidth : viewport.size.width - reference.leading - reference.trailing
        let band = BoundaryBand(originX: supplementaryX, width: supplementaryWidth, viewportHeight: viewport.size.height)
        var ordinals: [String: Int] = [:]
        func indexPath(for kind: String) -> IndexPath {
            let n = ordinals[kind, default: 0]
            ordinals[kind] = n + 1
            return IndexPath(item: n, section: index)
        }
        for item in section.boundarySupplementaryItems {
            guard item.alignment.isTop || item.alignment.isBottom else {
                throw LayoutError("\(place): boundary supplementary alignment .\(item.alignment) is not supported for a vertical layout yet (use a top or bottom alignment)")
            }
        }
        let tops = section.boundarySupplementaryItems.filter { $0.alignment.isTop }
        let bottoms = section.boundarySupplementaryItems.filter { $0.alignment.isBottom }

        var y = top
        var topExtent: CGFloat = 0
        for item in tops {
            let frame = try band.frame(for: item, at: top, place: place)
            if item.extendsBoundary { topExtent = max(topExtent, frame.height) }
            attributes.append(UICollectionViewLayoutAttributes(
                frame: frame, indexPath: indexPath(for: item.elementKind), category: .supplementaryView,
                kind: item.elementKind, zIndex: item.zIndex))
        }
        y += topExtent + insets.top

        // D1: ⌈count / itemsPerGroup⌉ groups, `interGroupSpacing` between consecutive ones.
        let perGroup = template.slots.count
        for item in 0..<itemCount {
            let groupIndex = item / perGroup
            let groupY = y + CGFloat(groupIndex) * (groupSize.height + section.interGroupSpacing)
            let frame = template.slots[item % perGroup].offsetBy(dx: contentX, dy: groupY)
            attributes.append(UICollectionViewLayoutAttributes(
                frame: frame, indexPath: IndexPath(item: item, section: index), category: .cell))
        }
        let groups = (itemCount + perGroup - 1) / perGroup
        if groups > 0 {
            y += CGFloat(groups) * groupSize.height + CGFloat(groups - 1) * section.interGroupSpacing
        }
        y += insets.bottom

        var bottomExtent: CGFloat = 0
        for item in bottoms {
            var frame = try band.frame(for: item, at: y, place: place)
            if item.extendsBoundary {
                bottomExtent = max(bottomExtent, frame.height)
            } else {
                frame.origin.y -= frame.height   // overlays the end of the content
            }
            attributes.append(UICollectionViewLayoutAttributes(
                frame: frame, indexPath: indexPath(for: item.elementKind), category: .supplementaryView,
                kind: item.elementKind, zIndex: item.zIndex))
        }
        return y + bottomExtent
    }
}

/// Where a section's headers and footers go: a band across the section (D5). Positions along the
/// band follow the unit-point model of anchors: `.top` centred, `.topLeading` at the leading edge,
/// `.topTrailing` at the trailing edge; then `absoluteOffset`.
struct BoundaryBand {
    let originX: CGFloat
    let width: CGFloat
    let viewportHeight: CGFloat

    func frame(for item: NSCollectionLayoutBoundarySupplementaryItem, at y: CGFloat, place: String) throws -> CGRect {
        let size = item.layoutSize.resolve(in: CGSize(width: width, height: viewportHeight))
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            throw LayoutError("\(place) boundary supplementary \(item.elementKind) has an invalid size \(size.width)×\(size.height)")
        }
        let x: CGFloat
        switch item.alignment {
        case .topLeading, .bottomLeading: x = originX
        case .topTrailing, .bottomTrailing: x = originX + width - size.width
        default: x = originX + (width - size.width) / 2
        }
        return CGRect(x: x + item.offset.x, y: y + item.offset.y, width: size.width, height: size.height)
    }
}

extension NSRectAlignment {
    var isTop: Bool { self == .top || self == .topLeading || self == .topTrailing }
    var isBottom: Bool { self == .bottom || self == .bottomLeading || self == .bottomTrailing }
}
