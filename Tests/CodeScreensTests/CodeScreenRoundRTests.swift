import DeviceCatalog
import Foundation
import HeadlessUIKit
import SceneDocument
import Testing

@testable import CodeScreens

/// Fresh round R's code-screen causes, rewritten small. Frames are the code's own numbers on the
/// iPhone X (375 × 812, the catalog).
@Suite("Code screens: round R")
@MainActor
struct CodeScreenRoundRTests {
  /// promise96319/WarmDairy's custom tab bar: a `UITabBarController` subclass hides its tab bar
  /// and adds its own bar to its own view in `viewDidLoad` (round Q's C3: MusicStream's strip).
  /// Before, a container's subclass was no screen: the bar was seen by nobody. `ownView`
  /// false gives the look-alike: the subclass adds to its tab bar and to a view of its own
  /// making, never to its `view`, so it stays no screen.
  static func tabBarScreen(ownView: Bool) -> String {
    let host = ownView ? "view" : "contentView"
    return """
      import UIKit

      final class MainTabController: UITabBarController {
          let bar = UIView()
          let item = UIImageView()
          let badge = UIView()
          let contentView = UIView()

          override func viewDidLoad() {
              super.viewDidLoad()
              tabBar.isHidden = true
              viewControllers = [UINavigationController(rootViewController: UIViewController())]
              bar.backgroundColor = .white
              bar.translatesAutoresizingMaskIntoConstraints = false
              \(host).addSubview(bar)
              tabBar.addSubview(badge)
              bar.leadingAnchor.constraint(equalTo: \(host).leadingAnchor).isActive = true
              bar.trailingAnchor.constraint(equalTo: \(host).trailingAnchor).isActive = true
              bar.bottomAnchor.constraint(equalTo: \(host).bottomAnchor).isActive = true
              bar.heightAnchor.constraint(equalToConstant: 50).isActive = true
              item.image = UIImage(named: "home")
              item.translatesAutoresizingMaskIntoConstraints = false
              bar.addSubview(item)
              item.topAnchor.constraint(equalTo: bar.topAnchor, constant: 4).isActive = true
              item.centerXAnchor.constraint(equalTo: bar.centerXAnchor).isActive = true
              item.widthAnchor.constraint(equalToConstant: 44).isActive = true
              item.heightAnchor.constraint(equalToConstant: 44).isActive = true
          }
      }
      """
  }

  @Test("a tab bar controller subclass's own bar is laid out on the full screen its view fills")
  func tabBarControllerOwnView() throws {
    let screen = try #require(
      try CodeScreenTests.screens(Self.tabBarScreen(ownView: true), name: "Tabs.swift").first {
        $0.name.hasSuffix("#MainTabController")
      })
    #expect(screen.ownViewOfContainer == "UITabBarController")
    let (frames, notes, layout) = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
    // 812 − 50 = 762: the bar on the screen's bottom edge (the code's numbers); the item 4 pt
    // below its top, 44 tall: 766–810, inside the home indicator's 34-pt band.
    #expect(
      CodeScreenTests.near(frames["bar"], CGRect(x: 0, y: 762, width: 375, height: 50)),
      "\(frames) \(notes)")
    #expect(
      CodeScreenTests.near(frames["item"], CGRect(x: 165.5, y: 766, width: 44, height: 44)),
      "\(frames) \(notes)")
    // How the code shows the container is not read: the full screen is assumed, and said.
    #expect(layout.assumedContext?.contains("UITabBarController subclass") == true)
    #expect(layout.assumesFullScreen)
    // Its tab bar is not laid out: the badge added to it is not a view of the screen.
    #expect(frames["badge"] == nil, "\(frames)")
  }

  @Test("a tab bar controller subclass that adds nothing to its own view is no screen")
  func tabBarControllerWithoutOwnViews() throws {
    let screens = try CodeScreenTests.screens(
      Self.tabBarScreen(ownView: false), name: "Tabs.swift")
    #expect(!screens.contains { $0.name.hasSuffix("#MainTabController") }, "\(screens.map(\.name))")
  }

  /// adamdorogi/youtube-music-stream-5's player strip: framed from `tabBar.frame.height` in
  /// `viewDidLoad`, before UIKit has laid the tab bar out for the device (no source prints that
  /// value): the strip is left out with a note, never placed from a guessed height.
  @Test("a frame read from the tab bar in viewDidLoad is left out, noted")
  func tabBarFrameInViewDidLoadIsNoted() throws {
    let source = """
      import UIKit

      class PlayerBarController: UITabBarController {
          let strip = UIView()

          override func viewDidLoad() {
              super.viewDidLoad()
              strip.frame = CGRect(
                  x: 0, y: view.frame.height - tabBar.frame.height * 2,
                  width: view.frame.width, height: tabBar.frame.height)
              view.addSubview(strip)
          }
      }
      """
    let screen = try #require(
      try CodeScreenTests.screens(source, name: "Player.swift").first {
        $0.name.hasSuffix("#PlayerBarController")
      })
    let (frames, notes, _) = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
    #expect(frames["strip"] == nil, "\(frames)")
    #expect(notes.contains { $0.contains("'strip'") && $0.contains("tabBar") }, "\(notes)")
  }

  /// promise96319/WarmDairy builds its views with the Then library: `_ = saveButton.then { …
  /// view.addSubview($0); $0.snp.makeConstraints { … } }`. Before, `then` was taken for a call
  /// that calls back later: every view built so was left out. The look-alike: a promise's
  /// `then` on a value the reader does not know still runs later (a callback), noted.
  static func thenScreen(promise: Bool) -> String {
    """
    import UIKit
    import SnapKit

    final class DiaryViewController: UIViewController {
        lazy var saveButton = UIButton()
        let retryButton = UIButton()
        let loader = DiaryLoader.shared

        override func viewDidLoad() {
            super.viewDidLoad()
            _ = saveButton.then {
                $0.setTitle("Save", for: .normal)
                view.addSubview($0)
                $0.snp.makeConstraints {
                    $0.left.right.bottom.equalToSuperview()
                    $0.height.equalTo(50)
                }
            }
            \(promise ? "loader.fetch().then { self.view.addSubview(self.retryButton) }" : "")
        }
    }
    """
  }

  @Test("the Then library's 'then' runs its closure at once: the button built in it is laid out")
  func thenRunsAtOnce() throws {
    let screen = try #require(
      try CodeScreenTests.screens(Self.thenScreen(promise: false), name: "Diary.swift").first)
    let (frames, notes, _) = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
    // 812 − 50 = 762: on the screen's bottom edge (the code's numbers).
    #expect(
      CodeScreenTests.near(frames["saveButton"], CGRect(x: 0, y: 762, width: 375, height: 50)),
      "\(frames) \(notes)")
  }

  @Test("a promise's 'then' on a value not known statically stays a callback, noted")
  func promiseThenStaysCallback() throws {
    let screen = try #require(
      try CodeScreenTests.screens(Self.thenScreen(promise: true), name: "Diary.swift").first)
    let (frames, notes, _) = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
    #expect(frames["retryButton"] == nil, "\(frames)")
    #expect(notes.contains { $0.contains("calls back") }, "\(notes)")
    #expect(frames["saveButton"] != nil, "\(frames) \(notes)")
  }
}
