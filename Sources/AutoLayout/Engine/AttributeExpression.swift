import CollectionLayout
import Foundation

/// Step 2 of a layout pass (rules AL1, AL8, AL13): an attribute of a view or guide as linear terms in the bounds of the view
/// that holds the constraint (Auto Layout Guide, "Anatomy of a Constraint": every attribute is a
/// position or size on one axis; IB's rule that a multiplier on a position scales a coordinate of the
/// holder follows from expressing both items there).
///
/// - Positions along the chain from the item up to the holder add the superviews' origins; the
///   holder itself is at 0 (its bounds).
/// - `leading`/`trailing` (and their margins) right to left are measured from the holder's right
///   edge: `leading = holder.width − right`, so `a.leading = b.trailing + 8` puts `a` 8 pt left of
///   `b`, and multipliers mirror too.
/// - Margins are the item's effective layout margins (constants of this pass); a guide has none,
///   but a scroll view's content guide has the scroll view's (`ScrollViewContent`).
/// - Baselines come from the view's `baselineLayout` (or its `forFirst/LastBaselineLayout` view);
///   a plain view's are its bottom edge.
///
/// The terms are appended to one expression (`factor ×` the attribute), so a constraint is built
/// without intermediate expressions.
struct AttributeExpressions {
    let engine: LayoutEngine

    /// Adds `factor × item.attribute` (in `holder`'s bounds) to `e`; false when the item is not in
    /// the holder's tree or has no such attribute. The item and holder come unmanaged (the tree keeps them alive):
    /// this runs for every attribute, so it counts no references.
    func add(_ item: Unmanaged<AnyObject>, _ attribute: NSLayoutConstraint.Attribute, in holder: Unmanaged<UIView>,
             factor k: Double, to e: inout UnownedExpression) -> Bool {
        if attribute == .firstBaseline || attribute == .lastBaseline, let view = item.takeUnretainedValue() as? UIView {
            return addBaseline(of: view, first: attribute == .firstBaseline, in: holder.takeUnretainedValue(), factor: k, to: &e)
        }
        // Only the tree's views and guides have boxes; the box tells which of the two the item is. Its fields are
        // read once, as plain values.
        guard let boxRef = engine.boxRef(ofItem: item) else { return false }
        let box = boxRef._withUnsafeGuaranteedRef { $0.fields }
        let owner: Unmanaged<UIView>, ownOrigin: Bool
        var guideMargins = false
        if box.isGuide {
            let guide = item._withUnsafeGuaranteedRef { item in
                let guide = unsafeDowncast(item, to: UILayoutGuide.self)
                return (owner: guide.owningViewRef, scrollContent: guide.systemKind == .scrollContent)
            }
            guard let o = guide.owner else { return false }
            owner = o; ownOrigin = true
            // A scroll view's margins, asked of its content (`ScrollViewContent`), inset its content area.
            guideMargins = guide.scrollContent
        } else {
            // (A box that is not a guide's is a view's: the item is that view.)
            owner = Unmanaged.fromOpaque(item.toOpaque()); ownOrigin = owner.toOpaque() != holder.toOpaque()
        }
        let horizontal = attribute.isHorizontal
        if attribute.isSize {
            e.terms.append(UnownedTerm(horizontal ? box.width : box.height, k))
            return true
        }
        let directional = attribute == .leading || attribute == .trailing || attribute == .leadingMargin || attribute == .trailingMargin
        // A view's own box knows its direction (set while collecting); a guide's owner has a box of its own.
        let mirrored = directional && ((box.isGuide ? nil : box.rightToLeft) ?? engine.isRightToLeft(owner.takeUnretainedValue()))
        // Right to left, leading and trailing are `holder.width − x`: the holder's width, then −x.
        var f = k
        if mirrored {
            guard let hb = engine.boxRef(ofItem: holder) else { return false }
            e.terms.append(UnownedTerm(hb._withUnsafeGuaranteedRef { $0.fields.width }, k))
            f = -k
        }
        // The origin: the superviews' origins up to the holder, then the item's own.
        guard addChain(from: owner, to: holder, horizontal: horizontal, factor: f, to: &e) else { return false }
        if ownOrigin { e.terms.append(UnownedTerm(horizontal ? box.x : box.y, f)) }
        let length = horizontal ? box.width : box.height
        func margins() -> UIEdgeInsets {
            box.isGuide && !guideMargins ? .zero
                : engine.margins(of: owner.takeUnretainedValue(), known: box.isGuide ? nil : boxRef.takeUnretainedValue())
        }
        switch attribute {
        case .left, .top: break
        case .right, .bottom: e.terms.append(UnownedTerm(length, f))
        case .leading: if mirrored { e.terms.append(UnownedTerm(length, f)) }
        case .trailing: if !mirrored { e.terms.append(UnownedTerm(length, f)) }
        case .centerX, .centerY: e.terms.append(UnownedTerm(length, f * 0.5))
        case .leftMargin: e.constant += f * Double(margins().left)
        case .topMargin: e.constant += f * Double(margins().top)
        case .rightMargin: e.terms.append(UnownedTerm(length, f)); e.constant -= f * Double(margins().right)
        case .bottomMargin: e.terms.append(UnownedTerm(length, f)); e.constant -= f * Double(margins().bottom)
        case .leadingMargin:
            if mirrored { e.terms.append(UnownedTerm(length, f)); e.constant -= f * Double(margins().right) }
            else { e.constant += f * Double(margins().left) }
        case .trailingMargin:
            if mirrored { e.constant += f * Double(margins().left) }
            else { e.terms.append(UnownedTerm(length, f)); e.constant -= f * Double(margins().right) }
        case .centerXWithinMargins:
            let m = margins()
            e.terms.append(UnownedTerm(length, f * 0.5)); e.constant += f * Double(m.left - m.right) / 2
        case .centerYWithinMargins:
            let m = margins()
            e.terms.append(UnownedTerm(length, f * 0.5)); e.constant += f * Double(m.top - m.bottom) / 2
        case .width, .height, .firstBaseline, .lastBaseline, .notAnAttribute: return false
        }
        return true
    }

    /// The origins of the views between `view` (excluded) and `holder` (excluded) on one axis; false
    /// when `holder` is not an ancestor of (or) `view`.
    private func addChain(from view: Unmanaged<UIView>, to holder: Unmanaged<UIView>, horizontal: Bool, factor k: Double,
                          to e: inout UnownedExpression) -> Bool {
        if view.toOpaque() == holder.toOpaque() { return true }
        var v = view._withUnsafeGuaranteedRef { $0.superviewRef }
        while let current = v, current.toOpaque() != holder.toOpaque() {
            guard let boxRef = engine.boxRef(ofItem: current) else { return false }
            e.terms.append(UnownedTerm(boxRef._withUnsafeGuaranteedRef { horizontal ? $0.fields.x : $0.fields.y }, k))
            v = current._withUnsafeGuaranteedRef { $0.superviewRef }
        }
        return v != nil
    }

    private func addBaseline(of view: UIView, first: Bool, in holder: UIView, factor k: Double, to e: inout UnownedExpression) -> Bool {
        let target = first ? view.forFirstBaselineLayout : view.forLastBaselineLayout
        if target !== view, target.isDescendant(of: view) {
            return addBaseline(of: target, first: first, in: holder, factor: k, to: &e)
        }
        guard let box = engine.box(of: view),
              addChain(from: .passUnretained(view), to: .passUnretained(holder), horizontal: false, factor: k, to: &e)
        else { return false }
        let b = view.baselineLayout
        if view !== holder { e.terms.append(UnownedTerm(box.y, k)) }
        e.terms.append(UnownedTerm(box.height, k * Double(b.heightFactor)))
        e.constant += k * Double(first ? b.first : b.last)
        return true
    }
}
