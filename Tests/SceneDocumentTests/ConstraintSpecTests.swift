import Testing
import TextEscaping

@testable import SceneDocument

@Suite struct ConstraintSpecTests {
  let origin = SourceLocation(file: "scene.yaml", line: 3, column: 10)

  func parse(_ text: String) throws -> ConstraintSpec {
    try ConstraintSpec.parse(text, at: origin)
  }

  /// The contract's examples, and spacing/decimal variants, in canonical form.
  @Test(arguments: [
    ("top == safeArea.top + 20", "view.top == superview.safeArea.top + 20"),
    ("leading == superview.leading", "view.leading == superview.leading"),
    ("bottom <= margins.bottom", "view.bottom <= superview.margins.bottom"),
    ("width == 0.5 * superview.width @750", "view.width == 0.5 * superview.width @750"),
    ("height == 44", "view.height == 44"),
    ("top==safeArea.top+20", "view.top == superview.safeArea.top + 20"),
    (
      "  trailing >= readable.trailing - 8.5  ",
      "view.trailing >= superview.readable.trailing - 8.5"
    ),
    ("centerX == superview.centerX", "view.centerX == superview.centerX"),
    ("tb.top == header.bottom", "tb.top == header.bottom"),
    ("top == header.safeArea.bottom + 1", "view.top == header.safeArea.bottom + 1"),
    ("left == box.margins.left", "view.left == box.margins.left"),
    ("width >= -2 * box.readable.width @1", "view.width >= -2 * box.readable.width @1"),
    ("height <= -10 @ 999.5", "view.height <= -10 @999.5"),
    ("centerY == superview.safeArea.centerY", "view.centerY == superview.safeArea.centerY"),
    ("height == +44", "view.height == 44"),
  ])
  func parsesValidForms(text: String, canonical: String) throws {
    #expect(try parse(text).description == canonical)
  }

  @Test func fieldsOfAFullConstraint() throws {
    let constraint = try parse("width == 0.5 * superview.width - 10 @750")
    #expect(constraint.first.item == .itself)
    #expect(constraint.first.attribute == .width)
    #expect(constraint.first.location == SourceLocation(file: "scene.yaml", line: 3, column: 10))
    #expect(constraint.relation == .equal)
    #expect(constraint.multiplier == 0.5)
    #expect(constraint.second?.item == .superview)
    #expect(constraint.second?.attribute == .width)
    #expect(constraint.second?.location == SourceLocation(file: "scene.yaml", line: 3, column: 25))
    #expect(constraint.constant == -10)
    #expect(constraint.priority == 750)
    #expect(constraint.text == "width == 0.5 * superview.width - 10 @750")
  }

  @Test func itemsAndGuides() throws {
    #expect(
      try parse("top == safeArea.top").second?.item
        == ConstraintItem(target: .superview, guide: .safeArea))
    #expect(
      try parse("top == margins.top").second?.item
        == ConstraintItem(target: .superview, guide: .margins))
    #expect(
      try parse("top == readable.top").second?.item
        == ConstraintItem(target: .superview, guide: .readable))
    #expect(try parse("top == tb.top").second?.item == ConstraintItem(target: .view("tb")))
    #expect(
      try parse("top == tb.safeArea.top").second?.item
        == ConstraintItem(target: .view("tb"), guide: .safeArea))
    #expect(
      try parse("top == tb.readable.top").second?.item
        == ConstraintItem(target: .view("tb"), guide: .readable))
    #expect(
      try parse("red.top == tb.margins.top").first.item == ConstraintItem(target: .view("red")))
    let constantOnly = try parse("height == 44")
    #expect(constantOnly.second == nil)
    #expect(constantOnly.constant == 44)
    #expect(constantOnly.multiplier == 1)
    #expect(constantOnly.priority == 1000)
  }

  @Test(arguments: [
    ("", 0, "expected a constraint such as 'top == safeArea.top', found nothing"),
    (
      "top safeArea.top", 4,
      "expected a relation ('==', '<=' or '>=') after 'top', found 'safeArea.top'"
    ),
    ("top = safeArea.top", 4, "expected a relation ('==', '<=' or '>=') after 'top', found '='"),
    (
      "top", 3,
      "expected a relation ('==', '<=' or '>=') after 'top', found the end of the constraint"
    ),
    (
      "== superview.top", 0,
      "expected an attribute or ITEM.ATTRIBUTE at the start of the constraint, found '=='"
    ),
    (
      "topp == superview.top", 0,
      "unknown attribute 'topp'; expected one of top, bottom, leading, trailing, left, right, width, height, centerX, centerY"
    ),
    (
      "top == superview.topp", 17,
      "unknown attribute 'topp'; expected one of top, bottom, leading, trailing, left, right, width, height, centerX, centerY"
    ),
    (
      "top == superview", 7,
      "expected ITEM.ATTRIBUTE, found 'superview'; add an attribute, as in 'superview.top'"
    ),
    ("top == bottom", 7, "expected an item before 'bottom', as in 'superview.bottom'"),
    (
      "top == tb.guide.top", 10,
      "unknown layout guide 'guide' in 'tb.guide'; expected safeArea, margins, readable or keyboard"
    ),
    (
      "top == a.b.c.top", 7,
      "expected ITEM.ATTRIBUTE where ITEM is superview, safeArea, margins, readable, ID or ID.GUIDE, found 'a.b.c.top'"
    ),
    ("top == safeArea.top +", 21, "expected a number after '+', found the end of the constraint"),
    ("top == safeArea.top + x", 22, "expected a number after '+', found 'x'"),
    (
      "width == superview.width * 0.5", 25,
      "expected '+', '-', '@' or the end of the constraint after 'superview.width', found '*'; write the multiplier first, as in '0.5 * superview.width'"
    ),
    ("width == 0.5 * 2", 15, "expected ITEM.ATTRIBUTE after '0.5 *', found '2'"),
    (
      "width == 0.5 superview.width", 13,
      "expected '@PRIORITY' or the end of the constraint, found 'superview.width'"
    ),
    (
      "height == 44 @", 14,
      "expected a priority from 1 to 1000 after '@', found the end of the constraint"
    ),
    ("height == 44 @0", 14, "expected a priority from 1 to 1000, found '0'"),
    ("height == 44 @1001", 14, "expected a priority from 1 to 1000, found '1001'"),
    ("height == 44 @750 x", 18, "expected '@PRIORITY' or the end of the constraint, found 'x'"),
    (
      "height == ", 10,
      "expected ITEM.ATTRIBUTE or a number after '==', found the end of the constraint"
    ),
    (
      "top == 20", 7,
      "'top' cannot equal a constant, only 'width' and 'height' can; relate it to another item, as in 'top == superview.top + 20'"
    ),
    (
      "top == superview.width", 7,
      "cannot relate 'top' to 'width': a vertical position can only be related to 'top', 'bottom', 'centerY'"
    ),
    (
      "width == superview.leading", 9,
      "cannot relate 'width' to 'leading': a dimension can only be related to 'width', 'height'"
    ),
    (
      "leading == superview.left", 11,
      "cannot relate 'leading' to 'left': leading/trailing and left/right cannot be mixed"
    ),
  ])
  func reportsErrorsWithOffsets(text: String, offset: Int, message: String) {
    #expect(throws: SyntaxError(offset: offset, message: message)) {
      try parse(text)
    }
  }
}
