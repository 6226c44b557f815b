import DeviceCatalog
import SourceLint
import Testing

/// Issue 29's classes of false alarms, wrong messages and misses, each as a small rewrite of
/// the real case (not the real file).
@Suite struct Issue29CasesTests {
  static func lint(_ files: [(String, String)], rules: Set<String>? = nil) -> LintReport {
    Linter(rules: rules).lint(sources: files.map { (name: $0.0, text: $0.1) })
  }

  // MARK: Fallbacks are not findings

  @Test func versionMacrosMarkFallbacks() {
    let source = """
      #define kNavBarHeight 64
      void a(void) {
        if (IOS11_OR_LATER) { v.frame = self.view.safeAreaLayoutGuide.layoutFrame; }
        else { v.frame = CGRectMake(0, kNavBarHeight, 1, 1); }
      }
      void b(void) {
        if (SYSTEM_VERSION_LESS_THAN(@"11.0")) { v.frame = CGRectMake(0, kNavBarHeight, 1, 1); }
      }
      void c(void) {
        if (!IOS8_OR_LATER) { self.automaticallyAdjustsScrollViewInsets = NO; }
      }
      void d(void) {
        if ([UIDevice currentDevice].systemVersion.floatValue < 11.0) { t.y = kNavBarHeight; }
      }
      """
    let report = Self.lint([("a.m", source)])
    // Only the definition itself; no use in a fallback.
    #expect(report.findings.map(\.location.line) == [1])
  }

  @Test func declarationsAreNotUses() {
    let header = """
      extern const CGFloat kTabBarHeight;
      @interface Metrics : NSObject
      + (BOOL)isIPhoneX;
      @property (nonatomic, readonly) CGFloat navBarHeight;
      @end
      """
    let implementation = "const CGFloat kTabBarHeight = 49;\n"
    let report = Self.lint([("Metrics.h", header), ("Metrics.m", implementation)])
    #expect(report.findings.map(\.location.file) == ["Metrics.m"])
  }

  @Test func nonIOSBranchesAreNotRead() {
    let objc = """
      #if TARGET_OS_IOS
      #define IS_IPHONEX ([UIScreen mainScreen].bounds.size.height == 812)
      #else
      const BOOL IS_IPHONEX = NO;
      #endif
      #if TARGET_OS_OSX
      #define kTabBarHeight 49
      #endif
      """
    let report = Self.lint([("a.h", objc)])
    #expect(report.findings.map(\.location.line) == [2])
    let swift = """
      #if os(macOS)
      let kTabBarHeight: CGFloat = 49
      #elseif os(iOS)
      let kNavBarHeight: CGFloat = 64
      #endif
      """
    #expect(Self.lint([("a.swift", swift)]).findings.map(\.location.line) == [4])
  }

  @Test func namesResolveWithinAProjectAndParametersAreLocals() {
    let other = "#define width 812\n"
    let mine =
      "- (void)layoutWithWidth:(CGFloat)width { if (width == 375) { v.frame = CGRectMake(0, 0, width, 1); } }\n"
    let crossProject = Linter().lint(
      sources: [("A/Macros.h", other), ("B/View.m", mine)],
      projects: ["A/Macros.h": "A", "B/View.m": "B"])
    #expect(!crossProject.findings.contains { $0.location.file == "B/View.m" })
    // Without projects, the parameter still shadows the macro.
    let oneRun = Self.lint([("A/Macros.h", other), ("B/View.m", mine)])
    #expect(!oneRun.findings.contains { $0.location.file == "B/View.m" })
  }

  @Test func theStatusBarsOwnRectangleIsNotAMetric() {
    let source = """
      - (void)tapped:(CGPoint)point {
        if (CGRectContainsPoint([UIApplication sharedApplication].statusBarFrame, point)) { [self top]; }
      }
      """
    #expect(Self.lint([("a.m", source)], rules: ["status_bar_frame"]).findings.isEmpty)
  }

  // MARK: Messages

  @Test func sizeNamedModelsAreNotNotchFlags() {
    #expect(NameMeaning.isNotchName("isIPhoneX"))
    #expect(NameMeaning.isNotchName("IS_IPHONE_X_SERIES"))
    #expect(!NameMeaning.isNotchName("isIPhoneXMax"))
    #expect(!NameMeaning.isNotchName("isIPhoneXR"))
    #expect(!NameMeaning.isNotchName("IS_IPHONE_X_XS"))
    #expect(!NameMeaning.isNotchName("isBeforeIphoneX"))
  }

  @Test func aTabBarChosenAsASumIsTheTotalHeight() throws {
    let report = Self.lint(
      [("a.h", "#define kTabBarHeight ([Util isiPhoneX] ? (49 + 34) : 49)\n")],
      rules: ["bar_constant"])
    let evaluation = try #require(report.findings.first?.evaluation)
    #expect(evaluation.metric == .tabBarTotalHeight)
  }

  @Test func iPadConstantsCountOnlyIPads() throws {
    let report = Self.lint([("a.h", "#define kIPadNavBarHeight 50\n")], rules: ["bar_constant"])
    let evaluation = try #require(report.findings.first?.evaluation)
    let pads = Set(DeviceCatalog.devices.filter { $0.idiom == .pad }.map(\.name))
    #expect(Set(evaluation.cells.map(\.device)) == pads)
    #expect(evaluation.summary.contains("iPads"))
  }

  // MARK: Misses

  @Test func helperCachingInAStaticIsRead() throws {
    let source = """
      static BOOL cached;
      @implementation Device
      + (BOOL)isIphoneX {
        static dispatch_once_t onceToken;
        dispatch_once(&onceToken, ^{
          if (@available(iOS 11.0, *)) {
            cached = [UIApplication sharedApplication].delegate.window.safeAreaInsets.bottom > 0.0;
          } else {
            cached = NO;
          }
        });
        return cached;
      }
      @end
      #define DEF_BOTTOM_SAFEAREA_HEIGHT ([Device isIphoneX] ? 34.0f : 0.0f)
      """
    let report = Self.lint([("Device.m", source)], rules: ["bar_constant"])
    let evaluation = try #require(report.findings.first?.evaluation)
    #expect(evaluation.assumptions.isEmpty)
    #expect(!evaluation.summary.hasPrefix("cannot evaluate"))
  }

  @Test func localsAreFollowed() {
    let source = """
      BOOL isX(void) {
        CGFloat height = MAX([UIScreen mainScreen].bounds.size.width, [UIScreen mainScreen].bounds.size.height);
        return height == 812;
      }
      """
    let report = Self.lint([("a.m", source)], rules: ["device_size_check"])
    #expect(!report.findings.isEmpty)
  }

  @Test func undefinedScreenMacrosAreReadByNameWithANote() throws {
    let source =
      "void f(void) { if (SCREEN_HEIGHT == 812) { v.frame = CGRectMake(0, 88, 1, 1); } }\n"
    let report = Self.lint([("a.m", source)], rules: ["device_size_check"])
    let finding = try #require(report.findings.first)
    #expect(finding.message.contains("'SCREEN_HEIGHT', defined nowhere"))
    #expect(report.notes.contains { $0.message.hasPrefix("'SCREEN_HEIGHT' is not defined") })
  }

  @Test func preferredModeAndBareScrollViewInsetsAreRead() {
    let mode =
      "#define IS_X CGSizeEqualToSize([UIScreen mainScreen].preferredMode.size, CGSizeMake(1125, 2436))\n"
    #expect(!Self.lint([("a.h", mode)]).findings.isEmpty)
    let insets = "- (void)viewDidLoad { automaticallyAdjustsScrollViewInsets = NO; }\n"
    #expect(
      Self.lint([("a.m", insets)], rules: ["deprecated_layout_guide"]).findings.count == 1)
  }
}
