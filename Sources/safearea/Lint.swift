import ArgumentParser
import Findings
import Foundation
import SourceLint

extension SafeArea {
  /// `safearea lint PATH...`: device checks and bar metrics in Swift and Objective-C, evaluated
  /// on the catalog.
  struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Find device checks and hard-coded bar metrics in Swift and Objective-C.",
      discussion: """
        Reads .swift, .h, .m, .mm and .c files (directories are walked). Each check or metric \
        that can be computed is evaluated on every catalog device, orientation and iOS version \
        and compared with what the runtime lays out. Suppress with \
        '// safearea:disable-next-line RULE' or '// safearea:disable RULE' … \
        '// safearea:enable RULE'. Exit status: 0 no error findings; 1 a finding at error \
        severity (any finding with --strict); 64 bad usage; 65 an unreadable input.
        """)

    @Argument(help: "Source files or directories.")
    var paths: [String] = []

    @OptionGroup var reporting: ReportingOptions

    @Option(
      help: "Comma-separated rule identifiers to run (default: all; 'safearea lint --list-rules').")
    var rules: String?

    @Flag(help: "List the lint rules and exit.")
    var listRules = false

    func validate() throws {
      if paths.isEmpty, !listRules { throw ValidationError("give at least one file or directory") }
      if let rules {
        for rule in rules.split(separator: ",") where LintRules.description(String(rule)) == nil {
          throw ValidationError(
            "unknown rule '\(rule)'; rules are " + LintRules.identifiers.joined(separator: ", "))
        }
      }
    }

    func run() throws {
      if listRules {
        emit(
          LintRules.descriptions.map {
            $0.identifier.padding(toLength: 26, withPad: " ", startingAt: 0)
              + $0.severity.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0) + $0.summary
          }.joined(separator: "\n"))
        return
      }
      var status: Int32 = 0
      try reportingInputErrors {
        let policy = try reporting.policy()
        let selected = rules.map { Set($0.split(separator: ",").map(String.init)) }
        let linter = Linter(rules: selected)
        let (files, missing) = Linter.files(under: paths)
        let kept = files.filter { policy.configuration.includes($0) }
        var report = linter.lint(paths: kept)
        for path in missing {
          report.notes.append(
            LintNote(
              location: SourceLocation(file: path, position: SourcePosition(line: 0, column: 0)),
              message: "no such file or directory", isUnreadable: true))
        }
        for note in report.notes {
          let place = note.location.line > 0 ? "\(note.location)" : note.location.file
          printError("\(place): \(note.isUnreadable ? "error" : "note"): \(note.message)")
        }
        status = try reporting.write(report.findingsReport, policy: policy)
        if report.notes.contains(where: \.isUnreadable) { status = 65 }
      }
      if status != 0 { throw ExitCode(status) }
    }
  }
}

extension ReportFormat: ExpressibleByArgument {}
