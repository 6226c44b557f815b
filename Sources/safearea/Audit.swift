import ArgumentParser
import DeviceCatalog
import Foundation
import HeadlessUIKit
import LayoutAudit
import SceneDocument
import XcodeProject

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
        --strict); 64 bad usage; 65 bad input. 'safearea rules' lists the rules.
        """)

    @Argument(
      help: """
        Scene files (.yaml, .yml, .json), storyboards, xibs, or directories of them; or an app: \
        an .xcodeproj, an .xcworkspace, or a directory holding projects or a Package.swift \
        (project mode: the app's targets, shipped files and matrix).
        """)
    var files: [String]

    @OptionGroup var matrixOptions: MatrixOptions

    @Option(help: "text, json, sarif or xcode.")
    var format: AuditFormat = .text

    @OptionGroup var selection: SceneSelection

    @Option(
      name: .customLong("render"),
      help: "Also draw every layout of the matrix with its findings: SVGs and DIR/index.html.")
    var renderDirectory: String?

    @Flag(help: "Fail (exit 1) on any finding, not only errors.")
    var strict = false

    @Flag(
      help: """
        In project mode, also audit the IB files no app, extension or library target ships \
        (tests, playgrounds, files dropped from the project), in the command's matrix.
        """)
    var includeUnshipped = false

    @Flag(
      help: """
        Neither read nor write the cache (.safearea-cache/ in the working directory), which \
        replays an audit whose files, tool and options are unchanged.
        """)
    var noCache = false

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
      let cache = AuditCache(
        directory: FileManager.default.currentDirectoryPath + "/.safearea-cache")
      let colour = format == .text && isatty(1) != 0
      // Everything that changes the output: the tool, the working directory (relative paths),
      // the arguments, and whether the text is coloured.
      let key = AuditCache.key(
        [
          SafeArea.configuration.version, AuditCache.executableIdentity,
          FileManager.default.currentDirectoryPath, colour ? "colour" : "plain",
        ] + CommandLine.arguments.dropFirst())
      let useCache = !noCache && renderDirectory == nil
      if useCache, let run = cache.lookup(key) {
        if !run.standardError.isEmpty {
          FileHandle.standardError.write(Data(run.standardError.utf8))
        }
        if !run.standardOutput.isEmpty {
          FileHandle.standardOutput.write(Data(run.standardOutput.utf8))
        }
        if run.status != 0 { throw ExitCode(run.status) }
        return
      }
      StandardError.shared.startRecording()
      var status: Int32 = 0
      var output = ""
      var readFiles: [String] = []
      var listedFolders: [String] = []
      do {
        try reportingInputErrors {
          (output, status) = try audit(
            colour: colour, readFiles: &readFiles, listedFolders: &listedFolders)
        }
      } catch {
        _ = StandardError.shared.stopRecording()
        throw error
      }
      let recorded = StandardError.shared.stopRecording()
      if !output.isEmpty { emit(output) }
      if useCache {
        let printed = output.isEmpty || output.hasSuffix("\n") ? output : output + "\n"
        cache.store(
          AuditCache.Run(
            files: readFiles, folders: listedFolders, standardOutput: printed,
            standardError: recorded, status: status),
          key: key)
      }
      if status != 0 { throw ExitCode(status) }
    }

    /// The audit: the report text and exit status; the files read and folders listed are
    /// collected for the cache.
    func audit(colour: Bool, readFiles: inout [String], listedFolders: inout [String]) throws
      -> (String, Int32)
    {
      let matrix = try matrixOptions.auditMatrix()
      var unreadable = 0
      // Project inputs (a workspace, a project, a folder with projects or a Package.swift) are
      // planned from the project; everything else is audited file by file as before.
      var groups: [AppAuditPlan.Group] = []
      var header: [String] = []
      var looseFiles: [String] = []
      for path in files {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
          isDirectory.boolValue
        {
          listedFolders.append(path)
        }
        let found: AppProject?
        do {
          found = try AppProject.load(path: path)
        } catch {
          // A malformed project or workspace: reported, and the other inputs still audited.
          StandardError.shared.write(errorText(error))
          readFiles.append(error.file)
          unreadable += 1
          continue
        }
        guard let app = found else {
          looseFiles.append(path)
          continue
        }
        listedFolders.append(app.root)
        readFiles += app.inputFiles + app.unshipped.map(\.path) + app.packageFiles
        for problem in app.problems {
          StandardError.shared.write(errorText(problem))
          unreadable += 1
        }
        for note in app.notes { printError(note.description) }
        let plan = AppAuditPlan(app: app, fallback: matrix, includeUnshipped: includeUnshipped)
        header += plan.header
        groups += plan.groups
      }
      var loaded: [String: [LayoutSource]] = [:]  // lookups only
      var sources: [LayoutSource] = []
      var reports: [AuditReport] = []
      for group in groups {
        var groupSources: [LayoutSource] = []
        for path in group.files {
          readFiles.append(path)
          if let known = loaded[path] {
            groupSources += known
            continue
          }
          // A project's files are found, not named: an unreadable one is counted, not fatal.
          let found = try LayoutSources.load(
            [path], scene: selection.scene, unreadable: &unreadable, named: false)
          loaded[path] = found
          sources += found
          groupSources += found
        }
        reports.append(try audit(groupSources, matrix: group.matrix))
      }
      if !looseFiles.isEmpty {
        readFiles += looseFiles.flatMap { path in
          (try? InputFiles.expand(
            [path],
            extensions: InputFiles.sceneExtensions + LayoutSources.interfaceBuilderExtensions))
            ?? [path]
        }
        let found = try LayoutSources.load(
          looseFiles, scene: selection.scene, unreadable: &unreadable)
        sources += found
        reports.append(try audit(found, matrix: matrix))
      }
      let report =
        reports.count == 1 && header.isEmpty
        ? reports[0] : AppAuditPlan.merge(reports, matrix: matrix)
      var text = AuditReporter.report(report, format: format.reportFormat, colour: colour)
      if !header.isEmpty {
        if format == .text {
          text = header.joined(separator: "\n") + "\n\n" + text
        } else {
          for line in header { printError(line) }
        }
      }
      var status = report.exitStatus(strict: strict)
      if unreadable > 0 {
        printError("error: \(unreadable) input file(s) could not be read (above)")
        status = 65
      }
      if let renderDirectory {
        try render(sources, matrix: matrix, to: renderDirectory)
      }
      return (text, status)
    }

    /// `--render`: every layout of the matrix with its findings.
    func render(_ sources: [LayoutSource], matrix: AuditMatrix, to renderDirectory: String) throws {
      var named: [(name: String, file: String, source: LayoutSource)] = []
      for source in sources {
        named.append(
          (Render.uniqueName(for: source.name, taken: named.map(\.name)), source.file, source))
      }
      let pictures = try MainActor.assumeIsolated {
        try Render.render(named, matrix: matrix)
      }
      do {
        try pictures.write(to: renderDirectory)
      } catch {
        printError(
          "error: cannot write to '\(renderDirectory)': \(error.localizedDescription)")
        throw ExitCode(73)
      }
      printError(
        "wrote \(pictures.files.count - 1) SVG files and "
          + URL(fileURLWithPath: renderDirectory).appendingPathComponent("index.html").path)
    }

    /// The audit of `sources` over `matrix` (components skipped with a note).
    func audit(_ sources: [LayoutSource], matrix: AuditMatrix) throws -> AuditReport {
      var byName: [String: LayoutSource] = [:]  // lookups only, never iterated
      for source in sources { byName[source.name] = source }
      for note in sources.compactMap(\.componentNote) { printError(note) }
      let showProgress = isatty(2) != 0
      return try MainActor.assumeIsolated { () throws -> AuditReport in
        try Auditor(matrix: matrix).audit(
          files: sources.map(\.name),
          jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount,
          layout: { name, environment in
            guard let source = byName[name] else {
              throw InputError(description: "'\(name)' was not loaded")
            }
            let overrides = EnvironmentOverrides(
              device: environment.device, orientation: environment.orientation,
              ios: environment.ios, statusBarHidden: environment.statusBarHidden)
            return try source.makeWindow(try source.environment(overrides)).snapshot(
              derivations: false, constraints: false)
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
    }
  }
}

/// `--format text|json|sarif|xcode`.
enum AuditFormat: String, ExpressibleByArgument, CaseIterable {
  case text, json, sarif, xcode

  var reportFormat: ReportFormat {
    switch self {
    case .text: .text
    case .json: .json
    case .sarif: .sarif
    case .xcode: .xcode
    }
  }
}
