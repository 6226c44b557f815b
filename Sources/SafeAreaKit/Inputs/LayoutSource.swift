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
  public enum Kind: Sendable {
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
  /// The orientations the screen's controller locks it to in code (project mode), when it is
  /// the window's root or presented full screen; `nil`: the matrix's.
  public var orientationKinds: Set<OrientationKind>?
  /// Views the app's code hides or moves (project mode): not judged.
  public var notJudgedViewIDs: Set<String> = []

  /// For a storyboard or xib scene: the ids of its own views (its controller's view tree, its bar
  /// items' custom views, its bars), the only ones its findings may name. A container's layout
  /// also holds the views of the scenes it embeds or shows (an embedded child, a navigation
  /// controller's root): those are reported once, in their own scene. `nil` for a scene file.
  /// Worked out once, not per environment.
  public let ownViewIDs: Set<String>?

  /// Whether the assumed context is the full screen (no segue reaches the scene and it has no
  /// navigation item): the audit then leaves out what rests on the top edge. A launch screen is
  /// shown full screen at launch: not an assumption.
  public let assumesFullScreen: Bool

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
    var snapshot = try makeWindow(try self.environment(overrides)).snapshot(
      derivations: false, constraints: false, ambiguity: true)
    snapshot.assumedContext = assumedContext
    snapshot.assumesFullScreen = assumesFullScreen
    snapshot.codeContext = codeContext
    snapshot.reportedViewIDs =
      notJudgedViewIDs.isEmpty ? ownViewIDs : ownViewIDs?.subtracting(notJudgedViewIDs)
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
    if isPhoneOnly { return environment.device.idiom == .phone }
    return !isPadOnly || environment.device.idiom == .pad
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
    if case .code(let screen) = kind { return screen.kind == .view }
    guard case .interfaceBuilder(let document, let scene) = kind else { return false }
    if scene.controller.kind == .xibViewHost { return !document.isLaunchScreen() }
    return isSmallerThanEveryScreen || isFreeformPart || embeddedBy != nil
      || partContainer != nil
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
