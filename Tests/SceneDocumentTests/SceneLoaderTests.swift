import Foundation
import Testing
import TextEscaping

@testable import SceneDocument

@Suite struct SceneLoaderTests {
  /// The example of the shared specification's `spec/scene-format.md`, verbatim (the user's
  /// manual is `Documentation/SceneFormat.md`).
  static let contractExample = """
    environment:            # optional; every field can be overridden on the command line
      device: iPhone X      # a catalog name or id (case-insensitive), or a custom device (below)
      orientation: portrait # portrait | portraitUpsideDown | landscapeLeft | landscapeRight
      ios: 11               # behaviour version: 10 means iOS 7–10 rules; default: the newest modelled
      statusBarHidden: false
    root:
      navigation:
        id: nav
        navigationBar: { translucent: false }
        viewControllers:
          - controller:
              id: vc
              view:
                subviews:
                  - tableView:
                      id: tb
                      frame: bounds          # the superview's bounds when viewDidLoad runs
                      rows: 60

    """

  @Test func parsesTheContractExample() throws {
    let scene = try parseScene(Self.contractExample)
    let environment = try #require(scene.environment)
    #expect(environment.location == at(1, 1))
    #expect(environment.device == Located(.named("iPhone X"), at: at(2, 11)))
    #expect(environment.orientation == Located(.portrait, at: at(3, 16)))
    #expect(environment.ios == Located(11, at: at(4, 8)))
    #expect(environment.statusBarHidden == Located(false, at: at(5, 20)))
    let nav = scene.root
    #expect(nav.kind == .navigation)
    #expect(nav.location == at(7, 3))
    #expect(nav.id == Located("nav", at: at(8, 9)))
    #expect(nav.navigationBar?.translucent == Located(false, at: at(9, 35)))
    #expect(nav.navigationBar?.hidden == nil)
    let vc = try #require(nav.viewControllers?.first)
    #expect(vc.kind == .controller)
    #expect(vc.location == at(11, 9))
    #expect(vc.id?.value == "vc")
    let root = try #require(vc.view)
    #expect(root.kind == .view)
    #expect(root.location == at(13, 11))
    let table = try #require(root.subviews?.first)
    #expect(table.kind == .tableView)
    #expect(table.location == at(15, 17))
    #expect(table.id == Located("tb", at: at(16, 23)))
    #expect(table.frame == Located(.bounds, at: at(17, 26)))
    #expect(table.rows == Located(60, at: at(18, 25)))
    #expect(table.rowHeight == nil)
  }

  static let everyKeyYAML = """
    environment:
      device:
        name: Future Phone
        width: 400
        height: 880
        scale: 3
        safeArea: { portrait: [50, 0, 30, 0], landscape: [0, 50, 21, 50] }
        statusBar: 50
        homeIndicator: true
        cornerRadius: 55.5
      orientation: landscapeLeft
      ios: 17
      statusBarHidden: true
    root:
      tabBar:
        id: tabs
        tabBar: { translucent: false, hidden: true }
        selectedIndex: 1
        viewControllers:
          - navigation:
              id: nav
              navigationBar: { translucent: true, hidden: false, backgroundImage: opaque, prefersLargeTitles: true }
              toolbar: { hidden: false, translucent: false }
              viewControllers:
                - controller:
                    id: vc
                    title: Hello
                    additionalSafeAreaInsets: [1, 2, 3, 4]
                    edgesForExtendedLayout: [bottom, top]
                    extendedLayoutIncludesOpaqueBars: true
                    automaticallyAdjustsScrollViewInsets: false
                    prefersStatusBarHidden: true
                    largeTitleDisplayMode: never
                    hidesBottomBarWhenPushed: true
                    children:
                      - frame: [0, safeArea.top, screen.width, "superview.height / 2"]
                        controller: { id: child, edgesForExtendedLayout: none }
                    view:
                      tableView:
                        id: table
                        style: insetGrouped
                        sections: [3, 0, 2]
                        rowHeight: 50
                        estimatedRowHeight: 0
                        sectionHeaderHeight: 28
                        sectionFooterHeight: 10.5
                        insetsContentViewsToSafeArea: false
                        contentSize: [375, 2000]
                        contentInset: [100, 0, 100, 0]
                        contentInsetAdjustmentBehavior: never
                        scrollEnabled: false
                        alwaysBounceVertical: false
                        alwaysBounceHorizontal: true
                        insetsLayoutMarginsFromSafeArea: false
                        preservesSuperviewLayoutMargins: true
                        layoutMargins: [8, 16, 8, 16]
                        autoresizingMask: [flexibleHeight, flexibleWidth, flexibleWidth]
                        hidden: false
                        subviews:
                          - scrollView: { id: scroll, frame: [0, 0, 10, 10] }
                          - collectionView:
                              id: grid
                              items: 12
                              flowLayout:
                                itemSize: [100, 120]
                                sectionInset: [10, 20, 10, 20]
                                sectionInsetReference: fromSafeArea
                                minimumLineSpacing: 5
                                minimumInteritemSpacing: 6
                                scrollDirection: horizontal
                          - label:
                              id: caption
                              constraints:
                                - top == safeArea.top + 20
                                - "width == 0.5 * superview.width @750"
                          - button: { id: plus }
                          - imageView: { id: picture, hidden: true }
                          - view: { id: box }
          - controller: { id: second, view: { collectionView: { sections: [4, 5] } } }

    """

  @Test func parsesEveryKeyInYAML() throws {
    try checkEveryKey(try parseScene(Self.everyKeyYAML))
  }

  @Test func parsesEveryKeyInJSON() throws {
    let scene = try parseScene(Self.everyKeyJSON, file: "scene.json")
    try checkEveryKey(scene)
    #expect(scene.root.location == SourceLocation(file: "scene.json", line: 11, column: 5))
  }

  func checkEveryKey(_ scene: SceneFile) throws {
    let environment = try #require(scene.environment)
    guard case .custom(let device) = environment.device?.value else {
      Issue.record("expected a custom device")
      return
    }
    #expect(device.name?.value == "Future Phone")
    #expect(device.width.value == 400)
    #expect(device.height.value == 880)
    #expect(device.scale?.value == 3)
    #expect(device.portraitSafeArea?.value == InsetsSpec(top: 50, left: 0, bottom: 30, right: 0))
    #expect(device.landscapeSafeArea?.value == InsetsSpec(top: 0, left: 50, bottom: 21, right: 50))
    #expect(device.statusBar?.value == 50)
    #expect(device.homeIndicator?.value == true)
    #expect(device.cornerRadius?.value == 55.5)
    #expect(environment.orientation?.value == .landscapeLeft)
    #expect(environment.ios?.value == 17)
    #expect(environment.statusBarHidden?.value == true)

    let tabs = scene.root
    #expect(tabs.kind == .tabBar)
    #expect(tabs.id?.value == "tabs")
    #expect(tabs.tabBar?.translucent?.value == false)
    #expect(tabs.tabBar?.hidden?.value == true)
    #expect(tabs.selectedIndex?.value == 1)
    #expect(tabs.viewControllers?.count == 2)

    let nav = try #require(tabs.viewControllers?.first)
    #expect(nav.kind == .navigation)
    #expect(nav.navigationBar?.translucent?.value == true)
    #expect(nav.navigationBar?.hidden?.value == false)
    #expect(nav.navigationBar?.backgroundImage?.value == .opaque)
    #expect(nav.navigationBar?.prefersLargeTitles?.value == true)
    #expect(nav.toolbar?.hidden?.value == false)
    #expect(nav.toolbar?.translucent?.value == false)

    let vc = try #require(nav.viewControllers?.first)
    #expect(vc.title?.value == "Hello")
    #expect(vc.additionalSafeAreaInsets?.value == InsetsSpec(top: 1, left: 2, bottom: 3, right: 4))
    #expect(vc.edgesForExtendedLayout?.value == .edges([.top, .bottom]))
    #expect(vc.extendedLayoutIncludesOpaqueBars?.value == true)
    #expect(vc.automaticallyAdjustsScrollViewInsets?.value == false)
    #expect(vc.prefersStatusBarHidden?.value == true)
    #expect(vc.largeTitleDisplayMode?.value == .never)
    #expect(vc.hidesBottomBarWhenPushed?.value == true)
    let child = try #require(vc.children?.first)
    #expect(child.controller.id?.value == "child")
    #expect(child.controller.edgesForExtendedLayout?.value == ExtendedEdges.none)
    #expect(
      child.frame?.value
        == .rect(
          x: .number(0), y: .name(.safeAreaTop), width: .name(.screenWidth),
          height: .binary(.divide, .name(.superviewHeight), .number(2))))
    #expect(child.frame?.value.usesSafeArea == true)

    let table = try #require(vc.view)
    #expect(table.kind == .tableView)
    #expect(table.id?.value == "table")
    #expect(table.style?.value == .insetGrouped)
    #expect(table.sections?.value == [3, 0, 2])
    #expect(table.rows == nil)
    #expect(table.rowHeight?.value == 50)
    #expect(table.estimatedRowHeight?.value == 0)
    #expect(table.sectionHeaderHeight?.value == 28)
    #expect(table.sectionFooterHeight?.value == 10.5)
    #expect(table.insetsContentViewsToSafeArea?.value == false)
    #expect(table.contentSize?.value == SizeSpec(width: 375, height: 2000))
    #expect(table.contentInset?.value == InsetsSpec(top: 100, left: 0, bottom: 100, right: 0))
    #expect(table.contentInsetAdjustmentBehavior?.value == .never)
    #expect(table.scrollEnabled?.value == false)
    #expect(table.alwaysBounceVertical?.value == false)
    #expect(table.alwaysBounceHorizontal?.value == true)
    #expect(table.insetsLayoutMarginsFromSafeArea?.value == false)
    #expect(table.preservesSuperviewLayoutMargins?.value == true)
    #expect(table.layoutMargins?.value == InsetsSpec(top: 8, left: 16, bottom: 8, right: 16))
    #expect(table.autoresizingMask?.value == [.flexibleWidth, .flexibleHeight])
    #expect(table.hidden?.value == false)

    let subviews = try #require(table.subviews)
    #expect(
      subviews.map(\.kind) == [.scrollView, .collectionView, .label, .button, .imageView, .view])
    #expect(
      subviews[0].frame?.value
        == .rect(x: .number(0), y: .number(0), width: .number(10), height: .number(10)))
    let grid = subviews[1]
    #expect(grid.items?.value == 12)
    let layout = try #require(grid.flowLayout)
    #expect(layout.itemSize?.value == SizeSpec(width: 100, height: 120))
    #expect(layout.sectionInset?.value == InsetsSpec(top: 10, left: 20, bottom: 10, right: 20))
    #expect(layout.sectionInsetReference?.value == .fromSafeArea)
    #expect(layout.minimumLineSpacing?.value == 5)
    #expect(layout.minimumInteritemSpacing?.value == 6)
    #expect(layout.scrollDirection?.value == .horizontal)
    let constraints = try #require(subviews[2].constraints)
    #expect(
      constraints.map(\.description) == [
        "view.top == superview.safeArea.top + 20", "view.width == 0.5 * superview.width @750",
      ])
    #expect(subviews[4].hidden?.value == true)

    let second = try #require(tabs.viewControllers?.last)
    #expect(second.view?.kind == .collectionView)
    #expect(second.view?.sections?.value == [4, 5])
  }

  static let everyKeyJSON = """
    {
      "environment": {
        "device": {
          "name": "Future Phone", "width": 400, "height": 880, "scale": 3,
          "safeArea": { "portrait": [50, 0, 30, 0], "landscape": [0, 50, 21, 50] },
          "statusBar": 50, "homeIndicator": true, "cornerRadius": 55.5
        },
        "orientation": "landscapeLeft", "ios": 17, "statusBarHidden": true
      },
      "root": {
        "tabBar": {
          "id": "tabs", "tabBar": { "translucent": false, "hidden": true }, "selectedIndex": 1,
          "viewControllers": [
            { "navigation": {
              "id": "nav",
              "navigationBar": { "translucent": true, "hidden": false, "backgroundImage": "opaque", "prefersLargeTitles": true },
              "toolbar": { "hidden": false, "translucent": false },
              "viewControllers": [
                { "controller": {
                  "id": "vc", "title": "Hello", "additionalSafeAreaInsets": [1, 2, 3, 4],
                  "edgesForExtendedLayout": ["bottom", "top"],
                  "extendedLayoutIncludesOpaqueBars": true,
                  "automaticallyAdjustsScrollViewInsets": false,
                  "prefersStatusBarHidden": true, "largeTitleDisplayMode": "never",
                  "hidesBottomBarWhenPushed": true,
                  "children": [
                    { "frame": [0, "safeArea.top", "screen.width", "superview.height / 2"],
                      "controller": { "id": "child", "edgesForExtendedLayout": "none" } }
                  ],
                  "view": { "tableView": {
                    "id": "table", "style": "insetGrouped", "sections": [3, 0, 2],
                    "rowHeight": 50, "estimatedRowHeight": 0, "sectionHeaderHeight": 28,
                    "sectionFooterHeight": 10.5, "insetsContentViewsToSafeArea": false,
                    "contentSize": [375, 2000], "contentInset": [100, 0, 100, 0],
                    "contentInsetAdjustmentBehavior": "never", "scrollEnabled": false,
                    "alwaysBounceVertical": false, "alwaysBounceHorizontal": true,
                    "insetsLayoutMarginsFromSafeArea": false,
                    "preservesSuperviewLayoutMargins": true, "layoutMargins": [8, 16, 8, 16],
                    "autoresizingMask": ["flexibleHeight", "flexibleWidth", "flexibleWidth"],
                    "hidden": false,
                    "subviews": [
                      { "scrollView": { "id": "scroll", "frame": [0, 0, 10, 10] } },
                      { "collectionView": {
                        "id": "grid", "items": 12,
                        "flowLayout": {
                          "itemSize": [100, 120], "sectionInset": [10, 20, 10, 20],
                          "sectionInsetReference": "fromSafeArea", "minimumLineSpacing": 5,
                          "minimumInteritemSpacing": 6, "scrollDirection": "horizontal"
                        } } },
                      { "label": { "id": "caption", "constraints": [
                        "top == safeArea.top + 20", "width == 0.5 * superview.width @750"
                      ] } },
                      { "button": { "id": "plus" } },
                      { "imageView": { "id": "picture", "hidden": true } },
                      { "view": { "id": "box" } }
                    ]
                  } }
                } }
              ]
            } },
            { "controller": { "id": "second", "view": { "collectionView": { "sections": [4, 5] } } } }
          ]
        }
      }
    }
    """

  @Test func jsonLocationsPointAtTheQuotedKeysAndValues() throws {
    let json = """
      {"root": {"controller": {"id": "vc",
        "view": {"subviews": [{"view": {"frame": [0, 0, "screen.width + 1", 88],
          "constraints": ["top == tb.top + 1"]}}]}}}}
      """
    let scene = try parseScene(json, file: "s.json")
    #expect(scene.root.location == SourceLocation(file: "s.json", line: 1, column: 11))
    #expect(scene.root.id?.location == SourceLocation(file: "s.json", line: 1, column: 32))
    let view = try #require(firstSubview(scene))
    #expect(view.location == SourceLocation(file: "s.json", line: 2, column: 26))
    let constraint = try #require(view.constraints?.first)
    #expect(constraint.location == SourceLocation(file: "s.json", line: 3, column: 22))
    #expect(constraint.second?.location == SourceLocation(file: "s.json", line: 3, column: 29))
    #expect(
      sceneError(#"{"root": {"controller": {"titel": 1}}}"#, file: "s.json")?.location
        == SourceLocation(file: "s.json", line: 1, column: 26))
    // A bad name inside a quoted JSON string is located at its character.
    let error = sceneError(
      #"{"root": {"controller": {"view": {"frame": [0, 0, "screen.widht", 1]}}}}"#, file: "s.json")
    #expect(error?.location == SourceLocation(file: "s.json", line: 1, column: 52))
  }

  @Test func tabsInJSONAndCompactSeparators() throws {
    let scene = try parseScene("{\n\t\"root\":{\"controller\":{\"id\":\"vc\"}}}", file: "s.json")
    #expect(scene.root.id?.value == "vc")
  }

  @Test func controllerViewMayBeAViewNodeOrPlainViewProperties() throws {
    let plain = try parseScene("root: {controller: {view: {id: v, hidden: true}}}")
    #expect(plain.root.view?.kind == .view)
    #expect(plain.root.view?.id?.value == "v")
    let scroll = try parseScene("root: {controller: {view: {scrollView: {id: s}}}}")
    #expect(scroll.root.view?.kind == .scrollView)
    let empty = try parseScene("root:\n  controller:\n    view:\n")
    #expect(empty.root.view?.kind == .view)
    #expect(empty.root.view?.location == at(3, 5))
    let nothing = try parseScene("root: {controller: }")
    #expect(nothing.root.view == nil)
    #expect(nothing.root.id == nil)
  }

  @Test func expressionStringsAndNumbersMixInFrames() throws {
    let scene = try parseScene(
      """
      root:
        controller:
          view:
            subviews:
              - view: { frame: [0, safeArea.top, screen.width - 20, "100"] }
              - view: { frame: ['(screen.width - 60) / 2', -4.5, 60, 60] }
      """)
    let views = try #require(scene.root.view?.subviews)
    let context = FrameContext(
      screenWidth: 375, screenHeight: 812, superviewWidth: 375, superviewHeight: 812,
      safeArea: InsetsSpec(top: 88, left: 0, bottom: 34, right: 0))
    guard case .rect(let x, let y, let width, let height) = views[0].frame?.value,
      case .rect(let x2, let y2, _, _) = views[1].frame?.value
    else {
      Issue.record("expected rect frames")
      return
    }
    #expect([x, y, width, height].map { $0.evaluate(context) } == [0, 88, 355, 100])
    #expect(x2.evaluate(context) == 157.5)
    #expect(y2.evaluate(context) == -4.5)
    #expect(views[0].frame?.value.usesSafeArea == true)
    #expect(views[1].frame?.value.usesSafeArea == false)
  }

  @Test(arguments: ["yaml", "yml", "json"])
  func loadsFilesByPath(extension fileExtension: String) throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scene-loader-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("scene.\(fileExtension)").path
    let text =
      fileExtension == "json"
      ? #"{"root": {"controller": {"id": "vc"}}}"# : "root:\n  controller:\n    id: vc\n"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    let scene = try SceneLoader.load(path: path)
    #expect(scene.file == path)
    #expect(scene.root.id?.value == "vc")
    #expect(scene.root.id?.location.file == path)
  }

  @Test func edgesAndEnumsAreCaseInsensitiveAndSorted() throws {
    let scene = try parseScene(
      "root: {controller: {edgesForExtendedLayout: [right, TOP, right], largeTitleDisplayMode: Always}}"
    )
    #expect(scene.root.edgesForExtendedLayout?.value == .edges([.top, .right]))
    #expect(scene.root.largeTitleDisplayMode?.value == .always)
    let all = try parseScene("root: {controller: {edgesForExtendedLayout: all}}")
    #expect(all.root.edgesForExtendedLayout?.value.includedEdges == [.top, .left, .bottom, .right])
  }
}
