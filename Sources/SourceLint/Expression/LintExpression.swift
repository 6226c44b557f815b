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

  public var kind: Kind {
    didSet { height = Self.height(of: kind) }
  }
  public var position: SourcePosition
  /// The number of nodes on the longest path from this node to a leaf (1 for a leaf). The
  /// readers keep it at most ``maximumHeight``, so every recursive walk of a tree is bounded.
  public private(set) var height: Int

  /// The deepest tree a reader builds: what is nested deeper is read as
  /// ``Kind/unknown(_:)`` and the file gets a located note (issue 32: a 100,000-term sum, 60,000
  /// prefix operators or 10,000 nested parentheses overflowed the stack).
  public static let maximumHeight = 256

  public init(_ kind: Kind, at position: SourcePosition) {
    self.kind = kind
    self.position = position
    self.height = Self.height(of: kind)
  }

  /// This tree with each node `replacement` answers for replaced by its answer (not walked
  /// further), and the operands of unary, binary, conditional and call nodes rewritten the same
  /// way; other nodes as they are. The walk is bounded by ``height``.
  func rewriting(_ replacement: (LintExpression) -> LintExpression?) -> LintExpression {
    if let replaced = replacement(self) { return replaced }
    var result = self
    switch kind {
    case .unary(let op, let operand): result.kind = .unary(op, operand.rewriting(replacement))
    case .binary(let op, let lhs, let rhs):
      result.kind = .binary(op, lhs.rewriting(replacement), rhs.rewriting(replacement))
    case .conditional(let condition, let then, let otherwise):
      result.kind = .conditional(
        condition.rewriting(replacement), then.rewriting(replacement),
        otherwise.rewriting(replacement))
    case .call(let name, let arguments):
      result.kind = .call(name, arguments.map { $0.rewriting(replacement) })
    default: break
    }
    return result
  }

  static func height(of kind: Kind) -> Int {
    switch kind {
    case .unary(_, let operand): operand.height + 1
    case .binary(_, let lhs, let rhs): max(lhs.height, rhs.height) + 1
    case .conditional(let condition, let then, let otherwise):
      max(condition.height, then.height, otherwise.height) + 1
    case .call(_, let arguments): (arguments.map(\.height).max() ?? 0) + 1
    default: 1
    }
  }

  /// Whether the node is deeper than a reader keeps.
  public var isTooDeep: Bool { height > Self.maximumHeight }

  public static func == (lhs: LintExpression, rhs: LintExpression) -> Bool {
    lhs.position == rhs.position && lhs.kind == rhs.kind
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(position)
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

  /// `a op b` for the four arithmetic operators (`+ - * /`); nil for another operator or a
  /// division by zero.
  public static func arithmetic(_ op: String, _ a: Double, _ b: Double) -> Double? {
    switch op {
    case "+": a + b
    case "-": a - b
    case "*": a * b
    case "/": b == 0 ? nil : a / b
    default: nil
    }
  }

  /// The value of an expression made only of numbers and `+ - * /` (`49 + 34`), or nil.
  public var constantValue: Double? {
    switch kind {
    case .number(let value): return value
    case .unary("-", let operand): return operand.constantValue.map { -$0 }
    case .binary(let op, let lhs, let rhs):
      guard let a = lhs.constantValue, let b = rhs.constantValue else { return nil }
      return Self.arithmetic(op, a, b)
    default: return nil
    }
  }

  /// The numbers the expression can stand for: its literals and the value of each arithmetic
  /// of literals in it (`isX ? (49 + 34) : 49` can be 83, which says "with the home indicator").
  /// A literal compared with (`SCREEN_HEIGHT >= 792 ? 44 : 20`) is a threshold, not a value
  /// (measurement Q: `SAFE_TOP` was called the navigation bar's bottom edge for its 792).
  public var valueNumbers: [Double] {
    var compared: Set<SourcePosition> = []
    walk { node in
      guard case .binary(let op, let lhs, let rhs) = node.kind, Self.isComparison(op) else {
        return
      }
      for side in [lhs, rhs] {
        if case .number = side.kind { compared.insert(side.position) }
      }
    }
    var result: [Double] = []
    walk { node in
      if case .binary = node.kind, let value = node.constantValue { result.append(value) }
      if case .number(let value) = node.kind, !compared.contains(node.position) {
        result.append(value)
      }
    }
    return result
  }

  /// The numeric literals in the expression.
  public var numbers: [Double] {
    var result: [Double] = []
    walk { if case .number(let value) = $0.kind { result.append(value) } }
    return result
  }
}

extension LintExpression {
  /// The values a `? :` chain can give (its branches' leaves, last first); the expression itself
  /// when it is no conditional.
  var chosenValues: [LintExpression] {
    var values: [LintExpression] = []
    var pending = [self]
    while let node = pending.popLast() {
      if case .conditional(_, let then, let otherwise) = node.kind {
        pending.append(then)
        pending.append(otherwise)
      } else {
        values.append(node)
      }
    }
    return values
  }
}
