import Foundation
import IBFixtures
import InterfaceBuilder
import Testing

@testable import CodeContext

/// A `UINavigationController` subclass whose own `viewDidLoad` makes its bar opaque
/// (`self.navigationBar.translucent = NO`): every screen it holds starts below the bar. From
/// Alfresco (fresh round J: its `NavigationViewController` around the settings screen, which
/// pushes the About screen), rewritten small.
@Suite struct NavigationSubclassBarTests {
  static let storyboard = IBFixture.storyboard(
    initial: nil,
    scenes: IBFixture.scene(
      "s-Detail",
      IBFixture.viewController(
        id: "vc-Detail", storyboardIdentifier: "Detail", customClass: "DetailViewController",
        attributes: #" customModule="App""#, rootID: "root-Detail", resizes: false)))

  /// The settings screen, made the root of a `navigation` by a menu builder, pushes Detail.
  static func code(navigation: String = "NavigationViewController", opaque: Bool = true)
    -> String
  {
    """
    class NavigationViewController: UINavigationController {
      override func viewDidLoad() {
        super.viewDidLoad()
        \(opaque ? "navigationBar.isTranslucent = false" : "navigationBar.tintColor = .white")
      }
    }
    class SettingsViewController: UIViewController {
      func openAbout() {
        let about = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Detail")
        navigationController?.pushViewController(about, animated: true)
      }
    }
    class DetailViewController: UIViewController {}
    class MenuBuilder {
      func settingsItem() -> UIViewController {
        let settings = SettingsViewController()
        let navigation = \(navigation)(rootViewController: settings)
        return navigation
      }
    }
    """
  }

  static func decide(_ code: String) throws -> ScreenDecision {
    let document = try IBDocument(data: Data(storyboard.utf8), path: "App/Main.storyboard")
    let index = CodeIndex.read(sources: [("App/Code.swift", code)])
    let controller = try #require(document.scenes.first?.controller)
    return index.decide(controller, in: document, identifiers: StoryboardIdentifiers([document]))
  }

  @Test func thePushersNavigationSubclassMakesTheBarOpaque() throws {
    let decision = try Self.decide(Self.code())
    #expect(decision.context?.kind == .pushed)
    #expect(decision.context?.navigationStyle?.barTranslucent == false)
    #expect(
      decision.summary
        == "pushed by Code.swift:10 onto the 'NavigationViewController' that holds"
        + " 'SettingsViewController', its bar opaque by Code.swift:4")
  }

  @Test func aSubclassThatSetsNoBarLeavesItAssumed() throws {
    let decision = try Self.decide(Self.code(opaque: false))
    #expect(decision.context?.kind == .pushed)
    #expect(decision.context?.navigationStyle?.barTranslucent != false)
  }

  @Test func aPlainNavigationControllerLeavesItAssumed() throws {
    let decision = try Self.decide(Self.code(navigation: "UINavigationController"))
    #expect(decision.context?.navigationStyle?.barTranslucent != false)
    // Around one plain and one opaque subclass: not all alike, nothing decided.
    let both = Self.code().replacingOccurrences(
      of: "    let navigation = NavigationViewController(rootViewController: settings)",
      with: """
            let other = UINavigationController(rootViewController: SettingsViewController())
            let navigation = NavigationViewController(rootViewController: settings)
        """)
    #expect(both != Self.code())
    let index = CodeIndex.read(sources: [("App/Code.swift", both)])
    #expect(
      index.navigationClassesAround["SettingsViewController"]
        == ["NavigationViewController", "UINavigationController"])
    #expect(index.barOfNavigations(around: "SettingsViewController") == nil)
  }

  @Test func objectiveCSetsItsOwnBar() throws {
    let objc = """
      @interface NavigationViewController : UINavigationController
      @end
      @implementation NavigationViewController
      - (void)viewDidLoad {
          [super viewDidLoad];
          self.navigationBar.translucent = NO;
      }
      @end
      @interface TintedNavigationController : UINavigationController
      @end
      @implementation TintedNavigationController
      - (void)viewDidLoad {
          [super viewDidLoad];
          [self.navigationBar setTranslucent:YES];
      }
      @end
      @interface ListViewController : UIViewController
      @end
      @implementation ListViewController
      - (void)viewDidLoad {
          [super viewDidLoad];
          self.navigationBar.translucent = NO;
      }
      @end
      """
    let index = CodeIndex.read(sources: [("App/Navigation.m", objc)])
    let own = try #require(index.ownBarTranslucency(ofNavigationClass: "NavigationViewController"))
    #expect(own.translucent == false)
    #expect(own.fact.location.line == 6)
    #expect(
      index.ownBarTranslucency(ofNavigationClass: "TintedNavigationController")?.translucent == true
    )
    // Not a navigation controller: its `navigationBar` is some property of its own.
    #expect(index.ownBarTranslucency(ofNavigationClass: "ListViewController") == nil)
  }
}
