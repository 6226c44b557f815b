import DeviceCatalog
import Foundation

/// SARIF 2.1.0 (code-scanning tools, GitHub's included): one run, the report's rules as
/// `tool.driver.rules`, one result per finding with its physical location (file, line, column)
/// and the object's id as a logical location.
public struct SARIFReporter: Reporter {
  /// Creates the reporter.
  public init() {}

  public func generate(_ report: Report) -> String {
    let rules = report.rules.map { rule in
      JSONString.object(
        [
          ("id", JSONString.quote(rule.identifier.rawValue)),
          ("name", JSONString.quote(Self.pascalCase(rule.identifier.rawValue))),
          ("shortDescription", "{\"text\": \(JSONString.quote(rule.summary))}"),
          ("fullDescription", "{\"text\": \(JSONString.quote(rule.rationale))}"),
          ("defaultConfiguration", "{\"level\": \(JSONString.quote(rule.severity.sarifLevel))}"),
          (
            "properties",
            "{\"traces\": [" + rule.traces.map(JSONString.quote).joined(separator: ", ") + "]}"
          ),
        ], indent: 5)
    }
    let results = report.findings.map { finding in
      let index = report.rules.firstIndex { $0.identifier == finding.rule } ?? 0
      var region: [(String, String)] = []
      if finding.line > 0 {
        region = [
          ("startLine", String(finding.line)),
          ("startColumn", String(max(1, finding.column))),
        ]
      }
      var physical: [(String, String)] = [
        ("artifactLocation", "{\"uri\": \(JSONString.quote(Self.uri(finding.file)))}")
      ]
      if !region.isEmpty { physical.append(("region", JSONString.object(region, indent: 6))) }
      var location: [(String, String)] = [
        ("physicalLocation", JSONString.object(physical, indent: 5))
      ]
      if let id = finding.objectID {
        let qualified = finding.objectClass.map { $0 + "#" + id } ?? id
        location.append(
          (
            "logicalLocations",
            "[{\"name\": \(JSONString.quote(id)), \"kind\": \"object\","
              + " \"fullyQualifiedName\": \(JSONString.quote(qualified))}]"
          ))
      }
      let details = finding.details.isEmpty ? "" : " (\(finding.details.joined(separator: "; ")))"
      var members: [(String, String)] = [
        ("ruleId", JSONString.quote(finding.rule.rawValue)),
        ("ruleIndex", String(index)),
        ("level", JSONString.quote(finding.severity.sarifLevel)),
        (
          "message",
          "{\"text\": \(JSONString.quote("\(finding.message)\(details). Fix: \(finding.fix)"))}"
        ),
        ("locations", JSONString.array([JSONString.object(location, indent: 4)], indent: 3)),
      ]
      if !finding.resultProperties.isEmpty {
        members.append(("properties", JSONString.value(.object(finding.resultProperties))))
      }
      return JSONString.object(members, indent: 3)
    }
    let driver = JSONString.object(
      [
        ("name", "\"safearea\""),
        ("informationUri", "\"https://github.com/safeareakit/safeareakit\""),
        ("version", JSONString.quote(SafeAreaKitVersion.string)),
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
