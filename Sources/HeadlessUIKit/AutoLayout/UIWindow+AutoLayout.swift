import Foundation

extension UIWindow {
  /// Problems Auto Layout found in the last layout pass: conflicts (the constraint broken and a
  /// minimal conflicting set), constraints whose items share no ancestor, and views whose frame
  /// the constraints leave ambiguous (computed on first read after a solve). Deterministic order.
  public var layoutIssues: [LayoutIssue] {
    autoLayoutEngine?.issues() ?? []
  }

  /// Runs the update-constraints phase and brings the engine up to date (AL1.1), once the
  /// process uses Auto Layout.
  func prepareAutoLayout() -> AutoLayoutEngine? {
    guard AutoLayoutActivity.isInUse else { return nil }
    let engine = autoLayoutEngine ?? AutoLayoutEngine(window: self)
    autoLayoutEngine = engine
    engine.sync()
    return engine
  }

  func autoLayoutNeedsSync() {
    autoLayoutEngine?.isDirty = true
    needsLayout = true
  }

  func ambiguousViews() -> [UIView] {
    autoLayoutEngine?.ambiguities().views ?? []
  }
}
