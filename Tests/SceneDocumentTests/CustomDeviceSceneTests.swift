import DeviceCatalog
import Foundation
import HeadlessUIKit
import LayoutInspection
import SceneDocument
import Testing

/// A phone not yet made, described in a scene file, works unchanged (Documentation/Architecture.md,
/// "A device": never a device name in logic).
@MainActor
@Suite struct CustomDeviceSceneTests {
  @Test("the custom device's geometry drives every inset")
  func customDevice() throws {
    let portrait = try query(
      "custom-device",
      [
        "window.safeAreaInsets", "vc.view.safeAreaInsets", "red.safeAreaInsets",
        "bottomBar.safeAreaInsets",
        "nav.navigationBar.frame",
      ])
    #expect(portrait["window.safeAreaInsets"] == "{64, 0, 30, 0}")
    // iOS 26 (a custom device runs the newest): a 54-pt bar at the window's top inset (R10.6).
    #expect(portrait["nav.navigationBar.frame"] == "{{0, 64}, {420, 54}}")
    #expect(portrait["vc.view.safeAreaInsets"] == "{118, 0, 30, 0}")
    #expect(portrait["red.safeAreaInsets"] == "{0, 0, 0, 0}")
    #expect(portrait["bottomBar.safeAreaInsets"] == "{0, 0, 0, 0}")
    let landscape = try query(
      "custom-device", ["window.safeAreaInsets", "bottomBar.safeAreaInsets"],
      overrides: .init(orientation: .landscapeLeft))
    #expect(landscape["window.safeAreaInsets"] == "{0, 64, 22, 64}")
    #expect(landscape["bottomBar.safeAreaInsets"] == "{0, 64, 0, 64}")
  }
}
