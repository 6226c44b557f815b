/// The lint rule reference: `safearea rules ID` and `Documentation/LintRules.md`, generated from
/// the descriptions.
public enum LintRuleReference {
  /// One rule as plain text.
  public static func text(_ description: LintRuleDescription) -> String {
    var lines = [
      "\(description.identifier): \(description.name) (\(description.severity.rawValue), lint)",
      "", description.summary, "", description.rationale, "", "Fix: " + description.fix,
    ]
    for (title, examples) in [
      ("Triggering", description.triggeringExamples),
      ("Not triggering", description.nonTriggeringExamples),
    ] {
      for example in examples {
        for file in example.files {
          lines.append("")
          lines.append("\(title) (\(file.name)):")
          lines += file.text.split(separator: "\n").map { "  " + $0 }
        }
      }
    }
    return lines.joined(separator: "\n")
  }

  /// `Documentation/LintRules.md`.
  public static func markdown() -> String {
    var lines = [
      "# Lint rules",
      "",
      "<!-- Generated from the rule descriptions in Sources/SourceLint/Rules/ by",
      "     LintRuleReference.markdown(); regenerate with RECORD_SNAPSHOTS=1 swift test --filter"
        + " LintRuleReferenceTests. -->",
      "",
      "`safearea lint` runs these rules over Swift and Objective-C; `safearea rules ID` prints"
        + " one. `↓` marks where a finding points. How the rules read code and evaluate it on the"
        + " catalog: [SourceLint.md](SourceLint.md).",
      "",
      "| rule | severity | summary |",
      "|---|---|---|",
    ]
    for description in LintRules.descriptions {
      lines.append(
        "| [`\(description.identifier)`](#\(description.identifier)) |"
          + " \(description.severity.rawValue) | \(description.summary) |")
    }
    for description in LintRules.descriptions {
      lines += [
        "", "## \(description.identifier)", "",
        "**\(description.name)** — \(description.severity.rawValue)", "", description.summary, "",
        description.rationale, "", "Fix: " + description.fix,
      ]
      if !description.measured.isEmpty { lines += ["", "Measured: " + description.measured] }
      for (title, examples) in [
        ("Triggering", description.triggeringExamples),
        ("Not triggering", description.nonTriggeringExamples),
      ] {
        for example in examples {
          for file in example.files {
            let language = file.name.hasSuffix(".swift") ? "swift" : "objc"
            lines += ["", "\(title), `\(file.name)`:", "", "```\(language)"]
            lines.append(file.text.hasSuffix("\n") ? String(file.text.dropLast()) : file.text)
            lines.append("```")
          }
        }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
