import DeviceCatalog
import Foundation
import HeadlessUIKit
import SceneDocument
import Testing

@testable import CodeScreens

/// Fresh round T's largest classes, rewritten small (never the apps' files). Frames are the
/// code's own numbers on the catalog's phones.
@Suite("Code screens: round T")
@MainActor
struct CodeScreenRoundTTests {
  static let iPhone13 = Environment(
    device: DeviceCatalog.device(named: "iPhone 13") ?? DeviceCatalog.newestPhone,
    orientation: .portrait, ios: 17)
  static let iPhone13Landscape = Environment(
    device: DeviceCatalog.device(named: "iPhone 13") ?? DeviceCatalog.newestPhone,
    orientation: .landscapeLeft, ios: 17)

  static func screen(_ source: String, name: String, controller: String) throws -> CodeScreen {
    try #require(
      try CodeScreenTests.screens(source, name: name).first {
        $0.name.hasSuffix("#" + controller)
      })
  }

  // MARK: W1, a frame computed from a left-out view's frame

  /// xsd0720/QQMusic's side menu (`QMLeftMenuViewController.m:123-184`), small: a table framed
  /// from a value not known statically, a line at the table's bottom, a button below the line.
  /// Before: the table's frame read as zero put the line at y 0 and the button at y 1.5, "in the
  /// status bar" (2 false alarms). `known` gives the look-alike: the table framed from numbers.
  static func menu(known: Bool) -> String {
    let height =
      known ? "400" : "[[NSUserDefaults standardUserDefaults] floatForKey:@\"menuHeight\"]"
    return """
      #import <UIKit/UIKit.h>
      @interface MenuViewController : UIViewController
      @property (nonatomic, strong) UITableView *listTableView;
      @end
      @implementation MenuViewController
      - (UITableView *)listTableView {
          if (!_listTableView) {
              _listTableView = [[UITableView alloc] initWithFrame:CGRectMake(0, 171.5, 300, \(height))];
          }
          return _listTableView;
      }
      - (void)viewDidLoad {
          [super viewDidLoad];
          [self.view addSubview:self.listTableView];
          UIView *bottomLineView = [[UIView alloc] initWithFrame:CGRectMake(10, CGRectGetMaxY(self.listTableView.frame), 280, 1.5)];
          [self.view addSubview:bottomLineView];
          UIButton *settingButton = [UIButton buttonWithType:UIButtonTypeCustom];
          settingButton.frame = CGRectMake(10, CGRectGetMaxY(bottomLineView.frame), 80, 55);
          [self.view addSubview:settingButton];
      }
      @end
      """
  }

  @Test("a frame read from a view left out of the layout leaves out what it places")
  func frameOfLeftOutViewIsNotZero() throws {
    let screen = try Self.screen(
      Self.menu(known: false), name: "Menu.m", controller: "MenuViewController")
    let (frames, notes, _) = try CodeScreenTests.frames(screen, CodeScreenTests.iPhone8)
    #expect(frames["listTableView"] == nil, "\(frames)")
    // Before: bottomLineView at y 0, settingButton at y 1.5.
    #expect(frames["bottomLineView"] == nil, "\(frames)")
    #expect(frames["settingButton"] == nil, "\(frames)")
    let note = try #require(notes.first { $0.hasPrefix("'bottomLineView'") }, "\(notes)")
    #expect(note.contains("listTableView.frame"), "\(note)")
  }

  @Test("look-alike: a frame read from a placed view still places what follows it")
  func frameOfPlacedViewPlaces() throws {
    let screen = try Self.screen(
      Self.menu(known: true), name: "Menu.m", controller: "MenuViewController")
    let (frames, notes, _) = try CodeScreenTests.frames(screen, CodeScreenTests.iPhone8)
    #expect(
      CodeScreenTests.near(
        frames["bottomLineView"], CGRect(x: 10, y: 571.5, width: 280, height: 1.5)),
      "\(frames) \(notes)")
    #expect(
      CodeScreenTests.near(frames["settingButton"], CGRect(x: 10, y: 573, width: 80, height: 55)),
      "\(frames) \(notes)")
  }

  // MARK: M1, the LBTA `anchor(top:leading:bottom:trailing:padding:size:)` helper

  /// ugurhmz/ShoppingApp's `Extension+UIView.swift:12-64`, small: the constraints are kept in a
  /// struct and switched on in a `forEach` over an array literal of optionals; the call sites
  /// pass `.init(top:left:bottom:right:)` and `.init(width:height:)` (implicit members of the
  /// parameters' types), and `fillSuperview` takes `.zero` by default. `activates: false` is the
  /// look-alike: a helper that keeps the constraints without switching them on.
  static func helperScreen(activates: Bool) -> String {
    let activation =
      activates
      ? "[anchored.top, anchored.leading, anchored.bottom, anchored.trailing, anchored.width,"
        + " anchored.height].forEach { $0?.isActive = true }"
      : "_ = anchored"
    return """
      import UIKit
      struct AnchoredConstraints {
          var top, leading, bottom, trailing, width, height: NSLayoutConstraint?
      }
      extension UIView {
          @discardableResult
          func anchor(top: NSLayoutYAxisAnchor?, leading: NSLayoutXAxisAnchor?, bottom: NSLayoutYAxisAnchor?, trailing: NSLayoutXAxisAnchor?, padding: UIEdgeInsets = .zero, size: CGSize = .zero) -> AnchoredConstraints {
              translatesAutoresizingMaskIntoConstraints = false
              var anchored = AnchoredConstraints()
              if let top = top {
                  anchored.top = topAnchor.constraint(equalTo: top, constant: padding.top)
              }
              if let leading = leading {
                  anchored.leading = leadingAnchor.constraint(equalTo: leading, constant: padding.left)
              }
              if let bottom = bottom {
                  anchored.bottom = bottomAnchor.constraint(equalTo: bottom, constant: -padding.bottom)
              }
              if let trailing = trailing {
                  anchored.trailing = trailingAnchor.constraint(equalTo: trailing, constant: -padding.right)
              }
              if size.width != 0 {
                  anchored.width = widthAnchor.constraint(equalToConstant: size.width)
              }
              if size.height != 0 {
                  anchored.height = heightAnchor.constraint(equalToConstant: size.height)
              }
              \(activation)
              return anchored
          }
          func fillSuperview(padding: UIEdgeInsets = .zero) {
              translatesAutoresizingMaskIntoConstraints = false
              if let superviewTopAnchor = superview?.topAnchor {
                  topAnchor.constraint(equalTo: superviewTopAnchor, constant: padding.top).isActive = true
              }
              if let superviewBottomAnchor = superview?.bottomAnchor {
                  bottomAnchor.constraint(equalTo: superviewBottomAnchor, constant: -padding.bottom).isActive = true
              }
              if let superviewLeadingAnchor = superview?.leadingAnchor {
                  leadingAnchor.constraint(equalTo: superviewLeadingAnchor, constant: padding.left).isActive = true
              }
              if let superviewTrailingAnchor = superview?.trailingAnchor {
                  trailingAnchor.constraint(equalTo: superviewTrailingAnchor, constant: -padding.right).isActive = true
              }
          }
      }
      class LoginViewController: UIViewController {
          let backgroundView = UIView()
          let titleLabel = UILabel()
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(backgroundView)
              view.addSubview(titleLabel)
              titleLabel.text = "Login"
              backgroundView.fillSuperview()
              titleLabel.anchor(top: view.topAnchor, leading: view.leadingAnchor, bottom: nil, trailing: nil, padding: .init(top: 14, left: 80, bottom: 30, right: 10), size: .init(width: 150, height: 60))
          }
      }
      """
  }

  @Test(
    "the LBTA anchor helper: implicit-member paddings and sizes, constraints switched on in a forEach"
  )
  func anchorHelperPlacesTheView() throws {
    let screen = try Self.screen(
      Self.helperScreen(activates: true), name: "Login.swift", controller: "LoginViewController")
    let (frames, notes, _) = try CodeScreenTests.frames(screen, Self.iPhone13)
    // Before: "'.init(width: 150, height: 60)' is not known statically", and the constraints
    // whose constants read `padding` were dropped: the label sat at {0, 0, 0, 0}.
    #expect(
      CodeScreenTests.near(frames["titleLabel"], CGRect(x: 80, y: 14, width: 150, height: 60)),
      "\(frames) \(notes)")
    #expect(
      CodeScreenTests.near(frames["backgroundView"], CGRect(x: 0, y: 0, width: 390, height: 844)),
      "\(frames) \(notes)")
    #expect(!notes.contains { $0.contains("not known statically") }, "\(notes)")
  }

  @Test("look-alike: constraints the helper keeps without switching them on place nothing")
  func anchorHelperWithoutActivationPlacesNothing() throws {
    let screen = try Self.screen(
      Self.helperScreen(activates: false), name: "Login.swift", controller: "LoginViewController")
    let (frames, notes, _) = try CodeScreenTests.frames(screen, Self.iPhone13)
    #expect(
      !CodeScreenTests.near(frames["titleLabel"], CGRect(x: 80, y: 14, width: 150, height: 60)),
      "\(frames) \(notes)")
    // fillSuperview's constraints are switched on one by one: the background is placed.
    #expect(
      CodeScreenTests.near(frames["backgroundView"], CGRect(x: 0, y: 0, width: 390, height: 844)),
      "\(frames) \(notes)")
  }

  // MARK: M4/M5, the application's status bar and orientation; Swift 2's spellings

  /// cocos543/QQMusicHomePage's `PrefixHeader.pch:19-39` and `ViewController.m:58`, small and
  /// written in the method (the app's macros are evaluated by lint's definition table, which
  /// does not read `statusBarOrientation` yet: "What is left"): a search view at the status
  /// bar's height its code assumes, 44 only on 375 × 812 and 414 × 896 screens, its width
  /// chosen by `statusBarOrientation` (as the app does: in landscape it takes the bounds'
  /// height, the short side since iOS 8).
  static let searchScreen = """
    #import <UIKit/UIKit.h>
    @interface HomeViewController : UIViewController
    @end
    @implementation HomeViewController
    - (void)viewDidLoad {
        [super viewDidLoad];
        BOOL landscape = UIInterfaceOrientationIsLandscape([UIApplication sharedApplication].statusBarOrientation);
        CGFloat width = landscape ? [UIScreen mainScreen].bounds.size.height : [UIScreen mainScreen].bounds.size.width;
        CGFloat height = landscape ? [UIScreen mainScreen].bounds.size.width : [UIScreen mainScreen].bounds.size.height;
        CGFloat statusHeight = ((width == 375 && height == 812) || (width == 414 && height == 896)) ? 44 : 20;
        UIView *searchView = [[UIView alloc] init];
        searchView.frame = CGRectMake(0, statusHeight, width, 55);
        [self.view addSubview:searchView];
        UIView *barBackground = [[UIView alloc] initWithFrame:[UIApplication sharedApplication].statusBarFrame];
        [self.view addSubview:barBackground];
    }
    @end
    """

  @Test("statusBarOrientation and statusBarFrame are the environment's")
  func statusBarOrientationAndFrame() throws {
    let screen = try Self.screen(
      Self.searchScreen, name: "Home.m", controller: "HomeViewController")
    let (frames, notes, _) = try CodeScreenTests.frames(screen, Self.iPhone13)
    // Before: "'searchView' … 'statusBarOrientation' is not known statically".
    #expect(
      CodeScreenTests.near(frames["searchView"], CGRect(x: 0, y: 20, width: 390, height: 55)),
      "\(frames) \(notes)")
    #expect(
      CodeScreenTests.near(frames["barBackground"], CGRect(x: 0, y: 0, width: 390, height: 47)),
      "\(frames) \(notes)")
    let x = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
    #expect(
      CodeScreenTests.near(x.frames["searchView"], CGRect(x: 0, y: 44, width: 375, height: 55)),
      "\(x.frames) \(x.notes)")
    // Landscape on a phone: no status bar (its frame is zero); the code's width is the
    // bounds' height.
    let landscape = try CodeScreenTests.frames(screen, Self.iPhone13Landscape)
    #expect(
      CodeScreenTests.near(
        landscape.frames["searchView"], CGRect(x: 0, y: 20, width: 390, height: 55)),
      "\(landscape.frames) \(landscape.notes)")
    #expect(
      CodeScreenTests.near(
        landscape.frames["barBackground"], CGRect(x: 0, y: 0, width: 0, height: 0)),
      "\(landscape.frames) \(landscape.notes)")
  }

  /// liulichao123/fangkuaishou's `SettingViewController.swift:18` and `common.swift:13-16`
  /// (Swift 2): a bar framed from `UIScreen.mainScreen().bounds`, a title view at the status
  /// bar's height from `UIApplication.sharedApplication().statusBarFrame`.
  static let swift2Screen = """
    import UIKit
    let ScreenSize = UIScreen.mainScreen().bounds.size
    let statusBarSize: CGSize = UIApplication.sharedApplication().statusBarFrame.size
    class SettingViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            let navBar = UINavigationBar(frame: CGRectMake(0, 0, ScreenSize.width, 50))
            view.addSubview(navBar)
            let titleView = UIView(frame: CGRectMake(0, statusBarSize.height, view.frame.width, 41))
            view.addSubview(titleView)
        }
    }
    """

  @Test("Swift 2's UIScreen.mainScreen() and UIApplication.sharedApplication()")
  func swift2Spellings() throws {
    let screen = try Self.screen(
      Self.swift2Screen, name: "Setting.swift", controller: "SettingViewController")
    let (frames, notes, _) = try CodeScreenTests.frames(screen, Self.iPhone13)
    // Before: "'navBar' … 'UIScreen.mainScreen()' is not known statically".
    #expect(
      CodeScreenTests.near(frames["navBar"], CGRect(x: 0, y: 0, width: 390, height: 50)),
      "\(frames) \(notes)")
    #expect(
      CodeScreenTests.near(frames["titleView"], CGRect(x: 0, y: 47, width: 390, height: 41)),
      "\(frames) \(notes)")
  }

  /// The look-alike: other members of the application object stay unknown (the key window's
  /// safe area is lint's device fact, not a value of the screen's own code).
  @Test("look-alike: the application's other members are still not known")
  func otherApplicationMembersStayUnknown() throws {
    let screen = try Self.screen(
      """
      import UIKit
      class BadgeViewController: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              let badge = UIView(frame: CGRect(x: 0, y: UIApplication.shared.applicationIconBadgeNumber, width: 20, height: 20))
              view.addSubview(badge)
          }
      }
      """, name: "Badge.swift", controller: "BadgeViewController")
    let (frames, notes, _) = try CodeScreenTests.frames(screen, Self.iPhone13)
    #expect(frames["badge"] == nil, "\(frames)")
    #expect(notes.contains { $0.contains("applicationIconBadgeNumber") }, "\(notes)")
  }
  // MARK: Round S's M7, a size-valued macro of the implementation file

  /// mistdon/SDDouYu's `YYFPSLabel.m:12,25-27`, small: a label sized from `#define kSize
  /// CGSizeMake(55, 20)` in the same `.m` file, placed 5 pt from the left and 60 pt above the
  /// bottom. `known: false` is the look-alike: the macro's size reads a value not known
  /// statically, and the label stays out.
  static func macroSizeScreen(known: Bool) -> String {
    let size =
      known
      ? "CGSizeMake(55, 20)"
      : "CGSizeMake(55, [[NSUserDefaults standardUserDefaults] floatForKey:@\"h\"])"
    return """
      #import <UIKit/UIKit.h>
      #define kSize \(size)
      @interface FPSViewController : UIViewController
      @end
      @implementation FPSViewController
      - (void)viewDidLoad {
          [super viewDidLoad];
          UILabel *fpsLabel = [[UILabel alloc] initWithFrame:CGRectMake(5, [UIScreen mainScreen].bounds.size.height - 60, kSize.width, kSize.height)];
          [self.view addSubview:fpsLabel];
      }
      @end
      """
  }

  @Test("a macro that is a CGSizeMake(…) sizes the view")
  func sizeMacroOfTheImplementationFile() throws {
    let screen = try Self.screen(
      Self.macroSizeScreen(known: true), name: "FPS.m", controller: "FPSViewController")
    let (frames, notes, _) = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
    #expect(
      CodeScreenTests.near(frames["fpsLabel"], CGRect(x: 5, y: 752, width: 55, height: 20)),
      "\(frames) \(notes)")
  }

  @Test("look-alike: a size macro reading run-time state leaves the view out")
  func sizeMacroOfRunTimeState() throws {
    let screen = try Self.screen(
      Self.macroSizeScreen(known: false), name: "FPS.m", controller: "FPSViewController")
    let (frames, notes, _) = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
    #expect(frames["fpsLabel"] == nil, "\(frames) \(notes)")
  }
}
