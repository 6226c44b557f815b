import TextEscaping

/// A configuration or baseline file that cannot be used: where, and why. Bad input: the CLI
/// prints it and exits with status 65.
///
/// `description` renders like a compiler diagnostic, then the source line and a caret:
///
/// ```
/// .safearea.yml:3:1: error: unknown key 'disabled_rule'; expected one of 'disabled_rules', …
/// disabled_rule: [fixed_position]
/// ^
/// ```
public struct ConfigurationError: Error, Hashable, Sendable, CustomStringConvertible,
  LocatedError
{
  /// The path of the file, as given.
  public var file: String
  /// The line, starting at 1.
  public var line: Int
  /// The column, starting at 1, in Unicode scalars.
  public var column: Int
  /// What went wrong and how to fix it; lowercase, user values quoted in `'…'`.
  public var message: String
  /// The text of the offending line, when the file could be read.
  public var sourceLine: String?

  /// Creates an error.
  public init(file: String, line: Int, column: Int, message: String, sourceLine: String? = nil) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
    self.sourceLine = sourceLine
  }

  /// Where the error is.
  public var location: SourceLocation {
    SourceLocation(file: file, line: line, column: column)
  }

  /// The error as compilers print one (``TextEscaping/LocatedDiagnostic``): its `description`
  /// is `path:line:col: error: message`, then the source line and a caret under the column.
  public var diagnostic: LocatedDiagnostic {
    LocatedDiagnostic(.error, message, at: location, sourceLine: sourceLine)
  }
}
