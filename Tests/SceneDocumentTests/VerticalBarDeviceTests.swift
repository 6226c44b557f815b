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
    #expect(outer["vc.view.safeAreaInsets"] == "{0, 0, 0, 84}")
    let inner = try query(
      "vertical-bar-device", ["vc.view.safeAreaInsets", "window.frame"],
      overrides: .init(display: .inner))
    #expect(inner["window.frame"] == "{{0, 0}, {669, 951}}")
    #expect(inner["vc.view.safeAreaInsets"] == "{24, 0, 20, 0}")
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
    let inner = try SceneBuilder.environment(for: scene, overrides: .init(display: .inner))
    #expect(inner.verticalBarColumn == nil)
    let frames = inner.reservedRegionFrames
    #expect(frames.map(\.kind) == [.division, .occlusion])
    #expect(frames.first?.frame == CGRect(x: 0, y: 475.5, width: 669, height: 0))
    var landscape = inner
    landscape.orientation = .landscapeLeft
    // Portrait y 475.5 becomes landscape-left x 951 − 475.5 = 475.5: the fold stays centred.
    #expect(landscape.reservedRegionFrames.first?.frame.minX == 475.5)
  }

  @Test("R20.2: container bars on a vertical-bar device are a missing value, not a guess")
  func containerBars() throws {
    let scene = try parseScene(
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
          viewControllers:
            - controller: { id: vc }
      """)
    let window = try SceneBuilder.makeWindow(
      scene, environment: try SceneBuilder.environment(for: scene))
    #expect(window.snapshot().missingValues.contains { $0.rule == "R20.2" })
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
