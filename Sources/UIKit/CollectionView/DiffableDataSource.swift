import Foundation

/// UIKit's `NSDiffableDataSourceSnapshot`: sections and their items by identifier, in order.
///
/// ```swift
/// var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
/// snapshot.appendSections([.featured, .all])
/// snapshot.appendItems(featured, toSection: .featured)
/// dataSource.apply(snapshot)
/// ```
///
/// What UIKit raises for — an identifier that is already there, items with no section to go to, a
/// section or item that is not there — is kept in `problems` (the change is not made); applying the
/// snapshot hands them to the collection view, and a capture fails with the first.
/// `reloadItems`, `reconfigureItems` and `reloadSections` change nothing (every capture draws afresh).
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    private var sections: [SectionIdentifierType] = []
    private var items: [[ItemIdentifierType]] = []
    private var sectionIndex: [SectionIdentifierType: Int] = [:]
    private var itemSection: [ItemIdentifierType: SectionIdentifierType] = [:]
    /// Layoutshot: the calls UIKit would raise for, in order.
    public private(set) var problems: [String] = []

    public init() {}

    public var numberOfSections: Int { sections.count }
    public var numberOfItems: Int { items.reduce(0) { $0 + $1.count } }
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    public var itemIdentifiers: [ItemIdentifierType] { items.flatMap { $0 } }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int { itemIdentifiers(inSection: identifier).count }

    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sectionIndex[identifier].map { items[$0] } ?? []
    }

    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? { itemSection[identifier] }
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sectionIndex[identifier] }

    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = itemSection[identifier], let s = sectionIndex[section] else { return nil }
        let before = items[..<s].reduce(0) { $0 + $1.count }
        return items[s].firstIndex(of: identifier).map { before + $0 }
    }

    // MARK: Sections

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insert(sections: identifiers, at: sections.count, call: "appendSections(_:)")
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection: SectionIdentifierType) {
        guard let i = sectionIndex[beforeSection] else { return missingSection(beforeSection, "insertSections(_:beforeSection:)") }
        insert(sections: identifiers, at: i, call: "insertSections(_:beforeSection:)")
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection: SectionIdentifierType) {
        guard let i = sectionIndex[afterSection] else { return missingSection(afterSection, "insertSections(_:afterSection:)") }
        insert(sections: identifiers, at: i + 1, call: "insertSections(_:afterSection:)")
    }

    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for id in identifiers {
            guard let i = sectionIndex[id] else { continue }
            for item in items[i] { itemSection[item] = nil }
            sections.remove(at: i); items.remove(at: i)
            reindexSections()
        }
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection: SectionIdentifierType) {
        moveSection(identifier, to: beforeSection, after: false)
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection: SectionIdentifierType) {
        moveSection(identifier, to: afterSection, after: true)
    }

    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {}
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {}
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {}

    public mutating func deleteAllItems() {
        sections = []; items = []; sectionIndex = [:]; itemSection = [:]
    }

    // MARK: Items

    /// Into `section`, or the last section when nil (UIKit raises when there is none).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil) {
        let call = "appendItems(_:toSection:)"
        guard let target = section ?? sections.last else { return problems.append("\(call): there is no section to append items to") }
        guard let s = sectionIndex[target] else { return missingSection(target, call) }
        insert(items: identifiers, into: s, at: items[s].count, call: call)
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem: ItemIdentifierType) {
        guard let (s, i) = place(of: beforeItem) else { return missingItem(beforeItem, "insertItems(_:beforeItem:)") }
        insert(items: identifiers, into: s, at: i, call: "insertItems(_:beforeItem:)")
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem: ItemIdentifierType) {
        guard let (s, i) = place(of: afterItem) else { return missingItem(afterItem, "insertItems(_:afterItem:)") }
        insert(items: identifiers, into: s, at: i + 1, call: "insertItems(_:afterItem:)")
    }

    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        for id in identifiers {
            guard let (s, i) = place(of: id) else { continue }
            items[s].remove(at: i)
            itemSection[id] = nil
        }
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem: ItemIdentifierType) { moveItem(identifier, to: beforeItem, after: false) }
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem: ItemIdentifierType) { moveItem(identifier, to: afterItem, after: true) }

    // MARK: Steps

    private mutating func insert(sections new: [SectionIdentifierType], at index: Int, call: String) {
        var unique: [SectionIdentifierType] = []
        for id in new {
            if sectionIndex[id] != nil || unique.contains(id) {
                problems.append("\(call): section \(id) is already in the snapshot (section identifiers must be unique)")
            } else {
                unique.append(id)
            }
        }
        sections.insert(contentsOf: unique, at: index)
        items.insert(contentsOf: unique.map { _ in [] }, at: index)
        reindexSections()
    }

    private mutating func insert(items new: [ItemIdentifierType], into s: Int, at index: Int, call: String) {
        var unique: [ItemIdentifierType] = []
        var seen = Set<ItemIdentifierType>()
        for id in new {
            if itemSection[id] != nil || !seen.insert(id).inserted {
                problems.append("\(call): item \(id) is already in the snapshot (item identifiers must be unique)")
            } else {
                unique.append(id)
            }
        }
        items[s].insert(contentsOf: unique, at: index)
        for id in unique { itemSection[id] = sections[s] }
    }

    private func place(of item: ItemIdentifierType) -> (Int, Int)? {
        guard let section = itemSection[item], let s = sectionIndex[section], let i = items[s].firstIndex(of: item) else { return nil }
        return (s, i)
    }

    private mutating func moveItem(_ id: ItemIdentifierType, to other: ItemIdentifierType, after: Bool) {
        guard id != other, let (s, i) = place(of: id) else { return missingItem(id, "moveItem") }
        items[s].remove(at: i)
        itemSection[id] = nil
        guard let (t, j) = place(of: other) else {
            items[s].insert(id, at: i); itemSection[id] = sections[s]
            return missingItem(other, "moveItem")
        }
        items[t].insert(id, at: after ? j + 1 : j)
        itemSection[id] = sections[t]
    }

    private mutating func moveSection(_ id: SectionIdentifierType, to other: SectionIdentifierType, after: Bool) {
        guard id != other, let i = sectionIndex[id] else { return missingSection(id, "moveSection") }
        guard sectionIndex[other] != nil else { return missingSection(other, "moveSection") }
        let moved = items.remove(at: i)
        sections.remove(at: i)
        reindexSections()
        let j = (sectionIndex[other] ?? 0) + (after ? 1 : 0)
        sections.insert(id, at: j); items.insert(moved, at: j)
        reindexSections()
    }

    private mutating func reindexSections() {
        sectionIndex = Dictionary(uniqueKeysWithValues: sections.enumerated().map { ($1, $0) })
    }

    private mutating func missingSection(_ id: SectionIdentifierType, _ call: String) {
        problems.append("\(call): section \(id) is not in the snapshot")
    }

    private mutating func missingItem(_ id: ItemIdentifierType, _ call: String) {
        problems.append("\(call): item \(id) is not in the snapshot")
    }
}

/// UIKit's `UICollectionViewDiffableDataSource`: the collection view's data source (it sets itself
/// as `dataSource`, held weakly there as on iOS: keep a reference), the counts from the applied
/// snapshot, each cell from `cellProvider`, each supplementary view from `supplementaryViewProvider`.
///
/// Difference from UIKit: `apply` does not animate or diff (nothing is on screen); it replaces the
/// data and reloads. A nil from a provider (UIKit raises) is a problem the capture reports.
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: UICollectionViewDataSource {
    public typealias CellProvider = (_ collectionView: UICollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType)
        -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (_ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath)
        -> UICollectionReusableView?
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    open var supplementaryViewProvider: SupplementaryViewProvider?
    private var current = Snapshot()

    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        current = snapshot
        for problem in snapshot.problems { collectionView?.report("NSDiffableDataSourceSnapshot.\(problem)") }
        collectionView?.reloadData()
        completion?()
    }

    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }

    public func snapshot() -> Snapshot { current }

    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.itemIdentifier(at: indexPath) }
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.sectionIdentifier(at: index) }

    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        guard let id = sectionIdentifier(for: section) else { return 0 }
        return current.numberOfItems(inSection: id)
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) { return cell }
        collectionView.report("UICollectionViewDiffableDataSource's cell provider returned nil for \(Array(indexPath))")
        return UICollectionViewCell(frame: .zero)
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        guard let provider = supplementaryViewProvider else {
            collectionView.report("UICollectionViewDiffableDataSource: the layout has a \(kind) at \(Array(indexPath)) "
                                  + "and supplementaryViewProvider is nil")
            return UICollectionReusableView(frame: .zero)
        }
        if let view = provider(collectionView, kind, indexPath) { return view }
        collectionView.report("UICollectionViewDiffableDataSource's supplementaryViewProvider returned nil for \(kind) at \(Array(indexPath))")
        return UICollectionReusableView(frame: .zero)
    }
}

extension NSDiffableDataSourceSnapshot {
    /// The item at `indexPath` (section, then item or row), nil outside the snapshot: what both
    /// diffable data sources answer `itemIdentifier(for:)` with.
    func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard let section = sectionIdentifier(at: indexPath.section) else { return nil }
        let items = itemIdentifiers(inSection: section)
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }

    /// Where `item` is, nil when it is not in the snapshot.
    func indexPath(of item: ItemIdentifierType) -> IndexPath? {
        guard let section = sectionIdentifier(containingItem: item), let s = indexOfSection(section),
              let i = itemIdentifiers(inSection: section).firstIndex(of: item) else { return nil }
        return IndexPath(item: i, section: s)
    }

    /// The section at `index`, nil outside the snapshot.
    func sectionIdentifier(at index: Int) -> SectionIdentifierType? {
        sectionIdentifiers.indices.contains(index) ? sectionIdentifiers[index] : nil
    }
}
