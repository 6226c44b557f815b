import DeviceCatalog
import Foundation
import TextEscaping

/// Writes explanations the way `safearea explain` prints them.
public enum ExplainOutput {
  /// The value, the environment, then each section and its steps, each line escaped
  /// (``ControlCharacters``):
  ///
  /// ```
  /// vc.view.safeAreaInsets.top = 88
  ///   on iPhone X, portrait, iOS 11
  ///   top = 88
  ///     + 44 status bar (iPhone X, portrait; …) [R1.2]
  ///     + 44 navigation bar (translucent): the view extends under it [R3.1]
  /// ```
  public static func text(_ explanation: Explanation) -> String {
    var lines = ["\(explanation.path) = \(explanation.value.text)"]
    lines.append("  on \(explanation.environment)")
    for section in explanation.sections {
      lines.append(
        "  " + section.title + (section.value.map { " = \(PointFormat.string($0))" } ?? ""))
      for step in section.steps {
        let indent = String(repeating: "  ", count: 2 + step.depth)
        var line = indent
        if let amount = step.amount {
          line += "\(amount < 0 ? "-" : "+") \(PointFormat.string(abs(amount))) "
        } else {
          line += "· "
        }
        line += step.label
        if let rule = step.rule { line += " [\(rule)]" }
        lines.append(line)
      }
    }
    return lines.map(\.escapingControlCharacters).joined(separator: "\n")
  }

  /// Several explanations, separated by blank lines.
  public static func text(_ explanations: [Explanation]) -> String {
    explanations.map(text).joined(separator: "\n\n")
  }

  /// The same as data, keys in a fixed order:
  /// `{"path":…, "environment":…, "value":…, "sections":[{"title":…, "value":…,
  /// "steps":[{"label":…, "amount":…, "rule":…, "depth":…}]}]}`.
  public static func json(_ explanation: Explanation) -> String {
    let sections = explanation.sections.map { section in
      let steps = section.steps.map { step in
        "{\"label\": \(JSONText.string(step.label)), "
          + "\"amount\": \(step.amount.map(JSONText.number) ?? "null"), "
          + "\"rule\": \(step.rule.map(JSONText.string) ?? "null"), \"depth\": \(step.depth)}"
      }
      return "{\"title\": \(JSONText.string(section.title)), "
        + "\"value\": \(section.value.map(JSONText.number) ?? "null"), "
        + "\"steps\": [" + steps.joined(separator: ", ") + "]}"
    }
    return "{\"path\": \(JSONText.string(explanation.path)), "
      + "\"environment\": \(JSONText.string(explanation.environment)), "
      + "\"value\": \(explanation.value.json), "
      + "\"sections\": [" + sections.joined(separator: ", ") + "]}"
  }

  /// Several explanations as a JSON array.
  public static func json(_ explanations: [Explanation]) -> String {
    "[" + explanations.map(json).joined(separator: ",\n ") + "]"
  }
}
