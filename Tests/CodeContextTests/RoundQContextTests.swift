import Foundation
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

  /// weiboSwift's tabs: each made from a class name read from a JSON file and wrapped in a
  /// `MainNavigationController`, whose `viewDidLoad` runs `barStatement`; the home tab pushes
  /// the web screen.
  static func weibo(barStatement: String) -> String {
    """
    import UIKit
    class MainNavigationController: UINavigationController {
        override func viewDidLoad() {
            super.viewDidLoad()
            \(barStatement)
        }
    }
    class BaseViewController: UIViewController {}
    class MainTabBarController: UITabBarController {
        func viewController(dictionary: [String: AnyObject]) -> UIViewController {
            guard let className = dictionary["className"] as? String,
                let clas = NSClassFromString(Bundle.main.namespace + "." + className) as? BaseViewController.Type
                else { return UIViewController() }
            let viewConttroller = clas.init()
            let navi = MainNavigationController(rootViewController: viewConttroller)
            return navi
        }
    }
    class HomeViewController: BaseViewController {
        func open(urlString: String) {
            let homeWeb = HomeWebViewController()
            navigationController?.pushViewController(homeWeb, animated: true)
        }
    }
    class HomeWebViewController: BaseViewController {}
    """
  }

  /// A push by a controller no resolved code shows, in an app whose code makes a navigation
  /// controller class that hides its own bar: the push may go onto one of those, so whether the
  /// bar shows is not known (R22.27). Look-alike: a class that only tints its bar hides nothing,
  /// and the push is laid out under UIKit's default bar as before.
  @Test func aPushMayGoOntoANavigationClassThatHidesItsBar() throws {
    let hiding = CodeIndex.read(sources: [
      ("App/Main.swift", Self.weibo(barStatement: "navigationBar.isHidden = true"))
    ])
    #expect(hiding.barHidingNavigationsMadeInCode.map(\.name) == ["MainNavigationController"])
    let push = try #require(hiding.showings(ofClass: "HomeWebViewController").first)
    #expect(push.way == .pushed)
    let may = try #require(hiding.barHidingNavigation(mayHold: push))
    #expect(may.name == "MainNavigationController")
    #expect(may.madeAt.fileNameAndLine == "Main.swift:15")
    let tinting = CodeIndex.read(sources: [
      ("App/Main.swift", Self.weibo(barStatement: "navigationBar.tintColor = .orange"))
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
      bytes += [UInt8(count >> 24), UInt8((count >> 16) & 0xFF), UInt8((count >> 8) & 0xFF),
        UInt8(count & 0xFF)]
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
  static func signInFlow(rootStatement: String) -> String {
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
    - (IBAction)forgotPassword:(id)sender
    {
        MRForgotPasswordViewController *forgot = [[MRForgotPasswordViewController alloc] initWithNibName:@"MRForgotPasswordViewController" bundle:nil];
        [self.navigationController pushViewController:forgot animated:YES];
    }
    @end
    """
  }

  static func forgotBar(rootStatement: String) throws -> (hidden: Bool, fact: CodeFact)? {
    let header = """
      @interface MRAppControl : NSObject
      @end
      @interface MRHomeViewContoller : UIViewController
      @end
      @interface MRLoginViewController : UIViewController
      @end
      @interface MRForgotPasswordViewController : UIViewController
      @end
      """
    let index = CodeIndex.read(sources: [
      ("App/MRAppControl.h", header),
      ("App/MRAppControl.m", Self.signInFlow(rootStatement: rootStatement)),
    ])
    let push = try #require(index.showings(ofClass: "MRForgotPasswordViewController").first)
    return index.barHiddenByPusher(of: push)
  }

  /// A navigation controller's bar stays as set until changed (Apple's documentation of
  /// `setNavigationBarHidden(_:animated:)`), and a push keeps it: a pusher that is the window's
  /// root in a navigation controller the showing code hides, and pushed only by screens that
  /// hide it too, leaves it hidden (R22.29). Before, the walk stopped at the window root and the
  /// forgotten-password screens were laid out under a shown bar (MedRep, 2 false findings).
  /// Look-alike: a root whose bar the showing code leaves alone settles nothing.
  @Test func aWindowRootsHiddenBarIsLeftForItsPushes() throws {
    let hidden = try #require(
      try Self.forgotBar(rootStatement: "homeNavController.navigationBarHidden = YES;"))
    #expect(hidden.hidden)
    let left = try Self.forgotBar(rootStatement: "homeNavController.navigationBar.tintColor = [UIColor whiteColor];")
    #expect(left == nil)
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
}
