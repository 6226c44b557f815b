import Findings
import Foundation
import SourceLint
import Testing

/// Measurement Y's false alarms and misses (2 December 2026, twenty-third round;
/// `Documentation/SourceLint.md`, "Fresh measurement Y"): each a small rewrite of the real case,
/// never the real file, with a look-alike that must stay as it was.
@Suite struct RoundYLintCasesTests {
  static func lint(_ files: [(String, String)]) -> LintReport { MeasurementPCasesTests.lint(files) }

  static func lines(_ report: LintReport) -> [String] { MeasurementQCasesTests.lines(report) }

  static func lines(_ report: LintReport, _ rule: String, _ file: String) -> [Int] {
    MeasurementPCasesTests.findings(report, rule: rule, file: file).map(\.location.line).sorted()
  }

  /// A chat screen's `#define kInputToolBarHeight 50` and its uses placing the app's own input
  /// bar were reported "stands in for the toolbar's height with fixed numbers" (measurement Y:
  /// 15 false alarms in two copies of a chat controller): UIKit has no system input bar — the
  /// view over the keyboard is the app's own (`UIResponder.inputAccessoryView`). Look-alikes:
  /// a toolbar's height named as such (`kToolBarHeight 44`) stays a finding, and the screen read
  /// on the input bar's line stays one.
  @Test func inputBarNamedAsAToolbarIsTheAppsOwnView() {
    let report = Self.lint([
      (
        "Chat/ChatController.m",
        """
        #define kMainScreenFrame [[UIScreen mainScreen] bounds]
        #define kMainScreenWidth kMainScreenFrame.size.width
        #define kInputToolBarHeight 50
        #define kToolBarHeight 44
        @implementation ChatController
        - (void)layoutBars {
            CGFloat y = self.view.bounds.size.height - kInputToolBarHeight;
            self.inputBar.frame = CGRectMake(0.0f, y, kMainScreenWidth, kInputToolBarHeight);
            self.toolbar.frame = CGRectMake(0, self.view.bounds.size.height - kToolBarHeight, self.view.bounds.size.width, kToolBarHeight);
        }
        @end
        """
      )
    ])
    let bar = Self.lines(report, LintRules.barConstant, "Chat/ChatController.m")
    #expect(!bar.contains(3), "\(Self.lines(report))")  // the input bar's definition
    #expect(!bar.contains(7), "\(Self.lines(report))")  // its uses
    #expect(!bar.contains(8), "\(Self.lines(report))")
    #expect(bar.contains(4), "\(Self.lines(report))")  // a toolbar's height stays a finding
    #expect(
      Self.lines(report, LintRules.mainScreenBounds, "Chat/ChatController.m").contains(8),
      "\(Self.lines(report))")
  }

  /// iOS 7-era bars made by hand under the status bar across a 320-pt screen
  /// (`self.topView.frame = CGRectMake(0, 20, 320, 44);`, a table at `CGRectMake(0, 64,
  /// 320.0f, …)`, Swift `CGRect(x: 0, y: 20, width: 375, height: 44)`) had no finding: no
  /// screen read on the line (measurement Y: 14 labels on 7 lines missed). A phone's screen
  /// width written as a number from x 0 is the screen's width, as `kScreenWidth` is.
  /// Look-alikes: a card 300 pt wide at y 20, and a 320-pt view at x 10, are any position.
  @Test func frameAtABarsNumberAcrossAPhonesWidthWrittenAsANumber() {
    let report = Self.lint([
      (
        "Old/ShareController.m",
        """
        @implementation ShareController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.topView.frame = CGRectMake(0, 20, 320, 44);
            self.listView.frame = CGRectMake(0, 64, 320.0f, 300);
            self.card.frame = CGRectMake(0, 20, 300, 100);
            self.badge.frame = CGRectMake(10, 20, 320, 44);
        }
        @end
        """
      ),
      (
        "Old/HeaderController.swift",
        """
        import UIKit
        final class HeaderController: UIViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            header.frame = CGRect(x: 0, y: 20, width: 375, height: 44)
          }
        }

        """
      ),
    ])
    let bar = Self.lines(report, LintRules.barConstant, "Old/ShareController.m")
    #expect(bar.contains(4), "\(Self.lines(report))")
    #expect(bar.contains(5), "\(Self.lines(report))")
    #expect(!bar.contains(6), "\(Self.lines(report))")
    #expect(!bar.contains(7), "\(Self.lines(report))")
    #expect(
      Self.lines(report, LintRules.barConstant, "Old/HeaderController.swift").contains(5),
      "\(Self.lines(report))")
    let said = report.findings.filter { $0.rule == LintRules.barConstant }.map(\.message)
    #expect(
      said.contains { $0.contains("320 pt, a phone screen's width written as a number") },
      "\(said)")
  }
  /// `let screenSize = isLandscape ? ScreenSize.maxLength : ScreenSize.minLength`, then `side
  /// = … screenSize / perRow …`, `ScreenSize.maxLength = max(width, height)` a `static let` of
  /// another file: the later statements' findings "reads the main screen's bounds for layout"
  /// were placed at the line and column of the definitions, in the controller (measurement Y:
  /// on `fileprivate var isLoading = false`, 150 lines above the use). A node substituted from a
  /// definition is reported where its statement is. Look-alike: the use through the name keeps
  /// its own line.
  @Test func screenReadThroughAnotherFilesStaticIsReportedAtTheUse() {
    let report = Self.lint([
      (
        "App/Public.swift",
        """
        import UIKit
        struct ScreenSize {
          static let width = UIScreen.main.bounds.size.width
          static let height = UIScreen.main.bounds.size.height
          static let maxLength = max(ScreenSize.width, ScreenSize.height)
          static let minLength = min(ScreenSize.width, ScreenSize.height)
        }

        """
      ),
      (
        "App/MediaController.swift",
        """
        import UIKit
        final class MediaController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
        \tfileprivate var isLoading = false
        \tfileprivate var items = [String]()
        \tfileprivate var pages = [String]()
        \tfileprivate var cache = [String]()
        \tfunc collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        \t\tguard let layout = collectionViewLayout as? UICollectionViewFlowLayout else { return CGSize(width: 0, height: 0) }
        \t\tlet screenSize: CGFloat = UIDevice.current.orientation.isLandscape ? ScreenSize.maxLength : ScreenSize.minLength
        \t\tlet perRow: CGFloat = UIDevice.current.orientation.isLandscape ? 8 : 4
        \t\tlet side = UIDevice.current.orientation.isLandscape ? screenSize / perRow : (screenSize / perRow) - ((perRow - 2.5) * layout.minimumLineSpacing)
        \t\treturn CGSize(width: side, height: side)
        \t}
        }

        """
      ),
    ])
    let inController = report.findings.filter { $0.location.file == "App/MediaController.swift" }
    #expect(!inController.isEmpty, "\(Self.lines(report))")
    #expect(inController.allSatisfy { $0.location.line >= 9 }, "\(Self.lines(report))")
    #expect(
      Self.lines(report, LintRules.mainScreenBounds, "App/MediaController.swift").contains(11),
      "\(Self.lines(report))")
  }
  /// `float height = [UIScreen mainScreen].bounds.size.height - 20;` (an iOS 6-era guide
  /// screen) was reported only as the screen read (measurement Y): the height below the status
  /// bar by its 20, as the screen's height less 64 is the height below the navigation bar.
  /// Look-alike: the screen's height less 24 is any margin. (The same subtraction in a
  /// `#define kMainScreenHeight kMainScreenFrame.size.height-20`, line 2, is still not
  /// reported: a macro's definition is classified, not checked as a statement.)
  @Test func screenHeightLessTheStatusBarsTwenty() {
    let report = Self.lint([
      (
        "Old/GuideController.m",
        """
        #define kMainScreenFrame [[UIScreen mainScreen] bounds]
        #define kMainScreenHeight kMainScreenFrame.size.height-20
        @implementation GuideController
        - (void)viewDidLoad {
            float height = [UIScreen mainScreen].bounds.size.height - 20;
            float listHeight = [UIScreen mainScreen].bounds.size.height - 24;
            self.scrollView.frame = CGRectMake(0, 0, self.view.bounds.size.width, height + listHeight + kMainScreenHeight);
        }
        @end
        """
      )
    ])
    let bar = Self.lines(report, LintRules.barConstant, "Old/GuideController.m")
    #expect(bar.contains(5), "\(Self.lines(report))")
    #expect(!bar.contains(6), "\(Self.lines(report))")
    let said = report.findings.filter { $0.rule == LintRules.barConstant }.map(\.message)
    #expect(
      said.contains { $0.contains("the screen's less 20 stands in for the status bar's height") },
      "\(said)")
  }
  /// `if UIDevice.current.userInterfaceIdiom == .pad { activity.popoverPresentationController?
  /// .sourceView = view; ….sourceRect = view.frame }`: the idiom chooses where a share sheet's
  /// popover points, not a layout (measurement Y: 3 false alarms "decides layout by interface
  /// idiom"). Look-alike: the idiom choosing a table's frame stays a finding.
  @Test func idiomChoosingOnlyAPopoversAnchorIsNotLayout() {
    let report = Self.lint([
      (
        "App/ListController.swift",
        """
        import UIKit
        final class ListController: UIViewController {
          func share(_ items: [Any]) {
            let activity = UIActivityViewController(activityItems: items, applicationActivities: nil)
            if UIDevice.current.userInterfaceIdiom == .pad {
              activity.popoverPresentationController?.sourceView = view
              activity.popoverPresentationController?.sourceRect = view.frame
            }
            present(activity, animated: true)
          }
          func layout() {
            if UIDevice.current.userInterfaceIdiom == .pad {
              tableView.frame = view.bounds.insetBy(dx: 40, dy: 0)
            }
          }
        }

        """
      )
    ])
    let idiom = Self.lines(report, LintRules.idiomLayout, "App/ListController.swift")
    #expect(!idiom.contains(5), "\(Self.lines(report))")
    #expect(idiom.contains(12), "\(Self.lines(report))")
  }
}
