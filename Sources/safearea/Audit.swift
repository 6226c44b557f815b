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
        let report = try MainActor.assumeIsolated { () throws -> AuditReport in
          try Auditor(matrix: matrix, configuration: policy.configuration).audit(
            files: sources.map(\.name),
            jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount,
            layout: { name, environment in
              guard let source = byName[name] else {
                throw InputError(description: "'\(name)' was not loaded")
              }
              return try source.auditSnapshot(in: environment)
            },
            accepts: { name, environment in
              guard let source = byName[name] else { return true }
              return !source.isComponent && source.accepts(environment)
            },
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
        if unreadable > 0 {
          printError("error: \(unreadable) input file(s) could not be read (above)")
          status = 65
        }
        if let renderDirectory {
          var named: [(name: String, file: String, source: LayoutSource)] = []
          for source in sources {
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
