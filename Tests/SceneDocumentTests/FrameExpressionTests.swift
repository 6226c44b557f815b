import Testing

@testable import SceneDocument

@Suite struct FrameExpressionTests {
  let context = FrameContext(
    screenWidth: 375, screenHeight: 812, superviewWidth: 320, superviewHeight: 480,
    safeArea: InsetsSpec(top: 88, left: 0, bottom: 34, right: 0))

  @Test(arguments: [
    ("1 + 2 * 3", 7.0),
    ("(1 + 2) * 3", 9),
    ("10 - 4 - 3", 3),
    ("24 / 4 / 2", 3),
    ("-2 * 3", -6),
    ("- (2 + 3)", -5),
    ("--4", 4),
    ("+4", 4),
    ("2 * -3", -6),
    ("0.5", 0.5),
    (".25 * 4", 1),
    ("1e2", 100),
    ("screen.width", 375),
    ("screen.height - safeArea.bottom - 200", 578),
    ("(screen.width - 60) / 2", 157.5),
    ("superview.width/2+superview.height", 640),
    ("safeArea.top + safeArea.left + safeArea.bottom + safeArea.right", 122),
  ])
  func evaluates(text: String, expected: Double) throws {
    let expression = try FrameExpression.parse(text)
    #expect(abs(expression.evaluate(context) - expected) < 1e-9)
  }

  @Test func precedenceShapesTheTree() throws {
    #expect(
      try FrameExpression.parse("1 + 2 * 3")
        == .binary(.add, .number(1), .binary(.multiply, .number(2), .number(3))))
    #expect(
      try FrameExpression.parse("8 - 2 - 1")
        == .binary(.subtract, .binary(.subtract, .number(8), .number(2)), .number(1)))
    #expect(try FrameExpression.parse("-screen.width") == .negate(.name(.screenWidth)))
  }

  @Test(arguments: [
    ("(screen.width - 60) / 2", "(screen.width - 60) / 2"),
    ("1 - (2 - 3)", "1 - (2 - 3)"),
    ("(1 - 2) - 3", "1 - 2 - 3"),
    ("2 * (3 + 4)", "2 * (3 + 4)"),
    ("- safeArea.top", "-safeArea.top"),
    ("0.5*superview.width", "0.5 * superview.width"),
  ])
  func rendersWithNeededParentheses(text: String, rendered: String) throws {
    #expect(try FrameExpression.parse(text).description == rendered)
  }

  @Test func referencedNamesAreSortedAndUnique() throws {
    let expression = try FrameExpression.parse(
      "safeArea.top + screen.width - safeArea.top * superview.height")
    #expect(expression.referencedNames == [.screenWidth, .superviewHeight, .safeAreaTop])
    #expect(expression.usesSafeArea)
    #expect(!(try FrameExpression.parse("screen.width - 20")).usesSafeArea)
  }

  @Test func frameSpecUsesSafeArea() throws {
    let frame = FrameSpec.rect(
      x: .number(0), y: .name(.safeAreaTop), width: .name(.screenWidth), height: .number(100))
    #expect(frame.usesSafeArea)
    #expect(frame.referencedNames == [.screenWidth, .safeAreaTop])
    #expect(frame.description == "[0, safeArea.top, screen.width, 100]")
    #expect(!FrameSpec.bounds.usesSafeArea)
  }

  @Test(arguments: [
    ("", 0, "expected an expression, found nothing"),
    ("   ", 0, "expected an expression, found nothing"),
    ("1 +", 3, "expected a number, a name or '(', found the end of the expression"),
    ("screen.width - * 20", 15, "expected a number, a name or '(', found '*'"),
    ("(1 + 2", 6, "expected ')' to close '(', found the end of the expression"),
    ("(1 + 2 3", 7, "expected ')' to close '(', found '3'"),
    ("1 + 2)", 5, "unexpected ')' without a matching '('"),
    (
      "1 2", 2,
      "expected an operator ('+', '-', '*' or '/') or the end of the expression, found '2'"
    ),
    (
      "2 % 3", 2,
      "expected an operator ('+', '-', '*' or '/') or the end of the expression, found '%'"
    ),
    (
      "10 + screen.widht", 5,
      "unknown name 'screen.widht' in frame expression; expected one of screen.width, screen.height, superview.width, superview.height, safeArea.top, safeArea.left, safeArea.bottom, safeArea.right"
    ),
    (
      "view.bounds", 0,
      "unknown name 'view.bounds' in frame expression; expected one of screen.width, screen.height, superview.width, superview.height, safeArea.top, safeArea.left, safeArea.bottom, safeArea.right"
    ),
  ])
  func reportsErrorsWithOffsets(text: String, offset: Int, message: String) {
    #expect(throws: SyntaxError(offset: offset, message: message)) {
      try FrameExpression.parse(text)
    }
  }

  @Test func boundsNestingDepth() {
    let deep = String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000)
    #expect(throws: SyntaxError.self) { try FrameExpression.parse(deep) }
    let minus = String(repeating: "-", count: 10_000) + "1"
    #expect(throws: SyntaxError.self) { try FrameExpression.parse(minus) }
    let fine = String(repeating: "(", count: 30) + "1" + String(repeating: ")", count: 30)
    #expect(throws: Never.self) { try FrameExpression.parse(fine) }
  }

  @Test func divisionByZeroIsNotACrash() throws {
    #expect(try FrameExpression.parse("1 / 0").evaluate(context).isInfinite)
  }
}
