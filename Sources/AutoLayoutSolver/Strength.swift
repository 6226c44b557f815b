/// The weight of a constraint in the solver's objective (kiwi/strength.h).
///
/// A strength is a number: kiwi builds it from three levels, `strong`, `medium` and `weak`, each
/// worth a thousand of the level below, and `required` above them all. The solver minimises the
/// sum of each non-required constraint's error times its strength; required constraints are
/// never violated.
///
/// ```swift
/// try solver.addConstraint((width >= 44) | .strong)
/// try solver.addConstraint((width == 0) | .uikit(priority: 250))
/// ```
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The weight, between 0 and ``required``'s value.
  public let value: Double

  /// Creates a strength from a raw weight, clipped to `0...Strength.required.value` as kiwi's
  /// `strength::clip` does.
  public init(_ value: Double) {
    self.value = Swift.max(0, Swift.min(Strength.requiredValue, value))
  }

  /// kiwi's `strength::create(a, b, c, w)`: `a`, `b` and `c` (each clipped to `0...1000` after
  /// multiplying by `w`) weigh a million, a thousand and one.
  ///
  /// - Complexity: O(1).
  public static func create(_ a: Double, _ b: Double, _ c: Double, _ w: Double = 1) -> Strength {
    Strength(rawCreate(a, b, c, w))
  }

  private static func rawCreate(_ a: Double, _ b: Double, _ c: Double, _ w: Double) -> Double {
    var result = 0.0
    result += Swift.max(0, Swift.min(1000, a * w)) * 1_000_000
    result += Swift.max(0, Swift.min(1000, b * w)) * 1000
    result += Swift.max(0, Swift.min(1000, c * w))
    return result
  }

  private static let requiredValue = rawCreate(1000, 1000, 1000, 1)

  /// `create(1000, 1000, 1000)`, 1,001,001,000.
  public static let required = Strength(requiredValue)
  /// `create(1, 0, 0)`, 1,000,000.
  public static let strong = create(1, 0, 0)
  /// `create(0, 1, 0)`, 1,000.
  public static let medium = create(0, 1, 0)
  /// `create(0, 0, 1)`, 1.
  public static let weak = create(0, 0, 1)

  /// Whether this is ``required``: the constraint is never violated.
  public var isRequired: Bool { value >= Strength.requiredValue }

  /// Maps a UIKit layout priority (`UILayoutPriority`, 1…1000) onto a strength.
  ///
  /// `1000` (`.required`) and above is ``required``. Any lower priority `p` becomes
  /// `create(0, p, 0)`, a weight of `p × 1000`: strictly increasing in `p`, always below
  /// ``required`` and below ``strong``, and at or above ``medium`` from priority 1.
  ///
  /// | UIKit priority | weight |
  /// |---|---|
  /// | 1000 `.required` | ``required`` (1,001,001,000) |
  /// | 999 | 999,000 |
  /// | 750 `.defaultHigh` | 750,000 |
  /// | 250 `.defaultLow` | 250,000 |
  /// | 50 `.fittingSizeLevel` | 50,000 |
  /// | 1 | 1,000 (= ``medium``) |
  ///
  /// Priorities below 1 (not allowed by UIKit) keep the same formula down to 0.
  ///
  /// - Complexity: O(1).
  public static func uikit(priority: Float) -> Strength {
    precondition(!priority.isNaN, "a layout priority must be a number, got 'nan'")
    if priority >= 1000 { return .required }
    return create(0, Double(Swift.max(0, priority)), 0)
  }

  public static func < (lhs: Strength, rhs: Strength) -> Bool {
    lhs.value < rhs.value
  }

  public var description: String {
    switch self {
    case .required: "required"
    case .strong: "strong"
    case .medium: "medium"
    case .weak: "weak"
    default: formatNumber(value)
    }
  }
}
