import Foundation
import IBFixtures
import Testing

/// Round N's code-context leftovers audited end to end in project mode, rewritten small
/// (training): a panel the code removes in landscape only, and the main storyboard's initial
/// controller the app delegate puts in a navigation controller. iPhone 15 (393 × 852, status
/// bar 54, home indicator 34 in portrait and 21 in landscape: the catalog).
@Suite struct RoundOContextCommandTests {
  /// An iPhone app in portrait and landscape: `App/Main.storyboard` (the main storyboard) and
  /// the Objective-C file `App/Code.m`.
  static let project = CodeContextCommandTests.project
    .replacingOccurrences(of: "App/Feed.swift", with: "App/Code.m")

  static func audit(storyboard: String, code: String) throws -> [[String: Any]] {
    let root = try CodeContextCommandTests.writeApp([
      ("App.xcodeproj/project.pbxproj", project), ("App/Main.storyboard", storyboard),
      ("App/Code.m", code),
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try safearea(
      ["audit", "--jobs", "1", "--devices", "iPhone 15", "--format", "json", "."], in: root)
    return try CodeContextCommandTests.findings(run.stdout)
  }

  static func on(_ findings: [[String: Any]], _ id: String) -> [[String: Any]] {
    findings.filter { ($0["id"] as? String) == id }
  }

  // MARK: A panel removed in landscape only

  /// TVHClient's player: a controls panel at the bottom of the view (its play button over the
  /// home indicator in both orientations), which `viewWillLayoutSubviews` removes from its
  /// superview in landscape on phones when `condition` is the device-orientation test.
  static let panel =
    """
    <view contentMode="scaleToFill" id="panel">
      <rect key="frame" x="0.0" y="772" width="393" height="80"/>
      <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>
      <subviews>
    """ + "\n"
    + IBFixture.button("play", frame: (20, 36, 120, 44), autoresizing: #"flexibleMaxX="YES""#)
    + "\n  </subviews>\n</view>"

  static let player = IBFixture.storyboard(
    initial: "movie",
    scenes: IBFixture.scene(
      "s1",
      IBFixture.viewController(
        id: "movie", customClass: "MovieViewController", rootID: "movie-root",
        subviews: panel,
        connections: #"<outlet property="controllerPanel" destination="panel"/>"#)))

  static func playerCode(_ condition: String) -> String {
    """
    @interface MovieViewController : UIViewController
    @property (nonatomic, weak) IBOutlet UIView *controllerPanel;
    @end
    @implementation MovieViewController
    - (void)viewWillLayoutSubviews {
        if (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPhone) {
            if (\(condition)) {
                [_controllerPanel removeFromSuperview];
            } else {
                [self.view addSubview:_controllerPanel];
            }
        }
    }
    @end
    """
  }

  /// In landscape the panel is not in the view hierarchy ("Unlinks the view from its superview",
  /// Apple's documentation of `UIView.removeFromSuperview()`): the play button is reported in
  /// portrait only. Look-alike: removed on a branch of the player's state, it is reported in
  /// both orientations, as before.
  @Test func aPanelRemovedInLandscapeIsJudgedInPortraitOnly() throws {
    let landscape = Self.on(
      try Self.audit(
        storyboard: Self.player,
        code: Self.playerCode(
          "UIDeviceOrientationIsLandscape([UIDevice currentDevice].orientation)")),
      "play")
    #expect(!landscape.isEmpty)
    #expect(landscape.allSatisfy { !"\($0)".contains("landscape") }, "\(landscape)")
    let state = Self.on(
      try Self.audit(storyboard: Self.player, code: Self.playerCode("_playing")), "play")
    #expect(state.contains { "\($0)".contains("landscape") }, "\(state)")
  }

  // MARK: The main storyboard's initial controller re-rooted by the app delegate

  /// Glucosio: the main storyboard's initial tab bar controller holds a History tab whose
  /// button sits at the top of its view (under the status bar when the tab bar controller is
  /// the window's root). `owner`'s code makes it the root of a navigation controller, every bar
  /// opaque through the appearance proxy.
  static let overview = IBFixture.tabBarStoryboard(
    customClass: "TabBarController", tabID: "history",
    tab: IBFixture.viewController(
      id: "history", customClass: "HistoryViewController", rootID: "history-root",
      subviews: IBFixture.button(
        "picker", frame: (20, 0, 353, 44), autoresizing: #"widthSizable="YES""#)))

  static func overviewCode(appDelegate: Bool) -> String {
    let owner =
      appDelegate
      ? "AppDelegate : UIResponder <UIApplicationDelegate>"
      : "SettingsViewController : UIViewController"
    let caller =
      appDelegate
      ? "- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {\n    [self showOverview];\n    return YES;\n}"
      : "- (IBAction)done:(id)sender {\n    [self showOverview];\n}"
    return """
      @interface \(owner)
      @end
      @implementation \(owner.split(separator: " ")[0])
      - (void)showOverview {
          [[UINavigationBar appearance] setTranslucent:NO];
          UIStoryboard *main = [UIStoryboard storyboardWithName:@"Main" bundle:nil];
          TabBarController *overview = (TabBarController *)[main instantiateInitialViewController];
          UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:overview];
          self.window.rootViewController = nav;
      }
      \(caller)
      @end
      """
  }

  /// The root the app delegate sets replaces the one UIKit made from the main storyboard: the
  /// History tab is laid out below the opaque navigation bar (a view does not extend under an
  /// opaque bar unless `extendedLayoutIncludesOpaqueBars`), nowhere near the status bar.
  /// Look-alike: a settings screen's action re-rooting the same way leaves the launch root (the
  /// tab bar controller alone): the button stays in the status bar.
  @Test func theAppDelegatesNavigationControllerHoldsTheInitialTabs() throws {
    let delegate = Self.on(
      try Self.audit(storyboard: Self.overview, code: Self.overviewCode(appDelegate: true)),
      "picker")
    #expect(delegate.isEmpty, "\(delegate)")
    let action = Self.on(
      try Self.audit(storyboard: Self.overview, code: Self.overviewCode(appDelegate: false)),
      "picker")
    #expect(!action.isEmpty)
  }
}
