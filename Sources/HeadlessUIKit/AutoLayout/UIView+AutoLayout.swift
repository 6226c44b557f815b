import Foundation

extension UIView {
  /// The constraints installed on this view (UIKit installs an activated constraint on the
  /// closest common ancestor of its items).
  public var constraints: [NSLayoutConstraint] { autoLayout.constraints }

  /// Installs a constraint (the pre-iOS 8 API; prefer `isActive` or `activate`).
  public func addConstraint(_ constraint: NSLayoutConstraint) {
    constraint.isActive = true
  }

  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    NSLayoutConstraint.activate(constraints)
  }

  public func removeConstraint(_ constraint: NSLayoutConstraint) {
    constraint.isActive = false
  }

  public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    NSLayoutConstraint.deactivate(constraints)
  }

  // MARK: Layout guides

  /// The guides added with ``addLayoutGuide(_:)``.
  public var layoutGuides: [UILayoutGuide] { autoLayout.layoutGuides }

  /// Adds a guide whose frame Auto Layout computes; read it from `layoutFrame` after layout.
  public func addLayoutGuide(_ guide: UILayoutGuide) {
    guard guide.system == nil, guide.owningView !== self else { return }
    guide.owningView?.removeLayoutGuide(guide)
    guide.owningView = self
    autoLayout.layoutGuides.append(guide)
    AutoLayoutActivity.isInUse = true
    AutoLayoutActivity.mutations &+= 1
  }

  public func removeLayoutGuide(_ guide: UILayoutGuide) {
    guard guide.owningView === self, guide.system == nil else { return }
    autoLayout.layoutGuides.removeAll { $0 === guide }
    guide.owningView = nil
    AutoLayoutActivity.mutations &+= 1
  }

  // MARK: Content size priorities

  /// How strongly the view resists growing larger than its intrinsic size on `axis` (250 by
  /// default).
  public func contentHuggingPriority(for axis: UILayoutConstraintAxis) -> UILayoutPriority {
    axis == .horizontal ? autoLayout.huggingHorizontal : autoLayout.huggingVertical
  }

  public func setContentHuggingPriority(
    _ priority: UILayoutPriority, for axis: UILayoutConstraintAxis
  ) {
    if axis == .horizontal {
      autoLayout.huggingHorizontal = priority
    } else {
      autoLayout.huggingVertical = priority
    }
    needsLayout = true
    AutoLayoutActivity.mutations &+= 1
  }

  /// How strongly the view resists being made smaller than its intrinsic size on `axis` (750 by
  /// default).
  public func contentCompressionResistancePriority(for axis: UILayoutConstraintAxis)
    -> UILayoutPriority
  {
    axis == .horizontal ? autoLayout.compressionHorizontal : autoLayout.compressionVertical
  }

  public func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: UILayoutConstraintAxis
  ) {
    if axis == .horizontal {
      autoLayout.compressionHorizontal = priority
    } else {
      autoLayout.compressionVertical = priority
    }
    needsLayout = true
    AutoLayoutActivity.mutations &+= 1
  }

  /// Tells Auto Layout that `intrinsicContentSize` changed; the next layout pass reads it again.
  public func invalidateIntrinsicContentSize() {
    needsLayout = true
    AutoLayoutActivity.mutations &+= 1
    superview?.needsLayout = true
  }

  // MARK: Updating constraints

  /// Whether `updateConstraints` will run before the next layout.
  public func needsUpdateConstraints() -> Bool { autoLayout.needsUpdateConstraints }

  /// Asks for `updateConstraints` before the next layout pass.
  public func setNeedsUpdateConstraints() {
    autoLayout.needsUpdateConstraints = true
    AutoLayoutActivity.isInUse = true
    AutoLayoutActivity.mutations &+= 1
  }

  /// Runs the update-constraints phase now for this view and its subviews (bottom-up), as
  /// UIKit's `updateConstraintsIfNeeded`.
  public func updateConstraintsIfNeeded() {
    AutoLayoutEngine.updateConstraintsPhase(self)
  }

  /// Whether Auto Layout's solution leaves this view's frame undetermined (UIKit's
  /// `hasAmbiguousLayout`; as of the last layout pass).
  public var hasAmbiguousLayout: Bool {
    guard let window else { return false }
    return window.ambiguousViews().contains { $0 === self }
  }
}
