import Foundation
import Testing

/// `audit` on code screens shown by code (issue 28 item 4): the code that pushes, presents or
/// adds a controller as a child, read from the same sources, places the screen instead of the
/// assumed context. The screens are small rewrites of hand-made bars in real apps: a back button
/// framed at y 20 (a 20-pt status bar assumed), which on a pushed screen lies under the
/// navigation bar.
@Suite("audit: code screens in the context their code shows them")
struct CodeScreenContextCommandTests {
  static func folder(_ files: [String: String]) throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("CodeScreenContextCommandTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for (name, text) in files {
      try text.write(
        to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return directory
  }

  /// A screen that never names its navigation item: alone, it is assumed full screen, and what
  /// rests on its top edge is not judged.
  static let detail = """
    import UIKit

    class DetailViewController: UIViewController {
        let backButton = UIButton(type: .system)

        override func viewDidLoad() {
            super.viewDidLoad()
            backButton.setTitle("Back", for: .normal)
            backButton.frame = CGRect(x: 8, y: 20, width: 60, height: 44)
            view.addSubview(backButton)
        }
    }
    """

  static let list = """
    import UIKit

    class ListViewController: UIViewController {
        func open() {
            let detail = DetailViewController()
            navigationController?.pushViewController(detail, animated: true)
        }
    }
    """

  static let arguments = [
    "audit", ".", "--devices", "iPhone 8", "--orientations", "portrait",
  ]

  @Test("alone, the screen is assumed full screen and its top edge is not judged")
  func assumedAlone() throws {
    let directory = try Self.folder(["DetailViewController.swift": Self.detail])
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try safearea(Self.arguments, in: directory)
    #expect(!result.stdout.contains("backButton"), "\(result.stdout)")
  }

  @Test("pushed by code read with it: under the navigation bar (64 pt on a 20-pt status bar)")
  func pushedByCode() throws {
    let directory = try Self.folder([
      "DetailViewController.swift": Self.detail, "ListViewController.swift": Self.list,
    ])
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try safearea(Self.arguments, in: directory)
    // The button spans y 20–64 in the window; a pushed screen's navigation bar spans 20–64
    // on a 20-pt status bar (44-pt bar, UIKit's printed height): the whole button is under it.
    #expect(
      result.stdout.contains("DetailViewController.swift:9:")
        && result.stdout.contains("backButton")
        && result.stdout.contains("[content_under_bar]"), "\(result.stdout)")
    #expect(!result.stdout.contains("context assumed"), "\(result.stdout)")
  }

  @Test("a child controller whose view its parent places is a part, not audited alone")
  func childIsAPart() throws {
    let parent = """
      import UIKit

      class PagesViewController: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              let page = DetailViewController()
              addChild(page)
              view.addSubview(page.view)
              page.didMove(toParent: self)
          }
      }
      """
    let directory = try Self.folder([
      "DetailViewController.swift": Self.detail, "PagesViewController.swift": parent,
    ])
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try safearea(Self.arguments, in: directory)
    #expect(
      result.stderr.contains(
        "'DetailViewController.swift#DetailViewController' is a child view"
          + " controller of 'PagesViewController'"), "\(result.stderr)")
    #expect(!result.stdout.contains("backButton"), "\(result.stdout)")
  }

  @Test("pushed by a screen that hides the navigation bar: the pushed screen shares the hidden bar")
  func pushedUnderHiddenBar() throws {
    let hiding = """
      import UIKit

      class ListViewController: UIViewController {
          override func viewWillAppear(_ animated: Bool) {
              super.viewWillAppear(animated)
              navigationController?.setNavigationBarHidden(true, animated: animated)
          }

          func open() {
              navigationController?.pushViewController(DetailViewController(), animated: true)
          }
      }
      """
    let directory = try Self.folder([
      "DetailViewController.swift": Self.detail, "ListViewController.swift": hiding,
    ])
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try safearea(
      ["audit", ".", "--devices", "iPhone X", "--orientations", "portrait"], in: directory)
    // No bar: the button (y 20–64) is not under a navigation bar, but 24 pt of it is in the
    // iPhone X's 44-pt status bar (the catalog).
    #expect(!result.stdout.contains("[content_under_bar]"), "\(result.stdout)")
    #expect(
      result.stdout.contains("backButton") && result.stdout.contains("[control_in_status_bar]"),
      "\(result.stdout)")
  }

  @Test("every bar opaque through the appearance proxy: the pushed screen starts below its bar")
  func opaqueByAppearance() throws {
    // A rewrite of round G's app delegate (Swift): the proxy bound to a local.
    let delegate = """
      import UIKit

      class AppDelegate: UIResponder, UIApplicationDelegate {
          func setAppearance() {
              let proxy = UINavigationBar.appearance()
              proxy.isTranslucent = false
          }
      }
      """
    let directory = try Self.folder([
      "DetailViewController.swift": Self.detail, "ListViewController.swift": Self.list,
      "AppDelegate.swift": delegate,
    ])
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try safearea(Self.arguments, in: directory)
    // Below an opaque bar the view starts at the bar's bottom (y 64 on a 20-pt status bar), so
    // the button (y 20–64 of the view) is at 84–128 in the window: under no bar.
    #expect(!result.stdout.contains("[content_under_bar]"), "\(result.stdout)")
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    // The control: without the app delegate the same push lays the button under the bar.
    try FileManager.default.removeItem(at: directory.appendingPathComponent("AppDelegate.swift"))
    let translucent = try safearea(Self.arguments, in: directory)
    #expect(translucent.stdout.contains("[content_under_bar]"), "\(translucent.stdout)")
  }
}
