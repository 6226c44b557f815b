/// The relation of a constraint's expression to zero (kiwi/constraint.h `RelationalOperator`).
public enum Relation: Sendable, Hashable, CustomStringConvertible {
  /// `expression == 0`
  case equal
  /// `expression <= 0`
  case lessThanOrEqual
  /// `expression >= 0`
  case greaterThanOrEqual

  public var description: String {
    switch self {
    case .equal: "=="
    case .lessThanOrEqual: "<="
    case .greaterThanOrEqual: ">="
    }
  }
}

/// A linear relation `expression ⋈ 0` with a strength (kiwi/constraint.h).
///
/// A constraint has identity, as kiwi's shared `ConstraintData` does: the solver knows *this*
/// constraint, not an equal-looking one. Build constraints with the comparison operators and
/// change the strength with `|`:
///
/// ```swift
/// let pin = (view.top == guide.top + 8) | .uikit(priority: 750)
/// try solver.addConstraint(pin)
/// solver.hasConstraint(pin)  // true
/// ```
public final class Constraint: Hashable, Sendable, CustomStringConvertible {
  /// The expression compared with zero; `lhs ⋈ rhs` is stored as `lhs - rhs ⋈ 0`.
  public let expression: Expression
  /// How the expression relates to zero.
  public let relation: Relation
  /// How strongly the solver holds the constraint.
  public let strength: Strength

  /// Creates a constraint `expression ⋈ 0`.
  ///
  /// - Complexity: O(1).
  public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
    self.expression = expression
    self.relation = relation
    self.strength = strength
  }

  /// The stable identity of this constraint, valid for as long as the constraint lives.
  ///
  /// Used for equality and hashing only; the solver never orders anything by it.
  public var id: ObjectIdentifier { ObjectIdentifier(self) }

  /// A new constraint with the same expression and relation and another strength (kiwi's
  /// `Constraint(other, strength)`).
  public func withStrength(_ strength: Strength) -> Constraint {
    Constraint(expression, relation, strength: strength)
  }

  public static func == (lhs: Constraint, rhs: Constraint) -> Bool {
    lhs === rhs
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }

  public var description: String {
    "\(expression) \(relation) 0 | strength = \(strength)"
  }
}
