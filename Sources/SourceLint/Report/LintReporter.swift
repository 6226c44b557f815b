/// The formats a lint report is written in.
public enum LintFormat: String, Hashable, Sendable, CaseIterable {
  case text, json, sarif, xcode, github
}

/// Writes lint reports. Output is deterministic: findings sorted, keys in a fixed order.
public enum LintReporter {
  public static func report(_ report: LintReport, format: LintFormat) -> String {
    switch format {
    case .text: text(report)
    case .json: json(report)
    case .sarif: sarif(report)
    case .xcode: xcode(report)
    case .github: github(report)
    }
  }

  /// One block per finding:
  ///
  /// ```
  /// a.h:3:9: error: 'kNavBarHeight' stands in for the navigation bar's bottom edge … [bar_constant]
  ///   wrong on 61 of 85 devices: 28 pt short on iPhone 16 Pro (iOS 26), …
  ///   fix: pin content to safeAreaLayoutGuide, …
  /// ```
  public static func text(_ report: LintReport) -> String {
    var lines: [String] = []
    for note in report.notes {
      lines.append(
        "\(place(note.location)): \(note.isUnreadable ? "error" : "note"): \(note.message)")
    }
    for finding in report.findings {
      lines.append(
        "\(place(finding.location)): \(finding.severity.rawValue): \(finding.message) [\(finding.rule)]"
      )
      if let evaluation = finding.evaluation { lines.append("  " + evaluation.summary) }
      lines.append("  fix: " + finding.fix)
    }
    let errors = report.findings.filter { $0.severity == .error }.count
    let count = report.findings.count
    var summary =
      "\(count) finding\(count == 1 ? "" : "s") (\(errors) error\(errors == 1 ? "" : "s")) in "
      + "\(report.files.count) file\(report.files.count == 1 ? "" : "s"), \(report.lineCount) lines"
    if report.suppressedCount > 0 { summary += "; \(report.suppressedCount) suppressed" }
    lines.append(summary)
    return lines.joined(separator: "\n")
  }

  static func place(_ location: SourceLocation) -> String {
    location.line > 0 ? "\(location)" : location.file
  }

  static func oneLine(_ finding: LintFinding) -> String {
    finding.message + (finding.evaluation.map { " (\($0.summary))" } ?? "")
  }

  /// `path:line:column: error: message [rule]`.
  public static func xcode(_ report: LintReport) -> String {
    (report.notes.map {
      "\(place($0.location)): \($0.isUnreadable ? "error" : "note"): \($0.message)"
    }
      + report.findings.map {
        "\(place($0.location)): \($0.severity.rawValue): \(oneLine($0)) [\($0.rule)]"
      }).joined(separator: "\n")
  }

  /// GitHub Actions workflow commands.
  public static func github(_ report: LintReport) -> String {
    report.findings.map { finding in
      let level = finding.severity == .note ? "notice" : finding.severity.rawValue
      let message = oneLine(finding).replacingOccurrences(of: "%", with: "%25")
        .replacingOccurrences(of: "\n", with: "%0A")
      return "::\(level) file=\(finding.location.file),line=\(finding.location.line),"
        + "col=\(finding.location.column),title=\(finding.rule)::\(message)"
    }.joined(separator: "\n")
  }

  // MARK: JSON

  static func string(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  static func object(_ pairs: [(String, String)]) -> String {
    "{" + pairs.map { "\(string($0.0)):\($0.1)" }.joined(separator: ",") + "}"
  }

  static func value(_ value: LintValue?) -> String {
    switch value {
    case nil: "null"
    case .number(let number)?: LintValue.format(number)
    case .boolean(let truth)?: truth ? "true" : "false"
    case .string(let text)?: string(text)
    case .size(let width, let height)?:
      "[\(LintValue.format(width)),\(LintValue.format(height))]"
    case .identifiers(let names)?: "[" + names.map(string).joined(separator: ",") + "]"
    }
  }

  static func evaluationJSON(_ evaluation: CatalogEvaluation) -> String {
    let cells = evaluation.cells.map { cell in
      object([
        ("device", string(cell.device)), ("orientation", string(cell.orientation)),
        ("ios", String(cell.ios)), ("value", value(cell.value)),
        ("expected", value(cell.expected)), ("wrong", cell.isWrong ? "true" : "false"),
      ])
    }
    return object([
      ("summary", string(evaluation.summary)),
      ("metric", evaluation.metric.map { string($0.rawValue) } ?? "null"),
      ("assumptions", "[" + evaluation.assumptions.map(string).joined(separator: ",") + "]"),
      ("cells", "[" + cells.joined(separator: ",") + "]"),
    ])
  }

  /// `{"files": N, "lines": N, "notes": […], "findings": [{…, "evaluation": {"cells": […]}}]}`.
  public static func json(_ report: LintReport) -> String {
    let findings = report.findings.map { finding in
      object([
        ("rule", string(finding.rule)), ("severity", string(finding.severity.rawValue)),
        ("file", string(finding.location.file)), ("line", String(finding.location.line)),
        ("column", String(finding.location.column)), ("message", string(finding.message)),
        ("definition", finding.definition.map(string) ?? "null"),
        ("definitionLocation", finding.definitionLocation.map { string("\($0)") } ?? "null"),
        ("fix", string(finding.fix)),
        ("evaluation", finding.evaluation.map(evaluationJSON) ?? "null"),
      ])
    }
    let notes = report.notes.map { note in
      object([
        ("file", string(note.location.file)), ("line", String(note.location.line)),
        ("column", String(note.location.column)), ("message", string(note.message)),
        ("unreadable", note.isUnreadable ? "true" : "false"),
      ])
    }
    return object([
      ("files", String(report.files.count)), ("lines", String(report.lineCount)),
      ("suppressed", String(report.suppressedCount)),
      ("notes", "[" + notes.joined(separator: ",") + "]"),
      ("findings", "[" + findings.joined(separator: ",") + "]"),
    ])
  }

  /// SARIF 2.1.0: one run, the rules from their descriptions, one result per finding.
  public static func sarif(_ report: LintReport) -> String {
    let rules = LintRules.descriptions.map { rule in
      object([
        ("id", string(rule.identifier)), ("name", string(rule.name)),
        ("shortDescription", object([("text", string(rule.summary))])),
        ("fullDescription", object([("text", string(rule.rationale))])),
        ("help", object([("text", string(rule.fix))])),
        ("defaultConfiguration", object([("level", string(rule.severity.rawValue))])),
      ])
    }
    let results = report.findings.map { finding in
      object([
        ("ruleId", string(finding.rule)), ("level", string(finding.severity.rawValue)),
        ("message", object([("text", string(oneLine(finding)))])),
        (
          "locations",
          "["
            + object([
              (
                "physicalLocation",
                object([
                  ("artifactLocation", object([("uri", string(finding.location.file))])),
                  (
                    "region",
                    object([
                      ("startLine", String(max(1, finding.location.line))),
                      ("startColumn", String(max(1, finding.location.column))),
                    ])
                  ),
                ])
              )
            ]) + "]"
        ),
      ])
    }
    let driver = object([
      ("name", string("safearea lint")),
      ("informationUri", string("https://github.com/safeareakit/safeareakit")),
      ("rules", "[" + rules.joined(separator: ",") + "]"),
    ])
    return object([
      ("version", string("2.1.0")),
      ("$schema", string("https://json.schemastore.org/sarif-2.1.0.json")),
      (
        "runs",
        "["
          + object([
            ("tool", object([("driver", driver)])),
            ("results", "[" + results.joined(separator: ",") + "]"),
          ])
          + "]"
      ),
    ])
  }
}
