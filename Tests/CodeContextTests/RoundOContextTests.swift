import Foundation
import IBFixtures
import InterfaceBuilder
import Testing

@testable import CodeContext

/// Round N's code-context classes left after the twelfth session, rewritten small (training from
/// then on; `Documentation/CodeContext.md`, "Round N's leftovers").
@Suite struct RoundOContextTests {
  // MARK: An outlet removed in one orientation only

  /// TVHClient's video player: a xib whose File's Owner holds the portrait controls panel (a
  /// button in it) as an outlet; `viewWillLayoutSubviews` removes the panel in landscape on
  /// phones and puts it back otherwise. `condition` is the inner `if`'s.
  static func player(_ condition: String) -> String {
    """
    @interface VLCMovieViewController : UIViewController
    @property (nonatomic, strong) IBOutlet UIView *controllerPanel;
    @end
    @implementation VLCMovieViewController
    - (void)viewWillLayoutSubviews
    {
        if (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPhone) {
            CGSize viewSize = self.view.frame.size;
            if (\(condition)) {
                [_controllerPanel removeFromSuperview];
                [self.view addSubview:_controllerPanelLandscape];
            } else {
                [_controllerPanelLandscape removeFromSuperview];
                [self.view addSubview:_controllerPanel];
            }
        }
    }
    @end
    """
  }

  static let playerXib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
      <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="VLCMovieViewController">
          <connections>
            <outlet property="view" destination="v"/>
            <outlet property="controllerPanel" destination="panel"/>
          </connections>
        </placeholder>
        <view contentMode="scaleToFill" id="v">
          <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
          <subviews>
            <view contentMode="scaleToFill" id="panel">
              <rect key="frame" x="0.0" y="488" width="320" height="80"/>
              <subviews>
                <button opaque="NO" contentMode="scaleToFill" id="play">
                  <rect key="frame" x="140" y="20" width="40" height="40"/>
                </button>
              </subviews>
            </view>
          </subviews>
        </view>
      </objects>
    </document>
    """

  static func decidePlayer(_ condition: String) throws -> ScreenDecision {
    let document = try IBDocument(
      data: Data(Self.playerXib.utf8), path: "App/VLCMovieViewController~iphone.xib")
    let index = CodeIndex.read(sources: [("App/VLCMovieViewController.m", Self.player(condition))])
    return index.decide(
      try #require(document.scenes.first?.controller), in: document,
      identifiers: StoryboardIdentifiers([document]))
  }

  /// `removeFromSuperview` takes the panel out of the view hierarchy ("Unlinks the view from its
  /// superview and its window", Apple's documentation of `UIView.removeFromSuperview()`), so in
  /// landscape on a phone nothing of it is on screen: the panel and its button are not judged
  /// there, and still are in portrait and on iPads. Look-alike: the same removal on a branch that
  /// tests the player's state is not applied anywhere.
  @Test func anOutletRemovedInLandscapeOnPhonesIsNotJudgedThere() throws {
    let decision = try Self.decidePlayer(
      "UIDeviceOrientationIsLandscape([UIDevice currentDevice].orientation)")
    #expect(decision.notJudgedViewIDs.isEmpty)
    #expect(
      decision.notJudgedViewIDsWhen == [
        ScreenDecision.ViewsNotJudged(
          when: EnvironmentCase(idiom: "phone", orientation: "landscape"),
          viewIDs: ["panel", "play"])
      ])
    #expect(
      decision.remarks.contains(
        "'_controllerPanel' hidden in landscape on phone by VLCMovieViewController.m:10"
          + " (viewWillLayoutSubviews): not judged there"), "\(decision.remarks)")
    let playing = try Self.decidePlayer("_playing")
    #expect(playing.notJudgedViewIDsWhen.isEmpty)
    #expect(playing.notJudgedViewIDs.isEmpty)
  }

  /// The orientation tests read: UIKit's macros on the device's or the interface's orientation
  /// and Swift's `isLandscape`/`isPortrait`, turned over by `!`; anything tested besides is not
  /// one.
  @Test func orientationConditionsAreRead() {
    #expect(
      orientationTested("UIDeviceOrientationIsLandscape([UIDevice currentDevice].orientation)")
        == "landscape")
    #expect(
      orientationTested("UIInterfaceOrientationIsPortrait(self.interfaceOrientation)") == "portrait"
    )
    #expect(orientationTested("!UIInterfaceOrientationIsPortrait(orientation)") == "landscape")
    #expect(orientationTested("UIDevice.current.orientation.isLandscape") == "landscape")
    #expect(
      orientationTested("view.window?.windowScene?.interfaceOrientation.isPortrait") == "portrait")
    #expect(orientationTested("UIDeviceOrientationIsLandscape(o) && _playing") == nil)
    #expect(orientationTested("size.width > size.height") == nil)
    #expect(orientationTested("UIDeviceOrientationIsValidInterfaceOrientation(o)") == nil)
  }

  // MARK: The main storyboard's initial controller re-rooted by the app delegate

  /// Glucosio: the main storyboard's initial controller is a tab bar controller whose History
  /// tab holds a picker at the top of its view; the app delegate makes the initial controller
  /// the root of a navigation controller it makes, after making every bar opaque through the
  /// appearance proxy.
  static let overview = IBFixture.tabBarStoryboard(
    customClass: "GLUCTabBarController", tabID: "history",
    tab: IBFixture.viewController(
      id: "history", customClass: "GLUCHistoryViewController", rootID: "history-root",
      subviews: IBFixture.button(
        "picker", frame: (20, 0, 353, 44), autoresizing: #"widthSizable="YES""#)))

  static func overviewCode(in owner: String) -> String {
    let method =
      owner == "GLUCAppDelegate"
      ? "- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {\n    [[UINavigationBar appearance] setTranslucent:NO];\n    [self showOverview];\n    return YES;\n}"
      : "- (IBAction)done:(id)sender {\n    [self showOverview];\n}"
    return """
      #define kGLUCMainStoryboardIdentifier @"Main"
      @interface \(owner) : \(owner == "GLUCAppDelegate" ? "UIResponder <UIApplicationDelegate>" : "UIViewController")
      @end
      @implementation \(owner)
      - (void)showOverview {
          UIStoryboard *mainStoryboard = [UIStoryboard storyboardWithName:kGLUCMainStoryboardIdentifier bundle:nil];
          if (mainStoryboard) {
              GLUCTabBarController *overviewVC = (GLUCTabBarController *)[mainStoryboard instantiateInitialViewController];
              UINavigationController *mainNavCtrl = [[UINavigationController alloc] initWithRootViewController:overviewVC];
              self.window.rootViewController = mainNavCtrl;
          }
      }
      \(method)
      @end
      """
  }

  static func decideOverview(_ owner: String, id: String) throws -> ScreenDecision {
    var document = try IBDocument(data: Data(Self.overview.utf8), path: "App/Main.storyboard")
    document.isMainStoryboard = true
    let index = CodeIndex.read(sources: [("App/Overview.m", Self.overviewCode(in: owner))])
    let controller = try #require(document.scenes.first { $0.controller.id == id }?.controller)
    return index.decide(controller, in: document, identifiers: StoryboardIdentifiers([document]))
  }

  /// UIKit makes the main storyboard's initial controller the window's root at launch; the root
  /// the app delegate sets replaces it, so the tab bar controller, and the History tab in it,
  /// are shown below the navigation controller's opaque bar. Look-alike: a screen's action that
  /// re-roots the same way (a settings screen's "done") leaves the launch root as UIKit made it.
  @Test func theAppDelegateReRootingTheInitialControllerDecidesItsTabs() throws {
    let history = try Self.decideOverview("GLUCAppDelegate", id: "history")
    let outer = try #require(history.containerContexts["tabs"])
    #expect(outer.kind == .pushed)
    #expect(outer.inNavigationController)
    #expect(outer.navigationStyle?.barTranslucent == false)
    #expect(
      history.applied.contains {
        $0.hasPrefix("the window's root in a navigation controller by Overview.m:10")
      }, "\(history.applied)")
    let tabs = try Self.decideOverview("GLUCAppDelegate", id: "tabs")
    #expect(tabs.context?.inNavigationController == true)
    let action = try Self.decideOverview("GLUCSettingsViewController", id: "history")
    #expect(action.containerContexts.isEmpty)
    #expect(action.context == nil)
  }

  // MARK: Presentations the code-screen round N found unread

  /// JFMeiTuan presents its map with an empty completion block; another screen pushes from
  /// inside the completion block. The block is skipped as a value, so the message around it is
  /// read (before, the whole message was unknown and the map screen was shown by no code).
  @Test func aPresentationWithACompletionBlockIsRead() {
    let code = """
      @interface JFMapViewController : UIViewController
      @end
      @interface DetailViewController : UIViewController
      @end
      @interface NextViewController : UIViewController
      @end
      @interface ViewController : UIViewController
      @end
      @implementation ViewController
      -(void)mapBtnClick{
          JFMapViewController *mapVC = [[JFMapViewController alloc]init];
          [self presentViewController:mapVC animated:YES completion:^{
          }];
      }
      - (void)detail {
          [self presentViewController:[[DetailViewController alloc] init] animated:YES completion:^(void) {
              [self.navigationController pushViewController:[[NextViewController alloc] init] animated:YES];
          }];
      }
      @end
      """
    let showings = CodeIndex.read(sources: [("App/ViewController.m", code)]).showings
    let map = showings.first { $0.className == "JFMapViewController" }
    #expect(map?.way == .presented)
    #expect(map?.conditional == false)
    #expect(map?.location.fileNameAndLine == "ViewController.m:12")
    #expect(showings.first { $0.className == "DetailViewController" }?.way == .presented)
    let next = showings.first { $0.className == "NextViewController" }
    #expect(next?.way == .pushed)
    #expect(next?.conditional == true)
  }

  /// WeiBook presents its search screen through a free function handed the presenter and the
  /// screen, from a view model: the function's body runs with its parameters bound, and the
  /// presentation is recorded at the call, naming the function. Look-alike: a free function
  /// handed a controller that shows nothing records nothing.
  @Test func aFreeFunctionThatPresentsIsFollowed() {
    let code = """
      import UIKit
      func NavigaiontPresentView(_ formViewController:UIViewController, toController:UIViewController) {
          formViewController.present(toController, animated: true) {
          }
      }
      func LogController(_ controller: UIViewController) {
          print(controller)
      }
      class SearchViewController: UIViewController {}
      class AboutViewController: UIViewController {}
      class HomeViewModel: NSObject {
          weak var controller: UIViewController?
          func pushSearchView() {
              let toController = SearchViewController()
              NavigaiontPresentView(self.controller!, toController: toController)
          }
          func logAbout() {
              LogController(AboutViewController())
          }
      }
      """
    let showings = CodeIndex.read(sources: [("App/Define.swift", code)]).showings
    let search = showings.first { $0.className == "SearchViewController" }
    #expect(search?.way == .presented)
    #expect(search?.location.fileNameAndLine == "Define.swift:15")
    #expect(
      search?.helper?.hasPrefix("NavigaiontPresentView(_:toController:) at Define.swift:2") == true)
    #expect(!showings.contains { $0.className == "AboutViewController" })
  }

  // MARK: Round O (training): a storyboard's initial tab bar controller wrapped and handed on

  /// Zom: the app delegate instantiates the `Tabs` storyboard's initial tab bar controller,
  /// makes it the root of its own navigation controller class and hands that to its framework
  /// superclass's split view setup, which the index does not read. `wrap` is how the statement
  /// makes it.
  static func zomCode(wrap: String) -> String {
    """
    @interface ZomRootNavigationViewController : UINavigationController
    @end
    @interface ZomAppDelegate : OTRAppDelegate
    @end
    @implementation ZomAppDelegate
    - (UIViewController *)setupDefaultSplitViewControllerWithLeadingViewController:(UIViewController *)leading {
        UIStoryboard *storyboard = [UIStoryboard storyboardWithName:@"Tabs" bundle:[NSBundle mainBundle]];
        self.mainTabViewController = [storyboard instantiateInitialViewController];
        \(wrap)
        UISplitViewController *ret = [super setupDefaultSplitViewControllerWithLeadingViewController:nav];
        return ret;
    }
    @end
    """
  }

  static func decideZom(wrap: String, id: String) throws -> ScreenDecision {
    let text = Self.overview.replacingOccurrences(of: "GLUCTabBarController", with: "ZomTabs")
    let document = try IBDocument(data: Data(text.utf8), path: "Zom/Tabs.storyboard")
    let index = CodeIndex.read(sources: [("Zom/ZomAppDelegate.m", Self.zomCode(wrap: wrap))])
    let controller = try #require(document.scenes.first { $0.controller.id == id }?.controller)
    return index.decide(controller, in: document, identifiers: StoryboardIdentifiers([document]))
  }

  /// A navigation controller shows its root under its bar ("The navigation controller manages
  /// the navigation bar at the top of the interface", Apple's documentation of
  /// `UINavigationController`): the tab bar controller and its tabs are laid out in one, full
  /// screen, and the words say where it goes is not read. Look-alike: the same storyboard
  /// instantiated and handed on without a navigation controller keeps its context.
  @Test func aStoryboardsInitialTabsWrappedInANavigationControllerAreLaidOutInIt() throws {
    let wrapped = try Self.decideZom(
      wrap:
        "UINavigationController *nav = [[ZomRootNavigationViewController alloc] initWithRootViewController:self.mainTabViewController];",
      id: "history")
    let outer = try #require(wrapped.containerContexts["tabs"])
    #expect(outer.kind == .pushed)
    #expect(outer.inNavigationController)
    #expect(
      outer.description.hasPrefix(
        "the root of a 'ZomRootNavigationViewController' made by ZomAppDelegate.m:9"),
      "\(outer.description)")
    let bare = try Self.decideZom(
      wrap: "UIViewController *nav = self.mainTabViewController;", id: "history")
    #expect(bare.containerContexts.isEmpty)
  }
}
