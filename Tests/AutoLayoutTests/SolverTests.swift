import AutoLayout
import Testing

/// The solver on small systems with known answers: the classic Cassowary examples, strengths, errors, removal,
/// edit variables and degenerate systems.
/// Whether two lists of values agree within 1e-9 each (pivots through ½ and ⅓ may round).
func near(_ values: [Double], _ expected: [Double]) -> Bool {
    values.count == expected.count && zip(values, expected).allSatisfy { abs($0 - $1) <= 1e-9 }
}

@Suite("Simplex solver")
struct SolverTests {
    /// Adds every constraint to a new solver and writes the variables.
    static func solved(_ constraints: [LinearConstraint]) throws -> SimplexSolver {
        let solver = SimplexSolver()
        for constraint in constraints { try solver.add(constraint) }
        solver.updateVariables()
        return solver
    }

    // x ≥ 10 and x = y + 5 with weak stays at 0 give the cheapest point x = 10, y = 5.
    @Test func stayExample() throws {
        let x = Variable("x"), y = Variable("y")
        _ = try Self.solved([
            LinearConstraint(x - 10, .greaterThanOrEqual),
            LinearConstraint(LinearExpression(x), .equal, y + 5),
            LinearConstraint(LinearExpression(x), .equal, strength: Strength.weak),
            LinearConstraint(LinearExpression(y), .equal, strength: Strength.weak),
        ])
        #expect(x.value == 10)
        #expect(y.value == 5)
    }

    // A midpoint follows a strong edit until an end hits a wall (0 ≤ left, right ≤ 100, length ≥ 10).
    @Test func midpointBetweenWalls() throws {
        let left = Variable("left"), middle = Variable("middle"), right = Variable("right")
        let solver = try Self.solved([
            LinearConstraint(middle * 2, .equal, left + right),
            LinearConstraint(left + 10, .lessThanOrEqual, LinearExpression(right)),
            LinearConstraint(LinearExpression(left), .greaterThanOrEqual),
            LinearConstraint(right - 100, .lessThanOrEqual),
            LinearConstraint(left - 90, .equal, strength: Strength.weak),
            LinearConstraint(right - 100, .equal, strength: Strength.weak * 2),
        ])
        #expect(near([left.value, middle.value, right.value], [90, 95, 100]))
        try solver.addEditVariable(middle, strength: Strength.strong)
        let expected: [(Double, [Double])] = [
            (95, [90, 95, 100]),   // both stays hold
            (98, [90, 95, 100]),   // past the right wall: the required constraints win
            (50, [0, 50, 100]),    // the left end gives way (its stay is the weaker)
            (10, [0, 10, 20]),
            (0, [0, 5, 10]),       // the left wall and the minimum length stop it
            (95, [90, 95, 100]),
        ]
        for (suggested, values) in expected {
            try solver.suggestValue(middle, suggested)
            solver.updateVariables()
            #expect(near([left.value, middle.value, right.value], values), "middle suggested \(suggested)")
        }
    }

    // Strong beats medium beats weak; removing the winner hands over to the next.
    @Test func strengthsInOrder() throws {
        let x = Variable("x")
        let weak = LinearConstraint(x - 10, .equal, strength: Strength.weak)
        let medium = LinearConstraint(x - 20, .equal, strength: Strength.medium)
        let strong = LinearConstraint(x - 30, .equal, strength: Strength.strong)
        let solver = try Self.solved([weak, medium, strong])
        #expect(x.value == 30)
        try solver.remove(strong)
        solver.updateVariables()
        #expect(x.value == 20)
        try solver.remove(medium)
        solver.updateVariables()
        #expect(x.value == 10)
    }

    // Errors add up: two constraints of weight 2000 at x = 20 outweigh one of weight 3000 at x = 10.
    @Test func weightsAddUp() throws {
        let x = Variable("x")
        _ = try Self.solved([
            LinearConstraint(x - 10, .equal, strength: Strength.medium * 3),
            LinearConstraint(x - 20, .equal, strength: Strength.medium * 2),
            LinearConstraint(x - 20, .equal, strength: Strength.medium * 2),
        ])
        #expect(x.value == 20)
    }

    // Two weak edits tied by x = y: the heavier one's suggestion wins, whichever is suggested last.
    @Test func conflictingEditsGoToTheHeavier() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = try Self.solved([LinearConstraint(x - y, .equal)])
        try solver.addEditVariable(x, strength: Strength.weak)
        try solver.addEditVariable(y, strength: Strength.weak * 2)
        try solver.suggestValue(x, 10)
        try solver.suggestValue(y, 40)
        solver.updateVariables()
        #expect([x.value, y.value] == [40, 40])
        try solver.suggestValue(x, -5)
        solver.updateVariables()
        #expect([x.value, y.value] == [40, 40])
    }

    // Weak targets on x and y with x + y = 100: the heavier target holds, the other takes the rest.
    @Test func sharedSumGoesToTheHeavier() throws {
        let x = Variable("x"), y = Variable("y")
        _ = try Self.solved([
            LinearConstraint(x + y - 100, .equal),
            LinearConstraint(x - 30, .equal, strength: Strength.weak),
            LinearConstraint(y - 50, .equal, strength: Strength.weak * 2),
        ])
        #expect([x.value, y.value] == [50, 50])
    }

    // A contradicting required equality throws and changes nothing: same values, count and later behaviour.
    @Test func requiredConflictLeavesStateUnchanged() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = try Self.solved([
            LinearConstraint(x - 10, .equal),
            LinearConstraint(y - x - 2, .equal),
            LinearConstraint(z - 3, .equal, strength: Strength.weak),
        ])
        let conflict = LinearConstraint(x - 20, .equal)
        #expect(throws: SolverError.unsatisfiableConstraint) { try solver.add(conflict) }
        #expect(!solver.contains(conflict))
        #expect(solver.constraintCount == 3)
        solver.updateVariables()
        #expect([x.value, y.value, z.value] == [10, 12, 3])
        try solver.add(LinearConstraint(z - y, .greaterThanOrEqual))
        solver.updateVariables()
        #expect(z.value == 12)
    }

    // A contradicting inequality goes through phase one (an artificial variable and pivots) before it throws; the
    // solver then matches one that never saw it, bit for bit, also after further calls.
    @Test func requiredInequalityConflictRestoresTableau() throws {
        let x = Variable("x"), w = Variable("w")
        let system = [
            LinearConstraint(LinearExpression(x), .greaterThanOrEqual),
            LinearConstraint(x - 10, .lessThanOrEqual),
            LinearConstraint(x - 5, .equal, strength: Strength.weak),
            LinearConstraint(x + w - 30, .greaterThanOrEqual),
            LinearConstraint(w - x, .equal, strength: Strength.medium),
        ]
        let tried = try Self.solved(system)
        let untouched = try Self.solved(system)
        #expect([x.value, w.value] == [10, 20])
        for conflict in [LinearConstraint(x - 20, .greaterThanOrEqual), LinearConstraint(w - 15, .lessThanOrEqual)] {
            #expect(throws: SolverError.unsatisfiableConstraint) { try tried.add(conflict) }
        }
        let later = LinearConstraint(w - 25, .equal, strength: Strength.strong)
        for step in 0..<3 {
            for solver in [tried, untouched] {
                switch step {
                case 0: try solver.add(later)
                case 1: try solver.addEditVariable(x, strength: Strength.strong * 2); try solver.suggestValue(x, 2)
                default: try solver.remove(system[3])
                }
            }
            tried.updateVariables()
            let triedValues = [x.value.bitPattern, w.value.bitPattern]
            untouched.updateVariables()
            #expect(triedValues == [x.value.bitPattern, w.value.bitPattern], "after step \(step)")
        }
        #expect([x.value, w.value] == [2, 25])
    }

    // Phase one of a refused inequality pivots x up to its bound of 10; the solver is restored, so x stays at 5.
    @Test func refusedPhaseOneIsUndone() throws {
        let x = Variable("x")
        let solver = try Self.solved([
            LinearConstraint(LinearExpression(x), .greaterThanOrEqual),
            LinearConstraint(x - 10, .lessThanOrEqual),
            LinearConstraint(x - 5, .equal, strength: Strength.weak),
        ])
        #expect(throws: SolverError.unsatisfiableConstraint) {
            try solver.add(LinearConstraint(x - 20, .greaterThanOrEqual))
        }
        solver.updateVariables()
        #expect(x.value == 5)
    }

    // Adding then removing a constraint gives back the earlier solution.
    @Test func removeRestores() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = try Self.solved([
            LinearConstraint(y - x * 2, .equal),
            LinearConstraint(x - 7, .equal, strength: Strength.weak),
        ])
        #expect([x.value, y.value] == [7, 14])
        let floor = LinearConstraint(y - 40, .greaterThanOrEqual)
        try solver.add(floor)
        solver.updateVariables()
        #expect([x.value, y.value] == [20, 40])
        #expect(solver.contains(floor) && solver.constraintCount == 3)
        try solver.remove(floor)
        solver.updateVariables()
        #expect([x.value, y.value] == [7, 14])
        #expect(!solver.contains(floor) && solver.constraintCount == 2)
        #expect(throws: SolverError.unknownConstraint) { try solver.remove(floor) }
    }

    // A required edit strength, a second edit of one variable and edits of unknown variables are refused.
    @Test func editVariableErrors() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = SimplexSolver()
        #expect(throws: SolverError.badRequiredStrength) { try solver.addEditVariable(x, strength: Strength.required) }
        #expect(throws: SolverError.badRequiredStrength) { try solver.addEditVariable(x, strength: 2e9) }
        try solver.addEditVariable(x, strength: Strength.strong)
        #expect(solver.hasEditVariable(x) && !solver.hasEditVariable(y))
        #expect(throws: SolverError.duplicateEditVariable) { try solver.addEditVariable(x, strength: Strength.weak) }
        #expect(throws: SolverError.unknownEditVariable) { try solver.suggestValue(y, 1) }
        #expect(throws: SolverError.unknownEditVariable) { try solver.removeEditVariable(y) }
        #expect(throws: SolverError.unsatisfiableConstraint) { try solver.suggestValue(x, .nan) }
        #expect(solver.constraintCount == 0)
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
    }

    // suggestValue moves an edit variable inside its required bounds and stops at them.
    @Test func suggestionsRespectRequiredBounds() throws {
        let x = Variable("x"), width = Variable("width")
        let solver = try Self.solved([
            LinearConstraint(x - 100, .lessThanOrEqual),
            LinearConstraint(x + 20, .greaterThanOrEqual),
            LinearConstraint(width - x * 0.5 - 10, .equal),
        ])
        try solver.addEditVariable(x, strength: Strength.strong)
        for (suggested, expected) in [(30.0, 30.0), (150, 100), (-50, -20), (0, 0)] {
            try solver.suggestValue(x, suggested)
            solver.updateVariables()
            #expect(x.value == expected, "suggested \(suggested)")
            #expect(width.value == expected * 0.5 + 10)
        }
        try solver.removeEditVariable(x)
        solver.updateVariables()
        #expect(x.value >= -20 && x.value <= 100 && abs(width.value - x.value * 0.5 - 10) < 1e-9)
    }

    // Inequalities with slack: a weak target outside [10, 20] is stopped at the nearer bound, one inside holds.
    @Test func inequalitiesWithSlack() throws {
        let x = Variable("x")
        let solver = try Self.solved([
            LinearConstraint(x - 10, .greaterThanOrEqual),
            LinearConstraint(x - 20, .lessThanOrEqual),
        ])
        #expect(x.value == 10)
        for (target, expected) in [(0.0, 10.0), (30, 20), (15, 15)] {
            let pull = LinearConstraint(x - target, .equal, strength: Strength.weak)
            try solver.add(pull)
            solver.updateVariables()
            #expect(x.value == expected, "target \(target)")
            try solver.remove(pull)
        }
        let weakFloor = LinearConstraint(x - 18, .greaterThanOrEqual, strength: Strength.medium)
        try solver.add(weakFloor)
        try solver.add(LinearConstraint(x - 12, .equal, strength: Strength.weak))
        solver.updateVariables()
        #expect(x.value == 18)  // the medium inequality outweighs the weak equality
    }

    // Consistent redundant required equalities are accepted (dummy rows) and stay exact.
    @Test func redundantEqualitiesAreAccepted() throws {
        let x = Variable("x"), y = Variable("y")
        let redundant = LinearConstraint(y - 10, .equal)
        let solver = try Self.solved([LinearConstraint(x - 10, .equal), LinearConstraint(y - x, .equal), redundant])
        #expect([x.value, y.value] == [10, 10])
        #expect(solver.constraintCount == 3)
        try solver.add(LinearConstraint(x + y - 20, .equal))
        try solver.add(LinearConstraint(x * 3 - y * 3, .equal))
        try solver.remove(redundant)
        solver.updateVariables()
        #expect([x.value, y.value] == [10, 10])
        #expect(throws: SolverError.unsatisfiableConstraint) { try solver.add(LinearConstraint(x + y - 21, .equal)) }
    }

    // Removing an equality that a redundant one leans on keeps the redundant one exact: y = x + 3 and x = 2 imply
    // y = 5, so after the first goes y = 5 still holds (with an inequality around that prefers another exchange).
    @Test func removingWhatARedundantEqualityLeansOn() throws {
        let x = Variable("x"), y = Variable("y")
        let leanedOn = LinearConstraint(y - x - 3, .equal)
        let solver = try Self.solved([
            LinearConstraint(x - 2, .equal),
            leanedOn,
            LinearConstraint(y - 5, .equal),
            LinearConstraint(y - 8, .lessThanOrEqual),
            LinearConstraint(y - x - 6, .equal, strength: Strength.weak),
        ])
        #expect([x.value, y.value] == [2, 5])
        try solver.remove(leanedOn)
        solver.updateVariables()
        #expect([x.value, y.value] == [2, 5])
    }

    // Unconstrained directions: a lone lower bound is met with equality, unknown variables read 0, and an
    // underdetermined sum still holds exactly.
    @Test func unboundedAndUnconstrained() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z"), loose = Variable("loose")
        let bound = LinearConstraint(z - 10, .greaterThanOrEqual)
        let solver = try Self.solved([bound, LinearConstraint(x + y - 10, .equal)])
        #expect(z.value == 10)
        #expect(x.value + y.value == 10)
        #expect(loose.value == 0)
        try solver.remove(bound)
        solver.updateVariables()
        #expect(z.value == 0)    // in no constraint any more
    }

    // Duplicate adds are refused; reset forgets everything and the solver works again.
    @Test func duplicatesAndReset() throws {
        let x = Variable("x")
        let pin = LinearConstraint(x - 4, .equal)
        let solver = try Self.solved([pin])
        #expect(throws: SolverError.duplicateConstraint) { try solver.add(pin) }
        solver.reset()
        #expect(solver.constraintCount == 0 && !solver.contains(pin))
        #expect(x.value == 4)    // reset leaves the variables' values
        try solver.add(pin)
        try solver.add(LinearConstraint(x - 9, .equal, strength: Strength.strong))
        solver.updateVariables()
        #expect(x.value == 4)
    }

    // Constraints with an infinite or NaN number are refused as unsatisfiable.
    @Test func nonFiniteNumbersAreRefused() {
        let x = Variable("x")
        let solver = SimplexSolver()
        #expect(throws: SolverError.unsatisfiableConstraint) { try solver.add(LinearConstraint(x - .infinity, .equal)) }
        #expect(throws: SolverError.unsatisfiableConstraint) {
            try solver.add(LinearConstraint(x * .nan, .lessThanOrEqual, strength: Strength.weak))
        }
        #expect(solver.constraintCount == 0)
    }

    // Strengths clip into 0...required (NaN to 0); isRequired follows.
    @Test func strengthClipping() {
        #expect(Strength.clipped(5e9) == Strength.required)
        #expect(Strength.clipped(-3) == 0)
        #expect(Strength.clipped(.nan) == 0)
        #expect(Strength.clipped(Strength.medium) == 1_000)
        let x = Variable("x")
        #expect(LinearConstraint(LinearExpression(x), .equal, strength: 2e9).isRequired)
        #expect(!LinearConstraint(LinearExpression(x), .equal, strength: Strength.strong).isRequired)
    }

    // The operators build the expected terms and constants; descriptions read as written.
    @Test func expressionsAndDescriptions() throws {
        let x = Variable("x"), y = Variable("y")
        _ = try Self.solved([LinearConstraint(x - 3, .equal), LinearConstraint(y + 2, .equal)])
        let expression = (x * 2 + y - 10) * 0.5 + 4
        #expect(expression.value == 0.5 * (6 - 2 - 10) + 4)
        #expect((2 * x - y + 1.5).description == "2·x - y + 1.5")
        #expect((-(x + y) - 0).description == "-x - y")
        #expect((x - 2).value == 1 && (x + y).value == 1 && (y + 2).value == 0)
        #expect((LinearExpression(x) - y - x).terms.count == 3)
        let constraint = LinearConstraint(LinearExpression(x), .greaterThanOrEqual, y * 3 + 7, strength: Strength.weak)
        #expect(constraint.description == "x - 3·y - 7 >= 0 (1)")
        #expect(LinearConstraint(x - y, .lessThanOrEqual).description == "x - y <= 0")
        #expect(LinearExpression(constant: -2).description == "-2")
        #expect(x != Variable("x") && x == x && x.description == "x")
    }
}

/// The lexicographic mode Auto Layout solves in (AL2): no number of errors at a lower strength
/// outweighs one at a higher strength; Kiwi's weighted mode trades them.
@Suite struct LexicographicSolverTests {
    @Test func manyLowerErrorsNeverOutweighOneHigher() throws {
        for (mode, expected) in [(SimplexSolver.Priorities.weighted, 0.0), (.lexicographic, 10.0)] {
            let x = Variable("x")
            let solver = SimplexSolver(priorities: mode)
            try solver.add(LinearConstraint(x - 10, .equal, strength: 2))          // one error at strength 2 …
            for _ in 0..<5 { try solver.add(LinearConstraint(LinearExpression(x), .equal, strength: 1)) }   // … five at 1
            solver.updateVariables()
            #expect(abs(x.value - expected) < 1e-9, "\(mode)")
        }
    }

    /// Ties inside a level still add up: two errors at one strength beat one at the same strength.
    @Test func withinALevelErrorsAddUp() throws {
        let x = Variable("x")
        let solver = SimplexSolver(priorities: .lexicographic)
        try solver.add(LinearConstraint(x - 10, .equal, strength: 5))
        try solver.add(LinearConstraint(LinearExpression(x), .equal, strength: 5))
        try solver.add(LinearConstraint(LinearExpression(x), .equal, strength: 5))
        solver.updateVariables()
        #expect(abs(x.value) < 1e-9)
    }
}
