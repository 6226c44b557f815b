import Foundation
import SourceLint
import Testing

/// Measurement M's misses, false alarms and wrong messages (30 November 2026, eleventh round;
/// `Documentation/SourceLint.md`, "Fresh measurement M"): each a small rewrite of the real case,
/// never the real file, with a look-alike that must not change.
@Suite struct MeasurementMCasesTests {
  static func lint(_ files: [(String, String)]) -> LintReport {
    MeasurementJCasesTests.lint(files)
  }

  static func found(_ report: LintReport, _ rule: String) -> [String] {
    MeasurementJCasesTests.found(report, rule)
  }

  // MARK: Names of one type are not another type's

  /// SwiftCase keeps `static let bounds = UIScreen.main.bounds` in its `SwiftCase` type (used
  /// as `SC.bounds`, `SC` a `typealias`); a bare `bounds` in a `UIView` extension and a cell's
  /// `bounds.size.height` (the view's own), `contentView.bounds`, and `UIScreen.main.bounds`
  /// itself were all reported "through 'bounds' (SC.swift)" (6 false alarms, 5 wrong messages).
  /// The look-alikes that stay: `SC.bounds` through the alias, `SwiftCase.w` by the type, and
  /// a bare `w` inside `SwiftCase` (its own member).
  @Test func aBareOrInstanceBoundsIsNotAnotherTypesStaticMember() {
    let report = Self.lint([
      (
        "App/Core/SC.swift",
        """
        import UIKit
        public typealias SC = SwiftCase
        public class SwiftCase: NSObject {
            public static let w = UIScreen.main.bounds.width
            public static let bounds = UIScreen.main.bounds
            public static func half() -> CGFloat { return w / 2 }
        }
        """
      ),
      (
        "App/UI/Views.swift",
        """
        import UIKit
        extension UIView {
            func snapshotImage() -> UIImage? {
                UIGraphicsBeginImageContextWithOptions(bounds.size, false, 0)
                drawHierarchy(in: bounds, afterScreenUpdates: true)
                return UIGraphicsGetImageFromCurrentImageContext()
            }
        }
        class MenuCell: UITableViewCell {
            let icon = UIImageView()
            let card = UIView()
            override func layoutSubviews() {
                super.layoutSubviews()
                icon.frame = CGRect(x: 8, y: (bounds.size.height - 20) / 2, width: 20, height: 20)
                card.frame = CGRect(x: 0, y: 0, width: contentView.bounds.width, height: 40)
            }
        }
        class PopView: UIView {
            func show() {
                frame = UIScreen.main.bounds
                let sheet = UIView(frame: SC.bounds)
                sheet.frame.size.width = SwiftCase.w - 20
            }
        }
        """
      ),
    ])
    let screen = Self.found(report, "main_screen_bounds")
    for line in [4, 5, 14, 15] {
      #expect(!screen.contains("App/UI/Views.swift:\(line)"), "line \(line)")
    }
    // `frame = UIScreen.main.bounds` is read as the screen itself, not "through 'bounds'".
    let direct = report.findings.first {
      $0.location.file == "App/UI/Views.swift" && $0.location.line == 20
    }
    #expect(direct?.message == "reads the main screen's bounds for layout")
    #expect(screen.contains("App/UI/Views.swift:21"))  // SC.bounds, through the alias
    #expect(screen.contains("App/UI/Views.swift:22"))  // SwiftCase.w
    #expect(
      report.findings.contains {
        $0.location.line == 21 && $0.message.contains("through 'bounds'")
      })
  }

  /// The look-alikes of the rule above that must keep resolving: a `View` extension's member
  /// named bare in a type conforming to `View`, a `UIViewController` extension's member named
  /// bare in a subclass of a library's view controller (whose ancestry the run does not hold),
  /// and a base class's member reached through a subclass.
  @Test func membersStillReachConformingTypesAndSubclasses() {
    let report = Self.lint([
      (
        "App/Ext/Ext.swift",
        """
        import SwiftUI
        extension View {
            var mainScreen: CGRect { UIScreen.main.bounds }
        }
        extension UIViewController {
            var screenWidth: CGFloat { UIScreen.main.bounds.width }
        }
        class BaseController: UIViewController {
            static let screenHeight = UIScreen.main.bounds.height
        }
        """
      ),
      (
        "App/Views/Screens.swift",
        """
        import SwiftUI
        struct Cover: View {
            var body: some View { Color.red.frame(height: mainScreen.height * 0.3) }
        }
        class FeedController: LibraryPagingController {
            func layout() { banner.frame.size.width = screenWidth }
        }
        class DetailController: BaseController {
            func layout() { banner.frame.size.height = DetailController.screenHeight / 2 }
        }
        """
      ),
    ])
    let screen = Self.found(report, "main_screen_bounds")
    for line in [3, 6, 9] {
      #expect(screen.contains("App/Views/Screens.swift:\(line)"), "line \(line)")
    }
  }

  /// ZhongHuiNong's views each have a `class func loadView()`; only `PasswordLoginView`'s (which
  /// makes the view with `UIScreen.main.bounds`) was in the set, and `MemberSearchView
  /// .loadView()`, `StoreFilterView.loadView()`, … were all taken for it (7 false alarms). The
  /// look-alike: `PasswordLoginView.loadView()` itself stays a use.
  @Test func aClassFunctionIsReachedOnlyThroughItsOwnType() {
    let report = Self.lint([
      (
        "App/Login/PasswordLoginView.swift",
        """
        import UIKit
        class PasswordLoginView: UIView {
            class func loadView() -> PasswordLoginView {
                return PasswordLoginView(frame: UIScreen.main.bounds)
            }
        }
        """
      ),
      (
        "App/Store/StoreViewController.swift",
        """
        import UIKit
        class StoreViewController: UIViewController {
            lazy var searchView = MemberSearchView.loadView()
            lazy var filterView = StoreFilterView.loadView()
            lazy var loginView = PasswordLoginView.loadView()
        }
        """
      ),
    ])
    let screen = Self.found(report, "main_screen_bounds")
    #expect(!screen.contains("App/Store/StoreViewController.swift:3"))
    #expect(!screen.contains("App/Store/StoreViewController.swift:4"))
    #expect(screen.contains("App/Store/StoreViewController.swift:5"))
  }

  /// DouYin's `LoadMoreControl` has `- (instancetype)init` returning `[self
  /// initWithFrame:CGRectMake(0, 0, SCREEN_WIDTH, 50)]`; every `[[X alloc] init]` of the
  /// project (`CAAnimationGroup`, other controllers' objects) was reported "through 'init'"
  /// (11 false alarms). The look-alikes: `[[LoadMoreControl alloc] init]` stays a use, and a
  /// class method reached through its class (`[Device topInset]`) still resolves.
  @Test func anObjectiveCMethodIsReachedOnlyThroughItsOwnClass() {
    let report = Self.lint([
      (
        "App/Tools/Macro.h",
        "#define SCREEN_WIDTH UIScreen.mainScreen.bounds.size.width\n"
      ),
      (
        "App/Tools/LoadMoreControl.m",
        """
        #import "Macro.h"
        @implementation LoadMoreControl
        - (instancetype)init {
            return [self initWithFrame:CGRectMake(0, 0, SCREEN_WIDTH, 50)];
        }
        @end
        @implementation Device
        + (CGFloat)topInset {
            return [UIApplication sharedApplication].keyWindow.safeAreaInsets.top;
        }
        @end
        """
      ),
      (
        "App/Feed/FeedCell.m",
        """
        @implementation FeedCell
        - (void)startAnimation {
            CAAnimationGroup *group = [[CAAnimationGroup alloc] init];
            group.duration = 0.5;
            self.loader = [[LoadMoreControl alloc] init];
            self.header.frame = CGRectMake(0, [Device topInset], 100, 44);
        }
        @end
        """
      ),
    ])
    let screen = Self.found(report, "main_screen_bounds")
    #expect(!screen.contains("App/Feed/FeedCell.m:3"))
    #expect(!screen.contains("App/Feed/FeedCell.m:4"))
    #expect(screen.contains("App/Feed/FeedCell.m:5"))
    #expect(Self.found(report, "window_safe_area").contains("App/Feed/FeedCell.m:6"))
  }

  // MARK: Device information is not layout

  /// CCExtensionKit's `MQDevice`: on the simulator it names the model by the screen's pixel
  /// size (`if (w == 1125.f && h == 2436.f) return @"iPhone X";`) and describes the screen with
  /// `NSStringFromCGRect(UIScreen.mainScreen.bounds)` (22 false alarms: 20 size checks, the
  /// description and the macro naming it). The look-alikes: the same size check choosing a
  /// number, braced, stays a finding, and so does a screen read sizing a view.
  @Test func aModelNameTableAndADescriptionAreNotLayout() {
    let report = Self.lint([
      (
        "App/Device/Device.h",
        "#define DEVICE_RECT_TEXT [Device screenText]\n"
      ),
      (
        "App/Device/Device.m",
        """
        @implementation Device
        + (NSString *)modelName {
            CGFloat w = UIScreen.mainScreen.bounds.size.width * 3;
            if (w == 1125.f) return @"iPhone X";
            if (w == 1242.f) { return @"iPhone XS Max"; }
            return @"Simulator";
        }
        + (NSString *)screenText {
            return NSStringFromCGRect(UIScreen.mainScreen.bounds);
        }
        + (CGFloat)headerHeight {
            if (UIScreen.mainScreen.bounds.size.width == 320.f) { return 40; }
            return 50;
        }
        - (void)log {
            self.label.text = DEVICE_RECT_TEXT;
            self.banner.frame = CGRectMake(0, 0, UIScreen.mainScreen.bounds.size.width, 50);
        }
        @end
        """
      ),
    ])
    let sizes = Self.found(report, "device_size_check")
    #expect(!sizes.contains("App/Device/Device.m:4"))
    #expect(!sizes.contains("App/Device/Device.m:5"))
    // (A method of guarded returns is reported where it is named.)
    #expect(sizes.contains("App/Device/Device.m:11") || sizes.contains("App/Device/Device.m:12"))
    let screen = Self.found(report, "main_screen_bounds")
    #expect(!screen.contains("App/Device/Device.m:9"))
    #expect(!screen.contains("App/Device/Device.h:1"))
    #expect(!screen.contains("App/Device/Device.m:16"))
    #expect(screen.contains("App/Device/Device.m:17"))
  }

  // MARK: Orientation and flow layouts

  /// CCExtensionKit scales designed sizes by the screen, swapping its width and height by an
  /// orientation that a C function returns (`UIDeviceOrientation o =
  /// current_orientation(NO, YES); if (o == UIDeviceOrientationPortrait || o ==
  /// UIDeviceOrientationPortraitUpsideDown) { … width … } else { … height … }`): the
  /// function's result is no orientation the reader knows, so the test was missed (8 labels).
  /// The look-alikes: a comparison choosing no layout (a supported-orientations mask), and a
  /// Swift `.portrait` (another enum's case can be spelt so).
  @Test func aValueComparedWithAnOrientationConstantDecidesLayout() {
    let report = Self.lint([
      (
        "App/Scale/Scale.m",
        """
        CGFloat scaled_width(CGFloat w) {
            UIDeviceOrientation o = current_orientation(NO, YES);
            if (o == UIDeviceOrientationPortrait
                || o == UIDeviceOrientationPortraitUpsideDown) {
                return w / 375.f * UIScreen.mainScreen.bounds.size.width;
            }
            else return w / 375.f * UIScreen.mainScreen.bounds.size.height;
        }
        @implementation Player
        - (void)rotate {
            UIDeviceOrientation o = current_orientation(NO, YES);
            if (o == UIDeviceOrientationPortrait) { [self.player pause]; }
        }
        @end
        """
      ),
      (
        "App/Camera/Camera.swift",
        """
        import AVFoundation
        func configure(_ connection: AVCaptureConnection, _ view: UIView) {
            if connection.videoOrientation == .portrait { view.frame.size.height = 300 }
        }
        """
      ),
    ])
    let orientation = Self.found(report, "orientation_layout")
    #expect(orientation == ["App/Scale/Scale.m:3"])
  }

  /// DouYuZB and SwiftCase give their flow layouts `layout.headerReferenceSize = CGSize(width:
  /// kScreenW, height: kHeaderH)`: a flow layout scrolling vertically uses only the height (3
  /// false alarms; the delegate method was settled in measurement L). The look-alikes: the
  /// item size by the screen stays a finding, and so does a header size in a file whose layout
  /// scrolls horizontally.
  @Test func aVerticalFlowLayoutsHeaderReferenceWidthIsNotLayout() {
    let report = Self.lint([
      (
        "App/Home/Recommend.swift",
        """
        import UIKit
        class Recommend: UIViewController {
            lazy var collection: UICollectionView = {
                let layout = UICollectionViewFlowLayout()
                layout.itemSize = CGSize(width: UIScreen.main.bounds.width / 2, height: 120)
                layout.headerReferenceSize = CGSize(width: UIScreen.main.bounds.width, height: 50)
                layout.footerReferenceSize = CGSize(width: UIScreen.main.bounds.width, height: 20)
                return UICollectionView(frame: .zero, collectionViewLayout: layout)
            }()
        }
        """
      ),
      (
        "App/Home/Banner.swift",
        """
        import UIKit
        class Banner: UIViewController {
            func make() -> UICollectionViewFlowLayout {
                let layout = UICollectionViewFlowLayout()
                layout.scrollDirection = .horizontal
                layout.headerReferenceSize = CGSize(width: UIScreen.main.bounds.width, height: 50)
                return layout
            }
        }
        """
      ),
    ])
    let screen = Self.found(report, "main_screen_bounds")
    #expect(screen.contains("App/Home/Recommend.swift:5"))
    #expect(!screen.contains("App/Home/Recommend.swift:6"))
    #expect(!screen.contains("App/Home/Recommend.swift:7"))
    #expect(screen.contains("App/Home/Banner.swift:6"))
  }

  // MARK: Messages

  /// SwiftCase's `static let statusBarHeight = isSupportSafeArea ? (window?.safeAreaInsets.top
  /// ?? 20) : 20`, `window` the key window: a global window's inset with 20 as its fallback,
  /// called "the status bar's height with fixed numbers". The look-alike: `isX ? 44 : 20`
  /// keeps "with fixed numbers".
  @Test func aBarReadFromTheKeyWindowIsNotCalledFixedNumbers() {
    let report = Self.lint([
      (
        "App/Core/Metrics.swift",
        """
        import UIKit
        public class Metrics {
            public static var window: UIWindow? { return UIApplication.shared.keyWindow }
            public static var isSupportSafeArea: Bool { if #available(iOS 11, *) { return true }; return false }
            public static let statusBarHeight: CGFloat = isSupportSafeArea ? (window?.safeAreaInsets.top ?? 20) : 20
            public static let isX = UIScreen.main.bounds.height >= 812
            public static let fixedStatusBarHeight: CGFloat = isX ? 44 : 20
        }
        """
      )
    ])
    let window = report.findings.first { $0.location.line == 5 }
    #expect(window?.message.contains("with a global window's inset and fixed numbers") == true)
    let fixed = report.findings.first { $0.location.line == 7 && $0.rule == "bar_constant" }
    #expect(fixed?.message.hasSuffix("with fixed numbers") == true)
    #expect(fixed?.message.contains("window") == false)
  }

  /// CCExtensionKit's `mq_fit_tabbar_top()` returns the screen's height less the tab bar's
  /// (where the tab bar starts), and SwiftEasily's `safeBottomHeight()` returns
  /// `safeBottomMargin() + 49` (the tab bar with the home indicator): they were called "the tab
  /// bar's height" and "the bottom safe-area inset". The look-alikes: the tab bar's own height
  /// function and a bottom margin of `34 : 0` keep their metrics.
  @Test func aBarsTopEdgeAndABottomMarginPlusATabBarAreNamedForWhatTheyHold() {
    let report = Self.lint([
      (
        "App/Fit/Fit.m",
        """
        BOOL fit_has_bangs(void) {
            return UIApplication.sharedApplication.delegate.window.safeAreaInsets.bottom > 0;
        }
        CGFloat fit_tabbar_height(void) {
            return fit_has_bangs() ? 83.f : 49.f;
        }
        CGFloat fit_tabbar_top(void) {
            return UIScreen.mainScreen.bounds.size.height - fit_tabbar_height();
        }
        """
      ),
      (
        "App/Fit/Safe.swift",
        """
        import UIKit
        extension UIScreen {
            static var isNotched: Bool { UIApplication.shared.keyWindow?.safeAreaInsets.bottom ?? 0 > 0 }
            static func safeBottomMargin() -> CGFloat { isNotched ? 34 : 0 }
            static func safeBottomHeight() -> CGFloat { return self.safeBottomMargin() + 49 }
        }
        """
      ),
    ])
    // (Reported where the screen is read, the line after the name; before, "stands in for
    // the tab bar's height … 1234 pt too much" at the name.)
    let top = report.findings.filter {
      $0.location.file == "App/Fit/Fit.m" && (7...8).contains($0.location.line)
    }
    #expect(top.map(\.rule) == ["main_screen_bounds"])
    #expect(!top.contains { $0.message.contains("tab bar's height") })
    // (At the C function's `return` line since measurement N, where its labels are.)
    let tabBar = report.findings.first {
      $0.location.file == "App/Fit/Fit.m" && $0.location.line == 5
    }
    #expect(tabBar?.message.contains("tab bar's height") == true)
    let safeBottom = report.findings.first {
      $0.location.file == "App/Fit/Safe.swift" && $0.location.line == 5
    }
    #expect(safeBottom?.message.contains("tab bar's height with the home-indicator inset") == true)
    let margin = report.findings.first {
      $0.location.file == "App/Fit/Safe.swift" && $0.location.line == 4
    }
    #expect(margin?.message.contains("tab bar") == false)
  }

  /// ZhongHuiNong's `kStaBarH = IPhone_X ? 44.0 : 20.0` and `kIndicatorH = IPhone_X ? 34 : 0`,
  /// DouYuZB's `kBottomH = isMore ? 34 : 0`, TTTabbarController's `kNavigationViewHeight
  /// (isIphoneX ? 84 : 64)`: named for the status bar, the home indicator and a view standing
  /// where the navigation bar is, in words the names were not read in, so they were reported
  /// only as values chosen by "has a notch" (5 wrong kinds). The look-alikes: an app's own bottom
  /// view (`kBottomViewH = IPhone_X ? 56 + kIndicatorH : 56`) and a `kBottomHeight = 50`.
  @Test func barNamesSpeltShortAreReadAsTheirBars() {
    let report = Self.lint([
      (
        "App/Tools/Const.swift",
        """
        import UIKit
        public let kScreenH = UIScreen.main.bounds.height
        public let IPhone_X = UIDevice.current.userInterfaceIdiom == .phone && kScreenH >= 812
        public let kStaBarH: CGFloat = IPhone_X ? 44.0 : 20.0
        public let kIndicatorH: CGFloat = IPhone_X ? 34 : 0
        public let kBottomH: CGFloat = IPhone_X ? 34 : 0
        public let kBottomViewH: CGFloat = IPhone_X ? 56 + kIndicatorH : 56
        public let kBottomHeight: CGFloat = 50
        """
      ),
      (
        "App/Base/Base.m",
        """
        #define isIphoneX ([UIScreen mainScreen].bounds.size.height >= 812)
        #define kNavigationViewHeight (isIphoneX ? 84 : 64)
        """
      ),
    ])
    let bars = Self.found(report, "bar_constant")
    for line in [4, 5, 6] {
      #expect(bars.contains("App/Tools/Const.swift:\(line)"), "line \(line)")
    }
    #expect(bars.contains("App/Base/Base.m:2"))
    #expect(!bars.contains("App/Tools/Const.swift:7"))
    #expect(!report.findings.contains { $0.location.line == 8 })
    let status = report.findings.first { $0.location.line == 4 && $0.rule == "bar_constant" }
    #expect(status?.message.contains("status bar") == true)
    let indicator = report.findings.first { $0.location.line == 5 && $0.rule == "bar_constant" }
    #expect(indicator?.message.contains("bottom safe-area inset") == true)
  }

  /// CCExtensionKit's `+mq_device_resolution:` fills a struct with `w * scale` and `h * scale`
  /// (the screen in pixels, for a report), and its simulator table compares `UIScreen
  /// .mainScreen.bounds.size.width * f_scale` with pixel sizes: counts of pixels, not layout (6
  /// false alarms). The look-alike: the same width given to a frame stays a finding.
  @Test func aScreenDimensionTimesTheScaleIsAPixelCount() {
    let report = Self.lint([
      (
        "App/Device/Resolution.m",
        """
        @implementation Resolution
        + (CGSize)pixels {
            CGFloat w = UIScreen.mainScreen.bounds.size.width;
            CGFloat scale = UIScreen.mainScreen.scale;
            CGSize size;
            size.width = w * scale;
            size.height = UIScreen.mainScreen.bounds.size.height * scale;
            self.banner.frame = CGRectMake(0, 0, w, 40);
            return size;
        }
        @end
        """
      )
    ])
    let screen = Self.found(report, "main_screen_bounds")
    #expect(!screen.contains("App/Device/Resolution.m:6"))
    #expect(!screen.contains("App/Device/Resolution.m:7"))
    #expect(screen.contains("App/Device/Resolution.m:8"))
  }
}
