// The operators that build expressions and constraints (kiwi/symbolics.h).
//
// Every combination of `Variable`, `Term`, `Expression` and `Double` is spelled out with
// concrete types (no generic operators), so the type checker stays fast and `Double + Double`
// is untouched.

// MARK: - Scaling and negation

extension Variable {
  /// `coefficient * variable` as a term.
  public static func * (lhs: Variable, rhs: Double) -> Term { Term(lhs, rhs) }
  /// `coefficient * variable` as a term.
  public static func * (lhs: Double, rhs: Variable) -> Term { Term(rhs, lhs) }
  /// `variable / divisor` as a term.
  public static func / (lhs: Variable, rhs: Double) -> Term { Term(lhs, 1 / rhs) }
  /// `-variable` as a term.
  public static prefix func - (operand: Variable) -> Term { Term(operand, -1) }
}

extension Term {
  /// The term scaled by a factor.
  public static func * (lhs: Term, rhs: Double) -> Term {
    Term(lhs.variable, lhs.coefficient * rhs)
  }
  /// The term scaled by a factor.
  public static func * (lhs: Double, rhs: Term) -> Term { rhs * lhs }
  /// The term divided by a divisor.
  public static func / (lhs: Term, rhs: Double) -> Term { lhs * (1 / rhs) }
  /// The negated term.
  public static prefix func - (operand: Term) -> Term { operand * -1 }
}

extension Expression {
  /// The expression scaled by a factor.
  ///
  /// - Complexity: O(terms).
  public static func * (lhs: Expression, rhs: Double) -> Expression {
    Expression(lhs.terms.map { $0 * rhs }, constant: lhs.constant * rhs)
  }
  /// The expression scaled by a factor.
  public static func * (lhs: Double, rhs: Expression) -> Expression { rhs * lhs }
  /// The expression divided by a divisor.
  public static func / (lhs: Expression, rhs: Double) -> Expression { lhs * (1 / rhs) }
  /// The negated expression.
  public static prefix func - (operand: Expression) -> Expression { operand * -1 }

  /// The sum of two expressions: terms concatenated, constants added.
  ///
  /// - Complexity: O(terms).
  static func sum(_ lhs: Expression, _ rhs: Expression) -> Expression {
    Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
  }
}

// MARK: - Sums and differences

extension Variable {
  /// `lhs + rhs` as an expression.
  public static func + (lhs: Variable, rhs: Variable) -> Expression {
    Expression.sum(Expression(lhs), Expression(rhs))
  }
  /// `lhs - rhs` as an expression.
  public static func - (lhs: Variable, rhs: Variable) -> Expression {
    Expression.sum(Expression(lhs), -Expression(rhs))
  }
  /// `lhs + rhs` as an expression.
  public static func + (lhs: Variable, rhs: Term) -> Expression {
    Expression.sum(Expression(lhs), Expression(rhs))
  }
  /// `lhs - rhs` as an expression.
  public static func - (lhs: Variable, rhs: Term) -> Expression {
    Expression.sum(Expression(lhs), -Expression(rhs))
  }
  /// `lhs + rhs` as an expression.
  public static func + (lhs: Variable, rhs: Expression) -> Expression {
    Expression.sum(Expression(lhs), rhs)
  }
  /// `lhs - rhs` as an expression.
  public static func - (lhs: Variable, rhs: Expression) -> Expression {
    Expression.sum(Expression(lhs), -rhs)
  }
  /// `lhs + rhs` as an expression.
  public static func + (lhs: Variable, rhs: Double) -> Expression {
    Expression.sum(Expression(lhs), Expression(constant: rhs))
  }
  /// `lhs - rhs` as an expression.
  public static func - (lhs: Variable, rhs: Double) -> Expression {
    Expression.sum(Expression(lhs), -Expression(constant: rhs))
  }
  /// `lhs + rhs` as an expression.
  public static func + (lhs: Double, rhs: Variable) -> Expression {
    Expression.sum(Expression(constant: lhs), Expression(rhs))
  }
  /// `lhs - rhs` as an expression.
  public static func - (lhs: Double, rhs: Variable) -> Expression {
    Expression.sum(Expression(constant: lhs), -Expression(rhs))
  }
}

extension Term {
  /// `lhs + rhs` as an expression.
  public static func + (lhs: Term, rhs: Variable) -> Expression {
    Expression.sum(Expression(lhs), Expression(rhs))
  }
  /// `lhs - rhs` as an expression.
  public static func - (lhs: Term, rhs: Variable) -> Expression {
    Expression.sum(Expression(lhs), -Expression(rhs))
  }
  /// `lhs + rhs` as an expression.
  public static func + (lhs: Term, rhs: Term) -> Expression {
    Expression.sum(Expression(lhs), Expression(rhs))
  }
  /// `lhs - rhs` as an expression.
  public static func - (lhs: Term, rhs: Term) -> Expression {
    Expression.sum(Expression(lhs), -Expression(rhs))
  }
  /// `lhs + rhs` as an expression.
  public static func + (lhs: Term, rhs: Expression) -> Expression {
    Expression.sum(Expression(lhs), rhs)
  }
  /// `lhs - rhs` as an expression.
  public static func - (lhs: Term, rhs: Expression) -> Expression {
    Expression.sum(Expression(lhs), -rhs)
  }
  /// `lhs + rhs` as an expression.
  public static func + (lhs: Term, rhs: Double) -> Expression {
    Expression.sum(Expression(lhs), Expression(constant: rhs))
  }
  /// `lhs - rhs` as an expression.
  public static func - (lhs: Term, rhs: Double) -> Expression {
    Expression.sum(Expression(lhs), -Expression(constant: rhs))
  }
  /// `lhs + rhs` as an expression.
  public static func + (lhs: Double, rhs: Term) -> Expression {
    Expression.sum(Expression(constant: lhs), Expression(rhs))
  }
  /// `lhs - rhs` as an expression.
  public static func - (lhs: Double, rhs: Term) -> Expression {
    Expression.sum(Expression(constant: lhs), -Expression(rhs))
  }
}

extension Expression {
  /// `lhs + rhs` as an expression.
  public static func + (lhs: Expression, rhs: Variable) -> Expression {
    Expression.sum(lhs, Expression(rhs))
  }
  /// `lhs - rhs` as an expression.
  public static func - (lhs: Expression, rhs: Variable) -> Expression {
    Expression.sum(lhs, -Expression(rhs))
  }
  /// `lhs + rhs` as an expression.
  public static func + (lhs: Expression, rhs: Term) -> Expression {
    Expression.sum(lhs, Expression(rhs))
  }
  /// `lhs - rhs` as an expression.
  public static func - (lhs: Expression, rhs: Term) -> Expression {
    Expression.sum(lhs, -Expression(rhs))
  }
  /// `lhs + rhs` as an expression.
  public static func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression.sum(lhs, rhs)
  }
  /// `lhs - rhs` as an expression.
  public static func - (lhs: Expression, rhs: Expression) -> Expression {
    Expression.sum(lhs, -rhs)
  }
  /// `lhs + rhs` as an expression.
  public static func + (lhs: Expression, rhs: Double) -> Expression {
    Expression.sum(lhs, Expression(constant: rhs))
  }
  /// `lhs - rhs` as an expression.
  public static func - (lhs: Expression, rhs: Double) -> Expression {
    Expression.sum(lhs, -Expression(constant: rhs))
  }
  /// `lhs + rhs` as an expression.
  public static func + (lhs: Double, rhs: Expression) -> Expression {
    Expression.sum(Expression(constant: lhs), rhs)
  }
  /// `lhs - rhs` as an expression.
  public static func - (lhs: Double, rhs: Expression) -> Expression {
    Expression.sum(Expression(constant: lhs), -rhs)
  }
}

// MARK: - Constraints

extension Variable {
  /// The required constraint `lhs == rhs`.
  public static func == (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(Expression.sum(Expression(lhs), -Expression(rhs)), .equal)
  }
  /// The required constraint `lhs <= rhs`.
  public static func <= (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(Expression.sum(Expression(lhs), -Expression(rhs)), .lessThanOrEqual)
  }
  /// The required constraint `lhs >= rhs`.
  public static func >= (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(Expression.sum(Expression(lhs), -Expression(rhs)), .greaterThanOrEqual)
  }
  /// The required constraint `lhs == rhs`.
  public static func == (lhs: Variable, rhs: Term) -> Constraint {
    Constraint(Expression.sum(Expression(lhs), -Expression(rhs)), .equal)
  }
  /// The required constraint `lhs <= rhs`.
  public static func <= (lhs: Variable, rhs: Term) -> Constraint {
    Constraint(Expression.sum(Expression(lhs), -Expression(rhs)), .lessThanOrEqual)
  }
  /// The required constraint `lhs >= rhs`.
  public static func >= (lhs: Variable, rhs: Term) -> Constraint {
    Constraint(Expression.sum(Expression(lhs), -Expression(rhs)), .greaterThanOrEqual)
  }
  /// The required constraint `lhs == rhs`.
  public static func == (lhs: Variable, rhs: Expression) -> Constraint {
    Constraint(Expression.sum(Expression(lhs), -rhs), .equal)
  }
  /// The required constraint `lhs <= rhs`.
  public static func <= (lhs: Variable, rhs: Expression) -> Constraint {
    Constraint(Expression.sum(Expression(lhs), -rhs), .lessThanOrEqual)
  }
  /// The required constraint `lhs >= rhs`.
  public static func >= (lhs: Variable, rhs: Expression) -> Constraint {
    Constraint(Expression.sum(Expression(lhs), -rhs), .greaterThanOrEqual)
  }
  /// The required constraint `lhs == rhs`.
  public static func == (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(Expression.sum(Expression(lhs), -Expression(constant: rhs)), .equal)
  }
  /// The required constraint `lhs <= rhs`.
  public static func <= (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(Expression.sum(Expression(lhs), -Expression(constant: rhs)), .lessThanOrEqual)
  }
  /// The required constraint `lhs >= rhs`.
  public static func >= (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(Expression.sum(Expression(lhs), -Expression(constant: rhs)), .greaterThanOrEqual)
  }
  /// The required constraint `lhs == rhs`.
  public static func == (lhs: Double, rhs: Variable) -> Constraint {
    Constraint(Expression.sum(Expression(constant: lhs), -Expression(rhs)), .equal)
  }
  /// The required constraint `lhs <= rhs`.
  public static func <= (lhs: Double, rhs: Variable) -> Constraint {
    Constraint(Expression.sum(Expression(constant: lhs), -Expression(rhs)), .lessThanOrEqual)
  }
  /// The required constraint `lhs >= rhs`.
  public static func >= (lhs: Double, rhs: Variable) -> Constraint {
    Constraint(Expression.sum(Expression(constant: lhs), -Expression(rhs)), .greaterThanOrEqual)
  }
}

extension Term {
  /// The required constraint `lhs == rhs`.
  public static func == (lhs: Term, rhs: Variable) -> Constraint {
    Constraint(Expression.sum(Expression(lhs), -Expression(rhs)), .equal)
  }
  /// The required constraint `lhs <= rhs`.
  public static func <= (lhs: Term, rhs: Variable) -> Constraint {
    Constraint(Expression.sum(Expression(lhs), -Expression(rhs)), .lessThanOrEqual)
  }
  /// The required constraint `lhs >= rhs`.
  public static func >= (lhs: Term, rhs: Variable) -> Constraint {
    Constraint(Expression.sum(Expression(lhs), -Expression(rhs)), .greaterThanOrEqual)
  }
  /// The required constraint `lhs == rhs`.
  public static func == (lhs: Term, rhs: Term) -> Constraint {
    Constraint(Expression.sum(Expression(lhs), -Expression(rhs)), .equal)
  }
  /// The required constraint `lhs <= rhs`.
  public static func <= (lhs: Term, rhs: Term) -> Constraint {
    Constraint(Expression.sum(Expression(lhs), -Expression(rhs)), .lessThanOrEqual)
  }
  /// The required constraint `lhs >= rhs`.
  public static func >= (lhs: Term, rhs: Term) -> Constraint {
    Constraint(Expression.sum(Expression(lhs), -Expression(rhs)), .greaterThanOrEqual)
  }
  /// The required constraint `lhs == rhs`.
  public static func == (lhs: Term, rhs: Expression) -> Constraint {
    Constraint(Expression.sum(Expression(lhs), -rhs), .equal)
  }
  /// The required constraint `lhs <= rhs`.
  public static func <= (lhs: Term, rhs: Expression) -> Constraint {
    Constraint(Expression.sum(Expression(lhs), -rhs), .lessThanOrEqual)
  }
  /// The required constraint `lhs >= rhs`.
  public static func >= (lhs: Term, rhs: Expression) -> Constraint {
    Constraint(Expression.sum(Expression(lhs), -rhs), .greaterThanOrEqual)
  }
  /// The required constraint `lhs == rhs`.
  public static func == (lhs: Term, rhs: Double) -> Constraint {
    Constraint(Expression.sum(Expression(lhs), -Expression(constant: rhs)), .equal)
  }
  /// The required constraint `lhs <= rhs`.
  public static func <= (lhs: Term, rhs: Double) -> Constraint {
    Constraint(Expression.sum(Expression(lhs), -Expression(constant: rhs)), .lessThanOrEqual)
  }
  /// The required constraint `lhs >= rhs`.
  public static func >= (lhs: Term, rhs: Double) -> Constraint {
    Constraint(Expression.sum(Expression(lhs), -Expression(constant: rhs)), .greaterThanOrEqual)
  }
  /// The required constraint `lhs == rhs`.
  public static func == (lhs: Double, rhs: Term) -> Constraint {
    Constraint(Expression.sum(Expression(constant: lhs), -Expression(rhs)), .equal)
  }
  /// The required constraint `lhs <= rhs`.
  public static func <= (lhs: Double, rhs: Term) -> Constraint {
    Constraint(Expression.sum(Expression(constant: lhs), -Expression(rhs)), .lessThanOrEqual)
  }
  /// The required constraint `lhs >= rhs`.
  public static func >= (lhs: Double, rhs: Term) -> Constraint {
    Constraint(Expression.sum(Expression(constant: lhs), -Expression(rhs)), .greaterThanOrEqual)
  }
}

extension Expression {
  /// The required constraint `lhs == rhs`.
  public static func == (lhs: Expression, rhs: Variable) -> Constraint {
    Constraint(Expression.sum(lhs, -Expression(rhs)), .equal)
  }
  /// The required constraint `lhs <= rhs`.
  public static func <= (lhs: Expression, rhs: Variable) -> Constraint {
    Constraint(Expression.sum(lhs, -Expression(rhs)), .lessThanOrEqual)
  }
  /// The required constraint `lhs >= rhs`.
  public static func >= (lhs: Expression, rhs: Variable) -> Constraint {
    Constraint(Expression.sum(lhs, -Expression(rhs)), .greaterThanOrEqual)
  }
  /// The required constraint `lhs == rhs`.
  public static func == (lhs: Expression, rhs: Term) -> Constraint {
    Constraint(Expression.sum(lhs, -Expression(rhs)), .equal)
  }
  /// The required constraint `lhs <= rhs`.
  public static func <= (lhs: Expression, rhs: Term) -> Constraint {
    Constraint(Expression.sum(lhs, -Expression(rhs)), .lessThanOrEqual)
  }
  /// The required constraint `lhs >= rhs`.
  public static func >= (lhs: Expression, rhs: Term) -> Constraint {
    Constraint(Expression.sum(lhs, -Expression(rhs)), .greaterThanOrEqual)
  }
  /// The required constraint `lhs == rhs`.
  public static func == (lhs: Expression, rhs: Expression) -> Constraint {
    Constraint(Expression.sum(lhs, -rhs), .equal)
  }
  /// The required constraint `lhs <= rhs`.
  public static func <= (lhs: Expression, rhs: Expression) -> Constraint {
    Constraint(Expression.sum(lhs, -rhs), .lessThanOrEqual)
  }
  /// The required constraint `lhs >= rhs`.
  public static func >= (lhs: Expression, rhs: Expression) -> Constraint {
    Constraint(Expression.sum(lhs, -rhs), .greaterThanOrEqual)
  }
  /// The required constraint `lhs == rhs`.
  public static func == (lhs: Expression, rhs: Double) -> Constraint {
    Constraint(Expression.sum(lhs, -Expression(constant: rhs)), .equal)
  }
  /// The required constraint `lhs <= rhs`.
  public static func <= (lhs: Expression, rhs: Double) -> Constraint {
    Constraint(Expression.sum(lhs, -Expression(constant: rhs)), .lessThanOrEqual)
  }
  /// The required constraint `lhs >= rhs`.
  public static func >= (lhs: Expression, rhs: Double) -> Constraint {
    Constraint(Expression.sum(lhs, -Expression(constant: rhs)), .greaterThanOrEqual)
  }
  /// The required constraint `lhs == rhs`.
  public static func == (lhs: Double, rhs: Expression) -> Constraint {
    Constraint(Expression.sum(Expression(constant: lhs), -rhs), .equal)
  }
  /// The required constraint `lhs <= rhs`.
  public static func <= (lhs: Double, rhs: Expression) -> Constraint {
    Constraint(Expression.sum(Expression(constant: lhs), -rhs), .lessThanOrEqual)
  }
  /// The required constraint `lhs >= rhs`.
  public static func >= (lhs: Double, rhs: Expression) -> Constraint {
    Constraint(Expression.sum(Expression(constant: lhs), -rhs), .greaterThanOrEqual)
  }
}

extension Constraint {
  /// The same constraint with another strength, as in kiwi's `constraint | strength`.
  ///
  /// ```swift
  /// try solver.addConstraint((width >= 100) | .weak)
  /// ```
  public static func | (lhs: Constraint, rhs: Strength) -> Constraint {
    lhs.withStrength(rhs)
  }
}
