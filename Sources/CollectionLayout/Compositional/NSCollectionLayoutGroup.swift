import Foundation

/// UIKit's `NSCollectionLayoutGroup`: a template of items laid out along one axis, repeated by its
/// section (rules C1, C4–C6).
///
/// `horizontal(layoutSize:subitems:)` cycles through `subitems`, each keeping its own size
/// resolved against the group, and places them until the next one would pass the group's
/// trailing edge: the spacing after the last item need not fit, so six `1/6` items with
/// `.fixed(4)` spacing fit only five (C1).
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    public enum Axis: Hashable, Sendable { case horizontal, vertical }

    public let axis: Axis
    public let subitems: [NSCollectionLayoutItem]
    /// Space between consecutive items along the group's axis (C4). Default nil: none.
    public var interItemSpacing: NSCollectionLayoutSpacing?

    init(axis: Axis, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) {
        self.axis = axis
        self.subitems = subitems
        super.init(layoutSize: layoutSize)
    }

    /// A group that repeats `subitems` left to right (leading to trailing) until it is full.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: subitems)
    }

    /// A group that repeats `subitems` top to bottom until it is full.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: subitems)
    }
}
