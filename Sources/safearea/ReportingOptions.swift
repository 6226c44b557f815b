import ArgumentParser
import Findings
import Foundation
import SafeAreaKit

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

  /// The library's request; the text is coloured when standard output is a terminal.
  var request: ReportRequest {
    var request = ReportRequest()
    request.format = format
    request.configurationFile = config
    request.baselineFile = baseline
    request.writeBaseline = writeBaseline
    request.strict = strict
    request.sarifOutput = sarifOutput
    request.colour = isatty(1) != 0
    return request
  }
}

extension ReportFormat: ExpressibleByArgument {}
