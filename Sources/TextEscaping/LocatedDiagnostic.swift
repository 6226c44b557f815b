/// A message about a place in an input file, rendered as compilers print one: the location, the
/// severity and the message on one line, then the offending source line and a caret under the
/// column. The one renderer of every reader's located errors (scene, Interface Builder, project,
/// configuration and baseline files) and of their located notes.
///
/// ```
/// .safearea.yml:2:1: error: unknown key 'exclude'; expected …
/// exclude: [Pods]
/// ^
/// ```
///
/// Everything that came from input is escaped (``ControlCharacters``): the first line is always
/// one line, whatever the file's name or the values the message quotes. The source line keeps its
/// tabs, and the caret's padding repeats them, so that the caret lines up in a terminal whatever
/// the tab width; an escaped scalar takes its escape's width. The source line is cut after
/// ``maximumSourceLineLength`` scalars (a minified file is one line), and a caret past that cut
/// sits at its end. A column past the end of an uncut line (the end of the file, a missing
/// value) puts the caret there, after the line.
public struct LocatedDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// How serious the diagnostic is: the word after the location.
  public enum Severity: String, Hashable, Sendable, CaseIterable {
    /// The input cannot be used.
    case error
    /// The input is used, but something in it is likely wrong.
    case warning
    /// Something the reader did or skipped, said rather than left silent.
    case note
  }

  /// The most scalars of the source line shown.
  public static let maximumSourceLineLength = 200

  /// How serious it is.
  public var severity: Severity
  /// Where it is. The caret counts ``SourceLocation/column`` in Unicode scalars.
  public var location: SourceLocation
  /// What went wrong and how to fix it; lowercase, user values quoted in `'…'`.
  public var message: String
  /// The text of the offending line without its line break, when known.
  public var sourceLine: String?

  /// Creates a diagnostic.
  public init(
    _ severity: Severity = .error, _ message: String, at location: SourceLocation,
    sourceLine: String? = nil
  ) {
    self.severity = severity
    self.location = location
    self.message = message
    self.sourceLine = sourceLine
  }

  /// `path:line:col: severity: message`, not escaped: for an output that escapes with its own
  /// syntax (a JSON or SARIF report) or escapes a whole line later. What a terminal shows is
  /// ``description``.
  public var headline: String { "\(location): \(severity.rawValue): \(message)" }

  /// ``headline`` escaped, then the source line and a caret when known.
  public var description: String {
    let text = ControlCharacters.escape(headline)
    guard let sourceLine else { return text }
    let scalars = sourceLine.unicodeScalars
    let shown = String(String.UnicodeScalarView(scalars.prefix(Self.maximumSourceLineLength)))
    let isCut = scalars.count > Self.maximumSourceLineLength
    let before = max(location.column - 1, 0)
    var padding = ""
    var count = 0
    for scalar in shown.unicodeScalars {
      guard count < before else { break }
      padding +=
        scalar == "\t"
        ? "\t"
        : String(repeating: " ", count: ControlCharacters.escaped(scalar).unicodeScalars.count)
      count += 1
    }
    if !isCut { padding += String(repeating: " ", count: max(0, before - count)) }
    return text + "\n" + ControlCharacters.escape(shown, keepingTabs: true) + "\n" + padding + "^"
  }
}

/// An error at a place in an input file: its ``diagnostic`` is what it prints (see
/// ``LocatedDiagnostic``), so every reader's errors look alike and are drawn by one renderer.
public protocol LocatedError: EscapedDiagnostic {
  /// The error as a located diagnostic.
  var diagnostic: LocatedDiagnostic { get }
}

extension LocatedError {
  /// ``diagnostic``, rendered.
  public var description: String { diagnostic.description }
}
