import DeviceCatalog
import Foundation
import HeadlessUIKit
import Testing

/// The docked keyboard (§16 of `UIKitRules.md`) against the printed and peer-measured values of
/// `uikit-rules-3.md` R16.1–R16.6, and invariants over the catalog.
@MainActor
@Suite struct KeyboardTests {
  @Test("R16.2: the sourced heights, per screen size, iOS version, type and suggestion row")
  func heights() {
    let cases: [(CGFloat, CGFloat, Int, KeyboardState, CGFloat)] = [
      (393, 852, 26, .shown, 335), (375, 667, 26, .shown, 260),
      (375, 667, 26, KeyboardState(isShown: true, type: .numberPad), 233),
      (667, 375, 26, .shown, 206), (820, 1180, 26, .shown, 337), (375, 812, 11, .shown, 335),
      (375, 812, 11, KeyboardState(isShown: true, predictive: false), 291),
      (414, 896, 12, .shown, 346), (430, 932, 17, .shown, 346), (320, 568, 10, .shown, 253),
    ]
    for (width, height, ios, keyboard, expected) in cases {
      let found = try? KeyboardHeights.height(
        screen: CGSize(width: width, height: height), ios: ios, keyboard: keyboard
      ).get()
      #expect(found?.value == expected, "\(width)×\(height) iOS \(ios) \(keyboard)")
    }
    // Not scaled, not borrowed: a 402-wide phone on 26 and the 393 phone on 18 are missing.
    for (width, height, ios) in [(402.0, 874.0, 26), (393, 852, 18)] {
      if case .success = KeyboardHeights.height(
        screen: CGSize(width: width, height: height), ios: ios, keyboard: .shown)
      {
        Issue.record("\(width)×\(height) iOS \(ios) has a height")
      }
    }
  }

  @Test("R16.1 invariant: a known docked keyboard spans the width and ends at the screen's bottom")
  func frameInvariant() {
    var known = 0
    for device in DeviceCatalog.devices {
      for orientation in [Orientation.portrait, .landscapeLeft] {
        for ios in IOSBehaviour.modelled {
          let environment = Environment(
            device: device, orientation: orientation, ios: ios, keyboard: .shown)
          guard case .success(let frame) = environment.keyboardFrame else { continue }
          known += 1
          let screen = environment.screenBounds
          #expect(frame.minY > screen.minY && frame.minY < screen.maxY, "\(environment)")
          #expect(PointFormat.nearlyEqual(frame.maxY, screen.maxY), "\(environment)")
          #expect(PointFormat.nearlyEqual(frame.width, screen.width), "\(environment)")
        }
      }
    }
    #expect(known > 0)
  }

  /// A table controller in a navigation controller with a focused text field in the table.
  func form(on name: String, ios: Int = 26) throws -> (UITableView, UIView) {
    let controller = UIViewController()
    let table = UITableView(frame: UIScreen.main.bounds, style: .insetGrouped)
    controller.view = table
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 44))
    table.addSubview(field)
    field.becomeFirstResponder()
    let navigation = UINavigationController(rootViewController: controller)
    let window = UIWindow(
      environment: Environment(device: try device(name), ios: ios, keyboard: .shown))
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    retained.append(window)
    return (table, field)
  }

  @Test(
    "R16.5: iPhone SE, iOS 26: the table's adjusted bottom becomes the 260-pt overlap; safe area and contentInset unchanged"
  )
  func tableControllerAbsorbsOverlap() throws {
    let (table, _) = try form(on: "iPhone SE (3rd generation)")
    #expect(PointFormat.nearlyEqual(table.adjustedContentInset.bottom, 260))
    #expect(PointFormat.nearlyEqual(table.safeAreaInsets.bottom, 0))
    #expect(table.contentInset == .zero)
    #expect(PointFormat.nearlyEqual(table.contentOffset.y, -table.adjustedContentInset.top))
  }

  @Test("R16.5: iPad (A16), iOS 26: the overlap (337) replaces the 25-pt bottom inset, not added")
  func padOverlapReplaces() throws {
    let (table, _) = try form(on: "iPad (A16)")
    #expect(PointFormat.nearlyEqual(table.adjustedContentInset.bottom, 337))
    #expect(PointFormat.nearlyEqual(table.safeAreaInsets.bottom, 25))
  }

  @Test("R16.6: a plain scroll view holding the first responder keeps its insets")
  func plainScrollViewUnchanged() throws {
    let controller = UIViewController()
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    scroll.contentSize = CGSize(width: 375, height: 2000)
    controller.view.addSubview(scroll)
    let field = UITextField(frame: CGRect(x: 0, y: 500, width: 200, height: 44))
    scroll.addSubview(field)
    field.becomeFirstResponder()
    let window = UIWindow(
      environment: Environment(
        device: try device("iPhone SE (3rd generation)"), ios: 26, keyboard: .shown))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    retained.append(window)
    #expect(PointFormat.nearlyEqual(scroll.adjustedContentInset.bottom, 0))
  }

  @Test("R16.4: the keyboard layout guide: shown, the covered part; hidden, the bottom safe inset")
  func layoutGuide() throws {
    for shown in [true, false] {
      let controller = UIViewController()
      let window = UIWindow(
        environment: Environment(
          device: try device("iPhone 16"), ios: 26, keyboard: shown ? .shown : .hidden))
      window.rootViewController = controller
      window.makeKeyAndVisible()
      retained.append(window)
      let frame = controller.view.keyboardLayoutGuide.layoutFrame
      let expected =
        shown
        ? CGRect(x: 0, y: 517, width: 393, height: 335)
        : CGRect(x: 0, y: 818, width: 393, height: 34)
      #expect(frame == expected, "shown \(shown)")
      controller.view.keyboardLayoutGuide.usesBottomSafeArea = false
      if !shown {
        #expect(controller.view.keyboardLayoutGuide.layoutFrame.height == 0)
      }
    }
  }
}

/// Windows kept alive while a test reads their views.
@MainActor private var retained: [UIWindow] = []
