/// A linear expression: a sum of terms plus a constant (kiwi/expression.h).
///
/// Expressions are built with the arithmetic operators on ``Variable``, ``Term``, `Expression` and
/// `Double`, and become ``Constraint``s with `==`, `<=` and `>=`:
///
/// ```swift
/// let right = left + width          // Expression
/// let c = right == container - 16   // Constraint, required
/// ```
///
/// Like kiwi, an expression keeps its terms as written (a variable may appear twice); the solver
/// combines them when the constraint is added.
public struct Expression: Sendable, CustomStringConvertible {
  /// The terms, in the order they were written.
  public var terms: [Term]
  /// The constant added to the terms.
  public var constant: Double

  /// Creates an expression from terms and a constant.
  ///
  /// - Complexity: O(1).
  public init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// Creates the expression `1 * variable`.
  public init(_ variable: Variable) {
    self.init([Term(variable)])
  }

  /// Creates the expression of a single term.
  public init(_ term: Term) {
    self.init([term])
  }

  /// Creates a constant expression.
  public init(constant: Double) {
    self.init([], constant: constant)
  }

  public var description: String {
    var parts = terms.map(\.description)
    parts.append(formatNumber(constant))
    return parts.joined(separator: " + ")
  }
}

/// Formats a number the way kiwi's `dump` does: integers without a fraction.
func formatNumber(_ value: Double) -> String {
  if value.isFinite, abs(value) < 1e15, Double(Int64(value)) == value {
    return String(Int64(value))
  }
  return String(value)
}
