import DeviceCatalog
import Foundation
import SourceLint

/// A value a screen's interpretation read from its environment (the catalog's facts): the
/// screen's size (`UIScreen.main.bounds`, a root view's bounds before layout), its scale, an
/// `#available` check, a constant, macro or device check evaluated by lint's definition table.
enum EnvironmentRead: Hashable, Sendable {
  case screenSize(width: Double, height: Double)
  case scale(Double)
  /// A comparison of the screen's width or height with numbers gave `holds` (``ScreenTest``):
  /// read in place of the size, so that every screen on the same side shares the result.
  case screenTest(ScreenTest, holds: Bool)
  /// `environment.ios >= major` gave `holds`.
  case ios(major: Int, holds: Bool)
  /// Lint's evaluation of `expression` (in `file`) gave `value` (`nil`: it could not).
  case lint(LintExpression, file: String, value: LintValue?)
  /// `UIApplication.shared.statusBarFrame` gave this size (zero while hidden).
  case statusBarFrame(width: Double, height: Double)
  /// `UIApplication.shared.statusBarOrientation` gave this interface orientation.
  case orientation(String)

  /// Whether the read is lint's evaluation of an expression (the costly kind to check).
  var isLint: Bool {
    if case .lint = self { return true }
    return false
  }

  /// Whether the read gives the same value in `environment`, `lint` giving lint's evaluation
  /// of an expression there.
  func holds(
    in environment: Environment, lint: (LintExpression, String) -> LintValue?
  ) -> Bool {
    switch self {
    case .screenSize(let width, let height):
      let bounds = environment.screenBounds
      return Double(bounds.width) == width && Double(bounds.height) == height
    case .scale(let scale):
      return Double(environment.device.scale) == scale
    case .screenTest(let test, let holds):
      return test.truth(in: environment) == holds
    case .ios(let major, let holds):
      return (environment.ios >= major) == holds
    case .lint(let expression, let file, let value):
      return lint(expression, file) == value
    case .statusBarFrame(let width, let height):
      let frame = CodeInterpreter.statusBarFrame(in: environment)
      return frame.width == width && frame.height == height
    case .orientation(let orientation):
      return environment.orientation.rawValue == orientation
    }
  }
}

/// What interpreting one screen gave, kept with the environment reads it rests on: interpreting
/// the code again in an environment where every read gives the same value gives the same result
/// (the interpreter reads the environment only through these), so it is reused there. A screen
/// whose code reads laid-out sizes (`viewDidLayoutSubviews`) is interpreted in each environment.
/// Guarded by a lock: copies of a screen share it, and may be laid out from several threads.
final class CodeLayoutCache: @unchecked Sendable {
  /// One interpretation and the reads it rests on; a class, so that looking entries up and
  /// handing one out copies a reference, not the exported scene.
  final class Entry: @unchecked Sendable {
    /// The reads without an evaluation first (the entry holds when all do: order is free).
    let reads: [EnvironmentRead]
    let export: CodeInterpreter.Export
    let settings: CodeInterpreter.ControllerSettings
    let viewClasses: [String: String]

    init(
      reads: [EnvironmentRead], export: CodeInterpreter.Export,
      settings: CodeInterpreter.ControllerSettings, viewClasses: [String: String]
    ) {
      self.reads = reads.filter { !$0.isLint } + reads.filter(\.isLint)
      self.export = export
      self.settings = settings
      self.viewClasses = viewClasses
    }
  }

  private var entries: [Entry] = []
  private let lock = NSLock()
  /// Entries kept per screen at most (distinct sets of facts; a screen reading many device
  /// checks has a few dozen at most on the catalog).
  static let maximumEntries = 256

  /// The entry whose reads all hold in `environment`.
  ///
  /// The screen's size, scale and iOS are compared before any constant or device check is
  /// evaluated (an entry recorded in another screen size fails without an evaluation), and each
  /// expression is evaluated once per call however many entries read it: the entries' lookups
  /// were 20 % of laying generated screens out on the catalog, nearly all in lint's evaluator.
  func entry(for environment: Environment, table: DefinitionTable) -> Entry? {
    let cell = CatalogEnvironmentCell(environment)
    let kept = lock.withLock { entries }
    return kept.first { entry in
      entry.reads.allSatisfy { read in
        read.holds(in: environment) { expression, file in
          lintValue(expression, file: file, in: environment, catalog: cell.value, table: table)
        }
      }
    }
  }

  /// Lint's evaluations so far, by expression (a few per screen: compared, not hashed), each
  /// with the catalog facts it read (``SourceLint/Evaluator/evaluateRecordingFacts(_:in:)``):
  /// an evaluation gives the same value wherever the facts it read have the same values. The
  /// audit asks about one environment at a time whether a layout made in another is reused
  /// there (``CodeScreen/reuseCondition(_:)``), and then for the interpretation kept for it;
  /// the screens of an app's matrix differ mostly in facts their checks do not read (the same
  /// device under several iOS versions, devices of one size), so an expression is evaluated
  /// once per distinct set of facts read instead of once per environment (the reuse tests'
  /// evaluations were 9 % of a project audit of Habitica, perf, 30 November 2026).
  private var evaluations: [Evaluations] = []

  /// The evaluations of one expression of one file.
  private struct Evaluations {
    var expression: LintExpression
    var file: String
    var outcomes: [(facts: [Evaluator.FactRead], value: LintValue?)]
  }

  /// Expressions whose evaluations are kept, and evaluations kept per expression, at most.
  static let maximumEvaluatedExpressions = 64
  static let maximumOutcomes = 256

  /// Lint's evaluation of `expression` (in `file`) in `environment`: the kept evaluation whose
  /// facts read all have the same values here, else a new one (kept).
  func lintValue(
    _ expression: LintExpression, file: String, in environment: Environment,
    catalog: () -> CatalogEnvironment, table: DefinitionTable
  ) -> LintValue? {
    let outcomes = lock.withLock {
      evaluations.first { $0.file == file && $0.expression == expression }?.outcomes
    }
    for outcome in outcomes ?? [] {
      if outcome.facts.isEmpty { return outcome.value }
      let here = catalog()
      if outcome.facts.allSatisfy({ here.value(of: $0.fact) == $0.value }) { return outcome.value }
    }
    let (value, facts) = Evaluator(table: table, file: file).evaluateRecordingFacts(
      expression, in: catalog())
    lock.withLock {
      if let index = evaluations.firstIndex(where: {
        $0.file == file && $0.expression == expression
      }) {
        if evaluations[index].outcomes.count < Self.maximumOutcomes {
          evaluations[index].outcomes.append((facts, value))
        }
      } else if evaluations.count < Self.maximumEvaluatedExpressions {
        evaluations.append(
          Evaluations(expression: expression, file: file, outcomes: [(facts, value)]))
      }
    }
    return value
  }

  /// ``CodeScreen/readNotes`` of the file named, once made.
  private var keptReadNotes: (file: String, notes: [CodeNote])?

  /// The screen's read notes for `file`, made by `make` the first time they are asked for.
  func readNotes(of file: String, _ make: () -> [CodeNote]) -> [CodeNote] {
    if let kept = lock.withLock({ keptReadNotes }), kept.file == file { return kept.notes }
    let notes = make()
    lock.withLock { keptReadNotes = (file, notes) }
    return notes
  }

  /// Whether each class name is a web view's (``CodeScreen/markWebViews(in:classes:)``), by
  /// name (lookups only): the screen's program, which decides it, never changes.
  private var webViewAnswers: [String: Bool] = [:]

  /// Whether `className` is a web view's class, decided by `decide` the first time.
  func isWebView(_ className: String, _ decide: (String) -> Bool) -> Bool {
    if let known = lock.withLock({ webViewAnswers[className] }) { return known }
    let answer = decide(className)
    lock.withLock { webViewAnswers[className] = answer }
    return answer
  }

  /// How many entries are kept.
  var count: Int { lock.withLock { entries.count } }

  /// Forgets every entry (a screen whose audit is over: the next lookup interprets again).
  func removeAll() {
    lock.withLock {
      entries = []
      evaluations = []
    }
  }

  func store(_ entry: Entry) {
    lock.withLock {
      guard entries.count < Self.maximumEntries else { return }
      entries.append(entry)
    }
  }
}

/// The catalog's description of an environment (``CatalogEnvironment``), made the first time a
/// read asks for it: most reads compare the screen's size or the iOS version and never need it.
final class CatalogEnvironmentCell {
  private let environment: Environment
  private var made: CatalogEnvironment?

  init(_ environment: Environment) { self.environment = environment }

  func value() -> CatalogEnvironment {
    if let made { return made }
    let catalog = CatalogEnvironment(environment)
    made = catalog
    return catalog
  }
}
