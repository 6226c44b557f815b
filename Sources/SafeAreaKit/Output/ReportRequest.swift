import Findings
import Foundation
import LayoutAudit
import SourceLint
import TextEscaping

/// How a run's findings are reported (`audit` and `lint` share it): the format, the
/// configuration and baseline, a baseline to record, a SARIF copy, and `strict`.
public struct ReportRequest: Sendable {
  /// `nil`: the configuration's `reporter`, else text.
  public var format: ReportFormat?
  /// `nil`: `.safearea.yml` in the working directory or the nearest parent that has one.
  public var configurationFile: String?
  /// Report only the findings not in this baseline.
  public var baselineFile: String?
  /// Record the run's findings (after the configuration) as a baseline here.
  public var writeBaseline: String?
  /// Any finding fails the run, not only errors.
  public var strict = false
  /// Also write the report as SARIF 2.1.0 here.
  public var sarifOutput: String?
  /// Colour the text report (the CLI: when standard output is a terminal).
  public var colour = false

  public init() {}

  /// Every rule id a configuration may name: the audit's and the lint's.
  public static var knownRules: [RuleIdentifier] {
    AuditRules.descriptions.map(\.identifier) + LintRules.reported.map(\.identifier)
  }

  /// The configuration and baseline (bad input when malformed). `optIn` (`audit --rules`):
  /// `all`, or rule ids separated by commas, added to the configuration's `opt_in_rules`.
  public func policy(optingIn optIn: String? = nil) throws -> ReportPolicy {
    var policy = try ReportPolicy.load(
      configuration: configurationFile, baseline: baselineFile, knownRules: Self.knownRules)
    if let optIn { try Self.optIn(optIn, into: &policy.configuration) }
    return policy
  }

  /// Adds the rules `optIn` names (`all`, or ids separated by commas) to `configuration`'s
  /// opt-in rules; an unknown id is an ``OptionError``.
  public static func optIn(_ optIn: String, into configuration: inout Configuration) throws {
    let named =
      optIn == "all"
      ? knownRules
      : optIn.split(separator: ",").map {
        RuleIdentifier(rawValue: $0.trimmingCharacters(in: .whitespaces))
      }
    for rule in named where !knownRules.contains(rule) {
      throw OptionError(
        "unknown rule '\(rule.rawValue)' (--rules); 'safearea rules' lists them, or give 'all'")
    }
    configuration.optInRules += named.filter { !configuration.optInRules.contains($0) }
  }

  /// Applies `policy` to `report`, writes the baseline and the SARIF copy when asked, gives the
  /// report in the chosen format to `output` and a note of what was held back to `messages`,
  /// and returns the exit status (0, or 1 for a finding that fails the run). A file that cannot
  /// be written is an ``OutputError``.
  public func write(
    _ report: Report, policy: ReportPolicy, output: (String) -> Void,
    messages: Messages = .standardError
  ) throws -> Int32 {
    let outcome = policy.apply(to: report)
    if let writeBaseline {
      let recorded = Baseline(
        outcome.configured,
        directory: ReportPolicy.directory(
          of: writeBaseline, from: FileManager.default.currentDirectoryPath))
      do {
        try FileWriting.write(Array(recorded.json.utf8), to: writeBaseline)
      } catch {
        throw OutputError(description: "cannot write '\(writeBaseline)': \(error.message)")
      }
      messages.note(
        "wrote \(recorded.entries.count) finding\(recorded.entries.count == 1 ? "" : "s") to"
          + " '\(writeBaseline)'")
    }
    if let sarifOutput {
      let sarif = ReportFormat.sarif.reporter().generate(outcome.report)
      do {
        try Data((sarif + "\n").utf8).write(to: URL(fileURLWithPath: sarifOutput))
      } catch {
        throw OutputError(
          description: "cannot write '\(sarifOutput)': \(error.localizedDescription)")
      }
    }
    let format = self.format ?? policy.configuration.reporter ?? .text
    let text = format.reporter(colour: format == .text && colour).generate(outcome.report)
    if !text.isEmpty { output(text) }
    // Text and JSON carry the report's notes; the other formats have no place for them.
    if format != .text, format != .json {
      for note in outcome.report.notes { messages.note("note: " + note) }
    }
    if let note = outcome.note(configurationFile: policy.configuration.file) {
      messages.note(note)
    }
    return outcome.report.exitStatus(strict: strict)
  }
}
