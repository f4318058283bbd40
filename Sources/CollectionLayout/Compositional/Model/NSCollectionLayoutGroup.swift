import Foundation

/// UIKit's `NSCollectionLayoutGroupCustomItem`: one frame a custom group's provider returns,
/// relative to the group's origin (C3).
public struct NSCollectionLayoutGroupCustomItem: Hashable, Sendable {
    public let frame: CGRect
    public let zIndex: Int

    public init(frame: CGRect, zIndex: Int = 0) {
        self.frame = frame; self.zIndex = zIndex
    }
}

/// UIKit's `NSCollectionLayoutGroup`: a template of items laid out along one axis, repeated by its
/// section (rules C1–C7).
///
/// - `horizontal(layoutSize:subitems:)` cycles through `subitems`, each keeping its own size, until
///   the next would pass the group's trailing edge: six `1/6` items with `.fixed(4)` fit five (C1).
/// - `horizontal(layoutSize:subitem:count:)` holds exactly `count` items resized to fill (C2).
/// - `horizontal(layoutSize:repeatingSubitem:count:)` holds exactly `count` items of the subitem's
///   own size. Our choice where UIKit is unclear (C2): no resizing — "it's your responsibility to
///   ensure the group can fit count repetitions"; items that do not fit overflow (C7).
/// - `custom(layoutSize:itemProvider:)` takes frames from a closure (C3). Our choice: the provider is
///   called once per section and its frames are the template of every instance.
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    public enum Axis: Hashable, Sendable { case horizontal, vertical }
    public typealias ItemProvider = (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

    enum Arrangement {
        case repeating
        case count(Int, resizes: Bool)
        case custom(ItemProvider)
    }

    public let axis: Axis
    public let subitems: [NSCollectionLayoutItem]
    let arrangement: Arrangement
    /// Space between consecutive items along the group's axis (C4). Default nil: none.
    @exclusivity(unchecked) public var interItemSpacing: NSCollectionLayoutSpacing?

    /// Supplementary items anchored to each instance of the group (B3); UIKit lets a group's be set.
    /// They are indexed by the group's first item.
    public override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
        get { super.supplementaryItems }
        set { super.supplementaryItems = newValue }
    }

    init(axis: Axis, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem],
         arrangement: Arrangement, supplementaryItems: [NSCollectionLayoutSupplementaryItem] = []) {
        self.axis = axis
        self.subitems = subitems
        self.arrangement = arrangement
        super.init(layoutSize: layoutSize, supplementaryItems: supplementaryItems)
    }

    /// A group that repeats `subitems` leading to trailing until it is full (C1).
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, arrangement: .repeating)
    }

    /// A group that repeats `subitems` top to bottom until it is full (C1).
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: subitems, arrangement: .repeating)
    }

    /// `count` items side by side, resized to fill the group: width = (W − (count − 1)·spacing) / count (C2).
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], arrangement: .count(count, resizes: true))
    }

    /// `count` items stacked, resized to fill the group (C2).
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], arrangement: .count(count, resizes: true))
    }

    /// iOS 16: `count` repetitions of the subitem at its own size (C2, our choice: no resizing).
    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], arrangement: .count(count, resizes: false))
    }

    /// iOS 16: `count` repetitions of the subitem at its own size, stacked (C2).
    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], arrangement: .count(count, resizes: false))
    }

    /// Frames from `itemProvider`, relative to the group's origin (C3). The environment's container
    /// is the group's size.
    open class func custom(layoutSize: NSCollectionLayoutSize, itemProvider: @escaping ItemProvider) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: [], arrangement: .custom(itemProvider))
    }
}
