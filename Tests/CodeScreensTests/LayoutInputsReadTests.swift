import DeviceCatalog
import Foundation
import Testing

@testable import CodeScreens

/// Whether a code screen's layout rests only on what the environment's layout inputs fix (its
/// screen size and scale): the audit reuses a layout between environments with equal inputs only
/// then. An iPhone X under iOS 12 and 13 has equal inputs (R1.9), so a screen that tests
/// `#available(iOS 13.0, *)` must be laid out in each.
@Suite("Code screens: which layouts may be shared between environments")
@MainActor
struct LayoutInputsReadTests {
  static func environment(ios: Int) -> Environment {
    Environment(
      device: DeviceCatalog.device(named: "iPhone X") ?? DeviceCatalog.newestPhone,
      orientation: .portrait, ios: ios)
  }

  @Test("a screen framed by its screen's width alone rests on its layout inputs")
  func sizeOnly() throws {
    let source = """
      import UIKit
      final class PlainViewController: UIViewController {
        let bar = UIView()
        override func viewDidLoad() {
          super.viewDidLoad()
          bar.frame = CGRect(x: 0, y: 100, width: UIScreen.main.bounds.width, height: 44)
          view.addSubview(bar)
        }
      }
      """
    let screen = try #require(try CodeScreenTests.screens(source).first)
    #expect(try screen.layout(in: Self.environment(ios: 12)).restsOnLayoutInputsOnly)
  }

  @Test("a screen that tests #available does not, and lays out differently per version")
  func availableCheck() throws {
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
    let old = try CodeScreenTests.frames(screen, Self.environment(ios: 12))
    let new = try CodeScreenTests.frames(screen, Self.environment(ios: 13))
    #expect(!old.layout.restsOnLayoutInputsOnly && !new.layout.restsOnLayoutInputsOnly)
    let oldY = old.frames.values.map(\.minY).filter { $0 == 10 }
    let newY = new.frames.values.map(\.minY).filter { $0 == 100 }
    #expect(oldY.count == 1 && newY.count == 1, "\(old.frames) \(new.frames)")
  }
}
