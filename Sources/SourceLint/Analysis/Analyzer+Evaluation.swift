import DeviceCatalog
import Foundation

extension Analyzer {
  // MARK: Evaluation

  func evaluate(
    definition: SourceDefinition, _ expression: LintExpression, _ classification: Classification
  ) -> CatalogEvaluation? {
    switch classification.kind {
    case .notchFlag, .notchChoice, .deviceSizeCheck, .sizeChoice, .modelCheck, .barConstant,
      .statusBarFrame:
      return evaluate(
        expression, file: definition.location.file, metric: classification.metric,
        idiom: classification.kind == .barConstant ? NameMeaning.idiom(definition.name) : nil)
    default:
      return nil
    }
  }

  /// `expression` evaluated on every cell of the matrix, read from `file` (which resolves its
  /// names). Evaluations depend only on the expression's shape, the file when the expression
  /// names definitions, and the metric, so each distinct one is computed once per run.
  ///
  /// With `idiom`, only that idiom's devices are evaluated (a constant named for the iPad is
  /// not wrong on iPhones: it is not meant for them).
  func evaluate(
    _ expression: LintExpression, file: String, metric: LayoutMetric?, idiom: Idiom? = nil
  )
    -> CatalogEvaluation
  {
    let key = EvaluationCache.Key(expression: expression, file: file, metric: metric, idiom: idiom)
    if let cached = evaluations[key] { return cached }
    // Kept without its cells: a report asks for them for a few findings at most, and they are
    // made again for those (``cells(of:)``); about 900 cells a distinct evaluation made 10,000
    // bar constants take 842 MB (issue 32).
    let evaluation = makeEvaluation(
      EvaluationOrigin(expression: expression, file: file, metric: metric, idiom: idiom)
    ).withoutCells
    evaluations[key] = evaluation
    return evaluation
  }

  /// The evaluation `origin` describes, with every cell.
  func cells(of origin: EvaluationOrigin) -> CatalogEvaluation { makeEvaluation(origin) }

  private func makeEvaluation(_ origin: EvaluationOrigin) -> CatalogEvaluation {
    let (expression, file, metric, idiom) = (
      origin.expression, origin.file, origin.metric, origin.idiom
    )
    let evaluator = Evaluator(table: table, file: file)
    var cells: [EvaluatedCell] = []
    cells.reserveCapacity(environments.count)
    var failure: CannotEvaluate?
    let memo = Evaluator.Memo()
    for environment in environments
    where idiom == nil || environment.environment.device.idiom == idiom {
      var value: LintValue?
      // A reason in the code (a name defined nowhere, a cycle) is the same in every cell.
      if failure?.isStructural != true {
        do {
          value = try evaluator.evaluate(expression, in: environment, memo: memo)
        } catch {
          failure = failure ?? error
        }
      }
      cells.append(
        EvaluatedCell(
          device: environment.environment.device.name,
          orientation: environment.environment.orientation.isLandscape ? "landscape" : "portrait",
          ios: environment.environment.ios, value: value,
          expected: metric.map { environment.value(of: $0) }))
    }
    // Nothing evaluated for a reason in the code: no cells to keep (a 10,000-deep chain of
    // macros made 896 empty cells for each of its 10,000 definitions).
    if failure?.isStructural == true { cells = [] }
    let assumptions = evaluator.assumptions(in: expression)
    return CatalogEvaluation(
      metric: metric, cells: cells,
      summary: EvaluationSummary.text(
        cells: cells, metric: metric, failure: failure, assumptions: assumptions,
        unread: assumptions.isEmpty ? [:] : evaluator.unreadDefinitions(in: expression),
        devices: idiom == .pad ? "iPads" : idiom == .phone ? "iPhones" : "devices",
        isScaleFactor: metric == nil && evaluator.isScaleFactor(expression)),
      assumptions: assumptions, origin: origin)
  }
}
