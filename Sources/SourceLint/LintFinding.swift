import DeviceCatalog

/// How bad a lint finding is: `error` fails the run (exit status 1).
public enum LintSeverity: String, Hashable, Sendable, CaseIterable, Comparable, Codable {
  case note, warning, error

  public static func < (lhs: LintSeverity, rhs: LintSeverity) -> Bool {
    (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
  }
}

/// One environment's value in an evaluation: what the code computes and what the runtime lays
/// out.
public struct EvaluatedCell: Hashable, Sendable {
  public var device: String
  public var orientation: String
  public var ios: Int
  /// What the code computes, or `nil` where it cannot be evaluated.
  public var value: LintValue?
  /// What the runtime lays out, when the finding compares with it.
  public var expected: LintValue?

  /// Whether the code's value differs from the runtime's.
  public var isWrong: Bool {
    guard let value, let expected else { return false }
    return value.equals(expected) == false
  }
}

/// A check or metric evaluated over the catalog.
public struct CatalogEvaluation: Hashable, Sendable {
  /// The layout value compared with, if any.
  public var metric: LayoutMetric?
  /// Every cell, in matrix order; empty where the run keeps no per-device value for this
  /// finding (``Linter/keepsCells``, ``Linter/maximumFindingsWithCells``: about 900 cells took
  /// 80 KB a finding, issue 32), and where nothing could be evaluated for a reason in the code.
  /// ``counts`` counts them either way.
  public var cells: [EvaluatedCell]
  /// `wrong on 61 of 85 devices: 28 pt short on iPhone 16 Pro …`, or `cannot evaluate: …`.
  public var summary: String
  /// Flags assumed right because their body is not in the run.
  public var assumptions: [String]
  /// How many cells there were, were evaluated and were wrong, on how many devices.
  public var counts: EvaluationCounts
  /// What the evaluation was made from, so that its cells can be made again for the findings a
  /// report lists with them.
  var origin: EvaluationOrigin?

  init(
    metric: LayoutMetric?, cells: [EvaluatedCell], summary: String, assumptions: [String],
    origin: EvaluationOrigin? = nil
  ) {
    self.metric = metric
    self.cells = cells
    self.summary = summary
    self.assumptions = assumptions
    self.counts = EvaluationCounts(cells)
    self.origin = origin
  }

  /// Equal when everything a report shows is: where an evaluation shared by several findings
  /// was made from (the first of them a thread reached) is not part of it.
  public static func == (lhs: CatalogEvaluation, rhs: CatalogEvaluation) -> Bool {
    lhs.metric == rhs.metric && lhs.cells == rhs.cells && lhs.summary == rhs.summary
      && lhs.assumptions == rhs.assumptions && lhs.counts == rhs.counts
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(metric)
    hasher.combine(cells)
    hasher.combine(summary)
    hasher.combine(assumptions)
    hasher.combine(counts)
  }

  /// The evaluation without its cells (their counts stay).
  var withoutCells: CatalogEvaluation {
    var result = self
    result.cells = []
    return result
  }
}

/// The counts of an evaluation's cells.
public struct EvaluationCounts: Hashable, Sendable {
  /// Cells of the matrix evaluated (every device, orientation and iOS version asked).
  public var cells: Int
  /// Cells where the code's value could be computed.
  public var evaluated: Int
  /// Cells where it differs from what the runtime lays out.
  public var wrong: Int
  /// Devices with at least one wrong cell (in any orientation or iOS version): the second
  /// count of the summary's headline, "… and on 83 in some orientation or iOS".
  public var wrongDevices: Int
  /// Devices evaluated in portrait under the newest iOS each runs: the "of 87" of the headline.
  public var portraitDevices: Int
  /// Of those, the devices whose portrait cell under their newest iOS is wrong: the headline's
  /// first count, "wrong on 41 of 87 devices in portrait under their newest iOS".
  public var wrongPortraitDevices: Int

  public init(_ cells: [EvaluatedCell]) {
    self.cells = cells.count
    let evaluatedCells = cells.filter { $0.value != nil }
    evaluated = evaluatedCells.count
    var wrongCells = 0
    var devices: Set<String> = []
    for cell in cells where cell.isWrong {
      wrongCells += 1
      devices.insert(cell.device)
    }
    wrong = wrongCells
    wrongDevices = devices.count
    let portrait = EvaluationSummary.newestPortrait(evaluatedCells)
    portraitDevices = portrait.count
    wrongPortraitDevices = portrait.filter(\.isWrong).count
  }
}

/// What an evaluation is made from: the expression, the file that resolves its names, the
/// metric and the idiom (``Analyzer/evaluate(_:file:metric:idiom:)``).
struct EvaluationOrigin: Hashable, Sendable {
  var expression: LintExpression
  var file: String
  var metric: LayoutMetric?
  var idiom: Idiom?
}

/// A lint finding: one rule at one token.
public struct LintFinding: Hashable, Sendable {
  public var rule: String
  public var severity: LintSeverity
  public var location: SourceLocation
  public var message: String
  public var fix: String
  /// The definition the finding is about (a use names it; a definition is it), if any.
  public var definition: String?
  /// Where that definition is.
  public var definitionLocation: SourceLocation?
  /// The evaluation on the catalog, when the rule evaluates.
  public var evaluation: CatalogEvaluation?

  public init(
    rule: String, severity: LintSeverity, location: SourceLocation, message: String, fix: String,
    definition: String? = nil, definitionLocation: SourceLocation? = nil,
    evaluation: CatalogEvaluation? = nil
  ) {
    self.rule = rule
    self.severity = severity
    self.location = location
    self.message = message
    self.fix = fix
    self.definition = definition
    self.definitionLocation = definitionLocation
    self.evaluation = evaluation
  }

  /// Findings order: file, line, column, rule.
  public static func ordered(_ lhs: LintFinding, _ rhs: LintFinding) -> Bool {
    if lhs.location != rhs.location { return lhs.location < rhs.location }
    return lhs.rule < rhs.rule
  }
}

/// A file the run could not read or parse: a located note.
public struct LintNote: Hashable, Sendable {
  public var location: SourceLocation
  public var message: String
  /// Whether the file could not be read at all (exit status 65).
  public var isUnreadable: Bool

  public init(location: SourceLocation, message: String, isUnreadable: Bool) {
    self.location = location
    self.message = message
    self.isUnreadable = isUnreadable
  }
}

/// A lint run's result.
public struct LintReport: Hashable, Sendable {
  public var findings: [LintFinding]
  public var notes: [LintNote]
  public var files: [String]
  public var lineCount: Int
  /// Findings removed by suppression comments.
  public var suppressedCount: Int
  /// Each file's lines and suppressed findings (lookups only, never iterated): what a report
  /// of a selection of the files counts.
  public var lineCounts: [String: Int] = [:]
  public var suppressedCounts: [String: Int] = [:]

  public init(
    findings: [LintFinding], notes: [LintNote], files: [String], lineCount: Int,
    suppressedCount: Int
  ) {
    self.findings = findings
    self.notes = notes
    self.files = files
    self.lineCount = lineCount
    self.suppressedCount = suppressedCount
  }

  /// The report of the files `includes` accepts: their findings, and their lines and
  /// suppressed findings counted (every file is still read for its definitions; the summary
  /// says how much was checked, not how much was read). Notes stay, located as they are.
  public func restricted(to includes: (String) -> Bool) -> LintReport {
    var result = self
    result.findings = findings.filter { includes($0.location.file) }
    result.files = files.filter(includes)
    var lines = 0
    var suppressed = 0
    for file in Set(result.files) {
      lines += lineCounts[file] ?? 0
      suppressed += suppressedCounts[file] ?? 0
    }
    result.lineCount = lines
    result.suppressedCount = suppressed
    return result
  }

  /// 0 clean, 1 an error finding (any finding when `strict`), 65 an unreadable file.
  public func exitStatus(strict: Bool = false) -> Int32 {
    if notes.contains(where: \.isUnreadable) { return 65 }
    if findings.contains(where: { $0.severity == .error }) || (strict && !findings.isEmpty) {
      return 1
    }
    return 0
  }
}
