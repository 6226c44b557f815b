import Foundation
import IBFixtures
import InterfaceBuilder
import Testing

@testable import CodeContext

/// The scroll-edge appearance the app's code gives every navigation bar through the appearance
/// proxy (fresh round W's Yubico Authenticator: `UINavigationBar.appearance().scrollEdgeAppearance
/// = navigationBarAppearance`), rewritten small: a bar with one draws it at the scroll edge, not
/// the default transparent background (R10.2).
@Suite struct RoundWBarAppearanceTests {
  static let storyboard = IBFixture.storyboard(
    initial: "nav",
    scenes: IBFixture.scene(
      "s-Nav", IBFixture.navigationController(id: "nav", barY: 59, root: "vc-Detail"))
      + "\n"
      + IBFixture.scene(
        "s-Detail",
        IBFixture.viewController(
          id: "vc-Detail", storyboardIdentifier: "Detail", customClass: "DetailViewController",
          attributes: #" customModule="App""#, rootID: "root-Detail", resizes: false)))

  static func code(_ configure: String, assign: String = "appearance") -> String {
    """
    class AppDelegate: UIResponder, UIApplicationDelegate {
      func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let appearance = UINavigationBarAppearance()
        \(configure)
        UINavigationBar.appearance().standardAppearance = appearance
        UINavigationBar.appearance().scrollEdgeAppearance = \(assign)
        return true
      }
    }
    """
  }

  static func bar(_ code: String) throws -> IBBar? {
    let document = try IBDocument(data: Data(storyboard.utf8), path: "App/Main.storyboard")
    let index = CodeIndex.read(sources: [("App/AppDelegate.swift", code)])
    let result = index.withBarAppearance(document)
    return result.scenes.first { $0.controller.id == "nav" }?.controller.navigationBar
  }

  @Test func anOpaqueProxyScrollEdgeAppearanceIsEveryBarsOwn() throws {
    for configure in [
      "appearance.configureWithOpaqueBackground()", "appearance.configureWithDefaultBackground()",
      "appearance.backgroundColor = .systemBackground",
    ] {
      let bar = try Self.bar(Self.code(configure))
      #expect(bar?.hasScrollEdgeAppearance == true, "\(configure)")
    }
  }

  @Test func aTransparentOrNilProxyAppearanceDefinesNone() throws {
    #expect(
      try Self.bar(Self.code("appearance.configureWithTransparentBackground()"))?
        .hasScrollEdgeAppearance == false)
    #expect(
      try Self.bar(Self.code("appearance.configureWithOpaqueBackground()", assign: "nil"))?
        .hasScrollEdgeAppearance == false)
  }
}
