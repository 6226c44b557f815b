import Foundation

/// Insets of a rectangle's four edges, in points, in UIKit's order (top, left, bottom, right).
///
/// `HeadlessUIKit` exposes this type as `UIEdgeInsets`.
public struct EdgeInsets: Hashable, Sendable, Codable, CustomStringConvertible {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat

  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// All four edges the same.
  public init(all value: CGFloat) {
    self.init(top: value, left: value, bottom: value, right: value)
  }

  public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

  /// The value of one edge.
  public subscript(edge: RectEdge) -> CGFloat {
    get {
      switch edge {
      case .top: top
      case .left: left
      case .bottom: bottom
      case .right: right
      }
    }
    set {
      switch edge {
      case .top: top = newValue
      case .left: left = newValue
      case .bottom: bottom = newValue
      case .right: right = newValue
      }
    }
  }

  /// Edge-wise sum.
  public static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: lhs.top + rhs.top, left: lhs.left + rhs.left,
      bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
  }

  /// Edge-wise maximum.
  public func edgewiseMax(_ other: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: Swift.max(top, other.top), left: Swift.max(left, other.left),
      bottom: Swift.max(bottom, other.bottom), right: Swift.max(right, other.right))
  }

  /// Written like UIKit's `NSStringFromUIEdgeInsets`: `{88, 0, 34, 0}`.
  public var description: String {
    "{\(PointFormat.string(top)), \(PointFormat.string(left)), "
      + "\(PointFormat.string(bottom)), \(PointFormat.string(right))}"
  }
}

/// One edge of a rectangle.
public enum RectEdge: String, CaseIterable, Sendable, Codable {
  case top, left, bottom, right
}

extension CGRect {
  /// The rectangle shrunk by `insets` (UIKit's `inset(by:)`).
  public func inset(by insets: EdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom)
  }
}

/// Formats numbers the way the project prints them everywhere (the `query` contract): whole
/// numbers without a decimal point, others in Swift's shortest round-trip form. A value within
/// 1e-7 of a multiple of 1/2 or 1/3 pt (a device pixel at @2x or @3x) is first snapped to it, so
/// that arithmetic noise (`97.66666666666666` vs `97.66666666666667`) never reaches output.
public enum PointFormat {
  /// The tolerance under which two computed lengths are the same length.
  public static let epsilon: CGFloat = 1e-6

  /// Whether two computed lengths are equal within ``epsilon``.
  public static func nearlyEqual(_ a: CGFloat, _ b: CGFloat) -> Bool {
    abs(a - b) <= epsilon
  }

  /// The value snapped to a whole, half or third point when it is within 1e-7 of one.
  public static func normalized(_ value: CGFloat) -> Double {
    let d = Double(value)
    for denominator in [1.0, 2.0, 3.0] {
      let scaled = d * denominator
      if abs(scaled - scaled.rounded()) < 1e-7 {
        let snapped = scaled.rounded() / denominator
        return snapped == 0 ? 0 : snapped  // never "-0"
      }
    }
    return d
  }

  /// `44`, `97.66666666666667`, `-0.5`.
  public static func string(_ value: CGFloat) -> String {
    let d = normalized(value)
    if d == d.rounded(), abs(d) < 1e15 {
      return String(Int64(d))
    }
    return String(d)
  }
}
