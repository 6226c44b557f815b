import Foundation

/// The lines of a text held as UTF-8 bytes, and the line and column of any byte offset in it:
/// the one offset-to-position helper of every reader (scene files' reader errors, storyboards
/// and xibs, project files, property lists, xcconfig files).
///
/// The convention, pinned by `TextLinesTests`:
/// - lines are 1-based and end at LF, CRLF or a lone CR (as editors count them);
/// - columns are 1-based and count **Unicode scalars** from the line's start (as libxml2 and
///   libYAML report them; not UTF-8 bytes, not grapheme clusters): `é` written as `e` and a
///   combining accent is two columns, `🇫🇷` is two;
/// - an offset inside a scalar's bytes is placed after that scalar;
/// - an offset at or past the end of a text that ends with a line break is placed after the last
///   line's text, as editors show it, not on a line past the end.
///
/// ```swift
/// let lines = TextLines(Array("a: 1\nbé: x\n".utf8))
/// lines.position(ofOffset: 8)  // 2:3 (the ':' after "bé")
/// lines.line(2)                // "bé: x"
/// ```
public struct TextLines: Sendable {
  /// The text.
  public let bytes: [UInt8]
  /// The byte offset of the start of each line (line 1 at index 0).
  public let lineStarts: [Int]
  /// Where the last position asked was: positions asked in file order are counted from there,
  /// not from the line's start (an XML parser asks for 40,000 elements on one line).
  private let cursor = Cursor()

  /// Finds the lines of `bytes`, in one pass.
  public init(_ bytes: [UInt8]) {
    self.bytes = bytes
    var starts = [0]
    for (index, byte) in bytes.enumerated() {
      if byte == 0x0A {
        starts.append(index + 1)
      } else if byte == 0x0D, index + 1 >= bytes.count || bytes[index + 1] != 0x0A {
        starts.append(index + 1)
      }
    }
    lineStarts = starts
  }

  /// The number of lines (a final line break starts an empty last line).
  public var count: Int { lineStarts.count }

  /// The 1-based line of byte `offset` (clamped into the text).
  ///
  /// - Complexity: O(log lines).
  public func lineNumber(ofOffset offset: Int) -> Int {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low + 1
  }

  /// The line and column of byte `offset` (see the type's note on the convention).
  public func position(ofOffset offset: Int) -> SourcePosition {
    if offset >= bytes.count, lineStarts.count > 1, lineStarts[lineStarts.count - 1] == bytes.count
    {
      let last = lineStarts.count - 1
      return SourcePosition(line: last, column: (line(last)?.unicodeScalars.count ?? 0) + 1)
    }
    let index = lineNumber(ofOffset: offset) - 1
    var column = 1
    var at = lineStarts[index]
    if let last = cursor.last, last.line == index, last.offset <= offset {
      (at, column) = (last.offset, last.column)
    }
    while at < offset, at < bytes.count {
      if bytes[at] & 0xC0 != 0x80 { column += 1 }
      at += 1
    }
    cursor.last = (index, at, column)
    return SourcePosition(line: index + 1, column: column)
  }

  /// The text of line `number` (1-based) without its line break; `nil` past the last line. With
  /// `maximumBytes`, only the line's first bytes (a malformed file's line can be megabytes).
  public func line(_ number: Int, maximumBytes: Int? = nil) -> String? {
    guard number >= 1, number <= lineStarts.count else { return nil }
    let start = lineStarts[number - 1]
    var end = number < lineStarts.count ? lineStarts[number] : bytes.count
    if end > start, bytes[end - 1] == 0x0A { end -= 1 }
    if end > start, bytes[end - 1] == 0x0D { end -= 1 }
    if let maximumBytes { end = min(end, start + maximumBytes) }
    return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
  }

  /// The last (0-based line, byte offset, column) a position was counted at. Guarded by a lock:
  /// a document's text may be read from several threads.
  private final class Cursor: @unchecked Sendable {
    private let lock = NSLock()
    private var value: (line: Int, offset: Int, column: Int)?

    var last: (line: Int, offset: Int, column: Int)? {
      get { lock.withLock { value } }
      set { lock.withLock { value = newValue } }
    }
  }
}

extension TextLines {
  /// The lines of `text` without their line breaks, as ``TextLines`` counts them: ending at LF,
  /// CRLF or a lone CR (a final line break starts an empty last line). `text.split(separator:
  /// "\n")` is not that: a CRLF is one `Character`, not a `"\n"`, so it splits a CRLF file nowhere.
  ///
  /// ```swift
  /// TextLines.split("a\r\nb\rc\n")  // ["a", "b", "c", ""]
  /// ```
  public static func split(_ text: String) -> [Substring] {
    let scalars = text.unicodeScalars
    var lines: [Substring] = []
    var start = scalars.startIndex
    var index = start
    while index < scalars.endIndex {
      let scalar = scalars[index]
      guard scalar == "\n" || scalar == "\r" else {
        index = scalars.index(after: index)
        continue
      }
      lines.append(Substring(scalars[start..<index]))
      index = scalars.index(after: index)
      if scalar == "\r", index < scalars.endIndex, scalars[index] == "\n" {
        index = scalars.index(after: index)
      }
      start = index
    }
    lines.append(Substring(scalars[start..<scalars.endIndex]))
    return lines
  }
}
