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
      comparison that decides anything else is. Comparisons joined by `||` or `&&` are one \
      list, one finding. DeviceKit's cases are compared with the catalog's identifiers of the \
      models they name.
      """,
    severity: .error,
    fix: "Decide layout from the safe area and size classes, never from the model identifier.",
    triggeringExamples: [
      LintExample(
        "void f(void) { BOOL ok = [model isEqualToString:↓@\"iPhone10,3\"] || [model isEqualToString:@\"iPhone10,6\"]; }\n"
      ),
      .swift(
        // (One finding for the case's two identifiers: the same claim once per line.)
        "switch identifier {\ncase ↓\"iPhone10,3\", \"iPhone10,6\": return 44\ndefault: return 20\n}\n"
      ),
      .swift(
        "func f() { if Device.current.isOneOf([↓.iPhone8, .iPhone8Plus]) { top.constant = 20 } }\n"),
    ],
    nonTriggeringExamples: [
      LintExample("if ([platform isEqualToString:@\"iPhone10,3\"]) return @\"iPhone X\";\n"),
      LintExample(
        "void f(void) { if ([platform isEqualToString:@\"iPhone10,3\"]) model = iPhoneX; }\n"),
      .swift("let name = \"iPhone\"\n"),
    ])
}

extension DeviceModelCheckRule {
  /// The hardware model compared with a model identifier, unless the code it controls only
  /// returns a name (a marketing-name table). Settles the node.
  static func check(_ node: LintExpression, _ context: StatementContext, _ analyzer: Analyzer)
    -> Bool
  {
    guard let literal = Shapes.modelComparison(node), !context.controlsNameOnly,
      !context.controlsTableEntryOnly
    else {
      return false
    }
    // One finding per list: the comparisons `||`-ed (or `&&`-ed) together in the statement are
    // one model table, evaluated whole (measurement P: a 63-identifier "real device" test made
    // 63 findings on three lines).
    if context.modelListReported { return true }
    context.modelListReported = true
    let (list, count) = modelList(in: context.expression, containing: node)
    analyzer.report(
      LintRules.deviceModelCheck, at: context.location(literal),
      message: count > 1
        ? "compares the hardware model with a list of \(count) model identifiers"
        : "compares the hardware model with a model identifier",
      evaluation: analyzer.evaluate(analyzer.markingLocals(list), file: context.file, metric: nil))
    return true
  }

  /// The outermost `||` / `&&` of `expression` holding `comparison`, and how many model
  /// comparisons it holds; `comparison` itself (one) when it stands alone.
  static func modelList(in expression: LintExpression, containing comparison: LintExpression)
    -> (LintExpression, Int)
  {
    var list: LintExpression?
    expression.walk { candidate in
      guard list == nil, case .binary(let op, _, _) = candidate.kind, op == "||" || op == "&&",
        candidate.contains({ $0.position == comparison.position && $0.kind == comparison.kind })
      else { return }
      list = candidate
    }
    guard let list else { return (comparison, 1) }
    var count = 0
    list.walk { if Shapes.modelComparison($0) != nil { count += 1 } }
    return (list, Swift.max(count, 1))
  }

  /// A use of a model check, unless the code it controls only returns a name.
  static func use(_ use: DefinitionUse, _ context: StatementContext, _ analyzer: Analyzer) {
    guard !context.controlsNameOnly, !context.controlsTableEntryOnly else { return }
    analyzer.report(
      LintRules.deviceModelCheck, at: use.location, message: "branches on model check \(use.name)",
      definition: use.definition, evaluation: analyzer.evaluation(of: use))
  }
}
