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
  /// iPhones: compact/regular in portrait; ``landscapeHorizontalSizeClass``/compact in landscape
  /// (``landscapeVerticalSizeClass`` where a source gives another, as for the iPhone Duo's inner
  /// display). iPads: regular/regular.
  public func sizeClasses(_ orientation: Orientation) -> (
    horizontal: SizeClass, vertical: SizeClass
  ) {
    switch idiom {
    case .pad:
      return (.regular, .regular)
    case .phone:
      return orientation.isLandscape
        ? (landscapeHorizontalSizeClass.value, landscapeVerticalSizeClass?.value ?? .compact)
        : (.compact, .regular)
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
    var insets: Sourced<EdgeInsets>
    if orientation.isLandscape {
      if statusBarVisible, let shown = table.landscapeStatusBarShown {
        insets = shown
      } else {
        insets = table.landscape
      }
    } else {
      insets = statusBarVisible ? table.portrait : table.portraitStatusBarHidden
    }
    // R20.2: a vertical bar column that follows a physical edge is on the other side in
    // landscape-right, and the window's side insets with it (the iPhone Duo's outer display:
    // right 84 in landscape-left, left 84 in landscape-right).
    if orientation == .landscapeRight, verticalBar?.flipsInLandscapeRight == true,
      verticalBar?.isPresent(in: orientation) == true
    {
      var mirrored = insets.value
      (mirrored.left, mirrored.right) = (mirrored.right, mirrored.left)
      insets = Sourced(mirrored, insets.provenance)
    }
    // R19.4: no source gives an iOS 27 inset; iOS 27 keeps the device's iOS 26 insets, marked
    // derived so `explain` and `devices` say so. A device that first ran iOS 27 (the iPhone Duo)
    // was measured on it: its values stay as they are.
    if ios >= IOSBehaviour.resizablePhoneApps, case .measured = insets.provenance,
      (firstIOS ?? 0) < IOSBehaviour.resizablePhoneApps
    {
      return Sourced(insets.value, .derived("R19.4: the iOS 26 value, no iOS 27 reading"))
    }
    return insets
  }

  /// The window y of a navigation bar's top edge (a bar at the top of a full-screen window).
  ///
  /// - iPhones in landscape with the status bar hidden: 0.
  /// - Portrait with the status bar shown, where the device records an override by version
  ///   (``navigationBarTop``: Dynamic-Island phones on iOS 16–18 at the status-bar bottom − 1 px,
  ///   R1.6; the 12 mini on iOS 14–15 at 50; Dynamic-Island phones on iOS 26 at the window's top
  ///   inset, R10.6, now computed by R17.1): the override.
  /// - Everywhere else: the window's top inset.
  /// - From iOS 26 (R17.1, superseding R10.6): `max(window top inset, 10)` in regular height and
  ///   `max(window top inset, 24)` in compact height, on every iPhone and iPad.
  public func navigationBarTop(orientation: Orientation, statusBarVisible: Bool, ios: Int)
    -> Sourced<CGFloat>
  {
    let visible = statusBarVisible && canShowStatusBar(orientation)
    if let minimum = barMetrics(orientation: orientation, ios: ios).navigationBarMinimumTop {
      // R17.1: from iOS 26 at max(top inset, 10 | 24) on every iPhone and iPad.
      let insets = windowSafeAreaInsets(
        orientation: orientation, statusBarVisible: visible, ios: ios)
      return Sourced(Swift.max(insets.value.top, minimum.value), .derived("R17.1"))
    }
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

  /// The heights of the system bars under `orientation` and `ios` (R1.8, R1.8a, R10.5, R17.1–R17.4,
  /// `devices.md` §3).
  ///
  /// The tab-bar and toolbar heights exclude the window's bottom inset, which the runtime adds.
  ///
  /// ```swift
  /// iPhone8.barMetrics(orientation: .landscapeLeft, ios: 11).navigationBarHeight.value  // 32
  /// ```
  public func barMetrics(orientation: Orientation, ios: Int) -> BarMetrics {
    barMetrics(
      orientation: orientation, compactHeight: sizeClasses(orientation).vertical == .compact,
      ios: ios)
  }

  /// The bar metrics with the window's height class given: from iOS 26 the bars follow the
  /// window's vertical size class (R17.1, R15.2, R17.2), which a window smaller than the screen
  /// takes from its own size (``Environment/sizeClasses``).
  public func barMetrics(orientation: Orientation, compactHeight: Bool, ios: Int) -> BarMetrics {
    let version = Device.geometryVersion(ios)
    if version >= 26 { return floatingBarMetrics(compactHeight: compactHeight) }
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
      return BarMetrics(
        navigationBarHeight: Sourced(44, .measured("R1.8; UYL-X")),
        largeTitleExtraHeight: largeTitle,
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

  /// iOS 26's bars (§17 of `UIKitRules.md`): a 54-pt navigation bar everywhere (R17.1), large
  /// titles of 52 only in regular height (R15.2), the phone's 83-pt floating tab-bar region in
  /// portrait (R17.2), the toolbar's intrinsic height (R17.4); the states no source measured are
  /// missing values (R17.3, R17.4).
  private func floatingBarMetrics(compactHeight: Bool) -> BarMetrics {
    let toolbarHeight: Sourced<CGFloat> =
      idiom == .phone ? Sourced(48, .measured("R17.4")) : Sourced(44, .measured("R17.4"))
    var metrics = BarMetrics(
      navigationBarHeight: Sourced(54, .measured("R17.1")),
      largeTitleExtraHeight: compactHeight
        ? Sourced(0, .measured("R15.2")) : Sourced(52, .measured("R15.2")),
      tabBarHeight: Sourced(49, .derived("R17.2")),
      toolbarHeight: toolbarHeight,
      navigationBarMinimumTop: compactHeight
        ? Sourced(24, .measured("R17.1")) : Sourced(10, .measured("R17.1")),
      toolbarMissing: MissingValue(
        "the iOS 26 toolbar's frame in a navigation controller", rule: "R17.4"))
    switch (idiom, compactHeight) {
    case (.phone, false):
      metrics.tabBarRegionHeight = Sourced(83, .measured("R17.2"))
      metrics.tabBarPlatter = TabBarPlatterMetrics(
        height: Sourced(62, .measured("R17.2")), itemWidth: Sourced(86, .measured("R17.2")),
        padding: Sourced(16, .measured("R17.2")))
    case (.phone, true):
      metrics.tabBarMissing = MissingValue(
        "the iOS 26 tab bar in compact height (landscape)", rule: "R17.3")
    case (.pad, _):
      metrics.tabBarMissing = Device.topTabBarMissing
    }
    return metrics
  }

  /// R17.3: from iPadOS 18 a regular-width tab bar floats at the top; no source measured it.
  static let topTabBarMissing = MissingValue(
    "the iPadOS 18+ tab bar at the top of a regular-width iPad window", rule: "R17.3")

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
    var metrics =
      hasHomeIndicator
      ? BarMetrics(
        navigationBarHeight: navigation, largeTitleExtraHeight: largeTitle,
        tabBarHeight: Sourced(45, .measured("QMUI#633")),
        toolbarHeight: Sourced(45, .measured("QMUI#633")))
      : BarMetrics(
        navigationBarHeight: navigation, largeTitleExtraHeight: largeTitle,
        tabBarHeight: Sourced(50, .measured("R1.8; QMUI#633")),
        toolbarHeight: Sourced(50, .measured("R1.8; R10.5; QMUI#633")))
    if ios >= 18 { metrics.tabBarMissing = Device.topTabBarMissing }
    return metrics
  }
}
