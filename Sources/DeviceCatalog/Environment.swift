import Foundation

/// The iOS behaviour versions the engine models. `10` stands for iOS 7–10 (layout guides and
/// `automaticallyAdjustsScrollViewInsets`, no safe area); later numbers are the iOS releases whose
/// numbers changed something the catalog or the rules record.
public enum IOSBehaviour {
  /// Every modelled behaviour version, oldest first.
  public static let modelled: [Int] = [10, 11, 12, 13, 14, 15, 16, 17, 18, 26]
  /// The newest modelled version: the default everywhere.
  public static let newest = 26
  /// The first version with `safeAreaInsets`.
  public static let safeAreaIntroduced = 11

  /// Whether `ios` is a version the engine models.
  public static func isModelled(_ ios: Int) -> Bool { modelled.contains(ios) }
}

/// Where a layout happens: a device, an orientation, an iOS behaviour version and whether the app
/// hides the status bar.
public struct Environment: Hashable, Sendable, CustomStringConvertible {
  public var device: Device
  public var orientation: Orientation
  /// The iOS behaviour version (see ``IOSBehaviour``).
  public var ios: Int
  /// Whether the app hides the status bar everywhere (as if every controller returned
  /// `prefersStatusBarHidden == true`).
  public var statusBarHidden: Bool

  public init(
    device: Device, orientation: Orientation = .portrait, ios: Int = IOSBehaviour.newest,
    statusBarHidden: Bool = false
  ) {
    self.device = device
    self.orientation = orientation
    self.ios = ios
    self.statusBarHidden = statusBarHidden
  }

  /// The screen's bounds in this orientation (`UIScreen.bounds`).
  public var screenBounds: CGRect {
    CGRect(origin: .zero, size: device.screenSize(orientation))
  }

  /// `iPhone X, portrait, iOS 26`.
  public var description: String {
    "\(device.name), \(orientation.rawValue), iOS \(ios)"
      + (statusBarHidden ? ", status bar hidden" : "")
  }
}

/// The heights of the system bars in one environment, in points.
public struct BarMetrics: Hashable, Sendable {
  /// A standard (not large-title) navigation bar.
  public var navigationBarHeight: Sourced<CGFloat>
  /// Extra height of an expanded large-title bar (0 where large titles do not show).
  public var largeTitleExtraHeight: Sourced<CGFloat>
  /// The tab bar, without the part that extends over the window's bottom inset.
  public var tabBarHeight: Sourced<CGFloat>
  /// The toolbar, without the part that extends over the window's bottom inset.
  public var toolbarHeight: Sourced<CGFloat>

  public init(
    navigationBarHeight: Sourced<CGFloat>, largeTitleExtraHeight: Sourced<CGFloat>,
    tabBarHeight: Sourced<CGFloat>, toolbarHeight: Sourced<CGFloat>
  ) {
    self.navigationBarHeight = navigationBarHeight
    self.largeTitleExtraHeight = largeTitleExtraHeight
    self.tabBarHeight = tabBarHeight
    self.toolbarHeight = toolbarHeight
  }
}

extension IOSBehaviour {
  /// The newest modelled version `device` runs: the default behaviour version of a layout that
  /// names no iOS version (an iPhone X, which stops at iOS 16, defaults to 16; a custom device to
  /// the newest).
  public static func newest(for device: Device) -> Int {
    guard let last = device.lastIOS else { return newest }
    return modelled.last { $0 <= last } ?? modelled[0]
  }
}
