import AutoLayout
import Testing

/// SplitMix64 (Steele, Lea & Flood 2014): a seeded generator with the same sequence on every run.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A random system that the point `solution` satisfies: every required constraint holds there (equalities
/// exactly, inequalities with a random gap), plus non-required constraints with random targets and strengths, and
/// now and then a required equality that is the sum of two earlier ones (redundant but consistent).
struct RandomFeasibleSystem {
    let variables: [Variable]
    let solution: [Double]
    let constraints: [LinearConstraint]

    init(seed: UInt64, variableCount: Int, constraintCount: Int) {
        var random = SplitMix64(seed: seed)
        let variables = (0..<variableCount).map { Variable("v\($0)") }
        let solution = (0..<variableCount).map { _ in Double(Int.random(in: -50...50, using: &random)) }
        let coefficients: [Double] = [-3, -2, -1, -0.5, 0.5, 1, 2, 3]
        var constraints: [LinearConstraint] = []
        var equalities: [LinearExpression] = []
        for _ in 0..<constraintCount {
            if equalities.count >= 2, Int.random(in: 0..<8, using: &random) == 0 {
                let first = equalities.randomElement(using: &random) ?? LinearExpression()
                let second = equalities.randomElement(using: &random) ?? LinearExpression()
                constraints.append(LinearConstraint(first * 2 - second * 0.5, .equal))
                continue
            }
            let chosen = variables.indices.shuffled(using: &random).prefix(Int.random(in: 1...3, using: &random))
            var expression = LinearExpression()
            for index in chosen {
                let coefficient = coefficients.randomElement(using: &random) ?? 1
                expression = expression + LinearExpression(terms: [LinearTerm(variables[index], coefficient)])
            }
            let atSolution = chosen.reduce(0) { sum, index in
                sum + (expression.terms.first { $0.variable === variables[index] }?.coefficient ?? 0) * solution[index]
            }
            let gap = Double(max(0, Int.random(in: -10...20, using: &random)))
            switch Int.random(in: 0..<10, using: &random) {
            case 0, 1:
                let equality = expression - atSolution
                equalities.append(equality)
                constraints.append(LinearConstraint(equality, .equal))
            case 2, 3:
                constraints.append(LinearConstraint(expression - atSolution - gap, .lessThanOrEqual))
            case 4, 5:
                constraints.append(LinearConstraint(expression - atSolution + gap, .greaterThanOrEqual))
            default:
                let relation = [LinearRelation.lessThanOrEqual, .equal, .greaterThanOrEqual]
                    .randomElement(using: &random) ?? .equal
                let strengths: [Double] = [Strength.weak, Strength.medium, Strength.strong]
                let strength = strengths.randomElement(using: &random) ?? 1
                let target = Double(Int.random(in: -100...100, using: &random))
                constraints.append(LinearConstraint(
                    expression - target, relation, strength: strength * Double(Int.random(in: 1...5, using: &random))))
            }
        }
        self.variables = variables
        self.solution = solution
        self.constraints = constraints
    }
}

/// Σ strength × violation over the non-required constraints: what the solver minimises.
func weightedError(of constraints: [LinearConstraint]) -> Double {
    constraints.filter { !$0.isRequired }.reduce(0) { $0 + $1.strength * violation(of: $1) }
}

/// How far `constraint` is from holding at the variables' current values (0 when it holds).
func violation(of constraint: LinearConstraint) -> Double {
    let value = constraint.expression.value
    return switch constraint.relation {
    case .lessThanOrEqual: max(value, 0)
    case .equal: abs(value)
    case .greaterThanOrEqual: max(-value, 0)
    }
}

@Suite("Simplex solver properties")
struct SolverPropertyTests {
    // Random feasible systems (every fourth one of 12 variables and 70 constraints, the others 6 and 24): every add
    // succeeds and every held required constraint holds within 1e-6, through adds, removes, re-adds and edits; and
    // the incremental solution costs what a new solver's does (the same optimum, though maybe another point).
    // Seed 2669 once ended an optimisation at a rounding-noise coefficient that no row limits.
    @Test(arguments: Array(0..<80) + [2669])
    func requiredConstraintsHold(seed: UInt64) throws {
        let large = seed % 4 == 0
        let system = RandomFeasibleSystem(
            seed: seed, variableCount: large ? 12 : 6, constraintCount: large ? 70 : 24)
        var random = SplitMix64(seed: seed &+ 1000)
        let solver = SimplexSolver()
        var held: [LinearConstraint] = []
        func checkHeld(_ step: String) {
            solver.updateVariables()
            let worst = held.filter(\.isRequired).map(violation(of:)).max() ?? 0
            #expect(worst <= 1e-6, "seed \(seed), \(step): a required constraint is off by \(worst)")
        }
        for constraint in system.constraints {
            try solver.add(constraint)
            held.append(constraint)
            checkHeld("add \(constraint)")
        }
        #expect(solver.constraintCount == system.constraints.count)
        let edited = system.variables[Int.random(in: 0..<system.variables.count, using: &random)]
        try solver.addEditVariable(edited, strength: Strength.strong * 3)
        for round in 0..<10 {
            let index = Int.random(in: 0..<held.count, using: &random)
            let constraint = held.remove(at: index)
            try solver.remove(constraint)
            checkHeld("round \(round) remove")
            let suggested = Double(Int.random(in: -200...200, using: &random))
            try solver.suggestValue(edited, suggested)
            checkHeld("round \(round) suggest")
            if Bool.random(using: &random) {
                try solver.add(constraint)
                held.append(constraint)
                checkHeld("round \(round) re-add")
            }
            let edit = LinearConstraint(edited - suggested, .equal, strength: Strength.strong * 3)
            solver.updateVariables()
            let incremental = weightedError(of: held + [edit])
            let fresh = SimplexSolver()
            for constraint in held + [edit] { try fresh.add(constraint) }
            fresh.updateVariables()
            let scratch = weightedError(of: held + [edit])
            #expect(abs(incremental - scratch) <= 1e-6 * max(1, scratch), "seed \(seed), round \(round)")
        }
        #expect(solver.constraintCount == held.count)
    }

    // One variable pulled by weighted targets between required bounds lands on the weighted median, clamped into
    // the bounds (the unique optimum when the weights add up to an odd number), also after targets are removed.
    @Test(arguments: 0..<100)
    func weightedMedian(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let x = Variable("x")
        let low = Double(Int.random(in: -60...0, using: &random))
        let high = low + Double(Int.random(in: 0...80, using: &random))
        var targets: [(value: Double, weight: Int, constraint: LinearConstraint)] = []
        for _ in 0..<Int.random(in: 3...9, using: &random) {
            let value = Double(Int.random(in: -100...100, using: &random))
            let weight = Int.random(in: 1...9, using: &random)
            targets.append((value, weight, LinearConstraint(x - value, .equal, strength: Double(weight))))
        }
        let solver = SimplexSolver()
        try solver.add(LinearConstraint(x - low, .greaterThanOrEqual))
        try solver.add(LinearConstraint(x - high, .lessThanOrEqual))
        for target in targets { try solver.add(target.constraint) }
        while !targets.isEmpty {
            if targets.reduce(0, { $0 + $1.weight }) % 2 == 1 {
                var remaining = Double(targets.reduce(0) { $0 + $1.weight }) / 2
                let median = targets.sorted { $0.value < $1.value }.first { target in
                    remaining -= Double(target.weight)
                    return remaining < 0
                }?.value ?? 0
                solver.updateVariables()
                #expect(abs(x.value - min(max(median, low), high)) <= 1e-9, "seed \(seed), \(targets.count) targets")
            }
            try solver.remove(targets.removeLast().constraint)
        }
    }

    // Two solvers fed the same calls give bit-identical values at every step.
    @Test(arguments: 0..<10)
    func deterministic(seed: UInt64) throws {
        let system = RandomFeasibleSystem(seed: seed, variableCount: 8, constraintCount: 30)
        let solvers = [SimplexSolver(), SimplexSolver()]
        func values(of solver: SimplexSolver) -> [UInt64] {
            solver.updateVariables()
            return system.variables.map(\.value.bitPattern)
        }
        for constraint in system.constraints {
            for solver in solvers { try solver.add(constraint) }
            #expect(values(of: solvers[0]) == values(of: solvers[1]), "seed \(seed)")
        }
        for (step, constraint) in system.constraints.enumerated() where step % 3 == 0 {
            for solver in solvers {
                try solver.remove(constraint)
                if solver.hasEditVariable(system.variables[0]) == false {
                    try solver.addEditVariable(system.variables[0], strength: Strength.medium)
                }
                try solver.suggestValue(system.variables[0], Double(step))
            }
            #expect(values(of: solvers[0]) == values(of: solvers[1]), "seed \(seed), step \(step)")
        }
    }
}
