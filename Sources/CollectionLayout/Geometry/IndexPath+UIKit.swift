import Foundation

/// UIKit adds `IndexPath(item:section:)`, `.item` and `.section`, and for table views
/// `IndexPath(row:section:)` and `.row` (the same second index); Linux's Foundation has none of them.
/// An index path here is `[section, item]`, exactly as UIKit stores it.
extension IndexPath {
    public init(item: Int, section: Int) {
        // Appending to a one-index path builds the two-index form without allocating an array.
        self = IndexPath(index: section).appending(item)
    }

    /// The second index (UIKit's `IndexPath.item`).
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The first index (UIKit's `IndexPath.section`).
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// UIKit's table-view form: `IndexPath(row:section:)`, the same path as `IndexPath(item:section:)`.
    public init(row: Int, section: Int) { self.init(item: row, section: section) }

    /// The second index, as table views name it (UIKit's `IndexPath.row`; the same as `item`).
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
