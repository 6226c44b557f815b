import DeviceCatalog
import Foundation
import TextEscaping

/// Hand-written JSON in a fixed key order (no dictionary order reaches output).
enum JSONString {
  /// A JSON string literal with `"`, `\` and control characters escaped
  /// (``ControlCharacters/jsonString(_:)``).
  static func quote(_ value: String) -> String { ControlCharacters.jsonString(value) }

  /// A number as `PointFormat` writes it; `null` when not finite.
  static func number(_ value: CGFloat) -> String {
    value.isFinite ? PointFormat.string(value) : "null"
  }

  /// A value on one line: arrays as `[a, b]`, objects as `{"a": 1, "b": 2}`.
  static func value(_ value: Report.Value) -> String {
    switch value {
    case .string(let string): return quote(string)
    case .number(let number): return self.number(CGFloat(number))
    case .integer(let integer): return String(integer)
    case .bool(let bool): return bool ? "true" : "false"
    case .null: return "null"
    case .array(let elements): return "[" + elements.map(self.value).joined(separator: ", ") + "]"
    case .object(let members):
      return "{"
        + members.map { "\(quote($0.key)): \(self.value($0.value))" }
        .joined(separator: ", ") + "}"
    }
  }

  /// `{"a": 1, "b": "x"}` from members already encoded.
  static func object(_ members: [(String, String)], indent: Int = 0) -> String {
    if members.isEmpty { return "{}" }
    let pad = String(repeating: "  ", count: indent + 1)
    let close = String(repeating: "  ", count: indent)
    return "{\n"
      + members.map { "\(pad)\(quote($0.0)): \($0.1)" }.joined(separator: ",\n")
      + "\n\(close)}"
  }

  /// `[a, b]` from elements already encoded.
  static func array(_ elements: [String], indent: Int = 0) -> String {
    if elements.isEmpty { return "[]" }
    let pad = String(repeating: "  ", count: indent + 1)
    let close = String(repeating: "  ", count: indent)
    return "[\n" + elements.map { pad + $0 }.joined(separator: ",\n") + "\n\(close)]"
  }
}
