import Foundation

/// One `coefficient · variable` summand of a `LinearExpression`.
///
///     LinearTerm(x, 2)      // 2·x
public struct LinearTerm {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// `Σ coefficient · variable + constant`, the left side of every `LinearConstraint` (`expression  relation  0`).
///
/// A variable may occur in several terms; the solver adds their coefficients. Build expressions with the
/// operators in SolverOperators.swift:
///
///     let centre = (left + right) * 0.5       // 0.5·left + 0.5·right
///     let gap = right - left - 8              // right - left - 8
public struct LinearExpression: CustomStringConvertible {
    public var terms: [LinearTerm]
    public var constant: Double

    public init(terms: [LinearTerm] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1 · variable`.
    public init(_ variable: Variable) {
        self.init(terms: [LinearTerm(variable)])
    }

    /// The expression evaluated at the variables' current `value`s.
    public var value: Double {
        terms.reduce(constant) { sum, term in sum + term.coefficient * term.variable.value }
    }

    /// Whether every coefficient and the constant are finite (neither infinite nor NaN).
    var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    /// Terms in order, then the constant: `2·x - y + 5`; a zero constant is left out unless there are no terms.
    public var description: String {
        var text = ""
        for term in terms {
            let magnitude = abs(term.coefficient)
            let factor = magnitude == 1 ? "" : "\(SolverNumber.format(magnitude))·"
            let sign = term.coefficient < 0 ? "-" : "+"
            text += text.isEmpty ? (sign == "-" ? "-" : "") : " \(sign) "
            text += factor + term.variable.name
        }
        if text.isEmpty { return SolverNumber.format(constant) }
        if constant != 0 {
            text += (constant < 0 ? " - " : " + ") + SolverNumber.format(abs(constant))
        }
        return text
    }
}

/// Numbers in descriptions: whole numbers without a fraction (`10`, not `10.0`), others as Swift prints them.
enum SolverNumber {
    static func format(_ number: Double) -> String {
        if number.isFinite, number == number.rounded(), abs(number) < 1e15 {
            return String(Int64(number))
        }
        return String(number)
    }
}
