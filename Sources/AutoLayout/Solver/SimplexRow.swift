/// One non-zero entry of a `Row`.
struct Cell {
    var symbol: Symbol
    var coefficient: Double
}

/// A tableau row `basic = constant + Σ coefficient · symbol` (before it has a basic symbol: `0 = constant + Σ …`).
///
/// The cells are kept sorted by symbol with no coefficient near zero (|c| < 1e-8, `Row.isNearZero`), so lookups are
/// binary searches and adding one row to another is a linear merge. The merges write into a caller-owned scratch
/// buffer and copy back into the row's own buffer, so steady-state pivoting allocates nothing.
///
/// `mask` has bit `serial % 64` set for every symbol in the row (and maybe for some that left it): a clear bit
/// answers "not in this row" without the search, which is most of the answers when a substitution or a ratio test
/// visits every row. The bit only ever saves work; the cells decide.
///
///     var row = Row(constant: -10)       // 0 = -10 + x
///     row.add(1, for: x)
///     row.solve(for: x)                  // x = 10
struct Row {
    var constant: Double
    private(set) var cells: [Cell] = []
    private(set) var mask: UInt64 = 0

    init(constant: Double = 0, capacity: Int = 0) {
        self.constant = constant
        cells.reserveCapacity(capacity)
    }

    /// Kiwi's tolerance: coefficients and constants smaller than this in magnitude count as zero.
    static func isNearZero(_ value: Double) -> Bool { abs(value) < 1e-8 }

    /// `symbol`'s bit in `mask`.
    @inline(__always)
    static func bit(_ symbol: Symbol) -> UInt64 { 1 &<< UInt64(truncatingIfNeeded: symbol.serial & 63) }

    /// False when `symbol` is certainly not in the row.
    @inline(__always)
    func mayContain(_ symbol: Symbol) -> Bool { mask & Row.bit(symbol) != 0 }

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
        guard mayContain(symbol) else { return 0 }
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
            mask |= Row.bit(symbol)
            if index == cells.count {
                cells.append(Cell(symbol: symbol, coefficient: coefficient))
            } else {
                cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
            }
        }
    }

    /// Removes `symbol`'s cell if there is one.
    mutating func remove(_ symbol: Symbol) {
        guard mayContain(symbol) else { return }
        let (index, found) = position(of: symbol)
        if found { cells.remove(at: index) }
    }

    /// Adds `factor × other` (constant and cells).
    mutating func add(_ other: Row, times factor: Double, scratch: inout [Cell]) {
        constant += other.constant * factor
        mask |= other.mask
        merge(other.cells, times: factor, skipping: -1, scratch: &scratch)
    }

    /// Replaces `symbol` by `row` (the expression it equals); returns whether `symbol` was in this row.
    mutating func substitute(_ symbol: Symbol, by row: Row, scratch: inout [Cell]) -> Bool {
        guard mayContain(symbol) else { return false }
        let (index, found) = position(of: symbol)
        guard found else { return false }
        let factor = cells[index].coefficient
        constant += row.constant * factor
        mask |= row.mask
        merge(row.cells, times: factor, skipping: index, scratch: &scratch)
        return true
    }

    /// `cells ← cells (without the cell at skipped) + factor × others`, by a sorted merge into `scratch` (used as a
    /// raw buffer: it only ever grows) and a copy back into the row's own buffer.
    private mutating func merge(_ others: [Cell], times factor: Double, skipping skipped: Int, scratch: inout [Cell]) {
        let bound = cells.count + others.count
        if scratch.count < bound {
            let filler = Cell(symbol: Symbol(serial: 0, kind: .external), coefficient: 0)
            scratch.append(contentsOf: repeatElement(filler, count: bound - scratch.count))
        }
        let count = cells.withUnsafeBufferPointer { mine in
            others.withUnsafeBufferPointer { theirs in
                scratch.withUnsafeMutableBufferPointer { out in
                    Row.merge(mine, skipping: skipped, theirs, times: factor, into: out)
                }
            }
        }
        let kept = Swift.min(count, cells.count)
        scratch.withUnsafeBufferPointer { merged in
            cells.withUnsafeMutableBufferPointer { target in
                for index in 0..<kept { target[index] = merged[index] }
            }
            if count > kept { cells.append(contentsOf: merged[kept..<count]) }   // one call, one growth at most
        }
        while cells.count > count { cells.removeLast() }
    }

    /// The two-finger merge behind `merge(_:times:skipping:scratch:)`; returns how many cells it wrote.
    private static func merge(
        _ mine: UnsafeBufferPointer<Cell>, skipping skipped: Int,
        _ theirs: UnsafeBufferPointer<Cell>, times factor: Double,
        into out: UnsafeMutableBufferPointer<Cell>
    ) -> Int {
        var written = 0
        var left = 0
        var right = 0
        let mineCount = mine.count, theirCount = theirs.count
        // Both sides have cells: the two-finger step (the same sums, in the same order, as one cell at a time).
        while left < mineCount && right < theirCount {
            if left == skipped { left += 1; continue }
            let mineCell = mine[left], theirCell = theirs[right]
            if mineCell.symbol.raw < theirCell.symbol.raw {
                out[written] = mineCell
                written += 1
                left += 1
                continue
            }
            var coefficient = theirCell.coefficient * factor
            if mineCell.symbol.raw == theirCell.symbol.raw {
                coefficient += mineCell.coefficient
                left += 1
            }
            if !isNearZero(coefficient) {
                out[written] = Cell(symbol: theirCell.symbol, coefficient: coefficient)
                written += 1
            }
            right += 1
        }
        // One side is done: the rest of the other.
        while left < mineCount {
            if left != skipped {
                out[written] = mine[left]
                written += 1
            }
            left += 1
        }
        while right < theirCount {
            let coefficient = theirs[right].coefficient * factor
            if !isNearZero(coefficient) {
                out[written] = Cell(symbol: theirs[right].symbol, coefficient: coefficient)
                written += 1
            }
            right += 1
        }
        return written
    }

    /// Multiplies the constant and every coefficient by -1.
    mutating func negate() {
        constant = -constant
        cells.withUnsafeMutableBufferPointer { buffer in
            for index in buffer.indices { buffer[index].coefficient = -buffer[index].coefficient }
        }
    }

    /// Turns `0 = constant + a·symbol + rest` into `symbol = -constant/a - rest/a` (`symbol` must be in the row).
    mutating func solve(for symbol: Symbol) {
        let (index, found) = position(of: symbol)
        guard found else { return }
        let factor = -1 / cells[index].coefficient
        constant *= factor
        cells.withUnsafeMutableBufferPointer { buffer in
            for cellIndex in index..<(buffer.count - 1) { buffer[cellIndex] = buffer[cellIndex + 1] }
            for cellIndex in 0..<(buffer.count - 1) { buffer[cellIndex].coefficient *= factor }
        }
        cells.removeLast()
    }

    /// Turns `basic = constant + a·entering + rest` into `entering = …` with `basic` on the right: one pass that
    /// moves the cells between `entering`'s place and `basic`'s by one (the pivot of §2.2).
    mutating func solve(for entering: Symbol, replacing basic: Symbol) {
        let (enteringIndex, found) = position(of: entering)
        guard found else { return }
        let basicIndex = position(of: basic).index   // `basic` is never in its own row
        let factor = -1 / cells[enteringIndex].coefficient
        constant *= factor
        cells.withUnsafeMutableBufferPointer { buffer in
            var target = basicIndex
            if basicIndex <= enteringIndex {
                var cellIndex = enteringIndex
                while cellIndex > basicIndex { buffer[cellIndex] = buffer[cellIndex - 1]; cellIndex -= 1 }
            } else {
                for cellIndex in enteringIndex..<(basicIndex - 1) { buffer[cellIndex] = buffer[cellIndex + 1] }
                target = basicIndex - 1
            }
            for cellIndex in buffer.indices { buffer[cellIndex].coefficient *= factor }
            buffer[target] = Cell(symbol: basic, coefficient: -factor)
        }
        mask |= Row.bit(basic)
    }

    /// Whether every cell is a dummy symbol (true for no cells).
    var hasOnlyDummies: Bool { cells.allSatisfy { $0.symbol.isDummy } }
}
