import Foundation
import TextEscaping

/// Where the library's notes and located errors for a person go (what `safearea` prints on
/// standard error): a skipped file, a note on a project, a reader's located error with its
/// source line and caret. Each text is one or more lines, already escaped
/// (``TextEscaping/ControlCharacters``): a file name or value from input never starts another
/// line or drives the terminal. A final newline is added by the receiver when missing.
public struct Messages: Sendable {
  /// Receives each text, in the order the run produces them.
  public let write: @Sendable (String) -> Void

  /// Messages given to `write`.
  public init(_ write: @escaping @Sendable (String) -> Void) {
    self.write = write
  }

  /// Standard error, through ``RecordedStream`` (so that the audit cache replays them).
  public static let standardError = Messages { RecordedStream.standardError.write($0) }

  /// Nowhere: for a caller that reads only the results.
  public static let discarded = Messages { _ in }

  /// One line, escaped.
  public func note(_ line: String) {
    write(line.escapingControlCharacters)
  }

  /// An error as the tool prints it: a located reader error renders itself with its source line
  /// and caret; any other error is one escaped line.
  public func error(_ error: any Error) {
    write(ControlCharacters.describe(error))
  }
}
