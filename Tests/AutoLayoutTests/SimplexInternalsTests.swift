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
        var table = SimplexIdentityTable<Int>(capacity: 2)
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
        var scratch: [Cell] = []
        var row = Row(constant: 4)       // 0 = 4 + 2a - b
        row.add(2, for: a)
        row.add(-1, for: b)
        var other = Row(constant: 1)     // 1 + b + c
        other.add(1, for: b)
        other.add(1, for: c)
        row.add(other, times: 1, scratch: &scratch)   // 5 + 2a + c
        #expect(row.constant == 5)
        #expect(row.cells.map(\.symbol) == [a, c] && row.cells.map(\.coefficient) == [2, 1])
        var forward = row                 // basic d (after the cells) = 5 + 2a + c → a = -2.5 + 0.5d - 0.5c
        forward.solve(for: a, replacing: d)
        #expect(forward.constant == -2.5)
        #expect(forward.cells.map(\.symbol) == [c, d] && forward.cells.map(\.coefficient) == [-0.5, 0.5])
        var backward = Row(constant: 6)   // basic a (before the cells) = 6 + 3c - d → c = -2 + a/3 + d/3
        backward.add(3, for: c)
        backward.add(-1, for: d)
        backward.solve(for: c, replacing: a)
        #expect(backward.constant == -2)
        #expect(backward.cells.map(\.symbol) == [a, d])
        let third: Double = 1.0 / 3
        let coefficients: [Double] = backward.cells.map(\.coefficient)
        #expect(coefficients == [third, third])
        var substituted = Row(constant: 0)   // 0 + 1·c, with c = -2 + a/3 + d/3
        substituted.add(1, for: c)
        #expect(substituted.substitute(c, by: backward, scratch: &scratch))
        #expect(substituted.constant == -2 && substituted.cells.map(\.symbol) == [a, d])
        #expect(!substituted.substitute(b, by: backward, scratch: &scratch))
    }
}
