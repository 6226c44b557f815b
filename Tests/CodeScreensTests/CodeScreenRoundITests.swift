import DeviceCatalog
import Foundation
import HeadlessUIKit
import SceneDocument
import Testing

@testable import CodeScreens

/// Cases from the fresh round I apps (2026-11-30, seventh session), rewritten small. Expected
/// frames come from the catalog's screen sizes (iPhone X: 375 × 812) and the code's own
/// numbers, not from the reader.
@Suite("Code screens: round I causes")
@MainActor
struct CodeScreenRoundITests {
  /// bilibili-ios: a hand-made navigation bar from a `UIViewController` category getter that
  /// keeps it with `objc_setAssociatedObject`, placed with Masonry's assignment form
  /// (`make.top.offset = 20`), and a method header ending in a semicolon
  /// (`- (void)viewDidLoad; {`). Before: the getter's `if (!navigationBar)` was unknown, the
  /// bar and the table constrained to it were left out, and the `; {` methods were not read.
  @Test("a category getter's associated object, Masonry's assignment form, `; {` headers")
  func categoryBarWithAssociatedObject() throws {
    let source = """
      #import <objc/runtime.h>
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
      @interface UIViewController (HeaderView)
      @property (strong, nonatomic, readonly) NavigationBar *navigationBar;
      @end
      @implementation UIViewController (HeaderView)
      - (NavigationBar *)navigationBar {
          NavigationBar *navigationBar = objc_getAssociatedObject(self, @selector(navigationBar));
          if (!navigationBar) {
              navigationBar = [[NavigationBar alloc] init];
              [self.view addSubview:navigationBar];
              [navigationBar mas_makeConstraints:^(MASConstraintMaker *make) {
                  make.left.offset = 0;
                  make.right.offset = 0;
                  make.top.offset = 20;
                  make.height.offset = 44;
              }];
              objc_setAssociatedObject(self, @selector(navigationBar), navigationBar, OBJC_ASSOCIATION_RETAIN_NONATOMIC);
          }
          return navigationBar;
      }
      @end
      @interface HistoryViewController : UIViewController
      @property (strong, nonatomic) UITableView *tableView;
      @end
      @implementation HistoryViewController
      - (void)viewDidLoad; {
          [super viewDidLoad];
          [self navigationBar];
          _tableView = [[UITableView alloc] init];
          [self.view addSubview:_tableView];
          [_tableView mas_makeConstraints:^(MASConstraintMaker *make) {
              make.left.offset = 0;
              make.right.offset = 0;
              make.bottom.offset = 0;
              make.top.equalTo(self.navigationBar.mas_bottom);
          }];
      }
      @end
      """
    let screens = try CodeScreenTests.screens(source, name: "History.m")
    let screen = try #require(screens.first { $0.className == "HistoryViewController" })
    let result = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
    // One bar, made once (the second read of the getter finds it): top 20, 44 tall.
    let bars = result.frames.keys.filter { $0.hasPrefix("navigationBar") }
    #expect(bars.count == 1, "\(result.frames) \(result.notes)")
    #expect(
      CodeScreenTests.near(
        result.frames["navigationBar"], CGRect(x: 0, y: 20, width: 375, height: 44)),
      "\(result.frames) \(result.notes)")
    // The table from the bar's bottom (64) to the screen's bottom.
    #expect(
      CodeScreenTests.near(
        result.frames["tableView"], CGRect(x: 0, y: 64, width: 375, height: 748)),
      "\(result.frames) \(result.notes)")
  }

  /// The assignment form after a relation (`make.top.equalTo(self.view).offset = 20`) and a
  /// width or height without one (`make.height.offset = 44`: a constant).
  @Test("Masonry's offset setter after equalTo, and on a size attribute")
  func masonryOffsetSetter() throws {
    let source = """
      @interface HomeViewController : UIViewController
      @end
      @implementation HomeViewController
      - (void)viewDidLoad {
          [super viewDidLoad];
          UIView *header = [[UIView alloc] init];
          [self.view addSubview:header];
          [header mas_makeConstraints:^(MASConstraintMaker *make) {
              make.left.equalTo(self.view);
              make.right.equalTo(self.view);
              make.top.equalTo(self.view).offset = 20;
              make.height.equalTo(@(44));
          }];
          UIButton *button = [UIButton buttonWithType:UIButtonTypeSystem];
          [header addSubview:button];
          [button mas_makeConstraints:^(MASConstraintMaker *make) {
              make.right.equalTo(header.mas_right).offset = -10;
              make.width.offset = 40;
              make.height.offset = 30;
              make.centerY.equalTo(header);
          }];
      }
      @end
      """
    let screen = try #require(try CodeScreenTests.screens(source, name: "Home.m").first)
    let result = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
    #expect(
      CodeScreenTests.near(result.frames["header"], CGRect(x: 0, y: 20, width: 375, height: 44)),
      "\(result.frames) \(result.notes)")
    // 40 × 30, its right edge 10 from the header's (325–365), centred in 20–64 (27–57).
    #expect(
      CodeScreenTests.near(result.frames["button"], CGRect(x: 325, y: 27, width: 40, height: 30)),
      "\(result.frames) \(result.notes)")
  }

  /// An associated object under a key the reader does not follow stays unknown.
  @Test("an associated object under another key is not guessed")
  func associatedObjectUnderAnotherKey() throws {
    let source = """
      @implementation UIViewController (Badge)
      - (UIView *)badge {
          UIView *badge = objc_getAssociatedObject(self, [self badgeKey]);
          if (!badge) {
              badge = [[UIView alloc] initWithFrame:CGRectMake(0, 20, 40, 40)];
              [self.view addSubview:badge];
          }
          return badge;
      }
      @end
      @interface BadgeViewController : UIViewController
      @end
      @implementation BadgeViewController
      - (void)viewDidLoad {
          [super viewDidLoad];
          [self badge];
      }
      @end
      """
    let screens = try CodeScreenTests.screens(source, name: "Badge.m")
    let screen = try #require(screens.first { $0.className == "BadgeViewController" })
    let result = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
    #expect(result.frames["badge"] == nil, "\(result.frames)")
  }

  /// bilibili-ios's `RegionListViewController`: views made in statement expressions
  /// (`UILabel *titleLabel = ({ … label; })`), the last expression statement the value. Before:
  /// the expression was not read and the label was silently missing.
  @Test("views made in Objective-C statement expressions")
  func statementExpressions() throws {
    let source = """
      @interface RegionListViewController : UIViewController
      @end
      @implementation RegionListViewController
      - (void)viewDidLoad {
          [super viewDidLoad];
          UILabel *titleLabel = ({
              UILabel *label = [[UILabel alloc] init];
              label.text = @"分区";
              [self.view addSubview:label];
              label;
          });
          [titleLabel mas_makeConstraints:^(MASConstraintMaker *make) {
              make.left.offset = 0;
              make.right.offset = 0;
              make.top.offset = 20;
              make.height.offset = 44;
          }];
      }
      @end
      """
    let screen = try #require(try CodeScreenTests.screens(source, name: "Region.m").first)
    let result = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
    let label = result.frames.first { $0.key.hasSuffix("abel") }?.value
    #expect(
      CodeScreenTests.near(label, CGRect(x: 0, y: 20, width: 375, height: 44)),
      "\(result.frames) \(result.notes)")
  }

  /// bilibili-ios's `FindViewController`: views kept in instance variables declared in the
  /// `@implementation`'s braces (`QRcodeBtn = ({ … })`), and the navigation bar hidden through
  /// Objective-C's `navigationBarHidden` property. Before: the instance variable was dropped, so
  /// `[QRcodeBtn mas_makeConstraints:…]` placed nothing, without a note; the bar stayed shown.
  @Test("Objective-C instance variables and the navigationBarHidden property")
  func instanceVariablesAndHiddenBar() throws {
    let source = """
      @interface FindViewController : UIViewController
      @end
      @implementation FindViewController {
          UIButton *QRcodeBtn;
      }
      - (void)viewDidLoad {
          [super viewDidLoad];
          QRcodeBtn = ({
              UIButton *btn = [UIButton buttonWithType:UIButtonTypeSystem];
              [self.view addSubview:btn];
              btn;
          });
          [QRcodeBtn mas_makeConstraints:^(MASConstraintMaker *make) {
              make.left.mas_equalTo(self.view.mas_left).offset(10);
              make.top.mas_equalTo(self.view.mas_top).offset(20);
              make.size.mas_equalTo(CGSizeMake(44, 44));
          }];
      }
      - (void)viewWillAppear:(BOOL)animated {
          [super viewWillAppear:animated];
          self.navigationController.navigationBarHidden = YES;
      }
      @end
      """
    let screen = try #require(try CodeScreenTests.screens(source, name: "Find.m").first)
    let result = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
    let button = result.frames.first { $0.key == "QRcodeBtn" || $0.key == "btn" }?.value
    #expect(
      CodeScreenTests.near(button, CGRect(x: 10, y: 20, width: 44, height: 44)),
      "\(result.frames) \(result.notes)")
    #expect(result.layout.scene.root.navigationBar?.hidden?.value == true)
  }

  /// bilibili-ios's `HistoryViewController`: the category getter is first called by dot syntax
  /// inside a Masonry block (`make.top.equalTo(self.navigationBar.mas_bottom)`), and no
  /// `@property` declares it. Before: "'self.navigationBar' is not known statically", and the
  /// table and the bar were left out.
  @Test("a getter method read by Objective-C dot syntax")
  func getterMethodByDotSyntax() throws {
    let source = """
      @implementation UIViewController (HeaderView)
      - (UINavigationBar *)navigationBar {
          UINavigationBar *navigationBar = objc_getAssociatedObject(self, @selector(navigationBar));
          if (!navigationBar) {
              navigationBar = [[UINavigationBar alloc] init];
              [self.view addSubview:navigationBar];
              [navigationBar mas_makeConstraints:^(MASConstraintMaker *make) {
                  make.left.offset = 0;
                  make.right.offset = 0;
                  make.top.offset = 20;
                  make.height.offset = 44;
              }];
              objc_setAssociatedObject(self, @selector(navigationBar), navigationBar, OBJC_ASSOCIATION_RETAIN_NONATOMIC);
          }
          return navigationBar;
      }
      @end
      @interface HistoryViewController : UIViewController
      @end
      @implementation HistoryViewController
      - (void)viewDidLoad {
          [super viewDidLoad];
          UITableView *tableView = [[UITableView alloc] init];
          [self.view addSubview:tableView];
          [tableView mas_makeConstraints:^(MASConstraintMaker *make) {
              make.left.offset = 0;
              make.right.offset = 0;
              make.bottom.offset = 0;
              make.top.equalTo(self.navigationBar.mas_bottom);
          }];
      }
      @end
      """
    let screens = try CodeScreenTests.screens(source, name: "History.m")
    let screen = try #require(screens.first { $0.className == "HistoryViewController" })
    let result = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
    #expect(
      CodeScreenTests.near(
        result.frames["tableView"], CGRect(x: 0, y: 64, width: 375, height: 748)),
      "\(result.frames) \(result.notes)")
    let bar = result.frames.first {
      $0.key.hasPrefix("navigationBar") || $0.key.hasPrefix("UINavigationBar")
    }?.value
    #expect(
      CodeScreenTests.near(bar, CGRect(x: 0, y: 20, width: 375, height: 44)),
      "\(result.frames) \(result.notes)")
  }

  /// Round G's Monkey, re-run in round I: a back button kept in an instance variable and hidden
  /// with Objective-C's `hidden` property (`backBt.hidden = YES`) until the web view navigates.
  /// Before: `hidden` (Swift's `isHidden`) was not read, and the hidden button was reported.
  @Test("Objective-C's hidden property")
  func objectiveCHiddenProperty() throws {
    let source = """
      @interface LoginWebViewController : UIViewController
      @end
      @implementation LoginWebViewController {
          UIButton *backBt;
      }
      - (void)viewDidLoad {
          [super viewDidLoad];
          backBt = [UIButton buttonWithType:UIButtonTypeCustom];
          backBt.frame = CGRectMake(10, 27, 30, 30);
          [self.view addSubview:backBt];
          backBt.hidden = YES;
          UIView *shown = [[UIView alloc] initWithFrame:CGRectMake(0, 100, 100, 100)];
          [self.view addSubview:shown];
          [shown setHidden:NO];
      }
      @end
      """
    let screen = try #require(try CodeScreenTests.screens(source, name: "Login.m").first)
    let layout = try screen.layout(in: CodeScreenTests.iPhoneX)
    let views = layout.scene.root.view?.subviews ?? []
    #expect(views.first { $0.id?.value == "backBt" }?.hidden?.value == true, "\(views)")
    #expect(views.first { $0.id?.value == "shown" }?.hidden?.value != true, "\(views)")
  }
}
