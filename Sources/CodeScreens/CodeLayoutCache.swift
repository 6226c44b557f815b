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

  /// Lint's values in the environment asked about last, each expression once (a few per
  /// screen: compared, not hashed). The audit asks about one environment at a time, first
  /// whether a layout made in another one is reused there (``CodeScreen/reuseCondition(_:)``),
  /// then, when none is, for the interpretation kept for it: both ask the same expressions, and
  /// they were evaluated again for each question (8 % of auditing a generated folder).
  private var lintEnvironment: Environment?
  private var lintValues: [(expression: LintExpression, file: String, value: LintValue?)] = []

  /// Lint's evaluation of `expression` (in `file`) in `environment`, from ``lintValues`` when
  /// it is the environment asked about last.
  func lintValue(
    _ expression: LintExpression, file: String, in environment: Environment,
    catalog: () -> CatalogEnvironment, table: DefinitionTable
  ) -> LintValue? {
    let known: LintValue?? = lock.withLock {
      guard lintEnvironment == environment else { return nil }
      return lintValues.first { $0.file == file && $0.expression == expression }.map(\.value)
    }
    if let known { return known }
    let value = try? Evaluator(table: table, file: file).evaluate(expression, in: catalog())
    lock.withLock {
      if lintEnvironment != environment {
        lintEnvironment = environment
        lintValues = []
      }
      if lintValues.count < 64 { lintValues.append((expression, file, value)) }
    }
    return value
  }

  /// How many entries are kept.
  var count: Int { lock.withLock { entries.count } }

  /// Forgets every entry (a screen whose audit is over: the next lookup interprets again).
  func removeAll() {
    lock.withLock {
      entries = []
      lintEnvironment = nil
      lintValues = []
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
