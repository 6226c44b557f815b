import DeviceCatalog
import Foundation
import LayoutAudit
import Testing

/// One finding per view and problem: the placement rules' findings on one view merged into the
/// most specific one, the others attached as evidence.
@MainActor
@Suite struct PlacementFindingsTests {
  /// A button at the top-left of a full-screen controller: in the status bar everywhere, under
  /// the notch's strip on the iPhone X, in its rounded corner.
  static let scene = """
    root:
      controller:
        id: vc
        view:
          subviews:
            - button: { id: close, frame: [0, 0, 60, 40] }
    """

  @Test func oneFindingPerViewWithEvidence() throws {
    let matrix = AuditMatrix(
      devices: DeviceCatalog.devices.filter { ["iPhone 8", "iPhone X"].contains($0.name) },
      orientations: [.portrait])
    let report = try AuditFixture.audit(yaml: Self.scene, file: "close.yaml", matrix: matrix)
    let findings = report.findings.filter { $0.view.sceneID == "close" }
    #expect(findings.count == 1, "\(findings.map(\.rule))")
    let finding = try #require(findings.first)
    // In the status bar on both phones (the broader finding), under the notch's strip on one.
    #expect(finding.rule == .controlInStatusBar)
    #expect(finding.environments.count == 2)
    #expect(finding.reports(.sensorHousingOverlap) && finding.reports(.roundedCornerClipping))
    #expect(!finding.evidence.contains { $0.rule == .controlInStatusBar })
  }

  /// The Dynamic Island is a pill (the 14 Pro's measured outline), not a strip: a button beside it is in the status bar, not
  /// under the housing.
  @Test func besideTheIslandIsNotUnderIt() throws {
    let matrix = AuditMatrix(
      devices: DeviceCatalog.devices.filter { $0.name == "iPhone 14 Pro" },
      orientations: [.portrait])
    let report = try AuditFixture.audit(yaml: Self.scene, file: "close.yaml", matrix: matrix)
    let finding = try #require(report.findings.first { $0.view.sceneID == "close" })
    #expect(finding.rule == .controlInStatusBar)
    #expect(!finding.reports(.sensorHousingOverlap))
  }

  /// `fixed_position` alone stays when nothing else explains the view.
  @Test func fixedPositionAloneIsKept() throws {
    let finding = Finding(
      rule: .fixedPosition, severity: .warning,
      view: ViewReference(file: "a", line: 1, column: 1, sceneID: "v", className: "UIView"),
      message: "m", fix: "f", amount: 1, minimumAmount: 1, environments: [], summary: "s")
    let other = Finding(
      rule: .unreachableScrollContent, severity: .error, view: finding.view, message: "u",
      fix: "f", amount: 1, minimumAmount: 1, environments: [], summary: "s")
    let merged = PlacementFindings.merged([finding, other].sorted(by: Finding.ordered))
    #expect(merged.count == 2)
    #expect(merged.allSatisfy { $0.evidence.isEmpty })
  }
}
