import DeviceCatalog
import Foundation
import HeadlessUIKit

/// One cell of the evaluation matrix (a device, an orientation, an iOS behaviour version) with
/// the facts code can read there and what the runtime lays out there. Every number comes from
/// the catalog and the runtime's own rule functions (`SafeAreaRules`, `ContainerRules`): the
/// same calls `UIWindow`, `UINavigationController` and `UITabBarController` make.
public struct CatalogEnvironment: Sendable {
  public var environment: Environment
  /// Whether the status bar shows (`SafeAreaRules.isStatusBarVisible`, app preferring it shown).
  public var statusBarVisible: Bool
  /// The window's own `safeAreaInsets` (`SafeAreaRules.windowReportedInsets`).
  public var windowInsets: EdgeInsets
  /// The insets root views see (status bar included when visible).
  public var screenInsets: EdgeInsets
  /// `UIWindow.statusBarFrame.height`.
  public var statusBarHeight: CGFloat
  /// A navigation controller's bar, filling the window: its bottom edge and height.
  public var navigationBarBottom: CGFloat
  public var navigationBarHeight: CGFloat
  /// A tab bar controller's bar: its height without and with the home-indicator inset.
  public var tabBarHeight: CGFloat
  public var tabBarTotalHeight: CGFloat
  /// A toolbar's height without the home-indicator inset.
  public var toolbarHeight: CGFloat
  /// Whether the display has a sensor housing (notch or Dynamic Island).
  public var hasHousing: Bool

  /// Computes the cell for `environment`.
  public init(_ environment: Environment) {
    self.environment = environment
    let device = environment.device
    let orientation = environment.orientation
    let visible = SafeAreaRules.isStatusBarVisible(
      device: device, orientation: orientation, prefersHidden: false, appHidesStatusBar: false)
    statusBarVisible = visible
    let screen = device.windowSafeAreaInsets(
      orientation: orientation, statusBarVisible: visible, ios: environment.ios
    ).value
    screenInsets = screen
    windowInsets = SafeAreaRules.windowReportedInsets(
      screenInsets: screen, device: device, ios: environment.ios)
    statusBarHeight = visible ? device.statusBarHeight(ios: environment.ios).value : 0
    let metrics = device.barMetrics(orientation: orientation, ios: environment.ios)
    let bounds = environment.screenBounds
    let navigation = ContainerRules.navigationBarFrame(
      containerBounds: bounds, containerSafeTop: screen.top,
      windowBarTop: device.navigationBarTop(
        orientation: orientation, statusBarVisible: visible, ios: environment.ios
      ).value, height: metrics.navigationBarHeight.value, largeTitleExtra: 0)
    navigationBarBottom = navigation.maxY
    navigationBarHeight = navigation.height
    let tab = ContainerRules.bottomBarFrame(
      containerBounds: bounds, containerSafeBottom: screen.bottom,
      height: metrics.tabBarHeight.value)
    tabBarTotalHeight = tab.height
    tabBarHeight = metrics.tabBarHeight.value
    toolbarHeight = metrics.toolbarHeight.value
    hasHousing = device.housing.kind != .none
  }

  /// The value code reads for `fact` here.
  public func value(of fact: DeviceFact) -> LintValue {
    let device = environment.device
    let size = environment.screenBounds.size
    let native = CGSize(
      width: device.portraitSize.width * device.scale,
      height: device.portraitSize.height * device.scale)
    switch fact {
    case .screenWidth: return .number(Double(size.width))
    case .screenHeight: return .number(Double(size.height))
    case .screenSize: return .size(Double(size.width), Double(size.height))
    case .nativeWidth: return .number(Double(native.width))
    case .nativeHeight: return .number(Double(native.height))
    case .nativeSize: return .size(Double(native.width), Double(native.height))
    case .scale: return .number(Double(device.scale))
    case .safeAreaTop: return .number(Double(windowInsets.top))
    case .safeAreaBottom: return .number(Double(windowInsets.bottom))
    case .safeAreaLeft: return .number(Double(windowInsets.left))
    case .safeAreaRight: return .number(Double(windowInsets.right))
    case .statusBarHeight: return .number(Double(statusBarHeight))
    case .modelIdentifier: return .identifiers(device.identifiers)
    case .idiom: return .string(device.idiom.rawValue)
    case .orientation:
      return .string(environment.orientation.isLandscape ? "landscape" : "portrait")
    case .systemVersion: return .number(Double(environment.ios))
    case .sensorHousing: return .boolean(hasHousing)
    }
  }

  /// What the runtime lays out for `metric` here.
  public func value(of metric: LayoutMetric) -> LintValue {
    switch metric {
    case .statusBarHeight: .number(Double(statusBarHeight))
    case .navigationBarBottom: .number(Double(navigationBarBottom))
    case .navigationBarHeight: .number(Double(navigationBarHeight))
    case .tabBarHeight: .number(Double(tabBarHeight))
    case .tabBarTotalHeight: .number(Double(tabBarTotalHeight))
    case .toolbarHeight: .number(Double(toolbarHeight))
    case .homeIndicatorInset: .number(Double(screenInsets.bottom))
    case .safeAreaTop: .number(Double(screenInsets.top))
    case .hasHousing: .boolean(hasHousing)
    case .lacksHousing: .boolean(!hasHousing)
    case .hasHomeIndicator: .boolean(screenInsets.bottom > 0)
    case .lacksHomeIndicator: .boolean(screenInsets.bottom <= 0)
    }
  }

  /// `iPhone 16 Pro, portrait, iOS 26`.
  public var description: String {
    "\(environment.device.name), \(environment.orientation.isLandscape ? "landscape" : "portrait"), iOS \(environment.ios)"
  }
}

/// The evaluation matrix: every catalog device, in portrait and landscape, under every modelled
/// iOS behaviour version from the safe-area era (11 on) that the device runs.
public enum CatalogMatrix {
  /// The cells, in catalog order, then orientation, then iOS version.
  public static let environments: [CatalogEnvironment] = makeEnvironments(DeviceCatalog.devices)

  /// The cells of `devices`.
  public static func makeEnvironments(_ devices: [Device]) -> [CatalogEnvironment] {
    var result: [CatalogEnvironment] = []
    for device in devices {
      let versions = IOSBehaviour.modelled.filter { ios in
        ios >= IOSBehaviour.safeAreaIntroduced && ios >= (device.firstIOS ?? 0)
          && ios <= (device.lastIOS ?? Int.max)
      }
      // A pose no source measured (the catalog's 'unmeasured', R20.1) is not a cell.
      for orientation in [Orientation.portrait, .landscapeLeft] where device.describes(orientation)
      {
        for ios in versions.isEmpty ? [IOSBehaviour.newest(for: device)] : versions {
          result.append(
            CatalogEnvironment(Environment(device: device, orientation: orientation, ios: ios)))
        }
      }
    }
    return result
  }
}

/// What the runtime lays out that code stands a number or a flag in for.
public enum LayoutMetric: String, Hashable, Sendable, CaseIterable, Codable {
  /// `UIWindow.statusBarFrame.height`.
  case statusBarHeight
  /// The navigation bar's bottom edge in the window (status bar + bar).
  case navigationBarBottom
  /// The navigation bar's own height.
  case navigationBarHeight
  /// The tab bar without the home-indicator inset.
  case tabBarHeight
  /// The tab bar with the home-indicator inset.
  case tabBarTotalHeight
  case toolbarHeight
  /// The window's bottom safe-area inset (the home indicator's area).
  case homeIndicatorInset
  /// The top safe-area inset root views see (where content below the status bar starts).
  case safeAreaTop
  /// Whether the display has a sensor housing.
  case hasHousing
  /// Whether the display has no sensor housing: what `safeAreaInsets.bottom == 0` or
  /// `statusBarHeight <= 20` asks ("no notch").
  case lacksHousing
  /// Whether the window has a bottom safe-area inset (the home indicator's area): what
  /// `safeAreaInsets.bottom > 0` or `!= 0` asks. iPads without a housing have one too.
  case hasHomeIndicator
  /// Whether it has none: what `safeAreaInsets.bottom == 0` asks.
  case lacksHomeIndicator

  /// The screen edge of the bar the metric measures (`top` for the navigation bar, `bottom`
  /// for the tab bar and the toolbar), or nil for insets and the status bar.
  public var barEdge: String? {
    switch self {
    case .navigationBarBottom, .navigationBarHeight: "top"
    case .tabBarHeight, .tabBarTotalHeight, .toolbarHeight: "bottom"
    default: nil
    }
  }

  /// Words for messages: `the navigation bar's bottom`.
  public var phrase: String {
    switch self {
    case .statusBarHeight: "the status bar's height"
    case .navigationBarBottom: "the navigation bar's bottom edge"
    case .navigationBarHeight: "the navigation bar's height"
    case .tabBarHeight: "the tab bar's height"
    case .tabBarTotalHeight: "the tab bar's height with the home-indicator inset"
    case .toolbarHeight: "the toolbar's height"
    case .homeIndicatorInset: "the bottom safe-area inset"
    case .safeAreaTop: "the top safe-area inset"
    case .hasHousing: "whether the screen has a sensor housing"
    case .lacksHousing: "whether the screen has no sensor housing"
    case .hasHomeIndicator: "whether the window has a home-indicator inset"
    case .lacksHomeIndicator: "whether the window has no home-indicator inset"
    }
  }
}
