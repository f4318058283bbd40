import Foundation

/// UIKit adds `IndexPath(item:section:)`, `.item` and `.section`; Linux's Foundation does not.
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
}
