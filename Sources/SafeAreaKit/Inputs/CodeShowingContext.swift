import CodeContext
import CodeScreens
import DeviceCatalog
import Foundation
import HeadlessUIKit
import SceneDocument
import TextEscaping

/// How code shows a code screen, from the `CodeContext` index of the same sources: the
/// ``CodeScreens/CodeScreenContext`` the code reader asks.
///
/// ```swift
/// let index = CodeIndex.read(files: files)             // the sources the screens are read from
/// screen.context = CodeShowingContext(index: index)
/// // pushViewController(ChatViewController(), animated: true)   (Inbox.swift:40)
/// // → ChatViewController laid out pushed onto a navigation controller, not assumed
/// ```
///
/// The code shows the class in one way (every showing the index found agrees):
/// - pushed (`pushViewController`): onto a navigation controller, in a tab when the navigation
///   controller is a tab; its bar hidden when the code hides it there, else as the screen's own
///   code sets it;
/// - the window's root: full screen, or the root of the navigation controller made around it;
/// - presented (`present`): presented from a full-screen controller with the style set on it;
///   none set is `automatic`, a page sheet on iPhone from iOS 13 ("the default presentation
///   style is `UIModalPresentationStyle.pageSheet`… for most view controllers", Apple's
///   documentation of `modalPresentationStyle`), which the runtime models per iOS version;
/// - a child (`addChild`): its view goes where its parent's code puts it, so the screen is a
///   part, not audited alone (``placement(of:)`` says so; the caller marks it).
///
/// Shown in several ways, adaptively (`show(_:sender:)`), as a split view column, or not at all:
/// `nil`, and the assumed context stays (one severity lower, the top edge silent when assumed
/// full screen), exactly as for a storyboard scene no segue reaches.
public struct CodeShowingContext: CodeScreenContext {
  /// The index of how the app's code shows its controllers.
  public let index: CodeIndex

  /// How the code shows each class it shows, decided once when the context is made (a screen
  /// asks at each of its layouts); lookups only.
  private let byClass: [String: Showing]

  /// Whether a push whose pusher's container is not known may take the orientation lock
  /// every navigation controller the code makes agrees on
  /// (``CodeIndex/windowFillingLock(of:appWideNavigation:)``): set when the app's storyboards
  /// and xibs hold no navigation controller, so the code makes every one.
  public let appWideNavigation: Bool

  /// Whether the app's storyboards and xibs hold navigation controllers and every one hides its
  /// bar (``ProjectNibs/everyNavigationControllerHidesItsBar``).
  public let documentNavigationsHideTheirBar: Bool

  public init(
    index: CodeIndex, appWideNavigation: Bool = false,
    documentNavigationsHideTheirBar: Bool = false
  ) {
    self.index = index
    self.appWideNavigation = appWideNavigation
    self.documentNavigationsHideTheirBar = documentNavigationsHideTheirBar
    // The showings of each class, in the index's (source) order, as `showings(ofClass:)` finds
    // them: by the class the code names, or the class it makes.
    var found: [String: [ScreenShowing]] = [:]
    // A presentation without a style of the presenter's takes the controller's own (round N's
    // Awful: `Selectotron` sets `.popover` in its initializer and keeps it in compact width).
    for showing in index.showings.map(index.withOwnStyle) {
      var names: [String] = []
      if let name = showing.className { names.append(name) }
      if case .controllerClass(let name) = showing.screen, !names.contains(name) {
        names.append(name)
      }
      for name in names { found[name, default: []].append(showing) }
    }
    var decided = found.mapValues(Self.decide)
    // `show(_:sender:)` goes to `targetViewController(forAction:sender:)`: a navigation
    // controller above the sender pushes, else the sender presents modally (Apple's
    // documentation of `show(_:sender:)`). Resolved from how the showing class is itself shown,
    // when the code decides that; `showDetailViewController` (a split view's) stays undecided.
    for (name, showings) in found.sorted(by: { $0.key < $1.key })
    where showings.contains(where: { $0.way == .shownAdaptively }) {
      var resolved: [ScreenShowing] = []
      for showing in showings {
        guard showing.way == .shownAdaptively else {
          resolved.append(showing)
          continue
        }
        guard !showing.snippet.contains("showDetailViewController"), let sender = showing.shownBy,
          sender != name, case .decided(let shown)? = decided[sender]
        else {
          resolved = []
          break
        }
        var adapted = showing
        if shown.way == .pushed || shown.inNavigationController {
          adapted.way = .pushed
          adapted.inNavigationController = true
          adapted.inTabBarController = shown.inTabBarController
        } else {
          adapted.way = .presented
        }
        resolved.append(adapted)
      }
      if !resolved.isEmpty { decided[name] = Self.decide(resolved) }
    }
    byClass = decided
  }

  /// What the code says about one class: the one way it is shown, or why none is used.
  public enum Showing: Hashable, Sendable {
    /// Shown in one way, which places it.
    case decided(ScreenShowing)
    /// A child controller of `parent` (a class, or the file that adds it): a part of that screen.
    case child(ScreenShowing)
    /// Shown, but not in one way a layout can use; why, for a note.
    case undecided(String)
    /// Presented as a popover that stays one in compact width (its delegate keeps it): the
    /// popover's source and `preferredContentSize` size and place it, which code screens do not
    /// lay out, so it is a part, not audited alone.
    case keptPopover(ScreenShowing)
    /// No code read shows it.
    case notShown
  }

  /// How the code shows class `className`.
  public func showing(of className: String) -> Showing {
    byClass[className] ?? .notShown
  }

  /// The way of a showing that decides a placement: two showings of a class agree when these
  /// are equal, wherever they are.
  private struct Way: Hashable {
    var way: ScreenShowing.Way
    var presentationStyle: CodeValue?
    var inNavigationController: Bool
    var inTabBarController: Bool
    var navigationBarHidden: Bool?

    init(_ showing: ScreenShowing) {
      way = showing.way
      presentationStyle = showing.presentationStyle
      inNavigationController = showing.inNavigationController
      inTabBarController = showing.inTabBarController
      navigationBarHidden = showing.navigationBarHidden
    }
  }

  /// How a class shown by `found` (in source order) is shown.
  private static func decide(_ found: [ScreenShowing]) -> Showing {
    guard let first = found.first else { return .notShown }
    if found.allSatisfy({ $0.way == .child }) { return .child(first) }
    let ways = Set(found.map(Way.init))
    guard ways.count == 1 else {
      return .undecided(
        "shown in \(ways.count) ways: "
          + found.prefix(3).map(\.description).joined(separator: ", "))
    }
    switch first.way {
    case .pushed, .windowRoot: return .decided(first)
    case .presented:
      if first.keepsPopoverWhenCompact, first.presentationStyle == .name("popover") {
        return .keptPopover(first)
      }
      switch first.presentationStyle {
      case nil: return .decided(first)
      case .name(let name) where PresentationNode.Style(rawValue: name) != nil:
        return .decided(first)
      case .some(let other):
        return .undecided("\(first.description), with the style \(other), not modelled")
      }
    case .child: return .child(first)
    case .splitColumn, .shownAdaptively:
      return .undecided(first.description + ", where it goes is decided at run time")
    }
  }

  public func place(
    _ controller: ControllerNode, of screen: CodeScreen, assumed: CodeScreenPlacement
  ) -> CodeScreenPlacement? {
    guard case .decided(let showing) = showing(of: screen.className) else {
      // Not placed by the code that shows it: the assumed placement, its bar as the app's
      // appearance proxy sets every bar.
      guard assumed.root.kind == .navigation else { return nil }
      var root = assumed.root
      var context = assumed.assumedContext
      if root.navigationBar?.hidden == nil, let words = everyNavigationHidesItsBar() {
        // Assumed pushed, onto one of the app's navigation controllers, which all hide their
        // bar (R22.30).
        var bar = root.navigationBar ?? NavigationBarSpec(location: controller.location)
        bar.hidden = Located(true, at: controller.location)
        root.navigationBar = bar
        return CodeScreenPlacement(
          root: root, assumedContext: context.map { $0 + "; " + words },
          assumesFullScreen: assumed.assumesFullScreen)
      }
      if let words = applyOwnBar(to: &root, around: screen.className) {
        context = context.map { $0 + " (" + words + ")" }
      } else if !applyAppearance(to: &root) {
        return nil
      }
      return CodeScreenPlacement(
        root: root, assumedContext: context, assumesFullScreen: assumed.assumesFullScreen)
    }
    let at = controller.location
    // The screen's own `prefersStatusBarHidden` where the code-screen reader gives none (an
    // Objective-C method, `- (BOOL)prefersStatusBarHidden { return YES; }`, which the
    // context index reads as a fact): the window asks the controller that fills it, the
    // root or a full-screen presentation (R13.2). Round N's ownCloud `ThumbsViewController`.
    var controller = controller
    if controller.prefersStatusBarHidden == nil,
      let fact = index.context(ofClass: screen.className).fact(.prefersStatusBarHidden),
      case .bool(let hidden) = fact.value
    {
      controller.prefersStatusBarHidden = Located(hidden, at: fact.location)
    }
    // The screen's own navigation bar settings, as the assumed placement made them.
    var navigation =
      assumed.root.kind == .navigation
      ? assumed.root : Self.navigation(around: controller, at: at)
    // The screen's own lifecycle code setting its navigation controller's bar through a call
    // the code-screen reader does not follow (a helper calling a `UINavigationBar` category
    // method, `ClassTable.heldBarFactsThroughCalls(of:)`; R22.11): it runs after
    // the navigation controller's own code and the appearance proxy's.
    if navigation.navigationBar?.translucent == nil,
      let fact = index.context(ofClass: screen.className).fact(
        .navigationBarTranslucent, subject: "navigationController"),
      case .bool(let translucent) = fact.value
    {
      var bar = navigation.navigationBar ?? NavigationBarSpec(location: fact.location)
      bar.translucent = Located(translucent, at: fact.location)
      navigation.navigationBar = bar
    }
    // Whether the bar is hidden: as the screen's own code sets it (it runs after the push),
    // else as the code that shows it sets it on the navigation controller, else, for a push,
    // as the pushing screen left it: `isNavigationBarHidden` is the navigation controller's,
    // and stays as set until changed ("hides or shows the navigation bar"; Apple's
    // documentation of `setNavigationBarHidden(_:animated:)`).
    // FDFullscreenPopGesture's `fd_prefersNavigationBarHidden` set by the screen's own code:
    // the pod hides the bar when it pushes the screen (R22.24); for any other showing it
    // changes nothing.
    if navigation.navigationBar?.hidden == nil, showing.way == .pushed,
      let fact = index.context(ofClass: screen.className).fact(
        .navigationBarHidden, subject: CodeFact.fdPrefersNavigationBarHidden),
      case .bool(let hidden) = fact.value
    {
      var bar = navigation.navigationBar ?? NavigationBarSpec(location: fact.location)
      bar.hidden = Located(hidden, at: fact.location)
      navigation.navigationBar = bar
    }
    var barUnknown = false
    if navigation.navigationBar?.hidden == nil,
      let hidden = showing.navigationBarHidden ?? index.barHiddenByPusher(of: showing)?.hidden
    {
      var bar = navigation.navigationBar ?? NavigationBarSpec(location: at)
      bar.hidden = Located(hidden, at: at)
      navigation.navigationBar = bar
    } else if navigation.navigationBar?.hidden == nil, showing.way == .pushed,
      showing.navigationBarHidden == nil, !index.pushedByAController(showing)
    {
      // Pushed by code that is not a controller's (a view's, "the current navigation
      // controller"): whether the bar is shown is not known, so what rests on the top edge is
      // not reported, as for an assumed full screen (round I: bilibili-ios's
      // `DownloadVideoSelectView` pushing onto a navigation controller whose bar is hidden).
      barUnknown = true
    } else if navigation.navigationBar?.hidden == nil, showing.way == .pushed,
      showing.navigationBarHidden == nil, !showing.inNavigationController,
      everyNavigationHidesItsBar() != nil
    {
      // Every navigation controller the app has hides its bar: the push goes onto one (R22.30).
      var bar = navigation.navigationBar ?? NavigationBarSpec(location: at)
      bar.hidden = Located(true, at: at)
      navigation.navigationBar = bar
    } else if navigation.navigationBar?.hidden == nil, showing.navigationBarHidden == nil,
      index.barHidingNavigation(mayHold: showing) != nil
    {
      // Pushed by a controller no code the reader resolves shows, in an app whose code makes a
      // navigation controller class that hides its own bar: the push may go onto one of those,
      // so whether the bar is shown is not known either (R22.27; round P's weiboSwift).
      barUnknown = true
    }
    // For a push, the bar as the screens before it on the stack left it
    // (`navigationController?.navigationBar.isTranslucent = false` in the root's `viewDidLoad`):
    // that code runs after the navigation controller's own and after the appearance proxy's.
    if navigation.navigationBar?.translucent == nil,
      let left = index.barTranslucencyByPusher(of: showing)
    {
      var bar = navigation.navigationBar ?? NavigationBarSpec(location: at)
      bar.translucent = Located(left.translucent, at: left.fact.location)
      navigation.navigationBar = bar
    }
    // A navigation controller of a class whose own code sets its bar: the one the code makes
    // around the screen, or, for a push, the ones it makes around the pusher.
    if let container = showing.containerClass, showing.inNavigationController,
      navigation.navigationBar?.translucent == nil,
      let (translucent, fact) = index.ownBarTranslucency(ofNavigationClass: container)
    {
      var bar = navigation.navigationBar ?? NavigationBarSpec(location: at)
      bar.translucent = Located(translucent, at: fact.location)
      navigation.navigationBar = bar
    } else if showing.way != .pushed, showing.inNavigationController {
      // In a navigation controller the statement makes inside another container (a tab bar
      // controller's tab: `containerClass` names the outermost, the tab bar controller): the
      // navigation controllers the app's code makes around the screen, when every one sets its
      // own bar (round N's JFMeiTuan: each tab wrapped by a helper in `JFNavigationController`,
      // whose `viewDidLoad` makes the bar opaque).
      applyOwnBar(to: &navigation, around: screen.className)
    } else if showing.way == .pushed, let pusher = showing.shownBy {
      applyOwnBar(to: &navigation, holding: pusher)
      // The bar the screens before it on the stack set on their navigation controller
      // (`self.navigationController.navigationBar.translucent = NO`; R22.11).
      if navigation.navigationBar?.translucent == nil,
        let (translucent, fact) = index.barTranslucencyByPusher(
          of: showing,
          holding: { index.barOfNavigations(around: $0).map { ($0.translucent, $0.fact) } })
      {
        var bar = navigation.navigationBar ?? NavigationBarSpec(location: fact.location)
        bar.translucent = Located(translucent, at: fact.location)
        navigation.navigationBar = bar
      }
    }
    applyAppearance(to: &navigation)
    let inTab = { (node: ControllerNode) -> ControllerNode in
      guard showing.inTabBarController else { return node }
      var tabs = ControllerNode(kind: .tabBar, location: at)
      tabs.id = Located("tabBar", at: at)
      tabs.viewControllers = [node]
      return tabs
    }
    let root: ControllerNode
    switch showing.way {
    case .pushed:
      root = inTab(navigation)
    case .windowRoot:
      root = inTab(showing.inNavigationController ? navigation : controller)
    case .presented:
      var presenter = ControllerNode(kind: .controller, location: at)
      presenter.id = Located("presenter", at: at)
      let shown = inTab(showing.inNavigationController ? navigation : controller)
      var presentation = PresentationNode(location: at, controller: shown)
      if case .name(let name) = showing.presentationStyle,
        let style = PresentationNode.Style(rawValue: name)
      {
        presentation.modalPresentationStyle = Located(style, at: at)
      }
      presenter.presents = presentation
      root = presenter
    case .child, .splitColumn, .shownAdaptively:
      return nil
    }
    return CodeScreenPlacement(root: root, assumedContext: nil, assumesFullScreen: barUnknown)
  }

  /// Words for a finding when every navigation controller the app has hides its bar: the code
  /// makes every one (``appWideNavigation``: its storyboards and xibs hold none) and each has its
  /// bar hidden once made (``CodeIndex/everyCodeMadeNavigationHidesItsBar``; R22.30).
  /// The storyboards' and xibs' navigation controllers count too when they all hide their bar
  /// (``documentNavigationsHideTheirBar``) and the code makes none, or none that keeps its bar.
  func everyNavigationHidesItsBar() -> String? {
    let code = index.everyCodeMadeNavigationHidesItsBar
    if appWideNavigation, let at = code {
      return "every navigation controller the app makes hides its bar (first made by"
        + " \(at.fileNameAndLine))"
    }
    guard documentNavigationsHideTheirBar,
      code != nil || index.navigationControllersMadeInCode.isEmpty
    else { return nil }
    return "every navigation controller the app makes hides its bar (its storyboards' and xibs'"
      + (code.map { ", and the code's, first made by \($0.fileNameAndLine)" } ?? "") + ")"
  }

  /// Sets the bar of navigation controller `navigation` opaque or translucent as the app's
  /// code sets every bar through the appearance proxy (``CodeIndex/navigationBarAppearance``),
  /// unless the screen's own code sets this bar's (it runs later, on the instance). Whether it
  /// changed anything.
  @discardableResult
  func applyAppearance(to navigation: inout ControllerNode) -> Bool {
    guard navigation.navigationBar?.translucent == nil,
      let (translucent, fact) = index.navigationBarAppearance
    else { return false }
    var bar = navigation.navigationBar ?? NavigationBarSpec(location: fact.location)
    bar.translucent = Located(translucent, at: fact.location)
    navigation.navigationBar = bar
    return true
  }

  /// Sets the bar of navigation controller `navigation` as the navigation controllers the app's
  /// code makes around screens of class `className` all set their own
  /// (``CodeIndex/barOfNavigations(around:)``), unless the screen's own code sets it; the words
  /// for the finding, or `nil` when nothing changed.
  @discardableResult
  func applyOwnBar(to navigation: inout ControllerNode, around className: String) -> String? {
    guard navigation.navigationBar?.translucent == nil,
      let around = index.barOfNavigations(around: className)
    else { return nil }
    var bar = navigation.navigationBar ?? NavigationBarSpec(location: around.fact.location)
    bar.translucent = Located(around.translucent, at: around.fact.location)
    navigation.navigationBar = bar
    return "the code makes it the root of a '\(around.navigation)', whose bar is"
      + " \(around.translucent ? "translucent" : "opaque") by"
      + " \(around.fact.location.fileNameAndLine)"
  }

  /// Sets the bar of navigation controller `navigation` as the navigation controllers holding
  /// screens of class `pusher` on their stack set their own
  /// (``CodeIndex/barOfNavigations(holding:)``: made around the pusher, or, in turn, around the
  /// pusher's pushers), unless the screen's own code sets it: a pushed controller shares its
  /// navigation controller's one bar.
  func applyOwnBar(to navigation: inout ControllerNode, holding pusher: String) {
    guard navigation.navigationBar?.translucent == nil,
      let around = index.barOfNavigations(holding: pusher)
    else { return }
    var bar = navigation.navigationBar ?? NavigationBarSpec(location: around.fact.location)
    bar.translucent = Located(around.translucent, at: around.fact.location)
    navigation.navigationBar = bar
  }

  /// A navigation controller holding `controller`.
  static func navigation(around controller: ControllerNode, at location: SourceLocation)
    -> ControllerNode
  {
    var navigation = ControllerNode(kind: .navigation, location: location)
    navigation.id = Located("navigation", at: location)
    navigation.viewControllers = [controller]
    return navigation
  }

  /// The orientations screens of class `className` can take, when the code shows them and the
  /// controller that fills the window for them (``CodeIndex/windowFillingClass(of:)``: the
  /// screen itself when it is the window's root or presented full screen, else the tab bar or
  /// navigation controller subclass around it, or its pusher's or parent's) answers
  /// `supportedInterfaceOrientations`: UIKit asks "the root view controller or the topmost
  /// modal view controller that fills the window" (Apple's documentation of
  /// `supportedInterfaceOrientations`); a pushed or contained screen's own answer is not asked.
  public func orientations(of className: String) -> (all: [String]?, byIdiom: [String: [String]])? {
    orientationLock(of: className).map { ($0.all, $0.byIdiom) }
  }

  /// For screens of class `className` whose window-filling controllers do not agree on
  /// `supportedInterfaceOrientations` (``orientationLock(of:)`` is `nil`) but are all known
  /// (``CodeIndex/windowFillingAnswers(of:appWideNavigation:)``): the orientations some filler
  /// allows (`allowed`, per idiom; every kind when one does not answer) and those some allows
  /// and another forbids (`dispute`), with a note naming the showings and their fillers'
  /// answers. UIKit asks only the filler ("the root view controller or the topmost modal view
  /// controller that fills the window", Apple's documentation of
  /// `supportedInterfaceOrientations`), so the screen turns under some showings and not under
  /// others: what it shows in a disputed orientation holds in an assumed context. `nil` when
  /// nothing is disputed or an answer is not read (an unknown orientation name, a value that is
  /// not a list).
  public func orientationDispute(of className: String)
    -> (allowed: [Idiom: Set<OrientationKind>], dispute: OrientationDispute)?
  {
    guard case .decided = showing(of: className),
      index.windowFillingLock(of: className, appWideNavigation: appWideNavigation) == nil,
      let answers = index.windowFillingAnswers(of: className, appWideNavigation: appWideNavigation),
      answers.count > 1
    else { return nil }
    let every = Set(OrientationKind.allCases)
    func kinds(_ names: [String]?) -> Set<OrientationKind>? {
      guard let names else { return every }
      let kinds = Set(names.compactMap(Orientation.init(rawValue:)).map(OrientationKind.init))
      return kinds.isEmpty ? nil : kinds
    }
    var allowedByAnswer: [[Idiom: Set<OrientationKind>]] = []
    for answer in answers {
      var byIdiom: [Idiom: Set<OrientationKind>] = [:]
      for idiom in Idiom.allCases {
        let names: [String]?
        switch answer.fact?.value {
        case nil: names = nil
        case .orientations(let list)?: names = list
        case .orientationsByIdiom(let phone, let pad)?: names = idiom == .phone ? phone : pad
        default: return nil
        }
        guard let allowed = kinds(names) else { return nil }
        byIdiom[idiom] = allowed
      }
      allowedByAnswer.append(byIdiom)
    }
    var allowed: [Idiom: Set<OrientationKind>] = [:]
    var disputed: [Idiom: Set<OrientationKind>] = [:]
    for idiom in Idiom.allCases {
      let sets = allowedByAnswer.compactMap { $0[idiom] }
      let union = sets.reduce(into: Set<OrientationKind>()) { $0.formUnion($1) }
      let common = sets.dropFirst().reduce(sets.first ?? []) { $0.intersection($1) }
      allowed[idiom] = union
      if !union.subtracting(common).isEmpty { disputed[idiom] = union.subtracting(common) }
    }
    guard !disputed.isEmpty else { return nil }
    let disputedNames = Set(disputed.values.flatMap { $0 }).sorted().map(\.rawValue)
    let idioms =
      disputed.count == Idiom.allCases.count
      ? "" : " on " + disputed.keys.map(\.rawValue).sorted().joined(separator: ", ")
    let which = answers.map { answer in
      let filler = answer.filler.map { "'\($0)'" } ?? "the app's navigation controllers"
      let says =
        answer.fact.map { fact in
          switch fact.value {
          case .orientations(let list):
            return "answers \(list.joined(separator: ", ")) (\(fact.location.fileNameAndLine))"
          default: return "answers by idiom (\(fact.location.fileNameAndLine))"
          }
        } ?? "does not answer (the app's orientations)"
      return "through \(answer.via), \(filler) \(says)"
    }
    let note =
      "context assumed in \(disputedNames.joined(separator: ", "))\(idioms): the controllers"
      + " that fill the window for '\(className)' disagree on its orientations ("
      + which.joined(separator: "; ") + ")"
    return (allowed, OrientationDispute(kinds: disputed, note: note))
  }

  /// ``orientations(of:)`` with the fact that decides them.
  public func orientationLock(of className: String)
    -> (all: [String]?, byIdiom: [String: [String]], fact: CodeFact)?
  {
    guard case .decided = showing(of: className),
      let fact = index.windowFillingLock(of: className, appWideNavigation: appWideNavigation)
    else { return nil }
    switch fact.value {
    case .orientations(let list): return (list, [:], fact)
    case .orientationsByIdiom(let phone, let pad):
      var byIdiom: [String: [String]] = [:]
      if let phone { byIdiom["phone"] = phone }
      if let pad { byIdiom["pad"] = pad }
      return (nil, byIdiom, fact)
    default: return nil
    }
  }
}

extension FrameworkOrientations {
  /// The orientations the app delegate's framework overrides leave out, as a dispute: a
  /// finding seen only there holds in an assumed context (one severity lower, the note naming
  /// the overrides; `UIKitRules.md` R22.23). `nil` when they leave none out.
  public var dispute: OrientationDispute? {
    let kept = Set(orientations.compactMap(Orientation.init(rawValue:)).map(OrientationKind.init))
    let left = Set(OrientationKind.allCases).subtracting(kept)
    guard !kept.isEmpty, !left.isEmpty else { return nil }
    var kinds: [Idiom: Set<OrientationKind>] = [:]
    for idiom in Idiom.allCases { kinds[idiom] = left }
    return OrientationDispute(
      kinds: kinds,
      note: "context assumed in \(left.map(\.rawValue).sorted().joined(separator: ", ")): \(note)")
  }
}
