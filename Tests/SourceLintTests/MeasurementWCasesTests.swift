import Findings
import Foundation
import SourceLint
import Testing

/// Measurement W's false alarms, wrong messages and misses (2 December 2026, twenty-first
/// round; `Documentation/SourceLint.md`, "Fresh measurement W"): each a small rewrite of the
/// real case, never the real file, with a look-alike that must stay as it was.
@Suite struct MeasurementWCasesTests {
  static func lint(_ files: [(String, String)]) -> LintReport { MeasurementPCasesTests.lint(files) }

  static func lines(_ report: LintReport) -> [String] { MeasurementQCasesTests.lines(report) }

  static func lines(_ report: LintReport, _ rule: String, _ file: String) -> [Int] {
    MeasurementPCasesTests.findings(report, rule: rule, file: file).map(\.location.line).sorted()
  }

  /// An identifier → enum table (`if ([platform isEqualToString:@"iPhone7,2"]) return
  /// KindSix;`, a category's device-information method used for no layout) made one
  /// `device_model_check` per line (measurement W: 48 false alarms in one file). A `return` of
  /// one enum constant is a table entry, as `model = KindSix;` already was. Look-alikes: a model
  /// test returning `YES` (a flag) or a number (a bar height) stays a finding.
  @Test func identifierToEnumTableIsNotAModelCheck() {
    let report = Self.lint([
      (
        "App/UIDevice+Kind.m",
        """
        @implementation UIDevice (Kind)
        - (NSUInteger)kind {
            NSString *platform = [self platform];
            if ([platform isEqualToString:@"iPhone7,2"])    return KindSix;
            if ([platform isEqualToString:@"iPhone7,1"]) { return KindSixPlus; }
            if ([platform hasPrefix:@"iPad"])               return KindUnknownPad;
            return KindUnknown;
        }
        - (BOOL)isTen {
            if ([[self platform] isEqualToString:@"iPhone10,3"]) return YES;
            return NO;
        }
        - (CGFloat)topBar {
            if ([[self platform] isEqualToString:@"iPhone10,3"]) return 88;
            return 64;
        }
        @end
        """
      )
    ])
    let model = Self.lines(report, "device_model_check", "App/UIDevice+Kind.m")
    #expect(!model.contains { (3...7).contains($0) }, "\(Self.lines(report))")
    // The flag (reported at its method's name) and the bar height stay findings.
    #expect(model.contains { (9...10).contains($0) }, "\(Self.lines(report))")
    #expect(
      report.findings.contains { (13...15).contains($0.location.line) }, "\(Self.lines(report))")
  }

  /// The tab bar with the home indicator's area built as a sum (`#define TAB_H (SAFE_PAD +
  /// 49.0)` with `SAFE_PAD (IS_X ? 34.0 : 0.0)`; `return 49.0 + [self safeHeight];` with
  /// `safeHeight` returning 34) was compared with the bare bar: "34 pt too much on iPhone 13
  /// mini", inverted (measurement W: 2 wrong messages; issue 29's `isiPhoneX ? (49 + 34) : 49`
  /// class, reached through a macro or a method). Its values (49 or 83) make it the bar with
  /// the indicator's inset. Look-alike: a plain 49 stays the bare bar.
  @Test func tabBarSumThroughAMacroOrMethodIsTheBarWithTheIndicator() {
    let report = Self.lint([
      (
        "App/Macros.h",
        """
        #define IS_X ([[UIScreen mainScreen] bounds].size.height == 812)
        #define SAFE_PAD (IS_X ? 34.0 : 0.0)
        #define TABBAR_H (SAFE_PAD + 49.0)
        #define PLAIN_TABBAR_H 49.0
        """
      ),
      (
        "App/UITabBar+Height.m",
        """
        @implementation UITabBar (Height)
        + (CGFloat)tabBarHeight {
            if ([UIDevice isX]) {
                return 49.0 + [self safeHeight];
            }
            return 49.0;
        }
        + (CGFloat)safeHeight {
            return 34;
        }
        @end
        """
      ),
      (
        "App/UIDevice+X.m",
        """
        @implementation UIDevice (X)
        + (BOOL)isX {
            return [UIScreen mainScreen].bounds.size.height == 812;
        }
        @end
        """
      ),
    ])
    let macros = MeasurementPCasesTests.findings(report, rule: "bar_constant", file: "App/Macros.h")
    let tab = macros.first { $0.location.line == 3 }
    #expect(
      tab.map(MeasurementPCasesTests.text)?.contains(
        "tab bar's height with the home-indicator inset")
        == true, "\(Self.lines(report))")
    #expect(tab?.evaluation?.summary.contains("too much on iPhone 13 mini") == false)
    let plain = macros.first { $0.location.line == 4 }
    #expect(plain?.message.contains("home-indicator") == false, "\(Self.lines(report))")
    let method = MeasurementPCasesTests.findings(
      report, rule: "bar_constant", file: "App/UITabBar+Height.m"
    ).first
    #expect(
      method.map(MeasurementPCasesTests.text)?.contains(
        "tab bar's height with the home-indicator inset") == true, "\(Self.lines(report))")
  }

  /// A repository copied without project files and linted alone (`safearea lint Repo`): its
  /// subfolders were taken for apps (the folder right under the files' common folder,
  /// `Evaluator.scope`), so a macro of `Common/Constant.h` was "defined only in another project"
  /// from `Views/` (measurement W: 46 wrong messages, about 23 misses). The folders right under
  /// a linted folder are its apps: one repository's files are one app; a folder of several apps
  /// (measurement I) keeps them apart.
  @Test func aLintedFolderWithoutProjectFilesIsOneAppPerSubfolder() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lintW-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    func write(_ path: String, _ text: String) throws {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    let header =
      "#define FULL_HEIGHT ([[UIScreen mainScreen] bounds].size.height - "
      + "[[UIApplication sharedApplication] statusBarFrame].size.height)\n"
    let use = "- (void)f {\n    self.view.frame = CGRectMake(0, 0, 320, FULL_HEIGHT);\n}\n"
    try write("repo/Src/Common/Constant.h", header)
    try write("repo/Src/Views/Bar.m", use)
    try write("set/a/Common/Constant.h", header)
    try write("set/b/Views/Bar.m", use)
    let one = Linter().lint(paths: [root.appendingPathComponent("repo").path])
    let bar = one.findings.filter { $0.location.file.hasSuffix("repo/Src/Views/Bar.m") }
    #expect(bar.contains { $0.rule == "status_bar_frame" }, "\(bar.map(\.message))")
    #expect(!bar.contains { $0.message.contains("another project") }, "\(bar.map(\.message))")
    let set = Linter().lint(paths: [root.appendingPathComponent("set").path])
    let other = set.findings.filter { $0.location.file.hasSuffix("set/b/Views/Bar.m") }
    #expect(!other.contains { $0.rule == "status_bar_frame" }, "\(other.map(\.message))")
  }

  /// `CGRectGetHeight([[UIApplication sharedApplication] statusBarFrame]) + 44.0` in a
  /// `UINavigationBar` category: "stands in for the navigation bar's bottom edge with fixed
  /// numbers" and "cannot evaluate: 'UIApplication.sharedApplication.statusBarFrame' is not
  /// defined" (measurement W: a wrong message). `CGRectGetHeight` of the status bar's frame is
  /// its height, as `statusBarFrame.size.height` is.
  @Test func statusBarFrameHeightThroughCGRectGetHeight() {
    let report = Self.lint([
      (
        "App/UINavigationBar+Height.m",
        """
        @implementation UINavigationBar (Height)
        + (CGFloat)navigationBarHeight {
            CGFloat statusBarHeight = CGRectGetHeight([[UIApplication sharedApplication] statusBarFrame]);
            return statusBarHeight + 44.0;
        }
        @end
        """
      ),
      (
        "App/UIWindow+Insets.m",
        """
        @implementation UIWindow (Insets)
        - (CGFloat)navigationHeight {
            CGFloat statusBarHeight = [self layoutInsets].top;
            return statusBarHeight + 44;
        }
        @end
        """
      ),
    ])
    // Look-alike: a local only named for the status bar is said by its name.
    let window = MeasurementPCasesTests.findings(
      report, rule: "bar_constant", file: "App/UIWindow+Insets.m"
    ).first
    #expect(window?.message.contains("'statusBarHeight' as read") == true, "\(Self.lines(report))")
    let bar = MeasurementPCasesTests.findings(
      report, rule: "bar_constant", file: "App/UINavigationBar+Height.m"
    ).first
    #expect(
      bar.map(MeasurementPCasesTests.text)?.contains("status bar's height as read") == true,
      "\(Self.lines(report))")
    #expect(bar?.evaluation?.summary.hasPrefix("cannot evaluate") == false, "\(Self.lines(report))")
  }

  /// `#define TAB_HEIGHT 49`: the tab bar named "tab" and a height, without "bar" (measurement
  /// W, a miss). Read as the tab bar when it holds a tab bar's height (49, or 83 with the home
  /// indicator's area), as "table bar" is (measurement V). Look-alikes: a tab strip of the app's
  /// own (40) and a tab's count stay silent.
  @Test func tabAndHeightHoldingABarHeightIsTheTabBar() {
    let report = Self.lint([
      (
        "App/UIMacro.h",
        "#define TAB_HEIGHT 49\n#define kTabH 83\n#define TAB_STRIP_HEIGHT 40\n#define TAB_COUNT 49\n"
      )
    ])
    #expect(Self.lines(report, "bar_constant", "App/UIMacro.h") == [1, 2], "\(Self.lines(report))")
  }

  /// `#define NO_SAFE_TABBAR_HEIGHT 49.f` beside `TABBAR_HEIGHT (IS_X ? 83 : 49)`: the bar
  /// without the safe area was called "the tab bar's height with the home-indicator inset"
  /// (measurement W: a wrong message; "safe" in a tab bar's name meant the inset). A name that
  /// says "no" (or "without", "non") safe area is the bare bar. Look-alike: `SAFE_TABBAR_HEIGHT
  /// 83` stays the bar with the inset.
  @Test func noSafeTabBarIsTheBareBar() {
    let report = Self.lint([
      ("App/UIMacro.h", "#define NO_SAFE_TABBAR_HEIGHT 49.f\n#define SAFE_TABBAR_HEIGHT 83\n")
    ])
    let found = MeasurementPCasesTests.findings(report, rule: "bar_constant", file: "App/UIMacro.h")
    let bare = found.first { $0.location.line == 1 }
    #expect(bare?.message.contains("home-indicator") == false, "\(Self.lines(report))")
    let total = found.first { $0.location.line == 2 }
    #expect(
      total?.message.contains("with the home-indicator inset") == true, "\(Self.lines(report))")
  }

  /// `self = [self init];` in one class's initialiser was tied to another class's `-init` of the
  /// run, which reads the screen (measurement W, after one linted folder became one app:
  /// `EZRootViewController`'s `[self init]` reported through `EZTabbar`'s `-init`). `self` in an
  /// Objective-C method is an instance of the class the file implements: only its methods, or
  /// its ancestors', are reached, where the run gives the class's ancestry. Look-alike: `[self
  /// init]` in a subclass of the class that defines the screen-reading `-init` stays a finding
  /// (and a class whose superclass the run does not give may inherit it: a maybe, as before).
  @Test func selfMessageReachesOnlyTheFilesOwnClasses() {
    let bar = (
      "App/Bar.m",
      """
      @implementation Bar
      -(id)init {
          return [self initWithFrame:CGRectMake(0, [UIScreen mainScreen].bounds.size.height - 49, 320, 49)];
      }
      @end
      """
    )
    let other = Self.lint([
      bar,
      ("App/Root.h", "@interface Root : UIViewController\n@end\n"),
      (
        "App/Root.m",
        """
        @implementation Root
        -(id)initWithDelegate:(id)delegate {
            self = [self init];
            return self;
        }
        @end
        """
      ),
    ])
    #expect(Self.lines(other, "main_screen_bounds", "App/Root.m").isEmpty)
    let subclass = Self.lint([
      bar,
      ("App/SubBar.h", "@interface SubBar : Bar\n@end\n"),
      (
        "App/SubBar.m",
        """
        @implementation SubBar
        -(id)initWithDelegate:(id)delegate {
            self = [self init];
            return self;
        }
        @end
        """
      ),
    ])
    #expect(Self.lines(subclass, "main_screen_bounds", "App/SubBar.m") == [3])
  }
}
