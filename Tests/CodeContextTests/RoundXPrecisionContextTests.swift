import Foundation
import Testing

@testable import CodeContext

/// Code-context classes of fresh round X (`Documentation/Journal/2026-12-02-precision-X.md`),
/// rewritten small.
@Suite struct RoundXPrecisionContextTests {
  // MARK: A version macro from the prefix header (fresh round X: SealTalk)

  /// SealTalk's layout, rewritten small: sources in `App/`, its app delegate making every
  /// navigation bar opaque through the appearance proxy under `if (IOS_FSystenVersion >= 8.0)`,
  /// where `IOS_FSystenVersion` is the system version (not a check) and is defined in
  /// `App/Supporting Files/CommonDefine.h`, which only the prefix header imports. `version` is
  /// the literal the branch compares with; `otherHeader` adds a second header there;
  /// `earliestIOS` is the app's oldest deployment target (SealTalk's targets: 8.0 to 10.0).
  static func prefixHeaderApp(
    version: String = "8.0",
    macro: String =
      "#define IOS_FSystenVersion ([[[UIDevice currentDevice] systemVersion] floatValue])",
    otherHeader: String? = nil, earliestIOS: Int? = 9
  ) throws -> (CodeIndex, URL) {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("RoundXPrecisionContextTests-\(UUID().uuidString)")
    func write(_ text: String, _ path: String) throws {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    try write(
      "#ifndef CommonDefine_h\n#define CommonDefine_h\n\(macro)\n#endif\n",
      "App/Supporting Files/CommonDefine.h")
    if let otherHeader { try write(otherHeader, "App/Supporting Files/Other.h") }
    try write(
      "#import \"CommonDefine.h\"\n#import \"Other.h\"\n", "App/Supporting Files/PrefixHeader.pch")
    try write(
      """
      #import "AppDelegate.h"
      @implementation AppDelegate
      - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
          [self setNavigationBarAppearance];
          return YES;
      }
      - (void)setNavigationBarAppearance {
          [[UINavigationBar appearance] setTintColor:[UIColor blackColor]];
          if (IOS_FSystenVersion >= \(version)) {
              [UINavigationBar appearance].translucent = NO;
          }
      }
      @end
      """, "App/AppDelegate.m")
    try write(
      "@interface AppDelegate : UIResponder <UIApplicationDelegate>\n@end\n", "App/AppDelegate.h")
    try write(
      """
      @interface GroupViewController : UIViewController
      @end
      @implementation GroupViewController
      - (void)viewDidLoad {
          [super viewDidLoad];
          if (IOS_FSystenVersion >= \(version)) {
              self.edgesForExtendedLayout = UIRectEdgeNone;
          }
      }
      @end
      """, "App/Sections/Group/GroupViewController.m")
    let index = CodeIndex.read(
      files: [
        root.appendingPathComponent("App/AppDelegate.m").path,
        root.appendingPathComponent("App/Sections/Group/GroupViewController.m").path,
      ], earliestIOS: earliestIOS)
    return (index, root)
  }

  @Test func aVersionMacroFromThePrefixHeaderThatAlwaysHoldsMakesTheBarsOpaque() throws {
    let (index, root) = try Self.prefixHeaderApp()
    defer { try? FileManager.default.removeItem(at: root) }
    let appearance = try #require(index.navigationBarAppearance)
    #expect(appearance.translucent == false)
    #expect(appearance.fact.location.line == 10)
    // A screen's own statement under the same check is read as unconditional too.
    #expect(
      index.context(ofClass: "GroupViewController").fact(.edgesForExtendedLayout)?.value
        == .edges([]))
  }

  @Test func aLaterVersionOrAMacroDefinedTwiceStaysOnABranch() throws {
    // An app that may run on the oldest modelled iOS (7, no deployment target): iOS 7 fails the
    // check, so the branch stays a branch.
    let (anyIOS, zeroth) = try Self.prefixHeaderApp(earliestIOS: nil)
    defer { try? FileManager.default.removeItem(at: zeroth) }
    #expect(anyIOS.navigationBarAppearance == nil)
    // A version later than the app's oldest: the branch stays a branch.
    let (later, first) = try Self.prefixHeaderApp(version: "28.0")
    defer { try? FileManager.default.removeItem(at: first) }
    #expect(later.navigationBarAppearance == nil)
    #expect(
      later.context(ofClass: "GroupViewController").fact(.edgesForExtendedLayout)?.value
        != .edges([]))
    // Two headers define the name differently: which one a file sees is the preprocessor's.
    let (twice, second) = try Self.prefixHeaderApp(
      otherHeader:
        "#define IOS_FSystenVersion ([[NSUserDefaults standardUserDefaults] floatForKey:@\"v\"])")
    defer { try? FileManager.default.removeItem(at: second) }
    #expect(twice.navigationBarAppearance == nil)
    // A macro that is not the system version.
    let (setting, third) = try Self.prefixHeaderApp(
      macro:
        "#define IOS_FSystenVersion ([[NSUserDefaults standardUserDefaults] floatForKey:@\"v\"])")
    defer { try? FileManager.default.removeItem(at: third) }
    #expect(setting.navigationBarAppearance == nil)
  }

  @Test func expandingAVersionMacroWritesTheSystemsCheck() {
    let macros: [String: ObjectiveCCodeReader.MacroDefinition] = [
      "IOS_VERSION": .init(
        parameters: nil, body: "([[[UIDevice currentDevice] systemVersion] floatValue])"),
      "IOS_AT_LEAST": .init(
        parameters: ["v"],
        body:
          "([[[UIDevice currentDevice] systemVersion] compare:v options:NSNumericSearch] != NSOrderedAscending)"
      ),
    ]
    #expect(
      CodeIndex.expandingVersionMacros("IOS_VERSION >= 8.0", macros)
        == "[[[UIDevice currentDevice] systemVersion] floatValue] >= 8.0")
    #expect(
      versionCheckAlwaysHolds(
        CodeIndex.expandingVersionMacros("IOS_VERSION >= 8.0", macros), earliest: 9))
    #expect(
      versionCheckAlwaysHolds(
        CodeIndex.expandingVersionMacros("IOS_AT_LEAST(@\"7.0\")", macros)))
    // Not a name the app defines, or part of a longer name: left as written.
    #expect(
      CodeIndex.expandingVersionMacros("IOS_VERSION_X >= 8.0", macros) == "IOS_VERSION_X >= 8.0")
  }

  // MARK: Views pinned to each other below a view whose constant code sets (fresh round X)

  /// Music Memories' "memory created" screen, rewritten small: the card's top constraint is an
  /// outlet whose constant the code sets (300 in the file, 30 when the views fade in); a caption
  /// is pinned below the card and a switch is centred on the caption, so the two hold each other
  /// and only the caption reaches the card. A strip pinned below the card but also to the safe
  /// area's bottom stays; two views centred on each other and nothing else are not placed by
  /// the card.
  static let done = RoundHContextTests.storyboard(
    RoundHContextTests.scene(
      "Done", "DoneViewController",
      subviews: """
        <label opaque="NO" text="Done" translatesAutoresizingMaskIntoConstraints="NO" id="title">
          <rect key="frame" x="20" y="55" width="200" height="21"/>
        </label>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card">
          <rect key="frame" x="32" y="376" width="350" height="455"/>
        </view>
        <label opaque="NO" text="Add to Apple Music:" translatesAutoresizingMaskIntoConstraints="NO" id="caption">
          <rect key="frame" x="32" y="866" width="158" height="21"/>
        </label>
        <switch opaque="NO" contentMode="scaleToFill" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="toggle">
          <rect key="frame" x="333" y="861" width="51" height="31"/>
        </switch>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="strip">
          <rect key="frame" x="0.0" y="887" width="393" height="9"/>
        </view>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pairA">
          <rect key="frame" x="0.0" y="100" width="20" height="20"/>
        </view>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pairB">
          <rect key="frame" x="30" y="100" width="20" height="20"/>
        </view>
        """,
      constraints: """
        <constraint firstItem="title" firstAttribute="top" secondItem="root-Done" secondAttribute="top" constant="55" id="t1"/>
        <constraint firstItem="card" firstAttribute="top" secondItem="title" secondAttribute="bottom" constant="300" id="card-top"/>
        <constraint firstItem="caption" firstAttribute="top" secondItem="card" secondAttribute="bottom" constant="35" id="c1"/>
        <constraint firstItem="caption" firstAttribute="leading" secondItem="card" secondAttribute="leading" id="c2"/>
        <constraint firstItem="toggle" firstAttribute="centerY" secondItem="caption" secondAttribute="centerY" id="c3"/>
        <constraint firstItem="toggle" firstAttribute="trailing" secondItem="card" secondAttribute="trailing" id="c4"/>
        <constraint firstItem="strip" firstAttribute="top" secondItem="card" secondAttribute="bottom" id="s1"/>
        <constraint firstItem="strip" firstAttribute="bottom" secondItem="safe-Done" secondAttribute="bottom" id="s2"/>
        <constraint firstItem="pairA" firstAttribute="centerY" secondItem="pairB" secondAttribute="centerY" id="p1"/>
        """,
      connections: """
        <outlet property="cardTop" destination="card-top" id="o1"/>
        """))

  static let doneCode = """
    class DoneViewController: UIViewController {
      @IBOutlet weak var cardTop: NSLayoutConstraint!
      func activateCard() {
        self.cardTop.constant = 30
      }
    }
    """

  @Test func viewsPinnedToEachOtherBelowAMovedViewAreNotJudged() throws {
    let decision = try RoundHContextTests.decide(
      Self.done, code: Self.doneCode, id: "vc-Done")
    // The card, the caption pinned below it and the switch centred on the caption; not the
    // strip (the safe area holds it too), nor the pair that holds only itself.
    #expect(decision.notJudgedViewIDs.sorted() == ["caption", "card", "toggle"])
  }
}
