/// A position in an Interface Builder file: the path as given to the reader, and a 1-based line
/// and column (columns count Unicode scalars).
public struct IBSourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The path of the file, as given to the reader.
  public var file: String
  /// The line, starting at 1.
  public var line: Int
  /// The column, starting at 1.
  public var column: Int

  /// Creates a location.
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `path:line:column`.
  public var description: String { "\(file):\(line):\(column)" }

  /// Orders by file, then line, then column.
  public static func < (lhs: IBSourceLocation, rhs: IBSourceLocation) -> Bool {
    (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }
}
