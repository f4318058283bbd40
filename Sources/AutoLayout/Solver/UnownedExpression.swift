/// A `LinearTerm` whose variable the caller keeps alive (the layout engine's boxes do), held without a reference
/// count: making, copying and dropping it costs nothing.
struct UnownedTerm {
    let variable: Unmanaged<Variable>
    var coefficient: Double

    init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = .passUnretained(variable)
        self.coefficient = coefficient
    }

    init(_ variable: Unmanaged<Variable>, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A `LinearExpression` of `UnownedTerm`s, for the layout engine's reused expression buffer
/// (`SimplexSolver.add(owner:…)`); `linear` makes the public, owning form for messages and conflict reports.
struct UnownedExpression {
    var terms: [UnownedTerm] = []
    var constant: Double = 0

    /// Whether every coefficient and the constant are finite.
    var isFinite: Bool { constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite } }

    /// Empties the expression, keeping the terms' buffer.
    @inline(__always)
    mutating func clear(constant: Double = 0) {
        while !terms.isEmpty { terms.removeLast() }   // (cheaper than removeAll(keepingCapacity:) for a few terms)
        self.constant = constant
    }

    var linear: LinearExpression {
        LinearExpression(terms: terms.map { LinearTerm($0.variable.takeUnretainedValue(), $0.coefficient) }, constant: constant)
    }
}
