import Foundation

/// A solve through UIKit's layout protocol, for custom layouts and apps' subclasses of the built-in
/// ones — what `UICollectionView` does on iOS when it lays out:
///
/// 1. `collectionView` is the real collection view when one is attached, else a stand-in for the
///    length of the solve (bounds, insets, traits, the counts);
/// 2. `prepare()` (the built-in layouts' `prepare()` solves with their engine, so `super` answers);
/// 3. `collectionViewContentSize`;
/// 4. `layoutAttributesForElements(in:)` over the whole content (and one viewport round it: a layout
///    may put elements at negative offsets), then `layoutAttributesForItem(at:)` for any cell the
///    rect query left out; a cell neither gives is hidden, as UIKit shows no cell it has no
///    attributes for;
/// 5. the answers kept compactly; when they are exactly the engine's own, the engine's result is
///    kept whole (group frames, orthogonal scrollers).
///
/// Frames are used as the layout gives them (UIKit does not snap a custom layout's frames). Bad
/// answers are errors naming the call: a cell at an index path the counts do not have, a frame or
/// content size that is not finite. Custom layouts are not self-sized (UIKit's
/// `preferredLayoutAttributesFitting(_:)` round trip); the measurer is handed to the built-in
/// engine under a subclass.
extension UICollectionViewLayout {
    func solveThroughQueries(_ inputs: EngineInputs) throws -> SolvedLayout {
        let standIn = collectionViewHost == nil ? standInCollectionView(inputs) : nil
        if let standIn { collectionViewHost = standIn }
        current = nil; pendingError = nil; pendingInputs = inputs
        defer {
            pendingInputs = nil
            if standIn != nil { collectionViewHost = nil }
        }
        let name = String(describing: type(of: self))
        prepare()
        if let pendingError { throw pendingError }
        let engine = current

        let size = collectionViewContentSize
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            throw LayoutError("\(name).collectionViewContentSize is \(format(size.width))×\(format(size.height)): it must be finite and not negative")
        }
        let viewport = inputs.viewport.size
        let everything = CGRect(x: -viewport.width, y: -viewport.height,
                                width: max(size.width, viewport.width) + 2 * viewport.width,
                                height: max(size.height, viewport.height) + 2 * viewport.height)
        let answered = (layoutAttributesForElements(in: everything) ?? []).map(\.element)
        if let engine, engine.contentSize == size, engine.elements(in: everything) == answered {
            current = engine
            return engine
        }
        var elements = try placed(answered, itemCounts: inputs.itemCounts, caller: "\(name).layoutAttributesForElements(in:)")
        if engine == nil, flipsHorizontallyInOppositeLayoutDirection, inputs.viewport.layoutDirection == .rightToLeft {
            let width = max(size.width, viewport.width)
            for i in elements.indices { elements[i].frame.origin.x = width - elements[i].frame.maxX }
        }
        let solved = SolvedLayout(contentSize: size, elements: elements, sectionCount: inputs.itemCounts.count,
                                  isVertical: size.width <= viewport.width)
        current = solved
        return solved
    }

    private func standInCollectionView(_ inputs: EngineInputs) -> SolvingCollectionView {
        let direction = (self as? UICollectionViewFlowLayout)?.scrollDirection ?? .vertical
        let inset = inputs.viewport.adjustedContentInset(scrollDirection: direction)
        let offset = inputs.scroll.contentOffset ?? CGPoint(x: -inset.left, y: -inset.top)
        return SolvingCollectionView(viewport: inputs.viewport, layout: self, itemCounts: inputs.itemCounts,
                                scrollDirection: direction, contentOffset: offset)
    }

    /// Step 4–5: every cell the counts have exactly once, in item order per section (asking
    /// `layoutAttributesForItem(at:)` for the ones missing; hidden when it has none), then the
    /// supplementary and decoration views; everything checked.
    private func placed(_ answered: [LayoutElement], itemCounts: [Int], caller: String) throws -> [LayoutElement] {
        var cells = itemCounts.map { [LayoutElement?](repeating: nil, count: $0) }
        var others: [LayoutElement] = []
        for e in answered {
            try check(e.frame, of: e, caller: caller)
            guard e.representedElementCategory == .cell else { others.append(e); continue }
            guard e.indexPath.count == 2, cells.indices.contains(e.indexPath[0]),
                  cells[e.indexPath[0]].indices.contains(e.indexPath[1]) else {
                throw LayoutError("\(caller) returned a cell at \(Array(e.indexPath)), which the collection view does not have "
                                  + "(item counts \(itemCounts))")
            }
            if cells[e.indexPath[0]][e.indexPath[1]] == nil { cells[e.indexPath[0]][e.indexPath[1]] = e }
        }
        var elements = others
        for s in cells.indices {
            for i in cells[s].indices {
                let indexPath = IndexPath(item: i, section: s)
                if let e = cells[s][i] { elements.append(e); continue }
                if let asked = layoutAttributesForItem(at: indexPath)?.element, asked.representedElementCategory == .cell {
                    try check(asked.frame, of: asked, caller: "\(type(of: self)).layoutAttributesForItem(at:)")
                    var e = asked
                    e.indexPath = indexPath
                    elements.append(e)
                } else {
                    var hidden = LayoutElement(forCellWith: indexPath)
                    hidden.isHidden = true
                    elements.append(hidden)
                }
            }
        }
        return elements
    }

    private func check(_ frame: CGRect, of e: LayoutElement, caller: String) throws {
        guard frame.origin.x.isFinite, frame.origin.y.isFinite, frame.width.isFinite, frame.height.isFinite else {
            throw LayoutError("\(caller) returned \(e.representedElementCategory) \(Array(e.indexPath)) with a frame that is not finite")
        }
    }
}
