/// What a run found, ready for any ``Reporter``: the findings of `audit` or `lint` in one shape,
/// the files it read and the rules it ran.
///
/// `LayoutAudit` converts its `AuditReport` into a `Report`; `SourceLint` builds one from its
/// lint findings the same way. Reporters read nothing else, so a new reporter touches no rule and
/// a new rule touches no reporter.
///
/// ```swift
/// let report = Report(
///   findings: [finding], files: ["Main.storyboard"], rules: [rule],
///   scope: "on 170 environments")
/// print(ReportFormat.xcode.reporter().generate(report))
/// ```
public struct Report: Hashable, Sendable {
  /// The findings, in report order (``Finding/ordered(_:_:)``).
  public var findings: [Finding]
  /// What was read, in the order given (for `audit`, its layout sources: a file, or a storyboard
  /// scene as `Main#scene-id`).
  public var files: [String]
  /// The rules that ran, in their documented order (SARIF's `tool.driver.rules`).
  public var rules: [Rule]
  /// Where the findings were looked for, after "in N files" in the text summary: `on 170
  /// environments` for `audit`; empty for none.
  public var scope: String
  /// JSON members between `files` and `findings` at the top of the JSON report, in order
  /// (`audit`: `devices` and `environments`).
  public var summary: [Member]
  /// Lines the text report prints as `note: …` before its summary line (`audit`: the
  /// environments a file was not laid out in, and why); machine formats carry the same facts in
  /// ``summary``.
  public var notes: [String]
  /// How many files ``files`` come from, when that differs from their count (`audit`: storyboard
  /// scenes are layout sources of one file): the text summary then says "in 14 files (58
  /// scenes)". `nil`: every entry is a file.
  public var fileCount: Int?

  /// Creates a report.
  public init(
    findings: [Finding], files: [String], rules: [Rule], scope: String = "",
    summary: [Member] = [], notes: [String] = []
  ) {
    self.findings = findings
    self.files = files
    self.rules = rules
    self.scope = scope
    self.summary = summary
    self.notes = notes
  }

  /// Whether any finding is at error severity.
  public var hasErrors: Bool { findings.contains { $0.severity == .error } }

  /// The exit status: 0 clean, 1 when a finding is an error (or any finding, when `strict`).
  public func exitStatus(strict: Bool) -> Int32 {
    if hasErrors || (strict && !findings.isEmpty) { return 1 }
    return 0
  }
}

extension Report {
  /// What a rule is, for reporters (SARIF's rule table): the part of an audit or lint rule's
  /// description that does not depend on what the rule reads.
  public struct Rule: Hashable, Sendable {
    /// `snake_case`.
    public var identifier: RuleIdentifier
    /// A short title.
    public var name: String
    /// One sentence: what the rule finds.
    public var summary: String
    /// Why it matters.
    public var rationale: String
    /// Its default severity.
    public var severity: Severity
    /// Spec rules and scenarios it is traced to (`R1.2`, `A3-2`).
    public var traces: [String]
    /// Whether the rule runs only when a configuration's `opt_in_rules` names it.
    public var isOptIn: Bool

    /// Creates a rule entry.
    public init(
      identifier: RuleIdentifier, name: String, summary: String, rationale: String,
      severity: Severity, traces: [String] = [], isOptIn: Bool = false
    ) {
      self.isOptIn = isOptIn
      self.identifier = identifier
      self.name = name
      self.summary = summary
      self.rationale = rationale
      self.severity = severity
      self.traces = traces
    }
  }

  /// A named value in a JSON report, kept in order (no dictionary order reaches output).
  public struct Member: Hashable, Sendable {
    /// The key.
    public var key: String
    /// The value.
    public var value: Value

    /// Creates a member.
    public init(_ key: String, _ value: Value) {
      self.key = key
      self.value = value
    }
  }

  /// A JSON value a finding or report carries beyond the shared fields.
  public indirect enum Value: Hashable, Sendable {
    case string(String)
    /// A number, written as `PointFormat` writes points (`null` when not finite).
    case number(Double)
    case integer(Int)
    case bool(Bool)
    case null
    /// An array written on one line: `[a, b]`.
    case array([Value])
    /// An object written on one line: `{"a": 1, "b": 2}`.
    case object([Member])
  }
}
