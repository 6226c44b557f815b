import ArgumentParser
import Foundation
import SafeAreaKit

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
          emit(RuleTable.lines.joined(separator: "\n"))
          return
        }
        guard let reference = RuleTable.reference(identifier) else {
          throw UsageError(
            description: "unknown rule '\(identifier)' (argument IDENTIFIER); rules are "
              + RuleTable.identifiers.map { "'\($0)'" }.joined(separator: ", "))
        }
        emit(reference)
      }
    }
  }
}
