import HeadlessUIKit

/// A view's `frame:`: the superview's bounds, or four expressions `[x, y, width, height]`.
public enum FrameSpec: Hashable, Sendable, CustomStringConvertible {
  /// `frame: bounds` — the superview's bounds when the view is created.
  case bounds
  /// `frame: [x, y, width, height]`.
  case rect(x: FrameExpression, y: FrameExpression, width: FrameExpression, height: FrameExpression)

  /// The names the frame reads, sorted in ``FrameName`` order, without repeats.
  public var referencedNames: [FrameName] {
    switch self {
    case .bounds: []
    case .rect(let x, let y, let width, let height):
      Set([x, y, width, height].flatMap(\.referencedNames)).sorted()
    }
  }

  /// Whether the frame reads `safeArea.*`: the runtime applies it again whenever the owning
  /// controller's root-view safe area changes (as a `viewSafeAreaInsetsDidChange` override
  /// would).
  public var usesSafeArea: Bool { referencedNames.contains { $0.isSafeArea } }

  /// `bounds` or `[x, y, width, height]` with each expression rendered.
  public var description: String {
    switch self {
    case .bounds: "bounds"
    case .rect(let x, let y, let width, let height): "[\(x), \(y), \(width), \(height)]"
    }
  }
}

/// A name that a frame expression can read.
public enum FrameName: String, Hashable, Sendable, CaseIterable, Comparable {
  /// `screen.width`: the device's screen width in the current orientation.
  case screenWidth = "screen.width"
  /// `screen.height`: the device's screen height in the current orientation.
  case screenHeight = "screen.height"
  /// `superview.width`: the superview's bounds width when the view is created.
  case superviewWidth = "superview.width"
  /// `superview.height`: the superview's bounds height when the view is created.
  case superviewHeight = "superview.height"
  /// `safeArea.top`: the owning controller's root-view `safeAreaInsets.top`.
  case safeAreaTop = "safeArea.top"
  /// `safeArea.left`
  case safeAreaLeft = "safeArea.left"
  /// `safeArea.bottom`
  case safeAreaBottom = "safeArea.bottom"
  /// `safeArea.right`
  case safeAreaRight = "safeArea.right"

  /// Whether this is one of the `safeArea.*` names.
  public var isSafeArea: Bool {
    switch self {
    case .safeAreaTop, .safeAreaLeft, .safeAreaBottom, .safeAreaRight: true
    default: false
    }
  }

  /// Orders as declared: screen, superview, then safe area.
  public static func < (lhs: FrameName, rhs: FrameName) -> Bool {
    let order = FrameName.allCases
    return (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
  }
}

/// The values of the names a frame expression can read.
public struct FrameContext: Hashable, Sendable {
  /// `screen.width`
  public var screenWidth: Double
  /// `screen.height`
  public var screenHeight: Double
  /// `superview.width`
  public var superviewWidth: Double
  /// `superview.height`
  public var superviewHeight: Double
  /// `safeArea.top`, `.left`, `.bottom`, `.right`
  public var safeArea: InsetsSpec

  /// Creates a context.
  public init(
    screenWidth: Double, screenHeight: Double, superviewWidth: Double, superviewHeight: Double,
    safeArea: InsetsSpec = InsetsSpec(top: 0, left: 0, bottom: 0, right: 0)
  ) {
    self.screenWidth = screenWidth
    self.screenHeight = screenHeight
    self.superviewWidth = superviewWidth
    self.superviewHeight = superviewHeight
    self.safeArea = safeArea
  }

  /// The value of a name.
  public subscript(name: FrameName) -> Double {
    switch name {
    case .screenWidth: screenWidth
    case .screenHeight: screenHeight
    case .superviewWidth: superviewWidth
    case .superviewHeight: superviewHeight
    case .safeAreaTop: safeArea.top
    case .safeAreaLeft: safeArea.left
    case .safeAreaBottom: safeArea.bottom
    case .safeAreaRight: safeArea.right
    }
  }
}

/// An arithmetic expression in one number of a `frame:`: `+ - * /`, unary minus, parentheses,
/// numbers and the ``FrameName``s.
///
/// ```swift
/// let x = try FrameExpression.parse("(screen.width - 60) / 2")
/// x.evaluate(context)  // 157.5 on a 375-point-wide screen
/// ```
public indirect enum FrameExpression: Hashable, Sendable, CustomStringConvertible {
  /// A binary operator.
  public enum Operator: String, Hashable, Sendable {
    /// `+`
    case add = "+"
    /// `-`
    case subtract = "-"
    /// `*`
    case multiply = "*"
    /// `/`
    case divide = "/"

    var precedence: Int { self == .add || self == .subtract ? 1 : 2 }
  }

  /// A literal number.
  case number(Double)
  /// A name such as `screen.width`.
  case name(FrameName)
  /// `-operand`
  case negate(FrameExpression)
  /// `lhs op rhs`
  case binary(Operator, FrameExpression, FrameExpression)

  /// The value of the expression with the names taken from `context`. Division by zero gives
  /// an infinite or NaN result, as `Double` division does.
  public func evaluate(_ context: FrameContext) -> Double {
    switch self {
    case .number(let value): value
    case .name(let name): context[name]
    case .negate(let operand): -operand.evaluate(context)
    case .binary(let op, let lhs, let rhs):
      switch op {
      case .add: lhs.evaluate(context) + rhs.evaluate(context)
      case .subtract: lhs.evaluate(context) - rhs.evaluate(context)
      case .multiply: lhs.evaluate(context) * rhs.evaluate(context)
      case .divide: lhs.evaluate(context) / rhs.evaluate(context)
      }
    }
  }

  /// The names the expression reads, sorted in ``FrameName`` order, without repeats.
  public var referencedNames: [FrameName] {
    var names = Set<FrameName>()
    collectNames(into: &names)
    return names.sorted()
  }

  /// Whether the expression reads `safeArea.*`.
  public var usesSafeArea: Bool { referencedNames.contains { $0.isSafeArea } }

  private func collectNames(into names: inout Set<FrameName>) {
    switch self {
    case .number: break
    case .name(let name): names.insert(name)
    case .negate(let operand): operand.collectNames(into: &names)
    case .binary(_, let lhs, let rhs):
      lhs.collectNames(into: &names)
      rhs.collectNames(into: &names)
    }
  }

  /// The expression as text, with only the parentheses it needs: `(screen.width - 60) / 2`.
  public var description: String { render(parentPrecedence: 0, isRightOperand: false) }

  private func render(parentPrecedence: Int, isRightOperand: Bool) -> String {
    switch self {
    case .number(let value): return formatNumber(value)
    case .name(let name): return name.rawValue
    case .negate(let operand):
      return "-" + operand.render(parentPrecedence: 3, isRightOperand: false)
    case .binary(let op, let lhs, let rhs):
      let text =
        lhs.render(parentPrecedence: op.precedence, isRightOperand: false) + " \(op.rawValue) "
        + rhs.render(parentPrecedence: op.precedence, isRightOperand: true)
      let needsParentheses =
        op.precedence < parentPrecedence || (op.precedence == parentPrecedence && isRightOperand)
      return needsParentheses ? "(\(text))" : text
    }
  }

  /// Parses an expression.
  ///
  /// - Throws: ``SyntaxError`` with the offset, in Unicode scalars from the start of `text`, of
  ///   the offending character.
  public static func parse(_ text: String) throws(SyntaxError) -> FrameExpression {
    var parser = FrameExpressionParser(text)
    return try parser.parseAll()
  }
}

/// Formats a number the way the scene format writes it: whole numbers without a decimal point.
func formatNumber(_ value: Double) -> String {
  if value.rounded() == value, abs(value) < 1e15 {
    return String(Int(value))
  }
  return "\(value)"
}

/// An error in a frame expression or a constraint string: what is wrong and where in the text.
public struct SyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The offset of the offending character, in Unicode scalars from the start of the text.
  public var offset: Int
  /// What went wrong; lowercase, user values quoted in `'…'`.
  public var message: String

  /// Creates an error.
  public init(offset: Int, message: String) {
    self.offset = offset
    self.message = message
  }

  /// `offset: message`
  public var description: String { "\(offset): \(message)" }
}

private struct FrameExpressionParser {
  static let maximumDepth = 64

  var scanner: TextScanner
  var depth = 0

  init(_ text: String) {
    scanner = TextScanner(text)
  }

  mutating func parseAll() throws(SyntaxError) -> FrameExpression {
    scanner.skipSpaces()
    if scanner.isAtEnd {
      throw SyntaxError(offset: 0, message: "expected an expression, found nothing")
    }
    let expression = try parseSum()
    scanner.skipSpaces()
    if let scalar = scanner.peek {
      let message =
        scalar == ")"
        ? "unexpected ')' without a matching '('"
        : "expected an operator ('+', '-', '*' or '/') or the end of the expression, found '\(scanner.restOfToken())'"
      throw SyntaxError(offset: scanner.offset, message: message)
    }
    return expression
  }

  mutating func parseSum() throws(SyntaxError) -> FrameExpression {
    var lhs = try parseProduct()
    while true {
      scanner.skipSpaces()
      guard let scalar = scanner.peek, scalar == "+" || scalar == "-" else { return lhs }
      scanner.advance()
      let rhs = try parseProduct()
      lhs = .binary(scalar == "+" ? .add : .subtract, lhs, rhs)
    }
  }

  mutating func parseProduct() throws(SyntaxError) -> FrameExpression {
    var lhs = try parseUnary()
    while true {
      scanner.skipSpaces()
      guard let scalar = scanner.peek, scalar == "*" || scalar == "/" else { return lhs }
      scanner.advance()
      let rhs = try parseUnary()
      lhs = .binary(scalar == "*" ? .multiply : .divide, lhs, rhs)
    }
  }

  mutating func parseUnary() throws(SyntaxError) -> FrameExpression {
    scanner.skipSpaces()
    depth += 1
    defer { depth -= 1 }
    if depth > Self.maximumDepth {
      throw SyntaxError(
        offset: scanner.offset,
        message: "expression is nested too deeply (more than \(Self.maximumDepth) levels)")
    }
    guard let scalar = scanner.peek else {
      throw SyntaxError(
        offset: scanner.offset,
        message: "expected a number, a name or '(', found the end of the expression")
    }
    switch scalar {
    case "-":
      scanner.advance()
      return .negate(try parseUnary())
    case "+":
      scanner.advance()
      return try parseUnary()
    case "(":
      scanner.advance()
      let inner = try parseSum()
      scanner.skipSpaces()
      guard scanner.peek == ")" else {
        let found = scanner.isAtEnd ? "the end of the expression" : "'\(scanner.restOfToken())'"
        throw SyntaxError(
          offset: scanner.offset,
          message: "expected ')' to close '(', found \(found)")
      }
      scanner.advance()
      return inner
    default:
      let numberStart = scanner.offset
      if let number = scanner.scanNumber() {
        if let problem = InputBounds.geometryProblem(number) {
          throw SyntaxError(offset: numberStart, message: problem)
        }
        return .number(number)
      }
      let start = scanner.offset
      if let identifier = scanner.scanIdentifierPath() {
        guard let name = FrameName(rawValue: identifier) else {
          let names = FrameName.allCases.map(\.rawValue).joined(separator: ", ")
          throw SyntaxError(
            offset: start,
            message: "unknown name '\(identifier)' in frame expression; expected one of \(names)")
        }
        return .name(name)
      }
      throw SyntaxError(
        offset: start,
        message: "expected a number, a name or '(', found '\(scanner.restOfToken())'")
    }
  }
}
