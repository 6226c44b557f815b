import DeviceCatalog
import Foundation
import HeadlessUIKit
import LayoutAudit
import SceneDocument
import Testing

/// `fixed_position` reports a view outside the safe area only where something covers that part
/// of it (a bar, the status bar, the housing, the home indicator's band, a reserved region, a
/// rounded corner): round G's false alarms (`Journal/2026-11-29-precision-round-g.md`) were
/// full-width buttons at the bottom of onboarding and check-in screens whose right end lies in
/// the iPhone Duo outer display's 84-pt column, below the column's status strip, on screens with
/// no bar in the column. The same app's step indicator at the top of a screen, under that strip,
/// stays reported.
@MainActor
struct ObstructionTests {
  /// Rewritten small from the round's case: a 54-pt button 16 pt from each side, 100 pt above
  /// the bottom (clear of the home indicator's band), and a 40-pt control 16 pt from the right
  /// edge and 14 pt from the top (the Duo's status strip, 84 × 170 at the column's top).
  static let scene = """
    root:
      controller:
        id: vc
        view:
          subviews:
            - button: { id: continue, frame: [16, screen.height - 100, screen.width - 32, 54] }
            - button: { id: share, frame: [screen.width - 56, 14, 40, 40] }
    """

  func findings() throws -> [Finding] {
    let matrix = AuditMatrix(
      devices: [
        try #require(DeviceCatalog.device(named: "iPhone 15 Pro")),
        try #require(DeviceCatalog.device(named: "iPhone Duo (outer display)")),
      ],
      orientations: [.portrait])
    let report = try AuditFixture.audit(
      [("onboarding.yaml", try SceneLoader.parse(Self.scene, file: "onboarding.yaml"))],
      matrix: matrix, rules: [FixedPositionRule.self])
    return report.findings.filter { $0.rule == .fixedPosition }
  }

  @Test("a button whose end lies in the Duo's empty column, under nothing, is not reported")
  func uncoveredColumnIsNotReported() throws {
    let found = try findings()
    #expect(!found.contains { $0.view.sceneID == "continue" }, "\(found.map(\.message))")
  }

  @Test("a control under the column's status strip is reported, on the Duo")
  func statusStripIsAnObstruction() throws {
    let found = try findings().filter {
      $0.view.sceneID == "share" && $0.environments.contains { $0.device.hasTwoDisplays }
    }
    #expect(found.count == 1, "\(found.map(\.message))")
    #expect(found.first?.message.contains("right edge") == true)
  }

  @Test("the obstructions: status bar, housing, home indicator, reserved regions, corners")
  func obstructionsOfAnEnvironment() throws {
    let scene = try SceneLoader.parse(Self.scene, file: "onboarding.yaml")
    let duo = try #require(DeviceCatalog.device(named: "iPhone Duo (outer display)"))
    let environment = Environment(device: duo, orientation: .portrait, ios: 27)
    let layout = AuditedLayout(
      file: "onboarding.yaml",
      snapshot: try AuditFixture.layOut(
        scene, in: environment, derivations: false, constraints: false))
    let covers = layout.obstructions
    // The column's status strip (84 × 170 at x 382) and camera (DUO-SIM), the home indicator's
    // 34-pt band, and four 8-pt corner squares: no part of the column below y 170 and above
    // the band is covered.
    let column = CGRect(x: 382, y: 171, width: 84, height: 678 - 34 - 171)
    #expect(covers.contains { $0.intersects(CGRect(x: 400, y: 20, width: 10, height: 10)) })
    #expect(covers.contains { $0.intersects(CGRect(x: 0, y: 660, width: 10, height: 10)) })
    #expect(
      !covers.contains { !$0.intersection(column).isNull && $0.intersection(column).height > 1 })
  }
}
