import DeviceCatalog
import Foundation

/// iOS 7–10's `automaticallyAdjustsScrollViewInsets` (section 5 of `UIKitRules.md`).
enum LegacyScrollViewInsets {
  /// R5.2 (model choice, see UIKitRules.md): the scroll view adjusted is the controller's root
  /// view if it is one, else the root view's first subview if that is one; nothing else.
  @MainActor
  static func adjustedScrollView(of controller: UIViewController) -> UIScrollView? {
    guard let view = controller.viewIfLoaded else { return nil }
    if let scrollView = view as? UIScrollView { return scrollView }
    return view.subviews.first as? UIScrollView
  }

  /// R5.1, R5.3: writes the layout-guide lengths into `contentInset` (replacing what an earlier
  /// pass wrote), ignoring the scroll view's frame, and moves the offset to the new resting
  /// position. Opaque bars give a zero guide (R5.4), so they add nothing.
  @MainActor
  static func apply(to controller: UIViewController) {
    guard controller.automaticallyAdjustsScrollViewInsets,
      let scrollView = adjustedScrollView(of: controller)
    else { return }
    let adjustment = UIEdgeInsets(
      top: controller.topLayoutGuide.length, left: 0,
      bottom: controller.bottomLayoutGuide.length, right: 0)
    let previous = scrollView.legacyAdjustment
    guard adjustment != previous else { return }
    var inset = scrollView.contentInset
    inset.top += adjustment.top - previous.top
    inset.bottom += adjustment.bottom - previous.bottom
    let oldInset = scrollView.contentInset
    scrollView.contentInset = inset
    scrollView.legacyAdjustment = adjustment
    scrollView.contentOffset = ScrollViewRules.restingOffset(
      current: scrollView.contentOffset, oldAdjusted: oldInset, newAdjusted: inset)
  }
}
