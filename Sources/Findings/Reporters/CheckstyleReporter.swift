/// Checkstyle XML (read by Jenkins' Warnings plugin, reviewdog, SonarQube and most CI systems):
/// one `<file>` per file with findings, one `<error>` per finding; `note` is Checkstyle's `info`.
/// The `source` is `safearea.` and the rule id.
///
/// ```xml
/// <checkstyle version="4.3">
///   <file name="Examples/A3-2.yaml">
///     <error line="9" column="11" severity="error" message="…" source="safearea.sensor_housing_overlap"/>
/// ```
public struct CheckstyleReporter: Reporter {
  /// Creates the reporter.
  public init() {}

  public func generate(_ report: Report) -> String {
    var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<checkstyle version=\"4.3\">"]
    for (file, findings) in JUnitReporter.byFile(report.findings) {
      lines.append("  <file " + XMLText.attributes([("name", file)]) + ">")
      for finding in findings {
        var attributes: [(String, String)] = []
        if finding.line > 0 {
          attributes += [
            ("line", String(finding.line)), ("column", String(max(1, finding.column))),
          ]
        }
        let details = finding.details.isEmpty ? "" : " (\(finding.details.joined(separator: "; ")))"
        attributes += [
          ("severity", finding.severity == .note ? "info" : finding.severity.rawValue),
          ("message", "\(finding.message)\(details). Fix: \(finding.fix)"),
          ("source", "safearea." + finding.rule.rawValue),
        ]
        lines.append("    <error " + XMLText.attributes(attributes) + "/>")
      }
      lines.append("  </file>")
    }
    lines.append("</checkstyle>")
    return lines.joined(separator: "\n")
  }
}
