import DeviceCatalog
import Foundation
import Testing

@testable import HeadlessUIKit

/// The window's snapshot makes each view's value in place, in uninitialized memory of its
/// superview's list (`Array(unsafeUninitializedCapacity:initializingWith:)`), and looks the
/// controllers' views up in its pre-order list of identities (a table after a few lookups).
/// Each test frees the window, its views and its controllers before reading the snapshot: every
/// value is the snapshot's own, set as the test made the views, in pre-order.
@MainActor
@Suite struct SnapshotLifetimeTests {
  /// A window showing `controller`, laid out, snapshotted and freed with everything in it.
  private func snapshotOfFreedWindow(_ make: () -> UIViewController) throws -> LayoutSnapshot {
    weak var weakWindow: UIWindow?
    weak var weakController: UIViewController?
    var snapshot: LayoutSnapshot?
    do {
      let controller = make()
      let window = UIWindow(environment: Environment(device: try device("iPhone X"), ios: 17))
      window.rootViewController = controller
      window.makeKeyAndVisible()
      snapshot = window.snapshot()
      weakWindow = window
      weakController = controller
    }
    #expect(weakWindow == nil && weakController == nil)
    return try #require(snapshot)
  }

  @Test("views made in place read back after the window and its views are freed")
  func viewsOutliveTheirWindow() throws {
    let snapshot = try snapshotOfFreedWindow {
      let controller = UIViewController()
      let outer = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
      outer.sceneID = "outer"
      let inner = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
      inner.sceneID = "inner"
      inner.alpha = 0.5
      outer.addSubview(inner)
      let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 200, height: 300))
      scroll.sceneID = "scroll"
      scroll.contentSize = CGSize(width: 200, height: 900)
      let hidden = UIView(frame: CGRect(x: 5, y: 6, width: 7, height: 8))
      hidden.sceneID = "hidden"
      hidden.isHidden = true
      controller.view.addSubview(outer)
      controller.view.addSubview(scroll)
      controller.view.addSubview(hidden)
      return controller
    }
    let window = snapshot.window
    #expect(window.id == 0 && window.className == "UIWindow")
    let root = try #require(window.subviews.first)
    #expect(root.id == 1)
    #expect(snapshot.rootController?.rootViewID == 1)
    #expect(root.subviews.map(\.sceneID) == ["outer", "scroll", "hidden"])
    // Pre-order: the window, the root view, outer, inner, scroll, hidden.
    #expect(root.subviews.map(\.id) == [2, 4, 5])
    let outer = root.subviews[0]
    #expect(outer.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
    #expect(outer.displayName == "UIView#outer")
    let inner = try #require(outer.subviews.first)
    #expect(inner.id == 3 && inner.sceneID == "inner" && inner.alpha == 0.5)
    #expect(inner.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(inner.frameInWindow.minX == root.frameInWindow.minX + 11)
    #expect(inner.subviews.isEmpty && inner.constraints.isEmpty)
    let scroll = root.subviews[1]
    #expect(scroll.className == "UIScrollView")
    #expect(scroll.scroll?.contentSize == CGSize(width: 200, height: 900))
    #expect(scroll.table == nil && scroll.collection == nil && scroll.contentFrameInWindow == nil)
    let hidden = root.subviews[2]
    #expect(hidden.isHidden && hidden.frame == CGRect(x: 5, y: 6, width: 7, height: 8))
    #expect(snapshot.view(id: 5)?.sceneID == "hidden")
  }

  @Test("controllers' root view ids past the first lookups (found in the table) are right")
  func manyControllers() throws {
    let count = 12
    let snapshot = try snapshotOfFreedWindow {
      let container = UIViewController()
      for index in 0..<count {
        let child = UIViewController()
        container.addChild(child)
        child.view.sceneID = "child\(index)"
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
      }
      return container
    }
    let container = try #require(snapshot.rootController)
    #expect(container.rootViewID == 1)
    // The children's views follow the container's root view in pre-order: ids 2 to 13.
    #expect(container.children.map(\.rootViewID) == (2..<(2 + count)).map { Optional($0) })
    #expect(
      container.children.compactMap { $0.rootViewID.flatMap { snapshot.view(id: $0)?.sceneID } }
        == (0..<count).map { "child\($0)" })
  }

  @Test("a controller whose view is not in the window has no root view id")
  func controllerViewOutsideTheWindow() throws {
    let snapshot = try snapshotOfFreedWindow {
      let container = UIViewController()
      let shown = UIViewController()
      let offscreen = UIViewController()
      container.addChild(shown)
      container.view.addSubview(shown.view)
      container.addChild(offscreen)
      offscreen.loadViewIfNeeded()
      return container
    }
    let children = try #require(snapshot.rootController?.children)
    #expect(children.map(\.rootViewID) == [2, nil])
  }
}
