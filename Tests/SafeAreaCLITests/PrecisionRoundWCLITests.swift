import Foundation
import Testing

/// Fresh round W (`Documentation/Journal/2026-12-02-precision-W.md`), rewritten small from
/// RecycleRush: the main storyboard's initial navigation controller holds a menu whose button
/// sits 20 pt below the top of its root view, as an iOS 6 layout below the bar puts it; the app
/// delegate's launch code makes the window root's bar opaque
/// (`navigationController = (UINavigationController *)self.window.rootViewController;
/// self.navigationController.navigationBar.translucent = NO;`), so the menu starts below the bar.
/// On the frozen build of round W the button was reported (`control_in_status_bar`, also
/// `content_under_bar`) as if the bar were translucent. The look-alike sets the bar on a
/// runtime branch: still reported.
@Suite("audit command: fresh round W's bar the app delegate makes opaque on the window's root")
struct PrecisionRoundWCLITests {
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="nav">
      <scenes>
        <scene sceneID="s-nav">
          <objects>
            <navigationController id="nav" sceneMemberID="viewController">
              <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                <rect key="frame" x="0.0" y="0" width="393" height="44"/>
              </navigationBar>
              <connections>
                <segue destination="menu" kind="relationship" relationship="rootViewController" id="rel"/>
              </connections>
            </navigationController>
          </objects>
        </scene>
        <scene sceneID="s-menu">
          <objects>
            <viewController id="menu" customClass="MenuViewController" sceneMemberID="viewController">
              <view key="view" contentMode="scaleToFill" id="menu-root">
                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                  <button opaque="NO" contentMode="scaleToFill" id="scouting">
                    <state key="normal" title="Button"/>
                    <rect key="frame" x="20" y="20" width="300" height="60"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxY="YES"/>
                  </button>
                </subviews>
              </view>
            </viewController>
          </objects>
        </scene>
      </scenes>
    </document>
    """

  static func appDelegate(onABranch: Bool) -> String {
    let statement = "self.navigationController.navigationBar.translucent = NO;"
    return """
      @interface AppDelegate : UIResponder <UIApplicationDelegate>
      @property (nonatomic, strong) UIWindow *window;
      @property (nonatomic, strong) UINavigationController *navigationController;
      @end
      @implementation AppDelegate
      @synthesize navigationController;
      - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
          navigationController = (UINavigationController *)self.window.rootViewController;
          \(onABranch ? "if ([self wantsOpaqueBars]) { \(statement) }" : statement)
          return YES;
      }
      @end
      """
  }

  static func findings(onABranch: Bool) throws -> [[String: Any]] {
    let project = CodeContextCommandTests.project
      .replacingOccurrences(of: "App/Feed.swift", with: "App/AppDelegate.m")
    let root = try CodeContextCommandTests.writeApp([
      ("App.xcodeproj/project.pbxproj", project), ("App/Main.storyboard", storyboard),
      ("App/AppDelegate.m", appDelegate(onABranch: onABranch)),
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try safearea(
      [
        "audit", "--no-cache", "--jobs", "1", "--rules", "all", "--devices", "iPhone 15",
        "--format", "json", ".",
      ], in: root)
    return try CodeContextCommandTests.findings(run.stdout)
  }

  @Test("the menu under the opaque bar the launch code sets is not reported; on a branch it is")
  func launchCodeMakesTheRootBarOpaque() throws {
    #expect(try Self.findings(onABranch: false).isEmpty)
    let branch = try Self.findings(onABranch: true)
    #expect(branch.map { $0["id"] as? String } == ["scouting"], "\(branch)")
  }
}
