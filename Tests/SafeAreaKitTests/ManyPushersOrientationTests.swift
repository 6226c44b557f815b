import CodeContext
import Foundation
import Testing

@testable import SafeAreaKit

/// A screen pushed from many places, rewritten small from round I's bilibili-ios
/// (`VideoViewController`, pushed from 8 places: tab screens, child controllers the search
/// results screen adds from an `NSMutableArray` built with `addObject:`, a screen inside a
/// navigation controller presented full screen, and a view pushing onto "the current navigation
/// controller"). Its pushers' window-filling controllers are different classes (the tab bar
/// controller, the navigation controller subclass presented full screen) that answer
/// `supportedInterfaceOrientations` alike (portrait), so the screen is portrait-only: UIKit asks
/// only "the root view controller or the topmost modal view controller that fills the window"
/// (Apple's documentation of `supportedInterfaceOrientations`). Before, the class-based answer
/// did not settle and the screen was laid out in landscape too (2 false findings).
@Suite struct ManyPushersOrientationTests {
  static func app(presentedNavigation: String = "NavigationController") -> String {
    """
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
            [[NavigationController alloc] initWithRootViewController:[[MineViewController alloc] init]],
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
    @interface RotatingNavigationController : UINavigationController
    @end
    @implementation RotatingNavigationController
    - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
        return UIInterfaceOrientationMaskAllButUpsideDown;
    }
    @end
    @interface FindViewController : UIViewController
    @end
    @implementation FindViewController
    - (void)search {
        [self.navigationController pushViewController:[[SearchResultViewController alloc] init] animated:YES];
    }
    @end
    @interface SearchResultViewController : UIViewController
    {
        NSMutableArray *searchResultViews;
    }
    @end
    @implementation SearchResultViewController
    - (void)viewDidLoad {
        [super viewDidLoad];
        searchResultViews = [[NSMutableArray alloc] init];
        [searchResultViews addObject:[[AllVideoViewController alloc] init]];
        [searchResultViews addObject:[[OtherSearchRegionViewController alloc] init]];
        for (int i = 0; i < searchResultViews.count; i++) {
            UIViewController *table = searchResultViews[i];
            [self addChildViewController:table];
        }
    }
    @end
    @interface AllVideoViewController : UIViewController
    @end
    @implementation AllVideoViewController
    - (void)open {
        [self.navigationController pushViewController:[[VideoViewController alloc] init] animated:YES];
    }
    @end
    @interface OtherSearchRegionViewController : UIViewController
    @end
    @implementation OtherSearchRegionViewController
    - (void)open {
        [self.navigationController pushViewController:[[VideoViewController alloc] init] animated:YES];
    }
    @end
    @interface MineViewController : UIViewController
    @end
    @implementation MineViewController
    - (void)history {
        \(presentedNavigation) *nav = [[\(presentedNavigation) alloc] initWithRootViewController:[[HistoryViewController alloc] init]];
        nav.modalPresentationStyle = UIModalPresentationFullScreen;
        [self presentViewController:nav animated:YES completion:nil];
    }
    @end
    @interface HistoryViewController : UIViewController
    @end
    @implementation HistoryViewController
    - (void)open {
        [self.navigationController pushViewController:[[VideoViewController alloc] init] animated:YES];
    }
    @end
    @interface DownloadVideoSelectView : UIView
    @end
    @implementation DownloadVideoSelectView
    - (void)open {
        [[UIViewController currentNavigationViewController] pushViewController:[[VideoViewController alloc] init] animated:YES];
    }
    @end
    @interface VideoViewController : UIViewController
    @end
    @implementation VideoViewController
    @end
    """
  }

  @Test("children added from an NSMutableArray built with addObject: are read as children")
  func childrenFromABuiltArray() {
    let index = CodeIndex.read(sources: [("App/App.m", Self.app())])
    for name in ["AllVideoViewController", "OtherSearchRegionViewController"] {
      let showings = index.showings(ofClass: name)
      #expect(showings.count == 1, "\(name)")
      #expect(showings.first?.way == .child, "\(name)")
      #expect(showings.first?.shownBy == "SearchResultViewController", "\(name)")
    }
  }

  @Test("pushers under different fillers that all answer portrait lock the pushed screen")
  func agreeingFillersLockThePushedScreen() {
    let index = CodeIndex.read(sources: [("App/App.m", Self.app())])
    // The class-based answer does not settle: the tab bar controller for five pushers, the
    // navigation controller presented full screen for one, none for the view's push.
    #expect(index.windowFillingClass(of: "VideoViewController") == nil)
    let context = CodeShowingContext(index: index, appWideNavigation: true)
    let lock = context.orientationLock(of: "VideoViewController")
    #expect(lock?.all == ["portrait"])
    // The tab bar controller's fact (its source lines 17–19), the first filler met.
    #expect((17...19).contains(lock?.fact.location.line ?? 0))
  }

  /// Look-alike: without knowing that the code makes every navigation controller of the app
  /// (a storyboard may hold one), the view's push onto "the current navigation controller"
  /// leaves the lock unsettled.
  @Test("a push onto an unknown navigation controller leaves the lock unsettled")
  func unknownNavigationControllerLeavesItUnsettled() {
    let index = CodeIndex.read(sources: [("App/App.m", Self.app())])
    #expect(CodeShowingContext(index: index).orientationLock(of: "VideoViewController") == nil)
    // A child controller is a part of its parent's screen, not locked on its own.
    #expect(
      CodeShowingContext(index: index).orientationLock(of: "AllVideoViewController") == nil)
    // A screen whose one pusher's filler is known still takes the lock.
    #expect(
      CodeShowingContext(index: index).orientationLock(of: "SearchResultViewController")?.all
        == ["portrait"])
  }

  /// Look-alike: one pusher sits in a navigation controller presented full screen that allows
  /// landscape; the fillers disagree, so no lock is applied (the screen can turn).
  @Test("disagreeing fillers lock nothing")
  func disagreeingFillersLockNothing() {
    let index = CodeIndex.read(
      sources: [("App/App.m", Self.app(presentedNavigation: "RotatingNavigationController"))])
    let context = CodeShowingContext(index: index, appWideNavigation: true)
    #expect(context.orientationLock(of: "VideoViewController") == nil)
    #expect(context.orientationLock(of: "HistoryViewController")?.all != ["portrait"])
    #expect(context.orientationLock(of: "FindViewController")?.all == ["portrait"])
  }

  /// Swift: an array built with `append`, given to a tab bar controller, and a list read by a
  /// literal index, which shows only that element.
  @Test("Swift arrays built with append feed viewControllers; a literal index picks one")
  func swiftAppendedArrays() {
    let source = """
      class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
          var pages: [UIViewController] = []
          pages.append(UINavigationController(rootViewController: HomeViewController()))
          pages.append(UINavigationController(rootViewController: ProfileViewController()))
          let tabs = UITabBarController()
          tabs.viewControllers = pages
          window?.rootViewController = tabs
          return true
        }
      }
      class HomeViewController: UIViewController {
        func open() {
          var list: [UIViewController] = []
          list.append(FirstViewController())
          list.append(SecondViewController())
          present(list[0], animated: true)
          for page in list { addChild(page) }
        }
      }
      """
    let index = CodeIndex.read(sources: [("App.swift", source)])
    for name in ["HomeViewController", "ProfileViewController"] {
      let showing = index.showings(ofClass: name).first
      #expect(showing?.inTabBarController == true, "\(name)")
      #expect(showing?.inNavigationController == true, "\(name)")
    }
    #expect(Set(index.showings(ofClass: "FirstViewController").map(\.way)) == [.child, .presented])
    // Only the element at index 0 is presented; both are children.
    #expect(index.showings(ofClass: "SecondViewController").map(\.way) == [.child])
  }

  /// Look-alike: an array filled from data the reader cannot follow (a factory it does not
  /// know) holds nothing it can show: no showing is made up.
  @Test("an array of unknown elements shows nothing")
  func unknownElementsShowNothing() {
    let source = """
      @implementation PagesViewController
      - (void)viewDidLoad {
          NSMutableArray *pages = [NSMutableArray array];
          for (NSDictionary *item in self.items) {
              [pages addObject:[PageFactory pageFor:item]];
          }
          for (UIViewController *page in pages) {
              [self addChildViewController:page];
          }
      }
      @end
      """
    let index = CodeIndex.read(sources: [("Pages.m", source)])
    #expect(index.showings.isEmpty)
  }
}
