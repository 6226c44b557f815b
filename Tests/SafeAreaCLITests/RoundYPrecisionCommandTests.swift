import Foundation
import IBFixtures
import Testing

/// Fresh round Y's code-context false alarms (`Documentation/Journal/2026-12-02-precision-Y.md`),
/// rewritten as small apps and audited in project mode.
@Suite struct RoundYPrecisionCommandTests {
  /// A project of one application target shipping `files` (storyboards as resources, the rest
  /// as sources), for `family` (1 iPhone, 2 iPad) and deploying to `deployment`.
  static func project(_ files: [String], family: Int, deployment: String) -> String {
    let references = files.enumerated().map { index, path in
      "F\(index) = {isa = PBXFileReference; path = \(path); sourceTree = \"<group>\"; };\n"
        + "B\(index) = {isa = PBXBuildFile; fileRef = F\(index); };"
    }.joined(separator: "\n")
    let resources = files.indices.filter { files[$0].hasSuffix(".storyboard") }
      .map { "B\($0), " }.joined()
    let sources = files.indices.filter { !files[$0].hasSuffix(".storyboard") }
      .map { "B\($0), " }.joined()
    return """
      // !$*UTF8*$!
      {
        objects = {
          P = {isa = PBXProject; buildConfigurationList = PL; mainGroup = G0; targets = (T1, ); };
          G0 = {isa = PBXGroup; children = (\(files.indices.map { "F\($0), " }.joined())); sourceTree = "<group>"; };
          \(references)
          PL = {isa = XCConfigurationList; buildConfigurations = (PR, ); defaultConfigurationName = Release; };
          PR = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = \(deployment); }; name = Release; };
          T1 = {isa = PBXNativeTarget; buildConfigurationList = TL; buildPhases = (S1, R1, ); name = App; productType = "com.apple.product-type.application"; };
          TL = {isa = XCConfigurationList; buildConfigurations = (TR, ); };
          TR = {isa = XCBuildConfiguration; buildSettings = {GENERATE_INFOPLIST_FILE = YES; INFOPLIST_KEY_UISupportedInterfaceOrientations = "UIInterfaceOrientationPortrait"; INFOPLIST_KEY_UIMainStoryboardFile = Main; TARGETED_DEVICE_FAMILY = \(family); }; name = Release; };
          S1 = {isa = PBXSourcesBuildPhase; files = (\(sources)); };
          R1 = {isa = PBXResourcesBuildPhase; files = (\(resources)); };
        };
        rootObject = P;
      }
      """
  }

  // MARK: A storyboard named by a `String` enum case's raw value (Evaluate Day)

  /// An iPhone app deploying to iOS 10 whose main screen, in a navigation controller with an
  /// opaque bar, pushes the initial controller of `Settings.storyboard`, naming the storyboard
  /// by `name` (Evaluate Day's `Storyboards.x.rawValue`); the settings screen's table is pinned
  /// to the safe area's top.
  static func enumApp(name: String) -> [(path: String, text: String)] {
    let navigation = """
      <navigationController id="nav" sceneMemberID="viewController">
        <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="bar">
          <rect key="frame" x="0.0" y="20" width="375" height="44"/>
        </navigationBar>
        <connections>
          <segue destination="feed" kind="relationship" relationship="rootViewController" id="rel"/>
        </connections>
      </navigationController>
      """
    let main = IBFixture.storyboard(
      initial: "nav",
      scenes: IBFixture.scene("s0", navigation) + "\n"
        + IBFixture.scene(
          "s1",
          IBFixture.viewController(
            id: "feed", customClass: "FeedViewController", attributes: #" customModule="App""#,
            rootID: "feed-root", width: 375, height: 667,
            layout: #"<viewLayoutGuide key="safeArea" id="feed-sa"/>"#)))
    let settings = IBFixture.storyboard(
      initial: "settings",
      scenes: IBFixture.scene(
        "s2",
        IBFixture.viewController(
          id: "settings", customClass: "SettingsViewController",
          attributes: #" customModule="App""#, rootID: "settings-root", width: 375,
          height: 667,
          subviews: """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" style="grouped" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="tv">
              <rect key="frame" x="0.0" y="20" width="375" height="647"/>
            </tableView>
            """,
          layout: """
            <viewLayoutGuide key="safeArea" id="settings-sa"/>
            <constraints>
              <constraint firstItem="tv" firstAttribute="top" secondItem="settings-sa" secondAttribute="top" id="c1"/>
              <constraint firstItem="tv" firstAttribute="leading" secondItem="settings-root" secondAttribute="leading" id="c2"/>
              <constraint firstAttribute="trailing" secondItem="tv" secondAttribute="trailing" id="c3"/>
              <constraint firstAttribute="bottom" secondItem="tv" secondAttribute="bottom" id="c4"/>
            </constraints>
            """)))
    let code = """
      import UIKit

      enum Storyboards: String {
        case main = "Main"
        case settings = "Settings"
      }

      class FeedViewController: UIViewController {
        @objc func openSettings() {
          let controller = UIStoryboard(name: \(name), bundle: nil).instantiateInitialViewController()!
          self.navigationController?.pushViewController(controller, animated: true)
        }
      }

      class SettingsViewController: UIViewController {
      }
      """
    let files = ["App/Main.storyboard", "App/Settings.storyboard", "App/Feed.swift"]
    return [
      ("App.xcodeproj/project.pbxproj", project(files, family: 1, deployment: "10.0")),
      (files[0], main), (files[1], settings), (files[2], code),
    ]
  }

  @Test func aStoryboardNamedByAnEnumCaseGetsItsCodeContext() throws {
    func output(_ name: String) throws -> String {
      let root = try CodeContextCommandTests.writeApp(Self.enumApp(name: name))
      defer { try? FileManager.default.removeItem(at: root) }
      return try safearea(
        ["audit", "--config", "/dev/null", "--rules", "double_inset", "."], in: root
      ).stdout
    }
    // The literal name and the enum case's raw value give the same context. The frozen build of
    // 5b4efa19 said of the second "0 storyboard or xib screens shown as the code says (1 not
    // resolved statically)": "a storyboard name built at run time".
    let pushed = "Settings: pushed by Feed.swift:11 onto the navigation controller"
    let literal = try output(#""Settings""#)
    #expect(literal.contains(pushed), "\(literal)")
    let viaEnum = try output("Storyboards.settings.rawValue")
    #expect(viaEnum.contains(pushed), "\(viaEnum)")
    #expect(!viaEnum.contains("'tv'"), "\(viaEnum)")
  }

  // MARK: A version check inside the app's C functions (Brushes)

  /// An iPhone app deploying to iOS 5.1 whose main screen, in a navigation controller with a
  /// translucent bar, sets `edgesForExtendedLayout = UIRectEdgeNone` under `if (condition)`;
  /// its label sits at the top of the view. `WDUseModernAppearance()` and `OSVersion()` are
  /// Brushes' helpers, rewritten.
  static func functionApp(condition: String) -> [(path: String, text: String)] {
    let root = IBFixture.viewController(
      id: "size", customClass: "SizeController", rootID: "size-root",
      subviews: """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Width" id="width">
          <rect key="frame" x="20" y="0.0" width="200" height="30"/>
          <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
          <fontDescription key="fontDescription" type="system" pointSize="24"/>
        </label>
        """)
    let main = IBFixture.storyboard(
      initial: "nav",
      scenes: IBFixture.scene("s1", IBFixture.navigationController(id: "nav", root: "size"))
        + "\n" + IBFixture.scene("s2", root))
    let utilities = """
      #import <UIKit/UIKit.h>
      float OSVersion()
      {
          static NSInteger  version_ = 0;

          if (version_ == 0) {
              version_ = [[[UIDevice currentDevice] systemVersion] integerValue];
          }

          return version_;
      }

      BOOL WDUseModernAppearance()
      {
          return OSVersion() >= 7 ? YES : NO;
      }
      """
    let controller = """
      #import <UIKit/UIKit.h>
      @interface SizeController : UIViewController
      @end
      @implementation SizeController
      - (void)viewDidLoad {
          [super viewDidLoad];
          if (\(condition)) {
              // we don't want to go under the nav bar and tool bar
              self.edgesForExtendedLayout = UIRectEdgeNone;
          }
      }
      @end
      """
    let files = ["App/Main.storyboard", "App/WDUtilities.m", "App/SizeController.m"]
    return [
      ("App.xcodeproj/project.pbxproj", project(files, family: 1, deployment: "5.1")),
      (files[0], main), (files[1], utilities), (files[2], controller),
    ]
  }

  @Test func aVersionCheckInTheAppsFunctionsIsApplied() throws {
    func reported(_ condition: String) throws -> String {
      let root = try CodeContextCommandTests.writeApp(Self.functionApp(condition: condition))
      defer { try? FileManager.default.removeItem(at: root) }
      return try safearea(
        ["audit", "--config", "/dev/null", "--rules", "content_under_bar", "."], in: root
      ).stdout
    }
    // The frozen build of 5b4efa19 reported "'width' (UILabel) lies … under the navigation bar"
    // ("edgesForExtendedLayout … not applied: unresolved (set on a runtime branch)").
    let helper = try reported("WDUseModernAppearance()")
    #expect(!helper.contains("'width'"), "\(helper)")
    // A check that does not hold on every modelled iOS keeps the branch: still reported.
    let later = try reported("OSVersion() >= 30")
    #expect(later.contains("'width'") && later.contains("[content_under_bar]"), "\(later)")
  }
}
