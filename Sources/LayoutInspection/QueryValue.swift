import DeviceCatalog
import Foundation
import TextEscaping

/// The value of a query: insets, a rectangle, a size, a point, a number, a flag or a word.
///
/// ```swift
/// QueryValue.insets(UIEdgeInsets(top: 88, left: 0, bottom: 34, right: 0)).text  // {88, 0, 34, 0}
/// QueryValue.rect(CGRect(x: 0, y: 88, width: 375, height: 724)).json
/// // {"x":0, "y":88, "width":375, "height":724}
/// ```
public enum QueryValue: Hashable, Sendable {
  case insets(EdgeInsets)
  case rect(CGRect)
  case size(CGSize)
  case point(CGPoint)
  case number(CGFloat)
  case bool(Bool)
  case string(String)

  /// Written like UIKit's `NSStringFrom…`: `{88, 0, 34, 0}`, `{{0, 88}, {375, 724}}`,
  /// `{375, 1100}`, `{0, -88}`, `44`.
  public var text: String {
    switch self {
    case .insets(let insets): return insets.description
    case .rect(let rect): return Self.text(rect)
    case .size(let size):
      return "{\(PointFormat.string(size.width)), \(PointFormat.string(size.height))}"
    case .point(let point):
      return "{\(PointFormat.string(point.x)), \(PointFormat.string(point.y))}"
    case .number(let number): return PointFormat.string(number)
    case .bool(let flag): return flag ? "true" : "false"
    case .string(let string): return string
    }
  }

  /// The value as JSON, keys in a fixed order: insets `{"top":…, "left":…, "bottom":…,
  /// "right":…}`, rect `{"x":…, "y":…, "width":…, "height":…}`, size `{"width":…, "height":…}`,
  /// point `{"x":…, "y":…}`, a number as a number.
  public var json: String {
    switch self {
    case .insets(let insets):
      return JSONText.object([
        ("top", insets.top), ("left", insets.left), ("bottom", insets.bottom),
        ("right", insets.right),
      ])
    case .rect(let rect):
      return JSONText.object([
        ("x", rect.origin.x), ("y", rect.origin.y), ("width", rect.size.width),
        ("height", rect.size.height),
      ])
    case .size(let size):
      return JSONText.object([("width", size.width), ("height", size.height)])
    case .point(let point):
      return JSONText.object([("x", point.x), ("y", point.y)])
    case .number(let number): return JSONText.number(number)
    case .bool(let flag): return flag ? "true" : "false"
    case .string(let string): return JSONText.string(string)
    }
  }

  /// `{{0, 88}, {375, 724}}`.
  static func text(_ rect: CGRect) -> String {
    "{{\(PointFormat.string(rect.origin.x)), \(PointFormat.string(rect.origin.y))}, "
      + "{\(PointFormat.string(rect.size.width)), \(PointFormat.string(rect.size.height))}}"
  }
}

/// Hand-written JSON in a fixed key order.
/// JSON text written by hand in a fixed order: the one JSON writer of the project's outputs.
public enum JSONText {
  /// A number as ``PointFormat/string(_:)`` writes it; `null` when not finite.
  public static func number(_ value: CGFloat) -> String {
    value.isFinite ? PointFormat.string(value) : "null"
  }

  /// `{"a":1, "b":2}`.
  public static func object(_ members: [(String, CGFloat)]) -> String {
    "{" + members.map { "\(string($0.0)):\(number($0.1))" }.joined(separator: ", ") + "}"
  }

  /// A JSON string literal with `"`, `\` and every scalar ``ControlCharacters`` escapes written
  /// as `\uXXXX` (C0 and C1 controls, DEL, U+2028/U+2029, bidirectional overrides).
  public static func string(_ value: String) -> String { ControlCharacters.jsonString(value) }
}
