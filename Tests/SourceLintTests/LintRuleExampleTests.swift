import SourceLint
import Testing

/// Every rule's examples, run as tests (SwiftLint's way): a triggering example must give the
/// rule's findings exactly at its `↓` markers, a non-triggering one none of the rule's.
@Suite struct LintRuleExampleTests {
  static let cases: [(rule: String, example: LintExample, triggers: Bool)] =
    LintRules.descriptions.flatMap { description in
      description.triggeringExamples.map { (description.identifier, $0, true) }
        + description.nonTriggeringExamples.map { (description.identifier, $0, false) }
    }

  @Test(arguments: cases.indices)
  func example(_ index: Int) {
    let (rule, example, triggers) = Self.cases[index]
    let (files, markers) = example.unmarked
    let report = Linter(rules: [rule]).lint(sources: files)
    let found = report.findings.filter { $0.rule == rule }.map(\.location)
    if triggers {
      #expect(!markers.isEmpty, "a triggering example of \(rule) needs a ↓")
      #expect(
        found.sorted() == markers.sorted(),
        "\(rule): found \(found.map(\.description)), expected \(markers.map(\.description)) in \(files.map(\.text))"
      )
    } else {
      #expect(
        found.isEmpty, "\(rule): unexpected \(found.map(\.description)) in \(files.map(\.text))")
    }
  }

  @Test func identifiersAreTheIssuesTen() {
    #expect(
      LintRules.identifiers == [
        "device_size_check", "device_model_check", "notch_flag", "bar_constant",
        "status_bar_frame", "window_safe_area", "deprecated_layout_guide", "main_screen_bounds",
        "idiom_layout", "orientation_layout", "ignores_safe_area_controls",
        "ignores_keyboard_safe_area", "hand_made_bar", "stale_safe_area_insets",
        "size_class_as_width", "hosting_controller_safe_area", "vertical_insets_only",
      ])
    for description in LintRules.descriptions {
      #expect(!description.rationale.isEmpty && !description.fix.isEmpty)
      #expect(!description.triggeringExamples.isEmpty && !description.nonTriggeringExamples.isEmpty)
    }
  }
}
