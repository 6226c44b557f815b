import ArgumentParser
import CodeContext
import DeviceCatalog
import Findings
import Foundation
import HeadlessUIKit
import LayoutAudit
import SceneDocument
import XcodeProject

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
      _ = try matrixOptions.parsedOrientations()
      _ = try matrixOptions.parsedVersions()
      _ = try matrixOptions.parsedWindows()
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
      RecordedStream.startRecording()
      var status: Int32 = 0
      // Every file the output depends on, the `--devices FILE` scene included.
      var readFiles =
        Self.configurationCandidates()
        + [reporting.config, reporting.baseline, matrixOptions.devicesFile]
        .compactMap { $0 }
      var listedFolders: [String] = []
      do {
        try reportingInputErrors {
          status = try audit(readFiles: &readFiles, listedFolders: &listedFolders)
        }
      } catch {
        _ = RecordedStream.stopRecording()
        throw error
      }
      let recorded = RecordedStream.stopRecording()
      if useCache {
        cache.store(
          AuditCache.Run(
            files: readFiles, folders: listedFolders, standardOutput: recorded.output,
            standardError: recorded.error, status: status),
          key: key)
      }
      if status != 0 { throw ExitCode(status) }
    }

    /// Where `.safearea.yml` is looked for: the working directory and its parents, up to the
    /// first that has one (for the cache: a configuration added later is a change).
    static func configurationCandidates() -> [String] {
      var result: [String] = []
      var current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        .standardizedFileURL
      while true {
        let candidate = current.appendingPathComponent(Configuration.fileName).path
        result.append(candidate)
        if FileManager.default.fileExists(atPath: candidate) { break }
        let parent = current.deletingLastPathComponent()
        if parent.path == current.path { break }
        current = parent
      }
      return result
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
        arguments = ChangeOptions.removing(from: arguments) + ["--files-from", file]
      }
      defer { if let selectionFile { try? FileManager.default.removeItem(atPath: selectionFile) } }
      // The workers start now and read the inputs while this process does (they would otherwise
      // start reading only when this one is done); the ones no audit takes are ended.
      let started = startWorkers(arguments: arguments)
      defer { started?.stop() }
      let policy = try reporting.policy(optingIn: rules)
      let matrix = try matrixOptions.auditMatrix(configured: policy.configuration.matrix)
      // With `--devices scene` the notes count the scene files' own devices (below).
      if !auditWorker, matrixOptions.devices != "scene" {
        for note in matrix.windowNotes { printError("note: \(note)") }
        // The catalog's own gaps (a pose no source measured) for devices the user did not name:
        // once per run, with --verbose only (issue 31).
        if matrixOptions.verbose {
          for note in matrix.catalogNotes { printError("note: \(note)") }
        }
      }
      var unreadable = 0
      // Project inputs (a workspace, a project, a folder with projects or a Package.swift) are
      // planned from the project; everything else is audited file by file as before. A worker
      // reads the same inputs the same way, quietly: its standard output is the wire.
      let say = { (line: String) in if !auditWorker { printError(line) } }
      var groups: [AppAuditPlan.Group] = []
      var apps: [AppProject] = []
      var codeUnits: [(sources: [LayoutSource], matrix: AuditMatrix)] = []  // issue 28
      var header: [String] = []
      var looseFiles: [String] = []
      for path in files.isEmpty ? ["."] : files {
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
          if !auditWorker { RecordedStream.standardError.write(errorText(error)) }
          readFiles.append(error.file)
          unreadable += 1
          continue
        }
        guard let app = found else {
          if isDirectory.boolValue {
            for project in AppProject.projectsWithoutPbxproj(in: path) {
              say(
                "note: \(project) has no project.pbxproj (a generated project: XcodeGen or"
                  + " Tuist?); its folder is audited file by file")
            }
          }
          looseFiles.append(path)
          continue
        }
        listedFolders.append(app.root)
        readFiles += app.inputFiles + app.unshipped.map(\.path) + app.packageFiles
        if !noCodeContext {
          // The code context reads the targets' sources (and the headers beside them).
          readFiles += CodeIndex.sourceFiles(of: app)
        }
        for problem in app.problems {
          if !auditWorker { RecordedStream.standardError.write(errorText(problem)) }
          unreadable += 1
        }
        for note in app.notes { say(note.description) }
        let plan = AppAuditPlan(
          app: app, fallback: matrix, includeUnshipped: includeUnshipped,
          narrowing: { narrow($0, configured: policy.configuration.matrix) })
        header += plan.header
        groups += plan.groups
        apps.append(app)
        // Code screens: each target's Swift and Objective-C sources (CodeScreens reads them).
        for target in app.targets where !target.sourceFiles.isEmpty {
          let matrix = narrow(
            AuditMatrix(app: target.matrix), configured: policy.configuration.matrix)
          codeUnits.append((try CodeScreenSources.load(target.sourceFiles, project: true), matrix))
        }
      }
      // The audits: each target group's files in its matrix, then the lone files.
      var units: [(sources: [LayoutSource], matrix: AuditMatrix)] = []
      var loaded: [String: [LayoutSource]] = [:]  // lookups only
      var sources: [LayoutSource] = []
      for group in groups {
        var groupSources: [LayoutSource] = []
        for path in group.files where policy.configuration.includes(path) {
          readFiles.append(path)
          if let known = loaded[path] {
            groupSources += known
            continue
          }
          // A project's files are found, not named: an unreadable one is counted, not fatal.
          let found = try LayoutSources.load(
            [path], scene: selection.scene, unreadable: &unreadable, named: false,
            launchScreens: Set(group.launchScreens), mainStoryboards: Set(group.mainStoryboards),
            shownByCode: Set(group.shownByCode))
          loaded[path] = found
          sources += found
          groupSources += found
        }
        units.append((groupSources, group.matrix))
      }
      units += codeUnits.filter { !$0.sources.isEmpty }
      sources += codeUnits.flatMap(\.sources)
      if !looseFiles.isEmpty {
        let including = { (path: String) in
          policy.configuration.includes(path) && changed?.contains(path) != false
        }
        // Each loose path's files, listed once (read files, and the roles below).
        let expanded = looseFiles.map { path in
          (
            path: path,
            files:
              (try? InputFiles.expand(
                [path],
                extensions: InputFiles.sceneExtensions + LayoutSources.interfaceBuilderExtensions,
                including: including)) ?? [path]
          )
        }
        readFiles += expanded.flatMap(\.files)
        // A folder without a project whose app Info.plists say which storyboard is the launch
        // screen and which the app launches with (an XcodeGen or Tuist project): the others are
        // shown by code.
        var launchScreens: Set<String> = []
        var mainStoryboards: Set<String> = []
        var shownByCode: Set<String> = []
        for (path, files) in expanded {
          var isDirectory: ObjCBool = false
          guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
            isDirectory.boolValue, let plists = FolderInfoPlists.read(folder: path)
          else { continue }
          for file in files
          where LayoutSources.interfaceBuilderExtensions.contains(
            (file as NSString).pathExtension.lowercased())
          {
            switch plists.role(ofStoryboard: file) {
            case .launchScreen: launchScreens.insert(file)
            case .main: mainStoryboards.insert(file)
            case .shownByCode: shownByCode.insert(file)
            case nil: break
            }
          }
          say("note: " + plists.summary(folder: AppProject.displayPath(path)))
        }
        let found = try LayoutSources.load(
          looseFiles, scene: selection.scene, unreadable: &unreadable, including: including,
          launchScreens: launchScreens, mainStoryboards: mainStoryboards, shownByCode: shownByCode)
        sources += found
        var looseMatrix = matrix
        try matrixOptions.sceneDevices(found, into: &looseMatrix)
        if !auditWorker, matrixOptions.devices == "scene" {
          for note in looseMatrix.windowNotes { printError("note: \(note)") }
        }
        units.append((found, looseMatrix))
      }
      // Scenes another loaded storyboard embeds through a storyboard reference are children.
      // Scenes pushed or presented through a reference take that context.
      LayoutSources.markEmbeddedReferences(&sources)
      // The app's code decides how the scenes it shows are shown, and what they set.
      let codeLines =
        noCodeContext ? [] : LayoutSources.applyCodeContext(&sources, apps: apps)
      if !codeLines.isEmpty { header += [""] + codeLines }
      if let changed {
        // Every input was read (a storyboard that embeds a changed one still marks it as a
        // child); only the selected ones are audited and reported.
        sources = sources.filter { changed.contains($0.file) }
        for unit in units.indices {
          units[unit].sources = units[unit].sources.filter { changed.contains($0.file) }
        }
      }
      var marked: [String: LayoutSource] = [:]  // lookups only: file and name to the source
      for source in sources {
        marked[source.file + "\u{0}" + source.name] = source
      }
      for unit in units.indices {
        for at in units[unit].sources.indices {
          let key = units[unit].sources[at].file + "\u{0}" + units[unit].sources[at].name
          if let source = marked[key] { units[unit].sources[at] = source }
        }
      }
      if auditWorker {
        var index = auditGroup ?? 0
        if auditGroupOnInput {
          guard let line = StartedAuditWorkers.readFirstLine(), let asked = Int(line) else {
            return 0
          }
          index = asked
        }
        guard units.indices.contains(index) else { return 0 }
        serve(units[index].sources, matrix: units[index].matrix, policy.configuration)
        return 0
      }
      var reports: [AuditReport] = []
      for (index, unit) in units.enumerated() {
        reports.append(
          audit(
            unit.sources, matrix: unit.matrix, configuration: policy.configuration,
            group: units.count > 1 || !groups.isEmpty ? index : nil, started: started,
            arguments: arguments))
      }
      var report =
        reports.count == 1 && header.isEmpty
        ? reports[0] : AppAuditPlan.merge(reports, matrix: matrix)
      // Suppression comments in code screens' sources (CodeScreens reads them).
      let codeScreens = sources.compactMap { if case .code(let s) = $0.kind { s } else { nil } }
      report.findings.removeAll { finding in
        codeScreens.contains {
          $0.suppresses(finding.rule.rawValue, file: finding.view.file, line: finding.view.line)
        }
      }
      if !header.isEmpty {
        // The header opens a text report; it goes to standard error beside machine formats.
        if (reporting.format ?? policy.configuration.reporter ?? .text) == .text {
          emit(header.joined(separator: "\n") + "\n\n")
        } else {
          for line in header { printError(line) }
        }
      }
      var status = try reporting.write(
        LayoutSources.report(report, sources: sources), policy: policy)
      for failure in report.failures {
        // Located reader errors describe themselves escaped, with their source line and caret.
        RecordedStream.standardError.write(failure.message)
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
        let failed = Set(report.failures.map(\.file))
        try render(
          sources.filter { !failed.contains($0.name) }, matrix: matrix,
          configuration: policy.configuration, to: renderDirectory)
      }
      return status
    }

    /// An app's matrix narrowed by what the command line and the configuration name: only the
    /// devices, orientations and iOS versions both allow; `--status-bar-hidden` hides the bar.
    func narrow(_ app: AuditMatrix, configured: Configuration.Matrix) -> AuditMatrix {
      guard let asked = try? matrixOptions.auditMatrix(configured: configured) else { return app }
      var result = app
      if matrixOptions.devicesFile != nil {
        // A scene file's custom device stands in for the catalog's, on the app's idioms only (an
        // iPad-only app is not laid out on a phone's displays).
        let idioms = Set(app.devices.map(\.idiom))
        result.devices = asked.devices.filter { idioms.contains($0.idiom) }
      } else if matrixOptions.devices != nil || configured.devices != nil {
        let ids = Set(asked.devices.map(\.id))
        result.devices = app.devices.filter { ids.contains($0.id) }
      }
      if matrixOptions.orientations != nil || configured.orientations != nil {
        result.orientations = app.orientations.filter(asked.orientations.contains)
        for (idiom, list) in app.idiomOrientations {
          result.idiomOrientations[idiom] = list.filter(asked.orientations.contains)
        }
      }
      if matrixOptions.devicesFile != nil, matrixOptions.ios == nil {
        // Up to the newest version a standing-in device defaults to: the app's versions reach
        // iOS 27 only for a catalog device that ships with it (the iPhone Duo).
        let last = result.devices.map { IOSBehaviour.newest(for: $0) }.max() ?? IOSBehaviour.newest
        result.iosVersions = app.iosVersions.filter { $0 <= last }
      } else if matrixOptions.devicesFile != nil, matrixOptions.ios != nil {
        // A custom device may run a version past the catalog's newest (iOS 27): the app's
        // deployment target still bounds it from below.
        let lowest = app.iosVersions.min() ?? 0
        result.iosVersions = asked.iosVersions.filter { $0 >= lowest }
      } else if matrixOptions.ios != nil || configured.ios != nil {
        result.iosVersions = app.iosVersions.filter(asked.iosVersions.contains)
      }
      if asked.statusBarHidden { result.statusBarHidden = true }
      return result
    }

    /// `--render`: every layout of the matrix with its findings.
    func render(
      _ sources: [LayoutSource], matrix: AuditMatrix, configuration: Configuration,
      to renderDirectory: String
    ) throws {
      var named: [(name: String, file: String, source: LayoutSource)] = []
      for source in sources {
        named.append(
          (Render.uniqueName(for: source.name, taken: named.map(\.name)), source.file, source))
      }
      let pictures = try MainActor.assumeIsolated {
        try Render.render(
          named, matrix: matrix, configuration: configuration,
          includeApproximate: includeApproximate)
      }
      do {
        try pictures.write(to: renderDirectory)
      } catch {
        printError("error: cannot write to '\(renderDirectory)': \(error)")
        throw ExitCode(73)
      }
      printError(pictures.summary(directory: renderDirectory))
    }

    /// How `sources` are laid out and which environments they run in.
    static func closures(_ sources: [LayoutSource]) -> (
      layout: @MainActor (String, Environment) throws -> LayoutSnapshot,
      accepts: (String, Environment) -> Bool
    ) {
      // By name, the source's index: a source (a whole document) is not copied per layout.
      var byName: [String: Int] = [:]  // lookups only, never iterated
      for (index, source) in sources.enumerated() { byName[source.name] = index }
      let layout = {
        @MainActor (name: String, environment: Environment) throws -> LayoutSnapshot in
        guard let index = byName[name] else {
          throw InputError(description: "'\(name)' was not loaded")
        }
        // Read in place: a source holds a whole document, and a copy per layout costs.
        return try sources.withUnsafeBufferPointer { buffer in
          try buffer[index].auditSnapshot(in: environment)
        }
      }
      // What a storyboard scene's acceptance depends on is the source's alone, asked once, not
      // per environment (`isComponent` measures the catalog's screens; both read the document);
      // a scene file's own window is checked per environment (LayoutSource.accepts).
      let components = sources.map(\.isComponent)
      let padOnly = sources.map(\.isPadOnly)
      let orientationKinds = sources.map(\.orientationKinds)
      let phoneOnly = sources.map(\.isPhoneOnly)
      let isSceneFile = sources.map { source in
        if case .scene = source.kind { return true }
        return false
      }
      let accepts = { [byName] (name: String, environment: Environment) -> Bool in
        guard let index = byName[name] else { return true }
        if components[index] { return false }
        // A screen its controller's code locks to some orientations is laid out in those only.
        if let kinds = orientationKinds[index],
          !kinds.contains(OrientationKind(environment.orientation))
        {
          return false
        }
        if isSceneFile[index] { return sources[index].accepts(environment) }
        if phoneOnly[index] { return environment.device.idiom == .phone }
        return !padOnly[index] || environment.device.idiom == .pad
      }
      return (layout, accepts)
    }

    /// `--audit-worker`: serves the parent's requests for `sources` over `matrix`.
    func serve(_ sources: [LayoutSource], matrix: AuditMatrix, _ configuration: Configuration) {
      let (layout, accepts) = Self.closures(sources)
      var auditor = Auditor(
        matrix: matrix, configuration: configuration, scopes: LayoutSources.scopes(sources))
      auditor.reportsApproximateOutlines = includeApproximate
      MainActor.assumeIsolated {
        auditor.serveWorker(
          files: sources.map(\.name), layout: layout, accepts: accepts)
      }
    }

    /// The processes an audit of `work` files runs in: `--jobs` (default: the cores), never more
    /// than the cores nor than the files (`--jobs 1000` started a thousand processes).
    func workerCount(work: Int) -> Int {
      let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
      return max(1, min(jobs ?? cores, cores, work))
    }

    /// The processes `--jobs` asks for besides this one, started as `--audit-worker
    /// --audit-group-on-input`; `nil` in one process, in a worker, or when the executable is
    /// unknown.
    func startWorkers(arguments: [String]) -> StartedAuditWorkers? {
      // Without `--jobs`, workers are started for the idle cores (the amount of work is not
      // known yet: those no audit takes are ended; AutomaticJobs).
      let count =
        (jobs == nil
          ? AutomaticJobs.count(layouts: AutomaticJobs.minimumLayoutsForWorkers)
          : workerCount(work: Int.max)) - 1
      guard !auditWorker, count > 0,
        let command = AuditWorkerCommand.current(
          arguments: arguments + ["--audit-worker", "--audit-group-on-input"])
      else { return nil }
      return StartedAuditWorkers(command: command, count: count)
    }

    /// The audit of `sources` over `matrix` (components skipped with a note), in worker
    /// processes: those `started` first (sent the group's index), then new ones started as
    /// `--audit-worker` (with `--audit-group group` in project mode).
    func audit(
      _ sources: [LayoutSource], matrix: AuditMatrix, configuration: Configuration, group: Int?,
      started: StartedAuditWorkers? = nil, arguments: [String]
    ) -> AuditReport {
      started?.firstLine = "\(group ?? 0)\n"
      for note in sources.compactMap(\.componentNote) { printError(note) }
      // What a code screen's reading left out: said, not silent.
      for note in sources.flatMap(\.codeNotes) { printError(note) }
      let (layout, accepts) = Self.closures(sources)
      let showProgress = isatty(2) != 0
      var workerArguments = arguments + ["--audit-worker"]
      if let group { workerArguments += ["--audit-group", String(group)] }
      var auditor = Auditor(
        matrix: matrix, configuration: configuration, scopes: LayoutSources.scopes(sources))
      auditor.reportsApproximateOutlines = includeApproximate
      return MainActor.assumeIsolated { () -> AuditReport in
        auditor.audit(
          files: sources.map(\.name),
          jobs: jobs == nil
            ? min(
              AutomaticJobs.count(layouts: sources.count * matrix.environments.count),
              max(1, sources.count))
            : workerCount(work: sources.count),
          worker: .current(arguments: workerArguments),
          layout: layout, accepts: accepts, costs: sources.map(\.expectedCost), started: started,
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
