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
    private var state = SolverState()

    public init() {}

    /// Adds `constraint`. Throws `.duplicateConstraint` if it is already held, `.unsatisfiableConstraint` if it is
    /// required and contradicts the required constraints held (or has a number that is not finite).
    public func add(_ constraint: LinearConstraint) throws(SolverError) {
        try state.add(constraint)
    }

    /// Removes `constraint` (`.unknownConstraint` if it is not held) and re-optimises.
    public func remove(_ constraint: LinearConstraint) throws(SolverError) {
        try state.remove(constraint)
    }

    public func contains(_ constraint: LinearConstraint) -> Bool {
        state.constraints[ObjectIdentifier(constraint)] != nil
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
        state.edits[ObjectIdentifier(variable)] != nil
    }

    /// Moves an edit variable's wanted value and re-optimises with the dual simplex (§2.4).
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        try state.suggestValue(variable, value)
    }

    /// Writes every variable the solver knows: basic ones get their row's constant, the others 0.
    public func updateVariables() {
        state.updateVariables()
    }

    /// Forgets every constraint, edit variable and variable (the variables keep their last values).
    public func reset() {
        state = SolverState()
    }

    /// How many constraints `add` put in and `remove` did not take out (edit variables not counted).
    public var constraintCount: Int { state.constraints.count - state.edits.count }

    /// The tableau, a row a line (SimplexTableau.description), for debugging.
    var tableauDescription: String { state.tableau.description }
}

/// Everything a `SimplexSolver` holds, as one value: the class makes one exclusive access a call, and a failed
/// `add` restores a saved copy.
struct SolverState {
    struct ConstraintRecord {
        let constraint: LinearConstraint
        let tag: SimplexTableau.Tag
    }

    struct EditRecord {
        let constraint: LinearConstraint
        let tag: SimplexTableau.Tag
        var value: Double
    }

    var tableau = SimplexTableau()
    var constraints = SimplexIdentityTable<ConstraintRecord>(capacity: 32)
    var edits = SimplexIdentityTable<EditRecord>(capacity: 4)
    /// The known variables with their external symbols, in the order they were first seen.
    private var variables: [(variable: Variable, symbol: Symbol)] = []
    private var symbols = SimplexIdentityTable<Symbol>(capacity: 32)
    /// Reused buffer for a constraint's terms as symbols.
    private var termBuffer: [(symbol: Symbol, coefficient: Double)] = []

    init() {
        variables.reserveCapacity(32)
        termBuffer.reserveCapacity(8)
    }

    /// The external symbol of `variable`, made on first sight.
    private mutating func symbol(for variable: Variable) -> Symbol {
        let key = ObjectIdentifier(variable)
        if let symbol = symbols[key] { return symbol }
        let symbol = tableau.makeSymbol(.external)
        symbols[key] = symbol
        variables.append((variable, symbol))
        return symbol
    }

    /// Forgets the variables and symbols made after the marks (a refused `add`).
    private mutating func forget(variablesAfter variableCount: Int, symbolsAfter symbolCount: Int) {
        for (variable, _) in variables[variableCount...] { symbols[ObjectIdentifier(variable)] = nil }
        variables.removeLast(variables.count - variableCount)
        tableau.forgetSymbols(after: symbolCount)
    }

    /// Steps 1–4 of SimplexSteps.swift: make the row, choose a subject (or add it through an artificial
    /// variable), then optimise.
    mutating func add(_ constraint: LinearConstraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        guard constraints[key] == nil else { throw .duplicateConstraint }
        guard constraint.expression.isFinite else { throw .unsatisfiableConstraint }
        let variableCount = variables.count
        let symbolCount = tableau.symbolCount

        while !termBuffer.isEmpty { termBuffer.removeLast() }   // (cheaper than removeAll for a few terms)
        for term in constraint.expression.terms where !Row.isNearZero(term.coefficient) {
            termBuffer.append((symbol(for: term.variable), term.coefficient))
        }
        let (row, tag) = tableau.makeRow(
            terms: termBuffer, constant: constraint.expression.constant,
            relation: constraint.relation, strength: constraint.strength)

        if let subject = tableau.chooseSubject(row, tag: tag) {
            tableau.enterBasis(subject, row: row)
        } else if row.hasOnlyDummies {
            // Only required equalities' dummies are left: redundant if the constant is 0, contradictory otherwise.
            guard Row.isNearZero(row.constant) else {
                forget(variablesAfter: variableCount, symbolsAfter: symbolCount)
                throw .unsatisfiableConstraint
            }
            tableau.enterBasis(tag.marker, row: row)
        } else {
            let saved = tableau
            guard tableau.addWithArtificialVariable(row) else {
                tableau = saved
                forget(variablesAfter: variableCount, symbolsAfter: symbolCount)
                throw .unsatisfiableConstraint
            }
        }
        constraints[key] = ConstraintRecord(constraint: constraint, tag: tag)
        tableau.optimize()
        tableau.forgetInfeasibleRows()
    }

    /// Step 6 of SimplexSteps.swift.
    mutating func remove(_ constraint: LinearConstraint) throws(SolverError) {
        guard let record = constraints.removeValue(for: ObjectIdentifier(constraint)) else {
            throw .unknownConstraint
        }
        tableau.removeConstraint(tag: record.tag, strength: constraint.strength)
        tableau.forgetInfeasibleRows()
    }

    mutating func addEditVariable(_ variable: Variable, strength: Double) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard edits[key] == nil else { throw .duplicateEditVariable }
        let clipped = Strength.clipped(strength)
        guard clipped < Strength.required else { throw .badRequiredStrength }
        let constraint = LinearConstraint(LinearExpression(variable), .equal, strength: clipped)
        try add(constraint)
        guard let tag = constraints[ObjectIdentifier(constraint)]?.tag else { return }
        edits[key] = EditRecord(constraint: constraint, tag: tag, value: 0)
    }

    mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let record = edits.removeValue(for: ObjectIdentifier(variable)) else {
            throw .unknownEditVariable
        }
        try remove(record.constraint)
    }

    /// Step 7 then step 5 of SimplexSteps.swift.
    mutating func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard let record = edits[key] else { throw .unknownEditVariable }
        guard value.isFinite else { throw .unsatisfiableConstraint }
        guard let minus = record.tag.other else { return }
        let delta = value - record.value
        edits[key]?.value = value
        tableau.shiftEditConstant(plus: record.tag.marker, minus: minus, by: delta)
        tableau.dualOptimize()
    }

    func updateVariables() {
        for (variable, symbol) in variables {
            let value = tableau.value(of: symbol)
            variable.value = value == 0 ? 0 : value   // no -0
        }
    }
}
