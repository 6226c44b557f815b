import Findings
import Foundation
import SourceLint
import Testing

/// Measurement T's misses, wrong kinds, false alarms and wrong messages (1 December 2026,
/// eighteenth round; `Documentation/SourceLint.md`, "Fresh measurement T"): each a small
/// rewrite of the real case, never the real file, with a look-alike that must stay as it was.
@Suite struct MeasurementTCasesTests {
  static func lint(_ files: [(String, String)]) -> LintReport { MeasurementPCasesTests.lint(files) }

  static func findings(_ report: LintReport, _ rule: String, _ file: String) -> [LintFinding] {
    MeasurementPCasesTests.findings(report, rule: rule, file: file)
  }

  static func lines(_ report: LintReport) -> [String] { MeasurementQCasesTests.lines(report) }

  /// The lines of the findings of `rule` in `file`, sorted.
  static func lines(_ report: LintReport, _ rule: String, _ file: String) -> [Int] {
    findings(report, rule, file).map(\.location.line).sorted()
  }

  // MARK: Wrong kinds

  /// `let kIsPhoneX = Bool(kScreenW >= 375.0 && kScreenH >= 812.0)` (`k` `Is` `PhoneX`, the `i`
  /// of iPhone dropped) was read as a size check, and the five values chosen on it as values
  /// chosen by the screen's size (6 wrong kinds). The name says the X-series flag. Look-alike:
  /// `kIsPhoneXR`, one model's size, stays a size check.
  @Test func aFlagSpelledIsPhoneXIsANotchFlag() {
    let report = Self.lint([
      (
        "App/Common.swift",
        """
        import UIKit
        let kScreenW = UIScreen.main.bounds.width
        let kScreenH = UIScreen.main.bounds.height
        let kIsPhoneX = Bool(kScreenW >= 375.0 && kScreenH >= 812.0)
        let kFooterMargin: CGFloat = kIsPhoneX ? 20.0 : 0.0
        let kIsPhoneXR = kScreenH == 896
        """
      )
    ])
    let file = "App/Common.swift"
    #expect(Self.lines(report, "notch_flag", file) == [4, 5], "\(Self.lines(report))")
    #expect(Self.lines(report, "device_size_check", file) == [6], "\(Self.lines(report))")
  }

  // MARK: Misses

  /// HackTheNorth shortens a table by 88 points unless `[JPStyle iPhone4Inch]`, a helper class
  /// in no file linted (16 such blocks, none reported). A flag named for one screen size is
  /// now a size check by its name, evaluated as that size with the assumption said first.
  /// Look-alikes: a flag of the same helper named for nothing (`isLoggedIn`) and a name of one
  /// size's quantity (`iPhone4InchHeight`) stay silent; a size flag the run defines is reported
  /// as its definition says, not by its name.
  @Test func aFlagNamedForOneSizeOfAHelperNotInTheRunIsASizeCheck() throws {
    let report = Self.lint([
      (
        "App/ScheduleViewController.m",
        """
        @implementation ScheduleViewController
        - (void)viewDidLoad {
            CGRect frame = self.tableView.frame;
            if (![JPStyle iPhone4Inch]) {
                frame.size.height -= 88;
            }
            if (![JPStyle isLoggedIn]) {
                frame.size.height -= 10;
            }
            if ([JPStyle iPhone4InchHeight] > 0) {
                frame.size.height -= 5;
            }
            self.tableView.frame = frame;
        }
        @end
        """
      )
    ])
    let file = "App/ScheduleViewController.m"
    #expect(Self.lines(report, "device_size_check", file) == [4], "\(Self.lines(report))")
    let finding = try #require(Self.findings(report, "device_size_check", file).first)
    let summary = try #require(finding.evaluation?.summary)
    #expect(
      summary.hasPrefix(
        "if 'iPhone4Inch' (not defined in the files linted) is true exactly on screens 568 pt "
          + "tall (its name's size): true on 2 of 87 devices"), "\(summary)")
    // A size flag the run defines: its own definition, not its name.
    let defined = Self.lint([
      ("App/Sizes.h", "#define IS_IPHONE_5 ([UIScreen mainScreen].bounds.size.height == 667)\n"),
      ("App/View.m", "void f(void) { if (IS_IPHONE_5) { h = 10; } }\n"),
    ])
    let use = try #require(Self.findings(defined, "device_size_check", "App/View.m").first)
    #expect(use.message.hasPrefix("branches on device size check"), "\(use.message)")
    #expect(use.evaluation?.summary.hasPrefix("if ") == false)
  }

  // MARK: False alarms

  /// Five pickers made with the screen's rectangle and added to the app delegate's window, and
  /// a dimming view added the same way (12 false alarms): a window's direct subview as large as
  /// the screen covers its window in every window. Look-alike: the same picker added to the
  /// controller's view stays a finding.
  @Test func aFullScreenLocalAddedToTheWindowCoversIt() {
    let header = (
      "App/Const.h",
      """
      #define kScreenWidth [UIScreen mainScreen].bounds.size.width
      #define kScreenHeight [UIScreen mainScreen].bounds.size.height
      """
    )
    let report = Self.lint([
      header,
      (
        "App/InfoViewController.m",
        """
        @implementation InfoViewController
        - (void)chooseHeight {
            PickerView *pickerView = [PickerView pickerWithFrame:CGRectMake(0, 0, kScreenWidth, kScreenHeight) title:@"cm"];
            AppDelegate *appdelegate = (AppDelegate *)[UIApplication sharedApplication].delegate;
            [appdelegate.window addSubview:pickerView];
        }
        - (void)dim {
            UIView *view = [[UIView alloc] initWithFrame:CGRectMake(0, 0, kScreenWidth, kScreenHeight)];
            [[UIApplication sharedApplication].keyWindow addSubview:view];
        }
        - (void)chooseWeight {
            PickerView *pickerView = [PickerView pickerWithFrame:CGRectMake(0, 0, kScreenWidth, kScreenHeight) title:@"kg"];
            [self.view addSubview:pickerView];
        }
        @end
        """
      ),
    ])
    #expect(
      Self.lines(report, "main_screen_bounds", "App/InfoViewController.m") == [12, 12],
      "\(Self.lines(report))")
  }

  /// Windows over the status bar made 20 pt tall (`[[UIWindow alloc] initWithFrame:
  /// CGRectMake(0, 0, WZScreenWidth, 20)]`, `ADTopWindow(frame: …)`) were reported as screen
  /// reads (a window's width, which is not layout) instead of the status bar's fixed height.
  /// Look-alikes: a window as large as the screen, and one 20 pt tall lower down, say nothing.
  @Test func aStatusBarWindowIsTheStatusBarsHeightNotAScreenRead() {
    let report = Self.lint([
      ("App/Const.h", "#define WZScreenWidth [UIScreen mainScreen].bounds.size.width\n"),
      (
        "App/TopWindow.m",
        """
        #import "Const.h"
        void show(void) {
            window_ = [[UIWindow alloc] initWithFrame:CGRectMake(0, 0, WZScreenWidth, 20)];
            other_ = [[UIWindow alloc] initWithFrame:CGRectMake(0, 100, WZScreenWidth, 20)];
            main_ = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
        }
        """
      ),
      (
        "App/AppDelegate.swift",
        """
        import UIKit
        class AppDelegate: UIResponder {
          lazy var topWindow: UIWindow = TopWindow(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 20))
        }
        """
      ),
    ])
    #expect(Self.lines(report, "bar_constant", "App/TopWindow.m") == [3], "\(Self.lines(report))")
    #expect(Self.lines(report, "main_screen_bounds", "App/TopWindow.m").isEmpty)
    #expect(Self.lines(report, "bar_constant", "App/AppDelegate.swift") == [3])
    #expect(Self.lines(report, "main_screen_bounds", "App/AppDelegate.swift").isEmpty)
  }

  /// `CGRectMake(0, 64, self.view.jc_width, self.view.jc_height - 64)`: a view's height read
  /// through a category's accessor, less the number the frame starts at — content below the
  /// bars by their numbers (3 misses). Look-alike: a frame at y 64 whose height is its own.
  @Test func aFrameBelowTheBarsThroughACategorysHeight() {
    let report = Self.lint([
      (
        "App/DemoViewController.m",
        """
        @implementation DemoViewController
        - (void)viewDidLoad {
            Segment *segment = [Segment segmentWithFrame:CGRectMake(0, 64, self.view.jc_width, self.view.jc_height - 64)];
            UIView *bar = [[UIView alloc] initWithFrame:CGRectMake(0, 64, self.view.jc_width, 40)];
        }
        @end
        """
      )
    ])
    #expect(
      Self.lines(report, "bar_constant", "App/DemoViewController.m") == [3], "\(Self.lines(report))"
    )
  }

  // MARK: Messages

  /// `isNotchScreen` compares `Int(width / height * 100)` with 46: on the 390 × 844 iPhone 17e
  /// that is `Int(46.2)`, 46, true — the evaluation called it false (and on the iPhone Air,
  /// 420 × 912). `Int(…)` of a quotient keeps its integer part. Look-alike: the same test
  /// without `Int`, which is false there.
  @Test func anIntConversionKeepsTheIntegerPart() throws {
    let report = Self.lint([
      (
        "App/Device.swift",
        """
        import UIKit
        let isNotchScreen = Int(UIScreen.main.bounds.width / UIScreen.main.bounds.height * 100) == 46
        let isNotchRatio = UIScreen.main.bounds.width / UIScreen.main.bounds.height * 100 == 46
        """
      )
    ])
    let flags = Self.findings(report, "notch_flag", "App/Device.swift")
    let truncated = try #require(flags.first { $0.location.line == 2 }?.evaluation?.summary)
    let exact = try #require(flags.first { $0.location.line == 3 }?.evaluation?.summary)
    #expect(!truncated.contains("false on iPhone 17e"), "\(truncated)")
    #expect(exact.contains("false on iPhone 17e"), "\(exact)")
  }

  /// `tabbarBottomHeight (is_X ? 34.0 : 0.0)` was compared with the tab bar plus the home
  /// indicator ("49 pt short"): a tab bar's name holding only 0 and 34 is the home indicator's
  /// area. Look-alike: `kTabBarHeight (is_X ? 83 : 49)` stays the tab bar with the inset.
  @Test func aTabBarNamedValueOfZeroOr34IsTheHomeIndicatorsArea() throws {
    let report = Self.lint([
      (
        "App/Bars.swift",
        """
        import UIKit
        let isIPhoneX = UIScreen.main.bounds.height >= 812
        let tabbarBottomHeight: CGFloat = isIPhoneX ? 34.0 : 0.0
        let kTabBarHeight: CGFloat = isIPhoneX ? 83 : 49
        """
      )
    ])
    let bars = Self.findings(report, "bar_constant", "App/Bars.swift")
    let margin = try #require(bars.first { $0.location.line == 3 })
    let bar = try #require(bars.first { $0.location.line == 4 })
    #expect(margin.message.contains("bottom safe-area inset"), "\(margin.message)")
    #expect(
      bar.message.contains("tab bar's height with the home-indicator inset"), "\(bar.message)")
  }

  /// "cannot evaluate: 'screenSizeFor65Inch.width' is not defined in the files linted" was said
  /// in the file that defines `static var screenSizeFor65Inch: CGSize { return CGSize(width: 414,
  /// height: 896) }`: the member of a size the run's property gives is that size's. Look-alike:
  /// a member of a name the run does not define still says so.
  @Test func theMemberOfASizeTheRunDefinesIsRead() throws {
    let report = Self.lint([
      (
        "App/Device.swift",
        """
        import UIKit
        extension UIDevice {
          static var screenSizeFor65Inch: CGSize { return CGSize(width: 414, height: 896) }
          static var is65InchScreen: Bool {
            return UIScreen.main.bounds.height == screenSizeFor65Inch.height
              && machineName == "iPhone11,6"
          }
          static var isOther: Bool {
            return UIScreen.main.bounds.height == otherSize.height && machineName == "iPhone11,4"
          }
        }
        """
      )
    ])
    let summaries = report.findings.filter { $0.location.file == "App/Device.swift" }
      .compactMap { $0.evaluation?.summary }
    #expect(!summaries.contains { $0.contains("screenSizeFor65Inch") }, "\(summaries)")
    #expect(summaries.contains { $0.contains("'otherSize.height'") }, "\(summaries)")
  }

  /// `static void *dataArrayContext = &dataArrayContext;` (a KVO context) was noted as "refers to
  /// itself; a definition that needs its own value": it takes its own address, not its value.
  /// Look-alike: `#define C (C+C)` still refers to itself.
  @Test func anAddressOfItselfIsNoCycle() {
    let report = Self.lint([
      (
        "App/Root.m",
        """
        static void *dataArrayContext = &dataArrayContext;
        #define kNavBarHeight (dataArrayContext ? 88 : 64)
        #define C (C+C)
        #define kTabBarHeight (C ? 83 : 49)
        """
      )
    ])
    let cycles = report.notes.filter { $0.message.contains("refers to itself") }
    #expect(cycles.count == 1, "\(report.notes.map(\.message))")
    #expect(cycles.first?.message.contains("'C'") == true)
  }
  /// `#define kContentHeight (kScreenHeight - kStatusBarHeight - kNavigationBarHeight -
  /// kTabBarHeight)` was reported only as the screen read; `CGRectMake(0, 0, SCREEN_WIDTH,
  /// SCREEN_HEIGHT - 64)` likewise. Each bar constant an Objective-C macro uses is reported where
  /// the macro is defined, as a Swift constant's are, and a frame at the top made the screen's
  /// height less 64 stands in for where the navigation bar ends. Look-alikes: a macro of the
  /// screen alone, and a frame at the top the screen's height less 60.
  @Test func barsInsideMacrosAndTheScreenLess64AtTheTop() {
    let report = Self.lint([
      (
        "App/Size.h",
        """
        #define kScreenWidth [[UIScreen mainScreen] bounds].size.width
        #define kScreenHeight [[UIScreen mainScreen] bounds].size.height
        #define kStatusBarHeight 20.0f
        #define kNavigationBarHeight 44.0f
        #define kContentHeight (kScreenHeight - kStatusBarHeight - kNavigationBarHeight)
        #define kHalfHeight (kScreenHeight / 2)
        """
      ),
      (
        "App/ListViewController.m",
        """
        #import "Size.h"
        @implementation ListViewController
        - (void)viewDidLoad {
            UITableView *table = [[UITableView alloc] initWithFrame:CGRectMake(0, 0, kScreenWidth, kScreenHeight - 64)];
            UIView *other = [[UIView alloc] initWithFrame:CGRectMake(0, 0, kScreenWidth, kScreenHeight - 60)];
        }
        @end
        """
      ),
    ])
    #expect(
      Self.lines(report, "bar_constant", "App/Size.h") == [3, 4, 5, 5], "\(Self.lines(report))")
    #expect(
      Self.lines(report, "bar_constant", "App/ListViewController.m") == [4],
      "\(Self.lines(report))")
  }

  /// `Device().realDevice.isOneOf(…)`: DeviceKit's older spelling of the device, with the
  /// simulated device unwrapped, was not read as the device (measurement T's Face ID views).
  /// Look-alike: `Device().isSimulator` decides nothing about the screen.
  @Test func deviceKitsOlderSpellingOfTheRealDevice() {
    let report = Self.lint([
      (
        "App/StatusBarBackgroundView.swift",
        """
        import UIKit
        import DeviceKit
        class StatusBarBackgroundView: UIView {
          override func awakeFromNib() {
            if Device().realDevice.isOneOf(Device.allDevicesWithSensorHousing) {
              height.constant = 44
            }
            if !Device().isSimulator {
              height.constant = 10
            }
          }
        }
        """
      )
    ])
    let file = "App/StatusBarBackgroundView.swift"
    #expect(Self.lines(report, "notch_flag", file) == [5], "\(Self.lines(report))")
  }
}
