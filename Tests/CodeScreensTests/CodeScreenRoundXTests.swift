import DeviceCatalog
import Foundation
import HeadlessUIKit
import SceneDocument
import Testing

@testable import CodeScreens

/// Fresh round X's classes, rewritten small (never the apps' files). Frames are the code's own
/// numbers on the catalog's iPhone X in portrait (375 × 812, safe area 44 pt at the top and 34 pt
/// at the bottom).
@Suite("Code screens: round X")
@MainActor
struct CodeScreenRoundXTests {
  static func screen(_ source: String, name: String, controller: String) throws -> CodeScreen {
    try #require(
      try CodeScreenTests.screens(source, name: name).first {
        $0.name.hasSuffix("#" + controller)
      })
  }

  // MARK: X1, SnapKit's `topLayoutGuide.snp` and `bottomLayoutGuide.snp`

  /// Graygram's login and post editor: `make.top.equalTo(self.topLayoutGuide.snp.bottom)`.
  /// SnapKit's `ConstraintLayoutSupportDSL` gives a controller's `topLayoutGuide` and
  /// `bottomLayoutGuide` the attributes `top`, `bottom` and `height` (SnapKit's
  /// `ConstraintLayoutSupport+Extensions.swift`); since iOS 11 the top guide runs from the
  /// view's top to the safe area's top, the bottom guide from the safe area's bottom to the
  /// view's bottom (`topLayoutGuide`: "use view.safeAreaLayoutGuide.topAnchor instead", Apple's
  /// documentation). Before: "'snp' of a layout guide is not read", and the fields, the button
  /// under them and the progress bar were left out.
  static func login(top: String, bottom: String) -> String {
    """
    import UIKit
    import SnapKit
    final class LoginViewController: UIViewController {
        fileprivate let usernameTextField = UITextField()
        fileprivate let loginButton = UIButton()
        override func viewDidLoad() {
            super.viewDidLoad()
            self.view.addSubview(self.usernameTextField)
            self.view.addSubview(self.loginButton)
            self.usernameTextField.snp.makeConstraints { make in
                make.top.equalTo(\(top)).offset(15)
                make.left.equalTo(30)
                make.right.equalTo(-30)
                make.height.equalTo(35)
            }
            self.loginButton.snp.makeConstraints { make in
                make.bottom.equalTo(\(bottom)).offset(-10)
                make.left.right.equalTo(self.usernameTextField)
                make.height.equalTo(40)
            }
        }
    }
    """
  }

  @Test(
    "SnapKit's top and bottom layout guides place views from the safe area",
    arguments: [
      ("self.topLayoutGuide.snp.bottom", "self.bottomLayoutGuide.snp.top", 59.0, 728.0),
      ("topLayoutGuide.snp.bottom", "bottomLayoutGuide.snp.bottom", 59.0, 762.0),
      ("self.topLayoutGuide.snp.top", "self.bottomLayoutGuide.snp.top", 15.0, 728.0),
    ])
  func layoutSupportGuides(top: String, bottom: String, fieldY: Double, buttonY: Double) throws {
    let screen = try Self.screen(
      Self.login(top: top, bottom: bottom), name: "Login.swift", controller: "LoginViewController")
    let (frames, notes, _) = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
    #expect(!notes.contains { $0.contains("of a layout guide") }, "\(notes)")
    let field = try #require(frames["usernameTextField"], "\(frames) \(notes)")
    #expect(field == CGRect(x: 30, y: fieldY, width: 315, height: 35), "\(field)")
    let button = try #require(frames["loginButton"], "\(frames) \(notes)")
    #expect(button == CGRect(x: 30, y: buttonY, width: 315, height: 40), "\(button)")
  }

  /// Look-alike: the guide's `height` (its length, known only after layout) is not read.
  @Test("look-alike: a layout guide's SnapKit height stays a note")
  func layoutSupportHeight() throws {
    let source = Self.login(top: "self.topLayoutGuide.snp.bottom", bottom: "self.view")
      .replacingOccurrences(
        of: "make.height.equalTo(35)", with: "make.height.equalTo(self.topLayoutGuide.snp.height)")
    let screen = try Self.screen(source, name: "Login.swift", controller: "LoginViewController")
    let (frames, notes, _) = try CodeScreenTests.frames(screen, CodeScreenTests.iPhone8)
    #expect(frames["usernameTextField"] == nil, "\(frames)")
    #expect(notes.contains { $0.contains("height") }, "\(notes)")
  }

  // MARK: X2, a table's header view

  /// HBOMaxClone's home: a header view class laid out with constraints in its `init(frame:)`,
  /// made with the view's width and set as the table's `tableHeaderView`. UIKit "respects only
  /// the height of your view's frame rectangle; it adjusts the width of your header view
  /// automatically to match the table view's width" and shows it "above the table's content"
  /// (Apple's documentation of `UITableView.tableHeaderView`). Before: only its height was
  /// read (for the table's content), and the buttons in it were never laid out or judged.
  static let home = """
    import UIKit
    final class FeaturedHeaderView: UIView {
        private let menuButton: UIButton = {
            let button = UIButton()
            button.translatesAutoresizingMaskIntoConstraints = false
            return button
        }()
        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(menuButton)
            NSLayoutConstraint.activate([
                menuButton.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
                menuButton.topAnchor.constraint(equalTo: topAnchor, constant: 10),
                menuButton.widthAnchor.constraint(equalToConstant: 32),
                menuButton.heightAnchor.constraint(equalToConstant: 32),
            ])
        }
        required init?(coder: NSCoder) { fatalError() }
    }
    final class HomeViewController: UIViewController {
        private let feedTable: UITableView = {
            let table = UITableView(frame: .zero, style: .grouped)
            return table
        }()
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(feedTable)
            let header = FeaturedHeaderView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 400))
            feedTable.tableHeaderView = header
        }
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            feedTable.frame = view.bounds
        }
    }
    """

  @Test("a table's header view is laid out across the table, with what it holds")
  func tableHeaderView() throws {
    let screen = try Self.screen(Self.home, name: "Home.swift", controller: "HomeViewController")
    let landscape = Environment(
      device: CodeScreenTests.iPhoneX.device, orientation: .landscapeLeft, ios: 11)
    for (environment, width) in [(CodeScreenTests.iPhoneX, 375.0), (landscape, 812.0)] {
      let (frames, notes, _) = try CodeScreenTests.frames(screen, environment)
      let header = try #require(frames["header"], "\(frames) \(notes)")
      #expect(header.minX == 0 && header.width == width && header.height == 400, "\(header)")
      let button = try #require(frames["menuButton"], "\(frames) \(notes)")
      #expect(button.minX == 20 && button.width == 32 && button.height == 32, "\(button)")
      #expect(button.minY == header.minY + 10, "\(button) \(header)")
    }
  }

  // MARK: X3, Objective-C's `+[NSLayoutConstraint constraintWithItem:…]`

  /// The News' launch and welcome screens: `[self.view addConstraint:[NSLayoutConstraint
  /// constraintWithItem:self.appTitle attribute:NSLayoutAttributeCenterX relatedBy:
  /// NSLayoutRelationEqual toItem:self.view attribute:NSLayoutAttributeCenterX multiplier:1.0
  /// constant:0.0]]`, the Objective-C spelling of Swift's `NSLayoutConstraint(item:attribute:
  /// relatedBy:toItem:attribute:multiplier:constant:)` (Apple's `NSLayoutConstraint.h`: the
  /// same method). Before: "not known statically", and the centred title's x was ambiguous.
  static let launch = """
    #import <UIKit/UIKit.h>
    @interface LaunchViewController : UIViewController
    @property (nonatomic) UILabel *appTitle;
    @property (nonatomic) UIView *bar;
    @end
    @implementation LaunchViewController
    - (void)viewDidLoad {
        [super viewDidLoad];
        self.appTitle = [UILabel new];
        [self.appTitle setText:@"THE NEWS"];
        [self.appTitle setTranslatesAutoresizingMaskIntoConstraints:false];
        [self.view addSubview:self.appTitle];
        self.bar = [UIView new];
        [self.bar setTranslatesAutoresizingMaskIntoConstraints:NO];
        [self.view addSubview:self.bar];
        NSDictionary *views = @{ @"title": self.appTitle, @"bar": self.bar };
        [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-100-[title]" options:0 metrics:nil views:views]];
        [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"|-20-[bar]-20-|" options:0 metrics:nil views:views]];
        [self.view addConstraint:[NSLayoutConstraint constraintWithItem:self.appTitle attribute:NSLayoutAttributeCenterX relatedBy:NSLayoutRelationEqual toItem:self.view attribute:NSLayoutAttributeCenterX multiplier:1.0 constant:0.0]];
        [self.view addConstraint:[NSLayoutConstraint constraintWithItem:self.bar attribute:NSLayoutAttributeBottom relatedBy:NSLayoutRelationEqual toItem:self.view attribute:NSLayoutAttributeBottom multiplier:1 constant:-30]];
        [self.bar addConstraint:[NSLayoutConstraint constraintWithItem:self.bar attribute:NSLayoutAttributeHeight relatedBy:NSLayoutRelationEqual toItem:nil attribute:NSLayoutAttributeNotAnAttribute multiplier:1 constant:44]];
    }
    @end
    """

  @Test("Objective-C's constraintWithItem: is read as Swift's NSLayoutConstraint(item:…)")
  func objectiveCConstraintWithItem() throws {
    let screen = try Self.screen(
      Self.launch, name: "LaunchViewController.m", controller: "LaunchViewController")
    let (frames, notes, layout) = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
    #expect(!notes.contains { $0.contains("not known statically") }, "\(notes)")
    let title = try #require(frames["appTitle"], "\(frames) \(notes)")
    #expect(abs(title.midX - 187.5) < 0.01 && title.minY == 100, "\(title)")
    let bar = try #require(frames["bar"], "\(frames) \(notes)")
    #expect(bar == CGRect(x: 20, y: 738, width: 335, height: 44), "\(bar) \(layout.notes)")
  }
}
