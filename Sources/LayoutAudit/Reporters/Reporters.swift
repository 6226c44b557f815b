import DeviceCatalog
import Foundation

/// The formats an audit report is written in.
public enum ReportFormat: String, Hashable, Sendable, CaseIterable {
  case text, json, sarif, xcode
}

/// Writes audit reports. Output is deterministic: findings in report order, keys in a fixed order.
public enum AuditReporter {
  /// The report in `format`; `colour` applies to text only.
  public static func report(_ report: AuditReport, format: ReportFormat, colour: Bool = false)
    -> String
  {
    switch format {
    case .text: return text(report, colour: colour)
    case .json: return json(report)
    case .sarif: return sarif(report)
    case .xcode: return xcode(report)
    }
  }

  // MARK: Text

  /// One block per finding:
  ///
  /// ```
  /// Examples/A3-2.yaml:9:11: error: 'view1' (UIView) lies 44 pt under the notch [sensor_housing_overlap]
  ///   on 31 of 85 devices: every notched iPhone in portrait; by 44 pt
  ///   fix: place it from the safe area …
  /// ```
  public static func text(_ report: AuditReport, colour: Bool = false) -> String {
    func paint(_ text: String, _ code: String) -> String {
      colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
    var lines: [String] = []
    for finding in report.findings {
      let severity = paint(
        finding.severity.rawValue,
        finding.severity == .error ? "1;31" : finding.severity == .warning ? "1;33" : "1;36")
      lines.append(
        "\(location(finding)): \(severity): \(finding.message) [\(finding.rule.rawValue)]")
      lines.append("  \(finding.summary); by \(finding.amountText)")
      for evidence in finding.evidence {
        lines.append(
          "  also: \(evidence.message) [\(evidence.rule.rawValue)], \(evidence.summary)")
      }
      lines.append("  " + paint("fix:", "1") + " \(finding.fix)")
    }
    let errors = report.findings.filter { $0.severity == .error }.count
    let files = report.files.count
    let summary =
      report.findings.isEmpty
      ? "no findings in \(files) file\(files == 1 ? "" : "s") on \(report.environmentCount)"
        + " environments"
      : "\(report.findings.count) finding\(report.findings.count == 1 ? "" : "s")"
        + " (\(errors) error\(errors == 1 ? "" : "s")) in \(files) file\(files == 1 ? "" : "s")"
        + " on \(report.environmentCount) environments"
    lines.append(summary)
    return lines.joined(separator: "\n")
  }

  static func location(_ finding: Finding) -> String {
    let view = finding.view
    return view.line > 0 ? "\(view.file):\(view.line):\(view.column)" : view.file
  }

  // MARK: Xcode

  /// `path:line:column: warning: message [rule]`, one line per finding (errors as `error:`).
  public static func xcode(_ report: AuditReport) -> String {
    report.findings.map { finding in
      "\(location(finding)): \(finding.severity == .error ? "error" : finding.severity == .warning ? "warning" : "note"):"
        + " \(finding.message) (\(finding.summary); by \(finding.amountText))"
        + " [\(finding.rule.rawValue)]"
    }.joined(separator: "\n")
  }

  // MARK: JSON

  /// `{"files": […], "environments": N, "findings": [{…}]}`, keys in a fixed order.
  public static func json(_ report: AuditReport) -> String {
    let findings = report.findings.map { finding in
      JSONString.object(
        [
          ("rule", JSONString.quote(finding.rule.rawValue)),
          ("severity", JSONString.quote(finding.severity.rawValue)),
          ("file", JSONString.quote(finding.view.file)),
          ("line", String(finding.view.line)), ("column", String(finding.view.column)),
          ("id", finding.view.sceneID.map(JSONString.quote) ?? "null"),
          ("class", JSONString.quote(finding.view.className)),
          ("message", JSONString.quote(finding.message)),
          ("fix", JSONString.quote(finding.fix)),
          ("amount", JSONString.number(finding.amount)),
          ("minimumAmount", JSONString.number(finding.minimumAmount)),
          ("where", JSONString.quote(finding.summary)),
        ] + evidence(finding) + [
          (
            "environments",
            "["
              + finding.environments.map { environment in
                "{\"device\": \(JSONString.quote(environment.device.name)), "
                  + "\"orientation\": \(JSONString.quote(environment.orientation.rawValue)), "
                  + "\"ios\": \(environment.ios)}"
              }.joined(separator: ", ") + "]"
          )
        ], indent: 2)
    }
    return JSONString.object([
      ("files", "[" + report.files.map(JSONString.quote).joined(separator: ", ") + "]"),
      ("devices", String(report.matrix.devices.count)),
      ("environments", String(report.environmentCount)),
      ("findings", JSONString.array(findings, indent: 1)),
    ])
  }

  /// `("evidence", [...])` when the finding carries other rules' observations; nothing otherwise.
  static func evidence(_ finding: Finding) -> [(String, String)] {
    guard !finding.evidence.isEmpty else { return [] }
    let items = finding.evidence.map { evidence in
      "{\"rule\": \(JSONString.quote(evidence.rule.rawValue)), "
        + "\"message\": \(JSONString.quote(evidence.message)), "
        + "\"where\": \(JSONString.quote(evidence.summary))}"
    }
    return [("evidence", "[" + items.joined(separator: ", ") + "]")]
  }

  // MARK: SARIF

  /// SARIF 2.1.0: one run, the rules as `tool.driver.rules`, one result per finding with its
  /// physical location (file, line, column) and the view's id as a logical location.
  public static func sarif(_ report: AuditReport) -> String {
    let descriptions = AuditRules.descriptions
    let rules = descriptions.map { description in
      JSONString.object(
        [
          ("id", JSONString.quote(description.identifier.rawValue)),
          ("name", JSONString.quote(pascalCase(description.identifier.rawValue))),
          ("shortDescription", "{\"text\": \(JSONString.quote(description.summary))}"),
          ("fullDescription", "{\"text\": \(JSONString.quote(description.rationale))}"),
          (
            "defaultConfiguration",
            "{\"level\": \(JSONString.quote(description.severity.sarifLevel))}"
          ),
          (
            "properties",
            "{\"traces\": ["
              + description.traces.map(JSONString.quote).joined(separator: ", ") + "]}"
          ),
        ], indent: 5)
    }
    let results = report.findings.map { finding in
      let index = descriptions.firstIndex { $0.identifier == finding.rule } ?? 0
      var region: [(String, String)] = []
      if finding.view.line > 0 {
        region = [
          ("startLine", String(finding.view.line)),
          ("startColumn", String(max(1, finding.view.column))),
        ]
      }
      var physical: [(String, String)] = [
        ("artifactLocation", "{\"uri\": \(JSONString.quote(uri(finding.view.file)))}")
      ]
      if !region.isEmpty { physical.append(("region", JSONString.object(region, indent: 6))) }
      var location: [(String, String)] = [
        ("physicalLocation", JSONString.object(physical, indent: 5))
      ]
      if let id = finding.view.sceneID {
        location.append(
          (
            "logicalLocations",
            "[{\"name\": \(JSONString.quote(id)), \"kind\": \"object\","
              + " \"fullyQualifiedName\": \(JSONString.quote(finding.view.className + "#" + id))}]"
          ))
      }
      return JSONString.object(
        [
          ("ruleId", JSONString.quote(finding.rule.rawValue)),
          ("ruleIndex", String(index)),
          ("level", JSONString.quote(finding.severity.sarifLevel)),
          (
            "message",
            "{\"text\": \(JSONString.quote("\(finding.message) (\(finding.summary); by \(finding.amountText)). Fix: \(finding.fix)"))}"
          ),
          ("locations", JSONString.array([JSONString.object(location, indent: 4)], indent: 3)),
          (
            "properties",
            "{\"amount\": \(JSONString.number(finding.amount)), \"environments\":"
              + " \(finding.environments.count), \"where\": \(JSONString.quote(finding.summary))}"
          ),
        ], indent: 3)
    }
    let driver = JSONString.object(
      [
        ("name", "\"safearea\""),
        ("informationUri", "\"https://github.com/safeareakit/safeareakit\""),
        ("version", "\"0.1.0\""),
        ("rules", JSONString.array(rules, indent: 4)),
      ], indent: 3)
    let run = JSONString.object(
      [
        ("tool", "{\n      \"driver\": \(driver)\n    }"),
        ("results", JSONString.array(results, indent: 2)),
      ], indent: 2)
    return JSONString.object([
      ("$schema", "\"https://json.schemastore.org/sarif-2.1.0.json\""),
      ("version", "\"2.1.0\""),
      ("runs", JSONString.array([run], indent: 1)),
    ])
  }

  /// `sensor_housing_overlap` → `SensorHousingOverlap`.
  static func pascalCase(_ identifier: String) -> String {
    identifier.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  /// A relative path as a URI reference (spaces and `%` escaped).
  static func uri(_ path: String) -> String {
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: "%")
    return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
  }
}
