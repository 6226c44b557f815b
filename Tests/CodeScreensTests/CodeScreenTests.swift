import DeviceCatalog
import Foundation
import HeadlessUIKit
import SceneDocument
import Testing

@testable import CodeScreens

/// Small screens written in code, each with the numbers UIKit gives, derived from the spec's
/// rules (the catalog's safe areas and bar heights), not from the reader's output.
@Suite("Code screens")
@MainActor
struct CodeScreenTests {
  static let iPhoneX = Environment(
    device: DeviceCatalog.device(named: "iPhone X") ?? DeviceCatalog.newestPhone,
    orientation: .portrait, ios: 11)
  static let iPhone8 = Environment(
    device: DeviceCatalog.device(named: "iPhone 8") ?? DeviceCatalog.newestPhone,
    orientation: .portrait, ios: 11)

  /// Writes `source` to a temporary file and reads its screens.
  static func screens(_ source: String, name: String = "Screen.swift") throws -> [CodeScreen] {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("CodeScreenTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent(name).path
    try source.write(toFile: path, atomically: true, encoding: .utf8)
    return try CodeScreens.load(paths: [path]).screens
  }

  /// The frame in the window of each view, by id, in `environment`.
  static func frames(_ screen: CodeScreen, _ environment: Environment) throws -> (
    frames: [String: CGRect], notes: [String], layout: CodeLayout
  ) {
    let layout = try screen.layout(in: environment)
    let window = try SceneBuilder.makeWindow(layout.scene, environment: environment)
    var result: [String: CGRect] = [:]
    var pending: [UIView] = [window]
    while let view = pending.popLast() {
      if let id = view.sceneID { result[id] = view.frameInWindow }
      pending += view.subviews
    }
    return (result, layout.notes.map(\.message), layout)
  }

  static func near(_ a: CGRect?, _ b: CGRect) -> Bool {
    guard let a else { return false }
    return abs(a.minX - b.minX) < 0.01 && abs(a.minY - b.minY) < 0.01
      && abs(a.width - b.width) < 0.01 && abs(a.height - b.height) < 0.01
  }

  @Test("frames from the screen's bounds: A4-4's send button at the bottom of an iPhone X")
  func framesFromScreenBounds() throws {
    let screen = try #require(
      try Self.screens(
        """
        import UIKit
        class ChatViewController: UIViewController {
          let chatInput = UIView()
          let sendButton = UIButton(type: .system)
          override func viewDidLoad() {
            super.viewDidLoad()
            let bounds = UIScreen.main.bounds
            chatInput.frame = CGRect(x: 0, y: bounds.height - 50, width: bounds.width, height: 50)
            view.addSubview(chatInput)
            sendButton.frame = CGRect(x: chatInput.frame.width - 60, y: 5, width: 52, height: 40)
            chatInput.addSubview(sendButton)
          }
        }
        """
      ).first)
    #expect(screen.name == "Screen.swift#ChatViewController")
    let (frames, notes, layout) = try Self.frames(screen, Self.iPhoneX)
    // iPhone X: 375 × 812 points.
    #expect(Self.near(frames["chatInput"], CGRect(x: 0, y: 762, width: 375, height: 50)))
    #expect(Self.near(frames["sendButton"], CGRect(x: 315, y: 767, width: 52, height: 40)))
    #expect(notes.isEmpty)
    #expect(layout.assumesFullScreen)
    #expect(layout.viewClasses["sendButton"] == "UIButton")
  }

  @Test("a device check through a constant: 88 on a notched phone, 64 on a home-button phone")
  func deviceCheck() throws {
    let screen = try #require(
      try Self.screens(
        """
        import UIKit
        let isNotchedPhone = UIScreen.main.bounds.height >= 812
        let kNavBarHeight: CGFloat = isNotchedPhone ? 88 : 64
        class ListViewController: UIViewController {
          let list = UIView()
          override func viewDidLoad() {
            super.viewDidLoad()
            list.frame = CGRect(x: 0, y: kNavBarHeight, width: view.bounds.width, height: 200)
            view.addSubview(list)
          }
        }
        """
      ).first)
    #expect(
      Self.near(
        try Self.frames(screen, Self.iPhoneX).frames["list"],
        CGRect(x: 0, y: 88, width: 375, height: 200)))
    #expect(
      Self.near(
        try Self.frames(screen, Self.iPhone8).frames["list"],
        CGRect(x: 0, y: 64, width: 375, height: 200)))
  }

  @Test("anchors to the safe area; a label's height from its font")
  func anchorsAndLabelHeight() throws {
    let screen = try #require(
      try Self.screens(
        """
        import UIKit
        final class TitleViewController: UIViewController {
          private let titleLabel: UILabel = {
            let label = UILabel()
            label.text = "Welcome"
            label.font = .systemFont(ofSize: 17)
            label.translatesAutoresizingMaskIntoConstraints = false
            return label
          }()
          override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(titleLabel)
            NSLayoutConstraint.activate([
              titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
              titleLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
              titleLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            ])
          }
        }
        """
      ).first)
    // Full screen on the iPhone X: safe area top 44 (status bar). The label's height: SF's line
    // height 17 × 1.193359375 = 20.287 rounded up to 3× pixels = 61/3.
    let x = try Self.frames(screen, Self.iPhoneX).frames["titleLabel"]
    #expect(Self.near(x, CGRect(x: 16, y: 64, width: 343, height: 61.0 / 3)))
    // iPhone 8 (2×): safe area top 20; 20.287 rounded up to 2× pixels = 20.5.
    let eight = try Self.frames(screen, Self.iPhone8).frames["titleLabel"]
    #expect(Self.near(eight, CGRect(x: 16, y: 40, width: 343, height: 20.5)))
  }

  @Test("SnapKit edges inset from the safe area")
  func snapKitEdges() throws {
    let screen = try #require(
      try Self.screens(
        """
        import SnapKit
        import UIKit
        class CardViewController: UIViewController {
          let card = UIView()
          override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(card)
            card.snp.makeConstraints { make in
              make.edges.equalTo(view.safeAreaLayoutGuide).inset(10)
            }
          }
        }
        """
      ).first)
    // iPhone X portrait: safe area {44, 0, 34, 0}; inset 10 on each edge.
    let frame = try Self.frames(screen, Self.iPhoneX).frames["card"]
    #expect(Self.near(frame, CGRect(x: 10, y: 54, width: 355, height: 812 - 44 - 34 - 20)))
  }

  @Test("NSLayoutConstraint(item:…) with a multiplier")
  func itemConstraints() throws {
    let screen = try #require(
      try Self.screens(
        """
        import UIKit
        class HalfViewController: UIViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            let half = UIView()
            half.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(half)
            view.addConstraint(NSLayoutConstraint(item: half, attribute: .width, relatedBy: .equal, toItem: view, attribute: .width, multiplier: 0.5, constant: 0))
            view.addConstraint(NSLayoutConstraint(item: half, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 30))
            view.addConstraint(NSLayoutConstraint(item: half, attribute: .bottom, relatedBy: .equal, toItem: view, attribute: .bottom, multiplier: 1, constant: 0))
            view.addConstraint(NSLayoutConstraint(item: half, attribute: .leading, relatedBy: .equal, toItem: view, attribute: .leading, multiplier: 1, constant: 0))
          }
        }
        """
      ).first)
    let frame = try Self.frames(screen, Self.iPhoneX).frames["half"]
    #expect(Self.near(frame, CGRect(x: 0, y: 782, width: 187.5, height: 30)))
  }

  @Test("a frame set in viewDidLayoutSubviews from the laid-out safe area")
  func layoutCallback() throws {
    let screen = try #require(
      try Self.screens(
        """
        import UIKit
        class FooterViewController: UIViewController {
          let footer = UIView()
          override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(footer)
          }
          override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            footer.frame = CGRect(x: 0, y: view.bounds.height - view.safeAreaInsets.bottom - 44,
                                  width: view.bounds.width, height: 44)
          }
        }
        """
      ).first)
    // iPhone X: 812 − 34 (home indicator) − 44 = 734; iPhone 8: 667 − 0 − 44 = 623.
    #expect(
      Self.near(
        try Self.frames(screen, Self.iPhoneX).frames["footer"],
        CGRect(x: 0, y: 734, width: 375, height: 44)))
    #expect(
      Self.near(
        try Self.frames(screen, Self.iPhone8).frames["footer"],
        CGRect(x: 0, y: 623, width: 375, height: 44)))
  }

  @Test("safeAreaInsets read in viewDidLoad are zero, as UIKit gives them before layout")
  func safeAreaInViewDidLoad() throws {
    let screen = try #require(
      try Self.screens(
        """
        import UIKit
        class EarlyViewController: UIViewController {
          let bar = UIView()
          override func viewDidLoad() {
            super.viewDidLoad()
            bar.frame = CGRect(x: 0, y: view.safeAreaInsets.top, width: view.bounds.width, height: 44)
            view.addSubview(bar)
          }
        }
        """
      ).first)
    #expect(
      Self.near(
        try Self.frames(screen, Self.iPhoneX).frames["bar"],
        CGRect(x: 0, y: 0, width: 375, height: 44)))
  }

  @Test("a value only known at run time leaves the view out with a located note")
  func unknownLeavesOut() throws {
    let screen = try #require(
      try Self.screens(
        """
        import UIKit
        class ProfileViewController: UIViewController {
          let avatar = UIImageView()
          let name = UILabel()
          var model: Profile!
          override func viewDidLoad() {
            super.viewDidLoad()
            avatar.frame = CGRect(x: 0, y: 0, width: model.size, height: model.size)
            view.addSubview(avatar)
            name.frame = CGRect(x: 0, y: 300, width: 100, height: 20)
            view.addSubview(name)
          }
        }
        """
      ).first)
    let (frames, notes, _) = try Self.frames(screen, Self.iPhoneX)
    #expect(frames["avatar"] == nil)
    #expect(Self.near(frames["name"], CGRect(x: 0, y: 300, width: 100, height: 20)))
    let note = try #require(try screen.layout(in: Self.iPhoneX).notes.first)
    #expect(note.position.line == 8)
    #expect(notes.first?.contains("'avatar' (UIImageView) is left out") == true)
  }

  @Test("a branch on run-time state is a note; what it sets is left out")
  func runtimeBranch() throws {
    let screen = try #require(
      try Self.screens(
        """
        import UIKit
        class BannerViewController: UIViewController {
          let banner = UIView()
          var isPremium = UserDefaults.standard.bool(forKey: "premium")
          override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(banner)
            banner.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
            if isPremium {
              banner.frame = CGRect(x: 0, y: 100, width: 100, height: 50)
            }
          }
        }
        """
      ).first)
    let (frames, notes, _) = try Self.frames(screen, Self.iPhoneX)
    #expect(frames["banner"] == nil)
    #expect(notes.contains { $0.hasPrefix("'if isPremium' depends on") })
  }

  @Test("#available is taken by the environment's iOS")
  func availability() throws {
    let screen = try #require(
      try Self.screens(
        """
        import UIKit
        class VersionedViewController: UIViewController {
          let strip = UIView()
          override func viewDidLoad() {
            super.viewDidLoad()
            if #available(iOS 13, *) {
              strip.frame = CGRect(x: 0, y: 100, width: 10, height: 10)
            } else {
              strip.frame = CGRect(x: 0, y: 200, width: 10, height: 10)
            }
            view.addSubview(strip)
          }
        }
        """
      ).first)
    #expect(
      Self.near(
        try Self.frames(screen, Self.iPhoneX).frames["strip"],
        CGRect(x: 0, y: 200, width: 10, height: 10)))
    var ios17 = Self.iPhoneX
    ios17.ios = 17
    #expect(
      Self.near(
        try Self.frames(screen, ios17).frames["strip"], CGRect(x: 0, y: 100, width: 10, height: 10))
    )
  }

  @Test("constraints while translatesAutoresizingMaskIntoConstraints is on: left out, noted")
  func autoresizingConflict() throws {
    let screen = try #require(
      try Self.screens(
        """
        import UIKit
        class ForgotViewController: UIViewController {
          let box = UIView()
          override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(box)
            box.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            box.heightAnchor.constraint(equalToConstant: 10).isActive = true
          }
        }
        """
      ).first)
    let (frames, notes, _) = try Self.frames(screen, Self.iPhoneX)
    #expect(frames["box"] == nil)
    #expect(notes.contains { $0.contains("translatesAutoresizingMaskIntoConstraints is true") })
  }

  @Test("a controller that uses its navigation item is laid out pushed, its bar as set")
  func assumedNavigation() throws {
    let screen = try #require(
      try Self.screens(
        """
        import UIKit
        class InboxViewController: UIViewController {
          let strip = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
          override func viewDidLoad() {
            super.viewDidLoad()
            title = "Inbox"
            navigationController?.navigationBar.isTranslucent = false
            view.addSubview(strip)
          }
        }
        """
      ).first)
    let (frames, _, layout) = try Self.frames(screen, Self.iPhoneX)
    #expect(layout.assumedContext?.contains("pushed onto a navigation controller") == true)
    #expect(!layout.assumesFullScreen)
    // An opaque bar: the root view starts below it, at 44 + 44 = 88 on the iPhone X (R3.1).
    #expect(Self.near(frames["strip"], CGRect(x: 0, y: 88, width: 50, height: 50)))
  }

  @Test("source that does not parse: a located note, the rest read")
  func parseProblem() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("CodeScreenTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("Broken.swift").path
    try """
    import UIKit
    class BrokenViewController: UIViewController {
      let strip = UIView()
      override func viewDidLoad() {
        super.viewDidLoad()
        strip.frame = CGRect(x: 0, y: 10, width: 20, height: 30)
        view.addSubview(strip)
        let = = 3
      }
    }
    """.write(toFile: path, atomically: true, encoding: .utf8)
    let loaded = try CodeScreens.load(paths: [path + "#BrokenViewController"])
    let screen = try #require(loaded.screens.first)
    #expect(screen.readNotes.contains { $0.position.line == 8 })
    let (frames, _, _) = try Self.frames(screen, Self.iPhoneX)
    #expect(Self.near(frames["strip"], CGRect(x: 0, y: 10, width: 20, height: 30)))
    #expect(throws: CodeScreenError.self) {
      try CodeScreens.load(paths: [path + "#NoSuchController"])
    }
  }

  @Test("helpers that call each other forever are bounded with a note")
  func recursion() throws {
    let screen = try #require(
      try Self.screens(
        """
        import UIKit
        class LoopViewController: UIViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            setUp()
          }
          func setUp() { configure() }
          func configure() { setUp() }
        }
        """
      ).first)
    let notes = try screen.layout(in: Self.iPhoneX).notes
    #expect(notes.contains { $0.message.contains("calls nest deeper") })
  }

  @Test("a custom view class: its init(frame:) and commonInit build its subviews")
  func customViewClass() throws {
    let screen = try #require(
      try Self.screens(
        """
        import UIKit
        final class InputBar: UIView {
          let field = UITextField()
          override init(frame: CGRect) {
            super.init(frame: frame)
            commonInit()
          }
          required init?(coder: NSCoder) { fatalError() }
          private func commonInit() {
            field.frame = CGRect(x: 8, y: 6, width: 200, height: 32)
            addSubview(field)
          }
        }
        class ComposeViewController: UIViewController {
          lazy var bar = InputBar(frame: CGRect(x: 0, y: view.bounds.height - 44, width: view.bounds.width, height: 44))
          override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(bar)
          }
        }
        """
      ).last)
    #expect(screen.className == "ComposeViewController")
    let frames = try Self.frames(screen, Self.iPhoneX).frames
    #expect(Self.near(frames["bar"], CGRect(x: 0, y: 768, width: 375, height: 44)))
    #expect(Self.near(frames["field"], CGRect(x: 8, y: 774, width: 200, height: 32)))
  }

  @Test("Objective-C: macros with a device check, a lazy getter, Masonry to the safe area")
  func objectiveC() throws {
    let screen = try #require(
      try Self.screens(
        """
        #import <UIKit/UIKit.h>
        #define kScreenWidth [UIScreen mainScreen].bounds.size.width
        #define IS_IPHONE_X ([UIScreen mainScreen].bounds.size.height >= 812.0)
        #define kNavBarHeight (IS_IPHONE_X ? 88 : 64)

        @interface FeedViewController : UIViewController
        @property (nonatomic, strong) UITableView *tableView;
        @property (nonatomic, strong) UIView *footer;
        @end

        @implementation FeedViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            UIView *bar = [[UIView alloc] initWithFrame:CGRectMake(0, 0, kScreenWidth, kNavBarHeight)];
            [self.view addSubview:bar];
            [self.view addSubview:self.tableView];
            [self.view addSubview:self.footer];
            [self.footer mas_makeConstraints:^(MASConstraintMaker *make) {
                make.left.right.equalTo(self.view);
                make.bottom.equalTo(self.view.mas_safeAreaLayoutGuideBottom).offset(-10);
                make.height.mas_equalTo(50);
            }];
        }
        - (UITableView *)tableView {
            if (!_tableView) {
                _tableView = [[UITableView alloc] initWithFrame:CGRectMake(0, kNavBarHeight, kScreenWidth, 300) style:UITableViewStylePlain];
            }
            return _tableView;
        }
        - (UIView *)footer {
            if (!_footer) {
                _footer = [UIView new];
            }
            return _footer;
        }
        @end
        """, name: "Feed.m"
      ).first)
    // IS_IPHONE_X is true on the 812-point iPhone X (88), false on the 667-point iPhone 8 (64).
    let x = try Self.frames(screen, Self.iPhoneX).frames
    #expect(Self.near(x["bar"], CGRect(x: 0, y: 0, width: 375, height: 88)))
    #expect(Self.near(x["tableView"], CGRect(x: 0, y: 88, width: 375, height: 300)))
    // The footer's bottom 10 pt above the safe area's (34 pt home indicator): 812 − 34 − 10 − 50.
    #expect(Self.near(x["footer"], CGRect(x: 0, y: 718, width: 375, height: 50)))
    let eight = try Self.frames(screen, Self.iPhone8).frames
    #expect(Self.near(eight["bar"], CGRect(x: 0, y: 0, width: 375, height: 64)))
    #expect(Self.near(eight["tableView"], CGRect(x: 0, y: 64, width: 375, height: 300)))
    #expect(Self.near(eight["footer"], CGRect(x: 0, y: 607, width: 375, height: 50)))
  }
}
