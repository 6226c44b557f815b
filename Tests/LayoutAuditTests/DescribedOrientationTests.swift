import DeviceCatalog
import Foundation
import LayoutAudit
import Testing

/// R20.1: a custom device's display described in one orientation only (an unmeasured pose is
/// not guessed) is left out of the matrix in the other, with a note.
@Suite struct DescribedOrientationTests {
  @Test("the matrix leaves an undescribed orientation out and says so")
  func leftOut() {
    var device = Device.custom(
      name: "Outer display", width: 466, height: 678, scale: 3,
      portraitSafeArea: EdgeInsets(top: 0, left: 0, bottom: 34, right: 84),
      landscapeSafeArea: nil, statusBar: nil, homeIndicator: true, cornerRadius: 0)
    device.describedOrientations = [.portrait]
    var matrix = AuditMatrix(
      devices: [device], orientations: [.portrait, .landscapeLeft], iosVersions: [27])
    #expect(matrix.environments.map(\.orientation) == [.portrait])
    #expect(
      matrix.windowNotes == [
        "Outer display describes no landscape geometry (its 'orientations'): left out of 1"
          + " environment"
      ])
    device.describedOrientations = OrientationKind.allCases
    matrix.devices = [device]
    #expect(matrix.environments.count == 2)
    #expect(matrix.windowNotes.isEmpty)
    // An app's matrix follows each catalog device's iOS range; a custom device has none, so
    // the versions asked for apply (project mode with --devices FILE.yaml --ios 27).
    matrix.versionsFollowDevices = true
    #expect(matrix.versions(for: device) == [27])
  }

  @Test("a device known without geometry is in no matrix and no count (iPhone 18 Pro)")
  func knownWithoutGeometry() {
    #expect(!DeviceCatalog.unmeasuredDevices.isEmpty)
    let known = Set(DeviceCatalog.unmeasuredDevices.flatMap { [$0.name, $0.id] })
    let matrix = AuditMatrix()
    #expect(matrix.devices.count == DeviceCatalog.devices.count)
    #expect(matrix.environments.allSatisfy { !known.contains($0.device.name) })
    #expect(matrix.environments.allSatisfy { !known.contains($0.device.id) })
    for selector in ["all", "iphone", "iPhone 18 Pro", "iphone,iPhone19,7"] {
      let selected = AuditMatrix.devices(matching: selector) ?? []
      #expect(selected.allSatisfy { !known.contains($0.name) }, "\(selector)")
    }
    #expect(AuditMatrix.devices(matching: "iPhone 18 Pro") == nil)
  }

  @Test("the catalog's iPhone Duo: both displays in both orientations, no note")
  func catalogDuo() throws {
    var matrix = AuditMatrix()
    let duo = matrix.environments.filter { $0.device.modelName == "iPhone Duo" }
    // The inner display's portrait top is measured since issue 32 (82: DUO-PROBE, DUO-SOMNIO),
    // so every pose of both displays is laid out and nothing is left out.
    #expect(
      duo.map(\.device.name) == [
        "iPhone Duo (inner display)", "iPhone Duo (inner display)", "iPhone Duo (outer display)",
        "iPhone Duo (outer display)",
      ])
    #expect(duo.map(\.orientation) == [.portrait, .landscapeLeft, .portrait, .landscapeLeft])
    #expect(duo.allSatisfy { $0.ios == 27 })
    #expect(matrix.environments.count == 2 * matrix.devices.count)
    #expect(matrix.windowNotes.isEmpty && matrix.catalogNotes.isEmpty)
    // Named, nothing is left out either.
    matrix.devices = AuditMatrix.devices(matching: "iphone,iPhone Duo") ?? []
    matrix.namedDeviceIDs = AuditMatrix.namedDeviceIDs(in: "iphone,iPhone Duo")
    #expect(matrix.namedDeviceIDs == ["iphone-duo-inner", "iphone-duo-outer"])
    #expect(matrix.windowNotes.isEmpty && matrix.catalogNotes.isEmpty)
    // A family is not a name: `iphone` holds the Duo (Apple presents it as an iPhone).
    #expect(AuditMatrix.namedDeviceIDs(in: "iphone,all").isEmpty)
    #expect(
      AuditMatrix.devices(matching: "iphone")?.filter(\.hasTwoDisplays).count == 2
        && AuditMatrix.devices(matching: "ipad")?.contains(where: \.hasTwoDisplays) == false)
  }

  @Test("grouping: a display that shows it in the one pose it describes joins 'both orientations'")
  func grouping() throws {
    let matrix = AuditMatrix()
    let everywhere = EnvironmentGrouping.summary(matrix.environments, matrix: matrix)
    #expect(everywhere == "on 87 of 87 devices: every device in both orientations")
    let withoutDuo = matrix.environments.filter { $0.device.modelName != "iPhone Duo" }
    #expect(
      EnvironmentGrouping.summary(withoutDuo, matrix: matrix)
        == "on 85 of 87 devices: every device except iPhone Duo (inner display) and iPhone Duo"
        + " (outer display) in both orientations")
    let onlyDuo = matrix.environments.filter { $0.device.modelName == "iPhone Duo" }
    #expect(
      EnvironmentGrouping.summary(onlyDuo, matrix: matrix)
        == "on 2 of 87 devices: iPhone Duo (inner display) and iPhone Duo (outer display) in both"
        + " orientations")
  }
}
