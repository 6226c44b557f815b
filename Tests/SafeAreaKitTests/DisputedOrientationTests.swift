import CodeContext
import DeviceCatalog
import Findings
import Foundation
import LayoutAudit
import Testing

@testable import SafeAreaKit

/// A screen pushed from two places whose window-filling controllers disagree on the orientation
/// lock, rewritten small from round I's bilibili-ios (`VideoViewController`, pushed from tab
/// screens of a portrait-only tab bar controller and from a screen in a navigation controller
/// presented full screen). UIKit asks only "the root view controller or the topmost modal view
/// controller that fills the window" (Apple's documentation of
/// `supportedInterfaceOrientations`): pushed from the tab the screen stays portrait, pushed from
/// the presented navigation controller that allows landscape it turns. What it shows only in
/// landscape is then seen under one showing only: an assumed context, one severity lower.
///
/// The screen's `badge` is framed at (0, 150, 60, 44): on the iPhone X in portrait it is below
/// the sensor housing; in landscape the housing is on a side edge, about 30 pt deep and centred
/// on the 375-pt height (the catalog's cutout), so the badge lies under it in the landscape
/// orientation whose housing is on the left: a `sensor_housing_overlap` error seen in
/// landscape only.
@Suite("audit: a screen whose pushers' window fillers disagree on the orientation lock")
@MainActor
struct DisputedOrientationTests {
  static func app(tabs: String, presented: String) -> String {
    """
    @implementation AppDelegate
    - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
        self.window.rootViewController = [[MainTabBarController alloc] init];
        return YES;
    }
    @end
    @interface MainTabBarController : UITabBarController
    @end
    @implementation MainTabBarController
    - (instancetype)init {
        self = [super init];
        self.viewControllers = @[
            [[UINavigationController alloc] initWithRootViewController:[[HomeViewController alloc] init]],
        ];
        return self;
    }
    - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
        return \(tabs);
    }
    @end
    @interface RotatingNavigationController : UINavigationController
    @end
    @implementation RotatingNavigationController
    - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
        return \(presented);
    }
    @end
    @interface HomeViewController : UIViewController
    @end
    @implementation HomeViewController
    - (void)open {
        [self.navigationController pushViewController:[[VideoViewController alloc] init] animated:YES];
    }
    - (void)history {
        RotatingNavigationController *nav = [[RotatingNavigationController alloc] initWithRootViewController:[[HistoryViewController alloc] init]];
        nav.modalPresentationStyle = UIModalPresentationFullScreen;
        [self presentViewController:nav animated:YES completion:nil];
    }
    @end
    @interface HistoryViewController : UIViewController
    @end
    @implementation HistoryViewController
    - (void)open {
        [self.navigationController pushViewController:[[VideoViewController alloc] init] animated:YES];
    }
    @end
    @interface VideoViewController : UIViewController
    @end
    @implementation VideoViewController
    - (void)viewDidLoad {
        [super viewDidLoad];
        UIView *badge = [[UIView alloc] initWithFrame:CGRectMake(0, 150, 60, 44)];
        badge.backgroundColor = [UIColor redColor];
        [self.view addSubview:badge];
    }
    @end
    """
  }

  static let portrait = "UIInterfaceOrientationMaskPortrait"
  static let landscapeToo = "UIInterfaceOrientationMaskAllButUpsideDown"

  static func audit(tabs: String, presented: String) throws -> [Finding] {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("disputed-orientation-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("App.m").path
    try app(tabs: tabs, presented: presented).write(
      toFile: path, atomically: true, encoding: .utf8)
    let sources = try CodeScreenSources.load([path], messages: .discarded)
      .filter { $0.name.hasSuffix("#VideoViewController") }
    #expect(sources.count == 1)
    let matrix = AuditMatrix(
      devices: [DeviceCatalog.device(named: "iPhone X")].compactMap { $0 },
      orientations: [.portrait, .landscapeLeft, .landscapeRight], iosVersions: [16])
    let (layout, accepts) = LayoutSources.closures(sources)
    return Auditor(matrix: matrix, rules: [SensorHousingOverlapRule.self]).audit(
      files: sources.map(\.name),
      layout: { name, environment in
        try MainActor.assumeIsolated { try layout(name, environment) }
      }, accepts: accepts
    ).findings.filter { $0.view.sceneID == "badge" }
  }

  @Test("the code index gives each showing's filler answer")
  func answers() throws {
    let index = CodeIndex.read(
      sources: [("App/App.m", Self.app(tabs: Self.portrait, presented: Self.landscapeToo))])
    #expect(index.windowFillingLock(of: "VideoViewController") == nil)
    let answers = try #require(index.windowFillingAnswers(of: "VideoViewController"))
    #expect(answers.map(\.filler) == ["MainTabBarController", "RotatingNavigationController"])
    #expect(answers.map(\.via) == ["'HomeViewController'", "'HistoryViewController'"])
    let context = CodeShowingContext(index: index)
    let dispute = try #require(context.orientationDispute(of: "VideoViewController"))
    #expect(dispute.dispute.kinds[.phone] == [.landscape])
    #expect(dispute.allowed[.phone] == [.portrait, .landscape])
    // A screen with one showing is not disputed: the tab bar controller's portrait locks it.
    #expect(context.orientationDispute(of: "HomeViewController") == nil)
    #expect(context.orientationLock(of: "HomeViewController")?.all == ["portrait"])
  }

  @Test("fillers that disagree: the landscape-only finding is one severity lower and assumed")
  func disagreeingFillersLowerTheLandscapeFinding() throws {
    let findings = try Self.audit(tabs: Self.portrait, presented: Self.landscapeToo)
    let finding = try #require(findings.first, "no finding")
    #expect(findings.count == 1)
    #expect(finding.rule == .sensorHousingOverlap)
    #expect(finding.severity == .warning, "\(finding.message)")
    #expect(finding.environments.allSatisfy { $0.orientation.isLandscape })
    #expect(finding.message.contains("context assumed in landscape"), "\(finding.message)")
    #expect(
      finding.message.contains("'MainTabBarController' answers portrait"), "\(finding.message)")
    #expect(
      finding.message.contains("'RotatingNavigationController' answers"), "\(finding.message)")
  }

  /// Look-alikes: both fillers portrait-only (the screen never turns: no finding), both
  /// allowing landscape (the finding is certain, an error, as before).
  @Test("fillers that agree: portrait locks the finding out; landscape keeps it certain")
  func agreeingFillers() throws {
    #expect(try Self.audit(tabs: Self.portrait, presented: Self.portrait).isEmpty)
    let findings = try Self.audit(tabs: Self.landscapeToo, presented: Self.landscapeToo)
    let finding = try #require(findings.first, "no finding")
    #expect(finding.severity == .error, "\(finding.message)")
    #expect(!finding.message.contains("context assumed"), "\(finding.message)")
  }
}
