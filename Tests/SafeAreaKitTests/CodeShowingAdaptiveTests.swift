import CodeContext
import Foundation
import Testing

@testable import SafeAreaKit

/// `show(_:sender:)` and popovers that stay popovers, for code screens (issue 28's context).
@Suite("Code showings: show(_:sender:) and kept popovers")
struct CodeShowingAdaptiveTests {
  /// `show(_:sender:)` from a controller that is a navigation controller's root: the navigation
  /// controller is the target of the action and pushes (Apple's documentation of
  /// `show(_:sender:)`); from a controller presented alone, the sender presents.
  static let code = """
    class AppDelegate: UIResponder, UIApplicationDelegate {
      var window: UIWindow?
      func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window?.rootViewController = UINavigationController(rootViewController: ListViewController())
        return true
      }
    }
    class ListViewController: UIViewController {
      func open() {
        show(DetailViewController(), sender: self)
      }
      func openSettings() {
        present(SettingsViewController(), animated: true)
      }
    }
    class SettingsViewController: UIViewController {
      func openAbout() {
        show(AboutViewController(), sender: self)
      }
    }
    class DetailViewController: UIViewController {}
    class AboutViewController: UIViewController {}
    """

  @Test("show(_:sender:) pushes from a navigation stack and presents from a lone screen")
  func showResolvedFromTheSender() throws {
    let context = CodeShowingContext(index: CodeIndex.read(sources: [("App.swift", Self.code)]))
    guard case .decided(let detail) = context.showing(of: "DetailViewController") else {
      Issue.record("\(context.showing(of: "DetailViewController"))")
      return
    }
    #expect(detail.way == .pushed && detail.inNavigationController)
    guard case .decided(let about) = context.showing(of: "AboutViewController") else {
      Issue.record("\(context.showing(of: "AboutViewController"))")
      return
    }
    #expect(about.way == .presented && about.presentationStyle == nil)
  }

  /// A popover whose delegate answers `.none` stays a popover on iPhone: the popover places it.
  @Test("a popover kept in compact width is a part, not a screen")
  func keptPopoverIsAPart() {
    let source = """
      class BrowserViewController: UIViewController, UIPopoverPresentationControllerDelegate {
        func showCircuit() {
          let vc = CircuitViewController()
          vc.modalPresentationStyle = .popover
          vc.popoverPresentationController?.delegate = self
          present(vc, animated: true)
        }
        func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
          return .none
        }
      }
      class CircuitViewController: UIViewController {}
      """
    let context = CodeShowingContext(index: CodeIndex.read(sources: [("Browser.swift", source)]))
    guard case .keptPopover(let showing) = context.showing(of: "CircuitViewController") else {
      Issue.record("\(context.showing(of: "CircuitViewController"))")
      return
    }
    #expect(showing.description.contains("as a popover (also in compact width)"))
  }
}
