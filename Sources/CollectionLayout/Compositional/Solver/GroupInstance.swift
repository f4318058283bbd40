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
