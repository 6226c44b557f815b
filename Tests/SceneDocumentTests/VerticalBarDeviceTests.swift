import DeviceCatalog
import Foundation
import HeadlessUIKit
import LayoutInspection
import SceneDocument
import Testing

/// Custom devices with two displays, a vertical bar column and reserved regions (R20.1–R20.3),
/// from `Examples/vertical-bar-device.yaml`.
@MainActor
@Suite struct VerticalBarDeviceTests {
  @Test("R20.1: 'display' picks a custom device's display; the file's safe area is kept")
  func displays() throws {
    let outer = try query("vertical-bar-device", ["vc.view.safeAreaInsets", "window.frame"])
    #expect(outer["window.frame"] == "{{0, 0}, {466, 678}}")
    #expect(outer["vc.view.safeAreaInsets"] == "{0, 0, 34, 84}")
    let inner = try query(
      "vertical-bar-device", ["vc.view.safeAreaInsets", "window.frame"],
      overrides: .init(orientation: .landscapeLeft, display: .inner))
    #expect(inner["window.frame"] == "{{0, 0}, {951, 669}}")
    #expect(inner["vc.view.safeAreaInsets"] == "{0, 0, 34, 84}")
  }

  @Test("R20.1: a display described in one orientation is not laid out in the other")
  func describedOrientations() throws {
    let path = repositoryRoot.appendingPathComponent("Examples/vertical-bar-device.yaml").path
    let scene = try SceneLoader.load(path: path)
    do {
      _ = try SceneBuilder.environment(for: scene, overrides: .init(display: .inner))
      Issue.record("laid out the inner display in portrait")
    } catch {
      #expect(error.message.contains("describes no portrait geometry"))
      // At 'environment:' (the file names no orientation to point at).
      let text = try String(contentsOfFile: path, encoding: .utf8)
      let line = text.split(separator: "\n", omittingEmptySubsequences: false)
        .firstIndex { $0 == "environment:" }.map { $0 + 1 }
      #expect(error.location.line == line)
    }
    let outer = try SceneBuilder.environment(for: scene)
    #expect(outer.device.describedOrientations == [.portrait])
    var turned = outer
    turned.orientation = .landscapeRight
    #expect(turned.windowProblem()?.key == .orientation)
  }

  @Test("R20.1: the file gives what the catalog's iPhone Duo has: size classes and corners")
  func matchesCatalog() throws {
    let path = repositoryRoot.appendingPathComponent("Examples/vertical-bar-device.yaml").path
    let scene = try SceneLoader.load(path: path)
    let inner = try SceneBuilder.environment(
      for: scene, overrides: .init(orientation: .landscapeLeft, display: .inner))
    // `landscapeSizeClasses: { horizontal: regular, vertical: regular }` (DUO-SIM).
    #expect(inner.sizeClasses == (.regular, .regular))
    #expect(inner.device.landscapeVerticalSizeClass?.provenance == .measured("custom device"))
    let outer = try SceneBuilder.environment(for: scene)
    #expect(outer.device.cornerRadius.value == 8)
    for (file, catalog) in [
      (inner, "iPhone Duo (inner display)"), (outer, "iPhone Duo (outer display)"),
    ] {
      let device = try #require(DeviceCatalog.device(named: catalog))
      let environment = Environment(
        device: device, orientation: file.orientation, ios: file.ios)
      #expect(file.sizeClasses == environment.sizeClasses, "\(catalog)")
      #expect(file.screenBounds == environment.screenBounds, "\(catalog)")
      #expect(
        file.windowSafeAreaInsets(statusBarVisible: true).value
          == environment.windowSafeAreaInsets(statusBarVisible: true).value, "\(catalog)")
      #expect(file.verticalBarColumn == environment.verticalBarColumn, "\(catalog)")
      #expect(
        file.reservedRegionFrames.map(\.frame) == environment.reservedRegionFrames.map(\.frame))
      #expect(file.device.cornerRadius.value == device.cornerRadius.value, "\(catalog)")
    }
  }

  @Test("R20.2, R20.3: the column and the regions in window coordinates; not in the safe area")
  func regions() throws {
    let path = repositoryRoot.appendingPathComponent("Examples/vertical-bar-device.yaml").path
    let scene = try SceneLoader.load(path: path)
    let outer = try SceneBuilder.environment(for: scene)
    #expect(outer.device.hasTwoDisplays)
    #expect(outer.verticalBarColumn == CGRect(x: 382, y: 0, width: 84, height: 678))
    var ios26 = EnvironmentOverrides()
    ios26.ios = 26
    #expect(try SceneBuilder.environment(for: scene, overrides: ios26).verticalBarColumn == nil)
    let landscape = try SceneBuilder.environment(
      for: scene, overrides: .init(orientation: .landscapeLeft, display: .inner))
    var portrait = landscape
    portrait.orientation = .portrait
    #expect(portrait.verticalBarColumn == nil)
    let frames = portrait.reservedRegionFrames
    #expect(frames.map(\.kind) == [.division])
    #expect(frames.first?.frame == CGRect(x: 0, y: 475.5, width: 669, height: 0))
    // Portrait y 475.5 becomes landscape-left x 951 − 475.5 = 475.5: the fold stays centred.
    #expect(landscape.reservedRegionFrames.first?.frame.minX == 475.5)
    // The measured outer camera, 37 × 37 at (399.667, 29.333), always active.
    #expect(outer.reservedRegionFrames.map(\.kind) == [.occlusion])
    #expect(outer.reservedRegionFrames.first?.frame.size == CGSize(width: 37, height: 37))
    // The inner display's column is there in landscape only (horizontal bars in portrait).
    #expect(landscape.verticalBarColumn == CGRect(x: 867, y: 0, width: 84, height: 669))
  }

  @Test("R20.2: container bars without the column's width with bars are a located error")
  func containerBarsWithoutWidth() throws {
    func scene(barHidden: Bool) throws -> SceneFile {
      try parseScene(
        """
        environment:
          ios: 27
          device:
            width: 466
            height: 678
            safeArea: { portrait: [0, 0, 0, 84] }
            verticalBar: { edge: right, width: 84 }
        root:
          navigation:
            id: nav
            navigationBar: { hidden: \(barHidden) }
            viewControllers:
              - controller: { id: vc }
        """)
    }
    let shown = try scene(barHidden: false)
    do {
      _ = try SceneBuilder.makeWindow(shown, environment: try SceneBuilder.environment(for: shown))
      Issue.record("built")
    } catch {
      #expect(error.location == at(9, 3))
      #expect(error.message.contains("widthWithBars"))
    }
    // A hidden bar does not move anywhere: no error.
    let hidden = try scene(barHidden: true)
    let window = try SceneBuilder.makeWindow(
      hidden, environment: try SceneBuilder.environment(for: hidden))
    #expect(window.snapshot().missingValues.isEmpty)
  }

  @Test("R20.2: built in code, a container bar without the width with bars is a missing value")
  func containerBarsMissingInCode() {
    var device = Device.custom(
      name: "Column phone", width: 466, height: 678, scale: 3,
      portraitSafeArea: UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 84),
      landscapeSafeArea: nil, statusBar: nil, homeIndicator: true, cornerRadius: 0)
    device.verticalBar = VerticalBarColumn(edge: .right, width: 84)
    let window = UIWindow(environment: Environment(device: device, orientation: .portrait, ios: 27))
    window.rootViewController = UINavigationController(rootViewController: UIViewController())
    window.makeKeyAndVisible()
    #expect(window.snapshot().missingValues.contains(Environment.verticalBarWidthMissing))
  }

  /// A device with an 84-pt column and, for these tests, a 120-pt column with bars (the test's
  /// own number: no source gives the iPhone Duo's).
  static func columnScene(edge: String = "right", root: String) -> String {
    """
    environment:
      ios: 27
      device:
        width: 466
        height: 678
        safeArea: { portrait: [0, \(edge == "left" ? 84 : 0), 34, \(edge == "left" ? 0 : 84)] }
        verticalBar: { edge: \(edge), width: 84, widthWithBars: 120 }
    root:
    \(root)
    """
  }

  @Test("R20.2: navigation bar and toolbar share the column and add to the trailing inset")
  func navigationInColumn() throws {
    let v = try layout(
      Self.columnScene(
        root: """
            navigation:
              id: nav
              toolbar: { hidden: false }
              viewControllers:
                - controller: { id: vc }
          """),
      [
        "nav.navigationBar.frame", "nav.toolbar.frame", "vc.view.safeAreaInsets",
        "vc.view.frameInWindow", "nav.view.safeAreaInsets",
      ])
    #expect(v["nav.navigationBar.frame"] == "{{346, 0}, {120, 678}}")
    #expect(v["nav.toolbar.frame"] == "{{346, 0}, {120, 678}}")
    // The top stays the window's (0): the bars add to the column's edge, not the top or bottom.
    #expect(v["vc.view.safeAreaInsets"] == "{0, 0, 34, 120}")
    #expect(v["vc.view.frameInWindow"] == "{{0, 0}, {466, 678}}")
    #expect(v["nav.view.safeAreaInsets"] == "{0, 0, 34, 84}")
  }

  @Test("R20.2: a tab bar and a navigation bar stack in one column; the inset is not doubled")
  func tabsInColumn() throws {
    let v = try layout(
      Self.columnScene(
        edge: "left",
        root: """
            tabBar:
              id: tabs
              viewControllers:
                - navigation:
                    id: nav
                    viewControllers:
                      - controller: { id: vc }
          """),
      ["tabs.tabBar.frame", "nav.navigationBar.frame", "vc.view.safeAreaInsets"])
    #expect(v["tabs.tabBar.frame"] == "{{0, 0}, {120, 678}}")
    #expect(v["nav.navigationBar.frame"] == "{{0, 0}, {120, 678}}")
    #expect(v["vc.view.safeAreaInsets"] == "{0, 120, 34, 0}")
  }

  @Test("R20.2: an opaque bar the child does not extend under shortens the child beside it")
  func opaqueColumn() throws {
    let v = try layout(
      Self.columnScene(
        root: """
            navigation:
              id: nav
              navigationBar: { translucent: false }
              viewControllers:
                - controller: { id: vc }
          """),
      ["vc.view.frameInWindow", "vc.view.safeAreaInsets"])
    #expect(v["vc.view.frameInWindow"] == "{{0, 0}, {346, 678}}")
    #expect(v["vc.view.safeAreaInsets"] == "{0, 0, 34, 0}")
  }

  @Test("R20.2: hand-made bars do not move; before iOS 27 the bars stay horizontal")
  func handMadeAndOlder() throws {
    let text = Self.columnScene(
      root: """
          navigation:
            id: nav
            viewControllers:
              - controller:
                  id: vc
                  view:
                    subviews:
                      - view: { id: bar, frame: [0, 0, superview.width, 56] }
        """)
    let v = try layout(text, ["bar.frameInWindow", "vc.view.safeAreaInsets"])
    #expect(v["bar.frameInWindow"] == "{{0, 0}, {466, 56}}")
    var ios26 = EnvironmentOverrides()
    ios26.ios = 26
    let old = try layout(text, ["nav.navigationBar.frame"], overrides: ios26)
    #expect(old["nav.navigationBar.frame"]?.hasPrefix("{{0, ") == true)
  }

  @Test("R20.2 invariant over window sizes: bars add to the column's side only, never the top")
  func columnOverWindows() throws {
    let scene = try parseScene(
      Self.columnScene(
        root: """
            navigation:
              id: nav
              toolbar: { hidden: false }
              viewControllers:
                - controller: { id: vc }
          """))
    for width in stride(from: 200, through: 466, by: 38) {
      for x in stride(from: 0, through: 466 - width, by: 44) {
        var overrides = EnvironmentOverrides()
        overrides.window = CGRect(x: x, y: 40, width: width, height: 600)
        let environment = try SceneBuilder.environment(for: scene, overrides: overrides)
        let window = try SceneBuilder.makeWindow(scene, environment: environment)
        let snapshot = window.snapshot()
        let windowInsets = environment.windowSafeAreaInsets(statusBarVisible: true).value
        // A window at the screen's right edge covers the 120-pt column (or its own width of
        // it); one away from that edge has no system column (R18.1 overlap, R20.2).
        let covered: CGFloat = x + width == 466 ? min(120, CGFloat(width)) : 0
        if covered > 0 {
          #expect(snapshot.missingValues.isEmpty)
          let child = try resolve(["vc.view.safeAreaInsets"], in: snapshot)[0].value.text
          let right = max(windowInsets.right, covered)
          #expect(
            child
              == "{\(PointFormat.string(windowInsets.top)), 0, \(PointFormat.string(windowInsets.bottom)),"
              + " \(PointFormat.string(right))}", "window x \(x) width \(width)")
        } else {
          // Away from the column: the bars are not described (a missing value, not a guess).
          #expect(snapshot.missingValues.contains { $0.rule == "R20.2" })
        }
      }
    }
  }

  @Test("R20.2: a column given for landscape only is not there in portrait")
  func landscapeOnlyColumn() throws {
    let text = Self.columnScene(
      root: """
          navigation:
            id: nav
            viewControllers:
              - controller: { id: vc }
        """
    ).replacingOccurrences(
      of: "widthWithBars: 120 }", with: "widthWithBars: 120, orientations: [landscape] }")
    let portrait = try layout(text, ["nav.navigationBar.frame"])
    #expect(portrait["nav.navigationBar.frame"]?.hasPrefix("{{0, ") == true)
    var turned = EnvironmentOverrides()
    turned.orientation = .landscapeLeft
    let landscape = try layout(text, ["nav.navigationBar.frame"], overrides: turned)
    #expect(landscape["nav.navigationBar.frame"] == "{{558, 0}, {120, 466}}")
    #expect(
      sceneError(
        "environment:\n  device: { width: 1, height: 1, verticalBar: { edge: right, width: 8,"
          + " orientations: [] } }\nroot:\n  controller: {}\n")?.message.contains("names no")
        == true)
  }

  @Test("R20.2: the column's width with bars is never narrower than its width")
  func widthWithBarsBelowWidth() {
    let error = sceneError(
      "environment:\n  device: { width: 1, height: 1, verticalBar: { edge: right, width: 84,"
        + " widthWithBars: 40 } }\nroot:\n  controller: {}\n")
    #expect(error?.message.contains("narrower") == true)
  }

  /// Lays out scene text and answers `paths`.
  func layout(_ text: String, _ paths: [String], overrides: EnvironmentOverrides = .init())
    throws -> [String: String]
  {
    let scene = try parseScene(text)
    let window = try SceneBuilder.makeWindow(
      scene, environment: try SceneBuilder.environment(for: scene, overrides: overrides))
    let results = try resolve(paths, in: window.snapshot())
    #expect(window.snapshot().missingValues.isEmpty || overrides.ios == 26)
    return Dictionary(uniqueKeysWithValues: results.map { ($0.path, $0.value.text) })
  }

  @Test("a display the custom device lacks, or 'display' on a one-display device, is located")
  func badDisplays() throws {
    let scene = try parseScene(
      "environment:\n  display: outer\n  device:\n    displays:\n      inner: { width: 600,"
        + " height: 900 }\nroot:\n  controller: {}\n")
    do {
      _ = try SceneBuilder.environment(for: scene)
      Issue.record("built")
    } catch {
      #expect(error.location == at(2, 12))
    }
    let catalog = try parseScene(
      "environment: { device: iPhone 16, display: inner }\nroot:\n  controller: {}\n")
    do {
      _ = try SceneBuilder.environment(for: catalog)
      Issue.record("built")
    } catch {
      #expect(error.message.contains("one display"))
    }
    #expect(
      sceneError(
        "environment:\n  device: { width: 1, height: 1, verticalBar: { edge: top, width: 8 } }\n"
          + "root:\n  controller: {}\n") != nil)
  }
}
