import HeadlessUIKit
import TextEscaping

/// A scene file that cannot be loaded: where, and why.
///
/// `description` renders like a compiler diagnostic, then the source line and a caret:
///
/// ```
/// scene.yaml:7:19: error: expected a number for 'rowHeight', found 'abc'
///         rowHeight: abc
///                    ^
/// ```
public struct SceneError: Error, Hashable, Sendable, CustomStringConvertible, LocatedError,
  IOSRequirementError
{
  /// The path of the file, as given to the loader.
  public var file: String
  /// The line, starting at 1.
  public var line: Int
  /// The column, starting at 1, in Unicode scalars.
  public var column: Int
  /// What went wrong and what was expected; lowercase, user values quoted in `'…'`.
  public var message: String
  /// The text of the offending line, without its line break, when the file could be read.
  public var sourceLine: String?
  /// When the scene uses API the environment's iOS behaviour lacks: the version it was
  /// introduced in (the scene lays out under it and later); `nil` for every other error.
  public var requiredIOS: Int?
  /// With ``requiredIOS``: what the API is, without the environment's version
  /// (`'keyboard' (keyboardLayoutGuide) was introduced in iOS 15`).
  public var requirement: String?

  /// Creates an error.
  public init(file: String, line: Int, column: Int, message: String, sourceLine: String? = nil) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
    self.sourceLine = sourceLine
  }

  /// Creates an error at a location.
  public init(_ message: String, at location: SourceLocation, sourceLine: String? = nil) {
    self.init(
      file: location.file, line: location.line, column: location.column, message: message,
      sourceLine: sourceLine)
  }

  /// `path:line:col: ` and ``requirement`` (or the message); the reporters escape it.
  public var requirementSummary: String {
    "\(file):\(line):\(column): \(requirement ?? message)"
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
