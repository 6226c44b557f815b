import Foundation

/// Reads C / Objective-C expressions from tokens into ``LintExpression``s: numbers, strings,
/// identifiers, member access, calls, message sends (`[UIScreen mainScreen]`), casts, unary,
/// binary and `? :` operators. It does not fail: what it cannot read becomes
/// ``LintExpression/Kind/unknown(_:)`` and reading resumes at the next token.
///
/// ```swift
/// let tokens = CLexer.lex("SCREEN_HEIGHT == 812").tokens
/// CExpressionParser.parseAll(tokens[...])  // [binary("==", reference SCREEN_HEIGHT, number 812)]
/// ```
public struct CExpressionParser {
  private let tokens: [CToken]
  private var index: Int
  private let end: Int
  private let parameters: [String]
  private var depth = 0
  /// Where the expression being read went deeper than ``LintExpression/maximumHeight`` (nesting
  /// or a chain of operators): the rest of the tokens are not read, the result is `unknown` and
  /// `notes` gets a located note.
  private var droppedAt: SourcePosition?
  private let notes: ReaderNotes?

  /// A parser over `tokens`, with `parameters` the names of a function-like macro's parameters.
  public init(_ tokens: ArraySlice<CToken>, parameters: [String] = []) {
    self.init(tokens, parameters: parameters, notes: nil)
  }

  init(_ tokens: ArraySlice<CToken>, parameters: [String], notes: ReaderNotes?) {
    self.tokens = Array(tokens)
    self.index = 0
    self.end = self.tokens.count
    self.parameters = parameters
    self.notes = notes
  }

  /// Every expression in `tokens`, read one after another (tokens no expression starts with are
  /// skipped).
  public static func parseAll(_ tokens: ArraySlice<CToken>, parameters: [String] = [])
    -> [LintExpression]
  {
    parseAll(tokens, parameters: parameters, notes: nil)
  }

  static func parseAll(_ tokens: ArraySlice<CToken>, parameters: [String] = [], notes: ReaderNotes?)
    -> [LintExpression]
  {
    var parser = CExpressionParser(tokens, parameters: parameters, notes: notes)
    var result: [LintExpression] = []
    while parser.index < parser.end {
      let before = parser.index
      let expression = parser.parseExpression()
      if let dropped = parser.dropped() {
        // What is nested too deeply is not read, and neither is the rest of these tokens (one
        // statement or one macro body): reading on from the next token would go as deep again.
        result.append(dropped)
        break
      }
      if let expression { result.append(expression) }
      if parser.index == before { parser.index += 1 }
    }
    return result
  }

  /// One expression if `tokens` are exactly one, else `nil`.
  public static func parseWhole(_ tokens: ArraySlice<CToken>, parameters: [String] = [])
    -> LintExpression?
  {
    parseWhole(tokens, parameters: parameters, notes: nil)
  }

  static func parseWhole(
    _ tokens: ArraySlice<CToken>, parameters: [String] = [], notes: ReaderNotes?
  ) -> LintExpression? {
    var parser = CExpressionParser(tokens, parameters: parameters, notes: notes)
    let expression = parser.parseExpression()
    if let dropped = parser.dropped() { return dropped }
    guard let expression, parser.index == parser.end else { return nil }
    return expression
  }

  /// After a read that went too deep: the note (once) and an `unknown` standing for it.
  private mutating func dropped() -> LintExpression? {
    guard let position = droppedAt else { return nil }
    notes?.add(ReaderNotes.tooDeep("an expression"), at: position)
    index = end
    return LintExpression(.unknown("(nested too deeply)"), at: position)
  }

  /// Records that the read went too deep at the current token; returns `nil` so the read
  /// unwinds.
  private mutating func tooDeep() -> LintExpression? {
    if droppedAt == nil {
      droppedAt = current?.position ?? tokens.last?.position ?? SourcePosition(line: 0, column: 0)
    }
    index = end
    return nil
  }

  /// `node`, or nothing (and the read stops) when it is deeper than a reader keeps.
  private mutating func bounded(_ node: LintExpression) -> LintExpression? {
    guard node.isTooDeep else { return node }
    if droppedAt == nil { droppedAt = node.position }
    index = end
    return nil
  }

  private var current: CToken? { index < end ? tokens[index] : nil }

  private func peek(_ offset: Int) -> CToken? {
    index + offset < end ? tokens[index + offset] : nil
  }

  private static let binaryPrecedence: [String: Int] = [
    "||": 4, "&&": 5, "|": 6, "^": 7, "&": 8, "==": 9, "!=": 9, "<": 10, ">": 10, "<=": 10,
    ">=": 10, "<<": 11, ">>": 11, "+": 12, "-": 12, "*": 13, "/": 13, "%": 13,
  ]

  /// `a ? b : c` and binary operators.
  mutating func parseExpression(minimumPrecedence: Int = 0) -> LintExpression? {
    depth += 1
    defer { depth -= 1 }
    guard depth <= LintExpression.maximumHeight else { return tooDeep() }
    guard var lhs = parseUnary() else { return nil }
    while droppedAt == nil, let token = current, token.kind == .punctuator {
      if token.text == "?", minimumPrecedence <= 3 {
        index += 1
        // GNU `a ?: b`.
        if current?.isPunctuator(":") == true {
          index += 1
          guard let otherwise = parseExpression(minimumPrecedence: 3) else { return lhs }
          guard
            let node = bounded(LintExpression(.conditional(lhs, lhs, otherwise), at: lhs.position))
          else { return nil }
          lhs = node
          continue
        }
        guard let then = parseExpression(minimumPrecedence: 0),
          current?.isPunctuator(":") == true
        else { return lhs }
        index += 1
        guard let otherwise = parseExpression(minimumPrecedence: 3) else { return lhs }
        guard
          let node = bounded(LintExpression(.conditional(lhs, then, otherwise), at: lhs.position))
        else { return nil }
        lhs = node
        continue
      }
      guard let precedence = Self.binaryPrecedence[token.text], precedence >= minimumPrecedence
      else { break }
      index += 1
      guard let rhs = parseExpression(minimumPrecedence: precedence + 1) else { return lhs }
      guard let node = bounded(LintExpression(.binary(token.text, lhs, rhs), at: lhs.position))
      else { return nil }
      lhs = node
    }
    return droppedAt == nil ? lhs : nil
  }

  private mutating func parseUnary() -> LintExpression? {
    guard let token = current else { return nil }
    depth += 1
    defer { depth -= 1 }
    guard depth <= LintExpression.maximumHeight else { return tooDeep() }
    if token.kind == .punctuator, Self.isPrefixOperator(token.text) {
      index += 1
      guard let operand = parseUnary() else { return nil }
      // `&name` (an address, `static void *ctx = &ctx;`) stays an address of a name, which is
      // not the name's value (measurement T: a KVO context noted as referring to itself).
      if token.text == "&", case .reference = operand.kind {
        return LintExpression(.unary("&", operand), at: token.position)
      }
      if token.text == "*" || token.text == "&" || token.text == "+" { return operand }
      if token.text == "-", case .number(let value) = operand.kind {
        return LintExpression(.number(-value), at: token.position)
      }
      return LintExpression(.unary(token.text, operand), at: token.position)
    }
    if token.kind == .punctuator, token.text == "(", let castEnd = castEnd() {
      index = castEnd
      return parseUnary()
    }
    guard let primary = parsePrimary() else { return nil }
    return parsePostfix(primary)
  }

  /// The index after a cast `(Type)` / `(Type *)` at `index`, when the token after it starts an
  /// operand.
  private func castEnd() -> Int? {
    var offset = 1
    var sawType = false
    while let token = peek(offset) {
      if token.isPunctuator(")") { break }
      if token.kind == .identifier, Self.looksLikeType(token.text) || sawType {
        sawType = true
      } else if token.isPunctuator("*"), sawType {
      } else {
        return nil
      }
      offset += 1
    }
    guard sawType, peek(offset)?.isPunctuator(")") == true, let next = peek(offset + 1) else {
      return nil
    }
    let startsOperand =
      next.kind == .identifier || next.kind == .number || next.kind == .string
      || next.isPunctuator("(") || next.isPunctuator("[") || next.isPunctuator("-")
      || next.isPunctuator("!")
    return startsOperand ? index + offset + 1 : nil
  }

  static func looksLikeType(_ name: String) -> Bool {
    let cTypes: Set<String> = [
      "int", "float", "double", "long", "short", "unsigned", "signed", "char", "BOOL", "bool",
      "id", "void", "const", "volatile", "struct", "NSInteger", "NSUInteger", "CGFloat",
      "size_t", "typeof", "__typeof", "__typeof__",
    ]
    if cTypes.contains(name) { return true }
    for prefix in ["CG", "NS", "UI"] where name.hasPrefix(prefix) {
      // `UIScreen` alone is a class used as a receiver; casts name types such as `CGFloat`,
      // `NSString`. A capitalised identifier without operand use: keep types only.
      let rest = name.dropFirst(prefix.count)
      return rest.first?.isUppercase == true && !name.contains("Make")
        && !FactReader.isConstantName(name)
    }
    return false
  }

  private mutating func parsePrimary() -> LintExpression? {
    guard let token = current else { return nil }
    switch token.kind {
    case .number:
      index += 1
      guard let value = Self.numberValue(token.text) else {
        return LintExpression(.unknown(token.text), at: token.position)
      }
      return LintExpression(.number(value), at: token.position)
    case .string:
      index += 1
      var text = token.text
      // Adjacent literals concatenate.
      while let next = current, next.kind == .string {
        text += next.text
        index += 1
      }
      return LintExpression(.string(text), at: token.position)
    case .character:
      index += 1
      return LintExpression(.unknown("'\(token.text)'"), at: token.position)
    case .identifier:
      index += 1
      if let parameter = parameters.firstIndex(of: token.text) {
        return LintExpression(.parameter(parameter), at: token.position)
      }
      if let constant = FactReader.constant(token.text) {
        return LintExpression(constant, at: token.position)
      }
      if let fact = FactReader.fact(path: token.text) {
        return LintExpression(.fact(fact, path: token.text), at: token.position)
      }
      return LintExpression(.reference(token.text), at: token.position)
    case .punctuator:
      switch token.text {
      case "(":
        index += 1
        let inner = parseExpression()
        // Skip to the matching parenthesis (a comma expression or a statement expression).
        skipBalanced(until: ")")
        return inner.map { LintExpression($0.kind, at: token.position) }
          ?? LintExpression(.unknown("( )"), at: token.position)
      case "[":
        return parseMessage()
      case "@":
        index += 1
        // `@available(...)`, `@selector(...)`, `@[...]`, `@{...}`, `@(...)`, `@YES`.
        if let next = current, next.kind == .identifier {
          index += 1
          if next.text == "YES" { return LintExpression(.boolean(true), at: token.position) }
          if next.text == "NO" { return LintExpression(.boolean(false), at: token.position) }
          if next.text == "available", current?.isPunctuator("(") == true {
            index += 1
            let start = index
            skipBalanced(until: ")")
            return Self.availabilityTest(
              tokens[start..<Swift.max(start, index - 1)], at: token.position)
          }
          if current?.isPunctuator("(") == true {
            index += 1
            skipBalanced(until: ")")
          }
          return LintExpression(.unknown("@" + next.text), at: token.position)
        }
        if let next = current, next.isPunctuator("(") {
          index += 1
          let inner = parseExpression()
          skipBalanced(until: ")")
          return inner ?? LintExpression(.unknown("@()"), at: token.position)
        }
        if let next = current, next.isPunctuator("[") || next.isPunctuator("{") {
          index += 1
          skipBalanced(until: next.text == "[" ? "]" : "}")
        }
        return LintExpression(.unknown("@"), at: token.position)
      case "^":
        // A block literal: skip its parameters and body.
        index += 1
        if current?.isPunctuator("(") == true {
          index += 1
          skipBalanced(until: ")")
        }
        if current?.isPunctuator("{") == true {
          index += 1
          skipBalanced(until: "}")
        }
        return LintExpression(.unknown("^{}"), at: token.position)
      default:
        return nil
      }
    case .directive, .directiveEnd:
      return nil
    }
  }

  /// Moves past the closing `close` that matches an already consumed opener.
  private mutating func skipBalanced(until close: String) {
    var level = 0
    while let token = current {
      index += 1
      if token.kind == .punctuator {
        if ["(", "[", "{"].contains(token.text) {
          level += 1
        } else if [")", "]", "}"].contains(token.text) {
          if level == 0 { return }
          level -= 1
        }
      }
    }
  }

  private mutating func parsePostfix(_ base: LintExpression) -> LintExpression {
    var expression = base
    while let token = current, token.kind == .punctuator {
      if token.text == "." || token.text == "->" {
        guard let member = peek(1), member.kind == .identifier else { break }
        index += 2
        expression = Self.member(expression, member.text)
      } else if token.text == "(" {
        index += 1
        var arguments: [LintExpression] = []
        while let next = current, !next.isPunctuator(")") {
          let before = index
          if let argument = parseExpression() { arguments.append(argument) }
          if current?.isPunctuator(",") == true {
            index += 1
          } else if index == before || current?.isPunctuator(")") != true {
            skipBalanced(until: ")")
            index -= 1
            break
          }
        }
        if current?.isPunctuator(")") == true { index += 1 }
        expression = Self.call(expression, arguments, at: base.position)
      } else if token.text == "[" {
        index += 1
        let subscriptIndex = parseExpression()
        skipBalanced(until: "]")
        var suffix = "[]"
        if let subscriptIndex, case .number(let value) = subscriptIndex.kind {
          suffix = "[\(Int(value))]"
        }
        expression = Self.member(expression, suffix)
      } else {
        break
      }
    }
    return expression
  }

  /// `base.member` as a path (or a fact, when the path reads one).
  static func member(_ base: LintExpression, _ member: String) -> LintExpression {
    guard let basePath = path(of: base) else {
      // `f(x).member`: keep what the base reads (`x`) visible to the rules.
      return LintExpression(.call("." + member, [base]), at: base.position)
    }
    let joined = member.hasPrefix("[") ? basePath + member : basePath + "." + member
    if let fact = FactReader.fact(path: joined) {
      return LintExpression(.fact(fact, path: joined), at: base.position)
    }
    return LintExpression(.path(joined), at: base.position)
  }

  static func isPrefixOperator(_ text: String) -> Bool {
    switch text {
    case "-", "+", "!", "~", "*", "&": true
    default: false
    }
  }

  /// `=` or a compound assignment.
  static func isAssignment(_ text: String) -> Bool {
    switch text {
    case "=", "+=", "-=", "*=", "/=": true
    default: false
    }
  }

  /// The dotted path an expression reads, when it is a name or a path.
  static func path(of expression: LintExpression) -> String? {
    switch expression.kind {
    case .reference(let name): name
    case .path(let path): path
    case .fact(_, let path): path
    case .call(let name, let arguments) where arguments.isEmpty: name + "()"
    default: nil
    }
  }

  static func call(
    _ callee: LintExpression, _ arguments: [LintExpression], at position: SourcePosition
  )
    -> LintExpression
  {
    guard let name = path(of: callee) else {
      // `make.top.equalTo(view).offset(kNavBarHeight)`: a call on a call's result keeps its
      // arguments (and the receiver's) visible to the rules.
      if case .call(let member, let receiver) = callee.kind, member.hasPrefix(".") {
        return LintExpression(.call(member, receiver + arguments), at: position)
      }
      return LintExpression(.call("(call)", [callee] + arguments), at: position)
    }
    if name == "UI_USER_INTERFACE_IDIOM" {
      return LintExpression(.fact(.idiom, path: name), at: position)
    }
    // `CGRectGetWidth([UIScreen mainScreen].bounds)`: the screen's width, read as its member
    // (measurement L: YCLProject's `kScreenWidth`, whose size checks were lost once its
    // prefix header was read).
    // `CGRectGetHeight([[UIApplication sharedApplication] statusBarFrame])`: the status bar's
    // height, as `statusBarFrame.size.height` is (measurement W: "cannot evaluate:
    // 'UIApplication.sharedApplication.statusBarFrame' is not defined", and a sum of it and 44
    // said to stand in for the bar "with fixed numbers").
    if name == "CGRectGetWidth" || name == "CGRectGetHeight", arguments.count == 1,
      let rectangle = arguments.first,
      Shapes.isScreenRectangle(rectangle)
        || Self.path(of: rectangle)?.lastDotComponent.map({ $0 == "statusBarFrame" }) == true
    {
      let sized = member(rectangle, "size")
      let read = member(sized, name == "CGRectGetWidth" ? "width" : "height")
      return LintExpression(read.kind, at: position)
    }
    if let orientation = FactReader.orientationTest(name), let argument = arguments.first {
      return LintExpression(
        .binary("==", argument, LintExpression(.string(orientation), at: position)), at: position)
    }
    return LintExpression(.call(name, arguments), at: position)
  }

  /// `NSValue`'s and `NSNumber`'s unboxing getters: the value boxed.
  static let unboxingSelectors: Set<String> = [
    "UIEdgeInsetsValue", "CGRectValue", "CGSizeValue", "CGPointValue",
  ]

  /// `[receiver selector]` or `[receiver key:value key:value]`.
  private mutating func parseMessage() -> LintExpression? {
    guard let open = current else { return nil }
    index += 1
    guard let receiver = parseExpression() else {
      skipBalanced(until: "]")
      return LintExpression(.unknown("[ ]"), at: open.position)
    }
    guard let first = current, first.kind == .identifier else {
      // An array subscript `a[i]` reached as a primary, or something else.
      skipBalanced(until: "]")
      return LintExpression(.unknown("[ ]"), at: open.position)
    }
    if peek(1)?.isPunctuator("]") == true {
      index += 2
      // `[value UIEdgeInsetsValue]` unboxes an `NSValue`: the value it holds.
      if Self.unboxingSelectors.contains(first.text) {
        return LintExpression(receiver.kind, at: open.position)
      }
      let message = Self.member(receiver, first.text)
      return LintExpression(message.kind, at: open.position)
    }
    // `[keyWindow valueForKeyPath:@"safeAreaInsets"]` reads the property by key (key-value
    // coding): the member path (measurement L: breadtrip's `kWindowSafeAreaInset`).
    if first.text == "valueForKeyPath" || first.text == "valueForKey",
      peek(1)?.isPunctuator(":") == true, let key = peek(2), key.kind == .string,
      peek(3)?.isPunctuator("]") == true
    {
      let text = key.text.hasPrefix("@") ? String(key.text.dropFirst()) : key.text
      let name = text.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
      if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" }) {
        index += 4
        var message = receiver
        for part in name.split(separator: ".") { message = Self.member(message, String(part)) }
        return LintExpression(message.kind, at: open.position)
      }
    }
    var selector = ""
    var arguments = [receiver]
    while let part = current, !part.isPunctuator("]") {
      if part.kind == .identifier, peek(1)?.isPunctuator(":") == true {
        selector += part.text + ":"
        index += 2
      } else if part.isPunctuator(":") {
        selector += ":"
        index += 1
      } else {
        skipBalanced(until: "]")
        return LintExpression(
          .call(selector.isEmpty ? "?" : selector, arguments), at: open.position)
      }
      let before = index
      if let argument = parseExpression() { arguments.append(argument) }
      if index == before { break }
      // Variadic arguments: `, a, b`.
      while current?.isPunctuator(",") == true {
        index += 1
        _ = parseExpression()
      }
    }
    skipBalanced(until: "]")
    if let idiomTest = Self.modelNameTest(selector, arguments, at: open.position) {
      return idiomTest
    }
    if let model = Self.hardwareModelRead(selector, arguments, at: open.position) {
      return model
    }
    return LintExpression(.call(selector, arguments), at: open.position)
  }

  /// `@available(iOS 13.0, *)` as a test of the system version each catalog cell runs
  /// (`systemVersion >= 13`), true where every modelled iOS (11 and later) passes it, as Swift's
  /// `#available` is read (`SwiftReader`'s `availabilityTest`). Round V: a category's
  /// `- (BOOL)isIPhoneXSeries { if (@available(iOS 11.0, *)) { return …; } return NO; }` and
  /// every bar height chosen on it said "cannot evaluate: '@available' is not understood".
  static func availabilityTest(_ inner: ArraySlice<CToken>, at position: SourcePosition)
    -> LintExpression
  {
    var version: Double?
    let list = Array(inner)
    for (offset, token) in list.enumerated()
    where token.kind == .identifier && token.text == "iOS" && offset + 1 < list.count
      && list[offset + 1].kind == .number
    {
      let digits = list[offset + 1].text.prefix { $0.isNumber || $0 == "." }
      version = Double(digits.split(separator: ".").prefix(2).joined(separator: "."))
    }
    guard let version, version > 11 else { return LintExpression(.boolean(true), at: position) }
    return LintExpression(
      .binary(
        ">=",
        LintExpression(
          .fact(.systemVersion, path: "UIDevice.currentDevice.systemVersion"), at: position),
        LintExpression(.number(version), at: position)), at: position)
  }

  /// `[NSString stringWithCString:systemInfo.machine encoding:NSUTF8StringEncoding]` after
  /// `uname(&systemInfo)`: the hardware model identifier (`iPhone10,3`). `struct utsname`'s
  /// `machine` is the "hardware type" (`<sys/utsname.h>`), which on an iOS device is its model
  /// identifier. Read so, a comparison with identifiers is evaluated on the catalog
  /// (measurement P: "cannot evaluate: 'NSString' is not defined in the files linted" was said
  /// of a 63-identifier list).
  static func hardwareModelRead(
    _ selector: String, _ arguments: [LintExpression], at position: SourcePosition
  ) -> LintExpression? {
    guard
      ["stringWithCString:encoding:", "stringWithUTF8String:", "stringWithCString:"].contains(
        selector), arguments.count >= 2, let receiver = path(of: arguments[0]),
      receiver == "NSString", let source = path(of: arguments[1]),
      source == "machine" || source.hasSuffix(".machine")
    else { return nil }
    return LintExpression(.fact(.modelIdentifier, path: source), at: position)
  }

  /// `[[UIDevice currentDevice].model isEqualToString:@"iPad"]`: the device's model name
  /// (Apple: "Possible examples of model strings are @"iPhone" and @"iPod touch"", `UIDevice
  /// .model`), tested as the idiom it stands in for in a universal app, which the catalog lays
  /// out (measurement O: a monitoring app chose every chart's height so, 11 labels missed). The
  /// path says what was read.
  static func modelNameTest(
    _ selector: String, _ arguments: [LintExpression], at position: SourcePosition
  ) -> LintExpression? {
    guard selector == "isEqualToString:", arguments.count == 2,
      let receiver = path(of: arguments[0]),
      ["UIDevice.currentDevice.model", "UIDevice.currentDevice.localizedModel"].contains(receiver),
      case .string(let model) = arguments[1].kind
    else { return nil }
    let idiom: String
    switch model {
    case "iPad": idiom = "pad"
    case "iPhone", "iPod touch": idiom = "phone"
    default: return nil
    }
    return LintExpression(
      .binary(
        "==", LintExpression(.fact(.idiom, path: receiver), at: arguments[0].position),
        LintExpression(.string(idiom), at: arguments[1].position)), at: position)
  }

  /// The value of a C number literal (`64`, `44.0f`, `0x10`, `1e3`), or `nil`.
  static func numberValue(_ text: String) -> Double? {
    var body = Substring(text)
    let lower = text.lowercased()
    if lower.hasPrefix("0x") {
      let digits = body.dropFirst(2).prefix { $0.isHexDigit }
      return UInt64(digits, radix: 16).map(Double.init)
    }
    while let last = body.last, "fFlLuU".contains(last) { body = body.dropLast() }
    return Double(body)
  }
}

extension CExpressionParser {
  /// Whether `name` reads as a type in a cast (`CGFloat`, `UIView`, `int`), for readers that
  /// parse Objective-C expressions themselves (CodeScreens).
  public static func looksLikeTypeName(_ name: String) -> Bool { looksLikeType(name) }

  /// The value of a C number literal (`64`, `44.0f`, `0x10`), or `nil`.
  public static func numberLiteral(_ text: String) -> Double? { numberValue(text) }
}
