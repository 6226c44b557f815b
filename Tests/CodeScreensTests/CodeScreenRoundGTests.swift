import DeviceCatalog
import Foundation
import HeadlessUIKit
import SceneDocument
import Testing

@testable import CodeScreens

/// Cases from the fresh round G apps (2026-11-29, fifth session), rewritten small. Expected
/// frames come from the catalog's screen sizes and the code's own numbers, not from the reader.
@Suite("Code screens: round G causes")
@MainActor
struct CodeScreenRoundGTests {
  /// A header that subclasses `UIImageView` and places its buttons from `width`, a computed
  /// property of the app's `extension UIView` (`var width: CGFloat { frame.size.width }`):
  /// `UIImageView` inherits from `UIView` (Apple's documentation), so the extension's getter is
  /// `width` of the header too.
  @Test("an extension of UIView is found from a subclass of UIImageView")
  func extensionOfUIViewFromImageViewSubclass() throws {
    let sources = """
      import UIKit
      extension UIView {
          var width: CGFloat {
              return self.frame.size.width
          }
      }
      class MineHeadView: UIImageView {
          let setUpBtn: UIButton = UIButton(type: .custom)
          override init(frame: CGRect) {
              super.init(frame: frame)
              addSubview(setUpBtn)
          }
          override func layoutSubviews() {
              super.layoutSubviews()
              setUpBtn.frame = CGRect(x: width - 50, y: 10, width: 50, height: 50)
          }
      }
      class MineViewController: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              let headView = MineHeadView(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 150))
              view.addSubview(headView)
          }
      }
      """
    let screen = try #require(
      try CodeScreenTests.screens(sources).first { $0.className == "MineViewController" })
    let result = try CodeScreenTests.frames(screen, CodeScreenTests.iPhoneX)
    // iPhone X: 375 pt wide (the catalog); the button at 375 - 50 = 325, y 10.
    #expect(
      CodeScreenTests.near(result.frames["setUpBtn"], CGRect(x: 325, y: 10, width: 50, height: 50)),
      "\(result.frames) \(result.notes)")
  }

  @Test("UIKit's superclasses: controls, scroll views, cells, controllers")
  func uikitSuperclasses() {
    #expect(UIKitClasses.superclasses["UIImageView"] == "UIView")
    #expect(UIKitClasses.superclasses["UIButton"] == "UIControl")
    #expect(UIKitClasses.superclasses["UIControl"] == "UIView")
    #expect(UIKitClasses.superclasses["UITableView"] == "UIScrollView")
    #expect(UIKitClasses.superclasses["UICollectionViewCell"] == "UICollectionReusableView")
    #expect(UIKitClasses.superclasses["UITableViewController"] == "UIViewController")
    #expect(UIKitClasses.superclasses["UIView"] == nil)
    #expect(UIKitClasses.superclasses["UIViewController"] == nil)
  }
}
