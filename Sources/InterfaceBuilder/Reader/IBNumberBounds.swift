import HeadlessUIKit

/// The numeric attributes the reader turns into layout numbers, checked as each element is read:
/// a value that reads as a number but is not finite or is beyond ``InputBounds`` is a located
/// error (``IBError/Kind/numberOutOfBounds``), never a number the layout has to survive.
enum IBNumberBounds {
  /// Geometry: rectangles, insets, sizes, spacings, constants (points).
  static let geometry: Set<String> = [
    "x", "y", "width", "height", "constant", "top", "left", "bottom", "right", "leading",
    "trailing", "minX", "minY", "maxX", "maxY", "spacing", "rowHeight", "estimatedRowHeight",
    "sectionHeaderHeight", "sectionFooterHeight", "estimatedSectionHeaderHeight",
    "estimatedSectionFooterHeight", "minimumLineSpacing", "minimumInteritemSpacing", "alpha",
    "priority", "horizontalHuggingPriority", "verticalHuggingPriority",
    "horizontalCompressionResistancePriority", "verticalCompressionResistancePriority",
  ]

  /// The first problem among `attributes` (in name order), as a message naming the attribute.
  static func problem(in attributes: [String: String], element: String) -> String? {
    for key in attributes.keys.sorted() {
      guard let text = attributes[key] else { continue }
      let problem: String?
      if key == "multiplier" {
        problem = multiplierProblem(text)
      } else if geometry.contains(key), let value = Double(text) {
        problem = InputBounds.geometryProblem(value)
      } else {
        problem = nil
      }
      if let problem {
        return "attribute '\(key)' of '<\(element)>': \(problem); fix the value in Xcode"
      }
    }
    return nil
  }

  /// `a:b`, `a/b` or a number, each part and the ratio within the bounds.
  private static func multiplierProblem(_ text: String) -> String? {
    for separator in [":", "/"] where text.contains(separator) {
      let parts = text.split(separator: Character(separator), omittingEmptySubsequences: false)
      guard parts.count == 2, let numerator = Double(parts[0]), let denominator = Double(parts[1])
      else { return nil }  // unreadable: the reader notes it and assumes 1
      if let problem = InputBounds.geometryProblem(numerator)
        ?? InputBounds.geometryProblem(
          denominator)
      {
        return problem
      }
      guard denominator != 0 else { return nil }
      return InputBounds.multiplierProblem(numerator / denominator)
    }
    return Double(text).flatMap(InputBounds.multiplierProblem)
  }
}
