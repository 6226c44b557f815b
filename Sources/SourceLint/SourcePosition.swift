/// A place in a source file: 1-based line and column (columns count UTF-8 bytes, as swift-syntax
/// and Xcode do).
public struct SourcePosition: Hashable, Sendable, Comparable, CustomStringConvertible {
  public var line: Int
  public var column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    lhs.line != rhs.line ? lhs.line < rhs.line : lhs.column < rhs.column
  }

  public var description: String { "\(line):\(column)" }
}

/// A position in a named file.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  public var file: String
  public var position: SourcePosition

  public init(file: String, position: SourcePosition) {
    self.file = file
    self.position = position
  }

  public var line: Int { position.line }
  public var column: Int { position.column }

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    lhs.file != rhs.file ? lhs.file < rhs.file : lhs.position < rhs.position
  }

  /// `path:line:column`.
  public var description: String { "\(file):\(position)" }
}

/// The languages the linter reads.
public enum SourceLanguage: String, Hashable, Sendable, Codable {
  case swift, objectiveC

  /// The language of a file, from its extension (`.swift`; `.h`, `.m`, `.mm`, `.c`), or `nil`.
  public static func of(path: String) -> SourceLanguage? {
    let lower = path.lowercased()
    if lower.hasSuffix(".swift") { return .swift }
    for suffix in [".h", ".m", ".mm", ".c", ".hpp"] where lower.hasSuffix(suffix) {
      return .objectiveC
    }
    return nil
  }
}
