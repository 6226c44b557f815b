import DeviceCatalog
import Foundation
import HeadlessUIKit
import LayoutAudit
import SceneDocument
import Testing

/// Fixes from the false alarms of fresh round V (`Documentation/Precision.md`,
/// `Documentation/Journal/2026-12-02-precision-V.md`), rewritten small: each with the case that
/// fired before the fix and look-alikes that must still fire.
@Suite("audit: fresh round V's false alarms, rewritten small")
@MainActor
struct PrecisionRoundVTests {
  /// A home screen without a scroll view, rewritten from round V: a navigation controller's
  /// root whose coloured card (a rounded plain view behind a teaser) rises 6 pt under the
  /// navigation bar; `extra` adds views beside it.
  static func homeScreen(extra: String = "") -> String {
    """
    root:
      navigation:
        id: nav
        viewControllers:
          - controller:
              id: home
              view:
                subviews:
                  - view: { id: card, frame: [16, safeArea.top - 6, screen.width - 32, 200] }
    \(extra)
    """
  }

  static func findings(_ yaml: String, ios: Int, device: String = "iPhone SE (2nd generation)")
    throws -> [Finding]
  {
    let scene = try SceneLoader.parse(yaml, file: "home.yaml")
    let matrix = AuditMatrix(
      devices: [try #require(DeviceCatalog.device(named: device))], orientations: [.portrait],
      iosVersions: [ios])
    return try AuditFixture.audit(
      [("home.yaml", scene)], matrix: matrix, rules: [ContentUnderBarRule.self]
    ).findings
  }

  /// R10.2: from iOS 15 a navigation bar over a hierarchy without a scroll view uses its
  /// scroll-edge appearance, a transparent background when none is set: the card's top is seen
  /// below the bar's title. Under iOS 14 the bar's translucent background covers it.
  @Test("a view just under a navigation bar that draws no background (iOS 15+, no scroll view)")
  func viewUnderTransparentBar() throws {
    #expect(try Self.findings(Self.homeScreen(), ios: 26).isEmpty)
    #expect(try Self.findings(Self.homeScreen(), ios: 15).isEmpty)
    #expect(try Self.findings(Self.homeScreen(), ios: 14).map(\.view.sceneID) == ["card"])
  }

  /// A label in the bar's middle band still collides with the bar's title and buttons, which the
  /// bar draws without a background too.
  @Test("a label in the band of the bar's title is still reported under a transparent bar")
  func labelInTheItemBand() throws {
    let yaml = Self.homeScreen(
      extra: """
                      - label: { id: greeting, text: "Welcome back", frame: [16, safeArea.top - 30, 200, 24] }
        """)
    let ids = try Self.findings(yaml, ios: 26).map(\.view.sceneID)
    #expect(ids == ["greeting"])
  }

  /// With a scroll view in the hierarchy the bar turns to its standard (translucent) background
  /// as soon as the content scrolls away from the edge: the card is hidden then, and reported.
  @Test("with a scroll view in the hierarchy the bar is not taken as transparent")
  func scrollViewKeepsTheBar() throws {
    let yaml = Self.homeScreen(
      extra: """
                      - tableView: { id: list, frame: [0, 300, screen.width, 200] }
        """)
    #expect(try Self.findings(yaml, ios: 26).map(\.view.sceneID) == ["card"])
  }

  /// A bar given its own scroll-edge appearance (a storyboard's `<navigationBarAppearance
  /// key="scrollEdgeAppearance">`) draws that appearance, not the default transparent one: the
  /// card under it is reported as before.
  @Test("a bar with its own scroll-edge appearance is not taken as transparent")
  func ownScrollEdgeAppearanceKeepsTheBar() throws {
    let findings = try AuditFixture.findings(
      yaml: Self.homeScreen(), file: "home.yaml", device: "iPhone SE (2nd generation)"
    ) { snapshot in
      snapshot.rootController?.navigationBar?.definesScrollEdgeAppearance = true
    }
    #expect(findings.filter { $0.rule == .contentUnderBar }.map(\.view.sceneID) == ["card"])
  }
}
