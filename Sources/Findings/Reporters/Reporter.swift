/// Writes a ``Report`` in one format. One small type per format (SwiftLint's `Reporter`); adding
/// one touches no rule. Output is deterministic: findings in report order, keys in a fixed order.
///
/// ```swift
/// let text = ReportFormat.githubActions.reporter().generate(report)
/// ```
public protocol Reporter: Sendable {
  /// The report as text, without a final newline (empty when there is nothing to write).
  func generate(_ report: Report) -> String
}

/// The formats a report is written in: `--format` and the configuration's `reporter`.
public enum ReportFormat: String, Hashable, Sendable, CaseIterable {
  case text, json, sarif, xcode
  case githubActions = "github-actions"
  case junit, checkstyle

  /// The reporter of this format; `colour` applies to text only.
  public func reporter(colour: Bool = false) -> any Reporter {
    switch self {
    case .text: TextReporter(colour: colour)
    case .json: JSONReporter()
    case .sarif: SARIFReporter()
    case .xcode: XcodeReporter()
    case .githubActions: GitHubActionsReporter()
    case .junit: JUnitReporter()
    case .checkstyle: CheckstyleReporter()
    }
  }

  /// `text, json, sarif, xcode, github-actions, junit or checkstyle`.
  public static var list: String {
    let names = allCases.map(\.rawValue)
    return names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
  }
}
