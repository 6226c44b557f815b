import CodeContext
import CodeScreens
import DeviceCatalog
import Findings
import Foundation
import HeadlessUIKit
import InterfaceBuilder
import LayoutAudit
import SceneDocument
import TextEscaping
import XcodeProject

/// Reads the inputs the commands take: scene files, storyboards and xibs, and directories of them.
public enum LayoutSources {
  /// Interface Builder documents.
  public static let interfaceBuilderExtensions = ["storyboard", "xib"]

  /// Every source named by `paths` (directories expanded), restricted to the scenes `scene`
  /// selects in storyboards (by storyboard identifier, scene id or custom class). A tvOS, watchOS
  /// or macOS document is skipped with a note on standard error. A file named on the command line
  /// that cannot be read is an error; one found in a directory is reported on standard error and
  /// counted in `unreadable`, and the others are still laid out.
  /// With `named` false, the paths were found (in a project), not named: an unreadable one is
  /// counted, not fatal.
  /// `launchScreens`: files the app's `UILaunchStoryboardName` names (project mode), audited as
  /// screens whatever their name. `mainStoryboards`: files the app launches with (project mode).
  /// `shownByCode`: storyboards the app shows only by code (project mode,
  /// ``InterfaceBuilder/IBDocument/isShownByCode``).
  public static func load(
    _ paths: [String], scene selector: String? = nil, unreadable: inout Int,
    including: ((String) -> Bool)? = nil, named: Bool = true, launchScreens: Set<String> = [],
    mainStoryboards: Set<String> = [], shownByCode: Set<String> = [],
    messages: Messages = .standardError
  ) throws -> [LayoutSource] {
    var sources: [LayoutSource] = []
    var notScenes: [String] = []
    var codeError: (any Error)?
    defer {
      // One line for the folder's other YAML and JSON files, however many there are.
      if !notScenes.isEmpty {
        messages.note(
          "note: skipped \(notScenes.count) YAML or JSON file\(notScenes.count == 1 ? "" : "s")"
            + " that \(notScenes.count == 1 ? "is" : "are") not a scene file (no 'root' or"
            + " 'environment' at the top): " + notScenes.prefix(3).joined(separator: ", ")
            + (notScenes.count > 3 ? ", …" : ""))
      }
    }
    for path in paths {
      var isDirectory: ObjCBool = false
      let inDirectory =
        !named
        || FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
          && isDirectory.boolValue
      // Source files are read together (a class, its extensions and constants may be in several
      // files), per path given.
      var codeFiles: [String] = []
      defer {
        if !codeFiles.isEmpty {
          do {
            sources += try CodeScreenSources.load(codeFiles, messages: messages)
          } catch  where inDirectory {
            messages.error(error)
            unreadable += 1
          } catch {
            codeError = error
          }
        }
      }
      for file in try InputFiles.expand(
        [path],
        extensions: InputFiles.sceneExtensions + interfaceBuilderExtensions
          + CodeScreens.extensions + CodeScreens.headerExtensions,
        including: including, messages: messages)
      {
        if CodeScreens.isCodePath(file) {
          codeFiles.append(file)
          continue
        }
        // Found in a folder, a YAML or JSON file that is plainly something else (a linter's or
        // a CI's configuration) is not a scene: noted and skipped, not an error.
        if inDirectory, file != path,
          InputFiles.sceneExtensions.contains((file as NSString).pathExtension.lowercased()),
          !SceneLoader.isMeantAsScene(path: file)
        {
          notScenes.append(file)
          continue
        }
        do {
          sources += try load(
            file: file, selector: selector, only: paths.count == 1,
            launchScreen: launchScreens.contains(file),
            mainStoryboard: mainStoryboards.contains(file),
            shownByCode: shownByCode.contains(file), messages: messages)
        } catch let error as IBError where inDirectory && error.kind == .legacyArchive {
          // An Xcode 3/4 '<archive>' xib is a format, not a mistake to fix in the file: a note
          // naming it, and the run exits as the rest of it does (issue 27).
          messages.note(
            "\(error.file):\(error.line):\(error.column): note: \(error.message); not audited"
              .escapingControlCharacters)
        } catch  where inDirectory {
          messages.error(error)
          unreadable += 1
        }
      }
    }
    if let codeError { throw codeError }
    return distinctlyNamed(sources)
  }

  /// `sources` with every name that two files share (three `Main.storyboard`s, say) replaced by
  /// the file's path, so that a name identifies one scene of one file.
  public static func distinctlyNamed(_ sources: [LayoutSource]) -> [LayoutSource] {
    var files: [String: Set<String>] = [:]  // lookups only
    for source in sources { files[source.name, default: []].insert(source.file) }
    return sources.map { source in
      guard (files[source.name]?.count ?? 0) > 1 else { return source }
      var renamed = source
      let stem = URL(fileURLWithPath: source.file).deletingPathExtension().lastPathComponent
      let path = (source.file as NSString).deletingPathExtension
      renamed.name = path + source.name.dropFirst(stem.count)
      return renamed
    }
  }

  /// The audit's report as the shared reporters read it, each finding of a storyboard view with
  /// its scene's id, controller id and storyboard identifier as scopes (what a configuration's
  /// `ignore` entry may name).
  public static func report(_ report: AuditReport, sources: [LayoutSource]) -> Report {
    var named = report
    named.findings = naming(report.findings, sources: sources)
    var result = named.report
    // The summary counts files and scenes apart (a storyboard's scenes are sources of one file).
    let audited = Set(result.files)
    let files = Set(sources.filter { audited.contains($0.name) }.map(\.file))
    if files.count != audited.count { result.fileCount = files.count }
    // The first source of each file, found once: a scan of every source per finding made a
    // folder of 20,000 scene files quadratic (50.8 s against 1.2 s for 2,000).
    var firstSource: [String: Int] = [:]  // lookups only
    for (index, source) in sources.enumerated() where firstSource[source.file] == nil {
      firstSource[source.file] = index
    }
    for index in result.findings.indices {
      guard let id = result.findings[index].objectID,
        let at = firstSource[result.findings[index].file],
        case .interfaceBuilder(let document, _) = sources[at].kind
      else { continue }
      result.findings[index].scopes = document.scopes(ofObject: id)
    }
    return result
  }

  /// `findings` with a storyboard's or xib's views named as its author named them (a `userLabel`
  /// or an outlet's property name in place of the IB object id: ``IBDocument/namingObjects(in:)``).
  public static func naming(_ findings: [Finding], sources: [LayoutSource]) -> [Finding] {
    var documents: [String: IBDocument] = [:]  // lookups only
    for source in sources {
      if case .interfaceBuilder(let document, _) = source.kind { documents[source.file] = document }
    }
    guard !documents.isEmpty else { return findings }
    return findings.map { finding in
      documents[finding.view.file].map { finding.naming($0.namingObjects(in:)) } ?? finding
    }
  }

  /// The scopes ``report(_:sources:)`` gives a finding, for the auditor to tell which findings
  /// `ignore` entries accept before it merges a view's findings (``Auditor/ignores``).
  public static func scopes(_ sources: [LayoutSource]) -> @Sendable (Finding) -> [String] {
    var documents: [String: IBDocument] = [:]  // lookups only
    for source in sources {
      if case .interfaceBuilder(let document, _) = source.kind { documents[source.file] = document }
    }
    return { [documents] finding in
      guard let id = finding.view.sceneID, let document = documents[finding.view.file] else {
        return []
      }
      return document.scopes(ofObject: id)
    }
  }

  /// Marks the storyboard scenes that another of `sources`' storyboards embeds in a container view
  /// through a storyboard reference (``IBDocument/embeddedReferences``): children their container
  /// places, which `audit` notes and does not lay out as screens.
  public static func markEmbeddedReferences(_ sources: inout [LayoutSource]) {
    var embedders: [IBDocument.EmbeddedReference: String] = [:]  // lookups only
    // Scenes pushed or presented through a reference, with the context and the file that shows
    // them (lookups only).
    var shown: [IBDocument.EmbeddedReference: (file: String, context: IBPresentationContext)] =
      [:]
    var seen: Set<String> = []
    for source in sources {
      guard case .interfaceBuilder(let document, _) = source.kind, seen.insert(source.file).inserted
      else { continue }
      for reference in document.embeddedReferences where embedders[reference] == nil {
        embedders[reference] = source.file
      }
      for segue in document.referenceSegues where shown[segue.reference] == nil {
        shown[segue.reference] = (source.file, segue.context)
      }
    }
    defer { markChildrenOfParts(&sources) }
    if !shown.isEmpty { markShownReferences(&sources, shown: shown) }
    guard !embedders.isEmpty else { return }
    for index in sources.indices {
      guard case .interfaceBuilder(let document, let scene) = sources[index].kind else { continue }
      for reference in sources[index].referenceNames(of: scene) {
        guard let embedder = embedders[reference], embedder != sources[index].file,
          document.isReferenced(scene, by: reference)
        else { continue }
        sources[index].embeddedBy = embedder
        break
      }
    }
  }

  /// Gives each scene another loaded storyboard pushes or presents through a storyboard reference
  /// the context that storyboard's segue gives it (RxSwift's examples: the main storyboard's table
  /// pushes each example storyboard's initial controller), instead of the window's root or an
  /// assumed context.
  public static func markShownReferences(
    _ sources: inout [LayoutSource],
    shown: [IBDocument.EmbeddedReference: (file: String, context: IBPresentationContext)]
  ) {
    for index in sources.indices {
      guard case .interfaceBuilder(var document, let scene) = sources[index].kind else { continue }
      for reference in sources[index].referenceNames(of: scene) {
        guard let (file, context) = shown[reference], file != sources[index].file,
          document.isReferenced(scene, by: reference)
        else { continue }
        document.externalContexts[scene.controller.id] = context
        let source = sources[index]
        sources[index] = LayoutSource(
          file: source.file, name: source.name, kind: .interfaceBuilder(document, scene),
          assumedContext: nil)
        sources[index].embeddedBy = source.embeddedBy
        sources[index].partContainer = source.partContainer
        break
      }
    }
  }

  /// Project mode: each app's sources decide how its storyboard scenes and xibs are shown and
  /// what their controllers set on themselves (``CodeContext/AppCodeContext``); the sources are
  /// rebuilt with the decided documents. Returns the header lines that say what was decided.
  public static func applyCodeContext(_ sources: inout [LayoutSource], apps: [AppProject])
    -> [String]
  {
    var lines: [String] = []
    for app in apps {
      let files = Set(app.targets.flatMap { $0.interfaceFiles.map(\.path) })
      var at: [Int] = []
      var scenes: [(document: IBDocument, controllerID: String)] = []
      for (index, source) in sources.enumerated() where files.contains(source.file) {
        guard case .interfaceBuilder(let document, let scene) = source.kind else { continue }
        at.append(index)
        scenes.append((document, scene.controller.id))
      }
      guard !scenes.isEmpty else { continue }
      let context = AppCodeContext(app: app)
      guard !context.index.files.isEmpty else { continue }
      var details: [String] = []
      var decided = 0
      for (index, (document, decision)) in zip(at, context.apply(toScenes: scenes)) {
        guard case .interfaceBuilder(_, let scene) = sources[index].kind else { continue }
        let old = sources[index]
        let resolved = IBPresentationContext.resolve(scene.controller.id, in: document)
        var source = LayoutSource(
          file: old.file, name: old.name, kind: .interfaceBuilder(document, scene),
          assumedContext: resolved.isAssumed ? resolved.description : nil)
        source.embeddedBy = old.embeddedBy
        source.partContainer = old.partContainer
        source.codeContext = decision.summary
        source.orientationKinds = decision.orientations.map { names in
          Set(names.compactMap(Orientation.init(rawValue:)).map(OrientationKind.init))
        }
        source.notJudgedViewIDs = Set(decision.notJudgedViewIDs)
        sources[index] = source
        if decision.context != nil { decided += 1 }
        for line in decision.applied + decision.remarks {
          details.append("  \(old.name): \(line)")
        }
        if let why = decision.unresolved.first {
          details.append("  \(old.name): \(why)")
        }
      }
      let index = context.index
      func count(_ number: Int, _ noun: String, _ plural: String) -> String {
        "\(number) " + (number == 1 ? noun : plural)
      }
      lines.append(
        "code context: \(count(index.files.count, "source file", "source files")), "
          + count(index.controllers.count, "view controller", "view controllers") + ", "
          + count(index.showings.count, "place that shows one", "places that show one")
          + " (\(index.unresolved.count) not resolved statically); "
          + count(decided, "screen", "screens") + " shown as the code says")
      lines += details
    }
    return lines
  }

  /// Marks the scenes embedded (in their own storyboard) in a scene that is a part: a child goes
  /// where its container goes, and nobody knows where that is. Follows chains of embeddings.
  public static func markChildrenOfParts(_ sources: inout [LayoutSource]) {
    var byController: [String: Int] = [:]  // lookups only: file and controller id to the source
    for (index, source) in sources.enumerated() {
      guard case .interfaceBuilder(_, let scene) = source.kind else { continue }
      byController[source.file + "\u{0}" + scene.controller.id] = index
    }
    var changed = true
    var rounds = 0
    while changed, rounds < 16 {
      changed = false
      rounds += 1
      for index in sources.indices where !sources[index].isComponent {
        guard case .interfaceBuilder(let document, let scene) = sources[index].kind else {
          continue
        }
        let context = IBPresentationContext.resolve(scene.controller.id, in: document)
        guard context.kind == .embedded, let container = context.sourceID,
          let at = byController[sources[index].file + "\u{0}" + container],
          sources[at].isComponent
        else { continue }
        sources[index].partContainer = sources[at].name
        changed = true
      }
    }
  }

  /// ``load(_:scene:unreadable:)`` for commands that stop at the first unreadable file.
  public static func load(
    _ paths: [String], scene selector: String? = nil, messages: Messages = .standardError
  ) throws -> [LayoutSource] {
    var unreadable = 0
    return try load(paths, scene: selector, unreadable: &unreadable, messages: messages)
  }

  private static func load(
    file: String, selector: String?, only: Bool, launchScreen: Bool = false,
    mainStoryboard: Bool = false, shownByCode: Bool = false, messages: Messages
  ) throws -> [LayoutSource] {
    let ext = (file as NSString).pathExtension.lowercased()
    let stem = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
    guard interfaceBuilderExtensions.contains(ext) else {
      return [
        LayoutSource(
          file: file, name: stem, kind: .scene(try SceneLoader.load(path: file)),
          assumedContext: nil)
      ]
    }
    var document = try IBDocument.load(path: file)
    // Each of these recomputes every scene's context when set: only when it changes.
    if launchScreen { document.isNamedLaunchScreen = true }
    document.isMainStoryboard = mainStoryboard
    if shownByCode { document.isShownByCode = true }
    if document.isSkipped {
      let reason = document.notes.first.map { "\($0)" } ?? "\(file): not an iOS document"
      messages.note("note: skipped \(reason)")
      return []
    }
    let scenes = selector.map { document.scenes(matching: $0) } ?? document.scenes
    if let selector, scenes.isEmpty, only {
      throw UsageError(
        description:
          "--scene: no scene of \(file) matches '\(selector)' (a storyboard identifier, scene id"
          + " or custom class); scenes: " + document.scenes.map(\.id).joined(separator: ", "))
    }
    return scenes.map { scene in
      let context = IBPresentationContext.resolve(scene.controller.id, in: document)
      return LayoutSource(
        file: file, name: document.scenes.count == 1 ? stem : "\(stem)#\(scene.id)",
        kind: .interfaceBuilder(document, scene),
        assumedContext: context.isAssumed ? context.description : nil)
    }
  }

  /// How `sources` are laid out and which environments they run in.
  public static func closures(_ sources: [LayoutSource]) -> (
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
}
