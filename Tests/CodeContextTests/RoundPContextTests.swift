import Foundation
import IBFixtures
import InterfaceBuilder
import Testing

@testable import CodeContext

/// Round O's code-context findings left unjudged after the thirteenth session, and what round P
/// found, rewritten small (training from then on; `Documentation/CodeContext.md`, "Round O's
/// leftovers").
@Suite struct RoundPContextTests {
  // MARK: The appearance proxy through a local bound again

  /// Zom's theme: a local holds the plain proxy and makes every bar opaque, then is assigned a
  /// contained-in proxy (bars inside the photo viewer only) made translucent. `rebind` is the
  /// statement that assigns the local again.
  static func theme(rebind: String) -> String {
    """
    import UIKit
    class ZomTheme: NSObject {
        @objc func setupAppearance() {
            var navBarAppearance = UINavigationBar.appearance()
            navBarAppearance.isTranslucent = false
            navBarAppearance.tintColor = .white
            \(rebind)
            navBarAppearance.isTranslucent = true
        }
    }
    """
  }

  static func decideZomTabs(theme: String) throws -> ScreenDecision {
    let text = RoundOContextTests.overview.replacingOccurrences(
      of: "GLUCTabBarController", with: "ZomTabs")
    let document = try IBDocument(data: Data(text.utf8), path: "Zom/Tabs.storyboard")
    let index = CodeIndex.read(sources: [
      (
        "Zom/ZomAppDelegate.m",
        RoundOContextTests.zomCode(
          wrap:
            "UINavigationController *nav = [[ZomRootNavigationViewController alloc] initWithRootViewController:self.mainTabViewController];"
        )
      ),
      ("Zom/ZomTheme.swift", theme),
    ])
    let controller = try #require(
      document.scenes.first { $0.controller.id == "history" }?.controller)
    return index.decide(controller, in: document, identifiers: StoryboardIdentifiers([document]))
  }

  /// `translucent` is a `UI_APPEARANCE_SELECTOR` of `UINavigationBar` (UIKit's
  /// `UINavigationBar.h`), and a proxy from `appearance(whenContainedInInstancesOf:)` sets it only
  /// for bars inside those containers: after the local is assigned that proxy, its `isTranslucent
  /// = true` is not every bar's, so every bar stays opaque and the tabs start below it (round
  /// O's Zom: the "me" tab's avatar, pinned to the root view's top margin, was reported under a
  /// translucent bar on iOS 10). Look-alike: the local assigned the plain proxy again and made
  /// translucent leaves the proxy's answer undecided, so the bar stays translucent.
  @Test func aLocalAssignedAContainedInProxyNoLongerSetsEveryBar() throws {
    let contained = try Self.decideZomTabs(
      theme: Self.theme(
        rebind:
          "navBarAppearance = UINavigationBar.appearance(whenContainedInInstancesOf: [ZomPhotosViewController.self])"
      ))
    let outer = try #require(contained.containerContexts["tabs"])
    #expect(outer.navigationStyle?.barTranslucent == false)
    #expect(
      outer.description.hasSuffix(
        "every bar opaque by ZomTheme.swift:5 (UINavigationBar.appearance())"),
      "\(outer.description)")
    let plainAgain = try Self.decideZomTabs(
      theme: Self.theme(rebind: "navBarAppearance = UINavigationBar.appearance()"))
    let bare = try #require(plainAgain.containerContexts["tabs"])
    #expect(bare.navigationStyle?.barTranslucent == nil)
    #expect(!bare.description.contains("every bar"))
  }

  // MARK: Orientation branches in Swift

  /// TVHClient's player (round N, Objective-C) in Swift, with the conditions round O's
  /// leftovers named: `viewWillLayoutSubviews` removes the portrait controls panel on phones when
  /// `condition` holds and puts it back otherwise. `method` is the lifecycle method.
  static func swiftPlayer(_ condition: String, method: String = "viewWillLayoutSubviews")
    -> String
  {
    """
    import UIKit
    class VLCMovieViewController: UIViewController {
        @IBOutlet var controllerPanel: UIView!
        override func \(method)() {
            super.\(method)()
            if UIDevice.current.userInterfaceIdiom == .phone {
                if \(condition) {
                    controllerPanel.removeFromSuperview()
                } else {
                    view.addSubview(controllerPanel)
                }
            }
        }
    }
    """
  }

  static func decideSwiftPlayer(_ condition: String, method: String = "viewWillLayoutSubviews")
    throws -> ScreenDecision
  {
    let document = try IBDocument(
      data: Data(RoundOContextTests.playerXib.utf8), path: "App/VLCMovieViewController~iphone.xib")
    let index = CodeIndex.read(sources: [
      ("App/VLCMovieViewController.swift", Self.swiftPlayer(condition, method: method))
    ])
    return index.decide(
      try #require(document.scenes.first?.controller), in: document,
      identifiers: StoryboardIdentifiers([document]))
  }

  /// The Swift reader keeps which branch a statement is on, as the Objective-C one does (R22.20,
  /// R22.22): the orientation read from the device, the status bar, the window scene, the
  /// screen's or the laid-out root view's width against its height, and the vertical size class
  /// (compact only in an iPhone's landscape). Look-alikes: a branch on the player's state, and the
  /// root view's size in `viewDidLoad` (the size the document archived, not the screen's), are
  /// applied nowhere, so the panel stays judged everywhere.
  @Test func aSwiftOrientationBranchIsNotJudgedThere() throws {
    let landscapePhone = EnvironmentCase(idiom: "phone", orientation: "landscape")
    for condition in [
      "UIDevice.current.orientation.isLandscape",
      "UIApplication.shared.statusBarOrientation.isLandscape",
      "view.window?.windowScene?.interfaceOrientation.isLandscape == true",
      "view.bounds.width > view.bounds.height",
      "UIScreen.main.bounds.height < UIScreen.main.bounds.width",
      "!UIDevice.current.orientation.isPortrait",
    ] {
      let decision = try Self.decideSwiftPlayer(condition)
      #expect(decision.notJudgedViewIDs.isEmpty, "\(condition)")
      #expect(
        decision.notJudgedViewIDsWhen == [
          ScreenDecision.ViewsNotJudged(when: landscapePhone, viewIDs: ["panel", "play"])
        ], "\(condition)")
    }
    let compact = try Self.decideSwiftPlayer("traitCollection.verticalSizeClass == .compact")
    #expect(
      compact.notJudgedViewIDsWhen.map(\.when) == [
        EnvironmentCase(idiom: "phone", verticalSizeClass: "compact")
      ])
    #expect(
      compact.remarks.contains {
        $0.hasPrefix("'controllerPanel' hidden on phone in the compact vertical size class by")
      }, "\(compact.remarks)")
    for lookAlike in [
      try Self.decideSwiftPlayer("isPlaying"),
      try Self.decideSwiftPlayer("view.bounds.width > view.bounds.height", method: "viewDidLoad"),
    ] {
      #expect(lookAlike.notJudgedViewIDsWhen.isEmpty)
      #expect(lookAlike.notJudgedViewIDs.isEmpty)
    }
  }

  /// The width-against-height comparisons read as orientation tests, and those that are not.
  @Test func aspectAndSizeClassConditionsAreRead() {
    #expect(aspectTested("view.bounds.width > view.bounds.height", viewSized: true) == "landscape")
    #expect(aspectTested("view.bounds.width > view.bounds.height", viewSized: false) == nil)
    #expect(
      aspectTested("self.view.frame.size.height >= self.view.frame.size.width", viewSized: true)
        == "portrait")
    #expect(
      aspectTested(
        "CGRectGetWidth([[UIScreen mainScreen] bounds]) > CGRectGetHeight([[UIScreen mainScreen] bounds])",
        viewSized: false) == "landscape")
    #expect(
      aspectTested("!(UIScreen.main.bounds.width > UIScreen.main.bounds.height)", viewSized: false)
        == "portrait")
    // A screen's native bounds and fixed coordinate space do not turn; a parameter's size is
    // not the screen's; two rectangles are no aspect.
    #expect(
      aspectTested(
        "UIScreen.main.nativeBounds.width > UIScreen.main.nativeBounds.height", viewSized: true)
        == nil)
    #expect(aspectTested("size.width > size.height", viewSized: true) == nil)
    #expect(aspectTested("view.bounds.width > header.bounds.height", viewSized: true) == nil)
    #expect(aspectTested("view.bounds.width > 400", viewSized: true) == nil)
    #expect(verticalSizeClassTested("traitCollection.verticalSizeClass == .compact") == "compact")
    #expect(
      verticalSizeClassTested(
        "self.traitCollection.verticalSizeClass != UIUserInterfaceSizeClassCompact") == "regular")
    #expect(verticalSizeClassTested("traitCollection.horizontalSizeClass == .compact") == nil)
    #expect(
      verticalSizeClassTested("traitCollection.verticalSizeClass == .compact && isPlaying") == nil)
  }

  // MARK: Orientations handed to a framework the repository does not hold

  /// mPower2's app delegate: a subclass of a framework's delegate class that overrides the
  /// framework's root controller factory and its orientation lock. `superclass` is the
  /// delegate's superclass; `overrides` its overriding members.
  static func frameworkDelegate(superclass: String, overrides: String) -> String {
    """
    import UIKit
    @UIApplicationMain
    class AppDelegate: \(superclass) {
        \(overrides)
        override func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey : Any]?) -> Bool {
            return super.application(application, willFinishLaunchingWithOptions: launchOptions)
        }
    }
    class MP2RootViewController : SBARootViewController {
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
            .portrait
        }
    }
    """
  }

  static let mPowerOverrides = """
    override func instantiateRootViewController() -> UIViewController {
            return MP2RootViewController(rootViewController: self.window?.rootViewController)
        }
        override var defaultOrientationLock: UIInterfaceOrientationMask {
            .portrait
        }
    """

  /// Whether the framework makes the returned controller the window's root, or answers
  /// `application(_:supportedInterfaceOrientationsFor:)` with the overridden lock, is its code,
  /// which is not read: the answer is kept, named, and neither applied nor ignored (R22.23).
  /// Look-alikes: the same members on a delegate whose superclass is UIKit's (nothing is handed
  /// to a framework), and a framework delegate that overrides nothing about orientations.
  @Test func orientationsHandedToAFrameworkAreKeptUnresolved() throws {
    let index = CodeIndex.read(sources: [
      (
        "mPower2/AppDelegate.swift",
        Self.frameworkDelegate(superclass: "SBAAppDelegate", overrides: Self.mPowerOverrides)
      )
    ])
    let answer = try #require(index.frameworkOrientationAnswer)
    #expect(answer.orientations == ["portrait"])
    #expect(answer.framework == "SBAAppDelegate")
    #expect(
      answer.overrides == [
        "'instantiateRootViewController' (AppDelegate.swift:4) returns a new"
          + " 'MP2RootViewController', which answers portrait (AppDelegate.swift:16)",
        "'defaultOrientationLock' answers portrait (AppDelegate.swift:8)",
      ], "\(answer.overrides)")
    #expect(answer.note.hasPrefix("the app delegate's superclass 'SBAAppDelegate' is not in the"))
    let uikit = CodeIndex.read(sources: [
      (
        "App/AppDelegate.swift",
        Self.frameworkDelegate(
          superclass: "UIResponder, UIApplicationDelegate", overrides: Self.mPowerOverrides)
      )
    ])
    #expect(uikit.frameworkOrientationAnswer == nil)
    let plain = CodeIndex.read(sources: [
      (
        "App/AppDelegate.swift",
        Self.frameworkDelegate(
          superclass: "SBAAppDelegate",
          overrides: "override func instantiateFactory() -> RSDFactory { return MP2Factory() }")
      )
    ])
    #expect(plain.frameworkOrientationAnswer == nil)
  }

  // MARK: FDFullscreenPopGesture's per-controller bar

  /// WeChat's moments screen (code round O's WC3), rewritten as a storyboard: a navigation
  /// controller's root pushes, by a show segue, a controller whose `viewDidLoad` sets
  /// FDFullscreenPopGesture's `fd_prefersNavigationBarHidden = YES`; the root sets it too.
  static let momentsStoryboard = IBFixture.storyboard(
    initial: "nav",
    scenes: [
      IBFixture.scene("s0", IBFixture.navigationController(id: "nav", root: "home")),
      IBFixture.scene(
        "s1",
        IBFixture.viewController(
          id: "home", customClass: "MHHomeViewController", rootID: "home-root",
          connections: #"<segue destination="moments" kind="show" id="push"/>"#)),
      IBFixture.scene(
        "s2",
        IBFixture.viewController(
          id: "moments", customClass: "MHMomentViewController", rootID: "moments-root")),
    ].joined(separator: "\n"))

  static let fdCode = """
    @interface MHMomentViewController : MHViewController
    @end
    @interface MHHomeViewController : MHViewController
    @end
    @implementation MHMomentViewController
    - (void)viewDidLoad {
        [super viewDidLoad];
        self.fd_prefersNavigationBarHidden = YES;
    }
    @end
    @implementation MHHomeViewController
    - (void)viewDidLoad {
        [super viewDidLoad];
        self.fd_prefersNavigationBarHidden = YES;
    }
    @end
    """

  /// The pod's swizzled `pushViewController:animated:` gives the pushed controller a block its
  /// `viewWillAppear:` runs, `setNavigationBarHidden:viewController.fd_prefersNavigationBarHidden
  /// animated:` (FDFullscreenPopGesture 1.1, `UINavigationController+FDFullscreenPopGesture.m`):
  /// the pushed screen is laid out without the bar (R22.24). Look-alike: the navigation
  /// controller's root is not pushed, so nothing installs the block and its bar stays (the
  /// pod's issues #51 and #129: the first screen's bar is not hidden), said in a remark.
  @Test func fdPrefersNavigationBarHiddenHidesThePushedScreensBar() throws {
    let document = try IBDocument(
      data: Data(Self.momentsStoryboard.utf8), path: "WeChat/Moments.storyboard")
    let index = CodeIndex.read(sources: [("WeChat/MHMomentViewController.m", Self.fdCode)])
    func decide(_ id: String) throws -> ScreenDecision {
      let controller = try #require(document.scenes.first { $0.controller.id == id }?.controller)
      return index.decide(controller, in: document, identifiers: StoryboardIdentifiers([document]))
    }
    let moments = try decide("moments")
    #expect(moments.traits.navigationBarHidden == true)
    #expect(moments.applied.contains("navigation bar hidden by MHMomentViewController.m:8"))
    let home = try decide("home")
    #expect(home.traits.navigationBarHidden == nil)
    #expect(
      home.remarks.contains(
        "fd_prefersNavigationBarHidden true at MHMomentViewController.m:14 not applied:"
          + " FDFullscreenPopGesture sets the bar for a pushed controller only"), "\(home.remarks)")
  }

  // MARK: Round P: a tab bar controller's orientations, from its tabs'

  /// Infinit: the window's root is a tab bar controller (a subclass that does not answer)
  /// whose tab is a navigation controller of class `navigation`, holding the settings screen.
  static let infinitStoryboard = IBFixture.storyboard(
    initial: "tabs",
    scenes: [
      IBFixture.scene(
        "s0",
        """
        <tabBarController id="tabs" customClass="InfinitTabBarController" sceneMemberID="viewController">
          <tabBar key="tabBar" contentMode="scaleToFill" id="tb">
            <rect key="frame" x="0.0" y="803" width="393" height="49"/>
          </tabBar>
          <connections>
            <segue destination="nav" kind="relationship" relationship="viewControllers" id="r1"/>
          </connections>
        </tabBarController>
        """),
      IBFixture.scene(
        "s1",
        IBFixture.navigationController(
          id: "nav", customClass: "InfinitSettingsNavigationController", root: "settings")),
      IBFixture.scene(
        "s2",
        IBFixture.viewController(
          id: "settings", customClass: "InfinitSettingsViewController", rootID: "settings-root")),
    ].joined(separator: "\n"))

  static func infinitCode(answer: String) -> String {
    """
    @interface InfinitTabBarController : UITabBarController
    @end
    @interface InfinitPortraitNavigationController : UINavigationController
    @end
    @interface InfinitSettingsNavigationController : InfinitPortraitNavigationController
    @end
    @implementation InfinitPortraitNavigationController
    - (BOOL)shouldAutorotate
    {
      return YES;
    }
    \(answer)
    @end
    """
  }

  static func decideInfinitSettings(answer: String) throws -> ScreenDecision {
    let document = try IBDocument(
      data: Data(Self.infinitStoryboard.utf8), path: "Infinit/Base.lproj/Main.storyboard")
    let index = CodeIndex.read(sources: [
      ("Infinit/InfinitPortraitNavigationController.m", Self.infinitCode(answer: answer))
    ])
    let controller = try #require(
      document.scenes.first { $0.controller.id == "settings" }?.controller)
    return index.decide(controller, in: document, identifiers: StoryboardIdentifiers([document]))
  }

  /// A tab bar controller that does not answer turns only to an orientation every tab allows
  /// (R22.25): the navigation controller subclass inherits its superclass's answer by idiom
  /// (portrait on phones), so the settings screen inside it is laid out in portrait on phones
  /// (round P's Infinit: 8 false findings in landscape). Look-alike: a navigation class that
  /// does not answer leaves the screen in every orientation the app allows.
  @Test func aTabBarControllerTurnsOnlyWhereEveryTabAllows() throws {
    let locked = try Self.decideInfinitSettings(
      answer: """
        - (UIInterfaceOrientationMask)supportedInterfaceOrientations
        {
          if (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPhone)
            return UIInterfaceOrientationMaskPortrait;
          else
            return UIInterfaceOrientationMaskAll;
        }
        """)
    #expect(locked.orientationsByIdiom["phone"] == ["portrait"])
    #expect(locked.orientationsByIdiom["pad"]?.count == 4)
    #expect(
      locked.applied.contains {
        $0.hasPrefix("the orientations every tab of 'InfinitTabBarController' allows:")
      }, "\(locked.applied)")
    // Infinit's onboarding navigation controller: the phone branch, then the superclass's
    // answer in Objective-C's message form (before, unresolved).
    let onboarding = try Self.decideInfinitSettings(
      answer: """
        - (UIInterfaceOrientationMask)supportedInterfaceOrientations
        {
          if (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPhone)
            return UIInterfaceOrientationMaskPortrait;
          return [super supportedInterfaceOrientations];
        }
        """)
    #expect(onboarding.orientationsByIdiom == ["phone": ["portrait"]])
    let free = try Self.decideInfinitSettings(answer: "")
    #expect(free.orientationsByIdiom.isEmpty)
    #expect(free.orientations == nil)
  }

  // MARK: Round P: a pushed screen that shows the bar again when it is hidden

  /// Wheelmap's categories list, pushed (here by a show segue) after its pusher hid the bar:
  /// its `viewWillAppear:` shows the bar when `condition` holds.
  static func decideShownAgain(_ condition: String) throws -> ScreenDecision {
    let document = try IBDocument(
      data: Data(Self.momentsStoryboard.utf8), path: "Wheelmap/Main-iPhone.storyboard")
    let code = """
      @interface MHMomentViewController : UIViewController
      @end
      @implementation MHMomentViewController
      - (void)viewWillAppear:(BOOL)animated {
          [super viewWillAppear:animated];
          if (\(condition)) {
              [self.navigationController setNavigationBarHidden:NO animated:YES];
          }
      }
      @end
      """
    let index = CodeIndex.read(sources: [("Wheelmap/WMCategoriesListViewController.m", code)])
    let controller = try #require(
      document.scenes.first { $0.controller.id == "moments" }?.controller)
    return index.decide(controller, in: document, identifiers: StoryboardIdentifiers([document]))
  }

  /// "If the bar is hidden, show it" leaves the bar shown whichever way the test goes
  /// (`setNavigationBarHidden(_:animated:)` "hides or shows the navigation bar"; R22.26): the
  /// screen's own code decides it, over the pusher's. Look-alike: the same call on a branch that
  /// tests anything else stays unresolved.
  @Test func showingAHiddenBarLeavesItShown() throws {
    let shown = try Self.decideShownAgain("self.navigationController.navigationBarHidden")
    #expect(shown.traits.navigationBarHidden == false)
    let other = try Self.decideShownAgain("self.isEditing")
    #expect(other.traits.navigationBarHidden == nil)
    #expect(other.remarks.contains { $0.hasPrefix("navigationBarHidden at") }, "\(other.remarks)")
  }
}
