import Foundation

/// Appends SVG elements to a string: attribute values are escaped and numbers formatted by
/// ``Markup``; attributes are written in the order given.
struct SVGWriter {
  private(set) var text = ""
  private var depth = 0

  /// An attribute value: a number (formatted) or text (escaped).
  enum Value {
    case number(CGFloat)
    case text(String)

    var written: String {
      switch self {
      case .number(let value): Markup.number(value)
      case .text(let value): Markup.escape(value)
      }
    }
  }

  private mutating func line(_ content: String) {
    text += String(repeating: "  ", count: depth) + content + "\n"
  }

  private static func attributes(_ pairs: [(String, Value)]) -> String {
    pairs.map { " \($0.0)=\"\($0.1.written)\"" }.joined()
  }

  /// `<name a="…"/>`.
  mutating func empty(_ name: String, _ attributes: [(String, Value)]) {
    line("<\(name)\(Self.attributes(attributes))/>")
  }

  /// `<name a="…">escaped text</name>`.
  mutating func element(_ name: String, _ attributes: [(String, Value)], text content: String) {
    line("<\(name)\(Self.attributes(attributes))>\(Markup.escape(content))</\(name)>")
  }

  /// `<name a="…">`, indenting what follows until ``close(_:)``.
  mutating func open(_ name: String, _ attributes: [(String, Value)] = []) {
    line("<\(name)\(Self.attributes(attributes))>")
    depth += 1
  }

  /// `</name>`.
  mutating func close(_ name: String) {
    depth -= 1
    line("</\(name)>")
  }

  /// Raw markup the caller built (already escaped).
  mutating func raw(_ markup: String) {
    line(markup)
  }

  /// `<!-- text -->`, with `--` (not allowed in comments) broken up; entities are not
  /// interpreted in comments, so nothing else needs escaping.
  mutating func comment(_ content: String) {
    var safe = content
    while safe.contains("--") { safe = safe.replacingOccurrences(of: "--", with: "- -") }
    if safe.hasSuffix("-") { safe += " " }
    line("<!-- \(safe) -->")
  }

  /// The attributes of a rectangle.
  static func rect(_ rect: CGRect) -> [(String, Value)] {
    [
      ("x", .number(rect.minX)), ("y", .number(rect.minY)), ("width", .number(rect.width)),
      ("height", .number(rect.height)),
    ]
  }
}
