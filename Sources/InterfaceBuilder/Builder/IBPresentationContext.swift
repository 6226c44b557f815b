/// How a storyboard scene is shown at run time, read from the segues that lead to it: what the
/// builder builds around the scene before laying it out (`Documentation/InterfaceBuilder.md`,
/// "Presentation context").
///
/// ```swift
/// let context = IBPresentationContext.resolve(scene.controller.id, in: document)
/// print(context.description)   // pushed by a show segue from 'Feeds' onto its navigation stack
/// ```
public struct IBPresentationContext: Hashable, Sendable {
  /// The ways a scene is shown.
  public enum Kind: String, Hashable, Sendable {
    /// The window's root: the initial controller, a relationship child of a navigation or tab
    /// bar controller (built inside its containers), or a scene with no known way in.
    case root
    /// Pushed by a show (or legacy push) segue onto the navigation stack of its source.
    case pushed
    /// Presented by a modal segue (or a show segue from a controller outside any navigation
    /// controller, which UIKit presents modally), with the segue's presentation style (else the
    /// destination's, else `.automatic`): a sheet, a form sheet, a popover or full screen, as the
    /// runtime resolves the style for the environment (R13.1).
    case presented
    /// A child controller inside its container's container view (an embed segue).
    case embedded
  }

  /// How the scene is shown.
  public var kind: Kind
  /// The controller whose segue shows the scene (`nil` for a root).
  public var sourceID: String?
  /// The segue's kind (`show`, `push`, `presentation`, `embed`, …) and presentation style.
  public var segueKind: String?
  /// The segue's `modalPresentationStyle`, when it sets one.
  public var presentationStyle: String?
  /// A context the app's code gives: the style the segue's own class sets on the destination
  /// in `perform()` before presenting, by device idiom (`phone`, `pad`; an idiom absent keeps
  /// the destination's own style), when the segue sets none in the document: a
  /// `UIStoryboardSegue` subclass "performs the visual transition" (Apple's documentation of
  /// `perform()`), so what it sets on the destination first is the style UIKit presents with.
  public var presentationStyleByIdiom: [String: String] = [:]
  /// Whether no segue reaches the scene and the context is the most likely one (the scene is
  /// instantiated in code by its storyboard identifier).
  public var isAssumed: Bool
  /// Why the builder chose it, in words for notes and findings.
  public var description: String
  /// Whether the screen the scene ends up on is the full screen only by assumption: an unreached
  /// scene without a navigation item, or a child embedded (at any depth) in one.
  public var isAssumedFullScreen: Bool {
    isAssumed && (kind == .root || kind == .embedded && inheritsFullScreen)
  }
  /// For an embedded child whose container's context is assumed: whether that is the full screen.
  var inheritsFullScreen = false
  /// A context the app's code gives (project mode): the scene is the root of a navigation
  /// controller made in code around it (presented, or the window's root: kind `.pushed` without
  /// a source stands for the latter).
  public var inNavigationController = false
  /// A context the app's code gives: the scene (or its navigation controller) is a tab of a
  /// tab bar controller made in code.
  public var inTabBarController = false
  /// For a scene pushed from another storyboard (through a storyboard reference): the navigation
  /// controller it is pushed onto, as that storyboard sets it up (an opaque bar keeps the scene
  /// below it).
  public var navigationStyle: NavigationStyle?
  /// A context the app's code gives: a popover whose delegate answers
  /// `adaptivePresentationStyle(for:)` with `.none`, so that it stays a popover in a
  /// horizontally compact environment (``HeadlessUIKit/UIPopoverPresentationController/adaptsWhenCompact``).
  public var keepsPopoverWhenCompact = false

  /// What the builder needs of a navigation controller in another document.
  public struct NavigationStyle: Hashable, Sendable {
    /// `navigationBar`'s `translucent` (`nil`: UIKit's default, translucent).
    public var barTranslucent: Bool?
    /// `prefersLargeTitles`.
    public var prefersLargeTitles: Bool?
    /// `navigationBarHidden`.
    public var barHidden: Bool?
    /// Whether the bar is given a scroll-edge appearance of its own that draws a background
    /// (``UINavigationBar/definesScrollEdgeAppearance``; R10.2): a stored
    /// `scrollEdgeAppearance`, or one the app's code sets on every bar.
    public var barDefinesScrollEdgeAppearance: Bool?

    public init(
      barTranslucent: Bool? = nil, prefersLargeTitles: Bool? = nil, barHidden: Bool? = nil,
      barDefinesScrollEdgeAppearance: Bool? = nil
    ) {
      self.barTranslucent = barTranslucent
      self.prefersLargeTitles = prefersLargeTitles
      self.barHidden = barHidden
      self.barDefinesScrollEdgeAppearance = barDefinesScrollEdgeAppearance
    }

    /// The style of navigation controller `model` as its document sets it up.
    public init(of model: IBController) {
      self.init(
        barTranslucent: model.navigationBar?.translucent,
        prefersLargeTitles: model.navigationBar?.prefersLargeTitles,
        barHidden: model.navigationBarHidden,
        barDefinesScrollEdgeAppearance: model.navigationBar?.hasScrollEdgeAppearance == true
          ? true : nil)
    }
  }

  /// The context of controller `id` in `document`.
  ///
  /// Order of preference among several incoming segues (document order within each): an embed
  /// segue; a show or push segue from a controller that is inside a navigation controller; a
  /// modal segue; a show segue from anywhere else (UIKit presents it modally). A relationship
  /// child or the initial controller is a root; so is a navigation or tab bar controller (its
  /// relationship children follow it). A scene no segue reaches is assumed pushed onto a
  /// navigation controller when it has a navigation item (Interface Builder adds one when the
  /// scene is designed for a navigation bar), and the window's root otherwise.
  public static func resolve(_ id: String, in document: IBDocument) -> IBPresentationContext {
    document.presentationContexts[id] ?? resolve(id, in: document, depth: 0)
  }

  /// The context of every scene's controller in `document`, by controller id
  /// (``IBDocument/presentationContexts``).
  static func resolveAll(in document: IBDocument) -> [String: IBPresentationContext] {
    var result: [String: IBPresentationContext] = [:]  // lookups only
    for scene in document.scenes {
      result[scene.controller.id] = resolve(scene.controller.id, in: document, depth: 0)
    }
    return result
  }

  /// ``resolve(_:in:)`` bounded against segue cycles.
  static func resolve(
    _ id: String, in document: IBDocument, depth: Int
  ) -> IBPresentationContext {
    guard depth < 32 else {
      return IBPresentationContext(
        kind: .root, sourceID: nil, segueKind: nil, presentationStyle: nil, isAssumed: true,
        description: "context assumed: the segues that lead here form a cycle")
    }
    let index = document.itemIndex
    let root = IBPresentationContext(
      kind: .root, sourceID: nil, segueKind: nil, presentationStyle: nil, isAssumed: false,
      description: "the window's root")
    guard let model = index.controller(id) else { return root }
    if index.container(of: id) == nil, let external = document.externalContexts[id] {
      return external
    }
    if document.initialViewControllerID == id, document.isShownByCode, !document.isLaunchScreen(),
      model.kind != .navigationController, model.kind != .tabBarController,
      model.kind != .splitViewController
    {
      return IBPresentationContext(
        kind: .root, sourceID: nil, segueKind: nil, presentationStyle: nil, isAssumed: true,
        description: "context assumed: the initial controller of a storyboard the app does not"
          + " launch with (code shows it); laid out full screen")
    }
    if index.container(of: id) != nil || document.initialViewControllerID == id { return root }
    let segues = index.incomingSegues(to: id).map { ($0.sourceID, $0.segue) }
    // A launch screen (a xib's top-level view, or a launch storyboard's scene) is shown full
    // screen at launch: not an assumption. The launch image is the storyboard's initial
    // controller with what it contains (`UILaunchStoryboardName`: "the storyboard from which to
    // generate the app's launch image"; a storyboard's initial controller is "the default view
    // controller to create"); a scene that segues reach is shown by them, as in any storyboard
    // — an old app's main storyboard named as its launch storyboard too (fresh round N:
    // TVHClient's pushed screens were laid out with no navigation bar, 11 false alarms).
    if document.isLaunchScreen(), segues.isEmpty {
      return IBPresentationContext(
        kind: .root, sourceID: nil, segueKind: nil, presentationStyle: nil, isAssumed: false,
        description: "the app's launch screen")
    }
    if let (source, segue) = segues.first(where: { $0.1.kind == "embed" }) {
      // The child goes where its container goes: when the container's context is assumed, so
      // is the child's, in the same words (its findings on the container's views then match the
      // container's own).
      let container = resolve(source, in: document, depth: depth + 1)
      var context = IBPresentationContext(
        kind: .embedded, sourceID: source, segueKind: segue.kind, presentationStyle: nil,
        isAssumed: container.isAssumed,
        description: container.isAssumed
          ? container.description
          : "embedded in a container view of '\(name(source, index))'")
      context.inheritsFullScreen = container.isAssumedFullScreen
      return context
    }
    let isShow = { (segue: IBSegue) in segue.kind == "show" || segue.kind == "push" }
    if model.kind != .navigationController, model.kind != .tabBarController,
      model.kind != .splitViewController,
      let (source, segue) = segues.first(where: {
        isShow($0.1) && reachesNavigation($0.0, in: document, depth: depth + 1)
      })
    {
      return IBPresentationContext(
        kind: .pushed, sourceID: source, segueKind: segue.kind, presentationStyle: nil,
        isAssumed: false,
        description: "pushed by a \(segue.kind) segue from '\(name(source, index))' onto its"
          + " navigation stack")
    }
    if let (source, segue) = segues.first(where: { $0.1.kind != "custom" }) {
      let style = segue.modalPresentationStyle
      return IBPresentationContext(
        kind: .presented, sourceID: source, segueKind: segue.kind, presentationStyle: style,
        isAssumed: false,
        description: "presented by a \(segue.kind) segue from '\(name(source, index))'"
          + (style.map { " (style '\($0)')" } ?? ""))
    }
    if let (source, segue) = segues.first {
      // Only custom segues reach the scene. A custom segue is a `UIStoryboardSegue` subclass
      // whose `perform()` shows the destination however its code says — "you're responsible for
      // installing the destination view controller (and its views) in the right place"
      // (UIStoryboardSegue.perform(), Apple's documentation): a push, a modal presentation, a
      // child of a reveal or side-menu container. The document does not say which, so the
      // context is assumed (full screen), never a sheet.
      return IBPresentationContext(
        kind: .root, sourceID: source, segueKind: segue.kind, presentationStyle: nil,
        isAssumed: true,
        description: "context assumed: shown by a custom segue"
          + (segue.customClass.map { " ('\($0)')" } ?? "")
          + " from '\(name(source, index))', whose code decides how; laid out full screen")
    }
    if model.kind == .navigationController || model.kind == .tabBarController
      || model.kind == .splitViewController
    {
      return root
    }
    if model.navigationItem != nil {
      return IBPresentationContext(
        kind: .pushed, sourceID: nil, segueKind: nil, presentationStyle: nil, isAssumed: true,
        description: "context assumed: no segue reaches this scene; it has a navigation item, so"
          + " it is laid out pushed onto a navigation controller")
    }
    return IBPresentationContext(
      kind: .root, sourceID: nil, segueKind: nil, presentationStyle: nil, isAssumed: true,
      description: "context assumed: no segue reaches this scene; laid out full screen")
  }

  /// Whether controller `id`, once shown, has a navigation controller above it: a relationship
  /// chain through a navigation controller, a push, or an embedding in such a controller.
  static func reachesNavigation(
    _ id: String, in document: IBDocument, depth: Int
  ) -> Bool {
    navigation(above: id, in: document, depth: depth, followingPushes: false) != nil
  }

  /// The navigation controller controller `id` is shown in, once shown (see
  /// ``reachesNavigation(_:in:depth:)``), with its bar's style when the document has its model
  /// (an assumed push has none: UIKit's defaults). With `followingPushes` it walks a push chain
  /// back to the navigation controller for its style: only for storyboard references
  /// (``IBDocument/referenceSegues``), never inside ``resolve(_:in:)``, where each lookup would
  /// walk the chain again (exponential in its length).
  static func navigation(
    above id: String, in document: IBDocument, depth: Int, followingPushes: Bool = true
  ) -> NavigationStyle? {
    guard depth < 32 else { return nil }
    let index = document.itemIndex
    var current = id
    var steps = 0
    while let parent = index.container(of: current), steps < 64 {
      if let model = index.controller(parent), model.kind == .navigationController {
        return NavigationStyle(of: model)
      }
      current = parent
      steps += 1
    }
    if index.controller(id)?.kind == .navigationController { return nil }
    let context = resolve(id, in: document, depth: depth + 1)
    switch context.kind {
    case .pushed:
      if let style = context.navigationStyle { return style }
      guard followingPushes, let source = context.sourceID else { return NavigationStyle() }
      return navigation(above: source, in: document, depth: depth + 1) ?? NavigationStyle()
    case .embedded:
      guard let source = context.sourceID else { return nil }
      return navigation(
        above: source, in: document, depth: depth + 1, followingPushes: followingPushes)
    case .root, .presented: return nil
    }
  }

  private static func name(_ id: String, _ index: IBItemIndex) -> String {
    guard let controller = index.controller(id) else { return id }
    return controller.storyboardIdentifier ?? controller.customClass ?? id
  }
}

extension IBPresentationContext {
  /// A context decided outside the document (project mode: the app's code shows the scene).
  public init(
    kind: Kind, description: String, presentationStyle: String? = nil,
    inNavigationController: Bool = false, inTabBarController: Bool = false,
    navigationBarHidden: Bool? = nil
  ) {
    self.init(
      kind: kind, sourceID: nil, segueKind: "code", presentationStyle: presentationStyle,
      isAssumed: false, description: description)
    self.inNavigationController = inNavigationController
    self.inTabBarController = inTabBarController
    if let navigationBarHidden {
      navigationStyle = NavigationStyle(
        barTranslucent: nil, prefersLargeTitles: nil, barHidden: navigationBarHidden)
    }
  }
}
