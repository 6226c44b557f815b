import DeviceCatalog
import Foundation

/// Layout margins (section 8 of `UIKitRules.md`).
public enum MarginRules {
  /// R8.1: the default margins of a view that is not a controller's root view.
  public static let defaultMargins = NSDirectionalEdgeInsets(
    top: 8, leading: 8, bottom: 8, trailing: 8)

  /// R8.2: the system minimum margins of a root view: leading and trailing 16 in a compact-width
  /// environment, 20 in a regular one; top and bottom 0 (R8.3a).
  public static func systemMinimumMargins(horizontalSizeClass: SizeClass)
    -> NSDirectionalEdgeInsets
  {
    let side: CGFloat = horizontalSizeClass == .regular ? 20 : 16
    return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
  }

  /// R8.2: a root view's own margins are never smaller than the system minimum while the
  /// controller respects it.
  public static func rootOwnMargins(
    custom: NSDirectionalEdgeInsets?, systemMinimum: NSDirectionalEdgeInsets,
    respectsSystemMinimum: Bool
  ) -> UIEdgeInsets {
    guard let custom else { return systemMinimum.edgeInsets }
    guard respectsSystemMinimum else { return custom.edgeInsets }
    return custom.edgeInsets.edgewiseMax(systemMinimum.edgeInsets)
  }

  /// R8.3, R8.3a, R8.4: the effective `layoutMargins`: own margins plus the safe area per edge when
  /// `insetsLayoutMarginsFromSafeArea`; with `preservesSuperviewLayoutMargins`, at least the part of
  /// the superview's margins that reaches into the view.
  public static func effectiveMargins(
    own: UIEdgeInsets, safeArea: UIEdgeInsets, insetsFromSafeArea: Bool,
    superviewMargins: UIEdgeInsets?, distances: UIEdgeInsets
  ) -> UIEdgeInsets {
    var result = insetsFromSafeArea ? own + safeArea : own
    if let superviewMargins {
      for edge in RectEdge.allCases {
        result[edge] = max(result[edge], superviewMargins[edge] - distances[edge])
      }
    }
    return result
  }

  /// R8.5: the readable width at the default content size (Large).
  public static let readableWidth: CGFloat = 672

  /// R8.5: the readable content guide lies inside the margins guide, as wide as the readable
  /// width at most, centred.
  public static func readableContentFrame(marginsFrame: CGRect) -> CGRect {
    guard marginsFrame.width > readableWidth else { return marginsFrame }
    let inset = (marginsFrame.width - readableWidth) / 2
    return CGRect(
      x: marginsFrame.minX + inset, y: marginsFrame.minY, width: readableWidth,
      height: marginsFrame.height)
  }
}
