import CodeScreens
import DeviceCatalog
import Foundation
import HeadlessUIKit
import LayoutAudit
import Testing

@testable import SafeAreaKit

/// Issue 27, item 1 for labels and buttons made in code: their literal text or title, font,
/// alignment and number of lines give the same drawn content the Interface Builder reader gives
/// the equivalent IB label or button (UILabel's defaults: system 17 pt, natural alignment, one
/// line; UIButton's title: system 15 pt, centred), and anything not known statically leaves the
/// view judged by its frame. Rewritten small from round J's code-made headers and toolbars: a
/// title label as wide as the screen with its text centred, reported cut by the display's
/// rounded corner though its text is in the middle.
@Suite("audit: labels and buttons made in code are judged by their text")
@MainActor
struct DrawnContentCodeLabelTests {
  /// iPhone X in landscape: 812 × 375, display corner radius 39 (the catalog). Each view is 700
  /// wide (not the window's width: a view spanning it is a background the rule does not judge)
  /// and 30 tall from the left end of the top or bottom edge, so its frame's corner is cut by
  /// the rounding; a centred text (a few dozen points wide) is drawn around x = 350.
  static let swiftSource = """
    import UIKit
    class HeaderViewController: UIViewController {
      let centred = UILabel()
      let leftAligned = UILabel()
      let unknownText = UILabel()
      override func viewDidLoad() {
        super.viewDidLoad()
        centred.frame = CGRect(x: 0, y: 0, width: 700, height: 30)
        centred.text = "Title"
        centred.textAlignment = .center
        centred.font = .systemFont(ofSize: 17)
        centred.numberOfLines = 1
        leftAligned.frame = CGRect(x: 0, y: 345, width: 700, height: 30)
        leftAligned.text = "Title"
        leftAligned.textAlignment = .left
        unknownText.frame = CGRect(x: 0, y: 0, width: 700, height: 30)
        unknownText.text = makeTitle()
        unknownText.textAlignment = .center
        view.addSubview(centred)
        view.addSubview(leftAligned)
        view.addSubview(unknownText)
      }
      func makeTitle() -> String { return UserDefaults.standard.string(forKey: "t") ?? "" }
    }
    """

  static let objectiveCHeader = """
    #import <UIKit/UIKit.h>
    @interface ToolbarViewController : UIViewController
    @end
    """

  static let objectiveCSource = """
    #import "ToolbarViewController.h"
    @implementation ToolbarViewController
    - (void)viewDidLoad {
        [super viewDidLoad];
        UILabel *caption = [[UILabel alloc] initWithFrame:CGRectMake(0, 0, 700, 30)];
        caption.textAlignment = NSTextAlignmentCenter;
        caption.font = [UIFont systemFontOfSize:13];
        caption.text = @"Caption";
        [self.view addSubview:caption];
        UIButton *done = [UIButton buttonWithType:UIButtonTypeCustom];
        done.frame = CGRectMake(0, 345, 700, 30);
        [done setTitle:@"Done" forState:UIControlStateNormal];
        [self.view addSubview:done];
        UIButton *back = [UIButton buttonWithType:UIButtonTypeCustom];
        back.frame = CGRectMake(0, 345, 700, 30);
        back.contentHorizontalAlignment = UIControlContentHorizontalAlignmentLeft;
        [back setTitle:@"Back" forState:UIControlStateNormal];
        [self.view addSubview:back];
        UIButton *filled = [UIButton buttonWithType:UIButtonTypeCustom];
        filled.frame = CGRectMake(0, 0, 700, 30);
        filled.backgroundColor = [UIColor redColor];
        [filled setTitle:@"Filled" forState:UIControlStateNormal];
        [self.view addSubview:filled];
    }
    @end
    """

  static func folder() throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("DrawnContentCodeLabel-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, text) in [
      ("HeaderViewController.swift", swiftSource), ("ToolbarViewController.h", objectiveCHeader),
      ("ToolbarViewController.m", objectiveCSource),
    ] {
      try text.write(
        to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return folder.path
  }

  static func findings(_ file: String) throws -> Set<String> {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = (folder as NSString).appendingPathComponent(file)
    let report = try DrawnContentCodeScreenTests.audit(
      path, rules: [RoundedCornerClippingRule.self], devices: ["iPhone X"],
      orientations: [.landscapeLeft])
    return Set(report.findings.compactMap(\.view.sceneID))
  }

  /// The centred label's text (about 35 pt wide at 17 pt, a lower bound) is drawn around
  /// x = 350, far from both rounded corners: no finding. The left-aligned one's text starts at
  /// x = 0 and is 15 pt tall, centred in the 30-pt frame (y 352.5–367.5): the point (0, 367.5)
  /// is 49 pt from the bottom-left corner's centre (39, 336), outside the 39-pt rounding: the
  /// finding stays. The label whose text comes from a function is judged by its frame: it stays.
  @Test("Swift: a centred code label is judged by its text; left-aligned or unknown text stays")
  func swiftLabels() throws {
    let views = try Self.findings("HeaderViewController.swift")
    #expect(!views.contains("centred"), "\(views.sorted())")
    #expect(views.contains("leftAligned"), "\(views.sorted())")
    #expect(views.contains("unknownText"), "\(views.sorted())")
  }

  /// Objective-C: `NSTextAlignmentCenter`, `[UIFont systemFontOfSize:]`, a custom button's title
  /// set with `setTitle:forState:` (centred by default) are read; a left-aligned title starts at
  /// the corner (stays); a button with a background colour fills its frame (stays).
  @Test("Objective-C: centred label and button titles are judged by their text")
  func objectiveCLabelsAndButtons() throws {
    let views = try Self.findings("ToolbarViewController.m")
    #expect(!views.contains("caption"), "\(views.sorted())")
    #expect(!views.contains("done"), "\(views.sorted())")
    #expect(views.contains("back"), "\(views.sorted())")
    #expect(views.contains("filled"), "\(views.sorted())")
  }

  /// The drawn content given to the window's views is UILabel's layout of the literal text:
  /// system 17 pt (`systemFont(ofSize: 17)`), centred, one line, as the IB reader gives a
  /// `<label text="Title" textAlignment="center">` with a 17-pt system font.
  @Test("the code label's drawn content is the IB label's")
  func drawnContentMatchesInterfaceBuilder() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = (folder as NSString).appendingPathComponent("HeaderViewController.swift")
    let sources = try CodeScreenSources.load([path], messages: .discarded)
    let source = try #require(sources.first)
    let environment = Environment(
      device: DeviceCatalog.device(named: "iPhone X") ?? DeviceCatalog.newestPhone,
      orientation: .landscapeLeft, ios: 17)
    let window = try source.makeWindow(environment)
    var drawn: [String: DrawnContent?] = [:]
    var pending: [UIView] = [window]
    while let view = pending.popLast() {
      if let id = view.sceneID { drawn[id] = view.drawnContent }
      pending += view.subviews
    }
    #expect(
      drawn["centred"]
        == .some(
          .text(TextContent(text: "Title", pointSize: 17, alignment: .center, numberOfLines: 1))))
    #expect(
      drawn["leftAligned"]
        == .some(
          .text(TextContent(text: "Title", pointSize: 17, alignment: .left, numberOfLines: 1))))
    #expect(drawn["unknownText"] == .some(nil))
  }

  /// Item 2: an app's subclass of `UIToolbar` made in code is a bar, judged as the plain
  /// `UIToolbar` is (``DrawnContentCodeScreenTests/toolbarMadeInCode()``): its background reaches
  /// the rounded corner by design. A plain view of the same size in the other corner is judged.
  @Test("an app's UIToolbar subclass made in code is judged as a bar")
  func toolbarSubclass() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("DrawnContentBarSubclass-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("EditorViewController.swift")
    try """
    import UIKit
    class EditorToolbar: UIToolbar {}
    class EditorViewController: UIViewController {
      let panel = UIView()
      let toolbar = EditorToolbar()
      override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(toolbar)
        view.addSubview(panel)
        panel.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        panel.backgroundColor = .white
        toolbar.frame = CGRect(x: 0, y: 331, width: 200, height: 44)
      }
    }
    """.write(to: path, atomically: true, encoding: .utf8)
    let report = try DrawnContentCodeScreenTests.audit(
      path.path, rules: [RoundedCornerClippingRule.self],
      devices: ["iPhone X"], orientations: [.landscapeLeft])
    let views = Set(report.findings.compactMap(\.view.sceneID))
    #expect(views.contains("panel"), "\(views.sorted())")
    #expect(!views.contains("toolbar"), "\(views.sorted())")
  }

  /// A navigation bar made in code is not judged as a bar: no container places it, and UIKit
  /// draws its items inside its own frame (only a top-attached bar's background reaches above
  /// it: Apple's `UIBarPositioning` overview). Rewritten small from round I's bilibili-ios
  /// (`NavigationBar : UINavigationBar` at `top = 20`, 44 tall, from a controller category) and
  /// round J's CJWTakeAway (a base controller's `CJWNavigationBar` at `top = 0`, 64 tall). On an
  /// iPhone 14 in portrait, the bar at y 20 has its items under the sensor housing; the same
  /// subclass placed below the status bar (y 47) does not. Before
  /// this change (from the eighth session's second wave), an app's `UINavigationBar` subclass
  /// was judged as a bar and neither was reported: 10 real findings of bilibili-ios and 1 of
  /// CJWTakeAway were lost. The window's root, so that the top is known to be the screen's own
  /// (with no code showing it, a finding at the top is not made: it may be under a container's
  /// bar); the iPhone 14 (390 × 844, status bar 47 pt, its notch outlined: the catalog).
  @Test("an app's UINavigationBar subclass made in code is judged by its frame")
  func navigationBarSubclass() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("DrawnContentNavigationBarSubclass-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("HistoryViewController.m")
    try """
    @interface NavigationBar : UINavigationBar
    @end
    @implementation NavigationBar
    - (instancetype)init {
        if (self = [super init]) {
            self.translucent = NO;
        }
        return self;
    }
    @end
    @interface HistoryViewController : UIViewController
    @end
    @implementation HistoryViewController
    - (void)viewDidLoad {
        [super viewDidLoad];
        NavigationBar *belowStatusBar = [[NavigationBar alloc] init];
        belowStatusBar.frame = CGRectMake(0, 47, 390, 44);
        [self.view addSubview:belowStatusBar];
        NavigationBar *underHousing = [[NavigationBar alloc] init];
        underHousing.frame = CGRectMake(0, 20, 390, 44);
        [self.view addSubview:underHousing];
    }
    @end
    @interface AppDelegate : UIResponder <UIApplicationDelegate>
    @property (strong, nonatomic) UIWindow *window;
    @end
    @implementation AppDelegate
    - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
        self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
        self.window.rootViewController = [[HistoryViewController alloc] init];
        [self.window makeKeyAndVisible];
        return YES;
    }
    @end
    """.write(to: path, atomically: true, encoding: .utf8)
    let report = try DrawnContentCodeScreenTests.audit(
      path.path, rules: [SensorHousingOverlapRule.self],
      devices: ["iPhone 14"], orientations: [.portrait])
    let views = Set(report.findings.compactMap(\.view.sceneID))
    #expect(views.contains("underHousing"), "\(views.sorted())")
    #expect(!views.contains("belowStatusBar"), "\(views.sorted())")
  }

  /// UIKit's own `titleLabel` of a button, written through (`btn.titleLabel.numberOfLines = 0`),
  /// changes what the button draws: the button is judged by its frame. Round K's reading of an
  /// app subclass's own `textLabel` guarded only `contentView` (a `where` after a list of
  /// patterns guards the last), so every `titleLabel` was read as the program's and the button
  /// kept its drawn title. (`titleLabel.font` itself is read as the title's font, see
  /// `DrawnContentCodeTitleFontTests`.) A button whose `titleLabel` is not touched keeps its
  /// drawn title (the look-alike).
  @Test("a button whose UIKit titleLabel is written is judged by its frame")
  func titleLabelWrittenThrough() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("DrawnContentTitleLabel-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("SearchViewController.m")
    try """
    @interface SearchViewController : UIViewController
    @end
    @implementation SearchViewController
    - (void)viewDidLoad {
        [super viewDidLoad];
        UIButton *fontSet = [UIButton buttonWithType:UIButtonTypeSystem];
        [fontSet setTitle:@"Cancel" forState:UIControlStateNormal];
        fontSet.titleLabel.numberOfLines = 0;
        fontSet.frame = CGRectMake(300, 20, 60, 44);
        [self.view addSubview:fontSet];
        UIButton *untouched = [UIButton buttonWithType:UIButtonTypeSystem];
        [untouched setTitle:@"Done" forState:UIControlStateNormal];
        untouched.frame = CGRectMake(20, 20, 60, 44);
        [self.view addSubview:untouched];
    }
    @end
    """.write(to: path, atomically: true, encoding: .utf8)
    let sources = try CodeScreenSources.load([path.path], messages: .discarded)
    let source = try #require(sources.first)
    let environment = Environment(
      device: DeviceCatalog.device(named: "iPhone X") ?? DeviceCatalog.newestPhone,
      orientation: .portrait, ios: 17)
    let window = try source.makeWindow(environment)
    var drawn: [String: DrawnContent?] = [:]
    var pending: [UIView] = [window]
    while let view = pending.popLast() {
      if let id = view.sceneID { drawn[id] = view.drawnContent }
      pending += view.subviews
    }
    #expect(drawn["fontSet"] == .some(nil), "\(drawn)")
    if case .some(.some(.button(let content))) = drawn["untouched"] {
      #expect(content.title == "Done")
    } else {
      Issue.record("untouched: \(String(describing: drawn["untouched"]))")
    }
  }
}

/// Round K's leftovers of the code-made drawing: a button's `titleLabel.font` (Swift, optional
/// chaining; Objective-C, dot syntax and `setFont:`) is its title's font (a font from the app's
/// theme, not known statically, leaves the frame judged), and a background of
/// any clear spelling (`UIColor.clear`, `[UIColor clearColor]`, a colour of alpha 0) draws
/// nothing. Each 700 × 30 view starts at a rounded corner of an iPhone X in landscape, as in
/// ``DrawnContentCodeLabelTests``: a centred text is far from the corner (no finding); a font
/// or colour not known statically leaves the frame judged (the finding stays).
@Suite("audit: a code-made button's title font and clear backgrounds")
@MainActor
struct DrawnContentCodeTitleFontTests {
  static let swiftSource = """
    import UIKit
    class BarViewController: UIViewController {
      let small = UIButton(type: .system)
      let custom = UIButton(type: .system)
      let clearLabel = UILabel()
      let whiteLabel = UILabel()
      override func viewDidLoad() {
        super.viewDidLoad()
        small.frame = CGRect(x: 0, y: 0, width: 700, height: 30)
        small.setTitle("Filter", for: .normal)
        small.titleLabel?.font = .systemFont(ofSize: 13)
        custom.frame = CGRect(x: 0, y: 345, width: 700, height: 30)
        custom.setTitle("Filter", for: .normal)
        custom.titleLabel?.font = Theme.current.buttonFont
        clearLabel.frame = CGRect(x: 0, y: 345, width: 700, height: 30)
        clearLabel.text = "Caption"
        clearLabel.textAlignment = .center
        clearLabel.backgroundColor = UIColor(white: 0, alpha: 0)
        whiteLabel.frame = CGRect(x: 0, y: 0, width: 700, height: 30)
        whiteLabel.text = "Caption"
        whiteLabel.textAlignment = .center
        whiteLabel.backgroundColor = UIColor(white: 1, alpha: 1)
        view.addSubview(small)
        view.addSubview(custom)
        view.addSubview(clearLabel)
        view.addSubview(whiteLabel)
      }
    }
    """

  static let objectiveCHeader = """
    #import <UIKit/UIKit.h>
    @interface SortViewController : UIViewController
    @end
    """

  static let objectiveCSource = """
    #import "SortViewController.h"
    @implementation SortViewController
    - (void)viewDidLoad {
        [super viewDidLoad];
        UIButton *sort = [UIButton buttonWithType:UIButtonTypeCustom];
        sort.frame = CGRectMake(0, 0, 700, 30);
        [sort setTitle:@"Sort" forState:UIControlStateNormal];
        [sort.titleLabel setFont:[UIFont boldSystemFontOfSize:13]];
        [self.view addSubview:sort];
        UIButton *area = [UIButton buttonWithType:UIButtonTypeCustom];
        area.frame = CGRectMake(0, 345, 700, 30);
        [area setTitle:@"Area" forState:UIControlStateNormal];
        area.titleLabel.font = [UIFont systemFontOfSize:13];
        [self.view addSubview:area];
        UIButton *fancy = [UIButton buttonWithType:UIButtonTypeCustom];
        fancy.frame = CGRectMake(0, 0, 700, 30);
        [fancy setTitle:@"Fancy" forState:UIControlStateNormal];
        fancy.titleLabel.font = [UIFont fontWithName:@"Nota-Bold" size:13];
        [self.view addSubview:fancy];
        UILabel *note = [[UILabel alloc] initWithFrame:CGRectMake(0, 345, 700, 30)];
        note.backgroundColor = [UIColor clearColor];
        note.textAlignment = NSTextAlignmentCenter;
        note.text = @"Note";
        [self.view addSubview:note];
        UILabel *banner = [[UILabel alloc] initWithFrame:CGRectMake(0, 0, 700, 30)];
        banner.backgroundColor = [UIColor colorWithWhite:0 alpha:0.5];
        banner.textAlignment = NSTextAlignmentCenter;
        banner.text = @"Banner";
        [self.view addSubview:banner];
    }
    @end
    """

  static func findings(_ file: String) throws -> Set<String> {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("DrawnContentCodeTitleFont-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, text) in [
      ("BarViewController.swift", swiftSource), ("SortViewController.h", objectiveCHeader),
      ("SortViewController.m", objectiveCSource),
    ] {
      try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    let report = try DrawnContentCodeScreenTests.audit(
      folder.appendingPathComponent(file).path, rules: [RoundedCornerClippingRule.self],
      devices: ["iPhone X"], orientations: [.landscapeLeft])
    return Set(report.findings.compactMap(\.view.sceneID))
  }

  @Test("Swift: titleLabel?.font and a colour of alpha 0 are read; a custom font or white stays")
  func swiftButtonsAndLabels() throws {
    let views = try Self.findings("BarViewController.swift")
    #expect(!views.contains("small"), "\(views.sorted())")
    #expect(views.contains("custom"), "\(views.sorted())")
    #expect(!views.contains("clearLabel"), "\(views.sorted())")
    #expect(views.contains("whiteLabel"), "\(views.sorted())")
  }

  @Test("Objective-C: [titleLabel setFont:], titleLabel.font and [UIColor clearColor] are read")
  func objectiveCButtonsAndLabels() throws {
    let views = try Self.findings("SortViewController.m")
    #expect(!views.contains("sort"), "\(views.sorted())")
    #expect(!views.contains("area"), "\(views.sorted())")
    #expect(views.contains("fancy"), "\(views.sorted())")
    #expect(!views.contains("note"), "\(views.sorted())")
    #expect(views.contains("banner"), "\(views.sorted())")
  }
}
