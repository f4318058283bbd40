import Foundation

/// Layout passes: `setNeedsLayout`, `layoutIfNeeded`, `systemLayoutSizeFitting` (rule AL9), `hasAmbiguousLayout` (AL11).
extension UIView {
    /// `setNeedsLayout()`: marks the tree for a new layout pass; its engine is rebuilt at the next
    /// `layoutIfNeeded()`.
    func markTreeNeedsLayout() {
        let root = rootForLayout
        root.needsLayout = true
        root.engine = nil
    }

    /// `layoutIfNeeded()`: solves the tree this view is in (from its root) and sets every frame below
    /// the root, then calls `layoutSubviews()` top down. The root keeps its frame.
    func layOutTreeIfNeeded() {
        let root = rootForLayout
        guard root.needsLayout || root.engine == nil else { return }
        var engine = root.engine ?? LayoutEngine(root: root)
        for pass in 1...3 {
            root.engine = engine
            engine.setRootSize(width: (root.bounds.width, .required), height: (root.bounds.height, .required))
            engine.solve()
            engine.apply()
            if engine.environmentHolds || pass == 3 { break }
            engine = LayoutEngine(root: root)
        }
        root.needsLayout = false
        engine.forEachView { $0.layoutSubviews() }
    }

    /// The size this view's constraints give it near `targetSize`: each axis pulled to the target at
    /// its priority (`.required` fixes it, `.fittingSizeLevel` lets the content decide), as UIKit's
    /// self-sizing cells measure. A view inside a tree is measured as the root of its own subtree.
    ///
    /// ```swift
    /// cell.contentView.systemLayoutSizeFitting(CGSize(width: 375, height: 0),
    ///     withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)   // (375, 80)
    /// ```
    public func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority h: UILayoutPriority,
                                        verticalFittingPriority v: UILayoutPriority) -> CGSize {
        let engine = superview == nil ? (self.engine ?? LayoutEngine(root: self)) : LayoutEngine(root: self)
        if superview == nil { self.engine = engine }
        engine.setRootSize(width: (targetSize.width, h), height: (targetSize.height, v))
        engine.solve()
        let size = engine.rootSolvedSize
        if superview == nil { needsLayout = true }
        return size
    }

    /// `systemLayoutSizeFitting(_:)`: both axes at `fittingSizeLevel`.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// Whether this view's frame is not fully decided by its tree's constraints (UIKit's debugging
    /// call): solved in a scratch engine, each frame variable nudged by a pull weaker than any priority.
    public var hasAmbiguousLayout: Bool {
        let engine = LayoutEngine(root: rootForLayout)
        engine.solve()
        return engine.isAmbiguous(self)
    }

    /// Layoutshot: what the last layout pass of this view's tree logged (unsatisfiable constraints
    /// as UIKit words them, invalid constraints).
    public var layoutMessages: [String] { rootForLayout.engine?.messages ?? [] }

    /// Layoutshot: the constraints the last layout pass broke to satisfy the rest.
    public var brokenConstraints: [NSLayoutConstraint] { rootForLayout.engine?.broken ?? [] }
}
