import DeviceCatalog
import Foundation
import HeadlessUIKit
import LayoutInspection
import SceneDocument
import Testing

/// `window:`, `windowControls:`, `barsMinimized:`, the corner-adapted constraint items and the
/// window query paths (contract version 2), against R18.1–R18.4, R19.1, R19.2 and SST's printed
/// split sizes (`devices.md` §8).
@MainActor
@Suite struct WindowSceneTests {
  @Test("R18.1: a 592-pt Split View half keeps SST's 24/0/20/0 and is compact width")
  func splitView() throws {
    let v = try query(
      "window-split-view",
      [
        "window.frame", "window.safeAreaInsets", "list.view.safeAreaInsets",
        "nav.navigationBar.frame", "list.view.layoutMargins", "window.windowControlsFrame",
      ])
    #expect(v["window.frame"] == "{{0, 0}, {592, 834}}")
    // SST prints the device's full-screen safe area for every split size.
    #expect(v["window.safeAreaInsets"] == "{24, 0, 20, 0}")
    #expect(v["nav.navigationBar.frame"] == "{{0, 24}, {592, 50}}")
    #expect(v["list.view.safeAreaInsets"] == "{74, 0, 20, 0}")
    // R8.2: compact width → 16-pt system minimum margins.
    #expect(v["list.view.layoutMargins"] == "{74, 16, 20, 16}")
    #expect(v["window.windowControlsFrame"] == "{{0, 0}, {0, 0}}")
  }

  @Test("R18.1: the ⅔ column (809) is regular width: 20-pt margins")
  func twoThirds() throws {
    let v = try query(
      "window-split-view", ["list.view.layoutMargins"],
      overrides: .init(window: CGRect(x: 0, y: 0, width: 809, height: 834)))
    #expect(v["list.view.layoutMargins"] == "{74, 20, 20, 20}")
  }

  @Test("R18.1: a window below the status bar gets no top inset; the bar sits at its top")
  func lowWindow() throws {
    let v = try query(
      "window-split-view",
      ["window.safeAreaInsets", "nav.navigationBar.frame", "window.statusBarFrame"],
      overrides: .init(window: CGRect(x: 300, y: 100, width: 500, height: 600)))
    #expect(v["window.safeAreaInsets"] == "{0, 0, 0, 0}")
    #expect(v["nav.navigationBar.frame"] == "{{0, 0}, {500, 50}}")
    #expect(v["window.statusBarFrame"] == "{{0, 0}, {500, 0}}")
  }

  @Test("R19.1: an iOS 27 phone window: overlap insets, compact width, R17.1 bar minimum")
  func resizablePhone() throws {
    let v = try query(
      "window-resizable-phone",
      [
        "window.frame", "vc.view.safeAreaInsets", "nav.navigationBar.frame",
        "vc.view.layoutMargins",
      ]
    )
    #expect(v["window.frame"] == "{{0, 100}, {393, 752}}")
    // Top: 59 − 100 < 0 → 0; the R17.1 bar at max(0, 10), 54 tall; bottom 34 kept.
    #expect(v["nav.navigationBar.frame"] == "{{0, 10}, {393, 54}}")
    #expect(v["vc.view.safeAreaInsets"] == "{64, 0, 34, 0}")
    let wide = try query(
      "window-resizable-phone", ["vc.view.layoutMargins"],
      overrides: .init(window: CGRect(x: 0, y: 0, width: 393, height: 300)))
    // R19.1: compact width however wide; wider than tall → compact height (R17.1: bar at 24).
    #expect(wide["vc.view.layoutMargins"]?.hasSuffix("16}") == true)
  }

  @Test("R19.1: a phone window before iOS 27 is a located error")
  func phoneWindowNeedsIOS27() throws {
    let scene = try parseScene(
      "environment: { device: iPhone 16, ios: 26, window: [0, 0, 300, 500] }\nroot:\n"
        + "  controller: {}\n")
    do {
      _ = try SceneBuilder.environment(for: scene)
      Issue.record("built")
    } catch {
      #expect(error.location == at(1, 52))
      #expect(error.message.contains("iOS 27"))
    }
  }

  @Test("a window that does not fit the screen is a located error")
  func windowOffScreen() throws {
    let scene = try parseScene(
      "environment:\n  device: iPad Pro 11-inch (1st generation)\n  window: [500, 0, 400, 400]\n"
        + "root:\n  controller: {}\n")
    do {
      _ = try SceneBuilder.environment(for: scene)
      Issue.record("built")
    } catch {
      #expect(error.location == at(3, 11))
      #expect(error.message.contains("does not fit"))
    }
  }

  @Test("R18.3: window controls on iPadOS 26: no inset; their frame is a missing value")
  func windowControls() throws {
    let overrides = EnvironmentOverrides(ios: 26, windowControls: true)
    let v = try query("window-split-view", ["window.safeAreaInsets"], overrides: overrides)
    // The iPad Pro 11-inch's iPadOS 26 insets (R17.5: 32/25), none added by the controls.
    #expect(v["window.safeAreaInsets"] == "{32, 0, 25, 0}")
    do {
      _ = try query("window-split-view", ["window.windowControlsFrame"], overrides: overrides)
      Issue.record("resolved")
    } catch let error as QueryError {
      #expect(error.kind == .missingValue)
      #expect(error.message.contains("R18.3"))
    }
  }

  @Test("R18.4: layout regions: plain without controls, missing with them, absent before 26")
  func layoutRegions() throws {
    let ios26 = EnvironmentOverrides(ios: 26)
    let v = try query(
      "window-split-view",
      [
        "list.view.layoutRegionFrame(margins)", "list.view.layoutRegionFrame(margins,horizontal)",
        "list.view.layoutMarginsLayoutFrame", "list.view.layoutRegionFrame(safeArea,vertical)",
        "list.view.safeAreaLayoutFrame",
      ], overrides: ios26)
    #expect(v["list.view.layoutRegionFrame(margins)"] == v["list.view.layoutMarginsLayoutFrame"])
    #expect(
      v["list.view.layoutRegionFrame(margins,horizontal)"]
        == v["list.view.layoutMarginsLayoutFrame"])
    #expect(
      v["list.view.layoutRegionFrame(safeArea,vertical)"] == v["list.view.safeAreaLayoutFrame"])
    do {
      _ = try query(
        "window-split-view", ["list.view.layoutRegionFrame(margins,horizontal)"],
        overrides: .init(ios: 26, windowControls: true))
      Issue.record("resolved")
    } catch let error as QueryError {
      #expect(error.kind == .missingValue)
    }
    do {
      _ = try query("window-split-view", ["list.view.layoutRegionFrame(margins)"])
      Issue.record("resolved under iOS 18")
    } catch let error as QueryError {
      #expect(error.kind == .unavailable)
    }
  }

  @Test("R18.4: margins(horizontal) as a constraint item; with window controls a located error")
  func cornerAdaptedItems() throws {
    let text = """
      environment: { device: iPad Pro 11-inch (1st generation), ios: 26 }
      root:
        controller:
          id: vc
          view:
            subviews:
              - view:
                  id: b
                  constraints:
                    - top == margins(vertical).top
                    - leading == margins(horizontal).leading
                    - width == 44
                    - height == 44
      """
    let scene = try parseScene(text)
    #expect(
      scene.root.view?.subviews?.first?.constraints?[1].second?.item.description
        == "superview.margins(horizontal)")
    let window = try SceneBuilder.makeWindow(
      scene, environment: try SceneBuilder.environment(for: scene))
    let frame = try resolve(["b.frame", "vc.view.layoutMarginsLayoutFrame"], in: window.snapshot())
    #expect(frame[0].value.text == "{{20, 32}, {44, 44}}")
    let controls = try SceneBuilder.environment(
      for: scene, overrides: .init(windowControls: true))
    do {
      _ = try SceneBuilder.makeWindow(scene, environment: controls)
      Issue.record("built")
    } catch {
      #expect(error.location == at(10, 24))
      #expect(error.message.contains("window controls' size"))
    }
    #expect(
      sceneError(text.replacingOccurrences(of: "margins(vertical)", with: "margins(diagonal)"))?
        .location == at(10, 24))
  }

  @Test("R19.2: minimised bars: .disabled keeps the insets; otherwise a missing value")
  func barsMinimized() throws {
    let disabled = try parseScene(
      """
      environment:
        device: iPhone 16
        ios: 27
        barsMinimized: { safeAreaAdjustment: disabled }
      root:
        navigation:
          id: nav
          viewControllers:
            - controller: { id: vc }
      """)
    let environment = try SceneBuilder.environment(for: disabled)
    #expect(environment.barsMinimized?.safeAreaAdjustment == .disabled)
    let window = try SceneBuilder.makeWindow(disabled, environment: environment)
    let kept = try resolve(["vc.view.safeAreaInsets"], in: window.snapshot())
    #expect(kept.first?.value.text == "{113, 0, 34, 0}")
    var overrides = EnvironmentOverrides()
    let minimization: BarMinimization? = BarMinimization()
    overrides.barsMinimized = minimization
    let automatic = try SceneBuilder.environment(for: disabled, overrides: overrides)
    let automaticWindow = try SceneBuilder.makeWindow(disabled, environment: automatic)
    do {
      _ = try resolve(["vc.view.safeAreaInsets"], in: automaticWindow.snapshot())
      Issue.record("resolved")
    } catch {
      #expect(error.kind == .missingValue)
      #expect(error.message.contains("R19.2"))
    }
    #expect(
      sceneError("environment: { barsMinimized: { shrink: 1 } }\nroot:\n  controller: {}\n")?
        .location == at(1, 33))
  }
}

/// R18.3: the window controls' frame as data the user supplies (`windowControls: { frame }`,
/// `--window-controls-frame`): returned as given, drawn, never guessed; the safe area unchanged.
@MainActor
@Suite struct SuppliedWindowControlsTests {
  @Test("R18.3: a supplied frame is the query's answer; the safe area is unchanged")
  func suppliedFrame() throws {
    let v = try query(
      "window-controls-supplied",
      ["window.windowControlsFrame", "window.safeAreaInsets", "close.frame", "share.frame"])
    #expect(v["window.windowControlsFrame"] == "{{0, 0}, {100, 60}}")
    // The same insets as the bool form (R18.3: the controls add nothing; R17.5: 32/25 under 26).
    let plain = try query(
      "window-controls-supplied", ["window.safeAreaInsets"],
      overrides: .init(windowControls: true))
    #expect(v["window.safeAreaInsets"] == plain["window.safeAreaInsets"])
    #expect(v["window.safeAreaInsets"] == "{32, 0, 0, 0}")
    #expect(v["close.frame"] == "{{16, 32}, {44, 44}}")
    // The command line's frame wins over the file's.
    let moved = try query(
      "window-controls-supplied", ["window.windowControlsFrame"],
      overrides: .init(windowControlsFrame: CGRect(x: 8, y: 4, width: 90, height: 30)))
    #expect(moved["window.windowControlsFrame"] == "{{8, 4}, {90, 30}}")
    // Turning the controls off drops the frame with them.
    let off = try query(
      "window-controls-supplied", ["window.windowControlsFrame"],
      overrides: .init(windowControls: false))
    #expect(off["window.windowControlsFrame"] == "{{0, 0}, {0, 0}}")
  }

  @Test("R18.4: the corner-adapted regions stay a missing value with a supplied frame")
  func cornerAdaptationStaysMissing() throws {
    do {
      _ = try query(
        "window-controls-supplied", ["editor.view.layoutRegionFrame(margins,horizontal)"])
      Issue.record("resolved")
    } catch let error as QueryError {
      #expect(error.kind == .missingValue)
      #expect(error.message.contains("R18.4"))
    }
  }

  @Test("explain says the frame is supplied, not sourced")
  func explainSaysSupplied() throws {
    let scene = try SceneLoader.load(
      path: repositoryRoot.appendingPathComponent("Examples/window-controls-supplied.yaml").path)
    let environment = try SceneBuilder.environment(for: scene)
    let window = try SceneBuilder.makeWindow(scene, environment: environment)
    let explanation = try explain("window.windowControlsFrame", in: window.snapshot())
    let text = explanation.sections.flatMap(\.steps).map(\.label).joined(separator: "\n")
    #expect(text.contains("supplied by the user"))
    #expect(text.contains("not sourced"))
  }

  @Test(
    "bad frames are located errors",
    arguments: [
      // A frame outside the 700 × 900 window: at the frame.
      ("frame: [650, 0, 100, 60]", 4, 28, "does not fit the 700×900 window"),
      ("frame: [0, 0, -1, 60]", 4, 28, "0 or more"),
      ("frame: [0, 0, 100]", 4, 28, "expected 4 numbers"),
      ("frame: [0, 0, .inf, 60]", 4, 35, "expected a number"),
      ("frame: [0, 0, 1e9, 60]", 4, 35, "expected a number"),
      ("size: [10, 10]", 4, 21, "unknown key"),
      ("{}", 4, 19, "needs 'frame'"),
    ] as [(String, Int, Int, String)])
  func badFrames(entry: String, line: Int, column: Int, message: String) throws {
    let mapping = entry == "{}" ? "{}" : "{ \(entry) }"
    let text = """
      environment:
        device: iPad Pro 11-inch (M5)
        window: [700, 900]
        windowControls: \(mapping)
      root:
        controller: { id: vc }
      """
    var error = sceneError(text)
    if error == nil {
      let scene = try parseScene(text)
      do {
        _ = try SceneBuilder.environment(for: scene)
      } catch let thrown {
        error = thrown
      }
    }
    let found = try #require(error, "\(entry) accepted")
    #expect(found.location == at(line, column), "\(entry): \(found)")
    #expect(found.message.contains(message), "\(entry): \(found.message)")
  }

  @Test("only where windowControls: true is valid: an iPad under iOS 26+")
  func onlyOnIPadsUnder26() throws {
    for (environment, message) in [
      ("{ device: iPhone 16, windowControls: { frame: [0, 0, 10, 10] } }", "only on an iPad"),
      (
        "{ device: iPad Pro 11-inch (M5), ios: 18, windowControls: { frame: [0, 0, 10, 10] } }",
        "need iPadOS 26"
      ),
    ] {
      let scene = try parseScene("environment: \(environment)\nroot:\n  controller: { id: vc }\n")
      do {
        _ = try SceneBuilder.environment(for: scene)
        Issue.record("accepted: \(environment)")
      } catch {
        #expect(error.message.contains(message), "\(error.message)")
        #expect(error.location.line == 1)
      }
    }
    // A window that shrinks under the frame: located at the file's frame.
    let scene = try parseScene(
      """
      environment:
        device: iPad Pro 11-inch (M5)
        windowControls: { frame: [0, 0, 600, 60] }
      root:
        controller: { id: vc }
      """)
    do {
      _ = try SceneBuilder.environment(
        for: scene, overrides: .init(window: CGRect(x: 0, y: 0, width: 500, height: 700)))
      Issue.record("accepted a frame wider than the window")
    } catch {
      #expect(error.location == at(3, 28))
    }
  }
}

/// R19.2: the minimised navigation bar's height as data the user supplies
/// (`barsMinimized: { navigationBarHeight }`, `--minimized-navigation-bar-height`): with
/// `.enabled` or `.automatic` the safe area follows the minimised bar; with `.disabled` nothing
/// changes; never guessed.
@MainActor
@Suite struct SuppliedMinimizedNavigationBarTests {
  static let scene = """
    environment:
      device: iPhone 16
      ios: 27
      barsMinimized: ADJUSTMENT
    root:
      navigation:
        id: nav
        navigationBar: { prefersLargeTitles: LARGE }
        viewControllers:
          - controller: { id: vc }
    """

  func values(_ minimized: String, largeTitles: Bool = false) throws -> [String: String] {
    let text = Self.scene.replacingOccurrences(of: "ADJUSTMENT", with: minimized)
      .replacingOccurrences(of: "LARGE", with: largeTitles ? "true" : "false")
    let scene = try parseScene(text)
    let environment = try SceneBuilder.environment(for: scene)
    let window = try SceneBuilder.makeWindow(scene, environment: environment)
    let results = try resolve(
      ["vc.view.safeAreaInsets", "nav.navigationBar.frame"], in: window.snapshot())
    return Dictionary(uniqueKeysWithValues: results.map { ($0.path, $0.value.text) })
  }

  @Test("R19.2: .enabled and .automatic: the safe area follows the supplied minimised bar")
  func follows() throws {
    // The iPhone 16's printed 59-pt top inset (R1.3, carried to iOS 27 by R19.4), the R17.1 bar
    // at that top, and the supplied 30: the child's top inset is 59 + 30 = 89.
    for adjustment in ["enabled", "automatic"] {
      for large in [false, true] {
        let v = try values(
          "{ safeAreaAdjustment: \(adjustment), navigationBarHeight: 30 }", largeTitles: large)
        #expect(v["nav.navigationBar.frame"] == "{{0, 59}, {393, 30}}", "\(adjustment)")
        #expect(v["vc.view.safeAreaInsets"] == "{89, 0, 34, 0}", "\(adjustment)")
      }
    }
    // 0 is a bar that minimised away: the safe area is the window's.
    let zero = try values("{ navigationBarHeight: 0 }")
    #expect(zero["vc.view.safeAreaInsets"] == "{59, 0, 34, 0}")
  }

  @Test("R19.2: .disabled keeps the expanded bar's insets whatever the supplied height")
  func disabledUnchanged() throws {
    let supplied = try values("{ safeAreaAdjustment: disabled, navigationBarHeight: 30 }")
    let plain = try values("{ safeAreaAdjustment: disabled }")
    #expect(supplied == plain)
    // 59 + the R17.1 54-pt bar.
    #expect(supplied["vc.view.safeAreaInsets"] == "{113, 0, 34, 0}")
  }

  @Test("the old forms are unchanged: no height is still a missing value naming R19.2")
  func oldFormsUnchanged() throws {
    for form in ["true", "{ safeAreaAdjustment: enabled }", "{ minimized: true }"] {
      do {
        _ = try values(form)
        Issue.record("resolved: \(form)")
      } catch let error as QueryError {
        #expect(error.kind == .missingValue)
        #expect(error.message.contains("R19.2"))
      }
    }
    #expect(try values("false")["vc.view.safeAreaInsets"] == "{113, 0, 34, 0}")
  }

  @Test("the example: the label sits under the 30-pt minimised bar")
  func example() throws {
    let v = try query("bars-minimized-supplied", ["title.frameInWindow", "vc.view.safeAreaInsets"])
    #expect(v["vc.view.safeAreaInsets"] == "{89, 0, 34, 0}")
    #expect(v["title.frameInWindow"] == "{{16, 89}, {361, 44}}")
    // The command line's state wins over the file's.
    var overrides = EnvironmentOverrides()
    let state: BarMinimization? = BarMinimization(navigationBarHeight: 20)
    overrides.barsMinimized = state
    let moved = try query(
      "bars-minimized-supplied", ["vc.view.safeAreaInsets"], overrides: overrides)
    #expect(moved["vc.view.safeAreaInsets"] == "{79, 0, 34, 0}")
  }

  @Test("explain says the height is supplied, not sourced")
  func explainSaysSupplied() throws {
    let scene = try SceneLoader.load(
      path: repositoryRoot.appendingPathComponent("Examples/bars-minimized-supplied.yaml").path)
    let environment = try SceneBuilder.environment(for: scene)
    let window = try SceneBuilder.makeWindow(scene, environment: environment)
    let explanation = try explain("vc.view.safeAreaInsets", in: window.snapshot())
    let text = explanation.sections.flatMap(\.steps).map(\.label).joined(separator: "\n")
    #expect(text.contains("supplied by the user"))
    #expect(text.contains("not sourced"))
  }

  @Test(
    "bad heights are located errors",
    arguments: [
      ("{ navigationBarHeight: -1 }", "ios: 27", 4, 41, "0 or more"),
      ("{ navigationBarHeight: .nan }", "ios: 27", 4, 41, "expected a number"),
      ("{ navigationBarHeight: 1e9 }", "ios: 27", 4, 41, "expected a number"),
      ("{ navigationBarHeight: tall }", "ios: 27", 4, 41, "expected a number"),
      // Taller than the expanded 54-pt bar (R17.1): at the barsMinimized value.
      ("{ navigationBarHeight: 60 }", "ios: 27", 4, 18, "taller than the expanded bar's 54"),
      // The navigation bar minimises from iOS 27 only.
      ("{ navigationBarHeight: 30 }", "ios: 26", 4, 18, "needs iOS 27"),
    ] as [(String, String, Int, Int, String)])
  func badHeights(
    value: String, ios: String, line: Int, column: Int, message: String
  ) throws {
    let text = """
      environment:
        device: iPhone 16
        \(ios)
        barsMinimized: \(value)
      root:
        controller: { id: vc }
      """
    var error = sceneError(text)
    if error == nil {
      let scene = try parseScene(text)
      do {
        _ = try SceneBuilder.environment(for: scene)
      } catch let thrown {
        error = thrown
      }
    }
    let found = try #require(error, "\(value) accepted")
    #expect(found.location == at(line, column), "\(value): \(found)")
    #expect(found.message.contains(message), "\(value): \(found.message)")
  }
}
