import HeadlessUIKit
import TextEscaping

/// One Auto Layout constraint written as a string in a view's `constraints:` list.
///
/// ```
/// [ITEM.]ATTRIBUTE RELATION [MULTIPLIER *] ITEM.ATTRIBUTE [+|- CONSTANT] [@PRIORITY]
/// [ITEM.]ATTRIBUTE RELATION CONSTANT [@PRIORITY]
/// ```
///
/// For example `top == safeArea.top + 20`, `width == 0.5 * superview.width @750`,
/// `height == 44`. Spaces are optional.
public struct ConstraintSpec: Hashable, Sendable, CustomStringConvertible {
  /// `==`, `<=` or `>=`.
  public enum Relation: String, Hashable, Sendable, CaseIterable {
    /// `==`
    case equal = "=="
    /// `<=`
    case lessThanOrEqual = "<="
    /// `>=`
    case greaterThanOrEqual = ">="
  }

  /// A layout attribute.
  public enum Attribute: String, Hashable, Sendable, CaseIterable {
    /// `top`
    case top
    /// `bottom`
    case bottom
    /// `leading`
    case leading
    /// `trailing`
    case trailing
    /// `left`
    case left
    /// `right`
    case right
    /// `width`
    case width
    /// `height`
    case height
    /// `centerX`
    case centerX
    /// `centerY`
    case centerY

    /// What an attribute measures; only attributes of the same kind can be related.
    public enum Kind: Hashable, Sendable {
      /// `leading`, `trailing`, `left`, `right`, `centerX`
      case horizontalPosition
      /// `top`, `bottom`, `centerY`
      case verticalPosition
      /// `width`, `height`
      case dimension
    }

    /// What the attribute measures.
    public var kind: Kind {
      switch self {
      case .leading, .trailing, .left, .right, .centerX: .horizontalPosition
      case .top, .bottom, .centerY: .verticalPosition
      case .width, .height: .dimension
      }
    }

    var isDirectional: Bool { self == .leading || self == .trailing }
    var isAbsoluteHorizontal: Bool { self == .left || self == .right }
  }

  /// The text of the constraint as written.
  public var text: String
  /// Where the constraint string starts.
  public var location: SourceLocation
  /// The left-hand side; its item is ``ConstraintItem/itself`` when the text omits it.
  public var first: ConstraintAnchor
  /// The relation.
  public var relation: Relation
  /// The multiplier of the second anchor (1 when not written).
  public var multiplier: Double
  /// The right-hand anchor; `nil` for `ATTRIBUTE RELATION CONSTANT`.
  public var second: ConstraintAnchor?
  /// The constant (0 when not written), with its sign.
  public var constant: Double
  /// The priority, 1…1000 (1000, required, when not written).
  public var priority: Double

  /// Creates a constraint.
  public init(
    text: String, location: SourceLocation, first: ConstraintAnchor, relation: Relation,
    multiplier: Double = 1, second: ConstraintAnchor? = nil, constant: Double = 0,
    priority: Double = 1000
  ) {
    self.text = text
    self.location = location
    self.first = first
    self.relation = relation
    self.multiplier = multiplier
    self.second = second
    self.constant = constant
    self.priority = priority
  }

  /// The constraint in canonical form: `view.top == superview.safeArea.top + 20 @750`.
  public var description: String {
    var text = "\(first) \(relation.rawValue) "
    if let second {
      if multiplier != 1 {
        text += "\(formatNumber(multiplier)) * "
      }
      text += "\(second)"
      if constant != 0 {
        text += constant < 0 ? " - \(formatNumber(-constant))" : " + \(formatNumber(constant))"
      }
    } else {
      text += formatNumber(constant)
    }
    if priority != 1000 {
      text += " @\(formatNumber(priority))"
    }
    return text
  }

  /// Parses a constraint written on one line starting at `location` (offsets in the text are
  /// added to its column).
  ///
  /// - Throws: ``SyntaxError`` with the offset of the offending character in `text`.
  public static func parse(_ text: String, at location: SourceLocation) throws(SyntaxError)
    -> ConstraintSpec
  {
    try parse(text) { offset in
      SourceLocation(file: location.file, line: location.line, column: location.column + offset)
    }
  }

  /// Parses a constraint, placing each part with `locate` (offset in Unicode scalars →
  /// location in the file).
  static func parse(_ text: String, locate: @escaping (Int) -> SourceLocation) throws(SyntaxError)
    -> ConstraintSpec
  {
    var parser = ConstraintParser(text: text, locate: locate)
    return try parser.parse()
  }
}

/// One side of a constraint: an item and an attribute.
public struct ConstraintAnchor: Hashable, Sendable, CustomStringConvertible {
  /// The view or layout guide.
  public var item: ConstraintItem
  /// The attribute.
  public var attribute: ConstraintSpec.Attribute
  /// Where the anchor starts (its item, or its attribute when the item is omitted).
  public var location: SourceLocation

  /// Creates an anchor.
  public init(item: ConstraintItem, attribute: ConstraintSpec.Attribute, location: SourceLocation) {
    self.item = item
    self.attribute = attribute
    self.location = location
  }

  /// `item.attribute`
  public var description: String { "\(item).\(attribute.rawValue)" }
}

/// The item of a constraint anchor: a view, or one of a view's layout guides.
public struct ConstraintItem: Hashable, Sendable, CustomStringConvertible {
  /// Which view.
  public enum Target: Hashable, Sendable {
    /// The view that owns the `constraints:` list (the first item, when omitted).
    case itself
    /// The owning view's superview: `superview`, and the bare guides `safeArea`, `margins`,
    /// `readable`.
    case superview
    /// The view with this `id`.
    case view(String)
  }

  /// A layout guide of the target view.
  public enum Guide: String, Hashable, Sendable, CaseIterable {
    /// `safeArea`: `safeAreaLayoutGuide`.
    case safeArea
    /// `margins`: `layoutMarginsGuide`.
    case margins
    /// `readable`: `readableContentGuide`.
    case readable
    /// `keyboard`: `keyboardLayoutGuide` (contract version 2; iOS 15).
    case keyboard
  }

  /// A layout region's corner adaptation (contract version 2: `margins(horizontal)`, …; R18.4).
  public enum CornerAdaptation: String, Hashable, Sendable, CaseIterable {
    case horizontal, vertical
  }

  /// The view.
  public var target: Target
  /// The guide of that view, or `nil` for the view itself.
  public var guide: Guide?
  /// For `safeArea`, `margins` and `readable`: `layoutGuide(for:)` with this corner adaptation
  /// (iOS 26) instead of the plain guide.
  public var cornerAdaptation: CornerAdaptation?

  /// Creates an item.
  public init(target: Target, guide: Guide? = nil, cornerAdaptation: CornerAdaptation? = nil) {
    self.target = target
    self.guide = guide
    self.cornerAdaptation = cornerAdaptation
  }

  /// The view that owns the constraint.
  public static let itself = ConstraintItem(target: .itself)
  /// Its superview.
  public static let superview = ConstraintItem(target: .superview)

  /// `view`, `superview`, `ID`, followed by `.guide` if any.
  public var description: String {
    let base =
      switch target {
      case .itself: "view"
      case .superview: "superview"
      case .view(let id): id
      }
    let adaptation = cornerAdaptation.map { "(\($0.rawValue))" } ?? ""
    return guide.map { "\(base).\($0.rawValue)\(adaptation)" } ?? base
  }

  /// `margins(horizontal)` → the guide and its adaptation; a plain guide name → the guide;
  /// anything else → `nil`.
  static func parseGuide(_ text: String) -> (Guide, CornerAdaptation?)? {
    if let guide = Guide(rawValue: text) { return (guide, nil) }
    guard let open = text.firstIndex(of: "("), text.hasSuffix(")"),
      let guide = Guide(rawValue: String(text[..<open])), guide != .keyboard,
      let adaptation = CornerAdaptation(
        rawValue: String(text[text.index(after: open)..<text.index(before: text.endIndex)]))
    else { return nil }
    return (guide, adaptation)
  }
}

private struct ConstraintParser {
  var scanner: TextScanner
  let text: String
  let locate: (Int) -> SourceLocation

  init(text: String, locate: @escaping (Int) -> SourceLocation) {
    self.text = text
    self.scanner = TextScanner(text)
    self.locate = locate
  }

  static let attributeList = ConstraintSpec.Attribute.allCases.map(\.rawValue).joined(
    separator: ", ")

  func found() -> String {
    scanner.isAtEnd ? "the end of the constraint" : "'\(scanner.restOfToken())'"
  }

  mutating func parse() throws(SyntaxError) -> ConstraintSpec {
    scanner.skipSpaces()
    if scanner.isAtEnd {
      throw SyntaxError(
        offset: scanner.offset,
        message: "expected a constraint such as 'top == safeArea.top', found nothing")
    }
    let firstStart = scanner.offset
    guard let firstPath = scanner.scanIdentifierPath(arguments: true) else {
      throw SyntaxError(
        offset: scanner.offset,
        message:
          "expected an attribute or ITEM.ATTRIBUTE at the start of the constraint, found \(found())"
      )
    }
    let first = try anchor(path: firstPath, start: firstStart, isFirst: true)
    let relation = try parseRelation(after: firstPath)
    var multiplier = 1.0
    var second: ConstraintAnchor?
    var constant = 0.0

    scanner.skipSpaces()
    let valueStart = scanner.offset
    if let number = scanSignedNumber() {
      scanner.skipSpaces()
      if scanner.peek == "*" {
        scanner.advance()
        scanner.skipSpaces()
        if let problem = InputBounds.multiplierProblem(number) {
          throw SyntaxError(offset: valueStart, message: problem)
        }
        multiplier = number
        let secondStart = scanner.offset
        guard let path = scanner.scanIdentifierPath(arguments: true) else {
          throw SyntaxError(
            offset: scanner.offset,
            message: "expected ITEM.ATTRIBUTE after '\(formatNumber(number)) *', found \(found())")
        }
        second = try anchor(path: path, start: secondStart, isFirst: false)
        constant = try parseConstant(after: path)
      } else {
        constant = number
      }
      if let problem = InputBounds.geometryProblem(constant) {
        throw SyntaxError(offset: valueStart, message: problem)
      }
    } else if let path = scanner.scanIdentifierPath(arguments: true) {
      second = try anchor(path: path, start: valueStart, isFirst: false)
      constant = try parseConstant(after: path)
      if let problem = InputBounds.geometryProblem(constant) {
        throw SyntaxError(offset: valueStart, message: problem)
      }
    } else {
      throw SyntaxError(
        offset: scanner.offset,
        message:
          "expected ITEM.ATTRIBUTE or a number after '\(relation.rawValue)', found \(found())"
      )
    }

    let priority = try parsePriority()
    scanner.skipSpaces()
    if !scanner.isAtEnd {
      let message =
        second == nil
        ? "expected '@PRIORITY' or the end of the constraint, found \(found())"
        : "expected '@PRIORITY' or the end of the constraint, found \(found())"
      throw SyntaxError(offset: scanner.offset, message: message)
    }

    try checkPairing(first: first, second: second, constant: constant, valueStart: valueStart)
    return ConstraintSpec(
      text: text, location: locate(0), first: first, relation: relation, multiplier: multiplier,
      second: second, constant: constant, priority: priority)
  }

  mutating func scanSignedNumber() -> Double? {
    var copy = scanner
    var sign = 1.0
    if copy.peek == "-" || copy.peek == "+" {
      sign = copy.peek == "-" ? -1 : 1
      copy.advance()
      copy.skipSpaces()
    }
    guard let number = copy.scanNumber() else { return nil }
    scanner = copy
    return sign * number
  }

  mutating func parseRelation(after path: String) throws(SyntaxError) -> ConstraintSpec.Relation {
    scanner.skipSpaces()
    if let a = scanner.peek, let b = scanner.peek(at: 1),
      let relation = ConstraintSpec.Relation(rawValue: String(a) + String(b))
    {
      scanner.advance(by: 2)
      return relation
    }
    throw SyntaxError(
      offset: scanner.offset,
      message: "expected a relation ('==', '<=' or '>=') after '\(path)', found \(found())")
  }

  mutating func parseConstant(after path: String) throws(SyntaxError) -> Double {
    scanner.skipSpaces()
    guard let scalar = scanner.peek else { return 0 }
    switch scalar {
    case "+", "-":
      scanner.advance()
      scanner.skipSpaces()
      guard let number = scanner.scanNumber() else {
        throw SyntaxError(
          offset: scanner.offset,
          message: "expected a number after '\(scalar)', found \(found())")
      }
      return scalar == "-" ? -number : number
    case "@":
      return 0
    case "*":
      throw SyntaxError(
        offset: scanner.offset,
        message:
          "expected '+', '-', '@' or the end of the constraint after '\(path)', found '*'; "
          + "write the multiplier first, as in '0.5 * \(path)'")
    default:
      throw SyntaxError(
        offset: scanner.offset,
        message:
          "expected '+', '-', '@' or the end of the constraint after '\(path)', found \(found())")
    }
  }

  mutating func parsePriority() throws(SyntaxError) -> Double {
    scanner.skipSpaces()
    guard scanner.peek == "@" else { return 1000 }
    scanner.advance()
    scanner.skipSpaces()
    let start = scanner.offset
    guard let priority = scanner.scanNumber() else {
      throw SyntaxError(
        offset: scanner.offset,
        message: "expected a priority from 1 to 1000 after '@', found \(found())")
    }
    guard priority >= 1, priority <= 1000 else {
      throw SyntaxError(
        offset: start,
        message: "expected a priority from 1 to 1000, found '\(formatNumber(priority))'")
    }
    return priority
  }

  func anchor(path: String, start: Int, isFirst: Bool) throws(SyntaxError) -> ConstraintAnchor {
    let components = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    let attributeName = components[components.count - 1]
    let attributeOffset = start + path.unicodeScalars.count - attributeName.unicodeScalars.count
    let itemPath = components.dropLast().joined(separator: ".")
    guard let attribute = ConstraintSpec.Attribute(rawValue: attributeName) else {
      if components.count == 1, !isFirst {
        throw SyntaxError(
          offset: attributeOffset,
          message: "expected ITEM.ATTRIBUTE, found '\(path)'; add an attribute, as in '\(path).top'"
        )
      }
      throw SyntaxError(
        offset: attributeOffset,
        message: "unknown attribute '\(attributeName)'; expected one of \(Self.attributeList)")
    }
    let item: ConstraintItem
    switch components.count {
    case 1:
      guard isFirst else {
        throw SyntaxError(
          offset: start,
          message:
            "expected an item before '\(attributeName)', as in 'superview.\(attributeName)'")
      }
      item = .itself
    case 2:
      let name = components[0]
      if name == "superview" {
        item = .superview
      } else if let (guide, adaptation) = ConstraintItem.parseGuide(name) {
        item = ConstraintItem(target: .superview, guide: guide, cornerAdaptation: adaptation)
      } else if name.contains("(") {
        throw SyntaxError(
          offset: start,
          message:
            "unknown layout region '\(name)'; expected safeArea, margins or readable with"
            + " (horizontal) or (vertical), as in 'margins(horizontal)'")
      } else {
        item = ConstraintItem(target: .view(name))
      }
    case 3:
      let guideName = components[1]
      let guideOffset = start + components[0].unicodeScalars.count + 1
      guard let (guide, adaptation) = ConstraintItem.parseGuide(guideName) else {
        throw SyntaxError(
          offset: guideOffset,
          message:
            "unknown layout guide '\(guideName)' in '\(itemPath)'; expected safeArea, margins, readable or keyboard"
        )
      }
      let target: ConstraintItem.Target =
        components[0] == "superview" ? .superview : .view(components[0])
      item = ConstraintItem(target: target, guide: guide, cornerAdaptation: adaptation)
    default:
      throw SyntaxError(
        offset: start,
        message:
          "expected ITEM.ATTRIBUTE where ITEM is superview, safeArea, margins, readable, ID or ID.GUIDE, found '\(path)'"
      )
    }
    return ConstraintAnchor(item: item, attribute: attribute, location: locate(start))
  }

  func checkPairing(
    first: ConstraintAnchor, second: ConstraintAnchor?, constant: Double, valueStart: Int
  ) throws(SyntaxError) {
    let attribute = first.attribute
    guard let second else {
      if attribute.kind != .dimension {
        throw SyntaxError(
          offset: valueStart,
          message:
            "'\(attribute.rawValue)' cannot equal a constant, only 'width' and 'height' can; "
            + "relate it to another item, as in '\(attribute.rawValue) == superview.\(attribute.rawValue) + \(formatNumber(constant))'"
        )
      }
      return
    }
    let other = second.attribute
    let offset = valueStart
    if attribute.kind != other.kind {
      let kindName =
        switch attribute.kind {
        case .horizontalPosition: "a horizontal position"
        case .verticalPosition: "a vertical position"
        case .dimension: "a dimension"
        }
      let allowed =
        ConstraintSpec.Attribute.allCases.filter { $0.kind == attribute.kind }.map {
          "'\($0.rawValue)'"
        }.joined(separator: ", ")
      throw SyntaxError(
        offset: offset,
        message:
          "cannot relate '\(attribute.rawValue)' to '\(other.rawValue)': \(kindName) can only be related to \(allowed)"
      )
    }
    if (attribute.isDirectional && other.isAbsoluteHorizontal)
      || (attribute.isAbsoluteHorizontal && other.isDirectional)
    {
      throw SyntaxError(
        offset: offset,
        message:
          "cannot relate '\(attribute.rawValue)' to '\(other.rawValue)': leading/trailing and left/right cannot be mixed"
      )
    }
  }
}
