import DeviceCatalog
import Foundation
import HeadlessUIKit
import Testing

/// Rows of `../shared/spec/golden.tsv` (values printed on real devices) that the foundation
/// covers. Row ids are in each test's name.
///
/// Covered here: W01 W02 W03 W05 W06 W07 W08 W10 W11 W12 W13 W16 W18 N01 N03 N05 N10 N11 N14 N15
/// N17 N18 N19 N20 N21 N23 N24 S01 S03 S04 S07 L05 M02 M03 M06 M07 M08 F01 F03.
/// Not covered by this issue: W14 (in-call status bar: no API), W17 (a private background view's
/// height), N25/N26 (page sheets, Slide Over: not in the scene contract), S09 (transforms: not
/// modelled), M12–M15 (separator insets: cells are not drawn). The scroll-view rows (C01 C02 C04
/// C06 C07 C08 C09 C12 L01 L03 M09 M10 M11) and F02 are in `ScrollViewGoldenTests`.
@MainActor
@Suite struct GoldenRowTests {
  @Test("W01: iPhone 8, iOS 11, nav bar hidden → {20,0,0,0}")
  func w01() throws {
    let vc = UIViewController()
    let nav = UINavigationController(rootViewController: vc)
    nav.setNavigationBarHidden(true, animated: false)
    try show(nav, on: "iPhone 8", ios: 11)
    #expect(vc.view.safeAreaInsets == insets(20, 0, 0, 0))
  }

  @Test("W02: iPhone X, iOS 11, nav bar hidden → {44,0,34,0}")
  func w02() throws {
    let vc = UIViewController()
    let nav = UINavigationController(rootViewController: vc)
    nav.isNavigationBarHidden = true
    try show(nav, on: "iPhone X", ios: 11)
    #expect(vc.view.safeAreaInsets == insets(44, 0, 34, 0))
  }

  @Test("W03, S01: Dynamic-Island phone with top 59, plain root, and a subview pinned to its edges")
  func w03s01() throws {
    let vc = UIViewController()
    let sub = UIView(frame: vc.view.bounds)
    sub.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    vc.view.addSubview(sub)
    try show(vc, on: "iPhone 15 Pro", ios: 17)
    #expect(vc.view.safeAreaInsets == insets(59, 0, 34, 0))
    #expect(sub.safeAreaInsets == insets(59, 0, 34, 0))
  }

  @Test("W05, W07: iPhone X landscape: 44 left and right; safe rect 724 x 354")
  func w05w07() throws {
    for orientation in [Orientation.landscapeLeft, .landscapeRight] {
      let vc = UIViewController()
      let window = try show(vc, on: "iPhone X", orientation: orientation, ios: 11)
      #expect(window.safeAreaInsets.left == 44 && window.safeAreaInsets.right == 44)
      #expect(vc.view.safeAreaInsets.left == 44 && vc.view.safeAreaInsets.right == 44)
      #expect(vc.view.safeAreaLayoutGuide.layoutFrame.size == CGSize(width: 724, height: 354))
    }
  }

  @Test("W06, W08: safe rect 375 x 734 (X) and 414 x 818 (XS Max)")
  func w06w08() throws {
    let x = UIViewController()
    try show(x, on: "iPhone X", ios: 12)
    #expect(x.view.safeAreaLayoutGuide.layoutFrame.size == CGSize(width: 375, height: 734))
    let max = UIViewController()
    try show(max, on: "iPhone XS Max", ios: 12)
    #expect(max.view.safeAreaLayoutGuide.layoutFrame.size == CGSize(width: 414, height: 818))
  }

  @Test("W10: iPhone 8 landscape: status bar hidden, nav bar 32, side insets 0")
  func w10() throws {
    let vc = UIViewController()
    let nav = UINavigationController(rootViewController: vc)
    let window = try show(nav, on: "iPhone 8", orientation: .landscapeLeft, ios: 11)
    #expect(!window.isStatusBarVisible)
    #expect(nav.navigationBar.frame.height == 32)
    #expect(vc.view.safeAreaInsets.left == 0 && vc.view.safeAreaInsets.right == 0)
    #expect(vc.view.safeAreaInsets.top == 32)
  }

  @Test("W11: iPhone X landscape keeps the status bar hidden even when the controller asks for it")
  func w11() throws {
    let vc = UIViewController()
    vc.statusBarHiddenPreference = false
    let window = try show(vc, on: "iPhone X", orientation: .landscapeRight, ios: 11)
    #expect(!window.isStatusBarVisible)
    #expect(vc.view.safeAreaInsets.top == 0)
  }

  @Test("W12, W13: hiding the status bar keeps a notched top inset and zeroes a home-button one")
  func w12w13() throws {
    let notched = UIViewController()
    try show(notched, on: "iPhone X", statusBarHidden: true)
    #expect(notched.view.safeAreaInsets.top == 44)
    let homeButton = UIViewController()
    try show(homeButton, on: "iPhone 8", statusBarHidden: true)
    #expect(homeButton.view.safeAreaInsets.top == 0)
  }

  @Test("W16: iPhone 15, a view at the safe area's top sits at y = 59")
  func w16() throws {
    let vc = UIViewController()
    try show(vc, on: "iPhone 15", ios: 17)
    #expect(vc.view.safeAreaLayoutGuide.layoutFrame.minY == 59)
  }

  @Test("W18: iPhone 14 Pro, iOS 16: the nav bar overlaps the window's top safe area by 5.333")
  func w18() throws {
    let vc = UIViewController()
    let nav = UINavigationController(rootViewController: vc)
    let window = try show(nav, on: "iPhone 14 Pro", ios: 16)
    let overlap = window.safeAreaInsets.top - nav.navigationBar.frameInWindow.minY
    let sixteenThirds = PointFormat.nearlyEqual(overlap, 16.0 / 3.0)
    #expect(sixteenThirds)
    #expect(PointFormat.string(vc.view.safeAreaInsets.top) == "97.66666666666667")
  }

  @Test("N01, N03, N14, N15: a controller in a translucent navigation controller")
  func n01n03() throws {
    let cases: [(String, Int, UIEdgeInsets)] = [
      ("iPhone 5s", 12, insets(64, 0, 0, 0)), ("iPhone X", 11, insets(88, 0, 34, 0)),
      ("iPhone 8", 11, insets(64, 0, 0, 0)),
    ]
    for (name, ios, expected) in cases {
      let vc = UIViewController()
      try show(UINavigationController(rootViewController: vc), on: name, ios: ios)
      #expect(vc.view.safeAreaInsets == expected, "\(name)")
      #expect(vc.additionalSafeAreaInsets == .zero)
    }
  }

  @Test("N05, A3-1: insets are zero in viewDidLoad on every device")
  func n05() throws {
    for name in ["iPhone 5s", "iPhone 6 Plus", "iPhone X", "iPhone XR", "iPhone 8"] {
      let vc = LoggingViewController()
      try show(UINavigationController(rootViewController: vc), on: name)
      #expect(vc.log.first?.0 == "viewDidLoad")
      #expect(vc.log.first?.1 == .zero, "\(name)")
    }
  }

  @Test("N10, N11: iPhone X, opaque nav bar inside a tab bar controller")
  func n10n11() throws {
    let vc = UIViewController()
    let nav = UINavigationController(rootViewController: vc)
    nav.navigationBar.isTranslucent = false
    let tabs = UITabBarController()
    tabs.viewControllers = [nav]
    try show(tabs, on: "iPhone X", ios: 12)
    #expect(vc.view.frameInWindow == CGRect(x: 0, y: 88, width: 375, height: 724))
    #expect(vc.view.safeAreaInsets == insets(0, 0, 83, 0))
  }

  @Test("N17: iPhone X large title: the extended child's safe area starts at 140")
  func n17() throws {
    let vc = UIViewController()
    let nav = UINavigationController(rootViewController: vc)
    nav.navigationBar.prefersLargeTitles = true
    try show(nav, on: "iPhone X", ios: 12)
    #expect(nav.navigationBar.frameInWindow.maxY == 140)
    #expect(vc.view.safeAreaInsets.top == 140)
  }

  @Test("N18–N21, N23: iPad bar heights on iOS 11 and 12")
  func iPadBars() throws {
    for (ios, nav, large, tab) in [(11, 44.0, 96.0, 49.0), (12, 50.0, 102.0, 50.0)] {
      let vc = UIViewController()
      let navigation = UINavigationController(rootViewController: vc)
      navigation.setToolbarHidden(false, animated: false)
      try show(navigation, on: "iPad Pro 10.5-inch", ios: ios)
      #expect(navigation.navigationBar.frame.height == CGFloat(nav))
      #expect(navigation.toolbar.frame.height == CGFloat(nav))
      #expect(navigation.navigationBar.frame.maxY == CGFloat(nav) + 20)
      let large0 = UIViewController()
      let largeNav = UINavigationController(rootViewController: large0)
      largeNav.navigationBar.prefersLargeTitles = true
      try show(largeNav, on: "iPad Pro 10.5-inch", ios: ios)
      #expect(largeNav.navigationBar.frame.height == CGFloat(large))
      #expect(largeNav.navigationBar.frame.maxY == CGFloat(large) + 20)
      let tabs = UITabBarController()
      tabs.viewControllers = [UIViewController()]
      try show(tabs, on: "iPad Pro 10.5-inch", ios: ios)
      #expect(tabs.tabBar.frame.height == CGFloat(tab))
    }
  }

  @Test("N24: iPhone tab bar 49 in portrait, 32 in landscape (home-button phone)")
  func n24() throws {
    for (orientation, height) in [(Orientation.portrait, 49.0), (.landscapeLeft, 32.0)] {
      let tabs = UITabBarController()
      tabs.viewControllers = [UIViewController()]
      try show(tabs, on: "iPhone 8", orientation: orientation, ios: 12)
      #expect(tabs.tabBar.frame.height == CGFloat(height))
    }
  }

  @Test("S03, S04: additionalSafeAreaInsets (20,30,0,10) in a tab bar controller on a 44-top phone")
  func s03s04() throws {
    let vc = UIViewController()
    vc.additionalSafeAreaInsets = insets(20, 30, 0, 10)
    let inside = UIView(frame: CGRect(x: 100, y: 200, width: 100, height: 100))
    vc.view.addSubview(inside)
    let tabs = UITabBarController()
    tabs.viewControllers = [vc]
    try show(tabs, on: "iPhone X", ios: 12)
    #expect(vc.view.safeAreaInsets == insets(64, 30, 83, 10))
    #expect(inside.safeAreaInsets == .zero)
  }

  @Test("S07: a container's additionalSafeAreaInsets.bottom 88 reaches a full-size child")
  func s07() throws {
    let container = UIViewController()
    container.additionalSafeAreaInsets = insets(0, 0, 88, 0)
    let child = UIViewController()
    container.addChild(child)
    child.view.frame = container.view.bounds
    child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.view.addSubview(child.view)
    child.didMove(toParent: container)
    try show(container, on: "iPhone 7", ios: 12)
    #expect(container.view.safeAreaInsets.bottom == 88)
    #expect(child.view.safeAreaInsets.bottom == 88)
  }

  @Test("L05: iOS 10, opaque visible navigation bar: topLayoutGuide.length = 0")
  func l05() throws {
    let vc = UIViewController()
    let nav = UINavigationController(rootViewController: vc)
    nav.navigationBar.isTranslucent = false
    try show(nav, on: "iPhone 7", ios: 10)
    #expect(vc.topLayoutGuide.length == 0)
    let translucent = UIViewController()
    try show(UINavigationController(rootViewController: translucent), on: "iPhone 7", ios: 10)
    #expect(translucent.topLayoutGuide.length == 64)
  }

  @Test("M02, M03: root margins 16 in compact width, 20 in regular")
  func m02m03() throws {
    let phone = UIViewController()
    try show(phone, on: "iPhone 8")
    #expect(phone.view.layoutMarginsGuide.layoutFrame.minX == 16)
    #expect(phone.systemMinimumLayoutMargins.leading == 16)
    let pad = UIViewController()
    try show(pad, on: "iPad Air 2")
    #expect(pad.view.layoutMargins.left == 20)
  }

  @Test("M06, M07, M08: defaults of UIView and UIViewController")
  func defaults() {
    let view = UIView()
    #expect(view.layoutMargins == UIEdgeInsets(all: 8))
    #expect(view.insetsLayoutMarginsFromSafeArea)
    #expect(!view.preservesSuperviewLayoutMargins)
    let vc = UIViewController()
    #expect(vc.viewRespectsSystemMinimumLayoutMargins)
    #expect(vc.edgesForExtendedLayout == .all)
    #expect(!vc.extendedLayoutIncludesOpaqueBars)
    #expect(vc.automaticallyAdjustsScrollViewInsets)
  }

  @Test("F01, F03: first appearance order, with two layout passes before viewDidAppear")
  func f01f03() throws {
    let vc = LoggingViewController()
    try show(UINavigationController(rootViewController: vc), on: "iPhone X", ios: 11)
    #expect(
      vc.callbacks == [
        "viewDidLoad", "viewWillAppear", "viewSafeAreaInsetsDidChange", "viewWillLayoutSubviews",
        "viewDidLayoutSubviews", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear",
      ])
    #expect(vc.log.last?.1 == insets(88, 0, 34, 0))
  }
}
