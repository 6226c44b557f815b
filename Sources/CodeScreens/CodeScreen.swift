import DeviceCatalog
import Foundation
import HeadlessUIKit
import SceneDocument
import SourceLint

/// One screen written in code: a `UIViewController` subclass (or a `UIView` subclass, laid out as
/// a full-screen controller's root view), named `FILE#ClassName`.
///
/// ```swift
/// let screens = try CodeScreens.load(path: "Login.swift")
/// let layout = try await MainActor.run { try screens[0].layout(in: environment) }
/// layout.scene      // the same scene document a scene file gives
/// layout.notes      // what was left out, and why
/// ```
public struct CodeScreen: Sendable {
  /// Whether the class is a controller or a view.
  public enum Kind: String, Hashable, Sendable {
    case controller, view
  }

  /// The source file that declares the class.
  public var file: String
  /// The class.
  public var className: String
  /// `FILE#ClassName` (the file's name, not its path).
  public var name: String
  public var kind: Kind
  /// Where the class is declared.
  public var position: CodePosition
  /// The program the class is read in (its file, or the files read with it).
  let program: CodeProgram

  /// The context that places the screen's controller; the assumed one when it says nothing.
  public var context: (any CodeScreenContext)?

  /// For a subclass of a container (`UITabBarController`, `UINavigationController`) whose code
  /// adds views to its own `view`: that UIKit class. The screen is then those views, laid out on
  /// the full screen the container's view fills (UIKitRules R3.12); its bars and children are
  /// not (its children are screens of their own).
  public internal(set) var ownViewOfContainer: String? = nil

  /// The project's xibs, for a controller whose view is in a xib and code that loads one
  /// (``CodeNib``); `nil`: none is read, and what comes from a xib is left out with a note.
  public var nibs: (any CodeNibProvider)? {
    didSet { cache = CodeLayoutCache() }
  }

  /// Interpretations kept for reuse in environments with the same facts (shared by copies; a
  /// copy given other xibs starts its own).
  private(set) var cache: CodeLayoutCache

  /// Whether a suppression comment in the code read with the screen turns `rule` off at `line`
  /// of `file` — the same comments `lint` honours: `// safearea:disable-next-line RULE…`,
  /// `// safearea:disable-line RULE…`, `// safearea:disable RULE…` … `// safearea:enable RULE…`,
  /// in `//` or `/* */` comments, no rule or `all` meaning every rule. A finding on a code
  /// screen is located at the line that placed the view (its frame, its constraint, where it was
  /// made), so the comment goes above that line.
  public func suppresses(_ rule: String, file: String, line: Int) -> Bool {
    program.suppressions[file]?.suppresses(rule, line: line) ?? false
  }

  /// The syntax errors of the screen's file, as located notes (the rest of the file is read).
  public var readNotes: [CodeNote] {
    // Kept by the cache (per file: a copy may be renamed): every layout asks, and the program's
    // files were searched each time (1 % of auditing a generated 100,000-line folder, perf,
    // 30 November 2026).
    cache.readNotes(of: file) { program.files.filter { $0.path == file }.flatMap(\.problems) }
  }

  /// The screen laid out by its code in `environment`: the scene document, the notes about what
  /// was left out, and how it is shown. Reads of sizes and safe-area insets that UIKit only gives
  /// after layout (`viewDidLayoutSubviews`, `layoutSubviews`) take the values of a first layout
  /// of the same screen in the same environment.
  ///
  /// The code is interpreted once per set of catalog facts it reads (``CodeLayoutCache``): in an
  /// environment where every value it read (screen size, scale, `#available`, device checks and
  /// macros) is the same, the result is the same, and is reused. A frame computed from the
  /// screen's size by `+ - * /` only (``FrameTerms``) is not such a read: it is computed again
  /// for the environment's screen size.
  @MainActor
  public func layout(in environment: Environment) throws -> CodeLayout {
    if let entry = cache.entry(for: environment, table: program.table) {
      // Frames computed from the screen's size are computed again for this one.
      let size = environment.screenBounds.size
      let controller = FrameTerms.patching(
        entry.export.controller, entry.export.framePatches, width: Double(size.width),
        height: Double(size.height))
      let placement = place(controller, entry.settings)
      return CodeLayout(
        scene: sceneFile(placement.root),
        notes: (readNotes + entry.export.notes).sorted(),
        assumedContext: placement.assumedContext, assumesFullScreen: placement.assumesFullScreen,
        viewClasses: entry.viewClasses, rootNib: entry.export.rootNib,
        drawnContents: entry.export.drawnContents,
        restsOnLayoutInputsOnly: Self.readsOnlyLayoutInputs(entry.reads), reads: entry.reads)
    }
    var interpreter = CodeInterpreter(
      program: program, screen: screenClass, environment: environment, measured: nil)
    interpreter.nibs = nibs
    interpreter.runScreen()
    var export = interpreter.export()
    if !interpreter.readsLayout {
      cache.store(
        CodeLayoutCache.Entry(
          reads: interpreter.reads, export: export, settings: interpreter.controller,
          viewClasses: Self.viewClasses(export, interpreter)))
    }
    var placement = place(export.controller, interpreter.controller)
    var reads = interpreter.reads
    // Up to two more passes while layout-time reads wait for the layout they read.
    var pass = 0
    while interpreter.readsLayout, pass < 2 {
      pass += 1
      let scene = sceneFile(placement.root)
      guard let window = try? SceneBuilder.makeWindow(scene, environment: environment) else {
        break
      }
      let measured = Self.measure(window, ids: export.ids)
      let next = CodeInterpreter(
        program: program, screen: screenClass, environment: environment, measured: measured)
      next.nibs = nibs
      next.runScreen()
      interpreter = next
      reads += next.reads
      export = next.export()
      placement = place(export.controller, next.controller)
    }
    return CodeLayout(
      scene: sceneFile(placement.root),
      notes: (readNotes + export.notes).sorted(),
      assumedContext: placement.assumedContext, assumesFullScreen: placement.assumesFullScreen,
      viewClasses: Self.viewClasses(export, interpreter), rootNib: export.rootNib,
      drawnContents: export.drawnContents,
      restsOnLayoutInputsOnly: Self.readsOnlyLayoutInputs(reads), reads: reads)
  }

  /// Whether an interpretation read nothing of its environment but the screen's size and scale,
  /// which the environment's layout inputs fix: then any environment with equal inputs lays the
  /// screen out the same. An `#available` check or a device check (lint's evaluation of a macro,
  /// a model name) is not fixed by them (an iPhone X under iOS 12 and 13 has equal inputs).
  static func readsOnlyLayoutInputs(_ reads: [EnvironmentRead]) -> Bool {
    reads.allSatisfy { read in
      switch read {
      case .screenSize, .scale, .screenTest: return true
      case .ios, .lint, .statusBarFrame, .orientation: return false
      }
    }
  }

  /// The class each kept view was made with, by its id; an app's subclass of a toolbar or tab
  /// bar (`class MyToolbar: UIToolbar`) by the bar's UIKit class, which
  /// ``markDrawnContent(in:layout:)`` judges as a bar (issue 27: a bar subclass was judged as a
  /// plain view), and a map's or blur's by its UIKit class (``judgedAsDecoration``).
  static func viewClasses(_ export: CodeInterpreter.Export, _ interpreter: CodeInterpreter)
    -> [String: String]
  {
    Dictionary(
      export.ids.map { (key, id) in
        let view = interpreter.views[key]
        let keepsUIKitClass =
          judgedAsBars.contains(view.uikitClass) || judgedAsDecoration.contains(view.uikitClass)
        return (id, keepsUIKitClass ? view.uikitClass : view.className)
      },
      uniquingKeysWith: { first, _ in first })
  }

  /// The system bars a view made in code is judged as (not as content): toolbars and tab bars.
  /// A navigation bar made in code is not one of them: no container places it, the code does,
  /// and UIKit draws its items (title, bar button items) inside its own frame; only its
  /// background may reach above the frame, under the status bar ("Bars in this position need to
  /// have their background extend above their own frame to the top of the screen", Apple's
  /// `UIBarPositioning` overview, `UIBarPosition.topAttached`). So a hand-made navigation bar
  /// placed at `y = 20` or `y = 0` has its items under the sensor housing and in the status bar
  /// of a Face ID iPhone, and is judged by its frame as content is (rounds I and J:
  /// bilibili-ios's `NavigationBar : UINavigationBar`, CJWTakeAway's `CJWNavigationBar`; judged
  /// as bars from the eighth session's second wave, their real findings were lost).
  static let judgedAsBars: Set<String> = ["UIToolbar", "UITabBar"]

  /// The UIKit classes that draw decoration, never text or controls, which the scene document
  /// builds as a plain view: a map and a blur or vibrancy view keep their class in reports, so
  /// that the audit judges them as it judges the Interface Builder reader's (a full-screen map
  /// under a translucent bar is the screen's backdrop, ``LayoutAudit/AuditedLayout``'s
  /// decoration classes). Fresh round R: a xib's `<mapView>` filling a screen laid out by its
  /// controller's code was reported 54 pt under the navigation bar as a plain `UIView`.
  static let judgedAsDecoration: Set<String> = ["MKMapView", "UIVisualEffectView"]

  /// Forgets the interpretations kept for reuse (``CodeLayoutCache``, shared by copies): an
  /// audit that is done with the screen lets them go. Each holds the screen's scene document
  /// for one set of facts, a few dozen per screen on the catalog: kept for every screen of a
  /// run, they were most of its memory (a generated 80,000-line folder peaked at 1.7 GB).
  /// Laying the screen out again interprets it again, with the same result.
  public func forgetLayouts() {
    cache.removeAll()
  }

  /// Builds the screen laid out in `environment` and shows it in a new key window.
  @MainActor
  public func makeWindow(_ environment: Environment, recordEvents: Bool = false) throws
    -> UIWindow
  {
    try makeWindowAndReads(environment, recordEvents: recordEvents).window
  }

  /// ``makeWindow(_:recordEvents:)``, whether the layout rests on the environment's layout
  /// inputs only (``CodeLayout/restsOnLayoutInputsOnly``), and when it does not, where else it
  /// is the layout (``reuseCondition(_:)``): an audit reuses it only there.
  @MainActor
  public func makeWindowAndReads(_ environment: Environment, recordEvents: Bool = false) throws
    -> (window: UIWindow, restsOnLayoutInputsOnly: Bool, reuseCondition: LayoutReuseCondition?)
  {
    let layout = try layout(in: environment)
    let window = try SceneBuilder.makeWindow(
      layout.scene, environment: environment, recordEvents: recordEvents)
    markWebViews(in: window, classes: layout.viewClasses)
    markDrawnContent(in: window, layout: layout)
    return (
      window, layout.restsOnLayoutInputsOnly,
      layout.restsOnLayoutInputsOnly ? nil : reuseCondition(layout)
    )
  }

  /// The environments where `layout` is the screen's layout too, among those with the same
  /// layout inputs as the one it was made in: where every fact its interpretation read gives the
  /// same value (the side of each `#available` check, each device check's and macro's value,
  /// the screen's size and scale). The interpreter reads its environment only through these
  /// (``CodeLayoutCache``), so there it makes the same scene document, and equal layout inputs
  /// lay that document out the same. What was not read does not matter: a screen that tests
  /// `#available(iOS 13.0, *)` shares its layout between iOS 13 and 26, and one that tests a
  /// macro of the screen's height between every device of the same height.
  func reuseCondition(_ layout: CodeLayout) -> LayoutReuseCondition {
    // The cheap comparisons first, lint's evaluations last.
    let reads = layout.reads.filter { !$0.isLint } + layout.reads.filter(\.isLint)
    let table = program.table
    let cache = cache
    return LayoutReuseCondition { environment in
      let cell = CatalogEnvironmentCell(environment)
      return reads.allSatisfy { read in
        read.holds(in: environment) { expression, file in
          cache.lintValue(
            expression, file: file, in: environment, catalog: cell.value, table: table)
        }
      }
    }
  }

  /// Web views made in code (`WKWebView`, `UIWebView`, or an app's subclass of either) keep
  /// their class in reports and draw their page inside their safe area, as the Interface Builder
  /// reader's do: a web view's scroll view insets the page by the view's `safeAreaInsets`
  /// (``DrawnContent/insetBySafeArea``). The scene document has no web-view kind, so the view
  /// is built as a plain `UIView`, which the audit judged by its frame (round G: a chat app's
  /// `WKWebView` pinned to the screen's bottom, reported 34 pt into the home indicator's band
  /// on seven screens, though the page stops above it).
  @MainActor
  func markWebViews(in window: UIWindow, classes: [String: String]) {
    // Each class decided once per screen (kept by the cache): the superclass walk for every
    // view of every layout was 1 % of auditing a generated 100,000-line folder (perf, 30
    // November 2026).
    let webViews = classes.filter { _, className in
      cache.isWebView(className) {
        let uikit = program.nearestUIKit($0)
        return uikit == "WKWebView" || uikit == "UIWebView"
      }
    }
    guard !webViews.isEmpty else { return }
    var pending: [UIView] = [window]
    var visited = 0
    while let view = pending.popLast(), visited < 100_000 {
      visited += 1
      if let id = view.sceneID, let className = webViews[id] {
        view.reportedClassName = className
        view.drawnContent = .insetBySafeArea
      }
      pending += view.subviews
    }
  }

  /// Gives the window's views what the xib says they draw (``CodeLayout/drawnContents``), and
  /// keeps the class of a toolbar or tab bar made in code (``judgedAsBars``; not a navigation
  /// bar, whose items lie in its frame), which the scene document builds as a plain view: the
  /// audit judges a bar as it judges one
  /// from Interface Builder, its background reaching the edges by design and its items placed
  /// by UIKit inside it (round J: a toolbar with a clear bar tint, reported as a plain view
  /// cut by the iPhone Duo's rounded corner).
  @MainActor
  func markDrawnContent(in window: UIWindow, layout: CodeLayout) {
    let bars = layout.viewClasses.filter { _, className in
      Self.judgedAsBars.contains(className) || Self.judgedAsDecoration.contains(className)
    }
    guard !layout.drawnContents.isEmpty || !bars.isEmpty else { return }
    var pending: [UIView] = [window]
    var visited = 0
    while let view = pending.popLast(), visited < 100_000 {
      visited += 1
      if let id = view.sceneID {
        if let drawn = layout.drawnContents[id], view.drawnContent == nil {
          view.drawnContent = drawn
        }
        if let className = bars[id], view.reportedClassName == nil {
          view.reportedClassName = className
        }
      }
      pending += view.subviews
    }
  }

  var screenClass: CodeClass {
    program.classes[className]
      ?? CodeClass(name: className, superclass: nil, position: position, file: file)
  }

  /// The scene document of a placed screen: code that runs, so required constraints that can
  /// never hold together are the runtime's to break (``SceneFile/RequiredConflicts``).
  func sceneFile(_ root: ControllerNode) -> SceneFile {
    SceneFile(file: file, environment: nil, root: root, requiredConflicts: .breakAtRunTime)
  }

  func place(_ controller: ControllerNode, _ settings: CodeInterpreter.ControllerSettings)
    -> CodeScreenPlacement
  {
    if kind == .view {
      return CodeScreenPlacement(
        root: controller,
        assumedContext: "context assumed: '\(className)' is a view; laid out as the root view of"
          + " a full-screen controller",
        assumesFullScreen: true)
    }
    if let container = ownViewOfContainer {
      // R3.12: the container's own view is the window's content view when it is the root view
      // controller; how the code shows it otherwise is not read, so the full screen is assumed
      // (the top edge left out, the rest one severity lower).
      return CodeScreenPlacement(
        root: controller,
        assumedContext: "context assumed: '\(className)' is a \(container) subclass; the views"
          + " its code adds to its own view are laid out on the full screen that view fills as"
          + " the window's root view controller (its bars and children are not laid out)",
        assumesFullScreen: true)
    }
    let assumed = AssumedCodeScreenContext.assumed(
      controller, className: className, usesNavigation: settings.usesNavigation,
      barHidden: settings.navigationBarHidden, barTranslucent: settings.navigationBarTranslucent,
      prefersLargeTitles: settings.prefersLargeTitles)
    if let context, let placement = context.place(controller, of: self, assumed: assumed) {
      return placement
    }
    return assumed
  }

  /// Frames, bounds and safe-area insets of the laid-out views, by the interpreter's view index.
  @MainActor
  static func measure(_ window: UIWindow, ids: [Int: String]) -> CodeInterpreter.Measured {
    var byID: [String: UIView] = [:]  // lookups only
    var pending: [UIView] = [window]
    var visited = 0
    while let view = pending.popLast(), visited < 100_000 {
      visited += 1
      if let id = view.sceneID, byID[id] == nil { byID[id] = view }
      pending += view.subviews
    }
    var measured = CodeInterpreter.Measured()
    for (index, id) in ids {
      guard let view = byID[id] else { continue }
      let frame = view.frame
      let insets = view.safeAreaInsets
      measured.frames[index] = (
        Double(frame.minX), Double(frame.minY), Double(frame.width), Double(frame.height)
      )
      measured.bounds[index] = (Double(view.bounds.width), Double(view.bounds.height))
      measured.safeAreaInsets[index] = (
        Double(insets.top), Double(insets.left), Double(insets.bottom), Double(insets.right)
      )
    }
    return measured
  }
}

/// A code screen laid out in one environment.
public struct CodeLayout: Hashable, Sendable {
  /// The scene document the code describes, placed in its context.
  public var scene: SceneFile
  /// What was left out of the layout and why, and syntax errors, sorted.
  public var notes: [CodeNote]
  /// `context assumed: …` when nothing read says how the screen is shown.
  public var assumedContext: String?
  /// Whether the full screen is only assumed (the audit then leaves out the top edge).
  public var assumesFullScreen: Bool
  /// The class each view of the scene was made with, by view id (`'sendButton'` → `UIButton`).
  public var viewClasses: [String: String]
  /// The xib the controller's root view was made from (its File's Owner's `view`), when it was.
  public var rootNib: String? = nil
  /// What views made from a xib draw inside their frames, by view id
  /// (``CodeNib/View/drawnContent``): the window's views get it, and the audit judges it.
  public var drawnContents: [String: DrawnContent] = [:]
  /// Whether the interpretation read only the screen's size and scale of its environment, which
  /// its layout inputs fix (no `#available`, no device check): an audit may reuse the layout in
  /// every environment with equal inputs.
  public var restsOnLayoutInputsOnly = true
  /// What the interpretation read of its environment, and what each read gave.
  var reads: [EnvironmentRead] = []
}

/// Reading code screens from source files.
public enum CodeScreens {
  /// The extensions of source files whose screens are read.
  public static let extensions = ["swift", "m", "mm"]
  /// Headers read with Objective-C files for their macros and properties (not screens).
  public static let headerExtensions = ["h", "pch"]

  /// Whether `path` names source code (`Login.swift`, `Login.swift#LoginViewController`).
  public static func isCodePath(_ path: String) -> Bool {
    let file = split(path).file
    let ext = (file as NSString).pathExtension.lowercased()
    return extensions.contains(ext) || headerExtensions.contains(ext)
  }

  /// `FILE#Class` → the file and the class (`nil` when no `#` follows a source file's name).
  public static func split(_ path: String) -> (file: String, className: String?) {
    guard let hash = path.lastIndex(of: "#") else { return (path, nil) }
    let file = String(path[..<hash])
    let className = String(path[path.index(after: hash)...])
    guard extensions.contains((file as NSString).pathExtension.lowercased()), !className.isEmpty
    else { return (path, nil) }
    return (file, className)
  }

  /// Files larger than this are not read (a note says so).
  public static let maximumFileSize = 4_000_000

  /// One source read by the reader its extension chooses (Swift, else Objective-C).
  static func readFile(_ file: String, _ data: Data) -> CodeFile {
    let text = String(decoding: data, as: UTF8.self)
    return (file as NSString).pathExtension.lowercased() == "swift"
      ? SwiftCodeReader.read(text, path: file, data: data)
      : ObjectiveCCodeReader.read(text, path: file)
  }

  /// The screens of the source files `paths` (read together: a class, its extensions and its
  /// constants may be in different files), in file and declaration order; with a
  /// `FILE#Class` path, only that class. Objective-C headers (`.h`) named with them give their
  /// macros and properties.
  ///
  /// - Throws: ``CodeScreenError`` when a named file cannot be read or `FILE#Class` names no
  ///   screen of the file.
  ///
  /// `support` names more files read with them for their classes, extensions, constants and
  /// macros only (no screen of theirs is laid out): the project files a
  /// ``CodeSourceIndex`` finds, or an app's other sources. One that cannot be read is skipped.
  public static func load(paths: [String], support: [String] = []) throws(CodeScreenError) -> (
    screens: [CodeScreen], notes: [CodeNote]
  ) {
    var files: [CodeFile] = []
    var notes: [CodeNote] = []
    var selections: [(file: String, className: String?)] = []
    let given = Set(paths.map { split($0).file })
    var readFiles: Set<String> = []
    let all = paths + support.filter({ !given.contains($0) })
    // Each file's bytes, read once; the files are parsed ahead on the idle cores, then taken in
    // order below.
    var contents: [String: Data] = [:]  // lookups only
    for path in all {
      let file = split(path).file
      guard contents[file] == nil, let data = FileManager.default.contents(atPath: file) else {
        continue
      }
      contents[file] = data
    }
    let sources = contents.keys.sorted().compactMap { file in
      contents[file].flatMap { $0.count <= maximumFileSize ? (file, $0) : nil }
    }
    readCache.readAhead(sources, jobs: ProcessInfo.processInfo.activeProcessorCount, read: readFile)
    for path in all {
      let (file, className) = split(path)
      let isSupport = !given.contains(file)
      if !isSupport { selections.append((file, className)) }
      guard readFiles.insert(file).inserted else { continue }
      guard let data = contents[file] else {
        if isSupport { continue }
        throw CodeScreenError(file: file, message: "cannot read '\(file)'")
      }
      guard data.count <= maximumFileSize else {
        // A file named for its screens is a located error (issue 32: a size limit ends in
        // one); a file read only for its definitions is a note, and the rest is read.
        let message = "the file is \(data.count) bytes, more than the \(maximumFileSize) bytes read"
        guard isSupport else {
          throw CodeScreenError(file: file, message: message + "; not read", line: 1)
        }
        notes.append(
          CodeNote(
            file: file, position: CodePosition(line: 1, column: 1),
            message: message + "; not read"))
        continue
      }
      // Read once per process (``SourceReadCache``): an app's targets share their sources.
      let read = readCache.value(path: file, data: data) { readFile(file, data) }
      // A named file with no class to lay out says why (a file not parsed at all: generics
      // nested thousands deep); a screen's file gives its notes with the screen.
      if !isSupport, read.classes.isEmpty { notes += read.problems }
      files.append(read)
    }
    let program = CodeProgram(files: files)
    var screens: [CodeScreen] = []
    let selectedFiles = Set(selections.map(\.file))
    for (file, className) in selections {
      guard let read = files.first(where: { $0.path == file }) else { continue }
      var found: [CodeScreen] = []
      for type in read.classes {
        // An extension in one file of a class declared in another file read for its screens
        // (`TSChatViewController+Subviews.swift`): the class is one screen, the declaring
        // file's, not one more per extension file (round H: seven layouts of one controller).
        // A UIKit class's own extension (`extension UIScrollView`) is no screen of the app's.
        if className == nil,
          (program.classes[type.name].map { $0.file != file && selectedFiles.contains($0.file) }
            ?? false)
            || UIKitClasses.views[type.name] != nil
            || UIKitClasses.controllers.contains(type.name)
        {
          continue
        }
        guard let screen = screen(type, file: file, program: program) else { continue }
        found.append(screen)
      }
      if let className {
        let chosen = found.filter { $0.className == className }
        guard !chosen.isEmpty else {
          let names = found.map(\.className).joined(separator: ", ")
          throw CodeScreenError(
            file: file,
            message: "no screen of '\(file)' is named '\(className)'"
              + (names.isEmpty ? " (the file declares none)" : "; screens: \(names)"))
        }
        screens += chosen
      } else {
        screens += found
      }
    }
    return (screens, notes)
  }

  /// The screens of `paths` (as ``load(paths:support:)``), read with the other files of their
  /// project that they need: the project's base controllers, view classes, extensions,
  /// constants and macros in other files (``CodeSourceIndex``: the project folder is the nearest
  /// one above holding an `.xcodeproj`, `.xcworkspace`, `Package.swift` or `.git`; the index is
  /// built once per folder and process). Without a project folder, the files are read alone.
  /// `admittingSupport` is asked, in order, about each such file before it is read (a caller's
  /// bound on what one run reads: `SafeAreaKit.InputBudget`); one it refuses is not read.
  public static func loadResolvingProject(
    paths: [String], admittingSupport: (String) -> Bool = { _ in true }
  ) throws(CodeScreenError) -> (screens: [CodeScreen], notes: [CodeNote]) {
    let files = paths.map { split($0).file }
    guard let first = files.first, let root = CodeSourceIndex.projectRoot(of: first) else {
      return try load(paths: paths)
    }
    let index = CodeSourceIndex.shared(root: root)
    return try load(paths: paths, support: index.supportFiles(for: files).filter(admittingSupport))
  }

  /// Project mode: the screens of an app's sources (its targets' `.swift`, `.m` and `.mm` files;
  /// `.h` files among them give macros and properties), read together, with the headers and
  /// classes of the project folder they use (``CodeSourceIndex``). A file that cannot be read is
  /// a note, and the rest is read. `admittingSupport` is asked about each file of the project
  /// folder read only for its definitions, as in ``loadResolvingProject(paths:admittingSupport:)``.
  public static func load(
    projectSources sources: [String], admittingSupport: (String) -> Bool = { _ in true }
  ) -> (screens: [CodeScreen], notes: [CodeNote]) {
    var notes: [CodeNote] = []
    var readable: [String] = []
    // Paths under the current folder are written relative to it, as the other inputs are.
    let current = FileManager.default.currentDirectoryPath + "/"
    let relative = sources.map { $0.hasPrefix(current) ? String($0.dropFirst(current.count)) : $0 }
    for file in relative.sorted() {
      let ext = (file as NSString).pathExtension.lowercased()
      guard extensions.contains(ext) || headerExtensions.contains(ext) else { continue }
      if let size = Self.fileSize(file), size > maximumFileSize {
        // Found through the project, not named: a note, and the other sources are read.
        notes.append(
          CodeNote(
            file: file, position: CodePosition(line: 1, column: 1),
            message: "the file is \(size) bytes, more than the \(maximumFileSize) bytes read;"
              + " not read"))
      } else if FileManager.default.isReadableFile(atPath: file) {
        readable.append(file)
      } else if ext != "h" {  // headers beside implementations are looked for, not required
        notes.append(
          CodeNote(
            file: file, position: CodePosition(line: 1, column: 1),
            message: "the project lists this source file, but it cannot be read; not audited"))
      }
    }
    guard let first = readable.first else { return ([], notes) }
    var support: [String] = []
    if let root = CodeSourceIndex.projectRoot(of: first) {
      support = CodeSourceIndex.shared(root: root).supportFiles(for: readable).filter(
        admittingSupport)
    }
    do {
      let loaded = try load(paths: readable, support: support)
      return (loaded.screens, notes + loaded.notes)
    } catch {
      return (
        [],
        notes + [
          CodeNote(
            file: error.file, position: CodePosition(line: 1, column: 1),
            message: error.message)
        ]
      )
    }
  }

  static func screen(_ type: CodeClass, file: String, program: CodeProgram) -> CodeScreen? {
    guard !type.isDeclarationOnly else { return nil }
    // A class whose superclass the files do not hold (an Objective-C class declared in a header
    // not read, a base controller of another module) is a controller when it implements
    // `viewDidLoad` or `loadView`, which only view controllers have (a note says so).
    let callbacks: Set<String> = [
      "viewDidLoad()", "loadView()", "viewWillAppear(_:)", "viewDidAppear(_:)",
      "viewWillLayoutSubviews()", "viewDidLayoutSubviews()",
    ]
    let implementsControllerCallbacks = type.methods.contains { callbacks.contains($0.name) }
    let uikit =
      program.nearestUIKit(type.name)
      ?? (implementsControllerCallbacks && mayBeController(type.name, program: program)
        ? "UIViewController" : nil)
    guard let uikit else { return nil }
    let kind: CodeScreen.Kind
    var ownView: String?
    if UIKitClasses.controllers.contains(uikit) {
      kind = .controller
    } else if UIKitClasses.ownViewContainers.contains(uikit), addsToOwnView(type) {
      kind = .controller
      ownView = uikit
    } else if UIKitClasses.views[uikit] != nil, uikit != "UITableViewCell",
      uikit != "UICollectionViewCell", uikit != "UICollectionReusableView",
      uikit != "UITableViewHeaderFooterView", uikit != "UIWindow"
    {
      kind = .view
    } else {
      return nil
    }
    let stem = (file as NSString).lastPathComponent
    return CodeScreen(
      file: file, className: type.name, name: "\(stem)#\(type.name)", kind: kind,
      position: type.position, program: program, context: nil, ownViewOfContainer: ownView,
      cache: CodeLayoutCache())
  }

  /// Whether the superclass chain of `name`, as far as the files hold it, leaves room for
  /// `UIViewController`: it ends in a superclass the files do not declare. A Swift class declared
  /// without one is a root class, and one whose chain ends in `NSObject` is no controller,
  /// whatever callbacks it implements (fresh round S, W3: VideoGames' view models implement the
  /// `viewDidLoad()` their protocol declares and were read as screens). A class the files
  /// declare, with a superclass or not, is no `UIViewController` unless its chain leads to one.
  static func mayBeController(_ name: String, program: CodeProgram) -> Bool {
    var current = name
    var seen: Set<String> = []
    while seen.insert(current).inserted, seen.count < 64 {
      guard let type = program.classes[current] else {
        // A superclass the files do not hold: it may be a view controller.
        return !["NSObject", "NSProxy"].contains(current)
      }
      if type.declaresNoSuperclass { return false }
      // "If the class has a superclass, list the superclass name before any protocols it
      // adopts" (The Swift Programming Language, "Protocols: Protocol Syntax"): a class whose
      // first inherited name is a protocol of the files is a root class (fresh round Y:
      // JobCityFlix's `final class TVShowInteractor: TVShowInteractorProtocol`, whose
      // `viewDidLoad()` is its protocol's, was read as a screen).
      if let superclass = type.superclass, program.classes[superclass] == nil,
        program.protocolNames.contains(superclass)
      {
        return false
      }
      guard let superclass = type.superclass else {
        // An Objective-C implementation or a Swift extension whose declaration is not read.
        return true
      }
      current = superclass
    }
    return false
  }

  /// Whether a method of `type` adds a view to the class's own `view` (`view.addSubview(…)`,
  /// `self.view.insertSubview(…)`, `[self.view addSubview:…]`), at any depth of its statements.
  static func addsToOwnView(_ type: CodeClass) -> Bool {
    func adds(_ text: String) -> Bool {
      for call in ["addSubview", "insertSubview"] {
        for receiver in ["view.", "view "] {
          var rest = text[...]
          while let found = rest.range(of: receiver + call) {
            let before = rest[..<found.lowerBound]
            let previous = before.last
            // `view.addSubview`, `self.view.addSubview`, `[self.view addSubview:`, `[view …`:
            // not `contentView.addSubview` nor `preview.addSubview`.
            if previous == nil || previous == "." && before.hasSuffix("self.")
              || previous == "[" || previous == " " || previous == "(" || previous == "{"
              || previous == ";"
            {
              return true
            }
            rest = rest[found.upperBound...]
          }
        }
      }
      return false
    }
    return type.methods.contains { method in method.body.contains { adds($0.text) } }
  }
}

/// A source file that cannot be read, or a `FILE#Class` that names no screen.
public struct CodeScreenError: Error, Hashable, Sendable, CustomStringConvertible {
  public var file: String
  public var message: String
  /// The line the error is at, when it is at one (the column is then 1).
  public var line: Int? = nil

  /// `file: error: message`, or `file:line:1: error: message`
  public var description: String {
    "\(file)\(line.map { ":\($0):1" } ?? ""): error: \(message)"
  }
}

extension CodeScreens {
  /// A regular file's size in bytes (`stat`, following a link), or `nil`.
  static func fileSize(_ file: String) -> Int? {
    var info = stat()
    guard stat(file, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
    return Int(info.st_size)
  }
}

extension CodeScreens {
  /// The environment a code screen is first read in (for its context and notes): the newest
  /// phone in portrait under its newest iOS.
  public static var defaultEnvironment: Environment {
    let device = DeviceCatalog.newestPhone
    return Environment(
      device: device, orientation: .portrait, ios: IOSBehaviour.newest(for: device))
  }
}

extension CodeScreen {
  /// Notes for the views whose place the screen's constraints leave ambiguous in `environment`:
  /// the audit does not report what rests on them, and says so here rather than staying silent.
  @MainActor
  public func ambiguityNotes(in environment: Environment) -> [CodeNote] {
    guard let layout = try? layout(in: environment),
      let window = try? SceneBuilder.makeWindow(layout.scene, environment: environment)
    else { return [] }
    let snapshot = window.snapshot(derivations: false, constraints: false, ambiguity: true)
    var notes: [CodeNote] = []
    for issue in snapshot.layoutIssues {
      guard case .ambiguous(let ambiguity) = issue else { continue }
      let position =
        ambiguity.sourceLocation.map {
          CodePosition(line: $0.line, column: $0.column)
        } ?? self.position
      let parts = ambiguity.attributes.joined(separator: ", ")
      notes.append(
        CodeNote(
          file: ambiguity.sourceLocation?.file ?? file, position: position,
          message: "'\(ambiguity.view)': its constraints leave \(parts) undetermined on"
            + " \(environment.device.name); the audit does not report what rests on it"))
    }
    return notes.sorted()
  }
}
