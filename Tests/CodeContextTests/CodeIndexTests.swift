import Testing

@testable import CodeContext

/// The readers and the index on small Swift and Objective-C fixtures (rewritten from the shapes
/// real apps use): each fact and each way of showing a screen, found where the code states it,
/// and not found in a look-alike.
@Suite struct CodeIndexTests {
  static func swift(_ text: String, file: String = "App/Feed.swift") -> CodeIndex {
    CodeIndex.read(sources: [(file, text)])
  }

  static func objectiveC(_ text: String, file: String = "App/Feed.m") -> CodeIndex {
    CodeIndex.read(sources: [(file, text)])
  }

  // MARK: Showings (Swift)

  @Test func storyboardScenePresentedAsAPopover() throws {
    let index = Self.swift(
      """
      import UIKit
      class FeedViewController: UIViewController {
        func openReader(_ sender: UIView) {
          let reader = UIStoryboard(name: "Main", bundle: nil)
            .instantiateViewController(withIdentifier: "Reader") as! ReaderViewController
          reader.modalPresentationStyle = .popover
          reader.popoverPresentationController?.sourceView = sender
          reader.preferredContentSize = CGSize(width: 320, height: 400)
          present(reader, animated: true)
        }
      }
      class ReaderViewController: UIViewController {}
      """)
    let showing = try #require(index.showings.first)
    #expect(index.showings.count == 1)
    #expect(showing.screen == .storyboardScene(storyboard: "Main", identifier: "Reader"))
    #expect(showing.className == "ReaderViewController")
    #expect(showing.way == .presented)
    #expect(showing.presentationStyle == .name("popover"))
    #expect(showing.popoverLocation?.line == 7)
    #expect(showing.preferredContentSize == .size(width: 320, height: 400))
    #expect(showing.location.line == 9)
    #expect(showing.shownBy == "FeedViewController")
    #expect(showing.description == "shown as a popover by Feed.swift:9")
  }

  @Test func styleSetOnAnotherVariableIsNotTheShownOnes() throws {
    let index = Self.swift(
      """
      class FeedViewController: UIViewController {
        func open() {
          let reader = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Reader")
          let other = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Other")
          other.modalPresentationStyle = .popover
          present(reader, animated: true)
        }
      }
      """)
    let showing = try #require(index.showings.first)
    #expect(index.showings.count == 1)
    #expect(showing.screen == .storyboardScene(storyboard: "Main", identifier: "Reader"))
    #expect(showing.presentationStyle == nil)
    #expect(showing.description == "shown presented by Feed.swift:6")
  }

  @Test func instantiatedButNotShownIsNoShowing() {
    let index = Self.swift(
      """
      class FeedViewController: UIViewController {
        func prepare() {
          let reader = storyboard?.instantiateViewController(withIdentifier: "Reader")
          reader?.modalPresentationStyle = .formSheet
        }
      }
      """)
    #expect(index.showings.isEmpty)
  }

  @Test func pushedFromOwnStoryboardAndInANavigationController() throws {
    let index = Self.swift(
      """
      class FeedViewController: UITableViewController {
        override func tableView(_ t: UITableView, didSelectRowAt i: IndexPath) {
          if let detail = storyboard?.instantiateViewController(withIdentifier: "Detail") as? DetailViewController {
            navigationController?.pushViewController(detail, animated: true)
          }
          let settings = SettingsViewController(nibName: "Settings", bundle: nil)
          let navigation = UINavigationController(rootViewController: settings)
          navigation.modalPresentationStyle = .formSheet
          navigation.isNavigationBarHidden = true
          self.present(navigation, animated: true, completion: nil)
        }
      }
      class DetailViewController: UIViewController {}
      class SettingsViewController: UIViewController {}
      """)
    #expect(index.showings.count == 2)
    let pushed = try #require(index.showings.first)
    #expect(pushed.screen == .storyboardScene(storyboard: nil, identifier: "Detail"))
    #expect(pushed.way == .pushed)
    #expect(pushed.conditional == false, "an optional binding is no runtime branch")
    let presented = try #require(index.showings.last)
    #expect(presented.screen == .nib("Settings"))
    #expect(presented.inNavigationController)
    #expect(presented.presentationStyle == .name("formSheet"))
    #expect(presented.navigationBarHidden == true)
    #expect(
      presented.description
        == "shown presented (formSheet) in a navigation controller by Feed.swift:10")
  }

  @Test func windowRootTabsAndInitialController() throws {
    let index = Self.swift(
      """
      class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
          let onboarding = UIStoryboard(name: "Onboarding", bundle: nil).instantiateInitialViewController()!
          let tabs = UITabBarController()
          tabs.viewControllers = [UINavigationController(rootViewController: FeedViewController()), onboarding]
          window?.rootViewController = tabs
        }
      }
      class FeedViewController: UIViewController {}
      """)
    #expect(index.showings.count == 2)
    let feed = try #require(
      index.showings.first { $0.screen == .controllerClass("FeedViewController") })
    #expect(feed.way == .windowRoot && feed.inTabBarController && feed.inNavigationController)
    #expect(feed.shownBy == "SceneDelegate")
    let onboarding = try #require(
      index.showings.first { $0.screen == .storyboardInitial(storyboard: "Onboarding") })
    #expect(onboarding.inTabBarController && !onboarding.inNavigationController)
  }

  @Test func namesBuiltAtRunTimeAreUnresolved() throws {
    let index = Self.swift(
      """
      class FeedViewController: UIViewController {
        func open(_ name: String) {
          let vc = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: name) as! ReaderViewController
          present(vc, animated: true)
          let same = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: String(describing: ReaderViewController.self))
          same.modalPresentationStyle = isPad ? .popover : .fullScreen
          present(same, animated: true)
        }
      }
      class ReaderViewController: UIViewController {}
      """)
    let unresolved = try #require(index.unresolved.first)
    #expect(unresolved.location.line == 4)
    #expect(unresolved.className == "ReaderViewController")
    #expect(unresolved.reason.contains("identifier built at run time ('name')"))
    // `String(describing: X.self)` is spelled out; the style on a `? :` is not known.
    let showing = try #require(index.showings.first)
    #expect(
      showing.screen == .storyboardScene(storyboard: "Main", identifier: "ReaderViewController"))
    #expect(showing.presentationStyle?.isResolved == false)
  }

  @Test func styleOnARuntimeBranchIsUnresolved() throws {
    let index = Self.swift(
      """
      class FeedViewController: UIViewController {
        func open() {
          let reader = ReaderViewController()
          if traitCollection.horizontalSizeClass == .regular {
            reader.modalPresentationStyle = .popover
          }
          present(reader, animated: true)
        }
      }
      class ReaderViewController: UIViewController {}
      """)
    let showing = try #require(index.showings.first)
    #expect(showing.presentationStyle == .unresolved("set on a runtime branch"))
  }

  @Test func helperThatReturnsAControllerIsFollowed() throws {
    let index = Self.swift(
      """
      class FeedViewController: UIViewController {
        func makeReader() -> UIViewController {
          return UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Reader")
        }
        func open() {
          navigationController?.pushViewController(makeReader(), animated: true)
        }
      }
      """)
    let showing = try #require(index.showings.first)
    #expect(showing.screen == .storyboardScene(storyboard: "Main", identifier: "Reader"))
    #expect(showing.way == .pushed && showing.location.line == 6)
  }

  @Test func presentingSomethingElseIsNotAShowingOfTheScreen() {
    let index = Self.swift(
      """
      class FeedViewController: UIViewController {
        func share() {
          let reader = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Reader")
          let activity = UIActivityViewController(activityItems: [], applicationActivities: nil)
          present(activity, animated: true)
          _ = reader
        }
      }
      """)
    #expect(index.showings(of: .storyboardScene(storyboard: "Main", identifier: "Reader")).isEmpty)
  }

  // MARK: Showings (Objective-C)

  @Test func objectiveCPresentsAFormSheetFromANib() throws {
    let index = Self.objectiveC(
      """
      #import "Feed.h"
      @implementation FeedViewController
      - (void)openSettings:(id)sender {
          SettingsViewController *settings = [[SettingsViewController alloc] initWithNibName:@"Settings" bundle:nil];
          UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:settings];
          nav.modalPresentationStyle = UIModalPresentationFormSheet;
          [self presentViewController:nav animated:YES completion:nil];
      }
      - (void)openReader {
          UIStoryboard *board = [UIStoryboard storyboardWithName:@"Main" bundle:nil];
          ReaderViewController *reader = (ReaderViewController *)[board instantiateViewControllerWithIdentifier:@"Reader"];
          [self.navigationController pushViewController:reader animated:YES];
          OtherViewController *other = [[OtherViewController alloc] init];
          other.modalPresentationStyle = UIModalPresentationPopover;
      }
      @end
      """)
    #expect(index.showings.count == 2)
    let settings = try #require(index.showings.first)
    #expect(settings.screen == .nib("Settings"))
    #expect(settings.className == "SettingsViewController")
    #expect(settings.inNavigationController)
    #expect(settings.presentationStyle == .name("formSheet"))
    #expect(settings.location.line == 7)
    let reader = try #require(index.showings.last)
    #expect(reader.screen == .storyboardScene(storyboard: "Main", identifier: "Reader"))
    #expect(reader.className == "ReaderViewController")
    #expect(reader.way == .pushed)
  }

  @Test func objectiveCWindowRootAndUnresolvedIdentifier() throws {
    let index = Self.objectiveC(
      """
      @implementation AppDelegate
      - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
          self.window.rootViewController = [[UIStoryboard storyboardWithName:@"Main" bundle:nil] instantiateInitialViewController];
          NSString *name = [self nameForState];
          UIViewController *vc = [self.storyboard instantiateViewControllerWithIdentifier:name];
          [self.window.rootViewController presentViewController:vc animated:NO completion:nil];
          return YES;
      }
      @end
      """, file: "App/AppDelegate.m")
    let root = try #require(index.showings.first)
    #expect(root.screen == .storyboardInitial(storyboard: "Main"))
    #expect(root.way == .windowRoot && root.location.line == 3)
    #expect(index.unresolved.contains { $0.location.line == 6 && $0.reason.contains("'name'") })
  }

  // MARK: Facts

  @Test func swiftFactsAreFoundAndLookAlikesAreNot() throws {
    let index = Self.swift(
      """
      class PlayerViewController: BaseViewController {
        @IBOutlet weak var banner: UIView!
        @IBOutlet weak var scrollView: UIScrollView!
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
        override var prefersStatusBarHidden: Bool { return true }
        override func viewDidLoad() {
          super.viewDidLoad()
          additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 44, right: 0)
          edgesForExtendedLayout = []
          extendedLayoutIncludesOpaqueBars = true
          automaticallyAdjustsScrollViewInsets = false
          scrollView.contentInsetAdjustmentBehavior = .never
          banner.isHidden = true
          let local = UIView()
          local.isHidden = true
        }
        override func viewWillAppear(_ animated: Bool) {
          super.viewWillAppear(animated)
          navigationController?.setNavigationBarHidden(true, animated: animated)
        }
        override func viewWillDisappear(_ animated: Bool) {
          navigationController?.setNavigationBarHidden(false, animated: animated)
        }
        @IBAction func toggle() { banner.isHidden = false; scrollView.frame = .zero }
      }
      class BaseViewController: UIViewController {
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
      }
      """, file: "App/Player.swift")
    let context = index.context(ofClass: "PlayerViewController")
    #expect(context.fact(.supportedInterfaceOrientations)?.value == .orientations(["portrait"]))
    #expect(context.fact(.supportedInterfaceOrientations)?.location.line == 4)
    #expect(context.fact(.prefersStatusBarHidden)?.value == .bool(true))
    #expect(
      context.fact(.additionalSafeAreaInsets)?.value
        == .insets(top: 0, left: 0, bottom: 44, right: 0))
    #expect(context.fact(.edgesForExtendedLayout)?.value == .edges([]))
    #expect(context.fact(.extendedLayoutIncludesOpaqueBars)?.value == .bool(true))
    #expect(context.fact(.automaticallyAdjustsScrollViewInsets)?.value == .bool(false))
    #expect(context.fact(.contentInsetAdjustmentBehavior)?.subject == "scrollView")
    #expect(context.fact(.contentInsetAdjustmentBehavior)?.value == .name("never"))
    #expect(context.fact(.navigationBarHidden)?.value == .bool(true))
    #expect(context.fact(.navigationBarHidden)?.location.line == 19)
    // Hidden in viewDidLoad: the outlet, not the local; an action's changes are no facts.
    let hidden = context.facts.filter { $0.kind == .outletHidden }
    #expect(hidden.map(\.subject) == ["banner"])
    #expect(!context.facts.contains { $0.kind == .outletMoved })
    // The base class's own answer, for itself.
    #expect(
      index.context(ofClass: "BaseViewController").fact(.supportedInterfaceOrientations)?.value
        == .orientations(["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"]))
  }

  @Test func inheritedAndRuntimeAnswers() {
    let index = Self.swift(
      """
      class Base: UIViewController {
        override var prefersStatusBarHidden: Bool { true }
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
          UIDevice.current.userInterfaceIdiom == .pad ? .all : .portrait
        }
      }
      class Child: Base {
        override func viewDidLoad() {
          if isEditing { navigationController?.isNavigationBarHidden = true }
        }
      }
      """)
    let context = index.context(ofClass: "Child")
    #expect(context.fact(.prefersStatusBarHidden)?.value == .bool(true))
    // An answer chosen by the device's idiom is not runtime state: each device has one idiom,
    // so it is read per environment (round V; before, unresolved).
    #expect(
      context.fact(.supportedInterfaceOrientations)?.value
        == .orientationsByIdiom(
          phone: ["portrait"],
          pad: ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"]))
    #expect(context.fact(.navigationBarHidden)?.value == .unresolved("set on a runtime branch"))
  }

  @Test func objectiveCFactsAreFoundAndLookAlikesAreNot() throws {
    let index = Self.objectiveC(
      """
      @interface PlayerViewController : UIViewController
      @property (weak) IBOutlet UIButton *closeButton;
      @end
      @implementation PlayerViewController
      - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
          return UIInterfaceOrientationMaskLandscapeLeft | UIInterfaceOrientationMaskLandscapeRight;
      }
      - (BOOL)prefersStatusBarHidden { return YES; }
      - (void)viewDidLoad {
          [super viewDidLoad];
          self.edgesForExtendedLayout = UIRectEdgeNone;
          self.additionalSafeAreaInsets = UIEdgeInsetsMake(20, 0, 0, 0);
          self.closeButton.hidden = YES;
          self.closeButton.frame = CGRectMake(0, 0, 44, 44);
      }
      - (void)viewWillAppear:(BOOL)animated {
          [super viewWillAppear:animated];
          [self.navigationController setNavigationBarHidden:YES animated:animated];
      }
      - (void)tap { self.view.hidden = YES; [self.closeButton setHidden:YES]; }
      @end
      """, file: "App/Player.m")
    let controller = try #require(index.controller(named: "PlayerViewController"))
    #expect(controller.superclass == "UIViewController")
    let context = index.context(ofClass: "PlayerViewController")
    #expect(
      context.fact(.supportedInterfaceOrientations)?.value
        == .orientations(["landscapeLeft", "landscapeRight"]))
    #expect(context.fact(.prefersStatusBarHidden)?.value == .bool(true))
    #expect(context.fact(.edgesForExtendedLayout)?.value == .edges([]))
    #expect(
      context.fact(.additionalSafeAreaInsets)?.value
        == .insets(top: 20, left: 0, bottom: 0, right: 0))
    #expect(context.fact(.navigationBarHidden)?.location.line == 18)
    #expect(context.facts.filter { $0.kind == .outletHidden }.map(\.location.line) == [13])
    #expect(context.fact(.outletMoved)?.subject == "closeButton")
  }

  @Test func nibLoadedWithSelfAsOwner() throws {
    let index = Self.swift(
      """
      class CardViewController: UIViewController {
        override func loadView() {
          Bundle.main.loadNibNamed("Card", owner: self, options: nil)
          Bundle.main.loadNibNamed("Other", owner: nil, options: nil)
        }
      }
      """)
    let controller = try #require(index.controller(named: "CardViewController"))
    #expect(controller.loadedNibs.map(\.nib) == ["Card"])
  }

  @Test func hostileNestingIsBounded() {
    let deep =
      String(repeating: "if a { ", count: 400) + "present(x, animated: true)"
      + String(repeating: " }", count: 400)
    let index = Self.swift("class A: UIViewController { func f() { \(deep) } }")
    #expect(index.controllers.count == 1)
    let objc = "@implementation A\n- (void)f { " + String(repeating: "[", count: 500) + " }\n@end"
    _ = Self.objectiveC(objc)
  }

  /// `gen-objc` (issue 32, fuzz run 14): a run of `*&` before an operand was kept as the
  /// operand's debug description, one level per operator, each escaping the quotes and
  /// backslashes of the one inside; 26 pairs took 31 s and 2 GB. The run is now kept by its
  /// source text (cut at 160 characters), and a run of 10,000 pairs is read in one loop.
  @Test func prefixRunIsKeptByItsTextNotEscapedPerLevel() throws {
    func value(_ run: String) throws -> CodeExpression {
      let file = ObjectiveCCodeReader.read(
        "@implementation A\n- (void)f {\n    self.box.frame = \(run)self.view.bounds;\n}\n@end",
        path: "App/A.m")
      let statement = try #require(file.classes.first?.methods.first?.statements.first)
      guard case .assign(_, let value) = statement.kind else {
        Issue.record("not an assignment: \(statement.kind)")
        return .unknown("")
      }
      return value
    }
    // Before the fix: `*&!` read as `&` of `!` of … with `"\\\"` growing at each level.
    #expect(try value("*&!") == .unknown("*&!self.view.bounds"))
    #expect(
      try value(String(repeating: "*&", count: 8)) == .unknown("*&*&*&*&*&*&*&*&self.view.bounds"))
    guard case .unknown(let text) = try value(String(repeating: "*&", count: 10_000)) else {
      Issue.record("a prefix run is not interpreted")
      return
    }
    #expect(text.count < 300)
  }
}
