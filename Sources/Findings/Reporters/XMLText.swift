import TextEscaping

/// Text for XML 1.0 attributes and character data (JUnit, Checkstyle).
enum XMLText {
  /// `value` with markup escaped (`&`, `<`, `>`, `"`, `'`) and every scalar
  /// ``ControlCharacters`` escapes written visibly as that escape (`\n`, `\r`, `\t`, `\u{85}`,
  /// `\u{2028}`, `\u{202E}`), as are U+FFFE and U+FFFF, which XML cannot carry.
  ///
  /// Never as a character reference: `&#10;` or `&#x202E;` is the raw scalar again to whatever
  /// reads the file (a CI page printing a failure message, a log), which could then forge a line
  /// or reorder one. The reporters' own line structure (a failure's lines) is written with real
  /// line breaks between escaped lines (`Documentation/HostileInput.md`).
  static func escape(_ value: String) -> String {
    var result = ""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      default:
        let code = scalar.value
        if ControlCharacters.needsEscaping(scalar) {
          result += ControlCharacters.escaped(scalar)
        } else if code == 0xFFFE || code == 0xFFFF {
          result += "\\u{" + String(code, radix: 16, uppercase: true) + "}"
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
