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
    combine(lhs, rhs, sign: 1)
  }

  /// `lhs + sign · rhs` with one allocation at most.
  static func combine(_ lhs: Expression, _ rhs: Expression, sign: Double) -> Expression {
    if rhs.terms.isEmpty {
      return Expression(lhs.terms, constant: lhs.constant + sign * rhs.constant)
    }
    var terms: [Term] = []
    terms.reserveCapacity(lhs.terms.count + rhs.terms.count)
    terms.append(contentsOf: lhs.terms)
    for term in rhs.terms { terms.append(Term(term.variable, sign * term.coefficient)) }
    return Expression(terms, constant: lhs.constant + sign * rhs.constant)
  }

  /// `lhs + sign · rhs` for a single term on the left.
  static func combine(_ lhs: Term, _ rhs: Expression, sign: Double) -> Expression {
    var terms: [Term] = []
    terms.reserveCapacity(1 + rhs.terms.count)
    terms.append(lhs)
    for term in rhs.terms { terms.append(Term(term.variable, sign * term.coefficient)) }
    return Expression(terms, constant: sign * rhs.constant)
  }

  /// `lhs + sign · rhs` for a single term on the right.
  static func combine(_ lhs: Expression, _ rhs: Term, sign: Double) -> Expression {
    var terms: [Term] = []
    terms.reserveCapacity(lhs.terms.count + 1)
    terms.append(contentsOf: lhs.terms)
    terms.append(Term(rhs.variable, sign * rhs.coefficient))
    return Expression(terms, constant: lhs.constant)
  }

  /// `lhs + sign · rhs` for two single terms.
  static func combine(_ lhs: Term, _ rhs: Term, sign: Double) -> Expression {
    Expression([lhs, Term(rhs.variable, sign * rhs.coefficient)])
  }

  /// `lhs + sign · rhs` for a single term and a constant.
  static func combine(_ lhs: Term, _ rhs: Double, sign: Double) -> Expression {
    Expression([lhs], constant: sign * rhs)
  }

  /// `lhs + sign · rhs` for a constant and a single term.
  static func combine(_ lhs: Double, _ rhs: Term, sign: Double) -> Expression {
    Expression([Term(rhs.variable, sign * rhs.coefficient)], constant: lhs)
  }

  /// `lhs + sign · rhs` for an expression and a constant.
  static func combine(_ lhs: Expression, _ rhs: Double, sign: Double) -> Expression {
    Expression(lhs.terms, constant: lhs.constant + sign * rhs)
  }

  /// `lhs + sign · rhs` for a constant and an expression.
  static func combine(_ lhs: Double, _ rhs: Expression, sign: Double) -> Expression {
    Expression(
      rhs.terms.map { Term($0.variable, sign * $0.coefficient) },
      constant: lhs + sign * rhs.constant)
  }
}

// MARK: - Sums and differences

extension Variable {
  /// `lhs + rhs` as an expression.
  public static func + (lhs: Variable, rhs: Variable) -> Expression {
    Expression.combine(Term(lhs), Term(rhs), sign: 1)
  }
  /// `lhs - rhs` as an expression.
  public static func - (lhs: Variable, rhs: Variable) -> Expression {
    Expression.combine(Term(lhs), Term(rhs), sign: -1)
  }
  /// `lhs + rhs` as an expression.
  public static func + (lhs: Variable, rhs: Term) -> Expression {
    Expression.combine(Term(lhs), rhs, sign: 1)
  }
  /// `lhs - rhs` as an expression.
  public static func - (lhs: Variable, rhs: Term) -> Expression {
    Expression.combine(Term(lhs), rhs, sign: -1)
  }
  /// `lhs + rhs` as an expression.
  public static func + (lhs: Variable, rhs: Expression) -> Expression {
    Expression.combine(Term(lhs), rhs, sign: 1)
  }
  /// `lhs - rhs` as an expression.
  public static func - (lhs: Variable, rhs: Expression) -> Expression {
    Expression.combine(Term(lhs), rhs, sign: -1)
  }
  /// `lhs + rhs` as an expression.
  public static func + (lhs: Variable, rhs: Double) -> Expression {
    Expression.combine(Term(lhs), rhs, sign: 1)
  }
  /// `lhs - rhs` as an expression.
  public static func - (lhs: Variable, rhs: Double) -> Expression {
    Expression.combine(Term(lhs), rhs, sign: -1)
  }
  /// `lhs + rhs` as an expression.
  public static func + (lhs: Double, rhs: Variable) -> Expression {
    Expression.combine(lhs, Term(rhs), sign: 1)
  }
  /// `lhs - rhs` as an expression.
  public static func - (lhs: Double, rhs: Variable) -> Expression {
    Expression.combine(lhs, Term(rhs), sign: -1)
  }
}

extension Term {
  /// `lhs + rhs` as an expression.
  public static func + (lhs: Term, rhs: Variable) -> Expression {
    Expression.combine(lhs, Term(rhs), sign: 1)
  }
  /// `lhs - rhs` as an expression.
  public static func - (lhs: Term, rhs: Variable) -> Expression {
    Expression.combine(lhs, Term(rhs), sign: -1)
  }
  /// `lhs + rhs` as an expression.
  public static func + (lhs: Term, rhs: Term) -> Expression {
    Expression.combine(lhs, rhs, sign: 1)
  }
  /// `lhs - rhs` as an expression.
  public static func - (lhs: Term, rhs: Term) -> Expression {
    Expression.combine(lhs, rhs, sign: -1)
  }
  /// `lhs + rhs` as an expression.
  public static func + (lhs: Term, rhs: Expression) -> Expression {
    Expression.combine(lhs, rhs, sign: 1)
  }
  /// `lhs - rhs` as an expression.
  public static func - (lhs: Term, rhs: Expression) -> Expression {
    Expression.combine(lhs, rhs, sign: -1)
  }
  /// `lhs + rhs` as an expression.
  public static func + (lhs: Term, rhs: Double) -> Expression {
    Expression.combine(lhs, rhs, sign: 1)
  }
  /// `lhs - rhs` as an expression.
  public static func - (lhs: Term, rhs: Double) -> Expression {
    Expression.combine(lhs, rhs, sign: -1)
  }
  /// `lhs + rhs` as an expression.
  public static func + (lhs: Double, rhs: Term) -> Expression {
    Expression.combine(lhs, rhs, sign: 1)
  }
  /// `lhs - rhs` as an expression.
  public static func - (lhs: Double, rhs: Term) -> Expression {
    Expression.combine(lhs, rhs, sign: -1)
  }
}

extension Expression {
  /// `lhs + rhs` as an expression.
  public static func + (lhs: Expression, rhs: Variable) -> Expression {
    Expression.combine(lhs, Term(rhs), sign: 1)
  }
  /// `lhs - rhs` as an expression.
  public static func - (lhs: Expression, rhs: Variable) -> Expression {
    Expression.combine(lhs, Term(rhs), sign: -1)
  }
  /// `lhs + rhs` as an expression.
  public static func + (lhs: Expression, rhs: Term) -> Expression {
    Expression.combine(lhs, rhs, sign: 1)
  }
  /// `lhs - rhs` as an expression.
  public static func - (lhs: Expression, rhs: Term) -> Expression {
    Expression.combine(lhs, rhs, sign: -1)
  }
  /// `lhs + rhs` as an expression.
  public static func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression.combine(lhs, rhs, sign: 1)
  }
  /// `lhs - rhs` as an expression.
  public static func - (lhs: Expression, rhs: Expression) -> Expression {
    Expression.combine(lhs, rhs, sign: -1)
  }
  /// `lhs + rhs` as an expression.
  public static func + (lhs: Expression, rhs: Double) -> Expression {
    Expression.combine(lhs, rhs, sign: 1)
  }
  /// `lhs - rhs` as an expression.
  public static func - (lhs: Expression, rhs: Double) -> Expression {
    Expression.combine(lhs, rhs, sign: -1)
  }
  /// `lhs + rhs` as an expression.
  public static func + (lhs: Double, rhs: Expression) -> Expression {
    Expression.combine(lhs, rhs, sign: 1)
  }
  /// `lhs - rhs` as an expression.
  public static func - (lhs: Double, rhs: Expression) -> Expression {
    Expression.combine(lhs, rhs, sign: -1)
  }
}

// MARK: - Constraints

extension Variable {
  /// The required constraint `lhs == rhs`.
  public static func == (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(Expression.combine(Term(lhs), Term(rhs), sign: -1), .equal)
  }
  /// The required constraint `lhs <= rhs`.
  public static func <= (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(Expression.combine(Term(lhs), Term(rhs), sign: -1), .lessThanOrEqual)
  }
  /// The required constraint `lhs >= rhs`.
  public static func >= (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(Expression.combine(Term(lhs), Term(rhs), sign: -1), .greaterThanOrEqual)
  }
  /// The required constraint `lhs == rhs`.
  public static func == (lhs: Variable, rhs: Term) -> Constraint {
    Constraint(Expression.combine(Term(lhs), rhs, sign: -1), .equal)
  }
  /// The required constraint `lhs <= rhs`.
  public static func <= (lhs: Variable, rhs: Term) -> Constraint {
    Constraint(Expression.combine(Term(lhs), rhs, sign: -1), .lessThanOrEqual)
  }
  /// The required constraint `lhs >= rhs`.
  public static func >= (lhs: Variable, rhs: Term) -> Constraint {
    Constraint(Expression.combine(Term(lhs), rhs, sign: -1), .greaterThanOrEqual)
  }
  /// The required constraint `lhs == rhs`.
  public static func == (lhs: Variable, rhs: Expression) -> Constraint {
    Constraint(Expression.combine(Term(lhs), rhs, sign: -1), .equal)
  }
  /// The required constraint `lhs <= rhs`.
  public static func <= (lhs: Variable, rhs: Expression) -> Constraint {
    Constraint(Expression.combine(Term(lhs), rhs, sign: -1), .lessThanOrEqual)
  }
  /// The required constraint `lhs >= rhs`.
  public static func >= (lhs: Variable, rhs: Expression) -> Constraint {
    Constraint(Expression.combine(Term(lhs), rhs, sign: -1), .greaterThanOrEqual)
  }
  /// The required constraint `lhs == rhs`.
  public static func == (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(Expression.combine(Term(lhs), rhs, sign: -1), .equal)
  }
  /// The required constraint `lhs <= rhs`.
  public static func <= (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(Expression.combine(Term(lhs), rhs, sign: -1), .lessThanOrEqual)
  }
  /// The required constraint `lhs >= rhs`.
  public static func >= (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(Expression.combine(Term(lhs), rhs, sign: -1), .greaterThanOrEqual)
  }
  /// The required constraint `lhs == rhs`.
  public static func == (lhs: Double, rhs: Variable) -> Constraint {
    Constraint(Expression.combine(lhs, Term(rhs), sign: -1), .equal)
  }
  /// The required constraint `lhs <= rhs`.
  public static func <= (lhs: Double, rhs: Variable) -> Constraint {
    Constraint(Expression.combine(lhs, Term(rhs), sign: -1), .lessThanOrEqual)
  }
  /// The required constraint `lhs >= rhs`.
  public static func >= (lhs: Double, rhs: Variable) -> Constraint {
    Constraint(Expression.combine(lhs, Term(rhs), sign: -1), .greaterThanOrEqual)
  }
}

extension Term {
  /// The required constraint `lhs == rhs`.
  public static func == (lhs: Term, rhs: Variable) -> Constraint {
    Constraint(Expression.combine(lhs, Term(rhs), sign: -1), .equal)
  }
  /// The required constraint `lhs <= rhs`.
  public static func <= (lhs: Term, rhs: Variable) -> Constraint {
    Constraint(Expression.combine(lhs, Term(rhs), sign: -1), .lessThanOrEqual)
  }
  /// The required constraint `lhs >= rhs`.
  public static func >= (lhs: Term, rhs: Variable) -> Constraint {
    Constraint(Expression.combine(lhs, Term(rhs), sign: -1), .greaterThanOrEqual)
  }
  /// The required constraint `lhs == rhs`.
  public static func == (lhs: Term, rhs: Term) -> Constraint {
    Constraint(Expression.combine(lhs, rhs, sign: -1), .equal)
  }
  /// The required constraint `lhs <= rhs`.
  public static func <= (lhs: Term, rhs: Term) -> Constraint {
    Constraint(Expression.combine(lhs, rhs, sign: -1), .lessThanOrEqual)
  }
  /// The required constraint `lhs >= rhs`.
  public static func >= (lhs: Term, rhs: Term) -> Constraint {
    Constraint(Expression.combine(lhs, rhs, sign: -1), .greaterThanOrEqual)
  }
  /// The required constraint `lhs == rhs`.
  public static func == (lhs: Term, rhs: Expression) -> Constraint {
    Constraint(Expression.combine(lhs, rhs, sign: -1), .equal)
  }
  /// The required constraint `lhs <= rhs`.
  public static func <= (lhs: Term, rhs: Expression) -> Constraint {
    Constraint(Expression.combine(lhs, rhs, sign: -1), .lessThanOrEqual)
  }
  /// The required constraint `lhs >= rhs`.
  public static func >= (lhs: Term, rhs: Expression) -> Constraint {
    Constraint(Expression.combine(lhs, rhs, sign: -1), .greaterThanOrEqual)
  }
  /// The required constraint `lhs == rhs`.
  public static func == (lhs: Term, rhs: Double) -> Constraint {
    Constraint(Expression.combine(lhs, rhs, sign: -1), .equal)
  }
  /// The required constraint `lhs <= rhs`.
  public static func <= (lhs: Term, rhs: Double) -> Constraint {
    Constraint(Expression.combine(lhs, rhs, sign: -1), .lessThanOrEqual)
  }
  /// The required constraint `lhs >= rhs`.
  public static func >= (lhs: Term, rhs: Double) -> Constraint {
    Constraint(Expression.combine(lhs, rhs, sign: -1), .greaterThanOrEqual)
  }
  /// The required constraint `lhs == rhs`.
  public static func == (lhs: Double, rhs: Term) -> Constraint {
    Constraint(Expression.combine(lhs, rhs, sign: -1), .equal)
  }
  /// The required constraint `lhs <= rhs`.
  public static func <= (lhs: Double, rhs: Term) -> Constraint {
    Constraint(Expression.combine(lhs, rhs, sign: -1), .lessThanOrEqual)
  }
  /// The required constraint `lhs >= rhs`.
  public static func >= (lhs: Double, rhs: Term) -> Constraint {
    Constraint(Expression.combine(lhs, rhs, sign: -1), .greaterThanOrEqual)
  }
}

extension Expression {
  /// The required constraint `lhs == rhs`.
  public static func == (lhs: Expression, rhs: Variable) -> Constraint {
    Constraint(Expression.combine(lhs, Term(rhs), sign: -1), .equal)
  }
  /// The required constraint `lhs <= rhs`.
  public static func <= (lhs: Expression, rhs: Variable) -> Constraint {
    Constraint(Expression.combine(lhs, Term(rhs), sign: -1), .lessThanOrEqual)
  }
  /// The required constraint `lhs >= rhs`.
  public static func >= (lhs: Expression, rhs: Variable) -> Constraint {
    Constraint(Expression.combine(lhs, Term(rhs), sign: -1), .greaterThanOrEqual)
  }
  /// The required constraint `lhs == rhs`.
  public static func == (lhs: Expression, rhs: Term) -> Constraint {
    Constraint(Expression.combine(lhs, rhs, sign: -1), .equal)
  }
  /// The required constraint `lhs <= rhs`.
  public static func <= (lhs: Expression, rhs: Term) -> Constraint {
    Constraint(Expression.combine(lhs, rhs, sign: -1), .lessThanOrEqual)
  }
  /// The required constraint `lhs >= rhs`.
  public static func >= (lhs: Expression, rhs: Term) -> Constraint {
    Constraint(Expression.combine(lhs, rhs, sign: -1), .greaterThanOrEqual)
  }
  /// The required constraint `lhs == rhs`.
  public static func == (lhs: Expression, rhs: Expression) -> Constraint {
    Constraint(Expression.combine(lhs, rhs, sign: -1), .equal)
  }
  /// The required constraint `lhs <= rhs`.
  public static func <= (lhs: Expression, rhs: Expression) -> Constraint {
    Constraint(Expression.combine(lhs, rhs, sign: -1), .lessThanOrEqual)
  }
  /// The required constraint `lhs >= rhs`.
  public static func >= (lhs: Expression, rhs: Expression) -> Constraint {
    Constraint(Expression.combine(lhs, rhs, sign: -1), .greaterThanOrEqual)
  }
  /// The required constraint `lhs == rhs`.
  public static func == (lhs: Expression, rhs: Double) -> Constraint {
    Constraint(Expression.combine(lhs, rhs, sign: -1), .equal)
  }
  /// The required constraint `lhs <= rhs`.
  public static func <= (lhs: Expression, rhs: Double) -> Constraint {
    Constraint(Expression.combine(lhs, rhs, sign: -1), .lessThanOrEqual)
  }
  /// The required constraint `lhs >= rhs`.
  public static func >= (lhs: Expression, rhs: Double) -> Constraint {
    Constraint(Expression.combine(lhs, rhs, sign: -1), .greaterThanOrEqual)
  }
  /// The required constraint `lhs == rhs`.
  public static func == (lhs: Double, rhs: Expression) -> Constraint {
    Constraint(Expression.combine(lhs, rhs, sign: -1), .equal)
  }
  /// The required constraint `lhs <= rhs`.
  public static func <= (lhs: Double, rhs: Expression) -> Constraint {
    Constraint(Expression.combine(lhs, rhs, sign: -1), .lessThanOrEqual)
  }
  /// The required constraint `lhs >= rhs`.
  public static func >= (lhs: Double, rhs: Expression) -> Constraint {
    Constraint(Expression.combine(lhs, rhs, sign: -1), .greaterThanOrEqual)
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
