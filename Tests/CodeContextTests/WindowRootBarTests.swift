import Foundation
import IBFixtures
import InterfaceBuilder
import Testing

@testable import CodeContext

/// The app delegate's launch code takes the navigation controller UIKit made the window's root
/// from the main storyboard and makes its bar opaque
/// (`navigationController = (UINavigationController *)self.window.rootViewController;
/// self.navigationController.navigationBar.translucent = NO;`): every screen that navigation
/// controller holds starts below the bar. From fresh round W's RecycleRush (74 false alarms of
/// this one cause: iOS 6-era storyboards whose root views start at y 64), rewritten small.
@Suite struct WindowRootBarTests {
  /// The main storyboard: an initial navigation controller around a menu whose button sits at
  /// the top of its root view, as an iOS 6 layout below the bar puts it.
  static let storyboard = IBFixture.storyboard(
    initial: "nav",
    scenes: IBFixture.scene(
      "s-nav", IBFixture.navigationController(id: "nav", root: "menu")) + "\n"
      + IBFixture.scene(
        "s-menu",
        IBFixture.viewController(
          id: "menu", customClass: "MenuViewController", rootID: "menu-root",
          subviews: IBFixture.button(
            "scouting", frame: (20, 20, 300, 60), autoresizing: #"flexibleMaxY="YES""#))))

  /// The app delegate's launch method with `body` (Objective-C).
  static func delegate(_ body: String) -> String {
    """
    @interface AppDelegate : UIResponder <UIApplicationDelegate>
    @property (nonatomic, strong) UIWindow *window;
    @property (nonatomic, strong) UINavigationController *navigationController;
    @end
    @implementation AppDelegate
    @synthesize navigationController;
    - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    \(body)
        return YES;
    }
    @end
    """
  }

  /// The initial navigation controller's bar translucency after the code is applied to the
  /// storyboard (`nil`: the document's and the code's say nothing).
  static func initialBar(_ code: String, path: String = "App/AppDelegate.m", main: Bool = true)
    throws -> Bool?
  {
    var document = try IBDocument(data: Data(storyboard.utf8), path: "App/Main.storyboard")
    document.isMainStoryboard = main
    let index = CodeIndex.read(sources: [(path, code)])
    let applied = index.withBarAppearance(document)
    return applied.scenes.first { $0.controller.id == "nav" }?.controller.navigationBar?
      .translucent
  }

  @Test("the app delegate makes the window root's bar opaque through a property it holds it in")
  func throughAProperty() throws {
    let code = Self.delegate(
      """
          navigationController = (UINavigationController *)self.window.rootViewController;
          self.navigationController.navigationBar.translucent = NO;
      """)
    #expect(try Self.initialBar(code) == false)
    // Another storyboard's initial controller is not the window's root UIKit made.
    #expect(try Self.initialBar(code, main: false) == nil)
  }

  @Test("a local, a message, and Swift's cast of the window's root")
  func otherSpellings() throws {
    let local = Self.delegate(
      """
          UINavigationController *nav = (UINavigationController *)self.window.rootViewController;
          [nav.navigationBar setTranslucent:NO];
      """)
    #expect(try Self.initialBar(local) == false)
    let swift = """
      import UIKit
      @main class AppDelegate: UIResponder, UIApplicationDelegate {
          var window: UIWindow?
          func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
              let navigation = window?.rootViewController as? UINavigationController
              navigation?.navigationBar.isTranslucent = false
              return true
          }
      }
      """
    #expect(try Self.initialBar(swift, path: "App/AppDelegate.swift") == false)
  }

  @Test("not applied: on a runtime branch, a replaced root, a screen's own navigation controller")
  func lookAlikes() throws {
    let branch = Self.delegate(
      """
          navigationController = (UINavigationController *)self.window.rootViewController;
          if (sysVersion >= 7) {
              self.navigationController.navigationBar.translucent = NO;
          }
      """)
    #expect(try Self.initialBar(branch) == nil)
    // The launch code replaces the root first: the bar it changes is not the storyboard's.
    let rerooted = Self.delegate(
      """
          self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:[MenuViewController new]];
          navigationController = (UINavigationController *)self.window.rootViewController;
          self.navigationController.navigationBar.translucent = NO;
      """)
    #expect(try Self.initialBar(rerooted) == nil)
    // A screen's code on its own navigation controller (round W's TeamListViewController makes
    // the bar of a navigation controller it presents opaque): not the window's root.
    let screen = """
      @implementation TeamListViewController
      - (void)prepareForSegue:(UIStoryboardSegue *)segue sender:(id)sender {
          UINavigationController *nv = (UINavigationController *)[segue destinationViewController];
          nv.navigationBar.translucent = NO;
      }
      @end
      """
    #expect(try Self.initialBar(screen, path: "App/TeamListViewController.m") == nil)
  }
}
