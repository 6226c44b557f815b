import DeviceCatalog
import Findings
import Foundation

/// The formats a report is written in (``Findings/ReportFormat``, shared with `lint`).
public typealias ReportFormat = Findings.ReportFormat

/// Writes audit reports with the shared reporters (``Findings/Reporter``), after converting the
/// audit's findings into ``Findings/Report/Finding``.
public enum AuditReporter {
  /// The report in `format`; `colour` applies to text only.
  public static func report(_ report: AuditReport, format: ReportFormat, colour: Bool = false)
    -> String
  {
    format.reporter(colour: colour).generate(report.report)
  }

  /// One block per finding and a summary line (``Findings/TextReporter``).
  public static func text(_ report: AuditReport, colour: Bool = false) -> String {
    TextReporter(colour: colour).generate(report.report)
  }

  /// `path:line:column: warning: message [rule]`, one line per finding.
  public static func xcode(_ report: AuditReport) -> String {
    XcodeReporter().generate(report.report)
  }

  /// `{"files": […], "devices": N, "environments": N, "findings": [{…}]}`.
  public static func json(_ report: AuditReport) -> String {
    JSONReporter().generate(report.report)
  }

  /// SARIF 2.1.0, the audit rules as `tool.driver.rules`.
  public static func sarif(_ report: AuditReport) -> String {
    SARIFReporter().generate(report.report)
  }
}

extension AuditReport {
  /// The report as the shared reporters read it: every finding converted, the audit's rules,
  /// `on N environments` as its scope, and `devices` and `environments` in the JSON summary.
  ///
  /// The environments a file was left out of (``skipped``) are notes in the text report and a
  /// `skipped` array in the JSON summary (present only when there are some).
  public var report: Report {
    let leftOut = skipped.reduce(0) { $0 + $1.environments.count }
    return Report(
      findings: findings.map(\.reported), files: files,
      rules: AuditRules.descriptions.map(\.reported),
      scope: "on \(environmentCount) environment\(environmentCount == 1 ? "" : "s")"
        + (skipped.isEmpty
          ? ""
          : " (\(leftOut) left out for \(skipped.count) file\(skipped.count == 1 ? "" : "s")"
            + " needing a newer iOS)"),
      summary: [
        Report.Member("devices", .integer(matrix.devices.count)),
        Report.Member("environments", .integer(environmentCount)),
      ]
        + (approximateLeftOut == 0
          ? [] : [Report.Member("approximateLeftOut", .integer(approximateLeftOut))])
        + (skipped.isEmpty
          ? []
          : [
            Report.Member(
              "skipped",
              .array(
                skipped.map { entry in
                  .object([
                    Report.Member("file", .string(entry.file)),
                    Report.Member("requiredIOS", .integer(entry.requiredIOS)),
                    Report.Member("reason", .string(entry.reason)),
                    Report.Member("environments", .integer(entry.environments.count)),
                    Report.Member("where", .string(entry.summary)),
                  ])
                }))
          ]),
      notes: skipped.map(\.note) + ambiguityNotes
        + (approximateLeftOut == 0
          ? []
          : [
            "\(approximateLeftOut) finding\(approximateLeftOut == 1 ? "" : "s") left out: content"
              + " under the sensor housing only on devices whose housing has no sourced outline"
              + " (the inset strip stands for it) and under no sourced outline of the matrix, or"
              + " in the home indicator's band only where it may lie beside the indicator;"
              + " --include-approximate reports them"
          ]))
  }
}

extension Finding {
  /// The finding in the shape `audit` and `lint` share: the view's IB or scene-file id is its
  /// object id, its class the object's class; where and by how much is its detail line; the
  /// amounts and environments are its JSON properties.
  public var reported: Report.Finding {
    Report.Finding(
      rule: rule, severity: severity, file: view.file, line: view.line, column: view.column,
      objectID: view.sceneID, objectClass: view.className, message: message,
      details: ["\(summary); by \(amountText)"] + (alsoLine.map { [$0] } ?? []),
      fix: fix,
      properties: [
        Report.Member("amount", .number(Double(amount))),
        Report.Member("minimumAmount", .number(Double(minimumAmount))),
        Report.Member("where", .string(summary)),
        Report.Member(
          "environments",
          .array(
            environments.map { environment in
              .object([
                Report.Member("device", .string(environment.device.name)),
                Report.Member("orientation", .string(environment.orientation.rawValue)),
                Report.Member("ios", .integer(environment.ios)),
              ])
            })),
      ]
        + (evidence.isEmpty
          ? []
          : [
            Report.Member(
              "evidence",
              .array(
                evidence.map { evidence in
                  .object([
                    Report.Member("rule", .string(evidence.rule.rawValue)),
                    Report.Member("message", .string(evidence.message)),
                    Report.Member("where", .string(evidence.summary)),
                  ])
                }))
          ]),
      resultProperties: [
        Report.Member("amount", .number(Double(amount))),
        Report.Member("environments", .integer(environments.count)),
        Report.Member("where", .string(summary)),
      ])
  }
}

extension Finding {
  /// The other rules the same view breaks (``evidence``), on one line: `also: rule_a, rule_b
  /// (details: --format json or the --render report)`; `nil` without evidence. Each rule is named
  /// once, in the evidence's order; the messages and places are the JSON `evidence` array's.
  public var alsoLine: String? {
    alsoRules.isEmpty
      ? nil
      : "also: " + alsoRules.joined(separator: ", ")
        + " (details: --format json or the --render report)"
  }

  /// The rules of ``evidence``, each once, in its order.
  public var alsoRules: [String] {
    var rules: [String] = []
    for item in evidence where !rules.contains(item.rule.rawValue) {
      rules.append(item.rule.rawValue)
    }
    return rules
  }
}

extension RuleDescription {
  /// The rule as reporters list it.
  public var reported: Report.Rule {
    Report.Rule(
      identifier: identifier, name: name, summary: summary, rationale: rationale,
      severity: severity, traces: traces, isOptIn: isOptIn)
  }
}
