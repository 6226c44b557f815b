import DeviceCatalog
import Foundation

/// The rules by which safe-area insets propagate (sections 1 and 2 of `UIKitRules.md`). Pure
/// functions: the classes call them.
public enum SafeAreaRules {
  /// R2.3: one edge of a view's inset is its superview's inset on that edge minus the view's
  /// inward distance from that edge, floored at 0 and capped at the superview's inset (R2.3a).
  @inlinable
  public static func overlapInset(parentInset: CGFloat, distance: CGFloat) -> CGFloat {
    if parentInset <= 0 { return 0 }
    let value = parentInset - distance
    if value <= 0 { return 0 }
    return value < parentInset ? value : parentInset
  }

  /// The inward distances of `frame`'s edges from `container`'s edges (negative when the frame
  /// runs past that edge).
  @inlinable
  public static func distances(of frame: CGRect, in container: CGRect) -> UIEdgeInsets {
    UIEdgeInsets(
      top: frame.minY - container.minY, left: frame.minX - container.minX,
      bottom: container.maxY - frame.maxY, right: container.maxX - frame.maxX)
  }

  /// R2.3 on every edge: the insets of a view with `frame` (in its superview's coordinates) whose
  /// superview has `parentInsets` and `parentBounds`.
  @inlinable
  public static func overlapInsets(
    parentInsets: UIEdgeInsets, parentBounds: CGRect, frame: CGRect
  ) -> UIEdgeInsets {
    if parentInsets == .zero { return .zero }
    let d = distances(of: frame, in: parentBounds)
    return UIEdgeInsets(
      top: overlapInset(parentInset: parentInsets.top, distance: d.top),
      left: overlapInset(parentInset: parentInsets.left, distance: d.left),
      bottom: overlapInset(parentInset: parentInsets.bottom, distance: d.bottom),
      right: overlapInset(parentInset: parentInsets.right, distance: d.right))
  }

  /// R2.2, R3.6: a controller's root view gets the overlap of the region its container leaves
  /// unsafe, plus the controller's `additionalSafeAreaInsets`.
  @inlinable
  public static func rootViewInsets(
    provided: UIEdgeInsets, containerBounds: CGRect, frame: CGRect, additional: UIEdgeInsets
  ) -> UIEdgeInsets {
    overlapInsets(parentInsets: provided, parentBounds: containerBounds, frame: frame) + additional
  }

  /// R1.4, R1.4a: whether the status bar shows. A controller's `prefersStatusBarHidden` (whose
  /// default is true in a vertically compact environment) decides, unless the device cannot show
  /// it in this orientation (Face-ID iPhones in landscape) or the app hides it everywhere.
  public static func isStatusBarVisible(
    device: Device, orientation: Orientation, prefersHidden: Bool, appHidesStatusBar: Bool
  ) -> Bool {
    !appHidesStatusBar && !prefersHidden && device.canShowStatusBar(orientation)
  }

  /// R1.9: the `UIWindow`'s own `safeAreaInsets`. On iOS 11 a device without a sensor housing
  /// leaves the status bar out of the window's insets (root views still include it); from iOS 12,
  /// and on every device with a housing, the window reports the screen's unsafe region.
  public static func windowReportedInsets(
    screenInsets: UIEdgeInsets, device: Device, ios: Int
  ) -> UIEdgeInsets {
    if ios == 11, device.housing.kind == .none, !device.hasHomeIndicator {
      return .zero
    }
    return screenInsets
  }
}
