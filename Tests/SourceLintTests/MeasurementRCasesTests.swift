import Foundation
import SourceLint
import Testing

/// Measurement R's false alarms, wrong messages and misses (1 December 2026, sixteenth round;
/// `Documentation/SourceLint.md`, "Fresh measurement R"): each a small rewrite of the real case,
/// never the real file, with a look-alike that must not change.
@Suite struct MeasurementRCasesTests {
  /// Round P's suite's helpers: one project "App", findings of one rule in one file.
  static func lint(_ files: [(String, String)]) -> LintReport { MeasurementPCasesTests.lint(files) }

  static func findings(_ report: LintReport, rule: String, file: String) -> [LintFinding] {
    MeasurementPCasesTests.findings(report, rule: rule, file: file)
  }

  static func text(_ finding: LintFinding) -> String { MeasurementPCasesTests.text(finding) }

  static func lines(_ report: LintReport) -> [String] { MeasurementQCasesTests.lines(report) }

  /// How many findings of `rule` `file` has.
  static func count(_ report: LintReport, _ rule: String, _ file: String) -> Int {
    findings(report, rule: rule, file: file).count
  }

  /// A helper mapping the hardware model identifier to an enum, one `if` per identifier, each
  /// assigning a case (`model = iPhoneX;`): 89 findings "compares the hardware model with a
  /// model identifier" on a table that decides nothing; the decision is where the enum is
  /// compared. The look-alike assigns a number (a bar's height) on an identifier: a decision.
  @Test func anIdentifierToEnumTableIsNotAModelCheck() {
    let report = Self.lint([
      (
        "App/DeviceType.m",
        """
        + (DeviceModel)model {
            DeviceModel model;
            NSString *platform = [self platform];
            if ([platform isEqualToString:@"iPhone10,3"])
                model = iPhoneX;
            else if ([platform isEqualToString:@"iPhone10,6"]) {
                model = iPhoneX;
            }
            else if ([platform isEqualToString:@"iPhone11,8"])
                model = @"iPhone XR";
            else model = iPhoneUnknown;
            return model;
        }
        """
      ),
      (
        "App/Bars.m",
        """
        - (void)layout {
            NSString *platform = [self platform];
            if ([platform isEqualToString:@"iPhone10,3"])
                top = 44;
        }
        """
      ),
    ])
    #expect(
      Self.count(report, "device_model_check", "App/DeviceType.m") == 0, "\(Self.lines(report))")
    #expect(Self.count(report, "device_model_check", "App/Bars.m") == 1, "\(Self.lines(report))")
  }

  /// `CGRectMake(0, NAV_H, w, h - NAV_H - TAB_H)` said "uses bar constant 'NAV_H'" twice on the
  /// line (9 such copies). Now one finding per line, rule and message; the look-alike, two
  /// different constants on one line, keeps both.
  @Test func theSameFindingIsMadeOncePerLine() {
    let report = Self.lint([
      (
        "App/Macro.h",
        """
        #define NAV_BAR_HEIGHT 64
        #define TABBAR_HEIGHT 49
        """
      ),
      (
        "App/List.m",
        """
        #import "Macro.h"
        - (void)viewDidLoad {
            _table.frame = CGRectMake(0, NAV_BAR_HEIGHT, w, h - NAV_BAR_HEIGHT - TABBAR_HEIGHT);
        }
        """
      ),
    ])
    let uses = Self.findings(report, rule: "bar_constant", file: "App/List.m")
    #expect(uses.count == 2, "\(Self.lines(report))")
    #expect(uses.contains { $0.message.contains("NAV_BAR_HEIGHT") })
    #expect(uses.contains { $0.message.contains("TABBAR_HEIGHT") })
  }

  /// Names spelled the way some apps spell them: `NAVGATION_ADD_STATUSBAR_HEIGHT 64` (the
  /// navigation bar and the status bar together, 20 + 44 on phones without a housing: UIKit's
  /// bar heights, `UIKitRules.md` R1.1, R1.8) was called the status bar's height, "32 pt too much" on
  /// every iPad; `NAVGATIONHEIGHT 44`, `StateBarHeight 20`, `statubarHeight` were missed. The
  /// look-alike, a `StateMachineHeight`, names no bar.
  @Test func misspelledBarNamesAreTheirBars() {
    let report = Self.lint([
      (
        "App/Macro.h",
        """
        #define NAVGATION_ADD_STATUSBAR_HEIGHT 64
        #define NAVGATIONHEIGHT 44
        #define StateBarHeight 20
        #define StateMachineHeight 20
        """
      ),
      (
        "App/Macro.swift",
        """
        import UIKit
        let statubarHeight: CGFloat = 20.0
        """
      ),
    ])
    let bars = Self.findings(report, rule: "bar_constant", file: "App/Macro.h")
    let both = bars.first { $0.location.line == 1 }
    #expect(
      both.map(Self.text)?.contains("navigation bar's bottom edge") == true,
      "\(bars.map(Self.text))")
    #expect(bars.contains { $0.location.line == 2 }, "\(Self.lines(report))")
    #expect(bars.contains { $0.location.line == 3 }, "\(Self.lines(report))")
    #expect(!bars.contains { $0.location.line == 4 }, "\(Self.lines(report))")
    #expect(Self.count(report, "bar_constant", "App/Macro.swift") == 1, "\(Self.lines(report))")
  }

  /// `struct Constant { static let SCREEN_SIZE: CGRect = UIScreen.main.bounds; static let
  /// SCREEN_HEIGHT = SCREEN_SIZE.height; static let STATUS_BAR_TOP = SCREEN_HEIGHT >= 812 ?
  /// CGFloat(44) : CGFloat(20) }`: the evaluation said "'SCREEN_SIZE.height' is not defined in
  /// the files linted". A `static let` of the screen's bounds is the screen as a file-scope
  /// constant is (measurement Q). The look-alike, an instance `let` of a card's rectangle,
  /// reads no screen.
  @Test func aStaticConstantHoldingTheScreensBoundsIsTheScreen() {
    let report = Self.lint([
      (
        "App/Constant.swift",
        """
        import UIKit
        struct Constant {
            static let SCREEN_SIZE: CGRect = UIScreen.main.bounds
            static let SCREEN_HEIGHT = SCREEN_SIZE.height
            static let STATUS_BAR_TOP = SCREEN_HEIGHT >= 812 ? CGFloat(44) : CGFloat(20)
        }
        struct Card {
            let CARD = CGRect(x: 0, y: 0, width: 320, height: 568)
            var isTall: Bool { CARD.height >= 568 }
        }
        """
      )
    ])
    let bar = Self.findings(report, rule: "bar_constant", file: "App/Constant.swift").first
    #expect(bar.map(Self.text)?.contains("wrong on") == true, "\(report.findings.map(Self.text))")
    #expect(!report.findings.contains { Self.text($0).contains("not defined") })
    #expect(!report.findings.contains { $0.location.line >= 7 }, "\(Self.lines(report))")
  }
  /// iOS 7 layouts: `CGFloat statusBarHeight = 0; if (systemVersion >= 7.0) { statusBarHeight =
  /// 20; }`, then frames `CGRectMake(7, 147 + statusBarHeight - 40, …)`: 14 labels missed. On
  /// every system the catalog models (iOS 11 on) the branch runs, so the local is 20, the
  /// status bar's height of phones without a housing (UIKit's bar heights, `UIKitRules.md`
  /// R1.1, R1.8). The look-alikes: a local set in a branch of another test (`if (wide)`), which keeps
  /// no single value, and a local named for a row, not a bar.
  @Test func aLocalSetToABarsHeightByAVersionTestIsABarConstant() {
    let report = Self.lint([
      (
        "App/Verify.m",
        """
        - (void)viewDidLoad {
            CGFloat statusBarHeight = 0;
            if ([[UIDevice currentDevice].systemVersion floatValue] >= 7.0)
            {
                statusBarHeight = 20;
            }
            label.frame = CGRectMake(20, 53 + statusBarHeight, 280, 21);
            field.frame = CGRectMake(85, 104 + statusBarHeight, 158, 46);
        }
        - (void)layoutRows {
            CGFloat barHeight = 0;
            if (wide) { barHeight = 44; }
            CGFloat rowHeight = 44;
            row.frame = CGRectMake(0, barHeight + rowHeight, 320, rowHeight);
        }
        """
      )
    ])
    let bars = Self.findings(report, rule: "bar_constant", file: "App/Verify.m")
    #expect(Set(bars.map(\.location.line)) == [5, 7, 8], "\(bars.map(Self.text))")
    #expect(bars.allSatisfy { Self.text($0).contains("status bar's height") })
    #expect(bars.allSatisfy { Self.text($0).contains("wrong on") }, "\(bars.map(Self.text))")
  }
  /// `#define APPLICATION_HEIGHT [[UIScreen mainScreen] applicationFrame].size.height`: read
  /// from the screen, not from the window a view is in (Apple: "the frame rectangle for the app
  /// window", which "may be different than the screen bounds"; deprecated since iOS 9;
  /// `UIKitRules.md` R24.2), and missed (3 labels). Reported as a screen read that says what it
  /// is, never evaluated as the screen. The look-alike, a view's own frame, reads no screen.
  @Test func theApplicationFrameIsReportedForWhatItIs() {
    let report = Self.lint([
      (
        "App/Macro.h",
        """
        #define APPLICATION_HEIGHT [[UIScreen mainScreen] applicationFrame].size.height
        #define CONTENT_HEIGHT self.view.frame.size.height
        """
      ),
      (
        "App/Home.m",
        """
        #import "Macro.h"
        - (void)viewDidLoad {
            _list.frame = CGRectMake(0, 0, 320, APPLICATION_HEIGHT);
            _pad.frame = [[UIScreen mainScreen] applicationFrame];
        }
        """
      ),
    ])
    let macros = Self.findings(report, rule: "main_screen_bounds", file: "App/Macro.h")
    #expect(macros.map(\.location.line) == [1], "\(Self.lines(report))")
    let uses = Self.findings(report, rule: "main_screen_bounds", file: "App/Home.m")
    #expect(Set(uses.map(\.location.line)) == [3, 4], "\(Self.lines(report))")
    #expect(
      (macros + uses).allSatisfy {
        $0.message.contains("applicationFrame") && $0.message.contains("deprecated since iOS 9")
          && $0.evaluation == nil
      }, "\((macros + uses).map(Self.text))")
  }
  /// `#define FONT_SIZE(x) (IS_IPHONE_5_8 ? x + 2 : x - 1)` and the `FONT(x)` macros using it: a
  /// font's size chosen by the screen's size draws text, it places nothing (3 false alarms, as
  /// `kFontSize` names were in measurement Q). The look-alike, a row's size chosen so, lays out.
  @Test func aFontSizeChosenByTheScreensSizeIsNotLayout() {
    let report = Self.lint([
      (
        "App/Common.h",
        """
        #define IS_IPHONE_5_8 CGSizeEqualToSize(CGSizeMake(375, 812), [[UIScreen mainScreen] bounds].size)
        #define FONT(x) [UIFont systemFontOfSize:FONT_SIZE(x)]
        #define FONT_SIZE(x) (IS_IPHONE_5_8 ? x + 2 : x - 1)
        #define ROW_SIZE(x) (IS_IPHONE_5_8 ? x + 20 : x)
        """
      )
    ])
    let sizes = Self.findings(report, rule: "device_size_check", file: "App/Common.h")
    #expect(Set(sizes.map(\.location.line)) == [1, 4], "\(Self.lines(report))")
  }
  /// A mask, a cover or a background given the whole screen's rectangle and put over the key
  /// window (`_mask = [[UIView alloc] initWithFrame:CGRectMake(0, 0, kScreenWidth,
  /// kScreenHeight)]`, `let bgCoverView = UIView(frame: UIScreen.main.bounds)`): a window is
  /// never larger than the screen, so it covers its window in every window (11 false alarms).
  /// The look-alike, a content view given the screen's rectangle, is cut off in a smaller
  /// window and stays a finding.
  @Test func aCoverGivenTheScreensRectangleIsNotLayout() {
    let report = Self.lint([
      (
        "App/Macro.h",
        """
        #define kScreenWidth [UIScreen mainScreen].bounds.size.width
        #define kScreenHeight [UIScreen mainScreen].bounds.size.height
        """
      ),
      (
        "App/Popup.m",
        """
        #import "Macro.h"
        - (void)show {
            _mask = [[UIView alloc] initWithFrame:CGRectMake(0, 0, kScreenWidth, kScreenHeight)];
            _content = [[UIView alloc] initWithFrame:CGRectMake(0, 0, kScreenWidth, kScreenHeight)];
        }
        """
      ),
      (
        "App/Detail.swift",
        """
        import UIKit
        final class Detail: UIViewController {
            let bgCoverView = UIView(frame: UIScreen.main.bounds)
            func show() { UIApplication.shared.keyWindow?.addSubview(bgCoverView) }
        }
        """
      ),
    ])
    let popup = Self.findings(report, rule: "main_screen_bounds", file: "App/Popup.m")
    #expect(Set(popup.map(\.location.line)) == [4], "\(Self.lines(report))")
    #expect(
      Self.count(report, "main_screen_bounds", "App/Detail.swift") == 0, "\(Self.lines(report))")
  }
}
