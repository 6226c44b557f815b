import Foundation
import Testing

@testable import CodeContext

/// Round I's code-context causes and round H's lazy-property miss, each a small rewrite of the
/// real case (`Documentation/Journal/2026-11-30-code-screens-round-i.md`): tabs a tab bar
/// controller subclass gives itself in its own `init` (bilibili-ios), a helper named like
/// UIKit's `addChildViewController` that wraps each screen in a navigation controller and adds
/// it as a tab (DanTang), and a controller presented from a `lazy var` whose style is set in
/// `viewDidLoad` (DouYuTV's search screen).
@Suite struct RoundIContextTests {
  /// bilibili-ios: `self.viewControllers = @[…]` in the tab bar controller's own `init`, the
  /// tab bar controller made the window's root in the app delegate.
  @Test func tabsSetInTheTabBarControllersOwnInit() throws {
    let index = CodeIndex.read(sources: [
      (
        "App/AppDelegate.m",
        """
        @implementation AppDelegate
        - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
            self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
            self.window.rootViewController = [[ScrollTabBarController alloc] init];
            [self.window makeKeyAndVisible];
            return YES;
        }
        @end
        """
      ),
      (
        "App/ScrollTabBarController.m",
        """
        @interface ScrollTabBarController : UITabBarController
        @end
        @implementation ScrollTabBarController
        - (instancetype)init; {
            self = [super init];
            if (!self) {
                return NULL;
            }
            self.viewControllers = @[
                [[NavigationController alloc] initWithRootViewController:[[HomeViewController alloc] init]],
                [[NavigationController alloc] initWithRootViewController:[[FindViewController alloc] init]],
            ];
            self.tabBar.translucent = NO;
            return self;
        }
        @end
        @interface NavigationController : UINavigationController
        @end
        @implementation NavigationController
        @end
        @interface HomeViewController : UIViewController
        @end
        @implementation HomeViewController
        @end
        @interface FindViewController : UIViewController
        @end
        @implementation FindViewController
        @end
        """
      ),
    ])
    for name in ["HomeViewController", "FindViewController"] {
      let showings = index.showings(ofClass: name)
      #expect(showings.count == 1, "\(name)")
      let showing = try #require(showings.first)
      #expect(showing.way == .windowRoot, "\(name)")
      #expect(showing.inNavigationController, "\(name)")
      #expect(showing.inTabBarController, "\(name)")
    }
  }

  /// DanTang: the tab bar controller's own `addChildViewController(childController:title:
  /// imageName:)` wraps the screen in a navigation controller and adds that; the screens are
  /// tabs, not child view controllers.
  @Test func tabsAddedThroughAHelperNamedLikeUIKits() throws {
    let code = """
      class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplicationLaunchOptionsKey: Any]?) -> Bool {
          window = UIWindow(frame: UIScreen.main.bounds)
          window?.rootViewController = YMTabBarController()
          window?.makeKeyAndVisible()
          return true
        }
      }
      class YMTabBarController: UITabBarController {
        override func viewDidLoad() {
          super.viewDidLoad()
          addChildViewControllers()
        }
        private func addChildViewControllers() {
          addChildViewController(childController: YMDanTangViewController(), title: "单糖", imageName: "home")
          addChildViewController(childController: YMMeViewController(), title: "我的", imageName: "me")
        }
        private func addChildViewController(childController: UIViewController, title: String, imageName: String) {
          childController.tabBarItem.image = UIImage(named: imageName)
          childController.title = title
          let navC = YMNavigationController(rootViewController: childController)
          addChildViewController(navC)
        }
      }
      class YMNavigationController: UINavigationController {}
      class YMDanTangViewController: UIViewController {}
      class YMMeViewController: UIViewController {}
      """
    let index = CodeIndex.read(sources: [("App/Code.swift", code)])
    for name in ["YMDanTangViewController", "YMMeViewController"] {
      let showings = index.showings(ofClass: name)
      #expect(!showings.contains { $0.way == .child }, "\(name)")
      #expect(showings.count == 1, "\(name)")
      let showing = try #require(showings.first)
      #expect(showing.way == .windowRoot, "\(name)")
      #expect(showing.inNavigationController && showing.inTabBarController, "\(name)")
    }
  }

  /// UIKit's own `addChildViewController(_:)` on a plain controller still makes a child.
  @Test func aPlainControllersChildIsStillAChild() throws {
    let code = """
      class PageViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let list = ListViewController()
          addChildViewController(list)
          view.addSubview(list.view)
        }
      }
      class ListViewController: UIViewController {}
      """
    let index = CodeIndex.read(sources: [("App/Code.swift", code)])
    #expect(index.showings(ofClass: "ListViewController").map(\.way) == [.child])
  }

  /// DouYuTV: `lazy var searchVC` presented in a button action, its style set in
  /// `viewDidLoad`.
  static func lazyPresenter(extra: String = "") -> String {
    """
    class HomeViewController: UIViewController {
      fileprivate lazy var searchVC: MHSearchViewController = MHSearchViewController()
      override func viewDidLoad() {
        super.viewDidLoad()
        searchVC.modalPresentationStyle = .fullScreen
        searchVC.transitioningDelegate = self
      }
      @objc fileprivate func searchClick() {
        self.present(searchVC, animated: true, completion: nil)
      }
      \(extra)
    }
    class MHSearchViewController: UIViewController {}
    """
  }

  @Test func controllerPresentedFromALazyProperty() throws {
    let index = CodeIndex.read(sources: [("App/Home.swift", Self.lazyPresenter())])
    let showings = index.showings(ofClass: "MHSearchViewController")
    #expect(showings.count == 1)
    let showing = try #require(showings.first)
    #expect(showing.way == .presented)
    #expect(showing.presentationStyle == .name("fullScreen"))
    #expect(showing.location.line == 9)
    #expect(index.unresolved.isEmpty)
  }

  /// A property the class assigns again is not known at the showing.
  @Test func aReassignedPropertyIsNotRead() throws {
    let index = CodeIndex.read(sources: [
      (
        "App/Home.swift",
        Self.lazyPresenter(extra: "func reset() { searchVC = MHSearchViewController() }")
      )
    ])
    #expect(index.showings(ofClass: "MHSearchViewController").isEmpty)
  }

  /// Styles set in two methods to different values: the style is not known.
  @Test func differentStylesInDifferentMethodsAreUnresolved() throws {
    let index = CodeIndex.read(sources: [
      (
        "App/Home.swift",
        Self.lazyPresenter(
          extra: "func compact() { searchVC.modalPresentationStyle = .formSheet }")
      )
    ])
    let showing = try #require(index.showings(ofClass: "MHSearchViewController").first)
    #expect(showing.presentationStyle?.isResolved == false)
  }

  /// A closure-initialized lazy property, the style set inside the closure; a parameter of the
  /// same name shadows the property.
  @Test func closureInitializedPropertyAndAShadowingParameter() throws {
    let code = """
      class ProfileViewController: UIViewController {
        lazy var editor: EditorViewController = {
          let editor = EditorViewController()
          editor.modalPresentationStyle = .overFullScreen
          return editor
        }()
        func edit() {
          present(editor, animated: true)
        }
        func show(editor: UIViewController) {
          present(editor, animated: true)
        }
      }
      class EditorViewController: UIViewController {}
      """
    let index = CodeIndex.read(sources: [("App/Profile.swift", code)])
    let showings = index.showings(ofClass: "EditorViewController")
    #expect(showings.count == 1)
    #expect(showings.first?.presentationStyle == .name("overFullScreen"))
    #expect(showings.first?.location.line == 8)
  }

  /// bilibili-ios: a child controller of the home screen (which hides the bar) pushes a screen;
  /// the child's `navigationController` is its parent's, so the pushed screen finds the bar
  /// hidden. A view's code pushing onto "the current navigation controller" is no controller's
  /// push: the bar's state there is not known.
  @Test func aChildsPushSharesItsParentsBarAndAViewsPushIsNotAControllers() throws {
    let code = """
      class HomeViewController: UIViewController {
        override func viewWillAppear(_ animated: Bool) {
          super.viewWillAppear(animated)
          navigationController?.setNavigationBarHidden(true, animated: false)
        }
        override func viewDidLoad() {
          super.viewDidLoad()
          let list = RecommendListViewController()
          addChildViewController(list)
        }
      }
      class RecommendListViewController: UIViewController {
        func open() {
          navigationController?.pushViewController(WebViewController(), animated: true)
        }
      }
      class WebViewController: UIViewController {}
      class SelectView: UIView {
        func pick() {
          UIViewController.currentNavigationController()?.pushViewController(InfoViewController(), animated: true)
        }
      }
      class InfoViewController: UIViewController {}
      """
    let index = CodeIndex.read(sources: [("App/Code.swift", code)])
    let web = try #require(index.showings(ofClass: "WebViewController").first)
    #expect(index.barHiddenByPusher(of: web)?.hidden == true)
    #expect(index.pushedByAController(web))
    let info = try #require(index.showings(ofClass: "InfoViewController").first)
    #expect(info.way == .pushed)
    #expect(!index.pushedByAController(info))
    #expect(index.barHiddenByPusher(of: info) == nil)
  }
}
