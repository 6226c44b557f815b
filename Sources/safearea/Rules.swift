import ArgumentParser
import Foundation
import LayoutAudit
import SafeAreaKit
import SourceLint

extension SafeArea {
  /// `safearea rules [ID]`: the audit rules, from their descriptions.
  struct Rules: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "List the audit and lint rules, or describe one with its examples.")

    @Argument(help: "A rule identifier, such as sensor_housing_overlap.")
    var identifier: String?

    func run() throws {
      try reportingInputErrors {
        guard let identifier else {
          // Each audit rule with its default state and its fresh precision (issue 27: a rule
          // runs by default only while that is at least 90 %).
          let rows = AuditRules.descriptions.map { description in
            let state = description.isOptIn ? "opt-in" : "default"
            let measured =
              description.precision.map { measurement in
                (measurement.precision.map { "\(Int(($0 * 100).rounded())) %" } ?? "—")
                  + " " + measurement.date
              } ?? "not measured"
            return description.identifier.rawValue.padding(
              toLength: 32, withPad: " ", startingAt: 0)
              + description.severity.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
              + state.padding(toLength: 8, withPad: " ", startingAt: 0)
              + measured.padding(toLength: 18, withPad: " ", startingAt: 0)
              + description.summary
          }
          let lintRows = LintRules.descriptions.map { description in
            description.identifier.padding(toLength: 32, withPad: " ", startingAt: 0)
              + description.severity.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
              + "(lint) " + description.summary
          }
          emit((rows + lintRows).joined(separator: "\n"))
          return
        }
        if let lintRule = LintRules.description(identifier) {
          emit(LintRuleReference.text(lintRule))
          return
        }
        guard let rule = AuditRules.rule(named: identifier) else {
          throw UsageError(
            description: "unknown rule '\(identifier)' (argument IDENTIFIER); rules are "
              + (AuditRules.descriptions.map { "'\($0.identifier.rawValue)'" }
              + LintRules.identifiers.map { "'\($0)'" }).joined(separator: ", "))
        }
        emit(RuleReference.text(rule.description))
      }
    }
  }
}
