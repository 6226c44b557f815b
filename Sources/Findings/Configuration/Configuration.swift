import DeviceCatalog
import Foundation

/// What a team decided about the tool, as a value: which rules run and how severe they are, which
/// files are read, which devices the audit covers, how the report is written and which findings
/// are accepted. Read once from `.safearea.yml` (``load(path:knownRules:)``), shared by `audit`
/// and `lint`; rules never read it — the commands apply it.
///
/// ```yaml
/// disabled_rules: [fixed_position]
/// severity:
///   content_under_bar: error
/// excluded: [Pods, "**/*Tests/**"]
/// matrix:
///   devices: [iphone]
///   orientations: [portrait]
/// reporter: github-actions
/// ignore:
///   - file: App/Base.lproj/Main.storyboard
///     id: BYZ-38-t0r
///     rule: content_under_bar
///     reason: the map is meant to run under the bars
/// ```
public struct Configuration: Hashable, Sendable {
  /// The file's name, looked for from the working directory upward.
  public static let fileName = ".safearea.yml"

  /// Rules that do not run.
  public var disabledRules: [RuleIdentifier] = []
  /// Opt-in rules that run.
  public var optInRules: [RuleIdentifier] = []
  /// Severity overrides, in the file's order.
  public var severities: [RuleSeverity] = []
  /// Paths or globs, relative to ``rootDirectory``, of files never read.
  public var excluded: [PathPattern] = []
  /// Paths or globs of the only files read; every file when empty.
  public var included: [PathPattern] = []
  /// The audit's matrix, where set.
  public var matrix = Matrix()
  /// The report format, when the file sets one (`--format` wins).
  public var reporter: ReportFormat?
  /// Whether lint's JSON carries every device × orientation × iOS cell of each finding (as
  /// `lint --cells` does), when the file says so (`lint_cells: true`; either turns it on).
  public var lintCells: Bool?
  /// Findings accepted one by one, each with its reason.
  public var ignore: [Suppression] = []
  /// The directory paths in the file are relative to: the file's own directory (the working
  /// directory for the default configuration).
  public var rootDirectory: String
  /// The file it was read from; `nil` for the default configuration.
  public var file: String?

  /// The default configuration: every rule that is not opt-in, every file, the default matrix.
  public init(rootDirectory: String = FileManager.default.currentDirectoryPath) {
    self.rootDirectory = rootDirectory
  }

  /// A severity set for one rule.
  public struct RuleSeverity: Hashable, Sendable {
    /// The rule.
    public var rule: RuleIdentifier
    /// Its severity.
    public var severity: Severity

    /// Creates an override.
    public init(rule: RuleIdentifier, severity: Severity) {
      self.rule = rule
      self.severity = severity
    }
  }

  /// The matrix the configuration sets; `nil` members leave the command's default (command-line
  /// options win over the file).
  public struct Matrix: Hashable, Sendable {
    /// Device selectors: `all`, a family (`notched`, `iphone`, …) or device names.
    public var devices: [String]?
    /// Orientations.
    public var orientations: [Orientation]?
    /// iOS behaviour versions (``IOSBehaviour/modelled``).
    public var ios: [Int]?
    /// Whether the app hides the status bar.
    public var statusBarHidden: Bool?

    /// Creates a matrix.
    public init(
      devices: [String]? = nil, orientations: [Orientation]? = nil, ios: [Int]? = nil,
      statusBarHidden: Bool? = nil
    ) {
      self.devices = devices
      self.orientations = orientations
      self.ios = ios
      self.statusBarHidden = statusBarHidden
    }

    /// The devices the selectors name, in catalog order; `nil` when the file sets none.
    public var resolvedDevices: [Device]? {
      guard let devices else { return nil }
      var ids: Set<String> = []
      for selector in devices {
        for device in DeviceCatalog.devices(matching: selector) ?? [] { ids.insert(device.id) }
      }
      return DeviceCatalog.devices.filter { ids.contains($0.id) }
    }

    /// An orientation by name; `landscape` is `landscapeLeft`.
    public static func orientation(named name: String) -> Orientation? {
      name == "landscape" ? .landscapeLeft : Orientation(rawValue: name)
    }
  }

  /// One finding accepted on purpose: the file, the object (or its scene) and the rule, with the
  /// reason a reviewer agreed to.
  public struct Suppression: Hashable, Sendable {
    /// The file: a path or glob relative to the configuration's directory.
    public var file: PathPattern
    /// The object's id (IB object id, scene-file id, macro or symbol name), or one of its scopes
    /// (scene id, storyboard identifier); every object of the file when `nil`.
    public var id: String?
    /// The rule.
    public var rule: RuleIdentifier
    /// Why the finding is accepted.
    public var reason: String

    /// Creates a suppression.
    public init(file: PathPattern, id: String?, rule: RuleIdentifier, reason: String) {
      self.file = file
      self.id = id
      self.rule = rule
      self.reason = reason
    }
  }
}

extension Configuration {
  /// Whether `rule` runs: not disabled, and for an opt-in rule, opted in.
  public func isEnabled(_ rule: RuleIdentifier, optIn: Bool = false) -> Bool {
    if disabledRules.contains(rule) { return false }
    return !optIn || optInRules.contains(rule)
  }

  /// The severity of `rule`'s findings: the file's override, else `default`.
  public func severity(of rule: RuleIdentifier, default severity: Severity) -> Severity {
    severities.last { $0.rule == rule }?.severity ?? severity
  }

  /// Whether the command reads `path` (as the run names it: relative to `workingDirectory`, or
  /// absolute): not excluded, and included when ``included`` is set.
  public func includes(
    _ path: String, workingDirectory: String = FileManager.default.currentDirectoryPath
  ) -> Bool {
    includes(relative: PathPattern.relative(path, to: rootDirectory, from: workingDirectory))
  }

  /// Whether a path relative to ``rootDirectory`` is read (``includes(_:workingDirectory:)``).
  private func includes(relative: String) -> Bool {
    if excluded.contains(where: { $0.matches(relative) }) { return false }
    return included.isEmpty || included.contains { $0.matches(relative) }
  }

  /// The suppression that accepts `finding`, if any.
  public func suppression(
    for finding: Report.Finding,
    workingDirectory: String = FileManager.default.currentDirectoryPath
  ) -> Suppression? {
    suppression(
      for: finding,
      relative: PathPattern.relative(finding.file, to: rootDirectory, from: workingDirectory))
  }

  /// The suppression that accepts `finding`, whose file is `relative` to ``rootDirectory``.
  private func suppression(for finding: Report.Finding, relative: String) -> Suppression? {
    ignore.first { entry in
      entry.rule == finding.rule && entry.file.matches(relative)
        && (entry.id.map { $0 == finding.objectID || finding.scopes.contains($0) } ?? true)
    }
  }

  /// `report` with the configuration applied: findings of disabled rules (and of opt-in rules
  /// not opted in: ``Report/Rule/isOptIn``) and of excluded files removed, suppressed findings
  /// removed and counted, severities overridden.
  public func apply(
    to report: Report, workingDirectory: String = FileManager.default.currentDirectoryPath
  ) -> (report: Report, suppressed: Int) {
    let optIn = report.rules.filter(\.isOptIn).map(\.identifier)
    var result = report
    var suppressed = 0
    // Findings cluster in few files: each file's relative path and inclusion are worked out once
    // (normalising a path is the costly part for a run with tens of thousands of findings).
    var files: [String: (relative: String, included: Bool)] = [:]
    result.findings = report.findings.compactMap { finding in
      guard isEnabled(finding.rule, optIn: optIn.contains(finding.rule)) else { return nil }
      let file: (relative: String, included: Bool)
      if let known = files[finding.file] {
        file = known
      } else {
        let relative = PathPattern.relative(
          finding.file, to: rootDirectory, from: workingDirectory)
        file = (relative, includes(relative: relative))
        files[finding.file] = file
      }
      guard file.included else { return nil }
      if suppression(for: finding, relative: file.relative) != nil {
        suppressed += 1
        return nil
      }
      var finding = finding
      finding.severity = severity(of: finding.rule, default: finding.severity)
      return finding
    }
    return (result, suppressed)
  }
}
