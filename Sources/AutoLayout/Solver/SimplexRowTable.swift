/// The tableau's rows with their basic symbols, and every symbol's row position, in plain buffers of one class
/// (`SimplexTableau.table`). Swift arrays held in the tableau value would cost a uniqueness check on every write
/// and a capacity check through the runtime on every append; a substitution or a ratio test visits every row, so
/// the steps read and write the rows in place through buffer pointers instead. Rows and symbols are plain values:
/// nothing to count or free; the buffers only grow (doubling) and are emptied by `reset()`.
///
/// Row order is the tableau's (appended; a removed row's place is taken by the last row). Not thread-safe: one
/// tableau's.
final class SimplexRowTable {
    @exclusivity(unchecked) private var rowStorage: UnsafeMutablePointer<Row>
    @exclusivity(unchecked) private var basicStorage: UnsafeMutablePointer<Symbol>
    @exclusivity(unchecked) private var rowCapacity: Int
    /// How many rows there are.
    @exclusivity(unchecked) private(set) var count = 0
    /// By symbol serial: the index of the symbol's row, or -1 when the symbol is parametric (not basic).
    @exclusivity(unchecked) private var positions: UnsafeMutablePointer<Int32>
    @exclusivity(unchecked) private var symbolCapacity: Int
    /// How many symbols exist (the next serial).
    @exclusivity(unchecked) private(set) var symbolCount = 0

    init(rows: Int = 32, symbols: Int = 96) {
        rowCapacity = rows
        rowStorage = .allocate(capacity: rows)
        basicStorage = .allocate(capacity: rows)
        symbolCapacity = symbols
        positions = .allocate(capacity: symbols)
    }

    deinit {
        rowStorage.deallocate()
        basicStorage.deallocate()
        positions.deallocate()
        saved?.deallocate()
    }

    /// The rows, in place (good until the next `append`).
    @inline(__always)
    var rows: UnsafeMutableBufferPointer<Row> { UnsafeMutableBufferPointer(start: rowStorage, count: count) }
    /// `basics[i]` is the basic symbol of `rows[i]`.
    @inline(__always)
    var basics: UnsafeMutableBufferPointer<Symbol> { UnsafeMutableBufferPointer(start: basicStorage, count: count) }

    /// Forgets every row and symbol, keeping the buffers.
    func reset() {
        count = 0
        symbolCount = 0
    }

    // MARK: Symbols

    /// A new symbol of `kind`, later in the order than every existing one (parametric).
    func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        if symbolCount == symbolCapacity {
            positions = positions.grown(keeping: symbolCount, to: 2 * symbolCapacity)
            symbolCapacity *= 2
        }
        positions[symbolCount] = -1
        symbolCount += 1
        return Symbol(serial: symbolCount - 1, kind: kind)
    }

    /// Forgets the symbols made after the first `count` (they must be in no row).
    func forgetSymbols(after count: Int) {
        symbolCount = count
    }

    /// The index of `symbol`'s row, -1 when it is parametric.
    @inline(__always)
    func position(of symbol: Symbol) -> Int { Int(positions[symbol.serial]) }

    // MARK: Rows

    /// Makes `row` the row of `basic`, at the end.
    func append(_ row: Row, basic: Symbol) {
        if count == rowCapacity {
            rowStorage = rowStorage.grown(keeping: count, to: 2 * rowCapacity)
            basicStorage = basicStorage.grown(keeping: count, to: 2 * rowCapacity)
            rowCapacity *= 2
        }
        positions[basic.serial] = Int32(truncatingIfNeeded: count)
        rowStorage[count] = row
        basicStorage[count] = basic
        count += 1
    }

    /// Takes out the row at `index` (the last row moves into its place) and returns it with its basic symbol.
    func remove(at index: Int) -> (basic: Symbol, row: Row) {
        let basic = basicStorage[index], row = rowStorage[index]
        count -= 1
        if index != count {
            rowStorage[index] = rowStorage[count]
            basicStorage[index] = basicStorage[count]
            positions[basicStorage[index].serial] = Int32(truncatingIfNeeded: index)
        }
        positions[basic.serial] = -1
        return (basic, row)
    }

    // MARK: Saving

    /// What `save()` saved: the rows, then the basics, then the positions, in one raw buffer kept for it.
    @exclusivity(unchecked) private var saved: UnsafeMutableRawPointer?
    @exclusivity(unchecked) private var savedBytes = 0
    @exclusivity(unchecked) private var savedCount = 0
    @exclusivity(unchecked) private var savedSymbolCount = 0

    /// Saves the rows and positions, to undo a refused `add` (`restoreSaved`).
    func save() {
        let bytes = count * (MemoryLayout<Row>.stride + MemoryLayout<Symbol>.stride) + symbolCount * MemoryLayout<Int32>.stride
        if savedBytes < bytes {
            saved?.deallocate()
            savedBytes = Swift.max(bytes, 2 * savedBytes)
            saved = .allocate(byteCount: savedBytes, alignment: MemoryLayout<Row>.alignment)
        }
        savedCount = count
        savedSymbolCount = symbolCount
        guard let saved else { return }   // (nothing to copy: no rows, no symbols)
        let (rowsAt, basicsAt, positionsAt) = savedLayout(saved, rows: count)
        rowsAt.copyMemory(from: rowStorage, byteCount: count * MemoryLayout<Row>.stride)
        basicsAt.copyMemory(from: basicStorage, byteCount: count * MemoryLayout<Symbol>.stride)
        positionsAt.copyMemory(from: positions, byteCount: symbolCount * MemoryLayout<Int32>.stride)
    }

    /// Puts back what `save()` saved (the buffers may have grown since: they hold at least as much).
    func restoreSaved() {
        count = savedCount
        symbolCount = savedSymbolCount
        guard let saved else { return }
        let (rowsAt, basicsAt, positionsAt) = savedLayout(saved, rows: count)
        UnsafeMutableRawPointer(rowStorage).copyMemory(from: rowsAt, byteCount: count * MemoryLayout<Row>.stride)
        UnsafeMutableRawPointer(basicStorage).copyMemory(from: basicsAt, byteCount: count * MemoryLayout<Symbol>.stride)
        UnsafeMutableRawPointer(positions).copyMemory(from: positionsAt, byteCount: symbolCount * MemoryLayout<Int32>.stride)
    }

    private func savedLayout(_ saved: UnsafeMutableRawPointer, rows: Int)
        -> (rows: UnsafeMutableRawPointer, basics: UnsafeMutableRawPointer, positions: UnsafeMutableRawPointer) {
        let basicsAt = saved + rows * MemoryLayout<Row>.stride
        return (saved, basicsAt, basicsAt + rows * MemoryLayout<Symbol>.stride)
    }
}
