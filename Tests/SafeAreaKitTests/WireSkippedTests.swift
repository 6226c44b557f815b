import DeviceCatalog
import Foundation
import HeadlessUIKit
import LayoutAudit
import SceneDocument
import Testing

@testable import SafeAreaKit

/// The worker wire (``WireResult``) for a file whose scene needs a newer iOS than part of the
/// matrix (moved from LayoutAuditTests' IOSRequirementTests with the workers).
@MainActor
@Suite struct WireSkippedTests {
  let keyboardChat = "Examples/keyboard-chat.yaml"

  @Test("skipped environments cross the worker pipe unchanged")
  func wireRoundTrip() throws {
    let devices = ["iPhone 6", "iPhone 15 Pro"].compactMap { DeviceCatalog.device(named: $0) }
    let auditor = Auditor(matrix: AuditMatrix(devices: devices))
    let prepared = Auditor.Prepared(auditor)
    let path = packageRoot.appendingPathComponent(keyboardChat).path
    let scene = try SceneLoader.load(path: path)
    let result = auditor.result(
      of: keyboardChat, prepared,
      layout: { _, environment in
        try AuditFixture.layOut(scene, in: environment, derivations: false, constraints: false)
      }, accepts: nil, progress: nil)
    #expect(result.skipped?.environments.count == 2)
    let decoded = try #require(WireResult.decode(WireResult.encode(result, prepared), prepared))
    #expect(decoded.skipped == result.skipped)
    #expect(
      auditor.merged([decoded], files: [keyboardChat])
        == auditor.merged([result], files: [keyboardChat]))
  }
}
