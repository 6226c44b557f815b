/// A rule's identifier, `snake_case`: an open vocabulary, like swift-system's `Errno`. Audit rules
/// (`LayoutAudit`) and lint rules (`SourceLint`) add their identifiers as static members in their
/// own modules; a configuration names rules by it.
///
/// ```swift
/// RuleIdentifier(rawValue: "sensor_housing_overlap")
/// ```
public struct RuleIdentifier: RawRepresentable, Hashable, Sendable, Comparable,
  CustomStringConvertible
{
  public var rawValue: String

  public init(rawValue: String) { self.rawValue = rawValue }

  public var description: String { rawValue }

  public static func < (lhs: RuleIdentifier, rhs: RuleIdentifier) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
