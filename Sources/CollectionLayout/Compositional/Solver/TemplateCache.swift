import Foundation

/// Solved group templates shared between sections whose root groups are the same shape.
///
/// Section providers build new objects for every section (the seeds do), so a games tab of a
/// thousand carousels defines the same group a thousand times. Solving it once per shape and
/// container size (C6: a group is a template) saves converting and solving it again. Entries are
/// found by a hash of the group's values and confirmed by comparing the two groups field by field,
/// so a hit is exact. Groups with measured, custom or supplementary parts are never cached.
struct TemplateCache {
    struct Entry {
        let group: NSCollectionLayoutGroup
        let container: CGSize
        let node: NodeDef
        let template: GroupInstance
    }

    private var buckets: [Int: [Entry]] = [:]

    func lookup(_ group: NSCollectionLayoutGroup, container: CGSize) -> Entry? {
        guard let hash = Self.hash(group, container: container), let bucket = buckets[hash] else { return nil }
        return bucket.first { $0.container == container && Self.same($0.group, group) }
    }

    mutating func store(_ entry: Entry) {
        guard let hash = Self.hash(entry.group, container: entry.container) else { return }
        buckets[hash, default: []].append(entry)
    }

    /// A cheap, well-mixed 64-bit hash (FNV-1a over the values' bit patterns). Collisions are
    /// harmless: `same` confirms every hit.
    struct Mixer {
        var state: UInt64 = 0xcbf2_9ce4_8422_2325
        mutating func combine(_ v: UInt64) { state = (state ^ v) &* 0x0000_0100_0000_01B3 }
        mutating func combine(_ v: CGFloat) { combine(Double(v).bitPattern) }
        mutating func combine(_ v: Int) { combine(UInt64(bitPattern: Int64(v))) }
        mutating func combine(_ v: Bool) { combine(v ? 1 : 2) }
        mutating func combine(_ d: NSCollectionLayoutDimension) {
            combine(d.dimension)
            switch d.kind {
            case .absolute: combine(11)
            case .estimated: combine(12)
            case .fractionalWidth: combine(13)
            case .fractionalHeight: combine(14)
            case .uniformAcrossSiblings: combine(15)
            }
        }
        mutating func combine(_ s: NSCollectionLayoutSpacing?) {
            guard let s else { return combine(3) }
            combine(s.spacing); combine(s.isFlexibleSpacing)
        }
        mutating func combine(_ i: NSDirectionalEdgeInsets) { combine(i.top); combine(i.leading); combine(i.bottom); combine(i.trailing) }
    }

    /// A hash of everything that shapes the template; nil when the group must not be cached.
    static func hash(_ group: NSCollectionLayoutGroup, container: CGSize) -> Int? {
        var mixer = Mixer()
        mixer.combine(container.width)
        mixer.combine(container.height)
        guard combine(group, into: &mixer) else { return nil }
        return Int(truncatingIfNeeded: mixer.state)
    }

    private static func combine(_ item: NSCollectionLayoutItem, into hasher: inout Mixer) -> Bool {
        guard item.supplementaryItems.isEmpty else { return false }
        let size = item.layoutSize
        if size.widthDimension.isEstimated || size.widthDimension.isUniformAcrossSiblings
            || size.heightDimension.isEstimated || size.heightDimension.isUniformAcrossSiblings { return false }
        hasher.combine(size.widthDimension)
        hasher.combine(size.heightDimension)
        hasher.combine(item.contentInsets)
        if let e = item.edgeSpacing {
            hasher.combine(e.leading); hasher.combine(e.top); hasher.combine(e.trailing); hasher.combine(e.bottom)
        }
        guard let group = item as? NSCollectionLayoutGroup else { return true }
        switch group.arrangement {
        case .custom: return false
        case .repeating: hasher.combine(0)
        case .count(let n, let resizes): hasher.combine(n); hasher.combine(resizes)
        }
        hasher.combine(group.axis == .horizontal)
        hasher.combine(group.interItemSpacing)
        hasher.combine(group.subitems.count)
        for sub in group.subitems where !combine(sub, into: &hasher) { return false }
        return true
    }

    /// Field by field: the two define the same template.
    static func same(_ a: NSCollectionLayoutItem, _ b: NSCollectionLayoutItem) -> Bool {
        if a === b { return true }
        guard a.layoutSize == b.layoutSize, a.contentInsets == b.contentInsets, a.edgeSpacing == b.edgeSpacing,
              a.supplementaryItems.isEmpty, b.supplementaryItems.isEmpty else { return false }
        let ga = a as? NSCollectionLayoutGroup, gb = b as? NSCollectionLayoutGroup
        guard let ga, let gb else { return ga == nil && gb == nil }
        switch (ga.arrangement, gb.arrangement) {
        case (.repeating, .repeating): break
        case (.count(let n, let r), .count(let m, let s)) where n == m && r == s: break
        default: return false
        }
        guard ga.axis == gb.axis, ga.interItemSpacing == gb.interItemSpacing, ga.subitems.count == gb.subitems.count else { return false }
        return zip(ga.subitems, gb.subitems).allSatisfy { same($0, $1) }
    }
}
