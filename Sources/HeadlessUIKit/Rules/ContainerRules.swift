import DeviceCatalog
import Foundation

/// How container controllers place bars and their children's views (section 3 of
/// `UIKitRules.md`).
public enum ContainerRules {
  /// R3.3: a bar whose `isTranslucent` was never set is translucent unless its background image
  /// is completely opaque.
  public static func isTranslucent(explicit: Bool?, backgroundImage: UIImage?) -> Bool {
    if let explicit { return explicit }
    if let backgroundImage, backgroundImage.isOpaque { return false }
    return true
  }

  /// R3.1, R3.2, R3.4: whether a child's view extends under a visible bar on `edge`: the edge
  /// must be in `edgesForExtendedLayout`, and the bar translucent or the controller
  /// `extendedLayoutIncludesOpaqueBars`.
  public static func extendsUnderBar(
    edge: UIRectEdge, edgesForExtendedLayout: UIRectEdge, barIsTranslucent: Bool,
    extendedLayoutIncludesOpaqueBars: Bool
  ) -> Bool {
    edgesForExtendedLayout.contains(edge) && (barIsTranslucent || extendedLayoutIncludesOpaqueBars)
  }

  /// R1.6, R1.8, R3.8, R17.1: the navigation bar's frame in the navigation controller's view.
  ///
  /// - Parameters:
  ///   - containerBounds: the navigation controller's view bounds.
  ///   - containerSafeTop: that view's top safe-area inset.
  ///   - windowBarTop: the bar's top below the container's top edge when a rule places it: the
  ///     catalog's window position when the container's top edge is the window's top (R1.6), or
  ///     iOS 26's ``floatingNavigationBarTop(containerSafeTop:minimum:)`` (R17.1); else `nil`
  ///     (the container's top inset).
  ///   - height: the standard bar height for the environment (R1.8).
  ///   - largeTitleExtra: the extra height of an expanded large title (R3.8), or 0.
  public static func navigationBarFrame(
    containerBounds: CGRect, containerSafeTop: CGFloat, windowBarTop: CGFloat?,
    height: CGFloat, largeTitleExtra: CGFloat
  ) -> CGRect {
    let top = containerBounds.minY + (windowBarTop ?? containerSafeTop)
    return CGRect(
      x: containerBounds.minX, y: top, width: containerBounds.width,
      height: height + largeTitleExtra)
  }

  /// R13.8: iOS 13–18: a navigation bar at the top of a sheet is 56 tall at y 0 in the sheet.
  public static let sheetNavigationBarHeight: CGFloat = 56

  /// R17.1: from iOS 26 the navigation bar's top, in the navigation view's coordinates, is
  /// `max(that view's top safe-area inset, minimum)`: 10 in regular height, 24 in compact height
  /// (``BarMetrics/navigationBarMinimumTop``).
  public static func floatingNavigationBarTop(containerSafeTop: CGFloat, minimum: CGFloat)
    -> CGFloat
  {
    max(containerSafeTop, minimum)
  }

  /// R17.2: the iOS 26 phone tab bar is a fixed region at the container's bottom, whatever the
  /// bottom inset (83 pt, so 83 on a home-button phone too).
  public static func floatingTabBarFrame(containerBounds: CGRect, regionHeight: CGFloat) -> CGRect {
    CGRect(
      x: containerBounds.minX, y: containerBounds.maxY - regionHeight,
      width: containerBounds.width, height: regionHeight)
  }

  /// R17.2: the floating tab bar's platter, in the tab bar's coordinates: `n × itemWidth +
  /// padding` wide, centred, `height` tall at the region's top; `nil` when it would not fit the
  /// bar (widths measured only for few items: the platter of a crowded bar is not modelled).
  public static func tabBarPlatterFrame(
    barWidth: CGFloat, itemCount: Int, metrics: TabBarPlatterMetrics
  ) -> CGRect? {
    let width = CGFloat(max(1, itemCount)) * metrics.itemWidth.value + metrics.padding.value
    guard width <= barWidth else { return nil }
    return CGRect(
      x: (barWidth - width) / 2, y: 0, width: width, height: metrics.height.value)
  }

  /// R3.7, R1.8a: a bottom bar (tab bar or toolbar) is its bar height plus the container's
  /// bottom safe-area inset, and sits at the container's bottom.
  public static func bottomBarFrame(
    containerBounds: CGRect, containerSafeBottom: CGFloat, height: CGFloat
  ) -> CGRect {
    let total = height + containerSafeBottom
    return CGRect(
      x: containerBounds.minX, y: containerBounds.maxY - total, width: containerBounds.width,
      height: total)
  }

  /// R20.2: the vertical bar column (window coordinates) in a container's own coordinates, full
  /// height, where the container reaches the column's edge of the window; `nil` where it does
  /// not (a container away from the column, such as a split view's primary column: in a split
  /// view only the detail column takes part, and no source says how the others' bars look).
  public static func verticalBarFrame(
    column: CGRect, edge: VerticalBarColumn.Edge, containerFrameInWindow: CGRect,
    containerBounds: CGRect
  ) -> CGRect? {
    let reaches =
      edge == .right
      ? containerFrameInWindow.maxX >= column.maxX - PointFormat.epsilon
      : containerFrameInWindow.minX <= column.minX + PointFormat.epsilon
    let overlap = column.intersection(containerFrameInWindow)
    guard reaches, !overlap.isNull, overlap.width > PointFormat.epsilon,
      overlap.height > PointFormat.epsilon
    else { return nil }
    return CGRect(
      x: overlap.minX - containerFrameInWindow.minX + containerBounds.minX,
      y: overlap.minY - containerFrameInWindow.minY + containerBounds.minY,
      width: overlap.width, height: overlap.height)
  }

  /// R20.2: how far a vertical bar (in the container's coordinates) reaches in from the
  /// container's `edge`: what it adds, at most, to the child's inset on that edge.
  public static func verticalBarInset(
    bar: CGRect, edge: VerticalBarColumn.Edge, containerBounds: CGRect
  ) -> CGFloat {
    edge == .right ? containerBounds.maxX - bar.minX : bar.maxX - containerBounds.minX
  }

  /// The frame a container gives its child's view beside a vertical bar (R20.2): its own
  /// bounds, or, when the child does not extend under the bar, the part beside it.
  public static func childFrame(
    containerBounds: CGRect, verticalBar: CGRect, edge: VerticalBarColumn.Edge,
    extendsUnderBar: Bool
  ) -> CGRect {
    guard !extendsUnderBar else { return containerBounds }
    var frame = containerBounds
    if edge == .right {
      frame.size.width = max(0, verticalBar.minX - containerBounds.minX)
    } else {
      frame.origin.x = verticalBar.maxX
      frame.size.width = max(0, containerBounds.maxX - verticalBar.maxX)
    }
    return frame
  }

  /// The frame a container gives its child's view: its own bounds, shortened on the top and
  /// bottom by the bars the child does not extend under.
  public static func childFrame(
    containerBounds: CGRect, topBarMaxY: CGFloat?, extendsUnderTop: Bool,
    bottomBarMinY: CGFloat?, extendsUnderBottom: Bool
  ) -> CGRect {
    var minY = containerBounds.minY
    var maxY = containerBounds.maxY
    if let topBarMaxY, !extendsUnderTop { minY = topBarMaxY }
    if let bottomBarMinY, !extendsUnderBottom { maxY = bottomBarMinY }
    return CGRect(
      x: containerBounds.minX, y: minY, width: containerBounds.width, height: max(0, maxY - minY))
  }
}
