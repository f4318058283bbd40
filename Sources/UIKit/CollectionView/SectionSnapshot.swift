import Foundation

/// UIKit's `NSDiffableDataSourceSectionSnapshot` (iOS 14): one section's items as a tree — root items,
/// children appended under a parent, each parent expanded or collapsed. The section shows its
/// `visibleItems`: every root item, and the children of expanded parents, depth first (an outline list).
///
/// ```swift
/// var outline = NSDiffableDataSourceSectionSnapshot<String>()
/// outline.append(["Fruit"]); outline.append(["Apple", "Pear"], to: "Fruit")
/// outline.visibleItems      // ["Fruit"]  (collapsed)
/// outline.expand(["Fruit"]); outline.visibleItems   // ["Fruit", "Apple", "Pear"]
/// ```
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable> {
    private var roots: [ItemIdentifierType] = []
    private var children: [ItemIdentifierType: [ItemIdentifierType]] = [:]
    private var parents: [ItemIdentifierType: ItemIdentifierType] = [:]
    private var expanded: Set<ItemIdentifierType> = []

    public init() {}

    /// Every item, depth first.
    public var items: [ItemIdentifierType] { roots.flatMap { subtree($0, onlyExpanded: false) } }
    public var rootItems: [ItemIdentifierType] { roots }
    /// What the section shows: root items and the children of expanded parents, depth first.
    public var visibleItems: [ItemIdentifierType] { roots.flatMap { subtree($0, onlyExpanded: true) } }

    /// Appends `items` at the end of `parent`'s children, or as root items when `parent` is nil.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        for item in items where !contains(item) {
            if let parent {
                children[parent, default: []].append(item)
                parents[item] = parent
            } else {
                roots.append(item)
            }
        }
    }

    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) { insert(items, at: item, after: false) }
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) { insert(items, at: item, after: true) }

    private mutating func insert(_ items: [ItemIdentifierType], at anchor: ItemIdentifierType, after: Bool) {
        let new = items.filter { !contains($0) }
        if let parent = parents[anchor], let i = children[parent]?.firstIndex(of: anchor) {
            children[parent]?.insert(contentsOf: new, at: after ? i + 1 : i)
            for item in new { parents[item] = parent }
        } else if let i = roots.firstIndex(of: anchor) {
            roots.insert(contentsOf: new, at: after ? i + 1 : i)
        }
    }

    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items {
            for child in children[item] ?? [] { delete([child]) }
            children[item] = nil
            expanded.remove(item)
            if let parent = parents.removeValue(forKey: item) { children[parent]?.removeAll { $0 == item } } else { roots.removeAll { $0 == item } }
        }
    }

    public mutating func deleteAll() { self = NSDiffableDataSourceSectionSnapshot() }

    public mutating func expand(_ items: [ItemIdentifierType]) { expanded.formUnion(items) }
    public mutating func collapse(_ items: [ItemIdentifierType]) { expanded.subtract(items) }
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }
    public func isVisible(_ item: ItemIdentifierType) -> Bool { visibleItems.contains(item) }
    public func contains(_ item: ItemIdentifierType) -> Bool { roots.contains(item) || parents[item] != nil }
    public func index(of item: ItemIdentifierType) -> Int? { items.firstIndex(of: item) }
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parents[child] }

    /// The item's depth: 0 for a root item.
    public func level(of item: ItemIdentifierType) -> Int {
        var level = 0, current = item
        while let parent = parents[current] { level += 1; current = parent }
        return level
    }

    /// `parent`'s subtree as a snapshot (`parent` included when `includingParent`).
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        var result = NSDiffableDataSourceSectionSnapshot()
        func copy(_ item: ItemIdentifierType, under newParent: ItemIdentifierType?) {
            result.append([item], to: newParent)
            if expanded.contains(item) { result.expanded.insert(item) }
            for child in children[item] ?? [] { copy(child, under: item) }
        }
        if includingParent { copy(parent, under: nil) } else { for child in children[parent] ?? [] { copy(child, under: nil) } }
        return result
    }

    private func subtree(_ item: ItemIdentifierType, onlyExpanded: Bool) -> [ItemIdentifierType] {
        guard !onlyExpanded || expanded.contains(item) else { return [item] }
        return [item] + (children[item] ?? []).flatMap { subtree($0, onlyExpanded: onlyExpanded) }
    }
}

extension UICollectionViewDiffableDataSource {
    /// UIKit's `apply(_:to:animatingDifferences:completion:)`: the section's items become the section
    /// snapshot's visible items (the section is appended when the snapshot lacks it).
    public func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                      animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        var whole = self.snapshot()
        if whole.indexOfSection(section) == nil { whole.appendSections([section]) }
        whole.deleteItems(whole.itemIdentifiers(inSection: section))
        whole.appendItems(snapshot.visibleItems, toSection: section)
        apply(whole, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// UIKit's `snapshot(for:)`: the section's items as a flat section snapshot (the tree a section
    /// snapshot applied is not kept).
    public func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        var result = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        result.append(snapshot().indexOfSection(section) == nil ? [] : snapshot().itemIdentifiers(inSection: section))
        return result
    }
}
