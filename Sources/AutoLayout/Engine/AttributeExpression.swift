import CollectionLayout
import Foundation

/// Step 2 of a layout pass: an attribute of a view or guide as a linear expression in the bounds of
/// the view that holds the constraint (Auto Layout Guide, "Anatomy of a Constraint": every
/// attribute is a position or size on one axis; IB's rule that a multiplier on a position scales a
/// coordinate of the holder follows from expressing both items there).
///
/// - Positions along the chain from the item up to the holder add the superviews' origins; the
///   holder itself is at 0 (its bounds).
/// - `leading`/`trailing` (and their margins) right to left are measured from the holder's right
///   edge: `leading = holder.width − right`, so `a.leading = b.trailing + 8` puts `a` 8 pt left of
///   `b`, and multipliers mirror too.
/// - Margins are the item's effective layout margins (constants of this pass).
/// - Baselines come from the view's `baselineLayout` (or its `forFirst/LastBaselineLayout` view);
///   a plain view's are its bottom edge.
struct AttributeExpressions {
    let engine: LayoutEngine

    func expression(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, in holder: UIView) -> LinearExpression? {
        if let guide = item as? UILayoutGuide {
            guard let owner = guide.owningView, let box = engine.box(of: guide),
                  let origin = origin(of: owner, in: holder) else { return nil }
            return position(attribute, origin: (origin.x + LinearExpression(box.x), origin.y + LinearExpression(box.y)),
                            width: box.width, height: box.height, margins: .zero, holder: holder, isRightToLeft: owner.isRightToLeft)
        }
        guard let view = item as? UIView, let box = engine.box(of: view) else { return nil }
        if attribute == .firstBaseline || attribute == .lastBaseline {
            return baseline(of: view, first: attribute == .firstBaseline, in: holder)
        }
        guard let o = origin(of: view, in: holder) else { return nil }
        let own = view === holder
        let start = (own ? LinearExpression() : o.x + LinearExpression(box.x), own ? LinearExpression() : o.y + LinearExpression(box.y))
        return position(attribute, origin: start, width: box.width, height: box.height,
                        margins: engine.margins(of: view), holder: holder, isRightToLeft: view.isRightToLeft)
    }

    /// The origin of `view`'s superview in `holder`'s bounds: the sum of the origins between them
    /// (`view`'s own origin is added by the caller). Nil when `holder` is not an ancestor.
    private func origin(of view: UIView, in holder: UIView) -> (x: LinearExpression, y: LinearExpression)? {
        var x = LinearExpression(), y = LinearExpression()
        if view === holder { return (x, y) }
        var v = view.superview
        while let current = v, current !== holder {
            guard let box = engine.box(of: current) else { return nil }
            x = x + LinearExpression(box.x); y = y + LinearExpression(box.y)
            v = current.superview
        }
        return v == nil ? nil : (x, y)
    }

    private func position(_ a: NSLayoutConstraint.Attribute, origin: (x: LinearExpression, y: LinearExpression),
                          width w: Variable, height h: Variable, margins m: UIEdgeInsets, holder: UIView,
                          isRightToLeft rtl: Bool) -> LinearExpression? {
        let (x, y) = origin
        let right = x + LinearExpression(w)
        func mirrored(_ e: LinearExpression) -> LinearExpression? {
            guard let hb = engine.box(of: holder) else { return nil }
            return LinearExpression(hb.width) - e
        }
        switch a {
        case .left: return x
        case .right: return right
        case .leading: return rtl ? mirrored(right) : x
        case .trailing: return rtl ? mirrored(x) : right
        case .centerX: return x + LinearExpression(w) * 0.5
        case .width: return LinearExpression(w)
        case .top: return y
        case .bottom: return y + LinearExpression(h)
        case .centerY: return y + LinearExpression(h) * 0.5
        case .height: return LinearExpression(h)
        case .leftMargin: return x + Double(m.left)
        case .rightMargin: return right - Double(m.right)
        case .leadingMargin: return rtl ? mirrored(right - Double(m.right)) : x + Double(m.left)
        case .trailingMargin: return rtl ? mirrored(x + Double(m.left)) : right - Double(m.right)
        case .topMargin: return y + Double(m.top)
        case .bottomMargin: return y + LinearExpression(h) - Double(m.bottom)
        case .centerXWithinMargins:
            let shift = Double(m.left - m.right) / 2
            return x + LinearExpression(w) * 0.5 + shift
        case .centerYWithinMargins:
            let shift = Double(m.top - m.bottom) / 2
            return y + LinearExpression(h) * 0.5 + shift
        case .firstBaseline, .lastBaseline, .notAnAttribute: return nil
        }
    }

    private func baseline(of view: UIView, first: Bool, in holder: UIView) -> LinearExpression? {
        let target = first ? view.forFirstBaselineLayout : view.forLastBaselineLayout
        if target !== view, target.isDescendant(of: view) {
            return baseline(of: target, first: first, in: holder)
        }
        guard let box = engine.box(of: view), let o = origin(of: view, in: holder) else { return nil }
        let b = view.baselineLayout
        let top = view === holder ? LinearExpression() : o.y + LinearExpression(box.y)
        return top + LinearExpression(box.height) * Double(b.heightFactor) + Double(first ? b.first : b.last)
    }
}
