import DeviceCatalog
import Foundation
import HeadlessUIKit
import LayoutInspection
import SceneDocument
import Testing

/// `split:` (contract version 2) read from `Examples/split-sidebar.yaml`, checked against the
/// peer-measured iPad (A16) values of `uikit-rules-3.md` (R14.1, R14.5) and R14.7's collapse.
@MainActor
@Suite struct SplitSceneTests {
  @Test("R14.5: iPad (A16), iOS 26: the floating sidebar and the detail under it")
  func sidebar() throws {
    let v = try query(
      "split-sidebar",
      [
        "split.primaryColumnWidth", "sidebar.view.frameInWindow", "sidebar.view.safeAreaInsets",
        "detailNav.view.frame", "detailNav.view.safeAreaInsets", "detail.view.safeAreaInsets",
      ])
    #expect(v["split.primaryColumnWidth"] == "320")
    #expect(v["sidebar.view.frameInWindow"] == "{{10, 32}, {320, 1133}}")
    // The sidebar's navigation bar (R17.1 at max(0, 10)) covers its top.
    #expect(v["sidebar.view.safeAreaInsets"] == "{64, 0, 10, 0}")
    #expect(v["detailNav.view.frame"] == "{{0, 0}, {820, 1180}}")
    #expect(v["detailNav.view.safeAreaInsets"] == "{32, 330, 25, 0}")
    #expect(v["detail.view.safeAreaInsets"] == "{86, 330, 25, 0}")
  }

  @Test("R14.7: on an iPhone the split collapses to the compact column laid out as the root")
  func collapsed() throws {
    let v = try query(
      "split-sidebar", ["phoneNav.view.frameInWindow", "phoneList.view.safeAreaInsets"],
      overrides: EnvironmentOverrides(device: DeviceCatalog.device(named: "iPhone 16")))
    #expect(v["phoneNav.view.frameInWindow"] == "{{0, 0}, {393, 852}}")
    #expect(v["phoneList.view.safeAreaInsets"] == "{113, 0, 34, 0}")
  }

  @Test("explain: a column's safe area and frame name the split's placement (R14.3, R14.5)")
  func explainColumns() throws {
    let path = repositoryRoot.appendingPathComponent("Examples/split-sidebar.yaml").path
    let scene = try SceneLoader.load(path: path)
    let window = try SceneBuilder.makeWindow(
      scene, environment: try SceneBuilder.environment(for: scene, overrides: .init()))
    let snapshot = window.snapshot()
    let inset = try explain("detail.view.safeAreaInsets.left", in: snapshot)
    let steps = inset.sections.flatMap(\.steps)
    #expect(steps.contains { $0.rule == "R14.5" && $0.amount == 330 })
    #expect(inset.sections.map(\.title).contains("split view column"))
    let frame = try explain("sidebar.view.frameInWindow", in: snapshot)
    #expect(
      frame.sections.contains { section in
        section.title == "split view column" && section.steps.contains { $0.rule == "R14.5" }
      })
  }

  @Test("supplementaryColumnWidth of a double-column split names nothing (UIKit raises)")
  func supplementaryOnDouble() throws {
    do {
      _ = try query("split-sidebar", ["split.supplementaryColumnWidth"])
      Issue.record("resolved")
    } catch let error as QueryError {
      #expect(error.kind == .notApplicable)
    }
  }

  @Test("the split keys decode; misplaced keys are located errors")
  func keys() throws {
    let scene = try parseScene(
      """
      root:
        split:
          id: s
          style: tripleColumn
          displayMode: twoBesideSecondary
          preferredPrimaryColumnWidth: 300
          preferredSupplementaryColumnWidth: 280
          preferredPrimaryColumnWidthFraction: 0.3
          primary: { controller: { id: p } }
          supplementary: { controller: { id: m } }
          secondary: { controller: { id: d } }
          compact: { controller: { id: c } }
      """)
    #expect(scene.root.kind == .split)
    #expect(scene.root.splitStyle?.value == .tripleColumn)
    #expect(scene.root.displayMode?.value == .twoBesideSecondary)
    #expect(scene.root.columns.map(\.column) == [.primary, .supplementary, .secondary, .compact])
    let classic = try parseScene(
      """
      root:
        split:
          viewControllers: [{ controller: { id: a } }, { controller: { id: b } }]
      """)
    #expect(classic.root.viewControllers?.count == 2)
    // A column key on a classic split.
    #expect(
      sceneError(
        """
        root:
          split:
            primary: { controller: {} }
        """)?.location == at(3, 5))
    // 'supplementary' needs tripleColumn.
    #expect(
      sceneError(
        """
        root:
          split:
            style: doubleColumn
            supplementary: { controller: {} }
        """)?.location == at(4, 5))
    // viewControllers on a column style.
    #expect(
      sceneError(
        """
        root:
          split:
            style: doubleColumn
            viewControllers: [{ controller: {} }]
        """)?.location == at(4, 25))
    // A split key on a controller node, an unknown key, a bad mode and fraction.
    #expect(
      sceneError(
        """
        root:
          controller:
            displayMode: automatic
        """)?.location == at(3, 5))
    #expect(
      sceneError(
        """
        root:
          split:
            columns: 2
        """)?.location == at(3, 5))
    #expect(
      sceneError(
        """
        root:
          split:
            displayMode: sideBySide
        """)?.location == at(3, 18))
    #expect(
      sceneError(
        """
        root:
          split:
            preferredPrimaryColumnWidthFraction: 1.5
        """)?.location == at(3, 42))
  }
}

/// `navigationItem:` and `bottomAccessory:` (contract version 2) and `searchBar.frame`.
@MainActor
@Suite struct NavigationItemSceneTests {
  func values(_ text: String, _ paths: [String]) throws -> [String: String] {
    let scene = try parseScene(text)
    let environment = try SceneBuilder.environment(for: scene, overrides: .init())
    let window = try SceneBuilder.makeWindow(scene, environment: environment)
    let results = try resolve(paths, in: window.snapshot())
    return Dictionary(uniqueKeysWithValues: results.map { ($0.path, $0.value.text) })
  }

  @Test("R15.3, R15.5: iPhone 16, iOS 26: prompt 32 and an active search 6 above the bar's 54")
  func promptAndSearch() throws {
    let v = try values(
      """
      environment: { device: iPhone 16, ios: 26 }
      root:
        navigation:
          id: nav
          viewControllers:
            - controller:
                id: list
                navigationItem: { prompt: Choose, searchController: true, searchActive: true }
      """,
      ["nav.navigationBar.frame", "nav.searchBar.frame", "list.view.safeAreaInsets"])
    #expect(v["nav.navigationBar.frame"] == "{{0, 59}, {393, 92}}")
    #expect(v["nav.searchBar.frame"] == "{{0, 91}, {393, 60}}")
    #expect(v["list.view.safeAreaInsets"] == "{151, 0, 34, 0}")
  }

  @Test("the navigationItem and bottomAccessory keys: misplaced and dependent keys are errors")
  func keys() throws {
    let scene = try parseScene(
      """
      root:
        tabBar:
          bottomAccessory: true
          viewControllers:
            - controller:
                navigationItem:
                  prompt: Hi
                  searchController: true
                  hidesSearchBarWhenScrolling: false
                  searchActive: false
      """)
    #expect(scene.root.bottomAccessory?.value == true)
    let item = try #require(scene.root.viewControllers?.first?.navigationItem)
    #expect(item.prompt?.value == "Hi")
    #expect(item.hidesSearchBarWhenScrolling?.value == false)
    #expect(
      sceneError(
        """
        root:
          controller:
            navigationItem: { searchActive: true }
        """)?.location == at(3, 37))
    #expect(
      sceneError(
        """
        root:
          navigation:
            navigationItem: { prompt: x }
        """)?.location == at(3, 5))
    #expect(
      sceneError(
        """
        root:
          controller:
            navigationItem: { searchBar: true }
        """)?.location == at(3, 23))
    #expect(
      sceneError(
        """
        root:
          controller:
            bottomAccessory: true
        """)?.location == at(3, 5))
  }

  @Test("searchBar.frame without a search controller names what is wrong")
  func noSearch() throws {
    do {
      _ = try values(
        """
        root:
          navigation:
            id: nav
            viewControllers: [{ controller: { id: a } }]
        """, ["nav.searchBar.frame"])
      Issue.record("resolved")
    } catch let error as QueryError {
      #expect(error.kind == .notApplicable)
    }
  }
}
