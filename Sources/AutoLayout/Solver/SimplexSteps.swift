/// The steps of the incremental simplex, numbered as SimplexSolverState.swift calls them; the sections are those of
/// Badros, Borning & Stuckey, "The Cassowary Linear Arithmetic Constraint Solving Algorithm" (ACM TOCHI 2001). The
/// design follows the Kiwi solver: rows with slack, error and dummy markers, an artificial variable only when no
/// subject can be chosen, Bland's rule for every choice.
extension SimplexTableau {
    /// What a constraint put into the tableau: its marker (slack, dummy or first error symbol) and, for non-required
    /// constraints, the second error symbol.
    struct Tag {
        var marker: Symbol
        /// `other`'s raw value, -1 for none (16 bytes a tag, so a solver's constraint records stay small).
        private var otherRaw: Int

        init(marker: Symbol, other: Symbol? = nil) {
            self.marker = marker
            otherRaw = other?.raw ?? -1
        }

        var other: Symbol? { otherRaw < 0 ? nil : Symbol(raw: otherRaw) }
    }

    /// Step 1 (§2.1, §2.3): the row `0 = expression ± slack ± errors` of a constraint whose variables are
    /// already symbols; basic symbols are replaced by their rows. A non-required constraint's error symbols enter
    /// the objective with its strength. The row is returned with a constant ≥ 0.
    ///
    ///     x ≥ 10 (required)           →  0 = -10 + x - s       →  10 - x + s  (sign turned)
    ///     x = 5 (weak)                →  0 = -5 + x - e⁺ + e⁻,  objective += e⁺ + e⁻
    mutating func makeRow(
        terms: UnsafeBufferPointer<(symbol: Symbol, coefficient: Double)>, constant: Double,
        relation: LinearRelation, strength: Double
    ) -> (row: Row, tag: Tag) {
        var row = arena.makeRow(constant: constant, capacity: terms.count + 8)
        for term in terms {
            if let index = rowIndex(of: term.symbol) {
                arena.add(rows[index], times: term.coefficient, to: &row)
            } else {
                arena.add(term.coefficient, for: term.symbol, to: &row)
            }
        }
        let required = strength >= Strength.required
        let tag: Tag
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            arena.add(sign, for: slack, to: &row)
            if required {
                tag = Tag(marker: slack)
            } else {
                let error = makeSymbol(.error)
                arena.add(-sign, for: error, to: &row)
                objective.add(1, strength: strength, for: error, arena: arena)
                tag = Tag(marker: slack, other: error)
            }
        case .equal:
            if required {
                let dummy = makeSymbol(.dummy)
                arena.add(1, for: dummy, to: &row)
                tag = Tag(marker: dummy)
            } else {
                let plus = makeSymbol(.error)
                let minus = makeSymbol(.error)
                arena.add(-1, for: plus, to: &row)
                arena.add(1, for: minus, to: &row)
                objective.add(1, strength: strength, for: plus, arena: arena)
                objective.add(1, strength: strength, for: minus, arena: arena)
                tag = Tag(marker: plus, other: minus)
            }
        }
        if row.constant < 0 { arena.negate(&row) }
        return (row, tag)
    }

    /// Step 2 (§2.5): the symbol a new row can be solved for without losing feasibility: the lowest external
    /// symbol (unrestricted), else the marker or the other error symbol if its coefficient is negative (the row's
    /// constant is ≥ 0, so it starts out feasible). Nil when only an artificial variable can add the row.
    /// (Inlined: a call from the mutating steps copies the whole tableau value to pass it.)
    @inline(__always)
    func chooseSubject(_ row: Row, tag: Tag) -> Symbol? {
        if let external = arena.cells(of: row).first(where: { $0.symbol.isExternal }) { return external.symbol }
        if tag.marker.isPivotable && arena.coefficient(of: tag.marker, in: row) < 0 { return tag.marker }
        if let other = tag.other, other.isPivotable, arena.coefficient(of: other, in: row) < 0 { return other }
        return nil
    }

    /// Step 3 (§2.5, phase one): adds `row` through an artificial variable `a = row`, minimising `a`; the row is
    /// satisfiable when `a` reaches 0. Returns false otherwise (the caller restores the tableau it saved).
    mutating func addWithArtificialVariable(_ row: Row) -> Bool {
        let artificialSymbol = makeSymbol(.slack)
        insertRow(row, basic: artificialSymbol)
        artificial = arena.copy(row)
        optimize(artificialObjective: true)
        let satisfied = Row.isNearZero(artificial?.constant ?? 0)
        if let phaseOne = artificial { arena.free(phaseOne); artificial = nil }
        guard satisfied else { return false }
        if let index = rowIndex(of: artificialSymbol) {
            var (_, basicRow) = removeRow(at: index)
            let cells = arena.cells(of: basicRow)
            // A slack or error symbol if there is one; else the row holds only dummies (the constraint is redundant)
            // and a dummy takes the artificial variable's place, as a redundant equality's marker would.
            guard let entering = (cells.first { $0.symbol.isPivotable } ?? cells.first)?.symbol else {
                arena.free(basicRow)
                return true
            }
            arena.solve(&basicRow, for: entering, replacing: artificialSymbol)
            substitute(entering, by: basicRow)
            insertRow(basicRow, basic: entering)
        }
        dropColumn(artificialSymbol)
        return true
    }

    /// Step 4 (§2.2): primal simplex on the objective (or the artificial one): while some non-dummy parametric
    /// symbol has a negative objective coefficient (the lowest such symbol: Bland's rule), pivot it in for the row
    /// that limits it first (minimum ratio, ties to the lowest basic symbol).
    ///
    /// A symbol that no row limits is passed over for the next one: the objective is bounded below (by 0), so such
    /// a coefficient can only be rounding noise, and stopping there (Kiwi throws) would leave a worse solution.
    ///
    /// The objective's `settled` flag skips a search that would find nothing: set when a search of the objective
    /// found no pivot and passed over no symbol, cleared by any change to the objective's cells. (In exact arithmetic
    /// a negative cost always has a limiting row — the errors it lowers are ≥ 0 — so new rows alone cannot make an
    /// optimum improvable; a passed-over symbol is the rounding case, and then the search runs again.)
    mutating func optimize(artificialObjective: Bool = false) {
        if !artificialObjective && objective.settled { return }
        var pivots = 0
        var passedOver = false
        while pivots < pivotLimit {
            guard let (entering, leaving) = nextPivot(artificialObjective: artificialObjective, passedOver: &passedOver)
            else {
                if !artificialObjective && !passedOver { objective.settled = true }
                return
            }
            pivot(entering: entering, leavingRowAt: leaving)
            pivots += 1
            passedOver = false
        }
    }

    /// The lowest non-dummy symbol with a negative coefficient in the objective being minimised that some row
    /// limits, with that row's index.
    /// (Inlined into `optimize`, as `chooseSubject` is.)
    @inline(__always)
    private func nextPivot(artificialObjective: Bool, passedOver: inout Bool) -> (entering: Symbol, leavingRow: Int)? {
        if artificialObjective {
            guard let phaseOne = artificial else { return nil }
            for cell in arena.cells(of: phaseOne) where cell.coefficient < 0 && !cell.symbol.isDummy {
                if let leaving = leavingRowIndex(for: cell.symbol) { return (cell.symbol, leaving) }
            }
            return nil
        }
        var found: (entering: Symbol, leavingRow: Int)?
        objective.firstImproving(arena: arena) { symbol in
            guard !symbol.isDummy else { return false }
            guard let leaving = leavingRowIndex(for: symbol) else { passedOver = true; return false }
            found = (symbol, leaving)
            return true
        }
        return found
    }

    /// A bound on the pivots of one optimisation, far above what Bland's rule needs (it cannot cycle in exact
    /// arithmetic): a guard against rounding loops, so a call always returns, with a feasible tableau.
    private var pivotLimit: Int { 1_000 + 50 * rows.count }

    /// The restricted row whose basic symbol first reaches 0 as `entering` grows (nil: unbounded).
    private func leavingRowIndex(for entering: Symbol) -> Int? {
        var best: Int?
        var bestRatio = Double.greatestFiniteMagnitude
        for index in rows.indices where !basics[index].isExternal {
            let coefficient = arena.coefficient(of: entering, in: rows[index])
            guard coefficient < 0 else { continue }
            let ratio = -rows[index].constant / coefficient
            if ratio < bestRatio || (ratio == bestRatio && best.map { basics[index] < basics[$0] } == true) {
                bestRatio = ratio
                best = index
            }
        }
        return best
    }

    /// Step 5 (§2.4): dual simplex after edit constants changed: while a listed restricted row is negative, pivot
    /// in the symbol with the least objective cost per unit (ties to the lowest symbol). The tableau stays optimal.
    mutating func dualOptimize() {
        var pivots = 0
        while pivots < pivotLimit, let leaving = infeasible.popLast() {
            guard let index = rowIndex(of: leaving),
                  rows[index].constant < 0, !Row.isNearZero(rows[index].constant),
                  let entering = dualEnteringSymbol(rowAt: index)
            else { continue }
            pivot(entering: entering, leavingRowAt: index)
            pivots += 1
        }
        forgetInfeasibleRows()
    }

    /// The symbol to pivot into a negative row: among its positive cells (not dummies), the least objective
    /// coefficient per unit of the row's coefficient, which keeps every objective coefficient ≥ 0.
    private func dualEnteringSymbol(rowAt index: Int) -> Symbol? {
        var best: (symbol: Symbol, coefficient: Double)?
        for cell in arena.cells(of: rows[index]) where cell.coefficient > 0 && !cell.symbol.isDummy {
            if let b = best, !objective.ratioPrecedes(cell.symbol, cell.coefficient, b.symbol, b.coefficient, arena: arena) {
                continue
            }
            best = (cell.symbol, cell.coefficient)
        }
        return best?.symbol
    }

    /// Step 6 (§2.6): takes a constraint out. Its error symbols leave the objective first; then its marker's row
    /// is dropped, after pivoting the marker into the basis if it is parametric.
    mutating func removeConstraint(tag: Tag, strength: Double) {
        objective.settled = false   // (a looser feasible region: search again)
        removeFromObjective(tag.marker, strength: strength)
        if let other = tag.other { removeFromObjective(other, strength: strength) }
        if let index = rowIndex(of: tag.marker) {
            arena.free(removeRow(at: index).row)
        } else if let index = markerLeavingRowIndex(tag.marker) {
            var (leaving, row) = removeRow(at: index)
            arena.solve(&row, for: tag.marker, replacing: leaving)
            substitute(tag.marker, by: row)
            arena.free(row)
        }
        optimize()
    }

    /// Takes an error symbol's `strength ×` term out of the objective (its row's worth when it is basic).
    private mutating func removeFromObjective(_ error: Symbol, strength: Double) {
        guard error.isError else { return }
        if let index = rowIndex(of: error) {
            objective.add(rows[index], sign: -1, strength: strength, arena: arena)
        } else {
            objective.add(-1, strength: strength, for: error, arena: arena)
        }
    }

    /// The row to exchange a parametric marker with so that dropping it keeps the others feasible: a row whose basic
    /// symbol is a dummy (a redundant required equality, which must stay exactly 0), else the restricted row with
    /// the least ratio where the marker's coefficient is negative, else where it is positive, else an external row
    /// (ties to the lowest basic symbol). Nil when the marker is in no row.
    ///
    /// The dummy rule is not in Kiwi: exchanging with another row would give the marker a value, which the dummy
    /// row would take on too, silently breaking its equality. Rows of basic dummies hold only dummy symbols
    /// (they come from redundant equalities and dummies never enter otherwise), so the exchange moves no value.
    private func markerLeavingRowIndex(_ marker: Symbol) -> Int? {
        var dummy: Int?
        var negative: (index: Int, ratio: Double)?
        var positive: (index: Int, ratio: Double)?
        var external: Int?
        func better(_ index: Int, _ ratio: Double, than current: (index: Int, ratio: Double)?) -> Bool {
            guard let current else { return true }
            return ratio < current.ratio || (ratio == current.ratio && basics[index] < basics[current.index])
        }
        for index in rows.indices {
            let coefficient = arena.coefficient(of: marker, in: rows[index])
            if coefficient == 0 { continue }
            if basics[index].isDummy {
                if dummy.map({ basics[index] < basics[$0] }) ?? true { dummy = index }
            } else if basics[index].isExternal {
                if external.map({ basics[index] < basics[$0] }) ?? true { external = index }
            } else if coefficient < 0 {
                let ratio = -rows[index].constant / coefficient
                if better(index, ratio, than: negative) { negative = (index, ratio) }
            } else {
                let ratio = rows[index].constant / coefficient
                if better(index, ratio, than: positive) { positive = (index, ratio) }
            }
        }
        return dummy ?? negative?.index ?? positive?.index ?? external
    }

    /// Step 7 (§2.4): an edit variable's wanted value moved by `delta`; shifts the constants where the edit
    /// constraint's error symbols `plus`/`minus` stand, listing rows that went negative for `dualOptimize()`.
    mutating func shiftEditConstant(plus: Symbol, minus: Symbol, by delta: Double) {
        if let index = rowIndex(of: plus) {
            rows[index].constant -= delta
            if rows[index].constant < 0 { infeasible.append(plus) }
        } else if let index = rowIndex(of: minus) {
            rows[index].constant += delta
            if rows[index].constant < 0 { infeasible.append(minus) }
        } else {
            for index in rows.indices {
                let coefficient = arena.coefficient(of: plus, in: rows[index])
                guard coefficient != 0 else { continue }
                rows[index].constant += delta * coefficient
                if !basics[index].isExternal && rows[index].constant < 0 { infeasible.append(basics[index]) }
            }
        }
    }
}
