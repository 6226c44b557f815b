import CodeContext
import DeviceCatalog
import Findings
import Foundation
import HeadlessUIKit
import InterfaceBuilder
import LayoutAudit
import XcodeProject

/// The inputs of an audit, opened: every layout source (a scene file, a storyboard or xib
/// scene, a code-built screen) with its context, and the audits to run — in project mode one
/// per target group with the app's matrix, then the loose files in the command's matrix.
///
/// ``open(_:matrix:request:policy:messages:quiet:)`` finds projects (a workspace, a project, a
/// folder with projects or a `Package.swift`), plans them (``AppAuditPlan``), reads the folder
/// Info.plists' storyboard roles, loads the files, marks embedded and shown storyboard
/// references, and applies the app's code context.
public struct AuditInputs {
  /// One audit: sources and the matrix they are laid out in.
  public struct Unit: Sendable {
    public var sources: [LayoutSource]
    public var matrix: AuditMatrix
  }

  /// Every source, each once, in input order.
  public var sources: [LayoutSource] = []
  /// The audits to run, in order: target groups, then the loose files.
  public var units: [Unit] = []
  /// The header that opens a project-mode report (targets and matrices, code context).
  public var header: [String] = []
  /// Whether a project was planned (the audits are then numbered as groups).
  public var hasProjectGroups = false
  /// The apps found.
  public var apps: [AppProject] = []
  /// Files that could not be read (each reported to the messages).
  public var unreadable = 0
  /// Every file the result depends on, and every folder listed: what a cache must watch.
  public var readFiles: [String] = []
  public var listedFolders: [String] = []

  /// `path` absolute and standardized, to compare paths written relative and absolute.
  static func standardized(_ path: String) -> String {
    let absolute =
      path.hasPrefix("/")
      ? path : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
    return (absolute as NSString).standardizingPath
  }

  /// Opens `request`'s inputs over `matrix` (the command's, before any app narrows it). Notes
  /// go to `messages` unless `quiet` (a worker process: its output is the wire).
  public static func open(
    _ request: AuditRequest, matrix: AuditMatrix, policy: ReportPolicy,
    messages: Messages = .standardError, quiet: Bool = false
  ) throws -> AuditInputs {
    var inputs = AuditInputs()
    // Every file this run reads as a layout source counts against one bound (issue 32).
    let budget = InputBudget(request.inputLimits)
    let say = { (line: String) in if !quiet { messages.note(line) } }
    var groups: [AppAuditPlan.Group] = []
    var codeUnits: [Unit] = []
    var looseFiles: [String] = []
    for path in request.paths.isEmpty ? ["."] : request.paths {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
        isDirectory.boolValue
      {
        inputs.listedFolders.append(path)
      }
      let found: AppProject?
      do {
        found = try AppProject.load(path: path)
      } catch {
        // A malformed project or workspace: reported, and the other inputs still audited. A
        // folder given as the app is then audited file by file (its storyboards and xibs are
        // readable though the project is not: a merge conflict left in project.pbxproj).
        if !quiet { messages.error(error) }
        inputs.readFiles.append(error.file)
        inputs.unreadable += 1
        let bundle = ["xcodeproj", "xcworkspace"].contains(
          (path as NSString).pathExtension.lowercased())
        if isDirectory.boolValue, !bundle {
          say(
            "note: \(path): its project could not be read (above); the folder is audited file by"
              + " file, every context assumed")
          looseFiles.append(path)
        }
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
      if app.targets.isEmpty, !app.problems.isEmpty, isDirectory.boolValue,
        !["xcodeproj", "xcworkspace"].contains((path as NSString).pathExtension.lowercased())
      {
        // The folder's only projects could not be read: reported, and the folder audited file
        // by file, as a folder without a project is.
        for problem in app.problems {
          if !quiet { messages.error(problem) }
          inputs.unreadable += 1
        }
        inputs.readFiles += app.inputFiles
        say(
          "note: \(path): its project could not be read (above); the folder is audited file by"
            + " file, every context assumed")
        looseFiles.append(path)
        continue
      }
      inputs.listedFolders.append(app.root)
      inputs.readFiles += app.inputFiles + app.unshipped.map(\.path) + app.packageFiles
      if request.codeContext {
        // The code context reads the targets' sources (and the headers beside them).
        inputs.readFiles += CodeIndex.sourceFiles(of: app)
      }
      for problem in app.problems {
        if !quiet { messages.error(problem) }
        inputs.unreadable += 1
      }
      for note in app.notes { say(note.description) }
      let plan = AppAuditPlan(
        app: app, fallback: matrix, includeUnshipped: request.includeUnshipped,
        narrowing: { request.matrix.narrowing($0, configured: policy.configuration.matrix) })
      inputs.header += plan.header
      groups += plan.groups
      inputs.apps.append(app)
      // Code screens (issue 28): each target's Swift and Objective-C sources, laid out in that
      // target's matrix. The sources are inputs the result depends on (the cache watches them).
      // A target whose sources another target lists too, every one of them (an app's "Dev" or
      // "Staging" copy), is read with that target's sources, once: each screen is audited in
      // the union of the matrices of the targets that compile its file (issue 32: Cosmostation's
      // two app targets read 1,165 and 938 of the same files, 690 MB; IB files shipped by several
      // targets are audited once the same way).
      let codeTargets = app.targets.filter { !$0.sourceFiles.isEmpty }.map { target in
        CodeTarget(
          name: target.name, files: target.sourceFiles,
          matrix: request.matrix.narrowing(
            AuditMatrix(app: target.matrix), configured: policy.configuration.matrix))
      }
      for target in codeTargets { inputs.readFiles += target.files }
      for group in CodeTarget.grouped(codeTargets) {
        if group.count > 1 {
          let others = group.dropFirst().map { "'\($0.name)'" }.joined(separator: ", ")
          inputs.header.append(
            "target\(group.count == 2 ? "" : "s") \(others) compile\(group.count == 2 ? "s" : "")"
              + " only sources '\(group[0].name)' compiles: the code is read once, and each"
              + " screen audited in the union of the matrices of the targets that compile its file")
        }
        // Every source the run reads counts against its bound, as a folder's do.
        let admitted = group[0].files.filter { budget.admit($0) }
        guard !admitted.isEmpty else { continue }
        let screens = try CodeScreenSources.load(
          admitted, project: true, showings: request.codeContext, budget: budget,
          earliestIOS: CodeIndex.earliestIOS(of: app), messages: messages)
        codeUnits += CodeTarget.units(screens, of: group)
      }
    }
    inputs.hasProjectGroups = !groups.isEmpty
    // The audits: each target group's files in its matrix, then the lone files.
    var loaded: [String: [LayoutSource]] = [:]  // lookups only
    for group in groups {
      var groupSources: [LayoutSource] = []
      for path in group.files where policy.configuration.includes(path) {
        inputs.readFiles.append(path)
        if let known = loaded[path] {
          groupSources += known
          continue
        }
        // A project's files are found, not named: an unreadable one is counted, not fatal.
        let found = try LayoutSources.load(
          [path], scene: request.scene, unreadable: &inputs.unreadable, named: false,
          launchScreens: Set(group.launchScreens), mainStoryboards: Set(group.mainStoryboards),
          shownByCode: Set(group.shownByCode), budget: budget, messages: messages)
        loaded[path] = found
        inputs.sources += found
        groupSources += found
      }
      inputs.units.append(Unit(sources: groupSources, matrix: group.matrix))
    }
    // Code screens that a storyboard scene instantiates, or whose view is a xib designed as a
    // part: not laid out under an assumed bar, or not as full screens.
    placeCodeScreens(
      &codeUnits, among: inputs.units.flatMap(\.sources), roots: inputs.apps.map(\.root))
    // A xib whose File's Owner view is a code screen's root view (its controller's view is in
    // the xib) is laid out inside that screen, with what the code adds: not also alone.
    let rootNibs = Set(
      codeUnits.flatMap(\.sources).compactMap(\.codeRootNib).map(Self.standardized))
    if !rootNibs.isEmpty {
      func isCovered(_ source: LayoutSource) -> Bool {
        guard case .interfaceBuilder(_, let scene) = source.kind,
          scene.controller.kind == .filesOwner
        else { return false }
        return rootNibs.contains(Self.standardized(source.file))
      }
      for index in inputs.units.indices {
        inputs.units[index].sources.removeAll(where: isCovered)
      }
      inputs.sources.removeAll(where: isCovered)
    }
    inputs.units += codeUnits.filter { !$0.sources.isEmpty }
    inputs.sources += codeUnits.flatMap(\.sources)
    if !looseFiles.isEmpty {
      try inputs.openLoose(
        looseFiles, request, matrix: matrix, policy, budget: budget, messages, say: say)
    }
    // Past the run's bound: one located error for the first file left unread; the files read
    // before it are audited and the run exits 65.
    if let problem = budget.problem {
      if !quiet { messages.error(problem) }
      inputs.unreadable += 1
    }
    // Each project file is loaded alone, so two targets' files of one name (three sample apps'
    // `Main.storyboard`, or their `ViewController.swift`) gave their scenes one name, and the
    // audit laid out one file's scenes for both: name them by their paths across the run.
    inputs.nameDistinctly()
    // Scenes another loaded storyboard embeds through a storyboard reference are children.
    // Scenes pushed or presented through a reference take that context.
    LayoutSources.markEmbeddedReferences(&inputs.sources)
    // The app's code decides how the scenes it shows are shown, and what they set.
    let codeLines =
      request.codeContext
      ? LayoutSources.applyCodeContext(&inputs.sources, apps: inputs.apps) : []
    if !codeLines.isEmpty { inputs.header += [""] + codeLines }
    if let changed = request.selection {
      // Every input was read (a storyboard that embeds a changed one still marks it as a
      // child); only the selected ones are audited and reported. A code screen whose root view
      // is a xib is that xib's only layout (the xib is not audited alone): selecting the xib
      // selects it.
      let selected = { (source: LayoutSource) in
        changed.contains(source.file) || source.codeRootNib.map { changed.contains($0) } == true
      }
      inputs.sources = inputs.sources.filter(selected)
      for unit in inputs.units.indices {
        inputs.units[unit].sources = inputs.units[unit].sources.filter(selected)
      }
    }
    var marked: [String: LayoutSource] = [:]  // lookups only: file and name to the source
    for source in inputs.sources {
      marked[source.file + "\u{0}" + source.name] = source
    }
    for unit in inputs.units.indices {
      for at in inputs.units[unit].sources.indices {
        let source = inputs.units[unit].sources[at]
        if let found = marked[source.file + "\u{0}" + source.name] {
          inputs.units[unit].sources[at] = found
        }
      }
    }
    return inputs
  }

  /// Renames the sources whose names another file's sources share (``LayoutSources/distinctlyNamed(_:)``
  /// over the whole run), in ``sources`` and in every unit alike.
  mutating func nameDistinctly() {
    let renamed = LayoutSources.distinctlyNamed(sources)
    var newNames: [String: String] = [:]  // lookups only: file and old name to the new name
    for (old, new) in zip(sources, renamed) where old.name != new.name {
      newNames[old.file + "\u{0}" + old.name] = new.name
    }
    guard !newNames.isEmpty else { return }
    sources = renamed
    for unit in units.indices {
      for at in units[unit].sources.indices {
        let source = units[unit].sources[at]
        if let name = newNames[source.file + "\u{0}" + source.name] {
          units[unit].sources[at].name = name
        }
      }
    }
  }

  /// The paths that are no project: their files, with the roles a folder's Info.plists give
  /// its storyboards, audited in the command's matrix (or each scene file's own devices).
  private mutating func openLoose(
    _ looseFiles: [String], _ request: AuditRequest, matrix: AuditMatrix,
    _ policy: ReportPolicy, budget: InputBudget, _ messages: Messages,
    say: (String) -> Void
  ) throws {
    let including = { (path: String) in
      policy.configuration.includes(path) && request.selection?.contains(path) != false
    }
    // Each loose path's files, listed once (read files, and the roles below).
    let expanded = looseFiles.map { path in
      (
        path: path,
        files:
          (try? InputFiles.expand(
            [path],
            extensions: InputFiles.sceneExtensions + LayoutSources.interfaceBuilderExtensions,
            including: including, messages: messages)) ?? [path]
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
      looseFiles, scene: request.scene, unreadable: &unreadable, including: including,
      launchScreens: launchScreens, mainStoryboards: mainStoryboards, shownByCode: shownByCode,
      budget: budget, messages: messages)
    sources += found
    var looseMatrix = matrix
    try request.matrix.sceneDevices(found, into: &looseMatrix)
    if request.matrix.devices == "scene" {
      for note in looseMatrix.windowNotes { say("note: \(note)") }
    }
    // One folder without an Xcode project but with an XcodeGen spec: each IB file in the
    // orientations of the app targets that ship it, unless the command line names orientations.
    if request.matrix.orientations == nil, request.matrix.devices != "scene", expanded.count == 1,
      let spec = xcodeGenSpec(folder: expanded[0].path, messages, say: say)
    {
      let plan = Self.xcodeGenUnits(spec, sources: found, matrix: looseMatrix)
      for note in plan.notes { say("note: " + note) }
      units += plan.units
    } else {
      units.append(Unit(sources: found, matrix: looseMatrix))
    }
  }
}

extension AuditInputs {
  /// The XcodeGen spec of `folder`, or `nil`. A spec (or a spec it includes) that cannot be read
  /// is its located error (exit 65: a FIFO, a device, malformed YAML, not UTF-8), one that reads
  /// but is not what is read (YAML anchors, a root that is no mapping) a located note; either
  /// way its IB files keep the command's orientations and are audited.
  fileprivate mutating func xcodeGenSpec(
    folder: String, _ messages: Messages, say: (String) -> Void
  ) -> XcodeGenSpec? {
    do {
      let spec = try XcodeGenSpec.load(folder: folder)
      // Its files decide the audit too (the audit cache's key).
      readFiles += (spec?.files ?? []) + (spec?.applications.compactMap(\.infoPlist) ?? [])
      return spec
    } catch {
      readFiles.append(error.file)
      var error = error
      error.file = AppProject.displayPath(error.file)
      if error.kind == .structure {
        say("\(error.file):\(error.line):\(error.column): note: \(error.message)")
      } else {
        messages.error(error)
        say(
          "note: \(error.file): the XcodeGen spec is not read (above); the IB files keep the"
            + " command's orientations")
        unreadable += 1
      }
      return nil
    }
  }
}

/// A target's code, for reading each set of sources once (``AuditInputs``).
struct CodeTarget {
  var name: String
  var files: [String]
  var matrix: AuditMatrix

  /// The targets in groups: the first of each group lists every source of the others (the
  /// largest first; among equal lists, the first in the project), in the order of each
  /// group's first target.
  static func grouped(_ targets: [CodeTarget]) -> [[CodeTarget]] {
    let sets = targets.map { Set($0.files) }
    // Largest first, so that a target is grouped under the largest one holding it.
    let bySize = targets.indices.sorted { (sets[$0].count, $1) > (sets[$1].count, $0) }
    var owner = Array(targets.indices)
    var heads: [Int] = []
    for index in bySize {
      if let head = heads.first(where: { sets[index].isSubset(of: sets[$0]) }) {
        owner[index] = head
      } else {
        heads.append(index)
      }
    }
    return heads.sorted().map { head in
      [targets[head]]
        + targets.indices.filter { $0 != head && owner[$0] == head }.map {
          targets[$0]
        }
    }
  }

  /// The audits of `screens`, read from `group`'s first target's sources: each screen in the
  /// union of the matrices of the group's targets that compile its file, screens with the same
  /// matrix in one audit, in the order of their first screen.
  static func units(_ screens: [LayoutSource], of group: [CodeTarget]) -> [AuditInputs.Unit] {
    guard group.count > 1 else {
      return [AuditInputs.Unit(sources: screens, matrix: group[0].matrix)]
    }
    // A screen's file is written relative to the current folder when it is under it.
    let current = FileManager.default.currentDirectoryPath
    let absolute = { (path: String) in
      ((path.hasPrefix("/") ? path : current + "/" + path) as NSString).standardizingPath
    }
    let sets = group.map { Set($0.files.map(absolute)) }
    var units: [AuditInputs.Unit] = []
    var owners: [[Int]] = []
    for source in screens {
      let file = absolute(source.file)
      let compiling = group.indices.filter { sets[$0].contains(file) }
      let matrix = compiling.dropFirst().reduce(group[compiling.first ?? 0].matrix) {
        $0.union(group[$1].matrix)
      }
      if let at = owners.firstIndex(of: compiling) {
        units[at].sources.append(source)
      } else {
        owners.append(compiling)
        units.append(AuditInputs.Unit(sources: [source], matrix: matrix))
      }
    }
    return units
  }
}
