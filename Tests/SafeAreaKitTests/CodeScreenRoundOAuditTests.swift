import CodeScreens
import DeviceCatalog
import Foundation
import HeadlessUIKit
import LayoutAudit
import Testing

@testable import SafeAreaKit

/// Fresh round O's code-screen false alarms, rewritten small and audited on the iPhone 8 and the
/// iPhone 14 in portrait (`fixed_position` compares devices).
@Suite("Code screens audited: round O")
@MainActor
struct CodeScreenRoundOAuditTests {
  /// The views reported (`className#sceneID`, the id empty for a view the code did not make).
  static func reported(_ source: String, name: String, rules: [any AuditRule.Type]) throws
    -> Set<String>
  {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("CodeScreenRoundO-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent(name)
    try source.write(to: path, atomically: true, encoding: .utf8)
    let report = try DrawnContentCodeScreenTests.audit(
      path.path, rules: rules, devices: ["iPhone 8", "iPhone 14"], orientations: [.portrait])
    return Set(report.findings.map { $0.view.className + "#" + ($0.view.sceneID ?? "") })
  }

  /// WeChat's `IDMPhotoBrowser`: presented with `UIModalPresentationCustom`, it sets its view's
  /// alpha to 0 in `viewDidLoad` to start its present animation. The presentation's container
  /// (`UITransitionView`, the window's, not the app's) then held only a transparent view and
  /// was judged as content: reported 34 pt outside the safe area at its bottom edge. The
  /// look-alike's browser stays opaque: its done button, kept at the view's bottom, is still
  /// reported (an app view in the home indicator's band).
  static func browser(alpha: String) -> String {
    """
    #import <UIKit/UIKit.h>
    @interface PhotoBrowser : UIViewController
    @end
    @implementation PhotoBrowser
    - (instancetype)init {
        self = [super init];
        if (self) {
            self.modalPresentationStyle = UIModalPresentationCustom;
        }
        return self;
    }
    - (void)viewDidLoad {
        [super viewDidLoad];
        UIButton *done = [UIButton buttonWithType:UIButtonTypeCustom];
        done.frame = CGRectMake(16, self.view.bounds.size.height - 40, 60, 40);
        done.autoresizingMask = UIViewAutoresizingFlexibleTopMargin;
        [done setTitle:@"Done" forState:UIControlStateNormal];
        [self.view addSubview:done];
        self.view.alpha = \(alpha);
    }
    @end
    @interface PhotoManager : UIViewController
    @end
    @implementation PhotoManager
    - (void)showPhotos {
        PhotoBrowser *browser = [[PhotoBrowser alloc] init];
        [self presentViewController:browser animated:YES completion:nil];
    }
    @end
    """
  }

  @Test("a presentation's container is not content when the presented view is transparent")
  func transitionViewIsNotContent() throws {
    let transparent = try Self.reported(
      Self.browser(alpha: "0.0f"), name: "Browser.m", rules: [FixedPositionRule.self])
    #expect(!transparent.contains { $0.hasPrefix("UITransitionView#") }, "\(transparent)")
    let opaque = try Self.reported(
      Self.browser(alpha: "1.0f"), name: "Browser.m",
      rules: [FixedPositionRule.self, ControlOverHomeIndicatorRule.self])
    #expect(opaque.contains("UIButton#done"), "\(opaque)")
    #expect(!opaque.contains { $0.hasPrefix("UITransitionView#") }, "\(opaque)")
  }

  /// SmallDay's login screen (fresh round N, SD3, rewritten in today's Swift): a
  /// `UIScrollView` the size of the view whose `contentSize` is never set holds the register
  /// button, framed at the screen's height − 55. Nothing to scroll and no inset to make room
  /// (`.automatic` adjusts only an axis the scroll view scrolls, R4.1): the button stays 24 pt
  /// in the home indicator's band on the iPhone 14, which every view inside a scroll view was
  /// exempt from. The look-alike's scroll view has content taller than the screen (it scrolls,
  /// and its bottom inset takes the safe area): its button is not judged at rest.
  static func login(contentSize: String) -> String {
    """
    import UIKit
    class LoginViewController: UIViewController {
      override func viewDidLoad() {
        super.viewDidLoad()
        let scrollView = UIScrollView(frame: view.bounds)
        \(contentSize)
        view.addSubview(scrollView)
        let register = UIButton(type: .custom)
        register.setTitle("Register", for: .normal)
        register.frame = CGRect(
          x: 20, y: UIScreen.main.bounds.height - 45 - 10, width: 100, height: 45)
        scrollView.addSubview(register)
      }
    }
    """
  }

  @Test("a control in a scroll view that never scrolls is judged at the home indicator")
  func controlInAFixedScrollView() throws {
    let fixed = try Self.reported(
      Self.login(contentSize: ""), name: "Login.swift",
      rules: [ControlOverHomeIndicatorRule.self])
    #expect(fixed.contains("UIButton#register"), "\(fixed)")
    let scrolling = try Self.reported(
      Self.login(contentSize: "scrollView.contentSize = CGSize(width: 375, height: 1200)"),
      name: "Login.swift", rules: [ControlOverHomeIndicatorRule.self])
    #expect(!scrolling.contains("UIButton#register"), "\(scrolling)")
  }
}
