/// One non-zero entry of a `Row`.
struct Cell {
    var symbol: Symbol
    var coefficient: Double
}

/// A tableau row `basic = constant + Σ coefficient · symbol` (or, before it has a basic symbol, `0 = constant + Σ …`).
///
/// The cells are kept sorted by symbol with no coefficient near zero (|c| < 1e-8, `Row.isNearZero`), so lookups are
/// binary searches and adding one row to another is a linear merge. The merges write into a caller-owned scratch
/// buffer and swap it in, so steady-state pivoting allocates nothing.
///
///     var row = Row(constant: -10)       // 0 = -10 + x
///     row.add(1, for: x)
///     row.solve(for: x)                  // x = 10
struct Row {
    var constant: Double
    private(set) var cells: [Cell] = []

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// Kiwi's tolerance: coefficients and constants smaller than this in magnitude count as zero.
    static func isNearZero(_ value: Double) -> Bool { abs(value) < 1e-8 }

    /// Where `symbol` is or would be inserted, and whether it is there.
    private func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0
        var high = cells.count
        while low < high {
            let middle = (low + high) >> 1
            let raw = cells[middle].symbol.raw
            if raw == symbol.raw { return (middle, true) }
            if raw < symbol.raw { low = middle + 1 } else { high = middle }
        }
        return (low, false)
    }

    /// The coefficient of `symbol`, 0 if absent.
    func coefficient(for symbol: Symbol) -> Double {
        let (index, found) = position(of: symbol)
        return found ? cells[index].coefficient : 0
    }

    /// Adds `coefficient · symbol`, dropping the cell if the sum is near zero.
    mutating func add(_ coefficient: Double, for symbol: Symbol) {
        let (index, found) = position(of: symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if Row.isNearZero(sum) { cells.remove(at: index) } else { cells[index].coefficient = sum }
        } else if !Row.isNearZero(coefficient) {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
        }
    }

    /// Removes `symbol`'s cell if there is one.
    mutating func remove(_ symbol: Symbol) {
        let (index, found) = position(of: symbol)
        if found { cells.remove(at: index) }
    }

    /// Adds `factor × other` (constant and cells).
    mutating func add(_ other: Row, times factor: Double, scratch: inout [Cell]) {
        constant += other.constant * factor
        merge(other.cells, times: factor, skipping: -1, scratch: &scratch)
    }

    /// Replaces `symbol` by `row` (the expression it equals); returns whether `symbol` was in this row.
    mutating func substitute(_ symbol: Symbol, by row: Row, scratch: inout [Cell]) -> Bool {
        let (index, found) = position(of: symbol)
        guard found else { return false }
        let factor = cells[index].coefficient
        constant += row.constant * factor
        merge(row.cells, times: factor, skipping: index, scratch: &scratch)
        return true
    }

    /// `cells ← cells (without the cell at skipped) + factor × others`, by a sorted merge into `scratch`.
    private mutating func merge(_ others: [Cell], times factor: Double, skipping skipped: Int, scratch: inout [Cell]) {
        scratch.removeAll(keepingCapacity: true)
        scratch.reserveCapacity(cells.count + others.count)
        var mine = 0
        var theirs = 0
        while mine < cells.count || theirs < others.count {
            if mine == skipped { mine += 1; continue }
            if theirs == others.count || (mine < cells.count && cells[mine].symbol.raw < others[theirs].symbol.raw) {
                scratch.append(cells[mine])
                mine += 1
                continue
            }
            var coefficient = others[theirs].coefficient * factor
            if mine < cells.count && cells[mine].symbol.raw == others[theirs].symbol.raw {
                coefficient += cells[mine].coefficient
                mine += 1
            }
            if !Row.isNearZero(coefficient) {
                scratch.append(Cell(symbol: others[theirs].symbol, coefficient: coefficient))
            }
            theirs += 1
        }
        swap(&cells, &scratch)
    }

    /// Multiplies the constant and every coefficient by -1.
    mutating func negate() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Turns `0 = constant + a·symbol + rest` into `symbol = -constant/a - rest/a` (`symbol` must be in the row).
    mutating func solve(for symbol: Symbol) {
        let (index, found) = position(of: symbol)
        guard found else { return }
        let factor = -1 / cells[index].coefficient
        cells.remove(at: index)
        constant *= factor
        for cellIndex in cells.indices { cells[cellIndex].coefficient *= factor }
    }

    /// Turns `basic = constant + a·entering + rest` into `entering = …` with `basic` on the right.
    mutating func solve(for entering: Symbol, replacing basic: Symbol) {
        add(-1, for: basic)
        solve(for: entering)
    }

    /// Whether every cell is a dummy symbol (true for no cells).
    var hasOnlyDummies: Bool { cells.allSatisfy { $0.symbol.isDummy } }
}
