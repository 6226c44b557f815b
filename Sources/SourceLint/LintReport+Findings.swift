import Findings

extension LintReport {
  /// The report in the shape every reporter of `Findings` reads (text, json, sarif, xcode,
  /// github-actions, junit, checkstyle): each finding's object id is the definition it is about,
  /// its details the evaluation's summary, and its JSON properties the per-device values.
  public var findingsReport: Report { findingsReport(includingCells: true) }

  /// ``findingsReport``, with the per-device values only when `includingCells` (the JSON
  /// reporter is the only one that prints them; building them for every finding costs more than
  /// the whole lint run: 894 cells of six members for each of 44,000 findings of the 100,000-line
  /// benchmark).
  public func findingsReport(includingCells: Bool) -> Report {
    findingsReport(evaluations: includingCells ? .cells : .none)
  }

  /// How much of each finding's evaluation a report carries.
  public enum EvaluationDetail: Sendable {
    /// None (what text, SARIF and the other line formats print needs no more).
    case none
    /// The summary, the metric, the assumptions and the counts (`--format json`).
    case summary
    /// Every cell too (`--format json --cells`).
    case cells
  }

  /// ``findingsReport``, carrying `evaluations` of each finding's evaluation.
  public func findingsReport(evaluations detail: EvaluationDetail) -> Report {
    let includingCells = detail == .cells
    let findings = self.findings.map { finding in
      var properties: [Report.Member] = [
        Report.Member(
          "definitionLocation", finding.definitionLocation.map { .string("\($0)") } ?? .null)
      ]
      if detail != .none, let evaluation = finding.evaluation {
        // A finding past the run's findings with cells (``Linter/maximumFindingsWithCells``)
        // carries its counts, and `cells` null.
        let cellsLeftOut = evaluation.cells.isEmpty && evaluation.counts.cells > 0
        properties.append(
          Report.Member(
            "evaluation",
            !includingCells
              ? Self.compactValue(evaluation)
              : cellsLeftOut
                ? Self.compactValue(evaluation, cellsLeftOut: true)
                : Self.value(evaluation)))
      }
      return Report.Finding(
        rule: RuleIdentifier(rawValue: finding.rule),
        severity: Severity(rawValue: finding.severity.rawValue) ?? .warning,
        file: finding.location.file, line: finding.location.line, column: finding.location.column,
        objectID: finding.definition, message: finding.message,
        details: finding.evaluation.map { [$0.summary] } ?? [], fix: finding.fix,
        properties: properties)
    }
    return Report(
      findings: findings.sorted(by: Report.Finding.ordered), files: files,
      rules: LintRules.reported,
      scope: suppressedCount > 0
        ? "(\(lineCount) lines; \(suppressedCount) finding\(suppressedCount == 1 ? "" : "s") "
          + "suppressed by comments)"
        : "(\(lineCount) lines)",
      summary: [
        Report.Member("lines", .integer(lineCount)),
        Report.Member("suppressed", .integer(suppressedCount)),
      ])
  }

  /// The evaluation without its cells: the summary, what was assumed and the counts (each
  /// finding's 896 cells made `--format json` 71 KB per finding; `--cells` asks for them).
  /// The counts are kept with the evaluation (``CatalogEvaluation/counts``), so they do not
  /// need its cells. With `cellsLeftOut` (`--cells` past the findings a run keeps them for),
  /// `cells` is null.
  static func compactValue(_ evaluation: CatalogEvaluation, cellsLeftOut: Bool = false)
    -> Report.Value
  {
    let counts = evaluation.counts
    return .object(
      [
        Report.Member("summary", .string(evaluation.summary)),
        Report.Member("metric", evaluation.metric.map { .string($0.rawValue) } ?? .null),
        Report.Member("assumptions", .array(evaluation.assumptions.map { .string($0) })),
        Report.Member("cellCount", .integer(counts.cells)),
        Report.Member("evaluatedCells", .integer(counts.evaluated)),
        Report.Member("wrongCells", .integer(counts.wrong)),
        Report.Member("wrongDevices", .integer(counts.wrongDevices)),
        Report.Member("portraitDevices", .integer(counts.portraitDevices)),
        Report.Member("wrongPortraitDevices", .integer(counts.wrongPortraitDevices)),
      ] + (cellsLeftOut ? [Report.Member("cells", .null)] : []))
  }

  static func value(_ evaluation: CatalogEvaluation) -> Report.Value {
    .object([
      Report.Member("summary", .string(evaluation.summary)),
      Report.Member("metric", evaluation.metric.map { .string($0.rawValue) } ?? .null),
      Report.Member("assumptions", .array(evaluation.assumptions.map { .string($0) })),
      Report.Member(
        "cells",
        .array(
          evaluation.cells.map { cell in
            .object([
              Report.Member("device", .string(cell.device)),
              Report.Member("orientation", .string(cell.orientation)),
              Report.Member("ios", .integer(cell.ios)),
              Report.Member("value", value(cell.value)),
              Report.Member("expected", value(cell.expected)),
              Report.Member("wrong", .bool(cell.isWrong)),
            ])
          })),
    ])
  }

  static func value(_ value: LintValue?) -> Report.Value {
    switch value {
    case nil: .null
    case .number(let number)?: .number(number)
    case .boolean(let truth)?: .bool(truth)
    case .string(let text)?: .string(text)
    case .size(let width, let height)?: .array([.number(width), .number(height)])
    case .identifiers(let names)?: .array(names.map { .string($0) })
    }
  }
}

extension LintRules {
  /// The lint rules as reporters and `safearea init` list them.
  public static var reported: [Report.Rule] {
    descriptions.map { description in
      Report.Rule(
        identifier: RuleIdentifier(rawValue: description.identifier), name: description.name,
        summary: description.summary, rationale: description.rationale,
        severity: Severity(rawValue: description.severity.rawValue) ?? .warning)
    }
  }
}
