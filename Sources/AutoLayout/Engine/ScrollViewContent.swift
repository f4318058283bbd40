import Foundation

/// Step 2a, rule AL14: which rectangle of a scroll view a constraint's attribute means. Apple's Auto Layout Guide,
/// "Working with Scroll Views": "Constraints between the edges or margins of the scroll view and its
/// content attach to the scroll view's content area. Constraints between the height, width, or
/// centers attach to the scroll view's frame." So when one item of a constraint is a `UIScrollView`,
/// the attribute is an edge or margin (`left`, `right`, `top`, `bottom`, `leading`, `trailing` and
/// their margins) and the other item is its content (a view inside it, or a guide of one), the
/// scroll view stands for its `contentLayoutGuide`; everything else keeps the scroll view (its
/// bounds: its frame at zero content offset). Constraints the app makes on the guides themselves
/// need nothing.
enum ScrollViewContent {
    /// `item`, or its content guide when `item` is a scroll view whose `attribute` edge is related to its content
    /// `other` (unmanaged, as the engine reads a constraint's items; the tree keeps them alive).
    @inline(__always)
    static func item(_ item: Unmanaged<AnyObject>, _ attribute: NSLayoutConstraint.Attribute,
                     relatedTo other: Unmanaged<AnyObject>?) -> Unmanaged<AnyObject> {
        // The cheap tests first: this runs for every constraint installed in a tree with a scroll view.
        guard let other, isEdge(attribute), let scroll = item.takeUnretainedValue() as? UIScrollView,
              isContent(other.takeUnretainedValue(), of: scroll) else { return item }
        return .passUnretained(scroll.contentLayoutGuide)
    }

    static func isEdge(_ a: NSLayoutConstraint.Attribute) -> Bool {
        switch a {
        case .left, .right, .top, .bottom, .leading, .trailing,
             .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin: true
        default: false
        }
    }

    /// Whether `other` is inside `scroll`: a view below it, or a guide of one.
    static func isContent(_ other: AnyObject, of scroll: UIScrollView) -> Bool {
        let view: UIView?
        if let v = other as? UIView { view = v } else if let g = other as? UILayoutGuide { view = g.owningView } else { view = nil }
        guard let view, view !== scroll else { return false }
        return view.isDescendant(of: scroll)
    }
}
