import ArgumentParser
import Findings
import Foundation
import SafeAreaKit
import SourceLint

extension SafeArea {
  /// `safearea lint PATH...`: device checks and bar metrics in Swift and Objective-C, evaluated
  /// on the catalog.
  struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Find device checks and hard-coded bar metrics in Swift and Objective-C.",
      discussion: """
        Reads .swift, .h, .m, .mm, .c and .pch files (directories are walked). Each check or metric \
        that can be computed is evaluated on every catalog device, orientation and iOS version \
        and compared with what the runtime lays out. Suppress with \
        '// safearea:disable-next-line RULE' or '// safearea:disable RULE' … \
        '// safearea:enable RULE'. Exit status: 0 no error findings; 1 a finding at error \
        severity (any finding with --strict); 64 bad usage; 65 an unreadable input or a \
        malformed configuration or baseline. .safearea.yml, --config, --baseline and \
        --write-baseline work as for 'audit' (Documentation/Configuration.md).
        """)

    @Argument(help: "Source files or directories.")
    var paths: [String] = []

    @OptionGroup var reporting: ReportingOptions

    @OptionGroup var changes: ChangeOptions

    @Option(
      help: "Comma-separated rule identifiers to run (default: all; 'safearea lint --list-rules').")
    var rules: String?

    @Flag(help: "List the lint rules and exit.")
    var listRules = false

    @Option(
      help: """
        Threads to read and check files with (default: the machine's active cores); the output \
        is the same for any number.
        """)
    var jobs: Int?

    @Flag(
      help: """
        With --format json: every finding's per-device values (device, orientation, iOS, value, \
        expected; about 900 per finding). Without it each finding carries a compact summary.
        """)
    var cells = false

    @Flag(
      help: """
        Lint generated files found in folders and projects too ('*.pb.swift', a 'DO NOT EDIT' \
        or '@generated' header); by default they are skipped with a note.
        """)
    var includeGenerated = false

    @Option(
      help: """
        The largest file read, in bytes (default 4194304); a larger one is a located error and \
        is not linted.
        """)
    var maxFileSize: Int?

    func validate() throws {
      if let maxFileSize, maxFileSize < 1 {
        throw ValidationError("--max-file-size must be at least 1")
      }
      if paths.isEmpty, !listRules, !changes.isActive {
        throw ValidationError("give at least one file or directory")
      }
      if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
      if let rules {
        for rule in rules.split(separator: ",") where LintRules.description(String(rule)) == nil {
          throw ValidationError(
            "unknown rule '\(rule)'; rules are " + LintRules.identifiers.joined(separator: ", "))
        }
      }
    }

    func run() throws {
      if listRules {
        emit(RuleTable.lintLines.joined(separator: "\n"))
        return
      }
      var request = LintRequest(paths: paths)
      request.rules = rules.map { Set($0.split(separator: ",").map(String.init)) }
      request.jobs = jobs
      request.includeGenerated = includeGenerated
      request.maximumFileSize = maxFileSize
      request.cells = cells
      request.reporting = reporting.request
      var status: Int32 = 0
      try reportingInputErrors {
        let policy = try request.reporting.policy()
        request.selection = try changes.selection()
        status = try request.run(policy: policy, output: emit)
      }
      if status != 0 { throw ExitCode(status) }
    }
  }
}
