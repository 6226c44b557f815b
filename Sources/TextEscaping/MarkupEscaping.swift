extension ControlCharacters {
  /// Text for an XML 1.0 report's attributes and character data (JUnit, Checkstyle): markup
  /// escaped (`&`, `<`, `>`, `"`, `'`) and every scalar ``needsEscaping(_:)`` escapes written
  /// visibly as that escape (`\n`, `\r`, `\t`, `\u{85}`, `\u{2028}`, `\u{202E}`), as are U+FFFE and
  /// U+FFFF, which XML cannot carry. The one XML escaper of the reports.
  ///
  /// Never as a character reference: `&#10;` or `&#x202E;` is the raw scalar again to whatever
  /// reads the file (a CI page printing a failure message, a log), which could then forge a line
  /// or reorder one. A report's own line structure (a failure's lines) is written with real line
  /// breaks between escaped lines (`Documentation/HostileInput.md`).
  ///
  /// ```swift
  /// ControlCharacters.xmlText("a<b>\n")  // "a&lt;b&gt;\\n"
  /// ```
  public static func xmlText(_ value: String) -> String {
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
        if needsEscaping(scalar) {
          result += escaped(scalar)
        } else if code == 0xFFFE || code == 0xFFFF {
          result += "\\u{" + String(code, radix: 16, uppercase: true) + "}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  /// Text for a drawing a browser shows (the SVG and HTML that `render` writes), in text and in
  /// double-quoted attribute values. The one HTML (and drawn SVG) escaper.
  ///
  /// `&`, `<`, `>`, `"` and `'` become entity references (`'` as `&#39;`, which HTML 4 knows);
  /// characters XML 1.0 forbids (C0 controls other than tab, line feed and carriage return,
  /// U+FFFE and U+FFFF) become U+FFFD. Unlike ``xmlText(_:)``, line breaks are kept: a browser
  /// lays them out as white space and draws no control character.
  ///
  /// ```swift
  /// ControlCharacters.htmlText("<a&b>")  // "&lt;a&amp;b&gt;"
  /// ```
  public static func htmlText(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
          result += "\u{FFFD}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  /// A value in a GitHub Actions workflow command (`::error file=…::message`): the runner's own
  /// escaping (`escapeData` and `escapeProperty` of `@actions/core`: `%`, CR and LF, and in a
  /// property `:` and `,`), then every other scalar ``needsEscaping(_:)`` escapes written visibly,
  /// so that one command is always one line
  /// (<https://docs.github.com/actions/reference/workflow-commands-for-github-actions>).
  ///
  /// ```swift
  /// ControlCharacters.workflowCommandValue("a:b\n", property: true)  // "a%3Ab%0A"
  /// ```
  public static func workflowCommandValue(_ value: String, property: Bool) -> String {
    var result = ""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "%": result += "%25"
      case "\r": result += "%0D"
      case "\n": result += "%0A"
      case ":" where property: result += "%3A"
      case "," where property: result += "%2C"
      default: result += escaped(scalar)
      }
    }
    return result
  }
}
