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

/// One thing the commands lay out: a scene file, or one scene of a storyboard or xib.
public struct LayoutSource: Sendable {
  // Indirect: the payloads are kilobytes inline (a code screen, an IB scene), and a folder of
  // 20,000 scene files kept several arrays of 20,000 of them (534 MB; issue 32).
  public indirect enum Kind: Sendable {
    case scene(SceneFile)
    case interfaceBuilder(IBDocument, IBScene)
    /// A screen written in code (`FILE#ClassName`).
    case code(CodeScreen)
  }

  /// The input file.
  public var file: String
  /// A short name for reports: the file's name, with `#scene` for a storyboard scene.
  public var name: String
  public var kind: Kind
  /// For a storyboard scene that no segue reaches: the context it is laid out in, which the
  /// audit's findings repeat (`context assumed: …`).
  public var assumedContext: String?
  /// The storyboard that embeds this scene in a container view through a storyboard reference
  /// (``LayoutSources/markEmbeddedReferences(_:)``): a child its container places.
  public var embeddedBy: String?
  /// The scene this one is embedded in (an embed segue in its own storyboard), when that scene is
  /// a part the audit does not lay out as a screen: the child goes where its container goes.
  public var partContainer: String?
  /// What the app's code decided about the screen (project mode), which its findings name.
  public var codeContext: String?
  /// For a code screen whose controller's root view is a xib's File's Owner `view`: that xib.
  /// Project mode then lays the xib's owner view out once, inside the code screen (with what
  /// the code adds), not also alone.
  public var codeRootNib: String?
  /// For a code screen presented as a popover that stays one in compact width: a part its
  /// popover places, not audited alone.
  public var keptPopover = false
  /// The orientations the screen's controller locks it to in code (project mode), when it is
  /// the window's root or presented full screen; `nil`: the matrix's.
  public var orientationKinds: Set<OrientationKind>?
  /// The orientations the screen's controller (or its window-filling container) locks it to on
  /// one idiom only (code that answers by `userInterfaceIdiom`); an idiom not here: the matrix's.
  public var orientationKindsByIdiom: [Idiom: Set<OrientationKind>] = [:]
  /// The orientations the screen takes under some of its showings only (project mode: their
  /// window-filling controllers disagree on the lock), which its findings seen only there
  /// name as assumed.
  public var orientationDispute: OrientationDispute?
  /// Views the app's code hides or moves (project mode): not judged.
  public var notJudgedViewIDs: Set<String> = []
  /// Views the app's code hides or moves only in some environments (a branch that tests only
  /// the idiom or the orientation; project mode): not judged in those.
  public var notJudgedViewIDsWhen: [ScreenDecision.ViewsNotJudged] = []

  /// For a storyboard or xib scene: the ids of its own views (its controller's view tree, its bar
  /// items' custom views, its bars), the only ones its findings may name. A container's layout
  /// also holds the views of the scenes it embeds or shows (an embedded child, a navigation
  /// controller's root): those are reported once, in their own scene. `nil` for a scene file.
  /// Worked out once, not per environment.
  public let ownViewIDs: Set<String>?

  /// Whether the assumed context is the full screen (no segue reaches the scene and it has no
  /// navigation item): the audit then leaves out what rests on the top edge. A launch screen is
  /// shown full screen at launch: not an assumption.
  public internal(set) var assumesFullScreen: Bool

  /// Whether the screen is a child controller whose view its container's code places (project
  /// mode, ``CodeContext/ScreenDecision/placedByContainer``): laid out full screen by
  /// assumption, the audit leaves out what rests on any screen edge.
  public var placedByContainer = false

  /// For a code screen whose controller's root view is a xib designed as a part (a freeform size
  /// that is no screen, or smaller than every screen) and which no code read shows: why it is a
  /// part its code places, not a full screen (project mode, ``AuditInputs``).
  public var partNib: String?

  /// For a code screen laid out in an assumed navigation controller: whether its own code sets
  /// that bar's `isNavigationBarHidden` (then the bar's state is the code's, not assumed).
  public var codeSetsAssumedBar = false

  /// For a code screen: what its reading left out and why, as located notes (in the first
  /// environment it was laid out in).
  public var codeNotes: [String] = []

  public init(
    file: String, name: String, kind: Kind, assumedContext: String?,
    assumesFullScreen fullScreenAssumed: Bool = false
  ) {
    self.file = file
    self.name = name
    self.kind = kind
    self.assumedContext = assumedContext
    guard case .interfaceBuilder(let document, let scene) = kind else {
      ownViewIDs = nil
      assumesFullScreen = fullScreenAssumed
      return
    }
    let controller = scene.controller
    var ids: Set<String> = [controller.id]
    for bar in [controller.navigationBar, controller.toolbar, controller.tabBar] {
      if let id = bar?.id { ids.insert(id) }
    }
    var pending = (controller.view.map { [$0] } ?? []) + controller.barItemViews
    while let view = pending.popLast() {
      ids.insert(view.id)
      pending += view.subviews
      pending += view.keyedViews
    }
    ownViewIDs = ids
    assumesFullScreen =
      assumedContext != nil && !document.isLaunchScreen()
      && IBPresentationContext.resolve(controller.id, in: document).isAssumedFullScreen
  }

  /// The environment to lay out in: the scene file's, or for a storyboard the newest phone under
  /// its newest iOS; command-line overrides win.
  public func environment(_ overrides: EnvironmentOverrides) throws -> Environment {
    switch kind {
    case .scene(let scene):
      return try SceneBuilder.environment(for: scene, overrides: overrides)
    case .interfaceBuilder, .code:
      // `--display` picks the display of a catalog device with two (R20.1).
      let device = DeviceCatalog.device(
        overrides.device ?? DeviceCatalog.newestPhone, on: overrides.display)
      let environment = overrides.applyingWindow(
        to: Environment(
          device: device, orientation: overrides.orientation ?? .portrait,
          ios: overrides.ios ?? IOSBehaviour.newest(for: device),
          statusBarHidden: overrides.statusBarHidden ?? false,
          keyboard: overrides.keyboard ?? .hidden))
      if let problem = environment.windowProblem() {
        throw UsageError(description: "\(problem.message)")
      }
      return environment
    }
  }

  /// What laying the source out is expected to cost, for handing out the work of `audit --jobs`
  /// most expensive first (``LayoutAudit/Auditor``): a storyboard or xib scene's
  /// ``InterfaceBuilder/IBScene/viewAndConstraintCount``. A scene file counts 0 (scene files keep
  /// their order).
  public var expectedCost: Int {
    guard case .interfaceBuilder(_, let scene) = kind else { return 0 }
    return scene.viewAndConstraintCount
  }

  /// Builds the objects and shows them in a new key window (keep it alive while reading it).
  @MainActor
  public func makeWindow(_ environment: Environment, recordEvents: Bool = false) throws -> UIWindow
  {
    switch kind {
    case .scene(let scene):
      return try SceneBuilder.makeWindow(
        scene, environment: environment, recordEvents: recordEvents)
    case .interfaceBuilder(let document, let scene):
      let window = try IBBuilder.makeWindow(document, scene: scene, environment: environment)
      if recordEvents { window.eventLog = [] }
      return window
    case .code(let screen):
      return try screen.makeWindow(environment, recordEvents: recordEvents)
    }
  }

  /// The snapshot `audit` and `render` read in `environment`: without `explain`'s derivations and
  /// the constraints as text, which no rule reads, and with the context the scene was assumed in.
  @MainActor
  public func auditSnapshot(in environment: Environment) throws -> LayoutSnapshot {
    let overrides = EnvironmentOverrides(environment)
    let made:
      (
        window: UIWindow, restsOnLayoutInputsOnly: Bool, reuseCondition: LayoutReuseCondition?
      )
    if case .code(let screen) = kind {
      made = try screen.makeWindowAndReads(try self.environment(overrides))
    } else {
      made = (try makeWindow(try self.environment(overrides)), true, nil)
    }
    var snapshot = made.window.snapshot(
      derivations: false, constraints: false, ambiguity: true)
    snapshot.assumedContext = assumedContext
    snapshot.assumesFullScreen = assumesFullScreen
    snapshot.placedByContainer = placedByContainer
    snapshot.codeContext = codeContext
    snapshot.orientationDispute = orientationDispute
    snapshot.restsOnLayoutInputsOnly = made.restsOnLayoutInputsOnly
    snapshot.reuseCondition = made.reuseCondition
    var notJudged = notJudgedViewIDs
    for views in notJudgedViewIDsWhen
    where views.when.idiom.map({ $0 == environment.idiom.rawValue }) ?? true
      && views.when.orientation.map({ $0 == OrientationKind(environment.orientation).rawValue })
        ?? true
      && views.when.verticalSizeClass.map({ $0 == environment.sizeClasses.vertical.rawValue })
        ?? true
    {
      notJudged.formUnion(views.viewIDs)
    }
    snapshot.reportedViewIDs =
      notJudged.isEmpty ? ownViewIDs : ownViewIDs?.subtracting(notJudged)
    snapshot.reportedViewIDsVary = !notJudgedViewIDsWhen.isEmpty
    return snapshot
  }

  /// A query path with its object name (an IB `userLabel` or accessibility identifier) replaced by
  /// the IB object id the runtime knows the object by; scene-file paths pass through.
  public func resolvingNames(in path: String) -> String {
    guard case .interfaceBuilder(let document, _) = kind else { return path }
    let name = path.prefix { $0 != "." }
    guard !name.isEmpty, name != "window" else { return path }
    let ids = document.objectIDs(named: String(name))
    guard let id = ids.first, !ids.contains(String(name)) else { return path }
    return id + path.dropFirst(name.count)
  }

  /// Whether the source runs on the environment's device: a storyboard or xib whose
  /// `targetRuntime` is `iOS.CocoaTouch.iPad` is an iPad-only document (spec §1.2).
  public func accepts(_ environment: Environment) -> Bool {
    // A scene's own `window:` is in its device's screen points: an environment it does not fit,
    // or one that runs no such window (R19.1), is not laid out.
    if case .scene = kind {
      return (try? self.environment(EnvironmentOverrides(environment))) != nil
    }
    if isPhoneOnly { return environment.idiom == .phone }
    return !isPadOnly || environment.idiom == .pad
  }

  /// Whether the source is an iPad-only storyboard or xib (`targetRuntime` is
  /// `iOS.CocoaTouch.iPad`, spec §1.2).
  public var isPadOnly: Bool {
    guard case .interfaceBuilder(let document, _) = kind else { return false }
    return document.targetRuntime == "iOS.CocoaTouch.iPad"
      || LayoutSource.deviceVariant(ofFile: document.path) == .pad
  }

  /// Whether the source is an iPhone-only variant of a file (`Main~iphone.storyboard`,
  /// `Alert_iPhone.xib`).
  public var isPhoneOnly: Bool {
    guard case .interfaceBuilder(let document, _) = kind else { return false }
    return LayoutSource.deviceVariant(ofFile: document.path) == .phone
  }

  /// The device a file name says a variant is for: UIKit loads `name~ipad.xib` and
  /// `name~iphone.xib` only on that device (Apple's Resource Programming Guide, "iOS Supports
  /// Device-Specific Resources"), and apps name their own variants `name-iPad`, `name_iPad`,
  /// `name-iPhone`, `name_iPhone` and choose them by idiom in code.
  public static func deviceVariant(ofFile path: String) -> Idiom? {
    let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
      .lowercased()
    for separator in ["~", "-", "_"] {
      if stem.hasSuffix(separator + "ipad") { return .pad }
      if stem.hasSuffix(separator + "iphone") { return .phone }
    }
    return nil
  }

  /// A free-standing view of a xib (a cell, a custom view, a bar: not the File's Owner's
  /// `view`): a component whose place on screen code decides, so `audit` does not hold it to a
  /// screen's rules. A launch screen's top-level view is a screen, not a component. `inspect`, `query` and `render` still lay it out at its stored size.
  ///
  /// A storyboard scene that no segue reaches (its context assumed) whose root view was designed
  /// smaller than every screen of the catalog in either dimension (a 414 × 200 context-menu
  /// preview, a popover's content) is a part too: no device shows it full screen, and code
  /// decides where it goes.
  ///
  /// So is one designed at Interface Builder's simulated size "Freeform" at a size that is no
  /// screen of the catalog in either orientation (a 320 × 598 pop-up with a grabber, a 408 × 488
  /// bottom sheet's content): the designer chose a size no device has, because the view is not
  /// shown full screen.
  public var isComponent: Bool {
    if case .code(let screen) = kind {
      return screen.kind == .view || partContainer != nil || keptPopover || partNib != nil
    }
    guard case .interfaceBuilder(let document, let scene) = kind else { return false }
    if scene.controller.kind == .xibViewHost { return !document.isLaunchScreen() }
    return isSmallerThanEveryScreen || isFreeformPart || embeddedBy != nil
      || partContainer != nil || isUnloadable
  }

  /// A storyboard scene nothing can load: not the initial view controller, no storyboard ID,
  /// and no segue, relationship or storyboard reference leads to it. A storyboard makes a view
  /// controller only as its initial one (`instantiateInitialViewController()`), by its
  /// identifier (`instantiateViewController(withIdentifier:)`: "An identifier string that
  /// uniquely identifies the view controller in the storyboard file"; UIStoryboard) or through a
  /// segue (UIStoryboardSegue); code that makes the scene's class itself does not get the scene's
  /// views. So no user sees it, and `audit` does not hold it to a screen's rules (fresh round S:
  /// ESP RainMaker's settings scene and Towy's four class-less scenes, 6 false findings).
  public var isUnloadable: Bool {
    guard case .interfaceBuilder(let document, let scene) = kind, document.kind == .storyboard,
      !document.isLaunchScreen(), assumedContext != nil
    else { return false }
    let id = scene.controller.id
    guard id != document.initialViewControllerID,
      (scene.controller.storyboardIdentifier ?? "").isEmpty,
      document.externalContexts[id] == nil
    else { return false }
    let index = document.itemIndex
    return index.container(of: id) == nil && index.incomingSegues(to: id).isEmpty
      && !index.isRelationshipDestination(id)
  }

  /// An assumed-context scene, the initial controller of a storyboard the app does not launch
  /// with (code instantiates it and decides where it goes), or a scene another storyboard presents
  /// through a storyboard reference (Synth One's 1000 × 580 "more apps" panel, presented over the
  /// current context), designed at a freeform size that matches no catalog screen.
  public var isFreeformPart: Bool {
    guard case .interfaceBuilder(let document, let scene) = kind, !document.isLaunchScreen(),
      assumedContext != nil
        || (scene.controller.id == document.initialViewControllerID
          && !document.isMainStoryboard)
        || document.externalContexts[scene.controller.id]?.kind == .presented,
      scene.controller.isDesignedAtFreeformSize,
      let size = scene.controller.view?.frame?.size
    else { return false }
    return !Self.isScreenSize(size)
  }

  /// The 3.5-inch iPhones' screen (iPhone 4s and earlier, 320 × 480 pt: Apple's iOS Device
  /// Compatibility Reference), older than every catalog device, which old apps still design at.
  public static let legacyScreenSizes = [CGSize(width: 320, height: 480)]

  /// Whether `size` is a screen's, in either orientation, with the status bar in or out (the
  /// screen less the 20-pt status bar of the devices without a sensor housing: 768 × 1004,
  /// 320 × 460): a catalog screen or one of ``legacyScreenSizes``.
  public static func isScreenSize(_ size: CGSize) -> Bool {
    func same(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= Geometry.tolerance }
    let screens = DeviceCatalog.devices.map(\.portraitSize) + legacyScreenSizes
    return screens.contains { screen in
      [0, 20].contains { (statusBar: CGFloat) in
        (same(screen.width, size.width) && same(screen.height - statusBar, size.height))
          || (same(screen.height, size.width) && same(screen.width - statusBar, size.height))
      }
    }
  }

  /// An assumed-context scene whose root view's stored frame is narrower or shorter than the
  /// smallest screen side in the catalog.
  public var isSmallerThanEveryScreen: Bool {
    guard assumedContext != nil, case .interfaceBuilder(_, let scene) = kind,
      let size = scene.controller.view?.frame?.size
    else { return false }
    let sides = DeviceCatalog.devices.map { min($0.portraitSize.width, $0.portraitSize.height) }
    let smallest = sides.min() ?? 0
    return min(size.width, size.height) < smallest - Geometry.tolerance
  }

  /// The note `audit` prints for a component it skips.
  public var componentNote: String? {
    if isComponent, case .code(let screen) = kind, keptPopover {
      return "\(screen.file):\(screen.position.line):\(screen.position.column): note: '\(name)'"
        + " is \(codeContext ?? "shown as a popover (also in compact width)"): the popover's source"
        + " and preferredContentSize size and place it, which are not laid out for code screens; a"
        + " part, not a screen; not audited"
    }
    if isComponent, case .code(let screen) = kind, let partContainer {
      return "\(screen.file):\(screen.position.line):\(screen.position.column): note: '\(name)'"
        + " is a child view controller of '\(partContainer)' (\(codeContext ?? "added as a child")),"
        + " whose code places its view: a part, not a screen; not audited"
    }
    if isComponent, case .code(let screen) = kind, let partNib {
      return "\(screen.file):\(screen.position.line):\(screen.position.column): note: '\(name)'"
        + " is \(partNib), and no code read shows it: a part its code places, not a screen; not"
        + " audited"
    }
    if isComponent, case .code(let screen) = kind {
      return "\(screen.file):\(screen.position.line):\(screen.position.column): note: '\(name)'"
        + " is a view class (a component, not a screen: code places it); not audited"
    }
    guard isComponent, case .interfaceBuilder(let document, let scene) = kind else { return nil }
    let location = "\(document.path):\(scene.location.line):\(scene.location.column): note: "
    if let embeddedBy {
      return location + "'\(name)' is embedded in a container view of \(embeddedBy) through a"
        + " storyboard reference (a child its container places); not audited"
    }
    if let partContainer {
      return location + "'\(name)' is embedded in '\(partContainer)', a part code places;"
        + " not audited"
    }
    if isUnloadable {
      return location + "'\(name)' can be loaded by nothing: it is not the initial view controller,"
        + " has no storyboard ID, and no segue or relationship leads to it; not audited"
    }
    if scene.controller.kind != .xibViewHost, let size = scene.controller.view?.frame?.size {
      let why =
        isSmallerThanEveryScreen
        ? "smaller than any screen (a part code places, such as a preview or a popover's content)"
        : "a freeform size that is no device's screen (a part code places, such as a sheet's or"
          + " a pop-up's content)"
      let reached =
        if scene.controller.id == document.initialViewControllerID && !document.isMainStoryboard {
          "is the initial controller of a storyboard the app does not launch with"
        } else if let external = document.externalContexts[scene.controller.id] {
          "is \(external.description)"
        } else {
          "is reached by no segue"
        }
      return location + "'\(name)' \(reached) and designed at"
        + " \(Geometry.points(size.width)) × \(Geometry.points(size.height)) pt, \(why);"
        + " not audited"
    }
    return location + "'\(name)' is a"
      + " free-standing xib view (a component, not a screen: code places it); not audited"
  }

  /// Located notes to print on standard error (skipped documents, what is not modelled).
  public var notes: [String] {
    if case .code = kind { return codeNotes }
    guard case .interfaceBuilder(let document, _) = kind else { return [] }
    return document.notes.map { "\($0)" }
  }
}

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
    budget: InputBudget? = nil, messages: Messages = .standardError
  ) throws -> [LayoutSource] {
    // The run's bound on its inputs taken together: the caller's (an audit reports it once, at
    // the end of opening every input), or this call's own, whose first refused file is thrown.
    let ownBudget = budget == nil
    let budget = budget ?? InputBudget()
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
            sources += try CodeScreenSources.load(
              codeFiles, budget: budget, messages: messages)
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
        guard budget.admit(file) else { continue }
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
          let found = try load(
            file: file, selector: selector, only: paths.count == 1,
            launchScreen: launchScreens.contains(file),
            mainStoryboard: mainStoryboards.contains(file),
            shownByCode: shownByCode.contains(file), messages: messages)
          // A document stays parsed until the report: its views count against the run's bound.
          if case .interfaceBuilder(let document, _) = found.first?.kind,
            !budget.admitInterfaceBuilderViews(document.viewCount, of: file)
          {
            continue
          }
          sources += found
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
    if ownBudget, let problem = budget.problem { throw problem }
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
    let files = Set(sources.lazy.filter { audited.contains($0.name) }.map(\.file))
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
    // The app's code screens are read from the same sources: one parse of each Swift file.
    if !apps.isEmpty { shareSwiftParses() }
    for app in apps {
      let files = Set(app.targets.flatMap { $0.interfaceFiles.map(\.path) })
      // The scenes by the app and extension targets whose code shows them: a class name is
      // resolved within the targets that ship the file (CodeIndex.codeOwners(of:shipping:)).
      // One app or extension target: its code and its frameworks' are one index, as before.
      let ownCode = app.targets.filter {
        $0.productType.isApplication || $0.productType.isAppExtension
      }
      var groups: [[String]: [Int]] = [:]  // lookups only; ordered by key below
      for (index, source) in sources.enumerated() where files.contains(source.file) {
        guard case .interfaceBuilder = source.kind else { continue }
        let owners =
          ownCode.count > 1 ? CodeIndex.codeOwners(of: app, shipping: source.file) : []
        groups[owners, default: []].append(index)
      }
      let keys = groups.keys.sorted {
        $0.joined(separator: "\u{0}") < $1.joined(separator: "\u{0}")
      }
      for owners in keys {
        let members = groups[owners] ?? []
        let index =
          (owners.isEmpty
          ? CodeIndex.read(app: app)
          : CodeIndex.read(
            files: CodeIndex.sourceFiles(of: app, owners: owners),
            earliestIOS: CodeIndex.earliestIOS(of: app)))
          .resolvingBarBackgroundImages(under: app.root)
        let label =
          !owners.isEmpty
          ? " (" + owners.map { "'\($0)'" }.joined(separator: ", ") + ")" : ""
        lines += applyCodeContext(
          &sources, at: members, context: AppCodeContext(index: index), label: label)
      }
    }
    return lines
  }

  /// Makes the code-screen reader and the code context read each Swift source from one parse
  /// (``SourceLint/SwiftParseSharing``), for the rest of the process: a project audit reads each
  /// source with both (round G's Cosmostation: 1,166 files parsed twice).
  static func shareSwiftParses() {
    CodeScreens.shareSwiftParses()
    CodeIndex.shareSwiftParses()
  }

  /// ``applyCodeContext(_:apps:)`` for the scenes at `members`, decided by `context`.
  private static func applyCodeContext(
    _ sources: inout [LayoutSource], at members: [Int], context: AppCodeContext, label: String
  ) -> [String] {
    var lines: [String] = []
    var at: [Int] = []
    var scenes: [(document: IBDocument, controllerID: String)] = []
    for index in members {
      guard case .interfaceBuilder(let document, let scene) = sources[index].kind else {
        continue
      }
      at.append(index)
      scenes.append((document, scene.controller.id))
    }
    guard !scenes.isEmpty, !context.index.files.isEmpty else { return [] }
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
      source.placedByContainer = decision.placedByContainer
      source.lockOrientations(
        to: decision.orientations, byIdiom: decision.orientationsByIdiom)
      source.notJudgedViewIDs = Set(decision.notJudgedViewIDs)
      source.notJudgedViewIDsWhen = decision.notJudgedViewIDsWhen
      // Findings only in orientations an app delegate's framework override may forbid hold in
      // an assumed context; a scene whose whole context is assumed is one severity lower already.
      if source.assumedContext == nil {
        source.orientationDispute = context.index.frameworkOrientationAnswer?.dispute
      }
      sources[index] = source
      if decision.context.map({ !$0.isAssumed }) == true { decided += 1 }
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
      "code context\(label): \(count(index.files.count, "source file", "source files")), "
        + count(index.controllers.count, "view controller", "view controllers") + ", "
        + count(index.showings.count, "place that shows one", "places that show one")
        + " (\(index.unresolved.count) not resolved statically); "
        + count(decided, "storyboard or xib screen", "storyboard or xib screens")
        + " shown as the code says")
    lines += details
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

  /// Lays out each source in turn (a storyboard has several scenes) and returns the answer of
  /// the first whose objects answer every path; otherwise the first source's error.
  @MainActor
  public static func firstAnswering<Answer>(
    _ paths: [String], in sources: [LayoutSource], overrides: EnvironmentOverrides,
    _ answer: (LayoutSource, UIWindow, [String]) throws -> Answer
  ) throws -> Answer {
    var firstError: (any Error)?
    for source in sources {
      let window = try source.makeWindow(try source.environment(overrides))
      do {
        return try answer(source, window, paths.map(source.resolvingNames))
      } catch {
        firstError = firstError ?? error
      }
    }
    throw firstError ?? InputError(description: "nothing to lay out")
  }

  /// How `sources` are laid out and which environments they run in.
  public static func closures(_ sources: [LayoutSource]) -> (
    layout: @MainActor (String, Environment) throws -> LayoutSnapshot,
    accepts: (String, Environment) -> Bool
  ) {
    // By name, the source's index: a source (a whole document) is not copied per layout.
    var byName: [String: Int] = [:]  // lookups only, never iterated
    for (index, source) in sources.enumerated() { byName[source.name] = index }
    let lastCodeScreen = LastLaidOut()
    let layout = {
      @MainActor (name: String, environment: Environment) throws -> LayoutSnapshot in
      guard let index = byName[name] else {
        throw InputError(description: "'\(name)' was not loaded")
      }
      // A code screen keeps its interpretations while its environments are laid out; when
      // another source is laid out, the last code screen's are let go (the audit lays a file
      // out in all its environments in turn), so a run's memory does not grow with every
      // screen's (issue 28). Laying it out again interprets it again, identically.
      if let last = lastCodeScreen.swap(index), last != index,
        case .code(let screen) = sources[last].kind
      {
        screen.forgetLayouts()
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
    let orientationKindsByIdiom = sources.map(\.orientationKindsByIdiom)
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
      if let kinds = orientationKindsByIdiom[index][environment.device.idiom],
        !kinds.contains(OrientationKind(environment.orientation))
      {
        return false
      }
      if isSceneFile[index] { return sources[index].accepts(environment) }
      if phoneOnly[index] { return environment.idiom == .phone }
      return !padOnly[index] || environment.idiom == .pad
    }
    return (layout, accepts)
  }
}

extension LayoutSource {
  /// Locks the screen to the orientations its code allows, named as UIKit's
  /// `UIInterfaceOrientation` cases are (`portrait`, `landscapeLeft`, …): `all` on every idiom
  /// (`nil`: the matrix's), `byIdiom` on one idiom (`phone`, `pad`) only. Unknown names are
  /// left out.
  mutating func lockOrientations(to all: [String]?, byIdiom: [String: [String]]) {
    func kinds(_ names: [String]) -> Set<OrientationKind> {
      Set(names.compactMap(Orientation.init(rawValue:)).map(OrientationKind.init))
    }
    orientationKinds = all.map(kinds)
    for (idiom, names) in byIdiom.sorted(by: { $0.key < $1.key }) {
      guard let idiom = Idiom(rawValue: idiom) else { continue }
      orientationKindsByIdiom[idiom] = kinds(names)
    }
  }
}

extension LayoutSource {
  /// The names a storyboard reference can reach `scene` of this source by: its storyboard (the
  /// file's name) with the scene's storyboard identifier, then the storyboard alone (its initial
  /// controller).
  public func referenceNames(of scene: IBScene) -> [IBDocument.EmbeddedReference] {
    let stem = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
    return [
      IBDocument.EmbeddedReference(
        storyboard: stem, identifier: scene.controller.storyboardIdentifier),
      IBDocument.EmbeddedReference(storyboard: stem, identifier: nil),
    ]
  }
}

/// Code screens as layout sources: the library reads them; here they become sources.
public enum CodeScreenSources {
  /// The screens of the source files `files` (read together), each with the context and notes
  /// of its first layout (the newest phone in portrait).
  /// With `showings`, how the code read with them shows each controller
  /// (``CodeShowingContext``) places it, instead of the assumed context.
  /// With a `budget` (the run's, ``InputBudget``), the files of the project read only for their
  /// definitions count against it as `files` did when they were admitted, and each screen
  /// counts by its first layout's views and constraints: the screen that passes the bound and
  /// every later one are left out (the budget's located error says so).
  public static func load(
    _ files: [String], project: Bool = false, showings: Bool = true,
    budget: InputBudget? = nil, earliestIOS: Int? = nil, messages: Messages = .standardError
  ) throws -> [LayoutSource] {
    let loaded: (screens: [CodeScreen], notes: [CodeNote])
    let admitSupport = { (file: String) in budget?.admit(file) ?? true }
    // A project's sources are read by the code context too: one parse of each Swift file.
    if project, showings { LayoutSources.shareSwiftParses() }
    do {
      loaded =
        project
        ? CodeScreens.load(projectSources: files, admittingSupport: admitSupport)
        : try CodeScreens.loadResolvingProject(paths: files, admittingSupport: admitSupport)
    } catch {
      throw error.line == nil
        ? InputError(description: error.description) : InputError(located: error.description)
    }
    for note in loaded.notes { messages.note(note.description) }
    if files.count == 1, !project, loaded.screens.isEmpty, let file = files.first {
      messages.note(
        "note: \(file) declares no UIViewController or UIView subclass the reader recognises;"
          + " nothing to lay out")
    }
    // Past the run's bound no screen is kept: the showing context is not read either.
    let spent = budget?.refusesScreens ?? false
    // The project's xibs, for a controller whose view is in one and code that loads one.
    let root = files.first.map { CodeScreens.split($0).file }
      .flatMap(CodeSourceIndex.projectRoot(of:))
    let nibs = root.map(ProjectNibs.shared(root:))
    let context: CodeShowingContext? =
      showings && !spent && loaded.screens.contains(where: { $0.kind == .controller })
      ? {
        // `earliestIOS`: the app's oldest deployment target (``CodeIndex/earliestIOS(of:)``).
        let index = CodeIndex.read(
          files: showingFiles(files, project: project), earliestIOS: earliestIOS
        )
        .resolvingBarBackgroundImages(under: root)
        return CodeShowingContext(
          index: index,
          // Every navigation controller is one the code makes only in a project folder whose
          // storyboards and xibs hold none.
          appWideNavigation: project && nibs.map { !$0.holdsNavigationController } == true,
          documentNavigationsHideTheirBar: project
            && nibs.map {
              $0.everyNavigationControllerHidesItsBar(rootHidesBar: index.hidesHeldBarForGood)
            } == true)
      }() : nil
    return try MainActor.assumeIsolated { () throws -> [LayoutSource] in
      try loaded.screens.compactMap { original -> LayoutSource? in
        let place = "\(original.file):\(original.position.line):\(original.position.column)"
        if let budget, budget.refusesScreens {
          // Counted as refused, not laid out.
          _ = budget.admitCodeScreen(views: 0, constraints: 0, at: place)
          return nil
        }
        var screen = original
        screen.context = context
        screen.nibs = nibs
        let first = try screen.layout(in: CodeScreens.defaultEnvironment)
        if let budget {
          let counts = InputBudget.elementCounts(first.scene.root)
          guard
            budget.admitCodeScreen(
              views: counts.views, constraints: counts.constraints, at: place)
          else { return nil }
        }
        var source = LayoutSource(
          file: screen.file, name: screen.name, kind: .code(screen),
          assumedContext: first.assumedContext, assumesFullScreen: first.assumesFullScreen)
        source.codeRootNib = first.rootNib
        source.codeSetsAssumedBar =
          first.assumedContext != nil && first.scene.root.kind == .navigation
          && first.scene.root.navigationBar?.hidden != nil
        source.codeNotes = (first.notes + screen.ambiguityNotes(in: CodeScreens.defaultEnvironment))
          .map(\.description)
        if let context, screen.kind == .controller {
          apply(context, to: &source, screen: screen)
        }
        return source
      }
    }
  }

  /// The files whose code may show the screens of `files`: those files, and in a project (or
  /// a folder inside one) the files of the project folder they use (``CodeSourceIndex``).
  static func showingFiles(_ files: [String], project: Bool) -> [String] {
    let plain = files.map { CodeScreens.split($0).file }
    guard let first = plain.first, let root = CodeSourceIndex.projectRoot(of: first) else {
      return plain
    }
    return plain + CodeSourceIndex.shared(root: root).supportFiles(for: plain)
  }

  /// What the code that shows `screen` decides for its source: how it is shown (findings name
  /// it), its orientations when it fills the window, or that it is a child controller whose
  /// view its parent places (a part, not audited alone).
  static func apply(
    _ context: CodeShowingContext, to source: inout LayoutSource, screen: CodeScreen
  ) {
    switch context.showing(of: screen.className) {
    case .decided(let showing):
      source.codeContext = showing.description
      if let locked = context.orientations(of: screen.className) {
        source.lockOrientations(to: locked.all, byIdiom: locked.byIdiom)
      } else if let dispute = context.orientationDispute(of: screen.className) {
        // Laid out in every orientation some filler allows; those others forbid are assumed.
        for (idiom, kinds) in dispute.allowed.sorted(by: { $0.key.rawValue < $1.key.rawValue })
        where kinds != Set(OrientationKind.allCases) {
          source.orientationKindsByIdiom[idiom] = kinds
        }
        source.orientationDispute = dispute.dispute
      } else {
        source.orientationDispute = context.index.frameworkOrientationAnswer?.dispute
      }
    case .child(let showing):
      source.partContainer = showing.shownBy ?? showing.location.fileNameAndLine
      source.codeContext = showing.description
    case .keptPopover(let showing):
      source.keptPopover = true
      source.codeContext = showing.description
    case .undecided(let why):
      source.codeNotes.append(
        "\(screen.file):\(screen.position.line):\(screen.position.column): note: context"
          + " assumed for '\(screen.className)': \(why)")
    case .notShown:
      break
    }
    if let lock = context.index.appOrientationLock(of: screen.className) {
      // The screen sets the app delegate's answer while it shows (fresh round T's StratoSnap).
      source.bound(byAppOrientations: lock.value)
    } else if let answer = context.index.appOrientationAnswer {
      source.bound(byAppOrientations: answer.value)
    }
  }
}

extension LayoutSource {
  /// Narrows the orientations the screen is laid out in to the app delegate's answer for every
  /// window, per idiom (``CodeContext/CodeIndex/appOrientationAnswer``; R22.15: UIKit
  /// intersects it with the answer of the controller that fills the window). An idiom whose
  /// orientations would all go keeps its own.
  mutating func bound(byAppOrientations value: CodeValue) {
    var answer: [Idiom: [String]] = [:]
    switch value {
    case .orientations(let list): answer = [.phone: list, .pad: list]
    case .orientationsByIdiom(let phone, let pad):
      if let phone { answer[.phone] = phone }
      if let pad { answer[.pad] = pad }
    default: return
    }
    for (idiom, names) in answer.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
      let allowed = Set(names.compactMap(Orientation.init(rawValue:)).map(OrientationKind.init))
      let kept = (orientationKindsByIdiom[idiom] ?? orientationKinds ?? allowed)
        .intersection(allowed)
      if !kept.isEmpty { orientationKindsByIdiom[idiom] = kept }
    }
  }
}

/// The index of the source a layout closure laid out last (``LayoutSources/closures(_:)``).
final class LastLaidOut: @unchecked Sendable {
  private let lock = NSLock()
  private var index: Int?

  /// Stores `new` and returns the index stored before.
  func swap(_ new: Int) -> Int? {
    lock.withLock {
      let old = index
      index = new
      return old
    }
  }
}
