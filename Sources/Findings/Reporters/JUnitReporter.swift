import TextEscaping

/// JUnit XML, as CI systems read test results (Jenkins, GitLab, Azure Pipelines): one
/// `<testsuite>` per file with findings (files in report order), one `<testcase>` with a
/// `<failure>` per finding. A clean run is one empty suite, so the file is never empty.
///
/// ```xml
/// <testsuites name="safearea" tests="1" failures="1">
///   <testsuite name="Examples/A3-2.yaml" tests="1" failures="1">
///     <testcase classname="Examples/A3-2.yaml" name="sensor_housing_overlap: view1 (9:11)">
///       <failure type="error" message="'view1' (UIView) lies 59 pt under the sensor housing">…</failure>
/// ```
public struct JUnitReporter: Reporter {
  /// Creates the reporter.
  public init() {}

  public func generate(_ report: Report) -> String {
    var lines = [
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
      "<testsuites "
        + XMLText.attributes([
          ("name", "safearea"), ("tests", String(report.findings.count)),
          ("failures", String(report.findings.count)),
        ]) + ">",
    ]
    let groups = Self.byFile(report.findings)
    if groups.isEmpty {
      lines.append(
        "  <testsuite "
          + XMLText.attributes([("name", "safearea"), ("tests", "0"), ("failures", "0")])
          + "/>")
    }
    for (file, findings) in groups {
      lines.append(
        "  <testsuite "
          + XMLText.attributes([
            ("name", file), ("tests", String(findings.count)),
            ("failures", String(findings.count)),
          ]) + ">")
      for finding in findings {
        var name = finding.rule.rawValue
        if let id = finding.objectID { name += ": " + id }
        if finding.line > 0 { name += " (\(finding.line):\(finding.column))" }
        // One escaped line per part: the line breaks between them are the reporter's own.
        let body =
          ([finding.location + ": " + finding.message] + finding.details
          + ["fix: " + finding.fix]).map(ControlCharacters.xmlText).joined(separator: "\n")
        lines.append(
          "    <testcase " + XMLText.attributes([("classname", file), ("name", name)]) + ">")
        lines.append(
          "      <failure "
            + XMLText.attributes([
              ("type", finding.severity.rawValue), ("message", finding.message),
            ]) + ">" + body + "</failure>")
        lines.append("    </testcase>")
      }
      lines.append("  </testsuite>")
    }
    lines.append("</testsuites>")
    return lines.joined(separator: "\n")
  }

  /// The findings grouped by file, files in the order of their first finding.
  static func byFile(_ findings: [Report.Finding]) -> [(String, [Report.Finding])] {
    var groups: [(String, [Report.Finding])] = []
    // Each file's group found through an index, not a search of the groups: linear in the
    // findings however many files they come from.
    var groupOfFile: [String: Int] = [:]  // lookups only
    for finding in findings {
      if let index = groupOfFile[finding.file] {
        groups[index].1.append(finding)
      } else {
        groupOfFile[finding.file] = groups.count
        groups.append((finding.file, [finding]))
      }
    }
    return groups
  }
}
