import Foundation
import IBFixtures
import InterfaceBuilder
import Testing

@testable import CodeContext

/// Round P's code-context leftovers and fresh round Q's largest context class, rewritten small
/// (training from then on; `Documentation/CodeContext.md`, "Round Q's code-context classes").
@Suite struct RoundQContextTests {
  // MARK: A root navigation controller hidden through a local

  /// Bappy's scene delegate: the sign-in screen made the root of a navigation controller held in
  /// a local, `statement` run on that local, then the local made the window's root.
  static func signIn(_ statement: String) -> String {
    """
    import UIKit
    class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func switchRootViewToSignInView(viewModel: LoginViewModel) {
            let naviRootViewController = LoginViewController(viewModel: viewModel)
            let viewController = UINavigationController(rootViewController: naviRootViewController)
            \(statement)
            viewController.interactivePopGestureRecognizer?.isEnabled = false
            self.window?.rootViewController = viewController
            window?.makeKeyAndVisible()
        }
    }
    class LoginViewController: UIViewController {}
    """
  }

  static func rootShowing(_ statement: String) throws -> ScreenShowing {
    let index = CodeIndex.read(sources: [("App/SceneDelegate.swift", Self.signIn(statement))])
    return try #require(index.showings(ofClass: "LoginViewController").first)
  }

  /// A navigation bar hidden through its own view is read as `isNavigationBarHidden` (R22.16),
  /// on a navigation controller the method made in a local as on a screen's own one: the
  /// window's root is laid out without the bar. Before, only `isNavigationBarHidden` and
  /// `setNavigationBarHidden` on the local were read, and Bappy's sign-in image was reported
  /// 40 pt under a bar that is never shown (round P, code). Look-alikes: a tint set on the bar
  /// says nothing of its visibility; `isHidden = false` shows it.
  @Test func aRootsBarHiddenThroughALocalIsHidden() throws {
    let hidden = try Self.rootShowing("viewController.navigationBar.isHidden = true")
    #expect(hidden.way == .windowRoot)
    #expect(hidden.inNavigationController)
    #expect(hidden.navigationBarHidden == true)
    let tinted = try Self.rootShowing("viewController.navigationBar.tintColor = .white")
    #expect(tinted.inNavigationController)
    #expect(tinted.navigationBarHidden == nil)
    let shown = try Self.rootShowing("viewController.navigationBar.isHidden = false")
    #expect(shown.navigationBarHidden == false)
  }

  // MARK: A navigation controller class hiding its own bar, around a class named in data

  /// A push by a controller no resolved code shows, in an app whose code makes a navigation
  /// controller class that hides its own bar: the push may go onto one of those, so whether the
  /// bar shows is not known (R22.27). Look-alike: a class that only tints its bar hides nothing,
  /// and the push is laid out under UIKit's default bar as before.
  @Test func aPushMayGoOntoANavigationClassThatHidesItsBar() throws {
    let hiding = CodeIndex.read(sources: [
      ("App/Main.swift", SourceFixture.weiboTabs(barStatement: "navigationBar.isHidden = true"))
    ])
    #expect(hiding.barHidingNavigationsMadeInCode.map(\.name) == ["MainNavigationController"])
    let push = try #require(hiding.showings(ofClass: "HomeWebViewController").first)
    #expect(push.way == .pushed)
    let may = try #require(hiding.barHidingNavigation(mayHold: push))
    #expect(may.name == "MainNavigationController")
    #expect(may.madeAt.fileNameAndLine == "Main.swift:15")
    let tinting = CodeIndex.read(sources: [
      ("App/Main.swift", SourceFixture.weiboTabs(barStatement: "navigationBar.tintColor = .orange"))
    ])
    let plain = try #require(tinting.showings(ofClass: "HomeWebViewController").first)
    #expect(tinting.barHidingNavigationsMadeInCode.isEmpty)
    #expect(tinting.barHidingNavigation(mayHold: plain) == nil)
  }

  // MARK: Every bar opaque by its background image

  /// MedRep's app control: the dashboard's navigation controller made, then every bar given the
  /// background image `image` through the proxy under `condition`.
  static func appControl(image: String, condition: String) -> String {
    """
    #import "MRAppControl.h"
    @implementation MRAppControl
    - (void)loadPharmaDashboard
    {
        MRPHDashBoardViewController *dashboardViewCont = [[MRPHDashBoardViewController alloc] initWithNibName:@"MRPHDashBoardViewController" bundle:nil];
        UINavigationController *dashboardNavCont = [[UINavigationController alloc] initWithRootViewController:dashboardViewCont];
        dashboardNavCont.navigationBar.tintColor = [UIColor whiteColor];
        UIImage *image = [UIImage imageNamed:@"\(image)"];
        if(\(condition))
        {
            [[UINavigationBar appearance] setBackgroundImage:image forBarMetrics:UIBarMetricsDefault];
            [[UINavigationBar appearance] setTintColor:[UIColor blackColor]];
        }
        [self.appMainWindow setRootViewController:dashboardNavCont];
    }
    @end
    """
  }

  /// A PNG's first chunks (the signature, `IHDR` with `colourType`, an optional `tRNS`, `IEND`;
  /// CRCs are not checked by the reader and left zero).
  static func png(colourType: UInt8, transparency: [UInt8]? = nil) -> Data {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    func chunk(_ type: String, _ body: [UInt8]) {
      let count = UInt32(body.count)
      bytes += [
        UInt8(count >> 24), UInt8((count >> 16) & 0xFF), UInt8((count >> 8) & 0xFF),
        UInt8(count & 0xFF),
      ]
      bytes += Array(type.utf8) + body + [0, 0, 0, 0]
    }
    chunk("IHDR", [0, 0, 2, 128, 0, 0, 0, 132, 8, colourType, 0, 0, 0])
    if let transparency { chunk("tRNS", transparency) }
    chunk("IEND", [])
    return Data(bytes)
  }

  static func appearance(
    files: [String: Data], image: String = "nabar@2x.png",
    condition: String = "[[UINavigationBar class] respondsToSelector:@selector(appearance)]"
  ) throws -> (translucent: Bool, fact: CodeFact)? {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("RoundQContext-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("App/RESOURCES"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    for (name, data) in files {
      try data.write(to: root.appendingPathComponent("App/RESOURCES/" + name))
    }
    let index = CodeIndex.read(sources: [
      ("App/Appcontrol/MRAppControl.m", Self.appControl(image: image, condition: condition))
    ])
    #expect(index.barBackgroundImages.map(\.imageName) == [image])
    return index.resolvingBarBackgroundImages(under: root.path).navigationBarAppearance
  }

  /// A bar's default translucency follows its background image: "If the background image is
  /// completely opaque, the default value of this property is false" (Apple's documentation of
  /// `UINavigationBar.isTranslucent`; R3.3, R22.28). An image set on the proxy whose files have
  /// no alpha channel (an RGB PNG, as MedRep's `nabar@2x.png`) makes every bar opaque, as
  /// `isTranslucent = false` on the proxy would; `[[UINavigationBar class]
  /// respondsToSelector:@selector(appearance)]` holds on every modelled iOS (R22.12). Before,
  /// MedRep's 113 pushed-screen findings were laid out under a translucent bar. Look-alikes: an
  /// image with an alpha channel (its pixels are not read), a palette whose `tRNS` makes a colour
  /// transparent, a name no file has, and the same statement under another selector check
  /// change nothing.
  @Test func anOpaqueBackgroundImageMakesEveryBarOpaque() throws {
    let opaque = try #require(
      try Self.appearance(files: ["nabar@2x.png": Self.png(colourType: 2)]))
    #expect(opaque.translucent == false)
    #expect(opaque.fact.location.fileNameAndLine == "MRAppControl.m:11")
    #expect(opaque.fact.snippet.hasSuffix("(an opaque background image: 'nabar@2x.png')"))
    // The 1× file loads on a 1× screen: both must be opaque.
    #expect(
      try Self.appearance(files: [
        "nabar@2x.png": Self.png(colourType: 2), "nabar.png": Self.png(colourType: 6),
      ]) == nil)
    #expect(try Self.appearance(files: ["nabar@2x.png": Self.png(colourType: 6)]) == nil)
    let keyed = try Self.appearance(
      files: ["nabar@2x.png": Self.png(colourType: 3, transparency: [255, 0])])
    #expect(keyed == nil)
    let paletted = try Self.appearance(
      files: ["nabar@2x.png": Self.png(colourType: 3, transparency: [255, 255])])
    #expect(paletted?.translucent == false)
    #expect(try Self.appearance(files: ["other.png": Self.png(colourType: 2)]) == nil)
    #expect(
      try Self.appearance(
        files: ["nabar@2x.png": Self.png(colourType: 2)],
        condition: "[[UINavigationBar class] respondsToSelector:@selector(setBarTintColor:)]")
        == nil)
  }

  /// A name without an extension loads an asset catalog's image set of that name too.
  @Test func anImageSetIsReadByItsName() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("RoundQContextSet-\(UUID().uuidString)")
    let set = root.appendingPathComponent("App/Assets.xcassets/nabar.imageset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    try Self.png(colourType: 2).write(to: set.appendingPathComponent("bar@2x.png"))
    let files = BarImageFiles(root: root.path)
    #expect(files.opaque(named: "nabar") == true)
    #expect(files.opaque(named: "nabar.png") == nil)
    try Self.png(colourType: 6).write(to: set.appendingPathComponent("bar@3x.png"))
    #expect(BarImageFiles(root: root.path).opaque(named: "nabar") == nil)
  }

  // MARK: A pusher that is also a window root whose bar its showing code hides

  /// MedRep's sign-in flow: the sign-in screen is the window's root in a navigation controller
  /// the app control makes (`rootStatement` run on it first), and pushed by the home screen,
  /// which hides the bar in `viewDidLoad`; the sign-in screen pushes the forgotten-password one.
  static func signInFlow(rootStatement: String, verifiedBody: String) -> String {
    """
    #import "MRAppControl.h"
    @implementation MRAppControl
    - (void)loadLoginView
    {
        MRLoginViewController *homeViewController = [[MRLoginViewController alloc] initWithNibName:@"MRLoginViewController" bundle:nil];
        UINavigationController *homeNavController = [[UINavigationController alloc] initWithRootViewController:homeViewController];
        \(rootStatement)
        self.appMainWindow.rootViewController = homeNavController;
    }
    @end
    @implementation MRHomeViewContoller
    - (void)viewDidLoad
    {
        [super viewDidLoad];
        self.navigationController.navigationBarHidden = YES;
    }
    - (IBAction)signIn:(id)sender
    {
        MRLoginViewController *login = [[MRLoginViewController alloc] initWithNibName:@"MRLoginViewController" bundle:nil];
        [self.navigationController pushViewController:login animated:YES];
    }
    @end
    @implementation MRLoginViewController
    - (IBAction)verify:(id)sender
    {
        MROTPVerifiedViewController *verified = [[MROTPVerifiedViewController alloc] initWithNibName:@"MROTPVerifiedViewController" bundle:nil];
        [self.navigationController pushViewController:verified animated:YES];
    }
    - (IBAction)forgotPassword:(id)sender
    {
        MRForgotPasswordViewController *forgot = [[MRForgotPasswordViewController alloc] initWithNibName:@"MRForgotPasswordViewController" bundle:nil];
        [self.navigationController pushViewController:forgot animated:YES];
    }
    @end
    @implementation MROTPVerifiedViewController
    \(verifiedBody)
    - (IBAction)welcome:(id)sender
    {
        MRLoginViewController *login = [[MRLoginViewController alloc] initWithNibName:@"MRLoginViewController" bundle:nil];
        [self.navigationController pushViewController:login animated:YES];
    }
    @end
    """
  }

  static func forgotBar(rootStatement: String, verifiedBody: String = "")
    throws -> (hidden: Bool, fact: CodeFact)?
  {
    let header = """
      @interface MRAppControl : NSObject
      @end
      @interface MRHomeViewContoller : UIViewController
      @end
      @interface MRLoginViewController : UIViewController
      @end
      @interface MRForgotPasswordViewController : UIViewController
      @end
      @interface MROTPVerifiedViewController : UIViewController
      @end
      """
    let index = CodeIndex.read(sources: [
      ("App/MRAppControl.h", header),
      (
        "App/MRAppControl.m",
        Self.signInFlow(rootStatement: rootStatement, verifiedBody: verifiedBody)
      ),
    ])
    let push = try #require(index.showings(ofClass: "MRForgotPasswordViewController").first)
    return index.barHiddenByPusher(of: push)
  }

  /// A navigation controller's bar stays as set until changed (Apple's documentation of
  /// `setNavigationBarHidden(_:animated:)`), and a push keeps it: a pusher that is the window's
  /// root in a navigation controller the showing code hides, and pushed only by screens that
  /// hide it too, leaves it hidden (R22.29). Before, the walk stopped at the window root and the
  /// forgotten-password screens were laid out under a shown bar (MedRep, 2 false findings).
  /// Look-alikes: a root whose bar the showing code leaves alone settles nothing; a screen of the
  /// flow's loop back to the sign-in screen that shows the bar disagrees.
  @Test func aWindowRootsHiddenBarIsLeftForItsPushes() throws {
    let hidden = try #require(
      try Self.forgotBar(rootStatement: "homeNavController.navigationBarHidden = YES;"))
    #expect(hidden.hidden)
    let left = try Self.forgotBar(
      rootStatement: "homeNavController.navigationBar.tintColor = [UIColor whiteColor];")
    #expect(left == nil)
    // The flow comes back to the sign-in screen through the verified screen, which says nothing
    // of the bar: it adds no other state. One that shows the bar disagrees.
    let showing = try Self.forgotBar(
      rootStatement: "homeNavController.navigationBarHidden = YES;",
      verifiedBody:
        "- (void)viewDidLoad { [super viewDidLoad]; self.navigationController.navigationBarHidden = NO; }"
    )
    #expect(showing == nil)
  }

  // MARK: A style set in the closure that presents

  /// Bappy's review sheet: presented from an Rx `emit(onNext:)` closure that makes it and sets
  /// its style first; `styleStatement` is how the closure sets it.
  static func review(_ styleStatement: String) -> String {
    """
    import UIKit
    class HangoutDetailViewController: UIViewController {
        func bind() {
            viewModel.output.showReviewView
                .compactMap { $0 }
                .emit(onNext: { [weak self] viewModel in
                    let viewController = WriteReviewViewController(viewModel: viewModel)
                    \(styleStatement)
                    viewController.modalTransitionStyle = .coverVertical
                    self?.present(viewController, animated: true)
                })
                .disposed(by: disposeBag)
        }
    }
    class WriteReviewViewController: UIViewController {}
    """
  }

  static func reviewStyle(_ styleStatement: String) throws -> CodeValue? {
    let index = CodeIndex.read(sources: [("App/Hangout.swift", Self.review(styleStatement))])
    let shown = try #require(index.showings(ofClass: "WriteReviewViewController").first)
    #expect(shown.way == .presented)
    return shown.presentationStyle
  }

  /// A closure's statements run together: a style set on a local the closure binds holds for
  /// the presentation that follows in it (the closure itself runs later, but whenever the local
  /// exists its style is set). Before, every statement in a closure was "on a runtime branch",
  /// the style was unresolved, and the sheet was assumed pushed under a navigation bar (round P,
  /// Bappy, 1 false error). Look-alike: a style set inside an `if` within the closure stays
  /// unresolved.
  @Test func aStyleSetInThePresentingClosureHolds() throws {
    #expect(
      try Self.reviewStyle("viewController.modalPresentationStyle = .overCurrentContext")
        == .name("overCurrentContext"))
    let branch = try Self.reviewStyle(
      "if viewModel.isSheet { viewController.modalPresentationStyle = .overCurrentContext }")
    #expect(branch == .unresolved("set on a runtime branch"), "\(String(describing: branch))")
  }

  // MARK: Every navigation controller the app has hides its bar

  /// CUP carsharing (precision's fresh round Q): every navigation controller the code makes
  /// comes from one helper, which runs `statement` on it; the scenes come from an enum-keyed
  /// factory the reader does not follow.
  static func carsharing(_ statement: String) -> String {
    """
    import UIKit
    class NavigationController: UINavigationController {}
    internal extension UIViewController {
        func withNavigation() -> NavigationController {
            let navigationController = NavigationController(rootViewController: self)
            \(statement)
            return navigationController
        }
    }
    struct Router {
        static func start(_ delegate: AppDelegate) {
            delegate.window?.rootViewController = Storyboard.main.scene(.intro).withNavigation()
        }
    }
    class MapViewController: UIViewController {}
    """
  }

  static func decideMap(_ statement: String, navigation: String? = nil) throws -> ScreenDecision {
    let storyboard = RoundHContextTests.storyboard(
      RoundHContextTests.scene(
        "Map", "MapViewController", items: #"<navigationItem key="navigationItem" id="ni-Map"/>"#),
      navigation: navigation)
    return try RoundHContextTests.decide(
      storyboard, code: Self.carsharing(statement), id: "vc-Map")
  }

  /// A push goes onto the pusher's navigation controller, one the app has: when every one the
  /// code makes hides its bar once made, and the storyboards hold none that shows it, a scene
  /// assumed pushed (no segue or code reaches it; it has a navigation item) is laid out under a
  /// hidden bar, still assumed (R22.30). Before, CUP's 20 scenes were laid out under a shown bar
  /// and their top content reported under it. Look-alikes: the helper only tints its bar; a
  /// storyboard navigation controller that shows its bar.
  @Test func everyNavigationHidingItsBarHidesAnAssumedPush() throws {
    let hidden = try Self.decideMap(
      "navigationController.setNavigationBarHidden(true, animated: false)")
    let context = try #require(hidden.context)
    #expect(context.isAssumed)
    #expect(context.navigationStyle?.barHidden == true)
    #expect(
      context.description.hasSuffix(
        "every navigation controller the app makes hides its bar (the code's, first made by"
          + " Code.swift:5)"), "\(context.description)")
    let tinted = try Self.decideMap("navigationController.navigationBar.tintColor = .white")
    #expect(tinted.context?.navigationStyle?.barHidden == nil)
    let shownInStoryboard = try Self.decideMap(
      "navigationController.setNavigationBarHidden(true, animated: false)",
      navigation: IBFixture.scene(
        "s-nav",
        #"<navigationController id="nav" sceneMemberID="viewController"><navigationBar key="navigationBar" contentMode="scaleToFill" id="nb"><autoresizingMask key="autoresizingMask"/></navigationBar></navigationController>"#
      ))
    #expect(shownInStoryboard.context?.navigationStyle?.barHidden == nil)
  }

  // MARK: Checks that always hold, and a scroll view's inset set by the screen

  static func facts(_ path: String, _ code: String, of name: String) -> [CodeFact] {
    CodeIndex.read(sources: [(path, code)]).context(ofClass: name).facts
  }

  /// Nimbler's route details: `edgesForExtendedLayout` set under `[[[UIDevice currentDevice]
  /// systemVersion] intValue] >= 7`, which holds on every modelled iOS (iOS 7 and later; R22.12's
  /// version checks). Before, only `floatValue` and `compare:` were read so, and the fact was
  /// unresolved. Look-alike: `>= 8` is false on iOS 7, which `--ios 10` stands for too.
  @Test func anIntegerVersionCheckFromIOS7Holds() {
    func edges(_ bound: String) -> CodeValue? {
      let code = """
        @interface RouteDetailsViewController : UIViewController
        @end
        @implementation RouteDetailsViewController
        -(void)viewDidLoad{
            [super viewDidLoad];
            if([[[UIDevice currentDevice] systemVersion] intValue] >= \(bound)){
                self.edgesForExtendedLayout = UIRectEdgeNone;
            }
        }
        @end
        """
      return Self.facts("App/RouteDetailsViewController.m", code, of: "RouteDetailsViewController")
        .first { $0.kind == .edgesForExtendedLayout }?.value
    }
    #expect(edges("7")?.isResolved == true)
    #expect(edges("8")?.isResolved == false)
  }

  /// ShotVibe's add-friends screen: `if ([self.navigationController.navigationBar
  /// respondsToSelector:@selector(barTintColor)]) { self.navigationController.navigationBar
  /// .translucent = NO; … }`. `barTintColor` is "iOS 7.0+" (Apple's `UINavigationBar`
  /// documentation), so the check holds on every modelled iOS and the bar is opaque (R22.12).
  /// Look-alike: a selector of iOS 11 (`prefersLargeTitles`) keeps it on a branch.
  @Test func theHeldBarAskedForAnIOS7SelectorHolds() {
    func bar(_ selector: String) -> CodeValue? {
      let code = """
        @interface SVAddFriendsViewController : UIViewController
        @end
        @implementation SVAddFriendsViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            if ([self.navigationController.navigationBar respondsToSelector:@selector(\(selector))]) {
                self.navigationController.navigationBar.translucent = NO;
            }
        }
        @end
        """
      return Self.facts("App/SVAddFriendsViewController.m", code, of: "SVAddFriendsViewController")
        .first { $0.kind == .navigationBarTranslucent }?.value
    }
    #expect(bar("barTintColor") == .bool(false))
    #expect(bar("prefersLargeTitles")?.isResolved == false)
  }

  /// Yona's login screen resets its scroll view's `contentInset` in `viewDidLayoutSubviews`,
  /// after UIKit's iOS 10 adjustment: where the content starts is the code's, so the scroll view
  /// is not judged (an outlet placed by code). Before, a double inset was reported. Look-alike:
  /// the same statement in an action runs on an event, not on the way to the screen.
  @Test func aScrollViewsInsetSetByTheScreenIsTheCodes() {
    func moved(_ method: String) -> [CodeFact] {
      let code = """
        import UIKit
        class LoginViewController: UIViewController {
            @IBOutlet weak var scrollView: UIScrollView!
            \(method) {
                var scrollViewInsets = UIEdgeInsets.zero
                scrollViewInsets.top = 0
                scrollView.contentInset = scrollViewInsets
            }
        }
        """
      return Self.facts("App/LoginViewController.swift", code, of: "LoginViewController")
        .filter { $0.kind == .outletMoved && $0.subject == "scrollView" }
    }
    #expect(moved("override func viewDidLayoutSubviews()").map(\.value) == [.name("contentInset")])
    #expect(moved("@IBAction func keyboardShown(_ sender: Any)").isEmpty)
  }
}
