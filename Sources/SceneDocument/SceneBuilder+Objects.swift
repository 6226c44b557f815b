import DeviceCatalog
import Foundation
import HeadlessUIKit
import TextEscaping

/// A controller built from a scene node: its subviews are made in `viewDidLoad`, from the root
/// view's bounds at that moment, as UIKit code that reads `self.view.bounds` there.
@MainActor
final class SceneViewController: UIViewController {
  let node: ControllerNode
  unowned let context: BuildContext

  init(node: ControllerNode, context: BuildContext) {
    self.node = node
    self.context = context
    super.init()
  }

  override var className: String { "UIViewController" }

  override func loadView() {
    guard let viewNode = node.view else {
      super.loadView()
      return
    }
    let root = withUnsafePointer(to: viewNode) { node in
      context.makeView(node, frame: UIScreen.main.bounds)
    }
    root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view = root
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    context.loadDepth += 1
    if let viewNode = node.view {
      // Room for the root view's and its subviews' ids at once (not a table grown and rehashed
      // view by view in a flat hierarchy); deeper views' ids grow it as usual. (Counting every
      // id first was a whole extra pass over the scene's nodes, a cache miss per node.)
      context.viewsByID.reserveCapacity(
        context.viewsByID.count + (viewNode.subviews?.count ?? 0) + 1)
      withUnsafePointer(to: viewNode) { node in
        context.configure(view, from: node, controller: self, isRoot: true)
      }
      context.addSubviews(viewNode.subviews ?? [], to: view, controller: self)
      if viewNode.kind == .stackView {
        withUnsafePointer(to: viewNode) { node in context.arrange(node, in: view) }
      }
    }
    for child in node.children ?? [] {
      context.embed(child, in: self)
    }
    context.loadDepth -= 1
    // Children from `children:` load inside this viewDidLoad; their constraints may name this
    // controller's views, so all of them are installed once the outermost load is done.
    if context.loadDepth == 0 { context.installPendingConstraints() }
  }
}

/// The state of one build: the environment, and the first error found while UIKit callbacks ran
/// (callbacks cannot throw).
@MainActor
final class BuildContext {
  let environment: Environment
  /// Whether required constraints that contradict each other whatever the screen are an error
  /// (``SceneFile/RequiredConflicts``).
  var requiredConflicts: SceneFile.RequiredConflicts = .error
  var deferredError: SceneError?
  /// Views by scene id, for constraint items (lookups only).
  @exclusivity(unchecked) var viewsByID: [String: UIView] = [:]
  /// Views whose `constraints:` wait until the views they may name all exist.
  @exclusivity(unchecked) var pendingConstraints: [(view: UIView, specs: [ConstraintSpec])] = []
  /// How many scene controllers' `viewDidLoad` are running (children load inside parents).
  var loadDepth = 0
  /// `presents:` in the order UIKit code would present them (a presenter before what its
  /// presented controller presents), made once the window shows.
  var presentations:
    [(presenter: UIViewController, presented: UIViewController, node: PresentationNode)] = []

  init(environment: Environment) {
    self.environment = environment
  }

  var isLegacy: Bool { environment.ios < IOSBehaviour.safeAreaIntroduced }

  func fail(_ error: SceneError) {
    if deferredError == nil { deferredError = error }
  }

  /// Rejects an iOS 11 key under iOS 10 behaviour.
  func requireSafeAreaAPI(_ key: String, at location: SourceLocation) throws(SceneError) {
    guard isLegacy else { return }
    var error = location.error(
      "'\(key)' does not exist under iOS \(environment.ios) behaviour (introduced in iOS 11);"
        + " remove it or lay the scene out with ios 11 or later")
    error.requiredIOS = IOSBehaviour.safeAreaIntroduced
    error.requirement = "'\(key)' was introduced in iOS \(IOSBehaviour.safeAreaIntroduced)"
    throw error
  }

  // MARK: Controllers

  func controller(_ node: ControllerNode) throws(SceneError) -> UIViewController {
    let controller: UIViewController
    switch node.kind {
    case .controller:
      controller = SceneViewController(node: node, context: self)
    case .navigation:
      let navigation = UINavigationController()
      if let bar = node.navigationBar {
        if let image = bar.backgroundImage?.value, image != .none {
          navigation.navigationBar.setBackgroundImage(
            UIImage(isOpaque: image == .opaque), for: .default)
        }
        if let translucent = bar.translucent?.value {
          navigation.navigationBar.isTranslucent = translucent
        }
        navigation.isNavigationBarHidden = bar.hidden?.value ?? false
        navigation.navigationBar.prefersLargeTitles = bar.prefersLargeTitles?.value ?? false
      }
      if let toolbar = node.toolbar {
        navigation.isToolbarHidden = toolbar.hidden?.value ?? false
        if let translucent = toolbar.translucent?.value {
          navigation.toolbar.isTranslucent = translucent
        }
      }
      if !navigation.isNavigationBarHidden || !navigation.isToolbarHidden {
        try requireVerticalBarWidth(for: "navigation controller's bars", at: node.location)
      }
      var stack: [UIViewController] = []
      for child in node.viewControllers ?? [] { stack.append(try self.controller(child)) }
      navigation.setViewControllers(stack, animated: false)
      controller = navigation
    case .tabBar:
      let tabs = UITabBarController()
      if let bar = node.tabBar {
        if let translucent = bar.translucent?.value { tabs.tabBar.isTranslucent = translucent }
        tabs.tabBar.isHidden = bar.hidden?.value ?? false
      }
      if !tabs.tabBar.isHidden {
        try requireVerticalBarWidth(for: "tab bar", at: node.location)
      }
      var children: [UIViewController] = []
      for child in node.viewControllers ?? [] { children.append(try self.controller(child)) }
      tabs.viewControllers = children
      if let index = node.selectedIndex {
        guard children.indices.contains(index.value) else {
          throw index.location.error(
            "selectedIndex \(index.value) is out of range; the tab bar controller has"
              + " \(children.count) view controller\(children.count == 1 ? "" : "s")")
        }
        tabs.selectedIndex = index.value
      }
      if node.bottomAccessory?.value == true { tabs.bottomAccessory = UITabAccessory() }
      controller = tabs
    case .split:
      controller = try split(node)
    }
    try configure(controller, from: node)
    if let presents = node.presents {
      let slot = presentations.count
      let presented = try self.controller(presents.controller)
      configurePresentation(of: presented, from: presents)
      presentations.insert((controller, presented, presents), at: slot)
    }
    return controller
  }

  /// R20.2: from iOS 27, container bars on a device with a vertical bar column move into it; the
  /// column's width with bars must be given (no source measured it), else a located error. On
  /// a catalog device (the iPhone Duo), which no file describes, the width is a missing value
  /// as in a layout built in code: the layout runs with a stand-in and makes no finding.
  private func requireVerticalBarWidth(for bars: String, at location: SourceLocation)
    throws(SceneError)
  {
    guard environment.verticalBarColumn != nil, environment.verticalBarColumnWithBars == nil,
      environment.device.isCustom
    else { return }
    throw location.error(
      "from iOS 27 this \(bars) move into the device's vertical bar column (R20.2), whose width"
        + " with container bars is not given and is not known for any device; add"
        + " 'widthWithBars: N' to the device's 'verticalBar', or hide the bars")
  }

  /// `split:` (contract version 2): a `UISplitViewController` of the node's style with its
  /// columns (R14).
  private func split(_ node: ControllerNode) throws(SceneError) -> UISplitViewController {
    let style =
      UISplitViewController.Style(rawValue: (node.splitStyle?.value ?? .unspecified).rawValue)
      ?? .unspecified
    let split =
      style == .unspecified ? UISplitViewController() : UISplitViewController(style: style)
    if let mode = node.displayMode?.value {
      split.preferredDisplayMode =
        UISplitViewController.DisplayMode(rawValue: mode.rawValue) ?? .automatic
    }
    if let width = node.preferredPrimaryColumnWidth?.value {
      split.preferredPrimaryColumnWidth = CGFloat(width)
    }
    if let width = node.preferredSupplementaryColumnWidth?.value {
      split.preferredSupplementaryColumnWidth = CGFloat(width)
    }
    if let fraction = node.preferredPrimaryColumnWidthFraction?.value {
      split.preferredPrimaryColumnWidthFraction = CGFloat(fraction)
    }
    if style == .unspecified {
      var controllers: [UIViewController] = []
      for child in node.viewControllers ?? [] { controllers.append(try controller(child)) }
      split.viewControllers = controllers
    } else {
      for column in node.columns {
        let child = try controller(column.controller)
        split.setViewController(
          child, for: UISplitViewController.Column(rawValue: column.column.rawValue) ?? .primary)
      }
    }
    return split
  }

  /// `presents:` settings (contract version 2) on the presented controller.
  private func configurePresentation(of presented: UIViewController, from node: PresentationNode) {
    if let style = node.modalPresentationStyle {
      presented.modalPresentationStyle =
        UIModalPresentationStyle(rawValue: style.value.rawValue) ?? .automatic
    }
    // The sheet API exists from iOS 15 (custom detents 16): before, the settings do nothing, as
    // an app's `if #available` would skip them, so one scene lays out across the matrix (R13.5).
    let sheet = presented.sheetController
    if let detent = node.detent {
      switch detent.value {
      case .large: sheet.detents = [.large()]
      case .medium where environment.ios >= 15: sheet.detents = [.medium()]
      case .custom(let value) where environment.ios >= 16:
        let points = CGFloat(value)
        sheet.detents = [.custom { _ in points }]
      default: break
      }
    }
    if environment.ios >= 15 {
      sheet.prefersGrabberVisible = node.prefersGrabberVisible?.value ?? false
      sheet.prefersEdgeAttachedInCompactHeight =
        node.prefersEdgeAttachedInCompactHeight?.value ?? false
    }
    if let popover = node.popover {
      let controller = presented.popoverController
      if let rect = popover.sourceRect?.value, rect.count == 4 {
        controller.sourceRect = CGRect(x: rect[0], y: rect[1], width: rect[2], height: rect[3])
      }
      if let arrows = popover.permittedArrowDirections?.value {
        controller.permittedArrowDirections = [arrows.rawValue]
      }
    }
  }

  /// Presents every `presents:` once the window shows, as app code would after its first
  /// appearance; a popover's `sourceView` must name a view of the scene.
  func presentAll() throws(SceneError) {
    for (presenter, presented, node) in presentations {
      if let source = node.popover?.sourceView {
        guard let view = viewsByID[source.value] else {
          throw source.location.error(
            "no view has id '\(source.value)' for the popover's sourceView")
        }
        presented.popoverController.sourceView = view
      }
      presenter.present(presented, animated: false)
    }
  }

  private func configure(_ controller: UIViewController, from node: ControllerNode)
    throws(SceneError)
  {
    controller.sceneID = node.id?.value
    controller.sourceLocation = reference(node.location)
    if let title = node.title?.value { controller.title = title }
    if let additional = node.additionalSafeAreaInsets {
      try requireSafeAreaAPI("additionalSafeAreaInsets", at: additional.location)
      controller.additionalSafeAreaInsets = SceneBuilder.insets(additional.value)
    }
    if let edges = node.edgesForExtendedLayout?.value {
      var result: UIRectEdge = []
      for edge in edges.includedEdges {
        switch edge {
        case .top: result.insert(.top)
        case .left: result.insert(.left)
        case .bottom: result.insert(.bottom)
        case .right: result.insert(.right)
        }
      }
      controller.edgesForExtendedLayout = result
    }
    if let value = node.extendedLayoutIncludesOpaqueBars?.value {
      controller.extendedLayoutIncludesOpaqueBars = value
    }
    if let value = node.automaticallyAdjustsScrollViewInsets?.value {
      controller.automaticallyAdjustsScrollViewInsets = value
    }
    if let value = node.prefersStatusBarHidden?.value {
      controller.statusBarHiddenPreference = value
    }
    if let mode = node.largeTitleDisplayMode?.value {
      controller.navigationItem.largeTitleDisplayMode =
        UINavigationItem.LargeTitleDisplayMode(rawValue: mode.rawValue) ?? .automatic
    }
    if let value = node.hidesBottomBarWhenPushed?.value {
      controller.hidesBottomBarWhenPushed = value
    }
    if let item = node.navigationItem {
      // R15.3–R15.5: the bar that shows this controller's item reads them.
      controller.navigationItem.prompt = item.prompt?.value
      if item.searchController?.value == true {
        let search = UISearchController()
        search.isActive = item.searchActive?.value ?? false
        controller.navigationItem.searchController = search
      }
      if let hides = item.hidesSearchBarWhenScrolling?.value {
        controller.navigationItem.hidesSearchBarWhenScrolling = hides
      }
    }
    if node.kind != .controller {
      if let view = node.view {
        throw view.location.error(
          "a \(node.kind.rawValue) controller makes its own view; 'view' is only for 'controller'")
      }
      if let children = node.children, let first = children.first {
        throw first.location.error("'children' is only for 'controller' nodes")
      }
    }
  }

  /// A child controller from `children:` (R2.4): added with containment, its view placed at the
  /// given frame in the parent's view.
  func embed(_ node: ChildControllerNode, in parent: UIViewController) {
    do {
      let child = try controller(node.controller)
      parent.addChild(child)
      let frame = node.frame.map { frameValue($0, superview: parent.view, owner: parent) }
      child.view.frame = frame ?? parent.view.bounds
      parent.view.addSubview(child.view)
      child.didMove(toParent: parent)
      if let located = node.frame, located.value.usesSafeArea {
        parent.safeAreaDidChangeHandlers.append { [unowned self] owner in
          child.view.frame = self.frameValue(located, superview: owner.view, owner: owner)
        }
      }
    } catch {
      fail(error)
    }
  }

  // MARK: Views

  func makeView(_ node: UnsafePointer<ViewNode>, frame: CGRect) -> UIView {
    switch node.pointee.kind {
    case .view: return UIView(frame: frame)
    case .label: return UILabel(frame: frame)
    case .button: return UIButton(frame: frame)
    case .imageView: return UIImageView(frame: frame)
    case .textField: return UITextField(frame: frame)
    case .scrollView: return UIScrollView(frame: frame)
    case .tableView:
      let style: UITableView.Style =
        switch node.pointee.style?.value {
        case .grouped: .grouped
        case .insetGrouped: .insetGrouped
        case .plain, nil: .plain
        }
      return UITableView(frame: frame, style: style)
    case .collectionView:
      return UICollectionView(frame: frame, collectionViewLayout: UICollectionViewFlowLayout())
    case .stackView:
      let stack = UIStackView(frame: frame)
      let node = node.pointee
      stack.axis = node.axis?.value == .vertical ? .vertical : .horizontal
      stack.spacing = CGFloat(node.spacing?.value ?? 0)
      switch node.alignment?.value {
      case .fill, nil: stack.alignment = .fill
      case .leading, .top: stack.alignment = .leading
      case .center: stack.alignment = .center
      case .trailing, .bottom: stack.alignment = .trailing
      }
      switch node.distribution?.value {
      case .fill, nil: stack.distribution = .fill
      case .fillEqually: stack.distribution = .fillEqually
      case .fillProportionally: stack.distribution = .fillProportionally
      case .equalSpacing: stack.distribution = .equalSpacing
      case .equalCentering: stack.distribution = .equalCentering
      }
      stack.isLayoutMarginsRelativeArrangement =
        node.layoutMarginsRelativeArrangement?.value ?? false
      return stack
    }
  }

  /// A stack view's arrangement: its subviews named by `arranged:` in that order, or all of
  /// them in the order of `subviews:` (each turned to Auto Layout, as `addArrangedSubview` does).
  func arrange(_ node: UnsafePointer<ViewNode>, in view: UIView) {
    guard let stack = view as? UIStackView else { return }
    let subviews = stack.subviews
    guard let nodes = node.pointee.subviews, nodes.count == subviews.count else { return }
    guard let arranged = node.pointee.arranged?.value else {
      for subview in subviews { stack.addArrangedSubview(subview) }
      return
    }
    for id in arranged {
      if let index = nodes.firstIndex(where: { $0.id?.value == id }) {
        stack.addArrangedSubview(subviews[index])
      }
    }
  }

  func addSubviews(_ nodes: [ViewNode], to superview: UIView, controller: UIViewController) {
    // Each node passed by its address: `for node in nodes` or `nodes[index]` copies the node, a
    // large value (every string and array in it retained and released).
    nodes.withUnsafeBufferPointer { nodes in
      guard let first = nodes.baseAddress else { return }
      for index in nodes.indices {
        addSubview(first + index, to: superview, controller: controller)
      }
    }
  }

  private func addSubview(
    _ node: UnsafePointer<ViewNode>, to superview: UIView, controller: UIViewController
  ) {
    let frame = node.pointee.frame.map { frameValue($0, superview: superview, owner: controller) }
    let view = makeView(node, frame: frame ?? .zero)
    superview.addSubview(view)
    configure(view, from: node, controller: controller, isRoot: false)
    if node.pointee.tableHeader?.value == true, let table = superview as? UITableView {
      // The table's header view: it replaces the blank one `tableHeaderHeight` made, and the
      // table lays it out across its width above its content.
      table.tableHeaderView = view
    }
    if let located = node.pointee.frame, located.value.usesSafeArea {
      controller.safeAreaDidChangeHandlers.append { [unowned self, unowned view] owner in
        guard let superview = view.superview else { return }
        view.frame = self.frameValue(located, superview: superview, owner: owner)
      }
    }
    if let subviews = node.pointee.subviews {
      addSubviews(subviews, to: view, controller: controller)
    }
    if node.pointee.kind == .stackView { arrange(node, in: view) }
  }

  /// The frame `located` gives in its superview now; a frame whose arithmetic leaves the bounds
  /// on layout numbers (`1e308 * 10`, a division by zero) is a located error and `.zero`.
  func frameValue(_ located: Located<FrameSpec>, superview: UIView, owner: UIViewController)
    -> CGRect
  {
    let frame = frameValue(located.value, superview: superview, owner: owner)
    for value in [frame.minX, frame.minY, frame.width, frame.height] {
      if let problem = InputBounds.geometryProblem(Double(value)) {
        fail(located.location.error("the frame evaluates to \(problem)"))
        return .zero
      }
    }
    return frame
  }

  func frameValue(_ spec: FrameSpec, superview: UIView, owner: UIViewController) -> CGRect {
    switch spec {
    case .bounds:
      return superview.bounds
    case .rect(let x, let y, let width, let height):
      let screen = environment.screenBounds.size
      let safe = owner.viewIfLoaded?.safeAreaInsets ?? .zero
      let context = FrameContext(
        screenWidth: screen.width, screenHeight: screen.height,
        superviewWidth: superview.bounds.width, superviewHeight: superview.bounds.height,
        safeArea: InsetsSpec(top: safe.top, left: safe.left, bottom: safe.bottom, right: safe.right)
      )
      return CGRect(
        x: x.evaluate(context), y: y.evaluate(context), width: width.evaluate(context),
        height: height.evaluate(context))
    }
  }

  func configure(
    _ view: UIView, from node: UnsafePointer<ViewNode>, controller: UIViewController, isRoot: Bool
  ) {
    do throws(SceneError) {
      try apply(node, to: view, isRoot: isRoot)
      if let id = node.pointee.id?.value { viewsByID[id] = view }
      if let constraints = node.pointee.constraints, let first = constraints.first {
        if isRoot {
          throw first.location.error(
            "a controller's root view is sized by its container; constrain its subviews instead")
        }
        // A view with constraints is laid out by Auto Layout; its frame is only the start.
        view.translatesAutoresizingMaskIntoConstraints = false
        pendingConstraints.append((view, constraints))
      }
      if let translates = node.pointee.translatesAutoresizingMaskIntoConstraints?.value {
        view.translatesAutoresizingMaskIntoConstraints = translates
      }
    } catch {
      fail(error)
    }
  }

  private func apply(_ node: UnsafePointer<ViewNode>, to view: UIView, isRoot: Bool)
    throws(SceneError)
  {
    view.sceneID = node.pointee.id?.value
    view.sourceLocation = reference(node.pointee.location)
    if isRoot, let frame = node.pointee.frame, frame.value != .bounds {
      throw frame.location.error(
        "a controller's root view is sized by its container; remove 'frame' (or write 'bounds')")
    }
    if let value = node.pointee.insetsLayoutMarginsFromSafeArea {
      try requireSafeAreaAPI("insetsLayoutMarginsFromSafeArea", at: value.location)
      view.insetsLayoutMarginsFromSafeArea = value.value
    }
    if let value = node.pointee.preservesSuperviewLayoutMargins?.value {
      view.preservesSuperviewLayoutMargins = value
    }
    if let margins = node.pointee.layoutMargins?.value {
      view.layoutMargins = SceneBuilder.insets(margins)
    }
    if let flags = node.pointee.autoresizingMask?.value {
      view.autoresizingMask = UIView.AutoresizingMask(flags)
    }
    applyText(node, to: view)
    if let hidden = node.pointee.hidden?.value { view.isHidden = hidden }
    if let clips = node.pointee.clipsToBounds?.value { view.clipsToBounds = clips }
    if node.pointee.focused?.value == true { view.becomeFirstResponder() }
    if node.pointee.frame?.value.usesSafeArea == true, isLegacy, let frame = node.pointee.frame {
      try requireSafeAreaAPI("safeArea.*", at: frame.location)
    }
    if let scrollView = view as? UIScrollView { try applyScroll(node, to: scrollView) }
  }

  /// `text:`, `title:`, `font:`, `intrinsicWidth:`, `intrinsicHeight:`: the text shown and the
  /// intrinsic size ``IntrinsicSizeEstimate`` gives it (a one-line label's height from its font,
  /// a legacy button's from its title's; no width, which needs glyph metrics), so that a label
  /// pinned only at its top has its real height.
  private func applyText(_ node: UnsafePointer<ViewNode>, to view: UIView) {
    let none = UIView.noIntrinsicMetric
    var width = none
    var height = none
    let scale = environment.device.scale
    let font = node.pointee.font.map { CGFloat($0.value) }
    switch node.pointee.kind {
    case .label:
      if let text = node.pointee.text?.value {
        (view as? UILabel)?.text = text
        if text.isEmpty {
          (width, height) = (0, 0)
        } else {
          height = IntrinsicSizeEstimate.labelHeight(
            fontSize: font ?? IntrinsicSizeEstimate.defaultLabelFontSize, scale: scale)
        }
      }
    case .button:
      if let title = node.pointee.title?.value {
        (view as? UIButton)?.title = title
        if !title.isEmpty {
          height = IntrinsicSizeEstimate.buttonHeight(
            fontSize: font ?? IntrinsicSizeEstimate.defaultButtonFontSize, scale: scale)
        }
      }
    case .textField:
      (view as? UITextField)?.text = node.pointee.text?.value
    default:
      break
    }
    if let value = node.pointee.intrinsicWidth?.value { width = CGFloat(value) }
    if let value = node.pointee.intrinsicHeight?.value { height = CGFloat(value) }
    guard width != none || height != none else { return }
    let size = CGSize(width: width, height: height)
    switch view {
    case let label as UILabel: label.estimatedIntrinsicSize = size
    case let button as UIButton: button.estimatedIntrinsicSize = size
    case let field as UITextField: field.estimatedIntrinsicSize = size
    case let image as UIImageView: image.estimatedIntrinsicSize = size
    default: break
    }
  }

  private func applyScroll(_ node: UnsafePointer<ViewNode>, to scrollView: UIScrollView)
    throws(SceneError)
  {
    if let inset = node.pointee.contentInset?.value {
      scrollView.contentInset = SceneBuilder.insets(inset)
    }
    if let behavior = node.pointee.contentInsetAdjustmentBehavior {
      try requireSafeAreaAPI("contentInsetAdjustmentBehavior", at: behavior.location)
      scrollView.contentInsetAdjustmentBehavior =
        ContentInsetAdjustmentBehavior(rawValue: behavior.value.rawValue) ?? .automatic
    }
    if let value = node.pointee.scrollEnabled?.value { scrollView.isScrollEnabled = value }
    if let value = node.pointee.alwaysBounceVertical?.value {
      scrollView.alwaysBounceVertical = value
    }
    if let value = node.pointee.alwaysBounceHorizontal?.value {
      scrollView.alwaysBounceHorizontal = value
    }
    let size = node.pointee.contentSize.map {
      CGSize(width: $0.value.width, height: $0.value.height)
    }
    if let table = scrollView as? UITableView {
      table.numberOfRowsInSection = node.pointee.sections?.value ?? [node.pointee.rows?.value ?? 0]
      if let value = node.pointee.rowHeight?.value { table.rowHeight = value }
      if let value = node.pointee.estimatedRowHeight?.value { table.estimatedRowHeight = value }
      if let value = node.pointee.sectionHeaderHeight?.value { table.sectionHeaderHeight = value }
      if let value = node.pointee.sectionFooterHeight?.value { table.sectionFooterHeight = value }
      if let value = node.pointee.tableHeaderHeight?.value {
        table.tableHeaderView = UIView(
          frame: CGRect(x: 0, y: 0, width: table.bounds.width, height: value))
      }
      if let value = node.pointee.tableFooterHeight?.value {
        table.tableFooterView = UIView(
          frame: CGRect(x: 0, y: 0, width: table.bounds.width, height: value))
      }
      if let value = node.pointee.insetsContentViewsToSafeArea {
        try requireSafeAreaAPI("insetsContentViewsToSafeArea", at: value.location)
        table.insetsContentViewsToSafeArea = value.value
      }
      table.fixedContentSize = size
      table.contentSize = size ?? table.computedContentSize
    } else if let collection = scrollView as? UICollectionView {
      collection.numberOfItemsInSection =
        node.pointee.sections?.value ?? [node.pointee.items?.value ?? 0]
      if let flow = node.pointee.flowLayout {
        let layout = collection.collectionViewLayout
        if let size = flow.itemSize?.value {
          layout.itemSize = CGSize(width: size.width, height: size.height)
        }
        if let inset = flow.sectionInset?.value { layout.sectionInset = SceneBuilder.insets(inset) }
        if let reference = flow.sectionInsetReference {
          try requireSafeAreaAPI("sectionInsetReference", at: reference.location)
          layout.sectionInsetReference =
            UICollectionViewFlowLayout.SectionInsetReference(rawValue: reference.value.rawValue)
            ?? .fromContentInset
        }
        if let value = flow.minimumLineSpacing?.value { layout.minimumLineSpacing = value }
        if let value = flow.minimumInteritemSpacing?.value {
          layout.minimumInteritemSpacing = value
        }
        if let direction = flow.scrollDirection?.value {
          layout.scrollDirection = direction == .horizontal ? .horizontal : .vertical
        }
      }
      collection.fixedContentSize = size
      collection.contentSize = size ?? collection.layoutItems().contentSize
    } else if let size {
      scrollView.contentSize = size
    }
  }

  func reference(_ location: SourceLocation) -> SourceLocation {
    SourceLocation(file: location.file, line: location.line, column: location.column)
  }
}

// MARK: Constraints

extension BuildContext {
  /// Turns the pending `constraints:` into active `NSLayoutConstraint`s, once the views they
  /// may name exist (items may name views declared later). Reports an unknown item, items
  /// without a common ancestor, and required constraints that contradict each other whatever
  /// the screen (a cycle), each at its place in the file; the last only when the scene says so
  /// (``SceneFile/RequiredConflicts``; else the engine breaks one, as UIKit does).
  func installPendingConstraints() {
    let mine = pendingConstraints
    pendingConstraints = []
    // Each constraint is activated as soon as it is made, in order, as
    // `NSLayoutConstraint.activate(made)` would (while it, its host and its first view are in
    // the cache, not in a second pass over them all); if the batch turns out to be wrong (an
    // unknown item, a required cycle), every one made is deactivated again before the error is
    // reported, so a failed build leaves none active, as before.
    // `made[i]` was made from `madeFrom[i]` (a spec is looked up only to report a conflict). Not
    // retained here: each is held by the view it is installed on (retaining them would touch
    // each again when the list goes, a cache miss each on a large scene).
    var made: [Unmanaged<NSLayoutConstraint>] = []
    var madeFrom: [(entry: Int, spec: Int)] = []
    // The quick half of `NSLayoutConstraint.requiredConflict(in:)`, made as each constraint is
    // made; the whole test runs only if this one fails.
    var total = 0
    for entry in mine { total += entry.specs.count }
    var quickTest = FreshVariableTest(capacity: total)
    do throws(SceneError) {
      made.reserveCapacity(total)
      madeFrom.reserveCapacity(total)
      for entryIndex in mine.indices {
        let view = mine[entryIndex].view
        let specs = mine[entryIndex].specs
        for specIndex in specs.indices {
          let constraint = try makeConstraint(specs, specIndex, on: view, testing: &quickTest)
          made.append(Unmanaged.passUnretained(constraint))
          madeFrom.append((entryIndex, specIndex))
        }
      }
      if requiredConflicts == .error, !quickTest.passed {
        // Constants from here: a local function that captured the arrays being appended to
        // above would make every append check exclusivity at run time.
        var strong: [NSLayoutConstraint] = []
        strong.reserveCapacity(made.count)
        for constraint in made { strong.append(constraint.takeUnretainedValue()) }
        let all = strong
        let madeFrom = madeFrom
        func source(of constraint: NSLayoutConstraint) -> ConstraintSpec? {
          guard let at = all.firstIndex(where: { $0 === constraint }) else { return nil }
          return mine[madeFrom[at].entry].specs[madeFrom[at].spec]
        }
        if let conflict = NSLayoutConstraint.requiredConflict(in: all),
          let spec = source(of: conflict.broken)
        {
          let others = conflict.conflictingSet.compactMap { source(of: $0) }
            .map { "'\($0.text)' (line \($0.location.line))" }.joined(separator: ", ")
          throw spec.location.error(
            "required constraint '\(spec.text)' can never hold together with \(others);"
              + " remove one of them or give one a priority below 1000 ('@999')")
        }
      }
    } catch {
      var strong: [NSLayoutConstraint] = []
      strong.reserveCapacity(made.count)
      for constraint in made { strong.append(constraint.takeUnretainedValue()) }
      NSLayoutConstraint.deactivateAll(strong)
      fail(error)
      return
    }
  }

  /// The constraint a spec makes on `view`, given to the quick required-conflict `test` and
  /// activated on its items' closest common ancestor.
  /// (The spec is read field by field from its array: a spec or an anchor is a large value, and
  /// copying one retains every string in it. Made, tested and activated here, so that the views
  /// found are not handed back, retained, to the caller.)
  private func makeConstraint(
    _ specs: [ConstraintSpec], _ index: Int, on view: UIView,
    testing test: inout FreshVariableTest
  ) throws(SceneError) -> NSLayoutConstraint {
    let first = try item(specs, index, second: false, owner: view)
    var host = first.view
    var second: LayoutItemHandle?
    var secondAttribute = NSLayoutConstraint.Attribute.notAnAttribute
    if specs[index].second != nil {
      let (handle, secondView) = try item(specs, index, second: true, owner: view)
      guard let common = NSLayoutConstraint.commonAncestor(first.view, secondView) else {
        throw specs[index].location.error(
          "'\(specs[index].text)' relates views that have no common ancestor; constrain views in"
            + " the same hierarchy (a view in another controller's tree cannot be named)")
      }
      host = common
      second = handle
      secondAttribute = attribute(specs[index].second?.attribute ?? .top)
    }
    let constraint = NSLayoutConstraint(
      first: first.handle, attribute: attribute(specs[index].first.attribute),
      relatedBy: relation(specs[index].relation), second: second, attribute: secondAttribute,
      multiplier: CGFloat(specs[index].multiplier), constant: CGFloat(specs[index].constant),
      priority: UILayoutPriority(Float(specs[index].priority)),
      sourceLocation: reference(specs[index].location), sourceText: specs[index].text)
    constraint.activate(on: host, firstView: first.view, testing: &test)
    return constraint
  }

  /// The item a spec's first or second anchor names (a view, or one of its guides) as a
  /// constraint holds it, and the view it belongs to.
  private func item(_ specs: [ConstraintSpec], _ index: Int, second: Bool, owner: UIView)
    throws(SceneError) -> (handle: LayoutItemHandle, view: UIView)
  {
    let item = second ? (specs[index].second?.item ?? .itself) : specs[index].first.item
    func location() -> SourceLocation {
      second
        ? (specs[index].second?.location ?? specs[index].location) : specs[index].first.location
    }
    let view: UIView
    switch item.target {
    case .itself:
      view = owner
    case .superview:
      guard let superview = owner.superview else {
        throw location().error("'\(item)' names the superview, but the view has none")
      }
      view = superview
    case .view(let id):
      guard let found = viewsByID[id] else {
        let known = viewsByID.keys.sorted().map { "'\($0)'" }.joined(separator: ", ")
        throw location().error(
          "unknown item '\(id)'; expected superview, safeArea, margins, readable or the id of a"
            + " view in this scene" + (known.isEmpty ? "" : " (ids: \(known))"))
      }
      view = found
    }
    guard let guide = item.guide else { return (view.itemHandle, view) }
    if let adaptation = item.cornerAdaptation {
      try requireCornerAdaptation(adaptation, at: location())
    }
    switch guide {
    case .safeArea:
      try requireSafeAreaAPI("safeArea", at: location())
      return (view.safeAreaLayoutGuide.itemHandle, view)
    case .margins:
      return (view.layoutMarginsGuide.itemHandle, view)
    case .readable:
      return (view.readableContentGuide.itemHandle, view)
    case .keyboard:
      guard environment.ios >= 15 else {
        var error = location().error(
          "'keyboard' (keyboardLayoutGuide) does not exist under iOS \(environment.ios) behaviour"
            + " (introduced in iOS 15); lay the scene out with ios 15 or later")
        error.requiredIOS = 15
        error.requirement = "'keyboard' (keyboardLayoutGuide) was introduced in iOS 15"
        throw error
      }
      return (view.keyboardLayoutGuide.itemHandle, view)
    }
  }

  /// R18.4: `layoutGuide(for:)` with a corner adaptation exists from iOS 26; it is the plain
  /// guide where no corner obstruction is known (model choice) and unknown with window controls.
  private func requireCornerAdaptation(
    _ adaptation: ConstraintItem.CornerAdaptation, at location: SourceLocation
  ) throws(SceneError) {
    guard environment.ios >= IOSBehaviour.windowControlsIntroduced else {
      throw location.error(
        "layout regions with a corner adaptation (layoutGuide(for:)) do not exist under iOS"
          + " \(environment.ios) behaviour (introduced in iOS 26); lay the scene out with ios 26"
          + " or later")
    }
    guard let missing = environment.cornerAdaptationMissing else { return }
    throw location.error(
      "the model cannot lay out a layout region with a \(adaptation.rawValue) corner adaptation on"
        + " \(environment): no source gives \(missing)")
  }

  private func attribute(_ attribute: ConstraintSpec.Attribute) -> NSLayoutConstraint.Attribute {
    switch attribute {
    case .top: .top
    case .bottom: .bottom
    case .leading: .leading
    case .trailing: .trailing
    case .left: .left
    case .right: .right
    case .width: .width
    case .height: .height
    case .centerX: .centerX
    case .centerY: .centerY
    }
  }

  private func relation(_ relation: ConstraintSpec.Relation) -> NSLayoutConstraint.Relation {
    switch relation {
    case .equal: .equal
    case .lessThanOrEqual: .lessThanOrEqual
    case .greaterThanOrEqual: .greaterThanOrEqual
    }
  }
}

extension UIView.AutoresizingMask {
  /// The mask a scene's or a xib's `autoresizingMask` flags spell.
  package init(_ flags: some Sequence<ViewNode.AutoresizingFlag>) {
    self = []
    for flag in flags {
      switch flag {
      case .flexibleLeftMargin: insert(.flexibleLeftMargin)
      case .flexibleWidth: insert(.flexibleWidth)
      case .flexibleRightMargin: insert(.flexibleRightMargin)
      case .flexibleTopMargin: insert(.flexibleTopMargin)
      case .flexibleHeight: insert(.flexibleHeight)
      case .flexibleBottomMargin: insert(.flexibleBottomMargin)
      }
    }
  }
}
