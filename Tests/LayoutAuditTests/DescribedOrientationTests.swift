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
}
