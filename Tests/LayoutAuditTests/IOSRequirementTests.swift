import DeviceCatalog
import Findings
import Foundation
import HeadlessUIKit
import SceneDocument
import Testing

@testable import LayoutAudit

/// A scene that needs a newer iOS behaviour than part of the matrix (the keyboard layout guide is
/// iOS 15, R16.4; the safe-area API iOS 11, R1.1): the audit leaves those environments out and
/// says which and why, and fails the file only when no environment of the matrix is left.
@MainActor
@Suite struct IOSRequirementTests {
  static let keyboardChat = "Examples/keyboard-chat.yaml"

  /// `keyboard-chat.yaml` audited over `matrix`, as `safearea audit` lays files out.
  func auditKeyboardChat(_ matrix: AuditMatrix) throws -> AuditReport {
    let path = packageRoot.appendingPathComponent(Self.keyboardChat).path
    let scene = try SceneLoader.parse(
      try String(contentsOfFile: path, encoding: .utf8), file: Self.keyboardChat)
    return Auditor(matrix: matrix).audit(files: [Self.keyboardChat]) { _, environment in
      try AuditFixture.layOut(scene, in: environment, derivations: false, constraints: false)
    }
  }

  @Test("the default matrix leaves out exactly the devices whose newest iOS is below 15")
  func defaultMatrixSkipsOldDevices() throws {
    let matrix = AuditMatrix()
    let report = try auditKeyboardChat(matrix)
    #expect(report.failures.isEmpty)
    let skipped = try #require(report.skipped.first)
    #expect(report.skipped.count == 1)
    #expect(skipped.file == Self.keyboardChat)
    #expect(skipped.requiredIOS == 15)
    // Located where the scene uses the guide: `bottom == keyboard.top`.
    #expect(skipped.reason.hasPrefix(Self.keyboardChat + ":17:"))
    #expect(skipped.reason.contains("keyboardLayoutGuide"))
    // Invariant over the catalog: an environment is left out if and only if it is below iOS 15.
    let below = matrix.environments.filter { $0.ios < 15 }
    #expect(!below.isEmpty)
    #expect(skipped.environments.map(EnvironmentKey.init) == below.map(EnvironmentKey.init))
    for environment in report.findings.flatMap(\.environments) {
      #expect(environment.ios >= 15, "\(environment)")
    }
    // Every other environment was laid out (one layout per distinct input at least).
    #expect(report.layoutCount > 0)
    #expect(skipped.summary.hasPrefix("on \(Set(below.map(\.device.id)).count) of "))
  }

  @Test("the report says so: a note in text, a 'skipped' array in JSON, the count in the scope")
  func reportSaysWhichAndWhy() throws {
    let report = try auditKeyboardChat(AuditMatrix())
    let skipped = try #require(report.skipped.first)
    let text = AuditReporter.text(report)
    #expect(text.contains("note: " + skipped.note))
    #expect(skipped.note.contains("\(skipped.environments.count) environments left out"))
    #expect(
      text.contains("(\(skipped.environments.count) left out for 1 file needing a newer iOS)"))
    let json = AuditReporter.json(report)
    #expect(json.contains("\"skipped\""))
    #expect(json.contains("\"requiredIOS\": 15"))
    #expect(json.contains("\"environments\": \(skipped.environments.count)"))
    // A report with nothing left out has neither.
    let clean = try AuditFixture.audit(example: "A0-1")
    #expect(clean.skipped.isEmpty)
    #expect(!AuditReporter.json(clean).contains("\"skipped\""))
    #expect(!AuditReporter.text(clean).contains("note:"))
  }

  @Test("a scene laid out nowhere on the matrix is a located failure")
  func nowhereIsAFailure() throws {
    let devices = ["iPhone 6", "iPhone 15 Pro"].compactMap { DeviceCatalog.device(named: $0) }
    let report = try auditKeyboardChat(AuditMatrix(devices: devices, iosVersions: [12, 13]))
    #expect(report.skipped.isEmpty)
    let failure = try #require(report.failures.first)
    #expect(failure.file == Self.keyboardChat)
    #expect(failure.message.hasPrefix(Self.keyboardChat + ":17:"))
    #expect(failure.message.contains("introduced in iOS 15"))
    #expect(report.exitStatus(strict: false) == 65)
  }

  @Test("the safe-area API under iOS 10: those environments left out, iOS 11 required")
  func safeAreaUnderIOS10() throws {
    let yaml = """
      root:
        controller:
          view:
            subviews:
              - view: { id: content, frame: [0, safeArea.top, 100, 100] }
      """
    let devices = ["iPhone 8", "iPhone X"].compactMap { DeviceCatalog.device(named: $0) }
    let matrix = AuditMatrix(devices: devices, iosVersions: [10, 11, 26])
    let report = try AuditFixture.audit(yaml: yaml, file: "safe.yaml", matrix: matrix)
    let skipped = try #require(report.skipped.first)
    #expect(skipped.requiredIOS == 11)
    #expect(skipped.environments.allSatisfy { $0.ios == 10 })
    #expect(skipped.environments.count == matrix.environments.filter { $0.ios == 10 }.count)
  }
}
