import DeviceCatalog
import Foundation

/// The docked keyboard and what it covers (§16 of `UIKitRules.md`).
public enum KeyboardRules {
  /// R16.4: `keyboardLayoutGuide.layoutFrame` in `view`'s coordinates. With the docked keyboard
  /// shown: the full width, from the keyboard's top to the view's bottom (a view whose bottom is
  /// above the keyboard gets a zero-height guide at its bottom edge — model choice). Hidden: on
  /// the safe area's bottom with the bottom inset's height (`usesBottomSafeArea`), or at the
  /// bottom, 0 tall.
  @MainActor
  public static func layoutFrame(of view: UIView, usesBottomSafeArea: Bool) -> CGRect {
    let bounds = view.bounds
    if let window = view.window, window.keyboardFrame.height > 0 {
      let top = view.convert(window.keyboardFrame.origin, from: nil).y
      let minY = min(max(top, bounds.minY), bounds.maxY)
      return CGRect(x: bounds.minX, y: minY, width: bounds.width, height: bounds.maxY - minY)
    }
    let height = usesBottomSafeArea ? view.safeAreaInsets.bottom : 0
    return CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
  }

  /// R16.5: the bottom of `adjustedContentInset` for a table controller's table holding the first
  /// responder: the larger of its bottom without the keyboard and the keyboard's overlap with the
  /// table (`maxY − keyboard.minY` in window space). The overlap never enters the safe area.
  public static func adjustedBottom(
    withoutKeyboard bottom: CGFloat, contentInsetBottom: CGFloat, frameInWindow: CGRect,
    keyboardFrame: CGRect
  ) -> CGFloat {
    let overlap = max(0, frameInWindow.maxY - keyboardFrame.minY)
    return max(bottom, contentInsetBottom + overlap)
  }
}
