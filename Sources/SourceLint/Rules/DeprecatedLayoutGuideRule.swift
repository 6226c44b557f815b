/// `deprecated_layout_guide`: iOS 7–10 layout guides outside an availability fallback.
enum DeprecatedLayoutGuideRule {
  static let description = LintRuleDescription(
    identifier: LintRules.deprecatedLayoutGuide, name: "Deprecated layout guide",
    summary: """
      `topLayoutGuide`, `bottomLayoutGuide` or `automaticallyAdjustsScrollViewInsets` outside \
      an availability fallback.
      """,
    rationale: """
      These were deprecated in iOS 11 in favour of the safe area; they do not account for the \
      home indicator or the sides of a landscape phone with a housing. In the `else` of \
      `if #available(iOS 11, *)` or `if (@available(iOS 11.0, *))` they are the right fallback.
      """,
    severity: .warning,
    fix: "Use `safeAreaLayoutGuide` and `contentInsetAdjustmentBehavior`.",
    triggeringExamples: [
      LintExample("void f(void) { ↓self.automaticallyAdjustsScrollViewInsets = NO; }\n"),
      // The guide is read where the local is set; binding the local reads nothing more.
      LintExample(
        "- (void)updateViewConstraints {\n  id topLayoutGuide = ↓self.topLayoutGuide;\n  NSDictionary *views = NSDictionaryOfVariableBindings(topLayoutGuide);\n}\n"
      ),
      .swift(
        "func f() { label.topAnchor.constraint(equalTo: ↓topLayoutGuide.bottomAnchor).isActive = true }\n"
      ),
    ],
    nonTriggeringExamples: [
      LintExample(
        "void f(void) {\n  if (@available(iOS 11.0, *)) {\n    scroll.contentInsetAdjustmentBehavior = 2;\n  } else {\n    self.automaticallyAdjustsScrollViewInsets = NO;\n  }\n}\n"
      ),
      .swift(
        "func f() {\n  if #available(iOS 11, *) {\n    top = view.safeAreaLayoutGuide.topAnchor\n  } else {\n    top = topLayoutGuide.bottomAnchor\n  }\n}\n"
      ),
    ])
}

extension DeprecatedLayoutGuideRule {
  /// An iOS 7–10 layout guide or `automaticallyAdjustsScrollViewInsets` outside an
  /// availability fallback.
  static func check(_ node: LintExpression, _ context: StatementContext, _ analyzer: Analyzer) {
    guard !context.isFallback else { return }
    // A method named for the guide it wraps (Masonry's `- (MASViewAttribute *)mas_topLayoutGuide
    // { … self.topLayoutGuide … }`, declared `NS_DEPRECATED_IOS(8.0, 11.0)`): it reads the
    // guide for the guide; where it is used is what counts, and is reported there (measurement
    // L: 6 false alarms in a vendored Masonry), as a helper named for the status bar is.
    if let enclosing = context.enclosing, enclosing.lowercased().includes("layoutguide") {
      return
    }
    var text: String?
    if case .path(let path) = node.kind { text = path }
    if case .fact(_, let path) = node.kind { text = path }
    // `automaticallyAdjustsScrollViewInsets = NO` inside the controller, without `self.`.
    if case .reference(let name) = node.kind, name == "automaticallyAdjustsScrollViewInsets" {
      text = name
    }
    // A local of the method named like the guide (`id topLayoutGuide = self.topLayoutGuide;`,
    // then `NSDictionaryOfVariableBindings(aView, topLayoutGuide)` for visual-format
    // constraints) is that local: the guide was read, and reported, where the local was set
    // (measurement S: 4 findings again on the binding line). A local shadows the controller's
    // property of the same name, in Objective-C as in Swift.
    if analyzer.currentLocalReads.contains(node.position) { return }
    if let text, let head = text.split(separator: ".").first.map(String.init),
      head != "self", Shapes.deprecatedGuide(head) != nil, analyzer.currentLocals.contains(head)
    {
      return
    }
    if let text, let name = Shapes.deprecatedGuide(text) {
      analyzer.report(
        LintRules.deprecatedLayoutGuide, at: context.location(node),
        message: "uses '\(name)' outside an availability fallback")
    }
  }
}
