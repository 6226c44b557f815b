import Foundation

/// Autoresizing (R12.1 of `Documentation/UIKitRules.md`): when a superview's size changes, a
/// subview's flexible margins and dimension share the change along each axis in proportion to
/// their current lengths; equally when those lengths are all zero.
public enum Autoresizing {
  /// The new frame of a subview with `mask` when its superview goes from `oldSuperviewSize` to
  /// `newSuperviewSize`.
  public static func resize(
    frame: CGRect, mask: UIView.AutoresizingMask, oldSuperviewSize: CGSize,
    newSuperviewSize: CGSize
  ) -> CGRect {
    let x = resizeAxis(
      start: frame.minX, length: frame.width, oldTotal: oldSuperviewSize.width,
      newTotal: newSuperviewSize.width, flexibleStart: mask.contains(.flexibleLeftMargin),
      flexibleLength: mask.contains(.flexibleWidth),
      flexibleEnd: mask.contains(.flexibleRightMargin))
    let y = resizeAxis(
      start: frame.minY, length: frame.height, oldTotal: oldSuperviewSize.height,
      newTotal: newSuperviewSize.height, flexibleStart: mask.contains(.flexibleTopMargin),
      flexibleLength: mask.contains(.flexibleHeight),
      flexibleEnd: mask.contains(.flexibleBottomMargin))
    return CGRect(x: x.start, y: y.start, width: x.length, height: y.length)
  }

  static func resizeAxis(
    start: CGFloat, length: CGFloat, oldTotal: CGFloat, newTotal: CGFloat,
    flexibleStart: Bool, flexibleLength: Bool, flexibleEnd: Bool
  ) -> (start: CGFloat, length: CGFloat) {
    let delta = newTotal - oldTotal
    let flexibleCount = (flexibleStart ? 1 : 0) + (flexibleLength ? 1 : 0) + (flexibleEnd ? 1 : 0)
    guard delta != 0, flexibleCount > 0 else { return (start, length) }
    let startPart = flexibleStart ? max(0, start) : 0
    let lengthPart = flexibleLength ? max(0, length) : 0
    let endPart = flexibleEnd ? max(0, oldTotal - start - length) : 0
    let total = startPart + lengthPart + endPart
    func share(_ flexible: Bool, _ part: CGFloat) -> CGFloat {
      guard flexible else { return 0 }
      return total > 0 ? delta * part / total : delta / CGFloat(flexibleCount)
    }
    return (
      start + share(flexibleStart, startPart), max(0, length + share(flexibleLength, lengthPart))
    )
  }
}
