import DeviceCatalog
import Foundation
import HeadlessUIKit
import SceneDocument
import Testing

@testable import CodeScreens

/// Round L's code-screen causes, rewritten small: a C function defined in a header (TaoKe's
/// `TKScale`) and a plain `UIView` holding a left-out label in an app that extends `UIView`
/// (MeiTuan_Swift's map bar). Frames are the code's own numbers, computed by hand.
@Suite("Code screens: round L")
@MainActor
struct CodeScreenRoundLTests {
  /// A project folder (a `.git` marks it) holding `files` (relative path → text).
  static func project(_ files: [String: String]) throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("CodeScreenRoundL-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(
      atPath: folder + "/.git", withIntermediateDirectories: true)
    for (path, text) in files {
      let full = (folder as NSString).appendingPathComponent(path)
      try FileManager.default.createDirectory(
        atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try text.write(toFile: full, atomically: true, encoding: .utf8)
    }
    return folder
  }

  /// Fresh round L's TaoKe: the coupon button's size and offsets are `TKScale(50)`, a C
  /// function defined in a header (`inline static CGFloat TKScale(CGFloat origin) { … }`,
  /// the screen's width over 375); it was "not known statically" and the button left out. A C
  /// function with a body is now followed when called, as a Swift free function is. The
  /// look-alikes in the same header: `typedef NS_ENUM(…) { … }` is no function, and a function
  /// only declared (`CGFloat TKUnknown(CGFloat origin);`) stays unknown, its view left out.
  @Test("a C function defined in a header is followed when called")
  func headerFunction() throws {
    let folder = try Self.project([
      "Config/TKUtility.h": """
      typedef NS_ENUM(NSUInteger, TKKind) {
          TKKindNormal,
      };
      CGFloat TKUnknown(CGFloat origin);
      inline static CGFloat TKScale(CGFloat origin)
      {
          CGFloat screenWidth = [UIScreen mainScreen].bounds.size.width;
          return (screenWidth * origin) / 375;
      }
      """,
      "Web/CouponViewController.m": """
      #import "TKUtility.h"
      @interface CouponViewController : UIViewController
      @end
      @implementation CouponViewController
      - (void)viewDidLoad {
          [super viewDidLoad];
          UIButton *coupon = [UIButton buttonWithType:UIButtonTypeCustom];
          coupon.frame = CGRectMake(10, 100, TKScale(50), TKScale(50));
          [self.view addSubview:coupon];
          UIButton *other = [UIButton buttonWithType:UIButtonTypeCustom];
          other.frame = CGRectMake(10, 200, TKUnknown(50), 20);
          [self.view addSubview:other];
      }
      @end
      """,
    ])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (screens, _) = try CodeScreens.loadResolvingProject(
      paths: [folder + "/Web/CouponViewController.m"])
    let screen = try #require(screens.first { $0.name.hasSuffix("#CouponViewController") })
    let environment = Environment(
      device: DeviceCatalog.device(named: "iPhone 14") ?? DeviceCatalog.newestPhone,
      orientation: .portrait, ios: 16)
    let result = try CodeScreenTests.frames(screen, environment)
    // 390 × 50 / 375 = 52.
    #expect(
      CodeScreenTests.near(result.frames["coupon"], CGRect(x: 10, y: 100, width: 52, height: 52)),
      "\(result.frames) \(result.notes)")
    #expect(result.frames["other"] == nil, "\(result.frames)")
    #expect(result.notes.contains { $0.contains("TKUnknown") }, "\(result.notes)")
  }
  /// Fresh round L's MeiTuan_Swift: the map screen's 64-pt bar is a plain `UIView` holding a
  /// back button at y 30 and a title whose frame the code sets on a branch over the title's text
  /// (set from a property the pusher fills): the title is left out. Because the app extends
  /// `UIView` (`extension UIView { func extHeight() … }`), the bar was taken for a view of the
  /// app's own class, left out as "only partly known", and the back button with it. A UIKit class
  /// the app only extends places nothing in code of its own: the bar and its button stay. The
  /// look-alike: the same bar as an app subclass (`class BarView: UIView`), whose own code could
  /// place its content, still goes with its button.
  @Test("a plain view with a left-out subview keeps its other subviews when the app extends UIView")
  func extendedUIViewKeepsKnownSubviews() throws {
    func screen(_ barClass: String, _ name: String) -> String {
      """
      class \(name): UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let bgView = \(barClass)(frame: CGRect(x: 0, y: 0, width: 100, height: 64))
          let backBtn = UIButton(frame: CGRect(x: 10, y: 30, width: 30, height: 30))
          let titleLB = UILabel(frame: CGRect(x: 40, y: 30, width: 70, height: 30))
          titleLB.text = UserDefaults.standard.string(forKey: "kind")
          if titleLB.text != nil {
            titleLB.frame = CGRect(x: 40, y: 30, width: 90, height: 30)
          } else {
            titleLB.frame = CGRect(x: 30, y: 30, width: 0, height: 30)
          }
          bgView.addSubview(titleLB)
          bgView.addSubview(backBtn)
          view.addSubview(bgView)
        }
      }
      """
    }
    let source =
      """
      import UIKit
      extension UIView {
        func extHeight() -> CGFloat { return frame.size.height }
      }
      class BarView: UIView {}

      """ + screen("UIView", "MapViewController") + "\n" + screen("BarView", "ListViewController")
    let screens = try CodeScreenTests.screens(source)
    let map = try #require(screens.first { $0.name.hasSuffix("#MapViewController") })
    let mapFrames = try CodeScreenTests.frames(map, CodeScreenTests.iPhoneX)
    #expect(
      CodeScreenTests.near(
        mapFrames.frames["backBtn"], CGRect(x: 10, y: 30, width: 30, height: 30)),
      "\(mapFrames.frames) \(mapFrames.notes)")
    #expect(mapFrames.frames["titleLB"] == nil, "\(mapFrames.frames)")
    #expect(
      mapFrames.layout.drawnContents["bgView"] != DrawnContent.nothing,
      "\(mapFrames.layout.drawnContents)")
    // Since round M, the app subclass is kept as a container that draws nothing itself (its own
    // code could draw what is left out), and the back button its code placed is judged.
    let list = try #require(screens.first { $0.name.hasSuffix("#ListViewController") })
    let listFrames = try CodeScreenTests.frames(list, CodeScreenTests.iPhoneX)
    #expect(
      CodeScreenTests.near(
        listFrames.frames["backBtn"], CGRect(x: 10, y: 30, width: 30, height: 30)),
      "\(listFrames.frames) \(listFrames.notes)")
    #expect(listFrames.frames["titleLB"] == nil, "\(listFrames.frames)")
    #expect(
      listFrames.layout.drawnContents["bgView"] == DrawnContent.nothing,
      "\(listFrames.layout.drawnContents)")
  }
}
