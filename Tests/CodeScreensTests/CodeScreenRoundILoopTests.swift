import DeviceCatalog
import Foundation
import HeadlessUIKit
import SceneDocument
import Testing

@testable import CodeScreens

/// Round I's left-over causes (`Documentation/Journal/2026-11-30-code-screens-round-i.md`),
/// rewritten small: views made in `for` loops (DanTang's `for index in 0..<count` title
/// buttons, bilibili-ios's Objective-C `for (int i = 0; i < titles.count; i++)`), and `loadView`
/// setting the root view from a xib or with Objective-C's `[self setView:]`. Expected frames are
/// the code's own numbers per index (computed here by hand) on the catalog's iPhone X (375 × 812).
@Suite("Code screens: loops and loadView (round I)")
@MainActor
struct CodeScreenRoundILoopTests {
  @Test("a Swift loop over a known range and over a known array makes one view per element")
  func swiftLoopsOverKnownSequences() throws {
    let source = """
      import UIKit
      class ChannelViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let titles = ["new", "hot", "top"]
          for index in 0..<titles.count {
            let button = UIButton()
            button.frame = CGRect(x: CGFloat(index) * 100, y: 64, width: 100, height: 44)
            view.addSubview(button)
          }
          var y: CGFloat = 200
          for title in titles {
            let label = UILabel()
            label.text = title
            label.frame = CGRect(x: 10, y: y, width: 80, height: 20)
            view.addSubview(label)
            y += 30
          }
        }
      }
      """
    let screen = try #require(try CodeScreenTests.screens(source).first)
    let result = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
    for (id, x) in [("button", 0.0), ("button-2", 100), ("button-3", 200)] {
      #expect(
        CodeScreenTests.near(result.frames[id], CGRect(x: x, y: 64, width: 100, height: 44)),
        "\(id): \(result.frames) \(result.notes)")
    }
    for (id, y) in [("label", 200.0), ("label-2", 230), ("label-3", 260)] {
      #expect(
        CodeScreenTests.near(result.frames[id], CGRect(x: 10, y: y, width: 80, height: 20)),
        "\(id): \(result.frames)")
    }
    #expect(!result.notes.contains { $0.contains("loop") || $0.contains("run time") })
  }

  @Test("Objective-C's counting loop and fast enumeration over a known array")
  func objectiveCLoops() throws {
    let source = """
      @interface HeaderViewController : UIViewController
      @end
      @implementation HeaderViewController
      - (void)viewDidLoad {
          [super viewDidLoad];
          NSArray *titles = @[@"live", @"recommend"];
          for (int i = 0; i < titles.count; i++) {
              UIButton *button = [[UIButton alloc] initWithFrame:CGRectMake(i * 60, 20, 50, 44)];
              [self.view addSubview:button];
          }
          for (NSString *title in titles) {
              UILabel *label = [[UILabel alloc] initWithFrame:CGRectMake(0, 100, 50, 30)];
              label.text = title;
              [self.view addSubview:label];
          }
      }
      @end
      """
    let screen = try #require(try CodeScreenTests.screens(source, name: "Header.m").first)
    let result = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
    #expect(
      CodeScreenTests.near(result.frames["button"], CGRect(x: 0, y: 20, width: 50, height: 44)),
      "\(result.frames) \(result.notes)")
    #expect(
      CodeScreenTests.near(result.frames["button-2"], CGRect(x: 60, y: 20, width: 50, height: 44)))
    #expect(result.frames["button-3"] == nil)
    #expect(result.frames["label"] != nil && result.frames["label-2"] != nil)
    #expect(result.frames["label-3"] == nil)
  }

  /// Look-alikes: a count only known at run time (a network callback's array), a loop longer
  /// than the reader follows, and a body that breaks out: each left out with a note.
  @Test("an unknown count, a long loop and a break leave the loop's views out, noted")
  func unknownLoopsAreLeftOut() throws {
    let source = """
      import UIKit
      class StripViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let channels = ChannelStore.shared.channels
          for index in 0..<channels.count {
            let button = UIButton()
            button.frame = CGRect(x: CGFloat(index) * 100, y: 64, width: 100, height: 44)
            view.addSubview(button)
          }
          for index in 0..<100 {
            let dot = UIView()
            dot.frame = CGRect(x: CGFloat(index), y: 300, width: 1, height: 1)
            view.addSubview(dot)
          }
          for index in 0..<3 {
            if index == 1 { break }
            let tag = UILabel()
            tag.frame = CGRect(x: 0, y: 400, width: 10, height: 10)
            view.addSubview(tag)
          }
        }
      }
      """
    let screen = try #require(try CodeScreenTests.screens(source).first)
    let result = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
    #expect(result.frames.keys.sorted() == ["view"], "\(result.frames)")
    #expect(result.notes.contains { $0.contains("0..<channels.count") }, "\(result.notes)")
    #expect(result.notes.contains { $0.contains("runs 100 times") }, "\(result.notes)")
    #expect(result.notes.contains { $0.contains("'for index in 0..<3'") }, "\(result.notes)")
  }

  /// DanTang-like: `loadView` takes the root view from a xib (`loadNibNamed(…)?.first`); the
  /// xib's label (y 20) is laid out in the screen's root view.
  @Test("loadView setting the root view from a xib")
  func loadViewFromANib() throws {
    let source = """
      import UIKit
      class ProfileViewController: UIViewController {
        override func loadView() {
          view = Bundle.main.loadNibNamed("ProfileView", owner: self, options: nil)?.first as! UIView
        }
      }
      """
    var screen = try #require(try CodeScreenTests.screens(source).first)
    screen.nibs = CodeScreenRoundHTests.Nibs(byName: [
      "ProfileView": CodeNib(
        path: "ProfileView.xib", ownerClass: nil, ownerView: nil, ownerOutlets: [:],
        topLevelViews: [
          CodeScreenRoundHTests.view(
            "root", "UIView", frame: (0, 0, 375, 812),
            subviews: [
              CodeScreenRoundHTests.view(
                "title", "UILabel", frame: (0, 20, 200, 44), name: "titleLabel", line: 12)
            ], line: 10)
        ],
        constraints: [], outletNames: [:])
    ])
    let result = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
    #expect(
      CodeScreenTests.near(result.frames["view"], CGRect(x: 0, y: 0, width: 375, height: 812)),
      "\(result.frames) \(result.notes)")
    let label = result.frames.first { $0.key != "view" }
    #expect(
      CodeScreenTests.near(label?.value, CGRect(x: 0, y: 20, width: 200, height: 44)),
      "\(result.frames) \(result.notes)")
  }

  /// bilibili-like: Objective-C's `[self setView:]` with a custom view whose initializer adds a
  /// label at y 20.
  @Test("Objective-C's [self setView:] in loadView")
  func objectiveCSetView() throws {
    let source = """
      @interface BarView : UIView
      @end
      @implementation BarView
      - (instancetype)initWithFrame:(CGRect)frame {
          if (self = [super initWithFrame:frame]) {
              UILabel *title = [[UILabel alloc] initWithFrame:CGRectMake(0, 20, 200, 44)];
              [self addSubview:title];
          }
          return self;
      }
      @end
      @interface BarViewController : UIViewController
      @end
      @implementation BarViewController
      - (void)loadView {
          [self setView:[[BarView alloc] initWithFrame:CGRectZero]];
      }
      @end
      """
    let screens = try CodeScreenTests.screens(source, name: "Bar.m")
    let screen = try #require(screens.first { $0.className == "BarViewController" })
    let result = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
    #expect(
      CodeScreenTests.near(result.frames["view"], CGRect(x: 0, y: 0, width: 375, height: 812)),
      "\(result.frames)")
    #expect(
      CodeScreenTests.near(result.frames["title"], CGRect(x: 0, y: 20, width: 200, height: 44)),
      "\(result.frames) \(result.notes)")
  }
}
