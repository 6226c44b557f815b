import DeviceCatalog
import Foundation
import HeadlessUIKit
import SceneDocument
import Testing

@testable import CodeScreens

/// Round K's causes (`Documentation/CodeScreens.md`, round K), rewritten small: title strips whose
/// labels are made in `for (index, title) in titles.enumerated()`, kept with `append` and placed
/// in a second loop (two Douyu clones); `NSMutableArray`'s `addObject:`; a navigation bar hidden
/// for a launch animation and shown again in its completion; an identity scale; Cartography
/// (RealmTasks's status-bar strip); a `UIButton` subclass's own `textLabel`. Expected frames are
/// the code's own numbers on the catalog's iPhone X (375 × 812), computed by hand.
@Suite("Code screens: round K")
@MainActor
struct CodeScreenRoundKTests {
  /// Whether the view `id` is hidden in the laid-out window.
  static func isHidden(_ id: String, _ screen: CodeScreen) throws -> Bool? {
    let layout = try screen.layout(in: CodeScreenTests.iPhoneX)
    let window = try SceneBuilder.makeWindow(layout.scene, environment: CodeScreenTests.iPhoneX)
    var pending: [UIView] = [window]
    while let view = pending.popLast() {
      if view.sceneID == id { return view.isHidden }
      pending += view.subviews
    }
    return nil
  }

  @Test("labels made in an enumerated loop, kept with append and placed in a second loop")
  func enumeratedLoopsAndAppendedViews() throws {
    let source = """
      import UIKit
      class TitleStrip: UIView {
        var titles: [String]
        fileprivate lazy var labels: [UILabel] = [UILabel]()
        fileprivate lazy var scrollView: UIScrollView = UIScrollView(frame: self.bounds)
        init(frame: CGRect, titles: [String]) {
          self.titles = titles
          super.init(frame: frame)
          addSubview(scrollView)
          for (index, title) in titles.enumerated() {
            let label = UILabel()
            label.text = title
            label.tag = index
            scrollView.addSubview(label)
            labels.append(label)
          }
          let count = titles.count
          for (index, label) in labels.enumerated() {
            let width = frame.width / CGFloat(count)
            label.frame = CGRect(x: width * CGFloat(index), y: 0, width: width, height: frame.height)
            if index == 0 {
              label.transform = CGAffineTransform(scaleX: 1.0, y: 1.0)
            }
          }
        }
        required init?(coder: NSCoder) { fatalError() }
      }
      class HomeViewController: UIViewController {
        lazy var strip: TitleStrip = TitleStrip(
          frame: CGRect(x: 0, y: 64, width: UIScreen.main.bounds.width, height: 44),
          titles: ["hot", "new", "near"])
        override func viewDidLoad() {
          super.viewDidLoad()
          view.addSubview(strip)
        }
      }
      """
    let screen = try #require(
      try CodeScreenTests.screens(source).first { $0.name.hasSuffix("#HomeViewController") })
    let result = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
    for (id, x) in [("label", 0.0), ("label-2", 125), ("label-3", 250)] {
      #expect(
        CodeScreenTests.near(result.frames[id], CGRect(x: x, y: 64, width: 125, height: 44)),
        "\(id): \(result.frames) \(result.notes)")
    }
    #expect(!result.notes.contains { $0.contains("run time") }, "\(result.notes)")
  }

  /// Look-alikes: a `where` clause (not modelled), a sequence not known statically, and a
  /// transform that is not the identity: their views are left out, each with a note.
  @Test("a filtered loop, an unknown sequence and a real scale leave their views out")
  func enumeratedLookAlikesAreLeftOut() throws {
    let source = """
      import UIKit
      class StripViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let titles = ["a", "b"]
          for (index, title) in titles.enumerated() where index > 0 {
            let tab = UILabel()
            tab.text = title
            tab.frame = CGRect(x: 0, y: 100, width: 50, height: 20)
            view.addSubview(tab)
          }
          for (index, item) in Store.shared.items.enumerated() {
            let cell = UIView()
            cell.frame = CGRect(x: CGFloat(index) * 10, y: 200, width: 10, height: 10)
            view.addSubview(cell)
          }
          let badge = UILabel()
          badge.frame = CGRect(x: 0, y: 300, width: 40, height: 20)
          badge.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
          view.addSubview(badge)
        }
      }
      """
    let screen = try #require(try CodeScreenTests.screens(source).first)
    let result = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
    #expect(result.frames.keys.sorted() == ["view"], "\(result.frames)")
    #expect(result.notes.contains { $0.contains("run time") }, "\(result.notes)")
    #expect(result.notes.contains { $0.contains("transform") }, "\(result.notes)")
  }

  @Test("NSMutableArray's addObject: keeps the buttons, read back by index")
  func mutableArrayOfViews() throws {
    let source = """
      @interface TabsViewController : UIViewController
      @property (nonatomic, strong) NSMutableArray *buttons;
      @end
      @implementation TabsViewController
      - (void)viewDidLoad {
          [super viewDidLoad];
          self.buttons = [NSMutableArray array];
          NSArray *titles = @[@"one", @"two"];
          for (NSString *title in titles) {
              UIButton *button = [[UIButton alloc] init];
              [button setTitle:title forState:UIControlStateNormal];
              [self.view addSubview:button];
              [self.buttons addObject:button];
          }
          UIButton *first = [self.buttons objectAtIndex:0];
          first.frame = CGRectMake(10, 20, 100, 30);
          UIButton *last = self.buttons.lastObject;
          last.frame = CGRectMake(120, 20, 100, 30);
      }
      @end
      """
    let screen = try #require(try CodeScreenTests.screens(source, name: "Tabs.m").first)
    let result = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
    #expect(
      CodeScreenTests.near(result.frames["button"], CGRect(x: 10, y: 20, width: 100, height: 30)),
      "\(result.frames) \(result.notes)")
    #expect(
      CodeScreenTests.near(
        result.frames["button-2"], CGRect(x: 120, y: 20, width: 100, height: 30)),
      "\(result.frames)")
  }

  /// Look-alike: the array comes from a method not known statically; what is added to it and
  /// read back from it is not placed.
  @Test("addObject: on an array not known statically places nothing read back from it")
  func unknownArrayIsNotGuessed() throws {
    let source = """
      @interface TabsViewController : UIViewController
      @end
      @implementation TabsViewController
      - (void)viewDidLoad {
          [super viewDidLoad];
          NSMutableArray *list = [TabStore sharedButtons];
          UIButton *button = [[UIButton alloc] init];
          [self.view addSubview:button];
          [list addObject:button];
          UIButton *first = list.firstObject;
          first.frame = CGRectMake(10, 20, 100, 30);
      }
      @end
      """
    let screen = try #require(try CodeScreenTests.screens(source, name: "Tabs.m").first)
    let result = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
    #expect(result.frames["button"] == nil, "\(result.frames) \(result.notes)")
  }

  @Test("what an animation's completion sets is the state at rest")
  func animationCompletionRuns() throws {
    let source = """
      import UIKit
      class SplashViewController: UIViewController {
        let cover = UIView()
        let banner = UILabel()
        override func viewDidLoad() {
          super.viewDidLoad()
          cover.frame = view.bounds
          view.addSubview(cover)
          banner.frame = CGRect(x: 0, y: 100, width: 200, height: 40)
          view.addSubview(banner)
          banner.isHidden = true
          UIView.animateKeyframes(withDuration: 2, delay: 0, options: [], animations: {
            self.cover.alpha = 0.01
          }, completion: { finished in
            UIView.animate(withDuration: 1, animations: {
              self.banner.isHidden = false
            })
            self.cover.isHidden = true
          })
        }
      }
      """
    let screen = try #require(try CodeScreenTests.screens(source).first)
    #expect(try Self.isHidden("banner", screen) == false)
    #expect(try Self.isHidden("cover", screen) == true)
  }

  /// Look-alike: without a completion, the animation's end state alone is what is shown.
  @Test("an animation without a completion leaves the rest as it was")
  func animationWithoutCompletion() throws {
    let source = """
      import UIKit
      class SplashViewController: UIViewController {
        let banner = UILabel()
        override func viewDidLoad() {
          super.viewDidLoad()
          banner.frame = CGRect(x: 0, y: 100, width: 200, height: 40)
          view.addSubview(banner)
          banner.isHidden = true
          UIView.animate(withDuration: 1) {
            self.banner.alpha = 0.5
          }
        }
      }
      """
    let screen = try #require(try CodeScreenTests.screens(source).first)
    #expect(try Self.isHidden("banner", screen) == true)
  }

  @Test("Cartography's constrain places views from its relations, insets and multipliers")
  func cartography() throws {
    let source = """
      import UIKit
      import Cartography
      class ContainerViewController: UIViewController {
        let strip = UIToolbar()
        let titleLabel = UILabel()
        let card = UIView()
        let inner = UIView()
        override func viewDidLoad() {
          super.viewDidLoad()
          view.addSubview(strip)
          constrain(strip) { strip in
            strip.left == strip.superview!.left
            strip.top == strip.superview!.top
            strip.right == strip.superview!.right
            strip.height == 20
          }
          strip.addSubview(titleLabel)
          constrain(titleLabel) { $0.edges == inset($0.superview!.edges, 2, 10, 3, 10) }
          view.addSubview(card)
          card.addSubview(inner)
          constrain(card, inner) { card, inner in
            card.width == card.superview!.width * 0.5
            card.height == 100
            card.centerX == card.superview!.centerX
            card.top == card.superview!.top + 200
            inner.size == card.size
            inner.center == card.center
          }
        }
      }
      """
    let screen = try #require(try CodeScreenTests.screens(source).first)
    let result = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
    #expect(
      CodeScreenTests.near(result.frames["strip"], CGRect(x: 0, y: 0, width: 375, height: 20)),
      "\(result.frames) \(result.notes)")
    #expect(
      CodeScreenTests.near(
        result.frames["titleLabel"], CGRect(x: 10, y: 2, width: 355, height: 15)),
      "\(result.frames)")
    #expect(
      CodeScreenTests.near(
        result.frames["card"], CGRect(x: 93.75, y: 200, width: 187.5, height: 100)),
      "\(result.frames)")
    #expect(
      CodeScreenTests.near(
        result.frames["inner"], CGRect(x: 93.75, y: 200, width: 187.5, height: 100)),
      "\(result.frames)")
  }

  /// Look-alikes: `constrain` over a view not known statically leaves it out, with a note; a
  /// project's own function named `constrain` is the project's, not Cartography's; and outside a
  /// `constrain` closure `==` compares.
  @Test("constrain over an unknown view, or the project's own constrain, places nothing")
  func cartographyLookAlikes() throws {
    let source = """
      import UIKit
      func constrain(_ view: UIView, block: (UIView) -> Void) {}
      class ContainerViewController: UIViewController {
        let strip = UIView()
        override func viewDidLoad() {
          super.viewDidLoad()
          view.addSubview(strip)
          constrain(strip, block: { strip in
            strip.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
          })
          let other = Factory.makeView()
          view.addSubview(other)
          constrain(other) { other in
            other.edges == other.superview!.edges
          }
        }
      }
      """
    let screen = try #require(try CodeScreenTests.screens(source).first)
    let result = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
    #expect(result.frames["strip"] == nil || result.frames["strip"]?.width == 0, "\(result.frames)")
    #expect(result.frames["other"] == nil, "\(result.frames)")
  }

  @Test("a UIButton subclass's own textLabel property is its label, not UIKit's")
  func subclassOwnTextLabel() throws {
    let source = """
      @interface ShakeButton : UIButton
      @end
      @interface ShakeButton ()
      @property (nonatomic, strong) UILabel *textLabel;
      @end
      @implementation ShakeButton
      - (id)initWithTitle:(NSString *)title {
          if (self = [super init]) {
              [self addSubview:self.textLabel];
              [self.textLabel setText:title];
              [self.textLabel mas_makeConstraints:^(MASConstraintMaker *make) {
                  make.left.and.right.mas_equalTo(self);
                  make.bottom.mas_equalTo(self);
                  make.height.mas_equalTo(20);
              }];
          }
          return self;
      }
      - (UILabel *)textLabel {
          if (_textLabel == nil) {
              _textLabel = [[UILabel alloc] init];
          }
          return _textLabel;
      }
      @end
      @interface ShakeViewController : UIViewController
      @end
      @implementation ShakeViewController
      - (void)viewDidLoad {
          [super viewDidLoad];
          ShakeButton *song = [[ShakeButton alloc] initWithTitle:@"song"];
          [self.view addSubview:song];
          song.frame = CGRectMake(100, 700, 80, 60);
      }
      @end
      """
    let screen = try #require(
      try CodeScreenTests.screens(source, name: "Shake.m").first {
        $0.name.hasSuffix("#ShakeViewController")
      })
    let result = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
    #expect(
      CodeScreenTests.near(
        result.frames["textLabel"], CGRect(x: 100, y: 740, width: 80, height: 20)),
      "\(result.frames) \(result.notes)")
  }

  @Test("views added in a closure handed to an unknown call are counted in one note")
  func callbacksAreCounted() throws {
    let source = """
      import UIKit
      class TopicsViewController: UIViewController {
        var topics: [Topic] = []
        override func viewDidLoad() {
          super.viewDidLoad()
          NetworkTool.shared.loadTopics { [weak self] topics in
            self?.topics = topics
            self?.addTopicButtons()
          }
          NetworkTool.shared.loadTitle { title in
            self.title = title
          }
        }
        func addTopicButtons() {
          for (index, topic) in topics.enumerated() {
            let button = UIButton()
            button.setTitle(topic.name, for: .normal)
            button.frame = CGRect(x: 10, y: 74 + CGFloat(index) * 40, width: 100, height: 30)
            view.addSubview(button)
          }
        }
      }
      """
    let screen = try #require(try CodeScreenTests.screens(source).first)
    let result = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
    let counted = result.notes.filter { $0.contains("calls back") }
    #expect(counted.count == 1, "\(result.notes)")
    #expect(counted.first?.contains("1 place that adds a view") == true, "\(counted)")
    #expect(counted.first?.contains("loadTopics") == true, "\(counted)")
    #expect(result.frames.keys.sorted() == ["view"], "\(result.frames)")
  }

  /// bilibili-ios's `TabBar` (training): `[titles enumerateObjectsUsingBlock:^(…){ … }]` runs its
  /// block for each title before it returns (Foundation's enumeration), and Swift's `forEach`
  /// too: over a collection not known statically they are loops the reader cannot count, not
  /// callbacks. Before: the note said the closure runs "when it calls back (a response, a timer,
  /// a notification)".
  @Test("synchronous enumerations over unknown collections are loops, not callbacks")
  func enumerationsAreNotCallbacks() throws {
    let objc = """
      @interface TabBarViewController : UIViewController
      @end
      @implementation TabBarViewController
      - (void)viewDidLoad {
          [super viewDidLoad];
          NSArray<NSString *> *titles = [ChannelStore allTitles];
          [titles enumerateObjectsUsingBlock:^(NSString *obj, NSUInteger idx, BOOL *stop) {
              UIButton *button = [UIButton buttonWithType:UIButtonTypeSystem];
              button.frame = CGRectMake(idx * 60, 20, 60, 44);
              [self.view addSubview:button];
          }];
      }
      @end
      """
    let swift = """
      import UIKit
      class ChannelsViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          ChannelStore.shared.channels.forEach { channel in
            let label = UILabel()
            label.text = channel.name
            view.addSubview(label)
          }
        }
      }
      """
    for (source, name, call) in [
      (objc, "TabBar.m", "enumerateObjectsUsingBlock"), (swift, "Channels.swift", "forEach"),
    ] {
      let screen = try #require(try CodeScreenTests.screens(source, name: name).first)
      let result = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
      #expect(!result.notes.contains { $0.contains("calls back") }, "\(result.notes)")
      let loops = result.notes.filter { $0.contains("once per element") }
      #expect(loops.count == 1, "\(result.notes)")
      #expect(loops.first?.contains(call) == true, "\(loops)")
      #expect(loops.first?.contains("1 place that adds a view") == true, "\(loops)")
      #expect(result.frames.keys.sorted() == ["view"], "\(result.frames)")
    }
  }

  /// Look-alike: closures the reader runs (an animation, a lazy property's initializer) are
  /// not callbacks, and a callback that adds no view says nothing.
  @Test("closures that are run, or that add no view, are not counted")
  func runClosuresAreNotCounted() throws {
    let source = """
      import UIKit
      class TopicsViewController: UIViewController {
        lazy var header: UIView = {
          let header = UIView()
          header.frame = CGRect(x: 0, y: 100, width: 100, height: 40)
          return header
        }()
        override func viewDidLoad() {
          super.viewDidLoad()
          UIView.animate(withDuration: 0.2) {
            self.view.addSubview(self.header)
          }
          NetworkTool.shared.ping { ok in
            self.title = ok ? "on" : "off"
          }
        }
      }
      """
    let screen = try #require(try CodeScreenTests.screens(source).first)
    let result = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
    #expect(!result.notes.contains { $0.contains("calls back") }, "\(result.notes)")
    #expect(
      CodeScreenTests.near(result.frames["header"], CGRect(x: 0, y: 100, width: 100, height: 40)),
      "\(result.frames)")
  }

  @Test("a child controller's layout callback reads the frame its parent's code gave its view")
  func childLayoutReadsParentFrame() throws {
    let source = """
      @interface StripController : UIViewController
      @property (nonatomic, strong) UIView *strip;
      @end
      @implementation StripController
      - (void)viewDidLoad {
          [super viewDidLoad];
          self.strip = [[UIView alloc] init];
          [self.view addSubview:self.strip];
      }
      - (void)viewWillLayoutSubviews {
          [super viewWillLayoutSubviews];
          self.strip.frame = CGRectMake(0, 64, self.view.frame.size.width, 35);
      }
      @end
      @interface EssenceController : UIViewController
      @end
      @implementation EssenceController
      - (void)viewDidLoad {
          [super viewDidLoad];
          StripController *child = [[StripController alloc] init];
          [self addChildViewController:child];
          child.view.frame = CGRectMake(0, 0, self.view.bounds.size.width, 500);
          [self.view addSubview:child.view];
      }
      @end
      """
    let screen = try #require(
      try CodeScreenTests.screens(source, name: "Essence.m").first {
        $0.name.hasSuffix("#EssenceController")
      })
    let result = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
    let strip = result.frames.first { $0.key.hasSuffix("strip") }?.value
    #expect(
      CodeScreenTests.near(strip, CGRect(x: 0, y: 64, width: 375, height: 35)),
      "\(result.frames) \(result.notes)")
  }

  /// Look-alike: a child whose view the parent places with constraints (no frame the code
  /// gives) keeps its layout-time reads unknown: the strip is not placed on a guess.
  @Test("a child placed by constraints keeps its layout reads unknown")
  func childPlacedByConstraintsIsNotGuessed() throws {
    let source = """
      @interface StripController : UIViewController
      @property (nonatomic, strong) UIView *strip;
      @end
      @implementation StripController
      - (void)viewDidLoad {
          [super viewDidLoad];
          self.strip = [[UIView alloc] init];
          [self.view addSubview:self.strip];
      }
      - (void)viewWillLayoutSubviews {
          [super viewWillLayoutSubviews];
          self.strip.frame = CGRectMake(0, 64, self.view.frame.size.width, 35);
      }
      @end
      @interface EssenceController : UIViewController
      @end
      @implementation EssenceController
      - (void)viewDidLoad {
          [super viewDidLoad];
          StripController *child = [[StripController alloc] init];
          [self addChildViewController:child];
          [self.view addSubview:child.view];
          [child.view mas_makeConstraints:^(MASConstraintMaker *make) {
              make.edges.equalTo(self.view);
          }];
      }
      @end
      """
    let screen = try #require(
      try CodeScreenTests.screens(source, name: "Essence.m").first {
        $0.name.hasSuffix("#EssenceController")
      })
    let result = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
    #expect(!result.frames.keys.contains { $0.hasSuffix("strip") }, "\(result.frames)")
  }

  /// The closing note of the eighth session: `ensureRootView` sizes a root view from the screen
  /// without recording the read. The read is recorded when code reads the root's size, and the
  /// layout kept for one screen size is not reused for another (iPhone X 812 pt tall, iPhone 8
  /// 667 pt: a bar at the bottom moves).
  @Test("reading the root view's size records the screen size, and the kept layout follows it")
  func rootViewSizeReadIsRecorded() throws {
    let source = """
      import UIKit
      class BarViewController: UIViewController {
        let bar = UIView()
        override func viewDidLoad() {
          super.viewDidLoad()
          bar.frame = CGRect(x: 0, y: view.bounds.height - 50, width: view.bounds.width, height: 50)
          view.addSubview(bar)
          let tip = UIView()
          if view.bounds.height > 700 {
            tip.frame = CGRect(x: 0, y: 700, width: 10, height: 10)
          } else {
            tip.frame = CGRect(x: 0, y: 600, width: 10, height: 10)
          }
          view.addSubview(tip)
        }
      }
      """
    let screen = try #require(try CodeScreenTests.screens(source).first)
    let tall = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
    let short = try CodeScreenTests.frames(screen, CodeScreenTests.iPhone8)
    #expect(CodeScreenTests.near(tall.frames["bar"], CGRect(x: 0, y: 762, width: 375, height: 50)))
    #expect(
      CodeScreenTests.near(short.frames["bar"], CGRect(x: 0, y: 617, width: 375, height: 50)),
      "\(short.frames)")
    #expect(CodeScreenTests.near(tall.frames["tip"], CGRect(x: 0, y: 700, width: 10, height: 10)))
    #expect(
      CodeScreenTests.near(short.frames["tip"], CGRect(x: 0, y: 600, width: 10, height: 10)),
      "\(short.frames)")
    #expect(
      tall.layout.reads.contains { if case .screenSize = $0 { return true } else { return false } },
      "\(tall.layout.reads)")
  }

  /// Look-alike: a screen that never reads its root's size does not depend on it.
  @Test("a screen that never reads the root's size records no screen-size read")
  func fixedFramesRecordNoScreenRead() throws {
    let source = """
      import UIKit
      class BadgeViewController: UIViewController {
        let badge = UIView()
        override func viewDidLoad() {
          super.viewDidLoad()
          badge.frame = CGRect(x: 10, y: 100, width: 40, height: 20)
          view.addSubview(badge)
        }
      }
      """
    let screen = try #require(try CodeScreenTests.screens(source).first)
    let result = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
    #expect(
      !result.layout.reads.contains {
        if case .screenSize = $0 { return true } else { return false }
      }, "\(result.layout.reads)")
  }

  /// Round J's CJWTakeAway: its repository holds two copies of the project, so its base
  /// controller is declared in four files (a header and an implementation in each copy), over
  /// the three a name may be declared in to be followed. The copy the screen is in is taken.
  @Test("a name declared in two copies of the project is taken from the screen's own copy")
  func nearestDeclarationsAreTaken() throws {
    let root = try ProjectSourcesTests.project([
      "CopyA/Base/BaseViewController.h": "@interface BaseViewController : UIViewController\n@end\n",
      "CopyA/Base/BaseViewController.m": "@implementation BaseViewController\n@end\n",
      "CopyB/Base/BaseViewController.h": "@interface BaseViewController : UIViewController\n@end\n",
      "CopyB/Base/BaseViewController.m": "@implementation BaseViewController\n@end\n",
      "CopyA/Shop/ShopViewController.m":
        "@interface ShopViewController : BaseViewController\n@end\n"
        + "@implementation ShopViewController\n@end\n",
    ])
    let index = CodeSourceIndex(root: root)
    let support = index.supportFiles(for: [root + "/CopyA/Shop/ShopViewController.m"])
    #expect(
      support == [
        root + "/CopyA/Base/BaseViewController.h", root + "/CopyA/Base/BaseViewController.m",
      ], "\(support)")
  }

  /// Look-alike: when no declaration is nearer than another (four unrelated modules declaring
  /// the same name beside each other), none is taken.
  @Test("a name declared in many files none of which is nearer is not followed")
  func equallyFarDeclarationsAreNotTaken() throws {
    var files: [String: String] = [
      "Screens/ShopViewController.m":
        "@interface ShopViewController : BaseViewController\n@end\n"
        + "@implementation ShopViewController\n@end\n"
    ]
    for module in ["A", "B", "C", "D"] {
      files["Modules/\(module)/BaseViewController.h"] =
        "@interface BaseViewController : UIViewController\n@end\n"
    }
    let root = try ProjectSourcesTests.project(files)
    let index = CodeSourceIndex(root: root)
    let support = index.supportFiles(for: [root + "/Screens/ShopViewController.m"])
    #expect(support.isEmpty, "\(support)")
  }

  static func childSource(tableFrame: String) -> String {
    """
    @interface ChosenController : UIViewController
    @property (nonatomic, strong) UITableView *tableView;
    @end
    @implementation ChosenController
    - (void)loadView {
        [super loadView];
        self.tableView = [[UITableView alloc] initWithFrame:CGRectZero style:UITableViewStyleGrouped];
        [self.view addSubview:self.tableView];
    }
    - (void)viewWillLayoutSubviews {
        [super viewWillLayoutSubviews];
        \(tableFrame)
    }
    @end
    @interface ExpressionController : UIViewController
    @property (nonatomic, strong) ChosenController *chosen;
    @end
    @implementation ExpressionController
    - (void)loadView {
        [super loadView];
        self.navigationItem.title = @"Stickers";
        self.chosen = [[ChosenController alloc] init];
        [self.view addSubview:self.chosen.view];
        [self addChildViewController:self.chosen];
    }
    - (void)viewWillLayoutSubviews {
        [super viewWillLayoutSubviews];
        [self.chosen.view setFrame:self.view.bounds];
    }
    @end
    """
  }

  @Test("a child's view whose content is partly left out is a container, not content")
  func partlyKnownChildRootIsNotContent() throws {
    let source = Self.childSource(
      tableFrame: """
        if (!CGRectEqualToRect(self.view.bounds, self.tableView.frame)) {
                [self.tableView setFrame:self.view.bounds];
            }
        """)
    let screen = try #require(
      try CodeScreenTests.screens(source, name: "Expression.m").first {
        $0.name.hasSuffix("#ExpressionController")
      })
    let layout = try screen.layout(in: CodeScreenTests.iPhoneX)
    let child = layout.drawnContents.first { $0.key.hasSuffix(".view") }
    #expect(child?.value == DrawnContent.nothing, "\(layout.drawnContents) \(layout.notes)")
  }

  /// Look-alike: when the child's code places its table, the child's view is judged as before.
  @Test("a child's view whose content is all known is judged as before")
  func knownChildRootIsJudged() throws {
    let source = Self.childSource(tableFrame: "[self.tableView setFrame:self.view.bounds];")
    let screen = try #require(
      try CodeScreenTests.screens(source, name: "Expression.m").first {
        $0.name.hasSuffix("#ExpressionController")
      })
    let layout = try screen.layout(in: CodeScreenTests.iPhoneX)
    #expect(!layout.drawnContents.contains { $0.key.hasSuffix(".view") }, "\(layout.drawnContents)")
  }
}
