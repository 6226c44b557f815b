import Foundation
import Testing

/// Round M's Micro.blog (training), rewritten small as a code screen: the app delegate answers
/// `application(_:supportedInterfaceOrientationsFor:)` with portrait, so no window of the app
/// turns to landscape (R22.15); a view framed under the housing in landscape only is then never
/// under it. The look-alike forwards the answer to the root controller (OpenStreetCam), which
/// locks nothing.
@Suite struct AppOrientationCommandTests {
  static let screen = """
    import UIKit

    class HelpViewController: UIViewController {
        let badge = UIView()

        override func viewDidLoad() {
            super.viewDidLoad()
            badge.backgroundColor = .red
            badge.frame = CGRect(x: 0, y: 150, width: 60, height: 44)
            view.addSubview(badge)
        }
    }
    """

  static func delegate(_ answer: String) -> String {
    """
    import UIKit

    class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?

        func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
            return \(answer)
        }
    }
    """
  }

  @Test func theAppDelegatesPortraitAnswerKeepsEveryScreenOutOfLandscape() throws {
    for (answer, landscape) in [
      (".portrait", false),
      ("window?.rootViewController?.supportedInterfaceOrientations ?? .all", true),
    ] {
      let directory = try CodeScreenContextCommandTests.folder([
        "HelpViewController.swift": Self.screen, "AppDelegate.swift": Self.delegate(answer),
      ])
      defer { try? FileManager.default.removeItem(at: directory) }
      let result = try safearea(
        ["audit", ".", "--devices", "iPhone X", "--orientations", "portrait,landscapeLeft"],
        in: directory)
      #expect(result.stdout.contains("'badge'") == landscape, "\(answer): \(result.stdout)")
    }
  }
}
