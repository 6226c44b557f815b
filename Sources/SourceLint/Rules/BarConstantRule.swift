/// `bar_constant`: a number standing in for a system bar, the home indicator or an inset.
enum BarConstantRule {
  static let description = LintRuleDescription(
    identifier: LintRules.barConstant, name: "Bar constant",
    summary: """
      A number standing in for a system bar, the home indicator or an inset \
      (20/44/64/88/49/83/34…), in a macro, constant or variable named for it.
      """,
    rationale: """
      Bar heights changed with nearly every iPhone generation and iOS release: the status bar \
      is 20, 44, 47, 48, 50, 54, 59 or 62 pt, the navigation bar 32, 44, 50 or 54. The linter \
      computes the constant on every device and compares it with what the runtime lays out, \
      so the finding says where it is wrong and by how much. A 44-pt button is a design size, \
      not a finding: only names that say which bar they stand for are reported.
      """,
    severity: .error,
    fix: """
      Pin content to `safeAreaLayoutGuide`, or read `view.safeAreaInsets`, \
      `navigationBar.frame.maxY` or `tabBar.frame.height` where layout happens.
      """,
    triggeringExamples: [
      LintExample("#define ↓kNavBarHeight (IS_IPHONE_X ? 88 : 64)\n"),
      LintExample("static const CGFloat ↓kTabBarHeight = 49;\n"),
      .swift("let ↓tabBarHeight: CGFloat = 83\n"),
      LintExample(
        files: [
          ("Metrics.h", "#define ↓kStatusBarHeight 20\n"),
          ("View.m", "void f(void) { view.frame = CGRectMake(0, ↓kStatusBarHeight, 320, 44); }\n"),
        ]),
      LintExample(
        "- (CGFloat)navigationHeight {\n    CGFloat statusBarHeight = [self insets].top;\n"
          + "    return statusBarHeight + ↓44;\n}\n"),
    ],
    nonTriggeringExamples: [
      LintExample("static const CGFloat kButtonHeight = 44;\n"),
      .swift("let rowHeight: CGFloat = 44\n"),
      LintExample(
        "- (CGFloat)buttonHeight {\n    CGFloat statusBarHeight = [self insets].top;\n"
          + "    return statusBarHeight + 44;\n}\n"),
    ])
}
