import DeviceCatalog
import Foundation

/// UIKit's `UIScrollViewDelegate`, reduced to what layout calls.
@MainActor
public protocol UIScrollViewDelegate: AnyObject {
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}

/// UIKit's `UIScrollView`: content insets adjusted by the safe area per
/// `contentInsetAdjustmentBehavior` (R4), and under iOS 10 behaviour by the controller's layout
/// guides (R5).
@MainActor
open class UIScrollView: UIView {
  public typealias ContentInsetAdjustmentBehavior = HeadlessUIKit.ContentInsetAdjustmentBehavior

  public var contentSize: CGSize = .zero {
    didSet { needsLayout = true }
  }

  /// The custom inset (under iOS 10 behaviour it includes the automatic adjustment, as UIKit
  /// reported it then: R5.1).
  public var contentInset: UIEdgeInsets = .zero {
    didSet { needsLayout = true }
  }

  /// The scroll position: the bounds' origin.
  public var contentOffset: CGPoint {
    get { storedBoundsOrigin }
    set { storedBoundsOrigin = newValue }
  }

  public func setContentOffset(_ offset: CGPoint, animated: Bool) {
    contentOffset = offset
  }

  public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
    didSet { needsLayout = true }
  }

  public var isScrollEnabled = true
  public var alwaysBounceVertical = false
  public var alwaysBounceHorizontal = false
  public var automaticallyAdjustsScrollIndicatorInsets = true
  public var verticalScrollIndicatorInsetsCustom: UIEdgeInsets = .zero
  public var horizontalScrollIndicatorInsetsCustom: UIEdgeInsets = .zero
  public weak var delegate: (any UIScrollViewDelegate)?

  /// The inset the content really gets: `contentInset` plus the safe-area edges the behaviour
  /// allows (R4.1). Zero-adjusted under iOS 10 behaviour (where the property does not exist).
  public private(set) var adjustedContentInset: UIEdgeInsets = .zero
  /// The gate computed at the last layout (for `explain`).
  public private(set) var adjustmentGate: InsetAdjustmentGate?

  /// The part of `contentInset` that iOS 7–10's `automaticallyAdjustsScrollViewInsets` wrote
  /// (R5.1), so that a later pass replaces it instead of adding it again.
  var legacyAdjustment: UIEdgeInsets = .zero

  /// R4.10: the effective insets of the vertical indicator: the custom ones
  /// (`verticalScrollIndicatorInsetsCustom`, UIKit's setter) plus the whole safe area when
  /// `automaticallyAdjustsScrollIndicatorInsets`, whatever the content-inset behaviour.
  public var verticalScrollIndicatorInsets: UIEdgeInsets {
    ScrollViewRules.indicatorInsets(
      custom: verticalScrollIndicatorInsetsCustom, safeArea: safeAreaInsets,
      automaticallyAdjusts: automaticallyAdjustsScrollIndicatorInsets)
  }

  public var horizontalScrollIndicatorInsets: UIEdgeInsets {
    ScrollViewRules.indicatorInsets(
      custom: horizontalScrollIndicatorInsetsCustom, safeArea: safeAreaInsets,
      automaticallyAdjusts: automaticallyAdjustsScrollIndicatorInsets)
  }

  /// Called when `adjustedContentInset` changed (R4.9).
  open func adjustedContentInsetDidChange() {}

  /// The controller whose scroll view this is for `.automatic` (R4.6a): the controller's root
  /// view, or the root view's first subview.
  var owningControllerForAdjustment: UIViewController? {
    if let controller = owningViewController, controller.viewIfLoaded === self { return controller }
    if let superview, superview.subviews.first === self,
      let controller = superview.owningViewController, controller.viewIfLoaded === superview
    {
      return controller
    }
    return nil
  }

  /// R4.12: the container that forces `.automatic`'s vertical edges, if any.
  var forcingContainer: ScrollViewRules.ForcingContainer? {
    guard let controller = owningControllerForAdjustment,
      controller.automaticallyAdjustsScrollViewInsets
    else { return nil }
    if controller.navigationController != nil { return .navigation }
    if controller.tabBarController != nil { return .tabBar }
    return nil
  }

  func updateAdjustedContentInset(in window: UIWindow) {
    guard window.environment.ios >= IOSBehaviour.safeAreaIntroduced else { return }
    let scrollable = ScrollViewRules.scrollableAxes(
      contentSize: contentSize, boundsSize: bounds.size,
      alwaysBounceVertical: alwaysBounceVertical, alwaysBounceHorizontal: alwaysBounceHorizontal,
      isScrollEnabled: isScrollEnabled)
    let gate = ScrollViewRules.gate(
      behavior: contentInsetAdjustmentBehavior, scrollable: scrollable,
      forcingContainer: forcingContainer)
    adjustmentGate = gate
    var adjusted = ScrollViewRules.adjustedContentInset(
      contentInset: contentInset, safeArea: safeAreaInsets, gate: gate)
    if window.keyboardFrame.height > 0, self is UITableView, let controller = owningViewController,
      controller.viewIfLoaded === self, holdsFirstResponder
    {
      // R16.5: a table controller's table (a controller's root scroll view) holding the first
      // responder absorbs the keyboard's overlap; its safe area does not change.
      adjusted.bottom = KeyboardRules.adjustedBottom(
        withoutKeyboard: adjusted.bottom, contentInsetBottom: contentInset.bottom,
        frameInWindow: frameInWindow, keyboardFrame: window.keyboardFrame)
    }
    guard adjusted != adjustedContentInset else { return }
    let old = adjustedContentInset
    adjustedContentInset = adjusted
    if isScrollEnabled {  // R4.3a: no offset change while scrolling is disabled
      contentOffset = ScrollViewRules.restingOffset(
        current: contentOffset, oldAdjusted: old, newAdjusted: adjusted)
    }
    window.record(.adjustedContentInsetDidChange, self)
    adjustedContentInsetDidChange()
    delegate?.scrollViewDidChangeAdjustedContentInset(self)
  }

  /// The range of `contentOffset` the user can scroll through.
  public var contentOffsetRange: (min: CGPoint, max: CGPoint) {
    ScrollViewRules.offsetRange(
      contentSize: contentSize, boundsSize: bounds.size, adjusted: effectiveContentInset)
  }

  public var minContentOffset: CGPoint { contentOffsetRange.min }
  public var maxContentOffset: CGPoint { contentOffsetRange.max }

  /// The inset scrolling honours: `adjustedContentInset`, or under iOS 10 `contentInset`.
  var effectiveContentInset: UIEdgeInsets {
    if let window, window.environment.ios < IOSBehaviour.safeAreaIntroduced { return contentInset }
    return adjustedContentInset
  }

  /// The part of the content (content coordinates) that can never be scrolled fully into the
  /// visible, safe part of the screen (empty when all of it can).
  public var unreachableContent: CGRect {
    guard let window else { return .zero }
    var host: UIView? = self
    while let candidate = host {
      if let controller = candidate.owningViewController, controller.viewIfLoaded === candidate {
        break
      }
      host = candidate.superview
    }
    let safeFrameInWindow: CGRect
    if let host {
      let safe: CGRect
      if window.environment.ios < IOSBehaviour.safeAreaIntroduced,
        let controller = host.owningViewController
      {
        let insets = UIEdgeInsets(
          top: controller.topLayoutGuide.length, left: 0,
          bottom: controller.bottomLayoutGuide.length,
          right: 0)
        safe = host.bounds.inset(by: insets)
      } else {
        safe = host.safeAreaLayoutGuide.layoutFrame
      }
      safeFrameInWindow = host.convert(safe, to: nil).intersection(window.bounds)
    } else {
      safeFrameInWindow = window.bounds
    }
    let origin = frameInWindow.origin
    let visible = CGRect(
      x: safeFrameInWindow.minX - origin.x, y: safeFrameInWindow.minY - origin.y,
      width: safeFrameInWindow.width, height: safeFrameInWindow.height
    ).intersection(CGRect(origin: .zero, size: bounds.size))
    guard !visible.isNull, visible.width > 0, visible.height > 0 else {
      return CGRect(origin: .zero, size: contentSize)
    }
    return ScrollViewRules.unreachableContent(
      contentSize: contentSize, offsetRange: contentOffsetRange, visibleRect: visible,
      checksHorizontal: contentSize.width > bounds.width + PointFormat.epsilon
        || alwaysBounceHorizontal)
  }
}
