/// For Xcode's issue navigator and any tool that reads compiler diagnostics:
/// `path:line:column: warning: message (details) [rule]`, one line per finding.
public struct XcodeReporter: Reporter {
  /// Creates the reporter.
  public init() {}

  public func generate(_ report: Report) -> String {
    report.findings.map { finding in
      "\(finding.location): \(finding.severity.rawValue): \(finding.message)"
        + (finding.details.isEmpty ? "" : " (\(finding.details.joined(separator: "; ")))")
        + " [\(finding.rule.rawValue)]"
    }.joined(separator: "\n")
  }
}
