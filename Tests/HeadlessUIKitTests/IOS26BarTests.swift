import DeviceCatalog
import Foundation
import HeadlessUIKit
import Testing

/// iOS 26's bars as measured (§17 of `UIKitRules.md`): the values are the printed and
/// peer-measured ones of `uikit-rules-3.md` R15.2, R17.1–R17.4, and invariants over the catalog.
@MainActor
@Suite struct IOS26BarTests {
  /// A navigation controller around a plain controller.
  func navigation(largeTitles: Bool = false) -> (UINavigationController, UIViewController) {
    let child = UIViewController()
    let navigation = UINavigationController(rootViewController: child)
    navigation.navigationBar.prefersLargeTitles = largeTitles
    return (navigation, child)
  }

  // iPhone SE with the status bar hidden 10, shown 20; iPhone 16 59; iPad (A16) 32; 17 Pro 62.
  @Test("R17.1: the 54-pt bar at max(top inset, 10), printed and peer-measured values")
  func navigationBarRegularHeight() throws {
    let cases: [(String, Bool, CGFloat)] = [
      ("iPhone SE (3rd generation)", true, 10), ("iPhone SE (3rd generation)", false, 20),
      ("iPhone 16", false, 59), ("iPad (A16)", false, 32), ("iPhone 17 Pro", false, 62),
    ]
    for (name, hidden, top) in cases {
      let (navigation, child) = navigation()
      let window = try show(navigation, on: name, ios: 26, statusBarHidden: hidden)
      let bar = navigation.navigationBar.frameInWindow
      #expect(
        nearlyEqual(bar, CGRect(x: 0, y: top, width: window.bounds.width, height: 54)), "\(name)")
      #expect(PointFormat.nearlyEqual(child.view.safeAreaInsets.top, top + 54), "\(name)")
    }
  }

  @Test("R17.1, R15.2: iPhone SE landscape: y 24, 54 tall, also with prefersLargeTitles")
  func navigationBarCompactHeight() throws {
    for largeTitles in [false, true] {
      let (navigation, child) = navigation(largeTitles: largeTitles)
      try show(navigation, on: "iPhone SE (3rd generation)", orientation: .landscapeLeft, ios: 26)
      #expect(
        nearlyEqual(
          navigation.navigationBar.frameInWindow, CGRect(x: 0, y: 24, width: 667, height: 54)))
      #expect(PointFormat.nearlyEqual(child.view.safeAreaInsets.top, 78))
    }
  }

  @Test("R15.2: the expanded large-title bar is 106 at the inline bar's y (SE, iPhone 16, iPad)")
  func largeTitles() throws {
    for (name, top) in [
      ("iPhone SE (3rd generation)", 20.0), ("iPhone 16", 59), ("iPad (A16)", 32),
    ] {
      let (navigation, child) = navigation(largeTitles: true)
      try show(navigation, on: name, ios: 26)
      #expect(PointFormat.nearlyEqual(navigation.navigationBar.frameInWindow.minY, top), "\(name)")
      #expect(
        PointFormat.nearlyEqual(navigation.navigationBar.frameInWindow.height, 106), "\(name)")
      #expect(PointFormat.nearlyEqual(child.view.safeAreaInsets.top, top + 106), "\(name)")
    }
  }

  @Test(
    "R17.1 over the catalog: every iOS 26 device, both orientations: 54 tall at max(top, 10 | 24)")
  func navigationBarCatalog() throws {
    for device in DeviceCatalog.devices where IOSBehaviour.newest(for: device) == 26 {
      for orientation in [Orientation.portrait, .landscapeLeft] {
        let (navigation, child) = navigation()
        let window = UIWindow(
          environment: Environment(device: device, orientation: orientation, ios: 26))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let minimum: CGFloat = device.sizeClasses(orientation).vertical == .compact ? 24 : 10
        let top = max(window.safeAreaInsets.top, minimum)
        let bar = navigation.navigationBar.frameInWindow
        let label = "\(device.name) \(orientation)"
        #expect(PointFormat.nearlyEqual(bar.minY, top), "\(label)")
        #expect(PointFormat.nearlyEqual(bar.height, 54), "\(label)")
        #expect(PointFormat.nearlyEqual(child.view.safeAreaInsets.top, bar.maxY), "\(label)")
        #expect(navigation.missingValues.isEmpty, "\(label)")
      }
    }
  }

  @Test(
    "R17.1: earlier versions unchanged: iPhone 16 on iOS 18 keeps its 44-pt bar below the status bar"
  )
  func earlierVersionsUnchanged() throws {
    let (navigation, child) = navigation()
    try show(navigation, on: "iPhone 16", ios: 18)
    #expect(PointFormat.nearlyEqual(navigation.navigationBar.frameInWindow.height, 44))
    let phone = try device("iPhone 16")
    let top = phone.navigationBarTop(orientation: .portrait, statusBarVisible: true, ios: 18).value
    #expect(PointFormat.nearlyEqual(child.view.safeAreaInsets.top, top + 44))
  }

  /// A tab bar controller with `count` tabs.
  func tabs(_ count: Int) -> (UITabBarController, UIViewController) {
    let controllers = (0..<count).map { _ in UIViewController() }
    let tabs = UITabBarController()
    tabs.viewControllers = controllers
    return (tabs, controllers[0])
  }

  // iPhone SE (inset 0) and iPhone 17 (inset 34) both give their child 83.
  @Test("R17.2: the phone tab bar is an 83-pt region whatever the bottom inset")
  func floatingTabBar() throws {
    for (name, width, height) in [
      ("iPhone SE (3rd generation)", 375.0, 667.0), ("iPhone 17", 402, 874),
    ] {
      let (tabs, child) = tabs(3)
      try show(tabs, on: name, ios: 26)
      #expect(
        nearlyEqual(
          tabs.tabBar.frameInWindow, CGRect(x: 0, y: height - 83, width: width, height: 83)),
        "\(name)")
      #expect(PointFormat.nearlyEqual(child.view.safeAreaInsets.bottom, 83), "\(name)")
      // The platter: 3 × 86 + 16 = 274 wide, 62 tall, centred at the region's top.
      let platter = try #require(tabs.tabBar.platterFrame)
      #expect(
        nearlyEqual(platter, CGRect(x: (width - 274) / 2, y: 0, width: 274, height: 62)), "\(name)")
      #expect(tabs.missingValues.isEmpty)
    }
  }

  @Test(
    "R17.2 over the catalog: every iOS 26 phone in portrait gives 83 and keeps the platter inside the bar"
  )
  func floatingTabBarCatalog() throws {
    for device in DeviceCatalog.devices
    where device.idiom == .phone && IOSBehaviour.newest(for: device) == 26 {
      let (tabs, child) = tabs(2)
      let window = UIWindow(environment: Environment(device: device, ios: 26))
      window.rootViewController = tabs
      window.makeKeyAndVisible()
      #expect(PointFormat.nearlyEqual(child.view.safeAreaInsets.bottom, 83), "\(device.name)")
      #expect(
        PointFormat.nearlyEqual(tabs.tabBar.frameInWindow.maxY, window.bounds.maxY),
        "\(device.name)")
      let platter = try #require(tabs.tabBar.platterFrame)
      #expect(tabs.tabBar.bounds.contains(platter), "\(device.name)")
    }
  }

  @Test(
    "R17.3: an iOS 26 tab bar in landscape and an iPadOS 18+ tab bar are missing values, not guesses"
  )
  func tabBarMissing() throws {
    let (landscape, _) = tabs(2)
    try show(landscape, on: "iPhone 16", orientation: .landscapeLeft, ios: 26)
    #expect(landscape.missingValues.map(\.rule) == ["R17.3"])
    for ios in [18, 26] {
      let (pad, _) = tabs(2)
      try show(pad, on: "iPad (A16)", ios: ios)
      #expect(pad.missingValues.map(\.rule) == ["R17.3"], "iOS \(ios)")
    }
    let (older, _) = tabs(2)
    try show(older, on: "iPad (A16)", ios: 17)
    #expect(older.missingValues.isEmpty)
  }

  @Test("R17.4: an iOS 26 toolbar is a missing value; the navigation bar alone is known")
  func toolbarMissing() throws {
    let (navigation, _) = navigation()
    navigation.isToolbarHidden = false
    try show(navigation, on: "iPhone 16", ios: 26)
    #expect(navigation.missingValues.map(\.rule) == ["R17.4"])
    let (older, _) = self.navigation()
    older.isToolbarHidden = false
    try show(older, on: "iPhone 16", ios: 18)
    #expect(older.missingValues.isEmpty)
  }
}
