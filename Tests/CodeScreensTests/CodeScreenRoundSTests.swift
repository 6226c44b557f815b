import DeviceCatalog
import Foundation
import HeadlessUIKit
import SceneDocument
import Testing

@testable import CodeScreens

/// Fresh round S's wrong notes and reader causes, rewritten small. Frames are the code's or the
/// xib's own numbers on the iPhone X (375 × 812, the catalog).
@Suite("Code screens: round S")
@MainActor
struct CodeScreenRoundSTests {
  // MARK: W1, a xib root's constraints to its own subviews

  /// ySky329/DouYuZhiBo's `YQAmuseMenuView.xib`: a page control pinned to the root's leading
  /// edge and, through a constraint whose first item is the root (`bottom = pageControl.bottom
  /// - 5`, IB leaves the root's id out), to its bottom. The root keeps
  /// `translatesAutoresizingMaskIntoConstraints` (a top-level view of a xib), and the code frames
  /// it. `rootWidth` adds the look-alike: a width constraint on the root itself, which does
  /// compete with the frame.
  static func menuNib(rootWidth: Bool) -> CodeNib {
    var page = CodeScreenRoundHTests.view(
      "page", "UIPageControl", frame: (10, 165, 100, 30), name: "pageControl", line: 17)
    page.translatesAutoresizingMaskIntoConstraints = false
    let root = CodeScreenRoundHTests.view(
      "root", "MenuView", frame: (0, 0, 375, 200), subviews: [page], line: 13)
    func constraint(
      _ first: String, _ attribute: ConstraintSpec.Attribute, _ second: String?,
      _ secondAttribute: ConstraintSpec.Attribute?, _ constant: Double, line: Int
    ) -> CodeNib.Constraint {
      CodeNib.Constraint(
        first: first, firstGuide: nil, firstAttribute: attribute, relation: .equal,
        second: second, secondGuide: nil, secondAttribute: secondAttribute, multiplier: 1,
        constant: constant, priority: 1000, text: "\(first).\(attribute) = …", line: line,
        column: 17)
    }
    var constraints = [
      constraint("page", .leading, "root", .leading, 10, line: 39),
      constraint("root", .bottom, "page", .bottom, 5, line: 40),
      constraint("page", .width, nil, nil, 100, line: 41),
      constraint("page", .height, nil, nil, 30, line: 42),
    ]
    if rootWidth { constraints.append(constraint("root", .width, nil, nil, 300, line: 43)) }
    return CodeNib(
      path: "MenuView.xib", ownerClass: nil, ownerView: nil, ownerOutlets: [:],
      topLevelViews: [root], constraints: constraints, outletNames: [:])
  }

  static let menuScreen = """
    #import <UIKit/UIKit.h>
    @interface MenuView : UIView
    @end
    @implementation MenuView
    + (instancetype)menuView {
        return [[[NSBundle mainBundle] loadNibNamed:@"MenuView" owner:nil options:nil] lastObject];
    }
    @end
    @interface ScreenViewController : UIViewController
    @end
    @implementation ScreenViewController
    - (void)viewDidLoad {
        [super viewDidLoad];
        MenuView *menuView = [MenuView menuView];
        menuView.frame = CGRectMake(0, 100, 375, 200);
        [self.view addSubview:menuView];
    }
    @end
    """

  static func menu(rootWidth: Bool) throws -> (frames: [String: CGRect], notes: [String]) {
    var screen = try #require(
      try CodeScreenTests.screens(Self.menuScreen, name: "Screen.m").first {
        $0.name.hasSuffix("#ScreenViewController")
      })
    screen.nibs = CodeScreenRoundHTests.Nibs(byName: [
      "MenuView": Self.menuNib(rootWidth: rootWidth)
    ])
    let result = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
    return (result.frames, result.notes)
  }

  @Test("a xib root's constraints to its own subviews place the subviews, not the root")
  func xibRootConstrainedToItsSubviews() throws {
    let (frames, notes) = try Self.menu(rootWidth: false)
    // Before: "'menuView' is left out: it is constrained (line 40) while
    // translatesAutoresizingMaskIntoConstraints is true", line 40 being the xib's.
    #expect(
      CodeScreenTests.near(frames["menuView"], CGRect(x: 0, y: 100, width: 375, height: 200)),
      "\(frames) \(notes)")
    // 100 + 200 − 5 − 30 = 265: the page control above the root's bottom, 10 pt from its side.
    #expect(
      CodeScreenTests.near(frames["pageControl"], CGRect(x: 10, y: 265, width: 100, height: 30)),
      "\(frames) \(notes)")
    #expect(
      !notes.contains { $0.contains("translatesAutoresizingMaskIntoConstraints") }, "\(notes)")
  }

  /// The look-alike: a constraint on the root's own width competes with the frame the code sets
  /// (the autoresizing constraints fix the view's size): the root stays out, and the note, which
  /// is located at the code's frame, names the xib's line with its file.
  @Test("a xib root's own size constraint still takes it out, and the note names the xib")
  func xibRootWithItsOwnSizeConstraint() throws {
    let (frames, notes) = try Self.menu(rootWidth: true)
    #expect(frames["menuView"] == nil, "\(frames)")
    let note = try #require(notes.first { $0.hasPrefix("'menuView'") }, "\(notes)")
    #expect(
      note.contains(
        "it is constrained (line 43 of MenuView.xib) while translatesAutoresizingMaskIntoConstraints"
          + " is true"), "\(note)")
  }

  /// The same for a line a reason names inside its text: a constraint a base controller's helper
  /// switches on a run-time branch, the view made in the subclass's file.
  @Test("a branch line in another file is named with its file")
  func branchLineOfAnotherFileIsNamed() throws {
    let screen = try #require(
      try CodeScreenRoundOTests.screens([
        "Base.swift": """
        import UIKit
        class BaseViewController: UIViewController {
            func settle(_ constraint: NSLayoutConstraint) {
                if UserDefaults.standard.bool(forKey: "compact") { constraint.isActive = false }
            }
        }
        """,
        "Screen.swift": """
        import UIKit
        final class ScreenViewController: BaseViewController {
            let bar = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                bar.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(bar)
                let top = bar.topAnchor.constraint(equalTo: view.topAnchor)
                top.isActive = true
                bar.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
                bar.widthAnchor.constraint(equalToConstant: 100).isActive = true
                bar.heightAnchor.constraint(equalToConstant: 44).isActive = true
                settle(top)
            }
        }
        """,
      ]).first { $0.name.hasSuffix("#ScreenViewController") })
    let (frames, notes, _) = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
    #expect(frames["bar"] == nil, "\(frames)")
    let note = try #require(notes.first { $0.hasPrefix("'bar'") }, "\(notes)")
    #expect(note.contains("(line 4 of Base.swift)"), "\(note)")
  }

  // MARK: W2, a category method calling UIKit's method of a like selector

  static func colorScreen(recursive: Bool) -> String {
    let called = recursive ? "andGreen:green andBlue:blue andAlpha" : "green:green blue:blue alpha"
    return """
      #import <UIKit/UIKit.h>
      @implementation UIColor (X)
      + (instancetype)colorWithRed:(CGFloat)red andGreen:(CGFloat)green andBlue:(CGFloat)blue andAlpha:(CGFloat)alpha {
          return [UIColor colorWithRed:red \(called):alpha];
      }
      @end
      @interface DemoViewController : UIViewController
      @end
      @implementation DemoViewController
      - (void)viewDidLoad {
          [super viewDidLoad];
          self.view.backgroundColor = [UIColor colorWithRed:250 andGreen:250 andBlue:250 andAlpha:1];
          UIView *box = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 100, 100)];
          [self.view addSubview:box];
      }
      @end
      """
  }

  /// DouYuZhiBo's `UIColor+YQExtension.m:13`: the category's `colorWithRed:andGreen:andBlue:
  /// andAlpha:` calls UIKit's `colorWithRed:green:blue:alpha:`. Before, the lookup took the
  /// category's method for UIKit's (same first part, same count) and said "calls nest deeper
  /// than 24 levels (recursion?)".
  @Test("UIKit's colorWithRed:green:blue:alpha: is not a category's colorWithRed:andGreen:…")
  func selectorIsMatchedWhole() throws {
    let screen = try #require(
      try CodeScreenTests.screens(Self.colorScreen(recursive: false), name: "Demo.m").first {
        $0.name.hasSuffix("#DemoViewController")
      })
    let (frames, notes, _) = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
    #expect(!notes.contains { $0.contains("recursion") }, "\(notes)")
    #expect(
      CodeScreenTests.near(frames["box"], CGRect(x: 0, y: 0, width: 100, height: 100)),
      "\(frames)")
  }

  /// The look-alike: the category's method calling itself is a recursion, still said.
  @Test("a category method that calls its own selector is still a recursion")
  func realRecursionIsStillNoted() throws {
    let screen = try #require(
      try CodeScreenTests.screens(Self.colorScreen(recursive: true), name: "Demo.m").first {
        $0.name.hasSuffix("#DemoViewController")
      })
    let (_, notes, _) = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
    #expect(notes.contains { $0.contains("recursion") }, "\(notes)")
  }

  // MARK: W3, a class that implements a controller's callbacks without being one

  /// oemurlu/Video-Games-App's `DetailViewModel`: a root class implementing the `viewDidLoad()`
  /// its protocol declares. Before, it was read as a `UIViewController` subclass, a screen.
  @Test("a root class or an NSObject subclass with viewDidLoad() is no screen")
  func viewModelIsNoController() throws {
    let screens = try CodeScreenTests.screens(
      """
      import UIKit
      protocol DetailViewModelInterface { func viewDidLoad() }
      final class DetailViewModel {
          var title = ""
          func viewDidLoad() { title = "Detail" }
      }
      extension DetailViewModel: DetailViewModelInterface {}
      final class Presenter: NSObject {
          func viewDidLoad() {}
      }
      """, name: "DetailViewModel.swift")
    #expect(screens.isEmpty, "\(screens.map(\.name))")
  }

  /// The look-alike: a class whose superclass is not among the files read (a base controller of
  /// another module) and that implements `viewDidLoad()` is still read as a controller, with
  /// the note that says so.
  @Test("a class of an unread superclass with viewDidLoad() is still a screen")
  func unreadSuperclassIsStillAController() throws {
    let screen = try #require(
      try CodeScreenTests.screens(
        """
        import UIKit
        final class DetailViewController: BaseViewController {
            let box = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(box)
            }
        }
        """, name: "DetailViewController.swift"
      ).first)
    let (frames, notes, _) = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
    #expect(notes.contains { $0.contains("'BaseViewController' is not among the files read") })
    #expect(
      CodeScreenTests.near(frames["box"], CGRect(x: 0, y: 100, width: 100, height: 100)),
      "\(frames)")
  }

  // MARK: M1, a layout helper with default parameters

  /// Sxmue/TwitterClone's `Utils/Extensions.swift:33-66`: `anchor(top:left:bottom:right:
  /// paddingTop:…:width:height:)`, every parameter with a default value, each anchor activated
  /// under `if let`. `activates` false is the look-alike: the helper keeps its constraints for
  /// later and activates none.
  static func helper(activates: Bool) -> String {
    let end = activates ? ".isActive = true" : ""
    let keep = activates ? "" : "pending.append("
    let close = activates ? "" : ")"
    return """
      import UIKit
      var pending: [NSLayoutConstraint] = []
      extension UIView {
          func anchor(top: NSLayoutYAxisAnchor? = nil, left: NSLayoutXAxisAnchor? = nil,
                      bottom: NSLayoutYAxisAnchor? = nil, right: NSLayoutXAxisAnchor? = nil,
                      paddingTop: CGFloat = 0, paddingLeft: CGFloat = 0,
                      paddingBottom: CGFloat = 0, paddingRight: CGFloat = 8,
                      width: CGFloat? = nil, height: CGFloat? = nil) {
              translatesAutoresizingMaskIntoConstraints = false
              if let top = top { \(keep)topAnchor.constraint(equalTo: top, constant: paddingTop)\(end)\(close) }
              if let left = left { \(keep)leftAnchor.constraint(equalTo: left, constant: paddingLeft)\(end)\(close) }
              if let bottom = bottom { \(keep)bottomAnchor.constraint(equalTo: bottom, constant: -paddingBottom)\(end)\(close) }
              if let right = right { \(keep)rightAnchor.constraint(equalTo: right, constant: -paddingRight)\(end)\(close) }
              if let width = width { \(keep)widthAnchor.constraint(equalToConstant: width)\(end)\(close) }
              if let height = height { \(keep)heightAnchor.constraint(equalToConstant: height)\(end)\(close) }
          }
      }
      class ProfileViewController: UIViewController {
          let backButton = UIButton(type: .system)
          let footer = UIView()
          override func viewDidLoad() {
              super.viewDidLoad()
              backButton.setTitle("Back", for: .normal)
              view.addSubview(backButton)
              backButton.anchor(top: view.topAnchor, left: view.leftAnchor, paddingTop: 10, paddingLeft: 16, width: 60, height: 30)
              view.addSubview(footer)
              footer.anchor(left: view.leftAnchor, bottom: view.bottomAnchor, right: view.rightAnchor, height: 50)
          }
      }
      """
  }

  @Test("a helper's omitted parameters take their default values; given anchors are activated")
  func anchorHelperWithDefaults() throws {
    let screen = try #require(
      try CodeScreenTests.screens(Self.helper(activates: true), name: "Profile.swift").first {
        $0.name.hasSuffix("#ProfileViewController")
      })
    let (frames, notes, _) = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
    // Before: "'backButton.anchor(top: …)' is not read (it may move or resize the view)".
    #expect(
      CodeScreenTests.near(frames["backButton"], CGRect(x: 16, y: 10, width: 60, height: 30)),
      "\(frames) \(notes)")
    // `paddingRight` left out: its default 8; `paddingBottom` left out: 0.
    #expect(
      CodeScreenTests.near(frames["footer"], CGRect(x: 0, y: 762, width: 367, height: 50)),
      "\(frames) \(notes)")
  }

  /// The look-alike: the same helper that only keeps its constraints (none active) places
  /// nothing: the views are not laid out where the activated constraints would put them.
  @Test("a helper that keeps its constraints without activating them places nothing")
  func anchorHelperWithoutActivation() throws {
    let screen = try #require(
      try CodeScreenTests.screens(Self.helper(activates: false), name: "Profile.swift").first {
        $0.name.hasSuffix("#ProfileViewController")
      })
    let (frames, notes, _) = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
    #expect(
      !CodeScreenTests.near(frames["backButton"], CGRect(x: 16, y: 10, width: 60, height: 30)),
      "\(frames) \(notes)")
    #expect(
      !CodeScreenTests.near(frames["footer"], CGRect(x: 0, y: 762, width: 367, height: 50)),
      "\(frames) \(notes)")
  }

  // MARK: M6, a device constant through an Objective-C class method

  /// ySky329/DouYuZhiBo's `YQConst.h:51-53`: `IS_FULLSCREEN` compares `SCREEN_WIDTH` with
  /// `[YQConst sizeFor58Inch].width`, a class method whose body returns `CGSizeMake(375, 812)`.
  /// `readsState` is the look-alike: the method returns a size read from the user's defaults,
  /// which stays unknown.
  static func constScreens(readsState: Bool) throws -> [CodeScreen] {
    let body =
      readsState
      ? "return CGSizeFromString([[NSUserDefaults standardUserDefaults] stringForKey:@\"size\"]);"
      : "return CGSizeMake(375, 812);"
    return try CodeScreenRoundOTests.screens([
      "Const.h": """
      #import <UIKit/UIKit.h>
      @interface Const : NSObject
      + (CGSize)sizeFor58Inch;
      @end
      #define SCREEN_WIDTH [UIScreen mainScreen].bounds.size.width
      #define IS_FULLSCREEN (SCREEN_WIDTH == [Const sizeFor58Inch].width)
      #define STATUSBAR_HEIGHT (IS_FULLSCREEN ? 44 : 20)
      """,
      "Const.m": """
      #import "Const.h"
      @implementation Const
      + (CGSize)sizeFor58Inch { \(body) }
      @end
      """,
      "HomeViewController.m": """
      #import <UIKit/UIKit.h>
      #import "Const.h"
      @interface HomeViewController : UIViewController
      @end
      @implementation HomeViewController
      - (void)viewDidLoad {
          [super viewDidLoad];
          UIView *tab = [[UIView alloc] initWithFrame:CGRectMake(0, STATUSBAR_HEIGHT + 44, SCREEN_WIDTH / 4, 44)];
          [self.view addSubview:tab];
      }
      @end
      """,
    ])
  }

  @Test("a class method returning a constant size is followed in a device macro")
  func classMethodSizeInMacro() throws {
    let screen = try #require(
      try Self.constScreens(readsState: false).first { $0.name.hasSuffix("#HomeViewController") })
    // 375 wide: IS_FULLSCREEN, so 44 + 44 = 88 (the code's own numbers, right or wrong).
    let (frames, notes, _) = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
    #expect(
      CodeScreenTests.near(frames["tab"], CGRect(x: 0, y: 88, width: 93.75, height: 44)),
      "\(frames) \(notes)")
    // 414 wide (iPhone 8 Plus): not 375, so 20 + 44 = 64.
    let plus = Environment(
      device: DeviceCatalog.device(named: "iPhone 8 Plus") ?? DeviceCatalog.newestPhone,
      orientation: .portrait, ios: 12)
    let (plusFrames, plusNotes, _) = try CodeScreenTests.frames(screen, plus)
    #expect(
      CodeScreenTests.near(plusFrames["tab"], CGRect(x: 0, y: 64, width: 103.5, height: 44)),
      "\(plusFrames) \(plusNotes)")
  }

  @Test("a class method that reads the user's defaults stays unknown in a device macro")
  func classMethodReadingStateStaysUnknown() throws {
    let screen = try #require(
      try Self.constScreens(readsState: true).first { $0.name.hasSuffix("#HomeViewController") })
    let (frames, notes, _) = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
    #expect(frames["tab"] == nil, "\(frames)")
    #expect(notes.contains { $0.contains("STATUSBAR_HEIGHT") }, "\(notes)")
  }

  // MARK: YQ1's next cause, a C `for` that declares its bound beside its counter

  /// DouYuZhiBo's `YQHomeTopView.m:50`: `for (NSInteger i=0,len=_titleArray.count; i<len; i++)`
  /// over the titles the initializer was given. `known` false is the look-alike: the bound
  /// comes from an array the screen never sets, so the loop stays unknown.
  static func strip(known: Bool) -> String {
    let titles = known ? "self.titles = @[@\"A\", @\"B\", @\"C\", @\"D\"];" : ""
    return """
      #import <UIKit/UIKit.h>
      @interface StripViewController : UIViewController
      @property (nonatomic, strong) NSArray *titles;
      @end
      @implementation StripViewController
      - (void)viewDidLoad {
          [super viewDidLoad];
          \(titles)
          for (NSInteger i=0,len=self.titles.count; i<len; i++) {
              UILabel *label = [[UILabel alloc] initWithFrame:CGRectMake(i * 80, 100, 80, 44)];
              [self.view addSubview:label];
          }
      }
      @end
      """
  }

  @Test("a C for loop whose bound is declared beside its counter runs once per element")
  func forLoopWithDeclaredBound() throws {
    let screen = try #require(
      try CodeScreenTests.screens(Self.strip(known: true), name: "Strip.m").first)
    let (frames, notes, _) = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
    // Four labels, 80 apart (ids `label`, `label-2`, …).
    #expect(
      CodeScreenTests.near(frames["label-4"], CGRect(x: 240, y: 100, width: 80, height: 44)),
      "\(frames) \(notes)")
    #expect(frames["label-5"] == nil, "\(frames)")
  }

  @Test("a C for loop whose declared bound is not known stays a note")
  func forLoopWithUnknownDeclaredBound() throws {
    let screen = try #require(
      try CodeScreenTests.screens(Self.strip(known: false), name: "Strip.m").first)
    let (frames, notes, _) = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
    #expect(frames["label"] == nil, "\(frames)")
    #expect(notes.contains { $0.contains("runs a number of times") }, "\(notes)")
  }
}
