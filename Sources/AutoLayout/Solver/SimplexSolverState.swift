/// Everything a `SimplexSolver` holds, as one value: the tableau, the constraints and edit variables it holds, and
/// the variables it knows with their symbols. The class makes one exclusive access a call; a refused `add`
/// restores the tableau it saved (`SimplexTableau.save`) and forgets the variables it had just met.
struct SolverState {
    struct ConstraintRecord {
        /// The constraint, or the object a keyed `add` was made for: its identity is the key. Retained (`owned`)
        /// for the public `add`, which keeps the constraint alive while it is held; not for the layout engine's
        /// `add(owner:…)` of an `UnownedExpression`, whose owners (its NSLayoutConstraints, its boxes' intrinsic
        /// slots) the engine keeps alive itself — no reference count a constraint.
        let owner: Unmanaged<AnyObject>
        let owned: Bool
        let tag: SimplexTableau.Tag

        /// Gives up the reference, if the record holds one (the record is being dropped).
        func release() { if owned { owner.release() } }
    }

    /// An edit variable's constraint `variable = value` is held under the variable's own identity (a variable is
    /// never a constraint, and the state keeps every variable it met alive), so making one allocates nothing.
    struct EditRecord {
        let strength: Double
        let tag: SimplexTableau.Tag
        var value: Double
    }

    var tableau: SimplexTableau
    let constraints = SimplexIdentityTable<ConstraintRecord>(capacity: 32)
    let edits = SimplexIdentityTable<EditRecord>(capacity: 4)
    /// The buffer an edit constraint's expression is made in.
    private var editExpression = UnownedExpression()
    /// The known variables with their external symbols (`variableSymbols[i]` is `variables[i]`'s), in the order
    /// they were first seen; two arrays, so dropping them needs no tuple witness per element.
    private var variables: [Variable] = []
    private var variableSymbols: [Symbol] = []
    private let symbols = SimplexIdentityTable<Symbol>(capacity: 32)
    /// Reused buffer for a constraint's terms as symbols.
    private let termBuffer = PlainBuffer<(symbol: Symbol, coefficient: Double)>()

    init(priorities: SimplexObjective.Mode = .weighted) {
        tableau = SimplexTableau(priorities: priorities)
        variables.reserveCapacity(32)
        variableSymbols.reserveCapacity(32)
    }

    /// Forgets every constraint, edit and variable, keeping every buffer: the state of a new solver that allocates
    /// nothing until it outgrows the old one (`SolverStatePool`).
    mutating func recycle() {
        releaseConstraints()
        edits.removeAll()
        symbols.removeAll()
        variables.removeAll(keepingCapacity: true)
        variableSymbols.removeAll(keepingCapacity: true)
        termBuffer.removeAll()
        tableau.recycle()
    }

    /// Drops every constraint record, giving up the references the records hold.
    mutating func releaseConstraints() {
        constraints.forEachValue { $0.release() }
        constraints.removeAll()
    }

    /// The external symbol of `variable`, made on first sight: the variable's cached one when this state gave it,
    /// else the table's, else a new one.
    @inline(__always)
    private mutating func symbol(for variable: Variable) -> Symbol {
        let arena = UInt(bitPattern: ObjectIdentifier(tableau.arena)), epoch = tableau.arena.epoch
        if variable.cachedArena == arena && variable.cachedEpoch == epoch { return variable.cachedSymbol }
        let key = ObjectIdentifier(variable)
        let symbol: Symbol
        if let known = symbols[key] {
            symbol = known
        } else {
            symbol = tableau.makeSymbol(.external)
            symbols[key] = symbol
            variables.append(variable)
            variableSymbols.append(symbol)
        }
        variable.cachedSymbol = symbol
        variable.cachedArena = arena
        variable.cachedEpoch = epoch
        return symbol
    }

    /// Forgets the variables and symbols made after the marks (a refused `add`).
    private mutating func forget(variablesAfter variableCount: Int, symbolsAfter symbolCount: Int) {
        for variable in variables[variableCount...] {
            symbols[ObjectIdentifier(variable)] = nil
            variable.cachedArena = 0
        }
        variables.removeLast(variables.count - variableCount)
        variableSymbols.removeLast(variableSymbols.count - variableCount)
        tableau.forgetSymbols(after: symbolCount)
    }

    /// Steps 1–4 of SimplexSteps.swift: make the row, choose a subject (or add it through an artificial
    /// variable), then optimise.
    mutating func add(_ constraint: LinearConstraint) throws(SolverError) {
        try add(owner: constraint, constraint.expression, constraint.relation, strength: constraint.strength)
    }

    /// `add` of `expression relation 0` at `strength` (already clipped), held under `owner`'s identity.
    mutating func add(owner: AnyObject, _ expression: LinearExpression, _ relation: LinearRelation,
                      strength: Double) throws(SolverError) {
        let (key, marks) = try beginAdd(owner: owner, finite: expression.isFinite)
        for term in expression.terms where !Row.isNearZero(term.coefficient) {
            termBuffer.append((symbol(for: term.variable), term.coefficient))
        }
        try addTerms(owner: owner, owned: true, key: key, constant: expression.constant, relation, strength: strength,
                     marks: marks)
    }

    /// `add` of an `UnownedExpression` (the layout engine's: no reference counting on its terms).
    mutating func add(owner: AnyObject, _ expression: UnownedExpression, _ relation: LinearRelation,
                      strength: Double) throws(SolverError) {
        let (key, marks) = try beginAdd(owner: owner, finite: expression.isFinite)
        for term in expression.terms where !Row.isNearZero(term.coefficient) {
            let made = term.variable._withUnsafeGuaranteedRef { (variable: Variable) -> Symbol in symbol(for: variable) }
            termBuffer.append((made, term.coefficient))
        }
        try addTerms(owner: owner, owned: false, key: key, constant: expression.constant, relation, strength: strength,
                     marks: marks)
    }

    /// What every `add` checks first (a held owner, a number that is not finite), then the marks a refused add
    /// forgets back to, with the term buffer emptied for the terms.
    @inline(__always)
    private mutating func beginAdd(owner: AnyObject, finite: Bool) throws(SolverError)
        -> (key: ObjectIdentifier, marks: (variables: Int, symbols: Int)) {
        let key = ObjectIdentifier(owner)
        guard !constraints.contains(key) else { throw .duplicateConstraint }
        guard finite else { throw .unsatisfiableConstraint }
        termBuffer.removeAll()
        return (key, (variables.count, tableau.symbolCount))
    }

    /// The rest of `add`, once the terms are symbols in `termBuffer`; `marks` are the variable and symbol counts
    /// before the terms were read (what a refused add forgets back to).
    private mutating func addTerms(owner: AnyObject, owned: Bool, key: ObjectIdentifier, constant: Double, _ relation: LinearRelation,
                                   strength: Double, marks: (variables: Int, symbols: Int)) throws(SolverError) {
        let (variableCount, symbolCount) = marks
        let (row, tag) = tableau.makeRow(
            terms: termBuffer.elements, constant: constant,
            relation: relation, strength: strength)

        if let subject = tableau.chooseSubject(row, tag: tag) {
            tableau.enterBasis(subject, row: row, newSymbolsFrom: symbolCount)
        } else if tableau.arena.hasOnlyDummies(row) {
            // Only required equalities' dummies are left: redundant if the constant is 0, contradictory otherwise.
            guard Row.isNearZero(row.constant) else {
                tableau.arena.free(row)
                forget(variablesAfter: variableCount, symbolsAfter: symbolCount)
                throw .unsatisfiableConstraint
            }
            tableau.enterBasis(tag.marker, row: row)
        } else if Row.isNearZero(row.constant) {
            // Phase one starts at its optimum, 0: the add cannot be refused, so nothing is saved to undo it.
            _ = tableau.addWithArtificialVariable(row)
        } else {
            tableau.save()
            guard tableau.addWithArtificialVariable(row) else {
                tableau.restoreSaved()
                tableau.arena.free(row)
                forget(variablesAfter: variableCount, symbolsAfter: symbolCount)
                throw .unsatisfiableConstraint
            }
        }
        constraints[key] = ConstraintRecord(owner: owned ? .passRetained(owner) : .passUnretained(owner), owned: owned, tag: tag)
        tableau.optimize()
        tableau.forgetInfeasibleRows()
    }

    /// Step 6 of SimplexSteps.swift.
    mutating func remove(_ constraint: LinearConstraint) throws(SolverError) {
        try remove(owner: constraint, strength: constraint.strength)
    }

    /// `remove` of what `add(owner:…)` put in at `strength` (the strength it was added with).
    mutating func remove(owner: AnyObject, strength: Double) throws(SolverError) {
        guard let record = constraints.removeValue(for: ObjectIdentifier(owner)) else {
            throw .unknownConstraint
        }
        record.release()
        tableau.removeConstraint(tag: record.tag, strength: strength)
        tableau.forgetInfeasibleRows()
    }

    mutating func addEditVariable(_ variable: Variable, strength: Double) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard !edits.contains(key) else { throw .duplicateEditVariable }
        let clipped = Strength.clipped(strength)
        guard clipped < Strength.required else { throw .badRequiredStrength }
        var expression = UnownedExpression()
        swap(&expression, &editExpression)   // (a reused buffer)
        defer { swap(&expression, &editExpression) }
        expression.clear()
        expression.terms.append(UnownedTerm(variable))
        try add(owner: variable, expression, .equal, strength: clipped)
        guard let tag = constraints[key]?.tag else { return }
        edits[key] = EditRecord(strength: clipped, tag: tag, value: 0)
    }

    mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let record = edits.removeValue(for: ObjectIdentifier(variable)) else {
            throw .unknownEditVariable
        }
        try remove(owner: variable, strength: record.strength)
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
        for (variable, symbol) in zip(variables, variableSymbols) {
            let value = tableau.value(of: symbol)
            variable.value = value == 0 ? 0 : value   // no -0
        }
    }
}
