import DeviceCatalog
import Foundation
import HeadlessUIKit
import Testing

@testable import CodeScreens

/// A frame computed from the screen's size by `+ - * /` keeps the size as a term
/// (``FrameTerms``): the screen is interpreted once for every screen size on which the rest of
/// what it read is the same, and the frame is computed again for each size. The expected frames
/// are Apple's printed screen sizes in points (iPhone X 375×812, iPhone 11 Pro Max 414×896,
/// iPhone 8 375×667, iPhone SE (1st generation) 320×568: Apple's "iOS Device Compatibility
/// Reference", display sizes), with the code's own constants applied by hand.
@Suite("Code screens: the screen's size kept as a term in frames")
@MainActor
struct ScreenSizeTermTests {
  static let devices: [(name: String, width: Double, height: Double)] = [
    ("iPhone X", 375, 812), ("iPhone 11 Pro Max", 414, 896), ("iPhone 8", 375, 667),
    ("iPhone SE (1st generation)", 320, 568),
  ]

  static func environment(_ name: String) throws -> Environment {
    let device = try #require(DeviceCatalog.device(named: name))
    return Environment(device: device, orientation: .portrait, ios: 15)
  }

  @Test(
    "Swift: a bar as wide as the root view and a footer at the screen's bottom, one interpretation")
  func swiftFrames() throws {
    let source = """
      import UIKit
      final class TermViewController: UIViewController {
        let footer = UIView()
        override func viewDidLoad() {
          super.viewDidLoad()
          let bar = UIView(frame: CGRect(x: 0, y: 20, width: view.bounds.width, height: 44))
          view.addSubview(bar)
          footer.frame = CGRect(
            x: 10, y: UIScreen.main.bounds.size.height - 49 - 10,
            width: (UIScreen.main.bounds.width - 20) / 2, height: -(-49))
          view.addSubview(footer)
        }
      }
      """
    let screen = try #require(try CodeScreenTests.screens(source).first)
    for device in Self.devices {
      let laid = try CodeScreenTests.frames(screen, try Self.environment(device.name))
      #expect(!laid.layout.reads.contains { if case .screenSize = $0 { true } else { false } })
      let bar = CGRect(x: 0, y: 20, width: device.width, height: 44)
      let footer = CGRect(
        x: 10, y: device.height - 59, width: (device.width - 20) / 2, height: 49)
      #expect(CodeScreenTests.near(laid.frames["bar"], bar), "\(device.name): \(laid.frames)")
      #expect(
        CodeScreenTests.near(laid.frames["footer"], footer), "\(device.name): \(laid.frames)")
    }
    #expect(screen.cache.count == 1)
  }

  @Test("Objective-C: [UIScreen mainScreen] in CGRectMake, with a height macro's outcome")
  func objectiveCFrames() throws {
    let source = """
      #define IS_IPHONE_X ([UIScreen mainScreen].bounds.size.height >= 812)
      #define kTabBarHeight (IS_IPHONE_X ? 83 : 49)
      @interface TermController : UIViewController
      @end
      @implementation TermController
      - (void)viewDidLoad {
          [super viewDidLoad];
          UIView *tabBar = [[UIView alloc] initWithFrame:CGRectMake(0, [UIScreen mainScreen].bounds.size.height - kTabBarHeight, [UIScreen mainScreen].bounds.size.width, kTabBarHeight)];
          [self.view addSubview:tabBar];
      }
      @end
      """
    let screen = try #require(try CodeScreenTests.screens(source, name: "Term.m").first)
    for device in Self.devices {
      let laid = try CodeScreenTests.frames(screen, try Self.environment(device.name))
      let bar = device.height >= 812 ? 83.0 : 49
      let expected = CGRect(x: 0, y: device.height - bar, width: device.width, height: bar)
      #expect(
        CodeScreenTests.near(laid.frames["tabBar"], expected), "\(device.name): \(laid.frames)")
    }
    // One interpretation per value of the macro (83 on the two tall screens, 49 on the others).
    #expect(screen.cache.count == 2)
  }

  /// What the code does with a frame's number afterwards rests on the screen's size: reading
  /// the frame back, or dividing by the screen's width, records the size whole, as before.
  @Test("a frame read back, or a division by the size, reads the size whole")
  func readBack() throws {
    let source = """
      import UIKit
      final class BackViewController: UIViewController {
        let bar = UIView()
        let side = UIView()
        let ratio = UIView()
        override func viewDidLoad() {
          super.viewDidLoad()
          bar.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 44)
          view.addSubview(bar)
          side.frame = CGRect(x: bar.frame.maxX - 50, y: 50, width: 50, height: 50)
          view.addSubview(side)
        }
      }
      final class RatioViewController: UIViewController {
        let ratio = UIView()
        override func viewDidLoad() {
          super.viewDidLoad()
          ratio.frame = CGRect(x: 0, y: 0, width: 100, height: 37500 / view.bounds.width)
          view.addSubview(ratio)
        }
      }
      """
    let screens = try CodeScreenTests.screens(source)
    let back = try #require(screens.first { $0.className == "BackViewController" })
    let ratio = try #require(screens.first { $0.className == "RatioViewController" })
    for device in Self.devices {
      let environment = try Self.environment(device.name)
      let laid = try CodeScreenTests.frames(back, environment)
      #expect(laid.layout.reads.contains { if case .screenSize = $0 { true } else { false } })
      let side = CGRect(x: device.width - 50, y: 50, width: 50, height: 50)
      #expect(CodeScreenTests.near(laid.frames["side"], side), "\(device.name): \(laid.frames)")
      let divided = try CodeScreenTests.frames(ratio, environment)
      let expected = CGRect(x: 0, y: 0, width: 100, height: 37500 / device.width)
      #expect(
        CodeScreenTests.near(divided.frames["ratio"], expected), "\(device.name): \(divided.frames)"
      )
    }
    // One interpretation per screen size (375×812, 414×896, 375×667, 320×568).
    #expect(back.cache.count == 4)
    #expect(ratio.cache.count == 4)
  }
}
