extension ControlCharacters {
  /// A JSON string literal with `"`, `\` and every scalar ``needsEscaping(_:)`` escapes written
  /// as JSON escapes (`\n`, `\uXXXX`): C0 and C1 controls, DEL, U+2028/U+2029, bidirectional
  /// overrides. The one JSON quoting every JSON output shares (query, explain, reports).
  ///
  /// ```swift
  /// ControlCharacters.jsonString("a\n\"b\"")  // "\"a\\n\\\"b\\\"\""
  /// ```
  public static func jsonString(_ value: String) -> String {
    var result = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\u{08}": result += "\\b"
      case "\u{0C}": result += "\\f"
      default:
        if needsEscaping(scalar) {
          let hex = String(scalar.value, radix: 16)
          result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
