import DeviceCatalog
import Foundation
import HeadlessUIKit
import SceneDocument
import Testing

@testable import CodeScreens

/// Round M's code-screen causes, rewritten small. Frames are the code's own numbers, computed
/// by hand from the library's documented behaviour (cited at each test).
@Suite("Code screens: round M")
@MainActor
struct CodeScreenRoundMTests {
  /// The screen of class `className` in `source`, written to a file named `name`.
  static func screen(_ source: String, name: String, _ className: String) throws -> CodeScreen {
    try #require(
      try CodeScreenTests.screens(source, name: name).first {
        $0.name.hasSuffix("#" + className)
      })
  }

  static func listScreen(coverBottom: String, update: Bool = true) -> String {
    """
    @interface ListViewController : UIViewController
    @property (nonatomic, strong) UITableView *table;
    @property (nonatomic, strong) UIView *cover;
    @end
    @implementation ListViewController
    - (void)viewDidLoad {
        [super viewDidLoad];
        self.table = [[UITableView alloc] init];
        [self.view addSubview:self.table];
        self.cover = [[UIView alloc] init];
        [self.view addSubview:self.cover];
        [self.table mas_makeConstraints:^(MASConstraintMaker *make) {
            make.top.offset(100);
            make.left.right.offset(0);
            make.bottom.offset(-50);
        }];
        [self.cover \(update ? "mas_updateConstraints" : "mas_makeConstraints"):^(MASConstraintMaker *make) {
            make.edges.equalTo(self.table);
            \(coverBottom)
        }];
    }
    @end
    """
  }

  /// Fresh round M's WeChat_D: the chat list's search cover is updated with
  /// `make.edges.equalTo(table)` and then `make.bottom.equalTo(table.mas_bottom).offset(10)` in
  /// one `mas_updateConstraints:` block. Masonry installs each constraint in order with
  /// `updateExisting`; `-[MASViewConstraint install]` finds the similar one installed a line
  /// before (`layoutConstraintSimilarTo:`: same items, attributes, relation, multiplier and
  /// priority) and sets its constant to 10, so there is one bottom constraint. It was read as two
  /// required constraints that can never hold together, and the screen was not laid out.
  /// iPhone 8 (375 × 667): the table is (0, 100, 375, 667 − 50 − 100 = 517); the cover ends 10
  /// below it: height 527.
  @Test("mas_updateConstraints updates a similar constraint the same block installed")
  func masonryUpdateInSameBlock() throws {
    let screen = try Self.screen(
      Self.listScreen(coverBottom: "make.bottom.equalTo(self.table.mas_bottom).with.offset(10);"),
      name: "ListViewController.m", "ListViewController")
    let result = try CodeScreenTests.frames(screen, CodeScreenTests.iPhone8)
    #expect(
      CodeScreenTests.near(result.frames["table"], CGRect(x: 0, y: 100, width: 375, height: 517)),
      "\(result.frames)")
    #expect(
      CodeScreenTests.near(result.frames["cover"], CGRect(x: 0, y: 100, width: 375, height: 527)),
      "\(result.frames) \(result.notes)")
  }

  /// Look-alikes: a second bottom constraint of another priority is not similar
  /// (`layoutConstraintSimilarTo:` compares priorities), so it is added and the required one
  /// holds (the cover ends with the table); in `mas_makeConstraints:` nothing is updated, and the
  /// two required constraints still can never hold together: as UIKit does at run time ("Unable
  /// to simultaneously satisfy constraints", Auto Layout Guide, "Unsatisfiable Layouts"), the one
  /// installed last (`+ 10`) is broken and reported, and the screen is laid out (fresh round N:
  /// one such code screen made a whole app's audit exit 65).
  @Test("another priority, or mas_makeConstraints, adds the constraint instead")
  func masonryUpdateLookAlikes() throws {
    let lower = try Self.screen(
      Self.listScreen(
        coverBottom: "make.bottom.equalTo(self.table.mas_bottom).with.offset(10).priorityHigh();"),
      name: "ListViewController.m", "ListViewController")
    let result = try CodeScreenTests.frames(lower, CodeScreenTests.iPhone8)
    #expect(
      CodeScreenTests.near(result.frames["cover"], CGRect(x: 0, y: 100, width: 375, height: 517)),
      "\(result.frames) \(result.notes)")
    let made = try Self.screen(
      Self.listScreen(
        coverBottom: "make.bottom.equalTo(self.table.mas_bottom).with.offset(10);", update: false),
      name: "ListViewController.m", "ListViewController")
    let broken = try CodeScreenTests.frames(made, CodeScreenTests.iPhone8)
    #expect(
      CodeScreenTests.near(broken.frames["cover"], CGRect(x: 0, y: 100, width: 375, height: 517)),
      "\(broken.frames) \(broken.notes)")
    let window = try SceneBuilder.makeWindow(
      broken.layout.scene, environment: CodeScreenTests.iPhone8)
    let conflicts = window.layoutIssues.compactMap { issue -> LayoutConflict? in
      if case .conflict(let conflict) = issue { return conflict }
      return nil
    }
    #expect(conflicts.count == 1, "\(window.layoutIssues)")
    // The broken one is the `+ 10` bottom, line 19 of the file.
    #expect(conflicts.first?.broken.sourceLocation?.line == 19, "\(conflicts)")
  }

  /// Fresh round M's GeneYe/XiMaLaYaFM (and round L's Cyxbs C3): a selector strip branches on
  /// `typeStyle == homeStyle`, a case of a C enumeration in a header
  /// (`typedef NS_ENUM(NSInteger, TypeStyle) { homeStyle, … }`); it was "not known statically"
  /// and the strip left out. Enumerators are integer constants, the first 0, each next one more
  /// unless `= value` says (C11 6.7.2.2), so the branch is decided: the home style's button is
  /// 125 wide, and `derivedStyle = newsStyle | 1` with `newsStyle = 1 << 3` is 9. Look-alike: an
  /// enumerator counted on from a value of a name the files do not hold
  /// (`laterStyle = ExternalBase + 1`, then `afterLater`) stays unknown, and what its branch
  /// places is left out with a note, not guessed.
  @Test("C enumerators from a header are integer constants")
  func headerEnumerators() throws {
    let folder = try CodeScreenRoundLTests.project([
      "Views/Styles.h": """
      typedef NS_ENUM(NSInteger, TypeStyle) {
          homeStyle,
          notHomeStyle,
          newsStyle = 1 << 3,
          derivedStyle = newsStyle | 1,
      };
      typedef enum {
          laterStyle = ExternalBase + 1,
          afterLater,
      } LaterStyle;
      """,
      "Home/StripViewController.m": """
      #import "Styles.h"
      @interface StripViewController : UIViewController
      @end
      @implementation StripViewController
      - (void)viewDidLoad {
          [super viewDidLoad];
          UIButton *first = [UIButton buttonWithType:UIButtonTypeCustom];
          if (self.style == homeStyle) {
              first.frame = CGRectMake(0, 64, 125, 35);
          } else {
              first.frame = CGRectMake(0, 64, 75, 35);
          }
          [self.view addSubview:first];
          UIButton *second = [UIButton buttonWithType:UIButtonTypeCustom];
          second.frame = CGRectMake(derivedStyle, 120, 40, 40);
          [self.view addSubview:second];
          UIButton *third = [UIButton buttonWithType:UIButtonTypeCustom];
          if (afterLater == 2) {
              third.frame = CGRectMake(0, 200, 40, 40);
          } else {
              third.frame = CGRectMake(0, 300, 40, 40);
          }
          [self.view addSubview:third];
      }
      - (TypeStyle)style {
          return homeStyle;
      }
      @end
      """,
    ])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (screens, _) = try CodeScreens.loadResolvingProject(
      paths: [folder + "/Home/StripViewController.m"])
    let screen = try #require(screens.first { $0.name.hasSuffix("#StripViewController") })
    let result = try CodeScreenTests.frames(screen, CodeScreenTests.iPhone8)
    #expect(
      CodeScreenTests.near(result.frames["first"], CGRect(x: 0, y: 64, width: 125, height: 35)),
      "\(result.frames) \(result.notes)")
    #expect(
      CodeScreenTests.near(result.frames["second"], CGRect(x: 9, y: 120, width: 40, height: 40)),
      "\(result.frames) \(result.notes)")
    #expect(result.frames["third"] == nil, "\(result.frames)")
    #expect(result.notes.contains { $0.contains("afterLater") }, "\(result.notes)")
  }

  /// Fresh round M's GeneYe/XiMaLaYaFM: the selector strip (the app's `UIScrollView` subclass)
  /// makes its buttons at known places and a 2-pt underline whose width comes from text metrics
  /// (`boundingRectWithSize:`), which are not known statically. The strip was left out with all
  /// its buttons, "only partly known". It now stays as a container that draws nothing itself,
  /// and the buttons its code placed are judged: the strip at (0, 64, 375, 35), its first button
  /// (0, 64, 125, 35) in the window. Look-alike: a plain `UIView` all of whose content is left
  /// out still goes (it shows nothing known).
  @Test("a partly known custom view is a container; its known subviews stay")
  func partlyKnownCustomViewKeepsKnownSubviews() throws {
    let screens = try CodeScreenTests.screens(
      """
      @interface SelectorStrip : UIScrollView
      @end
      @implementation SelectorStrip
      - (instancetype)initWithFrame:(CGRect)frame title:(NSString *)title {
          if (self = [super init]) {
              self.frame = frame;
              UIButton *first = [UIButton buttonWithType:UIButtonTypeCustom];
              first.frame = CGRectMake(0, 0, 125, 35);
              [self addSubview:first];
              CGSize size = [title boundingRectWithSize:CGSizeMake(MAXFLOAT, MAXFLOAT) options:0 attributes:nil context:nil].size;
              UIView *underline = [[UIView alloc] initWithFrame:CGRectMake(0, 33, size.width + 4, 2)];
              [self addSubview:underline];
          }
          return self;
      }
      @end
      @interface HomeViewController : UIViewController
      @end
      @implementation HomeViewController
      - (void)viewDidLoad {
          [super viewDidLoad];
          SelectorStrip *strip = [[SelectorStrip alloc] initWithFrame:CGRectMake(0, 64, 375, 35) title:@"Hot"];
          [self.view addSubview:strip];
          UIView *holder = [[UIView alloc] initWithFrame:CGRectMake(0, 200, 375, 40)];
          UIView *inner = [[UIView alloc] initWithFrame:CGRectMake(0, 0, self.model.width, 40)];
          [holder addSubview:inner];
          [self.view addSubview:holder];
      }
      @end
      """, name: "HomeViewController.m")
    let screen = try #require(screens.first { $0.name.hasSuffix("#HomeViewController") })
    let result = try CodeScreenTests.frames(screen, CodeScreenTests.iPhone8)
    #expect(
      CodeScreenTests.near(result.frames["strip"], CGRect(x: 0, y: 64, width: 375, height: 35)),
      "\(result.frames) \(result.notes)")
    #expect(result.layout.drawnContents["strip"] == DrawnContent.nothing)
    let first = result.frames.first { $0.key.hasSuffix("first") }?.value
    #expect(
      CodeScreenTests.near(first, CGRect(x: 0, y: 64, width: 125, height: 35)),
      "\(result.frames)")
    #expect(!result.frames.keys.contains { $0.hasSuffix("underline") }, "\(result.frames)")
    #expect(result.frames["holder"] == nil, "\(result.frames)")
    #expect(
      result.notes.contains { $0.contains("'strip'") && $0.contains("partly known") },
      "\(result.notes)")
  }

  static func pageSource(call: String) -> String {
    """
    import UIKit
    public class PageStyle { public var titleViewHeight: CGFloat = 44 }
    public class PageView: UIView {
      public let style: PageStyle
      public let inset: CGFloat
      private (set) public lazy var titleView = UIView(frame: .zero)
      public init(frame: CGRect, style: PageStyle, titles: [String], inset: CGFloat = 8) {
        self.style = style
        self.inset = inset
        super.init(frame: frame)
        setupUI()
      }
      public init(frame: CGRect, kind: Int, required: Int) {
        self.style = PageStyle()
        self.inset = 0
        super.init(frame: frame)
        setupUI()
      }
      public required init?(coder aDecoder: NSCoder) { fatalError("not used") }
    }
    extension PageView {
      private func setupUI() {
        titleView.frame = CGRect(x: inset, y: 0, width: bounds.width - 2 * inset,
                                 height: style.titleViewHeight)
        addSubview(titleView)
      }
    }
    class HomeController: UIViewController {
      override func viewDidLoad() {
        super.viewDidLoad()
        let pageView = \(call)
        view.addSubview(pageView)
      }
    }
    """
  }

  /// Fresh round M's CoderEllis/XiMaLaYaFM: the home tab's page view is made with
  /// `DNSPageView(frame:style:titles:childViewControllers:)`, whose initializer has a fifth
  /// parameter with a default value (`startIndex: Int = 0`). No initializer matched the four
  /// arguments, so the view was made without running one: laid out empty, its title strip
  /// missing, with no note. A call may leave out trailing parameters that have default values
  /// (Swift), which then take them: here `inset` is 8, so the title view is
  /// (8, 64, 375 − 16 = 359, 44) in the window on an iPhone 8. Look-alike: leaving out a
  /// parameter without a default (`required:`) matches no initializer, as before.
  @Test("an initializer whose trailing parameters have defaults is called without them")
  func defaultedParameters() throws {
    let called = try #require(
      try CodeScreenTests.screens(
        Self.pageSource(
          call: """
            PageView(frame: CGRect(x: 0, y: 64, width: 375, height: 500), style: PageStyle(),
                                    titles: ["a", "b"])
            """)
      ).first { $0.name.hasSuffix("#HomeController") })
    let result = try CodeScreenTests.frames(called, CodeScreenTests.iPhone8)
    #expect(
      CodeScreenTests.near(result.frames["titleView"], CGRect(x: 8, y: 64, width: 359, height: 44)),
      "\(result.frames) \(result.notes)")
    let missing = try #require(
      try CodeScreenTests.screens(
        Self.pageSource(
          call: "PageView(frame: CGRect(x: 0, y: 64, width: 375, height: 500), kind: 1)")
      ).first { $0.name.hasSuffix("#HomeController") })
    let other = try CodeScreenTests.frames(missing, CodeScreenTests.iPhone8)
    #expect(other.frames["titleView"] == nil, "\(other.frames)")
  }

  /// The e-mail screen in the shape of round L's SwiftCyxbs: a helper with a defaulted parameter
  /// makes the field (matched since a call may leave defaulted parameters out), and the field is
  /// placed from the label's frame after `sizeToFit()`.
  static func forgotScreen(sizes: Bool) -> String {
    """
    import UIKit
    class ForgotViewController: UIViewController {
      let contentLab = UILabel(frame: CGRect(x: 16, y: 100, width: 300, height: 20))
      func createField(placeholder: String, countDown: Bool = false) -> UITextField {
        let field = UITextField(frame: CGRect(x: 16, y: 0, width: 300, height: 40))
        field.placeholder = placeholder
        return field
      }
      override func viewDidLoad() {
        super.viewDidLoad()
        contentLab.text = "We sent a code to your mail box"
        view.addSubview(contentLab)
        \(sizes ? "contentLab.sizeToFit()" : "")
        let mailField = createField(placeholder: "Mail")
        mailField.frame.origin.y = contentLab.frame.maxY + 10
        view.addSubview(mailField)
        let codeField = UITextField(frame: CGRect(x: 16, y: 0, width: 300, height: 40))
        codeField.frame.origin.y = mailField.frame.maxY + 10
        view.addSubview(codeField)
      }
    }
    """
  }

  /// Round M's leftover (why `c84f56c` was reverted): `sizeToFit()` resizes the label at once
  /// ("Resizes and moves the receiver view so it just encloses its subviews", Apple's
  /// documentation of `UIView.sizeToFit()`), to a size that needs text metrics; the reader left
  /// the label out but still answered its old frame when `viewDidLoad` read it, so the field
  /// was placed from the old frame (at y 0 in the real app, under the bar). Now the frame read
  /// after `sizeToFit()` is not known: the field is left out with a note naming it. Look-alike:
  /// without `sizeToFit()` the label keeps the frame the code set, and the field lies at
  /// 100 + 20 + 10 = 130, the next at 130 + 40 + 10 = 180 (iPhone 8, no bar).
  @Test("a frame read after sizeToFit() is not the old one")
  func frameAfterSizeToFit() throws {
    let sized = try #require(
      try CodeScreenTests.screens(Self.forgotScreen(sizes: true)).first {
        $0.name.hasSuffix("#ForgotViewController")
      })
    let result = try CodeScreenTests.frames(sized, CodeScreenTests.iPhone8)
    // The field keeps the name the helper made it with.
    #expect(result.frames["field"] == nil, "\(result.frames)")
    // The next field, placed from the first one's frame, is not placed from its old frame.
    #expect(result.frames["codeField"] == nil, "\(result.frames)")
    #expect(
      result.notes.contains { $0.contains("'field'") && $0.contains("after 'sizeToFit()'") },
      "\(result.notes)")
    let plain = try #require(
      try CodeScreenTests.screens(Self.forgotScreen(sizes: false)).first {
        $0.name.hasSuffix("#ForgotViewController")
      })
    let other = try CodeScreenTests.frames(plain, CodeScreenTests.iPhone8)
    #expect(
      CodeScreenTests.near(other.frames["field"], CGRect(x: 16, y: 130, width: 300, height: 40)),
      "\(other.frames) \(other.notes)")
    #expect(
      CodeScreenTests.near(
        other.frames["codeField"], CGRect(x: 16, y: 180, width: 300, height: 40)),
      "\(other.frames) \(other.notes)")
  }
}
