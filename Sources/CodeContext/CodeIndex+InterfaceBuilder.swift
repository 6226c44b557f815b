import Foundation
import HeadlessUIKit
import InterfaceBuilder
import TextEscaping

/// The storyboard identifiers of an app's storyboards, to match code that instantiates a scene
/// from a storyboard it does not name (`self.storyboard`): only an identifier one scene of the
/// app carries is matched that way.
public struct StoryboardIdentifiers: Sendable {
  private var counts: [String: Int] = [:]  // lookups only
  /// Custom classes by storyboard name (file stem), lookups only.
  private var classes: [String: Set<String>] = [:]

  /// The navigation controller above each custom class's scenes, by class name (lookups only):
  /// `nil` inside when the class's scenes sit under navigation controllers styled differently,
  /// or some under none.
  private var navigationAbove: [String: IBPresentationContext.NavigationStyle?] = [:]
  /// The custom class of the navigation controllers above each custom class's scenes, by class
  /// name (lookups only): `nil` inside when they differ, or some have none.
  private var navigationClassAbove: [String: String?] = [:]
  /// The style of every navigation controller of the app's storyboards and xibs, in document
  /// order.
  public private(set) var navigationControllers: [IBPresentationContext.NavigationStyle] = []

  public init(_ documents: [IBDocument]) {
    for document in documents {
      let index = document.itemIndex
      for scene in document.scenes {
        let model = scene.controller
        if model.kind == .navigationController {
          navigationControllers.append(IBPresentationContext.NavigationStyle(of: model))
        }
        guard let custom = model.customClass else { continue }
        let plain = CodeIndex.plain(custom)
        let navigation = Self.navigationController(above: model.id, index)
        let style = navigation.map(IBPresentationContext.NavigationStyle.init(of:))
        if let known = navigationAbove[plain] {
          if known != style { navigationAbove[plain] = .some(nil) }
        } else {
          navigationAbove[plain] = .some(style)
        }
        let navigationClass = navigation?.customClass.map(CodeIndex.plain)
        if let known = navigationClassAbove[plain] {
          if known != navigationClass { navigationClassAbove[plain] = .some(nil) }
        } else {
          navigationClassAbove[plain] = .some(navigationClass)
        }
      }
      guard document.kind == .storyboard else { continue }
      let stem = CodeIndex.stem(document.path)
      for scene in document.scenes {
        if let identifier = scene.controller.storyboardIdentifier {
          counts[identifier, default: 0] += 1
        }
        if let custom = scene.controller.customClass {
          classes[stem, default: []].insert(custom)
        }
      }
    }
  }

  /// The navigation controller that holds controller `id` through relationship containers.
  private static func navigationController(above id: String, _ index: IBItemIndex)
    -> IBController?
  {
    var current = id
    var steps = 0
    while let parent = index.container(of: current), steps < 64 {
      if let model = index.controller(parent), model.kind == .navigationController {
        return model
      }
      current = parent
      steps += 1
    }
    return nil
  }

  /// The navigation controller that holds every IB scene of class `name` (the same style for
  /// all), when there is one.
  public func navigationStyle(aboveScenesOf name: String) -> IBPresentationContext.NavigationStyle?
  {
    navigationAbove[CodeIndex.plain(name)] ?? nil
  }

  /// The custom class of the navigation controllers that hold every IB scene of class `name`,
  /// when they all have the same one.
  public func navigationClass(aboveScenesOf name: String) -> String? {
    navigationClassAbove[CodeIndex.plain(name)] ?? nil
  }

  /// How many scenes of the app carry `identifier`.
  public func count(_ identifier: String) -> Int { counts[identifier] ?? 0 }

  /// Whether a scene of storyboard `stem` has custom class `name`.
  func storyboard(_ stem: String, hasClass name: String) -> Bool {
    classes[stem]?.contains(name) ?? false
  }
}

/// What the app's code decides for one storyboard scene or xib controller (project mode): the
/// context it is shown in (when the document alone leaves it assumed), what its controller's code
/// sets on it, the orientations it locks to, and the outlets its code hides or moves, each named
/// with where the code says it.
public struct ScreenDecision: Hashable, Sendable {
  /// The context the code shows the scene in; `nil` when the code does not decide it (the
  /// document's context, assumed or from segues, stays).
  public var context: IBPresentationContext?
  /// What the controller's code sets on itself.
  public var traits = IBCodeTraits()
  /// The interface orientations the screen can take (`portrait`, `landscapeLeft`, …), when its
  /// controller's `supportedInterfaceOrientations` decides them: only for a screen that is the
  /// window's root or presented full screen (UIKit asks "the root view controller or the
  /// topmost modal view controller that fills the window", Apple's documentation of
  /// `supportedInterfaceOrientations`); a pushed or embedded screen's container answers.
  public var orientations: [String]?
  /// The orientations by idiom (`phone`, `pad`) when the controller's (or its window-filling
  /// container's) code answers by the device's idiom; an idiom it leaves to the superclass is
  /// absent (the matrix's).
  public var orientationsByIdiom: [String: [String]] = [:]
  /// Whether the screen is a child controller whose view its container's code places (a page
  /// of a pager, a panel in a container view): its frame is the container view's and its safe
  /// area only what of the parent's overlaps it (R2.4, R22.14), neither known statically, so
  /// nothing that rests on a screen edge is known.
  public var placedByContainer = false
  /// The contexts the code decides for the containers that hold the screen, by controller id:
  /// the main storyboard's initial controller the app delegate makes the root of a navigation
  /// controller it makes (``CodeIndex/rerootedInitial(of:identifiers:)``), for a tab it holds.
  public var containerContexts: [String: IBPresentationContext] = [:]
  /// Views (by IB id, subtrees included) the code hides or moves: not judged.
  public var notJudgedViewIDs: [String] = []
  /// Views (by IB id, subtrees included) the code hides or moves only in some environments (on
  /// a branch that tests only the idiom or the orientation, ``CodeFact/onlyIn``): not judged
  /// there. Sorted by environment.
  public var notJudgedViewIDsWhen: [ViewsNotJudged] = []

  /// Views not judged in some environments only.
  public struct ViewsNotJudged: Hashable, Sendable {
    /// Where: the idiom and the orientation (`nil`: either).
    public var when: EnvironmentCase
    /// IB ids, subtrees included, sorted.
    public var viewIDs: [String]
  }
  /// What the code decided, in the words findings carry ("shown as a popover by
  /// ReaderViewController.swift:212", "status bar hidden by Player.swift:14").
  public var applied: [String] = []
  /// What the code does that could not be resolved, for notes ("shown in 2 ways: …").
  public var unresolved: [String] = []
  /// Outlets the code hides or moves, for notes ("'banner' hidden by Feed.swift:40").
  public var remarks: [String] = []

  public init() {}

  /// ``applied`` as one phrase, or `nil` when nothing was applied.
  public var summary: String? { applied.isEmpty ? nil : applied.joined(separator: "; ") }
}

extension CodeIndex {
  /// The file's name without its extension and a `~ipad`/`~iphone` suffix.
  static func stem(_ path: String) -> String {
    let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    for suffix in ["~ipad", "~iphone"] where name.lowercased().hasSuffix(suffix) {
      return String(name.dropLast(suffix.count))
    }
    return name
  }

  /// The showings that show `controller` of `document`: by storyboard and identifier, by
  /// identifier alone when the code does not name the storyboard (the presenter's own, or one
  /// scene of the app carries it), as the initial scene, by nib name, or as an instance of the
  /// xib owner's class whose nib UIKit finds by the class's name ("If the view controller class
  /// name ends with the word 'Controller' … it looks for a nib file whose name matches the class
  /// name without the word 'Controller' … It looks for a nib file whose name matches the name of
  /// the view controller class", Apple's documentation of `UIViewController.nibName`).
  public func showings(
    of controller: IBController, in document: IBDocument, identifiers: StoryboardIdentifiers
  ) -> [ScreenShowing] {
    let stem = Self.stem(document.path)
    let custom = controller.customClass
    switch document.kind {
    case .storyboard:
      return showings.filter { showing in
        switch showing.screen {
        case .storyboardScene(let storyboard?, let identifier):
          return storyboard == stem && identifier == controller.storyboardIdentifier
        case .storyboardScene(nil, let identifier):
          guard identifier == controller.storyboardIdentifier else { return false }
          return identifiers.count(identifier) == 1
            || showing.shownBy.map { identifiers.storyboard(stem, hasClass: $0) } == true
        case .storyboardInitial(let storyboard):
          return storyboard == stem && document.initialViewControllerID == controller.id
        case .nib, .controllerClass:
          return false
        }
      }
    case .xib:
      guard controller.kind == .filesOwner else { return [] }
      let loaders = controllers.filter { $0.loadedNibs.contains { $0.nib == stem } }.map(\.name)
      return showings.filter { showing in
        switch showing.screen {
        case .nib(let name): return name == stem
        case .controllerClass(let name):
          guard let custom, Self.plain(name) == Self.plain(custom) else {
            return loaders.contains(name)
          }
          let plain = Self.plain(custom)
          return stem == plain
            || (plain.hasSuffix("Controller") && stem == String(plain.dropLast("Controller".count)))
        case .storyboardScene, .storyboardInitial:
          return false
        }
      }
    }
  }

  static func plain(_ name: String) -> String {
    name.split(separator: ".").last.map(String.init) ?? name
  }

  /// What the code decides for `controller` of `document` (see ``ScreenDecision``).
  public func decide(
    _ controller: IBController, in document: IBDocument, identifiers: StoryboardIdentifiers
  ) -> ScreenDecision {
    var decision = ScreenDecision()
    let existing = IBPresentationContext.resolve(controller.id, in: document)
    if existing.isAssumed {
      decideContext(controller, in: document, identifiers: identifiers, into: &decision)
    } else if existing.kind == .root, let initial = document.initialViewControllerID,
      Self.outermostContainer(of: controller.id, in: document) == initial,
      let (context, words) = rerootedInitial(of: document, identifiers: identifiers)
    {
      // The app delegate replaces the root UIKit made from the main storyboard.
      if controller.id == initial {
        decision.context = context
      } else {
        decision.containerContexts[initial] = context
      }
      decision.applied.append(words)
    }
    if !existing.isAssumed, existing.kind == .presented,
      existing.segueKind == "popoverPresentation" || existing.segueKind == "popover",
      let source = existing.sourceID,
      let sourceClass = document.itemIndex.controller(source)?.customClass.map(Self.plain),
      popoverSegueDelegates.contains(sourceClass)
    {
      // The segue's source makes itself the popover's delegate in prepare(for:sender:) and
      // answers adaptivePresentationStyle(for:) with .none: a popover in compact width too.
      var context = existing
      context.keepsPopoverWhenCompact = true
      let words =
        "kept a popover in compact width by \(sourceClass)'s"
        + " adaptivePresentationStyle(for:) (.none), its delegate from prepare(for:sender:)"
      context.description += ", " + words
      decision.context = context
      decision.applied.append(words)
    }
    applySegueTransitioning(to: controller, in: document, existing: existing, into: &decision)
    applySegueClass(
      to: controller, in: document, existing: decision.context ?? existing, into: &decision)
    applyAppWideHiddenBar(existing: existing, identifiers: identifiers, into: &decision)
    applyBarAppearance(existing: existing, into: &decision)
    if let custom = controller.customClass {
      applyCustomPresentation(
        of: Self.plain(custom), existing: decision.context ?? existing, into: &decision)
    }
    let final = decision.context ?? existing
    if let custom = controller.customClass {
      // A navigation bar the code hides matters only under a navigation controller: not for a
      // screen the code makes the window's root, or presents, without one.
      let decidedWithoutNavigation =
        decision.context.map {
          ($0.kind == .root || $0.kind == .presented) && !$0.inNavigationController
        } ?? false
      applyFacts(
        of: Self.plain(custom), to: controller, into: &decision,
        navigationMatters: !decidedWithoutNavigation, pushed: final.kind == .pushed,
        statusBarNotAsked: customPresentedFlow(of: controller.id, in: document))
    }
    let fillsWindow: Bool
    switch final.kind {
    case .root:
      fillsWindow =
        !final.inNavigationController && !final.inTabBarController && !decision.placedByContainer
    case .presented:
      fillsWindow =
        !final.inNavigationController && !final.inTabBarController
        && ["fullScreen", "overFullScreen"].contains(final.presentationStyle ?? "")
    case .pushed, .embedded: fillsWindow = false
    }
    let orientationFact = { (custom: String?) -> CodeFact? in
      custom.flatMap { custom in
        self.facts(of: Self.plain(custom)).first { fact in
          guard fact.kind == .supportedInterfaceOrientations else { return false }
          switch fact.value {
          case .orientations, .orientationsByIdiom: return true
          default: return false
          }
        }
      }
    }
    if let fact = orientationFact(controller.customClass) {
      if fillsWindow {
        apply(orientations: fact, into: &decision)
      } else {
        decision.remarks.append(
          "supportedInterfaceOrientations at \(fact.location.fileNameAndLine) is not applied: the screen is"
            + " shown inside a container, whose own answer decides")
      }
    }
    if decision.orientations == nil, decision.orientationsByIdiom.isEmpty,
      let container = windowContainer(of: controller.id, in: document),
      let fact = orientationFact(document.itemIndex.controller(container)?.customClass)
    {
      // The navigation (or tab bar) controller of the document that holds the screen and fills
      // the window answers for it: UIKit asks "the root view controller or the topmost modal
      // view controller that fills the window" (Apple's documentation of
      // `supportedInterfaceOrientations`), and a container subclass that overrides the
      // property answers itself.
      apply(orientations: fact, into: &decision)
    }
    if decision.orientations == nil, decision.orientationsByIdiom.isEmpty,
      let container = windowContainer(of: controller.id, in: document),
      let tabs = document.itemIndex.controller(container), tabs.kind == .tabBarController,
      orientationFact(tabs.customClass) == nil
    {
      applyTabOrientations(
        of: tabs, in: document, orientationFact: orientationFact, into: &decision)
    }
    applyAppOrientations(of: controller.customClass.map(Self.plain), into: &decision)
    return decision
  }

  /// The orientations of a tab bar controller that fills the window and does not answer
  /// itself: those every tab allows, each tab's by its own class's answer (a navigation
  /// controller subclass's, read per idiom; a tab whose class does not answer allows every
  /// orientation). A stock tab bar controller turns only to an orientation all its tabs allow
  /// (derived, `UIKitRules.md` R22.25). Nothing when no tab answers, or an answer is not read.
  /// Round P's Infinit: `InfinitSettingsNavigationController`, a tab, portrait on phones.
  private func applyTabOrientations(
    of tabs: IBController, in document: IBDocument,
    orientationFact: (String?) -> CodeFact?, into decision: inout ScreenDecision
  ) {
    let children = tabs.segues.filter {
      $0.kind == "relationship" && $0.relationship == "viewControllers"
    }.map(\.destination)
    guard !children.isEmpty else { return }
    var phone: Set<String>?
    var pad: Set<String>?
    var words: [String] = []
    for child in children {
      guard let fact = orientationFact(document.itemIndex.controller(child)?.customClass) else {
        continue
      }
      let (forPhone, forPad): ([String]?, [String]?)
      switch fact.value {
      case .orientations(let list): (forPhone, forPad) = (list, list)
      case .orientationsByIdiom(let onPhone, let onPad): (forPhone, forPad) = (onPhone, onPad)
      default: return
      }
      if let forPhone { phone = phone.map { $0.intersection(forPhone) } ?? Set(forPhone) }
      if let forPad { pad = pad.map { $0.intersection(forPad) } ?? Set(forPad) }
      words.append("\(fact.value) by \(fact.location.fileNameAndLine)")
    }
    guard !words.isEmpty, phone?.isEmpty != true, pad?.isEmpty != true else { return }
    if let phone { decision.orientationsByIdiom["phone"] = phone.sorted() }
    if let pad { decision.orientationsByIdiom["pad"] = pad.sorted() }
    decision.applied.append(
      "the orientations every tab of '\(tabs.customClass.map(Self.plain) ?? "UITabBarController")'"
        + " allows: " + words.joined(separator: "; "))
  }

  /// Intersects the screen's orientations with the app delegate's answer for every window
  /// (``appOrientationAnswer``): "the orientations returned by this method are intersected with
  /// the orientations supported by the root view controller or topmost presented view
  /// controller" (R22.15). Per idiom; an idiom whose intersection would be empty (UIKit raises
  /// an exception then) keeps the screen's.
  ///
  /// A screen that sets the app delegate's orientation lock while it shows (`custom`'s
  /// ``appOrientationLock(of:)``) is intersected with the mask it sets instead: UIKit asks the
  /// app delegate while the screen is on top, pushed, presented or a tab.
  private func applyAppOrientations(of custom: String?, into decision: inout ScreenDecision) {
    let fact: CodeFact
    let words: String
    if let custom, let lock = appOrientationLock(of: custom) {
      fact = lock
      words =
        "the app's orientations \(lock.value) while it shows, set by"
        + " \(lock.location.fileNameAndLine) into the app delegate's '\(lock.subject ?? "")'"
        + (lock.placedAt.map { " (returned for every window by \($0.fileNameAndLine))" } ?? "")
    } else if let answer = appOrientationAnswer {
      fact = answer
      words =
        "the app's orientations \(answer.value) by \(answer.location.fileNameAndLine)"
        + " (the app delegate's answer for every window)"
    } else {
      return
    }
    let app: [String: [String]]
    switch fact.value {
    case .orientations(let list): app = ["phone": list, "pad": list]
    case .orientationsByIdiom(let phone, let pad):
      var byIdiom: [String: [String]] = [:]
      if let phone { byIdiom["phone"] = phone }
      if let pad { byIdiom["pad"] = pad }
      app = byIdiom
    default: return
    }
    var result: [String: [String]] = [:]
    var changed = false
    for idiom in ["phone", "pad"] {
      let own = decision.orientationsByIdiom[idiom] ?? decision.orientations
      guard let allowed = app[idiom] else {
        if let own { result[idiom] = own }
        continue
      }
      let kept = own.map { list in list.filter(allowed.contains) } ?? allowed
      if kept.isEmpty {
        if let own { result[idiom] = own }
        continue
      }
      if kept != own { changed = true }
      result[idiom] = kept
    }
    guard changed else { return }
    decision.orientations = nil
    decision.orientationsByIdiom = result
    decision.applied.append(words)
  }

  /// Every navigation bar's translucency as the app's code sets it on the appearance proxy
  /// (``navigationBarAppearance``), for a navigation controller that sets none of its own (R22.4:
  /// the proxy's value is every bar's that does not set its own), and the scroll-edge
  /// appearance the proxy gives every bar when it draws a background
  /// (``navigationBarScrollEdgeAppearance``; R10.2), with words for findings; `nil` when the
  /// proxy says nothing `style` does not already set.
  func barAppearance(for style: IBPresentationContext.NavigationStyle?)
    -> (style: IBPresentationContext.NavigationStyle, words: String)?
  {
    var result = style ?? IBPresentationContext.NavigationStyle()
    var words: [String] = []
    if style?.barTranslucent == nil, let (translucent, fact) = navigationBarAppearance {
      result.barTranslucent = translucent
      words.append(
        "every bar \(translucent ? "translucent" : "opaque") by \(fact.location.fileNameAndLine)"
          + " (UINavigationBar.appearance())")
    }
    if style?.barDefinesScrollEdgeAppearance != true,
      let (draws, fact) = navigationBarScrollEdgeAppearance, draws
    {
      result.barDefinesScrollEdgeAppearance = true
      words.append(
        "every bar's scroll-edge appearance set by \(fact.location.fileNameAndLine)"
          + " (UINavigationBar.appearance())")
    }
    guard !words.isEmpty else { return nil }
    return (result, words.joined(separator: ", "))
  }

  /// Applies ``barAppearance(for:)`` to the navigation controller the screen is shown in when
  /// the code makes or chooses it (a push, a navigation controller around the screen), or when
  /// the document assumes one (a scene no segue reaches, with a navigation item).
  private func applyBarAppearance(
    existing: IBPresentationContext, into decision: inout ScreenDecision
  ) {
    let assumedPush =
      existing.isAssumed && existing.kind == .pushed && existing.sourceID == nil
    guard var context = decision.context ?? (assumedPush ? existing : nil),
      context.kind == .pushed || context.inNavigationController,
      let (style, words) = barAppearance(for: context.navigationStyle)
    else { return }
    context.navigationStyle = style
    context.description += ", " + words
    decision.context = context
    decision.applied.append(words)
  }

  /// `document` with every navigation controller of a `UINavigationController` subclass whose
  /// own code sets its bar's translucency (``ownBarTranslucency(ofNavigationClass:)``) given that
  /// value, the main storyboard's initial navigation controller the bar the app delegate's launch
  /// code sets on the window's root (``withWindowRootBar(_:)``, R22.35), then every navigation
  /// controller whose bar still sets no translucency given the appearance proxy's
  /// (``navigationBarAppearance``; R22.4).
  public func withBarAppearance(_ document: IBDocument) -> IBDocument {
    withProxyBarAppearance(withWindowRootBar(withNavigationClassBars(document)))
  }

  /// `document` with every navigation controller whose custom class's own lifecycle code sets
  /// its bar's translucency (`self.navigationBar.translucent = NO` in `viewDidLoad`,
  /// ``ownBarTranslucency(ofNavigationClass:)``) given that value, over what the document
  /// archives: `viewDidLoad` runs after the storyboard's objects are unarchived, and a value set
  /// on the instance is the bar's ("You may force an opaque background by setting the property
  /// to NO", UIKit's `UINavigationBar.h`; R22.11). Round K's JasperMobile: every storyboard
  /// navigation controller is a `JMMainNavigationController`, whose `viewDidLoad` sets
  /// `self.navigationBar.translucent = NO`; the screens it holds were laid out under a
  /// translucent bar.
  public func withNavigationClassBars(_ document: IBDocument) -> IBDocument {
    var scenes = document.scenes
    var changed = false
    // A navigation controller whose root's own code hides the bar for good once its view loads
    // (`self.navigationController.navigationBar.hidden = YES` in `viewDidLoad`): its bar is
    // hidden for the screens it holds (``hidesHeldBarForGood(_:)``; R22.30, fresh round R's
    // Taka).
    let items = document.itemIndex
    for index in scenes.indices where scenes[index].controller.kind == .navigationController {
      let model = scenes[index].controller
      guard model.navigationBarHidden != true,
        let root = model.relationshipSegues.first(where: {
          $0.relationship == "rootViewController"
        }),
        let rootClass = items.controller(root.destination)?.customClass,
        hidesHeldBarForGood(Self.plain(rootClass))
      else { continue }
      scenes[index].controller.navigationBarHidden = true
      changed = true
    }
    for index in scenes.indices where scenes[index].controller.kind == .navigationController {
      guard let custom = scenes[index].controller.customClass,
        let (translucent, fact) = ownBarTranslucency(ofNavigationClass: Self.plain(custom)),
        scenes[index].controller.navigationBar?.translucent != translucent
      else { continue }
      var bar =
        scenes[index].controller.navigationBar
        ?? IBBar(id: nil, elementName: "navigationBar", location: fact.location)
      bar.translucent = translucent
      scenes[index].controller.navigationBar = bar
      changed = true
    }
    guard changed else { return document }
    var result = document
    result.scenes = scenes
    return result
  }

  /// `document` with every navigation controller whose bar sets no translucency of its own
  /// given the appearance proxy's (``navigationBarAppearance``; R22.4), and every one whose bar
  /// stores no scroll-edge appearance given the proxy's when it draws a background
  /// (``navigationBarScrollEdgeAppearance``): the proxy's value is every bar's that does not
  /// set its own (R22.4), and a bar with a scroll-edge appearance draws it, not the default
  /// transparent background, over a screen without a scroll view (R10.2; fresh round W's Yubico
  /// Authenticator).
  private func withProxyBarAppearance(_ document: IBDocument) -> IBDocument {
    let translucency = navigationBarAppearance
    let scrollEdge = navigationBarScrollEdgeAppearance.flatMap { $0.draws ? $0.fact : nil }
    guard translucency != nil || scrollEdge != nil else { return document }
    var scenes = document.scenes
    var changed = false
    for index in scenes.indices where scenes[index].controller.kind == .navigationController {
      var bar = scenes[index].controller.navigationBar
      if let (translucent, fact) = translucency, bar?.translucent == nil {
        bar = bar ?? IBBar(id: nil, elementName: "navigationBar", location: fact.location)
        bar?.translucent = translucent
      }
      if let fact = scrollEdge, bar?.hasScrollEdgeAppearance != true {
        bar = bar ?? IBBar(id: nil, elementName: "navigationBar", location: fact.location)
        bar?.hasScrollEdgeAppearance = true
      }
      if bar != scenes[index].controller.navigationBar {
        scenes[index].controller.navigationBar = bar
        changed = true
      }
    }
    guard changed else { return document }
    var result = document
    result.scenes = scenes
    return result
  }

  private func apply(orientations fact: CodeFact, into decision: inout ScreenDecision) {
    switch fact.value {
    case .orientations(let list):
      decision.orientations = list
      decision.applied.append(
        "supportedInterfaceOrientations \(list.joined(separator: ", ")) by \(fact.location.fileNameAndLine)"
      )
    case .orientationsByIdiom(let phone, let pad):
      if let phone { decision.orientationsByIdiom["phone"] = phone }
      if let pad { decision.orientationsByIdiom["pad"] = pad }
      decision.applied.append(
        "supportedInterfaceOrientations \(fact.value) by \(fact.location.fileNameAndLine)")
    default:
      break
    }
  }

  /// The container in `document` that shows controller `id` and fills the window, when it is
  /// not `id` itself: up through relationship containers and the sources of push and embed
  /// segues, to a controller that is the window's root or presented full screen.
  func windowContainer(of id: String, in document: IBDocument) -> String? {
    let index = document.itemIndex
    var current = id
    var steps = 0
    while steps < 32 {
      steps += 1
      if let container = index.container(of: current) {
        current = container
        continue
      }
      let context = IBPresentationContext.resolve(current, in: document)
      if context.kind == .pushed || context.kind == .embedded, let source = context.sourceID {
        current = source
        continue
      }
      guard current != id else { return nil }
      switch context.kind {
      case .root: return current
      case .presented:
        return ["fullScreen", "overFullScreen"].contains(context.presentationStyle ?? "")
          ? current : nil
      default: return nil
      }
    }
    return nil
  }

  private func decideContext(
    _ controller: IBController, in document: IBDocument, identifiers: StoryboardIdentifiers,
    into decision: inout ScreenDecision
  ) {
    let found = showings(of: controller, in: document, identifiers: identifiers)
    guard let first = found.first else {
      if let custom = controller.customClass {
        for item in unresolved where item.className == Self.plain(custom) {
          decision.unresolved.append(
            "context assumed: '\(item.snippet)' (\(item.location.fileNameAndLine)) uses \(item.reason)"
          )
        }
      }
      return
    }
    func signature(_ showing: ScreenShowing) -> String {
      "\(showing.way.rawValue) \(showing.presentationStyle?.description ?? "automatic")"
        + " \(showing.inNavigationController) \(showing.inTabBarController)"
        + " \(showing.keepsPopoverWhenCompact)"
    }
    let ways = Set(found.map(signature))
    guard ways.count == 1 else {
      decision.unresolved.append(
        "context assumed: shown in \(ways.count) ways: "
          + found.prefix(4).map(\.description).joined(separator: ", "))
      return
    }
    switch first.way {
    case .child where !found.allSatisfy(\.childViewInRootView):
      // UIKit leaves a child's view to its container: "The container view controller sets the
      // size and position of any embedded views" (R22.14).
      let hosts = found.compactMap(\.childViewHost)
      let into =
        hosts.isEmpty
        ? ""
        : " (into '\(hosts[0])'" + (found.contains { $0.childViewHost == nil } ? ", …" : "") + ")"
      let words =
        "context assumed: " + first.description + ", its view placed by its container's code"
        + into + ": its frame and safe area are the container view's, not known statically;"
        + " laid out full screen, what rests on a screen edge is not reported"
      var context = IBPresentationContext(kind: .root, description: words)
      context.isAssumed = true
      decision.context = context
      decision.placedByContainer = true
      decision.unresolved.append(words)
      return
    case .child, .splitColumn, .shownAdaptively:
      decision.unresolved.append(
        "context assumed: " + first.description + ", where it goes is decided at run time")
      return
    case .presented, .pushed, .windowRoot:
      break
    }
    let description = first.description
    switch first.way {
    case .presented:
      var style: String?
      let ownStyle = ownPresentationStyle(of: first)
      switch first.presentationStyle {
      case nil:
        // The presenter sets no style: the presented controller's own (``ownPresentationStyle(of:)``).
        if case .name(let own)? = ownStyle?.value { style = own }
      case .name("custom") where !first.inNavigationController && !first.inTabBarController:
        // The presenter sets `.custom` on what it presents: its frame is its presentation
        // controller's, as when the controller's own code sets it (R22.8).
        let (context, words) = customPresentation(setBy: first.styleLocation ?? first.location)
        decision.context = context
        decision.unresolved.append(words)
        return
      case .name(let name) where UIModalPresentationStyle(rawValue: name) != nil: style = name
      case .name(let name):
        decision.unresolved.append(
          "context assumed: \(description), style '\(name)' is not modelled")
        return
      case .some(let other):
        decision.unresolved.append("context assumed: \(description), style \(other)")
        return
      }
      var context = IBPresentationContext(
        kind: .presented, description: description, presentationStyle: style,
        inNavigationController: first.inNavigationController,
        inTabBarController: first.inTabBarController,
        navigationBarHidden: first.navigationBarHidden)
      context.keepsPopoverWhenCompact =
        style == "popover"
        && (first.keepsPopoverWhenCompact || withOwnStyle(first).keepsPopoverWhenCompact)
      if first.presentationStyle == nil, let ownStyle {
        context.description +=
          " (its own modalPresentationStyle .\(style ?? "") by \(ownStyle.location.fileNameAndLine)"
          + (context.keepsPopoverWhenCompact
            ? ", kept a popover in compact width by its own adaptivePresentationStyle (.none))"
            : ")")
      }
      containerBar(of: first, into: &context)
      decision.context = context
    case .pushed:
      var context = IBPresentationContext(
        kind: .pushed, description: description, inTabBarController: first.inTabBarController,
        navigationBarHidden: first.navigationBarHidden)
      if first.navigationBarHidden == nil {
        if let (style, onto) = pushTarget(of: first, identifiers: identifiers) {
          context.navigationStyle = style
          context.description += " " + onto
        } else if let (hidden, fact) = barHiddenByPusher(of: first) {
          // Which navigation controller is unknown, but the bar's state is the pusher's.
          context.navigationStyle = IBPresentationContext.NavigationStyle(barHidden: hidden)
          context.description +=
            ", its bar \(hidden ? "hidden" : "shown") by \(fact.location.fileNameAndLine)"
        }
      }
      if let (translucent, fact) = barTranslucencyByPusher(
        of: first, holding: { self.knownBar(holding: $0, identifiers: identifiers) }),
        context.navigationStyle?.barTranslucent != translucent
      {
        // The screens before it on the same stack set the bar they share.
        context.setBar(
          translucent: translucent,
          named: ", its bar made \(translucent ? "translucent" : "opaque") by"
            + " \(fact.location.fileNameAndLine)")
      }
      decision.context = context
      decision.applied.append(context.description)
      return
    case .windowRoot:
      var context = IBPresentationContext(
        kind: first.inNavigationController ? .pushed : .root, description: description,
        inNavigationController: first.inNavigationController,
        inTabBarController: first.inTabBarController,
        navigationBarHidden: first.navigationBarHidden)
      containerBar(of: first, into: &context)
      decision.context = context
    default:
      return
    }
    decision.applied.append(decision.context?.description ?? description)
  }

  /// `id`'s outermost relationship container in `document` (a tab's tab bar controller, a
  /// navigation controller's root's navigation controller), or `id` itself.
  static func outermostContainer(of id: String, in document: IBDocument) -> String {
    let index = document.itemIndex
    var current = id
    var seen: Set<String> = [id]
    while let parent = index.container(of: current), seen.insert(parent).inserted {
      current = parent
    }
    return current
  }

  /// The context of the main storyboard's initial controller when the app delegate's code makes
  /// it the window's root inside a navigation (or tab bar) controller it makes
  /// (`[mainStoryboard instantiateInitialViewController]`, `initWithRootViewController:`,
  /// `self.window.rootViewController = nav`): UIKit presents the main storyboard in the app
  /// delegate's window at launch, its initial controller as the window's root, and assigning
  /// the window's root "installs the view controller's view as the content view of the window
  /// … the old views are removed before the new ones are installed" (Apple's documentation of
  /// `UIWindow.rootViewController`; derived, UIKitRules R22.21).
  /// Only when every showing of that scene the code has is such a window
  /// root, in one way, and one of them is the app delegate's (``appDelegateClasses``): a root
  /// set only by a screen's action (a log-out) leaves the launch root as it is. With the words
  /// for findings. Round N's Glucosio (training): the overview tab bar controller, wrapped by
  /// `GLUCAppDelegate`'s `showOverview`, was laid out without the opaque bar above it.
  func rerootedInitial(of document: IBDocument, identifiers: StoryboardIdentifiers)
    -> (context: IBPresentationContext, words: String)?
  {
    guard document.kind == .storyboard, !document.isLaunchScreen(),
      let initial = document.initialViewControllerID,
      let controller = document.itemIndex.controller(initial)
    else { return nil }
    let found = showings(of: controller, in: document, identifiers: identifiers)
    guard let first = found.first else {
      return document.isMainStoryboard ? nil : wrappedInitial(of: document)
    }
    guard first.way == .windowRoot,
      first.inNavigationController || first.inTabBarController,
      found.allSatisfy({
        $0.way == .windowRoot && $0.inNavigationController == first.inNavigationController
          && $0.inTabBarController == first.inTabBarController
          && $0.navigationBarHidden == first.navigationBarHidden
          && $0.containerClass == first.containerClass
      })
    else { return nil }
    // UIKit launches the main storyboard's initial controller itself: only the app delegate's
    // code replaces that root before anything shows. Another storyboard's is shown only by
    // code.
    let byDelegate = found.first { showing in
      showing.shownBy.map { appDelegateClasses.contains(Self.plain($0)) } == true
    }
    guard let shown = document.isMainStoryboard ? byDelegate : first else { return nil }
    var context = IBPresentationContext(
      kind: first.inNavigationController ? .pushed : .root,
      description: shown.description
        + (document.isMainStoryboard
          ? " (the app delegate replaces the root UIKit makes from the main storyboard)" : ""),
      inNavigationController: first.inNavigationController,
      inTabBarController: first.inTabBarController,
      navigationBarHidden: first.navigationBarHidden)
    containerBar(of: first, into: &context)
    if first.inNavigationController,
      let (style, words) = barAppearance(for: context.navigationStyle)
    {
      context.navigationStyle = style
      context.description += ", " + words
    }
    return (context, context.description)
  }

  /// The context of the initial controller of a storyboard UIKit does not launch, when no code
  /// read shows it but the code makes it the root of a navigation controller of one class
  /// (``navigationWraps``) and hands that navigation controller on to code the index does not
  /// read (a framework's split view column: round O's Zom). A navigation controller shows its
  /// root under its navigation bar; where the navigation controller goes is not known, so it is
  /// laid out full screen, which the words say.
  func wrappedInitial(of document: IBDocument) -> (context: IBPresentationContext, words: String)? {
    let stem = Self.stem(document.path)
    let wraps = navigationWraps.filter { $0.screen == .storyboardInitial(storyboard: stem) }
    guard let wrap = wraps.first,
      wraps.allSatisfy({
        $0.navigationClass == wrap.navigationClass && $0.barHidden == wrap.barHidden
      })
    else { return nil }
    let navigation = Self.plain(wrap.navigationClass)
    var context = IBPresentationContext(
      kind: .pushed,
      description: "the root of a '\(navigation)' made by \(wrap.location.fileNameAndLine),"
        + " which the code hands on (where it goes is not read: laid out full screen)",
      inNavigationController: true,
      navigationBarHidden: wrap.barHidden)
    if let (translucent, fact) = ownBarTranslucency(ofNavigationClass: navigation) {
      context.setBar(
        translucent: translucent,
        named: ", its bar \(translucent ? "translucent" : "opaque") by"
          + " \(fact.location.fileNameAndLine)")
    } else if let (style, words) = barAppearance(for: context.navigationStyle) {
      context.navigationStyle = style
      context.description += ", " + words
    }
    return (context, context.description)
  }

  /// The presented controller's own `modalPresentationStyle` (``CodeFact/Kind/modalPresentationStyle``,
  /// set in its initializer or lifecycle code), when `showing` presents it and sets no style:
  /// UIKit presents with the value the controller holds (`.custom` is
  /// ``applyCustomPresentation(of:existing:into:)``'s, so not returned here).
  func ownPresentationStyle(of showing: ScreenShowing) -> CodeFact? {
    guard showing.way == .presented, showing.presentationStyle == nil,
      let name = showing.className.map(Self.plain),
      let fact = facts(of: name).first(where: { $0.kind == .modalPresentationStyle }),
      case .name(let own) = fact.value, own != "custom",
      UIModalPresentationStyle(rawValue: own) != nil
    else { return nil }
    return fact
  }

  /// `showing` with the presented controller's own style (``ownPresentationStyle(of:)``) when the
  /// presenter sets none, and kept a popover in compact width when that style is `.popover` and
  /// the controller's own code makes itself the popover's delegate answering `.none`
  /// (``ownPopoverKept``): the same decision for storyboard scenes, xibs and code screens
  /// (``ScreenShowing/ownStyleLocation`` names where). Any other showing is returned as it is.
  public func withOwnStyle(_ showing: ScreenShowing) -> ScreenShowing {
    guard let fact = ownPresentationStyle(of: showing), case .name(let own) = fact.value else {
      return showing
    }
    var result = showing
    result.presentationStyle = .name(own)
    result.ownStyleLocation = fact.location
    result.keepsPopoverWhenCompact =
      own == "popover" && showing.className.map { ownPopoverKept.contains(Self.plain($0)) } == true
    return result
  }

  /// What the code settles of the bar of the navigation controller that holds screens of class
  /// `name` before any of them changes it: the storyboard navigation controller above its scenes
  /// whose class's own code sets its bar, else the code-made navigation controllers around it
  /// (``barOfNavigations(around:)``).
  func knownBar(holding name: String, identifiers: StoryboardIdentifiers) -> (
    translucent: Bool, fact: CodeFact
  )? {
    if let navigation = identifiers.navigationClass(aboveScenesOf: name),
      let own = ownBarTranslucency(ofNavigationClass: navigation)
    {
      return own
    }
    return barOfNavigations(around: name).map { ($0.translucent, $0.fact) }
  }

  /// The bar of the navigation controller `showing` makes around the scene, when it is of a
  /// `UINavigationController` subclass whose own code sets its bar's translucency
  /// (``ownBarTranslucency(ofNavigationClass:)``; round K's JasperMobile presents a share-settings
  /// scene inside `[[JMMainNavigationController alloc] initWithRootViewController:]`, whose
  /// `viewDidLoad` makes the bar opaque): applied to `context` and named in its description.
  private func containerBar(of showing: ScreenShowing, into context: inout IBPresentationContext) {
    guard showing.inNavigationController, let navigation = showing.containerClass,
      let (translucent, fact) = ownBarTranslucency(ofNavigationClass: Self.plain(navigation))
    else { return }
    context.setBar(
      translucent: translucent,
      named: ", its '\(Self.plain(navigation))' bar \(translucent ? "translucent" : "opaque") by"
        + " \(fact.location.fileNameAndLine)")
  }

  /// A controller whose own code (or a dependency-injection definition of it) sets
  /// `modalPresentationStyle = .custom` (``CodeFact/Kind/modalPresentationStyle``) and that is
  /// presented without a style of the presenter's or the segue's: UIKit lays the presented view
  /// out in the frame its presentation controller's `frameOfPresentedViewInContainerView`
  /// returns ("UIModalPresentationCustom: a custom view presentation style that is managed by a
  /// custom presentation controller", Apple's `UIModalPresentationStyle` documentation; the
  /// transitioning delegate supplies that controller, `UIViewController.transitioningDelegate`).
  /// That frame is code the reader does not evaluate (a bottom card, a centred panel), so the
  /// screen is laid out full screen by assumption: context assumed, and what rests on its top
  /// edge is not reported. A screen pushed or made the window's root is not presented: its style
  /// does not apply.
  private func applyCustomPresentation(
    of className: String, existing: IBPresentationContext, into decision: inout ScreenDecision
  ) {
    let presentedWithoutStyle =
      existing.kind == .presented && !existing.isAssumed
      && (existing.presentationStyle == nil || existing.presentationStyle == "automatic")
      && !existing.inNavigationController
    let assumedFullScreen = existing.isAssumedFullScreen
    guard presentedWithoutStyle || assumedFullScreen,
      let fact = facts(of: className).first(where: { $0.kind == .modalPresentationStyle }),
      fact.value == .name("custom")
    else { return }
    let (context, words) = customPresentation(setBy: fact.location)
    decision.context = context
    decision.unresolved.append(words)
  }

  /// A storyboard presentation segue that keeps its automatic style while the source's
  /// `prepare(for:sender:)` gives the destination a transitioning delegate
  /// (``segueTransitioningDelegates``, matched by the segue's identifier). UIKit documents the
  /// delegate's objects for `.custom` only ("When the view controller's modalPresentationStyle
  /// property is UIModalPresentationStyle.custom, UIKit uses the object in this property to
  /// facilitate transitions and presentations", Apple's `transitioningDelegate` documentation)
  /// and says nothing of what its animator does to the automatic style, which most controllers
  /// take as a page sheet (`UIModalPresentationStyle.automatic`); an animator that sets the
  /// presented view's frame itself (fresh round M's OpenStreetCam: `destination.view.frame =
  /// container.frame`) makes a full screen of it as often as not. The scene keeps its layout (a
  /// page sheet from iOS 13) and its context is named assumed, with the reason: its findings are
  /// one severity lower and say so (UIKitRules R22.17).
  private func applySegueTransitioning(
    to controller: IBController, in document: IBDocument, existing: IBPresentationContext,
    into decision: inout ScreenDecision
  ) {
    guard !existing.isAssumed, existing.kind == .presented,
      existing.segueKind == "presentation" || existing.segueKind == "modal",
      existing.presentationStyle == nil || existing.presentationStyle == "automatic",
      let source = existing.sourceID,
      let sourceClass = document.itemIndex.controller(source)?.customClass.map(Self.plain),
      let entries = segueTransitioningDelegates[sourceClass]
    else { return }
    let segues = document.itemIndex.incomingSegues(to: controller.id).filter {
      $0.sourceID == source && ($0.segue.kind == "presentation" || $0.segue.kind == "modal")
    }
    guard
      let entry = entries.first(where: { entry in
        guard let identifiers = entry.identifiers else { return !segues.isEmpty }
        return segues.contains { $0.segue.identifier.map(identifiers.contains) == true }
      })
    else { return }
    if let custom = entry.customStyleLocation {
      // The same branch makes the style `.custom`: the delegate's presentation controller
      // lays the screen out (``applyCustomPresentation(of:existing:into:)``).
      let (context, words) = customPresentation(setBy: custom)
      decision.context = context
      decision.unresolved.append(words)
      return
    }
    var context = decision.context ?? existing
    context.isAssumed = true
    let words =
      "context assumed: presented by a segue whose destination gets a transitioning delegate in"
      + " prepare(for:sender:) (\(entry.location.fileNameAndLine)) while its style stays automatic:"
      + " UIKit documents the delegate's objects for .custom only, so whether the screen is a page"
      + " sheet or fills the screen is not known statically; laid out in the automatic style"
    context.description = words
    decision.context = context
    decision.unresolved.append(words)
  }

  /// A storyboard presentation segue of the app's own `UIStoryboardSegue` subclass whose
  /// `perform()` sets the destination's style before presenting (``segueClassStyles``), while
  /// the document sets none on the segue: presented in that style on the idioms the code names
  /// (``IBPresentationContext/presentationStyleByIdiom``). Fresh round Y: RWDevCon's
  /// `MapPresentationSegue` makes the conference map a page sheet on iPads (`if idiom == .pad {
  /// destination.modalPresentationStyle = .pageSheet }` before `super.perform()`); it was laid
  /// out presented full screen there.
  private func applySegueClass(
    to controller: IBController, in document: IBDocument, existing: IBPresentationContext,
    into decision: inout ScreenDecision
  ) {
    guard !existing.isAssumed, existing.kind == .presented,
      existing.segueKind == "presentation" || existing.segueKind == "modal",
      existing.presentationStyle == nil, let source = existing.sourceID
    else { return }
    let classes = document.itemIndex.incomingSegues(to: controller.id).filter {
      $0.sourceID == source && $0.segue.kind == existing.segueKind
    }.map { $0.segue.customClass.map(Self.plain) }
    guard let first = classes.first, let className = first, classes.allSatisfy({ $0 == first }),
      let style = segueClassStyles[className]
    else { return }
    let styles = style.byIdiom
    let words: String
    if styles.count == 2, styles["phone"] == styles["pad"], let both = styles["pad"] {
      words = "presented \(both)"
    } else {
      words =
        "presented "
        + [("phone", "iPhones"), ("pad", "iPads")].compactMap { idiom, devices in
          styles[idiom].map { "\($0) on \(devices)" }
        }.joined(separator: " and ")
    }
    let phrase =
      words + " by the segue's class \(className) (\(style.location.fileNameAndLine))"
    var context = existing
    context.presentationStyleByIdiom = styles
    context.description += ", " + phrase
    decision.context = context
    decision.applied.append(phrase)
  }

  /// Where the code presents the flow that holds controller `id` with `.custom`: the scene a
  /// presentation segue shows — `id` itself, or, following containers to the outermost and
  /// pushes and embeds to their source, the one whose navigation stack holds it — gets a
  /// transitioning delegate and `modalPresentationStyle = .custom` in the same branch of its
  /// source's `prepare(for:sender:)` (``segueTransitioningDelegates``), and the segue sets no
  /// style of its own. UIKit then does not ask the flow's controllers for the status bar:
  /// "status bar appearance control is transferred from the presenting to the presented view
  /// controller only if the presented controller's modalPresentationStyle value is
  /// UIModalPresentationStyle.fullScreen" (Apple's documentation of
  /// `modalPresentationCapturesStatusBarAppearance`, which, set in that `prepare`, hands it
  /// over after all: `nil` then). Fresh round Y: Gulps' feedback flow, presented so by
  /// `DrinkViewController.prepare(for:sender:)`, was laid out with "status bar hidden by
  /// FeedbackViewController.swift:21".
  func customPresentedFlow(of id: String, in document: IBDocument) -> SourceLocation? {
    let index = document.itemIndex
    var current = id
    for _ in 0..<64 {
      if let parent = index.container(of: current) {
        current = parent
        continue
      }
      let context = IBPresentationContext.resolve(current, in: document)
      switch context.kind {
      case .pushed, .embedded:
        guard let source = context.sourceID else { return nil }
        current = source
      case .presented:
        guard context.segueKind == "presentation" || context.segueKind == "modal",
          context.presentationStyle == nil || context.presentationStyle == "automatic",
          let source = context.sourceID,
          let sourceClass = index.controller(source)?.customClass.map(Self.plain),
          let entries = segueTransitioningDelegates[sourceClass]
        else { return nil }
        let segues = index.incomingSegues(to: current).filter {
          $0.sourceID == source && ($0.segue.kind == "presentation" || $0.segue.kind == "modal")
        }
        let entry = entries.first { entry in
          guard let identifiers = entry.identifiers else { return !segues.isEmpty }
          return segues.contains { $0.segue.identifier.map(identifiers.contains) == true }
        }
        guard let entry, entry.capturesStatusBarLocation == nil else { return nil }
        return entry.customStyleLocation
      case .root:
        return nil
      }
    }
    return nil
  }

  /// The context of a screen presented with `modalPresentationStyle = .custom` (set at
  /// `location`): laid out full screen by assumption, its frame its presentation controller's
  /// (``applyCustomPresentation(of:existing:into:)``), with words for findings.
  private func customPresentation(setBy location: SourceLocation) -> (
    IBPresentationContext, String
  ) {
    let overrides = presentedFrameOverrides
    let frameWords =
      overrides.isEmpty
      ? "its presentation controller's frameOfPresentedViewInContainerView (the default fills"
        + " the container; the transitioning delegate's controller is not read)"
      : "its presentation controller's frameOfPresentedViewInContainerView ("
        + overrides.prefix(3).map(\.fileNameAndLine).joined(separator: ", ")
        + (overrides.count > 3 ? " and \(overrides.count - 3) more" : "")
        + " in the app return their own frame), not known statically"
    let words =
      "context assumed: presented with a custom presentation (modalPresentationStyle .custom"
      + " by \(location.fileNameAndLine)): its frame is " + frameWords
      + "; laid out full screen, what rests on its top edge is not reported"
    var context = IBPresentationContext(kind: .root, description: words)
    context.isAssumed = true
    return (context, words)
  }

  /// The navigation controller a screen pushed by code goes onto, with words for the finding:
  /// the one that holds the pushing class's storyboard scenes (with what the pusher's own code
  /// sets on its bar, ``barHiddenByPusher(of:)``), else, when the code makes no navigation
  /// controller, the app's IB navigation controllers if they are all styled alike. A navigation
  /// controller's bar state (`isNavigationBarHidden`, the bar's `isTranslucent`) belongs to the
  /// controller, not to the pushed item.
  func pushTarget(of showing: ScreenShowing, identifiers: StoryboardIdentifiers)
    -> (IBPresentationContext.NavigationStyle, String)?
  {
    if let pusher = showing.shownBy, var style = identifiers.navigationStyle(aboveScenesOf: pusher)
    {
      var words = "onto the navigation controller that holds '\(Self.plain(pusher))'"
      var named = false
      if let navigation = identifiers.navigationClass(aboveScenesOf: pusher),
        let (translucent, fact) = ownBarTranslucency(ofNavigationClass: navigation),
        style.barTranslucent == translucent
      {
        // Its class's own code set the bar (``withNavigationClassBars(_:)``): say where.
        words +=
          " (a '\(navigation)', its bar \(translucent ? "translucent" : "opaque") by"
          + " \(fact.location.fileNameAndLine))"
        named = true
      }
      if let (hidden, fact) = barHiddenByPusher(of: showing) {
        style.barHidden = hidden
        words += ", its bar \(hidden ? "hidden" : "shown") by \(fact.location.fileNameAndLine)"
      }
      return (style, words + (named && style.barHidden != true ? "" : Self.barWords(style)))
    }
    // The pusher is the root of navigation controllers the code makes, each of a class whose
    // own code sets its bar (Alfresco's `NavigationViewController`, fresh round J).
    // In turn, the navigation controllers holding the pusher's own pushers (round K's Fresco).
    if let pusher = showing.shownBy, let around = barOfNavigations(holding: pusher) {
      var style = IBPresentationContext.NavigationStyle()
      style.barTranslucent = around.translucent
      var words =
        "onto the '\(around.navigation)' that holds '\(Self.plain(pusher))', its bar"
        + " \(around.translucent ? "translucent" : "opaque") by"
        + " \(around.fact.location.fileNameAndLine)"
      if let (hidden, fact) = barHiddenByPusher(of: showing) {
        style.barHidden = hidden
        words += ", \(hidden ? "hidden" : "shown") by \(fact.location.fileNameAndLine)"
      }
      return (style, words)
    }
    // Every navigation controller the app has hides its bar, the code's and the documents':
    // the push goes onto one of them (R22.30), unless the pusher left the bar shown.
    if let words = everyNavigationHidesItsBar(identifiers) {
      var style = IBPresentationContext.NavigationStyle(barHidden: true)
      var text = "onto a navigation controller: " + words
      if let (hidden, fact) = barHiddenByPusher(of: showing), !hidden {
        style.barHidden = false
        text += ", its bar shown by \(fact.location.fileNameAndLine)"
      }
      return (style, text)
    }
    let all = identifiers.navigationControllers
    guard navigationControllersMadeInCode.isEmpty, let style = all.first,
      all.allSatisfy({ $0 == style })
    else { return nil }
    let count =
      all.count == 1
      ? "the app's only navigation controller"
      : "one of the app's \(all.count) navigation controllers, all alike"
    return (style, "onto \(count)" + Self.barWords(style))
  }

  /// Words for findings when every navigation controller the app has hides its bar: each one
  /// its code makes (``CodeIndex/everyCodeMadeNavigationHidesItsBar``) and each of its
  /// storyboards and xibs (`navigationBarHidden="YES"`); `nil` otherwise. A push goes onto the
  /// pusher's navigation controller, which is one of those (UIKit makes none of its own for
  /// the app's screens), and `isNavigationBarHidden` stays as set until changed (R22.30).
  func everyNavigationHidesItsBar(_ identifiers: StoryboardIdentifiers) -> String? {
    guard let at = everyCodeMadeNavigationHidesItsBar,
      identifiers.navigationControllers.allSatisfy({ $0.barHidden == true })
    else { return nil }
    let documents = identifiers.navigationControllers.count
    return "every navigation controller the app makes hides its bar (the code's, first made by"
      + " \(at.fileNameAndLine)"
      + (documents > 0 ? ", and the \(documents) of its storyboards and xibs" : "") + ")"
  }

  /// A scene no segue or code reaches, assumed pushed because it has a navigation item, when
  /// every navigation controller the app has hides its bar (``everyNavigationHidesItsBar(_:)``):
  /// laid out under a hidden bar, still assumed (R22.30). Fresh round Q's CUP carsharing app
  /// (`precision`'s table): every code-made navigation controller comes from one helper,
  /// `withNavigation()`, which hides its bar, and the scenes come from an enum-keyed factory.
  private func applyAppWideHiddenBar(
    existing: IBPresentationContext, identifiers: StoryboardIdentifiers,
    into decision: inout ScreenDecision
  ) {
    guard decision.context == nil, existing.isAssumed, existing.kind == .pushed,
      existing.sourceID == nil, existing.navigationStyle?.barHidden == nil
    else { return }
    var context = existing
    var style = context.navigationStyle ?? IBPresentationContext.NavigationStyle()
    let words: String
    if let hidden = everyNavigationHidesItsBar(identifiers) {
      style.barHidden = true
      words = hidden
    } else {
      // The code makes no navigation controller and every one of the documents' has an opaque
      // bar: the assumed push goes onto one of them, under an opaque bar whenever one is shown
      // (fresh round R's Dingo: five, one of them hidden by its root's code).
      let all = identifiers.navigationControllers
      guard context.navigationStyle == nil, navigationControllersMadeInCode.isEmpty,
        !all.isEmpty, all.allSatisfy({ $0.barTranslucent == false })
      else { return }
      style.barTranslucent = false
      words =
        "onto "
        + (all.count == 1
          ? "the app's only navigation controller, its bar opaque"
          : "one of the app's \(all.count) navigation controllers, every one with an opaque bar")
    }
    context.navigationStyle = style
    context.description += ", " + words
    decision.context = context
    decision.applied.append(words)
  }

  private static func barWords(_ style: IBPresentationContext.NavigationStyle) -> String {
    if style.barHidden == true { return " (bar hidden)" }
    if style.barTranslucent == false { return " (opaque bar)" }
    return ""
  }

  private func applyFacts(
    of className: String, to controller: IBController, into decision: inout ScreenDecision,
    navigationMatters: Bool, pushed: Bool, statusBarNotAsked: SourceLocation? = nil
  ) {
    var outlets: [String: String] = [:]  // lookups only
    for outlet in controller.outlets where outlets[outlet.property] == nil {
      outlets[outlet.property] = outlet.destination
    }
    var notJudged: [String] = []
    var notJudgedWhen: [EnvironmentCase: [String]] = [:]  // lookups only; sorted below
    var scrollViews: [String] = []  // scroll views whose content a code-set constant moves
    for fact in facts(of: className) {
      guard fact.value.isResolved else {
        // An outlet fact is about an outlet of this controller, or about nothing here.
        if fact.kind != .outletMoved, fact.kind != .outletHidden, fact.kind != .outletPlaced,
          fact.kind != .outletFilled
            || fact.subject.map({ Self.outlet($0, outlets) != nil }) == true,
          fact.kind != .constraintConstantSet, fact.kind != .navigationBarTranslucent,
          fact.kind != .contentInsetAdjustmentBehavior
            || fact.subject.map({ viewID($0, outlets, controller) != nil }) == true
        {
          decision.remarks.append(
            "\(fact.kind.rawValue) at \(fact.location.fileNameAndLine) not applied: \(fact.value)")
        }
        continue
      }
      switch (fact.kind, fact.value) {
      case (.prefersStatusBarHidden, .bool(let hidden)):
        if let custom = statusBarNotAsked {
          // Presented (itself or the flow that holds it) with `.custom`: UIKit does not ask it.
          decision.remarks.append(
            "prefersStatusBarHidden at \(fact.location.fileNameAndLine) not applied: the flow is"
              + " presented with .custom by \(custom.fileNameAndLine), and UIKit hands the status"
              + " bar to a presented controller only for .fullScreen (or with"
              + " modalPresentationCapturesStatusBarAppearance)")
          continue
        }
        decision.traits.prefersStatusBarHidden = hidden
        if hidden {
          decision.applied.append("status bar hidden by \(fact.location.fileNameAndLine)")
        }
      case (.navigationBarTranslucent, .bool(let translucent))
      where fact.subject == "navigationController":
        // Its own code sets the bar of the navigation controller that holds it when its view
        // loads: it is laid out under that bar (R22.11).
        guard navigationMatters else { continue }
        decision.traits.navigationBarTranslucent = translucent
        decision.applied.append(
          "navigation bar \(translucent ? "translucent" : "opaque") by \(fact.location.fileNameAndLine)"
        )
      case (.navigationBarHidden, .bool(let hidden))
      where fact.subject == CodeFact.fdPrefersNavigationBarHidden && !pushed:
        // The pod hides the bar for a controller its swizzled push put on the stack; a root's
        // bar is shown as its navigation controller leaves it (R22.24).
        decision.remarks.append(
          "fd_prefersNavigationBarHidden \(hidden) at \(fact.location.fileNameAndLine) not"
            + " applied: FDFullscreenPopGesture sets the bar for a pushed controller only")
      case (.navigationBarHidden, .bool(let hidden)):
        guard navigationMatters else { continue }
        decision.traits.navigationBarHidden = hidden
        if hidden {
          decision.applied.append("navigation bar hidden by \(fact.location.fileNameAndLine)")
        }
      case (.additionalSafeAreaInsets, .insets(let top, let left, let bottom, let right)):
        decision.traits.additionalSafeAreaInsets = [top, left, bottom, right]
        decision.applied.append(
          "additionalSafeAreaInsets \(fact.value) by \(fact.location.fileNameAndLine)")
      case (.edgesForExtendedLayout, .edges(let edges)):
        decision.traits.edgesForExtendedLayout = IBRectEdge(
          top: edges.contains("top"), left: edges.contains("left"),
          bottom: edges.contains("bottom"), right: edges.contains("right"))
        decision.applied.append(
          "edgesForExtendedLayout \(fact.value) by \(fact.location.fileNameAndLine)")
      case (.extendedLayoutIncludesOpaqueBars, .bool(let value)):
        decision.traits.extendedLayoutIncludesOpaqueBars = value
        decision.applied.append(
          "extendedLayoutIncludesOpaqueBars \(value) by \(fact.location.fileNameAndLine)")
      case (.automaticallyAdjustsScrollViewInsets, .bool(let value)):
        decision.traits.automaticallyAdjustsScrollViewInsets = value
        decision.applied.append(
          "automaticallyAdjustsScrollViewInsets \(value) by \(fact.location.fileNameAndLine)")
      case (.contentInsetAdjustmentBehavior, .name(let behavior)):
        guard let subject = fact.subject, let id = viewID(subject, outlets, controller),
          ContentInsetAdjustmentBehavior(rawValue: behavior) != nil
        else { continue }
        decision.traits.contentInsetAdjustment.append(
          IBCodeTraits.ScrollBehavior(viewID: id, behavior: behavior))
        decision.applied.append(
          "'\(subject)'.contentInsetAdjustmentBehavior .\(behavior) by \(fact.location.fileNameAndLine)"
        )
      case (.outletHidden, _) where fact.onlyIn != nil, (.outletMoved, _) where fact.onlyIn != nil:
        // Hidden or moved only in some environments: not judged there.
        guard let when = fact.onlyIn, let subject = fact.subject,
          let id = Self.outlet(subject, outlets)
        else { continue }
        notJudgedWhen[when, default: []].append(id)
        let what = fact.kind == .outletHidden ? "hidden" : "moved"
        decision.remarks.append(
          "'\(subject)' \(what) \(when) by \(fact.location.fileNameAndLine) (\(fact.method)):"
            + " not judged there")
      case (.outletHidden, _):
        guard let subject = fact.subject, let id = Self.outlet(subject, outlets) else { continue }
        decision.traits.hiddenViewIDs.append(id)
        notJudged.append(id)
        decision.remarks.append("'\(subject)' hidden by \(fact.location.fileNameAndLine)")
      case (.outletMoved, _):
        guard let subject = fact.subject, let id = Self.outlet(subject, outlets),
          !notJudged.contains(id)
        else { continue }
        notJudged.append(id)
        decision.remarks.append("'\(subject)' moved by \(fact.location.fileNameAndLine)")
      case (.outletPlaced, .name(let helper)):
        guard let subject = fact.subject, let id = Self.outlet(subject, outlets),
          !notJudged.contains(id)
        else { continue }
        notJudged.append(id)
        let name = outlets[subject] == nil ? String(subject.dropFirst()) : subject
        let where_ = fact.placedAt.map { " at \($0.fileNameAndLine)" } ?? ""
        decision.remarks.append(
          "'\(name)' placed by code: \(helper)\(where_), from \(fact.method) at"
            + " \(fact.location.fileNameAndLine)")
      case (.outletFilled, .name(let type)):
        // Its code fills it with a view it makes: what shows there is that view's drawing.
        guard let subject = fact.subject, let id = Self.outlet(subject, outlets),
          !notJudged.contains(id)
        else { continue }
        notJudged.append(id)
        let made = fact.placedAt.map { " made at \($0.fileNameAndLine)" } ?? ""
        decision.remarks.append(
          "'\(subject)' filled by code with a '\(type)'\(made), added by"
            + " \(fact.location.fileNameAndLine): what shows there is that view, not the document's"
        )
      case (.constraintConstantSet, _):
        guard let subject = fact.subject, let id = Self.outlet(subject, outlets),
          let moved = Self.viewsMoved(byConstraint: id, in: controller, scrollViewClasses)
        else { continue }
        if let when = fact.onlyIn {
          // Set only in some environments (an idiom's or an orientation's branch): the views
          // it places are where the file puts them elsewhere.
          notJudgedWhen[when, default: []] += moved.items + moved.scrollViews
          decision.remarks.append(
            "'\(subject)'.constant set \(when) by \(fact.location.fileNameAndLine)"
              + " (\(fact.method)): the views it places are not judged there")
          continue
        }
        let fresh = moved.items.filter { !notJudged.contains($0) }
        notJudged += fresh
        scrollViews += moved.scrollViews.filter { !scrollViews.contains($0) }
        if !fresh.isEmpty || !moved.scrollViews.isEmpty {
          decision.remarks.append(
            "'\(subject)'.constant set by \(fact.location.fileNameAndLine) (\(fact.method)): the"
              + " views it places are not judged")
        }
      default:
        continue
      }
    }
    decision.notJudgedViewIDs = Array(
      Set(Self.subtrees(notJudged, in: controller) + scrollViews)
    ).sorted()
    decision.notJudgedViewIDsWhen = notJudgedWhen.map { when, ids in
      ScreenDecision.ViewsNotJudged(
        when: when, viewIDs: Array(Set(Self.subtrees(ids, in: controller))).sorted())
    }.sorted { $0.when.description < $1.when.description }
  }

  /// The views constraint `id` of `controller`'s view tree places, when code changes its
  /// constant: its first view item (not the root view, not a layout guide), whose frame — and its
  /// subviews' — follows the constant, the views only it holds on that axis (``pinnedOnly(to:along:besides:views:root:)``),
  /// and every scroll view that holds one of them (its content size follows the constant). `nil`
  /// when no constraint has that id.
  static func viewsMoved(
    byConstraint id: String, in controller: IBController, _ scrollViewClasses: [String]
  ) -> (items: [String], scrollViews: [String])? {
    guard let root = controller.view else { return nil }
    var parent: [String: String] = [:]  // lookups only
    var views: [String: IBView] = [:]  // lookups only
    var found: IBConstraint?
    var pending: [IBView] = [root]
    var steps = 0
    while let view = pending.popLast(), steps < 100_000 {
      steps += 1
      views[view.id] = view
      if found == nil, let constraint = view.constraints.first(where: { $0.id == id }) {
        found = constraint
      }
      for child in view.subviews + view.keyedViews {
        parent[child.id] = view.id
        pending.append(child)
      }
    }
    guard let constraint = found else { return nil }
    // The view the constant places: the constraint's first view item (the second when the
    // first is the root view or a layout guide). The other item is held by the rest of the
    // layout as often as not (a label pinned below a header moves, the header does not).
    let first = [constraint.writtenFirstItem ?? constraint.ownerID, constraint.secondItem]
      .compactMap { $0 }.filter { $0 != root.id && views[$0] != nil }.prefix(1)
    let items = Self.pinnedOnly(
      to: Set(first), along: constraint.firstAttribute, besides: constraint.id, views: views,
      root: root.id)
    let scrollElements: Set<String> = ["scrollView", "tableView", "collectionView", "textView"]
    var scrollViews: [String] = []
    for item in items {
      var current = parent[item]
      var depth = 0
      while let id = current, depth < 256 {
        depth += 1
        if let view = views[id],
          scrollElements.contains(view.elementName)
            || view.customClass.map({ scrollViewClasses.contains(plain($0)) }) == true,
          !scrollViews.contains(id)
        {
          scrollViews.append(id)
        }
        current = parent[id]
      }
    }
    return (Array(Set(items)).sorted(), scrollViews)
  }

  /// `moved` and every view whose position along `attribute`'s axis only views of that set hold:
  /// a view all of whose constraints on that axis (but `changed`, the constraint code sets)
  /// relate it to views that move, in turn (the picker's backdrop pinned top and bottom to the
  /// picker whose bottom code sets, fresh round M's PocketTrailer). A view also held by anything
  /// else on that axis (the root view, a layout guide, a view that stays) stays where the document
  /// puts it; a view with no constraint on that axis is not placed by the moved ones. Views that
  /// hold each other and reach the moved ones only through each other move with them.
  static func pinnedOnly(
    to moved: Set<String>, along attribute: IBLayoutAttribute, besides changed: String,
    views: [String: IBView], root: String
  ) -> [String] {
    guard let axis = Self.axis(of: attribute) else { return moved.sorted() }
    // Each view's other items along the axis, from every constraint but the changed one.
    var others: [String: Set<String>] = [:]  // lookups only
    for view in views.values {
      for constraint in view.constraints where constraint.id != changed {
        let first = constraint.writtenFirstItem ?? constraint.ownerID
        guard Self.axis(of: constraint.firstAttribute) == axis,
          let second = constraint.secondItem,
          let secondAttribute = constraint.secondAttribute,
          Self.axis(of: secondAttribute) == axis,
          !constraint.firstAttribute.isSize, !secondAttribute.isSize
        else { continue }
        others[first, default: []].insert(second)
        others[second, default: []].insert(first)
      }
    }
    // A moved view carries its subviews (a view pinned to one of them moves too).
    var carried: Set<String> = []
    var pending = Array(moved)
    while let id = pending.popLast(), carried.count < 100_000 {
      guard carried.insert(id).inserted, let view = views[id] else { continue }
      pending += (view.subviews + view.keyedViews).map(\.id)
    }
    // The largest set of views each of whose items along the axis is carried or in the set
    // (views held by each other count: a switch centred on a label pinned below the moved view,
    // fresh round X's Music Memories), then only those the carried views reach through it (two
    // views held only by each other are not placed by the moved ones).
    var candidates = Set(
      others.keys.filter { view in
        !carried.contains(view) && view != root && views[view] != nil
          && !(others[view] ?? []).isEmpty
      })
    var changedSet = true
    var rounds = 0
    while changedSet, rounds < 4_096 {
      changedSet = false
      rounds += 1
      for view in candidates.sorted()
      where !(others[view] ?? []).isSubset(of: carried.union(candidates)) {
        candidates.remove(view)
        changedSet = true
      }
    }
    var reached: Set<String> = []
    var frontier = candidates.filter { !(others[$0] ?? []).isDisjoint(with: carried) }.sorted()
    while let view = frontier.popLast(), reached.count < 100_000 {
      guard reached.insert(view).inserted else { continue }
      frontier += (others[view] ?? []).filter { candidates.contains($0) && !reached.contains($0) }
    }
    return reached.union(moved).sorted()
  }

  /// The axis an attribute positions along: `"y"` for top, bottom, centre Y and the baselines
  /// (and their margins and height), `"x"` for the others; `nil` for one IB does not write.
  static func axis(of attribute: IBLayoutAttribute) -> String? {
    let name = attribute.rawValue
    guard attribute.isKnown, name != "notAnAttribute" else { return nil }
    let vertical = [
      "top", "bottom", "centerY", "height", "firstBaseline", "lastBaseline", "baseline",
    ]
    return vertical.contains { name.hasPrefix($0) } ? "y" : "x"
  }

  /// The IB id of outlet `name` in `outlets`; an Objective-C instance variable `_name` is the
  /// property `name`'s (the compiler synthesizes `_name` for a property it backs).
  static func outlet(_ name: String, _ outlets: [String: String]) -> String? {
    if let id = outlets[name] { return id }
    if name.hasPrefix("_"), name.count > 1 { return outlets[String(name.dropFirst())] }
    return nil
  }

  /// The IB id of outlet `name`, or the root view for a table or collection view controller's
  /// `tableView`/`collectionView`.
  private func viewID(_ name: String, _ outlets: [String: String], _ controller: IBController)
    -> String?
  {
    if let id = outlets[name] { return id }
    if name == "tableView" && controller.kind == .tableViewController
      || name == "collectionView" && controller.kind == .collectionViewController
    {
      return controller.view?.id
    }
    return nil
  }

  /// `ids` and the ids of every view under them in `controller`'s view tree, sorted.
  static func subtrees(_ ids: [String], in controller: IBController) -> [String] {
    guard !ids.isEmpty, let root = controller.view else { return [] }
    let wanted = Set(ids)
    var result: Set<String> = []
    var pending: [(view: IBView, inside: Bool)] = [(root, false)]
    var steps = 0
    while let (view, inside) = pending.popLast(), steps < 100_000 {
      steps += 1
      let now = inside || wanted.contains(view.id)
      if now { result.insert(view.id) }
      pending += (view.subviews + view.keyedViews).map { ($0, now) }
    }
    return result.sorted()
  }

  /// `document` with the code's decisions applied (contexts for the scenes whose context the
  /// document leaves assumed; every controller's traits), and the decisions by controller id.
  public func applying(to document: IBDocument, identifiers: StoryboardIdentifiers) -> (
    document: IBDocument, decisions: [String: ScreenDecision]
  ) {
    var decisions: [String: ScreenDecision] = [:]  // lookups only
    var contexts = document.externalContexts
    var traits = document.codeTraits
    for scene in document.scenes {
      let decision = decide(scene.controller, in: document, identifiers: identifiers)
      if let context = decision.context { contexts[scene.controller.id] = context }
      for (id, context) in decision.containerContexts { contexts[id] = context }
      if !decision.traits.isEmpty { traits[scene.controller.id] = decision.traits }
      decisions[scene.controller.id] = decision
    }
    var result = withBarAppearance(document)
    if contexts != document.externalContexts { result.externalContexts = contexts }
    result.codeTraits = traits
    result.scrollViewClasses = Set(scrollViewClasses)
    return (result, decisions)
  }
}

extension IBPresentationContext {
  /// Sets the navigation bar's translucency, keeping the rest of the navigation style, and adds
  /// `description` (what set it) to the context's description.
  fileprivate mutating func setBar(translucent: Bool, named description: String) {
    var style = navigationStyle ?? NavigationStyle()
    style.barTranslucent = translucent
    navigationStyle = style
    self.description += description
  }
}
