import DeviceCatalog
import Foundation
import SourceLint

/// A comparison of the screen's width or height with numbers, as code tests the device
/// (`UIScreen.main.bounds.height >= 812`, `[UIScreen mainScreen].bounds.size.width == 320`): its
/// outcome is all the code learns of the screen's size there. Recorded as read in place of the
/// size (``EnvironmentRead/screenTest(_:holds:)``), it lets an interpretation be reused on every
/// screen on the same side of the test, not only on screens of the same size.
///
/// Only comparisons whose two sides are made of number literals, the screen's width and height
/// and `+ - * /` are taken: those are evaluated again from another screen's size alone, exactly
/// as the interpreter evaluates them (``CodeInterpreter/arithmetic(_:_:_:at:)``).
struct ScreenTest: Hashable, Sendable {
  /// A side of the comparison.
  indirect enum Term: Hashable, Sendable {
    case number(Double)
    case width, height
    case negated(Term)
    case binary(String, Term, Term)
  }

  /// The comparison operators taken.
  static let operators: Set<String> = ["<", "<=", ">", ">=", "==", "!="]
  /// The paths that read the screen's width and height.
  static let widthPaths: Set<String> = [
    "UIScreen.main.bounds.width", "UIScreen.main.bounds.size.width",
  ]
  static let heightPaths: Set<String> = [
    "UIScreen.main.bounds.height", "UIScreen.main.bounds.size.height",
  ]

  let op: String
  let lhs: Term
  let rhs: Term

  /// The test `lhs op rhs`, when both sides are terms and at least one reads the screen;
  /// `isShadowed` says whether a name is a local or a property of the code (never `UIScreen`
  /// then).
  init?(op: String, lhs: CodeExpression, rhs: CodeExpression, isShadowed: (String) -> Bool) {
    guard Self.operators.contains(op), !isShadowed("UIScreen"),
      let left = Self.term(lhs, depth: 0), let right = Self.term(rhs, depth: 0),
      left.readsScreen || right.readsScreen
    else { return nil }
    self.op = op
    self.lhs = left
    self.rhs = right
  }

  static func term(_ expression: CodeExpression, depth: Int) -> Term? {
    guard depth < 16 else { return nil }
    switch expression.kind {
    case .number(let value): return .number(value)
    case .member(_?, _):
      guard let path = expression.path else { return nil }
      if widthPaths.contains(path) { return .width }
      if heightPaths.contains(path) { return .height }
      return nil
    case .unary(let op, let operand) where op == "-" || op == "+":
      guard let inner = term(operand, depth: depth + 1) else { return nil }
      return op == "-" ? .negated(inner) : inner
    case .binary(let op, let lhs, let rhs) where ["+", "-", "*", "/"].contains(op):
      guard let left = term(lhs, depth: depth + 1), let right = term(rhs, depth: depth + 1)
      else { return nil }
      return .binary(op, left, right)
    default: return nil
    }
  }

  /// The outcome on a screen of `size` (`nil`: a division by zero, which the interpreter leaves
  /// unknown).
  func truth(width: Double, height: Double) -> Bool? {
    guard let a = lhs.value(width: width, height: height),
      let b = rhs.value(width: width, height: height)
    else { return nil }
    switch op {
    case "==": return abs(a - b) < 1e-9
    case "!=": return abs(a - b) >= 1e-9
    case "<": return a < b
    case ">": return a > b
    case "<=": return a <= b
    case ">=": return a >= b
    default: return nil
    }
  }

  /// The outcome in `environment`.
  func truth(in environment: Environment) -> Bool? {
    let size = environment.screenBounds.size
    return truth(width: Double(size.width), height: Double(size.height))
  }
}

extension ScreenTest.Term {
  var readsScreen: Bool {
    switch self {
    case .number: return false
    case .width, .height: return true
    case .negated(let inner): return inner.readsScreen
    case .binary(_, let lhs, let rhs): return lhs.readsScreen || rhs.readsScreen
    }
  }

  func value(width: Double, height: Double) -> Double? {
    switch self {
    case .number(let value): return value
    case .width: return width
    case .height: return height
    case .negated(let inner): return inner.value(width: width, height: height).map { -$0 }
    case .binary(let op, let lhs, let rhs):
      guard let a = lhs.value(width: width, height: height),
        let b = rhs.value(width: width, height: height)
      else { return nil }
      return LintExpression.arithmetic(op, a, b)
    }
  }
}

extension CodeInterpreter {
  /// `lhs op rhs` for a comparison operator, evaluated as any binary operation; when it is a
  /// ``ScreenTest`` and reading its sides read nothing but the screen's size, the test's outcome
  /// is recorded as read instead of the size.
  func screenComparison(
    _ op: String, _ lhs: CodeExpression, _ rhs: CodeExpression, _ scope: Scope,
    at: CodePosition
  ) -> CodeValue {
    let mark = reads.count
    let left = evaluate(lhs, scope)
    let result = arithmetic(op, left, evaluate(rhs, scope), at: at)
    guard case .boolean(let truth) = result, reads.count > mark,
      reads[mark...].allSatisfy({ if case .screenSize = $0 { return true } else { return false } }),
      let test = ScreenTest(
        op: op, lhs: lhs, rhs: rhs,
        isShadowed: { name in
          scope.lookup(name) != nil
            || scope.owner.map { self.program.property(name, of: $0.name) != nil } ?? false
        }),
      test.truth(in: environment) == truth
    else { return result }
    replaceReads(since: mark, with: .screenTest(test, holds: truth))
    return result
  }
}
