import DeviceCatalog
import Foundation

/// A problem an audit found: one rule, one view, every environment where it shows, grouped.
public struct Finding: Hashable, Sendable {
  /// The rule.
  public var rule: RuleIdentifier
  /// The rule's severity.
  public var severity: Severity
  /// The view: file, line, column, id, class.
  public var view: ViewReference
  /// What is wrong, from the environment where it is worst.
  public var message: String
  /// How to fix it.
  public var fix: String
  /// The largest amount, in points, over the environments.
  public var amount: CGFloat
  /// The smallest amount, in points, over the environments.
  public var minimumAmount: CGFloat
  /// Every environment where the rule saw the problem, in matrix order.
  public var environments: [Environment]
  /// Where, in words: `on 31 of 88 devices: every notched iPhone in landscape`.
  public var summary: String
  /// Other rules that fired on the same view for the same cause, attached to this finding
  /// instead of reported again (``PlacementFindings``), most specific first.
  public var evidence: [Evidence] = []

  /// Another rule's observation of the same problem on the same view.
  public struct Evidence: Hashable, Sendable {
    /// The other rule.
    public var rule: RuleIdentifier
    /// Its message.
    public var message: String
    /// Where it saw it.
    public var summary: String

    /// Creates evidence.
    public init(rule: RuleIdentifier, message: String, summary: String) {
      self.rule = rule
      self.message = message
      self.summary = summary
    }
  }

  /// The amount in each of ``environments``, in the same order (empty for a finding made without
  /// them; ``worstEnvironment`` is then the first environment).
  public var amounts: [CGFloat] = []

  /// Creates a finding.
  public init(
    rule: RuleIdentifier, severity: Severity, view: ViewReference, message: String, fix: String,
    amount: CGFloat, minimumAmount: CGFloat, environments: [Environment], summary: String
  ) {
    self.rule = rule
    self.severity = severity
    self.view = view
    self.message = message
    self.fix = fix
    self.amount = amount
    self.minimumAmount = minimumAmount
    self.environments = environments
    self.summary = summary
  }

  /// Whether the finding exists only on approximate geometry: every observation of it is
  /// ``Observation/isApproximate`` (content in the inset strip that stands for a housing with no
  /// sourced outline — the X–13 notches, the 15 family's island — away from where every housing
  /// of that kind lies, and under no sourced outline of the matrix; or content that meets only
  /// the home indicator's band and not across the band's centre and depth,
  /// ``AuditedLayout/restsOnlyOnIndicatorBand(_:)``). Such a finding is left out of reports by
  /// default (``Auditor/reportsApproximateOutlines``): the view may sit beside the real notch or
  /// indicator.
  public var isApproximate = false

  /// Whether the finding is already one severity lower because its screen was laid out in an
  /// assumed context (``HeadlessUIKit/LayoutSnapshot/assumedContext``, the ``Auditor``). A second
  /// reason of the same kind — a storyboard no name in the app reaches (UIKitRules R22.33), which
  /// is shown only by code and so has its initial scene's context assumed too — is said, not
  /// lowered again (`AuditRequest.lowering`).
  public var contextLowered = false

  /// The file, position, object id and rule: what names one finding across the scenes a view is
  /// seen from (`path:line:column:id:rule`).
  public var identity: String {
    "\(view.file):\(view.line):\(view.column):\(view.sceneID ?? ""):\(rule.rawValue)"
  }

  /// Whether the finding is `rule`'s, or carries `rule`'s observation as evidence.
  public func reports(_ rule: RuleIdentifier) -> Bool {
    self.rule == rule || evidence.contains { $0.rule == rule }
  }

  /// The environment where the amount is largest (the first of them in matrix order), the one
  /// ``message`` describes; `nil` when the finding has no environment.
  public var worstEnvironment: Environment? {
    guard amounts.count == environments.count, var best = amounts.indices.first else {
      return environments.first
    }
    for index in amounts.indices where amounts[index] > amounts[best] + PointFormat.epsilon {
      best = index
    }
    return environments[best]
  }

  /// `44 pt` or `20–44 pt`.
  public var amountText: String {
    PointFormat.nearlyEqual(amount, minimumAmount)
      ? "\(Geometry.points(amount)) pt"
      : "\(Geometry.points(minimumAmount))–\(Geometry.points(amount)) pt"
  }

  /// Findings order: file, line, column, rule, then the view's id.
  public static func ordered(_ lhs: Finding, _ rhs: Finding) -> Bool {
    if lhs.view.file != rhs.view.file { return lhs.view.file < rhs.view.file }
    if lhs.view.line != rhs.view.line { return lhs.view.line < rhs.view.line }
    if lhs.view.column != rhs.view.column { return lhs.view.column < rhs.view.column }
    if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
    return lhs.view < rhs.view
  }

  /// ``ordered(_:_:)``, then every other field: a total order, so that sorting gives one
  /// sequence whatever order the findings came in (from several processes, say).
  public static func totallyOrdered(_ lhs: Finding, _ rhs: Finding) -> Bool {
    if ordered(lhs, rhs) { return true }
    if ordered(rhs, lhs) { return false }
    if lhs.severity != rhs.severity { return lhs.severity.rawValue < rhs.severity.rawValue }
    if lhs.message != rhs.message { return lhs.message < rhs.message }
    if lhs.fix != rhs.fix { return lhs.fix < rhs.fix }
    if lhs.amount != rhs.amount { return lhs.amount < rhs.amount }
    if lhs.minimumAmount != rhs.minimumAmount { return lhs.minimumAmount < rhs.minimumAmount }
    if lhs.summary != rhs.summary { return lhs.summary < rhs.summary }
    if lhs.amounts != rhs.amounts { return lhs.amounts.lexicographicallyPrecedes(rhs.amounts) }
    let left = lhs.environments.map(EnvironmentKey.init)
    let right = rhs.environments.map(EnvironmentKey.init)
    return left.lexicographicallyPrecedes(right)
  }
}

/// A file the audit could not lay out: its findings are missing from the report.
public struct AuditFailure: Hashable, Sendable {
  /// The file (the name the audit was given).
  public var file: String
  /// What went wrong, as the error describes itself (a located message for bad input).
  public var message: String

  /// Creates a failure.
  public init(file: String, message: String) {
    self.file = file
    self.message = message
  }
}

/// The environments of the matrix one file was not laid out in because it needs a newer iOS
/// behaviour than theirs (a scene file's `keyboard` guide, iOS 15, on a device whose newest iOS
/// is 12): left out of its audit, and said so in the report.
public struct SkippedEnvironments: Hashable, Sendable {
  /// The file (the name the audit was given).
  public var file: String
  /// The iOS behaviour the file needs: environments below it were left out.
  public var requiredIOS: Int
  /// Where the file uses what needs it, and what it is (unescaped; reporters escape it):
  /// `chat.yaml:16:21: 'keyboard' (keyboardLayoutGuide) was introduced in iOS 15`.
  public var reason: String
  /// The environments left out, in matrix order.
  public var environments: [Environment]
  /// Where, in words (``EnvironmentGrouping``): `on 6 of 88 devices: …`.
  public var summary: String

  /// Creates a record.
  public init(
    file: String, requiredIOS: Int, reason: String, environments: [Environment], summary: String
  ) {
    self.file = file
    self.requiredIOS = requiredIOS
    self.reason = reason
    self.environments = environments
    self.summary = summary
  }

  /// One line for the report: `keyboard-chat: 6 environments left out (needs iOS 15 behaviour;
  /// on 6 of 88 devices: …): chat.yaml:16:21: 'keyboard' … was introduced in iOS 15`.
  public var note: String {
    "\(file): \(environments.count) environment\(environments.count == 1 ? "" : "s") left out"
      + " (below the iOS \(requiredIOS) behaviour it needs; \(summary)): \(reason)"
  }
}

/// An audit's result: the findings, sorted, and what was audited.
public struct AuditReport: Hashable, Sendable {
  /// The findings, sorted by file, line, column, rule.
  public var findings: [Finding]
  /// The files audited, in the order given.
  public var files: [String]
  /// The matrix.
  public var matrix: AuditMatrix
  /// The environments per file.
  public var environmentCount: Int
  /// How many layouts the audit computed: one per file and distinct ``LayoutInputs`` when the
  /// auditor shares layouts (``Auditor/sharesLayouts``), else one per file and environment.
  public var layoutCount = 0
  /// The files whose layout failed, in file order; none of their findings are in ``findings``.
  public var failures: [AuditFailure] = []
  /// Per file that needs a newer iOS behaviour than part of the matrix: the environments left
  /// out of its audit, in file order.
  public var skipped: [SkippedEnvironments] = []
  /// Findings left out because they exist only under approximate housing outlines
  /// (``Finding/isApproximate``, ``Auditor/reportsApproximateOutlines``), by
  /// ``Finding/identity``, sorted, each once.
  public var approximateLeftOutFindings: [String] = []
  /// One note per view a rule found something on whose place, along the axis the finding is
  /// about, the constraints leave ambiguous (AL2.4): no finding rests on such a place, and the
  /// note says which rules were not reported for it, and where (issue 31), sorted.
  public var ambiguityNotes: [String] = []
  /// How many findings were left out for approximate outlines.
  public var approximateLeftOut: Int { approximateLeftOutFindings.count }

  /// Creates a report.
  public init(findings: [Finding], files: [String], matrix: AuditMatrix, environmentCount: Int) {
    self.findings = findings
    self.files = files
    self.matrix = matrix
    self.environmentCount = environmentCount
  }

  /// Whether any finding is at error severity.
  public var hasErrors: Bool { findings.contains { $0.severity == .error } }

  /// The exit status: 65 when a file failed, else 0 clean, 1 when a finding is an error (or any
  /// finding, when `strict`).
  public func exitStatus(strict: Bool) -> Int32 {
    if !failures.isEmpty { return 65 }
    if hasErrors || (strict && !findings.isEmpty) { return 1 }
    return 0
  }
}
