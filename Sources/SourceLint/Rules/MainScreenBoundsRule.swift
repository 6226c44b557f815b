/// `main_screen_bounds` (iOS 27 resizable apps): the main screen's bounds read for layout.
enum MainScreenBoundsRule {
  static let description = LintRuleDescription(
    identifier: LintRules.mainScreenBounds, name: "Main screen bounds",
    summary: "`UIScreen.main.bounds` (or a macro reading it) used to lay out views.",
    rationale: """
      From iOS 27 apps are resizable: a window is not the screen, so a frame computed from the \
      screen's bounds is wrong in every window smaller than the screen. Apple's guidance lists \
      `UIScreen.main` among the things layout must not read.
      """,
    severity: .warning,
    fix: "Lay out from the view's bounds or the window scene's effective geometry.",
    triggeringExamples: [
      LintExample("#define ↓SCREEN_WIDTH [UIScreen mainScreen].bounds.size.width\n"),
      .swift("func layout() { label.frame.size.width = ↓UIScreen.main.bounds.width - 32 }\n"),
    ],
    nonTriggeringExamples: [
      .swift("func layout() { label.frame.size.width = view.bounds.width - 32 }\n")
    ])
}
