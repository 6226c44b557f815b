import DeviceCatalog
import Foundation
import HeadlessUIKit
import Testing

@testable import LayoutInspection

/// Seed article 000 on an iPhone X under iOS 11 behaviour: the numbers the article prints.
@MainActor
@Suite struct QueryResolverTests {
  @Test func translucentNavigationBarSeedNumbers() throws {
    let scene = try Scenes.navigationTable(ios: 11)
    let text = try Scenes.text(
      [
        "vc.view.safeAreaInsets", "nav.view.safeAreaInsets", "tb.adjustedContentInset",
        "tb.contentOffset", "tb.contentSize", "nav.navigationBar.frame", "window.safeAreaInsets",
        "window.statusBarFrame",
      ], in: scene.window.snapshot())
    #expect(
      text == """
        vc.view.safeAreaInsets = {88, 0, 34, 0}
        nav.view.safeAreaInsets = {44, 0, 34, 0}
        tb.adjustedContentInset = {88, 0, 34, 0}
        tb.contentOffset = {0, -88}
        tb.contentSize = {375, 2640}
        nav.navigationBar.frame = {{0, 44}, {375, 44}}
        window.safeAreaInsets = {44, 0, 34, 0}
        window.statusBarFrame = {{0, 0}, {375, 44}}
        """)
  }

  @Test func opaqueNavigationBarSeedNumbers() throws {
    let scene = try Scenes.navigationTable(ios: 11, translucent: false)
    let text = try Scenes.text(
      [
        "vc.view.frame", "vc.view.safeAreaInsets", "tb.adjustedContentInset", "root.frame",
        "tb.frameInWindow", "tb.frame", "vc.view.safeAreaLayoutFrame",
      ], in: scene.window.snapshot())
    #expect(
      text == """
        vc.view.frame = {{0, 88}, {375, 724}}
        vc.view.safeAreaInsets = {0, 0, 34, 0}
        tb.adjustedContentInset = {0, 0, 34, 0}
        root.frame = {{0, 88}, {375, 724}}
        tb.frameInWindow = {{0, 88}, {375, 724}}
        tb.frame = {{0, 0}, {375, 724}}
        vc.view.safeAreaLayoutFrame = {{0, 0}, {375, 690}}
        """)
  }

  @Test func valuesMatchTheRuntime() throws {
    let scene = try Scenes.navigationTable(ios: 11)
    let snapshot = scene.window.snapshot()
    func value(_ path: String) throws -> QueryValue { try resolve(QueryPath(path), in: snapshot) }
    let table = scene.tb
    #expect(try value("tb.bounds") == .rect(table.bounds))
    #expect(try value("tb.layoutMargins") == .insets(table.layoutMargins))
    #expect(try value("tb.layoutMarginsLayoutFrame") == .rect(table.layoutMarginsGuide.layoutFrame))
    #expect(
      try value("tb.readableContentLayoutFrame") == .rect(table.readableContentGuide.layoutFrame))
    #expect(try value("tb.safeAreaLayoutFrame") == .rect(table.safeAreaLayoutGuide.layoutFrame))
    #expect(try value("tb.contentInset") == .insets(.zero))
    #expect(
      try value("tb.verticalScrollIndicatorInsets") == .insets(table.verticalScrollIndicatorInsets))
    #expect(
      try value("tb.horizontalScrollIndicatorInsets")
        == .insets(table.horizontalScrollIndicatorInsets))
    #expect(try value("tb.minContentOffset") == .point(CGPoint(x: 0, y: -88)))
    #expect(try value("tb.maxContentOffset") == .point(CGPoint(x: 0, y: 2640 - 812 + 34)))
    #expect(try value("tb.unreachableContent") == .rect(.zero))
    #expect(try value("tb.contentInsetAdjustmentBehavior") == .string("automatic"))
    #expect(try value("tb.isHidden") == .bool(false))
    #expect(try value("vc.topLayoutGuide.length") == .number(88))
    // UIKit reports 34 here on iOS 11+ (the home indicator); the runtime's R5.4 counts bars only,
    // so the query is checked against the runtime, not the article.
    #expect(
      try value("vc.bottomLayoutGuide.length") == .number(scene.vc.bottomLayoutGuide.length))
    #expect(try value("vc.additionalSafeAreaInsets") == .insets(.zero))
    #expect(try value("tb.cell(0,3).frame") == .rect(CGRect(x: 0, y: 132, width: 375, height: 44)))
    #expect(
      try value("tb.cell(0,3).contentView.frame")
        == .rect(CGRect(x: 0, y: 0, width: 375, height: 44)))
  }

  @Test func collectionItemFrames() throws {
    let window = UIWindow(environment: Environment(device: try Scenes.device(), ios: 11))
    let vc = UIViewController()
    let layout = UICollectionViewFlowLayout()
    let collection = UICollectionView(frame: vc.view.bounds, collectionViewLayout: layout)
    collection.sceneID = "cv"
    collection.numberOfItemsInSection = [4]
    vc.view.addSubview(collection)
    window.rootViewController = vc
    window.makeKeyAndVisible()
    let value = try resolve(QueryPath("cv.item(0,1).frame"), in: window.snapshot())
    let expected = try #require(collection.itemFrame(section: 0, item: 1))
    #expect(value == .rect(expected))
    let error = Scenes.error("cv.item(0,4).frame", in: window.snapshot())
    #expect(error?.kind == .outOfRange)
    #expect(error?.message.contains("items are 0…3") == true)
  }

  @Test func iOS10ReportsLayoutGuidesAndLegacyContentInset() throws {
    let scene = try Scenes.navigationTable(ios: 10)
    let text = try Scenes.text(
      ["vc.topLayoutGuide.length", "tb.contentInset", "tb.contentOffset", "vc.view.frame"],
      in: scene.window.snapshot())
    #expect(
      text == """
        vc.topLayoutGuide.length = 88
        tb.contentInset = {88, 0, 0, 0}
        tb.contentOffset = {0, -88}
        vc.view.frame = {{0, 0}, {375, 812}}
        """)
  }

  // MARK: Errors

  @Test(arguments: [
    ("vc.view.safeAreaInsets", "use 'vc.topLayoutGuide.length' and 'vc.bottomLayoutGuide.length'"),
    ("root.safeAreaLayoutFrame", "use 'vc.topLayoutGuide.length'"),
    ("tb.safeAreaInsets", "of the view's controller"),
    ("tb.adjustedContentInset", "use 'tb.contentInset', which includes the automatic adjustment"),
    ("tb.contentInsetAdjustmentBehavior", "automaticallyAdjustsScrollViewInsets"),
    ("vc.additionalSafeAreaInsets", "introduced in iOS 11"),
    ("window.safeAreaInsets", "does not exist under iOS 10 behaviour"),
  ])
  func iOS11APIUnderIOS10(path: String, fragment: String) throws {
    let scene = try Scenes.navigationTable(ios: 10)
    let error = try #require(Scenes.error(path, in: scene.window.snapshot()))
    #expect(error.kind == .unavailable)
    #expect(error.path == path)
    #expect(error.message.contains(fragment), "\(error)")
    #expect(error.description.hasPrefix("'\(path)': '"))
  }

  @Test func safeAreaInsetsUnderIOS10NamesTheAPI() throws {
    let scene = try Scenes.navigationTable(ios: 10)
    let error = Scenes.error("vc.view.safeAreaInsets", in: scene.window.snapshot())
    #expect(
      error?.description
        == "'vc.view.safeAreaInsets': 'safeAreaInsets' does not exist under iOS 10 behaviour"
        + " (it was introduced in iOS 11); use 'vc.topLayoutGuide.length' and"
        + " 'vc.bottomLayoutGuide.length'")
  }

  @Test(arguments: [
    (
      "tbl.frame", QueryError.Kind.unknownID,
      "no view or controller has id 'tbl'; did you mean 'tb'?"
    ),
    ("xyz.frame", .unknownID, "ids are 'nav', 'vc', 'root' and 'tb'"),
    (
      "root.adjustedContentInset", .notApplicable,
      "property of a scroll view; 'root' (UIView) is not"
    ),
    ("vc.frame", .notApplicable, "write 'vc.view.frame'"),
    ("tb.topLayoutGuide.length", .notApplicable, "'tb' is a view (UITableView)"),
    ("root.topLayoutGuide.length", .notApplicable, "write 'vc.topLayoutGuide.length'"),
    ("vc.navigationBar.frame", .notApplicable, "write 'nav.navigationBar.frame'"),
    ("nav.tabBar.frame", .notApplicable, "property of a tab bar controller"),
    ("tb.view.frame", .notApplicable, "not a controller: write 'tb.frame'"),
    ("vc.view.statusBarFrame", .notApplicable, "write 'window.statusBarFrame'"),
    ("vc.view.topLayoutGuide.length", .notApplicable, "write 'vc.topLayoutGuide.length'"),
    ("window.topLayoutGuide.length", .notApplicable, "the window is a UIWindow"),
    ("tb.item(0,0).frame", .notApplicable, "property of a collection view"),
    (
      "tb.cell(0,60).frame", .outOfRange,
      "1 section with 60 rows; section 0 has no row 60 (rows are 0…59)"
    ),
    ("tb.cell(1,0).frame", .outOfRange, "section 1 does not exist (sections are 0…0)"),
  ])
  func errors(path: String, kind: QueryError.Kind, fragment: String) throws {
    let scene = try Scenes.navigationTable(ios: 11)
    let error = try #require(Scenes.error(path, in: scene.window.snapshot()))
    #expect(error.kind == kind, "\(error)")
    #expect(error.message.contains(fragment), "\(error)")
    #expect(error.path == path)
  }

  @Test func controllerOffScreen() throws {
    let window = UIWindow(environment: Environment(device: try Scenes.device(), ios: 11))
    let first = UIViewController()
    first.sceneID = "first"
    let second = UIViewController()
    second.sceneID = "second"
    let nav = UINavigationController(rootViewController: first)
    window.rootViewController = nav
    window.makeKeyAndVisible()
    nav.pushViewController(second, animated: false)
    let snapshot = window.snapshot()
    let error = Scenes.error("first.view.frame", in: snapshot)
    #expect(error?.kind == .notOnScreen)
    #expect(
      try resolve(QueryPath("second.view.safeAreaInsets"), in: snapshot).text == "{88, 0, 34, 0}")
    #expect(try resolve(QueryPath("first.topLayoutGuide.length"), in: snapshot) == .number(0))
  }

  @Test func emptySceneSaysSo() throws {
    let window = UIWindow(environment: Environment(device: try Scenes.device(), ios: 11))
    window.rootViewController = UIViewController()
    window.makeKeyAndVisible()
    let error = Scenes.error("vc.frame", in: window.snapshot())
    #expect(error?.message == "no view or controller has id 'vc'; nothing in this scene has an id")
  }
}
