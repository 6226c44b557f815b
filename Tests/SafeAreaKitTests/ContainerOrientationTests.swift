import CodeContext
import Foundation
import Testing

@testable import SafeAreaKit

/// A container's own orientation lock for the screens inside it, rewritten small from round I's
/// bilibili-ios (`Documentation/Journal/2026-11-30-code-screens-round-i.md`): the tab bar
/// controller (the window's root) and the navigation controllers around its tabs answer
/// `supportedInterfaceOrientations` portrait; the screens inside them (tabs and screens pushed
/// from them) were laid out in landscape too. UIKit asks "the root view controller or the
/// topmost modal view controller that fills the window" (Apple's documentation of
/// `supportedInterfaceOrientations`), not a contained screen.
@Suite struct ContainerOrientationTests {
  static let app = """
    @implementation AppDelegate
    - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
        self.window.rootViewController = [[ScrollTabBarController alloc] init];
        return YES;
    }
    @end
    @interface ScrollTabBarController : UITabBarController
    @end
    @implementation ScrollTabBarController
    - (instancetype)init; {
        self = [super init];
        self.viewControllers = @[
            [[NavigationController alloc] initWithRootViewController:[[FindViewController alloc] init]],
        ];
        return self;
    }
    - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
        return UIInterfaceOrientationMaskPortrait;
    }
    @end
    @interface NavigationController : UINavigationController
    @end
    @implementation NavigationController
    - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
        return UIInterfaceOrientationMaskPortrait;
    }
    @end
    @interface FindViewController : UIViewController
    @end
    @implementation FindViewController
    - (void)search {
        [self.navigationController pushViewController:[[SearchViewController alloc] init] animated:YES];
    }
    - (void)play {
        PlayerViewController *player = [[PlayerViewController alloc] init];
        player.modalPresentationStyle = UIModalPresentationFullScreen;
        [self presentViewController:player animated:YES completion:nil];
    }
    @end
    @interface SearchViewController : UIViewController
    @end
    @implementation SearchViewController
    - (void)open {
        [self.navigationController pushViewController:[[VideoViewController alloc] init] animated:YES];
    }
    @end
    @interface VideoViewController : UIViewController
    @end
    @implementation VideoViewController
    @end
    @interface PlayerViewController : UIViewController
    @end
    @implementation PlayerViewController
    - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
        return UIInterfaceOrientationMaskLandscapeRight;
    }
    @end
    """

  @Test("a tab, a screen pushed from it and one pushed from that take the window root's lock")
  func screensInsideTheRootContainerTakeItsLock() {
    let index = CodeIndex.read(sources: [("App/App.m", Self.app)])
    let context = CodeShowingContext(index: index)
    let rootFact = index.facts(of: "ScrollTabBarController").first {
      $0.kind == .supportedInterfaceOrientations
    }
    // The tab bar controller's own method (lines 17–19 of the source), not the navigation
    // controller's (lines 27–29).
    #expect((17...19).contains(rootFact?.location.line ?? 0))
    for name in ["FindViewController", "SearchViewController", "VideoViewController"] {
      #expect(index.windowFillingClass(of: name) == "ScrollTabBarController", "\(name)")
      let lock = context.orientationLock(of: name)
      #expect(lock?.all == ["portrait"], "\(name): \(String(describing: lock))")
      #expect(lock?.fact == rootFact, "\(name)")
    }
  }

  /// Look-alike: a controller presented full screen from inside the container fills the window
  /// itself, so its own answer decides (landscape), not the tab bar controller's.
  @Test("a full-screen presentation from inside the container answers for itself")
  func fullScreenPresentationAnswersItself() {
    let context = CodeShowingContext(index: CodeIndex.read(sources: [("App/App.m", Self.app)]))
    #expect(context.orientationLock(of: "PlayerViewController")?.all == ["landscapeRight"])
  }

  /// Look-alike: the window's root is a plain `UINavigationController` (UIKit's own answer,
  /// which the code does not set) around a screen pushed onto it: nothing is locked, even when
  /// the pushed screen answers `supportedInterfaceOrientations` itself (it is not asked).
  @Test("a plain container and a pushed screen's own answer lock nothing")
  func plainContainerLocksNothing() {
    let source = """
      class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
          window?.rootViewController = UINavigationController(rootViewController: HomeViewController())
          return true
        }
      }
      class HomeViewController: UIViewController {
        func open() {
          navigationController?.pushViewController(DetailViewController(), animated: true)
        }
      }
      class DetailViewController: UIViewController {
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
      }
      """
    let index = CodeIndex.read(sources: [("App.swift", source)])
    let context = CodeShowingContext(index: index)
    #expect(index.windowFillingClass(of: "DetailViewController") == "UINavigationController")
    #expect(context.orientationLock(of: "DetailViewController") == nil)
    #expect(context.orientationLock(of: "HomeViewController") == nil)
  }
}
