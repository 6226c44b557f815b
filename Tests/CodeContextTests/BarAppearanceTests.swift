import Testing

@testable import CodeContext

/// Every navigation bar's translucency set through the appearance proxy
/// (`CodeIndex.navigationBarAppearance`): `translucent` is a `UI_APPEARANCE_SELECTOR` of
/// `UINavigationBar` (UIKit's `UINavigationBar.h`). Rewrites of round G's cases: a Swift 2 app
/// delegate that binds the proxy to a local (`let navBarnAppearance = UINavigationBar.appearance()`),
/// and Objective-C app delegates and navigation controller subclasses.
@Suite struct BarAppearanceTests {
  static func index(_ path: String, _ text: String) -> CodeIndex {
    CodeIndex.read(sources: [(path, text)])
  }

  @Test("Swift: the proxy through a local, and directly; both make every bar opaque")
  func swiftProxy() throws {
    let local = Self.index(
      "AppDelegate.swift",
      """
      import UIKit
      class AppDelegate: UIResponder, UIApplicationDelegate {
          private func setAppSubject() {
              let tabBarAppearance = UITabBar.appearance()
              tabBarAppearance.backgroundColor = UIColor.whiteColor()
              let navBarnAppearance = UINavigationBar.appearance()
              navBarnAppearance.translucent = false
          }
      }
      """)
    let opaque = try #require(local.navigationBarAppearance)
    #expect(opaque.translucent == false)
    #expect(opaque.fact.location.line == 7)
    let direct = Self.index(
      "Theme.swift",
      """
      import UIKit
      func applyTheme() {
          UINavigationBar.appearance().isTranslucent = false
      }
      """)
    #expect(direct.navigationBarAppearance?.translucent == false)
  }

  @Test("Objective-C: a message to the proxy, and the property on a local proxy")
  func objectiveCProxy() {
    let message = Self.index(
      "AppDelegate.m",
      """
      @implementation AppDelegate
      - (void)setupAppearance {
          [[UINavigationBar appearance] setTranslucent:NO];
      }
      @end
      """)
    #expect(message.navigationBarAppearance?.translucent == false)
    let local = Self.index(
      "AppDelegate.m",
      """
      @implementation AppDelegate
      - (void)setupAppearance {
          UINavigationBar *bar = [UINavigationBar appearance];
          bar.translucent = NO;
      }
      @end
      """)
    #expect(local.navigationBarAppearance?.translucent == false)
  }

  @Test("not applied: a contained-in proxy, a runtime branch, a bar instance, disagreement")
  func notApplied() {
    // WNXHuntForCity's navigation controller subclass: only bars inside that class.
    let contained = Self.index(
      "NavigationController.m",
      """
      @implementation NavigationController
      + (void)initialize {
          UINavigationBar *bar = [UINavigationBar appearanceWhenContainedIn:self, nil];
          bar.translucent = NO;
      }
      @end
      """)
    #expect(contained.navigationBarAppearance == nil)
    #expect(contained.containedBarAppearance.map(\.line) == [4])
    let branch = Self.index(
      "Theme.swift",
      """
      import UIKit
      func applyTheme(dark: Bool) {
          if dark {
              UINavigationBar.appearance().isTranslucent = false
          }
      }
      """)
    #expect(branch.navigationBarAppearance == nil)
    let instance = Self.index(
      "List.swift",
      """
      import UIKit
      class ListViewController: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              navigationController?.navigationBar.isTranslucent = false
          }
      }
      """)
    #expect(instance.navigationBarAppearance == nil)
    let disagree = Self.index(
      "Theme.swift",
      """
      import UIKit
      func light() { UINavigationBar.appearance().isTranslucent = false }
      func dark() { UINavigationBar.appearance().isTranslucent = true }
      """)
    #expect(disagree.navigationBarAppearance == nil)
  }
}
