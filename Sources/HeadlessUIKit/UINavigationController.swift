import DeviceCatalog
import Foundation

/// UIKit's `UINavigationController`: a navigation bar on top, an optional toolbar at the bottom,
/// and the top controller's view laid out under or between them (R3.1–R3.5, R3.8).
@MainActor
open class UINavigationController: UIViewController {
  public let navigationBar = UINavigationBar(frame: .zero)
  public let toolbar = UIToolbar(frame: .zero)
  public private(set) var viewControllers: [UIViewController] = []

  public var isNavigationBarHidden = false {
    didSet { viewIfLoaded?.needsLayout = true }
  }

  public var isToolbarHidden = true {
    didSet { viewIfLoaded?.needsLayout = true }
  }

  public override init() {
    super.init()
  }

  public convenience init(rootViewController: UIViewController) {
    self.init()
    setViewControllers([rootViewController], animated: false)
  }

  public var topViewController: UIViewController? { viewControllers.last }

  open override var visibleChildren: [UIViewController] {
    topViewController.map { [$0] } ?? []
  }

  open override var childForStatusBarHidden: UIViewController? { topViewController }

  public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    isNavigationBarHidden = hidden
  }

  public func setToolbarHidden(_ hidden: Bool, animated: Bool) {
    isToolbarHidden = hidden
  }

  /// The hosted search bar's frame in this view's coordinates (R15.3), `nil` without a search
  /// controller on the displayed item or with the bar hidden (not a UIKit property).
  public internal(set) var searchBarFrame: CGRect?
  /// What the displayed item added to the bar in the last layout (R15.3, R15.5).
  var barItemLayout: NavigationItemRules.ItemLayout?

  /// The item the bar shows: the top controller's, or the top of a navigation controller pushed
  /// onto this one (R14.7).
  var displayedNavigationItem: UINavigationItem? {
    var top = topViewController
    while let nested = top as? UINavigationController, nested.topViewController != nil {
      top = nested.topViewController
    }
    return top?.navigationItem
  }

  /// Whether a split view made this controller to hold a column (R14.7; not a UIKit property).
  public internal(set) var isColumnWrapper = false

  /// Whether this navigation controller is pushed onto another one (a collapsed split's column
  /// stacks, R14.7): it shows no bar of its own, the outer bar stands for it (model choice).
  var isNestedInNavigation: Bool { parent is UINavigationController }

  /// Replaces the stack without appearance transitions (a split view rearranging its columns
  /// inside a layout pass, R14.7).
  func replaceStack(_ controllers: [UIViewController]) {
    for controller in viewControllers where !controllers.contains(where: { $0 === controller }) {
      controller.viewIfLoaded?.removeFromSuperview()
      controller.removeFromParent()
    }
    for controller in controllers where controller.parent !== self {
      addChild(controller)
      controller.didMove(toParent: self)
      controller.hasMovedToParent = true
    }
    viewControllers = controllers
    viewIfLoaded?.needsLayout = true
  }

  public func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
    let window = viewIfLoaded?.window
    let oldTop = topViewController
    for controller in viewControllers where !controllers.contains(where: { $0 === controller }) {
      controller.willMove(toParent: nil)
      controller.viewIfLoaded?.removeFromSuperview()
      controller.removeFromParent()
    }
    for controller in controllers where controller.parent !== self {
      addChild(controller)
      if window == nil {
        controller.didMove(toParent: self)
        controller.hasMovedToParent = true
      }
    }
    viewControllers = controllers
    if let window, oldTop !== topViewController {
      window.transition(from: oldTop, to: topViewController, in: self)
    }
  }

  /// Pushes a controller; on a visible navigation controller it appears at once with the
  /// callbacks of R9.1a.
  public func pushViewController(_ controller: UIViewController, animated: Bool) {
    if viewIfLoaded?.window != nil { controller.loadViewIfNeeded() }
    setViewControllers(viewControllers + [controller], animated: animated)
  }

  @discardableResult
  public func popViewController(animated: Bool) -> UIViewController? {
    guard viewControllers.count > 1, let top = topViewController else { return nil }
    setViewControllers(Array(viewControllers.dropLast()), animated: animated)
    return top
  }

  /// Whether an expanded large title shows above the top controller (R3.8).
  var showsLargeTitle: Bool {
    guard navigationBar.prefersLargeTitles, let top = topViewController else { return false }
    switch top.navigationItem.largeTitleDisplayMode {
    case .never: return false
    case .always: return true
    case .automatic:
      // A controller inherits the previous item's mode; the root shows the large title.
      for controller in viewControllers.reversed() {
        switch controller.navigationItem.largeTitleDisplayMode {
        case .never: return false
        case .always: return true
        case .automatic: continue
        }
      }
      return true
    }
  }

  /// Whether any controller on the stack hides the tab bar (`hidesBottomBarWhenPushed`: the bar
  /// stays hidden until every such controller is popped; R3.10).
  var hidesBottomBar: Bool {
    viewControllers.contains { $0.hidesBottomBarWhenPushed }
  }

  override func layoutContainedViews(in window: UIWindow) {
    let container = view
    let bounds = container.bounds
    let environment = window.environment
    let metrics = environment.barMetrics
    let safe = container.safeAreaInsets

    if navigationBar.superview !== container { container.addSubview(navigationBar) }
    if toolbar.superview !== container { container.addSubview(toolbar) }

    if let slot = verticalBarSlot(metrics) {
      layoutVerticalBars(slot, metrics: metrics)
      return
    }

    let showsBar = !isNavigationBarHidden && !isNestedInNavigation
    navigationBar.isHidden = !showsBar
    var missing: [MissingValue] = []
    var topBarMaxY: CGFloat?
    if showsBar {
      // R19.2: a minimised iOS 27 navigation bar whose safe area adjusts has no known geometry.
      if let gap = metrics.navigationBarMissing { missing.append(gap) }
      let touchesWindowTop = PointFormat.nearlyEqual(container.frameInWindow.minY, 0)
      let barTop: CGFloat? =
        if let minimum = metrics.navigationBarMinimumTop {
          ContainerRules.floatingNavigationBarTop(
            containerSafeTop: safe.top, minimum: minimum.value)
        } else if touchesWindowTop {
          environment.navigationBarTop(statusBarVisible: window.isStatusBarVisible).value
        } else {
          nil
        }
      let extra = showsLargeTitle ? metrics.largeTitleExtraHeight.value : 0
      let sheetBar = metrics.navigationBarMinimumTop == nil && isAtTopOfSheet
      let item = displayedNavigationItem
      let itemLayout = NavigationItemRules.layout(
        hasPrompt: item?.prompt != nil, hasSearch: item?.searchController != nil,
        searchActive: item?.searchController?.isActive ?? false, ios: environment.ios,
        largeTitle: showsLargeTitle)
      missing += itemLayout.missing
      navigationBar.frame = ContainerRules.navigationBarFrame(
        containerBounds: bounds, containerSafeTop: safe.top, windowBarTop: sheetBar ? 0 : barTop,
        height: (sheetBar
          ? ContainerRules.sheetNavigationBarHeight : metrics.navigationBarHeight.value)
          + itemLayout.promptHeight + itemLayout.activeSearchHeight,
        largeTitleExtra: extra)
      barItemLayout = itemLayout
      searchBarFrame = itemLayout.searchBarFrame(inBar: navigationBar.frame)
      topBarMaxY = navigationBar.frame.maxY
    } else {
      barItemLayout = nil
      searchBarFrame = nil
    }

    let showsToolbar = !isToolbarHidden && !isNestedInNavigation
    toolbar.isHidden = !showsToolbar
    var bottomBarMinY: CGFloat?
    if showsToolbar {
      // R17.4: on iOS 26 only the toolbar's intrinsic height is known; its frame stands in.
      if let gap = metrics.toolbarMissing { missing.append(gap) }
      toolbar.frame = ContainerRules.bottomBarFrame(
        containerBounds: bounds, containerSafeBottom: safe.bottom,
        height: metrics.toolbarHeight.value)
      bottomBarMinY = toolbar.frame.minY
    }
    if metrics.verticalBarColumn != nil, showsBar || showsToolbar {
      missing.append(Self.barsAwayFromVerticalColumn)
    }
    missingValues = missing

    guard let top = topViewController else { return }
    let child = top.view
    if child.superview !== container { container.insertSubview(child, at: 0) }
    child.frame = ContainerRules.childFrame(
      containerBounds: bounds, topBarMaxY: topBarMaxY,
      extendsUnderTop: ContainerRules.extendsUnderBar(
        edge: .top, edgesForExtendedLayout: top.edgesForExtendedLayout,
        barIsTranslucent: navigationBar.isTranslucent,
        extendedLayoutIncludesOpaqueBars: top.extendedLayoutIncludesOpaqueBars),
      bottomBarMinY: bottomBarMinY,
      extendsUnderBottom: ContainerRules.extendsUnderBar(
        edge: .bottom, edgesForExtendedLayout: top.edgesForExtendedLayout,
        barIsTranslucent: toolbar.isTranslucent,
        extendedLayoutIncludesOpaqueBars: top.extendedLayoutIncludesOpaqueBars))
  }

  /// R20.2: the navigation bar and the toolbar share the vertical bar column, full height; the
  /// child's view runs under them unless they are opaque and it does not extend under opaque
  /// bars. A large title, a prompt or a search field there has no source: a missing value.
  private func layoutVerticalBars(
    _ slot: (frame: CGRect, edge: VerticalBarColumn.Edge), metrics: BarMetrics
  ) {
    let showsBar = !isNavigationBarHidden && !isNestedInNavigation
    let showsToolbar = !isToolbarHidden && !isNestedInNavigation
    navigationBar.isHidden = !showsBar
    toolbar.isHidden = !showsToolbar
    barItemLayout = nil
    searchBarFrame = nil
    var missing: [MissingValue] = []
    // A column measured with a tab bar only (the iPhone Duo's outer display): where a navigation
    // bar or toolbar goes in it is not measured, so the frame below stands in (R20.2).
    if showsBar, let gap = metrics.navigationBarMissing { missing.append(gap) }
    if showsToolbar, let gap = metrics.toolbarMissing, !missing.contains(gap) {
      missing.append(gap)
    }
    if showsBar {
      navigationBar.frame = slot.frame
      let item = displayedNavigationItem
      if showsLargeTitle || item?.prompt != nil || item?.searchController != nil {
        missing.append(
          MissingValue(
            "a large title, prompt or search field with the bars in the vertical column",
            rule: "R20.2"))
      }
    }
    if showsToolbar { toolbar.frame = slot.frame }
    missingValues = missing
    let shown: [Bool] = [
      showsBar ? navigationBar.isTranslucent : nil, showsToolbar ? toolbar.isTranslucent : nil,
    ].compactMap { $0 }
    if !shown.isEmpty { verticalBarPlacement = slot }
    guard let top = topViewController else { return }
    layOutChildBesideVerticalBar(
      top, bar: slot, barIsTranslucent: shown.isEmpty ? nil : shown.allSatisfy { $0 })
  }

  /// Whether this navigation controller's view starts at the top edge of a sheet that does not
  /// fill the window (R13.8).
  var isAtTopOfSheet: Bool {
    guard let layout = hierarchyRoot.presentationLayout, layout.isSheet,
      layout.windowFrame.minY > 0, let root = hierarchyRoot.viewIfLoaded
    else { return false }
    return PointFormat.nearlyEqual(view.frameInWindow.minY, root.frameInWindow.minY)
  }

  /// Whether the last layout placed the navigation bar by iOS 26's rule (R17.1).
  var navigationBarUsesIOS26Placement: Bool {
    windowBarMetrics?.navigationBarMinimumTop != nil
  }

  override func providedInsets(forChild child: UIViewController) -> InsetDerivation {
    var result = parentDerivationOfOwnView()
    if verticalBarPlacement != nil {
      let names = [
        isNavigationBarHidden ? nil : "navigation bar", isToolbarHidden ? nil : "toolbar",
      ].compactMap { $0 }.joined(separator: " and ")
      addingVerticalBar(to: &result, barNames: names)
      return result
    }
    let bounds = view.bounds
    if !isNavigationBarHidden, !isNestedInNavigation {
      let barBottom = navigationBar.frame.maxY - bounds.minY
      let current = result.top.value
      if barBottom > current {
        let kind = navigationBar.isTranslucent ? "translucent" : "opaque"
        let label =
          PointFormat.nearlyEqual(current, navigationBar.frame.minY - bounds.minY)
          ? "navigation bar (\(kind))"
          : "navigation bar (\(kind), spans \(PointFormat.string(navigationBar.frame.minY))"
            + "…\(PointFormat.string(navigationBar.frame.maxY)))"
        let floating = navigationBarUsesIOS26Placement
        let rule =
          showsLargeTitle ? (floating ? "R15.2" : "R3.8") : (floating ? "R17.1" : "R3.1")
        var itemParts: [(String, CGFloat, String)] = []
        if let layout = barItemLayout {
          if layout.promptHeight > 0 { itemParts.append(("prompt", layout.promptHeight, "R15.5")) }
          if layout.activeSearchHeight > 0 {
            itemParts.append(("active search field", layout.activeSearchHeight, "R15.3"))
          }
        }
        let itemTotal = itemParts.reduce(0) { $0 + $1.1 }
        result.top.append(label, barBottom - current - itemTotal, rule: rule)
        for (name, amount, itemRule) in itemParts {
          result.top.append("navigation bar grows by its \(name)", amount, rule: itemRule)
        }
      }
    }
    if !isToolbarHidden, !isNestedInNavigation {
      let barHeight = bounds.maxY - toolbar.frame.minY
      let current = result.bottom.value
      if barHeight > current {
        result.bottom.append("toolbar", barHeight - current, rule: "R1.8a")
      }
    }
    return result
  }
}
