import Foundation

/// Step 3c: intrinsic content size as UIKit adds it — per axis with an intrinsic length `i`,
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
struct IntrinsicConstraints {
    private var rows = SimplexIdentityTable<(size: CGSize, constraints: [LinearConstraint])>(capacity: 8)

    /// Makes `view`'s constraints (none without an intrinsic size) and passes each to `add`.
    mutating func install(_ view: UIView, box: ItemBox, add: (LinearConstraint) -> Void) {
        let size = view.layoutIntrinsicSize(width: nil)
        let made = Self.constraints(view, box: box, size: size)
        rows[ObjectIdentifier(view)] = (size, made)
        for c in made { add(c) }
    }

    /// Measures `view` at `width`; true when its intrinsic size changed (the constraints are replaced).
    mutating func remeasure(_ view: UIView, box: ItemBox, width: Double, solver: SimplexSolver) -> Bool {
        let size = view.layoutIntrinsicSize(width: CGFloat(width))
        guard let old = rows[ObjectIdentifier(view)], abs(Double(old.size.height - size.height)) > 1e-6
                || abs(Double(old.size.width - size.width)) > 1e-6 else { return false }
        for c in old.constraints { try? solver.remove(c) }
        // The width found in the first pass stays the intrinsic width: only the height follows it.
        let kept = CGSize(width: old.size.width, height: size.height)
        let made = Self.constraints(view, box: box, size: kept)
        for c in made { try? solver.add(c) }
        rows[ObjectIdentifier(view)] = (kept, made)
        return abs(Double(old.size.height - kept.height)) > 1e-6
    }

    private static func constraints(_ view: UIView, box: ItemBox, size: CGSize) -> [LinearConstraint] {
        var made: [LinearConstraint] = []
        func axis(_ axis: NSLayoutConstraint.Axis, _ length: CGFloat, _ variable: Variable) {
            guard length >= 0 else { return }
            let hug = min(view.contentHuggingPriority(for: axis), UILayoutPriority(999))
            let resist = min(view.contentCompressionResistancePriority(for: axis), UILayoutPriority(999))
            let e = LinearExpression(variable) - Double(length)   // one terms array for both constraints
            made.append(LinearConstraint(e, .lessThanOrEqual, strength: hug.weight))
            made.append(LinearConstraint(e, .greaterThanOrEqual, strength: resist.weight))
        }
        axis(.horizontal, size.width, box.width)
        axis(.vertical, size.height, box.height)
        return made
    }
}
