import DeviceCatalog
import Foundation
import HeadlessUIKit
import SceneDocument
import Testing

@testable import CodeScreens

/// The visual format language and suppression comments in code screens (small rewrites of
/// SlackTextViewController's and Coding-iOS's composer bars). Expected frames are computed by
/// hand from the format's numbers and the catalog's screen size.
@Suite("Code screens: visual format, suppression")
@MainActor
struct VisualFormatTests {
  static let iPhone8 = CodeScreenTests.iPhone8

  @Test("Swift: H and V formats with metrics, a view's own width and height")
  func swiftVisualFormat() throws {
    let screen = try #require(
      try CodeScreenTests.screens(
        """
        import UIKit
        class ComposerViewController: UIViewController {
          let textView = UITextView()
          let sendButton = UIButton(type: .system)
          override func viewDidLoad() {
            super.viewDidLoad()
            textView.translatesAutoresizingMaskIntoConstraints = false
            sendButton.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(textView)
            view.addSubview(sendButton)
            let views = ["textView": textView, "sendButton": sendButton]
            let metrics = ["pad": 8]
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(
              withVisualFormat: "H:|-(pad)-[textView]-pad-[sendButton(60)]-(pad)-|",
              options: [], metrics: metrics, views: views))
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(
              withVisualFormat: "V:[textView(44)]-(pad)-|", options: [], metrics: metrics,
              views: views))
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(
              withVisualFormat: "V:[sendButton(==textView)]-(>=8,==pad@750)-|", options: [],
              metrics: metrics, views: views))
          }
        }
        """
      ).first)
    let (frames, notes, _) = try CodeScreenTests.frames(screen, Self.iPhone8)
    #expect(notes.isEmpty, "\(notes)")
    // iPhone 8: 375 × 667. sendButton: 60 wide, 8 from the right: x 307. textView: from 8 to
    // 307 - 8 = 299 (291 wide). Both 44 high, 8 above the bottom: y 667 - 8 - 44 = 615.
    #expect(
      CodeScreenTests.near(frames["sendButton"], CGRect(x: 307, y: 615, width: 60, height: 44)))
    #expect(CodeScreenTests.near(frames["textView"], CGRect(x: 8, y: 615, width: 291, height: 44)))
  }

  @Test("Objective-C: constraintsWithVisualFormat with NSDictionaryOfVariableBindings")
  func objectiveCVisualFormat() throws {
    let screen = try #require(
      try CodeScreenTests.screens(
        """
        @implementation HeaderViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            UIView *box = [UIView new];
            box.translatesAutoresizingMaskIntoConstraints = NO;
            [self.view addSubview:box];
            NSDictionary *views = NSDictionaryOfVariableBindings(box);
            [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-16-[box(200)]" options:0 metrics:nil views:views]];
            [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-20-[box(50)]" options:0 metrics:nil views:views]];
        }
        @end
        """, name: "HeaderViewController.m"
      ).first)
    let (frames, notes, _) = try CodeScreenTests.frames(screen, Self.iPhone8)
    #expect(!notes.contains { $0.contains("visual format") }, "\(notes)")
    #expect(CodeScreenTests.near(frames["box"], CGRect(x: 16, y: 20, width: 200, height: 50)))
  }

  @Test("the standard spacing and alignment options are notes; the views are left out")
  func unreadFormats() throws {
    let screen = try #require(
      try CodeScreenTests.screens(
        """
        import UIKit
        class ListViewController: UIViewController {
          let title1 = UIView()
          let title2 = UIView()
          override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(title1)
            view.addSubview(title2)
            let views = ["a": title1, "b": title2]
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(
              withVisualFormat: "H:|-[a]-|", options: [], metrics: nil, views: views))
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(
              withVisualFormat: "H:|-16-[b]-16-|", options: .alignAllCenterY, metrics: nil,
              views: views))
          }
        }
        """
      ).first)
    let (frames, notes, _) = try CodeScreenTests.frames(screen, Self.iPhone8)
    #expect(frames["title1"] == nil)
    #expect(frames["title2"] == nil)
    #expect(notes.contains { $0.contains("standard spacing") })
    #expect(notes.contains { $0.contains("options") })
  }

  @Test("suppression comments: the same syntax as lint's, by rule and line")
  func suppressionComments() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("VisualFormatTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("BarViewController.m").path
    try """
    @implementation BarViewController
    - (void)viewDidLoad {
        [super viewDidLoad];
        // safearea:disable-next-line content_under_bar
        UIView *bar = [[UIView alloc] initWithFrame:CGRectMake(0, 64, 320, 44)];
        [self.view addSubview:bar];
        /* safearea:disable */
        UIView *other = [[UIView alloc] initWithFrame:CGRectMake(0, 20, 320, 44)];
        /* safearea:enable */
        [self.view addSubview:other];
    }
    @end
    """.write(toFile: path, atomically: true, encoding: .utf8)
    let screen = try #require(try CodeScreens.load(paths: [path]).screens.first)
    #expect(screen.suppresses("content_under_bar", file: path, line: 5))
    #expect(!screen.suppresses("sensor_housing_overlap", file: path, line: 5))
    #expect(!screen.suppresses("content_under_bar", file: path, line: 6))
    #expect(screen.suppresses("sensor_housing_overlap", file: path, line: 8))
    #expect(!screen.suppresses("sensor_housing_overlap", file: path, line: 10))
    #expect(!screen.suppresses("content_under_bar", file: path + "x", line: 5))
  }
}
