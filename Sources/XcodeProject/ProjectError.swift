import Foundation
import TextEscaping

/// A project, workspace, xcconfig or Info.plist file that cannot be read: where and why.
///
/// Renders as `path:line:col: error: message`, then the offending line and a caret.
public struct ProjectError: Error, Hashable, Sendable, CustomStringConvertible, LocatedError {
  /// The closed set of reasons a file is rejected.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// The file could not be opened or read.
    case unreadable
    /// The file is larger than ``ProjectReaderLimits/maximumFileSize``.
    case fileTooLarge
    /// The text is not UTF-8.
    case unsupportedEncoding
    /// The text does not follow the file's grammar (OpenStep plist, xcconfig, XML plist).
    case syntax
    /// Values nest deeper than ``ProjectReaderLimits/maximumDepth``.
    case nestingTooDeep
    /// `#include` files include each other, or nest deeper than the limit.
    case includeCycle
    /// A file an xcconfig `#include`s cannot be read (located at the `#include` line).
    case includedFile
    /// A value is longer than a limit (``ProjectReaderLimits/maximumSettingLength``, a
    /// preprocessor expansion's ``ProjectReaderLimits/maximumExpansionLength``).
    case valueTooLong
    /// The file parses but is not what it should be (no `rootObject`, a root that is not a
    /// `PBXProject`, an Info.plist whose root is not a dictionary).
    case structure
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
  /// The text of the offending line, when known.
  public var sourceLine: String?

  /// Creates an error.
  public init(
    _ kind: Kind, _ message: String, file: String, line: Int = 1, column: Int = 1,
    sourceLine: String? = nil
  ) {
    self.kind = kind
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
  /// is `path:line:col: error: message`, then the source line and a caret when known.
  public var diagnostic: LocatedDiagnostic {
    LocatedDiagnostic(.error, message, at: location, sourceLine: sourceLine)
  }
}

extension ProjectError.Kind {
  /// What went wrong, in words that quote nothing from the file.
  public var summary: String {
    switch self {
    case .unreadable: "it cannot be read as a regular file"
    case .fileTooLarge: "it is larger than \(ProjectReaderLimits.maximumFileSize) bytes"
    case .unsupportedEncoding: "it is not UTF-8 text"
    case .syntax: "a line is not 'KEY = value', an '#include' or a '//' comment"
    case .nestingTooDeep: "it nests too deep"
    case .includeCycle: "its includes nest too deep"
    case .includedFile: "a file it includes cannot be read"
    case .valueTooLong: "a value is too long"
    case .structure: "it is not what it should be"
    }
  }
}

/// The bounds every reader of this module enforces, so hostile input cannot exhaust memory or the
/// stack.
public enum ProjectReaderLimits {
  /// The largest file read: 64 MiB (the largest `project.pbxproj` in the corpus is 0.4 MB).
  public static let maximumFileSize = 64 << 20
  /// The deepest nesting of dictionaries and arrays (a pbxproj nests 4 deep).
  public static let maximumDepth = 128
  /// The deepest chain of xcconfig `#include`s.
  public static let maximumIncludeDepth = 32
  /// The longest build-setting value, after `$(inherited)` and `$(VAR)` are replaced: 1 MiB
  /// (the longest value in the corpus's projects is a few kilobytes of flags).
  public static let maximumSettingLength = 1 << 20
  /// The longest text a preprocessed Info.plist's macro expansion may produce, and the most
  /// expansions it may perform: 16 MiB (the file itself is at most ``maximumFileSize``).
  public static let maximumExpansionLength = 16 << 20
}

/// The error for text that is not UTF-8, at its first bad byte (line and column), without
/// quoting the line (it is not text).
func notUTF8(_ bytes: [UInt8], file: String, _ message: String) -> ProjectError {
  let offset = XMLParserInput.firstInvalidUTF8(in: bytes) ?? 0
  let position = TextLines(bytes).position(ofOffset: offset)
  return ProjectError(
    .unsupportedEncoding, message + " (the first byte that is not is on this line)", file: file,
    line: position.line, column: position.column)
}

/// Reads a whole file, bounded by ``ProjectReaderLimits/maximumFileSize``.
func readBytes(_ path: String) throws(ProjectError) -> [UInt8] {
  let url = URL(fileURLWithPath: path)
  // A FIFO or a device would block the read: only regular files are read.
  if let problem = InputFileKind.problem(atPath: path) {
    throw ProjectError(
      .unreadable, "cannot read the file: \(problem); expected a regular file", file: path)
  }
  let size =
    (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
  if size > ProjectReaderLimits.maximumFileSize {
    throw ProjectError(
      .fileTooLarge,
      "file is \(size) bytes, more than the \(ProjectReaderLimits.maximumFileSize) bytes read",
      file: path)
  }
  guard let data = try? Data(contentsOf: url) else {
    throw ProjectError(.unreadable, "cannot read the file; check that it exists", file: path)
  }
  return [UInt8](data)
}
