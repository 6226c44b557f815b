import DeviceCatalog
import Foundation
import HeadlessUIKit
import SceneDocument
import Testing

@testable import LayoutAudit

/// A finding that rests on a place the constraints leave ambiguous is not reported: where UIKit
/// puts such a view is not known (ownCloud's passcode keypad in iPhone landscape, whose buttons'
/// `y` no constraint fixes once its optional constraints give way).
@MainActor
@Suite struct AmbiguousPlacementTests {
  static let yaml = """
    root:
      controller:
        id: vc
        view:
          subviews:
            - button: { id: low, frame: [20, screen.height - 30, 100, 30] }
            - button:
                id: loose
                constraints:
                  - leading == superview.leading + 20
                  - width == 100
                  - height == 30
    """

  func findings(ambiguous attributes: [String]?) throws -> [Finding] {
    try AuditFixture.findings(yaml: Self.yaml, file: "loose.yaml", device: "iPhone X") {
      AuditFixture.change("low", in: &$0.window) { $0.ambiguousAttributes = attributes }
    }.filter { $0.view.sceneID == "low" }
  }

  @Test func aFindingOnAnAmbiguousAxisIsNotReported() throws {
    #expect(try findings(ambiguous: nil).contains { $0.rule == .controlOverHomeIndicator })
    // The home indicator's band is at the bottom: a vertical question.
    #expect(try findings(ambiguous: ["y"]).isEmpty)
    #expect(try findings(ambiguous: ["height"]).isEmpty)
    // Its x alone being loose does not move it out of the band.
    #expect(try findings(ambiguous: ["x"]).contains { $0.rule == .controlOverHomeIndicator })
  }

  /// The audit's notes with `low`'s own ambiguous attributes set to `attributes`.
  func notes(ambiguous attributes: [String]?) throws -> [String] {
    let scene = try SceneLoader.parse(Self.yaml, file: "loose.yaml")
    let matrix = AuditMatrix(
      devices: [try #require(DeviceCatalog.device(named: "iPhone X"))], orientations: [.portrait])
    return Auditor(matrix: matrix).audit(files: ["loose.yaml"]) { _, environment in
      var snapshot = try AuditFixture.layOut(
        scene, in: environment, derivations: false, constraints: false)
      AuditFixture.change("low", in: &snapshot.window) { $0.ambiguousAttributes = attributes }
      return snapshot
    }.ambiguityNotes
  }

  /// Issue 31: an ambiguous view the audit cannot place is a note, not silence; it names the
  /// rules left out for it. `low` (x 20, its bottom at the screen's bottom edge) lies in the home
  /// indicator's band and reaches into the iPhone X's bottom-left rounded corner (radius 39: its
  /// corner point (20, 812) is outside the arc), so both rules find it.
  @Test func anAmbiguousViewIsANote() throws {
    #expect(try notes(ambiguous: nil).isEmpty)
    let vertical = try notes(ambiguous: ["height", "y"])
    #expect(vertical.count == 1)
    #expect(
      vertical.first?.hasPrefix("loose.yaml:") == true
        && vertical.first?.hasSuffix(
          ": 'low' (UIButton): its y and height are not fixed by its constraints in 1"
            + " environment, so control_over_home_indicator, rounded_corner_clipping are not"
            + " reported for it there (`safearea inspect` lists the layout's issues)") == true,
      "\(vertical)")
    // Its x alone: the home-indicator finding stands (a vertical question); the corner rests on
    // both axes (round Q's leftover P2), so it is left out, and the note says so.
    let horizontal = try notes(ambiguous: ["x"])
    #expect(
      horizontal.first?.hasSuffix(
        ": 'low' (UIButton): its x is not fixed by its constraints in 1 environment, so"
          + " rounded_corner_clipping is not reported for it there (`safearea inspect` lists the"
          + " layout's issues)") == true,
      "\(horizontal)")
  }

  @Test func theSnapshotRecordsWhichPartsAreAmbiguous() throws {
    let scene = try SceneLoader.parse(Self.yaml, file: "loose.yaml")
    let environment = Environment(device: try #require(DeviceCatalog.device(named: "iPhone X")))
    let window = try SceneBuilder.makeWindow(scene, environment: environment)
    let snapshot = window.snapshot(derivations: false, constraints: false, ambiguity: true)
    #expect(snapshot.view(sceneID: "loose")?.ambiguousAttributes == ["y"])
    #expect(snapshot.view(sceneID: "low")?.ambiguousAttributes == nil)
    // Not asked for: not recorded.
    let plain = window.snapshot(derivations: false, constraints: false)
    #expect(plain.view(sceneID: "loose")?.ambiguousAttributes == nil)
  }
}
