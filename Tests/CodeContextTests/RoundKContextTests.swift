import Foundation
import Testing

@testable import CodeContext

/// Round K's largest false class, a small rewrite of the real case
/// (`Documentation/Journal/2026-11-30-precision-round-k.md`, K36–K49): a tab's navigation
/// controller subclass made in code without a root (`initWithNavigationBarClass:toolbarClass:`)
/// gets its first screen by a push, its own `viewDidLoad` makes the bar opaque; that screen
/// pushes a settings list, which pushes its screens from `switch` cases in
/// `tableView:didSelectRowAtIndexPath:`. Every one of them shares the navigation controller's
/// one, opaque, bar.
@Suite struct RoundKContextTests {
  static func app(
    translucency: String = "    self.navigationBar.translucent = NO;", otherPusher: String = ""
  ) -> [(String, String)] {
    [
      (
        "App/TabBarController.m",
        """
        @interface TabBarController : UITabBarController
        @end
        @implementation TabBarController
        - (void)configureViewControllers {
            UINavigationController *nav = [[OwnNavigationController alloc] initWithNavigationBarClass:[OwnBar class] toolbarClass:Nil];
            [nav pushViewController:[[ProfileViewController alloc] init] animated:NO];
            self.viewControllers = @[ nav ];
        }
        @end
        """
      ),
      (
        "App/OwnNavigationController.m",
        """
        @interface OwnNavigationController : UINavigationController
        @end
        @implementation OwnNavigationController
        - (void)viewDidLoad {
            [super viewDidLoad];
        \(translucency)
        }
        @end
        """
      ),
      (
        "App/ProfileViewController.m",
        """
        @interface ProfileViewController : UIViewController
        @end
        @implementation ProfileViewController
        - (void)showSettings {
            SettingsViewController *settingsVC = [[SettingsViewController alloc] init];
            [self.navigationController pushViewController:settingsVC animated:YES];
        }
        @end
        """
      ),
      (
        "App/SettingsViewController.m",
        """
        @interface SettingsViewController : UITableViewController
        @end
        @implementation SettingsViewController
        - (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
            switch (indexPath.section) {
            case Me:
                switch (indexPath.row) {
                case ChangeEmail: {
                    EmailViewController *email = [[EmailViewController alloc] init];
                    [self.navigationController pushViewController:email animated:YES];
                    break;
                }
                }
                break;
            case About: {
                AboutViewController *about = [[AboutViewController alloc] init];
                [self.navigationController pushViewController:about animated:YES];
            } break;
            default:
                break;
            }
        }
        @end
        @interface EmailViewController : UIViewController
        @end
        @implementation EmailViewController
        @end
        @interface AboutViewController : UIViewController
        @end
        @implementation AboutViewController
        @end
        """
      ),
    ] + (otherPusher.isEmpty ? [] : [("App/Other.m", otherPusher)])
  }

  /// Pushes inside `case` labels (nested `switch`, a braced case, a case after `break`) are read.
  @Test func pushesInSwitchCasesAreRead() throws {
    let index = CodeIndex.read(sources: Self.app())
    for name in ["EmailViewController", "AboutViewController"] {
      let showing = try #require(index.showings(ofClass: name).first, "\(name)")
      #expect(showing.way == .pushed, "\(name)")
      #expect(showing.shownBy == "SettingsViewController", "\(name)")
      #expect(showing.conditional, "\(name)")
    }
  }

  /// The first push onto a navigation controller made without a root makes it the root.
  @Test func aPushOntoANavigationControllerMadeWithoutARootIsItsRoot() {
    let index = CodeIndex.read(sources: Self.app())
    #expect(index.navigationClassesAround["ProfileViewController"] == ["OwnNavigationController"])
  }

  /// The opaque bar reaches every screen pushed onto that stack, two pushes down.
  @Test func theOpaqueBarReachesScreensPushedInTurn() throws {
    let index = CodeIndex.read(sources: Self.app())
    for pusher in ["ProfileViewController", "SettingsViewController"] {
      let bar = try #require(index.barOfNavigations(holding: pusher), "\(pusher)")
      #expect(bar.translucent == false, "\(pusher)")
      #expect(bar.navigation == "OwnNavigationController", "\(pusher)")
      #expect(bar.fact.location.fileNameAndLine == "OwnNavigationController.m:6", "\(pusher)")
    }
  }

  /// Look-alikes: a subclass that says nothing about its bar, or one that sets it only on a
  /// branch, leaves the bar as the appearance proxy or the default makes it; a second pusher
  /// on a translucent stack makes the bar not known.
  @Test func lookAlikesLeaveTheBarUnknown() throws {
    for translucency in [
      "    self.navigationBar.tintColor = [UIColor whiteColor];",
      "    if (self.isModal) { self.navigationBar.translucent = NO; }",
    ] {
      let index = CodeIndex.read(sources: Self.app(translucency: translucency))
      #expect(index.barOfNavigations(holding: "SettingsViewController") == nil, "\(translucency)")
      #expect(!index.showings(ofClass: "EmailViewController").isEmpty, "\(translucency)")
    }
    let other = """
      @interface ClearNavigationController : UINavigationController
      @end
      @implementation ClearNavigationController
      - (void)viewDidLoad {
          self.navigationBar.translucent = YES;
      }
      @end
      @interface HomeViewController : UIViewController
      @end
      @implementation HomeViewController
      - (void)openSettings {
          SettingsViewController *settings = [[SettingsViewController alloc] init];
          [self.navigationController pushViewController:settings animated:YES];
      }
      @end
      @interface Launcher : NSObject
      @end
      @implementation Launcher
      - (void)makeStack {
          HomeViewController *home = [[HomeViewController alloc] init];
          ClearNavigationController *nav = [[ClearNavigationController alloc] initWithRootViewController:home];
      }
      @end
      """
    let index = CodeIndex.read(sources: Self.app(otherPusher: other))
    #expect(index.barOfNavigations(holding: "HomeViewController")?.translucent == true)
    #expect(index.barOfNavigations(holding: "SettingsViewController") == nil)
  }
}
