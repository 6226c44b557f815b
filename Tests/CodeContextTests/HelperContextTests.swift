import Foundation
import IBFixtures
import InterfaceBuilder
import Testing

@testable import CodeContext

/// Context that the app's code gives through its own helpers and idiom tests: an orientation
/// lock that differs between iPhone and iPad (a navigation controller subclass), and a popover
/// presented through an `extension UIViewController` helper whose delegate keeps it a popover in
/// compact width. Small rewrites of real cases, each with a look-alike.
@Suite struct HelperContextTests {
  @Test func orientationLockByIdiomInSwift() throws {
    let index = CodeIndex.read(
      sources: [
        (
          "App/AuthNavigation.swift",
          """
          class AuthNavigationController: UINavigationController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
              if UIDevice.current.userInterfaceIdiom == .pad {
                return super.supportedInterfaceOrientations
              }
              return [.portrait]
            }
          }
          class PlayerViewController: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
              if isEditing { return .all }
              return .portrait
            }
          }
          """
        )
      ])
    let fact = try #require(
      index.context(ofClass: "AuthNavigationController").fact(.supportedInterfaceOrientations))
    #expect(fact.value == .orientationsByIdiom(phone: ["portrait"], pad: nil))
    // A branch on anything else stays unresolved.
    #expect(
      index.context(ofClass: "PlayerViewController").fact(.supportedInterfaceOrientations)?.value
        == .unresolved("the answer depends on runtime state"))
  }

  @Test func orientationLockByIdiomInObjectiveC() throws {
    let index = CodeIndex.read(
      sources: [
        (
          "App/Map.m",
          """
          @interface MapController : UIViewController
          @end
          @implementation MapController
          - (UIInterfaceOrientationMask)supportedInterfaceOrientations
          {
              if ([[UIDevice currentDevice] userInterfaceIdiom] != UIUserInterfaceIdiomPad) {
                  return UIInterfaceOrientationMaskPortrait;
              } else {
                  return UIInterfaceOrientationMaskAll;
              }
          }
          @end
          """
        )
      ])
    #expect(
      index.context(ofClass: "MapController").fact(.supportedInterfaceOrientations)?.value
        == .orientationsByIdiom(
          phone: ["portrait"],
          pad: ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"]))
  }

  /// A storyboard navigation controller of class `AuthNavigationController` whose root pushes
  /// `LoginViewController`.
  static let authStoryboard = IBFixture.storyboard(
    initial: "nav",
    scenes: IBFixture.scene(
      "s1",
      IBFixture.navigationController(
        id: "nav", customClass: "AuthNavigationController", attributes: #" customModule="App""#,
        root: "welcome"))
      + IBFixture.scene(
        "s2",
        IBFixture.viewController(
          id: "welcome", customClass: "WelcomeViewController", attributes: #" customModule="App""#,
          rootID: "root", resizes: false,
          connections: #"<segue destination="login" kind="show" id="p1"/>"#))
      + IBFixture.scene(
        "s3",
        IBFixture.viewController(
          id: "login", customClass: "LoginViewController", attributes: #" customModule="App""#,
          rootID: "root2", resizes: false)))

  /// The scene pushed inside a storyboard navigation controller whose class locks iPhones to
  /// portrait: the container fills the window, so its answer is the screen's, per idiom.
  @Test func containerLockAppliesToItsScreens() throws {
    let document = try IBDocument(data: Data(Self.authStoryboard.utf8), path: "App/Auth.storyboard")
    let code = """
      class AuthNavigationController: UINavigationController {
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
          if UIDevice.current.userInterfaceIdiom == .pad {
            return super.supportedInterfaceOrientations
          }
          return [.portrait]
        }
      }
      class WelcomeViewController: UIViewController {}
      class LoginViewController: UIViewController {}
      """
    let index = CodeIndex.read(sources: [("App/Auth.swift", code)])
    let identifiers = StoryboardIdentifiers([document])
    for scene in document.scenes where scene.controller.id != "nav" {
      let decision = index.decide(scene.controller, in: document, identifiers: identifiers)
      #expect(decision.orientationsByIdiom == ["phone": ["portrait"]], "\(scene.controller.id)")
      #expect(decision.orientations == nil)
    }
    // Without the lock: nothing decided.
    let plain = CodeIndex.read(sources: [
      ("App/Auth.swift", "class LoginViewController: UIViewController {}")
    ])
    let login = try #require(document.scenes.first { $0.controller.id == "login" }?.controller)
    #expect(plain.decide(login, in: document, identifiers: identifiers).orientationsByIdiom.isEmpty)
  }

  static let popoverCode = """
    extension UIViewController {
      @discardableResult
      func present(_ vc: UIViewController, _ sender: UIView? = nil) -> Bool {
        guard self.presentedViewController == nil else { return false }
        if let sender = sender {
          vc.modalPresentationStyle = .popover
          vc.popoverPresentationController?.sourceView = sender.superview
          if let delegate = vc as? UIPopoverPresentationControllerDelegate {
            vc.popoverPresentationController?.delegate = delegate
          }
        }
        present(vc, animated: true)
        return true
      }
    }
    class BrowserViewController: UIViewController {
      @IBAction func showCircuit(_ sender: UIButton) {
        let vc = CircuitViewController()
        present(vc, sender)
      }
      @IBAction func showAbout() {
        let vc = AboutViewController()
        present(vc)
      }
    }
    class CircuitViewController: UIViewController, UIPopoverPresentationControllerDelegate {
      func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        return .none
      }
    }
    class AboutViewController: UIViewController {}
    """

  @Test func popoverThroughAPresentingHelper() throws {
    let index = CodeIndex.read(sources: [("App/Browser.swift", Self.popoverCode)])
    let circuit = index.showings(ofClass: "CircuitViewController")
    #expect(circuit.count == 1)
    let showing = try #require(circuit.first)
    #expect(showing.way == .presented)
    #expect(showing.presentationStyle == .name("popover"))
    #expect(showing.keepsPopoverWhenCompact)
    #expect(showing.location.line == 19)  // the call, not the helper's `present(vc, animated:)`
    // The helper's declaration, its attribute first.
    #expect(showing.helper == "present(_:_:) at Browser.swift:2")
    #expect(
      showing.description.contains("as a popover (also in compact width) by Browser.swift:19"))
    // Without a sender the helper's `if let sender` branch does not run: no style is claimed.
    let about = try #require(index.showings(ofClass: "AboutViewController").first)
    #expect(about.presentationStyle?.isResolved == false)
    #expect(!about.keepsPopoverWhenCompact)
  }
}
