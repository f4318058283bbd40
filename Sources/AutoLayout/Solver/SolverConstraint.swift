/// How a constraint's expression compares with 0.
public enum LinearRelation: Sendable {
    case lessThanOrEqual, equal, greaterThanOrEqual
}

/// `expression  relation  0` at a strength; identity matters (a solver holds each instance once).
///
///     LinearConstraint(x - 10, .greaterThanOrEqual)                          // x ≥ 10, required
///     LinearConstraint(LinearExpression(x), .equal, y + 5, strength: Strength.weak)   // x = y + 5, weak
public final class LinearConstraint: CustomStringConvertible {
    public let expression: LinearExpression
    public let relation: LinearRelation
    /// The weight, already clipped into `0...Strength.required` (`Strength.clipped`).
    public let strength: Double

    public init(_ expression: LinearExpression, _ relation: LinearRelation, strength: Double = Strength.required) {
        self.expression = expression
        self.relation = relation
        self.strength = Strength.clipped(strength)
    }

    /// `lhs  relation  rhs`, kept as `lhs - rhs  relation  0`.
    public convenience init(
        _ lhs: LinearExpression, _ relation: LinearRelation, _ rhs: LinearExpression,
        strength: Double = Strength.required
    ) {
        self.init(lhs - rhs, relation, strength: strength)
    }

    /// Whether the constraint must hold exactly (its strength is `Strength.required`).
    public var isRequired: Bool { strength >= Strength.required }

    /// `x - y - 5 == 0 (weak)`: the expression, the relation, 0, and the strength unless required.
    public var description: String {
        let symbol = switch relation {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
        let strengthText = isRequired ? "" : " (\(SolverNumber.format(strength)))"
        return "\(expression) \(symbol) 0\(strengthText)"
    }
}
