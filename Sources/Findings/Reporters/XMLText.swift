import TextEscaping

/// Text for XML 1.0 attributes and character data (JUnit, Checkstyle).
enum XMLText {
  /// `value` with markup escaped (`&`, `<`, `>`, `"`, `'`), line breaks and tabs as character
  /// references (so that an attribute keeps them), and the characters XML 1.0 cannot carry at all
  /// (C0 controls, U+FFFE, U+FFFF) written visibly as `\u{1B}` (``ControlCharacters``). The other
  /// scalars ``ControlCharacters`` escapes (DEL, C1 controls, U+2028/U+2029, bidirectional
  /// overrides) are written as character references: kept exactly, never raw in the file.
  static func escape(_ value: String) -> String {
    var result = ""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\n", "\r", "\t": result += "&#\(scalar.value);"
      default:
        let code = scalar.value
        if code < 0x20 {
          result += ControlCharacters.escaped(scalar)
        } else if code == 0xFFFE || code == 0xFFFF {
          result += "\\u{" + String(code, radix: 16, uppercase: true) + "}"
        } else if ControlCharacters.needsEscaping(scalar) {
          result += "&#x" + String(code, radix: 16, uppercase: true) + ";"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  /// `name="escaped value"` pairs, space-separated, in the order given.
  static func attributes(_ pairs: [(String, String)]) -> String {
    pairs.map { "\($0.0)=\"\(escape($0.1))\"" }.joined(separator: " ")
  }
}
