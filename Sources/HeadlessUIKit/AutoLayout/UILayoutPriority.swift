import Foundation

/// UIKit's `UILayoutPriority`: how strongly Auto Layout holds a constraint, 1…1000. A required
/// constraint (1000) is never traded; lower ones are traded by weight (see
/// `Documentation/AutoLayout.md`, "Priorities").
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
  ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
  public var rawValue: Float

  public init(rawValue: Float) { self.rawValue = rawValue }
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  public init(floatLiteral value: Float) { self.rawValue = value }
  public init(integerLiteral value: Int) { self.rawValue = Float(value) }

  /// 1000: never broken, except to recover from a conflict.
  public static let required = UILayoutPriority(1000)
  /// 750: a button's compression resistance.
  public static let defaultHigh = UILayoutPriority(750)
  /// 250: a button's content hugging.
  public static let defaultLow = UILayoutPriority(250)
  /// 50: the priority `systemLayoutSizeFitting` uses to fit a view around its content.
  public static let fittingSizeLevel = UILayoutPriority(50)

  public var isRequired: Bool { rawValue >= 1000 }

  public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue + rhs)
  }

  public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue - rhs)
  }
}

/// UIKit's `NSLayoutConstraint.Axis`.
public enum UILayoutConstraintAxis: Int, Hashable, Sendable {
  case horizontal = 0
  case vertical = 1
}
