import DeviceCatalog
import Foundation
import LayoutAudit
import SceneDocument
import Testing

/// An example's matrix; `devices: "scene"` is the scene's own (custom) device.
func exampleMatrix(_ example: RuleExample) throws -> AuditMatrix {
  guard example.devices == "scene" else {
    return try #require(example.matrix, "devices '\(example.devices)'")
  }
  let scene = try SceneLoader.parse(example.scene, file: "example.yaml")
  var matrix = AuditMatrix(
    devices: [try SceneBuilder.environment(for: scene).device],
    orientations: example.orientations, iosVersions: example.iosVersions)
  matrix.windowSizes = example.windows
  matrix.windowControlsFrame = example.windowControlsFrame
  return matrix
}

/// Every rule's triggering and non-triggering examples, in one parameterised test.
@MainActor
@Suite("rule examples")
struct RuleExampleTests {
  @Test("examples", arguments: AuditRules.descriptions.map(\.identifier.rawValue))
  func examples(identifier: String) throws {
    let rule = try #require(AuditRules.rule(named: identifier))
    let description = rule.description
    #expect(!description.triggeringExamples.isEmpty)
    #expect(!description.nonTriggeringExamples.isEmpty)
    #expect(description.identifier.rawValue.allSatisfy { $0.isLowercase || $0 == "_" })
    for (index, example) in description.triggeringExamples.enumerated() {
      let matrix = try exampleMatrix(example)
      let report = try AuditFixture.audit(
        yaml: example.scene, file: "\(identifier)-triggering-\(index).yaml", matrix: matrix)
      #expect(
        report.findings.contains { $0.reports(description.identifier) },
        "triggering example \(index) of \(identifier) found nothing")
    }
    for (index, example) in description.nonTriggeringExamples.enumerated() {
      let matrix = try exampleMatrix(example)
      let report = try AuditFixture.audit(
        yaml: example.scene, file: "\(identifier)-non-triggering-\(index).yaml", matrix: matrix)
      let found = report.findings.filter { $0.reports(description.identifier) }
      #expect(
        found.isEmpty,
        "non-triggering example \(index) of \(identifier): \(found.map(\.message))")
    }
  }
}
