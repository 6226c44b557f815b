import DeviceCatalog
import Findings
import LayoutAudit
import Testing

/// A configuration applied to the audit: its matrix and its rules.
@Suite("audit configuration")
struct AuditConfigurationTests {
  @Test("a configured matrix replaces what it sets and keeps the rest")
  func matrix() throws {
    let base = AuditMatrix(
      devices: try #require(AuditMatrix.devices(matching: "ipad")), orientations: [.landscapeLeft],
      iosVersions: [17])
    let configured = Configuration.Matrix(devices: ["iPhone X"], ios: [11, 26])
    let matrix = base.overridden(by: configured)
    #expect(matrix.devices.map(\.name) == ["iPhone X"])
    #expect(matrix.orientations == [.landscapeLeft])
    #expect(matrix.iosVersions == [11, 26])
    #expect(matrix.statusBarHidden == false)
    #expect(base.overridden(by: Configuration.Matrix()) == base)
  }

  @Test("disabled rules do not run; the others do")
  func rules() throws {
    var configuration = Configuration(rootDirectory: "/")
    configuration.disabledRules = [.fixedPosition, .sensorHousingOverlap]
    let auditor = Auditor(matrix: AuditMatrix(), configuration: configuration)
    let identifiers = auditor.rules.map { $0.description.identifier }
    #expect(identifiers.count == AuditRules.all.count - 2)
    #expect(!identifiers.contains(.fixedPosition) && !identifiers.contains(.sensorHousingOverlap))
    #expect(identifiers.contains(.contentUnderBar))
  }
}
