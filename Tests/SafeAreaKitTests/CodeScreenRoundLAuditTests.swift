import CodeScreens
import DeviceCatalog
import Foundation
import HeadlessUIKit
import LayoutAudit
import Testing

@testable import SafeAreaKit

/// Round K's leftovers, audited from code rewritten small (the iPhone 14: 390 × 844, its
/// navigation bar ending at 91 pt or lower, the catalog).
@Suite("Code screens audited: round L")
@MainActor
struct CodeScreenRoundLAuditTests {
  /// Writes `source` as `name` in a fresh folder and audits it with `rules` on the iPhone 14 in
  /// portrait; the views reported, by id.
  static func reported(
    _ source: String, name: String, rules: [any AuditRule.Type]
  ) throws -> Set<String> {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("CodeScreenRoundL-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent(name)
    try source.write(to: path, atomically: true, encoding: .utf8)
    let report = try DrawnContentCodeScreenTests.audit(
      path.path, rules: rules, devices: ["iPhone 14"], orientations: [.portrait])
    return Set(report.findings.compactMap(\.view.sceneID))
  }

  /// DYZB's and MGDYZB's page titles: a strip of labels in a `UIScrollView` whose content size
  /// is never set, framed at y 64 by a controller that turns off
  /// `automaticallyAdjustsScrollViewInsets`, on the root of a navigation controller with a
  /// translucent bar. The scroll view cannot move its content (nothing to scroll, no inset), so
  /// the titles stay under the bar; before, every view inside a scroll view was exempt. The
  /// look-alike's strip lets its scroll view take the safe area into its inset (`.always`):
  /// its titles rest below the bar.
  @Test("titles in a scroll view that cannot move them stay under the bar")
  func titleStripInAFixedScrollView() throws {
    let source = """
      import UIKit
      class TitleStrip: UIView {
        lazy var scrollView: UIScrollView = UIScrollView(frame: self.bounds)
        override init(frame: CGRect) {
          super.init(frame: frame)
          addSubview(scrollView)
          let hot = UIButton(type: .custom)
          hot.setTitle("Hot", for: .normal)
          hot.frame = CGRect(x: 10, y: 0, width: 80, height: 44)
          scrollView.addSubview(hot)
        }
        required init?(coder: NSCoder) { fatalError() }
      }
      class AdjustingTitleStrip: UIView {
        lazy var scrollView: UIScrollView = UIScrollView(frame: self.bounds)
        override init(frame: CGRect) {
          super.init(frame: frame)
          scrollView.contentInsetAdjustmentBehavior = .always
          addSubview(scrollView)
          let live = UIButton(type: .custom)
          live.setTitle("Live", for: .normal)
          live.frame = CGRect(x: 10, y: 0, width: 80, height: 44)
          scrollView.addSubview(live)
        }
        required init?(coder: NSCoder) { fatalError() }
      }
      class HomeViewController: UIViewController {
        lazy var strip = TitleStrip(frame: CGRect(x: 0, y: 64, width: 390, height: 44))
        override func viewDidLoad() {
          super.viewDidLoad()
          automaticallyAdjustsScrollViewInsets = false
          view.addSubview(strip)
        }
      }
      class LiveViewController: UIViewController {
        lazy var strip = AdjustingTitleStrip(frame: CGRect(x: 0, y: 64, width: 390, height: 44))
        override func viewDidLoad() {
          super.viewDidLoad()
          automaticallyAdjustsScrollViewInsets = false
          view.addSubview(strip)
        }
      }
      class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
          window = UIWindow(frame: UIScreen.main.bounds)
          let tabs = UITabBarController()
          tabs.viewControllers = [
            UINavigationController(rootViewController: HomeViewController()),
            UINavigationController(rootViewController: LiveViewController()),
          ]
          window?.rootViewController = tabs
          return true
        }
      }
      """
    let views = try Self.reported(
      source, name: "HomeViewController.swift", rules: [ContentUnderBarRule.self])
    #expect(views.contains("hot"), "\(views.sorted())")
    #expect(!views.contains("live"), "\(views.sorted())")
  }

  /// TodayNewsSwift3.0: the home tab's root makes its navigation controller's bar opaque in
  /// `viewDidLoad` (`navigationController?.navigationBar.isTranslucent = false`); its child list
  /// pushes the article screen onto that navigation controller, whose one bar stays opaque, so
  /// the article's view starts below the bar. The look-alike tab's root leaves the bar
  /// translucent: its article's title, at y 60, lies under the bar.
  @Test("a bar made opaque by the navigation controller's root stays opaque for later pushes")
  func opaqueBarLeftByTheRoot() throws {
    let source = """
      import UIKit
      class ArticleViewController: UIViewController {
        lazy var headline: UILabel = {
          let label = UILabel(frame: CGRect(x: 16, y: 60, width: 300, height: 30))
          label.text = "Headline"
          return label
        }()
        override func viewDidLoad() {
          super.viewDidLoad()
          view.addSubview(headline)
        }
      }
      class OtherArticleViewController: UIViewController {
        lazy var otherHeadline: UILabel = {
          let label = UILabel(frame: CGRect(x: 16, y: 60, width: 300, height: 30))
          label.text = "Headline"
          return label
        }()
        override func viewDidLoad() {
          super.viewDidLoad()
          view.addSubview(otherHeadline)
        }
      }
      class ListViewController: UIViewController {
        func open() {
          navigationController?.pushViewController(ArticleViewController(), animated: true)
        }
      }
      class OtherListViewController: UIViewController {
        func open() {
          navigationController?.pushViewController(OtherArticleViewController(), animated: true)
        }
      }
      class HomeViewController: UIViewController {
        let list = ListViewController()
        override func viewDidLoad() {
          super.viewDidLoad()
          navigationController?.navigationBar.isTranslucent = false
          addChild(list)
          view.addSubview(list.view)
        }
      }
      class VideoViewController: UIViewController {
        let list = OtherListViewController()
        override func viewDidLoad() {
          super.viewDidLoad()
          addChild(list)
          view.addSubview(list.view)
        }
      }
      class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
          window = UIWindow(frame: UIScreen.main.bounds)
          let tabs = UITabBarController()
          tabs.viewControllers = [
            UINavigationController(rootViewController: HomeViewController()),
            UINavigationController(rootViewController: VideoViewController()),
          ]
          window?.rootViewController = tabs
          return true
        }
      }
      """
    let views = try Self.reported(
      source, name: "HomeViewController.swift", rules: [ContentUnderBarRule.self])
    #expect(!views.contains("headline"), "\(views.sorted())")
    #expect(views.contains("otherHeadline"), "\(views.sorted())")
  }
}
