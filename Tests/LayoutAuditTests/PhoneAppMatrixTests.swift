import DeviceCatalog
import Foundation
import LayoutAudit
import Testing

/// R19.5 in the audit's matrix (`--app-idiom phone`): iPads become an iPhone-only app's window
/// where it was measured, and are left out with a note elsewhere; phones are unchanged.
@Suite struct PhoneAppMatrixTests {
  @Test("--app-idiom phone: the measured iPad lays the app out in its 417 × 1210 window")
  func matrix() throws {
    let names = ["iPhone 16", "iPad Pro 11-inch (M4)", "iPad Air 11-inch (M2)"]
    let devices = try names.map { try #require(DeviceCatalog.device(named: $0)) }
    var matrix = AuditMatrix(devices: devices, orientations: [.portrait], iosVersions: [27])
    matrix.appIdiom = .phone
    let environments = matrix.environments
    #expect(environments.map(\.device.name) == ["iPhone 16", "iPad Pro 11-inch (M4)"])
    let pad = try #require(environments.last)
    #expect(pad.isPhoneAppOnPad)
    #expect(pad.windowFrame == CGRect(x: 0, y: 0, width: 417, height: 1210))
    #expect(environments.first?.appIdiom == nil)
    #expect(matrix.windowNotes.count == 1)
    #expect(
      matrix.windowNotes.first?.hasPrefix(
        "--app-idiom phone: no source measured an iPhone-only app's window on these iPads (R19.5;"
          + " measured only: 417×1210 on an 834×1210 @2x iPad screen in portrait (iOS 27;"
          + " DUO-STREAM §1)): left out of 1 environment") == true, "\(matrix.windowNotes)")
    // Under iOS 26 no iPad takes it (R19.1: resizable phone apps from iOS 27).
    matrix.iosVersions = [26]
    #expect(matrix.environments.map(\.device.name) == ["iPhone 16"])
  }
}
