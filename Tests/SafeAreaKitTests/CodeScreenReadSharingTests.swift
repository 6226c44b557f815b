import DeviceCatalog
import Foundation
import HeadlessUIKit
import LayoutAudit
import Testing

@testable import SafeAreaKit

/// The audit reuses a code screen's layout between environments whose layout inputs are equal
/// and where every fact its code read gives the same value (the side of `#available(iOS 13.0,
/// *)`, a height check's outcome). Sharing must never change the findings: the audit with
/// sharing gives exactly the findings of the audit that lays every environment out, whatever
/// the order of the iOS versions.
@Suite("audit: code screens share layouts where what their code read is equal")
@MainActor
struct CodeScreenReadSharingTests {
  /// A button framed 10 pt down on screens at least 812 tall and 30 pt down on shorter ones
  /// from iOS 13, and 100 pt down before: under the notch from iOS 13 on notched phones only.
  static let screen = """
    import UIKit

    let kButtonTop: CGFloat = UIScreen.main.bounds.height >= 812 ? 10 : 30

    final class CheckViewController: UIViewController {
      let doneButton = UIButton(type: .system)
      override func viewDidLoad() {
        super.viewDidLoad()
        doneButton.setTitle("Done", for: .normal)
        // A filled button: its frame is what is drawn (a title alone is judged by its text).
        doneButton.backgroundColor = .systemBlue
        view.addSubview(doneButton)
        if #available(iOS 13.0, *) {
          doneButton.frame = CGRect(x: 0, y: kButtonTop, width: 50, height: 50)
        } else {
          doneButton.frame = CGRect(x: 0, y: 100, width: 50, height: 50)
        }
      }
    }
    """

  static func audit(_ path: String, ios: [Int], sharing: Bool) throws -> AuditReport {
    let sources = try CodeScreenSources.load([path], messages: .discarded)
    let devices = [
      "iPhone 8", "iPhone X", "iPhone XS", "iPhone 11 Pro Max", "iPhone SE (1st generation)",
    ].compactMap { DeviceCatalog.device(named: $0) }
    let matrix = AuditMatrix(devices: devices, iosVersions: ios)
    let (layout, accepts) = LayoutSources.closures(sources)
    let auditor = Auditor(matrix: matrix, sharesLayouts: sharing)
    return auditor.audit(
      files: sources.map(\.name),
      layout: { name, environment in
        try MainActor.assumeIsolated { try layout(name, environment) }
      }, accepts: accepts)
  }

  /// A finding without the order of its environments (the matrix's, which `--ios` orders).
  static func unordered(_ finding: Finding) -> String {
    "\(finding.rule) \(finding.view.line) \(finding.message) \(finding.summary) "
      + finding.environments.map(\.description).sorted().joined(separator: "; ")
  }

  @Test("shared layouts give the findings of one layout per environment, in any order")
  func sameFindings() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("CodeScreenReadSharingTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("Check.swift").path
    try Self.screen.write(toFile: path, atomically: true, encoding: .utf8)
    let unshared = try Self.audit(path, ios: [12, 13, 15], sharing: false)
    let shared = try Self.audit(path, ios: [12, 13, 15], sharing: true)
    let backward = try Self.audit(path, ios: [15, 13, 12], sharing: true)
    #expect(!unshared.findings.isEmpty)
    #expect(shared.findings == unshared.findings)
    #expect(backward.findings.map(Self.unordered) == unshared.findings.map(Self.unordered))
    // Findings from iOS 13 on only (before, the button is 100 pt down).
    #expect(unshared.findings.allSatisfy { $0.environments.allSatisfy { $0.ios >= 13 } })
    // Shared: fewer layouts than environments laid out.
    #expect(shared.layoutCount < unshared.layoutCount, "\(shared.layoutCount)")
  }
}
