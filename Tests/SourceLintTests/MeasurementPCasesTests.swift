import Foundation
import SourceLint
import Testing

/// Measurement P's false alarms, wrong messages and misses (30 November 2026, fourteenth round;
/// `Documentation/SourceLint.md`, "Fresh measurement P"): each a small rewrite of the real case,
/// never the real file, with a look-alike that must not change.
@Suite struct MeasurementPCasesTests {
  static func lint(_ files: [(String, String)]) -> LintReport {
    Linter().lint(
      sources: files.map { (name: $0.0, text: $0.1) },
      projects: Dictionary(uniqueKeysWithValues: files.map { ($0.0, "App") }))
  }

  static func findings(_ report: LintReport, rule: String, file: String) -> [LintFinding] {
    report.findings.filter { $0.rule == rule && $0.location.file == file }
  }

  /// What a finding says: its message and its evaluation's summary, as the text report prints.
  static func text(_ finding: LintFinding) -> String {
    finding.message + " " + (finding.evaluation?.summary ?? "")
  }

  // MARK: False alarms

  /// A "real device" helper compared `uname`'s machine with 63 model identifiers in one `if`:
  /// 63 findings on three lines, each "cannot evaluate: 'NSString' is not defined". Now the
  /// list is one finding, and the machine string is the hardware model identifier, evaluated
  /// on the catalog. The look-alike, two comparisons in two statements, stays two findings.
  @Test func aListOfModelIdentifiersIsOneFinding() {
    let report = Self.lint([
      (
        "App/DeviceTools.m",
        """
        @implementation DeviceTools
        + (BOOL)isKnownHardware {
            struct utsname info;
            uname(&info);
            NSString *hardware = [NSString stringWithCString:info.machine encoding:NSUTF8StringEncoding];
            if ([hardware isEqualToString:@"iPhone9,1"] || [hardware isEqualToString:@"iPhone10,3"] ||
                [hardware isEqualToString:@"iPad6,3"] || [hardware isEqualToString:@"iPod7,1"]) {
                return YES;
            }
            return NO;
        }
        - (void)layout {
            NSString *model = [NSString stringWithCString:info.machine encoding:NSUTF8StringEncoding];
            if ([model isEqualToString:@"iPhone10,3"]) { self.top.constant = 44; }
            if ([model isEqualToString:@"iPhone10,6"]) { self.top.constant = 44; }
        }
        @end
        """
      )
    ])
    let models = Self.findings(report, rule: "device_model_check", file: "App/DeviceTools.m")
    let list = models.filter { $0.location.line == 6 || $0.location.line == 7 }
    #expect(list.count == 1, "\(models)")
    #expect(list.first.map(Self.text)?.contains("list of 4 model identifiers") == true)
    #expect(!models.contains { Self.text($0).contains("not defined") }, "\(models)")
    #expect(models.filter { $0.location.line == 14 || $0.location.line == 15 }.count == 2)
  }

  /// `let statusBarHeight = …statusBarManager?.statusBarFrame.height ?? 20`: the `20` is the
  /// fallback where no window scene is found, and was reported as a bar constant "right on all
  /// 87 devices" beside the read's own finding (11 times). The read stays a finding; a local
  /// choosing 44 or 20 on a flag stays a bar constant.
  @Test func aReadsFallbackIsNotABarConstant() {
    let report = Self.lint([
      (
        "App/Header.swift",
        """
        import UIKit
        final class Header: UIView {
            func setLayout() {
                let statusBarHeight = UIApplication.shared.connectedScenes
                    .compactMap { $0 as? UIWindowScene }
                    .first?
                    .statusBarManager?
                    .statusBarFrame.height ?? 20
                title.frame = CGRect(x: 0, y: statusBarHeight, width: 100, height: 20)
            }
            func fixed(isX: Bool) {
                let statusBarHeight: CGFloat = isX ? 44 : 20
                title.frame = CGRect(x: 0, y: statusBarHeight, width: 100, height: 20)
            }
        }
        """
      )
    ])
    let bars = Self.findings(report, rule: "bar_constant", file: "App/Header.swift")
    #expect(!bars.contains { (4...8).contains($0.location.line) }, "\(bars)")
    #expect(bars.contains { $0.location.line == 12 }, "\(bars)")
    let reads = Self.findings(report, rule: "status_bar_frame", file: "App/Header.swift")
    #expect(reads.contains { (4...8).contains($0.location.line) }, "\(report.findings)")
  }

  // MARK: Wrong messages

  /// `+ (CGFloat)fringeScreenTopSafeHeight` caches 44 in a `static CGFloat` when a cached
  /// "has a home indicator" flag is set: it was read as the flag `isFringe && 44` and called a
  /// flag that "decides 'has a notch'", its uses "branches on notch flag" (10 wrong messages).
  /// Now it is the number it caches, `isFringe ? 44 : 0`, a top inset; the `BOOL` cache beside
  /// it stays a flag.
  @Test func aCachedNumberIsAValueNotAFlag() {
    let report = Self.lint([
      (
        "App/Screen.m",
        """
        @implementation Screen
        + (BOOL)isFringe {
            static BOOL isFringe = NO;
            static dispatch_once_t once;
            dispatch_once(&once, ^{
                isFringe = [[[UIApplication sharedApplication] windows] firstObject].safeAreaInsets.bottom > 0;
            });
            return isFringe;
        }
        + (CGFloat)fringeTopSafeHeight {
            static CGFloat height = 0;
            static dispatch_once_t once;
            dispatch_once(&once, ^{
                if (Screen.isFringe) {
                    height = 44.f;
                }
            });
            return height;
        }
        @end
        """
      ),
      (
        "App/Panel.m",
        """
        @implementation Panel
        - (void)build {
            self.content.frame = CGRectMake(0, Screen.fringeTopSafeHeight, 100, 100);
        }
        @end
        """
      ),
    ])
    let cached = report.findings.filter { $0.location.file == "App/Screen.m" }
    let value = cached.filter { $0.location.line == 10 }
    #expect(!value.isEmpty, "\(cached)")
    #expect(
      !value.contains { $0.rule == "notch_flag" || $0.message.contains("decides") }, "\(value)")
    let flag = cached.filter { $0.location.line == 2 }
    #expect(flag.map(\.rule) == ["notch_flag"], "\(cached)")
    let use = report.findings.filter { $0.location.file == "App/Panel.m" }
    #expect(!use.isEmpty)
    #expect(!use.contains { $0.message.contains("branches on notch flag") }, "\(use)")
  }

  // MARK: Misses

  /// A base controller's `- (CGFloat)navHeightWithHeight` logged the screen's height, then
  /// returned 88 or 64 in `if (…) { return 88; } else { return 64; }`: its body was "more than
  /// guarded returns" and none of its 19 uses (`[self navHeightWithHeight] - 44`) was read.
  /// The `else` of a guarded return is the final return, and a log decides nothing. The
  /// look-alike, an `else` that does more than return, stays unread.
  @Test func anElseReturnAfterAGuardedReturnIsTheFinalReturn() {
    let report = Self.lint([
      (
        "App/Base.m",
        """
        #define SCREEN_H [[UIScreen mainScreen] bounds].size.height
        @implementation Base
        -(CGFloat)navHeightWithHeight{
            NSLog(@"height %f", SCREEN_H);
            if(SCREEN_H == 896||SCREEN_H == 812){
                return  88;
            }else{
                return 64;
            }
        }
        -(CGFloat)barHeightThatRefreshes{
            if(SCREEN_H == 896||SCREEN_H == 812){
                return  88;
            }else{
                [self refresh];
                return 64;
            }
        }
        @end
        """
      ),
      (
        "App/Found.m",
        """
        @implementation Found
        - (void)viewDidLoad {
            self.navView.frame = CGRectMake(0, 0, 100, [self navHeightWithHeight]);
            self.other.frame = CGRectMake(0, 0, 100, [self barHeightThatRefreshes]);
        }
        @end
        """
      ),
    ])
    let uses = Self.findings(report, rule: "bar_constant", file: "App/Found.m")
    #expect(uses.map(\.location.line) == [3], "\(report.findings)")
    #expect(uses.first.map(Self.text)?.contains("navHeightWithHeight") == true)
  }

  /// The two base controllers each defined `navHeightWithHeight`, one on `SCREENHEIGHT ==
  /// 812`, the other on `App_Frame_Height == 812` (both macros the screen's height): the name
  /// had two meanings and its uses were not read. Alike once their macros are expanded, they
  /// are one meaning. The look-alike, two classes whose methods return different heights,
  /// stays ambiguous.
  @Test func aMethodDefinedAlikeThroughTwoMacrosIsOneMeaning() {
    let report = Self.lint([
      (
        "App/Config.h",
        """
        #define SCREEN_H [[UIScreen mainScreen] bounds].size.height
        #define FRAME_H [[UIScreen mainScreen] bounds].size.height
        """
      ),
      (
        "App/Base.m",
        """
        @implementation Base
        -(CGFloat)topBarHeight{
            if(SCREEN_H == 812){
                return 88;
            }
            return 64;
        }
        -(CGFloat)otherBarHeight{
            if(SCREEN_H == 812){
                return 88;
            }
            return 64;
        }
        @end
        """
      ),
      (
        "App/Other.m",
        """
        @implementation Other
        -(CGFloat)topBarHeight{
            if(FRAME_H == 812){
                return 88;
            }
            return 64;
        }
        -(CGFloat)otherBarHeight{
            if(FRAME_H == 812){
                return 84;
            }
            return 64;
        }
        @end
        """
      ),
      (
        "App/Screen.m",
        """
        @implementation Screen
        - (void)viewDidLoad {
            self.bar.frame = CGRectMake(0, 0, 100, [self topBarHeight]);
            self.other.frame = CGRectMake(0, 0, 100, [self otherBarHeight]);
        }
        @end
        """
      ),
    ])
    let uses = Self.findings(report, rule: "bar_constant", file: "App/Screen.m")
    #expect(uses.map(\.location.line) == [3], "\(report.findings)")
  }
}
