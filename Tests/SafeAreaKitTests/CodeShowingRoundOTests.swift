import CodeContext
import Foundation
import IBFixtures
import LayoutAudit
import Testing

@testable import SafeAreaKit

/// Round N's leftovers on the code-screen path, rewritten small (training): what a code-shown
/// controller's own code says about itself (its presentation style, its status bar).
@Suite("Code screens: their own style and status bar (round N leftovers)")
@MainActor
struct CodeShowingRoundOTests {
  /// UIKit presents with the `modalPresentationStyle` the presented controller holds, and its
  /// popover delegate's `.none` keeps a popover in compact width (Apple's documentation of
  /// `UIPresentationController.adaptivePresentationStyle`): a kept popover, a part the code
  /// screens do not lay out alone, as the storyboard path already decided. Before, the code
  /// screen was laid out presented (automatic) and its xib's picker reported 34 pt outside the
  /// safe area. Look-alike: a delegate answering `.fullScreen` adapts: decided, presented with
  /// its own style, named.
  @Test("a code-shown controller's own popover style is its presentation's")
  func ownPopoverStyle() throws {
    func showing(_ answer: String) -> CodeShowingContext.Showing {
      CodeShowingContext(
        index: CodeIndex.read(sources: [
          ("App/Posts.swift", SourceFixture.selectotron(answer: answer))
        ])
      ).showing(of: "Selectotron")
    }
    guard case .keptPopover(let kept) = showing(".none") else {
      Issue.record("\(showing(".none"))")
      return
    }
    #expect(kept.description.contains("its own style by Posts.swift:10"), "\(kept.description)")
    guard case .decided(let adapts) = showing(".fullScreen") else {
      Issue.record("\(showing(".fullScreen"))")
      return
    }
    #expect(adapts.presentationStyle == .name("popover"))
    #expect(!adapts.keepsPopoverWhenCompact)
  }

  /// ownCloud's PDF thumbnails: a code screen presented full screen whose own Objective-C
  /// `prefersStatusBarHidden` returns `answer`, with a button at the top of its view. The
  /// window asks the full-screen presented controller whether the status bar shows (R13.2): with
  /// `YES` nothing is in a status bar. Before, the Objective-C method was not asked and the
  /// button was reported in the status bar. Look-alike: `NO` keeps it there (the iPhone 14's
  /// 47-pt status bar).
  static func thumbs(answer: String) -> String {
    """
    #import <UIKit/UIKit.h>
    @interface ThumbsViewController : UIViewController
    @end
    @implementation ThumbsViewController
    - (void)viewDidLoad {
        [super viewDidLoad];
        UIButton *done = [UIButton buttonWithType:UIButtonTypeCustom];
        done.frame = CGRectMake(120, 0, 150, 30);
        [done setTitle:@"Done" forState:UIControlStateNormal];
        [self.view addSubview:done];
    }
    - (BOOL)prefersStatusBarHidden
    {
        return \(answer);
    }
    @end
    @interface ReaderViewController : UIViewController
    @end
    @implementation ReaderViewController
    - (void)thumbs:(id)sender {
        ThumbsViewController *thumbs = [[ThumbsViewController alloc] init];
        thumbs.modalPresentationStyle = UIModalPresentationFullScreen;
        [self presentViewController:thumbs animated:NO completion:NULL];
    }
    @end
    """
  }

  @Test("a code-presented screen's own Objective-C prefersStatusBarHidden hides the status bar")
  func ownStatusBar() throws {
    let hidden = try CodeScreenRoundLAuditTests.reported(
      Self.thumbs(answer: "YES"), name: "Thumbs.m", rules: [ControlInStatusBarRule.self])
    #expect(!hidden.contains("done"), "\(hidden.sorted())")
    let shown = try CodeScreenRoundLAuditTests.reported(
      Self.thumbs(answer: "NO"), name: "Thumbs.m", rules: [ControlInStatusBarRule.self])
    #expect(shown.contains("done"), "\(shown.sorted())")
  }
}
