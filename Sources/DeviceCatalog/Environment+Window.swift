import Foundation

/// The display of a device with two (contract version 2, `display:`; R20.1).
public enum DisplayChoice: String, Hashable, Sendable, CaseIterable {
  case inner, outer
}

/// How the safe area follows minimised bars (`UIBarMinimizationSafeAreaAdjustment`, R19.2).
public enum BarMinimizationSafeAreaAdjustment: String, Hashable, Sendable, CaseIterable {
  /// The system decides (documented: "by default, the safe area adjusts as bars minimize").
  case automatic
  /// "The safe area adjusts as bars minimize, allowing content to reflow."
  case enabled
  /// "The safe area remains unchanged as bars minimize."
  case disabled
}

/// The bars' minimised state (contract version 2, `barsMinimized:`; R19.2).
public struct BarMinimization: Hashable, Sendable {
  /// How the safe area follows the minimised navigation bar (the only bar that lets an app
  /// choose, R19.2).
  public var safeAreaAdjustment: BarMinimizationSafeAreaAdjustment
  /// The minimised navigation bar's height in points as the user measured it on a device
  /// (`barsMinimized: { navigationBarHeight: H }`, `--minimized-navigation-bar-height`), or
  /// `nil`: no source printed it (R19.2), so the model never guesses it. From iOS 27, with
  /// ``safeAreaAdjustment`` `.enabled` or `.automatic`, it is the bar's whole height and the
  /// safe area follows it; with `.disabled` the safe area does not follow the bar, so it changes
  /// nothing.
  public var navigationBarHeight: CGFloat?

  public init(
    safeAreaAdjustment: BarMinimizationSafeAreaAdjustment = .automatic,
    navigationBarHeight: CGFloat? = nil
  ) {
    self.safeAreaAdjustment = safeAreaAdjustment
    self.navigationBarHeight = navigationBarHeight
  }
}

/// Why a window cannot be laid out in an environment: it does not fit the screen, or the device
/// and iOS version do not run windows of that kind.
public struct WindowProblem: Error, Hashable, Sendable, CustomStringConvertible {
  /// The environment key the problem is about.
  public enum Key: String, Hashable, Sendable {
    case window, windowControls, windowControlsFrame, display, barsMinimized, orientation,
      appIdiom
  }

  public var message: String
  public var key: Key
  public init(_ message: String, key: Key = .window) {
    self.message = message
    self.key = key
  }
  public var description: String { message }
}

extension Environment {
  /// The window's frame on the screen (`window.frame`), in screen points in the current
  /// orientation: ``window``, or the whole screen.
  public var windowFrame: CGRect { window ?? phoneAppDefaultWindow ?? screenBounds }

  /// R19.5: an iPhone-only app's window on an iPad when the layout gives none: the measured
  /// size at the screen's origin (where the system places it was not printed; nothing in the
  /// window's own layout depends on it).
  var phoneAppDefaultWindow: CGRect? {
    phoneAppWindow.map { CGRect(origin: .zero, size: $0.window) }
  }

  /// The window's frame when it is smaller than the screen (a resizable scene), else `nil`.
  public var windowedFrame: CGRect? {
    guard let window = window ?? phoneAppDefaultWindow, !Self.sameRect(window, screenBounds)
    else { return nil }
    return window
  }

  /// The window's bounds: its size at the origin. Every frame of a layout is in these
  /// coordinates.
  public var windowBounds: CGRect { CGRect(origin: .zero, size: windowFrame.size) }

  static func sameRect(_ a: CGRect, _ b: CGRect) -> Bool {
    PointFormat.nearlyEqual(a.minX, b.minX) && PointFormat.nearlyEqual(a.minY, b.minY)
      && PointFormat.nearlyEqual(a.width, b.width) && PointFormat.nearlyEqual(a.height, b.height)
  }

  /// Whether `rect` lies inside `bounds`, within ``PointFormat/epsilon`` on every edge.
  static func fits(_ rect: CGRect, in bounds: CGRect) -> Bool {
    let tolerance = PointFormat.epsilon
    return rect.minX >= bounds.minX - tolerance && rect.minY >= bounds.minY - tolerance
      && rect.maxX <= bounds.maxX + tolerance && rect.maxY <= bounds.maxY + tolerance
  }

  /// Whether the device, the iOS version and the screen allow this environment's window,
  /// window controls, display and bar state; the problem names what is missing or wrong.
  public func windowProblem() -> WindowProblem? {
    if let window {
      let screen = screenBounds
      if !(window.width > 0 && window.height > 0) {
        return WindowProblem("the window's width and height must be greater than 0")
      }
      if !Self.fits(window, in: screen) {
        return WindowProblem(
          "the window \(WindowSize.describe(window)) does not fit the \(device.name)'s"
            + " \(PointFormat.string(screen.width))×\(PointFormat.string(screen.height)) screen"
            + " in \(orientation.rawValue)")
      }
      if windowedFrame != nil, device.idiom == .phone, ios < IOSBehaviour.resizablePhoneApps {
        return WindowProblem(
          "a window smaller than the screen on an iPhone needs iOS 27 (resizable phone apps,"
            + " R19.1); this layout runs iOS \(ios)")
      }
    }
    if windowControls {
      if device.idiom != .pad {
        return WindowProblem("window controls show only on an iPad (R18.3)", key: .windowControls)
      }
      if ios < IOSBehaviour.windowControlsIntroduced {
        return WindowProblem(
          "window controls need iPadOS 26 (R18.3); this layout runs iOS \(ios)",
          key: .windowControls)
      }
    }
    if let problem = suppliedWindowControlsProblem() { return problem }
    if let problem = phoneAppProblem() { return problem }
    if !device.describes(orientation) {
      let kind = OrientationKind(orientation).rawValue
      let described = device.describedOrientations.map(\.rawValue).joined(separator: ", ")
      if !device.isCustom {
        // The catalog's 'unmeasured' pose (Data/devices.csv): never guessed.
        // It names what is missing ("its portrait top inset; left 0, … are measured").
        let missing = device.missingGeometry(orientation)
        let what =
          missing.hasPrefix("its ") ? String(missing.dropFirst("its ".count)) : "\(kind) geometry"
        return WindowProblem(
          "no source measured the \(device.name)'s \(what) (Data/devices.csv:"
            + " unmeasured; Documentation/DeviceCatalog.md); lay it out in \(described), or"
            + " describe the pose as a custom device",
          key: .orientation)
      }
      return WindowProblem(
        "'\(device.name)' describes no \(kind) geometry (its 'orientations': \(described)); lay"
          + " it out in \(described), or give its \(kind) safe area and add \(kind)",
        key: .orientation)
    }
    if display != nil, !device.hasTwoDisplays {
      return WindowProblem(
        "the \(device.name) has one display; 'display' needs a device with two", key: .display)
    }
    if barsMinimized != nil, ios < 26 {
      return WindowProblem(
        "bars minimise from iOS 26 (tab bar) and iOS 27 (navigation bar) (R19.2); this layout runs"
          + " iOS \(ios)", key: .barsMinimized)
    }
    return suppliedMinimizedNavigationBarProblem()
  }

  /// R19.2: a supplied minimised navigation bar height must be finite, 0 or more, no taller than
  /// the expanded bar (minimising never grows a bar; model choice), and needs iOS 27 (the
  /// navigation bar minimises from iOS 27).
  public func suppliedMinimizedNavigationBarProblem() -> WindowProblem? {
    guard let height = barsMinimized?.navigationBarHeight else { return nil }
    guard height.isFinite, height >= 0 else {
      return WindowProblem(
        "the minimised navigation bar's height needs a finite number of 0 or more",
        key: .barsMinimized)
    }
    if ios < IOSBehaviour.resizablePhoneApps {
      return WindowProblem(
        "the navigation bar minimises from iOS 27 (R19.2); a minimised navigation bar height"
          + " needs iOS 27, this layout runs iOS \(ios)", key: .barsMinimized)
    }
    let expanded = expandedBarMetrics.navigationBarHeight.value
    if height > expanded + PointFormat.epsilon {
      return WindowProblem(
        "the minimised navigation bar's height \(PointFormat.string(height)) is taller than the"
          + " expanded bar's \(PointFormat.string(expanded)) (R19.2: minimising never grows"
          + " the bar)", key: .barsMinimized)
    }
    return nil
  }

  /// R19.2: the minimised navigation bar's height the user supplied, where it decides the
  /// layout (iOS 27, safe-area adjustment `.enabled` or `.automatic`, no vertical bar column);
  /// else `nil`.
  public var suppliedMinimizedNavigationBarHeight: CGFloat? {
    guard let minimization = barsMinimized, let height = minimization.navigationBarHeight,
      minimization.safeAreaAdjustment != .disabled, ios >= IOSBehaviour.resizablePhoneApps,
      device.verticalBar?.isPresent(in: orientation) != true
    else { return nil }
    return height
  }

  /// R18.3: a supplied window-controls frame must come with the controls, have a size of 0 or
  /// more, and lie inside the window's bounds (window coordinates, top-leading origin).
  public func suppliedWindowControlsProblem() -> WindowProblem? {
    guard let frame = suppliedWindowControlsFrame else { return nil }
    guard windowControls else {
      return WindowProblem(
        "a window-controls frame needs the window controls shown (R18.3)",
        key: .windowControlsFrame)
    }
    guard [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite),
      frame.width >= 0, frame.height >= 0
    else {
      return WindowProblem(
        "the window controls' frame needs finite numbers and a width and height of 0 or more",
        key: .windowControlsFrame)
    }
    let bounds = windowBounds
    if !Self.fits(frame, in: bounds) {
      return WindowProblem(
        "the window controls' frame \(WindowSize.describe(frame)) does not fit the"
          + " \(PointFormat.string(bounds.width))×\(PointFormat.string(bounds.height)) window"
          + " (window coordinates, top-leading origin)",
        key: .windowControlsFrame)
    }
    return nil
  }

  /// The window's safe-area insets: the screen's (``Device/windowSafeAreaInsets(orientation:statusBarVisible:ios:)``)
  /// where the window is the screen; for a smaller window, the part of each screen inset the
  /// window's frame overlaps (R18.1; the window controls add nothing, R18.3).
  public func windowSafeAreaInsets(statusBarVisible: Bool) -> Sourced<EdgeInsets> {
    if let reading = phoneAppWindow {
      // R19.5: the reading, with the status bar shown (a layout that hides it everywhere is
      // refused, `phoneAppProblem`); a controller that hides it keeps the shown insets, as no
      // reading says otherwise (model choice, marked derived).
      return Sourced(
        reading.insets,
        statusBarVisible ? .measured(reading.source) : .derived("R19.5; \(reading.source)"))
    }
    let screen = device.windowSafeAreaInsets(
      orientation: orientation, statusBarVisible: statusBarVisible, ios: ios)
    guard let frame = windowedFrame else { return screen }
    return Sourced(
      Self.overlap(of: frame, screen: screenBounds, insets: screen.value), .derived("R18.1"))
  }

  /// R18.1: the part of the screen's unsafe insets a window's frame overlaps, edge by edge: the
  /// screen inset less the window edge's distance from the screen edge, floored at 0.
  public static func overlap(of frame: CGRect, screen: CGRect, insets: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: Swift.max(0, insets.top - (frame.minY - screen.minY)),
      left: Swift.max(0, insets.left - (frame.minX - screen.minX)),
      bottom: Swift.max(0, insets.bottom - (screen.maxY - frame.maxY)),
      right: Swift.max(0, insets.right - (screen.maxX - frame.maxX)))
  }

  /// The window's size classes: the device's in this orientation for a full-screen window; for a
  /// smaller window, from its own size (R18.1: an iPad window is regular in width from 678 pt,
  /// regular in height; R19.1: a phone-idiom window is compact in width however wide, and
  /// compact in height when wider than tall).
  public var sizeClasses: (horizontal: SizeClass, vertical: SizeClass) {
    guard let frame = windowedFrame else { return device.sizeClasses(orientation) }
    switch idiom {
    case .pad:
      let regular = frame.width + PointFormat.epsilon >= WindowSize.regularWidthThreshold
      return (regular ? .regular : .compact, .regular)
    case .phone:
      return (.compact, frame.width > frame.height + PointFormat.epsilon ? .compact : .regular)
    }
  }

  /// The device's bar metrics with the window's height class, before R19.2 and R20.2 apply.
  var expandedBarMetrics: BarMetrics {
    guard windowedFrame != nil else { return device.barMetrics(orientation: orientation, ios: ios) }
    return device.barMetrics(
      orientation: orientation, compactHeight: sizeClasses.vertical == .compact, ios: ios)
  }

  /// The system bars' metrics in this window (``Device/barMetrics(orientation:ios:)``, with the
  /// window's height class, and the minimised bars of R19.2 as missing values).
  public var barMetrics: BarMetrics {
    var metrics = expandedBarMetrics
    if isPhoneAppOnPad {
      // R19.5: the phone idiom's bars in an iPad's window were not measured; the iPad's own
      // bars are not the app's.
      return metrics.withContainerBarsMissing(
        MissingValue(
          "container bars of an iPhone-only app in its window on an iPad", rule: "R19.5"))
    }
    if verticalBarColumn == nil, ios >= IOSBehaviour.resizablePhoneApps,
      device.verticalBar?.isPresent(in: orientation) == true
    {
      // R20.2: a window away from the device's column (a resizable window, Split View): where
      // its bars go is not described (each app is said to put them on its outer edge [claim]).
      return metrics.withContainerBarsMissing(
        MissingValue(
          "container bars of a window that does not reach the vertical bar column", rule: "R20.2"))
    }
    if verticalBarColumn != nil {
      // R20.2: container bars move into the vertical column, which widens to the device's
      // `widthWithBars`; where the device does not give that width, it is a missing value.
      metrics.navigationBarMinimumTop = nil
      metrics.tabBarRegionHeight = nil
      metrics.tabBarPlatter = nil
      metrics.tabBarMissing = nil
      metrics.toolbarMissing = nil
      metrics.navigationBarMissing = nil
      if let column = verticalBarColumnWithBars {
        metrics.verticalBarColumn = column
        metrics.verticalBarEdge = device.verticalBar?.edge(in: orientation)
      } else if let column = verticalBarColumnWithTabBar {
        // Only the tab bar's share is measured: a navigation bar or toolbar stays missing.
        metrics.verticalBarColumn = column
        metrics.verticalBarEdge = device.verticalBar?.edge(in: orientation)
        let missing = Self.verticalBarNavigationWidthMissing
        metrics.navigationBarMissing = missing
        metrics.toolbarMissing = missing
      } else {
        let missing = Self.verticalBarWidthMissing
        metrics.navigationBarMissing = missing
        metrics.tabBarMissing = missing
        metrics.toolbarMissing = missing
      }
      if barsMinimized != nil {
        // R19.2 describes horizontal bars; how a vertical column minimises is unknown.
        let missing = MissingValue("minimised bars in the vertical bar column", rule: "R20.2")
        metrics.navigationBarMissing = missing
        metrics.tabBarMissing = missing
      }
      return metrics
    }
    if let minimization = barsMinimized {
      // R19.2, R17.3: no source gives a minimised bar's geometry.
      metrics.tabBarMissing = MissingValue(
        "the minimised tab bar's frame and the bottom inset it leaves", rule: "R19.2")
      if ios < IOSBehaviour.resizablePhoneApps {
        metrics.navigationBarMissing = nil
      } else if let height = suppliedMinimizedNavigationBarHeight {
        // R19.2: the safe area follows the minimised bar, whose whole height the user
        // measured (not sourced): no large title shows on top of it (model choice).
        metrics.navigationBarMissing = nil
        metrics.navigationBarHeight = Sourced(height, .derived("R19.2; supplied by the user"))
        metrics.largeTitleExtraHeight = Sourced(0, .derived("R19.2; supplied by the user"))
      } else if minimization.safeAreaAdjustment != .disabled {
        metrics.navigationBarMissing = MissingValue(
          "the minimised navigation bar's height (safe-area adjustment"
            + " \(minimization.safeAreaAdjustment.rawValue))", rule: "R19.2")
      }
    }
    return metrics
  }

  /// The window y of a navigation bar's top edge at the window's top
  /// (``Device/navigationBarTop(orientation:statusBarVisible:ios:)`` for a full-screen window;
  /// in a smaller window the window's own top inset, from iOS 26 at least R17.1's minimum).
  public func navigationBarTop(statusBarVisible: Bool) -> Sourced<CGFloat> {
    guard windowedFrame != nil else {
      return device.navigationBarTop(
        orientation: orientation, statusBarVisible: statusBarVisible, ios: ios)
    }
    let visible = statusBarVisible && device.canShowStatusBar(orientation)
    let top = windowSafeAreaInsets(statusBarVisible: visible).value.top
    if let minimum = barMetrics.navigationBarMinimumTop {
      return Sourced(Swift.max(top, minimum.value), .derived("R17.1; R18.1"))
    }
    return Sourced(top, .derived("R18.1"))
  }

  /// The window controls' frame in window coordinates (`window.windowControlsFrame`): zero
  /// without controls; with them, the frame the user supplied, else the missing value (R18.3:
  /// never printed).
  public var windowControlsFrame: Result<CGRect, MissingWindowValue> {
    guard windowControls else { return .success(.zero) }
    if let suppliedWindowControlsFrame { return .success(suppliedWindowControlsFrame) }
    return .failure(MissingWindowValue(value: Self.windowControlsMissing))
  }

  /// R20.2: the device has a vertical bar column but does not give its width with container
  /// bars in it (no source measured it for the iPhone Duo).
  public static let verticalBarWidthMissing = MissingValue(
    "the vertical bar column's width with container bars in it (the device's"
      + " 'verticalBar: { widthWithBars }')", rule: "R20.2")

  /// R20.2: the device gives its vertical bar column's width with a tab bar in it but not with
  /// a navigation bar or toolbar (whose text labels are said to stay horizontal: no source
  /// measured where they go or the inset they leave).
  public static let verticalBarNavigationWidthMissing = MissingValue(
    "the vertical bar column with a navigation bar or toolbar in it (only the tab bar's is"
      + " measured)", rule: "R20.2")

  /// R18.3: no source printed the window controls' frame.
  public static let windowControlsMissing = MissingValue(
    "the iPadOS 26 window controls' frame", rule: "R18.3")

  /// R18.4: the corner adaptation of a layout region (`layoutGuide(for:)` with a
  /// `cornerAdaptation`), in points per edge: zero (the plain region) without window controls,
  /// where no corner value is measured (model choice); the missing value with window controls,
  /// whose size no source gives; before iOS 26 the API does not exist.
  public var cornerAdaptationMissing: MissingValue? {
    if ios < IOSBehaviour.windowControlsIntroduced {
      return MissingValue(
        "layout regions with a corner adaptation before iOS 26 (the API is iOS 26+)",
        rule: "R18.4")
    }
    guard windowControls else { return nil }
    if suppliedWindowControlsFrame != nil {
      // A supplied frame says where the controls are, not how far UIKit insets a region around
      // them: no source gives that amount (R18.4).
      return MissingValue(
        "how far a corner-adapted layout region avoids the window controls (their supplied"
          + " frame does not give the amount)", rule: "R18.4")
    }
    return MissingValue(
      "the window controls' size, which a corner-adapted layout region avoids", rule: "R18.4")
  }
}

/// A window value no source gives (R18.3, R18.4), as an error value.
public struct MissingWindowValue: Error, Hashable, Sendable {
  public var value: MissingValue
}

extension Device {
  /// Whether the device is one display of a device with two (``Environment/display``; the
  /// catalog's iPhone Duo, or a custom device with `displays:`, R20.1).
  public var hasTwoDisplays: Bool { display != nil }

  /// A rectangle in portrait screen coordinates moved into `orientation`'s screen coordinates
  /// (landscape-left puts the portrait top on the right).
  public func rotate(portrait rect: CGRect, to orientation: Orientation) -> CGRect {
    let width = portraitSize.width
    let height = portraitSize.height
    switch orientation {
    case .portrait:
      return rect
    case .portraitUpsideDown:
      return CGRect(
        x: width - rect.maxX, y: height - rect.maxY, width: rect.width, height: rect.height)
    case .landscapeLeft:
      return CGRect(x: height - rect.maxY, y: rect.minX, width: rect.height, height: rect.width)
    case .landscapeRight:
      return CGRect(x: rect.minY, y: width - rect.maxX, width: rect.height, height: rect.width)
    }
  }
}

/// Portrait or landscape, whichever way up: what a custom device's display describes and where
/// a vertical bar column is (R20.1, R20.2).
public enum OrientationKind: String, Hashable, Sendable, CaseIterable, Comparable {
  case portrait, landscape

  /// The kind of `orientation`.
  public init(_ orientation: Orientation) {
    self = orientation.isLandscape ? .landscape : .portrait
  }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
  }
}

/// The vertical bar column of a device like the iPhone Duo (R20.2): from iOS 27 container bars
/// (navigation bar, toolbar, tab bar) move into one vertical bar along a side edge of the screen;
/// hand-made bars do not.
public struct VerticalBarColumn: Hashable, Sendable {
  /// The side edge, in the current interface orientation (the catalog knows no per-pose edge;
  /// a custom device says which).
  public enum Edge: String, Hashable, Sendable, CaseIterable {
    case left, right
  }

  public var edge: Edge
  /// The column's width in points with no container bar in it: the status bar and the island's
  /// strip (the safe area gives it on this edge).
  public var width: CGFloat
  /// The column's width in points while container bars (navigation bar, toolbar, tab bar) share
  /// it, or `nil` where no source gives it: then a visible container bar is a missing value
  /// (R20.2), never a guess.
  public var widthWithBars: CGFloat?
  /// The orientations the column is in (both by default); in the others the display has no
  /// column and its bars stay horizontal.
  public var orientations: [OrientationKind]
  /// The column's width in points with a tab bar (and no other container bar) in it, where a
  /// source measured that but not the navigation bar's or toolbar's share (the iPhone Duo's
  /// outer display: the tab bar lies inside the 84-pt column); ``widthWithBars`` wins where
  /// both are given. `nil`: a tab bar is a missing value like the other bars.
  public var widthWithTabBar: CGFloat?
  /// The column's edge in landscape-right where it is not ``edge`` (the column follows a
  /// physical edge, so turning the device over moves it to the other side: the iPhone Duo's
  /// outer display, right in landscape-left and left in landscape-right); `nil`: ``edge`` in
  /// every orientation.
  public var landscapeRightEdge: Edge?

  public init(
    edge: Edge, width: CGFloat, widthWithBars: CGFloat? = nil,
    orientations: [OrientationKind] = OrientationKind.allCases,
    widthWithTabBar: CGFloat? = nil, landscapeRightEdge: Edge? = nil
  ) {
    self.edge = edge
    self.width = width
    self.widthWithBars = widthWithBars
    self.orientations = orientations
    self.widthWithTabBar = widthWithTabBar
    self.landscapeRightEdge = landscapeRightEdge
  }

  /// Whether the column is there in `orientation`.
  public func isPresent(in orientation: Orientation) -> Bool {
    orientations.contains(OrientationKind(orientation))
  }

  /// The column's edge in `orientation` (``landscapeRightEdge`` in landscape-right where given).
  public func edge(in orientation: Orientation) -> Edge {
    orientation == .landscapeRight ? (landscapeRightEdge ?? edge) : edge
  }

  /// The width with a tab bar in the column: ``widthWithBars``, else ``widthWithTabBar``.
  public var tabBarWidth: CGFloat? { widthWithBars ?? widthWithTabBar }

  /// Whether the column, and with it the window's side insets, changes sides in
  /// landscape-right (``landscapeRightEdge`` is the other edge).
  public var flipsInLandscapeRight: Bool {
    landscapeRightEdge.map { $0 != edge } ?? false
  }
}

/// A region the system reserves (R20.3, `UIView.reservedRegions(kind:options:)`): reported beside
/// the safe area, never inside it.
public struct ReservedRegion: Hashable, Sendable {
  /// `.division` (the fold) or `.occlusion` (a camera under the display).
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    case division, occlusion
  }

  public var kind: Kind
  /// The region in portrait screen points.
  public var frame: CGRect

  public init(kind: Kind, frame: CGRect) {
    self.kind = kind
    self.frame = frame
  }
}

extension Environment {
  /// R20.2: the vertical bar column in window coordinates, from iOS 27 on a device that has one.
  public var verticalBarColumn: CGRect? {
    guard ios >= IOSBehaviour.resizablePhoneApps, let column = device.verticalBar,
      column.isPresent(in: orientation)
    else {
      return nil
    }
    return columnInWindow(edge: column.edge(in: orientation), width: column.width)
  }

  /// R20.2: the vertical bar column in window coordinates while container bars share it (its
  /// ``VerticalBarColumn/widthWithBars``), from iOS 27 on a device that gives that width; `nil`
  /// where there is no column or its width with bars is unknown.
  public var verticalBarColumnWithBars: CGRect? {
    guard verticalBarColumn != nil, let column = device.verticalBar,
      let width = column.widthWithBars
    else { return nil }
    return columnInWindow(edge: column.edge(in: orientation), width: width)
  }

  /// R20.2: the vertical bar column in window coordinates while a tab bar (and no other
  /// container bar) is in it (``VerticalBarColumn/tabBarWidth``), from iOS 27 on a device that
  /// gives that width; `nil` where there is no column or its width with a tab bar is unknown.
  public var verticalBarColumnWithTabBar: CGRect? {
    guard verticalBarColumn != nil, let column = device.verticalBar,
      let width = column.tabBarWidth
    else { return nil }
    return columnInWindow(edge: column.edge(in: orientation), width: width)
  }

  /// The part of a full-height column of `width` along the screen's `edge` that the window
  /// covers, in window coordinates; `nil` unless the window reaches that edge of the screen (a
  /// window away from it, such as a resizable window in the middle, has no system column).
  private func columnInWindow(edge: VerticalBarColumn.Edge, width: CGFloat) -> CGRect? {
    let screen = screenBounds
    let x = edge == .left ? screen.minX : screen.maxX - width
    let window = windowFrame
    let reaches =
      edge == .left
      ? window.minX <= screen.minX + PointFormat.epsilon
      : window.maxX >= screen.maxX - PointFormat.epsilon
    guard reaches else { return nil }
    let rect = CGRect(x: x, y: screen.minY, width: width, height: screen.height)
      .intersection(window)
    guard !rect.isNull, rect.width > 0 else { return nil }
    return rect.offsetBy(dx: -window.minX, dy: -window.minY)
  }

  /// R20.3: the device's reserved regions in window coordinates (the model treats every region
  /// the device lists as active: the file describes the pose and the camera's state).
  public var reservedRegionFrames: [(kind: ReservedRegion.Kind, frame: CGRect)] {
    let window = windowFrame
    return device.reservedRegions.map {
      (
        $0.kind,
        device.rotate(portrait: $0.frame, to: orientation).offsetBy(
          dx: -window.minX, dy: -window.minY)
      )
    }
  }
}

extension BarMetrics {
  /// These metrics with the navigation bar, tab bar and toolbar all carrying `missing`.
  fileprivate func withContainerBarsMissing(_ missing: MissingValue) -> BarMetrics {
    var metrics = self
    metrics.navigationBarMissing = missing
    metrics.tabBarMissing = missing
    metrics.toolbarMissing = missing
    return metrics
  }
}
