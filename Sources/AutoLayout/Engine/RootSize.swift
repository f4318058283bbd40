import Foundation

/// The root's size in the solver, per axis (rule AL9 for `systemLayoutSizeFitting`): a size the root must have is an edit variable at a level
/// above every priority (changing it is a `suggestValue`, a fraction of a microsecond — how a cell is
/// solved again at a new width); a size it is only pulled towards (`systemLayoutSizeFitting` at
/// `.fittingSizeLevel`) is a constraint at that priority. An axis whose size and priority did not
/// change is left alone.
///
/// Difference from UIKit: when required constraints contradict the root's size, the root's size gives
/// way (an edit is not required); UIKit breaks one of the constraints instead.
struct RootSize {
    /// Above every `UILayoutPriority` weight (at most 10⁶), below `Strength.required`.
    static let editStrength = 1e8

    private struct Axis {
        var value: CGFloat = .nan
        var priority = UILayoutPriority(0)
        var constraint: LinearConstraint?
        var editing = false
    }

    private var axes = [Axis(), Axis()]

    /// Forgets both axes (the solver they were in was reset), keeping the storage.
    mutating func reset() {
        axes[0] = Axis()
        axes[1] = Axis()
    }

    /// Sets axis `i` (0 width, 1 height) of `variable` to `value` at `priority`.
    mutating func set(_ i: Int, _ variable: Variable, to value: CGFloat, priority: UILayoutPriority, in solver: SimplexSolver) {
        var a = axes[i]
        defer { axes[i] = a }
        if priority.isRequired {
            if let c = a.constraint { try? solver.remove(c); a.constraint = nil }
            if !a.editing {
                a.editing = (try? solver.addEditVariable(variable, strength: Self.editStrength)) != nil
                a.value = .nan
            }
            if a.value != value { try? solver.suggestValue(variable, Double(value)) }
        } else {
            if a.editing { try? solver.removeEditVariable(variable); a.editing = false }
            if a.value != value || a.priority != priority || a.constraint == nil {
                if let c = a.constraint { try? solver.remove(c) }
                let c = LinearConstraint(LinearExpression(variable) - Double(value), .equal, strength: priority.weight)
                a.constraint = (try? solver.add(c)) != nil ? c : nil
            }
        }
        a.value = value
        a.priority = priority
    }
}
