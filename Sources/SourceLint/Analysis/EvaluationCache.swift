import DeviceCatalog
import Foundation

/// Catalog evaluations of a run, by what they depend on; safe to share between threads.
final class EvaluationCache: @unchecked Sendable {
  /// What an evaluation depends on: the expression's shape (``LintExpression/evaluationShape``),
  /// the file that resolves its names (only when it names any) and the metric compared with.
  struct Key: Hashable {
    var expression: LintExpression
    var file: String
    var metric: LayoutMetric?
    var idiom: Idiom?

    init(expression: LintExpression, file: String, metric: LayoutMetric?, idiom: Idiom? = nil) {
      self.expression = expression.evaluationShape
      self.file = expression.contains(\.namesDefinition) ? file : ""
      self.metric = metric
      self.idiom = idiom
    }
  }

  private var entries: [Key: CatalogEvaluation] = [:]  // lookups only
  private let lock = NSLock()

  subscript(key: Key) -> CatalogEvaluation? {
    get {
      lock.lock()
      defer { lock.unlock() }
      return entries[key]
    }
    set {
      lock.lock()
      defer { lock.unlock() }
      entries[key] = newValue
    }
  }
}
