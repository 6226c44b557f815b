/// Something worth telling the user that does not stop the audit: a file the project names that
/// is missing, a setting that had to be assumed.
public struct ProjectNote: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The file the note is about (or that names the missing file).
  public var file: String
  /// The line, 1-based; 0 when unknown.
  public var line: Int
  /// What happened, lowercase, user values quoted.
  public var message: String

  /// Creates a note.
  public init(file: String, line: Int = 0, message: String) {
    self.file = file
    self.line = line
    self.message = message
  }

  /// `path:line: note: message`.
  public var description: String {
    (line > 0 ? "\(file):\(line)" : file) + ": note: " + message
  }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.file, lhs.line, lhs.message) < (rhs.file, rhs.line, rhs.message)
  }
}
