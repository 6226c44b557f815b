import Findings
import Foundation
import SourceLint
import Testing

extension MeasurementVCasesTests {
  /// Round U (a): a table made as tall as the screen less the navigation bar's 64 (88) by
  /// setting its height (`tableView.frame.size.height = UIScreen.main.bounds.height - 64`,
  /// `self.tableView.height = kScreenHeight - 88;` through a category's accessor) was reported
  /// only as a screen read; in a rectangle at y 0 it was already a bar constant. Look-alike: the
  /// screen less 100 (a footer of the app's own) stays a screen read only.
  @Test func aHeightSetToTheScreenLessTheNavigationBarIsABarConstant() {
    let report = Self.lint([
      (
        "App/ListViewController.swift",
        """
        import UIKit
        class ListViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.frame.size.height = UIScreen.main.bounds.height - 64
                footer.frame.size.height = UIScreen.main.bounds.height - 100
            }
        }
        """
      ),
      (
        "App/ListController.m",
        """
        #define kScreenHeight [UIScreen mainScreen].bounds.size.height
        @implementation ListController
        - (void)viewDidLoad {
            self.tableView.height = kScreenHeight - 88;
            self.footer.height = kScreenHeight - 100;
        }
        @end
        """
      ),
    ])
    #expect(
      Self.lines(report, "bar_constant", "App/ListViewController.swift") == [5],
      "\(Self.lines(report))")
    #expect(
      Self.lines(report, "bar_constant", "App/ListController.m") == [4], "\(Self.lines(report))")
    #expect(
      Self.lines(report, "main_screen_bounds", "App/ListViewController.swift") == [5, 6],
      "\(Self.lines(report))")
  }

  /// Measurement V: `CGRect(x: 0, y: 88, width: UIScreen.main.bounds.width, height: …)` (5
  /// tables), `CGRectMake(0, 20, kScreenWidth, 28.0)` (a title under the status bar) were
  /// reported only as screen reads (round U: 18 such frames missed). A frame at x 0 across the
  /// screen's width at y 20, 64 or 88 is content placed under the status bar or where the
  /// navigation bar ends, by the bars' numbers. Look-alikes: at x 20, across a card's width, and
  /// at y 30 stay screen reads only.
  @Test func aFrameAcrossTheScreenAtABarsNumberIsABarConstant() {
    let report = Self.lint([
      (
        "App/FilterViewController.swift",
        """
        import UIKit
        class FilterViewController: UIViewController {
            func build() {
                let table = UITableView(frame: CGRect(x: 0, y: 88, width: UIScreen.main.bounds.width, height: UIScreen.main.bounds.height), style: .plain)
                let other = UITableView(frame: CGRect(x: 20, y: 88, width: UIScreen.main.bounds.width - 40, height: 300), style: .plain)
                let card = UIView(frame: CGRect(x: 0, y: 64, width: 200, height: 100))
                let row = UIView(frame: CGRect(x: 0, y: 30, width: UIScreen.main.bounds.width, height: 40))
                view.addSubview(table); view.addSubview(other); view.addSubview(card); view.addSubview(row)
            }
        }
        """
      ),
      (
        "App/CategoryViewController.m",
        """
        #define kScreenWidth [UIScreen mainScreen].bounds.size.width
        @implementation CategoryViewController
        - (void)createUI {
            UILabel *titleLabel = [[UILabel alloc] initWithFrame:CGRectMake(0, 20, kScreenWidth, 28.0)];
            UILabel *note = [[UILabel alloc] initWithFrame:CGRectMake(15, 20, kScreenWidth - 30, 28.0)];
            [self.view addSubview:titleLabel];
            [self.view addSubview:note];
        }
        @end
        """
      ),
    ])
    #expect(
      Self.lines(report, "bar_constant", "App/FilterViewController.swift") == [4],
      "\(Self.lines(report))")
    #expect(
      Self.lines(report, "bar_constant", "App/CategoryViewController.m") == [4],
      "\(Self.lines(report))")
    let found = MeasurementPCasesTests.findings(
      report, rule: "bar_constant", file: "App/CategoryViewController.m")
    #expect(found.first?.message.contains("status bar's height") == true)
  }
}
