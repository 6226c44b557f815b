import DeviceCatalog
import Foundation
import LayoutInspection

/// Hand-written JSON in a fixed key order (no dictionary order reaches output).
enum JSONString {
  /// A JSON string literal with `"`, `\` and control characters escaped (``JSONText/string(_:)``).
  static func quote(_ value: String) -> String { JSONText.string(value) }

  /// A number as `PointFormat` writes it; `null` when not finite.
  static func number(_ value: CGFloat) -> String {
    value.isFinite ? PointFormat.string(value) : "null"
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
