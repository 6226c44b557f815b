import DeviceCatalog
import Foundation
import SceneDocument
import SourceLint

extension CodeInterpreter {
  func evaluate(_ expression: CodeExpression, _ scope: Scope) -> CodeValue {
    lintFallback(expression, scope, evaluateDirectly(expression, scope))
  }

  /// `value` (what `expression` gave), or, when it is unknown, lint's evaluation of it.
  func lintFallback(_ expression: CodeExpression, _ scope: Scope, _ value: CodeValue) -> CodeValue {
    // A name, member path or call the interpreter does not know may still be a constant, a
    // macro or a device fact lint's definition table evaluates in this environment.
    if case .unknown = value, let lint = expression.lint, isLintEvaluable(expression, scope) {
      let result = try? evaluator.evaluate(lint, in: catalog)
      record(.lint(lint, file: evaluator.file, value: result))
      if let result {
        switch result {
        case .number(let number): return .number(number)
        case .boolean(let truth): return .boolean(truth)
        case .string(let text): return .string(text)
        case .size(let width, let height):
          // A macro whose replacement is a size (`#define kSize CGSizeMake(55, 20)`: the macro
          // is replaced by its body, C11 6.10.3, and `CGSizeMake` makes a `CGSize`). Round S's
          // SDDouYu FPS label was left out: "'kSize' is not known statically".
          return .size(width: width, height: height)
        default: break
        }
      }
    }
    return value
  }

  /// Whether lint may evaluate `expression`: its root is not a local or a property of the
  /// program (whose values lint does not follow).
  func isLintEvaluable(_ expression: CodeExpression, _ scope: Scope, depth: Int = 0) -> Bool {
    guard depth < 64 else { return false }
    switch expression.kind {
    case .member(let inner?, _):
      return isLintEvaluable(inner, scope, depth: depth + 1)
    case .call(let callee, let arguments, _):
      return isLintEvaluable(callee, scope, depth: depth + 1)
        && arguments.allSatisfy { isLintEvaluable($0.value, scope, depth: depth + 1) }
    case .name(let root):
      return scope.lookup(root) == nil
        && scope.owner.map { program.property(root, of: $0.name) == nil } ?? true
        && root != "self" && root != "super"
    case .binary(_, let lhs, let rhs):
      return isLintEvaluable(lhs, scope, depth: depth + 1)
        && isLintEvaluable(rhs, scope, depth: depth + 1)
    case .unary(_, let operand):
      return isLintEvaluable(operand, scope, depth: depth + 1)
    case .conditional(let condition, let then, let otherwise):
      return isLintEvaluable(condition, scope, depth: depth + 1)
        && isLintEvaluable(then, scope, depth: depth + 1)
        && isLintEvaluable(otherwise, scope, depth: depth + 1)
    case .number, .boolean, .string, .nilLiteral, .member(nil, _):
      return true
    default:
      return false
    }
  }

  func evaluateDirectly(_ expression: CodeExpression, _ scope: Scope) -> CodeValue {
    let at = expression.position
    switch expression.kind {
    case .number(let value): return .number(value)
    case .boolean(let value): return .boolean(value)
    case .string(let value): return .string(value)
    case .nilLiteral: return .none
    case .name(let name): return lookupName(name, scope, at: at)
    case .member(nil, let name): return .enumCase(name)
    case .member(let base?, let name):
      let receiver = evaluate(base, scope)
      if case .unknown = receiver { return receiver }
      return member(receiver, name, at: at, scope: scope)
    case .call(let callee, let arguments, let trailing):
      let value = call(callee, arguments, trailing, scope, expression: expression)
      if case .unknown = value { noteCallbacks(arguments, trailing, expression) }
      return value
    case .closure(let closure):
      return .closure(closure)
    case .binary(let op, let lhs, let rhs)
    where cartographyDepth > 0 && Self.cartographyOperators.contains(op):
      if let value = cartographyBinary(op, lhs, rhs, scope, expression: expression) {
        return value
      }
      if ScreenTest.operators.contains(op) {
        return screenComparison(op, lhs, rhs, scope, at: at)
      }
      return arithmetic(op, evaluate(lhs, scope), evaluate(rhs, scope), at: at)
    case .binary(let op, let lhs, let rhs) where ScreenTest.operators.contains(op):
      return screenComparison(op, lhs, rhs, scope, at: at)
    case .binary(let op, let lhs, let rhs):
      let left = evaluate(lhs, scope)
      if op == "&&", left.truth == false { return .boolean(false) }
      if op == "||", left.truth == true { return .boolean(true) }
      if op == "??" {
        if case .none = left { return evaluate(rhs, scope) }
        return left
      }
      return arithmetic(op, left, evaluate(rhs, scope), at: at)
    case .unary(let op, let operand):
      return unaryValue(op, evaluate(operand, scope), expression)
    case .conditional(let condition, let then, let otherwise):
      let test = evaluate(condition, scope)
      switch test {
      case .boolean(let truth): return evaluate(truth ? then : otherwise, scope)
      case .unknown(let unknown):
        let a = evaluate(then, scope)
        let b = evaluate(otherwise, scope)
        if a == b, a.unknown == nil { return a }
        return .unknown(
          Unknown(
            reason: "'\(condition.text)' is not known statically (\(unknown.reason))",
            position: unknown.position))
      default:
        return unknown("'\(condition.text)' is not a known boolean", at: at)
      }
    case .array(let elements):
      return .array(elements.map { evaluate($0, scope) })
    case .interpolation(let parts):
      // `"v\(index)"`: known when every part is; a number only from a local bound to an `Int`
      // (a `Double` or `CGFloat` would print `0.0`, and the interpreter keeps no number's type).
      var text = ""
      for part in parts {
        switch evaluate(part, scope) {
        case .string(let piece):
          text += piece
        case .number(let number)
        where number == number.rounded() && abs(number) < 1e15 && Self.isIntegerLocal(part, scope):
          text += String(Int(number))
        case .unknown(let unknown):
          return .unknown(unknown)
        default:
          return unknown(
            "the interpolation '\(part.text)' in '\(expression.text)' is not known as text", at: at)
        }
      }
      return .string(text)
    case .dictionary(let items):
      var result: [String: CodeValue] = [:]
      var index = 0
      while index + 1 < items.count {
        guard case .string(let key) = evaluate(items[index], scope) else {
          return unknown("a dictionary whose keys are not literal strings", at: at)
        }
        result[key] = evaluate(items[index + 1], scope)
        index += 2
      }
      return .dictionary(result)
    case .unknown(let text):
      return unknown("'\(text)' is not understood", at: at)
    }
  }

  /// `op value` for the unary `expression`.
  func unaryValue(_ op: String, _ value: CodeValue, _ expression: CodeExpression) -> CodeValue {
    switch (op, value) {
    case ("-", .number(let number)): return .number(-number)
    case ("+", .number(let number)): return .number(number)
    case ("!", .boolean(let truth)): return .boolean(!truth)
    case ("!", .none): return .boolean(true)
    case ("!", .view), ("!", .object), ("!", .constraint): return .boolean(false)
    case (_, .unknown): return value
    default: return unknown("'\(expression.text)' is not understood", at: expression.position)
    }
  }

  func arithmetic(_ op: String, _ left: CodeValue, _ right: CodeValue, at: CodePosition)
    -> CodeValue
  {
    if case .unknown = left { return left }
    if case .unknown = right { return right }
    switch (left, right) {
    case (.number(let a), .number(let b)):
      switch op {
      case "+": return .number(a + b)
      case "-": return .number(a - b)
      case "*": return .number(a * b)
      case "/":
        return b == 0 ? unknown("a division by zero", at: at) : .number(a / b)
      case "==": return .boolean(abs(a - b) < 1e-9)
      case "!=": return .boolean(abs(a - b) >= 1e-9)
      case "<": return .boolean(a < b)
      case ">": return .boolean(a > b)
      case "<=": return .boolean(a <= b)
      case ">=": return .boolean(a >= b)
      default: return unknown("the operator '\(op)'", at: at)
      }
    case (.boolean(let a), .boolean(let b)):
      switch op {
      case "&&": return .boolean(a && b)
      case "||": return .boolean(a || b)
      case "==": return .boolean(a == b)
      case "!=": return .boolean(a != b)
      default: return unknown("the operator '\(op)'", at: at)
      }
    case (.enumCase(let a), .enumCase(let b)) where op == "==" || op == "!=":
      // Two cases of an enumeration (`statusBarOrientation == UIInterfaceOrientationPortrait`):
      // the same case or not (Swift compares an enumeration's cases by identity; an
      // Objective-C `NS_ENUM`'s names are its distinct values).
      return .boolean((a == b) == (op == "=="))
    case (.string(let a), .string(let b)):
      switch op {
      case "+": return .string(a + b)
      case "==": return .boolean(a == b)
      case "!=": return .boolean(a != b)
      default: return unknown("the operator '\(op)'", at: at)
      }
    case (.view(let a), .view(let b)):
      // The identity of two views the reader made (`self.titlesV.superview == self.view`):
      // each made view is one index, so equal indices are the same object.
      switch op {
      case "==", "===": return .boolean(a == b)
      case "!=", "!==": return .boolean(a != b)
      default: return unknown("the operator '\(op)' on views", at: at)
      }
    case (.none, .none):
      return op == "==" ? .boolean(true) : op == "!=" ? .boolean(false) : unknown("'\(op)'", at: at)
    case (.none, _), (_, .none):
      if op == "==" { return .boolean(false) }
      if op == "!=" { return .boolean(true) }
      return unknown("an operation on nil", at: at)
    default:
      return unknown("the operator '\(op)' on values that are not numbers", at: at)
    }
  }

  // MARK: Names

  func lookupName(_ name: String, _ scope: Scope, at: CodePosition) -> CodeValue {
    if let local = scope.lookup(name) { return local }
    switch name {
    case "self": return scope.selfValue
    case "super": return scope.selfValue
    case "$0": return scope.lookup("$0") ?? unknown("'$0' is not known", at: at)
    case "CGAffineTransformIdentity": return .enumCase("identity")
    // Core Graphics' and UIKit's zero constants in Objective-C (Swift's `.zero`).
    case "CGRectZero": return .rect(x: 0, y: 0, width: 0, height: 0)
    case "CGPointZero": return .point(x: 0, y: 0)
    case "CGSizeZero": return .size(width: 0, height: 0)
    case "UIEdgeInsetsZero": return .insets(top: 0, left: 0, bottom: 0, right: 0)
    // `UIInterfaceOrientation`'s Objective-C names (UIKit's `UIApplication.h`), as the Swift
    // cases the environment's orientation is named by (``applicationMember(_:at:)``).
    case "UIInterfaceOrientationPortrait": return .enumCase("portrait")
    case "UIInterfaceOrientationPortraitUpsideDown": return .enumCase("portraitUpsideDown")
    case "UIInterfaceOrientationLandscapeLeft": return .enumCase("landscapeLeft")
    case "UIInterfaceOrientationLandscapeRight": return .enumCase("landscapeRight")
    default: break
    }
    if let owner = scope.owner, owner.name.hasPrefix(CodeProgram.staticsPrefix) {
      // Code of a type's static member: its siblings by bare name.
      if let value = staticProperty(name, of: owner, at: at) { return value }
    } else if let owner = scope.owner,
      let value = property(name, of: owner, for: scope.selfValue, at: at)
    {
      return value
    }
    if name == "Self", let owner = scope.owner {
      return .type(
        owner.name.hasPrefix(CodeProgram.staticsPrefix)
          ? String(owner.name.dropFirst(CodeProgram.staticsPrefix.count)) : owner.name)
    }
    // An Objective-C instance variable `_name` behind the property `name`: its storage.
    if name.hasPrefix("_"), let owner = scope.owner,
      program.property(String(name.dropFirst()), of: owner.name) != nil
    {
      return properties[selfKey(scope.selfValue)]?[String(name.dropFirst())] ?? .none
    }
    // A member of `self` written bare (`view`, `bounds`, `navigationItem`).
    switch scope.selfValue {
    case .controller:
      if Self.controllerMembers.contains(name) {
        return member(.controller, name, at: at, scope: scope)
      }
    case .view:
      if Self.viewMembers.contains(name) {
        return member(scope.selfValue, name, at: at, scope: scope)
      }
    case .rect, .size, .point, .insets:
      // In a geometry value's extension (``valueExtensionCall``): its own members bare
      // (`CGRect(x: minX, y: maxY, width: width, height: 0)`).
      let value = member(scope.selfValue, name, at: at, scope: scope)
      if value.unknown == nil { return value }
    default: break
    }
    if let target = program.resolvedTypeAlias(name, enclosing: scope.owner?.name) {
      // `u.inputContainerViewWith(…)` with `typealias u = Utilities` (fresh round V).
      return lookupName(target, scope, at: at)
    }
    if let path = program.staticTypePath(name, enclosing: scope.owner?.name),
      path != name
        || program.classes[name] == nil
    {
      // A type with static members, nested in the enclosing one first (`Size` in `ElloBar`).
      return .type(path)
    }
    if UIKitClasses.views[name] != nil || UIKitClasses.objects.contains(name)
      || program.classes[name] != nil || Self.knownTypes.contains(name)
    {
      return .type(name)
    }
    // An Objective-C instance variable the code assigned (``assign(_:_:_:statement:)``).
    if let stored = properties[selfKey(scope.selfValue)]?[Self.ivarKey(name)] { return stored }
    // A global variable of the files (`var Globals = GlobalFactory()`); when it has no value
    // here, lint's definition table may still evaluate the name (``evaluate(_:_:)``).
    if let globals = program.statics(CodeProgram.globalVariables),
      let value = staticProperty(name, of: globals, at: at)
    {
      return value
    }
    return unknown("'\(name)' is not known statically", at: at)
  }

  /// The static property `name` of the statics pseudo-class `type` (evaluated on first read in
  /// this environment and kept, as Swift initializes a `static let` once), or `nil` when it
  /// declares none. A computed one is evaluated at each read.
  func staticProperty(_ name: String, of type: CodeClass, at: CodePosition) -> CodeValue? {
    guard let declared = type.property(name) else { return nil }
    let key = type.name + "." + name
    if let stored = staticValues[key] { return stored }
    if let tooDeep = propertyNestingLimit(name, at: at) { return tooDeep }
    guard evaluatingProperty.insert(key).inserted else {
      return unknown("the static property '\(name)' reads itself", at: at)
    }
    defer { evaluatingProperty.remove(key) }
    let selfValue = CodeValue.type(String(type.name.dropFirst(CodeProgram.staticsPrefix.count)))
    let scope = Scope(selfValue: selfValue, owner: type)
    if let getter = declared.getter {
      return runBody(getter, scope)
    }
    guard let initializer = declared.initializer else {
      return unknown("the static property '\(name)' has no initial value", at: at)
    }
    var value = evaluate(initializer, scope)
    if case .closure(let closure) = value, isImmediatelyCalled(initializer) {
      value = runClosure(closure, arguments: [], selfValue: selfValue, owner: type)
    }
    staticValues[key] = value
    return value
  }

  static let controllerMembers: Set<String> = [
    "view", "navigationController", "navigationItem", "title", "edgesForExtendedLayout",
    "extendedLayoutIncludesOpaqueBars", "automaticallyAdjustsScrollViewInsets",
    "additionalSafeAreaInsets", "topLayoutGuide", "bottomLayoutGuide", "tableView",
    "collectionView", "tabBarController", "hidesBottomBarWhenPushed", "modalPresentationStyle",
    "traitCollection", "isViewLoaded", "parent", "presentingViewController",
  ]

  static let viewMembers: Set<String> = [
    "bounds", "frame", "safeAreaInsets", "safeAreaLayoutGuide", "layoutMarginsGuide",
    "readableContentGuide", "keyboardLayoutGuide", "topAnchor", "bottomAnchor", "leadingAnchor",
    "trailingAnchor", "leftAnchor", "rightAnchor", "widthAnchor", "heightAnchor",
    "centerXAnchor", "centerYAnchor", "snp", "superview", "layoutMargins", "center",
    "backgroundColor", "clipsToBounds", "isHidden", "alpha", "layer", "subviews",
    "translatesAutoresizingMaskIntoConstraints", "autoresizingMask", "contentInset",
  ]

  /// Where an Objective-C instance variable `name` is kept among an object's properties.
  static func ivarKey(_ name: String) -> String { "@ivar " + name }

  static let knownTypes: Set<String> = [
    "UIScreen", "NSLayoutConstraint", "CGRect", "CGSize", "CGPoint", "UIEdgeInsets", "CGFloat",
    "UILayoutPriority", "UIFont", "NSDirectionalEdgeInsets", "UIApplication", "CGAffineTransform",
  ]

  /// Unknown when ``maximumPropertyNesting`` properties are already being evaluated, each read by
  /// the next one's initializer (`let d1 = d0 + d0`, `let d2 = d1 + d1`, … thousands long, from
  /// the `gen-swift` fuzzer): deeper, the recursion would overflow the stack. Lint's definition
  /// table, which evaluates such chains without recursion, may still give the value.
  func propertyNestingLimit(_ name: String, at: CodePosition) -> CodeValue? {
    guard evaluatingProperty.count >= Self.maximumPropertyNesting else { return nil }
    return unknown(
      "'\(name)' is read through more than \(Self.maximumPropertyNesting) properties that read each other",
      at: at)
  }

  /// A property of `owner` (or of its superclasses in the program) for the instance `selfValue`:
  /// evaluated on first read, then kept.
  func property(_ name: String, of owner: CodeClass, for selfValue: CodeValue, at: CodePosition)
    -> CodeValue?
  {
    guard let (declaring, declared) = program.property(name, of: owner.name) else { return nil }
    let key = selfKey(selfValue)
    if let stored = properties[key]?[name] { return stored }
    if let getter = declared.getter {
      let scope = Scope(selfValue: selfValue, owner: declaring)
      guard evaluatingProperty.insert("\(key).\(name)").inserted else {
        return unknown("the property '\(name)' reads itself", at: at)
      }
      defer { evaluatingProperty.remove("\(key).\(name)") }
      if getter.count == 1, case .expression = getter[0].kind { return runBody(getter, scope) }
      run(getter, scope)
      return scope.returned
    }
    if declared.initializer == nil, properties[key]?[name] == nil,
      let (getterOwner, getter) = program.method(name, arguments: [], of: owner.name),
      evaluatingProperty.insert("\(key).\(name)").inserted
    {
      // An Objective-C lazy getter (`- (UIView *)header { if (!_header) {…} return _header; }`).
      defer { evaluatingProperty.remove("\(key).\(name)") }
      let value = invoke(getter, owner: getterOwner, selfValue: selfValue, arguments: [])
      bindName(value, name, byProperty: true)
      properties[key, default: [:]][name] = value
      return value
    }
    guard let initializer = declared.initializer else {
      // Declared without a value (set in an initializer the screen's code may not run, or an
      // implicitly unwrapped outlet): nil until assigned.
      if let stored = properties[key]?[name] { return stored }
      // An Objective-C object property no code of the program sets from outside (`vc.x = …`)
      // and the screen's own code has not set yet: `nil`, as `+alloc` left it — so a lazy
      // `if (self.cartView == nil) { self.cartView = [[CartView alloc] init]; }` runs (fresh
      // round Q: HappyGo's screens, each made this way).
      if declared.startsNil, !program.propertiesSetElsewhere.contains(name) {
        return CodeValue.none
      }
      return nil
    }
    if let tooDeep = propertyNestingLimit(name, at: at) { return tooDeep }
    guard evaluatingProperty.insert("\(key).\(name)").inserted else {
      return unknown("the property '\(name)' reads itself", at: at)
    }
    defer { evaluatingProperty.remove("\(key).\(name)") }
    let scope = Scope(selfValue: selfValue, owner: declaring)
    var value = evaluate(initializer, scope)
    if case .closure(let closure) = value, declared.isLazy || isImmediatelyCalled(initializer) {
      value = runClosure(closure, arguments: [], selfValue: selfValue, owner: declaring)
    }
    bindName(value, name, byProperty: true)
    properties[key, default: [:]][name] = value
    return value
  }

  func isImmediatelyCalled(_ expression: CodeExpression) -> Bool {
    if case .call(let callee, _, _) = expression.kind, case .closure = callee.kind { return true }
    return false
  }

  func runClosure(
    _ closure: CodeClosure, arguments: [CodeValue], selfValue: CodeValue, owner: CodeClass?,
    outer: Scope? = nil
  ) -> CodeValue {
    guard callDepth < Self.maximumCallDepth else {
      return .unknown(
        Unknown(reason: "closures nest too deeply", position: CodePosition(line: 1, column: 1)))
    }
    callDepth += 1
    defer { callDepth -= 1 }
    let scope = Scope(selfValue: selfValue, owner: owner)
    if let outer { scope.locals = outer.locals + [[:]] }
    for (index, value) in arguments.enumerated() {
      if index < closure.parameters.count {
        scope.declare(closure.parameters[index], value)
      }
      scope.declare("$\(index)", value)
    }
    run(closure.body, scope)
    // A closure that is a single expression returns it.
    if scope.returned == nil, closure.body.count == 1,
      case .expression(let expression) = closure.body[0].kind
    {
      return evaluate(expression, scope)
    }
    if let outer {
      // Locals of the enclosing body that the closure changed.
      for index in outer.locals.indices where index < scope.locals.count {
        for (name, _) in outer.locals[index] {
          if let value = scope.locals[index][name] { outer.locals[index][name] = value }
        }
      }
    }
    return scope.returned ?? .none
  }
}

extension CodeInterpreter {
  /// Whether `expression` is a bare local bound to an `Int` (``Scope/integerNames``).
  static func isIntegerLocal(_ expression: CodeExpression, _ scope: Scope) -> Bool {
    guard case .name(let name) = expression.kind else { return false }
    return scope.integerNames.contains(name)
  }
}
