/// A variable multiplied by a coefficient (kiwi/term.h).
///
/// ```swift
/// let twice: Term = 2 * width
/// ```
public struct Term: Sendable, CustomStringConvertible {
  /// The variable of the term.
  public var variable: Variable
  /// The coefficient the variable is multiplied by.
  public var coefficient: Double

  /// Creates a term.
  ///
  /// - Complexity: O(1).
  public init(_ variable: Variable, _ coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }

  public var description: String {
    "\(formatNumber(coefficient)) * \(variable)"
  }
}
