import TextEscaping

/// A `<constraint>` with IB's defaults applied (spec §4.2, §4.3): `firstItem` absent means the
/// owning view, `relation` equal, `multiplier` 1 (`a:b` and `a/b` accepted), `constant` 0,
/// `priority` 1000.
public struct IBConstraint: Hashable, Sendable, CustomStringConvertible {
  /// `equal`, `lessThanOrEqual`, `greaterThanOrEqual`.
  public enum Relation: String, Hashable, Sendable {
    case equal, lessThanOrEqual, greaterThanOrEqual

    var symbol: String {
      switch self {
      case .equal: "=="
      case .lessThanOrEqual: "<="
      case .greaterThanOrEqual: ">="
      }
    }
  }

  public var id: String
  public var location: SourceLocation
  /// The view whose `<constraints>` holds this constraint.
  public var ownerID: String
  /// `firstItem` as written (nil = the owner).
  public var writtenFirstItem: String?
  public var firstAttribute: IBLayoutAttribute
  public var relation: Relation
  /// `secondItem`; nil for a constant size constraint.
  public var secondItem: String?
  public var secondAttribute: IBLayoutAttribute?
  public var multiplier: Double
  /// `multiplier` as written, when it was.
  public var multiplierText: String?
  public var constant: Double
  public var priority: Double
  /// `symbolic="YES"`: IB's "Standard" spacing, resolved into `constant`.
  public var isSymbolic: Bool
  /// `placeholder="YES"`: removed at build time.
  public var isPlaceholder: Bool
  /// `identifier` (`NSLayoutConstraint.identifier`).
  public var identifier: String?
  public var userLabel: String?
  /// `<variation key>` children: per-size-class overrides.
  public var variations: [IBConstraintVariation]

  public init(
    id: String, location: SourceLocation, ownerID: String, firstAttribute: IBLayoutAttribute
  ) {
    self.id = id
    self.location = location
    self.ownerID = ownerID
    self.firstAttribute = firstAttribute
    relation = .equal
    multiplier = 1
    constant = 0
    priority = 1000
    isSymbolic = false
    isPlaceholder = false
    variations = []
  }

  /// The first item's id: `firstItem`, or the owning view.
  public var firstItem: String { writtenFirstItem ?? ownerID }

  /// `first.attr == 0.5 * second.attr + 8 @750`, with ids.
  public var description: String {
    var text = "\(firstItem).\(firstAttribute.rawValue) \(relation.symbol) "
    if let secondItem, let secondAttribute {
      if multiplier != 1 { text += "\(formatted(multiplier)) * " }
      text += "\(secondItem).\(secondAttribute.rawValue)"
      if constant != 0 {
        text += constant < 0 ? " - \(formatted(-constant))" : " + \(formatted(constant))"
      }
    } else {
      text += formatted(constant)
    }
    if priority != 1000 { text += " @\(formatted(priority))" }
    return text
  }

  private func formatted(_ value: Double) -> String {
    value.rounded() == value && abs(value) < 1e9 ? String(Int(value)) : String(value)
  }

  /// Parses `0.25`, `4`, `16:9` or `1/3`; nil when unreadable or not finite.
  public static func parseMultiplier(_ text: String) -> Double? {
    for separator in [":", "/"] where text.contains(separator) {
      let parts = text.split(separator: Character(separator), omittingEmptySubsequences: false)
      guard parts.count == 2, let numerator = IBXMLNode.parseNumber(String(parts[0])),
        let denominator = IBXMLNode.parseNumber(String(parts[1])), denominator != 0
      else { return nil }
      let value = numerator / denominator
      return value.isFinite ? value : nil
    }
    return IBXMLNode.parseNumber(text)
  }
}

/// A layout attribute as IB spells it (spec §4.2); an open vocabulary.
public struct IBLayoutAttribute: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let top = IBLayoutAttribute(rawValue: "top")
  public static let bottom = IBLayoutAttribute(rawValue: "bottom")
  public static let leading = IBLayoutAttribute(rawValue: "leading")
  public static let trailing = IBLayoutAttribute(rawValue: "trailing")
  public static let left = IBLayoutAttribute(rawValue: "left")
  public static let right = IBLayoutAttribute(rawValue: "right")
  public static let width = IBLayoutAttribute(rawValue: "width")
  public static let height = IBLayoutAttribute(rawValue: "height")
  public static let centerX = IBLayoutAttribute(rawValue: "centerX")
  public static let centerY = IBLayoutAttribute(rawValue: "centerY")

  /// Every attribute IB writes.
  public static let known: Set<String> = [
    "top", "bottom", "leading", "trailing", "left", "right", "width", "height", "centerX",
    "centerY", "topMargin", "bottomMargin", "leadingMargin", "trailingMargin", "leftMargin",
    "rightMargin", "centerXWithinMargins", "centerYWithinMargins", "firstBaseline",
    "lastBaseline", "baseline", "notAnAttribute",
  ]

  public var isKnown: Bool { IBLayoutAttribute.known.contains(rawValue) }

  /// `topMargin` … `centerYWithinMargins`: resolved against the layout-margins guide.
  public var isMargin: Bool { rawValue.hasSuffix("Margin") || rawValue.hasSuffix("WithinMargins") }

  /// Width or height.
  public var isSize: Bool { rawValue == "width" || rawValue == "height" }

  /// Baselines need text metrics.
  public var isBaseline: Bool { rawValue.hasSuffix("aseline") }
}

/// A size class in a variation key.
public enum IBSizeClass: String, Hashable, Sendable {
  case compact, regular
}

/// The condition of a `<variation key>`: `default`, or height and/or width classes.
public struct IBTraitCondition: Hashable, Sendable, CustomStringConvertible {
  /// The key as written.
  public var key: String
  public var isDefault: Bool
  public var heightClass: IBSizeClass?
  public var widthClass: IBSizeClass?
  /// Whether every part of the key was understood (an unknown part such as `displayGamut` makes
  /// the variation never match).
  public var isUnderstood: Bool

  /// Parses `default`, `heightClass=compact`, `heightClass=regular-widthClass=compact`, …
  public init(key: String) {
    self.key = key
    isDefault = key == "default"
    isUnderstood = true
    guard !isDefault else { return }
    for part in key.split(separator: "-") {
      let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
      guard pair.count == 2, let value = IBSizeClass(rawValue: pair[1]) else {
        isUnderstood = false
        continue
      }
      switch pair[0] {
      case "heightClass": heightClass = value
      case "widthClass": widthClass = value
      default: isUnderstood = false
      }
    }
    if heightClass == nil && widthClass == nil { isUnderstood = false }
  }

  /// How many classes the key names (more specific keys apply later, spec §4.5).
  public var specificity: Int { (heightClass == nil ? 0 : 1) + (widthClass == nil ? 0 : 1) }

  /// Whether the condition holds for a horizontal and vertical size class.
  public func matches(horizontal: IBSizeClass, vertical: IBSizeClass) -> Bool {
    guard isUnderstood, !isDefault else { return false }
    if let heightClass, heightClass != vertical { return false }
    if let widthClass, widthClass != horizontal { return false }
    return true
  }

  public var description: String { key }
}

/// A `<variation>` child of a view: masks that install or remove constraints and subviews.
public struct IBVariation: Hashable, Sendable {
  public var condition: IBTraitCondition
  public var location: SourceLocation
  public var includedConstraints: [String]
  public var excludedConstraints: [String]
  public var includedSubviews: [String]
  public var excludedSubviews: [String]
  /// Children other than masks (fonts, design frames): editor or rendering state.
  public var otherChildren: [String]

  public init(condition: IBTraitCondition, location: SourceLocation) {
    self.condition = condition
    self.location = location
    includedConstraints = []
    excludedConstraints = []
    includedSubviews = []
    excludedSubviews = []
    otherChildren = []
  }
}

/// A `<variation>` child of a constraint: overrides for one size class.
public struct IBConstraintVariation: Hashable, Sendable {
  public var condition: IBTraitCondition
  public var location: SourceLocation
  public var constant: Double?
  public var priority: Double?
  public var multiplier: Double?

  public init(condition: IBTraitCondition, location: SourceLocation) {
    self.condition = condition
    self.location = location
  }
}
