import Foundation

/// The result of `layout.solve(in:itemCounts:)`: every element's attributes and the content size,
/// queried with UIKit's `UICollectionViewLayout` method names.
///
/// ```swift
/// let solved = try layout.solve(in: Viewport(size: CGSize(width: 393, height: 852)), itemCounts: [10, 10])
/// solved.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
/// ```
///
/// Storage is compact — a cell is one `CGRect` (32 bytes), plus 16 bytes per group for searching —
/// so a million items stay small. `attributes` builds the full list on each call;
/// `layoutAttributesForElements(in:)` binary-searches sections and groups, O(log n + k).
public struct SolvedLayout: Sendable {
    /// UIKit's `collectionViewContentSize`.
    public let contentSize: CGSize
    let sections: [SolvedSection]
    /// Layout-wide supplementaries (configuration boundary items): indexPath `[0]`.
    let globalElements: [LayoutElement]
    /// Per section, the running maximum of its end along the scroll axis, for binary search.
    private let sectionReach: [CGFloat]
    /// Per section, the smallest start along the scroll axis of it and every later section.
    private let sectionStarts: [CGFloat]
    private let isVertical: Bool
    private let supplementaryIndex: [SupplementaryKey: Location]

    private struct SupplementaryKey: Hashable {
        let kind: String
        let indexPath: IndexPath
    }

    private enum Location: Hashable {
        case global(Int)
        case section(Int, Int)
    }

    init(contentSize: CGSize, sections: [SolvedSection], globalElements: [LayoutElement], isVertical: Bool) {
        self.contentSize = contentSize
        self.sections = sections
        self.globalElements = globalElements
        self.isVertical = isVertical
        var reach: [CGFloat] = []
        var running = -CGFloat.infinity
        reach.reserveCapacity(sections.count)
        for i in sections.indices {
            let b = sections[i].bounds
            running = max(running, isVertical ? b.maxY : b.maxX)
            reach.append(running)
        }
        sectionReach = reach
        var starts = sections.indices.map { isVertical ? sections[$0].bounds.minY : sections[$0].bounds.minX }
        var suffix = CGFloat.infinity
        for i in starts.indices.reversed() { suffix = min(suffix, starts[i]); starts[i] = suffix }
        sectionStarts = starts
        var index: [SupplementaryKey: Location] = [:]
        for (i, a) in globalElements.enumerated() {
            index[SupplementaryKey(kind: a.representedElementKind ?? "", indexPath: a.indexPath)] = .global(i)
        }
        for s in sections.indices where !sections[s].extras.isEmpty {
            for i in sections[s].extras.indices {
                let a = sections[s].extras[i]
                index[SupplementaryKey(kind: a.representedElementKind ?? "", indexPath: a.indexPath)] = .section(s, i)
            }
        }
        supplementaryIndex = index
    }

    /// Builds the compact form from a flat list of elements (cells in item order per section), for
    /// layouts that produce one. Each cell is searched on its own.
    init(contentSize: CGSize, elements: [LayoutElement], sectionCount: Int, isVertical: Bool) {
        var cells = [[CGRect]](repeating: [], count: sectionCount)
        var overrides = [[Int: SolvedSection.CellOverride]](repeating: [:], count: sectionCount)
        var extras = [[LayoutElement]](repeating: [], count: sectionCount)
        var global: [LayoutElement] = []
        for e in elements {
            guard e.indexPath.count == 2, (0..<sectionCount).contains(e.indexPath[0]) else { global.append(e); continue }
            let s = e.indexPath[0]
            guard e.representedElementCategory == .cell else { extras[s].append(e); continue }
            if e.zIndex != 0 || e.alpha != 1 || e.transform != .identity || e.isHidden {
                overrides[s][cells[s].count] = SolvedSection.CellOverride(zIndex: e.zIndex, alpha: e.alpha, transform: e.transform,
                                                                          isHidden: e.isHidden)
            }
            cells[s].append(e.frame)
        }
        let sections = (0..<sectionCount).map { s -> SolvedSection in
            let frames = cells[s]
            var mins: [Double] = [], reach: [Double] = []
            var running = -Double.infinity
            for f in frames {
                running = max(running, Double(isVertical ? f.maxY : f.maxX))
                reach.append(running)
                mins.append(Double(isVertical ? f.minY : f.minX))
            }
            var suffix = Double.infinity
            for i in mins.indices.reversed() { suffix = min(suffix, mins[i]); mins[i] = suffix }
            var bounds = CGRect.null
            for f in frames { bounds = bounds.union(f) }
            for e in extras[s] { bounds = bounds.union(e.frame) }
            let searchable = frames.count > SolvedSection.scanLimit
            return SolvedSection(index: s, bounds: bounds.isNull ? .zero : bounds, cellFrames: frames, cellZIndex: 0,
                                 cellOverrides: overrides[s], groupStarts: searchable ? (0..<frames.count).map { Int32($0) } : [],
                                 groupReach: searchable ? reach : [], groupMins: searchable ? mins : [],
                                 searchAxisIsY: isVertical, extras: extras[s],
                                 orthogonalContentLength: nil)
        }
        self.init(contentSize: contentSize, sections: sections, globalElements: global, isVertical: isVertical)
    }

    /// Every element as a value: per section its supplementary and decoration views, then its cells;
    /// layout-wide supplementaries first. Layoutshot's (`attributes` is the same as objects).
    public var elements: [LayoutElement] {
        var all = globalElements
        all.reserveCapacity(elementCount)
        for section in sections {
            all += section.extras
            for item in section.cellFrames.indices { all.append(section.cellAttributes(item)) }
        }
        return all
    }

    /// Every element, in `elements`' order, as new `UICollectionViewLayoutAttributes` objects.
    public var attributes: [UICollectionViewLayoutAttributes] { elements.map(UICollectionViewLayoutAttributes.init) }

    /// How many elements there are (cells, supplementaries, decorations), without building them.
    public var elementCount: Int {
        globalElements.count + sections.reduce(0) { $0 + $1.cellFrames.count + $1.extras.count }
    }

    /// Every element whose frame intersects `rect`, as values (Layoutshot's). Sections and groups are
    /// found by binary search: O(log n + k).
    public func elements(in rect: CGRect) -> [LayoutElement] {
        var found = globalElements.filter { $0.frame.intersects(rect) }
        let (low, high) = isVertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
        var s = sectionReach.partitioningIndex { $0 >= low }
        while s < sections.count {
            let section = sections[s]
            if sectionStarts[s] > high { break }
            if section.bounds.intersects(rect) { section.collect(in: rect, into: &found) }
            s += 1
        }
        return found
    }

    /// UIKit's `layoutAttributesForElements(in:)`: `elements(in:)` as new objects.
    public func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        elements(in: rect).map(UICollectionViewLayoutAttributes.init)
    }

    /// The cell at `indexPath`, as a value (Layoutshot's); nil when there is none.
    public func element(forItemAt indexPath: IndexPath) -> LayoutElement? {
        guard indexPath.count == 2, sections.indices.contains(indexPath[0]) else { return nil }
        let section = sections[indexPath[0]]
        guard section.cellFrames.indices.contains(indexPath[1]) else { return nil }
        return section.cellAttributes(indexPath[1])
    }

    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        element(forItemAt: indexPath).map(UICollectionViewLayoutAttributes.init)
    }

    /// The supplementary or decoration view of `kind` at `indexPath`, as a value (Layoutshot's).
    public func element(ofKind kind: String, at indexPath: IndexPath) -> LayoutElement? {
        switch supplementaryIndex[SupplementaryKey(kind: kind, indexPath: indexPath)] {
        case .global(let i): globalElements[i]
        case .section(let s, let i): sections[s].extras[i]
        case nil: nil
        }
    }

    public func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        element(ofKind: kind, at: indexPath).map(UICollectionViewLayoutAttributes.init)
    }

    public func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// UIKit's name for `contentSize`.
    public var collectionViewContentSize: CGSize { contentSize }

    /// The frames of section `section`'s root group instances, in content coordinates, when the layout
    /// was solved with `solveRecordingGroupFrames` (empty otherwise, and for layouts without groups).
    /// Nested groups are not included.
    public func groupFrames(inSection section: Int) -> [CGRect] {
        sections.indices.contains(section) ? sections[section].groupFrames : []
    }

    /// The number of sections (UIKit's `UICollectionView.numberOfSections`).
    public var numberOfSections: Int { sections.count }

    /// The number of cells in `section` (UIKit's `UICollectionView.numberOfItems(inSection:)`); 0 for a
    /// section that does not exist.
    public func numberOfItems(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].cellFrames.count : 0
    }

    /// Every supplementary and decoration view, without the cells, in `attributes`' order: cheap even
    /// when there are millions of cells. Layoutshot's, not UIKit's.
    public var supplementaryAndDecorationElements: [LayoutElement] {
        globalElements + sections.flatMap(\.extras)
    }

    /// An orthogonal section's scrollable width (its groups, spacing and insets), nil otherwise.
    public func orthogonalContentLength(ofSection section: Int) -> CGFloat? {
        sections.indices.contains(section) ? sections[section].orthogonalContentLength : nil
    }
}

extension Array {
    /// The first index whose element satisfies `predicate`, which must be false then true along the array.
    func partitioningIndex(where predicate: (Element) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            if predicate(self[mid]) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
