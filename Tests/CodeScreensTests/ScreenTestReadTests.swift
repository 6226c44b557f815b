import DeviceCatalog
import Foundation
import HeadlessUIKit
import Testing

@testable import CodeScreens

/// What a code screen's interpretation records as read of its screen, and where its layout is
/// reused. A comparison of the screen's height with a number (`UIScreen.main.bounds.height >=
/// 812`, the common device check) is recorded by its outcome, so the interpretation is reused on
/// every screen on the same side of it; a size that reaches a frame is recorded whole.
@Suite("Code screens: reads recorded by what they decide")
@MainActor
struct ScreenTestReadTests {
  static func environment(_ name: String, ios: Int = 16, _ orientation: Orientation = .portrait)
    -> Environment
  {
    Environment(
      device: DeviceCatalog.device(named: name) ?? DeviceCatalog.newestPhone,
      orientation: orientation, ios: ios)
  }

  static let heightCheck = """
    import UIKit
    let kTopBar: CGFloat = UIScreen.main.bounds.height >= 812 ? 88 : 64
    final class CheckViewController: UIViewController {
      let bar = UIView()
      override func viewDidLoad() {
        super.viewDidLoad()
        bar.frame = CGRect(x: 0, y: kTopBar, width: 100, height: 44)
        view.addSubview(bar)
      }
    }
    """

  /// The iPhone X (375×812) and the iPhone 11 Pro Max (414×896) are both on the `>= 812` side:
  /// the bar is at y 88 on both (the code's constant), from one interpretation; the iPhone 8
  /// (375×667) is on the other side: y 64, a second interpretation.
  @Test("a height check is read as its outcome, and shared across screen sizes")
  func heightCheckShared() throws {
    let screen = try #require(try CodeScreenTests.screens(Self.heightCheck).first)
    let x = try CodeScreenTests.frames(screen, Self.environment("iPhone X"))
    #expect(x.layout.reads.contains { if case .screenTest(_, true) = $0 { true } else { false } })
    #expect(!x.layout.reads.contains { if case .screenSize = $0 { true } else { false } })
    #expect(x.layout.restsOnLayoutInputsOnly)
    let max = try CodeScreenTests.frames(screen, Self.environment("iPhone 11 Pro Max"))
    #expect(screen.cache.count == 1)
    let eight = try CodeScreenTests.frames(screen, Self.environment("iPhone 8"))
    #expect(screen.cache.count == 2)
    for (frames, y) in [(x.frames, 88.0), (max.frames, 88), (eight.frames, 64)] {
      #expect(frames.values.filter { $0.minY == y && $0.height == 44 }.count == 1, "\(frames)")
    }
    // In landscape the iPhone X's height is 375: the other side, y 64.
    let landscape = try CodeScreenTests.frames(
      screen, Self.environment("iPhone X", .landscapeLeft))
    #expect(landscape.frames.values.filter { $0.minY == 64 && $0.height == 44 }.count == 1)
  }

  /// A height kept in a variable before it reaches a frame is the size itself: recorded whole,
  /// never as a test (a frame written with the size in place keeps it as a term instead:
  /// ``ScreenSizeTermTests``).
  @Test("a size used as a value is read whole")
  func sizeAsValue() throws {
    let source = """
      import UIKit
      final class TallViewController: UIViewController {
        let panel = UIView()
        override func viewDidLoad() {
          super.viewDidLoad()
          let tall = UIScreen.main.bounds.height > 700
          let height = UIScreen.main.bounds.height
          panel.frame = CGRect(x: 0, y: 0, width: 100, height: height - 100)
          view.addSubview(panel)
        }
      }
      """
    let screen = try #require(try CodeScreenTests.screens(source).first)
    let x = try CodeScreenTests.frames(screen, Self.environment("iPhone X"))
    #expect(x.layout.reads.contains { if case .screenSize(375, 812) = $0 { true } else { false } })
    _ = try CodeScreenTests.frames(screen, Self.environment("iPhone XS"))
    _ = try CodeScreenTests.frames(screen, Self.environment("iPhone 11 Pro Max"))
    // The two 375×812 screens share one interpretation; the 414×896 one has its own.
    #expect(screen.cache.count == 2)
    #expect(x.frames.values.contains { $0.height == 712 }, "\(x.frames)")
  }

  /// The layout made under iOS 13 by a screen that tests `#available(iOS 13.0, *)` is the
  /// layout under iOS 16 too (same side), not under iOS 12.
  @Test("an #available check's condition holds on its side of the version only")
  func availableCondition() throws {
    let source = """
      import UIKit
      final class AvailViewController: UIViewController {
        let bar = UIView()
        override func viewDidLoad() {
          super.viewDidLoad()
          view.addSubview(bar)
          if #available(iOS 13.0, *) {
            bar.frame = CGRect(x: 0, y: 100, width: 50, height: 50)
          } else {
            bar.frame = CGRect(x: 0, y: 10, width: 50, height: 50)
          }
        }
      }
      """
    let screen = try #require(try CodeScreenTests.screens(source).first)
    let made = try screen.makeWindowAndReads(Self.environment("iPhone X", ios: 13))
    #expect(!made.restsOnLayoutInputsOnly)
    let condition = try #require(made.reuseCondition)
    #expect(condition.holds(in: Self.environment("iPhone X", ios: 16)))
    #expect(condition.holds(in: Self.environment("iPhone X", ios: 26)))
    #expect(!condition.holds(in: Self.environment("iPhone X", ios: 12)))
  }
}
