import DeviceCatalog
import Foundation
import HeadlessUIKit
import LayoutInspection
import SceneDocument
import Testing

/// `Examples/ios26-bars.yaml`: iOS 26's bars on a home-button phone, against the peer-measured
/// iPhone SE values of `uikit-rules-3.md` (R17.1, R17.2), and the missing values of R17.3.
@MainActor
@Suite struct IOS26BarSceneTests {
  @Test("R17.1, R17.2: iPhone SE: bar {20, 54}, tab bar region 83 with a zero bottom inset")
  func homeButtonPhone() throws {
    let v = try query(
      "ios26-bars",
      [
        "nav.navigationBar.frame", "tabs.tabBar.frame", "vc.view.safeAreaInsets",
        "table.adjustedContentInset", "window.safeAreaInsets",
      ])
    #expect(v["nav.navigationBar.frame"] == "{{0, 20}, {375, 54}}")
    #expect(v["tabs.tabBar.frame"] == "{{0, 584}, {375, 83}}")
    #expect(v["vc.view.safeAreaInsets"] == "{74, 0, 83, 0}")
    #expect(v["table.adjustedContentInset"] == "{74, 0, 83, 0}")
    #expect(v["window.safeAreaInsets"] == "{20, 0, 0, 0}")
  }

  @Test(
    "R17.3: in landscape the tab bar and what lies under it are missing values; the window is known"
  )
  func landscapeIsMissing() throws {
    let overrides = EnvironmentOverrides(orientation: .landscapeLeft)
    #expect(try query("ios26-bars", ["window.safeAreaInsets"], overrides: overrides).count == 1)
    for path in ["tabs.tabBar.frame", "vc.view.safeAreaInsets", "nav.navigationBar.frame"] {
      do {
        _ = try query("ios26-bars", [path], overrides: overrides)
        Issue.record("'\(path)' resolved")
      } catch let error as QueryError {
        #expect(error.kind == .missingValue)
        #expect(error.message.contains("R17.3"), "\(error.message)")
      }
    }
  }
}
