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

extension StatusBarFrameRule {
  /// The status bar's rectangle tested against a point or a rectangle (a tap on the status
  /// bar, an overlap with it) is about the status bar itself, not a layout metric: the
  /// positions of such arguments in `expression`.
  static func hitTestedPositions(_ expression: LintExpression) -> Set<SourcePosition> {
    var result: Set<SourcePosition> = []
    expression.walk { node in
      guard case .call(let name, let arguments) = node.kind else { return }
      let bare = name.lastDotComponent.map(String.init) ?? name
      guard
        [
          "CGRectContainsPoint", "CGRectIntersectsRect", "CGRectContainsRect", "contains",
          "intersects", "contains:", "intersects:",
        ].contains(bare)
      else { return }
      for argument in arguments { result.insert(argument.position) }
    }
    return result
  }

  /// The status bar's height or frame read as a layout metric.
  static func check(
    _ node: LintExpression, _ context: StatementContext, _ analyzer: Analyzer,
    hitTested: Set<SourcePosition>
  ) {
    switch node.kind {
    case .fact(.statusBarHeight, _) where !context.forStatusBar && !context.inlineBar:
      analyzer.report(
        LintRules.statusBarFrame, at: context.location(node),
        message: "reads the status bar frame as a layout metric",
        evaluation: analyzer.evaluate(node, file: context.file, metric: .safeAreaTop))
    case .path(let path)
    where path.hasSuffix("statusBarFrame") && !context.forStatusBar
      && !hitTested.contains(node.position):
      analyzer.report(
        LintRules.statusBarFrame, at: context.location(node),
        message: "reads the status bar frame as a layout metric")
    default: break
    }
  }

  /// A use of a definition reading the status bar frame.
  static func use(_ use: DefinitionUse, _ context: StatementContext, _ analyzer: Analyzer) {
    guard !context.forStatusBar, !context.inlineBar else { return }
    analyzer.report(
      LintRules.statusBarFrame, at: use.location,
      message: "uses the status bar frame through \(use.name)", definition: use.definition,
      evaluation: analyzer.evaluation(of: use))
  }
}
