/// An unknown of the linear system: a name for messages and the value `SimplexSolver.updateVariables()` last wrote.
///
/// Variables are identity-hashed: two variables with the same name are two different unknowns. A new variable's
/// value is 0 until a solver that knows it writes it.
///
///     let width = Variable("label.width")
///     let solver = SimplexSolver()
///     try solver.add(LinearConstraint(width - 120, .equal))
///     solver.updateVariables()          // width.value == 120
public final class Variable: Hashable, CustomStringConvertible {
    /// The name used in descriptions; it plays no part in identity.
    public let name: String
    /// The solution value, written by `SimplexSolver.updateVariables()`.
    @exclusivity(unchecked) public internal(set) var value: Double = 0

    /// The symbol the solver state that saw this variable last gave it, and which state that was (its tableau's
    /// arena and that arena's epoch): a hit skips the state's table; a miss falls back to it (a variable may be in
    /// two solvers at once).
    @exclusivity(unchecked) var cachedSymbol = Symbol(raw: 0)
    @exclusivity(unchecked) var cachedArena: UInt = 0
    @exclusivity(unchecked) var cachedEpoch = 0

    public init(_ name: String) {
        self.name = name
    }

    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    public var description: String { name }
}
