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
    /// By descending strength (one level in weighted mode).
    private(set) var levels: [(strength: Double, row: Row)] = []

    init(mode: Mode) {
        self.mode = mode
        if mode == .weighted { levels = [(0, Row(capacity: 32))] }
    }

    /// The level of `strength` (made when new) and the coefficient an error of that strength gets in it.
    private mutating func level(_ strength: Double) -> (index: Int, unit: Double) {
        guard mode == .lexicographic else { return (0, strength) }
        if let i = levels.firstIndex(where: { $0.strength == strength }) { return (i, 1) }
        let i = levels.firstIndex { $0.strength < strength } ?? levels.count
        levels.insert((strength, Row(capacity: 16)), at: i)
        return (i, 1)
    }

    /// `sign ×` an error of `strength` (`+1` when a constraint comes in, `−1` when it leaves).
    mutating func add(_ sign: Double, strength: Double, for symbol: Symbol) {
        let (i, unit) = level(strength)
        levels[i].row.add(sign * unit, for: symbol)
    }

    /// `sign ×` a basic error's row, at `strength`.
    mutating func add(_ row: Row, sign: Double, strength: Double, scratch: inout [Cell]) {
        let (i, unit) = level(strength)
        levels[i].row.add(row, times: sign * unit, scratch: &scratch)
    }

    mutating func substitute(_ symbol: Symbol, by row: Row, scratch: inout [Cell]) {
        for i in levels.indices { _ = levels[i].row.substitute(symbol, by: row, scratch: &scratch) }
    }

    mutating func remove(_ symbol: Symbol) {
        for i in levels.indices { levels[i].row.remove(symbol) }
    }

    /// Calls `body` with each improving symbol — level by level from the highest, in each level the
    /// symbols whose higher levels are (near) zero, ascending — until it returns true. With one level
    /// this is Bland's rule; with more, the lowest improving symbol of the highest level that has one
    /// (no allocation; the pivot limit guards against cycling).
    func firstImproving(_ body: (Symbol) -> Bool) {
        for (li, level) in levels.enumerated() {
            for cell in level.row.cells where cell.coefficient < 0 && !Row.isNearZero(cell.coefficient) {
                var higherZero = true
                var i = 0
                while i < li {
                    if !Row.isNearZero(levels[i].row.coefficient(for: cell.symbol)) { higherZero = false; break }
                    i += 1
                }
                if higherZero, body(cell.symbol) { return }
            }
        }
    }

    /// Whether `a`'s cost per unit `ca` is below `b`'s per unit `cb` (the dual simplex's ratio test), level by level.
    func ratioPrecedes(_ a: Symbol, _ ca: Double, _ b: Symbol, _ cb: Double) -> Bool {
        for level in levels {
            let ra = level.row.coefficient(for: a) / ca, rb = level.row.coefficient(for: b) / cb
            if !Row.isNearZero(ra - rb) { return ra < rb }
        }
        return false
    }
}
