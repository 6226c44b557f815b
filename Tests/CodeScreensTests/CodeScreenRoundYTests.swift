import DeviceCatalog
import Foundation
import HeadlessUIKit
import SceneDocument
import Testing

@testable import CodeScreens

/// Fresh round Y's classes, rewritten small (never the apps' files). Frames are the code's own
/// numbers on the catalog's iPhone X in portrait (375 × 812, safe area 44 pt at the top and 34 pt
/// at the bottom).
@Suite("Code screens: round Y")
@MainActor
struct RoundYCodeScreenTests {
  static func screen(_ source: String, name: String, controller: String) throws -> CodeScreen {
    try #require(
      try CodeScreenTests.screens(source, name: name).first {
        $0.name.hasSuffix("#" + controller)
      })
  }

  // MARK: Y1, a base controller's hooks

  /// Chaeum's and Memoria's screens: the base controller's `viewDidLoad` calls `setupViews()` and
  /// `setupConstraints()` (bare, without `self.`), and each screen overrides them. A bare call of
  /// an instance method is a call on `self`, and an overridden method is dispatched on the
  /// instance's class ("the overriding version is called", The Swift Programming Language,
  /// "Inheritance: Overriding"; `self` is implicit, "The self Property"). Before: the call was
  /// looked up from the class whose method ran (the base), its empty hooks ran, and the screens
  /// were laid out empty, with no note.
  static let hooks = """
    import UIKit
    import SnapKit
    class BaseViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            setupViews()
            setupConstraints()
        }
        func setupViews() {}
        func setupConstraints() {}
    }
    final class EditViewController: BaseViewController {
        let titleLabel = UILabel()
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
        }
        override func setupViews() {
            titleLabel.text = "New memory"
            view.addSubview(titleLabel)
        }
        override func setupConstraints() {
            titleLabel.snp.makeConstraints {
                $0.top.equalTo(view).inset(40)
                $0.leading.equalTo(view).inset(20)
                $0.width.equalTo(200)
                $0.height.equalTo(30)
            }
        }
    }
    """

  @Test("a base controller's bare hook calls run the screen's overrides")
  func baseHooks() throws {
    let screen = try Self.screen(Self.hooks, name: "Edit.swift", controller: "EditViewController")
    let (frames, notes, _) = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
    let label = try #require(frames["titleLabel"], "\(frames) \(notes)")
    #expect(label == CGRect(x: 20, y: 40, width: 200, height: 30), "\(label)")
  }

  /// Look-alike: the base controller laid out on its own runs its own (empty) hooks.
  @Test("look-alike: the base controller alone runs its own hooks")
  func baseAlone() throws {
    let screen = try Self.screen(Self.hooks, name: "Edit.swift", controller: "BaseViewController")
    let (frames, _, _) = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
    #expect(frames["titleLabel"] == nil, "\(frames)")
  }

  /// The same in a view class: `commonInit()` of a base view calls `setupLayout()`, which the
  /// subclass overrides.
  @Test("a base view's bare hook call runs the subclass's override")
  func baseViewHooks() throws {
    let source = """
      import UIKit
      class BaseView: UIView {
          override init(frame: CGRect) {
              super.init(frame: frame)
              setupLayout()
          }
          required init?(coder: NSCoder) { fatalError() }
          func setupLayout() {}
      }
      final class CardView: BaseView {
          let button = UIButton(type: .system)
          override func setupLayout() {
              button.frame = CGRect(x: 10, y: 10, width: 80, height: 40)
              addSubview(button)
          }
      }
      final class CardViewController: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              let card = CardView(frame: CGRect(x: 0, y: 100, width: 375, height: 200))
              view.addSubview(card)
          }
      }
      """
    let screen = try Self.screen(source, name: "Card.swift", controller: "CardViewController")
    let (frames, notes, _) = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
    let button = try #require(
      frames.first { $0.key.hasSuffix("button") }?.value, "\(frames) \(notes)")
    #expect(button == CGRect(x: 10, y: 110, width: 80, height: 40), "\(button)")
  }

  // MARK: Y2, `for _ in 0..<n`

  /// Memoria's custom tab bar: `for _ in 0..<4 { items.append(TabBarItemView()) }`. "If you don't
  /// need each value from a sequence, you can ignore the values by using an underscore in place
  /// of a variable name" (The Swift Programming Language, "For-In Loops"): the body runs once per
  /// element all the same. Before: a loop of unknown length, and the items were left out.
  @Test("a for-in loop over a known range with an underscore pattern runs once per element")
  func wildcardLoop() throws {
    let source = """
      import UIKit
      final class TabsViewController: UIViewController {
          let stackView = UIStackView()
          override func viewDidLoad() {
              super.viewDidLoad()
              stackView.axis = .horizontal
              stackView.distribution = .fillEqually
              stackView.frame = CGRect(x: 0, y: 700, width: 375, height: 50)
              view.addSubview(stackView)
              for _ in 0..<3 {
                  let item = UIButton(type: .system)
                  stackView.addArrangedSubview(item)
              }
          }
      }
      """
    let screen = try Self.screen(source, name: "Tabs.swift", controller: "TabsViewController")
    let (frames, notes, _) = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
    #expect(!notes.contains { $0.contains("runs a number of times") }, "\(notes)")
    let items = frames.filter { $0.key.hasPrefix("item") }.values.sorted { $0.minX < $1.minX }
    #expect(items.count == 3, "\(frames) \(notes)")
    #expect(items.first == CGRect(x: 0, y: 700, width: 125, height: 50), "\(items)")
  }

  /// Look-alike: an underscore loop over a sequence not known statically stays a note.
  @Test("look-alike: an underscore loop over an unknown count stays a note")
  func wildcardLoopUnknown() throws {
    let source = """
      import UIKit
      final class TabsViewController: UIViewController {
          var count = UserDefaults.standard.integer(forKey: "n")
          override func viewDidLoad() {
              super.viewDidLoad()
              for _ in 0..<count {
                  let item = UIButton(type: .system)
                  item.frame = CGRect(x: 0, y: 100, width: 50, height: 50)
                  view.addSubview(item)
              }
          }
      }
      """
    let screen = try Self.screen(source, name: "Tabs.swift", controller: "TabsViewController")
    let (frames, notes, _) = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
    #expect(frames.keys.allSatisfy { !$0.hasPrefix("item") }, "\(frames)")
    #expect(notes.contains { $0.contains("runs a number of times") }, "\(notes)")
  }

  // MARK: Y3, `sizeToFit()` before Auto Layout places the view

  /// Summar's labels: `label.sizeToFit()` in the closure that makes the label, then SnapKit
  /// places it. `sizeToFit()` sets the frame at once; a view whose
  /// `translatesAutoresizingMaskIntoConstraints` is off gets its frame from its constraints at the
  /// next layout pass, sized by them or by its intrinsic content size (UIKitRules R12.6, Apple's
  /// "Auto Layout Guide"), so the frame `sizeToFit()` set is replaced. Before: every such label
  /// was left out ("'sizeToFit()' sizes it to its content").
  static func sized(place: String) -> String {
    """
    import UIKit
    import SnapKit
    final class ProfileViewController: UIViewController {
        let nameLabel: UILabel = {
            let label = UILabel()
            label.text = "Summary"
            label.font = .systemFont(ofSize: 17)
            label.sizeToFit()
            return label
        }()
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(nameLabel)
            \(place)
        }
    }
    """
  }

  @Test("a label sized to fit and then placed by SnapKit is laid out by its constraints")
  func sizeToFitThenConstraints() throws {
    let source = Self.sized(
      place: """
        nameLabel.snp.makeConstraints {
                $0.top.equalTo(view.safeAreaLayoutGuide).offset(20)
                $0.leading.equalToSuperview().offset(16)
                $0.width.equalTo(200)
                $0.height.equalTo(24)
            }
        """)
    let screen = try Self.screen(source, name: "Profile.swift", controller: "ProfileViewController")
    let (frames, notes, _) = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
    #expect(!notes.contains { $0.contains("sizeToFit") }, "\(notes)")
    let label = try #require(frames["nameLabel"], "\(frames) \(notes)")
    #expect(label == CGRect(x: 16, y: 64, width: 200, height: 24), "\(label)")
  }

  /// Look-alike: a label sized to fit and then moved by its frame's origin keeps the size
  /// `sizeToFit()` gave, which needs text metrics: it stays out, with the note.
  @Test("look-alike: a label sized to fit and placed by its frame stays a note")
  func sizeToFitThenFrame() throws {
    let source = Self.sized(place: "nameLabel.frame.origin = CGPoint(x: 16, y: 60)")
    let screen = try Self.screen(source, name: "Profile.swift", controller: "ProfileViewController")
    let (frames, notes, _) = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
    #expect(frames["nameLabel"] == nil, "\(frames)")
    #expect(notes.contains { $0.contains("sizeToFit") }, "\(notes)")
  }

  // MARK: Y4, `[self respondsToSelector:@selector(automaticallyAdjustsScrollViewInsets)]`

  /// DoubanWorld's recommend tab: `if ([self respondsToSelector:@selector(
  /// automaticallyAdjustsScrollViewInsets)]) { self.automaticallyAdjustsScrollViewInsets = NO; }`
  /// then a table framed at `y 64`. `automaticallyAdjustsScrollViewInsets`,
  /// `edgesForExtendedLayout` and `extendedLayoutIncludesOpaqueBars` are "iOS 7.0+" (Apple's
  /// `UIViewController` documentation), so the test holds on every iOS the audit models and the
  /// branch runs (the code context reads the same test so: `selectorCheckAlwaysHolds`). Before: the
  /// branch was a note, the adjustment stayed on, and iOS 10 was said to add 64 pt again (a false
  /// `double_inset`).
  static func responds(_ selector: String) -> String {
    """
    #import <UIKit/UIKit.h>
    @interface RecommendViewController : UIViewController
    @end
    @implementation RecommendViewController
    - (void)viewDidLoad {
        [super viewDidLoad];
        if ([self respondsToSelector:@selector(\(selector))]) {
            self.automaticallyAdjustsScrollViewInsets = NO;
        }
        UIView *header = [[UIView alloc] initWithFrame:CGRectMake(0, 64, 320, 44)];
        header.backgroundColor = [UIColor whiteColor];
        [self.view addSubview:header];
    }
    @end
    """
  }

  @Test("a controller asked for a selector of iOS 7 runs the branch")
  func respondsToIOS7Selector() throws {
    let screen = try Self.screen(
      Self.responds("automaticallyAdjustsScrollViewInsets"), name: "Recommend.m",
      controller: "RecommendViewController")
    let (frames, notes, _) = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
    #expect(!notes.contains { $0.contains("respondsToSelector") }, "\(notes)")
    let header = try #require(frames["header"], "\(frames) \(notes)")
    #expect(header == CGRect(x: 0, y: 64, width: 320, height: 44), "\(header)")
  }

  /// Look-alike: a selector the reader has no availability for stays a note.
  @Test("look-alike: a controller asked for an unknown selector stays a note")
  func respondsToUnknownSelector() throws {
    let screen = try Self.screen(
      Self.responds("madeUpSelector"), name: "Recommend.m", controller: "RecommendViewController")
    let (_, notes, _) = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
    #expect(notes.contains { $0.contains("respondsToSelector") }, "\(notes)")
  }

  // MARK: Y5, a class whose first inherited name is a protocol

  /// JobCityFlix's interactors: `final class TVShowInteractor: TVShowInteractorProtocol` with
  /// the `viewDidLoad()` its protocol declares. "If the class has a superclass, list the superclass
  /// name before any protocols it adopts" (The Swift Programming Language, "Protocols"): a first
  /// inherited name that is a protocol of the files makes a root class, no controller. Before:
  /// read as a `UIViewController` subclass and counted as a screen.
  static let interactor = """
    import UIKit
    protocol ListInteractorProtocol {
        func viewDidLoad()
    }
    final class ListInteractor: ListInteractorProtocol {
        func viewDidLoad() {
            print("load")
        }
    }
    final class ListViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .black
        }
    }
    """

  @Test("a class adopting a protocol of the files, with no superclass, is no screen")
  func protocolFirst() throws {
    let names = try CodeScreenTests.screens(Self.interactor, name: "List.swift").map(\.name)
    #expect(names.contains("List.swift#ListViewController"), "\(names)")
    #expect(!names.contains("List.swift#ListInteractor"), "\(names)")
  }

  /// Look-alike: a class whose first inherited name is a class not among the files read (a
  /// base controller of another module) is still read as a controller.
  @Test("look-alike: an unknown first inherited name is still taken for a superclass")
  func unknownBase() throws {
    let source = Self.interactor.replacingOccurrences(
      of: "final class ListInteractor: ListInteractorProtocol",
      with: "final class ListInteractor: ModuleBaseViewController")
    let names = try CodeScreenTests.screens(source, name: "List.swift").map(\.name)
    #expect(names.contains("List.swift#ListInteractor"), "\(names)")
  }
}
