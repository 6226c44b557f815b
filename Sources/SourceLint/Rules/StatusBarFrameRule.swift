/// `status_bar_frame`: the status bar frame used as a layout metric.
enum StatusBarFrameRule {
  static let description = LintRuleDescription(
    identifier: LintRules.statusBarFrame, name: "Status bar frame",
    summary:
      "`statusBarFrame` (of the application or the status bar manager) used as a layout metric.",
    rationale: """
      The status bar's frame is zero wherever the status bar is hidden (every iPhone with a \
      housing in landscape) and is not the top of the safe area (on a Dynamic-Island phone \
      under iOS 16–18 the navigation bar starts above the status bar's bottom). Read for the \
      status bar itself, it is fine.
      """,
    severity: .warning,
    fix: "Read `view.safeAreaInsets.top` or pin to `safeAreaLayoutGuide.topAnchor`.",
    triggeringExamples: [
      LintExample(
        "#define ↓kStatusBarH [UIApplication sharedApplication].statusBarFrame.size.height\n"),
      .swift(
        "func layout() { label.frame.origin.y = ↓UIApplication.shared.statusBarFrame.height + 8 }\n"
      ),
    ],
    nonTriggeringExamples: [
      LintExample(
        "void f(void) { statusBarView.frame = [UIApplication sharedApplication].statusBarFrame; }\n"
      ),
      .swift("func layout() { statusBarBackground.frame = UIApplication.shared.statusBarFrame }\n"),
    ])
}
