import DeviceCatalog
import Foundation
import HeadlessUIKit
import Testing

/// Invariants that hold on every device of the catalog, and the runtime's behaviour on rotation,
/// autoresizing and under iOS 10 (R1, R2, R9.4, R12.1).
@MainActor
@Suite struct RuntimeInvariantTests {
  /// The housing's rectangle in the window's coordinates for an orientation (interface
  /// landscape-left has the top of the device on the right).
  static func housingRect(_ device: Device, _ orientation: Orientation) -> CGRect? {
    guard let rect = device.housing.rect?.value else { return nil }
    let width = device.portraitSize.width
    let height = device.portraitSize.height
    switch orientation {
    case .portrait: return rect
    case .portraitUpsideDown:
      return CGRect(
        x: width - rect.maxX, y: height - rect.maxY, width: rect.width, height: rect.height)
    case .landscapeLeft:
      return CGRect(x: height - rect.maxY, y: rect.minX, width: rect.height, height: rect.width)
    case .landscapeRight:
      return CGRect(x: rect.minY, y: width - rect.maxX, width: rect.height, height: rect.width)
    }
  }

  @Test(
    "a view pinned to the safe area never touches the housing or the home-indicator band",
    arguments: DeviceCatalog.devices)
  func pinnedViewsStaySafe(device: Device) throws {
    for ios in IOSBehaviour.modelled where ios >= 11 {
      for orientation in [Orientation.portrait, .landscapeLeft, .landscapeRight]
      where device.describes(orientation) {
        for hidden in [false, true] {
          let controller = UIViewController()
          let pinned = UIView()
          controller.view.addSubview(pinned)
          controller.safeAreaDidChangeHandlers.append { owner in
            pinned.frame = owner.view.safeAreaLayoutGuide.layoutFrame
          }
          let window = UIWindow(
            environment: Environment(
              device: device, orientation: orientation, ios: ios, statusBarHidden: hidden))
          window.rootViewController = controller
          window.makeKeyAndVisible()
          let frame = pinned.frameInWindow
          let label = "\(device.name) \(orientation) iOS \(ios) hidden \(hidden)"
          #expect(pinned.safeAreaInsets == .zero, "\(label)")
          #expect(window.bounds.contains(frame), "\(label)")
          if let housing = Self.housingRect(device, orientation) {
            #expect(!frame.insetBy(dx: 0.01, dy: 0.01).intersects(housing), "\(label)")
          }
          if device.hasHomeIndicator {
            let band = window.safeAreaInsets.bottom
            #expect(band > 0, "\(label)")
            #expect(frame.maxY <= window.bounds.maxY - band + 0.001, "\(label)")
          }
          if window.isStatusBarVisible {
            #expect(frame.minY >= window.statusBarFrame.maxY - 0.001, "\(label)")
          }
        }
      }
    }
  }

  @Test(
    "every device: a root view's insets equal the window's, landscape sides are symmetric (but for a vertical bar column's side, R20.2)",
    arguments: DeviceCatalog.devices)
  func rootInsets(device: Device) {
    for orientation in Orientation.allCases where device.describes(orientation) {
      let controller = UIViewController()
      let window = UIWindow(environment: Environment(device: device, orientation: orientation))
      window.rootViewController = controller
      window.makeKeyAndVisible()
      let insets = controller.view.safeAreaInsets
      #expect(insets == window.safeAreaInsets)
      if let column = device.verticalBar, column.isPresent(in: orientation) {
        let (edge, other) =
          column.edge(in: orientation) == .right
          ? (insets.right, insets.left) : (insets.left, insets.right)
        #expect(edge == column.width && other == 0)
      } else {
        #expect(insets.left == insets.right)
      }
      for edge in RectEdge.allCases { #expect(insets[edge] >= 0) }
    }
  }

  @Test("rotation: viewWillTransition first, then new insets and a layout pass (R9.4)")
  func rotation() throws {
    final class Recorder: UIViewController {
      var calls: [String] = []
      override func viewWillTransition(
        to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
      ) {
        super.viewWillTransition(to: size, with: coordinator)
        calls.append("viewWillTransition \(Int(size.width))x\(Int(size.height))")
      }
      override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        calls.append("viewSafeAreaInsetsDidChange \(view.safeAreaInsets)")
      }
      override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        calls.append("viewDidLayoutSubviews")
      }
    }
    let controller = Recorder()
    let navigation = UINavigationController(rootViewController: controller)
    let window = try show(navigation, on: "iPhone X", ios: 12)
    #expect(controller.view.safeAreaInsets == insets(88, 0, 34, 0))
    controller.calls = []
    window.setEnvironment(
      Environment(device: try device("iPhone X"), orientation: .landscapeLeft, ios: 12))
    #expect(controller.view.safeAreaInsets == insets(32, 44, 21, 44))
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 812, height: 32))
    #expect(
      controller.calls == [
        "viewWillTransition 812x375", "viewSafeAreaInsetsDidChange {32, 44, 21, 44}",
        "viewDidLayoutSubviews",
      ])
  }

  @Test("convert(_:to:) takes a point in the receiver's bounds coordinates (its own origin too)")
  func convertUsesTheReceiversBounds() {
    // UIKit: `convert(_:to:)` converts from the receiver's bounds coordinate system, so a scroll
    // view scrolled to y = 50 shows its content point (0, 50) at its frame's top.
    let window = UIWindow(environment: Environment(device: DeviceCatalog.devices[0]))
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 200, height: 300))
    window.addSubview(scroll)
    let content = UIView(frame: CGRect(x: 10, y: 60, width: 20, height: 20))
    scroll.addSubview(content)
    scroll.contentSize = CGSize(width: 200, height: 1000)
    scroll.contentOffset = CGPoint(x: 0, y: 50)
    #expect(scroll.convert(CGPoint(x: 0, y: 50), to: nil) == CGPoint(x: 0, y: 100))
    #expect(content.convert(CGPoint.zero, to: nil) == CGPoint(x: 10, y: 110))
    #expect(content.frameInWindow == CGRect(x: 10, y: 110, width: 20, height: 20))
    #expect(scroll.convert(CGPoint(x: 0, y: 100), from: nil) == CGPoint(x: 0, y: 50))
  }

  @Test("autoresizing shares a size change among the flexible parts in proportion (R12.1)")
  func autoresizing() {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let child = UIView(frame: CGRect(x: 100, y: 50, width: 100, height: 100))
    child.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
    parent.addSubview(child)
    parent.frame = CGRect(x: 0, y: 0, width: 600, height: 300)
    #expect(child.frame == CGRect(x: 200, y: 50, width: 200, height: 100))
    let bottomPinned = UIView(frame: CGRect(x: 0, y: 250, width: 300, height: 50))
    bottomPinned.autoresizingMask = [.flexibleTopMargin, .flexibleWidth]
    parent.addSubview(bottomPinned)
    parent.frame = CGRect(x: 0, y: 0, width: 600, height: 400)
    #expect(bottomPinned.frame == CGRect(x: 0, y: 350, width: 300, height: 50))
  }

  @Test("iOS 10: the safe-area API does not exist; layout guides answer instead (R5.4)")
  func legacyAPI() throws {
    let controller = UIViewController()
    let tabs = UITabBarController()
    tabs.viewControllers = [UINavigationController(rootViewController: controller)]
    try show(tabs, on: "iPhone 7", ios: 10)
    #expect(throws: UnavailableAPIError.self) { try controller.view.safeAreaInsetsIfAvailable() }
    #expect(controller.topLayoutGuide.length == 64)
    #expect(controller.bottomLayoutGuide.length == 49)
  }

  @Test(
    "hidesBottomBarWhenPushed hides the tab bar while such a controller is on the stack (R3.10)")
  func hidesBottomBar() throws {
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    let tabs = UITabBarController()
    tabs.viewControllers = [navigation]
    try show(tabs, on: "iPhone X", ios: 12)
    #expect(root.view.safeAreaInsets.bottom == 83)
    let detail = UIViewController()
    detail.hidesBottomBarWhenPushed = true
    navigation.pushViewController(detail, animated: false)
    #expect(detail.view.safeAreaInsets.bottom == 34)
    let deeper = UIViewController()
    navigation.pushViewController(deeper, animated: false)
    #expect(deeper.view.safeAreaInsets.bottom == 34)
    navigation.popViewController(animated: false)
    navigation.popViewController(animated: false)
    #expect(root.view.safeAreaInsets.bottom == 83)
  }

  @Test("a push on a visible navigation controller makes R9.1a's callbacks in order")
  func pushOrder() throws {
    final class Probe: UIViewController {
      var calls: [String] = []
      override func viewDidLoad() { calls.append("viewDidLoad") }
      override func willMove(toParent parent: UIViewController?) { calls.append("willMove") }
      override func viewWillAppear(_ animated: Bool) { calls.append("viewWillAppear") }
      override func viewSafeAreaInsetsDidChange() { calls.append("viewSafeAreaInsetsDidChange") }
      override func viewWillLayoutSubviews() { calls.append("viewWillLayoutSubviews") }
      override func viewDidLayoutSubviews() { calls.append("viewDidLayoutSubviews") }
      override func viewDidAppear(_ animated: Bool) { calls.append("viewDidAppear") }
      override func didMove(toParent parent: UIViewController?) { calls.append("didMove") }
    }
    let navigation = UINavigationController(rootViewController: UIViewController())
    try show(navigation, on: "iPhone X", ios: 11)
    let pushed = Probe()
    navigation.pushViewController(pushed, animated: false)
    #expect(
      pushed.calls == [
        "viewDidLoad", "willMove", "viewWillAppear", "viewSafeAreaInsetsDidChange",
        "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewWillLayoutSubviews",
        "viewDidLayoutSubviews", "viewDidAppear", "didMove",
      ])
  }
}
