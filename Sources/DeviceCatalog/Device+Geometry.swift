import Foundation

// Geometry queries the runtime asks a device. Every answer is read from the device's data (or
// computed from it by a rule named in `Documentation/DeviceCatalog.md`); nothing here asks which
// model the device is.

extension Device {
  /// Whether the device has a home indicator instead of a home button on a phone: the Face-ID
  /// class of iPhone (a notch or a Dynamic Island, a home indicator, no landscape status bar).
  var isFaceIDPhone: Bool {
    idiom == .phone && (hasHomeIndicator || housing.kind != .none)
  }

  /// Whether the device is an iPad without a home button (rounded display corners, 24-pt status
  /// bar up to iPadOS 18).
  var isFaceIDPad: Bool {
    idiom == .pad && hasHomeIndicator
  }

  /// The iOS version whose geometry answers for `ios`: iOS 10 (no safe area) uses the iOS 11
  /// geometry; the runtime decides what iOS 10 exposes.
  static func geometryVersion(_ ios: Int) -> Int {
    Swift.max(ios, IOSBehaviour.safeAreaIntroduced)
  }

  /// `UIScreen.bounds.size` in `orientation`: landscape swaps the portrait width and height.
  ///
  /// ```swift
  /// iPhoneX.screenSize(.landscapeLeft)  // 812 x 375
  /// ```
  public func screenSize(_ orientation: Orientation) -> CGSize {
    orientation.isLandscape
      ? CGSize(width: portraitSize.height, height: portraitSize.width) : portraitSize
  }

  /// The height of the status bar when it is shown (portrait on iPhones; both orientations on
  /// iPads), under iOS `ios`.
  ///
  /// - Parameter ios: an iOS behaviour version (``IOSBehaviour/modelled``); 10 answers as 11.
  /// - Returns: the height with its provenance (`devices.md` §2 or the rule that derived it).
  public func statusBarHeight(ios: Int) -> Sourced<CGFloat> {
    statusBarHeight.value(ios: Device.geometryVersion(ios))
  }

  /// Whether the status bar can be shown in `orientation`.
  ///
  /// False only for Face-ID (sensor-housing) iPhones in landscape, which hide it whatever the
  /// controller prefers (R1.4, R1.4a). Home-button iPhones hide it in landscape by default but a
  /// controller may show it; iPads show it in both orientations (R1.7a).
  public func canShowStatusBar(_ orientation: Orientation) -> Bool {
    !(orientation.isLandscape && isFaceIDPhone)
  }

  /// The horizontal and vertical size classes of a full-screen window in `orientation`.
  ///
  /// iPhones: compact/regular in portrait; ``landscapeHorizontalSizeClass``/compact in landscape.
  /// iPads: regular/regular.
  public func sizeClasses(_ orientation: Orientation) -> (
    horizontal: SizeClass, vertical: SizeClass
  ) {
    switch idiom {
    case .pad:
      return (.regular, .regular)
    case .phone:
      return orientation.isLandscape
        ? (landscapeHorizontalSizeClass.value, .compact) : (.compact, .regular)
    }
  }

  /// The window's safe-area insets: the insets of the screen's unsafe region as root views see
  /// them, the status bar included when it is visible.
  ///
  /// - Parameters:
  ///   - orientation: `portraitUpsideDown` answers as `portrait` (the catalog records one portrait
  ///     state; see `Documentation/DeviceCatalog.md`). Landscape-left and landscape-right are the
  ///     same (`devices.md` §0).
  ///   - statusBarVisible: whether the app shows the status bar. Ignored where the device cannot
  ///     show it (``canShowStatusBar(_:)``).
  ///   - ios: an iOS behaviour version; 10 answers with the iOS 11 geometry.
  /// - Returns: the insets with their provenance.
  ///
  /// ```swift
  /// iPhoneX.windowSafeAreaInsets(orientation: .portrait, statusBarVisible: true, ios: 11)
  /// // {44, 0, 34, 0}
  /// ```
  public func windowSafeAreaInsets(orientation: Orientation, statusBarVisible: Bool, ios: Int)
    -> Sourced<EdgeInsets>
  {
    let table = windowInsets.value(ios: Device.geometryVersion(ios))
    if orientation.isLandscape {
      if statusBarVisible, let shown = table.landscapeStatusBarShown {
        return shown
      }
      return table.landscape
    }
    return statusBarVisible ? table.portrait : table.portraitStatusBarHidden
  }

  /// The window y of a navigation bar's top edge (a bar at the top of a full-screen window).
  ///
  /// - iPhones in landscape with the status bar hidden: 0.
  /// - Portrait with the status bar shown, where the device records an override by version
  ///   (``navigationBarTop``: Dynamic-Island phones on iOS 16–18 at the status-bar bottom − 1 px,
  ///   R1.6; the 12 mini on iOS 14–15 at 50; Dynamic-Island phones on iOS 26 at the window's top
  ///   inset, R10.6): the override.
  /// - Everywhere else: the window's top inset.
  public func navigationBarTop(orientation: Orientation, statusBarVisible: Bool, ios: Int)
    -> Sourced<CGFloat>
  {
    let visible = statusBarVisible && canShowStatusBar(orientation)
    if idiom == .phone, orientation.isLandscape, !visible {
      return Sourced(0, .derived("R1.4; R1.8a"))
    }
    if visible, !orientation.isLandscape,
      let override = navigationBarTop.value(ios: Device.geometryVersion(ios))
    {
      return override
    }
    let insets = windowSafeAreaInsets(
      orientation: orientation, statusBarVisible: visible, ios: ios)
    return Sourced(insets.value.top, insets.provenance)
  }

  /// The heights of the system bars under `orientation` and `ios` (R1.8, R1.8a, R10.5, R10.6,
  /// `devices.md` §3).
  ///
  /// The tab-bar and toolbar heights exclude the window's bottom inset, which the runtime adds.
  ///
  /// ```swift
  /// iPhone8.barMetrics(orientation: .landscapeLeft, ios: 11).navigationBarHeight.value  // 32
  /// ```
  public func barMetrics(orientation: Orientation, ios: Int) -> BarMetrics {
    let version = Device.geometryVersion(ios)
    switch idiom {
    case .phone:
      return phoneBarMetrics(landscape: orientation.isLandscape, ios: version)
    case .pad:
      return padBarMetrics(ios: version)
    }
  }

  private func phoneBarMetrics(landscape: Bool, ios: Int) -> BarMetrics {
    let largeTitle: Sourced<CGFloat> =
      landscape ? Sourced(0, .derived("R1.8; devices.md §3")) : Sourced(52, .measured("R1.8"))
    guard landscape else {
      let navigation: Sourced<CGFloat> =
        ios >= 26 ? Sourced(54, .derived("R10.6")) : Sourced(44, .measured("R1.8; UYL-X"))
      return BarMetrics(
        navigationBarHeight: navigation, largeTitleExtraHeight: largeTitle,
        tabBarHeight: Sourced(49, .measured("R1.8; R3.7")),
        toolbarHeight: Sourced(44, .measured("R1.8; QMUI#633")))
    }
    if landscapeHorizontalSizeClass.value == .regular {
      return BarMetrics(
        navigationBarHeight: Sourced(44, .measured("R1.8a; devices.md §3; QMUI#633")),
        largeTitleExtraHeight: largeTitle,
        tabBarHeight: Sourced(49, .measured("R1.8a; QMUI#633")),
        toolbarHeight: Sourced(44, .measured("R1.8a; QMUI#633")))
    }
    return BarMetrics(
      navigationBarHeight: Sourced(32, .measured("R1.8; R1.8a; UYL-X; QMUI#1198")),
      largeTitleExtraHeight: largeTitle,
      tabBarHeight: Sourced(32, .measured("R1.8; R1.8a")),
      toolbarHeight: Sourced(32, .measured("R1.8a")))
  }

  private func padBarMetrics(ios: Int) -> BarMetrics {
    let largeTitle: Sourced<CGFloat> = Sourced(52, .measured("R1.8; R3.8"))
    if ios < 12 {
      return BarMetrics(
        navigationBarHeight: Sourced(44, .measured("R1.8; R10.5")),
        largeTitleExtraHeight: largeTitle,
        tabBarHeight: Sourced(49, .measured("R1.8")),
        toolbarHeight: Sourced(44, .measured("R1.8; R10.5")))
    }
    let navigation: Sourced<CGFloat> = Sourced(50, .measured("R1.8; R10.5; QMUI#633"))
    if hasHomeIndicator {
      return BarMetrics(
        navigationBarHeight: navigation, largeTitleExtraHeight: largeTitle,
        tabBarHeight: Sourced(45, .measured("QMUI#633")),
        toolbarHeight: Sourced(45, .measured("QMUI#633")))
    }
    return BarMetrics(
      navigationBarHeight: navigation, largeTitleExtraHeight: largeTitle,
      tabBarHeight: Sourced(50, .measured("R1.8; QMUI#633")),
      toolbarHeight: Sourced(50, .measured("R1.8; R10.5; QMUI#633")))
  }
}
