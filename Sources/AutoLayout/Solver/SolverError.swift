/// Why a `SimplexSolver` call was refused. A throwing call leaves the solver exactly as it was before the call.
public enum SolverError: Error, Equatable {
    /// `add` of a constraint the solver already holds.
    case duplicateConstraint
    /// `add` of a required constraint that contradicts the required ones already held, or of a constraint (or a
    /// `suggestValue`) with a number that is not finite.
    case unsatisfiableConstraint
    /// `remove` of a constraint the solver does not hold.
    case unknownConstraint
    /// `addEditVariable` of a variable that is already an edit variable.
    case duplicateEditVariable
    /// `removeEditVariable` or `suggestValue` of a variable that is not an edit variable.
    case unknownEditVariable
    /// `addEditVariable` with a required strength (edits must be able to give way).
    case badRequiredStrength
}
