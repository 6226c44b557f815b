import Findings
import Foundation
import SourceLint
import Testing

/// Measurement X's false alarms, wrong messages and misses (2 December 2026, twenty-second
/// round; `Documentation/SourceLint.md`, "Fresh measurement X"): each a small rewrite of the
/// real case, never the real file, with a look-alike that must stay as it was.
@Suite struct MeasurementXCasesTests {
  static func lint(_ files: [(String, String)]) -> LintReport { MeasurementPCasesTests.lint(files) }

  static func lines(_ report: LintReport) -> [String] { MeasurementQCasesTests.lines(report) }

  static func lines(_ report: LintReport, _ rule: String, _ file: String) -> [Int] {
    MeasurementPCasesTests.findings(report, rule: rule, file: file).map(\.location.line).sorted()
  }

  /// A game's labels placed by idiom (`CGFloat ScoreX = (IS_IPAD ? (20) : (20));`, both
  /// branches the same) and a font's size chosen by idiom (`#define kFontSize (IS_IPAD ? 30 :
  /// 10)`, then `label.fontSize = kFontSize;`) were reported as idiom layout (measurement X: 6
  /// false alarms): equal branches choose nothing, and a font's size draws text, as the same
  /// choice by the screen's size already was not reported. Look-alikes: a position chosen by
  /// idiom with two values, directly and through a macro, stays a finding.
  @Test func equalBranchesAndFontSizesByIdiomAreNotLayout() {
    let report = Self.lint([
      ("Game/Common.h", "#define IS_IPAD (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad)\n"),
      (
        "Game/Scene.m",
        """
        #import "Common.h"
        #define kLabelFontSize (IS_IPAD ? 30 : 10)
        #define kLabelInset (IS_IPAD ? 40 : 12)
        @implementation Scene
        - (void)setUp {
            CGFloat scoreX = (IS_IPAD ? (20) : (20));
            CGFloat scoreY = (IS_IPAD ? (200) : (100));
            self.scoreLabel.fontSize = kLabelFontSize;
            self.scoreLabel.position = CGPointMake(scoreX + kLabelInset, scoreY);
        }
        @end
        """
      ),
    ])
    let idiom = Self.lines(report, LintRules.idiomLayout, "Game/Scene.m")
    #expect(!idiom.contains(2), "\(Self.lines(report))")  // the font size's definition
    #expect(!idiom.contains(6), "\(Self.lines(report))")  // equal branches
    #expect(!idiom.contains(8), "\(Self.lines(report))")  // the font size's use
    #expect(idiom.contains(3), "\(Self.lines(report))")  // an inset chosen by idiom
    #expect(idiom.contains(7), "\(Self.lines(report))")  // a position chosen by idiom
    #expect(idiom.contains(9), "\(Self.lines(report))")  // the inset's use
  }

  /// `- (void)setKeyboardState:(BOOL)show; {`: a method's definition written with the
  /// declaration's `;` before its body (the compiler accepts it). Its locals (`CGFloat
  /// screenHeight = screenRect.size.height;`) were read as names "defined nowhere in the files
  /// linted" in three messages and two notes (measurement X). The body is the method's; the
  /// screen read and the status bar's 20 taken from it stay findings.
  @Test func methodDefinitionWithASemicolonBeforeItsBodyHasItsLocals() {
    let report = Self.lint([
      (
        "App/SearchController.m",
        """
        @implementation SearchController
        - (void)setKeyboardState:(BOOL)show; {
            CGRect frame = [self.tableView frame];
            CGRect screenRect = [[UIScreen mainScreen] bounds];
            CGFloat screenHeight = screenRect.size.height;
            NSInteger height = screenHeight - 20;
            frame.size.height = height - 44;
            [self.tableView setFrame:frame];
        }
        @end
        """
      )
    ])
    let said = report.findings.map { $0.message + " " + ($0.evaluation?.summary ?? "") }
    #expect(!said.contains { $0.contains("defined nowhere") }, "\(Self.lines(report))")
    #expect(report.notes.isEmpty, "\(report.notes)")
    #expect(
      Self.lines(report, LintRules.mainScreenBounds, "App/SearchController.m").contains(4),
      "\(Self.lines(report))")
  }

  /// A scroll view's top inset written as the navigation bar's 64 plus a strip's height
  /// (`UIEdgeInsetsMake(64 + self.view.frame.size.height * 0.05, 0, 0, 0)`, four child
  /// controllers under a title strip) was not reported, while `UIEdgeInsetsMake(64, 0, 0, 0)`
  /// was (measurement X: 4 misses; a fifth with a bottom of 49 was reported for the 49 only).
  /// Look-alike: a header's 60 plus a margin is no bar's.
  @Test func scrollInsetWithABarNumberPlusAStripIsABarConstant() {
    let report = Self.lint([
      (
        "App/JokeTableViewController.m",
        """
        @implementation JokeTableViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.tableView.contentInset = UIEdgeInsetsMake(64 + self.view.frame.size.height * 0.05, 0, 49, 0);
            self.otherTableView.contentInset = UIEdgeInsetsMake(60 + self.view.frame.size.height * 0.05, 0, 0, 0);
        }
        @end
        """
      )
    ])
    let bars = MeasurementPCasesTests.findings(
      report, rule: LintRules.barConstant, file: "App/JokeTableViewController.m")
    #expect(bars.filter { $0.location.line == 4 }.count == 2, "\(Self.lines(report))")
    #expect(
      bars.contains { $0.location.line == 4 && $0.message.contains("navigation bar") },
      "\(Self.lines(report))")
    #expect(!bars.contains { $0.location.line == 5 }, "\(Self.lines(report))")
  }
  /// A Masonry constraint pinning content 88 pt below the controller's view's top
  /// (`make.top.equalTo(self.view.mas_top).with.offset(88.0)`) was not reported, while the same
  /// offset through a bar macro was (measurement X: 1 miss). Its bottom by the tab bar's 49
  /// (`offset(-49)`) is the same class. Look-alikes: an offset of 88 from the bottom (no bar's
  /// number there), and 64 from another view's top (a spacing), stay silent.
  @Test func masonryOffsetFromTheViewByABarNumberIsABarConstant() {
    let report = Self.lint([
      (
        "App/MasonryViewController.m",
        """
        @implementation MasonryViewController
        - (void)viewDidLoad {
            [self.content mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.equalTo(self.view.mas_top).with.offset(88.0);
                make.bottom.equalTo(self.view.mas_bottom).with.offset(-88.0);
            }];
            [self.footer mas_makeConstraints:^(MASConstraintMaker *make) {
                make.bottom.equalTo(self.view).offset(-49);
                make.top.equalTo(self.header.mas_bottom).offset(64);
            }];
        }
        @end
        """
      )
    ])
    let bars = Self.lines(report, LintRules.barConstant, "App/MasonryViewController.m")
    #expect(bars.contains(4), "\(Self.lines(report))")
    #expect(bars.contains(8), "\(Self.lines(report))")
    #expect(!bars.contains(5), "\(Self.lines(report))")
    #expect(!bars.contains(9), "\(Self.lines(report))")
  }
}
