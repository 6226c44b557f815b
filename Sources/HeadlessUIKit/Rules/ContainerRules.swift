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

  /// R1.6, R1.8, R3.8, R10.6: the navigation bar's frame in the navigation controller's view.
  ///
  /// - Parameters:
  ///   - containerBounds: the navigation controller's view bounds.
  ///   - containerSafeTop: that view's top safe-area inset.
  ///   - windowBarTop: where the catalog puts the bar's top in window coordinates when the
  ///     container's top edge is the window's top (R1.6), else `nil`.
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
