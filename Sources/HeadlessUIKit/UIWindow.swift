import DeviceCatalog
import Foundation

/// UIKit's `UIWindow`: the root of a hierarchy, laid out in an ``Environment`` (a device, an
/// orientation, an iOS behaviour version, the status bar's visibility).
///
/// ```swift
/// let window = UIWindow(environment: Environment(device: iPhoneX))
/// window.rootViewController = UINavigationController(rootViewController: controller)
/// window.makeKeyAndVisible()
/// controller.view.safeAreaInsets  // {88, 0, 34, 0}
/// ```
@MainActor
open class UIWindow: UIView {
  @exclusivity(unchecked) public private(set) var environment: Environment
  public private(set) var screen: UIScreen

  /// The window whose event log receives callbacks (the last one made key).
  public private(set) weak static var keyWindow: UIWindow?

  /// The callbacks made so far, in order, when recording (set it to `[]` to start).
  @exclusivity(unchecked) public var eventLog: [LayoutEvent]?

  public private(set) var isKeyWindow = false
  /// Whether the status bar shows (R1.4, R1.4a), as of the last layout pass.
  @exclusivity(unchecked) public private(set) var isStatusBarVisible = true
  /// The insets of the screen's unsafe region that root views see (R1), as of the last pass.
  @exclusivity(unchecked) public private(set) var screenInsetDerivation = InsetDerivation.zero
  private var screenUnsafeInsets = UIEdgeInsets.zero
  /// The docked keyboard's frame in window coordinates, zero when hidden or unknown (R16.1).
  @exclusivity(unchecked) public internal(set) var keyboardFrame: CGRect = .zero
  /// Why the keyboard's frame is not known here (R16.2), when it is shown.
  public internal(set) var keyboardMissing: MissingValue?
  /// The first responder (R16).
  weak var firstResponder: UIView?
  /// The window's Auto Layout engine (AutoLayout/), made when the process uses constraints.
  @exclusivity(unchecked) var autoLayoutEngine: AutoLayoutEngine?

  public var rootViewController: UIViewController? {
    didSet {
      guard oldValue !== rootViewController else { return }
      oldValue?.viewIfLoaded?.removeFromSuperview()
      if isKeyWindow, let root = rootViewController { present(root) }
    }
  }

  public init(environment: Environment) {
    self.environment = environment
    self.screen = UIScreen(environment: environment)
    super.init(frame: environment.windowBounds)
    UIScreen.main = screen
  }

  /// A window on `UIScreen.main` (UIKit's initializer); `frame` is ignored, as a window fills its
  /// screen.
  public convenience override init(frame: CGRect) {
    self.init(environment: UIScreen.main.environment)
  }

  public convenience init(windowScene: UIScreen) {
    self.init(environment: windowScene.environment)
  }

  /// The status bar's frame in window coordinates (zero height when hidden): the screen's status
  /// bar, the part of it the window covers (R18.1).
  public var statusBarFrame: CGRect {
    let height =
      isStatusBarVisible ? environment.device.statusBarHeight(ios: environment.ios).value : 0
    let window = environment.windowFrame
    let covered = max(0, height - window.minY)
    return CGRect(x: 0, y: 0, width: bounds.width, height: covered)
  }

  /// The window's frame on its screen (`window.frame`, R18.1): the whole screen unless the
  /// environment gives a smaller window. Views are laid out in the window's own coordinates.
  public var frameOnScreen: CGRect { environment.windowFrame }

  // MARK: Showing

  /// Shows the window: loads the root controller's view, runs the appearance callbacks and the
  /// first layout passes in UIKit's order (R9.1a).
  public func makeKeyAndVisible() {
    isKeyWindow = true
    isHidden = false
    UIWindow.keyWindow = self
    if let root = rootViewController { present(root) }
  }

  private func present(_ root: UIViewController) {
    root.loadViewIfNeeded()
    let rootView = root.view
    if rootView.superview !== self { addSubview(rootView) }
    rootView.frame = bounds
    beginAppearance(of: root)
    runFirstLayout()
    endAppearance(of: root)
    // Presented before the window showed: shown now, in order (R13.11).
    var presenter = root
    while let presented = presenter.storedPresentedViewController,
      presented.presentationContainer == nil
    {
      showPresentation(of: presented, from: presenter)
      presenter = presented
    }
  }

  /// R9.3: a first appearance makes two layout passes before `viewDidAppear`.
  private func runFirstLayout() {
    runLayoutPass()
    for root in layoutRoots { markControllerViewsNeedingLayout(root) }
    runLayoutPass()
  }

  private func markControllerViewsNeedingLayout(_ controller: UIViewController?) {
    guard let controller else { return }
    controller.viewIfLoaded?.needsLayout = true
    for child in controller.visibleChildren { markControllerViewsNeedingLayout(child) }
  }

  func beginAppearance(of controller: UIViewController) {
    controller.loadViewIfNeeded()
    record(.viewWillAppear, controller)
    controller.viewWillAppear(false)
    for child in controller.visibleChildren { beginAppearance(of: child) }
  }

  func endAppearance(of controller: UIViewController, movingToParent: Bool = true) {
    record(.viewDidAppear, controller)
    controller.viewDidAppear(false)
    for child in controller.visibleChildren { endAppearance(of: child) }
    if movingToParent { finishMove(of: controller) }
  }

  /// `didMove(toParent:)` for a controller whose containment finished with its appearance.
  private func finishMove(of controller: UIViewController) {
    if let parent = controller.parent, !controller.hasMovedToParent {
      controller.hasMovedToParent = true
      record(.didMoveToParent, controller)
      controller.didMove(toParent: parent)
    }
  }

  /// A container's visible child changed (push, pop, tab selection) while on screen.
  func transition(
    from old: UIViewController?, to new: UIViewController?, in container: UIViewController
  ) {
    if let old {
      record(.viewWillDisappear, old)
      old.viewWillDisappear(false)
    }
    if let new { beginAppearance(of: new) }
    old?.viewIfLoaded?.removeFromSuperview()
    container.view.needsLayout = true
    runFirstLayout()
    if let new { endAppearance(of: new, movingToParent: false) }
    if let old {
      record(.viewDidDisappear, old)
      old.viewDidDisappear(false)
    }
    // R9.1a: the outgoing controller disappears before the new one's didMove(toParent:).
    if let new { finishMove(of: new) }
  }

  // MARK: Environment changes

  /// Rotates the window (or moves it to another device, iOS version or status-bar state): calls
  /// `viewWillTransition(to:with:)` on the root controller, resizes, and lays out again. The
  /// order on rotation is a model choice (R9.4).
  public func setEnvironment(_ newEnvironment: Environment) {
    let old = environment
    guard newEnvironment != old else { return }
    if let root = rootViewController, isKeyWindow {
      let coordinator = UIViewControllerTransitionCoordinator(from: old, to: newEnvironment)
      for controller in [root] + presentationChain {
        record(.viewWillTransition, controller)
        controller.viewWillTransition(to: newEnvironment.windowBounds.size, with: coordinator)
      }
    }
    environment = newEnvironment
    screen = UIScreen(environment: newEnvironment)
    UIScreen.main = screen
    frame = newEnvironment.windowBounds
    rootViewController?.viewIfLoaded?.frame = bounds
    // Views whose size or safe area changed are marked as they change (setFrame,
    // updateSafeArea); containers re-place their bars and children in their root view's layout.
    for root in layoutRoots { markControllerViewsNeedingLayout(root) }
    runLayoutPass()
  }

  // MARK: Layout pass

  /// Lays out every view that needs it, top-down, updating safe areas, margins and scroll-view
  /// insets on the way (R2, R4, R8), with the callbacks of R9.
  public func runLayoutPass() {
    guard isKeyWindow else { return }
    updateScreen()
    if let rootView = rootViewController?.viewIfLoaded, rootView.superview === self {
      rootView.frame = bounds
    }
    // AL1: update constraints and solve, lay out top-down, settle what later values moved.
    layoutPresentations()
    let engine = prepareAutoLayout()
    layoutSubtree(self)
    var settlingPasses = 0
    while let engine, engine.finishPass(), settlingPasses < 4 {
      settlingPasses += 1
      layoutSubtree(self)
    }
  }

  private func updateScreen() {
    let device = environment.device
    // A presented controller that covers the window decides the status bar (R13.2).
    var statusController =
      presentationChain.last { PresentationRules.coversWindow(resolvedStyle(of: $0)) }
      ?? rootViewController
    while let next = statusController?.childForStatusBarHidden { statusController = next }
    let prefersHidden = statusController?.prefersStatusBarHidden ?? false
    isStatusBarVisible = SafeAreaRules.isStatusBarVisible(
      device: device, orientation: environment.orientation, prefersHidden: prefersHidden,
      appHidesStatusBar: environment.statusBarHidden)
    let sourced = environment.windowSafeAreaInsets(statusBarVisible: isStatusBarVisible)
    screenUnsafeInsets = sourced.value
    screenInsetDerivation = WindowInsetLabels.derivation(
      sourced, environment: environment, statusBarVisible: isStatusBarVisible)
    switch environment.keyboardFrame {
    case .success(let frame):
      keyboardFrame = frame
      keyboardMissing = nil
    case .failure(let missing):
      keyboardFrame = .zero
      keyboardMissing = missing.value
    }
    storedSafeAreaInsets =
      environment.ios < IOSBehaviour.safeAreaIntroduced
      ? .zero
      : SafeAreaRules.windowReportedInsets(
        screenInsets: screenUnsafeInsets, device: device, ios: environment.ios)
  }

  private func layoutSubtree(_ view: UIView) {
    let controller = view.owningViewController.flatMap { $0.viewIfLoaded === view ? $0 : nil }
    if view.needsLayout {
      view.needsLayout = false
      if let controller {
        record(.viewWillLayoutSubviews, controller)
        controller.viewWillLayoutSubviews()
      }
      if eventLog != nil, view.sceneID != nil { record(.layoutSubviews, view) }
      autoLayoutEngine?.applyFrames(toSubviewsOf: view)  // AL1.2
      view.layoutSubviews()
      if let controller {
        controller.layoutContainedViews(in: self)
        if environment.ios < IOSBehaviour.safeAreaIntroduced {
          LegacyScrollViewInsets.apply(to: controller)
        }
        record(.viewDidLayoutSubviews, controller)
        controller.viewDidLayoutSubviews()
      }
    }
    for subview in view.subviews {
      updateSafeArea(of: subview, in: view)
      autoLayoutEngine?.viewDidSettle(subview)  // AL1.3
      layoutSubtree(subview)
    }
  }

  private func updateSafeArea(of view: UIView, in superview: UIView) {
    var insets = UIEdgeInsets.zero
    let controller = view.owningViewController.flatMap { $0.viewIfLoaded === view ? $0 : nil }
    if let controller {
      let provided: InsetDerivation
      if superview === self {
        provided = screenInsetDerivation
      } else if let parent = controller.parent, parent.viewIfLoaded === superview {
        provided = parent.providedInsets(forChild: controller)
      } else {
        provided = superview.safeAreaDerivation()
      }
      let distances = SafeAreaRules.distances(of: view.frame, in: superview.bounds)
      let derivation = provided.overlapped(distances: distances)
        .adding(additional: controller.additionalSafeAreaInsets)
      controller.rootInsetDerivation = derivation
      if environment.ios >= IOSBehaviour.safeAreaIntroduced { insets = derivation.insets }
    } else if environment.ios >= IOSBehaviour.safeAreaIntroduced {
      insets = SafeAreaRules.overlapInsets(
        parentInsets: superview.storedSafeAreaInsets, parentBounds: superview.bounds,
        frame: view.frame)
    }
    if insets != view.storedSafeAreaInsets {
      view.storedSafeAreaInsets = insets
      view.needsLayout = true
      record(.safeAreaInsetsDidChange, view)
      view.safeAreaInsetsDidChange()
      controller?.fireViewSafeAreaInsetsDidChange()
    }
    view.notifyMarginsIfChanged(in: self)
    if let scrollView = view as? UIScrollView {
      scrollView.updateAdjustedContentInset(in: self)
    }
  }

  /// The first responder changed: the views that read the keyboard lay out again (R16.4, R16.5).
  func setNeedsKeyboardLayout() {
    for root in layoutRoots { markControllerViewsNeedingLayout(root) }
    needsLayout = true
  }

  // MARK: Layout guides (R5.4)

  /// The window y down to which bars and the status bar cover a controller's view from the top.
  func coveredTopEdge(for controller: UIViewController) -> CGFloat {
    var covered = statusBarFrame.maxY
    var current: UIViewController? = controller
    while let candidate = current {
      if let navigation = candidate.parent as? UINavigationController,
        !navigation.isNavigationBarHidden, navigation.navigationBar.superview != nil
      {
        covered = max(covered, navigation.navigationBar.frameInWindow.maxY)
      }
      current = candidate.parent
    }
    return covered
  }

  /// The window y up to which bars cover a controller's view from the bottom.
  func coveredBottomEdge(for controller: UIViewController) -> CGFloat {
    var covered = bounds.maxY
    var current: UIViewController? = controller
    while let candidate = current {
      if let tabs = candidate.parent as? UITabBarController, tabs.isTabBarVisible,
        tabs.tabBar.superview != nil
      {
        covered = min(covered, tabs.tabBar.frameInWindow.minY)
      }
      if let navigation = candidate.parent as? UINavigationController,
        !navigation.isToolbarHidden, navigation.toolbar.superview != nil
      {
        covered = min(covered, navigation.toolbar.frameInWindow.minY)
      }
      current = candidate.parent
    }
    return covered
  }

  // MARK: Events

  func record(_ kind: LayoutEvent.Kind, _ controller: UIViewController) {
    guard eventLog != nil else { return }
    let name = controller.sceneID.map { "\(controller.className)#\($0)" } ?? controller.className
    eventLog?.append(
      LayoutEvent(
        kind: kind, object: name,
        safeAreaInsets: controller.viewIfLoaded?.storedSafeAreaInsets ?? .zero))
  }

  func record(_ kind: LayoutEvent.Kind, _ view: UIView) {
    guard eventLog != nil else { return }
    let name = view.sceneID.map { "\(view.className)#\($0)" } ?? view.className
    eventLog?.append(
      LayoutEvent(kind: kind, object: name, safeAreaInsets: view.storedSafeAreaInsets))
  }
}
