import TextEscaping

/// For Xcode's issue navigator and any tool that reads compiler diagnostics:
/// `path:line:column: warning: message (details) [rule]`, one line per finding; every value from
/// input is escaped (``TextEscaping/ControlCharacters``), so a finding is always one line.
public struct XcodeReporter: Reporter {
  /// Creates the reporter.
  public init() {}

  public func generate(_ report: Report) -> String {
    report.findings.map { finding in
      "\(finding.escapedLocation): \(finding.severity.rawValue): "
        + (finding.message
        + (finding.details.isEmpty ? "" : " (\(finding.details.joined(separator: "; ")))"))
        .escapingControlCharacters
        + " [\(finding.rule.rawValue.escapingControlCharacters)]"
    }.joined(separator: "\n")
  }
}

extension Report.Finding {
  /// ``location`` with the file name escaped (``TextEscaping/ControlCharacters``).
  var escapedLocation: String {
    let file = file.escapingControlCharacters
    return line > 0 ? "\(file):\(line):\(column)" : file
  }
}
