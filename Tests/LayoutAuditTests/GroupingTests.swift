import DeviceCatalog
import Foundation
import HeadlessUIKit
import Testing

@testable import LayoutAudit

/// How a rule's observations become findings: one per view, in view order, with the caveats
/// counted over the devices that observed the view.
@MainActor
@Suite struct GroupingTests {
  static let devices = ["iPhone 8", "iPhone X", "iPhone 15 Pro"].compactMap {
    DeviceCatalog.device(named: $0)
  }

  func observation(
    _ view: ViewReference, _ device: Device, caveat: String? = nil,
    in environments: [Environment] = []
  ) -> Observation {
    Observation(
      view: view, amount: 1, message: "m", fix: "f",
      environment: environments.first { $0.device.id == device.id } ?? Environment(device: device),
      caveat: caveat)
  }

  @Test func caveatsAreCountedOverDevices() throws {
    let view = ViewReference(file: "a", line: 1, column: 1, sceneID: "v", className: "UIView")
    let (eight, x, fifteen) = (Self.devices[0], Self.devices[1], Self.devices[2])
    #expect(Auditor.caveat(of: [observation(view, eight), observation(view, x)]) == "")
    // Every device has it: no count.
    #expect(
      Auditor.caveat(of: [
        observation(view, eight, caveat: "at its end"), observation(view, x, caveat: "at its end"),
      ]) == " (at its end)")
    // Some devices, and one device observed twice (two environments) counts once.
    let mixed = [
      observation(view, eight, caveat: "approximate: no sourced outline"),
      observation(view, x), observation(view, fifteen, caveat: "at its end"),
      observation(view, eight, caveat: "approximate: no sourced outline"),
      observation(view, fifteen, caveat: "approximate: no sourced outline"),
    ]
    #expect(
      Auditor.caveat(of: mixed)
        == " (approximate on 2 of 3 devices: no sourced outline; at its end on 1 of 3 devices)")
  }

  @Test func oneFindingPerViewInViewOrder() throws {
    let first = ViewReference(file: "a", line: 1, column: 1, sceneID: "v1", className: "UIView")
    let second = ViewReference(file: "a", line: 9, column: 1, sceneID: "v2", className: "UIView")
    let auditor = Auditor(matrix: AuditMatrix(devices: Self.devices))
    let prepared = Auditor.Prepared(auditor)
    // Interleaved, the later view first: grouped per view, sorted by view.
    let matrix = prepared.environments
    let observations = [
      observation(second, Self.devices[0], in: matrix),
      observation(first, Self.devices[1], in: matrix),
      observation(second, Self.devices[2], in: matrix),
      observation(first, Self.devices[0], in: matrix),
    ]
    let findings = auditor.group(
      observations, description: ContentUnderBarRule.description, file: "a",
      grouping: prepared.grouping)
    #expect(findings.map(\.view.sceneID) == ["v1", "v2"])
    #expect(findings.map(\.environments.count) == [2, 2])
  }
}
