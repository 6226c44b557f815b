import Foundation
import SourceLint
import Testing

/// Measurement Q's false alarms, wrong messages and misses (1 December 2026, fifteenth round;
/// `Documentation/SourceLint.md`, "Fresh measurement Q"): each a small rewrite of the real case,
/// never the real file, with a look-alike that must not change.
@Suite struct MeasurementQCasesTests {
  /// Round P's suite's helpers: one project "App", findings of one rule in one file.
  static func lint(_ files: [(String, String)]) -> LintReport { MeasurementPCasesTests.lint(files) }

  static func findings(_ report: LintReport, rule: String, file: String) -> [LintFinding] {
    MeasurementPCasesTests.findings(report, rule: rule, file: file)
  }

  /// What a finding says (round P's suite's helper).
  static func text(_ finding: LintFinding) -> String { MeasurementPCasesTests.text(finding) }

  /// Each finding's file, line and rule, for a failure's message.
  static func lines(_ report: LintReport) -> [String] {
    report.findings.map { "\($0.location.file):\($0.location.line) \($0.rule)" }
  }

  /// `let BOUNDS = UIScreen.main.bounds`, `let HEIGHT = BOUNDS.height`, then one-height flags
  /// and a notch flag on a list of heights: the flags were missed and every evaluation said
  /// "'BOUNDS.height' is not defined in the files linted" (52 wrong messages). A screen 568 pt
  /// tall is the 4-inch iPhone's (iPhone 5s, iPhone SE 1st generation: Apple's iPhone screen
  /// sizes), so `HEIGHT == 568` names those phones. The look-alike, a card rectangle's height
  /// compared with 568, reads no screen.
  @Test func aConstantHoldingTheScreensBoundsIsTheScreen() {
    let report = Self.lint([
      (
        "App/Frame.swift",
        """
        import UIKit

        let BOUNDS = UIScreen.main.bounds
        let HEIGHT = BOUNDS.height

        let isSmall = HEIGHT == 568
        let hasSafeArea = HEIGHT == 812 || HEIGHT == 896
        let topBar: CGFloat = hasSafeArea ? 100 : 70
        """
      ),
      (
        "App/Card.swift",
        """
        import UIKit

        let CARD = CGRect(x: 0, y: 0, width: 320, height: 568)
        let CARD_HEIGHT = CARD.height
        let isTallCard = CARD_HEIGHT == 568
        """
      ),
    ])
    let sizes = Self.findings(report, rule: "device_size_check", file: "App/Frame.swift")
    let small = sizes.first { $0.location.line == 6 }
    #expect(small != nil, "\(Self.lines(report))")
    #expect(small.map(Self.text)?.contains("iPhone SE (1st generation)") == true)
    #expect(sizes.contains { $0.location.line == 7 }, "\(Self.lines(report))")
    let bar = Self.findings(report, rule: "bar_constant", file: "App/Frame.swift").first
    #expect(bar.map(Self.text)?.contains("wrong on") == true, "\(Self.lines(report))")
    #expect(
      !report.findings.contains { Self.text($0).contains("not defined") }, "\(Self.lines(report))")
    #expect(report.findings.filter { $0.location.file == "App/Card.swift" }.isEmpty)
  }

  /// One-size macros written the C way: compared with another macro's number (`#define
  /// HEIGHT_IPHONE_5 568`, `… == HEIGHT_IPHONE_5`) or as `fabs(h - 568) < DBL_EPSILON`; 27 of
  /// them and their uses were reported only as screen reads. 568 pt and 667 pt are the heights
  /// of the 4-inch and 4.7-inch iPhones (Apple's iPhone screen sizes). The look-alike compares a
  /// view's own height with a named number: no device check.
  @Test func oneSizeMacrosWrittenTheCWayAreSizeChecks() {
    let report = Self.lint([
      (
        "App/Sizes.h",
        """
        #define TALL_4INCH 568
        #define IS_4INCH ([[UIScreen mainScreen] bounds].size.height == TALL_4INCH)
        #define IS_47INCH (fabs((double)[[UIScreen mainScreen] bounds].size.height - (double)667) < DBL_EPSILON)
        #define CARD_TALL 568
        #define IS_TALL_CARD (self.card.bounds.size.height == CARD_TALL)
        """
      ),
      (
        "App/Menu.m",
        """
        #import "Sizes.h"
        @implementation Menu
        - (void)layout {
            if (IS_4INCH) { self.about.frame = CGRectMake(0, 49, 241, 519); }
            if (IS_47INCH) { self.about.frame = CGRectMake(0, 49, 300, 600); }
            if (IS_TALL_CARD) { self.about.frame = CGRectMake(0, 0, 10, 10); }
        }
        @end
        """
      ),
    ])
    let header = Self.findings(report, rule: "device_size_check", file: "App/Sizes.h")
    #expect(Set(header.map(\.location.line)) == [2, 3], "\(Self.lines(report))")
    let four = header.first { $0.location.line == 2 }.map(Self.text) ?? ""
    #expect(four.contains("iPhone SE (1st generation)"), "\(four)")
    let seven = header.first { $0.location.line == 3 }.map(Self.text) ?? ""
    #expect(seven.contains("iPhone 8") && !seven.contains("not defined"), "\(seven)")
    let uses = Self.findings(report, rule: "device_size_check", file: "App/Menu.m")
    #expect(Set(uses.map(\.location.line)) == [4, 5], "\(Self.lines(report))")
    #expect(!report.findings.contains { $0.location.line == 6 && $0.location.file == "App/Menu.m" })
  }

  /// The navigation bar's height read from the controller at run time (`#define NAV_H
  /// (self.navigationController != nil ? self.navigationController.navigationBar.frame.size
  /// .height : 44)`) and a view's own height (`self.height`) were said to be "not defined in
  /// the files linted" (25 wrong messages): they are members of the app's objects, which exist
  /// only at run time. The look-alike, a name the files do not define, still says so.
  @Test func runtimeMembersOfSelfAreNotCalledUndefined() {
    let report = Self.lint([
      (
        "App/Bars.h",
        """
        #define STATUS_H [[UIApplication sharedApplication] statusBarFrame].size.height
        #define NAV_H (self.navigationController != nil ? self.navigationController.navigationBar.frame.size.height : 44)
        #define TOP_H (STATUS_H + NAV_H)
        #define SIDE_H (SIDE_MISSING ? 88 : 64)
        """
      ),
      (
        "App/Form.swift",
        """
        import UIKit
        let SIZE = UIScreen.main.bounds
        let isSmall = SIZE.height == 568
        final class Form: UIView {
            var rowHeight: CGFloat {
                let height: CGFloat = self.height - 64
                return isSmall ? height / 8 : height / 9
            }
        }
        """
      ),
    ])
    let top = report.findings.first { $0.location.file == "App/Bars.h" && $0.location.line == 3 }
    #expect(top.map(Self.text)?.contains("read at run time") == true, "\(Self.lines(report))")
    let row = report.findings.first { $0.message.contains("'rowHeight'") }
    #expect(row.map(Self.text)?.contains("'self.height' is read at run time") == true)
    #expect(
      !report.findings.contains {
        Self.text($0).contains("'self.") && Self.text($0).contains("not defined")
      })
    let side = report.findings.first { $0.location.file == "App/Bars.h" && $0.location.line == 4 }
    #expect(side.map(Self.text)?.contains("'SIDE_MISSING' is not defined") == true)
  }

  /// A corner radius chosen by a one-size flag (`let corner: CGFloat = is5 ? 20 : 30`, used in
  /// rounded paths) and a font size chosen by the notch flag draw; they place no view (11
  /// false alarms). The look-alikes, a gap and a label's position chosen the same way, stay.
  @Test func drawingValuesChosenByTheDeviceAreNotLayout() {
    let report = Self.lint([
      (
        "App/Card.swift",
        """
        import UIKit
        let SIZE = UIScreen.main.bounds
        let is5 = SIZE.height == 568
        let hasSafeArea = SIZE.height == 812 || SIZE.height == 896
        final class Card: UIView {
            let corner: CGFloat = is5 ? 20 : 30
            let gap: CGFloat = is5 ? 20 : 30
            func setUp(_ label: UILabel) {
                let font = UIFont.systemFont(ofSize: hasSafeArea ? 32 : 30)
                label.font = font
                label.frame.origin.y = hasSafeArea ? 32 : 30
                layer.cornerRadius = corner
                label.frame.origin.x = gap
            }
        }
        """
      )
    ])
    let lines = Set(
      report.findings.filter { $0.location.file == "App/Card.swift" }.map(\.location.line))
    #expect(
      !lines.contains(6) && !lines.contains(9) && !lines.contains(12), "\(Self.lines(report))")
    #expect(lines.contains(7) && lines.contains(11) && lines.contains(13), "\(Self.lines(report))")
  }

  /// `if IS_OS_11_OR_LATER { … } else if (IS_OS_9_OR_LATER) { …topLayoutGuide… } else {
  /// …statusBarFrame… }`: the branches after the iOS 11 test run only below iOS 11, where the
  /// layout guides and the status bar's frame are the right fallbacks (9 false alarms; the
  /// macro brings its own parentheses, and its name says "OS", not "iOS"). The look-alike, an
  /// iOS 9 test alone, also runs on iOS 11 and later: its layout guide stays a finding.
  @Test func branchesAfterAnOSMacroTestAreFallbacks() {
    let report = Self.lint([
      (
        "App/VC.m",
        """
        #define IS_OS_11_OR_LATER ([[[UIDevice currentDevice] systemVersion] floatValue] >= 11.0)
        #define IS_OS_9_OR_LATER ([[[UIDevice currentDevice] systemVersion] floatValue] >= 9.0)
        @implementation VC
        - (CGFloat)topEdge {
            if IS_OS_11_OR_LATER {
                return self.panelShift;
            } else if (IS_OS_9_OR_LATER) {
                return self.topLayoutGuide.length + self.panelShift;
            } else {
                CGRect frame = [UIApplication sharedApplication].statusBarFrame;
                return MIN(CGRectGetMaxX(frame), CGRectGetMaxY(frame));
            }
        }
        - (CGFloat)bottomEdge {
            if (IS_OS_9_OR_LATER) {
                return self.bottomLayoutGuide.length;
            }
            return 0;
        }
        @end
        """
      )
    ])
    let lines = Set(report.findings.filter { $0.location.file == "App/VC.m" }.map(\.location.line))
    #expect(lines.isDisjoint(with: [8, 10, 11]), "\(Self.lines(report))")
    #expect(lines.contains(16), "\(Self.lines(report))")
  }

  /// `SAFE_TOP (SCREEN_HEIGHT >= 792 ? 44 : 20)` was called the navigation bar's bottom edge and
  /// `SAFE_BOTTOM (… ? 34 : 0)` the tab bar's height: the 792 compared with was taken for one of
  /// the values. 44 / 20 and 34 / 0 are the safe area's top and bottom on phones with and
  /// without a housing (Apple's iPhone X guidance); the threshold names no bar. The look-alike,
  /// a top height of 88 / 64, stays the navigation bar's bottom edge.
  @Test func aComparedNumberIsNotABarsValue() {
    let report = Self.lint([
      (
        "App/Constant.swift",
        """
        import UIKit
        struct Constant {
            static let SCREEN_HEIGHT = UIScreen.main.bounds.size.height
            static let SAFE_TOP: CGFloat = SCREEN_HEIGHT >= 792 ? 44.0 : 20
            static let SAFE_BOTTOM: CGFloat = SCREEN_HEIGHT >= 792 ? 34.0 : 0
            static let SAFE_AREA_TOP_HEIGHT: CGFloat = SCREEN_HEIGHT >= 792 ? 88.0 : 64
        }
        """
      )
    ])
    let bars = Self.findings(report, rule: "bar_constant", file: "App/Constant.swift")
    let top = bars.first { $0.location.line == 4 }?.message ?? ""
    let bottom = bars.first { $0.location.line == 5 }?.message ?? ""
    let both = bars.first { $0.location.line == 6 }?.message ?? ""
    #expect(!top.isEmpty && !top.contains("navigation bar"), "\(top)")
    #expect(!bottom.isEmpty && !bottom.contains("tab bar"), "\(bottom)")
    #expect(both.contains("navigation bar's bottom edge"), "\(both)")
  }

  /// `IS_IPHONE ([[[UIDevice currentDevice] model] isEqualToString:@"iPhone"])` inside size
  /// macros: "'UIDevice.currentDevice.model' is not defined in the files linted" (3 wrong
  /// messages). `UIDevice.model` is "iPhone" on a phone and "iPad" on an iPad (Apple's
  /// documentation of the property), so the macros evaluate on the catalog: a 568-pt screen is
  /// the 4-inch iPhone's, a 1024-pt one a 9.7-inch iPad's.
  @Test func theDevicesModelNameIsReadFromItsIdiom() {
    let report = Self.lint([
      (
        "App/Macros.h",
        """
        #define IS_IPHONE ([[[UIDevice currentDevice] model] isEqualToString:@"iPhone"] || [[[UIDevice currentDevice] model] isEqualToString:@"iPhone Simulator"])
        #define IS_IPAD_MODEL ([[[UIDevice currentDevice] model] isEqualToString:@"iPad"])
        #define IS_TALL_568 ([[UIScreen mainScreen] bounds].size.height == 568)
        #define IS_TALL_1024 ([[UIScreen mainScreen] bounds].size.height == 1024)
        #define IS_IPHONE_5 (IS_IPHONE && IS_TALL_568)
        #define IS_IPAD_97 (IS_IPAD_MODEL && IS_TALL_1024)
        """
      )
    ])
    let sizes = Self.findings(report, rule: "device_size_check", file: "App/Macros.h")
    let phone = sizes.first { $0.location.line == 5 }.map(Self.text) ?? ""
    let pad = sizes.first { $0.location.line == 6 }.map(Self.text) ?? ""
    #expect(
      phone.contains("iPhone SE (1st generation)") && !phone.contains("not defined"), "\(phone)")
    #expect(phone.contains("of 87 devices"), "\(phone)")
    #expect(
      pad.contains("iPad") && !pad.contains("iPhone") && !pad.contains("not defined"), "\(pad)")
  }
}
