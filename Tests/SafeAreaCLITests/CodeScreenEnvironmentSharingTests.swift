import Foundation
import Testing

/// A code screen's layout can rest on more than the environment's layout inputs: an iPhone X
/// under iOS 12 and under iOS 13 has equal inputs (R1.9: the same window insets), but code that
/// tests `#available(iOS 13.0, *)` places its views differently. The audit reused the first
/// iOS version's layout for the second, so `--ios 12,13` and `--ios 13,12` disagreed.
@Suite("audit: a code screen is laid out in each iOS version its code tests")
struct CodeScreenEnvironmentSharingTests {
  /// A button framed at the window's corner before iOS 13 and 100 pt down from iOS 13 on.
  static let screen = """
    import UIKit

    final class AvailViewController: UIViewController {
      let doneButton = UIButton(type: .system)
      override func viewDidLoad() {
        super.viewDidLoad()
        doneButton.setTitle("Done", for: .normal)
        // A filled button: its frame is what is drawn (a title alone is judged by its text).
        doneButton.backgroundColor = .systemBlue
        view.addSubview(doneButton)
        if #available(iOS 13.0, *) {
          doneButton.frame = CGRect(x: 0, y: 100, width: 50, height: 50)
        } else {
          doneButton.frame = CGRect(x: 0, y: 10, width: 50, height: 50)
        }
      }
    }
    """

  static func findingLines(_ ios: String) throws -> [Substring] {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("CodeScreenEnvironmentSharingTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try screen.write(
      to: directory.appendingPathComponent("Avail.swift"), atomically: true, encoding: .utf8)
    let result = try safearea(
      [
        "audit", "Avail.swift", "--devices", "iPhone X", "--ios", ios, "--rules", "all",
        "--no-cache",
      ], in: directory)
    return result.stdout.split(separator: "\n").filter { $0.contains("on 1 device") }
  }

  @Test("the order of the iOS versions does not change the findings")
  func orderDoesNotMatter() throws {
    let forward = try Self.findingLines("12,13")
    let backward = try Self.findingLines("13,12")
    #expect(forward == backward)
    // The corner is reached only where the button sits at y 10: under iOS 12, in landscape.
    #expect(forward.count == 1, "\(forward)")
    #expect(forward.allSatisfy { $0.contains("(iOS 12)") && !$0.contains("13") }, "\(forward)")
  }
}
