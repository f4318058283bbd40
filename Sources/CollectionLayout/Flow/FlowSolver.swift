import Foundation

/// Solves a flow layout in named steps, for either scroll direction. "Along" is the scroll axis
/// (y when vertical), "across" the line axis (x when vertical):
///
/// 1. per section, its metrics: `sectionInset`, spacings and header/footer sizes, from the delegate
///    or the layout's properties, and each item's size (delegate, `itemSize`, or self-sized from
///    `estimatedItemSize` through the measurer, A4);
/// 2. the space lines have: the bounds across minus the reference insets and the section inset (G2);
/// 3. the header (G5), `sectionInset` before, lines (G2–G4), `sectionInset` after, the footer (G5);
/// 4. pinned headers and footers at the scroll offset (G6);
/// 5. right-to-left mirroring (flow layout is authored left-to-right and flipped, G3) and pixel
///    snapping (G7).
struct FlowSolver {
    let layout: UICollectionViewFlowLayout
    let viewport: Viewport
    let measurer: LayoutMeasurer?
    let scroll: ScrollPosition

    private var isVertical: Bool { layout.scrollDirection == .vertical }

    /// One section's numbers (step 1), checked.
    struct Metrics {
        let inset: UIEdgeInsets
        let lineSpacing: CGFloat
        let interitemSpacing: CGFloat
        let header: CGSize
        let footer: CGSize
    }

    func solve(itemCounts: [Int]) throws -> SolvedLayout {
        try validateProperties()
        let offset = scroll.contentOffset ?? CGPoint(x: -viewport.adjustedContentInset(scrollDirection: layout.scrollDirection).left,
                                                     y: -viewport.adjustedContentInset(scrollDirection: layout.scrollDirection).top)
        let collectionView = SolvingCollectionView(viewport: viewport, layout: layout, itemCounts: itemCounts,
                                              scrollDirection: layout.scrollDirection, contentOffset: offset)
        var attributes: [LayoutElement] = []
        attributes.reserveCapacity(itemCounts.reduce(0, +) + 2 * itemCounts.count)   // cells, headers, footers
        var along: CGFloat = 0
        for (section, count) in itemCounts.enumerated() {
            along = try layoutSection(section, itemCount: count, start: along, collectionView: collectionView, into: &attributes)
        }
        // Step 5: authored left to right in the real orientation, so the transform mirrors and snaps.
        // In place: a second array of every element would double the peak memory of a long screen.
        let output = OutputTransform(transposed: false, scrollsVertically: isVertical, viewport: viewport, contentLength: along)
        for i in attributes.indices { attributes[i].frame = output.frame(attributes[i].frame) }
        let contentSize = OutputTransform.contentSize(length: along, scrollsVertically: isVertical, viewport: viewport)
        return SolvedLayout(contentSize: contentSize, elements: attributes, sectionCount: itemCounts.count, isVertical: isVertical)
    }

    private func validateProperties() throws {
        let l = layout
        try check(l.itemSize, "itemSize")
        guard l.itemSize.width > 0, l.itemSize.height > 0 else {
            throw LayoutError("flow layout itemSize must be positive, got \(l.itemSize.width)×\(l.itemSize.height)")
        }
        if l.estimatedItemSize != UICollectionViewFlowLayout.automaticSize { try check(l.estimatedItemSize, "estimatedItemSize") }
        _ = try metrics(inset: l.sectionInset, line: l.minimumLineSpacing, interitem: l.minimumInteritemSpacing,
                        header: l.headerReferenceSize, footer: l.footerReferenceSize, place: "flow layout")
    }

    private func check(_ size: CGSize, _ name: String, place: String = "flow layout") throws {
        for (axis, v) in [("width", size.width), ("height", size.height)] where !v.isFinite || v < 0 {
            throw LayoutError("\(place) \(name).\(axis) must be finite and not negative, got \(v)")
        }
    }

    private func metrics(inset: UIEdgeInsets, line: CGFloat, interitem: CGFloat, header: CGSize, footer: CGSize,
                         place: String) throws -> Metrics {
        // G8: UIKit lays out negative insets and spacings (lines overlap, a line widens past the
        // bounds); only non-finite ones are refused.
        for (name, v) in [("sectionInset.top", inset.top), ("sectionInset.left", inset.left), ("sectionInset.bottom", inset.bottom),
                          ("sectionInset.right", inset.right), ("minimumLineSpacing", line), ("minimumInteritemSpacing", interitem)]
        where !v.isFinite {
            throw LayoutError("\(place) \(name) must be finite, got \(v)")
        }
        try check(header, "headerReferenceSize", place: place)
        try check(footer, "footerReferenceSize", place: place)
        return Metrics(inset: inset, lineSpacing: line, interitemSpacing: interitem, header: header, footer: footer)
    }

    /// Step 1: the section's metrics, from the delegate when there is one.
    private func sectionMetrics(_ section: Int, _ cv: any LayoutCollectionView) throws -> Metrics {
        guard let d = layout.delegate else {
            return Metrics(inset: layout.sectionInset, lineSpacing: layout.minimumLineSpacing,
                           interitemSpacing: layout.minimumInteritemSpacing,
                           header: layout.headerReferenceSize, footer: layout.footerReferenceSize)
        }
        return try metrics(inset: d.collectionView(cv, layout: layout, insetForSectionAt: section),
                           line: d.collectionView(cv, layout: layout, minimumLineSpacingForSectionAt: section),
                           interitem: d.collectionView(cv, layout: layout, minimumInteritemSpacingForSectionAt: section),
                           header: d.collectionView(cv, layout: layout, referenceSizeForHeaderInSection: section),
                           footer: d.collectionView(cv, layout: layout, referenceSizeForFooterInSection: section),
                           place: "section \(section):")
    }

    /// Step 1: an item's size — the delegate's or `itemSize`, then self-sized when estimated (A4).
    private func itemSize(_ indexPath: IndexPath, _ cv: any LayoutCollectionView) throws -> CGSize {
        var size = layout.delegate?.collectionView(cv, layout: layout, sizeForItemAt: indexPath) ?? layout.itemSize
        try check(size, "size of item \(indexPath.item)", place: "section \(indexPath.section):")
        let estimated = layout.estimatedItemSize
        if estimated != .zero {
            let start = estimated == UICollectionViewFlowLayout.automaticSize ? size : estimated
            if let measurer {
                var attributes = LayoutElement(forCellWith: indexPath)
                attributes.frame = CGRect(origin: .zero, size: start)
                let preferred = measurer.preferredSize(attributes, [.horizontal, .vertical])
                size = preferred.width.isFinite && preferred.height.isFinite && preferred.width >= 0 && preferred.height >= 0
                    ? preferred : start
            } else {
                size = start
            }
        }
        return size
    }

    /// Steps 1–4 for one section starting at `start` along the scroll axis; returns where it ends.
    private func layoutSection(_ section: Int, itemCount: Int, start: CGFloat, collectionView cv: any LayoutCollectionView,
                               into attributes: inout [LayoutElement]) throws -> CGFloat {
        let m = try sectionMetrics(section, cv)
        let sizes = try (0..<itemCount).map { try itemSize(IndexPath(item: $0, section: section), cv) }
        let bounds = viewport.size
        // Step 2 (G2): the reference insets, in the left-to-right frame step 5 mirrors.
        let ref = layout.sectionInsetReference.insets(in: viewport, scrollDirection: layout.scrollDirection,
                                                      mirrored: OutputTransform.mirrors(viewport.layoutDirection))
        let inset = m.inset
        let acrossExtent = isVertical ? bounds.width : bounds.height
        let acrossStart = isVertical ? ref.left + inset.left : ref.top + inset.top
        let available = acrossExtent - (isVertical ? ref.left + ref.right + inset.left + inset.right
                                                   : ref.top + ref.bottom + inset.top + inset.bottom)
        var along = start

        // G5: the header spans the collection view across; only its along size counts.
        let headerLength = isVertical ? m.header.height : m.header.width
        var header: Int?
        if headerLength > 0 {
            header = attributes.count
            attributes.append(supplementary(UICollectionElementKindSectionHeader, section: section,
                                            along: along, length: headerLength, acrossExtent: acrossExtent))
            along += headerLength
        }
        let contentStart = along
        along += isVertical ? inset.top : inset.left

        // G2–G4: lines of variable sizes.
        let acrossLengths = sizes.map { isVertical ? $0.width : $0.height }
        let lines = FlowLine.breakLines(lengths: acrossLengths, available: available, spacing: m.interitemSpacing)
        let uniform = sizes.allSatisfy { $0 == sizes[0] }
        for (n, range) in lines.enumerated() {
            if n > 0 { along += m.lineSpacing }
            let line = FlowLine.place(range, lengths: acrossLengths, available: available,
                                      spacing: m.interitemSpacing, isLast: n == lines.count - 1, uniform: uniform)
            // G4: the line is as thick as its thickest item; thinner ones are centred in it.
            let thickness = range.map { isVertical ? sizes[$0].height : sizes[$0].width }.max() ?? 0
            for (k, item) in range.enumerated() {
                let size = sizes[item]
                let itemAlong = isVertical ? size.height : size.width
                let across = acrossStart + line.offsets[k]
                let alongPos = along + (thickness - itemAlong) / 2
                let frame = isVertical
                    ? CGRect(x: across, y: alongPos, width: size.width, height: size.height)
                    : CGRect(x: alongPos, y: across, width: size.width, height: size.height)
                attributes.append(LayoutElement(
                    frame: frame, indexPath: IndexPath(item: item, section: section), category: .cell))
            }
            along += thickness
        }
        along += isVertical ? inset.bottom : inset.right
        let contentEnd = along

        var footer: Int?
        let footerLength = isVertical ? m.footer.height : m.footer.width
        if footerLength > 0 {
            footer = attributes.count
            attributes.append(supplementary(UICollectionElementKindSectionFooter, section: section,
                                            along: along, length: footerLength, acrossExtent: acrossExtent))
            along += footerLength
        }

        // Step 4 (G6): pinned headers stay below the visible top until the section's content ends;
        // pinned footers stay above the visible bottom until the section's content starts.
        let adjusted = viewport.adjustedContentInset(scrollDirection: layout.scrollDirection)
        let offset = isVertical ? cv.contentOffset.y : cv.contentOffset.x
        if layout.sectionHeadersPinToVisibleBounds, let h = header {
            let visibleTop = offset + (isVertical ? adjusted.top : adjusted.left)
            let position = min(max(visibleTop, start), contentEnd - headerLength)
            setAlong(&attributes[h], max(start, position))
        }
        if layout.sectionFootersPinToVisibleBounds, let f = footer {
            let visibleBottom = offset + (isVertical ? bounds.height - adjusted.bottom : bounds.width - adjusted.right)
            let position = max(min(visibleBottom - footerLength, contentEnd), contentStart)
            setAlong(&attributes[f], min(contentEnd, position))
        }
        return along
    }

    private func setAlong(_ a: inout LayoutElement, _ value: CGFloat) {
        if isVertical { a.frame.origin.y = value } else { a.frame.origin.x = value }
    }

    private func supplementary(_ kind: String, section: Int, along: CGFloat, length: CGFloat,
                               acrossExtent: CGFloat) -> LayoutElement {
        let frame = isVertical
            ? CGRect(x: 0, y: along, width: acrossExtent, height: length)
            : CGRect(x: along, y: 0, width: length, height: acrossExtent)
        return LayoutElement(frame: frame, indexPath: IndexPath(item: 0, section: section),
                                                category: .supplementaryView, kind: kind, zIndex: 1)
    }
}
