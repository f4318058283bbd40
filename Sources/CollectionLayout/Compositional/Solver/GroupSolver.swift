import Foundation

/// An item placed in a group instance, relative to the group's origin.
struct PlacedItem {
    var frame: CGRect
    var zIndex: Int?
}

/// A supplementary placed relative to the group's origin, attached to local item `item`.
struct PlacedSupplementary {
    var frame: CGRect
    let kind: String
    let zIndex: Int
    let item: Int
}

/// One solved instance of a group: its final size, its items in order, their supplementaries.
struct GroupInstance {
    var size: CGSize
    var items: [PlacedItem] = []
    var supplementaries: [PlacedSupplementary] = []

    /// Whether any item carries its own zIndex (custom groups).
    var hasZIndexes: Bool { items.contains { $0.zIndex != nil } }

    /// The union of the items' frames.
    var itemBounds: CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for item in items {
            let f = item.frame
            minX = min(minX, f.origin.x); minY = min(minY, f.origin.y)
            maxX = max(maxX, f.origin.x + f.size.width); maxY = max(maxY, f.origin.y + f.size.height)
        }
        return items.isEmpty ? .null : CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// Solves one group instance (rules C1–C7, B1–B3, A4–A5), constraints down and sizes up:
///
/// 1. resolve each candidate subitem against the group's inner size (C5: after the group's insets);
///    count groups override the size along the axis (C2); measure estimated items (A4);
/// 2. stop when the next would pass the trailing edge — with its own fixed trailing edge spacing,
///    not the spacing after it (C1) — or at `count`, or when the items run out;
/// 3. siblings with `.uniformAcrossSiblings` take the largest size (A5); a measured group takes its
///    size from its content;
/// 4. positions along the axis: fixed spacing, then the space left over shared by the flexible
///    edges and gaps (B2, C4); across it: edge spacing, else the group's top (leading) edge;
/// 5. each item inset by its content insets (B1), its supplementaries anchored to it (B3).
struct GroupSolver {
    let context: SolveContext
    let section: Int

    /// A guard against a group that would repeat without end.
    static let maximumItemsPerGroup = 1_000_000

    private struct Candidate {
        let node: NodeDef
        var size: CGSize
        var nested: GroupInstance?
        var consumed: Int
    }

    /// Solves `node` (a group) at `proposed` size for items `first ..< first + limit`.
    func solve(_ node: NodeDef, proposed: CGSize, first: Int, limit: Int, place: Place) throws -> GroupInstance {
        let group = node.group!
        let vertical = group.axis == .vertical
        func along(_ s: CGSize) -> CGFloat { vertical ? s.height : s.width }
        func across(_ s: CGSize) -> CGFloat { vertical ? s.width : s.height }
        func make(along a: CGFloat, across c: CGFloat) -> CGSize { vertical ? CGSize(width: c, height: a) : CGSize(width: a, height: c) }

        // The area subitems go in (C5); insets are ignored on a measured axis (A4).
        let insets = effectiveInsets(node)
        var inner = CGSize(width: max(0, proposed.width - insets.leading - insets.trailing),
                           height: max(0, proposed.height - insets.top - insets.bottom))
        let mainMeasured = vertical ? node.size.height.isMeasured : node.size.width.isMeasured
        let crossMeasured = vertical ? node.size.width.isMeasured : node.size.height.isMeasured

        if case .custom(let provider) = group.arrangement {
            return try custom(provider: provider, node: node, inner: inner, insets: insets, proposed: proposed, limit: limit, place: place)
        }

        // Steps 1–2: candidates.
        let fixedSpacing = group.spacing?.spacing ?? 0
        var candidates: [Candidate] = []
        var cursor: CGFloat = 0
        var consumed = 0
        var countLimit = Int.max
        var resizedLength: CGFloat?
        if case .count(let n, let resizes) = group.arrangement {
            countLimit = n
            if resizes {
                let edges = group.subitems[0].edge
                let fixedEdges = fixedLength(vertical ? edges.top : edges.leading) + fixedLength(vertical ? edges.bottom : edges.trailing)
                resizedLength = max(0, (along(inner) - fixedSpacing * CGFloat(n - 1)) / CGFloat(n) - fixedEdges)
            }
        }
        while candidates.count < countLimit, consumed < limit, candidates.count < Self.maximumItemsPerGroup {
            let index = candidates.count % group.subitems.count
            let sub = group.subitems[index]
            var size = sub.size.resolve(in: inner)
            if let resizedLength { size = make(along: resizedLength, across: across(size)) }
            guard size.width.isFinite, size.height.isFinite else {
                throw LayoutError("\(place.appending("subitem", index)) resolves to \(size.width)×\(size.height); it must be finite")
            }
            var nested: GroupInstance?
            var itemsTaken = 1
            if sub.group != nil {
                let instance = try solve(sub, proposed: size, first: first + consumed, limit: limit - consumed, place: place.appending("subitem", index))
                size = instance.size
                itemsTaken = instance.items.count
                nested = instance
                guard itemsTaken > 0 else { break }
            } else if sub.size.isMeasured {
                size = context.measure(sub, proposed: size, section: section, item: first + consumed)
            }
            let length = along(size)
            if case .repeating = group.arrangement, !mainMeasured {
                guard length > 0 else {
                    throw LayoutError("\(place.appending("subitem", index)) is 0 pt \(vertical ? "tall" : "wide") and would repeat without end")
                }
                let edges = sub.edge
                let lead = minimumLength(vertical ? edges.top : edges.leading)
                let trail = fixedLength(vertical ? edges.bottom : edges.trailing)
                let start = candidates.isEmpty ? 0 : cursor + fixedSpacing
                // C1: the trailing edge plus the item's own fixed trailing edge spacing must fit.
                if start + lead + length + trail > along(inner) + LayoutTolerance.fit {
                    if candidates.isEmpty {
                        throw LayoutError("\(place) fits no item: subitem \(index) is \(format(length)) pt \(vertical ? "tall" : "wide") but the group has \(format(along(inner))) pt")
                    }
                    break
                }
                cursor = start + lead + length + minimumLength(vertical ? edges.bottom : edges.trailing)
            }
            candidates.append(Candidate(node: sub, size: size, nested: nested, consumed: itemsTaken))
            consumed += itemsTaken
            // A group measured along its own axis holds one cycle of its subitems (our choice).
            if mainMeasured, case .repeating = group.arrangement, candidates.count == group.subitems.count { break }
        }
        guard candidates.count < Self.maximumItemsPerGroup else {
            throw LayoutError("\(place) would hold more than \(Self.maximumItemsPerGroup) items")
        }

        // Step 3: uniform siblings (A5) and a group sized by its content.
        uniform(&candidates, vertical: vertical)
        var final = proposed
        if !candidates.isEmpty {
            if mainMeasured {
                let content = candidates.enumerated().reduce(CGFloat(0)) { sum, e in
                    let edges = e.element.node.edge
                    return sum + along(e.element.size) + minimumLength(vertical ? edges.top : edges.leading)
                        + minimumLength(vertical ? edges.bottom : edges.trailing) + (e.offset > 0 ? fixedSpacing : 0)
                }
                final = vertical ? CGSize(width: final.width, height: content) : CGSize(width: content, height: final.height)
            }
            if crossMeasured {
                let fixedCross = candidates.filter { !isFractionalAcross($0.node, vertical: vertical) }
                if let largest = fixedCross.map({ c -> CGFloat in
                    let e = c.node.edge
                    return across(c.size) + minimumLength(vertical ? e.leading : e.top) + minimumLength(vertical ? e.trailing : e.bottom)
                }).max() {
                    final = vertical ? CGSize(width: largest, height: final.height) : CGSize(width: final.width, height: largest)
                }
            }
            inner = CGSize(width: max(0, final.width - insets.leading - insets.trailing),
                           height: max(0, final.height - insets.top - insets.bottom))
            if crossMeasured {
                // Fractional items across the axis follow the measured group (A4, [UNVERIFIED]).
                for i in candidates.indices where isFractionalAcross(candidates[i].node, vertical: vertical) && candidates[i].nested == nil {
                    let resolved = candidates[i].node.size.resolve(in: inner)
                    candidates[i].size = make(along: along(candidates[i].size), across: across(resolved))
                }
            }
        }

        // Step 4: positions.
        var instance = GroupInstance(size: final)
        var flexibleSlots = 0
        var used: CGFloat = 0
        for (i, c) in candidates.enumerated() {
            let e = c.node.edge
            let lead = vertical ? e.top : e.leading, trail = vertical ? e.bottom : e.trailing
            used += (lead?.spacing ?? 0) + (trail?.spacing ?? 0)
            if lead?.isFlexibleSpacing == true { flexibleSlots += 1 }
            if trail?.isFlexibleSpacing == true { flexibleSlots += 1 }
            used += along(c.size) + (i > 0 ? fixedSpacing : 0)
            if i > 0, group.spacing?.isFlexibleSpacing == true { flexibleSlots += 1 }
        }
        let share = flexibleSlots > 0 ? max(0, along(inner) - used) / CGFloat(flexibleSlots) : 0
        var position: CGFloat = 0
        for (i, c) in candidates.enumerated() {
            let e = c.node.edge
            if i > 0 { position += fixedSpacing + (group.spacing?.isFlexibleSpacing == true ? share : 0) }
            position += spacingLength(vertical ? e.top : e.leading, share: share)
            let alongPos = position
            position += along(c.size) + spacingLength(vertical ? e.bottom : e.trailing, share: share)
            let acrossPos = crossPosition(c, inner: across(inner), itemAcross: across(c.size), vertical: vertical)
            let origin = vertical ? CGPoint(x: insets.leading + acrossPos, y: insets.top + alongPos)
                                  : CGPoint(x: insets.leading + alongPos, y: insets.top + acrossPos)
            let slot = CGRect(origin: origin, size: c.size)
            let base = instance.items.count
            if let nested = c.nested {
                instance.items += nested.items.map { PlacedItem(frame: $0.frame.offsetBy(dx: origin.x, dy: origin.y), zIndex: $0.zIndex) }
                instance.supplementaries += nested.supplementaries.map {
                    PlacedSupplementary(frame: $0.frame.offsetBy(dx: origin.x, dy: origin.y), kind: $0.kind, zIndex: $0.zIndex, item: base + $0.item)
                }
                // The nested group's own supplementaries anchor to its frame, indexed by its first item.
                instance.supplementaries += anchored(c.node.supplementaries, to: slot, item: base)
            } else {
                // Step 5: B1 content insets inside the slot.
                let frame = inset(slot, c.node)
                instance.items.append(PlacedItem(frame: frame))
                instance.supplementaries += anchored(c.node.supplementaries, to: frame, item: base)
            }
        }
        return instance
    }

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

    /// Supplementaries anchored to `host` (B3): sized against the host, placed by unit points.
    func anchored(_ supplementaries: [SupplementaryDef], to host: CGRect, item: Int) -> [PlacedSupplementary] {
        supplementaries.map { s in
            let size = s.size.resolve(in: host.size)
            return PlacedSupplementary(frame: s.anchor.frame(size: size, on: host), kind: s.kind, zIndex: s.zIndex, item: item)
        }
    }

    private func uniform(_ candidates: inout [Candidate], vertical: Bool) {
        for horizontalAxis in [true, false] {
            let uniformIndices = candidates.indices.filter { i in
                let d = horizontalAxis ? candidates[i].node.size.width : candidates[i].node.size.height
                return d.kind == .uniform
            }
            guard uniformIndices.count > 1 else { continue }
            let largest = uniformIndices.map { horizontalAxis ? candidates[$0].size.width : candidates[$0].size.height }.max()!
            for i in uniformIndices {
                if horizontalAxis { candidates[i].size.width = largest } else { candidates[i].size.height = largest }
            }
        }
    }

    private func crossPosition(_ c: Candidate, inner: CGFloat, itemAcross: CGFloat, vertical: Bool) -> CGFloat {
        let e = c.node.edge
        let (low, high) = vertical ? (e.leading, e.trailing) : (e.top, e.bottom)
        let flexible = (low?.isFlexibleSpacing == true ? 1 : 0) + (high?.isFlexibleSpacing == true ? 1 : 0)
        let fixed = (low?.spacing ?? 0) + (high?.spacing ?? 0)
        let left = max(0, inner - itemAcross - fixed)
        // B2: no flexible edge across the axis → the item starts at the group's top (leading) edge.
        return (low?.spacing ?? 0) + (low?.isFlexibleSpacing == true ? left / CGFloat(flexible) : 0)
    }

    private func isFractionalAcross(_ node: NodeDef, vertical: Bool) -> Bool {
        let d = vertical ? node.size.width : node.size.height
        return d.kind == .fractionalWidth || d.kind == .fractionalHeight
    }

    private func fixedLength(_ s: NSCollectionLayoutSpacing?) -> CGFloat { s?.isFixedSpacing == true ? s!.spacing : 0 }
    private func minimumLength(_ s: NSCollectionLayoutSpacing?) -> CGFloat { s?.spacing ?? 0 }
    private func spacingLength(_ s: NSCollectionLayoutSpacing?, share: CGFloat) -> CGFloat {
        guard let s else { return 0 }
        return s.spacing + (s.isFlexibleSpacing ? share : 0)
    }

    /// A node's content insets, without those on a measured axis (A4).
    func effectiveInsets(_ node: NodeDef) -> Insets {
        var i = node.insets
        if node.size.width.isMeasured { i.leading = 0; i.trailing = 0 }
        if node.size.height.isMeasured { i.top = 0; i.bottom = 0 }
        return i
    }

    /// B1: content insets applied inside the slot, except on a measured axis (A4).
    func inset(_ slot: CGRect, _ node: NodeDef) -> CGRect {
        let i = effectiveInsets(node)
        return CGRect(x: slot.minX + i.leading, y: slot.minY + i.top,
                      width: max(0, slot.width - i.leading - i.trailing), height: max(0, slot.height - i.top - i.bottom))
    }
}

func format(_ value: CGFloat) -> String {
    let rounded = (Double(value) * 1000).rounded() / 1000
    return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
}
