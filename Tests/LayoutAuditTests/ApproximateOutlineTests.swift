import DeviceCatalog
import Findings
import Foundation
import HeadlessUIKit
import SceneDocument
import Testing

@testable import LayoutAudit

/// Findings that rest on approximate geometry (the inset strip standing for a housing the catalog
/// has no outline for) are left out by default, counted, and reported on request; content where
/// every housing lies, or under a sourced outline of the matrix, is always reported.
@MainActor
@Suite struct ApproximateOutlineTests {
  static func scene(_ frame: String) -> String {
    """
    root:
      controller:
        id: vc
        view:
          subviews:
            - label: { id: label, frame: \(frame) }
    """
  }

  func audit(_ frame: String, devices: String, approximate: Bool = false) throws -> AuditReport {
    let matrix = AuditMatrix(
      devices: try #require(AuditMatrix.devices(matching: devices)), orientations: [.portrait])
    var auditor = Auditor(matrix: matrix)
    auditor.reportsApproximateOutlines = approximate
    let scene = try SceneLoader.parse(Self.scene(frame), file: "s.yaml")
    return auditor.audit(files: ["s.yaml"]) { _, environment in
      try AuditFixture.layOut(scene, in: environment, derivations: false, constraints: false)
    }
  }

  @Test(
    "beside the centre of an unsourced notch: left out by default, counted, reported on request")
  func besideTheNotch() throws {
    // Every notched device without a sourced outline, and the sourced 14 notch, which leaves a
    // label at x 30–70 alone.
    let devices = "iPhone X,iPhone 12,iPhone 14"
    let report = try audit("[30, 4, 40, 20]", devices: devices)
    #expect(!report.findings.contains { $0.reports(.sensorHousingOverlap) })
    #expect(report.approximateLeftOut == 1)
    #expect(AuditReporter.text(report).contains("note: 1 finding left out: content under the"))
    #expect(AuditReporter.json(report).contains("\"approximateLeftOut\": 1"))
    let included = try audit("[30, 4, 40, 20]", devices: devices, approximate: true)
    let finding = try #require(included.findings.first { $0.rule == .sensorHousingOverlap })
    #expect(finding.isApproximate)
    #expect(finding.message.contains("approximate"))
    #expect(included.approximateLeftOut == 0)
  }

  @Test("across the top edge's centre: under every notch, reported on unsourced devices too")
  func acrossTheCentre() throws {
    let report = try audit("[100, 0, 200, 20]", devices: "iPhone X,iPhone 12")
    let finding = try #require(report.findings.first { $0.rule == .sensorHousingOverlap })
    #expect(!finding.isApproximate)
    #expect(finding.environments.count == 2)
    #expect(report.approximateLeftOut == 0)
  }

  @Test("seen under a sourced outline: the unsourced devices are kept in the same finding")
  func sourcedOutlineKeepsTheFinding() throws {
    // A label under the island's pill (x 138.5–263.5 on the 16 Pro) but off the 15 Pro strip's
    // centre-to-depth test (it does not span the strip's depth).
    let report = try audit("[150, 12, 100, 20]", devices: "iPhone 15 Pro,iPhone 16 Pro")
    let finding = try #require(report.findings.first { $0.rule == .sensorHousingOverlap })
    #expect(!finding.isApproximate)
    #expect(Set(finding.environments.map(\.device.name)) == ["iPhone 15 Pro", "iPhone 16 Pro"])
  }

  @Test("the centre test, derived: a notch is open to its edge, an island spans the strip's depth")
  func centreTest() {
    let strip = CGRect(x: 0, y: 0, width: 390, height: 47)
    let cover = SensorHousingOverlapRule.coversCentre
    #expect(cover(CGRect(x: 100, y: 0, width: 200, height: 10), strip, .top, true))
    #expect(!cover(CGRect(x: 100, y: 0, width: 200, height: 10), strip, .top, false))
    #expect(cover(CGRect(x: 100, y: 0, width: 200, height: 60), strip, .top, false))
    #expect(!cover(CGRect(x: 10, y: 0, width: 100, height: 60), strip, .top, true))
    #expect(!cover(CGRect(x: 100, y: 20, width: 200, height: 20), strip, .top, true))
    let side = CGRect(x: 0, y: 0, width: 47, height: 390)
    #expect(cover(CGRect(x: 0, y: 100, width: 20, height: 200), side, .left, true))
    #expect(!cover(CGRect(x: 0, y: 0, width: 20, height: 100), side, .left, true))
  }

  @Test("a finding of a scene laid out in an assumed context is one severity lower and says so")
  func assumedContextLowersSeverity() throws {
    let matrix = AuditMatrix(
      devices: try #require(AuditMatrix.devices(matching: "iPhone 16 Pro")),
      orientations: [.portrait])
    let scene = try SceneLoader.parse(Self.scene("[100, 0, 200, 40]"), file: "s.yaml")
    func audit(assumed: String?) -> AuditReport {
      Auditor(matrix: matrix).audit(files: ["s.yaml"]) { _, environment in
        var snapshot = try AuditFixture.layOut(
          scene, in: environment, derivations: false, constraints: false)
        snapshot.assumedContext = assumed
        return snapshot
      }
    }
    let plain = try #require(audit(assumed: nil).findings.first)
    let assumed = try #require(audit(assumed: "context assumed: a test").findings.first)
    #expect(plain.severity == .error)
    #expect(assumed.severity == .warning)
    #expect(assumed.rule == plain.rule)
    #expect(assumed.message == plain.message + " (context assumed: a test)")
    #expect(assumed.evidence.allSatisfy { $0.message.hasSuffix("(context assumed: a test)") })
  }
}
