/// Text that came from input (ids, class names, titles, device names, file names), made safe to
/// print on one line of a terminal, a log or a tool's input.
///
/// Every output written for a person or a tool — the text and Xcode reporters, `inspect`,
/// `explain`, `query`, error messages — passes input-derived values through ``escape(_:)``
/// (or ``Swift/StringProtocol/escapingControlCharacters``), so that a value can neither start a
/// new line (and forge a diagnostic) nor drive the terminal (an ESC sequence that clears the
/// screen or rewrites a line). Markup outputs (SVG, HTML, JSON, SARIF) escape with their own
/// syntax instead.
///
/// What is escaped, and how:
///
/// | scalars | written as |
/// |---|---|
/// | U+000A line feed, U+000D carriage return, U+0009 tab | `\n`, `\r`, `\t` |
/// | every other C0 control (U+0000–U+001F), DEL (U+007F), every C1 control (U+0080–U+009F, NEL U+0085 included) | `\u{1B}` (uppercase hex) |
/// | U+2028 line separator, U+2029 paragraph separator | `\u{2028}`, `\u{2029}` |
/// | the bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which reorder what a reviewer reads | `\u{202E}` |
///
/// A backslash is not escaped: ordinary text is printed unchanged, and an escaped value reads as
/// Swift would write it. Complexity: O(n) in the text's Unicode scalars; text that needs no
/// escaping is returned without copying scalar by scalar.
///
/// ```swift
/// ControlCharacters.escape("X\nsome/file.swift:1:1: error: fake")
/// // "X\\nsome/file.swift:1:1: error: fake" — one line
/// ```
public enum ControlCharacters {
  /// Whether `scalar` is escaped by ``escape(_:keepingTabs:)``.
  public static func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x2028, 0x2029: true
    case 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// `text` with every scalar that could break a line or drive a terminal escaped (see the type's
  /// table); with `keepingTabs`, tabs are kept (a source line shown above a caret keeps its tabs
  /// so that the caret lines up).
  public static func escape(_ text: some StringProtocol, keepingTabs: Bool = false) -> String {
    if isPrintableASCII(text, keepingTabs: keepingTabs) { return String(text) }
    guard
      text.unicodeScalars.contains(where: {
        needsEscaping($0) && !(keepingTabs && $0 == "\t")
      })
    else { return String(text) }
    var result = ""
    result.reserveCapacity(text.utf8.count + 8)
    for scalar in text.unicodeScalars {
      if keepingTabs && scalar == "\t" || !needsEscaping(scalar) {
        result.unicodeScalars.append(scalar)
      } else {
        result += escaped(scalar)
      }
    }
    return result
  }

  /// Whether `text` is printable ASCII only (U+0020–U+007E, and tabs with `keepingTabs`), which
  /// needs no escaping: the common case, decided on the UTF-8 bytes without decoding scalars.
  static func isPrintableASCII(_ text: some StringProtocol, keepingTabs: Bool) -> Bool {
    func plain(_ byte: UInt8) -> Bool {
      (0x20..<0x7F).contains(byte) || keepingTabs && byte == 0x09
    }
    if let answer = text.utf8.withContiguousStorageIfAvailable({ $0.allSatisfy(plain) }) {
      return answer
    }
    return text.utf8.allSatisfy(plain)
  }

  /// How ``escape(_:keepingTabs:)`` writes one scalar: itself when it needs no escaping.
  public static func escaped(_ scalar: Unicode.Scalar) -> String {
    switch scalar {
    case "\n": return "\\n"
    case "\r": return "\\r"
    case "\t": return "\\t"
    default:
      guard needsEscaping(scalar) else { return String(scalar) }
      let hex = String(scalar.value, radix: 16, uppercase: true)
      return "\\u{" + (hex.count < 2 ? "0" + hex : hex) + "}"
    }
  }

  /// The number of scalars ``escape(_:keepingTabs:)`` writes for the first `count` scalars of
  /// `text`: the column, in the escaped text, of what was at column `count + 1`. A caret under an
  /// escaped source line is placed with it.
  public static func escapedLength(
    ofPrefix count: Int, of text: some StringProtocol, keepingTabs: Bool = false
  ) -> Int {
    var length = 0
    for (offset, scalar) in text.unicodeScalars.enumerated() {
      guard offset < count else { break }
      length +=
        keepingTabs && scalar == "\t" || !needsEscaping(scalar)
        ? 1 : escaped(scalar).unicodeScalars.count
    }
    return length + max(0, count - text.unicodeScalars.count)
  }
}

extension StringProtocol {
  /// This text with line breaks, carriage returns, ESC and every other control character
  /// escaped: safe to print on one line (see ``ControlCharacters``).
  ///
  /// ```swift
  /// "a\u{1B}[2Jb".escapingControlCharacters  // "a\\u{1B}[2Jb"
  /// ```
  public var escapingControlCharacters: String { ControlCharacters.escape(self) }
}

/// An error whose `description` already escapes what came from input (a located diagnostic:
/// `path:line:col: error: message`, the source line and a caret, from
/// ``ControlCharacters/diagnostic(file:line:column:message:sourceLine:)`` or the like), so it is
/// printed as it is, line breaks included.
public protocol EscapedDiagnostic: Error, CustomStringConvertible {}

extension ControlCharacters {
  /// The text to print for `error`: an ``EscapedDiagnostic``'s own description, any other
  /// error's description escaped onto one line.
  public static func describe(_ error: any Error) -> String {
    if let diagnostic = error as? any EscapedDiagnostic { return diagnostic.description }
    return escape(String(describing: error))
  }
}
