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

extension MainScreenBoundsRule {
  /// The screen's size read for layout, once per statement, unless it is part of a size
  /// comparison (`device_size_check`'s).
  static func check(_ node: LintExpression, _ context: StatementContext, _ analyzer: Analyzer) {
    let line = context.location(node).line
    guard !context.screenReported(at: line) else { return }
    if case .fact(let fact, _) = node.kind,
      [.screenWidth, .screenHeight, .screenSize].contains(fact), !context.inSizeComparison(node)
    {
      // A dimension of the screen.
    } else if Shapes.isScreenRectangle(node), !Shapes.makesWindow(context.expression),
      !(context.target.map { Analyzer.lastName($0).lowercased().includes("window") } ?? false)
    {
      // The screen's rectangle given to a view (`self.view.frame = [[UIScreen mainScreen]
      // bounds]`), not to a window.
    } else {
      return
    }
    context.screenReportedLines.insert(line)
    analyzer.report(
      LintRules.mainScreenBounds, at: context.location(node),
      message: "reads the main screen's bounds for layout" + Analyzer.assumedNames(in: node))
  }

  /// A use of a definition reading the main screen's bounds.
  static func use(_ use: DefinitionUse, _ analyzer: Analyzer) {
    analyzer.report(
      LintRules.mainScreenBounds, at: use.location,
      message: "uses the main screen's bounds through \(use.name)", definition: use.definition)
  }
}
