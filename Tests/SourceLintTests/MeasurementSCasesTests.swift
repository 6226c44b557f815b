import Findings
import Foundation
import SourceLint
import Testing

/// Measurement S's wrong messages and false alarms (1 December 2026, seventeenth round;
/// `Documentation/SourceLint.md`, "Fresh measurement S"): each a small rewrite of the real case,
/// never the real file, with a look-alike that must still fire.
@Suite struct MeasurementSCasesTests {
  /// Round P's suite's helpers: one project "App", findings of one rule in one file.
  static func lint(_ files: [(String, String)]) -> LintReport { MeasurementPCasesTests.lint(files) }

  static func findings(_ report: LintReport, rule: String, file: String) -> [LintFinding] {
    MeasurementPCasesTests.findings(report, rule: rule, file: file)
  }

  static func lines(_ report: LintReport) -> [String] { MeasurementQCasesTests.lines(report) }

  /// The lines of the findings of `rule` in `file`, sorted.
  static func lines(_ report: LintReport, _ rule: String, _ file: String) -> [Int] {
    findings(report, rule: rule, file: file).map(\.location.line).sorted()
  }

  /// How many findings of `rule` `file` has.
  static func count(_ report: LintReport, _ rule: String, _ file: String) -> Int {
    findings(report, rule: rule, file: file).count
  }

  /// `kTabBarHeight = isIphoneX ? 49 + 34 : 49` with `isIphoneX = kScreenH >= 812` said "wrong
  /// on 41 of 87 devices" (portrait under the newest iOS, not said) while the JSON's
  /// `wrongDevices` of the same finding was 83 (the flag is false in landscape): 67 of 81
  /// evaluations disagreed. The headline now says what it counts and gives both counts, the
  /// same numbers as the JSON's `wrongPortraitDevices` and `wrongDevices`
  /// (`MessageTruthTests` checks the counts against the catalog).
  @Test func theHeadlineSaysWhatItCountsAndAgreesWithTheCounts() throws {
    let report = Self.lint([
      (
        "App/Common.swift",
        """
        import UIKit
        let kScreenH = UIScreen.main.bounds.height
        let isIphoneX = kScreenH >= 812
        let kTabBarHeight: CGFloat = isIphoneX ? 49 + 34 : 49
        """
      )
    ])
    let bar = try #require(
      Self.findings(report, rule: "bar_constant", file: "App/Common.swift").first {
        $0.evaluation != nil
      }, "\(Self.lines(report))")
    let evaluation = try #require(bar.evaluation)
    let counts = evaluation.counts
    #expect(counts.wrongDevices > counts.wrongPortraitDevices, "\(evaluation.summary)")
    #expect(counts.wrongPortraitDevices > 0)
    #expect(
      evaluation.summary.hasPrefix(
        "wrong on \(counts.wrongPortraitDevices) of \(counts.portraitDevices) devices in portrait "
          + "under their newest iOS and on \(counts.wrongDevices) in some orientation or iOS: "),
      "\(evaluation.summary)")
    // `--format json` carries the same counts the headline says.
    let json = JSONReporter().generate(report.findingsReport(evaluations: .summary))
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let objects = try #require(object["findings"] as? [[String: Any]])
    let summaries = objects.compactMap { $0["evaluation"] as? [String: Any] }
    let same = try #require(summaries.first { $0["summary"] as? String == evaluation.summary })
    #expect(same["wrongDevices"] as? Int == counts.wrongDevices)
    #expect(same["wrongPortraitDevices"] as? Int == counts.wrongPortraitDevices)
    #expect(same["portraitDevices"] as? Int == counts.portraitDevices)
  }

  // MARK: False alarms

  /// `layout.headerReferenceSize = CGSizeMake(CJUIScreenW, CJHeaderViewH)`: a flow layout
  /// scrolling vertically (its default) uses only the height of a header's size (Apple,
  /// `UICollectionViewFlowLayout.headerReferenceSize`). The Swift reader dropped the width
  /// already, the Objective-C reader did not (2 false alarms). Look-alikes: the item size in the
  /// same method, and a header size in a file whose layout scrolls horizontally.
  @Test func aFlowLayoutHeaderSizeWidthIsNotLayoutInObjectiveC() {
    let report = Self.lint([
      ("App/Common.h", "#define CJUIScreenW [UIScreen mainScreen].bounds.size.width\n"),
      (
        "App/Game.m",
        """
        #import "Common.h"
        - (UICollectionView *)collectionView {
            UICollectionViewFlowLayout *layout = [[UICollectionViewFlowLayout alloc] init];
            layout.headerReferenceSize = CGSizeMake(CJUIScreenW, 40);
            layout.itemSize = CGSizeMake(CJUIScreenW / 2, 100);
            return nil;
        }
        """
      ),
      (
        "App/Banner.m",
        """
        #import "Common.h"
        - (UICollectionView *)collectionView {
            UICollectionViewFlowLayout *layout = [[UICollectionViewFlowLayout alloc] init];
            layout.scrollDirection = UICollectionViewScrollDirectionHorizontal;
            layout.headerReferenceSize = CGSizeMake(CJUIScreenW, 40);
            return nil;
        }
        """
      ),
    ])
    #expect(Self.lines(report, "main_screen_bounds", "App/Game.m") == [5], "\(Self.lines(report))")
    #expect(
      Self.lines(report, "main_screen_bounds", "App/Banner.m") == [5], "\(Self.lines(report))")
  }

  /// `referenceSizeForHeaderInSection` returning `section == 0 ? CGSize(width: kScreenW,
  /// height: …) : CGSize(width: kScreenW, height: …)`: each branch is a header's size, whose
  /// width the layout does not use (1 false alarm; one `CGSize` was already read so). The
  /// look-alike, an item size chosen the same way, stays.
  @Test func aHeaderSizeChosenBySectionKeepsOnlyItsHeights() {
    let report = Self.lint([
      (
        "App/Discover.swift",
        """
        import UIKit
        let kScreenW = UIScreen.main.bounds.width
        class Discover: UIViewController, UICollectionViewDelegateFlowLayout {
          func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
            return section == 0 ? CGSize(width: kScreenW, height: 180) : CGSize(width: kScreenW, height: 50)
          }
          func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
            return indexPath.item == 0 ? CGSize(width: kScreenW, height: 180) : CGSize(width: kScreenW / 2, height: 50)
          }
        }
        """
      )
    ])
    #expect(
      Self.lines(report, "main_screen_bounds", "App/Discover.swift") == [2, 8],
      "\(Self.lines(report))")
  }

  /// `self.myTableView.tableHeaderView = [self creatTableHeaderView];`, the header made in that
  /// method with the screen's width: the table sets its header's width (Apple,
  /// `UITableView.tableHeaderView`; 2 false alarms). The frame was reported again where the
  /// local holding the header was used (`[headerV addSubview:…]`), and a background image view
  /// (`UIImageView *bgView = [[UIImageView alloc] initWithFrame:kScreen_Bounds]`, a cover) where
  /// it was declared, read as `UIImageView * bgView` with its value put in. A view's height from
  /// the screen and a button kept in an instance variable, sized by the screen's width, stay
  /// findings.
  @Test func aTableHeaderMadeByAMethodKeepsItsHeight() {
    let report = Self.lint([
      (
        "App/Macros.h",
        """
        #define kScreen_Width [UIScreen mainScreen].bounds.size.width
        #define kScreen_Height [UIScreen mainScreen].bounds.size.height
        """
      ),
      (
        "App/Login.m",
        """
        #import "Macros.h"
        @implementation Login
        - (void)viewDidLoad {
            self.myTableView.tableHeaderView = [self creatTableHeaderView];
        }
        - (UIView *)creatTableHeaderView {
            UIView *headerV = [[UIView alloc] initWithFrame:CGRectMake(0, 0, kScreen_Width, 100)];
            UIView *tallV = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 10, kScreen_Height / 3)];
            _loginBtn = [UIButton buttonWithTitle:@"Log in" andFrame:CGRectMake(18, 20, kScreen_Width - 36, 45)];
            [headerV addSubview:tallV];
            return headerV;
        }
        - (UIImageView *)bgBlurredView {
            UIImageView *bgView = [[UIImageView alloc] initWithFrame:[UIScreen mainScreen].bounds];
            bgView.contentMode = UIViewContentModeScaleAspectFill;
            return bgView;
        }
        @end
        """
      ),
    ])
    #expect(
      Self.lines(report, "main_screen_bounds", "App/Login.m") == [8, 9], "\(Self.lines(report))")
  }

  /// Full-screen overlays made so in their own initialiser (`super.init(frame: CGRect(x: 0, y:
  /// 0, width: kScreenWidth, height: kScreenHeight))` of a purchase-result view, `self.frame =
  /// [UIScreen mainScreen].bounds` of a city picker added to the key window) and a cover button
  /// whose frame is set (`self.coverBtn.frame = …`): each covers its window in every window, as
  /// R's covers named so do (3 false alarms). Look-alikes: a subview given the screen's rectangle
  /// in the same initialisers, and a table's frame set the same way.
  @Test func viewsFillingTheScreenInTheirOwnInitCoverTheWindow() {
    let report = Self.lint([
      (
        "App/Success.swift",
        """
        import UIKit
        let kScreenWidth = UIScreen.main.bounds.width
        let kScreenHeight = UIScreen.main.bounds.height
        private class SuccessView: UIView {
          override init(frame: CGRect) {
            super.init(frame: CGRect(x: 0, y: 0, width: kScreenWidth, height: kScreenHeight))
            content.frame = CGRect(x: 0, y: 0, width: kScreenWidth, height: kScreenHeight)
          }
        }
        """
      ),
      (
        "App/ChangeCity.m",
        """
        @implementation ChangeCityView
        - (instancetype)initWithFrame:(CGRect)frame {
            if (self = [super initWithFrame:frame]) {
                self.frame = [UIScreen mainScreen].bounds;
                self.listView.frame = [UIScreen mainScreen].bounds;
            }
            return self;
        }
        - (void)startChangeCity {
            self.coverBtn.frame = [UIScreen mainScreen].bounds;
            self.tableView.frame = [UIScreen mainScreen].bounds;
        }
        @end
        """
      ),
    ])
    #expect(
      Self.lines(report, "main_screen_bounds", "App/Success.swift") == [2, 3, 7],
      "\(Self.lines(report))")
    #expect(
      Self.lines(report, "main_screen_bounds", "App/ChangeCity.m") == [5, 11],
      "\(Self.lines(report))")
  }

  /// `id topLayoutGuide = self.topLayoutGuide;` then `NSDictionaryOfVariableBindings(aView,
  /// topLayoutGuide)`: the local, not the guide, is bound; the guide was read, and reported,
  /// where the local was set (4 findings again). The read stays a finding, and so does the
  /// property set through a parameter (`viewController.automaticallyAdjustsScrollViewInsets`).
  @Test func aLocalNamedLikeTheLayoutGuideIsTheLocal() {
    let report = Self.lint([
      (
        "App/Rotate.m",
        """
        @implementation Rotate
        - (void)updateViewConstraints {
            UIView *aView = self.aView;
            id topLayoutGuide = self.topLayoutGuide;
            id bottomLayoutGuide = self.bottomLayoutGuide;
            NSDictionary *views = NSDictionaryOfVariableBindings(aView, topLayoutGuide, bottomLayoutGuide);
        }
        - (void)pushViewController:(UIViewController *)viewController animated:(BOOL)animated {
            viewController.automaticallyAdjustsScrollViewInsets = NO;
        }
        @end
        """
      )
    ])
    #expect(
      Self.lines(report, "deprecated_layout_guide", "App/Rotate.m") == [4, 5, 9],
      "\(Self.lines(report))")
  }

  /// An image filter's target size from the screen (`AspectScaledToFitSizeFilter(size:
  /// CGSize(width: UIScreen.main.bounds.size.width, …))`, AlamofireImage): an image is scaled,
  /// no view placed (2 false alarms). The look-alike, a frame from the screen, stays.
  @Test func anImageFilterSizeIsNotLayout() {
    let report = Self.lint([
      (
        "App/ImageView.swift",
        """
        import UIKit
        extension UIImageView {
          func load(url: URL?, filter: AspectScaledToFitSizeFilter = AspectScaledToFitSizeFilter(size: CGSize(width: UIScreen.main.bounds.size.width, height: UIScreen.main.bounds.size.height * 0.3))) {
          }
          func place() { frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.size.width, height: 10) }
        }
        """
      )
    ])
    #expect(
      Self.lines(report, "main_screen_bounds", "App/ImageView.swift") == [5],
      "\(Self.lines(report))")
  }

  // MARK: Misses

  /// A bridging header's `#define IS_IPHONE_5 (IS_IPHONE && SCREEN_MAX_LENGTH == 568.0)` over a
  /// name its Objective-C never defines (4 misses): read as the screen's longer side by its name,
  /// as an undefined `SCREEN_HEIGHT` is read as the height, and the claim says so. The
  /// look-alike, a length named for something else, is nothing.
  @Test func anUndefinedScreenSideIsReadByItsName() throws {
    let report = Self.lint([
      (
        "App/Bridging-Header.h",
        """
        #define IS_IPHONE (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPhone)
        #define IS_IPHONE_5 (IS_IPHONE && SCREEN_MAX_LENGTH == 568.0)
        #define IS_LONG_NAME (NAME_MAX_LENGTH == 568.0)
        """
      )
    ])
    #expect(
      Self.lines(report, "device_size_check", "App/Bridging-Header.h") == [2],
      "\(Self.lines(report))")
    let summary = try #require(
      Self.findings(report, rule: "device_size_check", file: "App/Bridging-Header.h").first?
        .evaluation?.summary)
    #expect(
      summary.hasPrefix(
        "if 'SCREEN_MAX_LENGTH' (not defined in the files linted) is the main screen's longer "
          + "side: true on "), "\(summary)")
    #expect(
      report.notes.contains {
        $0.message.contains(
          "'SCREEN_MAX_LENGTH' is not defined in the files linted; read as "
            + "the main screen's longer side")
      })
  }

  /// `if (statusBarOrientation == UIInterfaceOrientationPortrait) { view =
  /// self.playerUIPortraitView; } else { view = self.playerUILandscapeView; }`, a danmaku view
  /// shown only in landscape, visual-format constraints installed per orientation: the
  /// orientation chooses what is laid out (5 misses). The look-alike, an orientation test that
  /// only reloads data, is nothing.
  @Test func orientationChoosingViewsOrConstraintsIsLayout() {
    let report = Self.lint([
      (
        "App/Live.m",
        """
        @implementation Live
        - (void)showPlayerUI {
            UIView * view = nil;
            if ([UIApplication sharedApplication].statusBarOrientation == UIInterfaceOrientationPortrait) {
                view = self.playerUIPortraitView;
            } else {
                view = self.playerUILandscapeView;
            }
            if ([UIApplication sharedApplication].statusBarOrientation == UIInterfaceOrientationLandscapeLeft) {
                self.danMuView.hidden = NO;
            }
            if ([[UIApplication sharedApplication] statusBarOrientation] == UIInterfaceOrientationPortrait) {
                [self.view addConstraints:self.portraitConstraints];
            }
            if ([UIApplication sharedApplication].statusBarOrientation == UIInterfaceOrientationPortrait) {
                [self.tableView reloadData];
            }
        }
        @end
        """
      )
    ])
    #expect(
      Self.lines(report, "orientation_layout", "App/Live.m") == [4, 9, 12], "\(Self.lines(report))")
  }

  /// `_collectionView.contentInset = UIEdgeInsetsMake(64, 0, 49, 0)`: the insets
  /// `automaticallyAdjustsScrollViewInsets` would have added for the navigation and tab bars,
  /// written as numbers (3 misses, one through a local `CGFloat topOffset = 64;`). The
  /// look-alikes, a header's inset of 60 and an inset from a named header height, are nothing.
  @Test func scrollInsetsOfTheBarsNumbersStandInForTheBars() {
    let report = Self.lint([
      (
        "App/Recommend.m",
        """
        @implementation Recommend
        - (void)viewDidLoad {
            _collectionView.contentInset = UIEdgeInsetsMake(64, 0, 49, 0);
            CGFloat topOffset = 64;
            _listView.contentInset = UIEdgeInsetsMake(topOffset, 0, 0, 0);
            _tableView.contentInset = UIEdgeInsetsMake(60.0f, 0.0f, 0.0f, 0.0f);
            _otherView.contentInset = UIEdgeInsetsMake(kHeaderViewH, 0, 0, 0);
        }
        @end
        """
      )
    ])
    let bars = Self.findings(report, rule: "bar_constant", file: "App/Recommend.m")
    #expect(bars.map(\.location.line) == [3, 3, 5], "\(Self.lines(report))")
    #expect(
      bars.map(\.message) == [
        "'contentInset' stands in for the navigation bar's bottom edge with fixed numbers",
        "'contentInset' stands in for the tab bar's height with the home-indicator inset with "
          + "fixed numbers",
        "'contentInset' stands in for the navigation bar's bottom edge with fixed numbers",
      ])
  }

  /// `CGRect(x: 0, y: 64.0, width: w, height: self.view.bounds.height - 64.0 - 44.0)`: content
  /// placed under a navigation bar ending at 64 and made as much shorter (2 misses). The
  /// look-alikes, a view at y 64 whose height is its own, and a frame whose height takes away a
  /// different number, are nothing.
  @Test func aFrameBelowTheBarsByTheirNumbersStandsInForThem() {
    let report = Self.lint([
      (
        "App/Home.swift",
        """
        import UIKit
        class Home: UIViewController {
          func setUp() {
            pageView.frame = CGRect(x: 0, y: 64.0, width: view.bounds.width, height: self.view.bounds.height - 64.0 - 44.0)
            badge.frame = CGRect(x: 0, y: 64, width: 40, height: 40)
            listView.frame = CGRect(x: 0, y: 64, width: view.bounds.width, height: self.view.bounds.height - 120)
          }
        }
        """
      )
    ])
    #expect(Self.lines(report, "bar_constant", "App/Home.swift") == [4], "\(Self.lines(report))")
  }

  /// `_navBar = [[UINavigationBar alloc] initWithFrame:CGRectMake(0, 0, SCREEN_WIDTH, 64)]`: a
  /// standalone navigation bar made as tall as the bar once ended (2 labels reported only as
  /// the screen read). The look-alikes, a plain view 64 pt tall and a navigation bar of another
  /// height, are no bar constant.
  @Test func aBarMadeByHandWithABarsHeightStandsInForIt() {
    let report = Self.lint([
      (
        "App/Visible.m",
        """
        @implementation Visible
        - (instancetype)init {
            _navBar = [[UINavigationBar alloc] initWithFrame:CGRectMake(0, 0, SCREEN_WIDTH, 64)];
            _header = [[UIView alloc] initWithFrame:CGRectMake(0, 0, SCREEN_WIDTH, 64)];
            _bigBar = [[UINavigationBar alloc] initWithFrame:CGRectMake(0, 0, SCREEN_WIDTH, 100)];
            return self;
        }
        @end
        """
      ),
      (
        "App/Tabs.swift",
        """
        import UIKit
        let tabBar = UITabBar(frame: CGRect(x: 0, y: 0, width: 320, height: 49))
        """
      ),
    ])
    #expect(Self.lines(report, "bar_constant", "App/Visible.m") == [3], "\(Self.lines(report))")
    #expect(Self.lines(report, "bar_constant", "App/Tabs.swift") == [2], "\(Self.lines(report))")
  }

  /// `static var kScreenBottomInset: CGFloat = { … UIApplication.shared.keyWindow …
  /// safeAreaInsets.bottom … }()`: a stored property initialised by a closure holds what the
  /// closure returns; its uses lay out with the key window's inset (3 misses, 1 reported only
  /// as the screen). The look-alike, a closure returning a design number, is nothing.
  @Test func aClosureInitialisedPropertyHoldsWhatItReturns() {
    let report = Self.lint([
      (
        "App/Constants.swift",
        """
        import UIKit
        struct Constants {
          static var kScreenBottomInset: CGFloat = {
            if #available(iOS 11.0, *) {
              let window = UIApplication.shared.keyWindow
              return window?.safeAreaInsets.bottom ?? 0
            } else {
              return 0
            }
          }()
          static var kCornerRadius: CGFloat = { return 8 }()
        }
        """
      ),
      (
        "App/Purchase.swift",
        """
        import UIKit
        class Purchase: UIViewController {
          func layout() {
            sheet.frame.size.height = 272 + Constants.kScreenBottomInset
            card.layer.cornerRadius = Constants.kCornerRadius
          }
        }
        """
      ),
    ])
    #expect(
      Self.lines(report, "window_safe_area", "App/Purchase.swift") == [4], "\(Self.lines(report))")
    #expect(
      report.findings.filter { $0.location.line == 5 && $0.location.file == "App/Purchase.swift" }
        .isEmpty)
  }

  /// `let bgIvHeight = 126 + Constants.kStatusBarHeight` in a controller's body: a stored
  /// property's initialiser runs when the controller is made and lays out as a statement does
  /// (2 misses). The look-alike, a stored property of design numbers, is nothing.
  @Test func aStoredPropertyUsingABarConstantIsAUse() {
    let report = Self.lint([
      (
        "App/Constants.swift",
        """
        import UIKit
        struct Constants {
          static let kStatusBarHeight: CGFloat = 20
        }
        """
      ),
      (
        "App/Theme.swift",
        """
        import UIKit
        class HomeThemeViewController: UIViewController {
          let bgIvHeight = 126 + Constants.kStatusBarHeight
          let rowHeight: CGFloat = 44 + 8
        }
        """
      ),
    ])
    #expect(
      Self.lines(report, "bar_constant", "App/Theme.swift") == [3], "\(Self.lines(report))")
  }
}
