/// A variable of a linear system: an integer id that the solver uses to index its storage, and a
/// name for diagnostics.
///
/// Two variables are the same variable when their ids are equal; the name is not part of the
/// identity. Ids index arrays inside ``Solver`` (after kiwi's `MapType`, but without hashing), so
/// keep them small and dense: ``Solver/makeVariable(_:)`` hands out `0, 1, 2, …`, and a caller
/// that owns its own numbering can use ``init(id:name:)``.
///
/// ```swift
/// var solver = Solver()
/// let left = solver.makeVariable("left")
/// let width = solver.makeVariable("width")
/// try solver.addConstraint(left + width == 320)
/// ```
///
/// See kiwi/variable.h: kiwi's `Variable` is a shared handle that also carries its value; ours is
/// a plain value and the value is read with ``Solver/value(of:)``.
public struct Variable: Hashable, Sendable, CustomStringConvertible {
  /// The identity of the variable; a non-negative, preferably dense integer.
  public let id: Int
  /// A name used in descriptions and error messages.
  public let name: String

  /// Creates a variable with a caller-chosen id.
  ///
  /// - Parameters:
  ///   - id: A non-negative integer, unique among the variables given to one solver.
  ///   - name: A name for diagnostics.
  /// - Complexity: O(1).
  public init(id: Int, name: String = "") {
    precondition(id >= 0, "a variable id must be non-negative, got '\(id)'")
    self.id = id
    self.name = name
  }

  public static func == (lhs: Variable, rhs: Variable) -> Bool {
    lhs.id == rhs.id
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
  }

  public var description: String {
    name.isEmpty ? "v\(id)" : name
  }
}
