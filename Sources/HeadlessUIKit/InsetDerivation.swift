import DeviceCatalog
import Foundation

/// One step in the derivation of an inset edge: an amount, what it is, and the rule behind it.
public struct InsetTerm: Hashable, Sendable, CustomStringConvertible {
  /// What the amount is, such as `status bar` or `navigation bar (translucent)`.
  public var label: String
  /// Points added (negative: removed).
  public var amount: CGFloat
  /// The rule id of `Documentation/UIKitRules.md`, such as `R3.1`.
  public var rule: String

  public init(_ label: String, _ amount: CGFloat, rule: String) {
    self.label = label
    self.amount = amount
    self.rule = rule
  }

  public var description: String {
    "\(amount < 0 ? "-" : "+") \(PointFormat.string(abs(amount))) \(label) [\(rule)]"
  }
}

/// How one edge of an inset came to be: the sum of its terms.
public struct EdgeDerivation: Hashable, Sendable {
  public var terms: [InsetTerm]

  public init(_ terms: [InsetTerm] = []) { self.terms = terms }

  /// The sum of the terms.
  public var value: CGFloat { terms.reduce(0) { $0 + $1.amount } }

  mutating func append(_ label: String, _ amount: CGFloat, rule: String) {
    guard !PointFormat.nearlyEqual(amount, 0) else { return }
    terms.append(InsetTerm(label, amount, rule: rule))
  }

  /// R2.3: the edge after the view's inward distance from its superview's edge, floored at 0 and
  /// capped at the superview's inset.
  func overlapped(distance: CGFloat) -> EdgeDerivation {
    let parent = value
    let result = SafeAreaRules.overlapInset(parentInset: parent, distance: distance)
    var copy = self
    let d = PointFormat.string(abs(distance))
    if PointFormat.nearlyEqual(result, parent) {
      if distance < 0, parent > 0 {
        copy.terms.append(
          InsetTerm("view extends \(d) beyond its superview's edge: capped", 0, rule: "R2.3a"))
      }
      return copy
    }
    let label =
      result <= 0
      ? "view's edge lies \(d) inside its superview's edge: floored at 0"
      : "view's edge lies \(d) inside its superview's edge"
    copy.terms.append(InsetTerm(label, result - parent, rule: "R2.3"))
    return copy
  }
}

/// The derivation of a whole inset value, edge by edge.
public struct InsetDerivation: Hashable, Sendable {
  public var top: EdgeDerivation
  public var left: EdgeDerivation
  public var bottom: EdgeDerivation
  public var right: EdgeDerivation

  public init(
    top: EdgeDerivation = .init(), left: EdgeDerivation = .init(),
    bottom: EdgeDerivation = .init(), right: EdgeDerivation = .init()
  ) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  public static let zero = InsetDerivation()

  /// The inset value the terms add up to.
  public var insets: UIEdgeInsets {
    UIEdgeInsets(top: top.value, left: left.value, bottom: bottom.value, right: right.value)
  }

  public subscript(edge: RectEdge) -> EdgeDerivation {
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

  /// A derivation whose every non-zero edge is a single term.
  static func single(_ insets: UIEdgeInsets, label: (RectEdge) -> String, rule: String)
    -> InsetDerivation
  {
    var result = InsetDerivation()
    for edge in RectEdge.allCases {
      result[edge].append(label(edge), insets[edge], rule: rule)
    }
    return result
  }

  /// R2.3 applied to every edge: the part of this (superview) inset that a view with the given
  /// inward distances still overlaps.
  func overlapped(distances: UIEdgeInsets) -> InsetDerivation {
    var result = InsetDerivation()
    for edge in RectEdge.allCases {
      result[edge] = self[edge].overlapped(distance: distances[edge])
    }
    return result
  }

  /// Adds `additionalSafeAreaInsets` (R3.6).
  func adding(additional: UIEdgeInsets) -> InsetDerivation {
    var result = self
    for edge in RectEdge.allCases {
      result[edge].append("additionalSafeAreaInsets", additional[edge], rule: "R3.6")
    }
    return result
  }
}
