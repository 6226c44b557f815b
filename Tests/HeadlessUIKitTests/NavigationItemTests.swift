import DeviceCatalog
import Foundation
import HeadlessUIKit
import Testing

/// The navigation item's prompt and search controller (§15 of `UIKitRules.md`) against the
/// peer-measured values of `uikit-rules-3.md` R15.3 (iPhone SE, iOS 26.1, in a tab bar
/// controller) and R15.5, and the bottom accessory of R17.3.
@MainActor
@Suite struct NavigationItemTests {
  /// A table controller with `configure` applied to its item, in a navigation controller in a tab
  /// bar controller, on `device` under `ios`.
  func layout(
    on device: String = "iPhone SE (3rd generation)", ios: Int = 26,
    _ configure: (UINavigationItem) -> Void
  ) throws -> (UINavigationController, UIViewController) {
    let content = UIViewController()
    content.view = UITableView(frame: .zero, style: .plain)
    configure(content.navigationItem)
    let navigation = UINavigationController(rootViewController: content)
    let tabs = UITabBarController()
    tabs.viewControllers = [navigation]
    try show(tabs, on: device, ios: ios)
    return (navigation, content)
  }

  @Test(
    "R15.3: iOS 26 at rest the search bar takes 0 pt at the bar's bottom; the inset is unchanged")
  func searchAtRest() throws {
    let (plainNavigation, plain) = try layout { _ in }
    let (navigation, content) = try layout { $0.searchController = UISearchController() }
    #expect(nearlyEqual(navigation.navigationBar.frame, plainNavigation.navigationBar.frame))
    #expect(nearlyEqual(content.view.safeAreaInsets, plain.view.safeAreaInsets))
    let bar = navigation.navigationBar.frame
    #expect(
      navigation.searchBarFrame == CGRect(x: 0, y: bar.maxY, width: bar.width, height: 0))
    #expect(navigation.missingValues.isEmpty)
  }

  @Test("R15.3: an active search grows the bar 54 → 60 and the child's top inset by 6")
  func searchActive() throws {
    let (plainNavigation, plain) = try layout { _ in }
    let (navigation, content) = try layout { item in
      let search = UISearchController()
      search.isActive = true
      item.searchController = search
    }
    #expect(plainNavigation.navigationBar.frame.height == 54)
    #expect(navigation.navigationBar.frame.height == 60)
    #expect(navigation.navigationBar.frame.minY == plainNavigation.navigationBar.frame.minY)
    #expect(
      PointFormat.nearlyEqual(content.view.safeAreaInsets.top, plain.view.safeAreaInsets.top + 6))
    #expect(navigation.searchBarFrame == navigation.navigationBar.frame)
  }

  @Test("R15.5: an iOS 26 prompt grows the bar by 32 at the same y")
  func prompt() throws {
    let (plainNavigation, plain) = try layout(on: "iPhone 16") { _ in }
    let (navigation, content) = try layout(on: "iPhone 16") { $0.prompt = "Choose" }
    #expect(navigation.navigationBar.frame.minY == plainNavigation.navigationBar.frame.minY)
    #expect(PointFormat.nearlyEqual(navigation.navigationBar.frame.height, 54 + 32))
    #expect(
      PointFormat.nearlyEqual(content.view.safeAreaInsets.top, plain.view.safeAreaInsets.top + 32))
  }

  @Test("R15.4, R15.5: before iOS 26 a search controller or a prompt is a missing value")
  func beforeIOS26() throws {
    let (search, _) = try layout(ios: 18) { $0.searchController = UISearchController() }
    #expect(search.missingValues.map(\.rule) == ["R15.4"])
    let (prompt, _) = try layout(ios: 16) { $0.prompt = "Choose" }
    #expect(prompt.missingValues.map(\.rule) == ["R15.5"])
  }

  @Test("R17.3: an iOS 26 bottom accessory is a missing value; before iOS 26 it changes nothing")
  func bottomAccessory() throws {
    for ios in [18, 26] {
      let tabs = UITabBarController()
      tabs.viewControllers = [UIViewController()]
      tabs.bottomAccessory = UITabAccessory()
      try show(tabs, on: "iPhone 16", ios: ios)
      let rules = tabs.missingValues.map(\.rule)
      #expect(rules == (ios >= 26 ? ["R17.3"] : []), "iOS \(ios)")
    }
  }

  @Test("invariant: on iOS 26 at rest a search controller never moves the bar or the insets")
  func restInvariant() throws {
    for device in DeviceCatalog.devices {
      for orientation in [Orientation.portrait, .landscapeLeft] {
        let environment = Environment(device: device, orientation: orientation, ios: 26)
        func content(search: Bool) -> (UINavigationController, UIViewController) {
          let content = UIViewController()
          if search { content.navigationItem.searchController = UISearchController() }
          let navigation = UINavigationController(rootViewController: content)
          let window = UIWindow(environment: environment)
          window.rootViewController = navigation
          window.makeKeyAndVisible()
          return (navigation, content)
        }
        let (plainNavigation, plain) = content(search: false)
        let (navigation, searched) = content(search: true)
        #expect(nearlyEqual(navigation.navigationBar.frame, plainNavigation.navigationBar.frame))
        #expect(nearlyEqual(searched.view.safeAreaInsets, plain.view.safeAreaInsets))
        #expect(navigation.searchBarFrame?.height == 0)
      }
    }
  }
}
