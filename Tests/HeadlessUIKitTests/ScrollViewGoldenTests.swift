import DeviceCatalog
import Foundation
import HeadlessUIKit
import Testing

/// Rows of `../shared/spec/golden.tsv` about scroll views, tables and collection views: C01 C02
/// C04 C06 C07 C08 C09 C12 L01 L03 M09 M10 M11 F02. (C12's contentSize of 579.33 comes from the
/// app's own cells and is not reproduced; its insets and offset are.)
@MainActor
@Suite struct ScrollViewGoldenTests {
  /// KRTestLayout's table: 14 rows of 60 pt filling a controller's view, contentInset.top 60.
  func krTable(
    _ behavior: ContentInsetAdjustmentBehavior,
    configure: (UIViewController, UITableView) -> Void = { _, _ in }
  )
    -> (UIViewController, UITableView)
  {
    let controller = UIViewController()
    let table = UITableView(frame: controller.view.bounds, style: .plain)
    table.numberOfRowsInSection = [14]
    table.rowHeight = 60
    table.contentInset = insets(60, 0, 0, 0)
    table.contentInsetAdjustmentBehavior = behavior
    controller.view.addSubview(table)
    configure(controller, table)
    return (controller, table)
  }

  @Test(
    "C01, C02, C06: iPhone 8, iOS 11, nav: .automatic and .always {124,0,0,0}; +120 additional {244,0,0,0}"
  )
  func c01c02c06() throws {
    let (a, automatic) = krTable(.automatic)
    try show(UINavigationController(rootViewController: a), on: "iPhone 8", ios: 11)
    #expect(automatic.adjustedContentInset == insets(124, 0, 0, 0))
    let (b, additional) = krTable(.automatic) { controller, _ in
      controller.additionalSafeAreaInsets = insets(120, 0, 0, 0)
    }
    try show(UINavigationController(rootViewController: b), on: "iPhone 8", ios: 11)
    #expect(additional.adjustedContentInset == insets(244, 0, 0, 0))
    let (c, always) = krTable(.always)
    try show(UINavigationController(rootViewController: c), on: "iPhone 8", ios: 11)
    #expect(always.adjustedContentInset == insets(124, 0, 0, 0))
  }

  @Test("C04: .scrollableAxes with scrolling disabled keeps only the contentInset {60,0,0,0}")
  func c04() throws {
    let (controller, table) = krTable(.scrollableAxes) { _, table in table.isScrollEnabled = false }
    try show(UINavigationController(rootViewController: controller), on: "iPhone 8", ios: 11)
    #expect(table.adjustedContentInset == insets(60, 0, 0, 0))
  }

  @Test(
    "C07, C08, C09: iPhone 11 Pro Max, iOS 13, nav + tab: {88,0,83,0}, offset {0,-88}, contentSize {414,1100}"
  )
  func c07c08c09() throws {
    let controller = UIViewController()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 414, height: 896), style: .plain)
    table.numberOfRowsInSection = [25]
    controller.view.addSubview(table)
    let tabs = UITabBarController()
    tabs.viewControllers = [UINavigationController(rootViewController: controller)]
    try show(tabs, on: "iPhone 11 Pro Max", ios: 13)
    #expect(table.adjustedContentInset == insets(88, 0, 83, 0))
    #expect(table.contentOffset == CGPoint(x: 0, y: -88))
    #expect(table.contentInset == .zero)
    #expect(table.contentSize == CGSize(width: 414, height: 1100))
  }

  @Test(
    "C12: a table controller's table under a navigation bar on a 414×896 phone: {88,0,34,0}, {0,-88}"
  )
  func c12() throws {
    final class TableController: UIViewController {
      override func loadView() {
        let table = UITableView(frame: UIScreen.main.bounds, style: .plain)
        table.numberOfRowsInSection = [8]
        view = table
      }
    }
    let controller = TableController()
    try show(
      UINavigationController(rootViewController: controller), on: "iPhone 11 Pro Max", ios: 13)
    let table = try #require(controller.view as? UITableView)
    #expect(table.adjustedContentInset == insets(88, 0, 34, 0))
    #expect(table.contentOffset == CGPoint(x: 0, y: -88))
  }

  @Test(
    "L01, L03: iOS 7–10, 375×667: {64,0,0,0} and offset {0,-64}; in a tab bar controller {64,0,49,0}"
  )
  func l01l03() throws {
    func scrollController() -> (UIViewController, UIScrollView) {
      let controller = UIViewController()
      let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
      controller.view.addSubview(scrollView)
      return (controller, scrollView)
    }
    let (a, plain) = scrollController()
    try show(UINavigationController(rootViewController: a), on: "iPhone 6s", ios: 10)
    #expect(plain.contentInset == insets(64, 0, 0, 0))
    #expect(plain.contentOffset == CGPoint(x: 0, y: -64))
    let (b, tabbed) = scrollController()
    let tabs = UITabBarController()
    tabs.viewControllers = [UINavigationController(rootViewController: b)]
    try show(tabs, on: "iPhone 6s", ios: 10)
    #expect(tabbed.contentInset == insets(64, 0, 49, 0))
  }

  @Test("M09, M10, M11: scroll view, table view and flow layout defaults")
  func defaults() {
    let scrollView = UIScrollView(frame: .zero)
    #expect(scrollView.contentInsetAdjustmentBehavior == .automatic)
    #expect(scrollView.automaticallyAdjustsScrollIndicatorInsets)
    #expect(!scrollView.alwaysBounceVertical)
    let table = UITableView(frame: .zero, style: .plain)
    #expect(table.alwaysBounceVertical)
    #expect(table.insetsContentViewsToSafeArea)
    #expect(table.estimatedRowHeight == nil)  // automatic
    #expect(UICollectionViewFlowLayout().sectionInsetReference == .fromContentInset)
  }

  @Test(
    "F02: on rotation the controller's view has its new insets before its collection view (R9.2)")
  func f02() throws {
    final class Controller: UIViewController {
      let collectionView = UICollectionView(
        frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
      var seen: [(view: UIEdgeInsets, collection: UIEdgeInsets)] = []
      override func viewDidLoad() {
        collectionView.frame = view.bounds
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
      }
      override func viewSafeAreaInsetsDidChange() {
        seen.append((view.safeAreaInsets, collectionView.safeAreaInsets))
      }
    }
    let controller = Controller()
    let window = try show(controller, on: "iPhone X", ios: 11)
    controller.seen = []
    window.setEnvironment(
      Environment(device: try device("iPhone X"), orientation: .landscapeLeft, ios: 11))
    #expect(controller.seen.count == 1)
    #expect(controller.seen.first?.view == insets(0, 44, 21, 44))
    #expect(controller.seen.first?.collection == insets(44, 0, 34, 0))
    #expect(controller.collectionView.safeAreaInsets == insets(0, 44, 21, 44))
  }
}
