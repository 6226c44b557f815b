import DeviceCatalog
import Foundation
import HeadlessUIKit
import LayoutAudit
import SceneDocument
import Testing

/// The seed scenes of `Examples/` across the whole catalog, both orientations, each device's
/// newest iOS: the broken ones flagged, the fixed ones clean.
@MainActor
@Suite("seed scenarios on the whole catalog")
struct SeedScenarioAuditTests {
  nonisolated static let broken: [(scene: String, rule: String)] = [
    ("A0-1", "content_under_bar"),
    ("A0-1", "sensor_housing_overlap"),
    ("A0-6-fixed-offset", "content_under_bar"),
    ("A0-6-fixed-offset", "fixed_position"),
    ("A0-9", "unreachable_scroll_content"),
    ("A2-2", "unreachable_scroll_content"),
    ("A3-2", "sensor_housing_overlap"),
    ("A3-9", "collection_items_under_housing"),
    ("A4-2", "control_in_status_bar"),
    ("A4-4", "control_over_home_indicator"),
    ("A0-8", "double_inset"),
  ]

  @Test("broken scenes are flagged", arguments: broken.map { "\($0.scene) \($0.rule)" })
  func broken(_ pair: String) throws {
    let parts = pair.split(separator: " ").map(String.init)
    let report = try AuditFixture.audit(example: parts[0])
    #expect(
      report.findings.contains { $0.reports(RuleIdentifier(rawValue: parts[1])) },
      "\(parts[0]): \(parts[1])")
  }

  @Test(
    "fixed scenes are clean",
    arguments: ["A0-2", "A0-5", "A0-6", "A3-3", "A3-9-fixed", "A4-4-fixed", "custom-device"])
  func fixed(_ scene: String) throws {
    let report = try AuditFixture.audit(example: scene)
    // The iPhone Duo's safe area reaches its displays' leading corners (measured top 0,
    // leading 0; corners 55 inner, 8 outer on the hinge side): A3-3's views across the safe
    // area's width are cut there, which the safe area alone cannot prevent (the corner-adapted
    // margins can, R18.4). Anywhere else the scene is clean.
    let duo = report.findings.filter {
      scene == "A3-3" && $0.rule == .roundedCornerClipping
        && $0.environments.allSatisfy { $0.device.modelName == "iPhone Duo" }
    }
    #expect(
      report.findings.count == duo.count, "\(scene): \(report.findings.map(\.message))")
  }

  @Test("A3-9 fixed: no item under the housing")
  func collectionFixed() throws {
    let report = try AuditFixture.audit(example: "A3-9-fixed")
    #expect(!report.findings.contains { $0.rule == .collectionItemsUnderHousing })
  }

  @Test("A4-4 fixed: nothing over the home indicator; clean in portrait")
  func homeIndicatorFixed() throws {
    let report = try AuditFixture.audit(example: "A4-4-fixed")
    #expect(!report.findings.contains { $0.rule == .controlOverHomeIndicator })
    let portrait = try AuditFixture.audit(
      example: "A4-4-fixed", matrix: AuditMatrix(orientations: [.portrait]))
    #expect(portrait.findings.isEmpty, "\(portrait.findings.map(\.message))")
  }

  @Test("A0-10: the last row is reachable on the article's iPhone X")
  func a010() throws {
    let device = try #require(DeviceCatalog.device(named: "iPhone X"))
    let report = try AuditFixture.audit(
      example: "A0-10", matrix: AuditMatrix(devices: [device], orientations: [.portrait]))
    #expect(report.findings.isEmpty)
  }

  @Test("A2-3: iOS 10 insets a table already below the bar again (R5.1, R11.3)")
  func a23() throws {
    let device = try #require(DeviceCatalog.device(named: "iPhone 8"))
    let report = try AuditFixture.audit(
      example: "A2-3",
      matrix: AuditMatrix(devices: [device], orientations: [.portrait], iosVersions: [10]))
    let finding = try #require(report.findings.first { $0.rule == .doubleInset })
    #expect(finding.amount == 64)
  }

  @Test("findings say where: grouped by family and orientation")
  func grouping() throws {
    let report = try AuditFixture.audit(example: "A3-9")
    let finding = try #require(report.findings.first { $0.rule == .collectionItemsUnderHousing })
    #expect(finding.summary.hasPrefix("on 33 of \(DeviceCatalog.devices.count) devices: "))
    #expect(finding.summary.hasSuffix("in landscape"))
    #expect(finding.view.line == 9)
    #expect(finding.view.sceneID == "cv")
  }
}

/// R12.3: a view with `alpha` below 0.01 is invisible and takes no touches; the audit skips it.
@MainActor
@Suite struct TransparentViewAuditTests {
  @Test("A3-2's view under the housing is not reported once it is transparent (alpha 0)")
  func transparentViewsAreNotContent() throws {
    let path = packageRoot.appendingPathComponent("Examples/A3-2.yaml").path
    let scene = try SceneLoader.load(path: path)
    let matrix = AuditMatrix(devices: DeviceCatalog.devices.filter { $0.name == "iPhone X" })
    func audit(alpha: CGFloat) throws -> AuditReport {
      Auditor(matrix: matrix).audit(files: ["A3-2.yaml"]) { _, environment in
        let overrides = EnvironmentOverrides(
          device: environment.device, orientation: environment.orientation, ios: environment.ios)
        let window = try SceneBuilder.makeWindow(
          scene, environment: try SceneBuilder.environment(for: scene, overrides: overrides))
        var views = [window as UIView]
        while let view = views.popLast() {
          if view.sceneID == "view1" { view.alpha = alpha }
          views += view.subviews
        }
        window.layoutIfNeeded()
        return window.snapshot()
      }
    }
    let rule = "sensor_housing_overlap"
    #expect(
      try audit(alpha: 1).findings.contains {
        $0.rule.rawValue == rule && $0.view.sceneID == "view1"
      })
    #expect(
      try audit(alpha: 0.5).findings.contains {
        $0.rule.rawValue == rule && $0.view.sceneID == "view1"
      })
    #expect(!(try audit(alpha: 0).findings.contains { $0.view.sceneID == "view1" }))
  }
}
