import CodeScreens
import DeviceCatalog
import Foundation
import HeadlessUIKit
import LayoutAudit
import Testing

@testable import SafeAreaKit

/// Fresh round P's code-screen false alarms, rewritten small and audited on the iPhone 8 and the
/// iPhone 14 in portrait (`fixed_position` compares devices).
@Suite("Code screens audited: round P")
@MainActor
struct CodeScreenRoundPAuditTests {
  /// Ello's stream screens: a `UIControl` strip at the top of the screen that brings the bars
  /// back when tapped. The code never gives it a background, a border or a subview: it draws
  /// nothing (UIKit's `backgroundColor` is `nil`, transparent, by default), so nothing of it can
  /// be hidden by the sensor housing. It was reported under the housing on every notched
  /// iPhone. The look-alike is the same strip with a background colour: a drawn band, still
  /// reported.
  static func strip(background: String) -> String {
    """
    import UIKit

    class StreamViewController: UIViewController {
        let tapToShowTop = UIControl()

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(tapToShowTop)
            tapToShowTop.isUserInteractionEnabled = false
            \(background)
            tapToShowTop.frame = CGRect(x: 100, y: 0, width: 190, height: 20)
        }
    }

    class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = StreamViewController()
            window?.makeKeyAndVisible()
            return true
        }
    }
    """
  }

  @Test("a code-made plain leaf that is never coloured draws nothing")
  func emptyStripDrawsNothing() throws {
    let rules: [any AuditRule.Type] = [SensorHousingOverlapRule.self, FixedPositionRule.self]
    let empty = try CodeScreenRoundOAuditTests.reported(
      Self.strip(background: ""), name: "Stream.swift", rules: rules)
    #expect(!empty.contains { $0.hasSuffix("#tapToShowTop") }, "\(empty)")
    let coloured = try CodeScreenRoundOAuditTests.reported(
      Self.strip(background: "tapToShowTop.backgroundColor = .black"), name: "Stream.swift",
      rules: rules)
    #expect(coloured.contains { $0.hasSuffix("#tapToShowTop") }, "\(coloured)")
  }

  /// iStayHealthy's base controller: a status label (made by the app's `UILabel` category, which
  /// adds a factory, not drawing) added at the top of the view in
  /// `viewDidLoad` with its text set to the empty literal (filled only while a load runs) lies
  /// under the translucent navigation bar. At rest it draws no glyph and no background, so
  /// nothing of it is hidden; it was reported once per subclass screen. The look-alike: the same
  /// label with a literal text, still reported.
  static func statusLabel(text: String) -> String {
    """
    import UIKit

    class LoadingViewController: UIViewController {
        var activityLabel: UILabel?

        override func viewDidLoad() {
            super.viewDidLoad()
            let label = UILabel.standardLabel()
            label.text = "\(text)"
            label.frame = CGRect(x: 80, y: 0, width: 200, height: 36)
            view.addSubview(label)
            activityLabel = label
        }
    }

    extension UILabel {
        static func standardLabel() -> UILabel {
            let label = UILabel()
            label.backgroundColor = .clear
            label.textAlignment = .left
            return label
        }
    }

    class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = UINavigationController(rootViewController: LoadingViewController())
            window?.makeKeyAndVisible()
            return true
        }
    }
    """
  }

  @Test("a code-made label whose text is the empty literal draws nothing at rest")
  func emptyStatusLabelDrawsNothing() throws {
    let rules: [any AuditRule.Type] = [ContentUnderBarRule.self]
    let empty = try CodeScreenRoundOAuditTests.reported(
      Self.statusLabel(text: ""), name: "Loading.swift", rules: rules)
    #expect(empty.isEmpty, "\(empty)")
    let loading = try CodeScreenRoundOAuditTests.reported(
      Self.statusLabel(text: "Loading data…"), name: "Loading.swift", rules: rules)
    #expect(!loading.isEmpty, "\(loading)")
  }

  /// iStayHealthy's base controller's spinner beside that label (Objective-C): made with
  /// `initWithActivityIndicatorStyle:`, `hidesWhenStopped = YES`, started only while a load runs,
  /// so hidden at rest. The look-alike starts it in `viewDidLoad`: shown, still reported.
  static func spinner(start: String) -> String {
    """
    #import <UIKit/UIKit.h>
    @interface LoadingViewController : UIViewController
    @property (nonatomic, strong) UIActivityIndicatorView *indicatorView;
    @end
    @implementation LoadingViewController
    - (void)viewDidLoad {
        [super viewDidLoad];
        UIActivityIndicatorView *indicator = [[UIActivityIndicatorView alloc] initWithActivityIndicatorStyle:UIActivityIndicatorViewStyleGray];
        indicator.hidesWhenStopped = YES;
        indicator.frame = CGRectMake(20, 0, 36, 36);
        [self.view addSubview:indicator];
        self.indicatorView = indicator;
        \(start)
    }
    @end
    @interface AppDelegate : UIResponder <UIApplicationDelegate>
    @property (strong, nonatomic) UIWindow *window;
    @end
    @implementation AppDelegate
    - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
        self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
        self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:[[LoadingViewController alloc] init]];
        [self.window makeKeyAndVisible];
        return YES;
    }
    @end
    """
  }

  @Test("a code-made spinner stopped at rest and hiding when stopped draws nothing")
  func stoppedSpinnerDrawsNothing() throws {
    let rules: [any AuditRule.Type] = [ContentUnderBarRule.self]
    let stopped = try CodeScreenRoundOAuditTests.reported(
      Self.spinner(start: ""), name: "Loading.m", rules: rules)
    #expect(stopped.isEmpty, "\(stopped)")
    let started = try CodeScreenRoundOAuditTests.reported(
      Self.spinner(start: "[self.indicatorView startAnimating];"), name: "Loading.m",
      rules: rules)
    #expect(!started.isEmpty, "\(started)")
  }

  /// UCToutiao's home page: a white mask with no subviews, added last over the page (here a
  /// table) from below its 64-pt header to the view's bottom, shown while the network fails. A plain cover draws
  /// only its colour: reaching the screen's bottom edge is what it is for. It was reported by
  /// `fixed_position` at the bottom edge on every Face ID iPhone. The look-alike is a plain
  /// white band 100 pt tall kept at the view's bottom, over the same table (less than half the
  /// screen): a block in the home indicator's band on some phones and not on others, still
  /// reported.
  static func mask(height: String) -> String {
    """
    #import <UIKit/UIKit.h>
    @interface HomeController : UIViewController
    @property (strong, nonatomic) UIView *networkMaskView;
    @end
    @implementation HomeController
    - (void)viewDidLoad {
        [super viewDidLoad];
        UITableView *list = [[UITableView alloc] initWithFrame:self.view.bounds];
        [self.view addSubview:list];
        self.networkMaskView = [[UIView alloc] init];
        [self.networkMaskView setBackgroundColor:[UIColor whiteColor]];
        [self.view addSubview:self.networkMaskView];
        CGFloat height = \(height);
        self.networkMaskView.frame = CGRectMake(0, self.view.bounds.size.height - height,
                                                self.view.bounds.size.width, height);
    }
    @end
    """
  }

  @Test("a plain cover over most of the screen is not a fixed position at the edge it reaches")
  func plainCoverReachesTheEdge() throws {
    let cover = try CodeScreenRoundOAuditTests.reported(
      Self.mask(height: "self.view.bounds.size.height - 64"), name: "Home.m",
      rules: [FixedPositionRule.self])
    #expect(!cover.contains { $0.hasSuffix("#networkMaskView") }, "\(cover)")
    let band = try CodeScreenRoundOAuditTests.reported(
      Self.mask(height: "100"), name: "Home.m", rules: [FixedPositionRule.self])
    #expect(band.contains { $0.hasSuffix("#networkMaskView") }, "\(band)")
  }
}
