import ArgumentParser
import Findings
import Foundation
import LayoutAudit
import SourceLint
import TextEscaping

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What every command that reports findings (`audit`, `lint`) shares: the report format, the
/// configuration, the baseline and `--strict`.
struct ReportingOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "text, json, sarif, xcode, github-actions, junit or checkstyle (default: the"
        + " configuration's 'reporter', else text)."))
  var format: ReportFormat?

  @Option(
    help: ArgumentHelp(
      "The configuration file (default: .safearea.yml in the working directory or the nearest"
        + " parent directory that has one).", valueName: "file"))
  var config: String?

  @Option(
    help: ArgumentHelp(
      "Report only the findings that are not in this baseline (matched by file, object id and"
        + " rule).", valueName: "file"))
  var baseline: String?

  @Option(
    help: ArgumentHelp(
      "Record this run's findings (after the configuration) as a baseline file.",
      valueName: "file"))
  var writeBaseline: String?

  @Flag(help: "Fail (exit 1) on any finding, not only errors.")
  var strict = false

  @Option(
    help: ArgumentHelp(
      "Also write the report as SARIF 2.1.0 to this file (for code scanning, beside"
        + " --format github-actions annotations in one run).", valueName: "file"))
  var sarifOutput: String?

  /// Every rule id a configuration may name: the audit's and the lint's.
  static var knownRules: [RuleIdentifier] {
    AuditRules.descriptions.map(\.identifier)
      + LintRules.reported.map(\.identifier)
  }

  /// The configuration and baseline (bad input when malformed).
  /// `optIn` (`audit --rules`): `all`, or rule ids separated by commas, added to the
  /// configuration's `opt_in_rules`.
  func policy(optingIn optIn: String? = nil) throws -> ReportPolicy {
    var policy = try ReportPolicy.load(
      configuration: config, baseline: baseline, knownRules: Self.knownRules)
    if let optIn { try Self.optIn(optIn, into: &policy.configuration) }
    return policy
  }

  /// Adds the rules `--rules` names (`all`, or ids separated by commas) to `configuration`'s
  /// opt-in rules; an unknown id is a usage error.
  static func optIn(_ optIn: String, into configuration: inout Configuration) throws {
    let named =
      optIn == "all"
      ? knownRules
      : optIn.split(separator: ",").map {
        RuleIdentifier(rawValue: $0.trimmingCharacters(in: .whitespaces))
      }
    for rule in named where !knownRules.contains(rule) {
      throw ValidationError(
        "unknown rule '\(rule.rawValue)' (--rules); 'safearea rules' lists them, or give 'all'")
    }
    configuration.optInRules += named.filter { !configuration.optInRules.contains($0) }
  }

  /// Applies `policy` to `report`, writes the baseline when asked, prints the report in the
  /// chosen format and a note of what was held back, and returns the exit status.
  func write(_ report: Report, policy: ReportPolicy) throws -> Int32 {
    let outcome = policy.apply(to: report)
    if let writeBaseline {
      let recorded = Baseline(
        outcome.configured,
        directory: ReportPolicy.directory(
          of: writeBaseline, from: FileManager.default.currentDirectoryPath))
      do {
        try FileWriting.write(Array(recorded.json.utf8), to: writeBaseline)
      } catch {
        printError("error: cannot write '\(writeBaseline)': \(error.message)")
        throw ExitCode(73)
      }
      printError(
        "wrote \(recorded.entries.count) finding\(recorded.entries.count == 1 ? "" : "s") to"
          + " '\(writeBaseline)'")
    }
    if let sarifOutput {
      let sarif = ReportFormat.sarif.reporter().generate(outcome.report)
      do {
        try Data((sarif + "\n").utf8).write(to: URL(fileURLWithPath: sarifOutput))
      } catch {
        printError("error: cannot write '\(sarifOutput)': \(error.localizedDescription)")
        throw ExitCode(73)
      }
    }
    let format = self.format ?? policy.configuration.reporter ?? .text
    let text = format.reporter(colour: format == .text && isatty(1) != 0).generate(outcome.report)
    if !text.isEmpty { emit(text) }
    // Text and JSON carry the report's notes; the other formats have no place for them.
    if format != .text, format != .json {
      for note in outcome.report.notes { printError("note: " + note) }
    }
    if let note = outcome.note(configurationFile: policy.configuration.file) { printError(note) }
    return outcome.report.exitStatus(strict: strict)
  }
}
