import Foundation

/// Solves one group instance, constraints down and sizes up, in numbered steps — each a function
/// below that cites the rule it implements (the shape of yoga's `CalculateLayout.cpp`):
///
/// 1. `innerArea` — the space subitems go in: the proposed size less the group's content insets
///    (C5), none on a measured axis (A4). A custom group hands it to its provider (C3) and stops.
/// 2. `takeSubitems` — subitems in turn, cycling (C1): each resolved against the inner area (A2,
///    C5), count groups sized along the axis to share it (C2), nested groups solved first (C5),
///    estimated items measured (A4); a repeating group stops before the first that does not fit
///    (C1) — its own fixed trailing edge spacing must fit, the spacing after it need not.
/// 3. `shareUniformSizes` — siblings with `.uniformAcrossSiblings` take the largest (A5).
/// 4. `contentSize` — a group measured on an axis takes its size there from its subitems (A4);
///    then the inner area again, and `followMeasuredCross`: fractional subitems across a measured
///    group follow it (A4).
/// 5. `placeAlong` — fixed spacing and edges first, then the space left over shared by the
///    flexible edges and gaps (B2, C4); `crossPosition` — across: the leading edge spacing, plus
///    the space left when it is flexible, else the group's leading edge (B2).
/// 6. `emit` — each item inset by its content insets (B1), its supplementaries anchored to it
///    (B3); a nested group's items and supplementaries moved to its slot (C5), its own anchored
///    inside its contentInsets (B3).
///
/// ```swift
/// let instance = try GroupSolver(context: context, section: 0)
///     .solve(root, proposed: CGSize(width: 393, height: 60), first: 0, limit: 10, place: "group")
/// instance.items.map(\.frame)   // the items of one instance, relative to its origin
/// ```
struct GroupSolver {
    let context: SolveContext
    let section: Int

    /// C7: a guard against a group that would repeat without end.
    static let maximumItemsPerGroup = 1_000_000

    /// A subitem taken into the instance: its definition, its size so far, its solved instance
    /// when it is a group, how many items it holds, and (from step 5) where it starts along the axis.
    struct Candidate {
        let node: NodeDef
        var size: CGSize
        var nested: GroupInstance?
        var consumed: Int
        var along: CGFloat = 0
    }

    /// Solves `node` (a group) at `proposed` size for items `first ..< first + limit`.
    func solve(_ node: NodeDef, proposed: CGSize, first: Int, limit: Int, place: Place) throws -> GroupInstance {
        guard let group = node.group else { throw LayoutError("\(place) is an item, not a group") }
        let axis = GroupAxis(vertical: group.axis == .vertical)
        // Step 1.
        let insets = effectiveInsets(node)
        var inner = innerArea(proposed, insets: insets)
        if case .custom(let provider) = group.arrangement {
            return try custom(provider: provider, node: node, inner: inner, insets: insets, proposed: proposed, limit: limit, place: place)
        }
        // Step 2.
        var candidates = try takeSubitems(of: node, group, axis: axis, inner: inner, first: first, limit: limit, place: place)
        // Step 3.
        shareUniformSizes(&candidates)
        // Step 4.
        var size = proposed
        if !candidates.isEmpty {
            size = contentSize(of: node, candidates, axis: axis, proposed: proposed, spacing: group.spacing)
            inner = innerArea(size, insets: insets)
            if axis.measuresAcross(node.size) { followMeasuredCross(&candidates, axis: axis, inner: inner) }
        }
        // Steps 5 and 6.
        placeAlong(&candidates, axis: axis, inner: inner, spacing: group.spacing)
        var instance = GroupInstance(size: size)
        for c in candidates {
            let p = axis.point(along: c.along, across: crossPosition(c, axis: axis, inner: axis.across(inner)))
            emit(c, at: CGPoint(x: insets.leading + p.x, y: insets.top + p.y), into: &instance)
        }
        return instance
    }

    // MARK: Step 1

    /// C5: the area a group's subitems go in — `size` less the group's content insets.
    func innerArea(_ size: CGSize, insets: Insets) -> CGSize {
        CGSize(width: max(0, size.width - insets.leading - insets.trailing), height: max(0, size.height - insets.top - insets.bottom))
    }

    /// B1, A4: a node's content insets, without those on a measured axis.
    func effectiveInsets(_ node: NodeDef) -> Insets {
        var i = node.insets
        if node.size.width.isMeasured { i.leading = 0; i.trailing = 0 }
        if node.size.height.isMeasured { i.top = 0; i.bottom = 0 }
        return i
    }

    // MARK: Step 2

    /// C1, C2, C5, A4, C7: the subitems the instance holds, in order, with their sizes.
    private func takeSubitems(of node: NodeDef, _ group: GroupDef, axis: GroupAxis, inner: CGSize,
                              first: Int, limit: Int, place: Place) throws -> [Candidate] {
        let fixedSpacing = group.spacing?.spacing ?? 0
        let (countLimit, resizedLength) = countArrangement(group, axis: axis, inner: inner, fixedSpacing: fixedSpacing)
        // C2 (measured: faberNovel/CompositionalLayoutDSL snapshots, Tests/UIKitEvidenceTests): a
        // resizing count group's items resolve their fractions against the group less its spacing
        // along the axis, so `.fractionalWidth(1/4)` heights in a 4-count row make square cells.
        let countContainer = resizedLength == nil ? nil
            : axis.size(along: max(0, axis.along(inner) - fixedSpacing * CGFloat(countLimit - 1)), across: axis.across(inner))
        let measuredAlong = axis.measuresAlong(node.size)
        let repeating: Bool
        if case .repeating = group.arrangement { repeating = true } else { repeating = false }
        var candidates: [Candidate] = []
        var cursor: CGFloat = 0
        var consumed = 0
        while candidates.count < countLimit, consumed < limit, candidates.count < Self.maximumItemsPerGroup {
            let index = candidates.count % group.subitems.count
            let sub = group.subitems[index]
            var size = sub.size.resolve(in: countContainer ?? inner, scale: context.fractionScale)
            if let resizedLength { size = axis.size(along: resizedLength, across: axis.across(size)) }
            guard size.width.isFinite, size.height.isFinite else {
                throw LayoutError("\(place.appending("subitem", index)) resolves to \(size.width)×\(size.height); it must be finite")
            }
            var candidate = Candidate(node: sub, size: size, nested: nil, consumed: 1)
            if sub.group != nil {
                let instance = try solve(sub, proposed: size, first: first + consumed, limit: limit - consumed,
                                         place: place.appending("subitem", index))
                guard !instance.items.isEmpty else { break }
                candidate.size = instance.size
                candidate.consumed = instance.items.count
                candidate.nested = instance
            } else if sub.size.isMeasured {
                candidate.size = context.measure(sub, proposed: size, section: section, item: first + consumed)
            }
            if repeating, !measuredAlong {
                guard let next = try fit(candidate, after: candidates.isEmpty ? nil : cursor, axis: axis, available: axis.along(inner),
                                         spacing: fixedSpacing, index: index, place: place) else { break }
                cursor = next
            }
            candidates.append(candidate)
            consumed += candidate.consumed
            // A group measured along its own axis holds one cycle of its subitems (our choice).
            if measuredAlong, repeating, candidates.count == group.subitems.count { break }
        }
        guard candidates.count < Self.maximumItemsPerGroup else {
            throw LayoutError("\(place) would hold more than \(Self.maximumItemsPerGroup) items")
        }
        return candidates
    }

    /// C2: a count group holds `n` subitems; when it resizes them, each is as long along the axis
    /// as shares the inner area, less the first subitem's fixed edge spacings.
    private func countArrangement(_ group: GroupDef, axis: GroupAxis, inner: CGSize,
                                  fixedSpacing: CGFloat) -> (limit: Int, resizedLength: CGFloat?) {
        guard case .count(let n, let resizes) = group.arrangement else { return (Int.max, nil) }
        guard resizes else { return (n, nil) }
        let edges = group.subitems[0].edge
        let fixedEdges = axis.leading(edges).fixedLength + axis.trailing(edges).fixedLength
        // G7: the share is a fraction of the group, floored to a device pixel like any other.
        let share = PixelSnapping.floorToPixel((axis.along(inner) - fixedSpacing * CGFloat(n - 1)) / CGFloat(n), scale: context.fractionScale)
        return (n, max(0, share - fixedEdges))
    }

    /// C1: where the next subitem of a repeating group would end, or nil when it does not fit.
    /// It starts `spacing` after the previous one's end (`cursor`; nil for the first), past its
    /// leading edge spacing; it and its own fixed trailing edge spacing must end within
    /// `available` (to `LayoutTolerance.fit`). The cursor moves on past its trailing edge spacing
    /// of either kind. A first subitem that does not fit, or a zero-length one, is an error.
    private func fit(_ c: Candidate, after cursor: CGFloat?, axis: GroupAxis, available: CGFloat, spacing: CGFloat,
                     index: Int, place: Place) throws -> CGFloat? {
        let length = axis.along(c.size)
        guard length > 0 else {
            throw LayoutError("\(place.appending("subitem", index)) is 0 pt \(axis.extentName) and would repeat without end")
        }
        let edges = c.node.edge
        let lead = axis.leading(edges).minimumLength
        let trail = axis.trailing(edges).fixedLength
        let start = cursor.map { $0 + spacing } ?? 0
        if start + lead + length + trail > available + LayoutTolerance.fit {
            guard cursor != nil else {
                throw LayoutError("\(place) fits no item: subitem \(index) is \(format(length)) pt \(axis.extentName) but the group has \(format(available)) pt")
            }
            return nil
        }
        return start + lead + length + axis.trailing(edges).minimumLength
    }

    // MARK: Step 3

    /// A5: siblings whose width (height) is `.uniformAcrossSiblings` all take the largest.
    private func shareUniformSizes(_ candidates: inout [Candidate]) {
        for horizontalAxis in [true, false] {
            let uniformIndices = candidates.indices.filter { i in
                let d = horizontalAxis ? candidates[i].node.size.width : candidates[i].node.size.height
                return d.kind == .uniform
            }
            guard uniformIndices.count > 1 else { continue }
            let largest = uniformIndices.map { horizontalAxis ? candidates[$0].size.width : candidates[$0].size.height }.max() ?? 0
            for i in uniformIndices {
                if horizontalAxis { candidates[i].size.width = largest } else { candidates[i].size.height = largest }
            }
        }
    }

    // MARK: Step 4

    /// A4: a group measured along its axis is as long as its subitems with their edge spacings and
    /// the fixed spacing between them; measured across, as thick as its thickest subitem that is
    /// not a fraction of it. Unmeasured axes keep the proposed size.
    private func contentSize(of node: NodeDef, _ candidates: [Candidate], axis: GroupAxis, proposed: CGSize,
                             spacing: NSCollectionLayoutSpacing?) -> CGSize {
        let fixedSpacing = spacing?.spacing ?? 0
        var size = proposed
        if axis.measuresAlong(node.size) {
            let content = candidates.enumerated().reduce(CGFloat(0)) { sum, e in
                let edges = e.element.node.edge
                return sum + axis.along(e.element.size) + axis.leading(edges).minimumLength
                    + axis.trailing(edges).minimumLength + (e.offset > 0 ? fixedSpacing : 0)
            }
            size = axis.size(along: content, across: axis.across(size))
        }
        if axis.measuresAcross(node.size) {
            let thicknesses = candidates.filter { !axis.isFractionalAcross($0.node) }.map { c -> CGFloat in
                let e = c.node.edge
                return axis.across(c.size) + axis.crossLeading(e).minimumLength + axis.crossTrailing(e).minimumLength
            }
            if let largest = thicknesses.max() { size = axis.size(along: axis.along(size), across: largest) }
        }
        return size
    }

    /// A4 ([UNVERIFIED]): fractional items across a group measured across follow the measured size.
    private func followMeasuredCross(_ candidates: inout [Candidate], axis: GroupAxis, inner: CGSize) {
        for i in candidates.indices where axis.isFractionalAcross(candidates[i].node) && candidates[i].nested == nil {
            let resolved = candidates[i].node.size.resolve(in: inner, scale: context.fractionScale)
            candidates[i].size = axis.size(along: axis.along(candidates[i].size), across: axis.across(resolved))
        }
    }

    // MARK: Step 5

    /// B2, C4: where each subitem starts along the axis (`Candidate.along`), from the inner area's
    /// leading edge. Fixed spacing and edges come first; what is left of the inner area is shared
    /// equally by the flexible edge spacings and, when `spacing` is flexible, the gaps between subitems.
    private func placeAlong(_ candidates: inout [Candidate], axis: GroupAxis, inner: CGSize,
                            spacing: NSCollectionLayoutSpacing?) {
        let fixedSpacing = spacing?.spacing ?? 0
        var flexibleSlots = 0
        var used: CGFloat = 0
        for (i, c) in candidates.enumerated() {
            let lead = axis.leading(c.node.edge), trail = axis.trailing(c.node.edge)
            used += lead.minimumLength + trail.minimumLength
            if lead.isFlexible { flexibleSlots += 1 }
            if trail.isFlexible { flexibleSlots += 1 }
            used += axis.along(c.size) + (i > 0 ? fixedSpacing : 0)
            if i > 0, spacing.isFlexible { flexibleSlots += 1 }
        }
        let share = flexibleSlots > 0 ? max(0, axis.along(inner) - used) / CGFloat(flexibleSlots) : 0
        var position: CGFloat = 0
        for i in candidates.indices {
            let c = candidates[i]
            if i > 0 { position += fixedSpacing + (spacing.isFlexible ? share : 0) }
            position += axis.leading(c.node.edge).length(share: share)
            candidates[i].along = position
            position += axis.along(c.size) + axis.trailing(c.node.edge).length(share: share)
        }
    }

    /// B2: where a subitem starts across the axis, in an inner area `inner` thick: its leading
    /// edge spacing, plus its share of the space left when that edge is flexible; with no
    /// flexible edge across, it sits at the group's leading (top) edge.
    private func crossPosition(_ c: Candidate, axis: GroupAxis, inner: CGFloat) -> CGFloat {
        let low = axis.crossLeading(c.node.edge), high = axis.crossTrailing(c.node.edge)
        let flexible = (low.isFlexible ? 1 : 0) + (high.isFlexible ? 1 : 0)
        let fixed = low.minimumLength + high.minimumLength
        let left = max(0, inner - axis.across(c.size) - fixed)
        return low.minimumLength + (low.isFlexible ? left / CGFloat(flexible) : 0)
    }

    // MARK: Step 6

    /// B1, B3, C5: a subitem placed with its slot at `origin`: an item inset by its content
    /// insets, its supplementaries anchored to the inset frame; a nested group's items and
    /// supplementaries moved to the slot, its own supplementaries anchored to the slot inside the
    /// group's contentInsets (B3, as the root group's) and indexed by its first item (our choice:
    /// recordings show the root group's indexed by the group, none a nested group's).
    private func emit(_ c: Candidate, at origin: CGPoint, into instance: inout GroupInstance) {
        let slot = CGRect(origin: origin, size: c.size)
        let base = instance.items.count
        if let nested = c.nested {
            instance.items += nested.items.map { PlacedItem(frame: $0.frame.offsetBy(dx: origin.x, dy: origin.y), zIndex: $0.zIndex) }
            instance.supplementaries += nested.supplementaries.map {
                PlacedSupplementary(frame: $0.frame.offsetBy(dx: origin.x, dy: origin.y), kind: $0.kind, zIndex: $0.zIndex, item: base + $0.item)
            }
            instance.supplementaries += anchored(c.node.supplementaries, to: inset(slot, c.node), slot: slot, item: base)
        } else {
            let frame = inset(slot, c.node)
            instance.items.append(PlacedItem(frame: frame))
            instance.supplementaries += anchored(c.node.supplementaries, to: frame, item: base)
        }
    }

    /// B1: content insets applied inside the slot, except on a measured axis (A4).
    func inset(_ slot: CGRect, _ node: NodeDef) -> CGRect {
        let i = effectiveInsets(node)
        return CGRect(x: slot.minX + i.leading, y: slot.minY + i.top,
                      width: max(0, slot.width - i.leading - i.trailing), height: max(0, slot.height - i.top - i.bottom))
    }

    /// B3: supplementaries anchored to `host`, sized against it, placed by unit points (those that
    /// anchor to the slot, to `slot`).
    func anchored(_ supplementaries: [SupplementaryDef], to host: CGRect, slot: CGRect? = nil, item: Int) -> [PlacedSupplementary] {
        supplementaries.map { s in
            let host = s.anchorsToSlot ? slot ?? host : host
            let size = s.size.resolve(in: host.size, scale: context.fractionScale)
            return PlacedSupplementary(frame: s.anchor.frame(size: size, on: host), kind: s.kind, zIndex: s.zIndex, item: item)
        }
    }

    // MARK: C3

    /// C3: a custom group's items are its provider's frames for the inner area (called once per
    /// size and kept), moved past the group's insets; the group keeps its proposed size.
    private func custom(provider: NSCollectionLayoutGroup.ItemProvider, node: NodeDef, inner: CGSize,
                        insets: Insets, proposed: CGSize, limit: Int, place: Place) throws -> GroupInstance {
        let key = SolveContext.CustomFramesKey(node: ObjectIdentifier(node), size: GroupDef.SizeKey(width: inner.width, height: inner.height))
        let frames: [NSCollectionLayoutGroupCustomItem]
        if let cached = context.customFrames[key] {
            frames = cached
        } else {
            let environment = context.environment(containerSize: context.orientation.size(inner))
            frames = provider(environment).map {
                NSCollectionLayoutGroupCustomItem(frame: context.orientation.rect($0.frame), zIndex: $0.zIndex)
            }
            for f in frames {
                guard f.frame.minX.isFinite, f.frame.minY.isFinite, f.frame.width.isFinite, f.frame.height.isFinite else {
                    throw LayoutError("\(place) custom item provider returned a frame that is not finite: \(f.frame)")
                }
            }
            context.customFrames[key] = frames
        }
        guard !frames.isEmpty else { throw LayoutError("\(place) custom item provider returned no items") }
        guard frames.count <= Self.maximumItemsPerGroup else { throw LayoutError("\(place) custom item provider returned too many items") }
        var instance = GroupInstance(size: proposed)
        for f in frames.prefix(limit) {
            instance.items.append(PlacedItem(frame: f.frame.offsetBy(dx: insets.leading, dy: insets.top), zIndex: f.zIndex))
        }
        return instance
    }
}
