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
      flexibleLength: mask.contains(.flexibleWidth), flexibleEnd: mask.contains(.flexibleRightMargin))
    let y = resizeAxis(
      start: frame.minY, length: frame.height, oldTotal: oldSuperviewSize.height,
      newTotal: newSuperviewSize.height, flexibleStart: mask.contains(.flexibleTopMargin),
      flexibleLength: mask.contains(.flexibleHeight), flexibleEnd: mask.contains(.flexibleBottomMargin))
    return CGRect(x: x.start, y: y.start, width: x.length, height: y.length)
  }

  static func resizeAxis(
    start: CGFloat, length: CGFloat, oldTotal: CGFloat, newTotal: CGFloat,
    flexibleStart: Bool, flexibleLength: Bool, flexibleEnd: Bool
  ) -> (start: CGFloat, length: CGFloat) {
    let delta = newTotal - oldTotal
    let end = oldTotal - start - length
    let parts: [(Bool, CGFloat)] = [(flexibleStart, start), (flexibleLength, length), (flexibleEnd, end)]
    let flexible = parts.filter { $0.0 }
    guard delta != 0, !flexible.isEmpty else { return (start, length) }
    let total = flexible.reduce(0) { $0 + max(0, $1.1) }
    func share(_ part: (Bool, CGFloat)) -> CGFloat {
      guard part.0 else { return 0 }
      if total > 0 { return delta * max(0, part.1) / total }
      return delta / CGFloat(flexible.count)
    }
    let newStart = start + share(parts[0])
    let newLength = max(0, length + share(parts[1]))
    return (newStart, newLength)
  }
}
