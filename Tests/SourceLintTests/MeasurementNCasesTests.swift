import Foundation
import SourceLint
import Testing

/// Measurement N's false alarms, wrong messages and misses (30 November 2026, twelfth round;
/// `Documentation/SourceLint.md`, "Fresh measurement N"): each a small rewrite of the real case,
/// never the real file, with a look-alike that must not change.
@Suite struct MeasurementNCasesTests {
  static func lint(_ files: [(String, String)], projects: [String: String]? = nil) -> LintReport {
    Linter().lint(
      sources: files.map { (name: $0.0, text: $0.1) },
      projects: projects ?? Dictionary(uniqueKeysWithValues: files.map { ($0.0, "App") }))
  }

  static func found(_ report: LintReport, _ rule: String) -> [String] {
    report.findings.filter { $0.rule == rule }.map { "\($0.location.file):\($0.location.line)" }
  }

  static func messages(_ report: LintReport, line: Int, file: String? = nil) -> [String] {
    report.findings.filter { finding in
      finding.location.line == line && (file == nil || finding.location.file == file)
    }.map(\.message)
  }

  // MARK: Messages

  /// AXKit's example app reads `kScreenW`, which the kit's header defines (under `#ifndef`) in
  /// another project of the run: the finding said "defined nowhere in the files linted" (10
  /// wrong messages). The look-alike, a name no file defines, keeps "defined nowhere".
  @Test func aNameOfAnotherProjectIsNotCalledDefinedNowhere() {
    let report = Self.lint(
      [
        (
          "Kit/Geometry.h",
          """
          #ifndef kScreenW
          #define kScreenW [UIScreen mainScreen].bounds.size.width
          #endif
          """
        ),
        (
          "Example/Label.m",
          """
          @implementation Label
          - (void)layout { self.title.frame = CGRectMake(0, 0, kScreenW, 20); }
          - (void)other { self.badge.frame = CGRectMake(0, 0, 10, kScreenH); }
          @end
          """
        ),
      ], projects: ["Kit/Geometry.h": "Kit", "Example/Label.m": "Example"])
    let own = Self.messages(report, line: 2, file: "Example/Label.m")
    #expect(own.contains { $0.contains("'kScreenW', defined only in another project") }, "\(own)")
    #expect(!own.contains { $0.contains("defined nowhere") })
    let other = Self.messages(report, line: 3, file: "Example/Label.m")
    #expect(other.contains { $0.contains("'kScreenH', defined nowhere in the files linted") })
    let note = report.notes.first { $0.message.hasPrefix("'kScreenW'") }?.message ?? ""
    #expect(note.contains("not defined in this file's project") && note.contains("Kit/Geometry.h"))
  }

  /// `#define kNaviBarHeight (kStatusBarHeight + 44)` with `kStatusBarHeight` the status bar
  /// frame's height: called "with fixed numbers" (5 wrong messages). The look-alike, the same
  /// sum of a number chosen on a flag, keeps "with fixed numbers".
  @Test func aStatusBarReadPlus44IsNotFixedNumbers() {
    let report = Self.lint([
      (
        "App/Const.h",
        """
        #define kStatusBarHeight [[UIApplication sharedApplication] statusBarFrame].size.height
        #define kNaviBarHeight (kStatusBarHeight + 44)
        #define kStatusH (IS_IPHONE_X ? 44 : 20)
        #define kNavH (kStatusH + 44)
        """
      )
    ])
    let read = Self.messages(report, line: 2).joined()
    #expect(
      read.contains(
        "'kNaviBarHeight' stands in for the navigation bar's bottom edge "
          + "with the status bar's height as read and fixed numbers"), "\(read)")
    let fixed = Self.messages(report, line: 4).joined()
    #expect(
      fixed.contains(
        "'kNavH' stands in for the navigation bar's bottom edge with fixed "
          + "numbers"), "\(fixed)")
  }

  /// hajhl's Objective-C `keyWindowSafeArea.bottom` (a macro of its header) was reported
  /// through the app's Swift `let keyWindowSafeArea` of the same name: Swift globals are not
  /// visible to Objective-C. The look-alike, a Swift file reading the name, keeps the Swift
  /// definition.
  @Test func anObjectiveCNameIsNotASwiftGlobal() {
    let report = Self.lint([
      (
        "App/Common/Header/Macro.h",
        "#define keyWindowSafeArea [UIApplication sharedApplication].keyWindow.safeAreaInsets\n"
      ),
      (
        "App/Module/OCR/Constant.swift",
        "import UIKit\nlet keyWindowSafeArea = UIApplication.shared.keyWindow?.safeAreaInsets ?? .zero\n"
      ),
      (
        "App/Common/Base/Base.m",
        """
        @implementation Base
        - (void)setupViews { self.bottomView.frame = CGRectMake(0, 0, 10, keyWindowSafeArea.bottom); }
        @end
        """
      ),
      (
        "App/Bar.swift",
        "import UIKit\nfunc pad(_ v: UIView) { v.frame.size.height = keyWindowSafeArea.bottom }\n"
      ),
    ])
    let objc = report.findings.first { $0.location.file == "App/Common/Base/Base.m" }
    #expect(objc?.definitionLocation?.file == "App/Common/Header/Macro.h")
    let swift = report.findings.first { $0.location.file == "App/Bar.swift" }
    #expect(swift?.definitionLocation?.file == "App/Module/OCR/Constant.swift")
  }

  /// An image browser's `+isIphoneX` caches `[platformSet containsObject:platform]`, the set a
  /// local `NSSet` of model identifiers: reported as a notch flag that "cannot evaluate:
  /// 'platformSet' is not defined in the files linted" (4 wrong messages). Now a model check,
  /// and what is not followed is said to be a local. The look-alike, a set of names that are
  /// not identifiers, is no model check.
  @Test func aLocalSetOfModelIdentifiersIsAModelCheck() {
    let report = Self.lint([
      (
        "App/Utilities.m",
        """
        #define YB_IS_IPHONEX [Utilities isIphoneX]
        #define YB_IS_SMALL [Utilities isSmall]
        @implementation Utilities
        + (BOOL)isIphoneX {
            static BOOL isIphoneX = NO;
            static dispatch_once_t onceToken;
            dispatch_once(&onceToken, ^{
                NSSet *platformSet = [NSSet setWithObjects:@"iPhone10,3", @"iPhone10,6", @"iPhone11,8", nil];
                NSString *platform = [self machine];
                if ([platform isEqualToString:@"x86_64"]) {
                    platform = NSProcessInfo.processInfo.environment[@"SIMULATOR_MODEL_IDENTIFIER"];
                }
                isIphoneX = [platformSet containsObject:platform];
            });
            return isIphoneX;
        }
        + (BOOL)isSmall {
            static BOOL isSmall = NO;
            static dispatch_once_t onceToken;
            dispatch_once(&onceToken, ^{
                NSSet *names = [NSSet setWithObjects:@"compact", @"mini", nil];
                isSmall = [names containsObject:[self sizeName]];
            });
            return isSmall;
        }
        @end
        """
      )
    ])
    let models = report.findings.filter { $0.rule == "device_model_check" }
    #expect(models.contains { (8...13).contains($0.location.line) }, "\(report.findings)")
    #expect(!report.findings.contains { $0.message.contains("'platformSet' is not defined") })
    #expect(!models.contains { $0.location.line > 16 })
  }

  // MARK: Widths UIKit sets

  /// Table header views and section headers given the screen's width (10 false alarms): a
  /// frame set then the view assigned as `tableHeaderView`, a getter whose view is returned from
  /// `viewForHeaderInSection`, a lazy Swift property assigned as the header, a header built in
  /// place. Look-alikes that stay: a view added to `self.view` with the screen's width, and a
  /// subview's frame inside the header's getter set through another object's path.
  @Test func widthsATableSetsAreNotScreenReads() {
    let report = Self.lint([
      (
        "App/Prefix.pch",
        "#define WIDTH_SCREEN [UIScreen mainScreen].bounds.size.width\n"
      ),
      (
        "App/Settings.m",
        """
        @implementation Settings
        - (void)viewWillAppear:(BOOL)animated {
            _headerView.frame = CGRectMake(0, 0, [UIScreen mainScreen].bounds.size.width, 80);
            self.tableView.tableHeaderView = _headerView;
            self.tableView.tableFooterView = [[UIView alloc] initWithFrame:CGRectMake(0, 0, WIDTH_SCREEN, 12)];
        }
        - (UIView *)tableView:(UITableView *)tableView viewForHeaderInSection:(NSInteger)section {
            return section == 0 ? nil : self.headView;
        }
        - (HeadView *)headView {
            if (!_headView) {
                _headView = [[HeadView alloc] initWithFrame:CGRectMake(0, 0, WIDTH_SCREEN, 40)];
            }
            return _headView;
        }
        - (void)viewDidLoad {
            UIView *banner = [[UIView alloc] initWithFrame:CGRectMake(0, 0, WIDTH_SCREEN, 120)];
            [self.view addSubview:banner];
        }
        @end
        """
      ),
      (
        "App/Mine.swift",
        """
        import UIKit
        let screenWidth = UIScreen.main.bounds.size.width
        class Mine: UIViewController {
            lazy var headerView: MineHeader = {
                let view = MineHeader(frame: CGRect(x: 0, y: 0, width: screenWidth, height: 300))
                return view
            }()
            override func viewDidLoad() {
                table.tableHeaderView = headerView
                let card = UIView(frame: CGRect(x: 0, y: 0, width: screenWidth, height: 50))
                view.addSubview(card)
            }
        }
        """
      ),
    ])
    let screen = Self.found(report, "main_screen_bounds")
    for line in [3, 5, 12] {
      #expect(!screen.contains("App/Settings.m:\(line)"), "Settings.m:\(line)")
    }
    #expect(screen.contains("App/Settings.m:17"))  // a banner in the controller's view
    #expect(!screen.contains("App/Mine.swift:5"))
    #expect(screen.contains("App/Mine.swift:10"))  // a card in the controller's view
  }

  // MARK: Out of view, images

  /// A push transition starts the new view at the screen's width and moves the old one to minus
  /// it; a footer is hidden at `CGPoint(x: 0, y: kScreenHeight)` (6 false alarms). Look-alikes
  /// that stay: the footer shown at `kScreenHeight - 36`, a view placed at half the width.
  @Test func viewsMovedOutOfViewAreNotLayout() {
    let report = Self.lint([
      (
        "App/Transition.swift",
        """
        import UIKit
        let kScreenHeight = UIScreen.main.bounds.height
        final class Push: NSObject {
            func animate(to: UIView, from: UIView) {
                var toRect = to.frame
                toRect.origin.x = UIScreen.main.bounds.size.width
                to.frame = toRect
                var fromRect = from.frame
                fromRect.origin.x = -UIScreen.main.bounds.size.width
                from.frame = fromRect
                footer.frame.origin = CGPoint(x: 0, y: kScreenHeight)
                footer.frame.origin = CGPoint(x: 0, y: kScreenHeight - 36)
                badge.frame.origin.x = UIScreen.main.bounds.size.width / 2
            }
        }
        """
      )
    ])
    let screen = Self.found(report, "main_screen_bounds")
    for line in [6, 9, 11] {
      #expect(!screen.contains("App/Transition.swift:\(line)"), "line \(line)")
    }
    #expect(screen.contains("App/Transition.swift:12"))
    #expect(screen.contains("App/Transition.swift:13"))
  }

  /// An image composed at twice the screen's width and a screenshot of the screen (7 false
  /// alarms): the image context's size and what is drawn into it. The look-alike, an image
  /// view given the screen's width, stays.
  @Test func imagesDrawnAtTheScreensSizeAreNotLayout() {
    let report = Self.lint([
      (
        "App/Compose.m",
        """
        #define kscreenWidth ([[UIScreen mainScreen] bounds].size.width)
        @implementation Compose
        - (UIImage *)compose:(UIImage *)a {
            UIGraphicsBeginImageContext(CGSizeMake([UIScreen mainScreen].bounds.size.width * 2, 400));
            [a drawInRect:CGRectMake(0, 0, kscreenWidth, 200)];
            self.showImg.frame = CGRectMake(0, 0, kscreenWidth, 200);
            return UIGraphicsGetImageFromCurrentImageContext();
        }
        @end
        """
      )
    ])
    let screen = Self.found(report, "main_screen_bounds")
    #expect(!screen.contains("App/Compose.m:4"))
    #expect(!screen.contains("App/Compose.m:5"))
    #expect(screen.contains("App/Compose.m:6"))
  }

  /// A Swift local that reads the screen but lays nothing out: a pop transition's `screenWidth`
  /// that only moves views out of view (the declaration was reported although every use is
  /// harmless). Look-alikes that stay: a local also used for a frame on screen, one moved along
  /// the other axis, and an Objective-C local never used (reported used or not, as a definition
  /// reading the screen is).
  @Test func aLocalWhoseUsesAreAllHarmlessIsNotLayout() {
    let report = Self.lint([
      (
        "App/Pop.swift",
        """
        import UIKit
        final class Pop: NSObject {
            func animate(to: UIView, from: UIView) {
                let screenWidth = UIScreen.main.bounds.size.width
                to.frame.origin.x = -screenWidth
                from.frame.origin.x = screenWidth
            }
            func slide(card: UIView) {
                let width = UIScreen.main.bounds.size.width
                card.frame.origin.x = width
                card.frame.size.width = width - 40
            }
            func drop(card: UIView) {
                let height = UIScreen.main.bounds.size.height
                card.frame.origin.x = height
            }
        }
        """
      ),
      (
        "App/Tools.m",
        """
        @implementation Tools
        + (UIImage *)screenshot {
            CGSize imageSize = [[UIScreen mainScreen] bounds].size;
            UIGraphicsBeginImageContextWithOptions(imageSize, NO, 0);
            CGFloat unused = [UIScreen mainScreen].bounds.size.height;
            return UIGraphicsGetImageFromCurrentImageContext();
        }
        @end
        """
      ),
    ])
    let screen = Self.found(report, "main_screen_bounds")
    #expect(!screen.contains("App/Pop.swift:4"))
    #expect(screen.contains("App/Pop.swift:9"))  // also a card's width on screen
    #expect(screen.contains("App/Pop.swift:14"))  // a height moved along x
    #expect(screen.contains("App/Tools.m:5"))  // never used: reported, as a definition is
  }

  /// `#define SCREEN_WIDTH (UIInterfaceOrientationIsPortrait(…statusBarOrientation) ? W : H)`:
  /// the orientation choosing the dimension, reported only as a screen read (4 labels of
  /// `orientation_layout`). The look-alike, `MAX(W, H)`, is a screen read only.
  @Test func aMacroSwappingTheScreenByOrientationIsAlsoAnOrientationFinding() {
    let report = Self.lint([
      (
        "App/Prefix.pch",
        """
        #define SCREEN_WIDTH (UIInterfaceOrientationIsPortrait([UIApplication sharedApplication].statusBarOrientation) ? [UIScreen mainScreen].bounds.size.width : [UIScreen mainScreen].bounds.size.height)
        #define SCREEN_MAX (MAX([UIScreen mainScreen].bounds.size.width, [UIScreen mainScreen].bounds.size.height))
        """
      )
    ])
    #expect(Self.found(report, "orientation_layout") == ["App/Prefix.pch:1"])
    #expect(Self.found(report, "main_screen_bounds").contains("App/Prefix.pch:1"))
    #expect(Self.found(report, "main_screen_bounds").contains("App/Prefix.pch:2"))
  }

  /// A web view controller makes its root view with the screen's bounds in `loadView`; the
  /// container sets that view's frame (1 false alarm). The look-alike, the web view added to it
  /// with the screen's bounds, stays.
  @Test func aRootViewMadeInLoadViewIsNotLayout() {
    let report = Self.lint([
      (
        "App/Web.m",
        """
        @implementation Web
        - (void)loadView {
            self.view = [[UIView alloc] initWithFrame:[UIScreen mainScreen].bounds];
            [self.view addSubview:self.webView];
        }
        - (UIWebView *)webView {
            _webView = [[UIWebView alloc] initWithFrame:[UIScreen mainScreen].bounds];
            return _webView;
        }
        @end
        """
      )
    ])
    let screen = Self.found(report, "main_screen_bounds")
    #expect(!screen.contains("App/Web.m:3"))
    #expect(screen.contains("App/Web.m:7"))
  }

  // MARK: Misses

  /// `ScreenSize.SCREEN_MAX_LENGTH == 812.0`, a struct's `static let` that is the larger of the
  /// screen's two dimensions (9 labels missed: the member was not expanded). The look-alike, a
  /// member of an instance (`layout.itemSize.height == 812`), is no size check.
  @Test func aTypesStaticMemberReadingTheScreenIsASizeCheck() {
    let report = Self.lint([
      (
        "App/DeviceType.swift",
        """
        import UIKit
        struct ScreenSize {
            static let SCREEN_WIDTH = UIScreen.main.bounds.size.width
            static let SCREEN_HEIGHT = UIScreen.main.bounds.size.height
            static let SCREEN_MAX_LENGTH = max(ScreenSize.SCREEN_WIDTH, ScreenSize.SCREEN_HEIGHT)
        }
        """
      ),
      (
        "App/Home.swift",
        """
        import UIKit
        class Home: UIViewController {
            override func viewDidLayoutSubviews() {
                if ScreenSize.SCREEN_MAX_LENGTH == 812.0 {
                    setup(fontSize: 24, top: 80)
                } else {
                    setup(fontSize: 20, top: 60)
                }
                if layout.itemSize.height == 812 { setup(fontSize: 1, top: 1) }
            }
        }
        """
      ),
    ])
    let checks = Self.found(report, "device_size_check")
    #expect(checks.contains("App/Home.swift:4"), "\(checks)")
    #expect(!checks.contains("App/Home.swift:9"))
  }

  /// A C function whose body is on the next line (`CGFloat CGConstGetTabBarHeight(void){` /
  /// `return 49 + …;`) is reported at its `return`, where the numbers are (4 labels; M's 7).
  /// The look-alike, an Objective-C method, stays at its name.
  @Test func aCFunctionIsReportedAtItsReturn() {
    let report = Self.lint([
      (
        "App/Geometry.m",
        """
        #import <UIKit/UIKit.h>
        inline CGFloat CGConstGetStatusBarHeight(void){
            return UIApplication.sharedApplication.statusBarFrame.size.height;
        }
        inline CGFloat CGConstGetTabBarHeight(void){
            return IS_IPHONE_X ? 83 : 49;
        }
        @implementation Geometry
        + (CGFloat)tabBarHeight {
            return IS_IPHONE_X ? 83 : 49;
        }
        @end
        """
      )
    ])
    #expect(Self.found(report, "status_bar_frame").contains("App/Geometry.m:3"))
    let bars = Self.found(report, "bar_constant")
    #expect(bars.contains("App/Geometry.m:6"), "\(bars)")
    #expect(bars.contains("App/Geometry.m:9"), "\(bars)")
  }

  /// Bar heights chosen on a notch flag under names the rule did not read as bars
  /// (`NAVIGATETION_BAR_MAX_Y (iPhoneX ? 88 : 64)`, `BAR_HEIGHT`; labels reported
  /// as notch-chosen values): the values are a bar's two heights. The look-alike, `IS_X ? 50 :
  /// 30` for a banner's `y`, stays a notch-chosen value.
  @Test func aBarsTwoHeightsOnAFlagAreABarConstant() {
    let report = Self.lint([
      (
        "App/Contains.h",
        """
        #define iPhoneX ([UIScreen mainScreen].bounds.size.height == 812.0)
        #define NAVIGATETION_BAR_MAX_Y (iPhoneX?88:64)
        #define BAR_HEIGHT (iPhoneX ? 88 : 64)
        #define TAB_H (iPhoneX ? 83 : 49)
        #define BANNER_Y_POSITION (iPhoneX ? 50 : 30)
        """
      )
    ])
    let bars = Self.found(report, "bar_constant")
    for line in [2, 3, 4] { #expect(bars.contains("App/Contains.h:\(line)"), "line \(line)") }
    #expect(!bars.contains("App/Contains.h:5"))
    #expect(Self.found(report, "notch_flag").contains("App/Contains.h:5"))
  }
}
