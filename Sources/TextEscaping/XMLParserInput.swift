/// Bytes made safe to hand to FoundationXML's `XMLParser`, which crashes the process on input
/// libxml2 itself accepts (`Documentation/HostileInput.md`, "XML the parser must not see").
///
/// swift-corelibs-foundation turns some of libxml2's callback arguments into Swift strings
/// without checking for the null pointer libxml2 passes when a part is absent, or force-unwraps
/// the decoding of bytes that are not UTF-8:
///
/// * a processing instruction without data (`<?pi?>`), anywhere: in the prolog, in content, after
///   the root element, inside a DOCTYPE's internal subset;
/// * in an internal subset: a `<!NOTATION>` without a public or a system identifier, an
///   `<!ATTLIST>` attribute without a default value, an unparsed entity (`NDATA`);
/// * a name (element, attribute) that is not valid UTF-8.
///
/// None of them means anything to a reader of this package (Interface Builder, property lists and
/// workspaces carry no processing instructions of interest and their DTDs are never read), so
/// ``prepare(_:)`` blanks every processing instruction except the XML declaration and the whole
/// internal subset of a document type declaration, and refuses text that is not UTF-8. Blanking
/// writes a space for every byte except line breaks, so every byte keeps its offset and every
/// line its number: the parser's positions stay those of the file.
///
/// Comments and CDATA sections are skipped as they are (a `<?` inside them is text); a `<?`
/// inside a start tag or an attribute value is left for the parser to reject.
public enum XMLParserInput {
  /// Why bytes cannot be given to the parser.
  public enum Problem: Error, Equatable, Sendable {
    /// The byte at `offset` starts a sequence that is not UTF-8.
    case invalidUTF8(offset: Int)
  }

  /// `bytes` with every processing instruction but the XML declaration, and the internal subset
  /// of a DOCTYPE, replaced by spaces (line breaks kept); or the problem that stops the parse.
  ///
  /// - Complexity: O(n), one pass over the bytes (and one for the UTF-8 check).
  public static func prepare(_ bytes: [UInt8]) -> Result<[UInt8], Problem> {
    if let offset = firstInvalidUTF8(in: bytes) { return .failure(.invalidUTF8(offset: offset)) }
    var output = bytes
    let count = bytes.count
    var index = 0
    if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
    // The XML declaration (only at the very start) is kept: it is not a processing instruction.
    if matches("<?xml", bytes, at: index), index + 5 < count, isSpace(bytes[index + 5]) {
      // It ends at its `?>`; a malformed one (`<?xml version="1"/>`) at its first `<` or `>`,
      // where libxml2 stops reading it: skipping to a later `?>` left the instructions between
      // unblanked (fuzz run 16, `audit`: SIGSEGV in FoundationXML).
      var end = index + 5
      while end < count, !matches("?>", bytes, at: end), bytes[end] != UInt8(ascii: "<"),
        bytes[end] != UInt8(ascii: ">")
      {
        end += 1
      }
      guard end < count else { return .success(output) }
      index = matches("?>", bytes, at: end) ? end + 2 : end
    }
    while index < count {
      guard bytes[index] == UInt8(ascii: "<") else {
        index += 1
        continue
      }
      if matches("<!--", bytes, at: index) {
        let end = find("-->", bytes, from: index + 4) ?? count
        neutralizeInstructions(bytes, &output, in: (index + 4)..<end, keepingOpening: false)
        index = end + 3
      } else if matches("<![CDATA[", bytes, at: index) {
        let end = find("]]>", bytes, from: index + 9) ?? count
        neutralizeInstructions(bytes, &output, in: (index + 9)..<end, keepingOpening: false)
        index = end + 3
      } else if matches("<?", bytes, at: index) {
        guard let end = find("?>", bytes, from: index + 2) else { break }
        // `<?xml …?>` after the start is an error; libxml2 recovers from it and still calls
        // the callback, so it is neutralized too, keeping its `<` so that it stays an error.
        let misplacedDeclaration =
          matches("<?xml", bytes, at: index)
          && (index + 5 == end || isSpace(bytes[index + 5]))
        blank(&output, (misplacedDeclaration ? index + 1 : index)..<(end + 2))
        index = end + 2
      } else if matches("<!DOCTYPE", bytes, at: index) {
        index = doctype(bytes, &output, from: index + 9)
      } else {
        index = endOfTag(bytes, &output, from: index + 1)
      }
    }
    return .success(output)
  }

  /// The offset of the first byte that does not start a well-formed UTF-8 sequence, or nil.
  ///
  /// - Complexity: O(n).
  public static func firstInvalidUTF8(in bytes: [UInt8]) -> Int? {
    var index = 0
    let count = bytes.count
    while index < count {
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      var length = 0
      var low: UInt8 = 0x80
      var high: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        low = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED:
        length = 3
        high = 0x9F
      case 0xF0:
        length = 4
        low = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        high = 0x8F
      default: return index
      }
      guard index + length <= count else { return index }
      for offset in 1..<length {
        let byte = bytes[index + offset]
        let (minimum, maximum) = offset == 1 ? (low, high) : (UInt8(0x80), UInt8(0xBF))
        if byte < minimum || byte > maximum { return index }
      }
      index += length
    }
    return nil
  }

  /// Past the `>` that ends a DOCTYPE whose keyword ends at `start`, with its internal subset
  /// (between `[` and `]`) blanked.
  private static func doctype(_ bytes: [UInt8], _ output: inout [UInt8], from start: Int) -> Int {
    var index = start
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        index = (bytes[(index + 1)...].firstIndex(of: byte) ?? count) + 1
      } else if byte == UInt8(ascii: "[") {
        let subsetEnd = endOfInternalSubset(bytes, from: index + 1)
        blank(&output, (index + 1)..<subsetEnd)
        index = subsetEnd + 1
      } else if byte == UInt8(ascii: ">") {
        return index + 1
      } else {
        index += 1
      }
    }
    return count
  }

  /// The offset of the `]` that closes an internal subset starting at `start` (or the end):
  /// quoted literals, comments and processing instructions inside it may hold a `]`.
  private static func endOfInternalSubset(_ bytes: [UInt8], from start: Int) -> Int {
    var index = start
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "]") { return index }
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        index = (bytes[(index + 1)...].firstIndex(of: byte) ?? count) + 1
      } else if matches("<!--", bytes, at: index) {
        index = (find("-->", bytes, from: index + 4) ?? count) + 3
      } else if matches("<?", bytes, at: index) {
        index = (find("?>", bytes, from: index + 2) ?? count) + 2
      } else {
        index += 1
      }
    }
    return count
  }

  /// Past the `>` of a tag whose `<` is just before `start`, skipping quoted attribute values.
  private static func endOfTag(_ bytes: [UInt8], _ output: inout [UInt8], from start: Int)
    -> Int
  {
    var index = start
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      if byte == UInt8(ascii: ">") { return index + 1 }
      if byte == UInt8(ascii: "<") {
        // Malformed: the parser stops here. An instruction here would be read after recovery,
        // so it is neutralized in place, keeping the `<` (the tag stays an error).
        guard index + 1 < count, bytes[index + 1] == UInt8(ascii: "?") else { return index }
        let end = min((find("?>", bytes, from: index + 2) ?? count) + 2, count)
        blank(&output, (index + 1)..<end)
        index = end
        continue
      }
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        let end = bytes[(index + 1)...].firstIndex(of: byte) ?? count
        // A `<` in an attribute value is an error libxml2 recovers from, reading a processing
        // instruction there: neutralized, its `<` kept so that the value stays an error.
        neutralizeInstructions(bytes, &output, in: (index + 1)..<end, keepingOpening: true)
        index = end + 1
      } else {
        index += 1
      }
    }
    return count
  }

  /// Blanks every `<?…?>` inside `range` (a comment, a CDATA section or an attribute value,
  /// where libxml2's recovery from an earlier error may still find one), keeping each `<` when
  /// `keepingOpening`.
  private static func neutralizeInstructions(
    _ bytes: [UInt8], _ output: inout [UInt8], in range: Range<Int>, keepingOpening: Bool
  ) {
    var index = range.lowerBound
    while index + 1 < range.upperBound {
      if bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "?") {
        let end = min((find("?>", bytes, from: index + 2) ?? bytes.count) + 2, range.upperBound)
        blank(&output, (keepingOpening ? index + 1 : index)..<end)
        index = end
      } else {
        index += 1
      }
    }
  }

  private static func blank(_ output: inout [UInt8], _ range: Range<Int>) {
    for offset in range.clamped(to: 0..<output.count)
    where output[offset] != UInt8(ascii: "\n") && output[offset] != UInt8(ascii: "\r") {
      output[offset] = UInt8(ascii: " ")
    }
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  private static func matches(_ pattern: StaticString, _ bytes: [UInt8], at index: Int) -> Bool {
    let length = pattern.utf8CodeUnitCount
    guard index >= 0, index + length <= bytes.count else { return false }
    return pattern.withUTF8Buffer { pattern in
      for offset in 0..<length where bytes[index + offset] != pattern[offset] { return false }
      return true
    }
  }

  /// The offset of the first `pattern` at or after `start`, or nil.
  private static func find(_ pattern: StaticString, _ bytes: [UInt8], from start: Int) -> Int? {
    let length = pattern.utf8CodeUnitCount
    guard length > 0 else { return nil }
    let first = pattern.withUTF8Buffer { $0[0] }
    var index = start
    while index + length <= bytes.count {
      if bytes[index] == first, matches(pattern, bytes, at: index) { return index }
      index += 1
    }
    return nil
  }
}
