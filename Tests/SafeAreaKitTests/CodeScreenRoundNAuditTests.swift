import CodeScreens
import DeviceCatalog
import Foundation
import HeadlessUIKit
import LayoutAudit
import Testing

@testable import SafeAreaKit

/// Round N's code-screen context, rewritten small and audited on the iPhone 14 in portrait (the
/// catalog: 390 × 844, status bar 47, navigation bar 44 below it).
@Suite("Code screens audited: round N")
@MainActor
struct CodeScreenRoundNAuditTests {
  /// A tab bar controller whose own `viewDidLoad` wraps each tab in a navigation controller
  /// through a helper taking the tab's controller (`setup:title:`); `wrapper` is the class the
  /// helper makes. `ShopList` pushes `ShopDetail`.
  static func tabs(wrapper: String) -> String {
    """
    #import <UIKit/UIKit.h>
    @interface OpaqueNavigationController : UINavigationController
    @end
    @implementation OpaqueNavigationController
    - (void)viewDidLoad {
        [super viewDidLoad];
        self.navigationBar.translucent = NO;
    }
    @end
    @interface ShopDetail : UIViewController
    @end
    @implementation ShopDetail
    - (void)viewDidLoad {
        [super viewDidLoad];
        UIWebView *webView = [[UIWebView alloc] initWithFrame:CGRectMake(0, 0, 390, 600)];
        [self.view addSubview:webView];
        UILabel *price = [[UILabel alloc] initWithFrame:CGRectMake(16, 60, 200, 30)];
        price.text = @"Price";
        [self.view addSubview:price];
    }
    @end
    @interface ShopList : UIViewController
    @end
    @implementation ShopList
    - (void)viewDidLoad {
        [super viewDidLoad];
        UIButton *filter = [UIButton buttonWithType:UIButtonTypeCustom];
        filter.frame = CGRectMake(0, 50, 120, 40);
        [filter setTitle:@"All" forState:UIControlStateNormal];
        [self.view addSubview:filter];
    }
    - (void)open {
        ShopDetail *detail = [[ShopDetail alloc] init];
        [self.navigationController pushViewController:detail animated:YES];
    }
    @end
    @interface Tabs : UITabBarController
    @end
    @implementation Tabs
    - (void)viewDidLoad {
        [super viewDidLoad];
        ShopList *list = [[ShopList alloc] init];
        [self setup:list title:@"Shops"];
    }
    - (void)setup:(UIViewController *)controller title:(NSString *)title {
        controller.tabBarItem.title = title;
        \(wrapper) *nav = [[\(wrapper) alloc] initWithRootViewController:controller];
        [self addChildViewController:nav];
    }
    @end
    @interface AppDelegate : UIResponder <UIApplicationDelegate>
    @property (strong, nonatomic) UIWindow *window;
    @end
    @implementation AppDelegate
    - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
        self.window.rootViewController = [[Tabs alloc] init];
        return YES;
    }
    @end
    """
  }

  /// Fresh round N's JFMeiTuan: each tab is wrapped by the tab bar controller's helper in
  /// `JFNavigationController`, whose `viewDidLoad` sets `self.navigationBar.translucent = NO`.
  /// A controller's view does not extend under an opaque bar unless
  /// `extendedLayoutIncludesOpaqueBars` (default `false`; Apple's documentation of
  /// `UIViewController.extendedLayoutIncludesOpaqueBars`), so the tab's filter button at y 50 and
  /// the pushed detail's label at y 60 lie below the bar (the stack's one bar; UIKitRules R22.11).
  /// Before, the helper's navigation class was not known for the tab (only the outer tab bar
  /// controller's) nor for the screen it pushes: both were reported under a translucent bar.
  /// The look-alike wraps the tabs in a plain `UINavigationController`, whose bar is translucent
  /// by default: both views lie under it (the bar ends at 91).
  @Test("tabs wrapped by a helper in an opaque navigation controller subclass")
  func tabsWrappedByAHelper() throws {
    let opaque = try CodeScreenRoundLAuditTests.reported(
      Self.tabs(wrapper: "OpaqueNavigationController"), name: "Tabs.m",
      rules: [ContentUnderBarRule.self])
    #expect(!opaque.contains("filter"), "\(opaque.sorted())")
    #expect(!opaque.contains("price"), "\(opaque.sorted())")
    let translucent = try CodeScreenRoundLAuditTests.reported(
      Self.tabs(wrapper: "UINavigationController"), name: "Tabs.m",
      rules: [ContentUnderBarRule.self])
    #expect(translucent.contains("filter"), "\(translucent.sorted())")
    #expect(translucent.contains("price"), "\(translucent.sorted())")
  }
}
