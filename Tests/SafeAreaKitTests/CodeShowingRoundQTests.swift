import CodeContext
import Foundation
import LayoutAudit
import Testing

@testable import SafeAreaKit

/// Round P's code-screen context leftovers, rewritten small (training; `Documentation/
/// CodeContext.md`, "Round Q's code-context classes").
@Suite("Code screens: a push onto a navigation class that may hide its bar (round P leftovers)")
@MainActor
struct CodeShowingRoundQTests {
  /// weiboSwift's tabs: each made from a class name in data and wrapped in a
  /// `MainNavigationController` whose `viewDidLoad` runs `barStatement`; the home tab pushes the
  /// web screen, whose title label sits at y 20 of its view (it draws its own bar below).
  static func weibo(barStatement: String) -> String {
    """
    import UIKit
    class MainNavigationController: UINavigationController {
      override func viewDidLoad() {
        super.viewDidLoad()
        \(barStatement)
      }
    }
    class BaseViewController: UIViewController {}
    class MainTabBarController: UITabBarController {
      func viewController(dictionary: [String: AnyObject]) -> UIViewController {
        guard let className = dictionary["className"] as? String,
          let clas = NSClassFromString(Bundle.main.namespace + "." + className) as? BaseViewController.Type
          else { return UIViewController() }
        let viewConttroller = clas.init()
        let navi = MainNavigationController(rootViewController: viewConttroller)
        return navi
      }
    }
    class HomeViewController: BaseViewController {
      func open(urlString: String) {
        let homeWeb = HomeWebViewController()
        navigationController?.pushViewController(homeWeb, animated: true)
      }
    }
    class HomeWebViewController: BaseViewController {
      lazy var webTitle: UILabel = {
        let label = UILabel(frame: CGRect(x: 60, y: 20, width: 200, height: 44))
        label.text = "Weibo"
        return label
      }()
      override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(webTitle)
      }
    }
    """
  }

  /// Pushed by a controller no resolved code shows, in an app whose code makes a navigation
  /// controller class that hides its own bar: whether the bar is shown is not known (R22.27), so
  /// what rests on the top edge is not reported, as for a push by a view's code. Before, the
  /// screen was laid out under UIKit's default bar and its title reported under it (8 false
  /// errors in weiboSwift, round P). Look-alike: a class that only tints its bar, and the label
  /// is reported under the default bar as before.
  @Test("a push that may go onto a navigation class hiding its bar leaves the top edge silent")
  func pushOntoAClassThatMayHideItsBar() throws {
    let hiding = try CodeScreenRoundLAuditTests.reported(
      Self.weibo(barStatement: "navigationBar.isHidden = true"), name: "Main.swift",
      rules: [ContentUnderBarRule.self])
    #expect(!hiding.contains("webTitle"), "\(hiding.sorted())")
    let tinting = try CodeScreenRoundLAuditTests.reported(
      Self.weibo(barStatement: "navigationBar.tintColor = .orange"), name: "Main.swift",
      rules: [ContentUnderBarRule.self])
    #expect(tinting.contains("webTitle"), "\(tinting.sorted())")
  }
}
