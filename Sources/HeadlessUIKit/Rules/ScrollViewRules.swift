import DeviceCatalog
import Foundation

/// `UIScrollView.ContentInsetAdjustmentBehavior`.
public enum ContentInsetAdjustmentBehavior: String, Sendable, CaseIterable {
  case automatic, scrollableAxes, never, always
}

/// Which edges of a scroll view's safe area enter its `adjustedContentInset`, and why.
public struct InsetAdjustmentGate: Hashable, Sendable {
  public var vertical: Bool
  public var horizontal: Bool
  /// Edges `.automatic` adjusts whatever the scrollability (R4.12).
  public var forcedTop: Bool
  public var forcedBottom: Bool
  /// A sentence for `explain`.
  public var reason: String

  /// Whether `edge` is adjusted.
  public func adjusts(_ edge: RectEdge) -> Bool {
    switch edge {
    case .top: vertical || forcedTop
    case .bottom: vertical || forcedBottom
    case .left, .right: horizontal
    }
  }
}

/// Scroll-view inset rules (section 4 of `UIKitRules.md`).
public enum ScrollViewRules {
  /// R4.3, R4.3a: an axis is scrollable when the content is larger than the frame on it or the
  /// view bounces on it, and scrolling is enabled.
  public static func scrollableAxes(
    contentSize: CGSize, boundsSize: CGSize, alwaysBounceVertical: Bool,
    alwaysBounceHorizontal: Bool, isScrollEnabled: Bool
  ) -> (vertical: Bool, horizontal: Bool) {
    guard isScrollEnabled else { return (false, false) }
    return (
      contentSize.height > boundsSize.height + PointFormat.epsilon || alwaysBounceVertical,
      contentSize.width > boundsSize.width + PointFormat.epsilon || alwaysBounceHorizontal
    )
  }

  /// The container that makes `.automatic` force vertical edges (R4.12).
  public enum ForcingContainer: Sendable, Hashable {
    /// A navigation controller: top and bottom.
    case navigation
    /// A tab bar controller without a navigation controller: the bottom.
    case tabBar
  }

  /// R4.2, R4.2a, R4.12: the gate for a behaviour.
  public static func gate(
    behavior: ContentInsetAdjustmentBehavior, scrollable: (vertical: Bool, horizontal: Bool),
    forcingContainer: ForcingContainer?
  ) -> InsetAdjustmentGate {
    switch behavior {
    case .never:
      return InsetAdjustmentGate(
        vertical: false, horizontal: false, forcedTop: false, forcedBottom: false,
        reason: ".never: contentInset is not adjusted (R4.2a)")
    case .always:
      return InsetAdjustmentGate(
        vertical: true, horizontal: true, forcedTop: false, forcedBottom: false,
        reason: ".always: contentInset + safeAreaInsets on every edge (R4.2)")
    case .scrollableAxes, .automatic:
      var gate = InsetAdjustmentGate(
        vertical: scrollable.vertical, horizontal: scrollable.horizontal, forcedTop: false,
        forcedBottom: false,
        reason: "\(behavior == .automatic ? ".automatic as .scrollableAxes" : ".scrollableAxes"):"
          + " vertical \(scrollable.vertical ? "scrollable" : "not scrollable"),"
          + " horizontal \(scrollable.horizontal ? "scrollable" : "not scrollable") (R4.3)")
      if behavior == .automatic, let forcingContainer {
        switch forcingContainer {
        case .navigation:
          gate.forcedTop = true
          gate.forcedBottom = true
          gate.reason +=
            "; inside a navigation controller top and bottom are always adjusted (R4.12)"
        case .tabBar:
          gate.forcedBottom = true
          gate.reason += "; inside a tab bar controller the bottom is always adjusted (R4.12)"
        }
      }
      return gate
    }
  }

  /// R4.1: `adjustedContentInset = contentInset + the gated edges of the scroll view's own safe
  /// area` (R4.7, R4.7a).
  public static func adjustedContentInset(
    contentInset: UIEdgeInsets, safeArea: UIEdgeInsets, gate: InsetAdjustmentGate
  ) -> UIEdgeInsets {
    var result = contentInset
    for edge in RectEdge.allCases where gate.adjusts(edge) {
      result[edge] += safeArea[edge]
    }
    return result
  }

  /// R4.10: scroll-indicator insets: the safe-area part of the adjustment when
  /// `automaticallyAdjustsScrollIndicatorInsets`, plus the custom indicator insets.
  public static func indicatorInsets(
    custom: UIEdgeInsets, safeArea: UIEdgeInsets, automaticallyAdjusts: Bool
  ) -> UIEdgeInsets {
    automaticallyAdjusts ? custom + safeArea : custom
  }

  /// R4.8: the offset keeps the content at its resting top-left when the adjusted inset changes:
  /// an offset that sat at the old resting position moves to the new one.
  public static func restingOffset(
    current: CGPoint, oldAdjusted: UIEdgeInsets, newAdjusted: UIEdgeInsets
  ) -> CGPoint {
    var offset = current
    if PointFormat.nearlyEqual(current.y, -oldAdjusted.top) { offset.y = -newAdjusted.top }
    if PointFormat.nearlyEqual(current.x, -oldAdjusted.left) { offset.x = -newAdjusted.left }
    return offset
  }

  /// The range of `contentOffset`: from `-adjusted.top/left` to
  /// `contentSize - bounds + adjusted.bottom/right` (never below the minimum).
  public static func offsetRange(
    contentSize: CGSize, boundsSize: CGSize, adjusted: UIEdgeInsets
  ) -> (min: CGPoint, max: CGPoint) {
    let minimum = CGPoint(x: -adjusted.left, y: -adjusted.top)
    let maximum = CGPoint(
      x: max(minimum.x, contentSize.width - boundsSize.width + adjusted.right),
      y: max(minimum.y, contentSize.height - boundsSize.height + adjusted.bottom))
    return (minimum, maximum)
  }

  /// The part of the content (in content coordinates) that can never be brought fully into the
  /// part of the scroll view that is visible and safe: the scroll view's bounds minus its own safe
  /// area, clipped to the superview's visible region, over the whole offset range. Empty when all
  /// of it can be reached. The horizontal extent is checked only for content that scrolls
  /// horizontally (wider than the view): content as wide as the view lies under the side insets by
  /// design (tables inset their cells' content views instead, R6.1).
  public static func unreachableContent(
    contentSize: CGSize, offsetRange: (min: CGPoint, max: CGPoint), visibleRect: CGRect,
    checksHorizontal: Bool = true
  ) -> CGRect {
    // Content point p is on screen at bounds position p - offset; it can be seen in the visible
    // rect at some offset when p lies in [visible.min + offset.min, visible.max + offset.max].
    let reachableMinY = visibleRect.minY + offsetRange.min.y
    let reachableMaxY = visibleRect.maxY + offsetRange.max.y
    if contentSize.height > reachableMaxY + PointFormat.epsilon {
      return CGRect(
        x: 0, y: max(0, reachableMaxY), width: contentSize.width,
        height: contentSize.height - max(0, reachableMaxY))
    }
    if reachableMinY > PointFormat.epsilon, contentSize.height > 0 {
      return CGRect(
        x: 0, y: 0, width: contentSize.width, height: min(reachableMinY, contentSize.height))
    }
    let reachableMaxX = visibleRect.maxX + offsetRange.max.x
    if checksHorizontal, contentSize.width > reachableMaxX + PointFormat.epsilon {
      return CGRect(
        x: max(0, reachableMaxX), y: 0, width: contentSize.width - max(0, reachableMaxX),
        height: contentSize.height)
    }
    return .zero
  }
}
