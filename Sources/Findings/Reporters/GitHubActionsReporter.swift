import TextEscaping

/// GitHub Actions workflow commands: one `::error`/`::warning`/`::notice` line per finding, which
/// GitHub shows as an annotation on the pull request's line
/// (<https://docs.github.com/actions/reference/workflow-commands-for-github-actions>).
///
/// ```
/// ::error file=App/Main.storyboard,line=41,col=21,title=sensor_housing_overlap::'logo' (UIImageView) lies 59 pt under the sensor housing%0Aon 12 of 85 devices: …%0Afix: …
/// ```
///
/// Paths are written as the run names them: run the tool from the repository's root. Line breaks
/// and `%` are percent-encoded as the runner expects (and `:` and `,` in properties), so one
/// finding is always one line; every other control character is escaped visibly
/// (``TextEscaping/ControlCharacters``: `\u{1B}`).
public struct GitHubActionsReporter: Reporter {
  /// Creates the reporter.
  public init() {}

  public func generate(_ report: Report) -> String {
    report.findings.map { finding in
      let command =
        switch finding.severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
      var properties = [("file", finding.file)]
      if finding.line > 0 {
        properties += [("line", String(finding.line)), ("col", String(max(1, finding.column)))]
      }
      properties.append(("title", finding.rule.rawValue))
      let message = ([finding.message] + finding.details + ["fix: " + finding.fix])
        .joined(separator: "\n")
      return "::\(command) "
        + properties.map {
          "\($0.0)=\(ControlCharacters.workflowCommandValue($0.1, property: true))"
        }
        .joined(separator: ",")
        + "::" + ControlCharacters.workflowCommandValue(message, property: false)
    }.joined(separator: "\n")
  }
}
