import Foundation
import IBFixtures
import InterfaceBuilder
import Testing

@testable import CodeContext

/// Round K's code-context false alarms left after its second wave, rewritten small
/// (`Documentation/Journal/2026-11-30-precision-round-k.md`): JasperMobile's storyboard
/// navigation controllers are all of a subclass whose own `viewDidLoad` makes the bar opaque
/// (K8, K10, K11, K16), and its login screen locks portrait while the width is compact (K3–K7).
@Suite struct RoundLContextTests {
  /// A storyboard navigation controller of class `MainNavigationController` holds the schedules
  /// list; the `Schedule` and `ShareSettings` scenes are reached by code only.
  static let storyboard = IBFixture.storyboard(
    initial: nil,
    scenes: [
      IBFixture.scene(
        "s-nav",
        IBFixture.navigationController(
          id: "nav", storyboardIdentifier: "SchedulingListNC",
          customClass: "MainNavigationController", barY: 20, barWidth: 375, root: "vc-List")),
      screen("List", identifier: "SchedulesList", customClass: "SchedulesViewController"),
      screen("Schedule", identifier: "Schedule", customClass: "ScheduleViewController"),
      screen("Share", identifier: "ShareSettings", customClass: "ShareSettingsViewController"),
    ].joined(separator: "\n"))

  /// A 375 × 667 scene `s-NAME` of a controller `vc-NAME` code instantiates by `identifier`.
  static func screen(_ name: String, identifier: String, customClass: String) -> String {
    IBFixture.scene(
      "s-\(name)",
      IBFixture.viewController(
        id: "vc-\(name)", storyboardIdentifier: identifier, customClass: customClass,
        rootID: "root-\(name)", width: 375, height: 667, resizes: false))
  }

  /// `barLine` is the navigation subclass's `viewDidLoad` statement about its bar.
  static func code(barLine: String = "self.navigationBar.translucent = NO;") -> String {
    """
    @interface MainNavigationController : UINavigationController
    @end
    @implementation MainNavigationController
    - (void)viewDidLoad {
        [super viewDidLoad];
        \(barLine)
    }
    @end
    @interface SchedulesViewController : UIViewController
    @end
    @implementation SchedulesViewController
    - (void)addNewSchedule {
        ScheduleViewController *newScheduleVC = [self.navigationController.storyboard instantiateViewControllerWithIdentifier:@"Schedule"];
        [self.navigationController pushViewController:newScheduleVC animated:YES];
    }
    @end
    @interface ShareViewController : UIViewController
    @end
    @implementation ShareViewController
    - (void)showSettings {
        ShareSettingsViewController *settingsController = [self.storyboard instantiateViewControllerWithIdentifier:@"ShareSettings"];
        UINavigationController *nc = [[MainNavigationController alloc] initWithRootViewController:settingsController];
        [self presentViewController:nc animated:YES completion:nil];
    }
    @end
    """
  }

  static func applied(_ code: String) throws -> (IBDocument, [String: ScreenDecision]) {
    let document = try IBDocument(data: Data(storyboard.utf8), path: "App/Main.storyboard")
    let index = CodeIndex.read(sources: [("App/Navigation.m", code)])
    let result = try #require(AppCodeContext(index: index).apply(to: [document]).first)
    return (result.document, result.decisions)
  }

  @Test func aStoryboardNavigationSubclassThatMakesItsBarOpaque() throws {
    let (document, decisions) = try Self.applied(Self.code())
    // The storyboard's navigation controller: its class's viewDidLoad sets the bar opaque
    // (Navigation.m:6), over the document's default (translucent).
    let navigation = try #require(document.scenes.first { $0.controller.id == "nav" })
    #expect(navigation.controller.navigationBar?.translucent == false)
    // Pushed by the list that navigation controller holds: below the same, opaque, bar.
    let schedule = try #require(decisions["vc-Schedule"])
    #expect(schedule.context?.kind == .pushed)
    #expect(schedule.context?.navigationStyle?.barTranslucent == false)
    #expect(
      schedule.summary
        == "pushed by Navigation.m:14 onto the navigation controller that holds"
        + " 'SchedulesViewController' (a 'MainNavigationController', its bar opaque by"
        + " Navigation.m:6)")
    // Presented inside one made in code around it: the same class, the same bar.
    let share = try #require(decisions["vc-Share"])
    #expect(share.context?.kind == .presented)
    #expect(share.context?.inNavigationController == true)
    #expect(share.context?.navigationStyle?.barTranslucent == false)
    #expect(
      share.summary
        == "shown presented in a navigation controller by Navigation.m:23, its"
        + " 'MainNavigationController' bar opaque by Navigation.m:6")
  }

  @Test func aSubclassThatOnlyTintsItsBarChangesNothing() throws {
    let (document, decisions) = try Self.applied(
      Self.code(barLine: "self.navigationBar.barTintColor = [UIColor blueColor];"))
    let navigation = try #require(document.scenes.first { $0.controller.id == "nav" })
    #expect(navigation.controller.navigationBar?.translucent == nil)
    #expect(decisions["vc-Schedule"]?.context?.navigationStyle?.barTranslucent == nil)
    #expect(decisions["vc-Share"]?.context?.navigationStyle?.barTranslucent == nil)
    #expect(
      decisions["vc-Share"]?.summary
        == "shown presented in a navigation controller by Navigation.m:23")
  }

  @Test func aBarMadeOpaqueOnARuntimeBranchChangesNothing() throws {
    let (document, decisions) = try Self.applied(
      Self.code(barLine: "if (self.isModal) { self.navigationBar.translucent = NO; }"))
    let navigation = try #require(document.scenes.first { $0.controller.id == "nav" })
    #expect(navigation.controller.navigationBar?.translucent == nil)
    #expect(decisions["vc-Schedule"]?.context?.navigationStyle?.barTranslucent == nil)
  }

  // MARK: Orientations chosen by the horizontal size class (K3–K7)

  static let utilities = """
    @interface Utils : NSObject
    @end
    @implementation Utils
    + (BOOL)isCompactWidth
    {
        UIViewController *rootViewController = [UIApplication sharedApplication].keyWindow.rootViewController;
        return (rootViewController.traitCollection.horizontalSizeClass == UIUserInterfaceSizeClassCompact);
    }
    + (BOOL)isCompactHeight
    {
        UIViewController *rootViewController = [UIApplication sharedApplication].keyWindow.rootViewController;
        return (rootViewController.traitCollection.verticalSizeClass == UIUserInterfaceSizeClassCompact);
    }
    @end
    """

  static func login(_ answer: String) -> String {
    """
    @interface LoginViewController : UIViewController
    @end
    @implementation LoginViewController
    - (UIInterfaceOrientationMask)supportedInterfaceOrientations
    {
        return \(answer);
    }
    @end
    """
  }

  static func lock(_ answer: String) -> CodeValue? {
    let index = CodeIndex.read(sources: [
      ("App/Utils.m", utilities), ("App/Login.m", login(answer)),
    ])
    return index.context(ofClass: "LoginViewController").fact(.supportedInterfaceOrientations)?
      .value
  }

  static let all = ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"]

  @Test func portraitWhileCompactThroughAnAppHelper() throws {
    let index = CodeIndex.read(sources: [("App/Utils.m", Self.utilities)])
    #expect(index.sizeClassHelpers == ["Utils.isCompactWidth": true])
    // JasperMobile's login: portrait while compact (every iPhone in portrait), all otherwise.
    #expect(
      Self.lock(
        "[Utils isCompactWidth] ? UIInterfaceOrientationMaskPortrait : UIInterfaceOrientationMaskAll"
      ) == .orientationsByIdiom(phone: ["portrait"], pad: Self.all))
    #expect(
      Self.lock(
        "![Utils isCompactWidth] ? UIInterfaceOrientationMaskAll : UIInterfaceOrientationMaskPortrait"
      ) == .orientationsByIdiom(phone: ["portrait"], pad: Self.all))
  }

  @Test func aChoiceOnAnythingElseStaysUnresolved() throws {
    // The vertical size class, a property of the controller, and an unknown helper.
    for condition in ["[Utils isCompactHeight]", "self.isEditing", "[Utils isWide]"] {
      let value = Self.lock(
        "\(condition) ? UIInterfaceOrientationMaskPortrait : UIInterfaceOrientationMaskAll")
      #expect(value?.isResolved == false, "\(condition)")
    }
  }

  @Test func swiftTestsTheTraitCollectionDirectly() throws {
    let index = CodeIndex.read(sources: [
      (
        "App/Login.swift",
        """
        class LoginViewController: UIViewController {
          override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
            return traitCollection.horizontalSizeClass == .compact ? .portrait : .all
          }
        }
        class ReaderViewController: UIViewController {
          override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
            if traitCollection.horizontalSizeClass == .regular { return .all }
            return [.portrait]
          }
        }
        class PlayerViewController: UIViewController {
          override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
            return isPlaying ? .landscape : .portrait
          }
        }
        """
      )
    ])
    for name in ["LoginViewController", "ReaderViewController"] {
      #expect(
        index.context(ofClass: name).fact(.supportedInterfaceOrientations)?.value
          == .orientationsByIdiom(phone: ["portrait"], pad: Self.all), "\(name)")
    }
    #expect(
      index.context(ofClass: "PlayerViewController").fact(.supportedInterfaceOrientations)?
        .value.isResolved == false)
  }

  // MARK: A bar made opaque by the screens before it on the stack (K24–K26)

  /// RainMachine's provisioning wizard, rewritten small: the devices screen's base class makes
  /// its navigation controller's bar opaque in `viewDidLoad` behind the app's own version check;
  /// the wizard's screens are pushed in turn on the same stack, the wizard's base class writing
  /// the same value on a branch; the last one is a xib pushed by a plain `UIViewController`.
  static func wizard(
    deviceBar: String = "self.navigationController.navigationBar.translucent = NO;",
    versionCheck: String = "[[self systemVersion] floatValue] >= version",
    wizardBar: String = "self.navigationController.navigationBar.translucent = NO;"
  ) -> [(String, String)] {
    [
      (
        "App/UIDevice+Version.m",
        """
        @implementation UIDevice (Version)
        - (BOOL)iOSGreaterThan:(float)version {
            return \(versionCheck);
        }
        @end
        """
      ),
      (
        "App/BaseViewController.m",
        """
        @interface BaseViewController : UIViewController
        @end
        @implementation BaseViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            if ([[UIDevice currentDevice] iOSGreaterThan:7]) {
                \(deviceBar)
            }
            else {
                self.navigationController.navigationBar.tintColor = [UIColor blueColor];
            }
        }
        @end
        """
      ),
      (
        "App/DevicesVC.m",
        """
        @interface DevicesVC : BaseViewController
        @end
        @implementation DevicesVC
        - (void)presentWizardWithSprinkler:(Sprinkler *)sprinkler {
            self.wizardVC = [[AvailableWiFisVC alloc] init];
            self.wizardVC.isPartOfWizard = YES;
            [self.navigationController pushViewController:self.wizardVC animated:YES];
        }
        @end
        """
      ),
      (
        "App/BaseWizardVC.m",
        """
        @interface BaseWizardVC : UIViewController
        @end
        @implementation BaseWizardVC
        - (void)viewDidLoad {
            [super viewDidLoad];
            if (self.isPartOfWizard) {
                \(wizardBar)
            }
        }
        @end
        @interface AvailableWiFisVC : BaseWizardVC
        @end
        @implementation AvailableWiFisVC
        - (void)continueWithDateAndTime {
            DateAndTimeVC *dateTimeVC = [[DateAndTimeVC alloc] init];
            [self.navigationController pushViewController:dateTimeVC animated:YES];
        }
        @end
        """
      ),
      (
        "App/DateAndTimeVC.m",
        """
        @interface DateAndTimeVC : UIViewController
        @end
        @implementation DateAndTimeVC
        - (void)continueWithRemoteAccess {
            RemoteAccessVC *remoteAccessVC = [[RemoteAccessVC alloc] initWithNibName:@"RemoteAccessWizardVC" bundle:nil];
            [self.navigationController pushViewController:remoteAccessVC animated:YES];
        }
        @end
        """
      ),
    ]
  }

  @Test func theWizardsBarIsTheOneTheDevicesScreenMadeOpaque() throws {
    let index = CodeIndex.read(sources: Self.wizard())
    // The app's own version check holds on every modelled iOS (7 and later): its body is read
    // as the code around it.
    let fact = try #require(
      index.context(ofClass: "DevicesVC").fact(
        .navigationBarTranslucent, subject: "navigationController"))
    #expect(fact.value == .bool(false))
    #expect(fact.location.fileNameAndLine == "BaseViewController.m:7")
  }

  @Test func aCheckOfALaterVersionLeavesTheBarOnABranch() throws {
    // iOS 8 and later: false on iOS 7, which the audit models too.
    let index = CodeIndex.read(
      sources: Self.wizard(versionCheck: "[[self systemVersion] floatValue] >= version + 1"))
    let fact = try #require(
      index.context(ofClass: "DevicesVC").fact(
        .navigationBarTranslucent, subject: "navigationController"))
    #expect(fact.value.isResolved == false)
  }

  @Test func aRespondsToSelectorCheckOfAnIOS7PropertyAlwaysHolds() throws {
    let index = CodeIndex.read(sources: [
      (
        "App/Location.m",
        """
        @interface LocationSetupVC : UIViewController
        @end
        @implementation LocationSetupVC
        - (void)viewDidLoad {
            [super viewDidLoad];
            if ([self respondsToSelector:@selector(setEdgesForExtendedLayout:)]) self.edgesForExtendedLayout = UIRectEdgeNone;
        }
        @end
        @interface MapVC : UIViewController
        @end
        @implementation MapVC
        - (void)viewDidLoad {
            [super viewDidLoad];
            if ([self respondsToSelector:@selector(setMapType:)]) self.edgesForExtendedLayout = UIRectEdgeNone;
        }
        @end
        """
      )
    ])
    #expect(
      index.context(ofClass: "LocationSetupVC").fact(.edgesForExtendedLayout)?.value == .edges([]))
    #expect(
      index.context(ofClass: "MapVC").fact(.edgesForExtendedLayout)?.value.isResolved == false)
  }

  // MARK: A presenter that sets the custom style

  @Test func aPresenterThatSetsTheCustomStyle() throws {
    func decide(_ style: String) throws -> ScreenDecision {
      let document = try IBDocument(data: Data(Self.storyboard.utf8), path: "App/Main.storyboard")
      let index = CodeIndex.read(sources: [
        (
          "App/Code.swift",
          """
          class ShareViewController: UIViewController {
            func showSettings() {
              let settings = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "ShareSettings")
              settings.modalPresentationStyle = \(style)
              settings.transitioningDelegate = BottomCardTransition.shared
              present(settings, animated: true)
            }
          }
          """
        )
      ])
      let controller = try #require(
        document.scenes.first { $0.controller.id == "vc-Share" }?.controller)
      return index.decide(controller, in: document, identifiers: StoryboardIdentifiers([document]))
    }
    // The presentation controller the transitioning delegate supplies lays it out (R22.8):
    // assumed full screen, its top edge not reported, the presenter's statement named.
    let custom = try decide(".custom")
    #expect(custom.context?.isAssumed == true)
    #expect(custom.context?.kind == .root)
    #expect(
      custom.unresolved.first?.hasPrefix(
        "context assumed: presented with a custom presentation (modalPresentationStyle .custom by"
          + " Code.swift:4)") == true)
    // A style UIKit lays out itself: presented that way, decided.
    let over = try decide(".overFullScreen")
    #expect(over.context?.isAssumed == false)
    #expect(over.context?.presentationStyle == "overFullScreen")
  }

  // MARK: Round L (training): the appearance proxy in Objective-C dot syntax

  /// mumble's app delegate sets every bar opaque with `UINavigationBar.appearance.translucent =
  /// NO;` (round L, L42–L44), dot syntax for `[[UINavigationBar appearance] setTranslucent:NO]`.
  @Test func theAppearanceProxyInDotSyntax() throws {
    func appearance(_ line: String) -> (translucent: Bool, fact: CodeFact)? {
      CodeIndex.read(sources: [
        (
          "App/AppDelegate.m",
          """
          @implementation AppDelegate
          - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
              UINavigationBar.appearance.tintColor = [UIColor whiteColor];
              \(line)
              return YES;
          }
          @end
          """
        )
      ]).navigationBarAppearance
    }
    let opaque = try #require(appearance("UINavigationBar.appearance.translucent = NO;"))
    #expect(opaque.translucent == false)
    #expect(opaque.fact.location.fileNameAndLine == "AppDelegate.m:4")
    // The bar tint alone, and a bar of another class, say nothing of the translucency.
    #expect(appearance("UINavigationBar.appearance.barTintColor = [UIColor blackColor];") == nil)
    #expect(appearance("UIToolbar.appearance.translucent = NO;") == nil)
  }
}
