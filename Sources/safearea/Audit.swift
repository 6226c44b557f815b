import ArgumentParser
import Findings
import Foundation
import SafeAreaKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension SafeArea {
  /// `safearea audit FILE...`: the rules over a device matrix.
  struct Audit: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Find layout problems on every device, orientation and iOS version.",
      discussion: """
        Exit status: 0 no error findings; 1 a finding at error severity (any finding with \
        --strict); 64 bad usage; 65 bad input (a malformed configuration or baseline included). \
        'safearea rules' lists the rules; Documentation/Configuration.md describes \
        .safearea.yml, ignore entries and baselines.
        """)

    @Argument(
      help: """
        Scene files (.yaml, .yml, .json), storyboards, xibs, or directories of them; or an app: \
        an .xcodeproj, an .xcworkspace, or a directory holding projects or a Package.swift \
        (project mode: the app's targets, shipped files and matrix).
        """)
    var files: [String] = []

    @OptionGroup var matrixOptions: MatrixOptions

    @OptionGroup var changes: ChangeOptions

    @OptionGroup var reporting: ReportingOptions

    @OptionGroup var selection: SceneSelection

    @Option(
      name: .customLong("render"),
      help: "Also draw every layout of the matrix with its findings: SVGs and DIR/index.html.")
    var renderDirectory: String?

    @Flag(
      help: """
        In project mode, also audit the IB files no app, extension or library target ships \
        (tests, playgrounds, files dropped from the project), in the command's matrix.
        """)
    var includeUnshipped = false

    @Flag(
      help: """
        Also report content under the sensor housing seen only on devices whose housing has no \
        sourced outline (the inset strip stands for it: the X–13 notches, the 15 family's \
        island) and under no sourced outline of the matrix, and content in the home \
        indicator's band only where it may lie beside the indicator; left out by default and \
        counted.
        """)
    var includeApproximate = false

    @Flag(
      help: """
        In project mode, do not read the app's Swift and Objective-C sources for how each \
        screen is shown and what its controller sets (code context); contexts stay assumed.
        """)
    var noCodeContext = false

    @Flag(
      help: """
        Neither read nor write the cache (.safearea-cache/ in the working directory), which \
        replays an audit whose files, tool and options are unchanged.
        """)
    var noCache = false

    @OptionGroup var rules: AuditRulesOption

    @Option(
      help: """
        Processes to audit with, files shared among them (default: chosen from the work and \
        the machine: one process for fewer than 2,000 layouts, else one per idle core; never \
        more than the cores nor than the files; Linux only: elsewhere the audit runs in one \
        process).
        """)
    var jobs: Int?

    /// The worker mode `--jobs` starts the tool in (never given by a person):
    /// ``SafeAreaKit/AuditWorkerArguments``.
    @Flag(name: .customLong(AuditWorkerArguments.worker), help: .hidden)
    var auditWorker = false

    @Option(name: .customLong(AuditWorkerArguments.group), help: .hidden)
    var auditGroup: Int?

    @Flag(name: .customLong(AuditWorkerArguments.groupOnInput), help: .hidden)
    var auditGroupOnInput = false

    func validate() throws {
      if files.isEmpty, !changes.isActive {
        throw ValidationError("give at least one scene file")
      }
      if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
      if renderDirectory?.isEmpty == true {
        throw ValidationError("--render must name a directory, not an empty path")
      }
      try matrixOptions.check()
    }

    func run() throws {
      var request = AuditRequest(paths: files)
      request.matrix = matrixOptions.request
      request.reporting = reporting.request
      request.scene = selection.scene
      request.rules = rules.rules
      request.includeUnshipped = includeUnshipped
      request.includeApproximate = includeApproximate
      request.codeContext = !noCodeContext
      request.jobs = jobs
      if isatty(2) != 0 {
        request.progress = { done, total in
          if done % 50 == 0 || done == total {
            let end = done == total ? "\r\u{1B}[K" : ""
            FileHandle.standardError.write(
              Data("\rauditing: \(done)/\(total) layouts\(end)".utf8))
          }
        }
      }
      var command = AuditCommand(
        request: request, arguments: Array(CommandLine.arguments.dropFirst()),
        version: SafeArea.configuration.version)
      command.changedSince = changes.changedSince
      command.filesFrom = changes.filesFrom
      command.renderDirectory = renderDirectory
      command.cache = !noCache
      command.workersRerunTool = true
      var status: Int32 = 0
      try reportingInputErrors {
        if auditWorker {
          try command.serveWorker(
            group: AuditWorkerArguments.mode(group: auditGroup, onInput: auditGroupOnInput).group)
        } else {
          status = try command.run(output: emit)
        }
      }
      if status != 0 { throw ExitCode(status) }
    }
  }
}
