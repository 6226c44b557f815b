import ArgumentParser
import Findings
import Foundation
import LayoutAudit
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
        island) and under no sourced outline of the matrix; left out by default and counted.
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

    @Option(
      help: ArgumentHelp(
        "'all' also runs the opt-in rules (off by default while their measured precision is"
          + " below 90 %: 'safearea rules'), or rule ids, comma-separated, to opt in.",
        valueName: "rules"))
    var rules: String?

    @Option(
      help: """
        Processes to audit with, files shared among them (default: chosen from the work and \
        the machine: one process for fewer than 2,000 layouts, else one per idle core; never \
        more than the cores nor than the files; Linux only: elsewhere the audit runs in one \
        process).
        """)
    var jobs: Int?

    /// The worker mode `--jobs` starts the tool in (never given by a person): audits the file
    /// indices read from standard input, one JSON line each on standard output.
    @Flag(name: .customLong("audit-worker"), help: .hidden)
    var auditWorker = false

    /// With `--audit-worker` in project mode: which audit of the plan (a target group's files and
    /// matrix, or the lone files after them) the worker serves.
    @Option(name: .customLong("audit-group"), help: .hidden)
    var auditGroup: Int?

    /// With `--audit-worker`: the worker was started before the parent knew which audit it
    /// serves; that audit's index is the first line of its standard input.
    @Flag(name: .customLong("audit-group-on-input"), help: .hidden)
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
      let cache = AuditCache(
        directory: FileManager.default.currentDirectoryPath + "/.safearea-cache")
      // Everything that changes the output: the tool, the working directory (relative paths and
      // where .safearea.yml is looked for), the arguments, and whether the text is coloured.
      let key = AuditCache.key(
        [
          SafeArea.configuration.version, AuditCache.executableIdentity,
          FileManager.default.currentDirectoryPath, isatty(1) != 0 ? "terminal" : "pipe",
        ] + CommandLine.arguments.dropFirst())
      // A run that writes files (pictures, a baseline) is never replayed, nor one that checks
      // what git says changed (a commit changes the answer, not the files).
      let useCache =
        !noCache && !auditWorker && renderDirectory == nil && reporting.writeBaseline == nil
        && reporting.sarifOutput == nil && !changes.isActive
      let status = try cache.replayingOrRecording(key: key, enabled: useCache) {
        // Every file the output depends on, the `--devices FILE` scene included.
        var files =
          AuditCache.configurationCandidates()
          + [reporting.config, reporting.baseline, matrixOptions.devicesFile].compactMap { $0 }
        var folders: [String] = []
        var status: Int32 = 0
        try reportingInputErrors {
          status = try audit(readFiles: &files, listedFolders: &folders)
        }
        return AuditCache.Dependencies(files: files, folders: folders, status: status)
      }
      if status != 0 { throw ExitCode(status) }
    }

    /// The request the options make.
    func request(selection changed: FileSelection?, arguments: [String]) -> AuditRequest {
      var request = AuditRequest(paths: files)
      request.matrix = matrixOptions.request
      request.reporting = reporting.request
      request.scene = selection.scene
      request.rules = rules
      request.includeUnshipped = includeUnshipped
      request.includeApproximate = includeApproximate
      request.codeContext = !noCodeContext
      request.jobs = jobs
      request.selection = changed
      // Workers are this tool, started again with the same arguments in its worker mode.
      request.workers = { role in
        switch role {
        case .startedEarly:
          return .current(arguments: arguments + ["--audit-worker", "--audit-group-on-input"])
        case .audit(let group):
          return .current(
            arguments: arguments + ["--audit-worker"]
              + (group.map { ["--audit-group", String($0)] } ?? []))
        }
      }
      if isatty(2) != 0 {
        request.progress = { done, total in
          if done % 50 == 0 || done == total {
            let end = done == total ? "\r\u{1B}[K" : ""
            FileHandle.standardError.write(
              Data("\rauditing: \(done)/\(total) layouts\(end)".utf8))
          }
        }
      }
      return request
    }

    /// The audit, written out; returns the exit status. The files read and folders listed are
    /// collected for the cache.
    func audit(readFiles: inout [String], listedFolders: inout [String]) throws -> Int32 {
      // `--changed-since`/`--files-from`: which inputs are audited. Workers are handed the
      // resolved list in a file (they cannot ask git again with the same answer guaranteed, nor
      // read a standard input that is theirs for work).
      let changed = try changes.selection()
      var arguments = Array(CommandLine.arguments.dropFirst())
      var selectionFile: String?
      if let changed, !auditWorker {
        let file = FileManager.default.temporaryDirectory
          .appendingPathComponent("safearea-selection-\(getpid()).txt").path
        do {
          try Data(changed.paths.joined(separator: "\0").utf8).write(
            to: URL(fileURLWithPath: file))
        } catch {
          throw InputError(description: "cannot write the file selection to '\(file)': \(error)")
        }
        selectionFile = file
        arguments =
          FileSelection.removingSelectionOptions(from: arguments) + ["--files-from", file]
      }
      defer { if let selectionFile { try? FileManager.default.removeItem(atPath: selectionFile) } }
      let request = request(selection: changed, arguments: arguments)
      if auditWorker {
        try request.serveWorker(group: auditGroupOnInput ? nil : (auditGroup ?? 0))
        return 0
      }
      let result = try request.run()
      readFiles += result.inputs.readFiles
      listedFolders += result.inputs.listedFolders
      let header = result.inputs.header
      if !header.isEmpty {
        // The header opens a text report; it goes to standard error beside machine formats.
        if (reporting.format ?? result.policy.configuration.reporter ?? .text) == .text {
          emit(header.joined(separator: "\n") + "\n\n")
        } else {
          for line in header { printError(line) }
        }
      }
      var status = try reporting.request.write(result.report, policy: result.policy, output: emit)
      let failures = result.auditReport.failures
      for failure in failures {
        // Located reader errors describe themselves escaped, with their source line and caret.
        RecordedStream.standardError.write(failure.message)
      }
      if !failures.isEmpty {
        printError(
          "error: \(failures.count) of \(result.inputs.sources.count) layout source(s) could not"
            + " be laid out (above); the others are reported")
        status = 65
      }
      if result.inputs.unreadable > 0 {
        printError("error: \(result.inputs.unreadable) input file(s) could not be read (above)")
        status = 65
      }
      if let renderDirectory {
        let failed = Set(failures.map(\.file))
        let pictures = try MainActor.assumeIsolated {
          try LayoutRendering.render(
            result.inputs.sources.filter { !failed.contains($0.name) }, matrix: result.matrix,
            configuration: result.policy.configuration, includeApproximate: includeApproximate)
        }
        try write(pictures, to: renderDirectory)
        printError(pictures.summary(directory: renderDirectory))
      }
      return status
    }
  }
}
