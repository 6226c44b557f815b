import DeviceCatalog
import Foundation
import HeadlessUIKit
import SceneDocument
import Testing

@testable import CodeScreens

/// Cases from the fresh round F apps (2026-11-29, fourth session), rewritten small. Expected
/// frames come from the catalog's screen sizes and the code's own numbers, not from the reader.
@Suite("Code screens: round F causes")
@MainActor
struct CodeScreenRoundFTests {
  /// A header framed with `CGRect(origin: .zero, size: CGSize(...))` in
  /// `viewDidLayoutSubviews`: `.zero` is the origin's implicit member, (0, 0).
  @Test("CGRect(origin: .zero, size:) is a rectangle at the origin")
  func originZero() throws {
    let screen = try #require(
      try CodeScreenTests.screens(
        """
        import UIKit
        class MapHeaderViewController: UIViewController {
          let banner = UIView()
          override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(banner)
          }
          override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            let headerHeight: CGFloat = 200
            banner.frame = CGRect(origin: .zero, size: CGSize(width: view.bounds.width, height: headerHeight))
          }
        }
        """
      ).first)
    let result = try CodeScreenTests.frames(screen, CodeScreenTests.iPhone8)
    // iPhone 8: 375 × 667 pt (the catalog); full screen assumed, so the root view's width is 375.
    #expect(
      CodeScreenTests.near(result.frames["banner"], CGRect(x: 0, y: 0, width: 375, height: 200)),
      "\(result.frames) \(result.notes)")
  }

  /// A hand-made bar (a project view class) framed 64 pt tall at the top, which places its
  /// buttons from its own laid-out bounds in `layoutSubviews`: the bar stays in the first layout
  /// so that the second pass reads its bounds, and its buttons are placed.
  @Test("a custom bar whose layoutSubviews reads its own bounds is laid out with its buttons")
  func customBarReadsItsBounds() throws {
    let screen = try #require(
      try CodeScreenTests.screens(
        """
        import UIKit
        class FakeNavigationBar: UIView {
          let backButton = UIButton(type: .system)
          let shareButton = UIButton(type: .system)
          override init(frame: CGRect) {
            super.init(frame: frame)
            backButton.setTitle("Back", for: .normal)
            shareButton.setTitle("Share", for: .normal)
            addSubview(backButton)
            addSubview(shareButton)
          }
          override func layoutSubviews() {
            super.layoutSubviews()
            backButton.frame = CGRect(x: 10, y: 27, width: 25, height: 25)
            shareButton.frame = CGRect(x: bounds.width - 34, y: 31, width: 24, height: 18)
          }
        }
        class PlaceViewController: UIViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            let bar = FakeNavigationBar(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 64))
            view.addSubview(bar)
          }
        }
        """
      ).first { $0.className == "PlaceViewController" })
    let result = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
    // iPhone X: 375 pt wide (the catalog); the share button at 375 - 34 = 341.
    #expect(
      CodeScreenTests.near(result.frames["bar"], CGRect(x: 0, y: 0, width: 375, height: 64)),
      "\(result.frames) \(result.notes)")
    #expect(
      CodeScreenTests.near(
        result.frames["shareButton"], CGRect(x: 341, y: 31, width: 24, height: 18)),
      "\(result.frames) \(result.notes)")
    #expect(
      CodeScreenTests.near(
        result.frames["backButton"], CGRect(x: 10, y: 27, width: 25, height: 25)),
      "\(result.frames) \(result.notes)")
  }

  /// Constants as `static let`s of a struct nested in a view class (ello-ios's bar): `Size.x`
  /// inside the class is the nested type's, `Bar.Size.x` elsewhere; another class's `Size` is
  /// another type; a `static let` computed by a static function of the same type.
  @Test("static members of nested types, looked up from the enclosing type outwards")
  func nestedStatics() throws {
    let screen = try #require(
      try CodeScreenTests.screens(
        """
        import UIKit
        class FakeBar: UIView {
          struct Size {
            static let navigationHeight: CGFloat = 44
            static let height = calculateHeight()
            static private func calculateHeight() -> CGFloat {
              return Size.navigationHeight + 20
            }
          }
          let content = UIView()
          override init(frame: CGRect) {
            super.init(frame: frame)
            content.frame = CGRect(x: 0, y: 20, width: 100, height: Size.navigationHeight)
            addSubview(content)
          }
        }
        class OtherView: UIView {
          struct Size {
            static let navigationHeight: CGFloat = 30
          }
        }
        class PlaceViewController: UIViewController {
          let strip = UIView()
          let tall = UIView()
          override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(strip)
            strip.frame = CGRect(x: 0, y: 100, width: 100, height: FakeBar.Size.navigationHeight)
            view.addSubview(tall)
            tall.frame = CGRect(x: 0, y: 200, width: 100, height: FakeBar.Size.height)
            let bar = FakeBar(frame: CGRect(x: 0, y: 300, width: 100, height: OtherView.Size.navigationHeight))
            view.addSubview(bar)
          }
        }
        """
      ).first { $0.className == "PlaceViewController" })
    let result = try CodeScreenTests.frames(screen, CodeScreenTests.iPhone8)
    #expect(
      CodeScreenTests.near(result.frames["strip"], CGRect(x: 0, y: 100, width: 100, height: 44)),
      "\(result.frames) \(result.notes)")
    // 44 + 20, by the static function.
    #expect(
      CodeScreenTests.near(result.frames["tall"], CGRect(x: 0, y: 200, width: 100, height: 64)),
      "\(result.frames) \(result.notes)")
    #expect(
      CodeScreenTests.near(result.frames["bar"], CGRect(x: 0, y: 300, width: 100, height: 30)),
      "\(result.frames) \(result.notes)")
    // Inside FakeBar, `Size` is FakeBar.Size (44), in the bar at y 300.
    #expect(
      CodeScreenTests.near(result.frames["content"], CGRect(x: 0, y: 320, width: 100, height: 44)),
      "\(result.frames) \(result.notes)")
  }

  /// A child controller whose view its parent adds and frames (MiaowShow's pages, rewritten):
  /// the child's own code fills its view, which UIKit's `loadView` makes with the screen's
  /// bounds, and the parent's frame places it.
  @Test("a child controller's view is laid out with its own code, where the parent puts it")
  func childControllerContent() throws {
    let screen = try #require(
      try CodeScreenTests.screens(
        """
        import UIKit
        class HotViewController: UIViewController {
          let tableView = UITableView()
          override func viewDidLoad() {
            super.viewDidLoad()
            tableView.frame = CGRect(
              x: 0, y: 0, width: UIScreen.main.bounds.width,
              height: UIScreen.main.bounds.height - 49)
            view.addSubview(tableView)
          }
        }
        class HomeViewController: UIViewController {
          let hot = HotViewController()
          override func viewDidLoad() {
            super.viewDidLoad()
            addChild(hot)
            hot.view.frame = CGRect(x: 0, y: 100, width: 375, height: 300)
            view.addSubview(hot.view)
            hot.didMove(toParent: self)
          }
        }
        """
      ).first { $0.className == "HomeViewController" })
    let result = try CodeScreenTests.frames(screen, CodeScreenTests.iPhone8)
    // The parent's frame for the child's view; the table inside it is 667 − 49 = 618 tall (the
    // iPhone 8's screen, 375 × 667 pt), from the child's origin at y 100.
    #expect(
      CodeScreenTests.near(
        result.frames["HotViewController.view"], CGRect(x: 0, y: 100, width: 375, height: 300)),
      "\(result.frames) \(result.notes)")
    #expect(
      CodeScreenTests.near(
        result.frames["HotViewController.tableView"],
        CGRect(x: 0, y: 100, width: 375, height: 618)),
      "\(result.frames) \(result.notes)")
  }

  /// A global instance of a model class whose lazy properties are device checks (ello-ios's
  /// `Globals.statusBarHeight`, rewritten): read per environment, as it would run on each device.
  @Test("a global model instance's lazy properties, evaluated per device")
  func globalInstanceProperties() throws {
    let screen = try #require(
      try CodeScreenTests.screens(
        """
        import UIKit
        var Globals = GlobalFactory()
        class GlobalFactory {
          lazy var isTallPhone: Bool = _isTallPhone()
          lazy var statusBarHeight: CGFloat = _statusBarHeight()
        }
        private func _isTallPhone() -> Bool {
          UIScreen.main.bounds.size.height == 812 || UIScreen.main.bounds.size.height == 896
        }
        private func _statusBarHeight() -> CGFloat {
          if Globals.isTallPhone {
            return 44
          }
          return 20
        }
        class StripViewController: UIViewController {
          let strip = UIView()
          override func viewDidLoad() {
            super.viewDidLoad()
            strip.frame = CGRect(x: 0, y: 0, width: 100, height: Globals.statusBarHeight)
            view.addSubview(strip)
          }
        }
        """
      ).first { $0.className == "StripViewController" })
    // iPhone X: 812 pt tall (the catalog), so 44; iPhone 8: 667 pt, so 20.
    let x = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
    #expect(
      CodeScreenTests.near(x.frames["strip"], CGRect(x: 0, y: 0, width: 100, height: 44)),
      "\(x.frames) \(x.notes)")
    let eight = try CodeScreenTests.frames(screen, CodeScreenTests.iPhone8)
    #expect(
      CodeScreenTests.near(eight.frames["strip"], CGRect(x: 0, y: 0, width: 100, height: 20)),
      "\(eight.frames) \(eight.notes)")
  }
}
