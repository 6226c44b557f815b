/// One token of C / Objective-C source.
public struct CToken: Hashable, Sendable {
  /// What kind of token.
  public enum Kind: Hashable, Sendable {
    case identifier
    case number
    /// `"…"` or `@"…"`; `text` holds the contents without quotes (escapes kept as written).
    case string
    /// `'…'`.
    case character
    /// An operator or punctuator (`==`, `->`, `[`, `@`…).
    case punctuator
    /// `#` at the start of a line: the directive's tokens follow up to the line's end
    /// (continuations joined), then ``directiveEnd``.
    case directive
    /// The end of a preprocessor directive line.
    case directiveEnd
  }

  public var kind: Kind
  public var text: String
  public var position: SourcePosition

  public init(_ kind: Kind, _ text: String, _ position: SourcePosition) {
    self.kind = kind
    self.text = text
    self.position = position
  }

  /// Whether this is the punctuator `text`.
  public func isPunctuator(_ text: String) -> Bool { kind == .punctuator && self.text == text }
  /// Whether this is the identifier `text`.
  public func isIdentifier(_ text: String) -> Bool { kind == .identifier && self.text == text }
}

/// A comment, kept for suppression (`// safearea:disable-next-line RULE`).
public struct SourceComment: Hashable, Sendable {
  public var text: String
  public var position: SourcePosition
  /// The line the comment ends on (block comments can span lines).
  public var endLine: Int

  public init(text: String, position: SourcePosition, endLine: Int) {
    self.text = text
    self.position = position
    self.endLine = endLine
  }
}
