/// `device_model_check`: hardware model identifiers compared for layout.
enum DeviceModelCheckRule {
  static let description = LintRuleDescription(
    identifier: LintRules.deviceModelCheck, name: "Device model check",
    summary: """
      The hardware model identifier (`iPhone10,3`) or a DeviceKit model (`Device.current == \
      .iPhoneX`, `isOneOf([...])`, `switch Device.current`) compared with a list of models.
      """,
    rationale: """
      A model table is out of date the day a phone ships: every new identifier falls to the \
      default branch. A table that only maps identifiers to marketing names is not reported; a \
      comparison that decides anything else is. DeviceKit's cases are compared with the \
      catalog's identifiers of the models they name.
      """,
    severity: .error,
    fix: "Decide layout from the safe area and size classes, never from the model identifier.",
    triggeringExamples: [
      LintExample(
        "void f(void) { BOOL ok = [model isEqualToString:↓@\"iPhone10,3\"] || [model isEqualToString:↓@\"iPhone10,6\"]; }\n"
      ),
      .swift(
        "switch identifier {\ncase ↓\"iPhone10,3\", ↓\"iPhone10,6\": return 44\ndefault: return 20\n}\n"
      ),
      .swift(
        "func f() { if Device.current.isOneOf([↓.iPhone8, .iPhone8Plus]) { top.constant = 20 } }\n"),
    ],
    nonTriggeringExamples: [
      LintExample("if ([platform isEqualToString:@\"iPhone10,3\"]) return @\"iPhone X\";\n"),
      .swift("let name = \"iPhone\"\n"),
    ])
}

extension DeviceModelCheckRule {
  /// The hardware model compared with a model identifier, unless the code it controls only
  /// returns a name (a marketing-name table). Settles the node.
  static func check(_ node: LintExpression, _ context: StatementContext, _ analyzer: Analyzer)
    -> Bool
  {
    guard let literal = Shapes.modelComparison(node), !context.controlsNameOnly else {
      return false
    }
    analyzer.report(
      LintRules.deviceModelCheck, at: context.location(literal),
      message: "compares the hardware model with a model identifier",
      evaluation: analyzer.evaluate(analyzer.markingLocals(node), file: context.file, metric: nil))
    return true
  }

  /// A use of a model check, unless the code it controls only returns a name.
  static func use(_ use: DefinitionUse, _ context: StatementContext, _ analyzer: Analyzer) {
    guard !context.controlsNameOnly else { return }
    analyzer.report(
      LintRules.deviceModelCheck, at: use.location, message: "branches on model check \(use.name)",
      definition: use.definition, evaluation: analyzer.evaluation(of: use))
  }
}
