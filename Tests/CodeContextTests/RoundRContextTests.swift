import Foundation
import IBFixtures
import InterfaceBuilder
import Testing

@testable import CodeContext

/// Fresh round R's largest code-context classes and round Q's leftovers, rewritten small
/// (training from then on; `Documentation/CodeContext.md`, "Round R's code-context classes").
@Suite struct RoundRContextTests {
  // MARK: A tab's base class hides the bar through helpers of viewWillAppear

  /// Clinitick's tab screens: their base class calls `configure()` from `viewWillAppear`, which
  /// calls `setUIComponents()`, which hides the bar of the navigation controller that holds the
  /// screen. `caller` is the method `configure()` is called from.
  static func tabBase(_ caller: String) -> String {
    """
    import UIKit
    class TabBarViewController: UIViewController {
        \(caller) {
            super.viewWillAppear(true)
            configure()
        }
        private func configure() {
            selectTabBarItem()
            setUIComponents()
        }
        private func selectTabBarItem() {
            if Info.shared.isForReturn { tabBarController?.selectedIndex = 1 }
        }
        private func setUIComponents() {
            navigationController?.setNavigationBarHidden(true, animated: true)
            tabBarController?.tabBar.isHidden = false
        }
        @IBAction func refresh(_ sender: Any) {
            navigationController?.setNavigationBarHidden(false, animated: true)
        }
    }
    class FinanceViewController: TabBarViewController {}
    """
  }

  /// The bar a screen's lifecycle code hides through its own argument-less helpers (two deep)
  /// is hidden, as when set in the lifecycle method itself (R22.16), and a subclass inherits it
  /// (fresh round R: Clinitick's tabs, 15 findings under a bar that is never shown).
  /// Look-alike: the same helpers called from an action, which runs on a tap, set nothing.
  @Test func aBarHiddenThroughHelpersOfViewWillAppearIsHidden() throws {
    let index = CodeIndex.read(sources: [
      (
        "App/TabBarViewController.swift",
        Self.tabBase("override func viewWillAppear(_ animated: Bool)")
      )
    ])
    let fact = try #require(
      index.context(ofClass: "FinanceViewController").fact(.navigationBarHidden))
    #expect(fact.value == .bool(true))
    #expect(fact.location.fileNameAndLine == "TabBarViewController.swift:15")
    let action = CodeIndex.read(sources: [
      ("App/TabBarViewController.swift", Self.tabBase("@IBAction func reload(_ sender: Any)"))
    ])
    #expect(action.context(ofClass: "FinanceViewController").fact(.navigationBarHidden) == nil)
  }

  // MARK: A navigation controller's show(_:sender:) pushes

  static func signIn(_ call: String) -> String {
    """
    import UIKit
    class LoginViewController: UIViewController {
        func nextPage() {
            guard let controller = UIStoryboard(name: "Main", bundle: nil)
                .instantiateViewController(withIdentifier: "SignUpViewController") as? SignUpViewController else {
                return
            }
            \(call)
        }
    }
    class SignUpViewController: UIViewController {}
    """
  }

  /// `navigationController?.show(controller, sender: nil)` pushes: a navigation controller's
  /// `show(_:sender:)` pushes onto its stack (R22.31; fresh round R: Clinitick's sign-up and
  /// code screens, assumed). Look-alike: the controller's own `show(_:sender:)` goes where its
  /// container decides at run time, as before.
  @Test func aNavigationControllersShowPushes() throws {
    let pushed = CodeIndex.read(sources: [
      (
        "App/LoginViewController.swift",
        Self.signIn("navigationController?.show(controller, sender: nil)")
      )
    ])
    let push = try #require(pushed.showings(ofClass: "SignUpViewController").first)
    #expect(push.way == .pushed)
    #expect(push.screen == .storyboardScene(storyboard: "Main", identifier: "SignUpViewController"))
    let adaptive = CodeIndex.read(sources: [
      ("App/LoginViewController.swift", Self.signIn("show(controller, sender: nil)"))
    ])
    #expect(adaptive.showings(ofClass: "SignUpViewController").first?.way == .shownAdaptively)
  }

  // MARK: Every navigation controller hides its bar: an empty one nobody uses, a root that hides it

  /// A navigation controller made empty into a property no other statement uses holds no
  /// screen and is never shown, so it does not keep "every navigation controller the app makes
  /// hides its bar" from holding (R22.30; fresh round R's Taka, 27 findings under a bar every
  /// shown navigation controller hides). Look-alike: the same property used to push a screen
  /// is a navigation controller that may show its bar.
  @Test func anEmptyNavigationControllerNobodyUsesHoldsNoScreen() throws {
    let unused = CodeIndex.read(sources: [
      ("Taka/Menu.m", SourceFixture.takaMenu(use: "NSLog(@\"settings\");"))
    ])
    #expect(unused.everyCodeMadeNavigationHidesItsBar?.fileNameAndLine == "Menu.m:22")
    #expect(unused.navigationControllersMadeInCode.map(\.fileNameAndLine) == ["Menu.m:22"])
    let used = CodeIndex.read(sources: [
      (
        "Taka/Menu.m",
        SourceFixture.takaMenu(
          use: "[self.nav pushViewController:[[ViewController alloc] init] animated:YES];")
      )
    ])
    #expect(used.everyCodeMadeNavigationHidesItsBar == nil)
    // A library's navigation controller made with its own initializer and presented holds
    // none of the app's screens either (Taka's PayPal payment screen).
    let library = CodeIndex.read(sources: [
      (
        "Taka/Menu.m",
        SourceFixture.takaMenu(
          use: "[self presentViewController:[[PayPalPaymentViewController alloc]"
            + " initWithPayment:payment configuration:self.config delegate:self]"
            + " animated:YES completion:nil];")
      )
    ])
    #expect(library.everyCodeMadeNavigationHidesItsBar?.fileNameAndLine == "Menu.m:22")
  }

  /// A root whose own `viewDidLoad` hides its navigation controller's bar hides it for the
  /// screens pushed after it (R22.30: the storyboard's navigation controller of Taka, whose
  /// root is `ViewController`). Look-alike: a root that sets the bar again when it disappears
  /// leaves it as the next screen wants.
  @Test func aRootThatHidesTheBarForGoodHidesItsNavigationControllersBar() throws {
    let index = CodeIndex.read(sources: [
      ("Taka/Menu.m", SourceFixture.takaMenu(use: "NSLog(@\"settings\");"))
    ])
    #expect(index.hidesHeldBarForGood("ViewController"))
    #expect(!index.hidesHeldBarForGood("CustomMenuViewController"))
    let restoring = CodeIndex.read(sources: [
      (
        "Taka/Menu.m",
        SourceFixture.takaMenu(use: "NSLog(@\"settings\");").replacingOccurrences(
          of: "[super viewWillDisappear:animated];",
          with:
            "[super viewWillDisappear:animated];\n    [self.navigationController setNavigationBarHidden:NO animated:NO];"
        )
      )
    ])
    #expect(!restoring.hidesHeldBarForGood("ViewController"))
    let document = try IBDocument(
      data: Data(SourceFixture.takaStoryboard.utf8), path: "Taka/Main.storyboard")
    let hidden = StoryboardIdentifiers([index.withNavigationClassBars(document)])
    #expect(hidden.navigationControllers.map(\.barHidden) == [true])
    let shown = StoryboardIdentifiers([restoring.withNavigationClassBars(document)])
    #expect(shown.navigationControllers.map(\.barHidden) == [nil])
  }

  // MARK: A push segue from a scene the code shows in a navigation controller

  /// ShotVibe: the album list (no navigation item, no segue reaches it) is put on the window's
  /// navigation controller by code (`setViewControllers:`), and pushes the album grid by a push
  /// segue from its cell.
  static let albumStoryboard = IBFixture.storyboard(
    initial: "reg",
    scenes: [
      IBFixture.scene(
        "s0",
        IBFixture.viewController(
          id: "reg", storyboardIdentifier: "SVConfirmationCodeViewController",
          customClass: "SVConfirmationCodeViewController", rootID: "reg-root")),
      IBFixture.scene(
        "s1",
        IBFixture.viewController(
          id: "list", storyboardIdentifier: "SVAlbumListViewController",
          customClass: "SVAlbumListViewController", rootID: "list-root",
          connections:
            #"<segue destination="grid" kind="push" identifier="AlbumGridViewSegue" id="p"/>"#)),
      IBFixture.scene(
        "s2",
        IBFixture.viewController(
          id: "grid", storyboardIdentifier: "SVAlbumGridViewController",
          customClass: "SVAlbumGridViewController", rootID: "grid-root")),
    ].joined(separator: "\n"))

  static func confirmation(_ show: String) -> String {
    """
    @interface SVConfirmationCodeViewController : UIViewController
    @end
    @implementation SVConfirmationCodeViewController
    - (void)handleSuccessfulLogin:(BOOL)animated {
        UIStoryboard *storyboard = [UIStoryboard storyboardWithName:@"MainStoryboard" bundle:[NSBundle mainBundle]];
        SVAlbumListViewController *rootView = [storyboard instantiateViewControllerWithIdentifier:@"SVAlbumListViewController"];
        \(show)
    }
    @end
    """
  }

  /// A push segue's destination goes onto the navigation controller its source is in; when the
  /// code shows the source in one (`setViewControllers:` on the navigation controller), the
  /// destination's context follows the code's, not the document's guess for the source
  /// (R22.32; precision's fresh round Q: ShotVibe's album grid, laid out presented with no bar,
  /// 5 findings). Look-alike: a source the code presents without a navigation controller makes
  /// the push segue a modal presentation, as UIKit does.
  @Test func aPushSegueFromAScreenTheCodeShowsInANavigationControllerIsAPush() throws {
    let document = try IBDocument(
      data: Data(Self.albumStoryboard.utf8), path: "shotvibe/MainStoryboard.storyboard")
    func context(_ code: String) throws -> IBPresentationContext {
      let index = CodeIndex.read(sources: [("shotvibe/SVConfirmationCodeViewController.m", code)])
      let scenes = AppCodeContext(index: index).apply(toScenes: [(document, "grid")])
      let grid = try #require(scenes.first?.document)
      return IBPresentationContext.resolve("grid", in: grid)
    }
    let pushed = try context(
      Self.confirmation("[self.navigationController setViewControllers:@[rootView] animated:NO];"))
    #expect(pushed.kind == .pushed)
    #expect(!pushed.isAssumed)
    let presented = try context(
      Self.confirmation("[self presentViewController:rootView animated:YES completion:nil];"))
    #expect(presented.kind == .presented)
  }

  // MARK: An assumed push onto navigation controllers that are all alike

  /// Dingo: two storyboard navigation controllers, the first with an opaque bar, the second
  /// with `barSecond` (its bar's attributes), and a scene with a navigation item no segue or code
  /// reaches.
  static func dingo(barSecond: String) -> String {
    IBFixture.storyboard(
      initial: "nav1",
      scenes: [
        IBFixture.scene(
          "s0",
          IBFixture.navigationController(
            id: "nav1", barAttributes: #" translucent="NO""#, root: "a")),
        IBFixture.scene(
          "s1",
          IBFixture.viewController(id: "a", customClass: "TicketsViewController", rootID: "va")),
        IBFixture.scene(
          "s2", IBFixture.navigationController(id: "nav2", barAttributes: barSecond, root: "b")),
        IBFixture.scene(
          "s3", IBFixture.viewController(id: "b", customClass: "AlertsViewController", rootID: "vb")
        ),
        IBFixture.scene(
          "s4",
          IBFixture.viewController(
            id: "add", storyboardIdentifier: "AddTicketAlertViewController",
            customClass: "AddTicketAlertViewController", rootID: "vadd",
            items: #"<navigationItem key="navigationItem" id="ni"/>"#)),
      ].joined(separator: "\n"))
  }

  /// A scene assumed pushed (a navigation item, no segue, no code) goes onto one of the app's
  /// navigation controllers; when the code makes none and every one of the documents' has an
  /// opaque bar, it is laid out under an opaque bar (fresh round R: Dingo's ticket-alert screen,
  /// laid out under a translucent bar). Look-alike: one translucent bar among them leaves
  /// UIKit's default bar, still assumed.
  @Test func anAssumedPushGoesOntoNavigationControllersAllOpaque() throws {
    let index = CodeIndex.read(sources: [("Dingo/Empty.m", "@implementation Empty\n@end\n")])
    func decide(_ text: String) throws -> ScreenDecision {
      let document = try IBDocument(data: Data(text.utf8), path: "Dingo/Storyboard.storyboard")
      let controller = try #require(document.scenes.first { $0.controller.id == "add" }?.controller)
      return index.decide(controller, in: document, identifiers: StoryboardIdentifiers([document]))
    }
    let alike = try decide(Self.dingo(barSecond: #" translucent="NO""#))
    let context = try #require(alike.context)
    #expect(context.isAssumed)
    #expect(context.navigationStyle?.barTranslucent == false)
    #expect(
      alike.applied == [
        "onto one of the app's 2 navigation controllers, every one with an opaque bar"
      ])
    let differing = try decide(Self.dingo(barSecond: ""))
    #expect(differing.context == nil)
  }
}
