import TextEscaping

/// An Interface Builder file that cannot be read: where, and why.
///
/// `description` renders like a compiler diagnostic, then the source line and a caret:
///
/// ```
/// Main.storyboard:2:1: error: the file contains merge-conflict markers ('<<<<<<< HEAD'); …
/// <<<<<<< HEAD
/// ^
/// ```
public struct IBError: Error, Hashable, Sendable, CustomStringConvertible, LocatedError {
  /// The closed set of reasons a file is rejected.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// The file could not be opened or read.
    case unreadable
    /// The file is zero bytes long.
    case emptyFile
    /// The file is larger than ``IBReaderLimits/maximumFileSize``.
    case fileTooLarge
    /// The file is not UTF-8 (NUL bytes, a UTF-16 byte-order mark or another declared encoding).
    case unsupportedEncoding
    /// Committed merge-conflict markers (`<<<<<<<`, `=======`, `>>>>>>>`).
    case mergeConflictMarkers
    /// A `<!DOCTYPE` or `<!ENTITY` declaration: never resolved, always rejected.
    case forbiddenDeclaration
    /// The XML is not well formed (truncated, mismatched tags, …).
    case malformedXML
    /// Elements nest deeper than ``IBReaderLimits/maximumDepth``.
    case nestingTooDeep
    /// More elements than ``IBReaderLimits/maximumElementCount``.
    case tooManyElements
    /// An attribute value longer than ``IBReaderLimits/maximumAttributeLength``.
    case attributeTooLong
    /// A number that is not finite or beyond the bounds on layout numbers (``InputBounds``).
    case numberOutOfBounds
    /// A legacy Xcode 3/4 `<archive>` xib.
    case legacyArchive
    /// The root element is neither `<document>` nor `<archive>`.
    case notInterfaceBuilder
    /// A scene that cannot be laid out (a skipped document, an unknown scene).
    case cannotLayOut
  }

  /// Why the file was rejected.
  public var kind: Kind
  /// The path of the file, as given to the reader.
  public var file: String
  /// The line, starting at 1.
  public var line: Int
  /// The column, starting at 1.
  public var column: Int
  /// What went wrong and how to fix it; lowercase, user values quoted in `'…'`.
  public var message: String
  /// The text of the offending line, when available.
  public var sourceLine: String?

  /// Creates an error.
  public init(
    _ kind: Kind, _ message: String, at location: SourceLocation, sourceLine: String? = nil
  ) {
    self.kind = kind
    self.file = location.file
    self.line = location.line
    self.column = location.column
    self.message = message
    self.sourceLine = sourceLine
  }

  /// Where the error is.
  public var location: SourceLocation {
    SourceLocation(file: file, line: line, column: column)
  }

  /// The error as compilers print one (``TextEscaping/LocatedDiagnostic``): its `description`
  /// is `path:line:col: error: message`, then the source line and a caret when known.
  public var diagnostic: LocatedDiagnostic {
    LocatedDiagnostic(.error, message, at: location, sourceLine: sourceLine)
  }
}
