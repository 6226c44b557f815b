import Foundation

/// The iOS behaviour versions the engine models. `10` stands for iOS 7–10 (layout guides and
/// `automaticallyAdjustsScrollViewInsets`, no safe area); later numbers are the iOS releases whose
/// numbers changed something the catalog or the rules record.
public enum IOSBehaviour {
  /// Every modelled behaviour version, oldest first.
  public static let modelled: [Int] = [10, 11, 12, 13, 14, 15, 16, 17, 18, 26, 27]
  /// The default version of a layout that names none, for a device that runs it: iOS 26, the
  /// newest version whose geometry sources measured. iOS 27 (§19 of `UIKitRules.md`) adds
  /// resizable phone windows and bar minimisation and changes no measured inset, so a layout asks
  /// for it by name (`ios: 27`), or runs under it on a device whose first iOS is 27.
  public static let newest = 26
  /// The newest modelled version.
  public static let latest = 27
  /// The first version whose phone-idiom apps run in resizable windows (R19.1).
  public static let resizablePhoneApps = 27
  /// The first version with iPadOS window controls and `UIView.LayoutRegion` (R18.3, R18.4).
  public static let windowControlsIntroduced = 26
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
  /// The docked software keyboard (contract version 2; R16).
  public var keyboard: KeyboardState
  /// The app's window on the screen, in screen points in the current orientation (contract
  /// version 2, `window:`); `nil` for the whole screen. A window smaller than the screen is a
  /// resizable scene (R18.1, R19.1); see ``windowFrame``.
  public var window: CGRect?
  /// Whether the iPadOS 26 window controls show in the window's top-leading corner (R18.3).
  public var windowControls: Bool
  /// The window controls' frame in window coordinates as the user supplied it (a scene's
  /// `windowControls: { frame: [x, y, w, h] }`, `--window-controls-frame`), or `nil`: no source
  /// printed it (R18.3), so the model never guesses it. Only with ``windowControls``.
  public var suppliedWindowControlsFrame: CGRect?
  /// The display of a device with two (R20.1); `nil` for its main display.
  public var display: DisplayChoice?
  /// Whether the tab bar (iOS 26) and navigation bar (iOS 27) are minimised, and how the safe
  /// area follows them (R19.2); `nil` when expanded.
  public var barsMinimized: BarMinimization?
  /// The idiom the app was built for when it differs from the device's (`appIdiom:`,
  /// `--app-idiom`): `.phone` on an iPad is an iPhone-only app in its iOS 27 window there
  /// (R19.5); `nil` for the device's own.
  public var appIdiom: Idiom?

  public init(
    device: Device, orientation: Orientation = .portrait, ios: Int = IOSBehaviour.newest,
    statusBarHidden: Bool = false, keyboard: KeyboardState = .hidden, window: CGRect? = nil,
    windowControls: Bool = false, display: DisplayChoice? = nil,
    barsMinimized: BarMinimization? = nil, suppliedWindowControlsFrame: CGRect? = nil,
    appIdiom: Idiom? = nil
  ) {
    self.appIdiom = appIdiom
    self.device = device
    self.orientation = orientation
    self.ios = ios
    self.statusBarHidden = statusBarHidden
    self.keyboard = keyboard
    self.window = window
    self.windowControls = windowControls
    self.display = display
    self.barsMinimized = barsMinimized
    self.suppliedWindowControlsFrame = suppliedWindowControlsFrame
  }

  /// R16.1, R16.2: the docked keyboard's frame in window coordinates: on the screen the full
  /// width, ending at the screen's bottom; in a smaller window the part of that frame the window
  /// covers (R18.1, model choice); zero when hidden; the missing value when no source gives its
  /// height here.
  public var keyboardFrame: Result<CGRect, MissingKeyboard> {
    guard keyboard.isShown else { return .success(.zero) }
    let size = device.screenSize(orientation)
    return KeyboardHeights.height(screen: size, ios: ios, keyboard: keyboard).map {
      let onScreen = CGRect(x: 0, y: size.height - $0.value, width: size.width, height: $0.value)
      let window = windowFrame
      let covered = onScreen.intersection(window)
      guard !covered.isNull, covered.width > 0, covered.height > 0 else { return .zero }
      return covered.offsetBy(dx: -window.minX, dy: -window.minY)
    }
  }

  /// The screen's bounds in this orientation (`UIScreen.bounds`).
  public var screenBounds: CGRect {
    CGRect(origin: .zero, size: device.screenSize(orientation))
  }

  /// `iPhone X, portrait, iOS 26`.
  public var description: String {
    // A two-display device's name says which display (SceneBuilder), without a repeat.
    "\(device.name)"
      + (display.map { device.name.hasSuffix(" display)") ? "" : " (\($0.rawValue) display)" } ?? "")
      + (isPhoneAppOnPad ? " (iPhone app)" : "")
      + ", \(orientation.rawValue), iOS \(ios)"
      + (statusBarHidden ? ", status bar hidden" : "")
      + (keyboard.isShown ? ", \(keyboard)" : "")
      + (windowedFrame.map { ", window \(WindowSize.describe($0))" } ?? "")
      + (windowControls ? ", window controls" : "")
      + (suppliedWindowControlsFrame.map { " \(WindowSize.describe($0)) (supplied)" } ?? "")
      + (barsMinimized.map {
        ", bars minimised (\($0.safeAreaAdjustment.rawValue)"
          + ($0.navigationBarHeight.map { ", navigation bar \(PointFormat.string($0)) supplied" }
            ?? "") + ")"
      } ?? "")
  }
}

/// A value the model cannot know for an environment: no source gives it and the rule that covers
/// it is open, so a layout that needs it reports it instead of guessing (`scene-format.md`,
/// contract version 2: "an error naming what is missing, never a silent guess").
public struct MissingValue: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// What is missing, such as `the iOS 26 tab bar in landscape`.
  public var what: String
  /// The rule id of `Documentation/UIKitRules.md` that leaves it open, such as `R17.3`.
  public var rule: String

  public init(_ what: String, rule: String) {
    self.what = what
    self.rule = rule
  }

  /// `the iOS 26 tab bar in landscape (R17.3)`.
  public var description: String { "\(what) (\(rule))" }

  public static func < (lhs: MissingValue, rhs: MissingValue) -> Bool {
    (lhs.rule, lhs.what) < (rhs.rule, rhs.what)
  }
}

/// The iOS 26 floating tab bar's platter (R17.2): a capsule at the top of the tab bar's region.
public struct TabBarPlatterMetrics: Hashable, Sendable {
  /// The platter's height (62).
  public var height: Sourced<CGFloat>
  /// The width each item adds (86).
  public var itemWidth: Sourced<CGFloat>
  /// The width added to the items' (16).
  public var padding: Sourced<CGFloat>

  public init(height: Sourced<CGFloat>, itemWidth: Sourced<CGFloat>, padding: Sourced<CGFloat>) {
    self.height = height
    self.itemWidth = itemWidth
    self.padding = padding
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
  /// The toolbar, without the part that extends over the window's bottom inset (from iOS 26 the
  /// toolbar's intrinsic height, R17.4).
  public var toolbarHeight: Sourced<CGFloat>
  /// From iOS 26 (R17.1): the navigation bar's top is `max(the navigation view's top inset, this)`
  /// (10 in regular height, 24 in compact height); `nil` before, where the catalog places it
  /// (R1.6).
  public var navigationBarMinimumTop: Sourced<CGFloat>?
  /// iOS 26 phones in portrait (R17.2): the tab bar is a fixed region of this height at the
  /// container's bottom, whatever the bottom inset; `nil` where ``tabBarHeight`` plus the inset
  /// applies.
  public var tabBarRegionHeight: Sourced<CGFloat>?
  /// The floating tab bar's platter, where ``tabBarRegionHeight`` is set.
  public var tabBarPlatter: TabBarPlatterMetrics?
  /// Why the tab bar's frame cannot be known here (R17.3: iOS 26 landscape, the iPadOS 18+ top
  /// tab bar), or `nil`.
  public var tabBarMissing: MissingValue?
  /// Why a navigation controller's toolbar frame cannot be known here (R17.4, iOS 26), or `nil`.
  public var toolbarMissing: MissingValue?
  /// Why the navigation bar's frame and the inset below it cannot be known here (R19.2: a
  /// minimised iOS 27 navigation bar whose safe area adjusts), or `nil`.
  public var navigationBarMissing: MissingValue?
  /// R20.2: on a device with a vertical bar column (iOS 27+) whose width with bars is known, the
  /// column in window coordinates: container bars (navigation bar, toolbar, tab bar) go there,
  /// full height, and add to the inset on ``verticalBarEdge`` instead of the top or bottom.
  public var verticalBarColumn: CGRect?
  /// The screen edge of ``verticalBarColumn``.
  public var verticalBarEdge: VerticalBarColumn.Edge?

  public init(
    navigationBarHeight: Sourced<CGFloat>, largeTitleExtraHeight: Sourced<CGFloat>,
    tabBarHeight: Sourced<CGFloat>, toolbarHeight: Sourced<CGFloat>,
    navigationBarMinimumTop: Sourced<CGFloat>? = nil, tabBarRegionHeight: Sourced<CGFloat>? = nil,
    tabBarPlatter: TabBarPlatterMetrics? = nil, tabBarMissing: MissingValue? = nil,
    toolbarMissing: MissingValue? = nil, navigationBarMissing: MissingValue? = nil
  ) {
    self.navigationBarMissing = navigationBarMissing
    self.navigationBarHeight = navigationBarHeight
    self.largeTitleExtraHeight = largeTitleExtraHeight
    self.tabBarHeight = tabBarHeight
    self.toolbarHeight = toolbarHeight
    self.navigationBarMinimumTop = navigationBarMinimumTop
    self.tabBarRegionHeight = tabBarRegionHeight
    self.tabBarPlatter = tabBarPlatter
    self.tabBarMissing = tabBarMissing
    self.toolbarMissing = toolbarMissing
  }
}

extension IOSBehaviour {
  /// The newest modelled version `device` runs: the default behaviour version of a layout that
  /// names no iOS version (an iPhone X, which stops at iOS 16, defaults to 16; a custom device to
  /// the newest; a device that first ran a later version, such as the iPhone Duo on iOS 27.1,
  /// to that version).
  public static func newest(for device: Device) -> Int {
    guard let last = device.lastIOS else {
      guard let first = device.firstIOS, first > newest else { return newest }
      return modelled.last { $0 <= first } ?? newest
    }
    return modelled.last { $0 <= last } ?? modelled[0]
  }
}
