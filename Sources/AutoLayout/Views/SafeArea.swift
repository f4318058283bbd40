import CollectionLayout
import Foundation

/// A view's safe area (rule AL6) and effective layout margins (AL5), from the frames of the last layout pass.
///
/// - Safe area: a root view's `simulatedSafeAreaInsets`; a subview's are the part of its
///   superview's unsafe edges it overlaps (UIKit propagates the window's safe area down the tree
///   the same way). A cell in a collection view has none.
/// - Effective margins (`layoutMargins` as the engine uses them): the view's own margins, measured
///   from the safe area edge when `insetsLayoutMarginsFromSafeArea` (the default), each side raised
///   to what is left of the superview's margin there when `preservesSuperviewLayoutMargins`.
enum SafeArea {
    static func insets(of view: UIView) -> UIEdgeInsets {
        guard let superview = view.superview else { return view.simulatedSafeArea ?? .zero }
        let s = insets(of: superview), f = view.storedFrame, size = superview.storedFrame.size
        return UIEdgeInsets(top: max(0, s.top - f.minY), left: max(0, s.left - f.minX),
                            bottom: max(0, s.bottom - (size.height - f.maxY)), right: max(0, s.right - (size.width - f.maxX)))
    }

    static func effectiveMargins(of view: UIView) -> UIEdgeInsets {
        var m = view.layoutMargins
        if view.insetsLayoutMarginsFromSafeArea {
            let s = insets(of: view)
            m = UIEdgeInsets(top: m.top + s.top, left: m.left + s.left, bottom: m.bottom + s.bottom, right: m.right + s.right)
        }
        if view.preservesSuperviewLayoutMargins, let superview = view.superview {
            let p = effectiveMargins(of: superview), f = view.storedFrame, size = superview.storedFrame.size
            m.top = max(m.top, p.top - f.minY)
            m.left = max(m.left, p.left - f.minX)
            m.bottom = max(m.bottom, p.bottom - (size.height - f.maxY))
            m.right = max(m.right, p.right - (size.width - f.maxX))
        }
        return m
    }
}
