/// `device_size_check`: the screen compared with a device's size.
enum DeviceSizeCheckRule {
  static let description = LintRuleDescription(
    identifier: LintRules.deviceSizeCheck, name: "Device size check",
    summary: "The screen's bounds, native bounds or current mode compared with a device's size.",
    rationale: """
      A size check names the phones that existed when it was written: `== 812` matches the \
      iPhone X, XS and 11 Pro and silently misses every later size (the iPhone XR and XS Max \
      forced a release just to extend such macros). The catalog says on which devices the \
      check is true today.
      """,
    severity: .error,
    fix: """
      Read the safe area where layout happens (`view.safeAreaInsets`, \
      `safeAreaLayoutGuide`) instead of deciding by screen size.
      """,
    triggeringExamples: [
      LintExample("#define ↓IS_IPHONE_6P ([UIScreen mainScreen].bounds.size.height == 736)\n"),
      LintExample(
        "void f(void) { if ([UIScreen mainScreen].bounds.size.width == ↓320) { w = 100; } }\n"),
      .swift("if UIScreen.main.nativeBounds.height == ↓2436 { top = 44 }\n"),
      LintExample(
        files: [
          (
            "Sizes.h",
            "#define ↓IS_58_INCH (SCREEN_H == 812)\n#define SCREEN_H [UIScreen mainScreen].bounds.size.height\n"
          ),
          ("View.m", "void f(void) { if (↓IS_58_INCH) { y = 10; } }\n"),
        ]),
    ],
    nonTriggeringExamples: [
      LintExample("CGFloat w = self.view.bounds.size.width == 375 ? 1 : 2;\n"),
      .swift("let isWide = view.bounds.width > 600\n"),
    ])
}

extension DeviceSizeCheckRule {
  /// The screen compared with a device's size. Settles the node.
  static func check(_ node: LintExpression, _ context: StatementContext, _ analyzer: Analyzer)
    -> Bool
  {
    guard let literal = Shapes.sizeComparison(node) else { return false }
    // A table of model names (`if (w == 1125.f && h == 2436.f) return @"iPhone X";`, a
    // device-information utility): it names the device, it lays nothing out (measurement M:
    // 20 false alarms). Settled without a finding, as the model check does.
    if context.controlsNameOnly { return true }
    var compared = "a device's size"
    if case .number(let value) = literal.kind, !CatalogNumbers.isScreenDimension(abs(value)) {
      compared = "\(LintValue.format(value)) pt, a threshold between device sizes"
    }
    let location = context.location(literal)
    let message = "compares the screen with \(compared)" + Analyzer.assumedNames(in: node)
    let evaluation = analyzer.evaluate(
      analyzer.markingLocals(node), file: context.file, metric: nil)
    // The same claim twice on one line of a Swift statement (`h <= 568 || w <= 320`, both
    // true on the same phones) is one finding (measurement O: a duplicate).
    if context.file.hasSuffix(".swift"),
      analyzer.findings.suffix(8).contains(where: {
        $0.rule == LintRules.deviceSizeCheck && $0.location.file == location.file
          && $0.location.line == location.line && $0.message == message
          && $0.evaluation?.summary == evaluation.summary
      })
    {
      return true
    }
    analyzer.report(
      LintRules.deviceSizeCheck, at: location, message: message, evaluation: evaluation)
    return true
  }

  /// A flag named for one screen size whose body is not in the run (`if(![JPStyle
  /// iPhone4Inch]) { frame.size.height -= 88; }`), branched on or deciding layout: a size check
  /// by its name, evaluated as the size the name says (an assumption the summary states first,
  /// as for a notch-named flag). Measurement T: 16 such blocks in one app were not reported.
  /// Settles the node.
  static func checkOpaqueSize(
    _ node: LintExpression, _ context: StatementContext, _ analyzer: Analyzer
  ) -> Bool {
    guard let name = Analyzer.opaqueSizeName(node, table: analyzer.table, file: context.file),
      Shapes.isBoolean(context.expression) || context.role == .condition
        || context.decidesLayout(node)
    else { return false }
    if context.controlsNameOnly { return true }
    analyzer.report(
      LintRules.deviceSizeCheck, at: context.location(node),
      message: "branches on size check '\(name)', named for one screen size",
      definitionName: name,
      evaluation: analyzer.evaluate(node, file: context.file, metric: nil))
    return true
  }

  /// A use of a size check.
  static func use(_ use: DefinitionUse, _ analyzer: Analyzer) {
    let message =
      use.classification.kind == .sizeChoice
      ? "uses a value chosen by the screen's size, \(use.name)"
      : "branches on device size check \(use.name)"
    analyzer.report(
      LintRules.deviceSizeCheck, at: use.location, message: message, definition: use.definition,
      evaluation: analyzer.evaluation(of: use))
  }
}
