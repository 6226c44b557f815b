import DeviceCatalog
import Foundation
import HeadlessUIKit
import Testing

@testable import LayoutInspection

@MainActor
@Suite struct InspectFormatterTests {
  @Test func opaqueNavigationBarTree() throws {
    let scene = try Scenes.navigationTable(ios: 11, translucent: false)
    let tree = InspectFormatter.tree(scene.window.snapshot())
    let expected = [
      "iPhone X, portrait, iOS 11; status bar {{0, 0}, {375, 44}}; window safeAreaInsets {44, 0, 34, 0}",
      "UIWindow {{0, 0}, {375, 812}} safeAreaInsets={44, 0, 34, 0} layoutMargins={52, 8, 42, 8}",
      "  + UINavigationController#nav navigationBar={{0, 44}, {375, 44}} opaque toolbar=hidden",
      "    UIView {{0, 0}, {375, 812}} safeAreaInsets={44, 0, 34, 0} layoutMargins={44, 16, 34, 16}",
      "      + UIViewController#vc",
      "        UIView#root {{0, 88}, {375, 724}} safeAreaInsets={0, 0, 34, 0}"
        + " layoutMargins={0, 16, 34, 16}",
      "          UITableView#tb {{0, 88}, {375, 724}} safeAreaInsets={0, 0, 34, 0}"
        + " layoutMargins={8, 8, 42, 8} contentSize={375, 2640}"
        + " adjustedContentInset={0, 0, 34, 0} contentOffset={0, 0}"
        + " offsetRange={0, 0}...{0, 1950}",
      "      UINavigationBar {{0, 44}, {375, 44}} safeAreaInsets={0, 0, 0, 0}"
        + " layoutMargins={8, 8, 8, 8}",
      "      UIToolbar {{0, 0}, {0, 0}} hidden",
    ]
    #expect(tree == expected.joined(separator: "\n"))
  }

  @Test func iOS10TreeShowsLayoutGuidesAndContentInset() throws {
    let scene = try Scenes.navigationTable(ios: 10)
    let lines = InspectFormatter.tree(scene.window.snapshot()).split(separator: "\n")
    #expect(lines.first?.hasSuffix("no safe area (iOS 10 behaviour: layout guides)") == true)
    #expect(
      lines.contains { $0.hasSuffix("+ UIViewController#vc topLayoutGuide=88 bottomLayoutGuide=0") }
    )
    let table = try #require(lines.first { $0.contains("UITableView#tb") })
    #expect(table.contains("contentInset={88, 0, 0, 0}"))
    #expect(!table.contains("safeAreaInsets"))
    #expect(!table.contains("adjustedContentInset"))
  }

  @Test func unreachableContentIsMarked() throws {
    // A table pinned to the full screen with `.never`, in a plain controller: the last rows sit
    // under the home indicator and can never be scrolled above it.
    let window = UIWindow(environment: Environment(device: try Scenes.device(), ios: 11))
    let vc = UIViewController()
    let table = UITableView(frame: vc.view.bounds, style: .plain)
    table.sceneID = "tb"
    table.numberOfRowsInSection = [60]
    table.contentInsetAdjustmentBehavior = .never
    vc.view.addSubview(table)
    window.rootViewController = vc
    window.makeKeyAndVisible()
    let snapshot = window.snapshot()
    let scroll = try #require(snapshot.view(sceneID: "tb")?.scroll)
    #expect(scroll.hasUnreachableContent)
    let line = try #require(
      InspectFormatter.tree(snapshot).split(separator: "\n").first { $0.contains("#tb") })
    #expect(line.hasSuffix("UNREACHABLE " + QueryValue.rect(scroll.unreachableContent).text))
    #expect(
      try resolve(QueryPath("tb.unreachableContent"), in: snapshot)
        == .rect(scroll.unreachableContent))
  }

  @Test func offScreenControllersAreListed() throws {
    let window = UIWindow(environment: Environment(device: try Scenes.device(), ios: 11))
    let first = UIViewController()
    first.sceneID = "first"
    let nav = UINavigationController(rootViewController: first)
    window.rootViewController = nav
    window.makeKeyAndVisible()
    nav.pushViewController(UIViewController(), animated: false)
    let tree = InspectFormatter.tree(window.snapshot())
    #expect(tree.hasSuffix("\noff screen: UIViewController#first"))
  }

  @Test func treeIsDeterministic() throws {
    let first = InspectFormatter.tree(try Scenes.navigationTable(ios: 11).window.snapshot())
    let second = InspectFormatter.tree(try Scenes.navigationTable(ios: 11).window.snapshot())
    #expect(first == second)
  }
}
