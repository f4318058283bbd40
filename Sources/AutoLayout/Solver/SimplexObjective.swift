/// What the solver minimises (§2.3): the errors of the non-required constraints.
///
/// - **Weighted** (Kiwi's, the default): one row, each error weighted by its strength, so strengths add up —
///   1 000 medium errors cost as much as one strong one.
/// - **Lexicographic** (`SimplexSolver(priorities: .lexicographic)`, what Auto Layout needs): one row per
///   distinct strength, highest first, each error counted once in its own level. A cost is then a vector
///   compared level by level: no number of errors at a lower strength outweighs one at a higher one.
///   Evidence that UIKit works this way: duckduckgo/iOS OmniBar.xib (@7b3f601), where IB keeps a button's
///   priority-999 intrinsic width and gives up 189 pt more of a priority-985 width (a weighted sum at any
///   priority-to-weight scale that fits in a Double would trade the other way).
///
/// Pivot choices compare these vectors (`firstImproving`, `ratioPrecedes`); with one level both are the plain
/// weighted rules.
struct SimplexObjective {
    enum Mode: Sendable { case weighted, lexicographic }

    let mode: Mode
    /// By descending strength (one level in weighted mode); the rows' cells are in the tableau's arena.
    private(set) var levels: [(strength: Double, row: Row)] = []
    /// True when the last primal optimisation found nothing to improve and passed over no symbol, and no cell of the
    /// objective changed since: adding a row whose subject is in no level then leaves the optimum where it is, and
    /// `SimplexTableau.optimize` returns at once. Every change to a level clears it.
    var settled = false

    init(mode: Mode, arena: CellArena) {
        self.mode = mode
        levels.reserveCapacity(8)
        if mode == .weighted { levels.append((0, arena.makeRow(capacity: 32))) }
    }

    /// Empties the objective for a new solver (the arena was just reset).
    mutating func recycle(arena: CellArena) {
        levels.removeAll(keepingCapacity: true)
        if mode == .weighted { levels.append((0, arena.makeRow(capacity: 32))) }
        settled = false
    }

    /// Puts back levels saved earlier (`SimplexTableau.restoreSaved`).
    mutating func restore(levels saved: [(strength: Double, row: Row)]) {
        levels.removeAll(keepingCapacity: true)
        levels.append(contentsOf: saved)
        settled = false
    }

    /// The level of `strength` (made when new) and the coefficient an error of that strength gets in it.
    private mutating func level(_ strength: Double, arena: CellArena) -> (index: Int, unit: Double) {
        guard mode == .lexicographic else { return (0, strength) }
        if let i = levels.firstIndex(where: { $0.strength == strength }) { return (i, 1) }
        let i = levels.firstIndex { $0.strength < strength } ?? levels.count
        levels.insert((strength, arena.makeRow(capacity: 16)), at: i)
        return (i, 1)
    }

    /// `sign ×` an error of `strength` (`+1` when a constraint comes in, `−1` when it leaves).
    mutating func add(_ sign: Double, strength: Double, for symbol: Symbol, arena: CellArena) {
        let (i, unit) = level(strength, arena: arena)
        arena.add(sign * unit, for: symbol, to: &levels[i].row)
        settled = false
    }

    /// `sign ×` a basic error's row, at `strength`.
    mutating func add(_ row: Row, sign: Double, strength: Double, arena: CellArena) {
        let (i, unit) = level(strength, arena: arena)
        arena.add(row, times: sign * unit, to: &levels[i].row)
        settled = false
    }

    mutating func substitute(_ symbol: Symbol, by row: Row, arena: CellArena) {
        // (The mask test first, here: most levels hold neither the symbol nor its bit, and then no call is made.)
        for i in levels.indices where levels[i].row.mayContain(symbol) && arena.substitute(symbol, by: row, in: &levels[i].row) {
            settled = false
        }
    }

    mutating func remove(_ symbol: Symbol, arena: CellArena) {
        for i in levels.indices { arena.remove(symbol, from: &levels[i].row) }
        settled = false
    }

    /// Calls `body` with each improving symbol — level by level from the highest, in each level the
    /// symbols whose higher levels are (near) zero, ascending — until it returns true. With one level
    /// this is Bland's rule; with more, the lowest improving symbol of the highest level that has one
    /// (no allocation; the pivot limit guards against cycling). `body` must not change the arena.
    func firstImproving(arena: CellArena, _ body: (Symbol) -> Bool) {
        for (li, level) in levels.enumerated() {
            for cell in arena.cells(of: level.row) where cell.coefficient < 0 && !Row.isNearZero(cell.coefficient) {
                var higherZero = true
                var i = 0
                while i < li {
                    if !Row.isNearZero(arena.coefficient(of: cell.symbol, in: levels[i].row)) { higherZero = false; break }
                    i += 1
                }
                if higherZero, body(cell.symbol) { return }
            }
        }
    }

    /// Whether `a`'s cost per unit `ca` is below `b`'s per unit `cb` (the dual simplex's ratio test), level by level.
    func ratioPrecedes(_ a: Symbol, _ ca: Double, _ b: Symbol, _ cb: Double, arena: CellArena) -> Bool {
        for level in levels {
            let ra = arena.coefficient(of: a, in: level.row) / ca, rb = arena.coefficient(of: b, in: level.row) / cb
            if !Row.isNearZero(ra - rb) { return ra < rb }
        }
        return false
    }
}
