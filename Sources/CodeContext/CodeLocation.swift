/// Where a fact was read: a file, a 1-based line and column, and the code itself.
///
/// ```swift
/// let location = CodeLocation(file: "App/ReaderViewController.swift", line: 212, column: 9)
/// location.description  // "ReaderViewController.swift:212"
/// ```
public struct CodeLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The file as it was given to the reader.
  public var file: String
  /// 1-based line.
  public var line: Int
  /// 1-based column (UTF-8 bytes, as swift-syntax and Xcode count).
  public var column: Int

  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// The file's name and the line, as findings name them (`ReaderViewController.swift:212`).
  public var description: String {
    let name = file.split(separator: "/").last.map(String.init) ?? file
    return "\(name):\(line)"
  }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }
}
