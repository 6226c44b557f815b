/// The size classes a layout runs under; they select size-class variations (spec §4.5).
public struct IBTraits: Hashable, Sendable {
  public var horizontal: IBSizeClass
  public var vertical: IBSizeClass

  public init(horizontal: IBSizeClass, vertical: IBSizeClass) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// A phone in portrait: compact width, regular height.
  public static let phonePortrait = IBTraits(horizontal: .compact, vertical: .regular)
}

extension IBView {
  /// The constraints this view installs under `traits`, with size-class overrides applied and
  /// `placeholder` constraints removed: everything installed, then the `default` masks, then the
  /// masks of every matching variation, more specific keys last.
  public func installedConstraints(for traits: IBTraits) -> [IBConstraint] {
    var installed = Set(constraints.map(\.id))
    for variation in orderedVariations(for: traits) {
      installed.subtract(variation.excludedConstraints)
      installed.formUnion(variation.includedConstraints)
    }
    var result: [IBConstraint] = []
    for constraint in constraints
    where installed.contains(constraint.id) && !constraint.isPlaceholder {
      var effective = constraint
      let overrides = constraint.variations.enumerated()
        .filter {
          $0.element.condition.matches(horizontal: traits.horizontal, vertical: traits.vertical)
        }
        .sorted {
          ($0.element.condition.specificity, $0.offset) < (
            $1.element.condition.specificity, $1.offset
          )
        }
      for (_, variation) in overrides {
        if let constant = variation.constant { effective.constant = constant }
        if let priority = variation.priority { effective.priority = priority }
        if let multiplier = variation.multiplier { effective.multiplier = multiplier }
      }
      result.append(effective)
    }
    return result
  }

  /// Whether the subview `id` is installed under `traits` (`<mask key="subviews">`).
  public func isSubviewInstalled(_ id: String, for traits: IBTraits) -> Bool {
    var installed = true
    for variation in orderedVariations(for: traits) {
      if variation.excludedSubviews.contains(id) { installed = false }
      if variation.includedSubviews.contains(id) { installed = true }
    }
    return installed
  }

  private func orderedVariations(for traits: IBTraits) -> [IBVariation] {
    let defaults = variations.filter { $0.condition.isDefault }
    let matching = variations.enumerated()
      .filter {
        $0.element.condition.matches(horizontal: traits.horizontal, vertical: traits.vertical)
      }
      .sorted {
        ($0.element.condition.specificity, $0.offset) < (
          $1.element.condition.specificity, $1.offset
        )
      }
      .map(\.element)
    return defaults + matching
  }
}
