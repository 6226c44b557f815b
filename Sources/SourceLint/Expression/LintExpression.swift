/// An expression read from source, reduced to what the linter can reason about: numbers,
/// strings, device facts (``DeviceFact``), arithmetic, comparisons, `? :`, calls and references
/// to definitions of the run. Anything else is ``Kind/unknown(_:)``, which evaluates to "cannot
/// evaluate". Every node keeps the position of its first token.
public struct LintExpression: Hashable, Sendable {
  /// The node.
  public indirect enum Kind: Hashable, Sendable {
    case number(Double)
    case boolean(Bool)
    case string(String)
    /// A device fact read through a UIKit API (`UIScreen.main.bounds.size.height`).
    case fact(DeviceFact, path: String)
    /// A property path the reader could not map to a fact, in dotted form
    /// (`UIApplication.sharedApplication.keyWindow.safeAreaInsets.bottom`).
    case path(String)
    /// A name of the run: a macro, a constant, a property or a helper (resolved by the linter).
    case reference(String)
    /// A function-like macro or helper parameter, by index.
    case parameter(Int)
    /// A local variable of the enclosing function or method (the linter does not follow its
    /// value; set by the analysis where a name is a local, never by the readers).
    case local(String)
    case unary(String, LintExpression)
    case binary(String, LintExpression, LintExpression)
    case conditional(LintExpression, LintExpression, LintExpression)
    /// A call: a function, a function-like macro, or a message whose selector is `name`
    /// (`CGSizeMake`, `MAX`, `isEqualToString:`); `receiver` first for messages.
    case call(String, [LintExpression])
    /// What the reader did not understand, as written.
    case unknown(String)
  }

  public var kind: Kind
  public var position: SourcePosition

  public init(_ kind: Kind, at position: SourcePosition) {
    self.kind = kind
    self.position = position
  }

  /// Whether the operator compares.
  public static func isComparison(_ op: String) -> Bool {
    switch op {
    case "==", "!=", "<", ">", "<=", ">=", "===", "!==": true
    default: false
    }
  }

  /// Every node, parent first (depth-first, in source order).
  public func walk(_ visit: (LintExpression) -> Void) {
    visit(self)
    switch kind {
    case .unary(_, let operand): operand.walk(visit)
    case .binary(_, let lhs, let rhs):
      lhs.walk(visit)
      rhs.walk(visit)
    case .conditional(let condition, let then, let otherwise):
      condition.walk(visit)
      then.walk(visit)
      otherwise.walk(visit)
    case .call(_, let arguments):
      for argument in arguments { argument.walk(visit) }
    default: break
    }
  }

  /// Whether any node satisfies `predicate`.
  public func contains(_ predicate: (LintExpression) -> Bool) -> Bool {
    var found = false
    walk { if !found, predicate($0) { found = true } }
    return found
  }

  /// The numeric literals in the expression.
  public var numbers: [Double] {
    var result: [Double] = []
    walk { if case .number(let value) = $0.kind { result.append(value) } }
    return result
  }
}
