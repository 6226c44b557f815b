import DeviceCatalog
import Foundation
import HeadlessUIKit
import LayoutInspection
import SceneDocument
import Testing

/// The catalog's iPhone Duo laid out from the readings of issue 32 (R20.1, R20.2): a tab bar in
/// the outer display's column, the outer display in landscape, and what stays unmeasured.
/// Numbers are the printed ones (`DeviceCatalog.md`, "iPhone Duo": DUO-STREAM, DUO-TABS,
/// DUO-PROBE), never this code's output.
@MainActor
@Suite struct CatalogDuoTests {
  static func scene(display: String, orientation: String, root: String) -> String {
    """
    environment: { device: iPhone Duo, display: \(display), orientation: \(orientation), ios: 27 }
    root:
    \(root)
    """
  }

  static let tabs = """
      tabBar:
        id: tabs
        viewControllers:
          - controller: { id: vc }
    """

  /// Lays `text` out and answers `paths`, with the layout's missing values.
  func layout(_ text: String, _ paths: [String]) throws -> (
    values: [String: String], missing: [MissingValue]
  ) {
    let scene = try parseScene(text)
    let window = try SceneBuilder.makeWindow(
      scene, environment: try SceneBuilder.environment(for: scene))
    let snapshot = window.snapshot()
    let results = try resolve(paths, in: snapshot)
    return (
      Dictionary(uniqueKeysWithValues: results.map { ($0.path, $0.value.text) }),
      snapshot.missingValues
    )
  }

  @Test("R20.2: a tab bar lies inside the outer display's 84-pt column; the side inset stays 84")
  func tabBarInOuterColumn() throws {
    let portrait = try layout(
      Self.scene(display: "outer", orientation: "portrait", root: Self.tabs),
      ["tabs.tabBar.frame", "vc.view.safeAreaInsets"])
    #expect(portrait.missing.isEmpty)
    // DUO-STREAM §10: the pill at x 393–442 lies inside the 382–466 column.
    #expect(portrait.values["tabs.tabBar.frame"] == "{{382, 0}, {84, 678}}")
    #expect(portrait.values["vc.view.safeAreaInsets"] == "{0, 0, 34, 84}")
    // DUO-TABS: "left and right 84-point scene insets" in both closed landscape orientations;
    // DUO-PROBE: bottom 34, the column right in landscape-left, left in landscape-right.
    let left = try layout(
      Self.scene(display: "outer", orientation: "landscapeLeft", root: Self.tabs),
      ["tabs.tabBar.frame", "vc.view.safeAreaInsets"])
    #expect(left.missing.isEmpty)
    #expect(left.values["tabs.tabBar.frame"] == "{{594, 0}, {84, 466}}")
    #expect(left.values["vc.view.safeAreaInsets"] == "{0, 0, 34, 84}")
    let right = try layout(
      Self.scene(display: "outer", orientation: "landscapeRight", root: Self.tabs),
      ["tabs.tabBar.frame", "vc.view.safeAreaInsets"])
    #expect(right.missing.isEmpty)
    #expect(right.values["tabs.tabBar.frame"] == "{{0, 0}, {84, 466}}")
    #expect(right.values["vc.view.safeAreaInsets"] == "{0, 84, 34, 0}")
  }

  @Test(
    "R20.2: what no reading has stays a missing value: a navigation bar; bars on the inner column")
  func unmeasuredBars() throws {
    func missing(_ text: String) throws -> [MissingValue] {
      let scene = try parseScene(text)
      return try SceneBuilder.makeWindow(
        scene, environment: try SceneBuilder.environment(for: scene)
      ).snapshot().missingValues
    }
    let navigation = try missing(
      Self.scene(
        display: "outer", orientation: "portrait",
        root: """
            navigation:
              id: nav
              viewControllers:
                - controller: { id: vc }
          """))
    #expect(navigation.contains(Environment.verticalBarNavigationWidthMissing))
    // A navigation controller inside the tab bar controller: the tab bar is measured, its
    // navigation bar is not.
    let nested = try missing(
      Self.scene(
        display: "outer", orientation: "portrait",
        root: """
            tabBar:
              id: tabs
              viewControllers:
                - navigation:
                    id: nav
                    viewControllers:
                      - controller: { id: vc }
          """))
    #expect(nested.contains(Environment.verticalBarNavigationWidthMissing))
    let inner = try missing(
      Self.scene(display: "inner", orientation: "landscapeLeft", root: Self.tabs))
    #expect(inner.contains(Environment.verticalBarWidthMissing))
  }

  @Test(
    "R20.1: the inner display's portrait is laid out with its measured top 82 (DUO-PROBE, DUO-SOMNIO)"
  )
  func innerPortraitLaidOut() throws {
    let bare = try layout(
      Self.scene(
        display: "inner", orientation: "portrait", root: "  controller: { id: vc }"),
      ["window.bounds", "vc.view.safeAreaInsets"])
    #expect(bare.missing.isEmpty)
    // DUO-PROBE: "Open, portrait | 669x951 | t82 l0 b34 r0"; DUO-SOMNIO: "Open, portrait |
    // 669 × 951 | top 82, bottom 34".
    #expect(bare.values["window.bounds"] == "{{0, 0}, {669, 951}}")
    #expect(bare.values["vc.view.safeAreaInsets"] == "{82, 0, 34, 0}")
  }

  @Test("R20.2 with R17.2: the inner portrait's bottom is 83 with a tab bar, 34 without (DUO-TABS)")
  func innerPortraitTabBar() throws {
    // DUO-TABS: unfolded to horizontal tabs, "bottom inset 83 points"; with the bar hidden 34.
    let device = try #require(DeviceCatalog.device(named: "iPhone Duo (inner display)"))
    #expect(device.describes(.portrait))
    for hidden in [false, true] {
      let controller = UITabBarController()
      let child = UIViewController()
      controller.viewControllers = [child]
      controller.tabBar.isHidden = hidden
      let window = UIWindow(
        environment: Environment(device: device, orientation: .portrait, ios: 27))
      window.rootViewController = controller
      window.makeKeyAndVisible()
      let bottom = child.view.safeAreaInsets.bottom
      #expect(PointFormat.nearlyEqual(bottom, hidden ? 34 : 83), "hidden \(hidden): \(bottom)")
      // The top is the window's 82 (a tab bar adds nothing at the top).
      #expect(PointFormat.nearlyEqual(child.view.safeAreaInsets.top, 82))
    }
  }
}
