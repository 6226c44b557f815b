import Foundation
import Testing

@testable import CodeContext

/// Round J's context cause, a small rewrite of the real case
/// (`Documentation/Journal/2026-11-30-code-screens-round-j.md`): a navigation controller
/// subclass that hides its own bar in its `viewDidLoad` (CJWTakeAway: every screen draws its
/// own bar), so the screens in it are laid out without the system bar.
@Suite struct RoundJContextTests {
  static func app(navigationBody: String) -> [(String, String)] {
    [
      (
        "App/AppDelegate.m",
        """
        @implementation AppDelegate
        - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
            ShopController *shopVC = [[ShopController alloc] init];
            OwnBarNavigationController *nav = [[OwnBarNavigationController alloc] initWithRootViewController:shopVC];
            _window.rootViewController = nav;
            return YES;
        }
        @end
        """
      ),
      (
        "App/OwnBarNavigationController.m",
        """
        @interface OwnBarNavigationController : UINavigationController
        @end
        @implementation OwnBarNavigationController
        - (void)viewDidLoad {
            [super viewDidLoad];
        \(navigationBody)
        }
        @end
        @interface ShopController : UIViewController
        @end
        @implementation ShopController
        @end
        """
      ),
    ]
  }

  @Test func aNavigationControllerSubclassHidingItsOwnBar() throws {
    for body in [
      "    self.navigationBar.hidden = YES;", "    self.navigationBarHidden = YES;",
      "    [self setNavigationBarHidden:YES animated:NO];",
    ] {
      let index = CodeIndex.read(sources: Self.app(navigationBody: body))
      let showing = try #require(index.showings(ofClass: "ShopController").first, "\(body)")
      #expect(showing.inNavigationController, "\(body)")
      #expect(showing.navigationBarHidden == true, "\(body)")
    }
  }

  /// Look-alikes: a subclass that hides the bar only on a run-time branch, or changes only its
  /// tint, leaves the bar's state to the screen's own code (not decided here).
  @Test func aBranchOrAnotherSettingLeavesTheBarUndecided() throws {
    for body in [
      "    if (self.isModal) { self.navigationBar.hidden = YES; }",
      "    self.navigationBar.tintColor = [UIColor whiteColor];",
    ] {
      let index = CodeIndex.read(sources: Self.app(navigationBody: body))
      let showing = try #require(index.showings(ofClass: "ShopController").first, "\(body)")
      #expect(showing.inNavigationController, "\(body)")
      #expect(showing.navigationBarHidden == nil, "\(body)")
    }
  }
}
