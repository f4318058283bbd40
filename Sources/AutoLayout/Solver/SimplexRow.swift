/// One non-zero entry of a `Row`.
struct Cell {
    var symbol: Symbol
    var coefficient: Double
}

/// A tableau row `basic = constant + Σ coefficient · symbol` (before it has a basic symbol: `0 = constant + Σ …`),
/// as a header: the constant, where its cells lie in the tableau's `CellArena`, and a symbol mask. A header is a
/// plain value (no reference, nothing to count or free); the arena's methods read and change the cells.
///
/// The cells are kept sorted by symbol with no coefficient near zero (|c| < 1e-8, `Row.isNearZero`), so lookups are
/// binary searches and adding one row to another is a linear merge.
///
/// `mask` has bit `serial % 64` set for every symbol in the row (and maybe for some that left it: a merge or a
/// solve makes it anew from the cells, a removal leaves it): a clear bit answers "not in this row" without the
/// search, which is most of the answers when a substitution or a ratio test visits every row. The bit only ever
/// saves work; the cells decide.
///
///     var row = arena.makeRow(constant: -10)   // 0 = -10 + x
///     arena.add(1, for: x, to: &row)
///     arena.solve(&row, for: x)                // x = 10
struct Row {
    var constant: Double
    /// The first cell's index in the arena, the cells in use, and the room of the segment (a power of two ≥ 8).
    fileprivate(set) var start: Int32
    fileprivate(set) var count: Int32
    fileprivate(set) var capacity: Int32
    fileprivate(set) var mask: UInt64 = 0

    /// Kiwi's tolerance: coefficients and constants smaller than this in magnitude count as zero.
    static func isNearZero(_ value: Double) -> Bool { abs(value) < 1e-8 }

    /// `symbol`'s bit in `mask`.
    @inline(__always)
    static func bit(_ symbol: Symbol) -> UInt64 { 1 &<< UInt64(truncatingIfNeeded: symbol.serial & 63) }

    /// False when `symbol` is certainly not in the row.
    @inline(__always)
    func mayContain(_ symbol: Symbol) -> Bool { mask & Row.bit(symbol) != 0 }

    var isEmpty: Bool { count == 0 }
}

/// The cells of every row of one tableau, in one buffer: each row owns a segment of a power-of-two size; a row that
/// outgrows its segment moves to a larger one and leaves its old one on a free list of its size, and a segment freed
/// with its row goes there too. So steady-state work allocates nothing, and a whole tableau is emptied by one
/// `reset()` (no row freed one by one). Segments are found by index, so the buffer may move when it grows; a
/// pointer from `cells(of:)` is good only until the next call that makes or grows a row.
///
/// Row operations write into a scratch buffer of the arena's own and copy back, so a merge never aliases.
/// Not thread-safe: one tableau's.
final class CellArena {
    @exclusivity(unchecked) private var base: UnsafeMutablePointer<Cell>
    @exclusivity(unchecked) private var capacity: Int
    /// The end of the segments handed out so far.
    @exclusivity(unchecked) private var top = 0
    /// By size class (`8 << class` cells): the first free segment's start, -1 for none; a free segment keeps the
    /// next one's start in its first cell.
    @exclusivity(unchecked) private var freeHeads: [Int32]
    @exclusivity(unchecked) private var scratch: UnsafeMutablePointer<Cell>
    @exclusivity(unchecked) private var scratchCapacity: Int

    static let classCount = 24

    init(capacity: Int = 1024) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
        scratchCapacity = 64
        scratch = .allocate(capacity: scratchCapacity)
        freeHeads = Array(repeating: -1, count: Self.classCount)
    }

    deinit {
        base.deallocate()
        scratch.deallocate()
        savedCells?.deallocate()
    }

    /// How many times the arena was reset: with its address, which solver state's symbols a variable's cached
    /// symbol is (`Variable.cachedSymbol`).
    private(set) var epoch = 1

    /// Forgets every row (their headers become meaningless), keeping the buffer.
    func reset() {
        epoch += 1
        top = 0
        freeHeads.withUnsafeMutableBufferPointer { $0.update(repeating: -1) }
    }

    // MARK: Segments

    @inline(__always)
    private static func sizeClass(_ capacity: Int32) -> Int { (Int(capacity) >> 3).trailingZeroBitCount }

    /// A segment of at least `minimum` cells (a power of two ≥ 8): a free one of that size, else new at the top.
    private func allocate(_ minimum: Int) -> (start: Int32, capacity: Int32) {
        var size = 8
        while size < minimum { size <<= 1 }
        let sizeClass = (size >> 3).trailingZeroBitCount
        let head = freeHeads[sizeClass]
        if head >= 0 {
            freeHeads[sizeClass] = Int32(truncatingIfNeeded: base[Int(head)].symbol.raw)
            return (head, Int32(size))
        }
        if top + size > capacity { grow(to: top + size) }
        let start = top
        top += size
        return (Int32(start), Int32(size))
    }

    private func release(start: Int32, capacity: Int32) {
        let sizeClass = Self.sizeClass(capacity)
        base[Int(start)].symbol = Symbol(raw: Int(freeHeads[sizeClass]))
        freeHeads[sizeClass] = start
    }

    private func grow(to minimum: Int) {
        var newCapacity = capacity * 2
        while newCapacity < minimum { newCapacity *= 2 }
        base = base.grown(keeping: top, to: newCapacity)
        capacity = newCapacity
    }

    private func ensureScratch(_ minimum: Int) {
        guard minimum > scratchCapacity else { return }
        var newCapacity = scratchCapacity * 2
        while newCapacity < minimum { newCapacity *= 2 }
        scratch.deallocate()
        scratch = .allocate(capacity: newCapacity)
        scratchCapacity = newCapacity
    }

    /// Makes room in `row`'s segment for `minimum` cells, moving it to a larger segment if needed.
    private func reserve(_ row: inout Row, _ minimum: Int) {
        guard minimum > Int(row.capacity) else { return }
        let (start, newCapacity) = allocate(minimum)
        (base + Int(start)).update(from: base + Int(row.start), count: Int(row.count))
        release(start: row.start, capacity: row.capacity)
        row.start = start
        row.capacity = newCapacity
    }

    // MARK: Rows

    /// An empty row with room for `capacity` cells.
    func makeRow(constant: Double = 0, capacity: Int = 8) -> Row {
        let (start, size) = allocate(capacity)
        return Row(constant: constant, start: start, count: 0, capacity: size)
    }

    /// A row equal to `row`, in a segment of its own.
    func copy(_ row: Row) -> Row {
        var made = makeRow(constant: row.constant, capacity: Int(row.count))
        (base + Int(made.start)).update(from: base + Int(row.start), count: Int(row.count))
        made.count = row.count
        made.mask = row.mask
        return made
    }

    /// Gives `row`'s segment back (the header must not be used again).
    func free(_ row: Row) {
        release(start: row.start, capacity: row.capacity)
    }

    /// `row`'s cells, in symbol order (good until the next call that makes or grows a row).
    @inline(__always)
    func cells(of row: Row) -> UnsafeMutableBufferPointer<Cell> {
        UnsafeMutableBufferPointer(start: base + Int(row.start), count: Int(row.count))
    }

    /// Where `symbol` is or would be inserted in `cells`, and whether it is there.
    @inline(__always)
    private static func position(of symbol: Symbol, in cells: UnsafeMutableBufferPointer<Cell>) -> (index: Int, found: Bool) {
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

    /// The coefficient of `symbol` in `row`, 0 if absent.
    @inline(__always)
    func coefficient(of symbol: Symbol, in row: Row) -> Double {
        guard row.mayContain(symbol) else { return 0 }
        let cells = cells(of: row)
        let (index, found) = Self.position(of: symbol, in: cells)
        return found ? cells[index].coefficient : 0
    }

    /// Adds `coefficient · symbol` to `row`, dropping the cell if the sum is near zero.
    func add(_ coefficient: Double, for symbol: Symbol, to row: inout Row) {
        let count = Int(row.count)
        if count == 0 || base[Int(row.start) + count - 1].symbol.raw < symbol.raw {
            // After every cell (a new slack, error or dummy symbol always is): appended, without a search.
            guard !Row.isNearZero(coefficient) else { return }
            if count == Int(row.capacity) { reserve(&row, count + 1) }
            base[Int(row.start) + count] = Cell(symbol: symbol, coefficient: coefficient)
            row.count += 1
            row.mask |= Row.bit(symbol)
            return
        }
        var cells = cells(of: row)
        let (index, found) = Self.position(of: symbol, in: cells)
        if found {
            let sum = cells[index].coefficient + coefficient
            if Row.isNearZero(sum) { removeCell(at: index, of: &row) } else { cells[index].coefficient = sum }
            return
        }
        guard !Row.isNearZero(coefficient) else { return }
        reserve(&row, Int(row.count) + 1)
        cells = UnsafeMutableBufferPointer(start: base + Int(row.start), count: Int(row.count) + 1)
        var shifted = Int(row.count)
        while shifted > index { cells[shifted] = cells[shifted - 1]; shifted -= 1 }
        cells[index] = Cell(symbol: symbol, coefficient: coefficient)
        row.count += 1
        row.mask |= Row.bit(symbol)
    }

    private func removeCell(at index: Int, of row: inout Row) {
        let cells = cells(of: row)
        for moved in index..<(cells.count - 1) { cells[moved] = cells[moved + 1] }
        row.count -= 1
    }

    /// Removes `symbol`'s cell from `row` if there is one.
    func remove(_ symbol: Symbol, from row: inout Row) {
        guard row.mayContain(symbol) else { return }
        let (index, found) = Self.position(of: symbol, in: cells(of: row))
        if found { removeCell(at: index, of: &row) }
    }

    /// Adds `factor × other` (constant and cells) to `row`.
    func add(_ other: Row, times factor: Double, to row: inout Row) {
        row.constant += other.constant * factor
        merge(other, times: factor, skipping: -1, into: &row)
    }

    /// Replaces `symbol` in `row` by `other` (the expression it equals); returns whether `symbol` was in the row.
    func substitute(_ symbol: Symbol, by other: Row, in row: inout Row) -> Bool {
        guard row.mayContain(symbol) else { return false }
        let cells = cells(of: row)
        let (index, found) = Self.position(of: symbol, in: cells)
        guard found else { return false }
        let factor = cells[index].coefficient
        row.constant += other.constant * factor
        merge(other, times: factor, skipping: index, into: &row)
        return true
    }

    /// `row's cells (without the cell at skipped) + factor × other's`, by a two-finger merge into the scratch buffer
    /// and a copy back into `row`'s segment (grown first if the result needs it), which also makes the row's mask
    /// anew from the cells written. The same sums, in the same order, as adding the cells one at a time. Rows are
    /// short (a dozen cells at most in a cell's layout), so the merge is written for a few cells: pointers, no calls
    /// inside, and `row`'s cells merged as two runs, before and after the skipped cell (`other` never holds its
    /// symbol: it is that symbol's row), so the loop never tests for it.
    @inline(__always)
    private func merge(_ other: Row, times factor: Double, skipping skipped: Int, into row: inout Row) {
        let mineCount = Int(row.count), theirCount = Int(other.count)
        if mineCount + theirCount > scratchCapacity { ensureScratch(mineCount + theirCount) }
        let mine = base + Int(row.start)
        var theirs = base + Int(other.start)
        let theirsEnd = theirs + theirCount
        var out = scratch
        let split = skipped < 0 ? mineCount : skipped
        Self.merge(run: mine, end: mine + split, with: &theirs, end: theirsEnd, times: factor, into: &out)
        if split < mineCount {
            Self.merge(run: mine + split + 1, end: mine + mineCount, with: &theirs, end: theirsEnd, times: factor, into: &out)
        }
        while theirs < theirsEnd {
            let coefficient = theirs.pointee.coefficient * factor
            if !Row.isNearZero(coefficient) {
                out.pointee = Cell(symbol: theirs.pointee.symbol, coefficient: coefficient)
                out += 1
            }
            theirs += 1
        }
        let written = out - scratch
        if written > Int(row.capacity) { reserve(&row, written) }
        let target = base + Int(row.start)
        var index = 0
        var mask: UInt64 = 0
        while index < written {
            let cell = scratch[index]
            target[index] = cell
            mask |= Row.bit(cell.symbol)
            index += 1
        }
        row.count = Int32(truncatingIfNeeded: written)
        row.mask = mask
    }

    /// One run of `merge`: the cells `mine..<end` merged with `factor ×` the cells of `theirs` below and at them
    /// (`theirs` advanced past those), written at `out` (advanced).
    @inline(__always)
    private static func merge(run mine: UnsafeMutablePointer<Cell>, end: UnsafeMutablePointer<Cell>,
                              with theirs: inout UnsafeMutablePointer<Cell>, end theirsEnd: UnsafeMutablePointer<Cell>,
                              times factor: Double, into out: inout UnsafeMutablePointer<Cell>) {
        var mine = mine
        while mine < end && theirs < theirsEnd {
            let mineSymbol = mine.pointee.symbol.raw, theirSymbol = theirs.pointee.symbol.raw
            if mineSymbol < theirSymbol {
                out.pointee = mine.pointee
                out += 1
                mine += 1
                continue
            }
            var coefficient = theirs.pointee.coefficient * factor
            if mineSymbol == theirSymbol {
                coefficient += mine.pointee.coefficient
                mine += 1
            }
            if !Row.isNearZero(coefficient) {
                out.pointee = Cell(symbol: theirs.pointee.symbol, coefficient: coefficient)
                out += 1
            }
            theirs += 1
        }
        while mine < end {
            out.pointee = mine.pointee
            out += 1
            mine += 1
        }
    }

    /// Multiplies `row`'s constant and every coefficient by -1.
    func negate(_ row: inout Row) {
        row.constant = -row.constant
        let cells = cells(of: row)
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Turns `0 = constant + a·symbol + rest` into `symbol = -constant/a - rest/a` (`symbol` must be in the row).
    func solve(_ row: inout Row, for symbol: Symbol) {
        let cells = cells(of: row)
        let (index, found) = Self.position(of: symbol, in: cells)
        guard found else { return }
        let factor = -1 / cells[index].coefficient
        row.constant *= factor
        for cellIndex in index..<(cells.count - 1) { cells[cellIndex] = cells[cellIndex + 1] }
        var mask: UInt64 = 0
        for cellIndex in 0..<(cells.count - 1) {
            cells[cellIndex].coefficient *= factor
            mask |= Row.bit(cells[cellIndex].symbol)
        }
        row.count -= 1
        row.mask = mask   // (without `symbol`'s bit, unless another symbol shares it)
    }

    /// Turns `basic = constant + a·entering + rest` into `entering = …` with `basic` on the right: one pass that
    /// moves the cells between `entering`'s place and `basic`'s by one (the pivot of §2.2).
    func solve(_ row: inout Row, for entering: Symbol, replacing basic: Symbol) {
        let cells = cells(of: row)
        let (enteringIndex, found) = Self.position(of: entering, in: cells)
        guard found else { return }
        let basicIndex = Self.position(of: basic, in: cells).index   // `basic` is never in its own row
        let factor = -1 / cells[enteringIndex].coefficient
        row.constant *= factor
        var target = basicIndex
        if basicIndex <= enteringIndex {
            var cellIndex = enteringIndex
            while cellIndex > basicIndex { cells[cellIndex] = cells[cellIndex - 1]; cellIndex -= 1 }
        } else {
            for cellIndex in enteringIndex..<(basicIndex - 1) { cells[cellIndex] = cells[cellIndex + 1] }
            target = basicIndex - 1
        }
        for cellIndex in cells.indices { cells[cellIndex].coefficient *= factor }
        cells[target] = Cell(symbol: basic, coefficient: -factor)
        row.mask |= Row.bit(basic)
    }

    /// Whether every cell of `row` is a dummy symbol (true for no cells).
    func hasOnlyDummies(_ row: Row) -> Bool { cells(of: row).allSatisfy { $0.symbol.isDummy } }

    // MARK: Saving

    @exclusivity(unchecked) private var savedCells: UnsafeMutablePointer<Cell>?
    @exclusivity(unchecked) private var savedCapacity = 0
    @exclusivity(unchecked) private var savedTop = 0
    @exclusivity(unchecked) private var savedHeads: [Int32] = []

    /// Saves every segment and the free lists, to undo a refused `add` (`restoreSaved`), in a buffer kept for it.
    func save() {
        if savedCapacity < top {
            savedCells?.deallocate()
            savedCapacity = Swift.max(top, 2 * savedCapacity)
            savedCells = .allocate(capacity: savedCapacity)
        }
        if let savedCells { savedCells.update(from: base, count: top) }
        savedTop = top
        savedHeads.removeAll(keepingCapacity: true)
        savedHeads.append(contentsOf: freeHeads)
    }

    /// Puts back what `save()` saved (the buffer may have grown since: the saved segments are its first part).
    func restoreSaved() {
        if let savedCells { base.update(from: savedCells, count: savedTop) }
        top = savedTop
        freeHeads.removeAll(keepingCapacity: true)
        freeHeads.append(contentsOf: savedHeads)
    }
}
