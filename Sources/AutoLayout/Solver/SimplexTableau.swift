/// The solver's tableau (Badros, Borning & Stuckey 2001, §2.1): the rows by basic symbol, the objective, and the
/// bookkeeping the steps in SimplexSteps.swift share (substitution, pivoting, the infeasible-row list).
///
/// Rows live in a `SimplexRowTable` in a deterministic order (appended; a removed row's place is taken by the last
/// row), which also finds a symbol's row. Every choice between rows breaks ties by the lowest basic symbol, so
/// neither this order nor any Dictionary order decides a result.
struct SimplexTableau {
    /// The cells of every row, the objective's and the artificial one's (`CellArena`); a class, so a copy of the
    /// tableau shares it: undoing a refused add restores what `save()` kept, not a copy.
    let arena: CellArena
    /// The rows, their basic symbols and the symbols' positions (a class too, shared the same way).
    let table: SimplexRowTable
    /// `basics[i]` is the basic symbol of `rows[i]` (in place in `table`, good until a row is inserted).
    var basics: UnsafeMutableBufferPointer<Symbol> { table.basics }
    var rows: UnsafeMutableBufferPointer<Row> { table.rows }
    /// The weighted errors of the non-required constraints, in terms of the parametric symbols (§2.3).
    var objective: SimplexObjective
    /// Phase-one objective while a row is added through an artificial variable (§2.5); empty otherwise.
    var artificial: Row?
    /// Basic restricted symbols whose rows went negative, for the dual simplex (§2.4).
    var infeasible: [Symbol] = []
    /// What `save()` saved.
    private var saved = Saved()

    private struct Saved {
        var levels: [(strength: Double, row: Row)] = []
        var infeasible: [Symbol] = []
        var artificial: Row?
    }

    /// An empty tableau with room for a cell's worth of rows and symbols (growing past that as needed).
    init(priorities: SimplexObjective.Mode = .weighted) {
        arena = CellArena()
        table = SimplexRowTable()
        objective = SimplexObjective(mode: priorities, arena: arena)
    }

    /// Empties the tableau for a new solver, keeping every buffer (`SolverState.recycle`).
    mutating func recycle() {
        arena.reset()
        table.reset()
        infeasible.removeAll(keepingCapacity: true)
        artificial = nil
        objective.recycle(arena: arena)
    }

    /// Saves the tableau as it is, to undo a refused add (`restoreSaved`): the objective into buffers kept for the
    /// purpose, the rows and cells into the table's and the arena's own (`SimplexRowTable.save`, `CellArena.save`)
    /// — no allocation once they have grown.
    mutating func save() {
        table.save()
        Self.copy(objective.levels, into: &saved.levels)
        Self.copy(infeasible, into: &saved.infeasible)
        saved.artificial = artificial
        arena.save()
    }

    /// Puts back what `save()` saved.
    mutating func restoreSaved() {
        table.restoreSaved()
        objective.restore(levels: saved.levels)
        Self.copy(saved.infeasible, into: &infeasible)
        artificial = saved.artificial
        arena.restoreSaved()
    }

    /// `target` made equal to `source` in its own buffer (kept, so no allocation once it has grown).
    private static func copy<T>(_ source: [T], into target: inout [T]) {
        target.removeAll(keepingCapacity: true)
        target.append(contentsOf: source)
    }

    /// How many symbols exist (the next serial).
    var symbolCount: Int { table.symbolCount }

    /// A new symbol of `kind`, later in the order than every existing one.
    func makeSymbol(_ kind: Symbol.Kind) -> Symbol { table.makeSymbol(kind) }

    /// Forgets the symbols made after the first `count` (they must be in no row).
    func forgetSymbols(after count: Int) { table.forgetSymbols(after: count) }

    /// The index in `rows` of `symbol`'s row, nil when `symbol` is parametric.
    @inline(__always)
    func rowIndex(of symbol: Symbol) -> Int? {
        let position = table.position(of: symbol)
        return position < 0 ? nil : position
    }

    /// The value of `symbol` in the current basic solution: its row's constant, 0 when parametric.
    func value(of symbol: Symbol) -> Double {
        rowIndex(of: symbol).map { rows[$0].constant } ?? 0
    }

    /// Makes `row` the row of `basic`.
    func insertRow(_ row: Row, basic: Symbol) { table.append(row, basic: basic) }

    /// Takes out the row at `index` (the last row moves into its place) and returns it with its basic symbol.
    func removeRow(at index: Int) -> (basic: Symbol, row: Row) { table.remove(at: index) }

    /// Replaces `symbol` by `row` everywhere: every row, the objective and the artificial objective. Restricted rows
    /// that go negative are listed in `infeasible`.
    mutating func substitute(_ symbol: Symbol, by row: Row) {
        let bit = Row.bit(symbol)
        let rows = rows, basics = basics
        for index in rows.indices where rows[index].mask & bit != 0 {
            guard arena.substitute(symbol, by: row, in: &rows[index]) else { continue }
            if !basics[index].isExternal && rows[index].constant < 0 { infeasible.append(basics[index]) }
        }
        objective.substitute(symbol, by: row, arena: arena)
        if var phaseOne = artificial, arena.substitute(symbol, by: row, in: &phaseOne) { artificial = phaseOne }
    }

    /// Solves the new `row` (`0 = …`) for `subject` and makes it basic.
    /// An external `subject` made after the first `newSymbolsFrom` symbols (a variable first met in this row) is in
    /// no other row and not in the objective, so there is nothing to substitute it in.
    mutating func enterBasis(_ subject: Symbol, row: Row, newSymbolsFrom: Int = .max) {
        var row = row
        arena.solve(&row, for: subject)
        if !(subject.isExternal && subject.serial >= newSymbolsFrom) { substitute(subject, by: row) }
        insertRow(row, basic: subject)
    }

    /// Exchanges the basic symbol of `rows[index]` for `entering`.
    mutating func pivot(entering: Symbol, leavingRowAt index: Int) {
        var (leaving, row) = removeRow(at: index)
        arena.solve(&row, for: entering, replacing: leaving)
        substitute(entering, by: row)
        insertRow(row, basic: entering)
    }

    /// Empties `infeasible` after a primal step (rows a hair below 0 from rounding, which need no dual pivots).
    mutating func forgetInfeasibleRows() {
        if !infeasible.isEmpty { infeasible.removeAll(keepingCapacity: true) }
    }

    /// Removes `symbol` from every row and the objective (an artificial variable's column, once it is 0).
    mutating func dropColumn(_ symbol: Symbol) {
        let rows = rows
        for index in rows.indices { arena.remove(symbol, from: &rows[index]) }
        objective.remove(symbol, arena: arena)
    }
}

extension SimplexTableau: CustomStringConvertible {
    /// One line a row, `basic = constant + coefficient·symbol …`, then the objective; symbols read as
    /// `x3` (external), `s4` (slack), `e5` (error), `d6` (dummy) by serial. For debugging.
    var description: String {
        func name(_ symbol: Symbol) -> String { ["x", "s", "e", "d"][symbol.raw & 3] + String(symbol.serial) }
        func text(_ row: Row) -> String {
            arena.cells(of: row).reduce(String(row.constant)) { $0 + " + \($1.coefficient)·\(name($1.symbol))" }
        }
        let lines = rows.indices.sorted { basics[$0] < basics[$1] }.map { "\(name(basics[$0])) = \(text(rows[$0]))" }
        let objectives = objective.levels.map { "objective[\($0.strength)] = \(text($0.row))" }
        return (lines + objectives).joined(separator: "\n")
    }
}
