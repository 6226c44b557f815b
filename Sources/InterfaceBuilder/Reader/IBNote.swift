import TextEscaping

/// Something the reader or builder found worth saying that does not stop it: an element it does
/// not model, a file it skips, an assumption it took. Nothing is dropped silently.
public struct IBNote: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The kinds of note.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// The document is valid but not laid out (tvOS, watchOS or macOS, or nothing to lay out).
    case skipped
    /// Read, but without run-time effect in this model (listed by `inspect` as "not modelled").
    case notModelled = "not modelled"
    /// A reference or structure that could not be honoured (unknown id, cycle, …).
    case warning
    /// A value the builder had to assume (a missing frame, a placeholder size, …).
    case assumption
  }

  /// What kind of note.
  public var kind: Kind
  /// Where the element the note is about starts.
  public var location: SourceLocation
  /// The message; lowercase, user values quoted in `'…'`.
  public var message: String

  /// Creates a note.
  public init(_ kind: Kind, _ message: String, at location: SourceLocation) {
    self.kind = kind
    self.location = location
    self.message = message
  }

  /// `path:line:col: note: [kind] message` (``TextEscaping/LocatedDiagnostic/headline``; the
  /// printer escapes it).
  public var description: String {
    LocatedDiagnostic(.note, "[\(kind.rawValue)] \(message)", at: location).headline
  }

  /// Orders by location, then kind, then message.
  public static func < (lhs: IBNote, rhs: IBNote) -> Bool {
    (lhs.location, lhs.kind.rawValue, lhs.message) < (rhs.location, rhs.kind.rawValue, rhs.message)
  }
}
