import Foundation

/// Step 4's error path, rule AL10: a required constraint that cannot hold with the ones already installed,
/// logged as UIKit logs it and broken (left out of the solve).
///
/// The list is the smallest set of required constraints that conflict with it, found by deletion:
/// each installed required constraint is dropped from a trial solve in turn and kept in the set only
/// if the conflict disappears without it. UIKit lists the constraints "probably" involved; this list
/// is exact. The search is quadratic, so past `searchLimit` installed constraints (or after
/// `maximumReports` reports in one pass) the list is the failing constraint alone — a tree of
/// thousands of conflicting constraints is reported in time, not minimised. Which one to break: UIKit breaks one of them and names it; Layoutshot breaks the one
/// whose addition failed (the last in tree and insertion order) — a documented choice.
///
/// ```text
/// Unable to simultaneously satisfy constraints.
/// 	Probably at least one of the constraints in the following list is one you don't want. …
/// (
///     "<NSLayoutConstraint:- UIView:box.width == 100   (active)>",
///     "<NSLayoutConstraint:- UIView:box.width == 200   (active)>"
/// )
///
/// Will attempt to recover by breaking constraint
/// <NSLayoutConstraint:- UIView:box.width == 200   (active)>
/// ```
struct ConflictReport {
    let conflicting: [NSLayoutConstraint]
    let failing: NSLayoutConstraint

    static let searchLimit = 300
    static let maximumReports = 20

    init(engine: LayoutEngine, failing: NSLayoutConstraint, minimise: Bool) {
        self.failing = failing
        conflicting = (minimise ? Self.minimalConflict(engine: engine, failing: failing) : []) + [failing]
    }

    var message: String {
        let list = conflicting.map { "    \"\($0)\"" }.joined(separator: ",\n")
        return """
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. \
            Try this: (1) look at each constraint and try to figure out which you don't expect; \
            (2) find the code that added the unwanted constraint or constraints and fix it.
            (
            \(list)
            )

            Will attempt to recover by breaking constraint
            \(failing)
            """
    }

    private static func minimalConflict(engine: LayoutEngine, failing: NSLayoutConstraint) -> [NSLayoutConstraint] {
        guard let holder = failing.holder,
              let target = engine.linearConstraint(for: failing, holder: holder, AttributeExpressions(engine: engine)) else { return [] }
        guard engine.installedRequiredCount <= searchLimit else { return [] }
        var candidates = engine.installedRequired
        var i = 0
        while i < candidates.count {
            var trial = candidates
            trial.remove(at: i)
            if conflicts(trial.map(\.1) + engine.systemRequired, target) {
                candidates = trial
            } else {
                i += 1
            }
        }
        return candidates.map(\.0)
    }

    private static func conflicts(_ constraints: [LinearConstraint], _ target: LinearConstraint) -> Bool {
        let solver = SimplexSolver()
        for c in constraints { try? solver.add(c) }
        do { try solver.add(target); return false } catch { return true }
    }
}
