import DeviceCatalog
import Foundation
import HeadlessUIKit
import IBFixtures
import InterfaceBuilder
import Testing

@testable import CodeContext

/// A screen the code pushes goes onto a navigation controller whose bar state is that
/// controller's (`CodeIndex.pushTarget(of:identifiers:)`): the storyboard's navigation controller
/// that holds the pushing class's scene, else the app's navigation controllers when they are all
/// alike and the code makes none. A rewrite of round F's case (an app whose storyboard
/// navigation controllers all hide their bar, screens pushed onto them from helpers).
@Suite struct PushTargetTests {
  static func storyboard(barHidden: Bool, translucent: Bool = true) -> String {
    IBFixture.storyboard(
      initial: "nav",
      scenes: [
        IBFixture.scene(
          "s-nav",
          IBFixture.navigationController(
            id: "nav", storyboardIdentifier: "Start",
            attributes: barHidden ? #" navigationBarHidden="YES""# : "",
            barAttributes: translucent ? "" : #" translucent="NO""#, root: "vc-Home")),
        screen("Home", customClass: "HomeViewController"),
        screen("Detail", customClass: "DetailViewController"),
      ].joined(separator: "\n"))
  }

  /// A scene `s-NAME` of a controller `vc-NAME` code instantiates by `NAME`.
  static func screen(_ name: String, customClass: String) -> String {
    IBFixture.scene(
      "s-\(name)",
      IBFixture.viewController(
        id: "vc-\(name)", storyboardIdentifier: name, customClass: customClass,
        attributes: #" customModule="App""#, rootID: "root-\(name)", resizes: false))
  }

  static func decide(_ storyboard: String, code: String) throws -> ScreenDecision {
    let document = try IBDocument(data: Data(storyboard.utf8), path: "App/Main.storyboard")
    let index = CodeIndex.read(sources: [("App/Code.swift", code)])
    let controller = try #require(
      document.scenes.first { $0.controller.id == "vc-Detail" }?.controller)
    return index.decide(controller, in: document, identifiers: StoryboardIdentifiers([document]))
  }

  static let pushedByTheHomeScene = """
    class HomeViewController: UIViewController {
      func open() {
        let detail = storyboard!.instantiateViewController(withIdentifier: "Detail")
        navigationController?.pushViewController(detail, animated: true)
      }
    }
    class DetailViewController: UIViewController {}
    """

  @Test func theBarOfThePushersNavigationControllerIsKept() throws {
    let decision = try Self.decide(
      Self.storyboard(barHidden: true), code: Self.pushedByTheHomeScene)
    #expect(decision.context?.kind == .pushed)
    #expect(decision.context?.navigationStyle?.barHidden == true)
    #expect(
      decision.summary
        == "pushed by Code.swift:4 onto the navigation controller that holds 'HomeViewController'"
        + " (bar hidden)")
  }

  @Test func thePushersOwnCodeDecidesItsBar() throws {
    let code = Self.pushedByTheHomeScene.replacingOccurrences(
      of: "  func open() {",
      with: """
          override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            navigationController?.setNavigationBarHidden(true, animated: false)
          }
          func open() {
        """)
    let decision = try Self.decide(Self.storyboard(barHidden: false), code: code)
    #expect(decision.context?.navigationStyle?.barHidden == true)
    #expect(decision.summary?.contains("its bar hidden by Code.swift:4") == true)
  }

  static let pushedByAHelper = """
    class Router {
      func open(from controller: UIViewController) {
        let detail = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Detail")
        controller.navigationController?.pushViewController(detail, animated: true)
      }
    }
    class HomeViewController: UIViewController {}
    class DetailViewController: UIViewController {}
    """

  @Test func aHelperPushesOntoTheAppsOnlyNavigationController() throws {
    let decision = try Self.decide(
      Self.storyboard(barHidden: false, translucent: false), code: Self.pushedByAHelper)
    #expect(decision.context?.navigationStyle?.barTranslucent == false)
    #expect(decision.context?.navigationStyle?.barHidden != true)
    #expect(
      decision.summary
        == "pushed by Code.swift:4 onto the app's only navigation controller (opaque bar)")
  }

  @Test func aNavigationControllerMadeInCodeLeavesTheBarAssumed() throws {
    let code =
      Self.pushedByAHelper + """

        class Launcher {
          func start(window: UIWindow) {
            window.rootViewController = UINavigationController(rootViewController: HomeViewController())
          }
        }
        """
    let decision = try Self.decide(Self.storyboard(barHidden: true), code: code)
    #expect(decision.context?.kind == .pushed)
    #expect(decision.context?.navigationStyle == nil)
    #expect(decision.summary == "pushed by Code.swift:4")
  }

  @MainActor
  @Test func theBuilderLaysThePushedScreenOutWithoutTheBar() throws {
    let document = try IBDocument(
      data: Data(Self.storyboard(barHidden: true).utf8), path: "App/Main.storyboard")
    let index = CodeIndex.read(sources: [("App/Code.swift", Self.pushedByAHelper)])
    let (decided, _) = try #require(AppCodeContext(index: index).apply(to: [document]).first)
    let scene = try #require(decided.scenes.first { $0.controller.id == "vc-Detail" })
    let phone = try #require(DeviceCatalog.device(named: "iPhone 15"))
    let result = try IBBuilder.build(decided, scene: scene, environment: Environment(device: phone))
    let navigation = try #require(result.sceneController.navigationController)
    #expect(navigation.isNavigationBarHidden)
    // With the bar hidden the screen's safe area is the window's (the status bar's), not the
    // window's plus a bar's height (R3.1).
    #expect(result.window.safeAreaInsets.top > 0)
    #expect(result.sceneController.view.safeAreaInsets.top == result.window.safeAreaInsets.top)
  }
}
