import SwiftSyntax

/// Converts swift-syntax expressions into ``LintExpression``s. Operator sequences (which the
/// parser leaves unfolded) are folded with Swift's standard precedence groups.
struct SwiftExpressionConverter {
  let converter: SourceLocationConverter
  /// Where what is nested too deeply is noted (``ReaderNotes``); `nil` drops it silently.
  var notes: ReaderNotes? = nil
  /// Whether the expression is in `extension UIScreen`, where `main`, `bounds` and
  /// `nativeBounds` are the main screen's (`class var width: CGFloat { main.bounds.width }`).
  var inScreenExtension = false
  /// File-scope constants naming `UIScreen.main` and the like (``SwiftReader/objectAliases(_:)``):
  /// a reference to one is that object's path.
  var objectAliases: [String: String] = [:]
  /// The UTF-8 text the tree was parsed from, when the caller has it: an unknown node's text
  /// is then read from it (``SyntaxText/prefix(_:_:source:)``).
  var source: [UInt8]? = nil

  /// The call a `base[keyPath: k]` subscript becomes: `[keyPath:](base, k)`.
  static let keyPathSubscript = "[keyPath:]"

  /// `base` read on by the key path `path` (`.height`): a member path, a device fact when it
  /// reads one; nil when `path` is not a key path literal's string.
  static func applyingKeyPath(_ base: LintExpression, _ path: LintExpression) -> LintExpression? {
    guard case .string(let text) = path.kind, text.hasPrefix(".") else { return nil }
    var result = base
    for name in text.dropFirst().split(separator: ".") {
      result = CExpressionParser.member(result, String(name))
    }
    return result
  }

  func position(_ node: some SyntaxProtocol) -> SourcePosition {
    let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
    return SourcePosition(line: location.line, column: location.column)
  }

  func unknown(_ node: some SyntaxProtocol) -> LintExpression {
    let text = source.map { SyntaxText.prefix(node, 60, source: $0) } ?? SyntaxText.prefix(node, 60)
    return LintExpression(.unknown(text), at: position(node))
  }

  /// A numeric literal's value, `_` separators dropped (without Foundation's
  /// `replacingOccurrences`, which goes through `NSString` on Linux).
  static func number(_ text: String) -> Double? {
    guard text.utf8.contains(UInt8(ascii: "_")) else { return Double(text) }
    return Double(String(text.filter { $0 != "_" }))
  }

  /// `node` as a ``LintExpression``, never deeper than ``LintExpression/maximumHeight``: what
  /// is nested deeper is `unknown` and noted.
  func convert(_ node: ExprSyntax, depth: Int = 0) -> LintExpression {
    guard depth < LintExpression.maximumHeight else { return dropped(node) }
    let result = convertNode(node, depth: depth)
    return result.isTooDeep ? dropped(node) : result
  }

  func dropped(_ node: some SyntaxProtocol) -> LintExpression {
    notes?.add(ReaderNotes.tooDeep("an expression"), at: position(node))
    return LintExpression(.unknown("(nested too deeply)"), at: position(node))
  }

  private func convertNode(_ node: ExprSyntax, depth: Int) -> LintExpression {
    let next = depth + 1
    if let literal = node.as(IntegerLiteralExprSyntax.self) {
      if let value = Self.number(literal.literal.text) {
        return LintExpression(.number(value), at: position(node))
      }
      return unknown(node)
    }
    if let literal = node.as(FloatLiteralExprSyntax.self) {
      if let value = Self.number(literal.literal.text) {
        return LintExpression(.number(value), at: position(node))
      }
      return unknown(node)
    }
    if let literal = node.as(BooleanLiteralExprSyntax.self) {
      return LintExpression(
        .boolean(literal.literal.tokenKind == .keyword(.true)), at: position(node))
    }
    if let literal = node.as(StringLiteralExprSyntax.self) {
      var text = ""
      for segment in literal.segments {
        guard let plain = segment.as(StringSegmentSyntax.self) else { return unknown(node) }
        text += plain.content.text
      }
      return LintExpression(.string(text), at: position(node))
    }
    if let reference = node.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      if inScreenExtension, let path = Self.screenMember(name) {
        return LintExpression(.path(path), at: position(node))
      }
      if let constant = FactReader.constant(name) {
        return LintExpression(constant, at: position(node))
      }
      if let object = objectAliases[name] {
        return LintExpression(.path(object), at: position(node))
      }
      return LintExpression(.reference(name), at: position(node))
    }
    if let member = node.as(MemberAccessExprSyntax.self) {
      let name = member.declName.baseName.text
      guard let base = member.base else {
        if let constant = FactReader.constant("." + name) {
          return LintExpression(constant, at: position(node))
        }
        return LintExpression(.unknown("." + name), at: position(node))
      }
      if inScreenExtension, base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self",
        let path = Self.screenMember(name)
      {
        return LintExpression(.path(path), at: position(node))
      }
      let baseExpression = convert(base, depth: next)
      // `(isX ? 88 : 64).FloatValue`, `83.cgFloat`: a number converted by an app's extension
      // keeps its value.
      if base.is(TupleExprSyntax.self) || base.is(IntegerLiteralExprSyntax.self)
        || base.is(FloatLiteralExprSyntax.self),
        Self.numberConversions.contains(name.lowercased())
      {
        return baseExpression
      }
      if let property = DeviceKitModel.property(name, of: baseExpression, at: position(node)) {
        return property
      }
      if let path = CExpressionParser.path(of: baseExpression),
        let constant = FactReader.constant(path + "." + name)
      {
        return LintExpression(constant, at: baseExpression.position)
      }
      if name == "isLandscape" || name == "isPortrait",
        let orientation = FactReader.orientationTest(name)
      {
        return LintExpression(
          .binary("==", baseExpression, LintExpression(.string(orientation), at: position(node))),
          at: baseExpression.position)
      }
      return CExpressionParser.member(baseExpression, name)
    }
    if let call = node.as(FunctionCallExprSyntax.self) {
      if let window = windowCollectionStep(call, depth: next) { return window }
      if let sizes = screenRectangleEquality(call, depth: next) { return sizes }
      let callee = convert(call.calledExpression, depth: next)
      let arguments = call.arguments.map { convert($0.expression, depth: next) }
      if let deviceKit = deviceKitCall(call, callee: callee, arguments: arguments, depth: next) {
        return deviceKit
      }
      // `CGFloat(x)`, `Bool(x)`: a conversion of one unlabelled value is that value
      // (measurement K: DYLive's `let kIsPhoneX = Bool(kScreenW >= 375.0 && kScreenH >= 812.0
      // && KIsPhone)` and the bar constants chosen by it were "cannot evaluate: 'Bool'").
      if let name = CExpressionParser.path(of: callee),
        ["CGFloat", "Double", "Float", "Int", "Bool"].contains(name), arguments.count == 1,
        call.arguments.first?.label == nil, let only = arguments.first
      {
        // `Int(screen_width / screen_height * 100)` keeps the integer part of what it computes
        // (Swift's `Int.init(_: Double)` rounds toward zero): measurement T's aspect-ratio notch
        // test, `== 46`, was called false on the 390 × 844 iPhone 17e, where it is 46.2 → 46.
        // A name or a fact converted stays itself (a screen's points are whole in the catalog).
        if name == "Int", case .binary(let op, _, _) = only.kind, ["/", "*"].contains(op) {
          return LintExpression(.call("trunc", [only]), at: only.position)
        }
        return only
      }
      return CExpressionParser.call(callee, arguments, at: callee.position)
    }
    if let subscriptCall = node.as(SubscriptCallExprSyntax.self) {
      let base = convert(subscriptCall.calledExpression, depth: next)
      // `size[keyPath: dimension]`: read on by the key path it is given (a helper's parameter,
      // `isSmallScreen(threshold: 680, for: \.height)`; measurement H).
      if subscriptCall.arguments.count == 1, let first = subscriptCall.arguments.first,
        first.label?.text == "keyPath"
      {
        return LintExpression(
          .call(Self.keyPathSubscript, [base, convert(first.expression, depth: next)]),
          at: base.position)
      }
      var suffix = "[]"
      if let first = subscriptCall.arguments.first,
        let literal = first.expression.as(IntegerLiteralExprSyntax.self)
      {
        suffix = "[\(literal.literal.text)]"
      }
      return CExpressionParser.member(base, suffix)
    }
    // `\.height`: the member names of a key path without a root, as a string `.height`.
    if let keyPath = node.as(KeyPathExprSyntax.self), keyPath.root == nil {
      var names: [String] = []
      for component in keyPath.components {
        guard let property = component.component.as(KeyPathPropertyComponentSyntax.self) else {
          return unknown(node)
        }
        names.append(property.declName.baseName.text)
      }
      guard !names.isEmpty else { return unknown(node) }
      return LintExpression(.string("." + names.joined(separator: ".")), at: position(node))
    }
    // `NSLayoutConstraint.activate([a, b])`: the elements stay visible to the rules.
    if let array = node.as(ArrayExprSyntax.self) {
      return LintExpression(
        .call("[]", array.elements.map { convert($0.expression, depth: next) }),
        at: position(node))
    }
    if let tuple = node.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first
    {
      return convert(only.expression, depth: next)
    }
    if let optional = node.as(OptionalChainingExprSyntax.self) {
      return convert(optional.expression, depth: next)
    }
    if let forced = node.as(ForceUnwrapExprSyntax.self) {
      return convert(forced.expression, depth: next)
    }
    if let tried = node.as(TryExprSyntax.self) { return convert(tried.expression, depth: next) }
    if let awaited = node.as(AwaitExprSyntax.self) {
      return convert(awaited.expression, depth: next)
    }
    if let cast = node.as(AsExprSyntax.self) { return convert(cast.expression, depth: next) }
    if let prefix = node.as(PrefixOperatorExprSyntax.self) {
      let operand = convert(prefix.expression, depth: next)
      let op = prefix.operator.text
      if op == "-", case .number(let value) = operand.kind {
        return LintExpression(.number(-value), at: position(node))
      }
      return LintExpression(.unary(op, operand), at: position(node))
    }
    if let ternary = node.as(TernaryExprSyntax.self) {
      return LintExpression(
        .conditional(
          convert(ternary.condition, depth: next), convert(ternary.thenExpression, depth: next),
          convert(ternary.elseExpression, depth: next)), at: position(node))
    }
    if let infix = node.as(InfixOperatorExprSyntax.self) {
      let lhs = convert(infix.leftOperand, depth: next)
      let rhs = convert(infix.rightOperand, depth: next)
      let op = SyntaxText.trimmed(infix.operator)
      return DeviceKitModel.comparison(op, lhs, rhs)
        ?? Self.modelNameTest(op, lhs, rhs)
        ?? LintExpression(.binary(op, lhs, rhs), at: lhs.position)
    }
    if let sequence = node.as(SequenceExprSyntax.self) {
      return fold(Array(sequence.elements), depth: next)
    }
    return unknown(node)
  }

  /// A step of a query over the app's scenes or windows, read as the path it selects
  /// (`connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap(\.windows)
  /// .first(where: \.isKeyWindow)` is `connectedScenes.windows.first`, `windows.filter {
  /// $0.isKeyWindow }.first` is `windows.first`): a global window, whichever one the query
  /// picks, as `keyWindow` and `windows.first` are read.
  func windowCollectionStep(_ call: FunctionCallExprSyntax, depth: Int) -> LintExpression? {
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      let base = member.base
    else { return nil }
    let name = member.declName.baseName.text
    if Self.predicateSteps.contains(name) { return windowPredicate(call, base: base, depth: depth) }
    guard Self.collectionSteps.contains(name) else { return nil }
    let baseExpression = convert(base, depth: depth)
    guard let path = CExpressionParser.path(of: baseExpression),
      path.includes("windows") || path.includes("connectedScenes")
    else { return nil }
    switch name {
    case "first", "last":
      return CExpressionParser.member(baseExpression, name)
    case "flatMap":
      let text = call.arguments.description + (call.trailingClosure?.description ?? "")
      return text.includes("windows")
        ? CExpressionParser.member(baseExpression, "windows") : baseExpression
    default:
      return baseExpression
    }
  }

  /// A predicate asked of the app's windows (`windows.contains { $0.safeAreaInsets.bottom > 0
  /// }`, an app's own `windows.any { … }`): the predicate read of one global window, as
  /// `windows.first` is read (the windows of an app's scene share its screen's safe area;
  /// measurement J: SchafKit's `hasNotch`). Only a closure of one expression over `$0`.
  func windowPredicate(_ call: FunctionCallExprSyntax, base: ExprSyntax, depth: Int)
    -> LintExpression?
  {
    let baseExpression = convert(base, depth: depth)
    guard let path = CExpressionParser.path(of: baseExpression), path.hasSuffix("windows") else {
      return nil
    }
    let closure =
      call.trailingClosure
      ?? call.arguments.first.flatMap { $0.expression.as(ClosureExprSyntax.self) }
    guard let closure, closure.signature == nil, closure.statements.count == 1,
      let body = closure.statements.first?.item.as(ExprSyntax.self)
        ?? closure.statements.first?.item.as(ExpressionStmtSyntax.self)?.expression
    else { return nil }
    let predicate = convert(body, depth: depth)
    let window = CExpressionParser.path(of: CExpressionParser.member(baseExpression, "first"))
    guard let window else { return nil }
    var substituted = false
    let result = Self.replacingClosureArgument(predicate, with: window, substituted: &substituted)
    return substituted ? result : nil
  }

  /// `expression` with every path from `$0` read from `receiver` instead.
  static func replacingClosureArgument(
    _ expression: LintExpression, with receiver: String, substituted: inout Bool
  ) -> LintExpression {
    var result = expression
    switch expression.kind {
    case .fact(_, let path), .path(let path), .reference(let path):
      guard path.hasPrefix("$0.") else { break }
      let joined = receiver + path.dropFirst(2)
      substituted = true
      if let fact = FactReader.fact(path: joined) {
        result.kind = .fact(fact, path: joined)
      } else {
        result.kind = .path(joined)
      }
    case .unary(let op, let operand):
      result.kind = .unary(
        op, replacingClosureArgument(operand, with: receiver, substituted: &substituted))
    case .binary(let op, let lhs, let rhs):
      let left = replacingClosureArgument(lhs, with: receiver, substituted: &substituted)
      let right = replacingClosureArgument(rhs, with: receiver, substituted: &substituted)
      result.kind = .binary(op, left, right)
    default: break
    }
    return result
  }

  /// Methods asking a predicate of every element (SchafKit's `any` is its own `contains(where:)`).
  static let predicateSteps: Set<String> = ["contains", "any", "allSatisfy"]

  /// Collection methods a scene or window query is made of (filtering keeps the collection).
  static let collectionSteps: Set<String> = [
    "filter", "compactMap", "map", "flatMap", "first", "last", "sorted", "reversed",
  ]

  /// `main`, `bounds`, `nativeBounds` inside `extension UIScreen`, as the main screen's.
  /// Members that turn a number into another numeric type (lower-cased): `FloatValue`,
  /// `cgFloat`, `doubleValue`…
  static let numberConversions: Set<String> = [
    "floatvalue", "cgfloatvalue", "doublevalue", "cgfloat", "float", "double", "f", "cg",
  ]

  static func screenMember(_ name: String) -> String? {
    switch name {
    case "main": "UIScreen.main"
    case "bounds", "nativeBounds": "UIScreen.main." + name
    default: nil
    }
  }

  /// DeviceKit's calls (``DeviceKitModel``): `.simulator(x)` is `x`; `d.isOneOf(list)` and
  /// `Device.allDevicesWithSensorHousing.contains(d)` are what the list tests.
  func deviceKitCall(
    _ call: FunctionCallExprSyntax, callee: LintExpression, arguments: [LintExpression],
    depth: Int
  ) -> LintExpression? {
    guard arguments.count == 1, let argument = arguments.first else { return nil }
    if case .unknown(".simulator") = callee.kind { return argument }
    guard let name = CExpressionParser.path(of: callee) else { return nil }
    if name.hasSuffix(".isOneOf") {
      let receiver = LintExpression(.path(String(name.dropLast(8))), at: callee.position)
      let cases = call.arguments.first?.expression.as(ArrayExprSyntax.self).map {
        $0.elements.map { convert($0.expression, depth: depth) }
      }
      return DeviceKitModel.isOneOf(device: receiver, argument: argument, cases: cases)
    }
    if name.hasSuffix(".contains"), DeviceKitModel.isDevice(argument) {
      let group = LintExpression(.path(String(name.dropLast(9))), at: callee.position)
      return DeviceKitModel.group(group, device: argument)
    }
    return nil
  }

  // MARK: Folding

  /// An operator of a sequence: its spelling, precedence and whether it groups to the right.
  enum Operator {
    case binary(String)
    case ternary(ExprSyntax)
    case cast
    case assignment

    var precedence: Int {
      switch self {
      case .assignment: 0
      case .ternary: 1
      case .cast: 8
      case .binary(let op):
        switch op {
        case "||": 2
        case "&&": 3
        case "==", "!=", "<", ">", "<=", ">=", "===", "!==", "~=": 4
        case "??": 5
        case "..<", "...": 5
        case "+", "-", "|", "^", "&+", "&-": 6
        case "*", "/", "%", "&", "&*": 7
        case "<<", ">>": 9
        default: 5
        }
      }
    }

    var rightAssociative: Bool {
      switch self {
      case .assignment, .ternary: true
      case .binary(let op): op == "??"
      case .cast: false
      }
    }
  }

  func fold(_ elements: [ExprSyntax], depth: Int) -> LintExpression {
    var operands: [ExprSyntax] = []
    var operators: [Operator] = []
    var index = 0
    while index < elements.count {
      let element = elements[index]
      if index % 2 == 0 {
        operands.append(element)
      } else if let binary = element.as(BinaryOperatorExprSyntax.self) {
        operators.append(.binary(binary.operator.text))
      } else if let ternary = element.as(UnresolvedTernaryExprSyntax.self) {
        operators.append(.ternary(ternary.thenExpression))
      } else if element.is(AssignmentExprSyntax.self) {
        operators.append(.assignment)
      } else if element.is(UnresolvedAsExprSyntax.self) || element.is(UnresolvedIsExprSyntax.self) {
        operators.append(.cast)
      } else {
        operators.append(.binary("?"))
      }
      index += 1
    }
    guard !operands.isEmpty, operators.count == operands.count - 1 else {
      return unknown(SequenceExprSyntax(elements: ExprListSyntax(elements)))
    }
    // A sequence of thousands of operators (a generated sum, a chain of `??` or `? :`) folds
    // into a tree as deep as it is long: not read, noted.
    if operators.count >= LintExpression.maximumHeight, let first = operands.first {
      notes?.add(
        "an expression of \(operators.count) operators is not read (more than "
          + "\(LintExpression.maximumHeight - 1)); findings in it may be missing",
        at: position(first))
      return LintExpression(.unknown("(too many operators)"), at: position(first))
    }
    var position = 0
    return foldRange(operands, operators, &position, minimum: 0, depth: depth)
  }

  /// Precedence climbing over `operands[position...]`.
  func foldRange(
    _ operands: [ExprSyntax], _ operators: [Operator], _ position: inout Int, minimum: Int,
    depth: Int
  ) -> LintExpression {
    var lhs = convert(operands[position], depth: depth)
    while position < operators.count {
      let op = operators[position]
      guard op.precedence >= minimum else { break }
      position += 1
      let nextMinimum = op.rightAssociative ? op.precedence : op.precedence + 1
      let rhs = foldRange(operands, operators, &position, minimum: nextMinimum, depth: depth)
      switch op {
      case .binary(let text):
        lhs =
          DeviceKitModel.comparison(text, lhs, rhs)
          ?? Self.modelNameTest(text, lhs, rhs)
          ?? LintExpression(.binary(text, lhs, rhs), at: lhs.position)
      case .ternary(let then):
        lhs = LintExpression(
          .conditional(lhs, convert(then, depth: depth), rhs), at: lhs.position)
      case .cast:
        break  // `x as CGFloat`: the value of `x`
      case .assignment:
        lhs = rhs
      }
    }
    return lhs
  }

  /// `UIScreen.main.bounds.equalTo(CGRect(x: 0, y: 0, width: 375, height: 812))`: the screen's
  /// bounds always start at (0, 0), so with a zero origin this is the comparison of the
  /// screen's size with (375, 812) — read as `CGSizeEqualToSize(UIScreen.main.bounds.size,
  /// CGSize(375, 812))` (measurement L: fzg's `isIphoneX()` was not a size check, and the bar
  /// heights chosen on it could not be evaluated). Any other rectangle is left as it is.
  func screenRectangleEquality(_ call: FunctionCallExprSyntax, depth: Int) -> LintExpression? {
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "equalTo", let base = member.base,
      call.arguments.count == 1, call.arguments.first?.label == nil,
      let rectangle = call.arguments.first?.expression.as(FunctionCallExprSyntax.self),
      ["CGRect", "CGRectMake"].contains(SyntaxText.trimmed(rectangle.calledExpression)),
      rectangle.arguments.count == 4
    else { return nil }
    let receiver = convert(base, depth: depth)
    guard Shapes.isScreenRectangle(receiver) else { return nil }
    let values = rectangle.arguments.map { convert($0.expression, depth: depth) }
    guard case .number(0) = values[0].kind, case .number(0) = values[1].kind,
      let path = CExpressionParser.path(of: receiver)
    else { return nil }
    let at = receiver.position
    let size = LintExpression(.fact(.screenSize, path: path + ".size"), at: at)
    let literal = LintExpression(
      .call("CGSizeMake", [values[2], values[3]]), at: values[2].position)
    return LintExpression(.call("CGSizeEqualToSize", [size, literal]), at: at)
  }
}
