/// A parsed query path: `ID.PROPERTY`, `ID.view.PROPERTY` or `window.PROPERTY` (the contract's
/// "Query paths").
///
/// ```swift
/// let path = try QueryPath("vc.view.safeAreaInsets")
/// path.subject   // .rootView(controllerID: "vc")
/// path.property  // .safeAreaInsets
/// ```
public struct QueryPath: Hashable, Sendable, CustomStringConvertible {
  /// What the path starts from.
  public enum Subject: Hashable, Sendable {
    /// `window.…`
    case window
    /// `ID.…`: a view or a controller.
    case object(id: String)
    /// `ID.view.…`: a controller's root view.
    case rootView(controllerID: String)
  }

  /// The path as written (surrounding whitespace removed).
  public let text: String
  /// What the path starts from.
  public let subject: Subject
  /// The property asked for.
  public let property: QueryProperty

  /// Parses a path.
  ///
  /// - Throws: ``QueryError`` (`malformedPath`, `unknownProperty`) naming the path.
  public init(_ text: String) throws(QueryError) {
    let trimmed = text.trimmingWhitespace()
    self.text = trimmed
    func fail(_ kind: QueryError.Kind, _ message: String) -> QueryError {
      QueryError(path: trimmed, kind: kind, message: message)
    }
    guard !trimmed.isEmpty else {
      throw fail(
        .malformedPath, "empty path; write 'ID.PROPERTY', such as 'vc.view.safeAreaInsets'")
    }
    guard let dot = trimmed.firstIndex(of: ".") else {
      throw fail(
        .malformedPath,
        "a path is 'ID.PROPERTY'; add a property, such as '\(trimmed).frame'"
          + " or '\(trimmed).view.safeAreaInsets'")
    }
    let id = String(trimmed[..<dot])
    var rest = Substring(trimmed[trimmed.index(after: dot)...])
    guard !id.isEmpty else {
      throw fail(.malformedPath, "the path starts with '.'; write 'ID.PROPERTY'")
    }
    var subject: Subject = id == "window" ? .window : .object(id: id)
    if rest == "view" {
      throw fail(
        .malformedPath,
        "'\(trimmed)' names a view, not a value; add a property, such as '\(trimmed).frame'")
    }
    if rest.hasPrefix("view.") {
      guard id != "window" else {
        throw fail(.malformedPath, "the window has no 'view'; write 'window.\(rest.dropFirst(5))'")
      }
      subject = .rootView(controllerID: id)
      rest = rest.dropFirst(5)
    }
    self.subject = subject
    self.property = try Self.parseProperty(rest, path: trimmed)
  }

  /// The id the path starts from (`window` for the window).
  public var id: String {
    switch subject {
    case .window: "window"
    case .object(let id), .rootView(let id): id
    }
  }

  /// The object part as written: `tb`, `vc.view`, `window`.
  public var subjectText: String {
    switch subject {
    case .window: "window"
    case .object(let id): id
    case .rootView(let id): "\(id).view"
    }
  }

  public var description: String { text }

  private static func parseProperty(_ text: Substring, path: String) throws(QueryError)
    -> QueryProperty
  {
    if let match = QueryProperty.named.first(where: { $0.name == text }) { return match.property }
    if text.hasPrefix("cell(") || text.hasPrefix("item(") {
      return try parseIndexed(text, path: path)
    }
    if text.hasPrefix("layoutRegionFrame(") { return try parseLayoutRegion(text, path: path) }
    var candidates = QueryProperty.named.map(\.name)
    candidates += [
      "cell(S,R).frame", "cell(S,R).contentView.frame", "item(S,I).frame",
      "layoutRegionFrame(REGION)", "layoutRegionFrame(REGION,AXIS)",
    ]
    let close = Suggestions.close(to: String(text), in: candidates)
    let hint =
      close.isEmpty
      ? "; properties are \(Suggestions.quotedList(candidates, conjunction: "and"))"
      : "; did you mean \(Suggestions.quotedList(close))?"
    throw QueryError(
      path: path, kind: .unknownProperty,
      message: text.isEmpty
        ? "missing property after '.'" + hint : "unknown property '\(text)'" + hint)
  }

  /// `layoutRegionFrame(REGION)`, `layoutRegionFrame(REGION,AXIS)` (R18.4).
  private static func parseLayoutRegion(_ text: Substring, path: String) throws(QueryError)
    -> QueryProperty
  {
    func fail(_ detail: String) -> QueryError {
      QueryError(
        path: path, kind: .malformedPath,
        message:
          "\(detail); write 'layoutRegionFrame(REGION)' or 'layoutRegionFrame(REGION,AXIS)' with"
          + " REGION safeArea, margins or readableContent and AXIS none, horizontal or vertical")
    }
    guard text.hasSuffix(")") else { throw fail("missing ')' at the end") }
    let arguments = text.dropFirst("layoutRegionFrame(".count).dropLast()
    let parts = arguments.split(separator: ",", omittingEmptySubsequences: false)
      .map { String($0).trimmingWhitespace() }
    guard parts.count == 1 || parts.count == 2 else {
      throw fail("expected one or two arguments in '(\(arguments))'")
    }
    guard let region = QueryProperty.LayoutRegion(rawValue: parts[0]) else {
      throw fail("unknown region '\(parts[0])'")
    }
    var adaptation = QueryProperty.CornerAdaptation.none
    if parts.count == 2 {
      guard let axis = QueryProperty.CornerAdaptation(rawValue: parts[1]) else {
        throw fail("unknown axis '\(parts[1])'")
      }
      adaptation = axis
    }
    return .layoutRegionFrame(region: region, adaptation: adaptation)
  }

  /// `cell(S,R).frame`, `cell(S,R).contentView.frame`, `item(S,I).frame`.
  private static func parseIndexed(_ text: Substring, path: String) throws(QueryError)
    -> QueryProperty
  {
    let isCell = text.hasPrefix("cell(")
    let form =
      isCell
      ? "'cell(SECTION,ROW).frame' or 'cell(SECTION,ROW).contentView.frame'"
      : "'item(SECTION,ITEM).frame'"
    func fail(_ detail: String) -> QueryError {
      QueryError(
        path: path, kind: .malformedPath,
        message: "\(detail); write \(form), such as '\(isCell ? "cell" : "item")(0,0).frame'")
    }
    guard let close = text.firstIndex(of: ")") else { throw fail("missing ')'") }
    let arguments = text[text.index(text.startIndex, offsetBy: 5)..<close]
    let parts = arguments.split(separator: ",", omittingEmptySubsequences: false)
      .map { String($0).trimmingWhitespace() }
    guard parts.count == 2 else { throw fail("expected two numbers in '(\(arguments))'") }
    guard let section = Int(parts[0]), let index = Int(parts[1]), section >= 0, index >= 0 else {
      throw fail("'\(arguments)' are not two non-negative whole numbers")
    }
    let suffix = text[text.index(after: close)...]
    switch (isCell, suffix) {
    case (true, ".frame"): return .cellFrame(section: section, row: index)
    case (true, ".contentView.frame"): return .cellContentViewFrame(section: section, row: index)
    case (false, ".frame"): return .itemFrame(section: section, item: index)
    default: throw fail("unknown property '\(suffix)' after '(\(arguments))'")
    }
  }
}

extension String {
  /// The string without leading and trailing spaces, tabs and newlines.
  func trimmingWhitespace() -> String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    guard let start = firstIndex(where: { !isSpace($0) }),
      let end = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[start...end])
  }
}
