import Foundation

/// Solves a flow layout in named steps, for either scroll direction. "Along" is the scroll axis
/// (y when vertical), "across" the line axis (x when vertical):
///
/// 1. the space lines have: the bounds across minus the reference insets and `sectionInset` (G2);
/// 2. per section: the header (G5), `sectionInset` before, lines (G2–G4), `sectionInset` after,
///    the footer (G5);
/// 3. right-to-left mirroring (flow layout is authored left-to-right and flipped, G3) and pixel
///    snapping (G7).
struct FlowSolver {
    let layout: UICollectionViewFlowLayout
    let viewport: Viewport

    private var isVertical: Bool { layout.scrollDirection == .vertical }

    func solve(itemCounts: [Int]) throws -> SolvedLayout {
        try validateProperties()
        var attributes: [UICollectionViewLayoutAttributes] = []
        var along: CGFloat = 0
        for (section, count) in itemCounts.enumerated() {
            along = layoutSection(section, itemCount: count, start: along, into: &attributes)
        }
        let bounds = viewport.size
        let mirror = viewport.layoutDirection == .rightToLeft
        let finished = attributes.map { a -> UICollectionViewLayoutAttributes in
            var a = a
            if mirror { a.frame.origin.x = (isVertical ? bounds.width : along) - a.frame.maxX }
            a.frame = PixelSnapping.snap(a.frame, scale: viewport.scale)
            return a
        }
        let extent = PixelSnapping.snap(along, scale: viewport.scale)
        let contentSize = isVertical ? CGSize(width: bounds.width, height: extent) : CGSize(width: extent, height: bounds.height)
        return SolvedLayout(contentSize: contentSize, elements: finished, sectionCount: itemCounts.count, isVertical: isVertical)
    }

    private func validateProperties() throws {
        let l = layout
        let checks: [(String, CGFloat)] = [
            ("itemSize.width", l.itemSize.width), ("itemSize.height", l.itemSize.height),
            ("minimumInteritemSpacing", l.minimumInteritemSpacing), ("minimumLineSpacing", l.minimumLineSpacing),
            ("sectionInset.top", l.sectionInset.top), ("sectionInset.left", l.sectionInset.left),
            ("sectionInset.bottom", l.sectionInset.bottom), ("sectionInset.right", l.sectionInset.right),
            ("headerReferenceSize.width", l.headerReferenceSize.width), ("headerReferenceSize.height", l.headerReferenceSize.height),
            ("footerReferenceSize.width", l.footerReferenceSize.width), ("footerReferenceSize.height", l.footerReferenceSize.height),
        ]
        for (name, value) in checks where !value.isFinite || value < 0 {
            throw LayoutError("flow layout \(name) must be finite and not negative, got \(value)")
        }
        guard l.itemSize.width > 0, l.itemSize.height > 0 else {
            throw LayoutError("flow layout itemSize must be positive, got \(l.itemSize.width)×\(l.itemSize.height)")
        }
    }

    /// Step 1: the insets lines are measured from, left/right (or top/bottom when scrolling
    /// horizontally), as absolute edges in the left-to-right frame that step 3 mirrors.
    private func referenceInsets() -> UIEdgeInsets {
        var insets: UIEdgeInsets
        switch layout.sectionInsetReference {
        case .fromContentInset: insets = viewport.adjustedContentInset(scrollDirection: layout.scrollDirection)
        case .fromSafeArea: insets = viewport.safeAreaInsets
        case .fromLayoutMargins:
            let m = viewport.layoutMargins
            insets = UIEdgeInsets(top: m.top, left: m.leading, bottom: m.bottom, right: m.trailing)
        }
        if viewport.layoutDirection == .rightToLeft, layout.sectionInsetReference != .fromLayoutMargins {
            swap(&insets.left, &insets.right)   // computed left-to-right, mirrored in step 3
        }
        return insets
    }

    /// Step 2 for one section starting at `start` along the scroll axis; returns where it ends.
    private func layoutSection(_ section: Int, itemCount: Int, start: CGFloat,
                               into attributes: inout [UICollectionViewLayoutAttributes]) -> CGFloat {
        let bounds = viewport.size
        let ref = referenceInsets()
        let inset = layout.sectionInset
        // Across: where lines may go. Along: the running position.
        let acrossExtent = isVertical ? bounds.width : bounds.height
        let acrossStart = isVertical ? ref.left + inset.left : ref.top + inset.top
        let available = acrossExtent - (isVertical ? ref.left + ref.right + inset.left + inset.right
                                                   : ref.top + ref.bottom + inset.top + inset.bottom)
        let insetBefore = isVertical ? inset.top : inset.left
        let insetAfter = isVertical ? inset.bottom : inset.right
        var along = start

        // G5: the header spans the collection view across; only its along size counts.
        let headerLength = isVertical ? layout.headerReferenceSize.height : layout.headerReferenceSize.width
        if headerLength > 0 {
            attributes.append(supplementary(UICollectionView.elementKindSectionHeader, section: section,
                                            along: along, length: headerLength, acrossExtent: acrossExtent))
            along += headerLength
        }
        along += insetBefore

        // G2–G4: lines.
        let itemAcross = isVertical ? layout.itemSize.width : layout.itemSize.height
        let itemAlong = isVertical ? layout.itemSize.height : layout.itemSize.width
        let lengths = [CGFloat](repeating: itemAcross, count: itemCount)
        let lines = FlowLine.breakLines(lengths: lengths, available: available, spacing: layout.minimumInteritemSpacing)
        for (n, range) in lines.enumerated() {
            if n > 0 { along += layout.minimumLineSpacing }
            let line = FlowLine.place(range, lengths: lengths, available: available,
                                      spacing: layout.minimumInteritemSpacing, isLast: n == lines.count - 1)
            let lineThickness = itemAlong   // the tallest item; items are uniform here
            for (k, item) in range.enumerated() {
                let across = acrossStart + line.offsets[k]
                let alongPos = along + (lineThickness - itemAlong) / 2   // G4: centred in the line
                let frame = isVertical
                    ? CGRect(x: across, y: alongPos, width: itemAcross, height: itemAlong)
                    : CGRect(x: alongPos, y: across, width: itemAlong, height: itemAcross)
                attributes.append(UICollectionViewLayoutAttributes(
                    frame: frame, indexPath: IndexPath(item: item, section: section), category: .cell))
            }
            along += lineThickness
        }
        along += insetAfter

        let footerLength = isVertical ? layout.footerReferenceSize.height : layout.footerReferenceSize.width
        if footerLength > 0 {
            attributes.append(supplementary(UICollectionView.elementKindSectionFooter, section: section,
                                            along: along, length: footerLength, acrossExtent: acrossExtent))
            along += footerLength
        }
        return along
    }

    private func supplementary(_ kind: String, section: Int, along: CGFloat, length: CGFloat,
                               acrossExtent: CGFloat) -> UICollectionViewLayoutAttributes {
        let frame = isVertical
            ? CGRect(x: 0, y: along, width: acrossExtent, height: length)
            : CGRect(x: along, y: 0, width: length, height: acrossExtent)
        return UICollectionViewLayoutAttributes(frame: frame, indexPath: IndexPath(item: 0, section: section),
                                                category: .supplementaryView, kind: kind, zIndex: 1)
    }
}
