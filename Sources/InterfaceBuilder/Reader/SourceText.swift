import Foundation
import TextEscaping

/// The raw bytes of a file with its line starts: locations for the XML layer, the text of a line
/// for error snippets, and the checks made before any XML parser sees the bytes.
///
/// Lines are counted as editors count them: a line ends at LF, CRLF or a lone CR (U+2028 and
/// U+0085 are not line breaks in XML 1.0). libxml2 counts LF only, so a position the parser
/// reports is turned into a byte offset with its own count, then into a line and column with
/// ours (`Documentation/HostileInput.md`).
struct SourceText: Sendable {
  let file: String
  /// The lines (LF, CRLF or CR end one) and the line and column of any byte offset: the one
  /// ``TextEscaping/TextLines`` of every reader.
  let lines: TextLines
  /// Byte offset of the start of each line with LF alone ending a line, as libxml2 counts; the
  /// same array as ``lineStarts`` when the file has no lone CR.
  let parserLineStarts: [Int]
  /// Where the last parser position asked was: the parser reports positions in file order, so
  /// the next one on the same line is counted from there, not from the line's start (40,000
  /// elements on one line took 22 s, counting each column from the line's start).
  private let cursor = PositionCursor()

  init(file: String, bytes: [UInt8]) {
    self.file = file
    lines = TextLines(bytes)
    var newlineStarts = [0]
    for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      newlineStarts.append(index + 1)
    }
    parserLineStarts = newlineStarts.count == lines.count ? lines.lineStarts : newlineStarts
  }

  /// The text.
  var bytes: [UInt8] { lines.bytes }

  /// Byte offset of the start of each line (line 1 at index 0), lines ending at LF, CRLF or CR.
  var lineStarts: [Int] { lines.lineStarts }

  /// The text of line `line` (1-based) without its line break, if it exists (its first 400
  /// bytes: the diagnostic shows 200 characters).
  func line(_ line: Int) -> String? {
    lines.line(line, maximumBytes: 400)
  }

  /// A location from a parser's (line, column): libxml2 counts lines at LF only and columns in
  /// characters from 1; the result is clamped into the file.
  func location(line: Int, column: Int) -> SourceLocation {
    location(ofOffset: offset(parserLine: line, column: column))
  }

  /// The byte offset of a parser's (line, column), clamped into the file.
  func offset(parserLine line: Int, column: Int) -> Int {
    guard !parserLineStarts.isEmpty else { return 0 }
    let clampedLine = min(max(line, 1), parserLineStarts.count)
    let wanted = max(column, 1)
    var offset = parserLineStarts[clampedLine - 1]
    var reached = 1
    if let last = cursor.parserPosition, last.line == clampedLine, last.column <= wanted {
      (offset, reached) = (last.offset, last.column)
    }
    var remaining = wanted - reached
    while remaining > 0, offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") {
      offset += 1
      while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
      remaining -= 1
    }
    cursor.parserPosition = (clampedLine, wanted - remaining, offset)
    return min(offset, bytes.count)
  }

  /// The location of the `<name` that starts the tag XMLParser reported at its end
  /// (libxml2 reports the position of the tag's closing `>`).
  func startOfTag(named name: String, endLine: Int, endColumn: Int) -> SourceLocation {
    guard endLine >= 1, endLine <= parserLineStarts.count else {
      return location(line: endLine, column: endColumn)
    }
    let end = min(offset(parserLine: endLine, column: endColumn) + 1, bytes.count)
    let pattern = [UInt8(ascii: "<")] + Array(name.utf8)
    let lowest = max(0, end - 65_536)
    var index = end - pattern.count
    while index >= lowest {
      if bytes[index] == UInt8(ascii: "<"), matches(pattern, at: index) {
        let after = index + pattern.count
        if after >= bytes.count || isTagNameEnd(bytes[after]) {
          return location(ofOffset: index)
        }
      }
      index -= 1
    }
    return location(line: endLine, column: endColumn)
  }

  /// The location of the name of the last end tag (`</name`) that starts before `offset` on the
  /// same line, if any: where expat reports a mismatched end tag.
  func startOfEndTag(before offset: Int) -> SourceLocation? {
    var index = min(offset, bytes.count) - 2
    while index >= 0, bytes[index] != UInt8(ascii: "\n") {
      if bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "/") {
        return location(ofOffset: index + 2)
      }
      index -= 1
    }
    return nil
  }

  private func matches(_ pattern: [UInt8], at index: Int) -> Bool {
    guard index + pattern.count <= bytes.count else { return false }
    for offset in 0..<pattern.count where bytes[index + offset] != pattern[offset] {
      return false
    }
    return true
  }

  private func isTagNameEnd(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
      || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">")
  }

  /// The 1-based line and column (in Unicode scalars) of a byte offset
  /// (``TextEscaping/TextLines/position(ofOffset:)``).
  func location(ofOffset offset: Int) -> SourceLocation {
    SourceLocation(file: file, position: lines.position(ofOffset: offset))
  }

  /// An error located at a byte offset, with its line.
  func error(_ kind: IBError.Kind, _ message: String, atOffset offset: Int) -> IBError {
    let location = location(ofOffset: offset)
    return IBError(kind, message, at: location, sourceLine: line(location.line))
  }

  // MARK: Checks before parsing (spec §1.1 steps 1, 2 and 4)

  /// Rejects what no XML parser should see: empty files, non-UTF-8 encodings, merge-conflict
  /// markers, and DOCTYPE or ENTITY declarations.
  func preflight() throws(IBError) {
    if bytes.isEmpty {
      throw IBError(
        .emptyFile,
        "the file is empty (0 bytes); restore it from version control or delete it",
        at: SourceLocation(file: file, line: 1, column: 1))
    }
    try checkEncoding()
    try checkUTF8()
    try checkMergeMarkers()
    try checkDeclarations()
  }

  private func checkEncoding() throws(IBError) {
    if bytes.count >= 2,
      (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF)
    {
      throw error(
        .unsupportedEncoding,
        "the file is UTF-16; Interface Builder writes UTF-8 — re-save it in Xcode", atOffset: 0)
    }
    if let nul = bytes.firstIndex(of: 0) {
      throw error(
        .unsupportedEncoding,
        "the file contains a NUL byte; Interface Builder files are UTF-8 text", atOffset: nul)
    }
    // The XML declaration may name an encoding; only UTF-8 (the only one IB writes) is read, so
    // that the byte-level checks below see the text the parser will see.
    let head = String(decoding: bytes.prefix(200), as: UTF8.self)
    if head.hasPrefix("<?xml") || head.hasPrefix("\u{FEFF}<?xml"),
      let close = head.range(of: "?>")
    {
      let declaration = head[head.startIndex..<close.lowerBound]
      if let range = declaration.range(of: "encoding") {
        let rest = declaration[range.upperBound...].drop { $0 == " " || $0 == "=" }
        if let quote = rest.first, quote == "\"" || quote == "'" {
          let value = rest.dropFirst().prefix { $0 != quote }
          let normalized = value.lowercased()
          if normalized != "utf-8" && normalized != "utf8" {
            throw error(
              .unsupportedEncoding,
              "the file declares encoding '\(value)'; only UTF-8 is read — re-save it in Xcode",
              atOffset: 0)
          }
        }
      }
    }
  }

  /// Rejects invalid UTF-8 (found by fuzzing: FoundationXML traps on some invalid sequences
  /// instead of reporting a parse error).
  private func checkUTF8() throws(IBError) {
    // One UTF-8 check for every XML input (`XMLParserInput`, which the plist and workspace
    // readers use too).
    guard let index = XMLParserInput.firstInvalidUTF8(in: bytes) else { return }
    let lead = bytes[index]
    throw error(
      .unsupportedEncoding,
      "the file is not valid UTF-8 (byte 0x\(String(lead, radix: 16, uppercase: true)) at"
        + " offset \(index)); Interface Builder files are UTF-8 — restore it from version control",
      atOffset: index)
  }

  private func checkMergeMarkers() throws(IBError) {
    let markers: [[UInt8]] = [Array("<<<<<<<".utf8), Array("=======".utf8), Array(">>>>>>>".utf8)]
    for start in lineStarts {
      for marker in markers where matches(marker, at: start) {
        let after = start + marker.count
        let atEnd =
          after >= bytes.count || bytes[after] == UInt8(ascii: " ")
          || bytes[after] == UInt8(ascii: "\n") || bytes[after] == UInt8(ascii: "\r")
        guard atEnd else { continue }
        let location = location(ofOffset: start)
        let text = line(location.line) ?? ""
        throw IBError(
          .mergeConflictMarkers,
          "the file contains merge-conflict markers ('\(text.prefix(60))'); resolve the conflict"
            + " (keep one side) and re-open the file in Xcode", at: location, sourceLine: text)
      }
    }
  }

  private func checkDeclarations() throws(IBError) {
    let keywords = [Array("DOCTYPE".utf8), Array("ENTITY".utf8)]
    var index = 0
    while index + 1 < bytes.count {
      if bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "!") {
        for keyword in keywords where matchesIgnoringCase(keyword, at: index + 2) {
          let name = String(decoding: keyword, as: UTF8.self)
          throw error(
            .forbiddenDeclaration,
            "the file contains a '<!\(name)' declaration; Interface Builder never writes one,"
              + " and DTDs and entities are never resolved (remove it)", atOffset: index)
        }
      }
      index += 1
    }
  }

  private func matchesIgnoringCase(_ pattern: [UInt8], at index: Int) -> Bool {
    guard index + pattern.count <= bytes.count else { return false }
    for offset in 0..<pattern.count {
      let byte = bytes[index + offset]
      let upper = byte >= 97 && byte <= 122 ? byte - 32 : byte
      if upper != pattern[offset] { return false }
    }
    return true
  }
}

/// The last parser position ``SourceText`` turned into an offset, so that positions asked in
/// file order cost what lies between them. Guarded by a lock: a document's text may be read from
/// several threads.
final class PositionCursor: @unchecked Sendable {
  private let lock = NSLock()
  private var _parserPosition: (line: Int, column: Int, offset: Int)?

  /// The last parser (line, column) and the byte offset it was at.
  var parserPosition: (line: Int, column: Int, offset: Int)? {
    get { lock.withLock { _parserPosition } }
    set { lock.withLock { _parserPosition = newValue } }
  }
}
