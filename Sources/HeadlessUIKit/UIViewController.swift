import DeviceCatalog
import Foundation
import TextEscaping

/// UIKit's `UINavigationItem`, reduced to what layout reads.
@MainActor
public final class UINavigationItem {
  /// UIKit's `UINavigationItem.LargeTitleDisplayMode`.
  public enum LargeTitleDisplayMode: String, Sendable {
    case automatic, always, never
  }

  public var title: String?
  public var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
  /// A line of text above the bar's content (R15.5).
  public var prompt: String?
  /// The search controller whose search bar the navigation bar hosts (R15.3, R15.4).
  public var searchController: UISearchController?
  /// Whether the hosted search bar hides while the content scrolls (UIKit's default `true`).
  public var hidesSearchBarWhenScrolling = true

  public init() {}
}

/// UIKit's `UISearchController`, reduced to what layout reads: whether the search is active.
@MainActor
public final class UISearchController {
  /// The search bar the navigation bar hosts (its frame is the navigation controller's
  /// ``UINavigationController/searchBarFrame``).
  public let searchBar = UISearchBar(frame: .zero)
  /// Whether the search is active (the search field is editing).
  public var isActive = false

  public init() {}
}

/// UIKit's `UISearchBar` (layout only).
@MainActor
public final class UISearchBar: UIView {}

/// UIKit's `UILayoutSupport` (`topLayoutGuide` / `bottomLayoutGuide`, iOS 7–10).
@MainActor
public final class UILayoutSupport {
  @exclusivity(unchecked) weak var controller: UIViewController?
  let isTop: Bool
  /// The guide as constraints and anchors refer to it (``LayoutItemHandle``).
  @exclusivity(unchecked) private var storedItemHandle: LayoutItemHandle?

  init(controller: UIViewController, isTop: Bool) {
    self.controller = controller
    self.isTop = isTop
  }

  deinit {
    storedItemHandle?.itemWillGo()
  }

  /// The handle, if one was made (the guide's engine slot is on it).
  var existingItemHandle: LayoutItemHandle? { storedItemHandle }

  var itemHandle: LayoutItemHandle {
    if let storedItemHandle { return storedItemHandle }
    let handle = LayoutItemHandle.made(for: self)
    storedItemHandle = handle
    return handle
  }

  /// R5.4: the distance from the view's top (bottom) edge to the bottom (top) of the bars and
  /// status bar that cover it.
  public var length: CGFloat {
    guard let controller else { return 0 }
    return isTop ? controller.topLayoutGuideLength : controller.bottomLayoutGuideLength
  }
}

/// UIKit's `UIViewControllerTransitionCoordinator`, reduced: rotation in the runtime is not
/// animated, so the coordinator only carries the change.
@MainActor
public final class UIViewControllerTransitionCoordinator {
  public let from: Environment
  public let to: Environment

  init(from: Environment, to: Environment) {
    self.from = from
    self.to = to
  }
}

/// UIKit's `UIViewController`, with its lifecycle callbacks in UIKit's order (R9), its safe-area
/// and layout-margin properties, and containment.
@MainActor
open class UIViewController {
  /// The id a scene file or storyboard gave this controller (not a UIKit property).
  public var sceneID: String?
  /// Where the controller was declared, for reports (not a UIKit property).
  public var sourceLocation: SourceLocation?
  public var title: String? {
    didSet { navigationItem.title = title }
  }

  public let navigationItem = UINavigationItem()

  @exclusivity(unchecked) private var storedView: UIView?
  private var isLoadingView = false

  public init() {}

  /// The controller's root view, loaded on first access (`loadView`, then `viewDidLoad`).
  public var view: UIView {
    get {
      loadViewIfNeeded()
      return storedView ?? UIView()
    }
    set {
      storedView?.owningViewController = nil
      storedView = newValue
      newValue.owningViewController = self
    }
  }

  public var viewIfLoaded: UIView? { storedView }
  public var isViewLoaded: Bool { storedView != nil }

  public func loadViewIfNeeded() {
    guard storedView == nil, !isLoadingView else { return }
    isLoadingView = true
    loadView()
    if storedView == nil {
      view = UIView(frame: UIScreen.main.bounds)
    }
    isLoadingView = false
    record(.viewDidLoad)
    viewDidLoad()
  }

  /// Creates the root view: a plain view the size of the screen, flexible in width and height
  /// (UIKit's default `loadView`).
  open func loadView() {
    let root = UIView(frame: UIScreen.main.bounds)
    root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view = root
  }

  // MARK: Lifecycle callbacks (R9)

  open func viewDidLoad() {}
  open func viewWillAppear(_ animated: Bool) {}
  open func viewDidAppear(_ animated: Bool) {}
  open func viewWillDisappear(_ animated: Bool) {}
  open func viewDidDisappear(_ animated: Bool) {}
  open func viewWillLayoutSubviews() {}
  open func viewDidLayoutSubviews() {}
  /// Called when the root view's `safeAreaInsets` changed, before its subviews get theirs (R9.2).
  open func viewSafeAreaInsetsDidChange() {}
  open func viewLayoutMarginsDidChange() {}
  open func updateViewConstraints() {}

  /// Forwards to the children, as UIKit's implementation does.
  open func viewWillTransition(
    to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
  ) {
    for child in children {
      child.record(.viewWillTransition)
      child.viewWillTransition(to: size, with: coordinator)
    }
  }

  open func willMove(toParent parent: UIViewController?) {}
  open func didMove(toParent parent: UIViewController?) {}

  // MARK: Safe area and extended layout

  /// Insets added to the root view's safe area (R3.6). Under iOS 10 behaviour the property does
  /// not exist (the scene loader reports it).
  public var additionalSafeAreaInsets: UIEdgeInsets = .zero {
    didSet { storedView?.needsLayout = true }
  }

  /// The edges on which the view extends under translucent bars (R3.4).
  public var edgesForExtendedLayout: UIRectEdge = .all
  /// Whether the view extends under opaque bars too (R3.4).
  public var extendedLayoutIncludesOpaqueBars = false
  /// iOS 7–10 scroll-view inset adjustment (R5.1); read by `.automatic` from iOS 11 (R4.2).
  public var automaticallyAdjustsScrollViewInsets = true
  /// Whether a navigation controller's push hides the tab bar.
  public var hidesBottomBarWhenPushed = false

  /// An explicit answer for `prefersStatusBarHidden` (set by scene files; not a UIKit property).
  public var statusBarHiddenPreference: Bool?

  /// R1.4a: false, except true in a vertically compact environment.
  open var prefersStatusBarHidden: Bool {
    if let statusBarHiddenPreference { return statusBarHiddenPreference }
    return traitCollection.verticalSizeClass == .compact
  }

  /// The child whose `prefersStatusBarHidden` decides instead of this controller's.
  open var childForStatusBarHidden: UIViewController? { nil }

  // MARK: Layout margins (R8)

  public var viewRespectsSystemMinimumLayoutMargins = true {
    didSet { storedView?.needsLayout = true }
  }

  /// R8.2: 16 pt leading and trailing in compact width, 20 in regular.
  public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
    MarginRules.systemMinimumMargins(horizontalSizeClass: traitCollection.horizontalSizeClass)
  }

  func systemMinimumLayoutMargins(in environment: Environment) -> NSDirectionalEdgeInsets {
    MarginRules.systemMinimumMargins(
      horizontalSizeClass: environment.sizeClasses.horizontal)
  }

  /// The traits of the window the controller is in (or of the main screen before that).
  public var traitCollection: UITraitCollection {
    if let window = storedView?.window {
      return UITraitCollection(environment: window.environment)
    }
    return UIScreen.main.traitCollection
  }

  // MARK: iOS 7–10 layout guides (R5.4)

  public private(set) lazy var topLayoutGuide = UILayoutSupport(controller: self, isTop: true)
  public private(set) lazy var bottomLayoutGuide = UILayoutSupport(controller: self, isTop: false)

  /// R5.4; from iOS 11, R5.4a: the root view's top safe-area inset.
  var topLayoutGuideLength: CGFloat {
    guard let view = storedView, let window = view.window else { return 0 }
    if window.environment.ios >= IOSBehaviour.safeAreaIntroduced { return view.safeAreaInsets.top }
    let covered = window.coveredTopEdge(for: self)
    return max(0, covered - view.frameInWindow.minY)
  }

  /// R5.4; from iOS 11, R5.4a: the root view's bottom safe-area inset (34 on an iPhone X).
  var bottomLayoutGuideLength: CGFloat {
    guard let view = storedView, let window = view.window else { return 0 }
    if window.environment.ios >= IOSBehaviour.safeAreaIntroduced {
      return view.safeAreaInsets.bottom
    }
    let coveredMinY = window.coveredBottomEdge(for: self)
    return max(0, view.frameInWindow.maxY - coveredMinY)
  }

  // MARK: Presentation (R13; UIViewController+Presentation.swift)

  /// The style of the next presentation of this controller (R13.1 resolves `.automatic`).
  public var modalPresentationStyle: UIModalPresentationStyle = .automatic
  /// The controller this one presents, stored on the root of its hierarchy.
  var storedPresentedViewController: UIViewController?
  /// The root (window root or presented controller) whose presentation shows this controller.
  weak var storedPresentingViewController: UIViewController?
  /// What the last layout resolved for this controller's presentation (R13).
  public internal(set) var presentationLayout: PresentationLayout?
  /// The view that holds this presented controller's view in the window.
  var presentationContainer: UIView?
  package let sheetController = UISheetPresentationController()
  package let popoverController = UIPopoverPresentationController()

  // MARK: Containment

  public private(set) var children: [UIViewController] = []
  public private(set) weak var parent: UIViewController?
  var hasMovedToParent = false

  /// Adds a child controller; calls its `willMove(toParent:)` as UIKit does.
  public func addChild(_ child: UIViewController) {
    if child.parent === self { return }
    child.removeFromParent()
    child.record(.willMoveToParent)
    child.willMove(toParent: self)
    children.append(child)
    child.parent = self
    child.hasMovedToParent = false
  }

  public func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
    didMove(toParent: nil)
  }

  public var navigationController: UINavigationController? {
    var current = parent
    while let candidate = current {
      if let navigation = candidate as? UINavigationController { return navigation }
      current = candidate.parent
    }
    return nil
  }

  public var tabBarController: UITabBarController? {
    var current = parent
    while let candidate = current {
      if let tabs = candidate as? UITabBarController { return tabs }
      current = candidate.parent
    }
    return nil
  }

  /// The children whose views are on screen (all children for a plain controller; the top one for
  /// a navigation controller; the selected one for a tab bar controller).
  open var visibleChildren: [UIViewController] { children }

  /// The unsafe region this controller's view leaves to a child's view that is a direct subview of
  /// it, in this view's coordinates (R2.4: a plain controller passes its own safe area).
  func providedInsets(forChild child: UIViewController) -> InsetDerivation {
    parentDerivationOfOwnView()
  }

  /// The safe-area derivation of this controller's own root view (set during layout).
  @exclusivity(unchecked) var rootInsetDerivation: InsetDerivation?

  func parentDerivationOfOwnView() -> InsetDerivation {
    if let rootInsetDerivation { return rootInsetDerivation }
    return .single(view.safeAreaInsets, label: { _ in "superview's safe area" }, rule: "R2.4")
  }

  /// Places bars and children's views; called inside the root view's layout, between
  /// `viewWillLayoutSubviews` and `viewDidLayoutSubviews`.
  func layoutContainedViews(in window: UIWindow) {}

  /// R20.2: where the last layout put this container's bars in the vertical bar column (in its
  /// view's coordinates) and on which edge; `nil` where its bars are horizontal or hidden.
  var verticalBarPlacement: (frame: CGRect, edge: VerticalBarColumn.Edge)?

  /// R20.2: where this container's bars go in the vertical bar column (in its view's
  /// coordinates) and on which edge, or `nil` where the window has no column of known width or
  /// the container does not reach it. Forgets the last layout's placement.
  func verticalBarSlot(_ metrics: BarMetrics) -> (frame: CGRect, edge: VerticalBarColumn.Edge)? {
    verticalBarPlacement = nil
    guard let column = metrics.verticalBarColumn, let edge = metrics.verticalBarEdge,
      let bar = ContainerRules.verticalBarFrame(
        column: column, edge: edge, containerFrameInWindow: view.frameInWindow,
        containerBounds: view.bounds)
    else { return nil }
    return (bar, edge)
  }

  /// R20.2: lays `child`'s view out beside the vertical bar (`nil`: no bar shows): the whole
  /// container, or the part beside an opaque bar the child does not extend under.
  func layOutChildBesideVerticalBar(
    _ child: UIViewController, bar: (frame: CGRect, edge: VerticalBarColumn.Edge),
    barIsTranslucent: Bool?
  ) {
    let container = view
    let childView = child.view
    if childView.superview !== container { container.insertSubview(childView, at: 0) }
    guard let barIsTranslucent else {
      childView.frame = container.bounds
      return
    }
    childView.frame = ContainerRules.childFrame(
      containerBounds: container.bounds, verticalBar: bar.frame, edge: bar.edge,
      extendsUnderBar: ContainerRules.extendsUnderBar(
        edge: bar.edge == .right ? .right : .left,
        edgesForExtendedLayout: child.edgesForExtendedLayout, barIsTranslucent: barIsTranslucent,
        extendedLayoutIncludesOpaqueBars: child.extendedLayoutIncludesOpaqueBars))
  }

  /// R20.2: the vertical bar's share of the child's inset on the column's edge: how far the
  /// column reaches in from that edge, beyond what the container's own inset already gives.
  func addingVerticalBar(to result: inout InsetDerivation, barNames: String) {
    guard let placement = verticalBarPlacement else { return }
    let reach = ContainerRules.verticalBarInset(
      bar: placement.frame, edge: placement.edge, containerBounds: view.bounds)
    let side: RectEdge = placement.edge == .right ? .right : .left
    let current = result[side].value
    if reach > current {
      result[side].append(
        "vertical bar column with the \(barNames) (\(PointFormat.string(placement.frame.width))"
          + " wide)", reach - current, rule: "R20.2")
    }
  }

  /// R20.2: a container that does not reach the vertical bar column shows its bars somewhere no
  /// source describes.
  static let barsAwayFromVerticalColumn = MissingValue(
    "container bars of a container that does not reach the vertical bar column", rule: "R20.2")

  /// The bar metrics of the window the view is in (R1.8, R17), or `nil` off screen.
  var windowBarMetrics: BarMetrics? {
    guard let environment = viewIfLoaded?.window?.environment else { return nil }
    return environment.barMetrics
  }

  /// The values this container needed in its last layout and the model cannot know (an iOS 26
  /// tab bar in landscape, R17.3; an iOS 26 toolbar, R17.4): its bars and its children's views
  /// were placed with a stand-in, and every value that depends on them is unknown. Not a UIKit
  /// property.
  public internal(set) var missingValues: [MissingValue] = []

  /// Hook for scene files whose frames depend on the safe area (set by the scene builder).
  public var safeAreaDidChangeHandlers: [@MainActor (UIViewController) -> Void] = []

  func fireViewSafeAreaInsetsDidChange() {
    record(.viewSafeAreaInsetsDidChange)
    viewSafeAreaInsetsDidChange()
    for handler in safeAreaDidChangeHandlers { handler(self) }
  }

  func fireViewLayoutMarginsDidChange() {
    record(.viewLayoutMarginsDidChange)
    viewLayoutMarginsDidChange()
  }

  func record(_ kind: LayoutEvent.Kind) {
    UIWindow.keyWindow?.record(kind, self)
  }

  /// The class name as UIKit's debug description prints it.
  open var className: String { TypeNames.name(of: self) }
}

/// `String(describing: type(of:))`, remembered per class: snapshots and reports ask for every
/// view's class name on every layout.
@MainActor
enum TypeNames {
  @exclusivity(unchecked) private static var names: [ObjectIdentifier: String] = [:]
  /// The last type asked for and its name (a hierarchy asks for the same few classes in runs).
  @exclusivity(unchecked) private static var last: (key: ObjectIdentifier, name: String)?

  static func name(of object: AnyObject) -> String {
    let type: AnyObject.Type = Swift.type(of: object)
    let key = ObjectIdentifier(type)
    if let last, last.key == key { return last.name }
    let name: String
    if let known = names[key] {
      name = known
    } else {
      name = String(describing: type)
      names[key] = name
    }
    last = (key, name)
    return name
  }
}
