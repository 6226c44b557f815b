/// A place in an input file: the file's path as given to its reader and a 1-based line and
/// column. The one location type of every reader — scene files, storyboards and xibs, project
/// files, configuration files, Swift and Objective-C source — and of the runtime's objects that
/// came from them.
///
/// Columns count what the file's reader counts: Unicode scalars for YAML, JSON and XML (as
/// libYAML and libxml2 do), UTF-8 bytes for Swift and Objective-C source (as swift-syntax and
/// Xcode do). A line or column of 0 means "the file as a whole".
///
/// ```swift
/// let location = SourceLocation(file: "Main.storyboard", line: 41, column: 21)
/// location.description  // "Main.storyboard:41:21"
/// ```
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The path of the file, as given to the reader.
  public var file: String
  /// The line, starting at 1.
  public var line: Int
  /// The column, starting at 1 (see the type's note on units).
  public var column: Int

  /// Creates a location.
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// Creates a location from a position in `file`.
  public init(file: String, position: SourcePosition) {
    self.init(file: file, line: position.line, column: position.column)
  }

  /// The line and column, without the file.
  public var position: SourcePosition {
    get { SourcePosition(line: line, column: column) }
    set {
      line = newValue.line
      column = newValue.column
    }
  }

  /// `path:line:column`.
  public var description: String { "\(file):\(line):\(column)" }

  /// The file's name (its last path component) and the line, as a decision names the code that
  /// made it (`shown as a popover by ReaderViewController.swift:212`).
  public var fileNameAndLine: String {
    let name = file.split(separator: "/").last.map(String.init) ?? file
    return "\(name):\(line)"
  }

  /// Orders by file, then line, then column.
  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }
}

/// A 1-based line and column inside one file, for readers that hold the file's path once (a
/// source model, a parsed document) and a position per node. ``SourceLocation`` adds the path.
public struct SourcePosition: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The line, starting at 1.
  public var line: Int
  /// The column, starting at 1.
  public var column: Int

  /// Creates a position.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// Orders by line, then column.
  public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }

  /// `line:column`.
  public var description: String { "\(line):\(column)" }
}
