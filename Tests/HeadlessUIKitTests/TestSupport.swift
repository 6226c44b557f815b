import DeviceCatalog
import Foundation
import HeadlessUIKit
import Testing

/// A catalog device by name; fails the test when the catalog lacks it.
func device(_ name: String) throws -> Device {
  try #require(DeviceCatalog.device(named: name), "no catalog device named '\(name)'")
}

/// Windows shown by tests, kept alive as an app keeps its windows (views hold their superviews
/// weakly).
@MainActor private var shownWindows: [UIWindow] = []

/// Shows `root` in a new window and returns the window.
@MainActor
@discardableResult
func show(
  _ root: UIViewController, on name: String, orientation: Orientation = .portrait,
  ios: Int = IOSBehaviour.newest, statusBarHidden: Bool = false
) throws -> UIWindow {
  let window = UIWindow(
    environment: Environment(
      device: try device(name), orientation: orientation, ios: ios,
      statusBarHidden: statusBarHidden))
  window.rootViewController = root
  window.makeKeyAndVisible()
  shownWindows.append(window)
  return window
}

/// Insets from the `{t, l, b, r}` notation of the articles and golden.tsv.
func insets(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
  UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

/// Whether two insets agree within the project's tolerance.
func nearlyEqual(_ a: UIEdgeInsets, _ b: UIEdgeInsets) -> Bool {
  RectEdge.allCases.allSatisfy { PointFormat.nearlyEqual(a[$0], b[$0]) }
}

/// Whether two rects agree within the project's tolerance.
func nearlyEqual(_ a: CGRect, _ b: CGRect) -> Bool {
  PointFormat.nearlyEqual(a.minX, b.minX) && PointFormat.nearlyEqual(a.minY, b.minY)
    && PointFormat.nearlyEqual(a.width, b.width) && PointFormat.nearlyEqual(a.height, b.height)
}

/// A controller that records the insets it sees in each callback, as article 000's code logs them.
@MainActor
final class LoggingViewController: UIViewController {
  var log: [(String, UIEdgeInsets)] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    log.append(("viewDidLoad", view.safeAreaInsets))
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    log.append(("viewWillAppear", view.safeAreaInsets))
  }

  override func viewSafeAreaInsetsDidChange() {
    super.viewSafeAreaInsetsDidChange()
    log.append(("viewSafeAreaInsetsDidChange", view.safeAreaInsets))
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    log.append(("viewWillLayoutSubviews", view.safeAreaInsets))
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    log.append(("viewDidLayoutSubviews", view.safeAreaInsets))
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    log.append(("viewDidAppear", view.safeAreaInsets))
  }

  var callbacks: [String] { log.map(\.0) }
}
