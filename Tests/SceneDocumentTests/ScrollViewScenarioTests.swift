import DeviceCatalog
import Foundation
import HeadlessUIKit
import LayoutInspection
import SceneDocument
import Testing

/// Scroll-view seeds that need more than one number, and invariants of R4 over the whole catalog.
@MainActor
@Suite struct ScrollViewScenarioTests {
  @Test("A1-5: the four behaviours side by side")
  func fourBehaviours() throws {
    let v = try query(
      "A1-5",
      [
        "automatic.adjustedContentInset", "scrollable.adjustedContentInset",
        "never.adjustedContentInset",
        "always.adjustedContentInset", "always.safeAreaInsets",
      ])
    #expect(v["automatic.adjustedContentInset"] == "{88, 0, 34, 0}")
    #expect(v["scrollable.adjustedContentInset"] == "{0, 0, 0, 0}")
    #expect(v["never.adjustedContentInset"] == "{0, 0, 0, 0}")
    #expect(v["always.adjustedContentInset"] == v["always.safeAreaInsets"])
  }

  @Test("A1-6: contentSize starts as an estimate and is exact with estimation off")
  func estimates() throws {
    let estimated = try query(
      "A1-6", ["tb.contentSize", "tb.cell(0,0).frame", "tb.cell(0,99).frame"])
    let off = try query("A1-6-off", ["tb.contentSize"])
    #expect(off["tb.contentSize"] == "{375, 8000}")
    // Rows 0–9 were on screen (from y = -88 to 724 at 80 pt each): 10 × 80 + 90 × 44.
    #expect(estimated["tb.contentSize"] == "{375, 4760}")
    #expect(estimated["tb.cell(0,0).frame"] == "{{0, 0}, {375, 80}}")
    #expect(estimated["tb.cell(0,99).frame"] == "{{0, 4716}, {375, 44}}")
  }

  /// A controller whose root view is a table (`UITableViewController`).
  final class TableRootController: UIViewController {
    let table = UITableView(frame: .zero, style: .grouped)
    override func loadView() {
      table.numberOfRowsInSection = [30, 30]
      view = table
    }
  }

  @Test(
    "over the catalog: .never gives contentInset, .always contentInset + safe area, a table pinned to the safe area reaches everything, so does a table that is the root view",
    arguments: DeviceCatalog.devices)
  func invariants(device: Device) throws {
    for orientation in [Orientation.portrait, .landscapeLeft] {
      let controller = UIViewController()
      let never = UITableView(frame: controller.view.bounds, style: .plain)
      never.contentInsetAdjustmentBehavior = .never
      never.contentInset = UIEdgeInsets(top: 7, left: 1, bottom: 3, right: 2)
      never.numberOfRowsInSection = [40]
      let always = UIScrollView(frame: controller.view.bounds)
      always.contentInsetAdjustmentBehavior = .always
      always.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
      let pinned = UITableView(frame: .zero, style: .plain)
      pinned.numberOfRowsInSection = [100]
      for view in [always, never, pinned] as [UIView] { controller.view.addSubview(view) }
      controller.safeAreaDidChangeHandlers.append { owner in
        pinned.frame = owner.view.safeAreaLayoutGuide.layoutFrame
      }
      let window = UIWindow(environment: Environment(device: device, orientation: orientation))
      window.rootViewController = UINavigationController(rootViewController: controller)
      window.makeKeyAndVisible()
      #expect(never.adjustedContentInset == never.contentInset)
      #expect(always.adjustedContentInset == always.contentInset + always.safeAreaInsets)
      #expect(pinned.safeAreaInsets == .zero)
      #expect(pinned.unreachableContent.isEmpty, "\(device.name) \(orientation)")
      #expect(pinned.contentOffset.y == 0)
      // The table is its own host: its safe area is in bounds coordinates, which move with the
      // content offset (a corpus audit reported the top inset's height as unreachable).
      let tableRoot = TableRootController()
      let second = UIWindow(environment: Environment(device: device, orientation: orientation))
      second.rootViewController = UINavigationController(rootViewController: tableRoot)
      second.makeKeyAndVisible()
      #expect(tableRoot.table.contentSize.height > tableRoot.table.bounds.height)
      #expect(tableRoot.table.unreachableContent.isEmpty, "\(device.name) \(orientation)")
    }
  }

  @Test("R6.6: plain section headers pin under the adjusted top inset; grouped ones scroll")
  func stickyHeaders() throws {
    let controller = UIViewController()
    let plain = UITableView(frame: controller.view.bounds, style: .plain)
    plain.numberOfRowsInSection = [10, 10]
    plain.sectionHeaderHeight = 28
    let grouped = UITableView(frame: controller.view.bounds, style: .grouped)
    grouped.numberOfRowsInSection = [10, 10]
    controller.view.addSubview(plain)
    controller.view.addSubview(grouped)
    let window = UIWindow(
      environment: Environment(
        device: try #require(DeviceCatalog.device(named: "iPhone X")), ios: 11))
    window.rootViewController = UINavigationController(rootViewController: controller)
    window.makeKeyAndVisible()
    #expect(plain.adjustedContentInset.top == 88)
    #expect(plain.contentOffset.y == -88)
    #expect(plain.rectForHeader(inSection: 0)?.minY == 0)
    plain.contentOffset.y = 100  // scrolled: section 0 (28 + 440 pt) still under the bar
    #expect(plain.rectForHeader(inSection: 0)?.minY == 188)
    plain.contentOffset.y = 430  // the next header pushes it up
    #expect(plain.rectForHeader(inSection: 0)?.minY == 440)
    #expect(plain.rectForHeader(inSection: 1)?.minY == 518)  // pinned in its turn
    grouped.contentOffset.y = 100
    #expect(grouped.rectForHeader(inSection: 0)?.minY == 0)
  }

  @Test("a table header view adds its height above the first section")
  func tableHeaderView() throws {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.numberOfRowsInSection = [3]
    table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 120))
    table.layoutSubviews()
    #expect(table.contentSize == CGSize(width: 320, height: 120 + 3 * 44))
    #expect(table.rectForRow(section: 0, row: 0)?.minY == 120)
    #expect(table.tableHeaderView?.frame == CGRect(x: 0, y: 0, width: 320, height: 120))
  }
}
