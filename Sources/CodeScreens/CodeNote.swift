import TextEscaping

/// A located note about view code: what the reader or the interpreter left out, and why.
///
/// ```
/// Login.swift:42:9: note: 'avatar' left out of the layout: its frame reads 'model.size', which is
/// only known at run time
/// ```
public struct CodeNote: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The source file.
  public var file: String
  /// Where in it.
  public var position: CodePosition
  /// What was left out and why (lowercase, values quoted).
  public var message: String

  /// Creates a note.
  public init(file: String, position: CodePosition, message: String) {
    self.file = file
    self.position = position
    self.message = message
  }

  /// Orders by file, position, message.
  public static func < (lhs: CodeNote, rhs: CodeNote) -> Bool {
    (lhs.file, lhs.position.line, lhs.position.column, lhs.message)
      < (rhs.file, rhs.position.line, rhs.position.column, rhs.message)
  }

  /// `file:line:column: note: message` (``TextEscaping/LocatedDiagnostic/headline``; the printer
  /// escapes it).
  public var description: String {
    LocatedDiagnostic(
      .note, message, at: SourceLocation(file: file, line: position.line, column: position.column)
    ).headline
  }
}
