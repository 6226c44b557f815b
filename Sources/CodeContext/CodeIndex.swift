import Foundation
import TextEscaping

/// An app-wide index of its view-controller code, read statically: every class with its
/// superclass and file, what each controller's code says about itself (``CodeFact``), and every
/// place that shows a screen (``ScreenShowing``). What cannot be resolved without running the app
/// is recorded as unresolved (``UnresolvedShowing``, ``CodeValue/unresolved(_:)``), never guessed.
///
/// ```swift
/// let index = CodeIndex.read(files: ["App/FeedViewController.swift", "App/Reader.m"])
/// index.showings(of: .storyboardScene(storyboard: "Main", identifier: "Reader"))
/// index.facts(of: "PlayerViewController")   // its own facts, then inherited ones
/// ```
public struct CodeIndex: Sendable {
  /// The view-controller classes (a superclass chain that reaches a `…Controller` class), by
  /// name.
  public private(set) var controllers: [ControllerClass]
  /// Every showing found, sorted by location.
  public private(set) var showings: [ScreenShowing]
  /// What could not be resolved, sorted by location.
  public private(set) var unresolved: [UnresolvedShowing]
  /// The files read, sorted.
  public private(set) var files: [String]
  /// Located notes: files that could not be read.
  public private(set) var notes: [String]
  /// The app's classes whose superclass chain reaches `UIScrollView` (directly or through
  /// `UITableView`, `UICollectionView` or `UITextView`), sorted: an IB `<view>` whose custom
  /// class is one of them is a scroll view (``InterfaceBuilder/IBDocument/scrollViewClasses``).
  public private(set) var scrollViewClasses: [String] = []
  /// The app's controller classes whose `prepare(for:sender:)` (`prepareForSegue:sender:`)
  /// makes the controller itself the delegate of a segue's popover presentation controller
  /// (`….popoverPresentationController?.delegate = self`) and that answer
  /// `adaptivePresentationStyle(for:)` with `.none` unconditionally, sorted: their popover
  /// segues stay popovers in compact width ("the value provided by the presentation
  /// controller's delegate", Apple's documentation of
  /// `UIPresentationController.adaptivePresentationStyle`; `.none` keeps the current style).
  public private(set) var popoverSegueDelegates: [String] = []
  /// The controller classes whose `prepare(for:sender:)` (`prepareForSegue:sender:`) gives a
  /// segue's destination a transitioning delegate (`vc.transitioningDelegate = self`), by class:
  /// where, and the segue identifiers the statement's branch tests (`nil`: every segue, the
  /// statement is on no branch). A branch whose identifiers the reader cannot name is left out.
  public private(set) var segueTransitioningDelegates: [String: [SegueTransitioning]] = [:]
  /// The app's `UIStoryboardSegue` subclasses whose `perform()` sets the destination's
  /// `modalPresentationStyle` before presenting, unconditionally or on a branch of the device's
  /// idiom (fresh round Y: RWDevCon's `MapPresentationSegue` makes the map a page sheet on
  /// iPads), by class. A style set on any other branch, or one the reader cannot name, leaves
  /// the class out.
  public private(set) var segueClassStyles: [String: SegueClassStyle] = [:]
  /// The controller classes that make themselves their own popover's delegate in their own
  /// initializer or lifecycle code (`popoverPresentationController!.delegate = self`) and answer
  /// `adaptivePresentationStyle(for:)` with `.none` unconditionally: presented as a popover, they
  /// stay one in compact width (round N's Awful `Selectotron`, training).
  public private(set) var ownPopoverKept: Set<String> = []
  /// Where the app's `UIPresentationController` subclasses override
  /// `frameOfPresentedViewInContainerView` (the presented view's frame under a custom
  /// presentation), sorted. Apple's documentation of the property: "The default implementation
  /// of this method returns the frame rectangle of the container view, which results in the
  /// presented view controller's content occupying the entire presentation space."
  public private(set) var presentedFrameOverrides: [SourceLocation] = []
  /// Where the app's code makes a navigation controller, sorted.
  public private(set) var navigationControllersMadeInCode: [SourceLocation] = []
  /// The navigation controller classes the app's code makes around an instance of a controller
  /// class (`[[NavigationViewController alloc] initWithRootViewController:settings]`), by the
  /// root's class; each list sorted, without repeats.
  public private(set) var navigationClassesAround: [String: [String]] = [:]
  /// The navigation controller classes the app's code makes whose own code hides their bar
  /// (``ClassTable/ownBarHidden(_:)``), each with the first place the code makes one; sorted by
  /// class name.
  /// Where the app's code first makes a navigation controller, when every navigation controller
  /// it makes has its bar hidden once the making method has run (its class's own code, or the
  /// method's `nav.setNavigationBarHidden(true, animated: false)`, `nav.navigationBar.isHidden =
  /// true`); `nil` when the code makes none or one keeps its bar (R22.30).
  public private(set) var everyCodeMadeNavigationHidesItsBar: SourceLocation?
  /// The classes whose own `viewWillDisappear` or `viewDidDisappear` sets their navigation
  /// controller's bar (hidden or shown), sorted: what their lifecycle code sets while they are
  /// on screen does not stay for the screens pushed after them (``hidesHeldBarForGood(_:)``).
  public private(set) var barSetOnDisappearing: [String] = []
  public private(set) var barHidingNavigationsMadeInCode: [(name: String, madeAt: SourceLocation)] =
    []
  /// The statements that set every navigation bar's translucency through the appearance proxy
  /// (``AppearanceReader``), in source order; ``navigationBarAppearance`` is what they decide.
  public internal(set) var barAppearanceFacts: [CodeFact] = []
  /// The statements that give every navigation bar a scroll-edge appearance through the
  /// appearance proxy (``AppearanceReader/navigationBarScrollEdgeAppearance(in:)``), in source
  /// order; ``navigationBarScrollEdgeAppearance`` is what they decide.
  public internal(set) var scrollEdgeAppearanceFacts: [CodeFact] = []
  /// The background images set on every navigation bar through the appearance proxy, by name,
  /// in source order (``AppearanceReader/navigationBarBackgroundImages(in:)``); what they make
  /// of the bars' translucency is read from the app's image files by
  /// ``resolvingBarBackgroundImages(under:)``.
  public private(set) var barBackgroundImages: [BarBackgroundImage] = []
  /// Statements setting the translucency on a contained-in appearance proxy
  /// (`appearanceWhenContainedIn:`), which is not applied: where, for a remark.
  public private(set) var containedBarAppearance: [SourceLocation] = []
  /// The app's methods without parameters whose one unconditional `return` tests the
  /// horizontal size class (`+ (BOOL)isCompactWidth { return rootViewController.traitCollection
  /// .horizontalSizeClass == UIUserInterfaceSizeClassCompact; }`), by `Type.method`: `true` when
  /// the answer is "compact width", `false` when it is "regular width"
  /// (``compactWidthTested(_:helpers:)`` reads a call of one as that test).
  public private(set) var sizeClassHelpers: [String: Bool] = [:]
  /// The app delegate's answer for every window (`application(_:supportedInterfaceOrientationsFor:)`,
  /// `application:supportedInterfaceOrientationsForWindow:`), when one class of the app answers
  /// it and the reader computes the answer (a list, or a list by idiom); UIKit intersects every
  /// screen's own answer with it (R22.15). Round M's Micro.blog (training): portrait on iPhones.
  public private(set) var appOrientationAnswer: CodeFact?
  /// The stored property the app delegate's answer for every window returns (`return
  /// self.orientationLock`), with the `return`: screens set it while they show
  /// (``CodeFact/Kind/appOrientationLock``, ``appOrientationLock(of:)``).
  public private(set) var appOrientationLockProperty: (name: String, returnedAt: SourceLocation)?
  /// The app's classes that answer `application(_:didFinishLaunchingWithOptions:)`
  /// (`application:willFinishLaunchingWithOptions:` too): the app delegate, whose launch code
  /// may replace the window's root UIKit made from the main storyboard; sorted.
  public private(set) var appDelegateClasses: [String] = []
  /// The translucency the app delegate's launch code gives the bar of the navigation controller
  /// UIKit made the window's root from the main storyboard, with the statement
  /// (``windowRootBar(_:)``; applied by ``withBarAppearance(_:)``).
  public internal(set) var windowRootBarTranslucency: (translucent: Bool, fact: CodeFact)?
  /// The orientations an app delegate subclassing a framework's class hands that framework
  /// (``frameworkOrientations(table:)``), not applied: the screens' findings in the others are
  /// in an assumed context.
  public private(set) var frameworkOrientationAnswer: FrameworkOrientations?
  /// The screens the code makes the root of a navigation controller, sorted by location.
  public private(set) var navigationWraps: [NavigationWrap] = []

  /// Reads `files` (Swift: `.swift`; Objective-C: `.m`, `.mm`, `.h`; others are ignored). An
  /// Objective-C implementation's header beside it (`X.h` for `X.m`) is read too, for its
  /// `@interface`.
  ///
  /// `earliestIOS`: the oldest iOS the app's targets deploy to (``earliestIOS(of:)``), when it is
  /// later than the audit's oldest modelled one: an app's own version check of a version no
  /// later than it (a macro from its prefix header, a helper) always holds.
  public static func read(files: [String]) -> CodeIndex {
    read(files: files, earliestIOS: nil)
  }

  /// ``read(files:)`` for an app whose targets deploy to `earliestIOS` and later.
  public static func read(files: [String], earliestIOS: Int?) -> CodeIndex {
    var sources: [(path: String, data: Data)] = []
    var notes: [String] = []
    var seen: Set<String> = []
    var paths: [String] = []
    for file in files.sorted() {
      let ext = (file as NSString).pathExtension.lowercased()
      guard ["swift", "m", "mm", "h"].contains(ext) else { continue }
      paths.append(file)
      if ext == "m" || ext == "mm" {
        let header = (file as NSString).deletingPathExtension + ".h"
        if FileManager.default.fileExists(atPath: header) { paths.append(header) }
      }
    }
    for path in paths where seen.insert(path).inserted {
      guard let data = FileManager.default.contents(atPath: path) else {
        notes.append("\(path): note: cannot read this source file; its code is not indexed")
        continue
      }
      guard data.count <= maximumFileSize else {
        notes.append(
          "\(path): note: larger than \(maximumFileSize / 1_048_576) MiB; its code is not indexed")
        continue
      }
      sources.append((path, data))
    }
    // Each file read once per process (``SourceReadCache``): a project audit reads each target's
    // sources and then the whole app's.
    var files: [CodeFile] = []
    // The kept reads' stamps, in path order: the same stamps are the same files with the same
    // bytes, so the same index (``indexCache``).
    var stamps: [Int]? = []
    readCache.readAhead(sources, jobs: ProcessInfo.processInfo.activeProcessorCount) {
      path, data in readFile(path: path, text: String(decoding: data, as: UTF8.self), data: data)
    }
    for (path, data) in sources.sorted(by: { $0.path < $1.path }) {
      let (read, stamp) = readCache.stampedValue(path: path, data: data) {
        readFile(path: path, text: String(decoding: data, as: UTF8.self), data: data)
      }
      if let stamp { stamps?.append(stamp) } else { stamps = nil }
      if let read { files.append(read) }
    }
    let earliest = max(earliestIOS ?? earliestModeledIOS, earliestModeledIOS)
    // The same reads with another oldest iOS are another index.
    let key = earliest == earliestModeledIOS ? stamps : stamps.map { $0 + [-1 - earliest] }
    var index =
      key.map { key in
        indexCache.index(for: key) { CodeIndex(files: files, earliestIOS: earliest) }
      }
      ?? CodeIndex(files: files, earliestIOS: earliest)
    index.notes = notes + index.notes
    return index
  }

  /// One source text read by the reader its extension chooses (`nil`: not a source).
  static func readFile(path: String, text: String, data: Data? = nil) -> CodeFile? {
    let ext = (path as NSString).pathExtension.lowercased()
    if ext == "swift" {
      return SwiftCodeReader.read(text, path: path, data: data)
    } else if ["m", "mm", "h"].contains(ext) {
      return ObjectiveCCodeReader.read(text, path: path)
    }
    return nil
  }

  /// Files larger than this are not read (generated code).
  public static let maximumFileSize = 8 * 1_048_576

  /// Reads source texts given with their paths (the extension chooses the reader).
  public static func read(sources: [(path: String, text: String)]) -> CodeIndex {
    var files: [CodeFile] = []
    for (path, text) in sources.sorted(by: { $0.path < $1.path }) {
      if let read = readFile(path: path, text: text) { files.append(read) }
    }
    return CodeIndex(files: files)
  }

  init(files: [CodeFile], earliestIOS: Int = earliestModeledIOS) {
    self.files = files.map(\.path)
    notes = []
    var table = ClassTable(files: files)
    var functions: [String: [CodeMethod]] = [:]  // lookups only
    for file in files {
      for function in file.freeMethods { functions[function.name, default: []].append(function) }
    }
    table.functions = functions
    let viewMethods = PlacementReader.viewMethods(table)
    var controllers: [ControllerClass] = []
    var showings: [ScreenShowing] = []
    var unresolved: [UnresolvedShowing] = []
    var madeNavigations: [SourceLocation] = []
    var hiding: [String: SourceLocation] = [:]  // lookups only; sorted below
    var madeBars: [SourceLocation: Bool?] = [:]  // lookups only; sorted below
    var roots: [(root: String, navigation: String)] = []
    var wraps: [NavigationWrap] = []
    var disappearing: [String] = []  // in the table's (sorted) order
    var emptyNavigations: [(owner: String, at: SourceLocation, holder: String?)] = []
    // What dependency-injection definitions set on each class's instances (lookups only).
    var injected: [String: [CodeFact]] = [:]
    for file in files {
      for injection in file.injections where injection.property == "modalPresentationStyle" {
        injected[injection.className, default: []].append(
          CodeFact(
            kind: .modalPresentationStyle, subject: nil,
            value: FactReader.presentationStyle(injection.value).map(CodeValue.name)
              ?? .unresolved("'\(injection.snippet)'"),
            location: injection.location, snippet: injection.snippet,
            method: "injectProperty"))
      }
    }
    var sizeClassHelpers: [String: Bool] = [:]
    for file in files {
      for declaration in file.classes {
        for method in declaration.methods where method.parameters.isEmpty {
          let returns = method.statements.filter {
            if case .returns = $0.kind { return true }
            return false
          }
          guard returns.count == 1, !returns[0].conditional,
            case .returns(.unknown) = returns[0].kind,
            let compact = compactWidthTested(returnedText(returns[0]))
          else { continue }
          sizeClassHelpers[declaration.name + "." + method.name] = compact
        }
      }
    }
    self.sizeClassHelpers = sizeClassHelpers
    // What the app defines as an idiom test, for branches the readers could not read alone
    // (``IdiomTests``); the folder walk for macros only when an Objective-C branch needs it.
    let needsMacros = files.contains { file in
      !file.path.hasSuffix(".swift")
        && file.classes.contains { declaration in
          declaration.methods.contains { method in
            method.statements.contains { $0.idiomTest != nil }
          }
        }
    }
    let idiomTests = IdiomTests(
      helpers: Self.idiomHelpers(files),
      macros: needsMacros ? Self.appMacros(objectiveCFiles: files.map(\.path)) : [:])
    var windowAnswers: [CodeFact] = []
    var windowMethods: [(owner: String, method: CodeMethod)] = []
    var appDelegates: Set<String> = []
    var launchMethods: [CodeMethod] = []
    for file in files {
      for declaration in file.classes {
        let launching = declaration.methods.filter { method in
          method.name == "application" && method.parameters.count == 2
            && ["didFinishLaunchingWithOptions", "willFinishLaunchingWithOptions"]
              .contains(method.parameters[1].label ?? "")
        }
        if !launching.isEmpty {
          appDelegates.insert(declaration.name)
          launchMethods += launching
        }
        for method in declaration.methods
        where method.name == "application" && method.parameters.count == 2
          && ["supportedInterfaceOrientationsForWindow", "supportedInterfaceOrientationsFor"]
            .contains(method.parameters[1].label ?? "")
        {
          windowAnswers += FactReader.returned(
            Self.resolvingIdiomTests(method, idiomTests), kind: .supportedInterfaceOrientations,
            helpers: sizeClassHelpers, idioms: idiomTests
          ) { FactReader.orientations($0).map(CodeValue.orientations) }
          windowMethods.append((declaration.name, method))
        }
      }
    }
    appDelegateClasses = appDelegates.sorted()
    windowRootBarTranslucency = Self.windowRootBar(launchMethods)
    if windowAnswers.count == 1 {
      switch windowAnswers[0].value {
      case .orientations, .orientationsByIdiom: appOrientationAnswer = windowAnswers[0]
      default: break
      }
    }
    // The app delegate's answer is a stored property a screen sets while it shows
    // (``OrientationLockReader``): which methods set it from the mask they are handed.
    var lock:
      (property: String, returnedAt: SourceLocation, helpers: Set<OrientationLockReader.Helper>)?
    if windowMethods.count == 1,
      let property = OrientationLockReader.lockProperty(
        returnedBy: windowMethods[0].method, owner: windowMethods[0].owner),
      let returned = windowMethods[0].method.statements.first(where: {
        if case .returns = $0.kind { return true }
        return false
      })
    {
      lock = (
        property, returned.location,
        OrientationLockReader.helpers(in: files, property: property)
      )
    }
    appOrientationLockProperty = lock.map { ($0.property, $0.returnedAt) }
    let versionHelpers = Self.versionHelpers(files)
    // The app's version macros, for a branch on one the file does not define or import from
    // beside it (``expandingVersionMacros(_:_:)``); the folder walk only when an Objective-C
    // statement is on such a branch.
    let needsVersionMacros = files.contains { file in
      !file.path.hasSuffix(".swift")
        && file.classes.contains { declaration in
          declaration.methods.contains { method in
            method.statements.contains { $0.onlyIf != nil }
          }
        }
    }
    let versionMacros =
      needsVersionMacros
      ? Self.versionMacros(Self.appDefines(objectiveCFiles: files.map(\.path))) : [:]
    // The app's C functions that return the version or a check of it (fresh round Y).
    let versionFunctions =
      needsVersionMacros ? Self.versionFunctions(objectiveCFiles: files.map(\.path)) : [:]
    for name in table.names where table.isController(name) {
      let declarations = table.declarations[name] ?? []
      let location =
        declarations.first(where: { !$0.isExtension })?.location ?? declarations[0].location
      var facts: [CodeFact] = []
      var nibs: [ControllerClass.NibLoad] = []
      for declaration in declarations {
        for method in declaration.methods {
          facts += FactReader.facts(
            in: Self.resolvingIdiomTests(
              versionHelpers.isEmpty && versionMacros.isEmpty && versionFunctions.isEmpty
                ? method
                : Self.resolvingVersionChecks(
                  method, versionHelpers, versionMacros: versionMacros,
                  versionFunctions: versionFunctions, earliestIOS: earliestIOS), idiomTests),
            sizeClassHelpers: sizeClassHelpers, idioms: idiomTests)
          nibs += FactReader.nibLoads(in: method)
        }
      }
      if let lock {
        let methods = declarations.flatMap(\.methods)
        for method in methods where OrientationLockReader.lockingMethods.contains(method.name) {
          facts += OrientationLockReader.statements(of: method, among: methods).compactMap {
            OrientationLockReader.fact(
              in: $0, method: method.name, property: lock.property, helpers: lock.helpers,
              caller: OrientationLockReader.plainName(name), returnedAt: lock.returnedAt)
          }
        }
      }
      facts += table.heldBarFactsThroughCalls(of: name)
      if declarations.contains(where: { declaration in
        declaration.methods.contains { method in
          ["viewWillDisappear", "viewDidDisappear"].contains(method.name)
            && method.statements.contains {
              FactReader.fact(in: $0, method: method.name)?.kind == .navigationBarHidden
            }
        }
      }) {
        disappearing.append(name)
      }
      facts += PlacementReader(
        table: table, functions: functions, concrete: name, viewMethods: viewMethods
      ).facts()
      facts += injected[name] ?? []
      controllers.append(
        ControllerClass(
          name: name, superclass: table.superclass(of: name), location: location,
          facts: facts.sorted { $0.location < $1.location }, loadedNibs: nibs))
    }
    var appearance: [CodeFact] = []
    var scrollEdge: [CodeFact] = []
    var containedAppearance: [SourceLocation] = []
    var backgroundImages: [BarBackgroundImage] = []
    for file in files {
      for written in file.classes.flatMap(\.methods) + file.freeMethods {
        let method =
          versionHelpers.isEmpty && versionMacros.isEmpty && versionFunctions.isEmpty
          ? written
          : Self.resolvingVersionChecks(
            written, versionHelpers, versionMacros: versionMacros,
            versionFunctions: versionFunctions, earliestIOS: earliestIOS)
        let read = AppearanceReader.navigationBarTranslucency(in: method)
        appearance += read.facts
        scrollEdge += AppearanceReader.navigationBarScrollEdgeAppearance(in: method)
        containedAppearance += read.containedIn.map(\.location)
        backgroundImages += AppearanceReader.navigationBarBackgroundImages(in: method)
      }
      for declaration in file.classes {
        for method in declaration.methods {
          var interpreter = Interpreter(table: table, owner: declaration.name)
          interpreter.run(method)
          if Self.isUncalledPresenterHelper(method, of: declaration.name, in: files) {
            // Its showings happen only where it is called, and nothing calls it.
            unresolved += interpreter.unresolved
            continue
          }
          showings += interpreter.showings
          unresolved += interpreter.unresolved
          madeNavigations += interpreter.madeNavigationControllers
          madeBars.merge(interpreter.madeNavigationBars) { $0 == $1 ? $0 : nil }
          for (name, at) in interpreter.madeBarHidingNavigations {
            hiding[name] = min(hiding[name] ?? at, at)
          }
          roots += interpreter.navigationRoots
          wraps += interpreter.navigationWraps
          for (at, holder) in interpreter.emptyNavigations {
            emptyNavigations.append((declaration.name, at, holder))
          }
        }
      }
      for method in file.freeMethods {
        var interpreter = Interpreter(table: table, owner: nil)
        interpreter.run(method)
        showings += interpreter.showings
        unresolved += interpreter.unresolved
        madeNavigations += interpreter.madeNavigationControllers
        madeBars.merge(interpreter.madeNavigationBars) { $0 == $1 ? $0 : nil }
        for (name, at) in interpreter.madeBarHidingNavigations {
          hiding[name] = min(hiding[name] ?? at, at)
        }
        roots += interpreter.navigationRoots
        wraps += interpreter.navigationWraps
      }
    }
    navigationWraps = Array(Set(wraps)).sorted {
      ($0.location, $0.screen.description, $0.navigationClass)
        < ($1.location, $1.screen.description, $1.navigationClass)
    }
    barSetOnDisappearing = disappearing
    // A navigation controller made empty (`[[UINavigationController alloc] init]`,
    // `UINavigationController()`) into a name no other statement of its class uses holds no
    // screen and is never shown: it has no bar anyone sees (R22.30; fresh round R's Taka, whose
    // menu makes one in `viewDidLoad` and never uses it).
    for (owner, statement, holder) in emptyNavigations
    where holder.map({ !Self.usesName($0, in: table.declarations[owner] ?? [], besides: statement) }
    )
      ?? true
    {
      madeBars.removeValue(forKey: statement)
      madeNavigations.removeAll { $0 == statement }
    }
    navigationControllersMadeInCode = madeNavigations.sorted()
    let madeHidden = madeBars.sorted { $0.key < $1.key }
    everyCodeMadeNavigationHidesItsBar =
      !madeHidden.isEmpty && madeHidden.allSatisfy({ $0.value == true })
      ? madeHidden.first?.key : nil
    barHidingNavigationsMadeInCode = hiding.sorted { $0.key < $1.key }.map {
      (name: $0.key, madeAt: $0.value)
    }
    var around: [String: Set<String>] = [:]
    for (root, navigation) in roots { around[root, default: []].insert(navigation) }
    navigationClassesAround = around.mapValues { $0.sorted() }
    barAppearanceFacts = appearance.sorted { $0.location < $1.location }
    scrollEdgeAppearanceFacts = scrollEdge.sorted { $0.location < $1.location }
    barBackgroundImages = backgroundImages.sorted { $0.location < $1.location }
    containedBarAppearance = containedAppearance.sorted()
    self.controllers = controllers
    let scrollRoots = ["UIScrollView", "UITableView", "UICollectionView", "UITextView"]
    scrollViewClasses = table.names.filter { name in
      !scrollRoots.contains(name) && scrollRoots.contains { table.inherits(name, from: $0) }
    }
    presentedFrameOverrides = table.names.filter {
      table.inherits($0, from: "UIPresentationController")
    }.flatMap { name in
      table.methods("frameOfPresentedViewInContainerView", of: name).map(\.location)
    }.sorted()
    popoverSegueDelegates = table.names.filter { name in
      let prepares =
        table.methods("prepare", of: name) + table.methods("prepareForSegue", of: name)
      return prepares.contains { method in
        method.statements.contains { Self.setsPopoverDelegateToSelf($0) }
      } && table.keepsPopover(name)
    }
    segueTransitioningDelegates = Self.segueTransitioning(table)
    segueClassStyles = Self.segueClassStyles(table)
    ownPopoverKept = Set(
      table.names.filter { name in
        table.keepsPopover(name)
          && table.declarations[name, default: []].flatMap(\.methods).contains { method in
            FactReader.isLifecycle(method.name) && !method.isStoredProperty
              && method.statements.contains {
                !$0.conditional && Self.setsOwnPopoverDelegate($0)
              }
          }
      })
    for (index, controller) in controllers.enumerated() { byName[controller.name] = index }
    self.showings = showings.sorted { $0.location < $1.location }
    self.unresolved = unresolved.sorted { $0.location < $1.location }
    frameworkOrientationAnswer = frameworkOrientations(table: table)
  }

  /// The app's own checks of the running iOS version, by method name: methods with one
  /// parameter whose one unconditional `return` compares the system version with it
  /// (RainMachine's `UIDevice` category: `- (BOOL)iOSGreaterThan:(float)version { return
  /// [[self systemVersion] floatValue] >= version; }`), with the parameter's name and the
  /// returned text.
  static func versionHelpers(_ files: [CodeFile]) -> [String: [(parameter: String, text: String)]] {
    var result: [String: [(parameter: String, text: String)]] = [:]
    for file in files {
      for method in file.classes.flatMap(\.methods) where method.parameters.count == 1 {
        guard method.statements.count == 1, !method.statements[0].conditional,
          case .returns(.unknown) = method.statements[0].kind
        else { continue }
        let text = returnedText(method.statements[0])
        guard text.contains("systemVersion") else { continue }
        result[method.name, default: []].append((method.parameters[0].name, text))
      }
    }
    return result
  }

  /// Whether `condition` calls one of the app's version checks (``versionHelpers(_:)``) with a
  /// literal that makes it hold on every iOS the audit models (``versionCheckAlwaysHolds(_:)``
  /// on its body with the literal in place of the parameter): `[[UIDevice currentDevice]
  /// iOSGreaterThan:7]`. Every method of that name must agree.
  static func appVersionCheckAlwaysHolds(
    _ condition: String, _ helpers: [String: [(parameter: String, text: String)]],
    earliest: Int = earliestModeledIOS
  ) -> Bool {
    let text = condition.trimmingCharacters(in: .whitespacesAndNewlines)
    guard text.hasPrefix("["), text.hasSuffix("]"), text.filter({ $0 == ":" }).count == 1,
      let colon = text.firstIndex(of: ":")
    else { return false }
    let literal = text[text.index(after: colon)...].dropLast()
      .trimmingCharacters(in: .whitespaces)
    let number = literal.hasSuffix("f") ? String(literal.dropLast()) : literal
    guard Double(number) != nil else { return false }
    let name = String(
      text[..<colon].reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
    guard !name.isEmpty, let bodies = helpers[name], !bodies.isEmpty else { return false }
    return bodies.allSatisfy { body in
      let replaced = body.text.replacingOccurrences(
        of: "\\b\(NSRegularExpression.escapedPattern(for: body.parameter))\\b", with: number,
        options: .regularExpression)
      return versionCheckAlwaysHolds(replaced, earliest: earliest)
    }
  }

  /// `method` with the statements that are conditional only on an `if` calling one of the app's
  /// version checks that always holds (``appVersionCheckAlwaysHolds(_:_:)``) read as
  /// unconditional, as the reader reads a system version check it knows
  /// (``versionCheckAlwaysHolds(_:)``). Their `else` stays conditional.
  ///
  /// A version macro the file sees only through the prefix header or a header elsewhere in the
  /// app (``appDefines(objectiveCFiles:)``, `versionMacros`) is read as the reader reads one from
  /// beside the file: fresh round X's SealTalk makes every navigation bar opaque under `if
  /// (IOS_FSystenVersion >= 8.0)`, where `#define IOS_FSystenVersion ([[[UIDevice currentDevice]
  /// systemVersion] floatValue])` is in a header of another folder that `PrefixHeader.pch`
  /// imports (``expandingVersionMacros(_:_:)``).
  static func resolvingVersionChecks(
    _ method: CodeMethod, _ helpers: [String: [(parameter: String, text: String)]],
    versionMacros: [String: ObjectiveCCodeReader.MacroDefinition] = [:],
    versionFunctions: [String: String] = [:],
    earliestIOS: Int = earliestModeledIOS
  ) -> CodeMethod {
    guard method.statements.contains(where: { $0.onlyIf != nil }) else { return method }
    var result = method
    for index in result.statements.indices {
      guard let condition = result.statements[index].onlyIf,
        appVersionCheckAlwaysHolds(condition, helpers, earliest: earliestIOS)
          || ((!versionMacros.isEmpty || !versionFunctions.isEmpty)
            && versionCheckAlwaysHolds(
              expandingVersionMacros(
                expandingVersionFunctions(condition, versionFunctions), versionMacros),
              earliest: earliestIOS))
      else { continue }
      result.statements[index].conditional = false
      result.statements[index].onlyIf = nil
    }
    return result
  }

  /// The app's version macros among `defines`: one-line `#define`s whose body asks
  /// `systemVersion` (`#define IOS_FSystenVersion ([[[UIDevice currentDevice] systemVersion]
  /// floatValue])`, `#define SYSTEM_VERSION_GREATER_THAN_OR_EQUAL_TO(v) (…)`).
  static func versionMacros(_ defines: [String: ObjectiveCCodeReader.MacroDefinition])
    -> [String: ObjectiveCCodeReader.MacroDefinition]
  {
    defines.filter { $0.value.body.contains("systemVersion") }
  }

  /// `condition` with the app's version macros written out: a condition that is one use of a
  /// macro (``ObjectiveCCodeReader/expandedMacro(_:_:)``, arguments in place of parameters), or
  /// a macro without parameters used inside it (`IOS_FSystenVersion >= 8.0`), written as its
  /// body — without the body's outer parentheses when what they hold is one message send, so
  /// that the check reads as the system's (`[[[UIDevice currentDevice] systemVersion]
  /// floatValue] >= 8.0`). Anything else is left as it is.
  static func expandingVersionMacros(
    _ condition: String, _ macros: [String: ObjectiveCCodeReader.MacroDefinition]
  ) -> String {
    if let whole = ObjectiveCCodeReader.expandedMacro(condition, macros) { return whole }
    var result = ""
    var word = ""
    func flush() {
      if let macro = macros[word], macro.parameters == nil {
        var body = Substring(macro.body.trimmingCharacters(in: .whitespaces))
        var steps = 0
        while steps < 4, body.hasPrefix("("), body.hasSuffix(")"),
          balanced(body.dropFirst().dropLast())
        {
          body = body.dropFirst().dropLast().trimmingCharacters(in: .whitespaces)[...]
          steps += 1
        }
        let oneSend =
          body.hasPrefix("[") && body.hasSuffix("]")
          && balanced(body.dropFirst().dropLast())
        result += oneSend ? String(body) : "(" + body + ")"
      } else {
        result += word
      }
      word = ""
    }
    for character in condition {
      if character.isLetter || character.isNumber || character == "_" {
        word.append(character)
      } else {
        flush()
        result.append(character)
      }
    }
    flush()
    return result
  }

  /// `….popoverPresentationController….delegate = self` (or `[… setDelegate:self]` on one).
  /// A type's method that is handed the controller or view to show its screen from (`static
  /// func present(from parent: UIViewController)`, `+ (void)showIn:(UIView *)container`) and
  /// that no code of the app calls: what it shows, it shows from a presenter only a caller
  /// supplies, so an uncalled one shows nothing (fresh round W's CosmicCypher: a never-called
  /// `present(from:)` beside the `present(in:)` that puts the screen into a container, "shown
  /// in 2 ways"). A call is any call naming the method with its argument labels, on any
  /// receiver (an app rarely reuses a helper's whole signature for another call).
  static func isUncalledPresenterHelper(
    _ method: CodeMethod, of owner: String, in files: [CodeFile]
  ) -> Bool {
    guard method.isStatic, !method.parameters.isEmpty, !method.isStoredProperty else {
      return false
    }
    /// Whether a call's argument labels are the method's (a parameter with a default value may
    /// be left out): `present(in:parent:)` is not a call of `present(from:)`, nor is UIKit's
    /// `present(_:animated:completion:)`.
    func matches(_ arguments: [CodeArgument]) -> Bool {
      var next = 0
      for parameter in method.parameters {
        if next < arguments.count, arguments[next].label == parameter.label {
          next += 1
        } else if !parameter.hasDefault {
          return false
        }
      }
      return next == arguments.count
    }
    func calls(_ expression: CodeExpression, depth: Int) -> Bool {
      guard depth < 64 else { return false }
      switch expression {
      case .call(let callee, let arguments):
        switch callee {
        case .name(let name) where name == method.name && matches(arguments): return true
        case .member(_, let name) where name == method.name && matches(arguments): return true
        default: break
        }
        return calls(callee, depth: depth + 1)
          || arguments.contains { calls($0.value, depth: depth + 1) }
      case .member(let base, _): return calls(base, depth: depth + 1)
      case .cast(let inner, _): return calls(inner, depth: depth + 1)
      case .array(let list), .union(let list):
        return list.contains { calls($0, depth: depth + 1) }
      // An expression the reader keeps as text: a call in it counts (`#selector(present(from:))`,
      // a closure handed on).
      case .unknown(let text):
        return text.contains(method.name + "(") || text.contains(method.name + ":")
      default: return false
      }
    }
    for file in files {
      for other in file.classes.flatMap(\.methods) + file.freeMethods where other != method {
        for statement in other.statements {
          switch statement.kind {
          case .bind(_, let value), .returns(let value), .evaluate(let value):
            if calls(value, depth: 0) { return false }
          case .assign(let target, let value):
            if calls(target, depth: 0) || calls(value, depth: 0) { return false }
          }
        }
      }
    }
    return true
  }

  /// ``segueTransitioningDelegates`` of `table`.
  static func segueTransitioning(_ table: ClassTable) -> [String: [SegueTransitioning]] {
    var result: [String: [SegueTransitioning]] = [:]
    for name in table.names {
      let prepares = table.methods("prepare", of: name) + table.methods("prepareForSegue", of: name)
      for method in prepares {
        for statement in method.statements {
          switch statement.kind {
          case .assign(.member(_, "transitioningDelegate"), _),
            .evaluate(.call(.member(_, "setTransitioningDelegate"), _)):
            break
          default: continue
          }
          // The branches around a statement that test the segue's identifier, and the names
          // they test.
          func identifiers(around statement: CodeStatement) -> [String] {
            method.branches.filter {
              $0.body.contains(statement.location) && $0.condition.contains("identifier")
            }.flatMap { stringLiterals(in: $0.condition) }
          }
          // `controller.modalPresentationStyle = UIModalPresentationCustom` in the same branch
          // (or, for an unconditional delegate, anywhere unconditional in the method).
          func customStyle(matching names: [String]?) -> SourceLocation? {
            method.statements.first { other in
              let value: CodeExpression
              switch other.kind {
              case .assign(.member(_, "modalPresentationStyle"), let assigned): value = assigned
              case .evaluate(.call(.member(_, "setModalPresentationStyle"), let arguments))
              where arguments.count == 1:
                value = arguments[0].value
              default: return false
              }
              guard FactReader.presentationStyle(value) == "custom" else { return false }
              guard let names else { return !other.conditional }
              return other.conditional && identifiers(around: other) == names
            }?.location
          }
          // `controller.modalPresentationCapturesStatusBarAppearance = true` anywhere in it.
          let captures = method.statements.first { other in
            guard
              case .assign(.member(_, "modalPresentationCapturesStatusBarAppearance"), let value) =
                other.kind
            else { return false }
            return FactReader.boolean(value) == true
          }?.location
          guard statement.conditional else {
            result[name, default: []].append(
              SegueTransitioning(
                identifiers: nil, location: statement.location,
                customStyleLocation: customStyle(matching: nil),
                capturesStatusBarLocation: captures))
            continue
          }
          let names = identifiers(around: statement)
          guard !names.isEmpty else { continue }
          result[name, default: []].append(
            SegueTransitioning(
              identifiers: names, location: statement.location,
              customStyleLocation: customStyle(matching: names),
              capturesStatusBarLocation: captures))
        }
      }
    }
    return result
  }

  /// ``segueClassStyles`` of `table`: each `UIStoryboardSegue` subclass's `perform()`, read
  /// up to its `super.perform()` (what it sets after that comes too late for the
  /// presentation). `destination.modalPresentationStyle = .pageSheet` (or
  /// `destinationViewController`, `[self.destinationViewController setModalPresentationStyle:…]`)
  /// unconditionally sets the style on every device; inside a branch of the idiom — tested
  /// directly (`traitCollection.userInterfaceIdiom == .pad`) or through a local bound to it
  /// (`let idiom = source.traitCollection.userInterfaceIdiom; if idiom == .pad`) — on that
  /// idiom only.
  static func segueClassStyles(_ table: ClassTable) -> [String: SegueClassStyle] {
    var result: [String: SegueClassStyle] = [:]
    for name in table.names where table.inherits(name, from: "UIStoryboardSegue") {
      guard let method = table.methods("perform", of: name).first else { continue }
      var idiomLocals: Set<String> = []
      var byIdiom: [String: String] = [:]
      var location: SourceLocation?
      var unreadable = false
      scan: for statement in method.statements {
        let value: CodeExpression
        switch statement.kind {
        case .bind(let local, let bound):
          if isDeviceIdiom(bound) { idiomLocals.insert(local) }
          continue
        case .evaluate(.call(.member(.name("super"), "perform"), _)):
          break scan
        case .assign(.member(let base, "modalPresentationStyle"), let assigned)
        where isSegueDestination(base):
          value = assigned
        case .evaluate(.call(.member(let base, "setModalPresentationStyle"), let arguments))
        where isSegueDestination(base) && arguments.count == 1:
          value = arguments[0].value
        default:
          continue
        }
        guard let style = FactReader.presentationStyle(value) else {
          unreadable = true
          break scan
        }
        let idioms: [String]
        if !statement.conditional {
          idioms = ["phone", "pad"]
        } else if let idiom = statement.idiom
          ?? statement.idiomTest.flatMap({ idiomOfLocalTest($0, locals: idiomLocals) })
        {
          idioms = [idiom]
        } else {
          unreadable = true
          break scan
        }
        for idiom in idioms { byIdiom[idiom] = style }
        location = location ?? statement.location
      }
      if !unreadable, let location, !byIdiom.isEmpty {
        result[name] = SegueClassStyle(byIdiom: byIdiom, location: location)
      }
    }
    return result
  }

  /// Whether `expression` is the device's idiom (`….userInterfaceIdiom`,
  /// `UI_USER_INTERFACE_IDIOM()`).
  static func isDeviceIdiom(_ expression: CodeExpression) -> Bool {
    if case .call(.name("UI_USER_INTERFACE_IDIOM"), _) = expression { return true }
    return expression.lastName == "userInterfaceIdiom"
  }

  /// Whether `expression` is a segue's destination (`destination`, `self.destination`,
  /// `self.destinationViewController`).
  static func isSegueDestination(_ expression: CodeExpression) -> Bool {
    expression.lastName == "destination" || expression.lastName == "destinationViewController"
  }

  /// The idiom a branch `condition` holds on, when it compares a local bound to the device's
  /// idiom (one of `locals`) with one (`idiom == .pad`; `!(…)` on the `else` side).
  static func idiomOfLocalTest(_ condition: String, locals: Set<String>) -> String? {
    let text = condition.trimmingCharacters(in: .whitespacesAndNewlines)
    if text.hasPrefix("!("), text.hasSuffix(")") {
      return otherIdiom(idiomOfLocalTest(String(text.dropFirst(2).dropLast()), locals: locals))
    }
    let sides = text.components(separatedBy: text.contains("!=") ? "!=" : "==")
    guard sides.count == 2,
      let local = sides.map({ $0.trimmingCharacters(in: .whitespaces) }).first(
        where: locals.contains)
    else { return nil }
    let rest = sides.map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0 != local }
    guard rest.count == 1 else { return nil }
    return deviceIdiomTested(
      "userInterfaceIdiom" + (text.contains("!=") ? " != " : " == ") + rest[0])
  }

  /// The contents of the string literals in `text` (`@"showCamera"`, `"showCamera"`), in order.
  static func stringLiterals(in text: String) -> [String] {
    var result: [String] = []
    var current: String?
    for character in text {
      if character == "\"" {
        if let literal = current { result.append(literal) }
        current = current == nil ? "" : nil
      } else if current != nil {
        current?.append(character)
      }
    }
    return result
  }

  /// A controller's own code making itself its popover's delegate: Swift's implicit
  /// `popoverPresentationController!.delegate = self`, or any ``setsPopoverDelegateToSelf(_:)``
  /// form.
  static func setsOwnPopoverDelegate(_ statement: CodeStatement) -> Bool {
    if case .assign(.member(let base, "delegate"), let value) = statement.kind,
      value.uncast.isSelf, case .name("popoverPresentationController") = base.uncast
    {
      return true
    }
    return setsPopoverDelegateToSelf(statement)
  }

  static func setsPopoverDelegateToSelf(_ statement: CodeStatement) -> Bool {
    func reachesPopover(_ expression: CodeExpression) -> Bool {
      var current = expression.uncast
      var steps = 0
      while steps < 32 {
        steps += 1
        switch current {
        case .member(let base, let name):
          if name == "popoverPresentationController" { return true }
          current = base.uncast
        case .call(.member(let base, let name), _):
          if name == "popoverPresentationController" { return true }
          current = base.uncast
        default:
          return false
        }
      }
      return false
    }
    switch statement.kind {
    case .assign(.member(let base, "delegate"), let value):
      return value.uncast.isSelf && reachesPopover(base)
    case .evaluate(.call(.member(let base, "setDelegate"), let arguments)):
      return arguments.first?.value.uncast.isSelf == true && reachesPopover(base)
    default:
      return false
    }
  }

  // MARK: Questions

  /// The controller class `name` (a Swift module prefix, `App.Reader`, is ignored).
  public func controller(named name: String) -> ControllerClass? {
    let plain = name.split(separator: ".").last.map(String.init) ?? name
    return byName[plain].map { controllers[$0] }
  }

  /// ``controllers`` by name (lookups only).
  private var byName: [String: Int] = [:]

  /// The facts that hold for class `name`: its own, then each superclass's for the kinds (and
  /// subjects) it does not state itself; nearest first.
  /// The app delegate's orientation lock `name` (or a superclass) sets while it shows, when its
  /// locking code sets one literal mask (``CodeFact/Kind/appOrientationLock``): the app's answer
  /// for every window while the screen is on top, whatever container holds it. `nil` when it
  /// sets none, or sets different masks (the last one set would depend on the order the
  /// callbacks run in and on the previous screen).
  public func appOrientationLock(of name: String) -> CodeFact? {
    var current: String? = name
    var steps = 0
    while let className = current, let at = byName[className], steps < 64 {
      let locks = controllers[at].facts.filter { $0.kind == .appOrientationLock }
      if let first = locks.first {
        return locks.allSatisfy({ $0.value == first.value }) ? first : nil
      }
      current = controllers[at].superclass
      steps += 1
    }
    return nil
  }

  public func facts(of name: String) -> [CodeFact] {
    var result: [CodeFact] = []
    var stated: Set<String> = []
    var current: String? = name
    var steps = 0
    while let className = current, let at = byName[className], steps < 64 {
      var own: Set<String> = []
      for fact in controllers[at].facts {
        let key = fact.kind.rawValue + "\u{0}" + (fact.subject ?? "")
        guard !stated.contains(key) else { continue }
        result.append(fact)
        own.insert(key)
      }
      stated.formUnion(own)
      current = controllers[at].superclass
      steps += 1
    }
    return result
  }

  /// Every navigation bar's translucency as the app's code sets it through the appearance
  /// proxy, with the statement that sets it: `nil` when no statement does, or when the
  /// statements are on runtime branches, not literals, or disagree (the value then depends on
  /// which runs last). A bar's own `isTranslucent`, set by a screen's code, still wins: it is set
  /// on the instance after the proxy's value.
  ///
  /// A statement on a runtime branch (`if #available(iOS 15.0, *) { … }`) that writes the same
  /// literal as an unconditional one does not change the answer: whichever runs last, every bar
  /// gets that value.
  public var navigationBarAppearance: (translucent: Bool, fact: CodeFact)? {
    guard
      let first = barAppearanceFacts.first(where: {
        if case .bool = $0.value { return true }
        return false
      }),
      case .bool(let translucent) = first.value,
      barAppearanceFacts.allSatisfy({
        $0.value == .bool(translucent)
          || $0.value == .unresolved(AppearanceReader.onABranch(translucent))
      })
    else { return nil }
    return (translucent, first)
  }

  /// Whether every navigation bar is given a scroll-edge appearance that draws a background
  /// through the appearance proxy, with the statement: `nil` when no statement sets one, or the
  /// statements are on runtime branches, not read, or disagree (as ``navigationBarAppearance``:
  /// a statement on a runtime branch that writes what an unconditional one writes changes
  /// nothing).
  public var navigationBarScrollEdgeAppearance: (draws: Bool, fact: CodeFact)? {
    guard
      let first = scrollEdgeAppearanceFacts.first(where: {
        if case .bool = $0.value { return true }
        return false
      }),
      case .bool(let draws) = first.value,
      scrollEdgeAppearanceFacts.allSatisfy({
        $0.value == .bool(draws) || $0.value == .unresolved(AppearanceReader.onABranch(draws))
      })
    else { return nil }
    return (draws, first)
  }

  /// Whether class `name` is `root` or inherits from it, by the superclasses the app's
  /// declarations name.
  func inherits(_ name: String, from root: String) -> Bool {
    var current: String? = name
    var steps = 0
    while let className = current, steps < 64 {
      if className == root { return true }
      current = byName[className].flatMap { controllers[$0].superclass }
      steps += 1
    }
    return false
  }

  /// The translucency a `UINavigationController` subclass's own code gives its bar
  /// (`self.navigationBar.translucent = NO` in its `viewDidLoad`, or a superclass's), with the
  /// statement; `nil` when its code sets none (the appearance proxy's or the default's then),
  /// sets it on a runtime branch, or `name` is no navigation controller class. A bar's
  /// `translucent` set on the instance holds for every screen the controller holds: "If the
  /// navigation bar doesn't have a custom background image, or if any pixel of the background
  /// image has an alpha value of less than 1.0, the default value of this property is true"
  /// (Apple's documentation of `UINavigationBar.isTranslucent`; the header: "You may force an
  /// opaque background by setting the property to NO"); an opaque bar's controllers start below
  /// it (R22.4).
  public func ownBarTranslucency(ofNavigationClass name: String) -> (
    translucent: Bool, fact: CodeFact
  )? {
    guard inherits(name, from: "UINavigationController"),
      let fact = facts(of: name).first(where: {
        $0.kind == .navigationBarTranslucent && $0.subject == "navigationBar"
      }),
      case .bool(let translucent) = fact.value
    else { return nil }
    return (translucent, fact)
  }

  /// The bar of the navigation controllers the app's code makes around screens of class `name`
  /// (``navigationClassesAround``), when every one of them is of a class whose own code sets its
  /// bar's translucency (``ownBarTranslucency(ofNavigationClass:)``) and they agree; `nil`
  /// otherwise (none is made, or one is a plain `UINavigationController`, whose bar is as the
  /// appearance proxy or the default makes it). Alfresco (fresh round J): every navigation
  /// controller around its settings and sites screens is a `NavigationViewController`, whose
  /// `viewDidLoad` sets `self.navigationBar.translucent = NO`.
  public func barOfNavigations(around name: String) -> (
    translucent: Bool, navigation: String, fact: CodeFact
  )? {
    let plain = name.split(separator: ".").last.map(String.init) ?? name
    guard let classes = navigationClassesAround[plain], !classes.isEmpty else { return nil }
    var result: (translucent: Bool, navigation: String, fact: CodeFact)?
    for navigation in classes {
      guard let (translucent, fact) = ownBarTranslucency(ofNavigationClass: navigation),
        result == nil || result?.translucent == translucent
      else { return nil }
      if result == nil { result = (translucent, navigation, fact) }
    }
    return result
  }

  /// The bar of the navigation controllers that hold screens of class `name` on their stack:
  /// ``barOfNavigations(around:)`` when the code makes them around `name`; else, when the code
  /// shows `name` only by pushes from controllers the index holds, the bar of the navigation
  /// controllers holding those pushers, in turn, when they all agree. A pushed controller goes
  /// onto its pusher's navigation controller ("The object in the viewController parameter
  /// becomes the top view controller on the navigation stack", Apple's documentation of
  /// `pushViewController(_:animated:)`) and shares its one bar (`navigationBar`: "The
  /// navigation bar managed by the navigation controller", Apple's documentation of
  /// `UINavigationController.navigationBar`). Round K: Fresco's settings screens, pushed by
  /// `FRSSettingsViewController`, itself pushed by the profile screen that the code pushes
  /// first onto an `FRSNavigationController`, whose `viewDidLoad` sets `translucent = NO`.
  /// A pusher already being followed (a screen pushing its own kind) adds no other bar; `nil`
  /// when a pusher's bar is not known or two disagree.
  public func barOfNavigations(holding name: String) -> (
    translucent: Bool, navigation: String, fact: CodeFact
  )? {
    var visiting: Set<String> = []
    return barOfNavigations(holding: Self.plain(name), visiting: &visiting)
  }

  private func barOfNavigations(holding name: String, visiting: inout Set<String>) -> (
    translucent: Bool, navigation: String, fact: CodeFact
  )? {
    if let around = barOfNavigations(around: name) { return around }
    guard navigationClassesAround[name]?.isEmpty ?? true, visiting.count < 16,
      visiting.insert(name).inserted
    else { return nil }
    let shown = showings(ofClass: name)
    guard !shown.isEmpty,
      shown.allSatisfy({
        $0.way == .pushed && !$0.inNavigationController && pushedByAController($0)
      })
    else { return nil }
    var result: (translucent: Bool, navigation: String, fact: CodeFact)?
    for showing in shown {
      guard let pusher = showing.shownBy.map(Self.plain) else { return nil }
      if visiting.contains(pusher) { continue }
      guard let bar = barOfNavigations(holding: pusher, visiting: &visiting),
        result == nil || result?.translucent == bar.translucent
      else { return nil }
      if result == nil { result = bar }
    }
    return result
  }

  /// For a push: the pushing screen's own code hiding (or showing) its navigation controller's
  /// bar, which the pushed screen then shares, with the statement that says so; `nil` when
  /// `showing` is no push, names no pusher, or the pusher's code says nothing. A navigation
  /// controller's bar state (`isNavigationBarHidden`) belongs to the controller, not to the
  /// pushed item, and stays as set until changed: `pushViewController(_:animated:)` keeps it
  /// (Apple's documentation of `UINavigationController`, "Showing and hiding the navigation
  /// bar", and of `setNavigationBarHidden(_:animated:)`). The one rule for a pushed storyboard
  /// scene (``pushTarget(of:identifiers:)``) and a pushed code screen.
  ///
  /// A pusher whose own code says nothing leaves the bar as it found it: when the code shows the
  /// pusher only by pushes, and every one of its pushers leaves the bar in the same state (their
  /// own code, or, in turn, theirs), that is the state (a root that hides the bar in
  /// `viewDidLoad` hides it for every screen pushed after it, until one shows it).
  /// Whether the code that pushes `showing` is a controller's the index holds: a push from
  /// other code (a view's, a helper that finds "the current navigation controller") finds a
  /// navigation controller whose bar's state is not known statically.
  public func pushedByAController(_ showing: ScreenShowing) -> Bool {
    guard showing.way == .pushed, let pusher = showing.shownBy else { return false }
    return controller(named: Self.plain(pusher)) != nil
  }

  /// For a push by a controller that no code the reader resolves shows, and around which the
  /// code makes no navigation controller (a tab made from a class name in data,
  /// `NSClassFromString(name) as? BaseViewController.Type`): a navigation controller class the
  /// app's code makes whose own code hides its bar (the first by name), with where it is made.
  /// The push goes onto the pusher's navigation controller, which may be one of those, so
  /// whether the pushed screen's bar is shown is not known statically (R22.27). `nil` when
  /// `showing` is no push by a controller, the pusher's showing or container is known, or the
  /// app makes no such class. Round P's weiboSwift (KlayThompson): every tab is wrapped in a
  /// `MainNavigationController`, whose `viewDidLoad` does `navigationBar.isHidden = true`, around
  /// a class named in a JSON file; its 8 pushed-screen findings assumed a shown bar.
  public func barHidingNavigation(mayHold showing: ScreenShowing) -> (
    name: String, madeAt: SourceLocation
  )? {
    guard pushedByAController(showing), !showing.inNavigationController,
      let pusher = showing.shownBy.map(Self.plain),
      let hiding = barHidingNavigationsMadeInCode.first,
      navigationClassesAround[pusher]?.isEmpty ?? true, showings(ofClass: pusher).isEmpty
    else { return nil }
    return hiding
  }

  /// For a push: the translucency the screens before it leave on the bar of the navigation
  /// controller it goes onto, with the statement that set it; `nil` when `showing` is no push by
  /// a controller, or the code does not settle it. A screen whose own lifecycle code sets
  /// `self.navigationController.navigationBar.translucent` sets it for the one bar every screen
  /// on that stack shares, and it stays as set until changed: "The navigation bar managed by
  /// the navigation controller" (Apple's documentation of `UINavigationController
  /// .navigationBar`), pushes keep it (`pushViewController(_:animated:)`), and `isTranslucent`
  /// set on it holds until changed (Apple's documentation of `UINavigationBar.isTranslucent`).
  /// A screen that says nothing leaves the bar as it found it: the bar of the screens that push
  /// it or add it as a child (a child's `navigationController` is its parent's), when they all
  /// agree, in turn (up to 16 levels; a screen already followed, pushing its own kind, adds no
  /// other bar), or `holding(name)`, what else is known of the navigation controller that holds
  /// it (a storyboard's, a code-made subclass's own bar). A statement on a runtime branch that
  /// writes the value the bar already has changes nothing; one that writes another leaves it
  /// unknown. The one walk for storyboard scenes and code screens (since the eleventh session;
  /// before, code screens had a second walk that followed children but not `holding`).
  /// Round K's RainMachine: every screen of its provisioning wizard is pushed, in turn, from
  /// screens whose base class's `viewDidLoad` makes the bar opaque (`BaseViewController.m:42`),
  /// and the wizard's own screens write the same value on a branch; TodayNewsSwift3.0's home
  /// tab makes its bar opaque, and its child list pushes the article screen.
  public func barTranslucencyByPusher(
    of showing: ScreenShowing,
    holding: (String) -> (translucent: Bool, fact: CodeFact)? = { _ in nil }
  ) -> (translucent: Bool, fact: CodeFact)? {
    guard showing.way == .pushed, shownByAController(showing), let pusher = showing.shownBy
    else { return nil }
    var visiting: Set<String> = []
    return barTranslucency(leftBy: Self.plain(pusher), holding: holding, visiting: &visiting)
  }

  /// Whether the code that pushes `showing` or adds it as a child is a controller's the index
  /// holds.
  func shownByAController(_ showing: ScreenShowing) -> Bool {
    guard showing.way == .pushed || showing.way == .child, let shower = showing.shownBy else {
      return false
    }
    return controller(named: Self.plain(shower)) != nil
  }

  /// The translucency screens of class `name` leave on their navigation controller's bar
  /// (``barTranslucencyByPusher(of:holding:)``).
  private func barTranslucency(
    leftBy name: String, holding: (String) -> (translucent: Bool, fact: CodeFact)?,
    visiting: inout Set<String>
  ) -> (translucent: Bool, fact: CodeFact)? {
    let own = facts(of: name).filter {
      $0.kind == .navigationBarTranslucent && $0.subject == "navigationController"
    }
    var set: (translucent: Bool, fact: CodeFact)?
    for fact in own {
      guard case .bool(let value) = fact.value else { continue }
      guard set.map({ $0.translucent == value }) ?? true else { return nil }
      if set == nil { set = (value, fact) }
    }
    let found: (translucent: Bool, fact: CodeFact)
    if let set {
      found = set
    } else if let held = holding(name) {
      found = held
    } else {
      guard visiting.count < 16, visiting.insert(name).inserted else { return nil }
      defer { visiting.remove(name) }
      let shown = showings(ofClass: name)
      guard !shown.isEmpty,
        shown.allSatisfy({ !$0.inNavigationController && shownByAController($0) })
      else { return nil }
      var incoming: (translucent: Bool, fact: CodeFact)?
      for showing in shown {
        guard let pusher = showing.shownBy.map(Self.plain) else { return nil }
        if visiting.contains(pusher) { continue }
        guard let bar = barTranslucency(leftBy: pusher, holding: holding, visiting: &visiting),
          incoming.map({ $0.translucent == bar.translucent }) ?? true
        else { return nil }
        if incoming == nil { incoming = bar }
      }
      guard let incoming else { return nil }
      found = incoming
    }
    // A branch that writes what the bar already is changes nothing; any other leaves it unknown.
    for fact in own where !fact.value.isResolved {
      guard fact.value == .unresolved(AppearanceReader.onABranch(found.translucent)) else {
        return nil
      }
    }
    return found
  }

  /// Whether a statement of `declarations` other than the one at `location` names `holder`
  /// (`self.nav`, `_nav`, `nav`), by the statements' text.
  static func usesName(
    _ holder: String, in declarations: [CodeClassDeclaration], besides location: SourceLocation
  ) -> Bool {
    declarations.contains { declaration in
      declaration.methods.contains { method in
        method.statements.contains { statement in
          statement.location != location
            && (Self.mentions(statement.snippet, holder)
              || Self.mentions(statement.snippet, "_" + holder))
        }
      }
    }
  }

  /// Whether `text` holds `name` as a whole word.
  static func mentions(_ text: String, _ name: String) -> Bool {
    var rest = text[...]
    while let range = rest.range(of: name) {
      let before =
        range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
      let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
      let word = { (c: Character?) in c.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
      if !word(before), !word(after) { return true }
      rest = text[range.upperBound...]
    }
    return false
  }

  /// Whether screens of class `name` hide their navigation controller's bar by their own
  /// lifecycle code (a resolved `navigationBarHidden` fact, `true`, theirs or a superclass's)
  /// and none of those classes sets the bar again when it disappears
  /// (``barSetOnDisappearing``): the bar stays hidden for the screens pushed after them, as
  /// `isNavigationBarHidden` stays as set until changed (R22.29, R22.30).
  public func hidesHeldBarForGood(_ name: String) -> Bool {
    let name = Self.plain(name)
    guard
      let fact = facts(of: name).first(where: {
        $0.kind == .navigationBarHidden && $0.subject == nil
      }),
      case .bool(true) = fact.value
    else { return false }
    var current: String? = name
    var steps = 0
    while let type = current, steps < 64 {
      if barSetOnDisappearing.contains(type) { return false }
      current = controller(named: type)?.superclass.map(Self.plain)
      steps += 1
    }
    return true
  }

  public func barHiddenByPusher(of showing: ScreenShowing) -> (hidden: Bool, fact: CodeFact)? {
    guard showing.way == .pushed, let pusher = showing.shownBy else { return nil }
    var visiting: Set<String> = []
    return barState(leftBy: Self.plain(pusher), visiting: &visiting)
  }

  /// The navigation bar state screens of class `name` leave on their navigation controller
  /// when they push (``barHiddenByPusher(of:)``); `nil` when the code does not settle it.
  private func barState(leftBy name: String, visiting: inout Set<String>)
    -> (hidden: Bool, fact: CodeFact)?
  {
    if case .settled(let hidden, let fact) = barWalk(leftBy: name, visiting: &visiting) {
      return (hidden, fact)
    }
    return nil
  }

  /// What the walk of ``barState(leftBy:visiting:)`` finds for one screen class.
  private enum BarWalk {
    case settled(Bool, CodeFact)
    /// Every way the code shows it comes back to a screen already being followed: it adds no
    /// state of its own.
    case onlyLoops
    case unknown
  }

  private func barWalk(leftBy name: String, visiting: inout Set<String>) -> BarWalk {
    if let fact = facts(of: name).first(where: {
      $0.kind == .navigationBarHidden && $0.subject == nil
    }) {
      guard case .bool(let hidden) = fact.value else { return .unknown }
      return .settled(hidden, fact)
    }
    guard visiting.count < 16, visiting.insert(name).inserted else { return .unknown }
    defer { visiting.remove(name) }
    let shown = showings(ofClass: name)
    var found: (hidden: Bool, fact: CodeFact)?
    func agree(_ hidden: Bool, _ fact: CodeFact) -> Bool {
      guard found.map({ $0.hidden == hidden }) ?? true else { return false }
      if found == nil { found = (hidden, fact) }
      return true
    }
    for showing in shown {
      // Made the root of a navigation controller whose bar the showing code hides or shows
      // (`nav.navigationBarHidden = YES; window.rootViewController = nav`): the state it starts
      // with, which stays until changed (R22.29; fresh round Q's MedRep: the sign-in screen is
      // the window's root in such a navigation controller and pushed by screens that hide the
      // bar themselves, and pushes the forgotten-password screens).
      if showing.way != .pushed, showing.way != .child, showing.inNavigationController,
        let hidden = showing.navigationBarHidden
      {
        let fact = CodeFact(
          kind: .navigationBarHidden, subject: nil, value: .bool(hidden),
          location: showing.location, snippet: showing.snippet, method: "")
        guard agree(hidden, fact) else { return .unknown }
        continue
      }
      // A child controller's `navigationController` is its parent's (the nearest ancestor
      // navigation controller): what the parent left is what the child's pushes find.
      guard showing.way == .pushed || showing.way == .child, showing.navigationBarHidden == nil,
        let pusher = showing.shownBy.map(Self.plain)
      else { return .unknown }
      // A pusher already being followed (the flow comes back to it: sign-in → verified →
      // welcome → sign-in) adds no other state: its state is what the rest of the walk finds,
      // as in ``barOfNavigations(holding:)`` (R22.29; fresh round Q's MedRep).
      if visiting.contains(pusher) { continue }
      switch barWalk(leftBy: pusher, visiting: &visiting) {
      case .settled(let hidden, let fact):
        guard agree(hidden, fact) else { return .unknown }
      case .onlyLoops:
        continue
      case .unknown:
        return .unknown
      }
    }
    if let found { return .settled(found.hidden, found.fact) }
    return shown.isEmpty ? .unknown : .onlyLoops
  }

  /// The showings of `screen`.
  public func showings(of screen: ScreenShowing.Screen) -> [ScreenShowing] {
    showings.filter { $0.screen == screen }
  }

  /// The class of the controller that fills the window whenever screens of class `name` are
  /// shown (the window's root or a controller presented full screen, itself or the outermost
  /// container the showing statement makes around it; for a pushed or child screen, its
  /// pusher's or parent's), when every showing the code makes agrees; `nil` when the code
  /// does not settle it (a showing UIKit or the storyboard makes, a sheet, a split column).
  /// UIKit asks only that controller for the supported orientations: "the root view
  /// controller or the topmost modal view controller that fills the window" (Apple's
  /// documentation of `supportedInterfaceOrientations`). The same walk as
  /// ``windowFillingLock(of:appWideNavigation:)`` (``fillerWalk(of:appWideNavigation:)``).
  public func windowFillingClass(of name: String) -> String? {
    guard let answers = fillerWalk(of: name, appWideNavigation: false),
      let filler = answers.first?.filler,
      answers.allSatisfy({ $0.filler == filler })
    else { return nil }
    return filler
  }

  /// The `supportedInterfaceOrientations` of the controller that fills the window whenever
  /// screens of class `name` are shown, when every way the code shows them leads to fillers
  /// that answer alike (the same fact value, or none of them answering, which is UIKit's
  /// default and the app's Info.plist); `nil` when the code does not settle it, or settles it
  /// on no answer. Unlike ``windowFillingClass(of:)`` the fillers may be different classes: a
  /// screen pushed from eight screens, some in a tab bar controller and some presented in a
  /// navigation controller subclass, takes their one lock when both answer portrait. UIKit
  /// asks only the filler ("the root view controller or the topmost modal view controller that
  /// fills the window", Apple's documentation of `supportedInterfaceOrientations`).
  ///
  /// A push whose pusher's own showing does not settle it (a child controller the code adds
  /// from an array it cannot follow, a view's push onto "the current navigation controller")
  /// lands on one of the navigation controllers the app makes: when `appWideNavigation` (the
  /// caller knows the app has no storyboard or xib navigation controller) and every
  /// navigation controller the code makes and shows is under fillers that answer alike, and no
  /// showing of a root or a presentation is left unresolved, that answer holds for it too.
  public func windowFillingLock(of name: String, appWideNavigation: Bool = false) -> CodeFact? {
    guard let answers = fillerWalk(of: name, appWideNavigation: appWideNavigation),
      let fact = answers.first?.fact,
      answers.allSatisfy({ $0.fact?.value == fact.value })
    else { return nil }
    return fact
  }

  /// One answer a window-filling controller gives for screens of class `name`
  /// (``windowFillingAnswers(of:appWideNavigation:)``).
  public struct FillerAnswer: Hashable, Sendable {
    /// The filler's `supportedInterfaceOrientations` fact; `nil`: it does not answer (UIKit's
    /// default, the app's orientations).
    public var fact: CodeFact?
    /// The filler's class; `nil` for a push onto one of the app's navigation controllers.
    public var filler: String?
    /// How the screen gets there: the class that pushes, presents or adds it, else the line
    /// that shows it.
    public var via: String
  }

  /// Every answer the controllers that fill the window whenever screens of class `name` are
  /// shown give, one per showing and filler (in the code's order), when every showing leads
  /// to known fillers (the same walk as ``windowFillingLock(of:appWideNavigation:)``); `nil`
  /// when one does not. Unlike that lock the answers may differ: a screen pushed from a
  /// portrait-only tab bar controller's tab and from a navigation controller presented full
  /// screen that allows landscape turns under the second only, so what it shows in landscape
  /// holds for some of its showings, not all.
  public func windowFillingAnswers(of name: String, appWideNavigation: Bool = false)
    -> [FillerAnswer]?
  {
    guard let answers = fillerWalk(of: name, appWideNavigation: appWideNavigation) else {
      return nil
    }
    var found: [FillerAnswer] = []
    for answer in answers where !found.contains(answer) { found.append(answer) }
    return found
  }

  /// The one walk behind ``windowFillingClass(of:)``, ``windowFillingLock(of:appWideNavigation:)``
  /// and ``windowFillingAnswers(of:appWideNavigation:)``: for each showing of class `name` in the
  /// code's order, the answers of the fillers it leads to, with the class that pushes, presents
  /// or adds the screen (else the line that shows it); `nil` when one showing's filler is not
  /// known, or the code shows `name` nowhere.
  private func fillerWalk(of name: String, appWideNavigation: Bool) -> [FillerAnswer]? {
    var visiting: Set<String> = []
    let navigation = appWideNavigation ? navigationLock() : nil
    let plainName = Self.plain(name)
    visiting.insert(plainName)
    var found: [FillerAnswer] = []
    for showing in showings(ofClass: plainName) {
      guard let answers = fillerAnswers(showing, name: plainName, navigation, &visiting) else {
        return nil
      }
      let via = showing.shownBy.map { "'\(Self.plain($0))'" } ?? showing.location.fileNameAndLine
      found += answers.map { FillerAnswer(fact: $0.fact, filler: $0.filler, via: via) }
    }
    return found.isEmpty ? nil : found
  }

  /// The answers of the fillers showing `showing` of class `name` leads to; `nil` when one is
  /// not known.
  private func fillerAnswers(
    _ showing: ScreenShowing, name: String, _ navigation: CodeFact??,
    _ visiting: inout Set<String>
  ) -> [(fact: CodeFact?, filler: String?)]? {
    switch showing.way {
    case .windowRoot:
      return filling(showing, name: name).map { [(orientationFact(of: $0), $0)] }
    case .presented:
      guard case .name(let style) = showing.presentationStyle,
        ["fullScreen", "overFullScreen"].contains(style)
      else { return nil }
      return filling(showing, name: name).map { [(orientationFact(of: $0), $0)] }
    case .pushed, .child:
      if let pusher = showing.shownBy.map(Self.plain),
        let answers = pusherAnswers(of: pusher, navigation, &visiting)
      {
        return answers
      }
      guard showing.way == .pushed, case .some(let fact) = navigation else { return nil }
      return [(fact, nil)]
    case .splitColumn, .shownAdaptively:
      return nil
    }
  }

  /// The answers of the fillers every showing of pusher class `name` leads to.
  private func pusherAnswers(
    of name: String, _ navigation: CodeFact??, _ visiting: inout Set<String>
  ) -> [(fact: CodeFact?, filler: String?)]? {
    guard visiting.count < 16, visiting.insert(name).inserted else { return nil }
    defer { visiting.remove(name) }
    var found: [(fact: CodeFact?, filler: String?)] = []
    for showing in showings(ofClass: name) {
      guard let answers = fillerAnswers(showing, name: name, navigation, &visiting) else {
        return nil
      }
      for answer in answers
      where !found.contains(where: { $0.fact == answer.fact && $0.filler == answer.filler }) {
        found.append(answer)
      }
    }
    return found.isEmpty ? nil : found
  }

  /// The first `supportedInterfaceOrientations` fact of class `name` (its own or inherited).
  private func orientationFact(of name: String) -> CodeFact? {
    facts(of: name).first(where: { $0.kind == .supportedInterfaceOrientations })
  }

  /// The answer every navigation controller the code makes and shows (a window root or a
  /// full-screen presentation made around a screen) gets from its filler, when they agree;
  /// `nil` when a root or a presentation is unresolved, a navigation controller is presented
  /// another way, or none is shown.
  private func navigationLock() -> CodeFact?? {
    let containerWays: Set<ScreenShowing.Way> = [
      .windowRoot, .presented, .splitColumn, .shownAdaptively,
    ]
    guard !unresolved.contains(where: { $0.way.map(containerWays.contains) ?? true }) else {
      return nil
    }
    var found: CodeFact??
    for showing in showings where showing.inNavigationController && showing.way != .pushed {
      let answer: CodeFact?
      switch showing.way {
      case .windowRoot:
        guard let filler = filling(showing, name: Self.plain(showing.className ?? "")) else {
          return nil
        }
        answer = orientationFact(of: filler)
      case .presented:
        guard case .name(let style) = showing.presentationStyle,
          ["fullScreen", "overFullScreen"].contains(style),
          let filler = filling(showing, name: Self.plain(showing.className ?? ""))
        else { return nil }
        answer = orientationFact(of: filler)
      default:
        return nil
      }
      if let known = found {
        guard known?.value == answer?.value else { return nil }
      } else {
        found = .some(answer)
      }
    }
    return found
  }

  /// The controller a window-root or full-screen showing `showing` of class `name` puts in the
  /// window: the container made around it, else the screen itself.
  private func filling(_ showing: ScreenShowing, name: String) -> String? {
    if let container = showing.containerClass { return Self.plain(container) }
    guard !showing.inNavigationController, !showing.inTabBarController else { return nil }
    return name
  }

  /// The showings whose controller is class `name` (by a cast or an initializer), whatever the
  /// screen.
  public func showings(ofClass name: String) -> [ScreenShowing] {
    showings.filter { $0.className == name || $0.screen == .controllerClass(name) }
  }

  /// How controller class `name` is shown and what it says about itself: the question a reader
  /// of code-built screens asks.
  public func context(ofClass name: String) -> ControllerContext {
    ControllerContext(
      className: name, controller: controller(named: name), facts: facts(of: name),
      showings: showings(ofClass: name),
      unresolved: unresolved.filter { $0.className == name })
  }
}

/// What ``CodeIndex/context(ofClass:)`` answers: a class, the facts that hold for it (its own and
/// inherited), how the code shows it, and what could not be resolved.
public struct ControllerContext: Hashable, Sendable {
  public var className: String
  public var controller: ControllerClass?
  public var facts: [CodeFact]
  public var showings: [ScreenShowing]
  public var unresolved: [UnresolvedShowing]

  /// The fact of `kind` (and `subject`), nearest class first.
  public func fact(_ kind: CodeFact.Kind, subject: String? = nil) -> CodeFact? {
    facts.first { $0.kind == kind && (subject == nil || $0.subject == subject) }
  }
}

/// Every class and extension of the app by name, merged across files.
struct ClassTable {
  var declarations: [String: [CodeClassDeclaration]] = [:]  // lookups only
  /// The names, sorted.
  var names: [String]
  /// The app's string constants (``CodeFile/stringConstants``) whose every
  /// definition gives the same value.
  var stringConstants: [String: String] = [:]  // lookups only
  /// The app's free functions by name (lookups only): helpers a call may show a controller
  /// through (``Interpreter/throughHelper(_:_:_:)``).
  var functions: [String: [CodeMethod]] = [:]

  init(files: [CodeFile]) {
    var constants: [String: Set<String>] = [:]  // lookups only
    for file in files {
      for declaration in file.classes {
        declarations[declaration.name, default: []].append(declaration)
      }
      for (name, value) in file.stringConstants { constants[name, default: []].insert(value) }
    }
    names = declarations.keys.sorted()
    stringConstants = constants.compactMapValues { $0.count == 1 ? $0.first : nil }
  }

  func superclass(of name: String) -> String? {
    declarations[name]?.lazy.compactMap(\.superclass).first
  }

  /// Whether `name` is a view controller: a UIKit controller class, or a class whose superclass
  /// chain reaches one (a name ending in `Controller` that the app does not declare, or
  /// `UIViewController` and its UIKit subclasses). A class the app does not declare at all (an
  /// Objective-C class whose `@interface` is in a header not beside its implementation, or in a
  /// library) counts when its name ends in `Controller`.
  func isController(_ name: String) -> Bool {
    var current = name
    var steps = 0
    while steps < 64 {
      let plain = current.split(separator: ".").last.map(String.init) ?? current
      guard let parent = superclass(of: plain) else {
        if steps == 0, declarations[plain]?.contains(where: { !$0.isExtension }) == true {
          return false
        }
        return plain.hasSuffix("Controller")
      }
      current = parent.split(separator: "<").first.map { String($0) } ?? parent
      steps += 1
    }
    return false
  }

  /// Whether `name` is (or inherits from) `UIKitClass`.
  func inherits(_ name: String, from uikitClass: String) -> Bool {
    var current: String? = name
    var steps = 0
    while let className = current, steps < 64 {
      if className == uikitClass { return true }
      current = superclass(of: className)
      steps += 1
    }
    return false
  }

  static let uikitControllers: Set<String> = [
    "UIViewController", "UITableViewController", "UICollectionViewController",
    "UINavigationController", "UITabBarController", "UISplitViewController",
    "UIPageViewController", "UIHostingController", "UISearchController",
  ]

  /// Whether class `name` (or a superclass) answers `adaptivePresentationStyle(for:)`
  /// (`adaptivePresentationStyleForPresentationController:`) with `.none` unconditionally: as a
  /// popover's delegate, it keeps the popover from adapting in compact width.
  func keepsPopover(_ name: String) -> Bool {
    var current: String? = name
    var steps = 0
    while let type = current, steps < 64 {
      steps += 1
      let methods =
        methods("adaptivePresentationStyle", of: type)
        + methods("adaptivePresentationStyleForPresentationController", of: type)
      if let method = methods.first {
        let returns = method.statements.filter {
          if case .returns = $0.kind { return true }
          return false
        }
        guard returns.count == 1, !returns[0].conditional,
          case .returns(let value) = returns[0].kind
        else { return false }
        return FactReader.presentationStyle(value) == "none"
      }
      current = superclass(of: type)
    }
    return false
  }

  /// Whether navigation controller class `name` hides its own bar in its own code (or a
  /// superclass of the app does): an unconditional `self.navigationBar.hidden = YES`,
  /// `navigationBar.isHidden = true`, `self.navigationBarHidden = YES`,
  /// `isNavigationBarHidden = true` or `[self setNavigationBarHidden:YES animated:NO]` in its
  /// `viewDidLoad` or an initializer — read as a screen's own code hiding the bar is (the bar's
  /// `hidden` as `isNavigationBarHidden`, as the code-screen reader reads
  /// `navigationController?.navigationBar.isHidden`). `nil` when its code does not settle it; a
  /// push's or the screen's own setting still decides over it. Round J: CJWTakeAway's
  /// navigation controller subclass hides its bar in `viewDidLoad` and every screen draws its
  /// own; before, its screens were laid out under a shown bar.
  func ownBarHidden(_ name: String) -> Bool? {
    var current: String? = name
    var steps = 0
    while let type = current, type != "UINavigationController", steps < 64 {
      steps += 1
      let bodies =
        methods("viewDidLoad", of: type)
        + (declarations[type] ?? []).flatMap {
          $0.methods.filter { $0.name.hasPrefix("init") && !$0.isStoredProperty }
        }
      var found: Bool?
      for body in bodies {
        for statement in body.statements where !statement.conditional {
          switch statement.kind {
          case .assign(.member(let base, let property), let value):
            let onSelf = base.isSelf
            let onBar =
              (base.lastName == "navigationBar")
              && ({
                if case .member(let owner, _) = base { return owner.isSelf }
                if case .name = base { return true }
                return false
              })()
            if (onSelf && ["navigationBarHidden", "isNavigationBarHidden"].contains(property))
              || (onBar && ["hidden", "isHidden"].contains(property)),
              let hidden = FactReader.boolean(value)
            {
              found = hidden
            }
          case .assign(.name(let property), let value)
          where ["navigationBarHidden", "isNavigationBarHidden"].contains(property):
            if let hidden = FactReader.boolean(value) { found = hidden }
          case .evaluate(.call(.member(let receiver, "setNavigationBarHidden"), let arguments)):
            if receiver.isSelf, let first = arguments.first,
              let hidden = FactReader.boolean(first.value)
            {
              found = hidden
            }
          default:
            break
          }
        }
      }
      if let found { return found }
      current = superclass(of: type).map(PlacementReader.plain)
    }
    return nil
  }

  /// What class `name`'s lifecycle methods set on the bar of the navigation controller that
  /// holds the screen through calls (``FactReader/heldBar(_:statement:method:)``, and
  /// `setNavigationBarHidden` / `isNavigationBarHidden` / `navigationBar.isHidden`): in the
  /// helpers of its own they call (two deep: `[self setupNavBar]`, `updateAppearance(animated:
  /// false)`), and through a
  /// method of the app's `UINavigationBar` extensions or categories called on that bar
  /// (`[self.navigationController.navigationBar prepareForExtensionWithBackgroundColor:grey]`,
  /// whose body sets `self.translucent = NO` unconditionally). Each fact is located at the
  /// call in the controller's code and keeps its branch. Round L's MIT Mobile (training): the
  /// events search screen's bar made opaque by its `setupNavBar` through the app's
  /// `UINavigationBar (ExtensionPrep)` category.
  func heldBarFactsThroughCalls(of name: String) -> [CodeFact] {
    var result: [CodeFact] = []
    for method in (declarations[name] ?? []).flatMap(\.methods)
    where FactReader.isLifecycle(method.name) && !method.isStoredProperty {
      heldBarFacts(
        in: method.statements, owner: name, lifecycle: method.name, conditional: false, depth: 0,
        into: &result)
    }
    return result
  }

  private func heldBarFacts(
    in statements: [CodeStatement], owner: String, lifecycle: String, conditional: Bool,
    depth: Int, into result: inout [CodeFact]
  ) {
    for statement in statements {
      var item = statement
      item.conditional = conditional || statement.conditional
      // The held bar made opaque, or hidden (`navigationController?.setNavigationBarHidden(true,
      // animated: true)` in a helper of `viewWillAppear`: the bar is the navigation
      // controller's whichever method sets it; fresh round R's Clinitick, whose tabs' base class
      // hides it through `configure()` → `setUIComponents()`).
      if depth > 0, let fact = FactReader.fact(in: item, method: lifecycle),
        fact.kind == .navigationBarTranslucent && fact.subject == "navigationController"
          || fact.kind == .navigationBarHidden && fact.subject == nil
      {
        result.append(fact)
        continue
      }
      // A one-statement body reads as its return value.
      let called: CodeExpression
      switch statement.kind {
      case .evaluate(let value), .returns(let value): called = value
      default: continue
      }
      guard case .call(let callee, let arguments) = called else { continue }
      switch callee {
      // With arguments too (fresh round Y: Evaluate Day's `self.updateAppearance(animated:
      // false)` from `viewWillAppear`): the helper's statements on a branch of a parameter stay
      // conditional, and a value it passes on is no constant the bar takes.
      case .name(let helper) where depth < 2, .member(.name("self"), let helper) where depth < 2:
        let bodies = methods(helper, of: owner).filter {
          $0.parameters.count == arguments.count
        }
        guard bodies.count == 1, !FactReader.isLifecycle(helper) else { continue }
        heldBarFacts(
          in: bodies[0].statements, owner: owner, lifecycle: lifecycle,
          conditional: item.conditional, depth: depth + 1, into: &result)
      case .member(let bar, let method):
        guard case .member(let holder, "navigationBar") = bar.uncast,
          FactReader.selfProperty(holder) == "navigationController"
        else { continue }
        let bodies = methods(method, of: "UINavigationBar").filter {
          $0.parameters.count == arguments.count
        }
        guard bodies.count == 1, let value = Self.ownTranslucency(bodies[0]) else { continue }
        item.snippet += " (\(method) at \(bodies[0].location.fileNameAndLine))"
        result.append(FactReader.heldBar(value, statement: item, method: lifecycle))
      default:
        continue
      }
    }
  }

  /// The translucency a `UINavigationBar` method sets on its own bar unconditionally
  /// (`self.translucent = NO`, `self.isTranslucent = false`, `[self setTranslucent:NO]`), the
  /// last one written.
  static func ownTranslucency(_ method: CodeMethod) -> Bool? {
    var found: Bool?
    for statement in method.statements where !statement.conditional {
      switch statement.kind {
      case .assign(.member(let base, let property), let value)
      where base.isSelf && (property == "translucent" || property == "isTranslucent"):
        if let value = FactReader.boolean(value) { found = value }
      case .assign(.name(let property), let value)
      where property == "translucent" || property == "isTranslucent":
        if let value = FactReader.boolean(value) { found = value }
      case .evaluate(.call(.member(let base, "setTranslucent"), let arguments))
      where base.isSelf && arguments.count == 1:
        if let value = FactReader.boolean(arguments[0].value) { found = value }
      default:
        continue
      }
    }
    return found
  }

  /// The methods of class `name` called `method` (all its declarations).
  func methods(_ method: String, of name: String) -> [CodeMethod] {
    (declarations[name] ?? []).flatMap {
      $0.methods.filter { $0.name == method && !$0.isStoredProperty }
    }
  }

  /// The getter of class `name`'s (or a superclass's) property `property`: a Swift `lazy`/`let`
  /// stored property's initial value, or a getter method without parameters (an Objective-C
  /// lazy getter, a computed property).
  func propertyGetter(_ property: String, of name: String) -> (CodeMethod, owner: String)? {
    var current: String? = name
    var steps = 0
    while let type = current, steps < 64 {
      steps += 1
      let found = (declarations[type] ?? []).flatMap {
        $0.methods.filter { $0.name == property && $0.parameters.isEmpty }
      }
      if found.count == 1 { return (found[0], type) }
      if found.count > 1 { return nil }
      current = superclass(of: type).map(PlacementReader.plain)
    }
    return nil
  }
}
