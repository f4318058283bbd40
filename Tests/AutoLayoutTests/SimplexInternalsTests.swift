@testable import AutoLayout
import Testing

/// The solver's internal pieces: the identity table and row algebra.
@Suite("Simplex internals")
struct SimplexInternalsTests {
    // The identity table agrees with a Dictionary through 5000 random inserts, updates and removals (growth and
    // backward-shift deletion included).
    @Test func identityTableMatchesDictionary() {
        var random = SplitMix64(seed: 7)
        let objects = (0..<300).map { Variable("o\($0)") }
        let table = SimplexIdentityTable<Int>(capacity: 2)
        var reference: [ObjectIdentifier: Int] = [:]
        for step in 0..<5000 {
            let id = ObjectIdentifier(objects[Int.random(in: 0..<objects.count, using: &random)])
            switch Int.random(in: 0..<3, using: &random) {
            case 0:
                table[id] = step
                reference[id] = step
            case 1:
                #expect(table.removeValue(for: id) == reference.removeValue(forKey: id))
            default:
                table[id] = nil
                reference[id] = nil
            }
            #expect(table.count == reference.count)
        }
        for object in objects {
            #expect(table[ObjectIdentifier(object)] == reference[ObjectIdentifier(object)])
        }
    }

    // Rows: adding merges by symbol and drops cancelled cells; solving for a symbol in either direction of the basic
    // symbol's place gives the expected coefficients.
    @Test func rowAlgebra() {
        let a = Symbol(serial: 0, kind: .external), b = Symbol(serial: 1, kind: .slack)
        let c = Symbol(serial: 2, kind: .error), d = Symbol(serial: 3, kind: .dummy)
        let arena = CellArena(capacity: 16)
        func symbols(_ row: Row) -> [Symbol] { arena.cells(of: row).map { $0.symbol } }
        func coefficients(_ row: Row) -> [Double] { arena.cells(of: row).map { $0.coefficient } }
        var row = arena.makeRow(constant: 4)       // 0 = 4 + 2a - b
        arena.add(2, for: a, to: &row)
        arena.add(-1, for: b, to: &row)
        var other = arena.makeRow(constant: 1)     // 1 + b + c
        arena.add(1, for: b, to: &other)
        arena.add(1, for: c, to: &other)
        arena.add(other, times: 1, to: &row)       // 5 + 2a + c
        #expect(row.constant == 5)
        #expect(symbols(row) == [a, c] && coefficients(row) == [2, 1])
        var forward = arena.copy(row)              // basic d (after the cells) = 5 + 2a + c → a = -2.5 + 0.5d - 0.5c
        arena.solve(&forward, for: a, replacing: d)
        #expect(forward.constant == -2.5)
        #expect(symbols(forward) == [c, d] && coefficients(forward) == [-0.5, 0.5])
        #expect(symbols(row) == [a, c])            // the copy has cells of its own
        var backward = arena.makeRow(constant: 6)  // basic a (before the cells) = 6 + 3c - d → c = -2 + a/3 + d/3
        arena.add(3, for: c, to: &backward)
        arena.add(-1, for: d, to: &backward)
        arena.solve(&backward, for: c, replacing: a)
        #expect(backward.constant == -2)
        #expect(symbols(backward) == [a, d])
        let third: Double = 1.0 / 3
        #expect(coefficients(backward) == [third, third])
        var substituted = arena.makeRow(constant: 0)   // 0 + 1·c, with c = -2 + a/3 + d/3
        arena.add(1, for: c, to: &substituted)
        #expect(arena.substitute(c, by: backward, in: &substituted))
        #expect(substituted.constant == -2 && symbols(substituted) == [a, d])
        #expect(!arena.substitute(b, by: backward, in: &substituted))
    }

    // The arena: a row that outgrows its segment moves to a larger one (its cells intact, other rows untouched, the
    // buffer growing as needed); a freed segment is handed out again; save/restore puts every cell back.
    @Test func cellArenaSegments() {
        let arena = CellArena(capacity: 8)
        var grown = arena.makeRow(constant: 1)
        var neighbour = arena.makeRow(constant: 2)
        arena.add(7, for: Symbol(serial: 100, kind: .slack), to: &neighbour)
        for serial in stride(from: 40, to: 0, by: -1) {    // inserted at the front each time: 40 cells, growth ×3
            arena.add(Double(serial), for: Symbol(serial: serial, kind: .error), to: &grown)
        }
        #expect(grown.count == 40 && grown.capacity == 64)
        #expect(arena.cells(of: grown).map { $0.symbol.serial } == Array(1...40))
        #expect(arena.cells(of: grown).map { $0.coefficient } == (1...40).map(Double.init))
        #expect(arena.cells(of: neighbour).map { $0.coefficient } == [7])
        let start = neighbour.start
        arena.free(neighbour)
        let reused = arena.makeRow(constant: 0)
        #expect(reused.start == start)                      // the freed 8-cell segment, not a new one
        arena.save()
        arena.add(1, for: Symbol(serial: 0, kind: .error), to: &grown)   // a change after the save
        arena.restoreSaved()
        #expect(arena.cells(of: grown).first?.symbol.serial == 1)
    }

    // A solver's state is recycled when the solver is freed: a new solver that takes it starts empty and solves as
    // a fresh one does, however much the earlier one held.
    @Test func recycledSolverStartsEmpty() throws {
        func solve(_ solver: SimplexSolver, _ width: Double) throws -> (Double, Double) {
            let x = Variable("x"), w = Variable("w")
            try solver.add(LinearConstraint(LinearExpression(w) - width, .equal))
            try solver.add(LinearConstraint(LinearExpression(x) + LinearExpression(w) - 100, .lessThanOrEqual))
            try solver.add(LinearConstraint(LinearExpression(x) - 50, .equal, strength: Strength.weak))
            solver.updateVariables()
            return (x.value, w.value)
        }
        for width in [10.0, 80.0, 30.0] {
            let first = SimplexSolver()
            let expected = try solve(first, width)
            for i in 0..<40 { try first.add(LinearConstraint(LinearExpression(Variable("v\(i)")) - Double(i), .equal)) }
            _ = consume first                               // its state goes back to the pool, 43 constraints in it
            let second = SimplexSolver()
            #expect(second.constraintCount == 0)
            #expect(try solve(second, width) == expected)
        }
    }
}
