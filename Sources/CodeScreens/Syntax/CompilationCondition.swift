import SwiftSyntax

/// The value of a Swift conditional-compilation condition (`#if os(iOS)`, `#elseif
/// canImport(AppKit)`) for an app built for iOS, or `nil` when the condition depends on the build
/// (`DEBUG` and other flags, `swift(>=…)`, `compiler(>=…)`, `arch(…)`,
/// `targetEnvironment(simulator)`, a module other than UIKit's and the Mac's).
///
/// The platform conditions are Swift's ("Compiler Control Statements", The Swift Programming
/// Language: `os()` takes `macOS`, `iOS`, `watchOS`, `tvOS`, `visionOS`, `Linux`, `Windows`;
/// `canImport()` is true when the module can be imported; `targetEnvironment()` takes
/// `simulator` and `macCatalyst`). The screens laid out are an iOS app's on iPhones and iPads
/// (derived: `os(iOS)` holds, every other `os()` does not; UIKit can be imported, AppKit, Cocoa
/// and WatchKit, the Mac's and the watch's, cannot; not Mac Catalyst). Round N: WeiBook's frames
/// use the SwifterSwift pod's `screenWidth`, whose getter is `#if os(iOS) || os(tvOS)
/// return UIScreen.main.bounds.width #elseif os(watchOS) …`; unread, every such view was left out.
enum CompilationCondition {
  /// `os()` arguments that hold for an iOS app.
  static let systems: Set<String> = ["iOS"]
  /// `os()` arguments Swift knows that do not (any other argument: not known).
  static let otherSystems: Set<String> = [
    "macOS", "OSX", "watchOS", "tvOS", "visionOS", "xrOS", "Linux", "Windows", "Android",
    "FreeBSD", "OpenBSD", "WASI", "Cygwin", "PS4", "Haiku", "none",
  ]
  /// Modules an iOS app can import, and ones it cannot.
  static let importable: Set<String> = ["UIKit", "Foundation", "CoreGraphics", "QuartzCore"]
  static let notImportable: Set<String> = ["AppKit", "Cocoa", "WatchKit"]

  /// Bounds nesting of `!`, `&&`, `||` and parentheses (hostile input).
  static let maximumDepth = 64

  static func value(_ condition: ExprSyntax, depth: Int = 0) -> Bool? {
    guard depth < maximumDepth else { return nil }
    if let literal = condition.as(BooleanLiteralExprSyntax.self) {
      return literal.literal.tokenKind == .keyword(.true)
    }
    if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      return value(prefix.expression, depth: depth + 1).map { !$0 }
    }
    if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first, only.label == nil
    {
      return value(only.expression, depth: depth + 1)
    }
    if let infix = condition.as(InfixOperatorExprSyntax.self),
      let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text
    {
      return combine(
        op, value(infix.leftOperand, depth: depth + 1), value(infix.rightOperand, depth: depth + 1))
    }
    if let sequence = condition.as(SequenceExprSyntax.self) {
      return value(sequence: Array(sequence.elements), depth: depth + 1)
    }
    if let call = condition.as(FunctionCallExprSyntax.self),
      let function = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      call.arguments.count == 1, let argument = call.arguments.first
    {
      let name = argument.expression.trimmedDescription
      switch function {
      case "os":
        if systems.contains(name) { return true }
        return otherSystems.contains(name) ? false : nil
      case "canImport":
        if importable.contains(name) { return true }
        return notImportable.contains(name) ? false : nil
      case "targetEnvironment":
        return name == "macCatalyst" ? false : nil
      default:
        return nil
      }
    }
    return nil
  }

  /// An unfolded `a || b && c`: `&&` binds tighter than `||`.
  static func value(sequence elements: [ExprSyntax], depth: Int) -> Bool? {
    guard elements.count % 2 == 1 else { return nil }
    var alternatives: [[ExprSyntax]] = [[]]
    for (offset, element) in elements.enumerated() {
      if offset % 2 == 0 {
        alternatives[alternatives.count - 1].append(element)
        continue
      }
      switch element.as(BinaryOperatorExprSyntax.self)?.operator.text {
      case "||": alternatives.append([])
      case "&&": continue
      default: return nil
      }
    }
    var result: Bool? = false
    for conjunction in alternatives {
      var all: Bool? = true
      for operand in conjunction {
        all = combine("&&", all, value(operand, depth: depth + 1))
      }
      result = combine("||", result, all)
    }
    return result
  }

  /// Three-valued `&&` and `||` (`nil`: not known): `false && x` is false, `true || x` true.
  static func combine(_ op: String, _ left: Bool?, _ right: Bool?) -> Bool? {
    switch op {
    case "&&":
      if left == false || right == false { return false }
      return left == true && right == true ? true : nil
    case "||":
      if left == true || right == true { return true }
      return left == false && right == false ? false : nil
    default:
      return nil
    }
  }

  /// The clause an `#if` compiles, when known: `.some(clause)`, `.some(nil)` when no clause is
  /// compiled (every condition false, no `#else`), `nil` when a condition before the compiled
  /// one is not known.
  static func compiledClause(_ config: IfConfigDeclSyntax) -> IfConfigClauseSyntax?? {
    for clause in config.clauses {
      guard let condition = clause.condition else { return .some(clause) }
      switch value(condition) {
      case true?: return .some(clause)
      case false?: continue
      case nil: return nil
      }
    }
    return .some(nil)
  }
}
