import DeviceCatalog
import Foundation
import HeadlessUIKit
import Testing

@testable import LayoutInspection

@MainActor
@Suite struct LayoutSnapshotTests {
  @Test func capturesEnvironmentWindowAndControllers() throws {
    let scene = try Scenes.navigationTable(ios: 11)
    let snapshot = scene.window.snapshot()
    #expect(snapshot.environmentDescription == "iPhone X, portrait, iOS 11")
    #expect(snapshot.windowSafeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    #expect(snapshot.isStatusBarVisible)
    #expect(snapshot.statusBarFrame == CGRect(x: 0, y: 0, width: 375, height: 44))
    let nav = try #require(snapshot.rootController)
    #expect(nav.kind == .navigationController)
    #expect(nav.displayName == "UINavigationController#nav")
    #expect(
      nav.navigationBar
        == BarSnapshot(
          frame: CGRect(x: 0, y: 44, width: 375, height: 44), isHidden: false, isTranslucent: true))
    #expect(nav.toolbar?.isHidden == true)
    #expect(nav.tabBar == nil)
    let vc = try #require(nav.children.first)
    #expect(vc.kind == .viewController)
    #expect(vc.topLayoutGuideLength == 88)
    #expect(vc.bottomLayoutGuideLength == scene.vc.bottomLayoutGuide.length)
    let root = try #require(vc.rootViewID.flatMap { snapshot.view(id: $0) })
    #expect(root.sceneID == "root")
    #expect(snapshot.controller(owningRootView: root.id)?.sceneID == "vc")
  }

  @Test func viewsArePreOrderedWithScrollAndTableState() throws {
    let scene = try Scenes.navigationTable(ios: 11)
    let snapshot = scene.window.snapshot()
    let views = snapshot.allViews
    #expect(views.map(\.id) == Array(0..<views.count))
    #expect(views.first?.className == "UIWindow")
    for view in views { #expect(snapshot.view(id: view.id) == view) }
    let table = try #require(snapshot.view(sceneID: "tb"))
    #expect(table.className == "UITableView")
    #expect(table.safeAreaDerivation?.insets == table.safeAreaInsets)
    let scroll = try #require(table.scroll)
    #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 88, left: 0, bottom: 34, right: 0))
    #expect(scroll.contentInsetAdjustmentBehavior == .automatic)
    #expect(scroll.adjustmentReason?.contains("R4.12") == true)
    #expect(!scroll.hasUnreachableContent)
    let cells = try #require(table.table)
    #expect(cells.rowsPerSection == [60])
    #expect(cells.sections[0][59].frame == CGRect(x: 0, y: 59 * 44, width: 375, height: 44))
    #expect(table.collection == nil)
  }

  @Test func derivationExplainsTheNavigationBar() throws {
    let scene = try Scenes.navigationTable(ios: 11)
    let root = try #require(scene.window.snapshot().view(sceneID: "root"))
    let top = try #require(root.safeAreaDerivation?.top)
    #expect(PointFormat.nearlyEqual(top.value, 88))
    #expect(top.terms.contains { $0.label.contains("navigation bar") })
  }

  @Test func iOS10RecordsTheIOS11ValuesAsUnavailable() throws {
    let scene = try Scenes.navigationTable(ios: 10)
    let snapshot = scene.window.snapshot()
    #expect(!snapshot.isSafeAreaAvailable)
    #expect(snapshot.windowSafeAreaInsets == nil)
    for view in snapshot.allViews {
      #expect(view.safeAreaInsets == nil)
      #expect(view.safeAreaDerivation == nil)
      #expect(view.safeAreaLayoutFrame == nil)
    }
    let scroll = try #require(snapshot.view(sceneID: "tb")?.scroll)
    #expect(scroll.adjustedContentInset == nil)
    #expect(scroll.contentInsetAdjustmentBehavior == nil)
    #expect(scroll.adjustmentReason == nil)
    #expect(scroll.contentInset == UIEdgeInsets(top: 88, left: 0, bottom: 0, right: 0))
    #expect(snapshot.controller(sceneID: "vc")?.additionalSafeAreaInsets == nil)
  }

  @Test func snapshotsAreEqualValuesAndSendable() async throws {
    let first = try Scenes.navigationTable(ios: 11).window.snapshot()
    let second = try Scenes.navigationTable(ios: 11).window.snapshot()
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    let moved = await Task.detached { first.allViews.count }.value
    #expect(moved == first.allViews.count)
    let opaque = try Scenes.navigationTable(ios: 11, translucent: false).window.snapshot()
    #expect(opaque != first)
  }
}
