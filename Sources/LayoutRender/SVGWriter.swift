import Foundation

/// Appends SVG elements to a string: attribute values are escaped and numbers formatted by
/// ``Markup``; attributes are written in the order given.
struct SVGWriter {
  private(set) var text = ""
  /// Whether ``comment(_:)`` writes anything: a report's sheets leave the comments out (their
  /// numbers are the drawn ones, and a report holds thousands of pictures).
  var writesComments = true

  /// An attribute value: a number (a coordinate, at most 2 decimals) or text (escaped).
  enum Value {
    case number(CGFloat)
    case text(String)

    var written: String {
      switch self {
      case .number(let value): Markup.coordinate(value)
      case .text(let value): Markup.escape(value)
      }
    }
  }

  /// Whether elements follow each other without line breaks (a sheet: one picture per line).
  var isCompact = false

  /// Whether nothing is written (a picture's first pass, which only places its labels).
  var isDiscarding = false

  /// One element per line, not indented (a report holds thousands of pictures).
  private mutating func line(_ content: String) {
    guard !isDiscarding else { return }
    text += isCompact ? content : content + "\n"
  }

  /// Short names for class names (a sheet's, ``Drawing/shortClasses``): each class in a `class`
  /// attribute is written as its short name, when it has one.
  var classNames: [String: String] = [:]  // lookups only

  private func attributes(_ pairs: [(String, Value)]) -> String {
    pairs.map { pair in
      if pair.0 == "class", !classNames.isEmpty, case .text(let names) = pair.1 {
        let renamed = names.split(separator: " ").map { classNames[String($0)] ?? String($0) }
        return " class=\"\(Markup.escape(renamed.joined(separator: " ")))\""
      }
      return " \(pair.0)=\"\(pair.1.written)\""
    }.joined()
  }

  /// `<name a="…"/>`. In a sheet (``isCompact``), a plain rectangle (no corner radius, fill or
  /// id) is written as the shorter path that draws the same outline from the same corner:
  /// `<path d="M16 20h288v548h-288z" class="mg"/>`.
  mutating func empty(_ name: String, _ attributes: [(String, Value)]) {
    if isCompact, name == "rect", let path = Self.rectPath(attributes) {
      line("<path\(self.attributes(path))/>")
      return
    }
    line("<\(name)\(self.attributes(attributes))/>")
  }

  /// A plain rectangle's attributes as a path's, or `nil` when it has others than `x`, `y`,
  /// `width`, `height` and `class`.
  static func rectPath(_ attributes: [(String, Value)]) -> [(String, Value)]? {
    var numbers: [String: CGFloat] = [:]  // lookups only
    var rest: [(String, Value)] = []
    for (key, value) in attributes {
      switch (key, value) {
      case ("x", .number(let n)), ("y", .number(let n)), ("width", .number(let n)),
        ("height", .number(let n)):
        numbers[key] = n
      case ("class", _): rest.append((key, value))
      default: return nil
      }
    }
    guard let width = numbers["width"], let height = numbers["height"] else { return nil }
    let n = Markup.coordinate
    let d =
      "M\(n(numbers["x"] ?? 0)) \(n(numbers["y"] ?? 0))h\(n(width))v\(n(height))h\(n(-width))z"
    return [("d", .text(d))] + rest
  }

  /// `<name a="…">escaped text</name>`.
  mutating func element(_ name: String, _ attributes: [(String, Value)], text content: String) {
    line("<\(name)\(self.attributes(attributes))>\(Markup.escape(content))</\(name)>")
  }

  /// `<name a="…">`, closed by ``close(_:)``.
  mutating func open(_ name: String, _ attributes: [(String, Value)] = []) {
    line("<\(name)\(self.attributes(attributes))>")
  }

  /// `</name>`.
  mutating func close(_ name: String) {
    line("</\(name)>")
  }

  /// Raw markup the caller built (already escaped), on a line of its own unless `newline` is
  /// false.
  mutating func raw(_ markup: String, newline: Bool = true) {
    if newline { line(markup) } else if !isDiscarding { text += markup }
  }

  /// `<!-- text -->`, with `--` (not allowed in comments) broken up; entities are not
  /// interpreted in comments, so nothing else needs escaping.
  mutating func comment(_ content: String) {
    guard writesComments else { return }
    var safe = content
    while safe.contains("--") { safe = safe.replacingOccurrences(of: "--", with: "- -") }
    if safe.hasSuffix("-") { safe += " " }
    line("<!-- \(safe) -->")
  }

  /// The attributes of a rectangle; `x` and `y` are left out when 0, their default.
  static func rect(_ rect: CGRect) -> [(String, Value)] {
    var result: [(String, Value)] = []
    if Markup.coordinate(rect.minX) != "0" { result.append(("x", .number(rect.minX))) }
    if Markup.coordinate(rect.minY) != "0" { result.append(("y", .number(rect.minY))) }
    return result + [("width", .number(rect.width)), ("height", .number(rect.height))]
  }
}
