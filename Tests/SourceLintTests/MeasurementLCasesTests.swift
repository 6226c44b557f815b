import Foundation
import SourceLint
import Testing

/// Measurement L's misses, false alarms and wrong messages (30 November 2026, tenth round;
/// `Documentation/SourceLint.md`, "Fresh measurement L"): each a small rewrite of the real case,
/// never the real file, with a look-alike that must not change.
@Suite struct MeasurementLCasesTests {
  static func lint(_ files: [(String, String)]) -> LintReport {
    MeasurementJCasesTests.lint(files)
  }

  static func found(_ report: LintReport, _ rule: String) -> [String] {
    MeasurementJCasesTests.found(report, rule)
  }

  /// YCLProject keeps its device macros in the prefix header (`HJC-PrefixHeader.pch`), which
  /// Xcode includes in every file of the target; a folder walk skipped `.pch`, so the macros
  /// were "defined nowhere" and `navView.minY = kStateHeight` was not found. The look-alike: a
  /// `.txt` beside it is still not read.
  @Test func aPrefixHeaderIsRead() throws {
    let folder = try HostileSourceTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try """
    #ifdef __OBJC__
    #define kStateHeight [UIApplication sharedApplication].statusBarFrame.size.height
    #define kSafeAreaBottomHeight (kScreenH == 812.0 ? 34 : 0)
    #define kScreenH CGRectGetHeight([UIScreen mainScreen].bounds)
    #endif
    """.write(toFile: folder + "/App-Prefix.pch", atomically: true, encoding: .utf8)
    try """
    #define kTopBar [UIApplication sharedApplication].statusBarFrame.size.height
    """.write(toFile: folder + "/notes.txt", atomically: true, encoding: .utf8)
    try """
    @implementation NavController
    - (void)layout {
        self.navView.minY = kStateHeight;
        self.footer.frame = CGRectMake(0, kScreenH - kSafeAreaBottomHeight - 49, 320, 49);
    }
    @end
    """.write(toFile: folder + "/NavController.m", atomically: true, encoding: .utf8)
    let report = Linter().lint(paths: [folder])
    let files = Set(report.findings.map { ($0.location.file as NSString).lastPathComponent })
    #expect(files.contains("App-Prefix.pch"))
    #expect(!files.contains("notes.txt"))
    let controller = report.findings.filter { $0.location.file.hasSuffix("NavController.m") }
    #expect(controller.contains { $0.rule == "status_bar_frame" && $0.location.line == 3 })
    #expect(controller.contains { $0.rule == "bar_constant" && $0.location.line == 4 })
    #expect(SourceLanguage.of(path: "App/App-Prefix.pch") == .objectiveC)
    #expect(SourceLanguage.of(path: "App/notes.txt") == nil)
  }

  /// PeasNovel's `UIDevice` extension: getters that guard the idiom, then read the key window
  /// inside `if #available(iOS 11.0, *) { guard let … else { return … } … }` and fall through
  /// to a last `return`. They were not read as definitions, so `75 +
  /// UIDevice.current.safeAreaInsets.bottom` and the flag's uses were not found (5 labels
  /// missed, 9 found only as the screen beside them). The look-alikes: a view's own
  /// `safeAreaInsets`, and a getter that reads no window.
  @Test func getterReadingTheKeyWindowBehindAvailability() {
    let report = Self.lint([
      (
        "App/Vendor/UIDevice+Window.swift",
        """
        import UIKit
        extension UIDevice {
            var isNotchedPhone: Bool {
                if self.userInterfaceIdiom != .phone {
                    return false
                }
                if #available(iOS 11.0, *) {
                    guard let main = UIApplication.shared.keyWindow else {
                        return false
                    }
                    if main.safeAreaInsets.bottom > 0.0 {
                        return true
                    }
                }
                return false
            }
            var safeAreaInsets: UIEdgeInsets {
                if self.userInterfaceIdiom != .phone {
                    return .zero
                }
                if #available(iOS 11.0, *) {
                    guard let main = UIApplication.shared.keyWindow else {
                        return .zero
                    }
                    return main.safeAreaInsets
                }
                return .zero
            }
            var plainInsets: UIEdgeInsets {
                if self.userInterfaceIdiom != .phone {
                    return .zero
                }
                return UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
            }
        }
        """
      ),
      (
        "App/Reader/ReaderController.swift",
        """
        import UIKit
        final class ReaderController: UIViewController {
            struct Sizes {
                static let bannerHeight: CGFloat = 75 + UIDevice.current.safeAreaInsets.bottom
            }
            func layout() {
                banner.frame.origin.y = view.bounds.height - Sizes.bannerHeight
                bar.snp.makeConstraints { $0.bottom.equalTo(-UIDevice.current.safeAreaInsets.bottom) }
                header.frame.size.height = UIDevice.current.isNotchedPhone ? 120 : 140
                footer.frame.size.height = 40 + view.safeAreaInsets.bottom
                spacer.frame.size.height = UIDevice.current.plainInsets.bottom
            }
        }
        """
      ),
    ])
    let window = Self.found(report, "window_safe_area").filter { $0.hasPrefix("App/Reader") }
    // (`Sizes.bannerHeight`, line 4, a constant built on the getter, is not found yet.)
    #expect(window.contains("App/Reader/ReaderController.swift:8"))
    #expect(Self.found(report, "notch_flag").contains("App/Reader/ReaderController.swift:9"))
    #expect(
      !report.findings.contains {
        $0.location.file.hasPrefix("App/Reader") && [10, 11].contains($0.location.line)
      })
  }

  /// ygxq_patient's `public let zz_screen = UIScreen.main`, read through in the same file
  /// (`zz_screen.bounds.height`): 17 messages said "'zz_screen.bounds.height' is not defined in
  /// the files linted" and the two screen reads were missed. The look-alike: a `var` holding
  /// another screen is not the main screen.
  @Test func aConstantHoldingTheMainScreen() {
    let report = Self.lint([
      (
        "App/Util/UIScreen+Sizes.swift",
        """
        import UIKit
        public let mainScreen = UIScreen.main
        public var shownScreen = UIScreen.main
        public extension UIScreen {
            static var appHeight: CGFloat {
                return mainScreen.bounds.height
            }
            static var shownHeight: CGFloat {
                return shownScreen.bounds.height
            }
            static var tallPhone: Bool {
                return appHeight == 812 || appHeight == 896
            }
            static var navHeight: CGFloat {
                return tallPhone ? 88 : 64
            }
        }
        """
      )
    ])
    #expect(Self.found(report, "main_screen_bounds") == ["App/Util/UIScreen+Sizes.swift:6"])
    #expect(!report.findings.contains { ($0.evaluation?.summary ?? "").contains("not defined") })
    let nav = report.findings.first { $0.location.line == 15 }
    #expect(nav?.rule == "bar_constant")
    #expect(nav?.evaluation?.summary.contains("wrong on") == true)
  }

  /// fzg's `ScreenInfo.isIphoneX()`: `UIScreen.main.bounds.equalTo(CGRect(x: 0, y: 0, width:
  /// 375, height: 812))`. The screen's bounds start at (0, 0), so it is a size comparison, and
  /// the bar heights chosen on it are evaluated (they said "cannot evaluate: 'isIphoneX' is not
  /// a call the linter can evaluate"). Look-alikes: a rectangle with another origin, and a
  /// view's frame compared with the screen's bounds.
  @Test func screenBoundsEqualToARectangle() {
    let report = Self.lint([
      (
        "App/ScreenInfo.swift",
        """
        import UIKit
        struct ScreenInfo {
            static func isTallPhone() -> Bool {
                return UIScreen.main.bounds.equalTo(CGRect(x: 0, y: 0, width: 375, height: 812))
            }
            static func navHeight() -> CGFloat {
                return isTallPhone() ? 88 : 64
            }
            static func shifted() -> Bool {
                return UIScreen.main.bounds.equalTo(CGRect(x: 10, y: 0, width: 375, height: 812))
            }
            static func fills(_ view: UIView) -> Bool {
                return UIScreen.main.bounds.equalTo(view.frame)
            }
        }
        """
      )
    ])
    let size = report.findings.filter { $0.rule == "device_size_check" }.map(\.location.line)
    #expect(size == [4])
    let check = report.findings.first { $0.location.line == 4 }
    #expect(check?.evaluation?.summary.contains("true on 5 of") == true)
    let nav = report.findings.first { $0.location.line == 7 && $0.rule == "bar_constant" }
    #expect(nav?.evaluation?.summary.contains("wrong on") == true)
  }

  /// PeasNovel's and CartoonSwift's section headers: `referenceSizeForHeaderInSection`
  /// returning `CGSize(width: UIScreen.main.bounds.width, height: 44)`. A vertical flow layout
  /// uses only the height (16 false alarms). Look-alikes: the item size beside it, and the same
  /// header in a file that makes its layout scroll horizontally, stay findings.
  @Test func headerSizesOfAVerticalFlowLayout() {
    let vertical = """
      import UIKit
      final class MallController: UIViewController, UICollectionViewDelegateFlowLayout {
          func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
              if section == 0 { return .zero }
              return CGSize(width: UIScreen.main.bounds.width, height: 44)
          }
          func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize {
              return CGSize(width: kScreenWidth, height: 15)
          }
          func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
              return CGSize(width: UIScreen.main.bounds.width - 32, height: 140)
          }
      }
      """
    let defines = (
      "App/Define.swift", "import UIKit\nlet kScreenWidth = UIScreen.main.bounds.width\n"
    )
    let report = Self.lint([("App/MallController.swift", vertical), defines])
    #expect(
      Self.found(report, "main_screen_bounds") == [
        "App/Define.swift:2", "App/MallController.swift:11",
      ])
    let horizontal = vertical.replacingOccurrences(
      of:
        "func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt",
      with:
        "func setUp() { layout.scrollDirection = .horizontal }\n    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt"
    )
    let sideways = Self.lint([("App/MallController.swift", horizontal), defines])
    #expect(Self.found(sideways, "main_screen_bounds").count == 4)
  }

  /// PeasNovel's reading menu and KBLove's birthday picker: views placed at the screen's height
  /// (`CGRect(x: 0, y: ScreenHeight, width: ScreenWidth, height: h)`, `frame.origin.y =
  /// ScreenHeight`, `CGRectMake(0, [UIScreen mainScreen].bounds.size.height + h, w, h)`) sit
  /// below every window until they are moved up (12 false alarms). The width beside them, and a
  /// view placed at `ScreenHeight - h`, stay findings.
  @Test func viewsHiddenBelowTheScreen() {
    let report = Self.lint([
      (
        "App/Global.swift",
        "import UIKit\nlet ScreenWidth: CGFloat = UIScreen.main.bounds.size.width\nlet ScreenHeight: CGFloat = UIScreen.main.bounds.size.height\n"
      ),
      (
        "App/ReadMenu.swift",
        """
        import UIKit
        final class ReadMenu {
            func setUp() {
                lightView.frame = CGRect(x: 0, y: ScreenHeight, width: ScreenWidth, height: 120)
                bottomView.frame.origin.y = ScreenHeight
                bottomView.frame.origin.y = ScreenHeight - 52
            }
        }
        """
      ),
      (
        "App/Picker.m",
        """
        @implementation PickerController
        - (void)hide {
            _picker.frame = CGRectMake(0, [UIScreen mainScreen].bounds.size.height + _button.bounds.size.height, 320, 216);
            _button.frame = CGRectMake(0, [UIScreen mainScreen].bounds.size.height - 216, 320, 44);
        }
        @end
        """
      ),
    ])
    let menu = report.findings.filter {
      $0.rule == "main_screen_bounds" && !$0.location.file.hasSuffix("Global.swift")
    }
    .map {
      "\(($0.location.file as NSString).lastPathComponent):\($0.location.line):\($0.message.contains("ScreenWidth") ? "w" : $0.message.contains("ScreenHeight") ? "h" : "-")"
    }
    #expect(menu == ["Picker.m:4:-", "ReadMenu.swift:4:w", "ReadMenu.swift:6:h"])
  }

  /// ygxq_patient's vendored Masonry: `- (MASViewAttribute *)mas_topLayoutGuide { return
  /// [[MASViewAttribute alloc] initWithView:self.view item:self.topLayoutGuide …]; }` reads the
  /// guide for the guide (6 false alarms); a controller using the wrapper, or the guide, is
  /// still reported.
  @Test func aMethodNamedForTheGuideItWraps() {
    let report = Self.lint([
      (
        "App/Vendor/UIViewController+Guides.m",
        """
        @implementation UIViewController (Guides)
        - (GuideAttribute *)gd_topLayoutGuide {
            return [[GuideAttribute alloc] initWithView:self.view item:self.topLayoutGuide];
        }
        - (GuideAttribute *)gd_bottomLayoutGuideTop {
            return [[GuideAttribute alloc] initWithView:self.view item:self.bottomLayoutGuide];
        }
        @end
        """
      ),
      (
        "App/Feed/FeedController.m",
        """
        @implementation FeedController
        - (void)viewDidLoad {
            [super viewDidLoad];
            [self.list pinTopTo:self.gd_topLayoutGuide];
            self.footer.anchor = self.bottomLayoutGuide;
        }
        @end
        """
      ),
    ])
    #expect(
      Self.found(report, "deprecated_layout_guide") == [
        "App/Feed/FeedController.m:4", "App/Feed/FeedController.m:5",
      ])
  }

  /// PeasNovel's bookshelf header: `static let headerHeight: CGFloat = 96 + 44 + 20 +
  /// UIApplication.shared.statusBarFrame.height` is a header's height, not the status bar's:
  /// "160 pt too much" said of it was no claim about the status bar (4 wrong messages). The
  /// finding stays, without numbers; the status bar's height alone is still evaluated.
  @Test func aHeightBuiltOnTheStatusBarIsNotTheStatusBar() {
    let report = Self.lint([
      (
        "App/Shelf.swift",
        """
        import UIKit
        struct ShelfSizes {
            static let headerHeight: CGFloat = 96 + 44 + 20 + UIApplication.shared.statusBarFrame.height
            static let statusHeight: CGFloat = UIApplication.shared.statusBarFrame.height
        }
        """
      )
    ])
    let header = report.findings.first { $0.location.line == 3 }
    #expect(header?.rule == "status_bar_frame")
    #expect(header?.evaluation?.summary.contains("too much") != true)
    #expect(header?.evaluation?.summary.contains("wrong on") != true)
    let status = report.findings.first { $0.location.line == 4 }
    #expect(status?.evaluation?.summary.contains("wrong on") == true)
  }

  /// breadtrip's `kIsFullScreen` (`({BOOL full = NO; if (@available(iOS 11.0, *)) { full =
  /// delegate.window.safeAreaInsets.bottom > 0.0; } (full);})`) asks for the home indicator: it
  /// was evaluated as "has a notch" and called wrong on the iPads that have one. A flag named
  /// for the notch made the same way is still a notch flag.
  @Test func aBottomInsetFlagAsksForTheHomeIndicator() {
    let report = Self.lint([
      (
        "App/Config.h",
        """
        #define kIsFullScreen ({BOOL full = NO; if (@available(iOS 11.0, *)) { full = [[UIApplication sharedApplication] delegate].window.safeAreaInsets.bottom > 0.0; } (full);})
        #define kIsNotchPhone ({BOOL notch = NO; if (@available(iOS 11.0, *)) { notch = [[UIApplication sharedApplication] delegate].window.safeAreaInsets.bottom > 0.0; } (notch);})
        """
      )
    ])
    let full = report.findings.first { $0.location.line == 1 && $0.rule == "notch_flag" }
    #expect(full?.message.contains("has a home indicator") == true)
    #expect(full?.evaluation?.summary.contains("iPad") != true)
    let notch = report.findings.first { $0.location.line == 2 && $0.rule == "notch_flag" }
    #expect(notch?.message.contains("has a notch") == true)
  }

  /// Measurement K's left-over, Brick's screen-inch table: `switch (width, height, scale) {
  /// case (375, 812, 3): … }` was not read (a `switch` over a tuple). Each case now compares
  /// element by element (`_` matches anything). The look-alike: the same table over a view's
  /// own bounds.
  @Test func aSwitchOverATupleOfScreenSizes() {
    let report = Self.lint([
      (
        "App/Inch.swift",
        """
        import UIKit
        enum Inch {
            static var topMargin: CGFloat {
                let width = UIScreen.main.bounds.width
                let height = UIScreen.main.bounds.height
                switch (width, height, UIScreen.main.scale) {
                case (320, 568, 2): return 20
                case (375, 812, 3): return 44
                case (414, 896, _): return 48
                default: return 0
                }
            }
            static func fits(_ view: UIView) -> CGFloat {
                switch (view.bounds.width, view.bounds.height) {
                case (375, 812): return 1
                default: return 0
                }
            }
        }
        """
      )
    ])
    let size = report.findings.filter { $0.rule == "device_size_check" }.map(\.location.line)
    #expect(!size.isEmpty)
    #expect(size.allSatisfy { (4...9).contains($0) })
  }

  /// Measurement K's left-over, Brick's `statusBarHeight` getter: its status-bar frame read is
  /// on the line after the name, where the label is; the finding was on the name's line. A
  /// getter that reads it on its name's line keeps it there.
  @Test func aStatusBarGetterIsReportedAtTheRead() {
    let report = Self.lint([
      (
        "App/Screen.swift",
        """
        import UIKit
        enum Screen {
            public static var statusBarHeight: CGFloat {
                if let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene {
                    return scene.statusBarManager?.statusBarFrame.height ?? 0
                }
                return 0
            }
            static var topInset: CGFloat { UIApplication.shared.statusBarFrame.height }
        }
        """
      )
    ])
    #expect(Self.found(report, "status_bar_frame") == ["App/Screen.swift:5", "App/Screen.swift:9"])
  }

  /// Measurement K's left-over: the idiom given to an app's modifier that gives up the safe
  /// area (`.ignoresSafeAreaWith(condition: UIDevice.isIPhone, edges: .top)`) decides where
  /// the content goes. The look-alike: the idiom given to a presentation.
  @Test func theIdiomGivenToAModifierThatGivesUpTheSafeArea() {
    let report = Self.lint([
      (
        "App/UIDevice+Idiom.swift",
        "import UIKit\nextension UIDevice {\n    static var isIPhone: Bool { UIDevice.current.userInterfaceIdiom == .phone }\n}\n"
      ),
      (
        "App/Home.swift",
        """
        import SwiftUI
        struct Home: View {
            @State var shown = false
            var body: some View {
                content
                    .ignoresSafeAreaWith(condition: UIDevice.isIPhone, edges: .top)
                    .sheet(isPresented: $shown) { Text("Hi") }
                    .disabled(UIDevice.isIPhone)
            }
        }
        """
      ),
    ])
    #expect(Self.found(report, "idiom_layout") == ["App/Home.swift:6"])
  }

  /// Measurement J's left-over, Palace's `dynamicTopPadding()`: `let topInset: CGFloat`, given
  /// its value by `if let win = …mainKeyWindow { topInset = win.safeAreaInsets.top } else {
  /// topInset = 0 }`, then `return topInset > 20 ? 60 : 20` — a notch test through the local.
  /// The look-alike: a local given a view's own inset.
  @Test func aLocalGivenItsValueByAnIfLet() {
    let report = Self.lint([
      (
        "App/Detail.swift",
        """
        import UIKit
        final class Detail: UIViewController {
            func topPadding() -> CGFloat {
                let inset: CGFloat
                if let window = UIApplication.shared.windows.first {
                    inset = window.safeAreaInsets.top
                } else {
                    inset = 0
                }
                return inset > 20 ? 60 : 20
            }
            func ownPadding() -> CGFloat {
                let inset: CGFloat
                if isViewLoaded {
                    inset = view.safeAreaInsets.top
                } else {
                    inset = 0
                }
                return inset + 8
            }
        }
        """
      )
    ])
    #expect(Self.found(report, "notch_flag").contains("App/Detail.swift:10"))
    #expect(!report.findings.contains { (12...19).contains($0.location.line) })
  }

  /// Bar heights spelt as apps spell them (PeasNovel's `NavgationBarHeight`, CartoonSwift's
  /// `naviHei`, ygxq_patient's `zz_nav_statusHeight`): they were taken for values chosen on a
  /// notch flag, not for the bars they stand in for (6 labels of the wrong kind). The
  /// look-alike: a value with no bar in its name stays a notch-chosen value.
  @Test func barNamesAsAppsSpellThem() {
    let report = Self.lint([
      (
        "App/Sizes.swift",
        """
        import UIKit
        let isX: Bool = UIScreen.main.bounds.height == 812
        let NavgationBarHeight: CGFloat = isX ? 88 : 64
        let navStatusHeight: CGFloat = isX ? 44 : 20
        let headerHint: CGFloat = isX ? 120 : 100
        let tabBarAdditionHeight: CGFloat = isX ? 34 : 0
        func showHUD() {
            let naviHei = isX ? 88.0 : 64.0
            hud.frame = CGRect(x: 0, y: naviHei, width: 100, height: 100)
        }
        """
      )
    ])
    let bars = Set(report.findings.filter { $0.rule == "bar_constant" }.map(\.location.line))
    #expect(bars.isSuperset(of: [3, 4, 6, 8]))
    #expect(!bars.contains(5))
    #expect(report.findings.contains { $0.location.line == 5 && $0.rule == "notch_flag" })
    let addition = report.findings.first { $0.location.line == 6 }
    #expect(addition?.message.contains("bottom safe-area inset") == true)
  }

  /// breadtrip's `kWindowSafeAreaInset`: a statement-expression macro that wraps its `if` in
  /// `_Pragma(…)` lines and reads `[keyWindow valueForKeyPath:@"safeAreaInsets"]` unboxed with
  /// `UIEdgeInsetsValue`; it was not read, nor were the uses of `kSafeAreaBottom` (4 labels).
  /// The look-alike: the same macro without the window.
  @Test func aStatementExpressionMacroReadingTheKeyWindowByKey() {
    let report = Self.lint([
      (
        "App/Config.h",
        """
        #define kSafeAreaBottom     kWindowInset.bottom
        #define kWindowInset \\
        ({\\
        UIEdgeInsets insets = UIEdgeInsetsMake(20, 0, 0, 0);\\
        UIWindow * keyWindow = [UIApplication sharedApplication].keyWindow;\\
        _Pragma("clang diagnostic push") \\
        if ([keyWindow respondsToSelector:NSSelectorFromString(@"safeAreaInsets")]) {\\
        UIEdgeInsets inset = [[keyWindow valueForKeyPath:@"safeAreaInsets"] UIEdgeInsetsValue];\\
        insets = inset;\\
        }\\
        _Pragma("clang diagnostic pop") \\
        (insets);\\
        })
        #define kPlainInset ({ UIEdgeInsets plain = UIEdgeInsetsMake(20, 0, 0, 0); _Pragma("x") (plain); })
        """
      ),
      (
        "App/TipView.m",
        """
        @implementation TipView
        - (void)layoutSpinner {
            spinner.centerY = self.contentView.height / 2 - kSafeAreaBottom;
            badge.centerY = self.contentView.height / 2 - kPlainInset.bottom;
        }
        @end
        """
      ),
    ])
    let window = Self.found(report, "window_safe_area")
    #expect(window.contains("App/Config.h:2"))
    #expect(window.contains("App/TipView.m:3"))
    #expect(
      !report.findings.contains { $0.location.file == "App/TipView.m" && $0.location.line == 4 })
  }

  /// fzg's `static let navigationHeight: CGFloat = navBarHeight()`: a constant holding a call
  /// of a helper without parameters is an alias of it, so `ScreenInfo.navigationHeight` in
  /// another file is a use of the bar constant (it was found only as the screen read beside it).
  /// The look-alike: a constant holding a helper that is no bar constant.
  @Test func aConstantHoldingAHelpersValue() {
    let report = Self.lint([
      (
        "App/Info.swift",
        """
        import UIKit
        struct Info {
            static let navigationHeight: CGFloat = navBarHeight()
            static let margin: CGFloat = defaultMargin()
            static private func navBarHeight() -> CGFloat {
                return UIApplication.shared.statusBarFrame.height > 20 ? 88 : 64
            }
            static private func defaultMargin() -> CGFloat {
                return 16
            }
        }
        """
      ),
      (
        "App/HUD.swift",
        """
        import UIKit
        enum HUD {
            static func place(_ hud: UIView) {
                hud.frame = CGRect(x: Info.margin, y: Info.navigationHeight, width: 100, height: 80)
            }
        }
        """
      ),
    ])
    #expect(Self.found(report, "bar_constant").contains("App/HUD.swift:4"))
    #expect(report.findings.filter { $0.location.file == "App/HUD.swift" }.count == 1)
  }

  /// YCLProject's `CGRectMake(0, kStateHeight+44, kScreenWidth, 44)` and `CGFloat toTop =
  /// kStateHeight+44;`: the status bar plus 44 is where the navigation bar ends (found only as
  /// the status-bar read). The look-alike: the status bar plus a margin.
  @Test func theStatusBarPlus44InAStatement() {
    let report = Self.lint([
      (
        "App/Orders.m",
        """
        #define kStateHeight [UIApplication sharedApplication].statusBarFrame.size.height
        @implementation Orders
        - (void)build {
            UIView *header = [[UIView alloc] initWithFrame:CGRectMake(0, kStateHeight+44, 320, 44)];
            CGFloat toTop = kStateHeight+44;
            self.badge.frame = CGRectMake(0, kStateHeight + 10, 40, 20);
        }
        @end
        """
      )
    ])
    #expect(Self.found(report, "bar_constant") == ["App/Orders.m:4", "App/Orders.m:5"])
    #expect(Self.found(report, "status_bar_frame").contains("App/Orders.m:6"))
  }

  /// Measurement J's left-over, Palace's audiobook sample row: `private let toolbarHeight:
  /// CGFloat = 70`, used only as `.frame(height: toolbarHeight)` of the row itself, is the
  /// row's height, not the system toolbar's (2 false alarms). The look-alike: a constant of the
  /// same name that also offsets other content stays a bar constant.
  @Test func aViewsOwnHeightNamedForABar() {
    let row = """
      import SwiftUI
      struct SampleToolbar: View {
          private let toolbarHeight: CGFloat = 70
          var body: some View {
              HStack { Text("Sample"); Spacer() }
                  .frame(height: toolbarHeight)
          }
      }
      """
    #expect(Self.lint([("App/SampleToolbar.swift", row)]).findings.isEmpty)
    let offset = row.replacingOccurrences(
      of: ".frame(height: toolbarHeight)",
      with: ".frame(height: toolbarHeight)\n            .padding(.bottom, toolbarHeight)")
    let report = Self.lint([("App/SampleToolbar.swift", offset)])
    #expect(report.findings.contains { $0.rule == "bar_constant" && $0.location.line == 3 })
  }

  /// YCLProject's `#define kScreenWidth CGRectGetWidth([UIScreen mainScreen].bounds)`: the
  /// screen's width, so `kScreenWidth == 320 ? 120 : 130` is a size check (it became a plain
  /// screen read once the prefix header defining it was read). The look-alike: a view's
  /// bounds' width.
  @Test func aRectanglesWidthThroughCGRectGetWidth() {
    let report = Self.lint([
      (
        "App/Cell.m",
        """
        #define kScreenWidth CGRectGetWidth([UIScreen mainScreen].bounds)
        @implementation Cell
        - (void)layout {
            _time.frame = CGRectMake(8, 10, kScreenWidth == 320 ? 120 : 130, 20);
            _name.frame = CGRectMake(8, 40, CGRectGetWidth(self.bounds) == 320 ? 120 : 130, 20);
        }
        @end
        """
      )
    ])
    #expect(Self.found(report, "device_size_check") == ["App/Cell.m:4"])
  }
}
