import DeviceCatalog
import Foundation
import HeadlessUIKit
import TextEscaping

/// A controller built from the document: its root view tree is made in `loadView` from the
/// stored design frames; container views embed their children in `viewDidLoad`.
@MainActor
final class IBViewController: UIViewController {
  let model: IBController
  unowned let context: IBBuildContext
  /// The views built for this controller's tree, in document order, with their models.
  var builtViews: [(model: IBView, view: UIView)] = []
  /// The views of ``builtViews`` alone (read without copying their models).
  var builtViewObjects: [UIView] = []

  init(model: IBController, context: IBBuildContext) {
    self.model = model
    self.context = context
    super.init()
  }

  override var className: String { model.className }

  override func loadView() {
    guard let root = model.view else {
      super.loadView()
      return
    }
    if model.kind == .xibViewHost && !context.document.isLaunchScreen() {
      // A free-standing xib view: shown at its stored size in a plain full-screen host (a
      // launch screen's view is the screen: it fills the window like a controller's view).
      let host = UIView(frame: UIScreen.main.bounds)
      host.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      host.sceneID = "host:\(root.id)"
      let view = context.makeTree(
        root, frame: CGRect(origin: .zero, size: root.frame?.size ?? .zero), owner: self)
      host.addSubview(view)
      self.view = host
      return
    }
    let size = root.frame?.size ?? context.designCanvas ?? UIScreen.main.bounds.size
    let view = context.makeTree(root, frame: CGRect(origin: .zero, size: size), owner: self)
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    self.view = view
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    context.embedChildren(of: self)
    // As nib loading does: the view tree's constraints exist when viewDidLoad returns.
    context.installConstraints(of: self)
    // What the controller's own viewDidLoad does to its outlets (project mode's code context).
    if let traits = context.document.codeTraits[model.id] {
      for id in traits.hiddenViewIDs { context.view(id: id)?.isHidden = true }
      for setting in traits.contentInsetAdjustment {
        if let scrollView = context.view(id: setting.viewID) as? UIScrollView,
          let behavior = ContentInsetAdjustmentBehavior(rawValue: setting.behavior)
        {
          scrollView.contentInsetAdjustmentBehavior = behavior
        }
      }
    }
  }
}

/// The state of one build.
@MainActor
final class IBBuildContext {
  let document: IBDocument
  let environment: Environment
  let traits: IBTraits
  let index: IBItemIndex
  var notes: [IBNote] = []
  /// Built controllers by IB id.
  var built: [String: UIViewController] = [:]
  /// Container views waiting for their embedded controllers, per owning controller.
  var pendingEmbeds: [ObjectIdentifier: [(container: UIView, segue: IBSegue)]] = [:]
  private var building: Set<String> = []
  /// Parent controller id of each relationship or embed destination.
  /// Built views with their IB ids, in the order they were built; ``view(id:)`` finds one.
  var builtViewsInOrder: [(id: String, view: UIView)] = []
  /// ``builtViewsInOrder`` by id (the latest view of an id wins), made only when a view is looked
  /// up by id (a build whose constraints all come from a template never does): the first
  /// `indexedCount` views are in it.
  private var viewsByID: [String: UIView] = [:]
  private var indexedCount = 0
  /// Stand-ins for scroll views' content layout guides, by scroll view.
  var contentGuides: [ObjectIdentifier: ContentGuide] = [:]

  init(document: IBDocument, environment: Environment) {
    self.document = document
    self.environment = environment
    let classes = environment.sizeClasses
    traits = IBTraits(
      horizontal: IBSizeClass(rawValue: classes.horizontal.rawValue) ?? .compact,
      vertical: IBSizeClass(rawValue: classes.vertical.rawValue) ?? .regular)
    index = document.itemIndex
  }

  /// The stored canvas of the "View as" device, if known.
  var designCanvas: CGSize? { document.designDevice?.canvasSize }

  func note(_ kind: IBNote.Kind, _ message: String, at location: SourceLocation) {
    let note = IBNote(kind, message, at: location)
    if !notes.contains(note) { notes.append(note) }
  }

  func reference(_ location: SourceLocation) -> SourceLocation {
    SourceLocation(file: location.file, line: location.line, column: location.column)
  }

  /// Follows incoming relationship segues up to the outermost container (cycles stop the walk).
  func outermostContainer(of id: String) -> String {
    var current = id
    var seen: Set<String> = [id]
    while let parent = index.container(of: current), !seen.contains(parent) {
      seen.insert(parent)
      current = parent
    }
    return current
  }

  // MARK: Controllers

  /// Builds controller `id` and its relationship children; `focus` selects the tab that leads to
  /// the requested scene.
  func controller(_ id: String, focus: String) -> UIViewController {
    if let existing = built[id] { return existing }
    guard let model = index.controller(id) else {
      let placeholder = UIViewController()
      placeholder.sceneID = id
      return placeholder
    }
    guard !building.contains(id) else {
      note(.warning, "segue cycle through controller '\(id)'; the cycle is cut", at: model.location)
      let placeholder = UIViewController()
      placeholder.sceneID = id
      return placeholder
    }
    building.insert(id)
    defer { building.remove(id) }
    let controller: UIViewController
    switch model.kind {
    case .navigationController:
      controller = navigationController(model, focus: focus)
    case .tabBarController:
      controller = tabBarController(model, focus: focus)
    case .splitViewController:
      controller = splitViewController(model, focus: focus)
    case .pageViewController:
      let destinations = model.relationshipSegues.map { "'\($0.destination)'" }
      note(
        .notModelled,
        "\(model.kind.uikitClassName) is not modelled; laid out as a plain controller"
          + (destinations.isEmpty
            ? "" : " without its children " + destinations.joined(separator: ", ")),
        at: model.location)
      controller = IBViewController(model: model, context: self)
    case .storyboardReference:
      note(
        .notModelled,
        "storyboard reference to '\(model.referencedStoryboard ?? "?")'"
          + (model.referencedIdentifier.map { " ('\($0)')" } ?? "")
          + " is not resolved; an empty controller stands in", at: model.location)
      controller = IBViewController(model: model, context: self)
    case .avPlayerViewController, .glkViewController, .hostingController, .other:
      note(
        .notModelled,
        "\(model.kind.uikitClassName) content is opaque to the reader; only its stored root view"
          + " is laid out", at: model.location)
      controller = IBViewController(model: model, context: self)
    case .viewController, .tableViewController, .collectionViewController, .filesOwner,
      .xibViewHost:
      controller = IBViewController(model: model, context: self)
    }
    configure(controller, from: model)
    built[id] = controller
    return controller
  }

  private func navigationController(_ model: IBController, focus: String) -> UIViewController {
    let navigation = UINavigationController()
    if let bar = model.navigationBar {
      if let translucent = bar.translucent { navigation.navigationBar.isTranslucent = translucent }
      navigation.navigationBar.prefersLargeTitles = bar.prefersLargeTitles ?? false
      navigation.navigationBar.definesScrollEdgeAppearance = bar.hasScrollEdgeAppearance
      if bar.hasAppearance {
        note(
          .notModelled, "navigation bar appearance objects are not modelled (translucency only)",
          at: bar.location)
      }
    }
    if let toolbar = model.toolbar, let translucent = toolbar.translucent {
      navigation.toolbar.isTranslucent = translucent
    }
    navigation.isNavigationBarHidden = model.navigationBarHidden ?? false
    navigation.isToolbarHidden = model.toolbarHidden ?? true
    var stack: [UIViewController] = []
    for segue in model.relationshipSegues {
      guard segue.relationship == "rootViewController" else {
        note(
          .warning,
          "unexpected relationship '\(segue.relationship ?? "")' on a navigation controller",
          at: segue.location)
        continue
      }
      guard index.controller(segue.destination) != nil else {
        note(
          .warning, "segue destination '\(segue.destination)' does not exist; dropped",
          at: segue.location)
        continue
      }
      stack.append(controller(segue.destination, focus: focus))
    }
    navigation.setViewControllers(stack, animated: false)
    return navigation
  }

  private func tabBarController(_ model: IBController, focus: String) -> UIViewController {
    let tabs = UITabBarController()
    if let bar = model.tabBar, let translucent = bar.translucent {
      tabs.tabBar.isTranslucent = translucent
    }
    var children: [UIViewController] = []
    var selected = 0
    for segue in model.relationshipSegues where segue.relationship == "viewControllers" {
      guard index.controller(segue.destination) != nil else {
        note(
          .warning, "segue destination '\(segue.destination)' does not exist; dropped",
          at: segue.location)
        continue
      }
      if leads(from: segue.destination, to: focus) { selected = children.count }
      children.append(controller(segue.destination, focus: focus))
    }
    tabs.viewControllers = children
    if !children.isEmpty { tabs.selectedIndex = selected }
    return tabs
  }

  /// R14: a `splitViewController` scene and its relationship segues: `masterViewController`
  /// (primary), `supplementaryViewController`, `detailViewController` (secondary) and
  /// `compactViewController`. `allowDoubleColumnStyle="YES"` makes a column style, triple when a
  /// supplementary segue exists; else the classic split of `[master, detail]`.
  private func splitViewController(_ model: IBController, focus: String) -> UIViewController {
    let columnsByRelationship: [(String, UISplitViewController.Column)] = [
      ("masterViewController", .primary), ("supplementaryViewController", .supplementary),
      ("detailViewController", .secondary), ("compactViewController", .compact),
    ]
    var destinations: [(UISplitViewController.Column, String)] = []
    for segue in model.relationshipSegues {
      guard
        let column = columnsByRelationship.first(where: { $0.0 == segue.relationship })?.1
      else {
        note(
          .warning,
          "unexpected relationship '\(segue.relationship ?? "")' on a split view controller",
          at: segue.location)
        continue
      }
      guard index.controller(segue.destination) != nil else {
        note(
          .warning, "segue destination '\(segue.destination)' does not exist; dropped",
          at: segue.location)
        continue
      }
      destinations.append((column, segue.destination))
    }
    let columnStyle = model.splitAllowsColumnStyle ?? false
    let style: UISplitViewController.Style =
      !columnStyle
      ? .unspecified
      : destinations.contains { $0.0 == .supplementary } ? .tripleColumn : .doubleColumn
    let split =
      style == .unspecified ? UISplitViewController() : UISplitViewController(style: style)
    if let mode = model.splitPreferredDisplayMode {
      if let resolved = Self.splitDisplayMode(mode, style: style) {
        split.preferredDisplayMode = resolved
      } else {
        note(
          .notModelled, "split view display mode '\(mode)' is not known; automatic is used",
          at: model.location)
      }
    }
    if let behavior = model.splitBehavior {
      split.preferredSplitBehavior =
        UISplitViewController.SplitBehavior(rawValue: behavior)
        ?? .automatic
    }
    // Columns in UIKit's order whatever the segues' order.
    let ordered = UISplitViewController.Column.allCases.flatMap { column in
      destinations.filter { $0.0 == column }.prefix(1)
    }
    if style == .unspecified {
      if let compact = ordered.first(where: { $0.0 == .compact || $0.0 == .supplementary }) {
        note(
          .warning,
          "a '\(compact.0.rawValue)' column needs a column-style split (allowDoubleColumnStyle);"
            + " dropped", at: model.location)
      }
      split.viewControllers = ordered.filter { $0.0 == .primary || $0.0 == .secondary }
        .map { controller($0.1, focus: focus) }
    } else {
      for (column, destination) in ordered {
        split.setViewController(controller(destination, focus: focus), for: column)
      }
    }
    // As a tab bar controller selects the tab that leads to the scene: the scene's column is
    // shown (UISplitViewController.show(_:)).
    if let (column, _) = ordered.first(where: { leads(from: $0.1, to: focus) }),
      column != .compact
    {
      split.reveal(column)
    }
    return split
  }

  /// IB's `preferredDisplayMode` values: UIKit's case names, the iOS 8 names, and `beside`
  /// (written by Xcode 12+; **model choice**: the beside mode with every column of the style).
  static func splitDisplayMode(_ text: String, style: UISplitViewController.Style)
    -> UISplitViewController.DisplayMode?
  {
    if let mode = UISplitViewController.DisplayMode(rawValue: text) { return mode }
    switch text {
    case "beside": return style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
    case "allVisible": return .oneBesideSecondary
    case "primaryHidden": return .secondaryOnly
    case "primaryOverlay", "overlay": return .oneOverSecondary
    default: return nil
    }
  }

  private func leads(from id: String, to focus: String) -> Bool {
    var current: String? = focus
    var steps = 0
    while let candidate = current, steps < 1000 {
      if candidate == id { return true }
      current = index.container(of: candidate)
      steps += 1
    }
    return false
  }

  /// The controller's own properties as its code sets them (``IBCodeTraits``).
  private func apply(_ traits: IBCodeTraits, to controller: UIViewController) {
    if let hidden = traits.prefersStatusBarHidden { controller.statusBarHiddenPreference = hidden }
    if let insets = traits.additionalSafeAreaInsets, insets.count == 4 {
      controller.additionalSafeAreaInsets = UIEdgeInsets(
        top: insets[0], left: insets[1], bottom: insets[2], right: insets[3])
    }
    if let edges = traits.edgesForExtendedLayout {
      controller.edgesForExtendedLayout = edges.uiRectEdge
    }
    if let value = traits.extendedLayoutIncludesOpaqueBars {
      controller.extendedLayoutIncludesOpaqueBars = value
    }
    if let value = traits.automaticallyAdjustsScrollViewInsets {
      controller.automaticallyAdjustsScrollViewInsets = value
    }
  }

  private func configure(_ controller: UIViewController, from model: IBController) {
    controller.sceneID = model.id
    controller.sourceLocation = reference(model.location)
    if let title = model.title ?? model.navigationItem?.title { controller.title = title }
    if let edges = model.edgesForExtendedLayout {
      controller.edgesForExtendedLayout = edges.uiRectEdge
    }
    if let value = model.extendedLayoutIncludesOpaqueBars {
      controller.extendedLayoutIncludesOpaqueBars = value
    }
    if let value = model.automaticallyAdjustsScrollViewInsets {
      controller.automaticallyAdjustsScrollViewInsets = value
    }
    if let value = model.hidesBottomBarWhenPushed { controller.hidesBottomBarWhenPushed = value }
    if let traits = document.codeTraits[model.id] { apply(traits, to: controller) }
    if let item = model.navigationItem {
      if let mode = item.largeTitleDisplayMode {
        controller.navigationItem.largeTitleDisplayMode =
          UINavigationItem.LargeTitleDisplayMode(rawValue: mode) ?? .automatic
      }
      // R15.5: the prompt grows the bar that shows this item (iOS 26; before, a missing value).
      controller.navigationItem.prompt = item.prompt
    }
    if !model.barItemViews.isEmpty {
      note(
        .notModelled,
        "\(model.barItemViews.count) bar button item or title view\(model.barItemViews.count == 1 ? "" : "s")"
          + " laid out by the bar: not modelled", at: model.location)
    }
    for attribute in model.runtimeAttributes {
      note(
        .notModelled, "user-defined runtime attribute '\(attribute.keyPath)' is not applied",
        at: attribute.location)
    }
  }

  // MARK: Embedding

  func embedChildren(of parent: IBViewController) {
    let pending = pendingEmbeds.removeValue(forKey: ObjectIdentifier(parent)) ?? []
    for (container, segue) in pending {
      guard index.controller(segue.destination) != nil else {
        note(
          .warning, "embed destination '\(segue.destination)' does not exist; dropped",
          at: segue.location)
        continue
      }
      guard built[segue.destination] == nil, !building.contains(segue.destination) else {
        note(
          .warning, "controller '\(segue.destination)' is embedded twice or in a cycle; dropped",
          at: segue.location)
        continue
      }
      let child = controller(segue.destination, focus: segue.destination)
      parent.addChild(child)
      child.view.frame = container.bounds
      child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      container.addSubview(child.view)
      child.didMove(toParent: parent)
    }
  }

  // MARK: Finishing

  /// After the first layout: moves each content-guide stand-in to its scroll view's content
  /// origin and gives the scroll view the content size the constraints solved, then lays out
  /// again (twice at most: the content size can move the resting content offset). When nothing
  /// moved or resized since the last layout, there is nothing to lay out (UIKit's
  /// `layoutIfNeeded` does nothing when no layout is needed).
  func finish(window: UIWindow) {
    guard !contentGuides.isEmpty else { return }
    for _ in 0..<2 {
      var resized = false
      var moved = false
      for entry in contentGuides.values {
        guard let scroll = entry.scrollView else { continue }
        let offset = scroll.bounds.origin
        if entry.left.constant != -offset.x {
          entry.left.constant = -offset.x
          moved = true
        }
        if entry.top.constant != -offset.y {
          entry.top.constant = -offset.y
          moved = true
        }
        if !(scroll is UITableView) && !(scroll is UICollectionView) {
          let size = entry.guide.layoutFrame.size
          if size.width.isFinite && size.height.isFinite && scroll.contentSize != size {
            scroll.contentSize = size
            resized = true
          }
        }
      }
      guard resized || moved else { break }
      window.layoutIfNeeded()
      if !resized { break }
    }
  }
}

extension IBBuildContext {
  /// The latest view built so far with IB id `id` (ids are unique per document).
  func view(id: String) -> UIView? {
    while indexedCount < builtViewsInOrder.count {
      let built = builtViewsInOrder[indexedCount]
      viewsByID[built.id] = built.view
      indexedCount += 1
    }
    return viewsByID[id]
  }
}

extension IBRectEdge {
  /// The edges as UIKit's option set (for `edgesForExtendedLayout`, from the document or the code).
  var uiRectEdge: UIRectEdge {
    var result: UIRectEdge = []
    if top { result.insert(.top) }
    if left { result.insert(.left) }
    if bottom { result.insert(.bottom) }
    if right { result.insert(.right) }
    return result
  }
}
