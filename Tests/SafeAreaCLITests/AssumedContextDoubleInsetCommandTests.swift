import Foundation
import Testing

/// Round J's training run, rewritten small: a code screen that no code read shows (bilibili-ios's
/// search-result page, really a child page below its parent's search bar) is laid out full
/// screen by assumption, and its collection view 40 pt down was reported as an iOS 10 double
/// inset of the status bar. Where the context is only assumed, what rests on the top edge is not
/// known, so `double_inset`'s iOS 10 reading (the top layout guide) is left out too; where the
/// code shows the screen (the window's root inside a navigation controller), it is reported.
@Suite struct AssumedContextDoubleInsetCommandTests {
  static func screen(shown: Bool) -> String {
    """
    import UIKit

    \(shown ? """
    class AppDelegate: UIResponder, UIApplicationDelegate {
      var window: UIWindow?
      func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: ResultsViewController())
        return true
      }
    }
    """ : "")

    class ResultsViewController: UIViewController {
      override func viewDidLoad() {
        super.viewDidLoad()
        let list = UITableView(frame: CGRect(x: 0, y: \(shown ? 64 : 40), width: 320, height: 400), style: .plain)
        list.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        view.addSubview(list)
      }
    }
    """
  }

  static func findings(shown: Bool) throws -> [String] {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("AssumedContextDoubleInset-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try screen(shown: shown).write(
      to: root.appendingPathComponent("Results.swift"), atomically: true, encoding: .utf8)
    let run = try safearea(
      [
        "audit", "--no-cache", "--jobs", "1", "--rules", "all", "--devices", "iPhone 8",
        "--ios", "10", "--orientations", "portrait", "Results.swift",
      ], in: root)
    return run.stdout.split(separator: "\n").map(String.init).filter {
      $0.hasSuffix("[double_inset]")
    }
  }

  @Test func anAssumedFullScreenLeavesTheIOS10DoubleInsetOut() throws {
    #expect(try Self.findings(shown: false).isEmpty)
  }

  @Test func aScreenTheCodeShowsUnderABarIsReported() throws {
    let found = try Self.findings(shown: true)
    #expect(found.count == 1, "\(found)")
    #expect(found.first?.contains("'list'") == true, "\(found)")
  }
}
