import DeviceCatalog
import Foundation

/// The rule reference: `safearea rules ID` and `Documentation/Rules.md`, generated from the
/// descriptions.
public enum RuleReference {
  /// One rule as plain text.
  public static func text(_ description: RuleDescription) -> String {
    var lines = [
      "\(description.identifier.rawValue): \(description.name) (\(description.severity.rawValue))",
      "",
      description.summary,
      "",
      description.rationale,
      "",
      "Traced to: " + description.traces.joined(separator: ", "),
      "",
      (description.isOptIn
        ? "Opt-in: runs when `opt_in_rules` names it or with `--rules all`."
        : "On by default.")
        + " Measured precision: "
        + (description.precision?.summary ?? "not measured on fresh apps (no finding there)")
        + ".",
    ]
    for (title, examples) in [
      ("Triggering", description.triggeringExamples),
      ("Not triggering", description.nonTriggeringExamples),
    ] {
      for example in examples {
        lines.append("")
        lines.append("\(title) (on \(placement(example))):")
        lines += example.scene.split(separator: "\n", omittingEmptySubsequences: false).map {
          "  " + $0
        }
      }
    }
    return lines.joined(separator: "\n")
  }

  static func placement(_ example: RuleExample) -> String {
    var text = example.devices.split(separator: ",").joined(separator: ", ")
    text += ", " + example.orientations.map(\.rawValue).joined(separator: " and ")
    if !example.iosVersions.isEmpty {
      text += ", iOS " + example.iosVersions.map(String.init).joined(separator: ", ")
    }
    if example.windows != [.full] {
      text += ", windows " + example.windows.map(\.description).joined(separator: ", ")
    }
    if example.keyboardStates.contains(where: \.isShown) { text += ", keyboard shown" }
    if let frame = example.windowControlsFrame {
      text += ", window controls \(WindowSize.describe(frame)) (`--window-controls-frame`)"
    }
    return text
  }

  /// `Documentation/Rules.md`.
  public static func markdown() -> String {
    var lines = [
      "# Audit rules",
      "",
      "<!-- Generated from the rule descriptions in Sources/LayoutAudit/Rules/ by",
      "     RuleReference.markdown(); regenerate with RECORD_SNAPSHOTS=1 swift test --filter"
        + " RuleReferenceTests. -->",
      "",
      "`safearea audit` runs these rules over every device × orientation × iOS version of the"
        + " matrix; `safearea rules ID` prints one. Rule ids in brackets (R…) refer to"
        + " [UIKitRules.md](UIKitRules.md); A… ids are the seed scenarios.",
      "",
      "| rule | severity | default | measured precision | summary |",
      "|---|---|---|---|---|",
    ]
    for description in AuditRules.descriptions {
      let measured =
        description.precision.map { measurement in
          (measurement.precision.map { "\(Int(($0 * 100).rounded())) %" } ?? "—") + " ("
            + measurement.date + ")"
        } ?? "not measured"
      lines.append(
        "| [`\(description.identifier.rawValue)`](#\(description.identifier.rawValue)) |"
          + " \(description.severity.rawValue) | \(description.isOptIn ? "opt-in" : "on") |"
          + " \(measured) | \(description.summary) |")
    }
    for description in AuditRules.descriptions {
      lines += [
        "",
        "## \(description.identifier.rawValue)",
        "",
        "**\(description.name)** — \(description.severity.rawValue)",
        "",
        description.summary,
        "",
        description.rationale,
        "",
        "Traced to: " + description.traces.joined(separator: ", ") + ".",
        "",
        (description.isOptIn
          ? "Opt-in: runs when `opt_in_rules` names it or with `--rules all`."
          : "On by default.") + " Measured precision: "
          + (description.precision?.summary ?? "not measured on fresh apps (no finding there)")
          + " ([Precision.md](Precision.md)).",
      ]
      for (title, examples) in [
        ("Triggering", description.triggeringExamples),
        ("Not triggering", description.nonTriggeringExamples),
      ] {
        for example in examples {
          lines += ["", "\(title), on \(placement(example)):", "", "```yaml", example.scene, "```"]
        }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
