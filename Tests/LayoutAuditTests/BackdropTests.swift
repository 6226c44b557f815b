import DeviceCatalog
import Foundation
import HeadlessUIKit
import SceneDocument
import Testing

@testable import LayoutAudit

/// A backdrop that stops short of the screen's edges: AltStore's app page blur, 375 × 667 with
/// an autoresizing mask that fixes its size, on every larger iPhone. A blur covering at least
/// half the window each way is a background (not reported under the bar or the housing); an
/// image that large may be the screen's content (a picked photo), so it still is.
@MainActor
@Suite struct BackdropTests {
  static let yaml = """
    root:
      navigation:
        id: nav
        viewControllers:
          - controller:
              id: vc
              view:
                subviews:
                  - view: { id: backdrop, frame: [0, 0, 375, 667] }
    """

  func findings(className: String) throws -> [Finding] {
    try AuditFixture.findings(yaml: Self.yaml, file: "backdrop.yaml", device: "iPhone 15 Pro Max") {
      AuditFixture.change("backdrop", in: &$0.window) { $0.className = className }
    }.filter { $0.view.sceneID == "backdrop" }
  }

  @Test func aBlurShortOfTheEdgesIsABackground() throws {
    let blur = try findings(className: "UIVisualEffectView")
    #expect(blur.isEmpty, "\(blur.map(\.message))")
    let image = try findings(className: "UIImageView")
    // Reported (under the housing, with the bar as evidence: one finding per view).
    #expect(!image.isEmpty)
    // A plain view with nothing over it is content (the seed articles' stand-in).
    let plain = try findings(className: "UIView")
    #expect(!plain.isEmpty)
  }

  /// What lies wholly under a later sibling blur is seen only blurred (AltStore draws the app's
  /// icon large behind a blur): not content. The same image under a plain sibling still is.
  @Test func aViewUnderABlurIsNotContent() throws {
    let yaml = """
      root:
        navigation:
          id: nav
          viewControllers:
            - controller:
                id: vc
                view:
                  subviews:
                    - view: { id: icon, frame: [67, 60, 240, 128] }
                    - view: { id: cover, frame: [0, 0, 375, 667] }
      """
    func findings(cover className: String) throws -> [Finding] {
      try AuditFixture.findings(yaml: yaml, file: "blur.yaml", device: "iPhone 15 Pro Max") {
        AuditFixture.change("icon", in: &$0.window) { $0.className = "UIImageView" }
        AuditFixture.change("cover", in: &$0.window) { $0.className = className }
      }.filter { $0.view.sceneID == "icon" }
    }
    #expect(try findings(cover: "UIVisualEffectView").isEmpty)
    #expect(try !findings(cover: "UIView").isEmpty)
  }
}
