/// Which properties the program sets through another object than `self`.
extension CodeProgram {
  /// The names of the properties some statement of the program assigns through a receiver
  /// other than `self` (`vc.cartView = …`, `[vc setCartView:…]`): such a property may hold a
  /// value before the screen's own code runs, so an Objective-C property the screen never set
  /// is not known to be `nil` (``CodeInterpreter/property(_:of:for:at:)``).
  static func propertiesSetElsewhere(_ files: [CodeFile]) -> Set<String> {
    var visitor = AssignmentVisitor()
    for file in files {
      for type in file.classes {
        for method in type.methods { visitor.statements(method.body) }
        for property in type.properties {
          if let initializer = property.initializer { visitor.expression(initializer) }
          if let getter = property.getter { visitor.statements(getter) }
          if let didSet = property.didSet { visitor.statements(didSet) }
        }
      }
    }
    return visitor.names
  }
}

/// Collects ``CodeProgram/propertiesSetElsewhere(_:)``'s names; bounded by the syntax's own
/// nesting (the readers bound it).
private struct AssignmentVisitor {
  var names: Set<String> = []

  static func isSelf(_ expression: CodeExpression?) -> Bool {
    guard let expression else { return true }
    if case .name(let name) = expression.kind { return name == "self" }
    return false
  }

  mutating func statements(_ statements: [CodeStatement]) {
    for statement in statements { self.statement(statement) }
  }

  mutating func statement(_ statement: CodeStatement) {
    switch statement.kind {
    case .declare(_, let value):
      if let value { expression(value) }
    case .assign(let target, _, let value):
      if case .member(let base, let name) = target.kind, !Self.isSelf(base) {
        names.insert(name)
      }
      expression(target)
      expression(value)
    case .expression(let value):
      expression(value)
    case .ifStatement(let conditions, let then, let otherwise):
      self.conditions(conditions)
      statements(then)
      if let otherwise { statements(otherwise) }
    case .guardStatement(let conditions, let otherwise):
      self.conditions(conditions)
      statements(otherwise)
    case .returnStatement(let value):
      if let value { expression(value) }
    case .loop(let body):
      statements(body)
    case .forEach(_, let sequence, let body, _):
      expression(sequence)
      statements(body)
    case .switchStatement(let cases, let subject, _):
      if let subject { expression(subject) }
      for body in cases { statements(body) }
    case .unknown:
      break
    }
  }

  mutating func conditions(_ conditions: [CodeCondition]) {
    for condition in conditions {
      switch condition {
      case .expression(let value): expression(value)
      case .binding(_, let value, _): if let value { expression(value) }
      case .available, .unknown: break
      }
    }
  }

  mutating func expression(_ expression: CodeExpression) {
    switch expression.kind {
    case .member(let base, _):
      if let base { self.expression(base) }
    case .call(let callee, let arguments, let trailing):
      // An Objective-C setter sent to another object: `[vc setCartView:view]`.
      if case .member(let base, let name) = callee.kind, !Self.isSelf(base),
        name.count > 3, name.hasPrefix("set"), arguments.count == 1,
        let first = name.dropFirst(3).first, first.isUppercase
      {
        names.insert(first.lowercased() + name.dropFirst(4))
      }
      self.expression(callee)
      for argument in arguments { self.expression(argument.value) }
      if let trailing { statements(trailing.body) }
    case .closure(let closure):
      statements(closure.body)
    case .binary(_, let lhs, let rhs):
      self.expression(lhs)
      self.expression(rhs)
    case .unary(_, let operand):
      self.expression(operand)
    case .conditional(let test, let then, let otherwise):
      self.expression(test)
      self.expression(then)
      self.expression(otherwise)
    case .array(let items), .dictionary(let items):
      for item in items { self.expression(item) }
    default:
      break
    }
  }
}
