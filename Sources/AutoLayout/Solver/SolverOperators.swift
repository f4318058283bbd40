/// Arithmetic that builds `LinearExpression`s from variables and numbers. Every operator returns a
/// `LinearExpression`, so the results compose:
///
///     let gap = x * 2 + y - 10        // 2·x + y - 10
///     let mid = (x + y) * 0.5 - gap   // 0.5·x + 0.5·y - 2·x - y + 10 (the solver adds the x terms and the y terms)

// MARK: Variable with number

public func * (variable: Variable, coefficient: Double) -> LinearExpression {
    LinearExpression(terms: [LinearTerm(variable, coefficient)])
}

public func * (coefficient: Double, variable: Variable) -> LinearExpression {
    variable * coefficient
}

public func + (variable: Variable, constant: Double) -> LinearExpression {
    LinearExpression(terms: [LinearTerm(variable)], constant: constant)
}

public func - (variable: Variable, constant: Double) -> LinearExpression {
    variable + -constant
}

public prefix func - (variable: Variable) -> LinearExpression {
    variable * -1
}

// MARK: Variable with variable

public func + (lhs: Variable, rhs: Variable) -> LinearExpression {
    LinearExpression(terms: [LinearTerm(lhs), LinearTerm(rhs)])
}

public func - (lhs: Variable, rhs: Variable) -> LinearExpression {
    LinearExpression(terms: [LinearTerm(lhs), LinearTerm(rhs, -1)])
}

// MARK: Expression with expression

public func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}

public func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    var terms = lhs.terms
    terms.reserveCapacity(lhs.terms.count + rhs.terms.count)
    for term in rhs.terms { terms.append(LinearTerm(term.variable, -term.coefficient)) }
    return LinearExpression(terms: terms, constant: lhs.constant - rhs.constant)
}

public prefix func - (expression: LinearExpression) -> LinearExpression {
    expression * -1
}

// MARK: Expression with number

public func * (expression: LinearExpression, factor: Double) -> LinearExpression {
    LinearExpression(
        terms: expression.terms.map { LinearTerm($0.variable, $0.coefficient * factor) },
        constant: expression.constant * factor)
}

public func * (factor: Double, expression: LinearExpression) -> LinearExpression {
    expression * factor
}

public func / (expression: LinearExpression, divisor: Double) -> LinearExpression {
    expression * (1 / divisor)
}

public func + (expression: LinearExpression, constant: Double) -> LinearExpression {
    LinearExpression(terms: expression.terms, constant: expression.constant + constant)
}

public func - (expression: LinearExpression, constant: Double) -> LinearExpression {
    expression + -constant
}

// MARK: Expression with variable

public func + (expression: LinearExpression, variable: Variable) -> LinearExpression {
    expression.appending(LinearTerm(variable))
}

public func - (expression: LinearExpression, variable: Variable) -> LinearExpression {
    expression.appending(LinearTerm(variable, -1))
}

extension LinearExpression {
    /// The expression with one more term (one allocation).
    fileprivate func appending(_ term: LinearTerm) -> LinearExpression {
        var terms = self.terms
        terms.reserveCapacity(terms.count + 1)
        terms.append(term)
        return LinearExpression(terms: terms, constant: constant)
    }
}

public func + (variable: Variable, expression: LinearExpression) -> LinearExpression {
    LinearExpression(variable) + expression
}

public func - (variable: Variable, expression: LinearExpression) -> LinearExpression {
    LinearExpression(variable) - expression
}
