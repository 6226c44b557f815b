/// A position in a scene file: the file's path and a 1-based line and column.
///
/// Columns count Unicode scalars, as libYAML (and so Yams' `Mark`) does.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The path of the file, as given to the loader.
  public var file: String
  /// The line, starting at 1.
  public var line: Int
  /// The column, starting at 1, in Unicode scalars.
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
  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }
}

/// A value read from a scene file together with the place it was written.
///
/// The builder uses the location to report problems it finds later (an unknown device name,
/// a constraint naming a view that does not exist) at the value itself.
public struct Located<Value: Hashable & Sendable>: Hashable, Sendable {
  /// The value.
  public var value: Value
  /// Where the value starts in the file.
  public var location: SourceLocation

  /// Creates a located value.
  public init(_ value: Value, at location: SourceLocation) {
    self.value = value
    self.location = location
  }
}
