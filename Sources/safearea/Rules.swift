import ArgumentParser
import Foundation
import LayoutAudit

extension SafeArea {
  /// `safearea rules [ID]`: the audit rules, from their descriptions.
  struct Rules: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "List the audit rules, or describe one with its examples.")

    @Argument(help: "A rule identifier, such as sensor_housing_overlap.")
    var identifier: String?

    func run() throws {
      try reportingInputErrors {
        guard let identifier else {
          let rows = AuditRules.descriptions.map { description in
            description.identifier.rawValue.padding(
              toLength: 32, withPad: " ", startingAt: 0)
              + description.severity.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
              + description.summary
          }
          emit(rows.joined(separator: "\n"))
          return
        }
        guard let rule = AuditRules.rule(named: identifier) else {
          throw UsageError(
            description: "unknown rule '\(identifier)' (argument IDENTIFIER); rules are "
              + AuditRules.descriptions.map { "'\($0.identifier.rawValue)'" }.joined(
                separator: ", "))
        }
        emit(RuleReference.text(rule.description))
      }
    }
  }
}
