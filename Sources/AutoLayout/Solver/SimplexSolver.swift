/// An incremental Cassowary solver (Badros, Borning & Stuckey 2001; designed after the Kiwi implementation):
/// required constraints hold exactly, each non-required one costs `strength × |error|`, and the solver keeps the
/// cheapest solution as constraints come and go and edit variables move.
///
///     let x = Variable("x"), y = Variable("y")
///     let solver = SimplexSolver()
///     try solver.add(LinearConstraint(x - 10, .greaterThanOrEqual))                  // x ≥ 10
///     try solver.add(LinearConstraint(LinearExpression(x), .equal, y + 5))           // x = y + 5
///     try solver.add(LinearConstraint(LinearExpression(y), .equal, strength: Strength.weak))   // y = 0, weak
///     solver.updateVariables()                                                       // x.value 10, y.value 5
///
/// Every call that throws leaves the solver as it was. Results depend only on the order of the calls: ties are
/// broken by creation order of the tableau's symbols, never by hashing.
public final class SimplexSolver {
    /// The state, in storage that outlives the solver: a new solver takes a recycled one (`SolverStatePool`), so
    /// a cell's solve allocates nothing its predecessor's buffers can hold, and freeing a solver frees nothing.
    private let storage: SolverStorage
    private var state: SolverState {
        _read { yield storage.state }
        _modify { yield &storage.state }
    }

    /// How non-required strengths weigh against each other.
    public enum Priorities: Sendable {
        /// Kiwi's: errors weighted by strength and summed.
        case weighted
        /// Each distinct strength a level of its own, higher levels first (Auto Layout's priorities).
        case lexicographic
    }

    public let priorities: Priorities

    public init(priorities: Priorities = .weighted) {
        self.priorities = priorities
        storage = SolverStatePool.shared.take(priorities == .lexicographic ? .lexicographic : .weighted)
    }

    deinit {
        SolverStatePool.shared.recycle(storage)
    }

    /// Adds `constraint`. Throws `.duplicateConstraint` if it is already held, `.unsatisfiableConstraint` if it is
    /// required and contradicts the required constraints held (or has a number that is not finite).
    public func add(_ constraint: LinearConstraint) throws(SolverError) {
        try state.add(constraint)
    }

    /// Adds `expression relation 0` at `strength` (already clipped into `0...Strength.required`), held under the
    /// identity of `owner` (kept alive until removed) instead of a `LinearConstraint`: for the layout engine,
    /// which makes a constraint's expression in a reused buffer and so allocates nothing a constraint. Throws as
    /// `add(_:)` does (`.duplicateConstraint` when `owner` is already held).
    func add(owner: AnyObject, _ expression: LinearExpression, _ relation: LinearRelation,
             strength: Double) throws(SolverError) {
        try state.add(owner: owner, expression, relation, strength: strength)
    }

    /// `add(owner:…)` of an `UnownedExpression`, whose variables the caller keeps alive.
    func add(owner: AnyObject, _ expression: UnownedExpression, _ relation: LinearRelation,
             strength: Double) throws(SolverError) {
        try state.add(owner: owner, expression, relation, strength: strength)
    }

    /// Removes what `add(owner:…)` added for `owner`; `strength` must be the one it was added with.
    func remove(owner: AnyObject, strength: Double) throws(SolverError) {
        try state.remove(owner: owner, strength: strength)
    }

    /// Removes `constraint` (`.unknownConstraint` if it is not held) and re-optimises.
    public func remove(_ constraint: LinearConstraint) throws(SolverError) {
        try state.remove(constraint)
    }

    public func contains(_ constraint: LinearConstraint) -> Bool {
        state.constraints.contains(ObjectIdentifier(constraint))
    }

    /// Makes `variable` editable: a constraint `variable = suggested value` at `strength`, which must be less than
    /// `Strength.required` (`.badRequiredStrength`). Until the first `suggestValue` the suggested value is 0.
    public func addEditVariable(_ variable: Variable, strength: Double) throws(SolverError) {
        try state.addEditVariable(variable, strength: strength)
    }

    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        try state.removeEditVariable(variable)
    }

    public func hasEditVariable(_ variable: Variable) -> Bool {
        state.edits.contains(ObjectIdentifier(variable))
    }

    /// Moves an edit variable's wanted value and re-optimises with the dual simplex (§2.4). Throws
    /// `.unknownEditVariable` for a variable that is not an edit variable, `.unsatisfiableConstraint` for a value
    /// that is not finite.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        try state.suggestValue(variable, value)
    }

    /// Writes every variable the solver knows: basic ones get their row's constant, the others 0.
    public func updateVariables() {
        state.updateVariables()
    }

    /// Forgets every constraint, edit variable and variable (the variables keep their last values).
    public func reset() {
        state.recycle()
    }

    /// How many constraints `add` put in and `remove` did not take out (edit variables not counted).
    public var constraintCount: Int { state.constraints.count - state.edits.count }

    /// The tableau, a row a line (SimplexTableau.description), for debugging.
    var tableauDescription: String { state.tableau.description }
}
