import Foundation
import TextEscaping

/// One Auto Layout constraint as reports show it: its text in the scene grammar
/// (`view.top == superview.safeArea.top + 20 @750`), who made it and where it was written.
public struct ConstraintSnapshot: Hashable, Sendable, CustomStringConvertible {
  /// Who made a constraint.
  public enum Origin: String, Hashable, Sendable {
    /// App code or a scene file.
    case app
    /// Intrinsic content size with hugging or compression resistance
    /// (`NSContentSizeLayoutConstraint`).
    case contentSize
    /// A `UIStackView`'s arrangement (`UISV-…`).
    case stackView
    /// A view's frame turned into constraints (`NSAutoresizingMaskLayoutConstraint`).
    case autoresizingMask
    /// A system layout guide's edge, set from the owning view's safe area or margins.
    case systemGuide
    /// An iOS 7–10 `topLayoutGuide` / `bottomLayoutGuide` edge.
    case layoutSupport
  }

  /// The constraint in the scene grammar.
  public var text: String
  /// `identifier`, if set.
  public var identifier: String?
  /// Who made it.
  public var origin: Origin
  /// Where a scene file declared it.
  public var sourceLocation: SourceLocation?
  /// Whether the engine broke it to recover from a conflict in the last layout pass.
  public var isBroken: Bool

  public init(
    text: String, identifier: String? = nil, origin: Origin = .app,
    sourceLocation: SourceLocation? = nil, isBroken: Bool = false
  ) {
    self.text = text
    self.identifier = identifier
    self.origin = origin
    self.sourceLocation = sourceLocation
    self.isBroken = isBroken
  }

  /// The text, then the identifier in quotes, the origin when not the app's, and the source
  /// location.
  public var description: String {
    var result = text
    if let identifier, origin == .app { result += " '\(identifier)'" }
    if origin != .app { result += " (\(origin.rawValue))" }
    if let sourceLocation { result += " at \(sourceLocation)" }
    return result
  }
}

/// Required constraints that cannot all hold, and the one Auto Layout broke to recover.
public struct LayoutConflict: Hashable, Sendable {
  /// The constraint the engine broke (no longer enforced until the conflict goes away).
  public var broken: ConstraintSnapshot
  /// A minimal set of other constraints that, with the broken one, cannot all hold: removing
  /// any one of them (or the broken one) resolves the conflict.
  public var conflictingSet: [ConstraintSnapshot]

  public init(broken: ConstraintSnapshot, conflictingSet: [ConstraintSnapshot]) {
    self.broken = broken
    self.conflictingSet = conflictingSet
  }
}

/// A view whose frame the constraints do not determine.
public struct LayoutAmbiguity: Hashable, Sendable {
  /// `UIView#id`, or the class name.
  public var view: String
  /// Where the view was declared.
  public var sourceLocation: SourceLocation?
  /// The undetermined parts: `x`, `y`, `width`, `height`.
  public var attributes: [String]

  public init(view: String, sourceLocation: SourceLocation?, attributes: [String]) {
    self.view = view
    self.sourceLocation = sourceLocation
    self.attributes = attributes
  }
}

/// A problem Auto Layout found in a window's constraints (not a UIKit type: UIKit logs these).
public enum LayoutIssue: Hashable, Sendable, CustomStringConvertible {
  /// Required constraints conflict; one was broken.
  case conflict(LayoutConflict)
  /// A view's frame is ambiguous.
  case ambiguous(LayoutAmbiguity)
  /// A constraint's items are in the window but share no ancestor view; it is ignored.
  case noCommonAncestor(ConstraintSnapshot)
  /// The constraints give a view a coordinate or size beyond what a layout can hold (a product
  /// of multipliers along a chain): those attributes are laid out as 0.
  case outOfRange(LayoutAmbiguity)
  /// The solver's arithmetic failed on these constraints (numbers too far apart for floating
  /// point); the frames it gave are not to be trusted.
  case numericalFailure(String)

  public var description: String {
    switch self {
    case .conflict(let conflict):
      "conflict: broke '\(conflict.broken)'; it conflicts with "
        + conflict.conflictingSet.map { "'\($0)'" }.joined(separator: ", ")
    case .ambiguous(let ambiguity):
      "ambiguous: \(ambiguity.view) \(ambiguity.attributes.joined(separator: ", "))"
        + (ambiguity.sourceLocation.map { " at \($0)" } ?? "")
        + "; add constraints that fix "
        + (ambiguity.attributes.count == 1 ? "it" : "them")
    case .noCommonAncestor(let constraint):
      "no common ancestor: '\(constraint)' relates views in different hierarchies; it is ignored"
    case .outOfRange(let view):
      "out of range: \(view.view) \(view.attributes.joined(separator: ", "))"
        + (view.sourceLocation.map { " at \($0)" } ?? "")
        + " beyond ±10^9 points (multipliers compound along a chain); laid out as 0"
    case .numericalFailure(let reason):
      "numerical failure: the solver could not solve these constraints (\(reason)); reduce"
        + " the multipliers or constants"
    }
  }
}
