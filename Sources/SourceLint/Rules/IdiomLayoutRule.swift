/// `idiom_layout` (iOS 27 resizable apps): the interface idiom deciding layout.
enum IdiomLayoutRule {
  static let description = LintRuleDescription(
    identifier: LintRules.idiomLayout, name: "Idiom decides layout",
    summary: "`userInterfaceIdiom` (or a macro testing it) choosing sizes, frames or insets.",
    rationale: """
      An iPad app in a narrow window is laid out like a phone, and from iOS 27 an iPhone app \
      can be resized too: the idiom no longer says how much room there is. A check that only \
      chooses a storyboard or a feature is not reported.
      """,
    severity: .warning,
    fix: "Decide by the size class (`traitCollection.horizontalSizeClass`) or the view's width.",
    triggeringExamples: [
      LintExample(
        "void f(void) { CGFloat w = ↓UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad ? 320 : 200; }\n"
      ),
      .swift(
        "func f() {\n  if ↓UIDevice.current.userInterfaceIdiom == .pad {\n    layout.itemSize = CGSize(width: 300, height: 300)\n  }\n}\n"
      ),
    ],
    nonTriggeringExamples: [
      .swift(
        "func f() {\n  if UIDevice.current.userInterfaceIdiom == .pad {\n    showSidebar()\n  }\n}\n"
      )
    ])
}

extension IdiomLayoutRule {
  /// The interface idiom deciding layout.
  static func check(_ node: LintExpression, _ context: StatementContext, _ analyzer: Analyzer) {
    guard case .fact(.idiom, let path) = node.kind,
      context.decidesLayout(node) || (context.role == .condition && context.inLayoutCondition)
    else { return }
    // `UIDevice.model` ("iPad", "iPhone") read for the idiom (measurement O): said as written.
    analyzer.report(
      LintRules.idiomLayout, at: context.location(node),
      message: path.hasSuffix("odel")
        ? "decides layout by the device's model name (UIDevice.model)"
        : "decides layout by interface idiom")
  }

  /// A use of a value chosen by idiom, or of an idiom test deciding layout.
  static func use(_ use: DefinitionUse, _ analyzer: Analyzer) {
    if use.classification.kind == .idiomChoice {
      analyzer.report(
        LintRules.idiomLayout, at: use.location, message: "uses idiom-chosen value \(use.name)",
        definition: use.definition)
    } else if use.decidesLayout {
      analyzer.report(
        LintRules.idiomLayout, at: use.location,
        message: "decides layout by idiom through \(use.name)", definition: use.definition)
    }
  }
}
