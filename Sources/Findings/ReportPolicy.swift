import Foundation

/// What happens to a run's report before it is written, shared by `audit` and `lint`: the
/// configuration (rules, severities, excluded files, `ignore` entries), then the baseline.
///
/// ```swift
/// let policy = try ReportPolicy.load(configuration: nil, baseline: "safearea-baseline.json")
/// let outcome = policy.apply(to: report)
/// print(ReportFormat.text.reporter().generate(outcome.report))
/// ```
public struct ReportPolicy: Hashable, Sendable {
  /// The configuration.
  public var configuration: Configuration
  /// The baseline, if any.
  public var baseline: Baseline?
  /// The directory the baseline's paths are relative to (its file's).
  public var baselineDirectory: String

  /// Creates a policy.
  public init(
    configuration: Configuration, baseline: Baseline? = nil,
    baselineDirectory: String = FileManager.default.currentDirectoryPath
  ) {
    self.configuration = configuration
    self.baseline = baseline
    self.baselineDirectory = baselineDirectory
  }

  /// The policy of a command: the configuration file given (else the one found from the working
  /// directory upward, else the default) and the baseline file given, if any.
  ///
  /// - Throws: ``ConfigurationError`` for a file that cannot be read or is malformed.
  public static func load(
    configuration path: String?, baseline baselinePath: String?,
    knownRules: [RuleIdentifier]? = nil,
    workingDirectory: String = FileManager.default.currentDirectoryPath
  ) throws(ConfigurationError) -> ReportPolicy {
    let configuration = try Configuration.resolve(
      explicit: path, knownRules: knownRules, workingDirectory: workingDirectory)
    guard let baselinePath else { return ReportPolicy(configuration: configuration) }
    return ReportPolicy(
      configuration: configuration, baseline: try Baseline.load(path: baselinePath),
      baselineDirectory: directory(of: baselinePath, from: workingDirectory))
  }

  /// The absolute directory of the file at `path`.
  public static func directory(of path: String, from workingDirectory: String) -> String {
    PathPattern.absolute((path as NSString).deletingLastPathComponent, from: workingDirectory)
  }

  /// What the policy did to a report.
  public struct Outcome: Hashable, Sendable {
    /// The report to write.
    public var report: Report
    /// The findings after the configuration, before the baseline: what `--write-baseline`
    /// records.
    public var configured: [Report.Finding]
    /// Findings an `ignore` entry accepted.
    public var suppressed: Int
    /// Findings the baseline held back.
    public var baselined: Int

    /// `3 findings accepted by 'ignore' in .safearea.yml; 12 in the baseline`, or `nil`.
    public func note(configurationFile: String?) -> String? {
      var parts: [String] = []
      if suppressed > 0 {
        parts.append(
          "\(suppressed) finding\(suppressed == 1 ? "" : "s") accepted by 'ignore' entries"
            + (configurationFile.map { " in \($0)" } ?? ""))
      }
      if baselined > 0 {
        parts.append("\(baselined) finding\(baselined == 1 ? "" : "s") in the baseline not shown")
      }
      return parts.isEmpty ? nil : "note: " + parts.joined(separator: "; ")
    }
  }

  /// `report` with the configuration, then the baseline, applied.
  public func apply(
    to report: Report, workingDirectory: String = FileManager.default.currentDirectoryPath
  ) -> Outcome {
    let (configured, suppressed) = configuration.apply(
      to: report, workingDirectory: workingDirectory)
    guard let baseline else {
      return Outcome(
        report: configured, configured: configured.findings, suppressed: suppressed,
        baselined: 0)
    }
    let (filtered, baselined) = baseline.filter(
      configured, directory: baselineDirectory, workingDirectory: workingDirectory)
    return Outcome(
      report: filtered, configured: configured.findings, suppressed: suppressed,
      baselined: baselined)
  }
}
