import Foundation

/// Step 3c, rule AL3: intrinsic content size as UIKit adds it — per axis with an intrinsic length `i`,
/// `length ≤ i` at the content-hugging priority and `length ≥ i` at the compression-resistance
/// priority (defaults 250 and 750). Source: Apple, Auto Layout Guide, "Intrinsic Content Size".
///
/// Required hugging or compression resistance (1000) acts at 999: a button with both at 1000 and
/// a 24-pt image is stored 30 pt wide under its required `width == 30` in duckduckgo/iOS's
/// OmniBar.xib (@7b3f601, DuckDuckGo/Base.lproj/OmniBar.xib), with no conflict reported by IB.
///
/// A wrapping label's height depends on its width: the first pass measures it at its unwrapped
/// width; `remeasure` measures it again at the solved width and swaps the height constraints, as
/// UIKit's second layout pass does with the width it just gave the label.
///
/// The four constraints of a view go into the solver under its box's `IntrinsicSlot`s (`SimplexSolver.add(owner:…)`),
/// made once a box, so a layout makes no constraint object for them.
struct IntrinsicConstraints {
    /// The buffer each constraint's expression is made in (the solver copies it).
    private var expression = UnownedExpression()

    /// Adds `view`'s constraints (none without an intrinsic size), remembering the size in its box.
    mutating func install(_ view: UIView, box: ItemBox, solver: SimplexSolver) {
        let size = view.layoutIntrinsicSize(width: nil)
        box.intrinsicSize = size
        add(view, box: box, size: size, solver: solver)
    }

    /// Measures `view` at `width`; true when its intrinsic height changed (the constraints are replaced).
    mutating func remeasure(_ view: UIView, box: ItemBox, width: Double, solver: SimplexSolver) -> Bool {
        guard let old = box.intrinsicSize else { return false }
        let size = view.layoutIntrinsicSize(width: CGFloat(width))
        guard abs(Double(old.height - size.height)) > 1e-6 || abs(Double(old.width - size.width)) > 1e-6 else { return false }
        for slot in box.intrinsicSlots where slot.strength >= 0 {
            try? solver.remove(owner: slot, strength: slot.strength)
            slot.strength = -1
        }
        // The width found in the first pass stays the intrinsic width: only the height follows it.
        let kept = CGSize(width: old.width, height: size.height)
        add(view, box: box, size: kept, solver: solver)
        box.intrinsicSize = kept
        return abs(Double(old.height - kept.height)) > 1e-6
    }

    private mutating func add(_ view: UIView, box: ItemBox, size: CGSize, solver: SimplexSolver) {
        axis(.horizontal, size.width, box.width, box.intrinsicSlots[0], box.intrinsicSlots[1], view, solver)
        axis(.vertical, size.height, box.height, box.intrinsicSlots[2], box.intrinsicSlots[3], view, solver)
    }

    private mutating func axis(_ axis: NSLayoutConstraint.Axis, _ length: CGFloat, _ variable: Variable,
                               _ hugSlot: IntrinsicSlot, _ resistSlot: IntrinsicSlot, _ view: UIView, _ solver: SimplexSolver) {
        guard length >= 0 else { return }
        let hug = min(view.contentHuggingPriority(for: axis), UILayoutPriority(999))
        let resist = min(view.contentCompressionResistancePriority(for: axis), UILayoutPriority(999))
        expression.clear(constant: -Double(length))
        expression.terms.append(UnownedTerm(variable))
        add(hugSlot, .lessThanOrEqual, hug, solver)
        add(resistSlot, .greaterThanOrEqual, resist, solver)
    }

    private func add(_ slot: IntrinsicSlot, _ relation: LinearRelation, _ priority: UILayoutPriority, _ solver: SimplexSolver) {
        let strength = Strength.clipped(priority.weight)
        if (try? solver.add(owner: slot, expression, relation, strength: strength)) != nil { slot.strength = strength }
    }
}

/// The identity one intrinsic-size constraint of a box is held under in the solver, and the strength it went in at
/// (-1: not in the solver).
final class IntrinsicSlot {
    @exclusivity(unchecked) var strength: Double = -1
}
