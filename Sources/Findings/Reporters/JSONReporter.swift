/// `{"files": […], …summary…, "findings": [{…}]}`, keys in a fixed order. Each finding has
/// `rule`, `severity`, `file`, `line`, `column`, `id`, `class` (when known), `message`, `fix`,
/// then its own ``Report/Finding/properties``.
public struct JSONReporter: Reporter {
  /// Creates the reporter.
  public init() {}

  public func generate(_ report: Report) -> String {
    let findings = report.findings.map { finding in
      var members: [(String, String)] = [
        ("rule", JSONString.quote(finding.rule.rawValue)),
        ("severity", JSONString.quote(finding.severity.rawValue)),
        ("file", JSONString.quote(finding.file)),
        ("line", String(finding.line)), ("column", String(finding.column)),
        ("id", finding.objectID.map(JSONString.quote) ?? "null"),
      ]
      if let objectClass = finding.objectClass {
        members.append(("class", JSONString.quote(objectClass)))
      }
      members += [
        ("message", JSONString.quote(finding.message)),
        ("fix", JSONString.quote(finding.fix)),
      ]
      members += finding.properties.map { ($0.key, JSONString.value($0.value)) }
      return JSONString.object(members, indent: 2)
    }
    return JSONString.object(
      [("files", "[" + report.files.map(JSONString.quote).joined(separator: ", ") + "]")]
        + report.summary.map { ($0.key, JSONString.value($0.value)) }
        + [("findings", JSONString.array(findings, indent: 1))])
  }
}
