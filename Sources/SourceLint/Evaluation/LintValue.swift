/// A value an expression evaluates to in one environment.
public enum LintValue: Hashable, Sendable {
  case number(Double)
  case boolean(Bool)
  case string(String)
  case size(Double, Double)
  /// A model identifier: every hardware identifier of the device (equal to any of them).
  case identifiers([String])

  /// `64`, `true`, `'pad'`, `375 x 812`.
  public var text: String {
    switch self {
    case .number(let value): LintValue.format(value)
    case .boolean(let value): value ? "true" : "false"
    case .string(let value): "'\(value)'"
    case .size(let width, let height): "\(LintValue.format(width)) x \(LintValue.format(height))"
    case .identifiers(let names): names.joined(separator: "/")
    }
  }

  static func format(_ value: Double) -> String {
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
    return String(rounded)
  }

  /// Whether two values are the same (numbers within 1e-6).
  func equals(_ other: LintValue) -> Bool? {
    switch (self, other) {
    case (.number(let a), .number(let b)): return abs(a - b) <= 1e-6
    case (.boolean(let a), .boolean(let b)): return a == b
    case (.string(let a), .string(let b)): return a == b
    case (.size(let a, let b), .size(let c, let d)): return abs(a - c) <= 1e-6 && abs(b - d) <= 1e-6
    case (.identifiers(let names), .string(let text)), (.string(let text), .identifiers(let names)):
      return names.contains(text)
    case (.number(let a), .boolean(let b)), (.boolean(let b), .number(let a)):
      return (a != 0) == b
    default: return nil
    }
  }

  var truth: Bool? {
    switch self {
    case .boolean(let value): value
    case .number(let value): value != 0
    default: nil
    }
  }
}
