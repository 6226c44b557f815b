import TextEscaping

/// A place in a source file: 1-based line and column (columns count UTF-8 bytes, as swift-syntax
/// and Xcode do). The one ``TextEscaping/SourcePosition``, named here so that the linter's code
/// and its importers need no second import.
public typealias SourcePosition = TextEscaping.SourcePosition

/// A position in a named file: the one ``TextEscaping/SourceLocation`` of every reader, named
/// here so that the linter's code and its importers need no second import.
public typealias SourceLocation = TextEscaping.SourceLocation

/// The languages the linter reads.
public enum SourceLanguage: String, Hashable, Sendable, Codable {
  case swift, objectiveC

  /// The language of a file, from its extension (`.swift`; `.h`, `.m`, `.mm`, `.c`, and the
  /// prefix header `.pch` that Xcode includes in every file of a target), or `nil`.
  public static func of(path: String) -> SourceLanguage? {
    let lower = path.lowercased()
    if lower.hasSuffix(".swift") { return .swift }
    for suffix in [".h", ".m", ".mm", ".c", ".hpp", ".pch"] where lower.hasSuffix(suffix) {
      return .objectiveC
    }
    return nil
  }
}
