import Foundation
import HeadlessUIKit
import LayoutAudit
import Testing

@testable import SafeAreaKit

/// Fresh round Y's drawn-content false alarms on code-built screens
/// (`Documentation/Journal/2026-12-02-precision-Y.md`), rewritten small.
@Suite("Code screens audited: round Y")
@MainActor
struct RoundYPrecisionCodeScreenTests {
  /// Evaluate Day's bottom sheet: a 50-pt close button pinned 10 pt from the view's leading
  /// edge (not the safe area's) at the top, over a dimming mask, its image line commented out:
  /// `UIButton()` with no title, no image and no background draws nothing, so no display corner
  /// can cut anything of it. It was reported cut by the rounded corner in landscape. The
  /// look-alike sets an image: a drawn glyph, still judged by its frame.
  static func sheet(closeButtonSetup: String) -> String {
    """
    import UIKit

    class BottomViewController: UIViewController {
        var maskView = UIView()
        var closeButton: UIButton!

        override func viewDidLoad() {
            super.viewDidLoad()
            self.maskView.backgroundColor = UIColor.black
            self.maskView.alpha = 0.5
            self.view.addSubview(self.maskView)
            self.maskView.frame = self.view.bounds
            self.closeButton = UIButton()
            \(closeButtonSetup)
            self.closeButton.addTarget(self, action: #selector(self.close(sender:)), for: .touchUpInside)
            self.view.addSubview(self.closeButton)
            self.closeButton.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        }

        @objc func close(sender: UIButton) {
            self.dismiss(animated: true, completion: nil)
        }
    }

    class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = BottomViewController()
            window?.makeKeyAndVisible()
            return true
        }
    }
    """
  }

  @Test("a code-made button with no title, image or background draws nothing")
  func anEmptyCodeButtonDrawsNothing() throws {
    let rules: [any AuditRule.Type] = [RoundedCornerClippingRule.self]
    let empty = try CodeScreenRoundOAuditTests.reported(
      Self.sheet(closeButtonSetup: ""), name: "Bottom.swift", rules: rules)
    #expect(!empty.contains { $0.hasSuffix("#closeButton") }, "\(empty)")
    let drawn = try CodeScreenRoundOAuditTests.reported(
      Self.sheet(
        closeButtonSetup: #"self.closeButton.setImage(UIImage(named: "close"), for: .normal)"#),
      name: "Bottom.swift", rules: rules)
    #expect(drawn.contains { $0.hasSuffix("#closeButton") }, "\(drawn)")
  }
}
