import Findings
import Foundation
import SourceLint

/// One lint, as `safearea lint` runs it: device checks and hard-coded bar metrics in Swift and
/// Objective-C sources, evaluated on the catalog.
///
/// ```swift
/// var request = LintRequest(paths: ["Sources"])
/// let policy = try request.reporting.policy()
/// let result = request.run(policy: policy, format: .json)
/// _ = try request.reporting.write(result.report, policy: policy, output: { print($0) })
/// ```
public struct LintRequest {
  /// Source files or folders; empty: the working directory.
  public var paths: [String]
  /// The rules to run; `nil`: all.
  public var rules: Set<String>?
  /// Threads to read and check files with; `nil`: the machine's active cores.
  public var jobs: Int?
  /// Also lint generated files found in folders and projects.
  public var includeGenerated = false
  /// The largest file read, in bytes; `nil`: ``SourceLint/Linter/defaultMaximumFileSize``.
  public var maximumFileSize: Int?
  /// With the JSON format: every finding's per-device values, not a summary.
  public var cells = false
  /// Only these files' findings are reported (every file is still read).
  public var selection: FileSelection?
  /// The configuration, baseline and report format.
  public var reporting = ReportRequest()

  public init(paths: [String]) {
    self.paths = paths
  }

  /// What a lint gave.
  public struct Result {
    /// The linter's report: findings, notes (unreadable files, skipped ones), files read.
    public var lint: LintReport
    /// The findings as the reporters read them, restricted to the selection.
    public var report: Report
    /// Whether an input could not be read (the run exits 65).
    public var hasUnreadable: Bool { lint.notes.contains(where: \.isUnreadable) }
    /// Whether nothing could be read: the unreadable notes are the whole answer.
    public var readNothing: Bool { lint.files.isEmpty && hasUnreadable }
  }

  /// Lints the files `policy`'s configuration includes; each note (an unreadable file, a
  /// skipped one) goes to `messages` located, as the linter found them. `format` decides how
  /// much of each finding's per-device evaluation the report carries.
  public func run(
    policy: ReportPolicy, format: ReportFormat? = nil, messages: Messages = .standardError
  ) -> Result {
    let configuration = policy.configuration
    // With a selection every file is still read (a macro or constant one header defines is
    // known in every file of the run), and only the selected files' findings are reported.
    // Only the JSON reporter prints the per-device values, and only when asked: the linter
    // keeps none otherwise (about 80 KB a finding; issue 32).
    let format = format ?? reporting.format ?? configuration.reporter ?? .text
    let printsCells = format == .json && (cells || configuration.lintCells == true)
    var linter = Linter(rules: rules, jobs: jobs)
    linter.includesGenerated = includeGenerated
    linter.keepsCells = printsCells
    if let maximumFileSize { linter.maximumFileSize = maximumFileSize }
    let lint = linter.lint(
      paths: paths.isEmpty ? ["."] : paths, including: { configuration.includes($0) })
    for note in lint.notes {
      let place = note.location.line > 0 ? "\(note.location)" : note.location.file
      messages.note("\(place): \(note.isUnreadable ? "error" : "note"): \(note.message)")
    }
    // With a selection the summary counts the selected files' lines and suppressed findings.
    let checked = selection.map { chosen in lint.restricted(to: { chosen.contains($0) }) } ?? lint
    var report = checked.findingsReport(
      evaluations: format == .json ? (printsCells ? .cells : .summary) : .none)
    if let selection { report = report.restricted(to: selection) }
    return Result(lint: lint, report: report)
  }

  /// Lints (``run(policy:format:messages:)``) and writes the report as ``reporting`` asks
  /// (``ReportRequest/write(_:policy:output:messages:)``). Returns the exit status: 65 when
  /// nothing could be read (the located notes are the whole answer: no report, which would read
  /// as a clean run), else the report's (0, or 1 for a finding that fails the run), 65 when an
  /// input could not be read.
  public func run(
    policy: ReportPolicy, output: (String) -> Void, messages: Messages = .standardError
  ) throws -> Int32 {
    let result = run(policy: policy, messages: messages)
    if result.readNothing { return ExitStatus.badInput }
    let status = try reporting.write(
      result.report, policy: policy, output: output, messages: messages)
    return result.hasUnreadable ? ExitStatus.badInput : status
  }
}
