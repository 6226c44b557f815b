import Foundation
import Testing

/// Round L's MIT Mobile (training, L13), rewritten small as a code screen: the screen's own
/// `viewDidLoad` calls a helper that calls the app's `UINavigationBar` extension method, whose
/// body makes the bar opaque, on the bar of the navigation controller holding it. The screen is
/// laid out below that opaque bar (R22.11); an extension that only tints the bar changes nothing.
@Suite struct HeldBarCategoryCommandTests {
  static func detail(extensionLine: String) -> String {
    """
    import UIKit

    extension UINavigationBar {
        func prepareForExtension() {
            \(extensionLine)
        }
    }

    class DetailViewController: UIViewController {
        let backButton = UIButton(type: .system)

        override func viewDidLoad() {
            super.viewDidLoad()
            setupNavBar()
            backButton.setTitle("Back", for: .normal)
            backButton.frame = CGRect(x: 8, y: 20, width: 60, height: 44)
            view.addSubview(backButton)
        }

        func setupNavBar() {
            navigationController?.navigationBar.prepareForExtension()
        }
    }
    """
  }

  @Test func aBarExtensionMethodThatMakesTheHeldBarOpaqueMovesTheScreenBelowIt() throws {
    for (line, underBar) in [
      ("isTranslucent = false", false), ("barTintColor = .white", true),
    ] {
      let directory = try CodeScreenContextCommandTests.folder([
        "DetailViewController.swift": Self.detail(extensionLine: line),
        "ListViewController.swift": CodeScreenContextCommandTests.list,
      ])
      defer { try? FileManager.default.removeItem(at: directory) }
      let result = try safearea(CodeScreenContextCommandTests.arguments, in: directory)
      #expect(
        result.stdout.contains("[content_under_bar]") == underBar, "\(line): \(result.stdout)")
    }
  }
}
