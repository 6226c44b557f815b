import Testing
import TextEscaping

/// The one offset-to-position convention of every reader (`TextLines`): lines end at LF, CRLF or
/// a lone CR; columns are 1-based and count Unicode scalars; the end of a text that ends with a
/// line break is placed after its last line's text.
@Suite struct TextLinesTests {
  /// Byte offset of `marker` (its first occurrence) in `text`.
  func offset(of marker: String, in text: String) -> Int {
    let bytes = Array(text.utf8)
    let needle = Array(marker.utf8)
    for start in 0...(bytes.count - needle.count)
    where Array(bytes[start..<(start + needle.count)]) == needle {
      return start
    }
    return -1
  }

  @Test("columns count Unicode scalars from 1, not UTF-8 bytes nor grapheme clusters")
  func columnsCountScalars() {
    // "é" as one scalar (2 bytes), "é" as e + U+0301 (2 scalars, 3 bytes, 1 character), a flag
    // (2 scalars, 8 bytes, 1 character), then the marker.
    let cases: [(text: String, column: Int)] = [
      ("X", 1), ("abX", 3), ("\u{E9}X", 2), ("e\u{301}X", 3), ("\u{1F1EB}\u{1F1F7}X", 3),
      ("\tX", 2),
    ]
    for (text, column) in cases {
      let lines = TextLines(Array(text.utf8))
      #expect(
        lines.position(ofOffset: offset(of: "X", in: text))
          == SourcePosition(line: 1, column: column),
        "\(text.debugDescription)")
    }
  }

  @Test("LF, CRLF and a lone CR each end one line")
  func lineBreaks() {
    let text = "a\nb\r\nc\rdX"
    let lines = TextLines(Array(text.utf8))
    #expect(lines.count == 4)
    #expect(
      lines.position(ofOffset: offset(of: "X", in: text)) == SourcePosition(line: 4, column: 2))
    #expect(
      lines.position(ofOffset: offset(of: "b", in: text)) == SourcePosition(line: 2, column: 1))
    #expect(
      lines.position(ofOffset: offset(of: "c", in: text)) == SourcePosition(line: 3, column: 1))
    #expect((1...4).map { lines.line($0) } == ["a", "b", "c", "dX"])
    #expect(lines.line(5) == nil)
    #expect(lines.line(0) == nil)
  }

  @Test(
    "an offset inside a scalar is placed after it; the end after a final break ends the last line")
  func edges() {
    let text = "x\u{E9}y\n"
    let lines = TextLines(Array(text.utf8))
    // Bytes: x(0) é(1, 2) y(3) LF(4).
    #expect(lines.position(ofOffset: 2) == SourcePosition(line: 1, column: 3))
    #expect(lines.position(ofOffset: 3) == SourcePosition(line: 1, column: 3))
    #expect(lines.position(ofOffset: 5) == SourcePosition(line: 1, column: 4))
    #expect(lines.position(ofOffset: 99) == SourcePosition(line: 1, column: 4))
    #expect(lines.position(ofOffset: -3) == SourcePosition(line: 1, column: 1))
    #expect(TextLines([]).position(ofOffset: 0) == SourcePosition(line: 1, column: 1))
    let noBreak = TextLines(Array("ab".utf8))
    #expect(noBreak.position(ofOffset: 2) == SourcePosition(line: 1, column: 3))
  }

  @Test("positions asked out of order are the same as in order (the cursor is only a shortcut)")
  func cursorOrder() {
    let text =
      String(repeating: "<a b=\"\u{E9}\"/>", count: 50) + "\n" + String(repeating: "x", count: 30)
    let bytes = Array(text.utf8)
    let forward = TextLines(bytes)
    let inOrder = (0...bytes.count).map { forward.position(ofOffset: $0) }
    let backward = TextLines(bytes)
    let reversed = (0...bytes.count).reversed().map { backward.position(ofOffset: $0) }
    #expect(inOrder == Array(reversed.reversed()))
  }

  @Test("lineNumber(ofOffset:) is the number of line breaks before the offset, plus one")
  func lineNumbers() {
    for text in ["", "\n", "a", "ab\n\ncd\n", "{\n  k = v;\r\n\n  é = \"x\";\r}", "\n\nx"] {
      let bytes = Array(text.utf8)
      let lines = TextLines(bytes)
      for offset in -1...(bytes.count + 1) {
        // A walk from the start: LF, CRLF (counted at its LF) and a lone CR each end a line.
        var breaks = 0
        for index in 0..<max(0, min(offset, bytes.count)) {
          let byte = bytes[index]
          if byte == 0x0A
            || (byte == 0x0D && (index + 1 >= bytes.count || bytes[index + 1] != 0x0A))
          {
            breaks += 1
          }
        }
        #expect(
          lines.lineNumber(ofOffset: offset) == breaks + 1, "\(offset) \(text.debugDescription)")
      }
    }
  }

  @Test("a line can be cut to its first bytes")
  func cutLine() {
    let lines = TextLines(Array("abcdef\nxyz".utf8))
    #expect(lines.line(1, maximumBytes: 3) == "abc")
    #expect(lines.line(2, maximumBytes: 10) == "xyz")
  }

  @Test("split gives the lines TextLines counts, LF, CRLF and a lone CR each ending one")
  func splitMatchesTheLineCount() {
    #expect(TextLines.split("a\r\nb\rc\n") == ["a", "b", "c", ""])
    #expect(TextLines.split("") == [""])
    #expect(TextLines.split("\r\n\r\n") == ["", "", ""])
    // A CRLF is one Character: Swift's split at "\n" leaves such a text whole.
    #expect("x\r\ny".split(separator: "\n").count == 1)
    for text in ["a\r\nb\rc\n", "é\u{301}\n\r\r\n🇫🇷", "no break", "\n\n"] {
      let lines = TextLines(Array(text.utf8))
      let split = TextLines.split(text)
      #expect(split.count == lines.count, "\(text)")
      for number in 1...lines.count {
        #expect(lines.line(number) == String(split[number - 1]), "\(text) line \(number)")
      }
    }
  }
}
