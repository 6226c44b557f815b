import DeviceCatalog
import SourceLint
import Testing

/// The misses, false alarms and wrong messages of fresh measurement D (29 November 2026, second
/// round; `Documentation/SourceLint.md`), each as a small rewrite of the real case.
@Suite struct MeasurementDCasesTests {
  static func lint(
    _ files: [(String, String)], rules: Set<String>? = nil, project: String? = nil
  ) -> LintReport {
    let sources = files.map { (name: $0.0, text: $0.1) }
    guard let project else { return Linter(rules: rules).lint(sources: sources) }
    return Linter(rules: rules).lint(
      sources: sources,
      projects: Dictionary(uniqueKeysWithValues: files.map { ($0.0, project) }))
  }

  /// SimpleVote: `class func` helpers that return by `if`/`else`, and their uses from a
  /// controller in another folder of the same app (one inside a SnapKit closure).
  @Test func swiftHelpersThatReturnByBranches() throws {
    let helper = """
      class SVDevice: NSObject {
        class func isIPhoneX() -> Bool {
          if UIScreen.main.bounds.height == 812 {
            return true
          }
          return false
        }
        class func navigationBarOffset() -> Float {
          if self.isIPhoneX() {
            return 88
          } else {
            return 64
          }
        }
      }
      """
    let controller = """
      final class PrepViewController: UIViewController {
        override func viewDidLoad() {
          table.snp.makeConstraints { make in
            make.top.equalTo(self.view).offset(SVDevice.navigationBarOffset())
          }
        }
      }
      """
    let report = Self.lint(
      [("App/Utils/SVDevice.swift", helper), ("App/Vote/Prep.swift", controller)],
      project: "App")
    let found = report.findings.map { "\($0.location.file):\($0.location.line):\($0.rule)" }
    #expect(
      found == [
        "App/Utils/SVDevice.swift:3:notch_flag", "App/Utils/SVDevice.swift:9:bar_constant",
        "App/Vote/Prep.swift:4:bar_constant",
      ])
    // Evaluated through the helper it calls: 88 where `height == 812`, else 64, against
    // where the navigation bar ends.
    let summary = try #require(report.findings[1].evaluation?.summary)
    #expect(!summary.contains("cannot evaluate"))
  }

  /// WBSwiftDemo: `extension UIScreen` members reading `main.bounds`, used as
  /// `UIScreen.navBarAndStatusBarHeight` elsewhere.
  @Test func screenExtensionMembersReadTheMainScreen() {
    let source = """
      extension UIScreen {
        class var screenHeight: CGFloat {
          return main.bounds.height
        }
        class var isIphoneX: Bool {
          return screenHeight >= 812.0
        }
        class var statusBarHeight: CGFloat {
          return isIphoneX ? 44.0 : 20.0
        }
      }
      func layout() {
        bar.frame = CGRect(x: 0, y: 0, width: 10, height: UIScreen.statusBarHeight)
      }
      """
    let report = Self.lint([("UIScreen+Extension.swift", source)])
    #expect(
      report.findings.map { "\($0.location.line):\($0.rule)" } == [
        "3:main_screen_bounds", "6:notch_flag", "9:bar_constant", "13:bar_constant",
      ])
    #expect(!report.findings.contains { $0.message.contains("not defined") })
  }

  /// Glamour11: an idiom test that only gates a size switch is not an idiom finding; the
  /// switch's cases are.
  @Test func anIdiomGuardAroundASizeSwitchIsNotAFinding() {
    let source = """
      func viewDidLoad() {
        if UIDevice().userInterfaceIdiom == .phone {
          switch UIScreen.main.nativeBounds.height {
          case 1334:
            top.constant = 15
          default:
            print("Unknown")
          }
        }
      }
      var hasDynamicIsland: Bool {
        guard UIDevice.current.userInterfaceIdiom == .phone else { return false }
        return true
      }
      """
    let report = Self.lint([("a.swift", source)])
    #expect(report.findings.map(\.rule) == ["device_size_check"])
  }

  /// DiscountClass and ThirdLibPackage: the status bar plus 44 is where the navigation bar
  /// ends, whatever the name (it was compared with the status bar: "44 pt too much").
  @Test func statusBarPlusFortyFourIsTheNavigationBarsBottom() throws {
    let source = """
      #define xStatusBarHeight ([[UIApplication sharedApplication] statusBarFrame].size.height)
      #define xTopHeight (xStatusBarHeight + 44.0f)
      #define kStatusBar_Height (IS_X ? 44 : 20)
      #define kNavigation_Height 44
      #define kNavigationBar_Height kStatusBar_Height + kNavigation_Height
      """
    let report = Self.lint([("a.h", source)], rules: ["bar_constant"])
    let messages = Dictionary(
      report.findings.map { ($0.location.line, $0.message) }, uniquingKeysWith: { a, _ in a })
    #expect(messages[2]?.contains("the navigation bar's bottom edge") == true)
    #expect(messages[5]?.contains("the navigation bar's bottom edge") == true)
    // Independent: status bar + 44 against the navigation bar's bottom, portrait, newest iOS.
    let cells = MessageTruthTests.newestPortrait(DeviceCatalog.devices)
    let wrong = cells.filter {
      let top = $0.device.navigationBarTop(
        orientation: .portrait, statusBarVisible: true, ios: $0.ios)
      let height = $0.device.barMetrics(orientation: .portrait, ios: $0.ios).navigationBarHeight
      return $0.device.statusBarHeight(ios: $0.ios).value + 44 != top.value + height.value
    }
    let summary = try #require(
      report.findings.first { $0.location.line == 2 }?.evaluation?.summary)
    #expect(summary.hasPrefix("wrong on \(wrong.count) of \(cells.count) devices"))
  }

  /// miewah-objc: `[UIConstants isiPhoneX]` from a view in another folder of the same app is
  /// the class method the app defines (it was "not defined in the files linted … right on all
  /// devices").
  @Test func aClassMethodInAnotherFolderOfTheAppIsFound() throws {
    let constants = """
      @implementation UIConstants
      + (BOOL)isiPhoneX {
          if (UIDevice.currentDevice.userInterfaceIdiom != UIUserInterfaceIdiomPhone) {
              return false;
          }
          return UIScreen.mainScreen.nativeBounds.size.height == 2436;
      }
      @end
      """
    let banner = """
      - (void)correctTitleTopMargin {
          self.lbTitleTopConstraint.constant = [UIConstants isiPhoneX] ? 40 : 20;
      }
      """
    let report = Self.lint(
      [("App/Utils/UIConstants.m", constants), ("App/Views/Banner.m", banner)], project: "App")
    let use = try #require(report.findings.first { $0.location.file == "App/Views/Banner.m" })
    #expect(use.rule == "notch_flag")
    #expect(use.message.contains("App/Utils/UIConstants.m"))
    #expect(use.evaluation?.summary.contains("not defined") == false)
  }
}
