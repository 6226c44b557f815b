import ArgumentParser
import DeviceCatalog
import Findings
import Foundation
import HeadlessUIKit
import LayoutAudit
import SceneDocument

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
import TextEscaping
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

    @Argument(help: "Scene files (.yaml, .yml, .json), storyboards, xibs, or directories of them.")
    var files: [String]

    @OptionGroup var matrixOptions: MatrixOptions

    @OptionGroup var reporting: ReportingOptions

    @OptionGroup var selection: SceneSelection

    @Option(
      name: .customLong("render"),
      help: "Also draw every layout of the matrix with its findings: SVGs and DIR/index.html.")
    var renderDirectory: String?

    @Option(
      help: """
        Processes to audit with, files shared among them (default: the machine's active cores; \
        Linux only: elsewhere the audit runs in one process).
        """)
    var jobs: Int?

    /// The worker mode `--jobs` starts the tool in (never given by a person): audits the file
    /// indices read from standard input, one JSON line each on standard output.
    @Flag(name: .customLong("audit-worker"), help: .hidden)
    var auditWorker = false

    func validate() throws {
      if files.isEmpty { throw ValidationError("give at least one scene file") }
      if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
      _ = try matrixOptions.parsedOrientations()
      _ = try matrixOptions.parsedVersions()
    }

    func run() throws {
      var status: Int32 = 0
      try reportingInputErrors {
        let policy = try reporting.policy()
        let matrix = try matrixOptions.auditMatrix(configured: policy.configuration.matrix)
        var unreadable = 0
        let sources = try LayoutSources.load(
          files, scene: selection.scene, unreadable: &unreadable,
          including: { policy.configuration.includes($0) })
        var byName: [String: LayoutSource] = [:]  // lookups only, never iterated
        for source in sources { byName[source.name] = source }
        for note in sources.compactMap(\.componentNote) { printError(note) }
        let showProgress = isatty(2) != 0
        let layout = {
          @MainActor (name: String, environment: Environment) throws -> LayoutSnapshot in
          guard let source = byName[name] else {
            throw InputError(description: "'\(name)' was not loaded")
          }
          let overrides = EnvironmentOverrides(
            device: environment.device, orientation: environment.orientation,
            ios: environment.ios, statusBarHidden: environment.statusBarHidden,
            keyboard: environment.keyboard)
          return try source.makeWindow(try source.environment(overrides)).snapshot(
            derivations: false, constraints: false)
        }
        let accepts = { (name: String, environment: Environment) -> Bool in
          guard let source = byName[name] else { return true }
          return !source.isComponent && source.accepts(environment)
        }
        if auditWorker {
          MainActor.assumeIsolated {
            Auditor(matrix: matrix, configuration: policy.configuration).serveWorker(
              files: sources.map(\.name), layout: layout, accepts: accepts)
          }
          return
        }
        let report = MainActor.assumeIsolated { () -> AuditReport in
          Auditor(matrix: matrix, configuration: policy.configuration).audit(
            files: sources.map(\.name),
            jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount,
            worker: .current(
              arguments: Array(CommandLine.arguments.dropFirst()) + ["--audit-worker"]),
            layout: layout, accepts: accepts,
            progress: showProgress
              ? { done, total in
                if done % 50 == 0 || done == total {
                  let end = done == total ? "\r\u{1B}[K" : ""
                  FileHandle.standardError.write(
                    Data("\rauditing: \(done)/\(total) layouts\(end)".utf8))
                }
              } : nil)
        }
        status = try reporting.write(LayoutSources.report(report, sources: sources), policy: policy)
        for failure in report.failures {
          // Located reader errors describe themselves escaped, with their source line and caret.
          FileHandle.standardError.write(Data((failure.message + "\n").utf8))
        }
        if !report.failures.isEmpty {
          printError(
            "error: \(report.failures.count) of \(sources.count) layout source(s) could not be"
              + " laid out (above); the others are reported")
          status = 65
        }
        if unreadable > 0 {
          printError("error: \(unreadable) input file(s) could not be read (above)")
          status = 65
        }
        if let renderDirectory {
          var named: [(name: String, file: String, source: LayoutSource)] = []
          let failed = Set(report.failures.map(\.file))
          for source in sources where !failed.contains(source.name) {
            named.append(
              (Render.uniqueName(for: source.name, taken: named.map(\.name)), source.file, source))
          }
          let pictures = try MainActor.assumeIsolated {
            try Render.render(named, matrix: matrix, configuration: policy.configuration)
          }
          do {
            try pictures.write(to: renderDirectory)
          } catch {
            printError(
              "error: cannot write to '\(renderDirectory)': \(error.localizedDescription)")
            throw ExitCode(73)
          }
          printError(pictures.summary(directory: renderDirectory))
        }
      }
      if status != 0 { throw ExitCode(status) }
    }
  }
}
