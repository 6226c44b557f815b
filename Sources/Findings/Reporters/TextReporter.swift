import TextEscaping

/// For a person: one block per finding, then a summary line. Every value from input is escaped
/// (``TextEscaping/ControlCharacters``), so a finding is always its lines and no more.
///
/// ```
/// Examples/A3-2.yaml:9:11: error: 'view1' (UIView) lies 44 pt under the notch [sensor_housing_overlap]
///   on 31 of 85 devices: every notched iPhone in portrait; by 44 pt
///   fix: place it from the safe area …
/// 1 finding (1 error) in 1 file on 170 environments
/// ```
public struct TextReporter: Reporter {
  /// Whether to colour severities with ANSI escapes (for a terminal).
  public var colour: Bool

  /// Creates the reporter.
  public init(colour: Bool = false) { self.colour = colour }

  public func generate(_ report: Report) -> String {
    func paint(_ text: String, _ code: String) -> String {
      colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
    var lines: [String] = []
    for finding in report.findings {
      let severity = paint(
        finding.severity.rawValue,
        finding.severity == .error ? "1;31" : finding.severity == .warning ? "1;33" : "1;36")
      lines.append(
        "\(finding.escapedLocation): \(severity): \(finding.message.escapingControlCharacters)"
          + " [\(finding.rule.rawValue.escapingControlCharacters)]")
      lines += finding.details.map { "  " + $0.escapingControlCharacters }
      lines.append("  " + paint("fix:", "1") + " \(finding.fix.escapingControlCharacters)")
    }
    let errors = report.findings.filter { $0.severity == .error }.count
    let files = report.fileCount ?? report.files.count
    let scenes = report.files.count
    let scope =
      (report.fileCount.map { $0 == scenes ? "" : " (\(scenes) scene\(scenes == 1 ? "" : "s"))" }
        ?? "") + (report.scope.isEmpty ? "" : " " + report.scope)
    let summary =
      report.findings.isEmpty
      ? "no findings in \(files) file\(files == 1 ? "" : "s")\(scope)"
      : "\(report.findings.count) finding\(report.findings.count == 1 ? "" : "s")"
        + " (\(errors) error\(errors == 1 ? "" : "s")) in \(files) file\(files == 1 ? "" : "s")"
        + scope
    lines += report.notes.map { paint("note:", "1;36") + " " + $0.escapingControlCharacters }
    lines.append(summary)
    return lines.joined(separator: "\n")
  }
}
