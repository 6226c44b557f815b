/// `orientation_layout` (iOS 27 resizable apps): the interface orientation deciding layout.
enum OrientationLayoutRule {
  static let description = LintRuleDescription(
    identifier: LintRules.orientationLayout, name: "Orientation decides layout",
    summary: """
      The interface or device orientation (`statusBarOrientation`, `UIDevice.orientation`, \
      `UIInterfaceOrientationIsLandscape`) choosing sizes, frames or insets.
      """,
    rationale: """
      A resizable window can be tall in a landscape screen and wide in a portrait one; the \
      orientation says nothing about the room a view has. Layout reads the view's size.
      """,
    severity: .warning,
    fix: "Decide from the view's bounds or its size classes in `viewWillTransition(to:with:)`.",
    triggeringExamples: [
      LintExample(
        "void f(void) {\n  if (UIInterfaceOrientationIsLandscape(↓[UIApplication sharedApplication].statusBarOrientation)) {\n    view.frame = CGRectMake(0, 0, 480, 320);\n  }\n}\n"
      ),
      .swift("func f() { let h: CGFloat = ↓UIDevice.current.orientation.isLandscape ? 32 : 44 }\n"),
    ],
    nonTriggeringExamples: [
      .swift(
        "func f() {\n  if UIDevice.current.orientation.isLandscape {\n    player.enterFullScreen()\n  }\n}\n"
      )
    ])
}
