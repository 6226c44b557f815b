import DeviceCatalog
import Foundation
import HeadlessUIKit
import SceneDocument
import Testing

@testable import CodeScreens

/// Fresh round O's code-screen causes, rewritten small. Frames are the code's own numbers on the
/// iPhone X (375 × 812, the catalog).
@Suite("Code screens: round O")
@MainActor
struct CodeScreenRoundOTests {
  /// WeChat's hand-made bar (`MHMainFrameViewController.m`): `[MHNavigationBar navigationBar]`
  /// is a class method returning `[self mh_viewFromXib]`, a class method of a `UIView` category
  /// that loads the xib named after the class (`NSStringFromClass(self)`). Before, the category
  /// method was not found from the subclass, the message was read as an enum case, and the bar
  /// was dropped without a note.
  static let bar = """
    @interface TopBar : UIView
    + (instancetype)topBar;
    @end
    @implementation UIView (Xib)
    + (instancetype)viewFromXib
    {
        return [[[NSBundle mainBundle] loadNibNamed:NSStringFromClass(self) owner:nil options:nil] lastObject];
    }
    @end
    @implementation TopBar
    + (instancetype)topBar {
        return [self viewFromXib];
    }
    @end
    @interface ScreenViewController : UIViewController
    @end
    """

  static func nibs() -> CodeScreenRoundHTests.Nibs {
    CodeScreenRoundHTests.Nibs(byName: [
      "TopBar": CodeNib(
        path: "TopBar.xib", ownerClass: nil, ownerView: nil, ownerOutlets: [:],
        topLevelViews: [
          CodeScreenRoundHTests.view(
            "top", "TopBar", frame: (0, 0, 375, 64),
            subviews: [
              CodeScreenRoundHTests.view(
                "back", "UIButton", frame: (12, 20, 31, 44), name: "back", line: 12)
            ], line: 10)
        ],
        constraints: [], outletNames: [:])
    ])
  }

  /// The screen that makes its bar with `[TopBar <factory>]`, laid out with the xib on the
  /// iPhone X.
  static func barScreen(factory: String) throws -> (frames: [String: CGRect], notes: [String]) {
    var screen = try #require(
      try CodeScreenTests.screens(
        Self.bar + """

          @implementation ScreenViewController
          - (void)viewDidLoad {
              [super viewDidLoad];
              TopBar *bar = [TopBar \(factory)];
              [self.view addSubview:bar];
              bar.frame = CGRectMake(0, 0, 375, 64);
          }
          @end
          """, name: "Screen.m"
      ).first { $0.name.hasSuffix("#ScreenViewController") })
    screen.nibs = Self.nibs()
    let result = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
    return (result.frames, result.notes)
  }

  @Test("a view from a xib loaded by a class method of a UIView category")
  func xibThroughCategoryClassMethod() throws {
    let result = try Self.barScreen(factory: "topBar")
    // The xib's bar, framed by the code; its button where the xib puts it.
    #expect(
      CodeScreenTests.near(result.frames["bar"], CGRect(x: 0, y: 0, width: 375, height: 64)),
      "\(result.frames) \(result.notes)")
    #expect(
      CodeScreenTests.near(result.frames["back"], CGRect(x: 12, y: 20, width: 31, height: 44)),
      "\(result.frames)")
  }

  /// The look-alike: a class method that none of the files declares (a pod's, not read) gives a
  /// view that is not known: it is left out with a note, never laid out from a guess and never
  /// dropped silently.
  @Test("a view from a class method no file declares is left out with a note")
  func unknownClassMethodIsNoted() throws {
    let result = try Self.barScreen(factory: "barFromPod")
    #expect(result.frames.keys.sorted() == ["view"], "\(result.frames)")
    #expect(result.notes.contains { $0.contains("barFromPod") }, "\(result.notes)")
  }

  /// Writes `files` (name → source) to a folder and reads their screens.
  static func screens(_ files: [String: String]) throws -> [CodeScreen] {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("CodeScreenRoundO-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var paths: [String] = []
    for (name, source) in files.sorted(by: { $0.key < $1.key }) {
      let path = folder.appendingPathComponent(name).path
      try source.write(toFile: path, atomically: true, encoding: .utf8)
      paths.append(path)
    }
    return try CodeScreens.load(paths: paths).screens
  }

  /// The node of the view `id` in a laid-out screen's document.
  static func node(_ id: String, in view: ViewNode?) -> ViewNode? {
    guard let view else { return nil }
    if view.id?.value == id { return view }
    for subview in view.subviews ?? [] {
      if let found = node(id, in: subview) { return found }
    }
    return nil
  }

  /// SXNews's weather panel: `bottomView.y = … - bottomView.height` through a `UIView (Frame)`
  /// category's `setY:` (in `UIView+Frame.m`). A finding on the panel was located at the
  /// category's `self.frame = frame`, a line shared by every view of the app; the line that put
  /// the panel there is the screen's. The look-alike sets the frame directly: its own line.
  @Test("a frame set through a category's setter is located at the screen's line")
  func categorySetterLocatedAtCaller() throws {
    let category = """
      @interface UIView (Frame)
      @property (nonatomic, assign) CGFloat y;
      @end
      @implementation UIView (Frame)
      - (void)setY:(CGFloat)y
      {
          CGRect frame = self.frame;
          frame.origin.y = y;
          self.frame = frame;
      }
      - (CGFloat)y
      {
          return self.frame.origin.y;
      }
      @end
      """
    let screen = """
      @interface WeatherPage : UIViewController
      @end
      @implementation WeatherPage
      - (void)viewDidLoad {
          [super viewDidLoad];
          UIView *bottomView = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 375, 250)];
          [self.view addSubview:bottomView];
          bottomView.y = 562;
          UIView *topView = [[UIView alloc] init];
          [self.view addSubview:topView];
          topView.frame = CGRectMake(0, 0, 375, 64);
      }
      @end
      """
    let screens = try Self.screens(["UIView+Frame.m": category, "WeatherPage.m": screen])
    let page = try #require(screens.first { $0.name.hasSuffix("#WeatherPage") })
    let result = try CodeScreenTests.frames(page, CodeScreenTests.iPhoneX)
    #expect(
      CodeScreenTests.near(
        result.frames["bottomView"], CGRect(x: 0, y: 562, width: 375, height: 250)),
      "\(result.frames)")
    let bottom = try #require(Self.node("bottomView", in: result.layout.scene.root.view))
    #expect(bottom.location.file.hasSuffix("WeatherPage.m"), "\(bottom.location)")
    #expect(bottom.location.line == 8, "\(bottom.location)")
    let top = try #require(Self.node("topView", in: result.layout.scene.root.view))
    #expect(top.location.file.hasSuffix("WeatherPage.m") && top.location.line == 11)
  }

  /// Objective-C's `#if … #else … #endif`: the reader dropped the directive lines and ran both
  /// branches, the `#else` last (round N's left-over; fresh round O's WeChat copies a picker
  /// library with such blocks). An iOS app compiles `TARGET_OS_IPHONE`'s branch
  /// (`TargetConditionals.h`: 1 on iOS): the bar is 64 tall, not the `#else`'s 100. A build
  /// flag (`#if DEBUG`) is not known: its view is left out with a note rather than given the
  /// last branch's frame. The look-alike's `#if 0` block is never compiled.
  @Test("Objective-C #if blocks keep the branch an iOS app compiles")
  func objectiveCConditionalCompilation() throws {
    let source = """
      @interface BarViewController : UIViewController
      @end
      @implementation BarViewController
      - (void)viewDidLoad {
          [super viewDidLoad];
          UIView *bar = [[UIView alloc] init];
          [self.view addSubview:bar];
      #if TARGET_OS_IPHONE
          bar.frame = CGRectMake(0, 0, 375, 64);
      #else
          bar.frame = CGRectMake(0, 0, 375, 100);
      #endif
          UIView *banner = [[UIView alloc] init];
          [self.view addSubview:banner];
      #ifdef DEBUG
          banner.frame = CGRectMake(0, 700, 375, 40);
      #else
          banner.frame = CGRectMake(0, 740, 375, 40);
      #endif
          UIView *footer = [[UIView alloc] initWithFrame:CGRectMake(0, 760, 375, 20)];
          [self.view addSubview:footer];
      #if 0
          footer.frame = CGRectMake(0, 0, 10, 10);
      #endif
      }
      @end
      """
    let screen = try #require(try CodeScreenTests.screens(source, name: "Bar.m").first)
    let result = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
    #expect(
      CodeScreenTests.near(result.frames["bar"], CGRect(x: 0, y: 0, width: 375, height: 64)),
      "\(result.frames)")
    #expect(result.frames["banner"] == nil, "\(result.frames)")
    #expect(result.notes.contains { $0.contains("DEBUG") }, "\(result.notes)")
    #expect(
      CodeScreenTests.near(
        result.frames["footer"], CGRect(x: 0, y: 760, width: 375, height: 20)))
  }

  /// SXNews's weather panel: a plain translucent `UIView` at the screen's bottom whose item
  /// views come from `[ItemView view]`, a class method loading a xib that is not given here.
  /// The items were left out with a note, and the panel, left with no subview, was judged as a
  /// bare fill reaching the bottom edge (`fixed_position`, a false alarm). What it shows is only
  /// partly known: it is left out too, noted. The look-alike's panel also holds a label made in
  /// code: it stays, a container, and its label is placed.
  static func panel(label: Bool) -> String {
    let city =
      label
      ? "UILabel *city = [[UILabel alloc] initWithFrame:CGRectMake(16, 8, 200, 20)];\n"
        + "    city.text = @\"Beijing\";\n    [bottomView addSubview:city];"
      : ""
    return """
      @interface ItemView : UIView
      + (instancetype)view;
      @end
      @implementation ItemView
      + (instancetype)view
      {
          return [[NSBundle mainBundle] loadNibNamed:@"ItemView" owner:nil options:nil][0];
      }
      @end
      @interface WeatherPage : UIViewController
      @end
      @implementation WeatherPage
      - (void)viewDidLoad {
          [super viewDidLoad];
          UIView *bottomView = [[UIView alloc] initWithFrame:CGRectMake(0, 562, 375, 250)];
          bottomView.backgroundColor = [UIColor colorWithRed:0 green:0 blue:0 alpha:0.2];
          [self.view addSubview:bottomView];
          ItemView *itemView = [ItemView view];
          [bottomView addSubview:itemView];
          \(city)
      }
      @end
      """
  }

  @Test("a plain view whose only subview is not known is left out, not judged as a fill")
  func panelWithUnknownItems() throws {
    let screens = try CodeScreenTests.screens(Self.panel(label: false), name: "Weather.m")
    let page = try #require(screens.first { $0.name.hasSuffix("#WeatherPage") })
    let result = try CodeScreenTests.frames(page, CodeScreenTests.iPhoneX)
    #expect(result.frames["bottomView"] == nil, "\(result.frames)")
    #expect(
      result.notes.contains { $0.contains("'bottomView'") && $0.contains("partly known") },
      "\(result.notes)")
    let withLabel = try #require(
      try CodeScreenTests.screens(Self.panel(label: true), name: "Weather.m").first {
        $0.name.hasSuffix("#WeatherPage")
      })
    let kept = try CodeScreenTests.frames(withLabel, CodeScreenTests.iPhoneX)
    #expect(
      CodeScreenTests.near(
        kept.frames["bottomView"], CGRect(x: 0, y: 562, width: 375, height: 250)),
      "\(kept.frames)")
    #expect(
      CodeScreenTests.near(kept.frames["city"], CGRect(x: 16, y: 570, width: 200, height: 20)))
  }
}
