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
        guard spacing.isFinite, spacing >= 0 else {
            throw LayoutError("configuration interSectionSpacing must be finite and not negative, got \(spacing)")
        }
        guard configuration.contentInsetsReference != .automatic else {
            throw LayoutError("configuration contentInsetsReference cannot be .automatic")
        }

        // Step 2: layout-wide headers, sections, layout-wide footers.
        let reference = context.referenceInsets(configuration.contentInsetsReference, fallback: .safeArea)
        let band = (x: reference.leading, width: context.size.width - reference.leading - reference.trailing)
        let global = try configuration.boundarySupplementaryItems.enumerated().map { i, item in
            try BoundaryItem(item, orientation: context.orientation, band: band, viewportHeight: context.size.height,
                             place: Place { "configuration boundary item \(i)" })
        }
        var globalFrames: [(BoundaryItem, CGRect)] = []
        for b in global where b.isTop { globalFrames.append((b, b.frame(atY: 0, band: band))) }
        var y = global.filter { $0.isTop && $0.extends }.map(\.size.height).max() ?? 0

        var sections: [CanonicalSection] = []
        sections.reserveCapacity(itemCounts.count)
        let environment = context.environment(containerSize: viewport.size,
                                              insets: NSDirectionalEdgeInsets(top: 0, leading: reference.leading, bottom: 0, trailing: reference.trailing)
                                                  .transposedIf(context.orientation.transposed))
        for (index, count) in itemCounts.enumerated() {
            if index > 0 { y += spacing }
            guard let section = layout.sectionProvider(index, environment) else {
                throw LayoutError("section \(index): the section provider returned nil")
            }
            let solver = SectionSolver(context: context, index: index, section: section,
                                       configurationReference: configuration.contentInsetsReference,
                                       orthogonalOffset: scroll.orthogonalOffsets[index])
            let solved = try solver.solve(itemCount: count, top: y)
            y = solved.end
            sections.append(solved)
        }
        let contentEnd = y
        for b in global where b.isBottom {
            var f = b.frame(atY: contentEnd, band: band)
            if !b.extends { f.origin.y -= b.size.height }
            globalFrames.append((b, f))
        }
        let length = contentEnd + (global.filter { $0.isBottom && $0.extends }.map(\.size.height).max() ?? 0)
        for b in global where b.isSide { globalFrames.append((b, b.sideFrame(top: 0, bottom: length, band: band))) }
        var ordinals: [String: Int] = [:]
        let globalElements = globalFrames.map { b, frame -> UICollectionViewLayoutAttributes in
            var f = frame
            if b.pins, b.isTop { f.origin.y = min(max(context.contentOffset + context.adjustedTop, f.minY), length - f.height) }
            if b.pins, b.isBottom {
                f.origin.y = max(min(context.contentOffset + context.size.height - context.adjustedBottom - f.height, f.minY), 0)
            }
            let n = ordinals[b.kind, default: 0]
            ordinals[b.kind] = n + 1
            return UICollectionViewLayoutAttributes(frame: f, indexPath: IndexPath(index: n), category: .supplementaryView,
                                                    kind: b.kind, zIndex: b.zIndex)
        }

        // Step 3: back to the real orientation, mirrored once, snapped.
        let output = OutputTransform(orientation: context.orientation, viewport: viewport, contentLength: length)
        var solvedSections: [SolvedSection] = []
        solvedSections.reserveCapacity(sections.count)
        for index in sections.indices { solvedSections.append(output.section(&sections[index], index: index)) }
        let contentSize = output.contentSize(length: length)
        return SolvedLayout(contentSize: contentSize, sections: solvedSections,
                            globalElements: globalElements.map(output.attributes), isVertical: !context.orientation.transposed)
    }
}

extension NSDirectionalEdgeInsets {
    func transposedIf(_ transposed: Bool) -> NSDirectionalEdgeInsets {
        transposed ? NSDirectionalEdgeInsets(top: leading, leading: top, bottom: trailing, trailing: bottom) : self
    }
}

/// Step 3: canonical frames to real ones — transposed back, mirrored for right-to-left, snapped.
struct OutputTransform {
    let orientation: Orientation
    let viewport: Viewport
    /// The canonical content length (the real width of a horizontal layout).
    let contentLength: CGFloat

    func frame(_ canonical: CGRect) -> CGRect {
        var r = orientation.rect(canonical)
        if viewport.layoutDirection == .rightToLeft {
            let width = orientation.transposed ? contentLength : viewport.size.width
            r.origin.x = width - r.maxX
        }
        return PixelSnapping.snap(r, scale: viewport.scale)
    }

    func attributes(_ a: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        var a = a
        a.frame = frame(a.frame)
        return a
    }

    func contentSize(length: CGFloat) -> CGSize {
        let l = PixelSnapping.snap(length, scale: viewport.scale)
        return orientation.transposed ? CGSize(width: l, height: viewport.size.height) : CGSize(width: viewport.size.width, height: l)
    }

    func section(_ s: inout CanonicalSection, index: Int) -> SolvedSection {
        var frames: [CGRect] = []
        swap(&frames, &s.cellFrames)   // take the array: no copy of a million frames
        let mirror = viewport.layoutDirection == .rightToLeft
        let mirrorWidth = orientation.transposed ? contentLength : viewport.size.width
        let transposed = orientation.transposed, scale = viewport.scale
        let final = s.cellsFinal
        let extras = s.extras.isEmpty ? [] : s.extras.map(attributes)
        // One pass (unless stamping already made the frames final): each frame turned real, mirrored,
        // snapped; and per group its extent along the axis groups advance on, for the search structures.
        let alongY = s.groupsAdvanceDown != orientation.transposed
        let groupCount = s.groupStarts.count
        var mins = final ? s.finalGroupMins : [Double](repeating: 0, count: groupCount)
        var reach = final ? s.finalGroupReach : [Double](repeating: 0, count: groupCount)
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        var running = -CGFloat.infinity
        if final, !s.finalCellBounds.isNull {
            let b = s.finalCellBounds
            minX = b.minX; minY = b.minY; maxX = b.maxX; maxY = b.maxY
        }
        // A section without search structures is one span for the transform.
        let spanCount = max(groupCount, 1)
        if !final { s.groupStarts.withUnsafeBufferPointer { starts in
            frames.withUnsafeMutableBufferPointer { buffer in
                for g in 0..<spanCount {
                    let end = g + 1 < spanCount ? Int(starts[g + 1]) : buffer.count
                    let begin = groupCount == 0 ? 0 : Int(starts[g])
                    var low = CGFloat.infinity, high = -CGFloat.infinity
                    for i in begin..<end {
                        var r = buffer[i]
                        if transposed { r = CGRect(x: r.origin.y, y: r.origin.x, width: r.size.height, height: r.size.width) }
                        if mirror { r.origin.x = mirrorWidth - r.origin.x - r.size.width }
                        r = PixelSnapping.snap(r, scale: scale)
                        buffer[i] = r
                        let x0 = r.origin.x, y0 = r.origin.y, x1 = x0 + r.size.width, y1 = y0 + r.size.height
                        minX = min(minX, x0); minY = min(minY, y0); maxX = max(maxX, x1); maxY = max(maxY, y1)
                        low = min(low, alongY ? y0 : x0)
                        high = max(high, alongY ? y1 : x1)
                    }
                    running = max(running, high)
                    if groupCount > 0 {
                        mins[g] = Double(low)
                        reach[g] = Double(running)
                    }
                }
            }
        } }
        // Suffix minimum, so the search can stop at the first group that starts past the rect.
        var suffix = Double.infinity
        for g in mins.indices.reversed() {
            suffix = min(suffix, mins[g])
            mins[g] = suffix
        }
        var bounds = CGRect.null
        for e in extras { bounds = bounds.union(e.frame) }
        if !frames.isEmpty { bounds = bounds.union(CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)) }
        let span = orientation.rect(CGRect(x: 0, y: s.start, width: 0, height: s.end - s.start))
        if bounds.isNull { bounds = frame(span) }
        var solved = SolvedSection(index: index, bounds: bounds, cellFrames: frames, cellZIndex: s.cellZIndex,
                                   cellOverrides: s.cellOverrides, groupStarts: s.groupStarts, groupReach: reach, groupMins: mins,
                                   searchAxisIsY: alongY, extras: extras,
                                   orthogonalContentLength: s.orthogonalLength)
        solved.groupFrames = s.groupFrames.map(frame)
        return solved
    }
}
