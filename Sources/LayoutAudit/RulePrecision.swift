/// A rule's precision as measured on apps no change was made for (`Documentation/Precision.md`),
/// as data: which rules run by default follows from it (issue 27, item 3). A rule is on by
/// default only while its fresh precision — real findings over decided ones (real and false
/// alarms) — is at least ``threshold``; the others are opt-in (`.safearea.yml` `opt_in_rules:`,
/// `safearea audit --rules all`), as SwiftLint's opt-in rules are. A rule no fresh round has
/// measured (it reported nothing there) stays on by default and says so.
public struct RulePrecision: Hashable, Sendable {
  /// The rule.
  public var rule: RuleIdentifier
  /// The day the findings were judged (`2026-11-29`).
  public var date: String
  /// The round, as `Documentation/Precision.md` names it.
  public var round: String
  /// Findings judged real, false alarms, and uncertain (left out of the precision).
  public var real: Int
  public var falseAlarms: Int
  public var uncertain: Int

  public init(
    rule: RuleIdentifier, date: String, round: String, real: Int, falseAlarms: Int,
    uncertain: Int
  ) {
    self.rule = rule
    self.date = date
    self.round = round
    self.real = real
    self.falseAlarms = falseAlarms
    self.uncertain = uncertain
  }

  /// Real over decided findings, or `nil` when none was decided.
  public var precision: Double? {
    let decided = real + falseAlarms
    return decided > 0 ? Double(real) / Double(decided) : nil
  }

  /// Whether the measured precision reaches ``threshold`` (a measurement of only uncertain
  /// findings does not).
  public var isProven: Bool { (precision ?? 0) >= Self.threshold }

  /// 90 %: the bar issue 27 sets for a rule that runs by default.
  public static let threshold = 0.9

  /// `62 % (5 real, 3 false, 1 uncertain; fresh round A, 2026-11-29)`.
  public var summary: String {
    let percent = precision.map { "\(Int(($0 * 100).rounded())) %" } ?? "no decided finding"
    return "\(percent) (\(real) real, \(falseAlarms) false, \(uncertain) uncertain; \(round),"
      + " \(date))"
  }

  /// The latest fresh measurement of each rule that has one, in rule order. Round A: 9 apps,
  /// the release build of `748458e`, every finding judged (`Documentation/Precision.md`,
  /// `Documentation/Journal/2026-11-29-precision.md`); round C: 6 more apps, the release build
  /// of `f7bafb5` (the rules it saw fire: Moonlight's settings side bar, a scroll view by custom
  /// class shown by a reveal controller, 14 false alarms); issue 27's round for the rule
  /// neither saw.
  public static let measured: [RulePrecision] = [
    roundA(.contentUnderBar, real: 1, false: 2, uncertain: 0),
    roundA(.contentUnderReservedRegion, real: 16, false: 3, uncertain: 5),
    RulePrecision(
      rule: .controlOverHomeIndicator, date: "2026-11-29", round: "fresh round C",
      real: 0, falseAlarms: 8, uncertain: 0),
    roundA(.doubleInset, real: 13, false: 0, uncertain: 0),
    roundA(.fixedPosition, real: 11, false: 17, uncertain: 0),
    RulePrecision(
      rule: .fullScreenLayoutInSheet, date: "2026-11-29", round: "fresh round C",
      real: 0, falseAlarms: 6, uncertain: 0),
    RulePrecision(
      rule: .handMadeBarInVerticalLayout, date: "2026-11-28", round: "fresh, issue 27",
      real: 0, falseAlarms: 2, uncertain: 1),
    roundA(.roundedCornerClipping, real: 0, false: 5, uncertain: 1),
    roundA(.sensorHousingOverlap, real: 7, false: 2, uncertain: 1),
    roundA(.unreachableScrollContent, real: 0, false: 1, uncertain: 0),
  ]

  private static func roundA(
    _ rule: RuleIdentifier, real: Int, false falseAlarms: Int,
    uncertain: Int
  ) -> RulePrecision {
    RulePrecision(
      rule: rule, date: "2026-11-29", round: "fresh round A", real: real,
      falseAlarms: falseAlarms, uncertain: uncertain)
  }

  /// The measurement of `rule`, if a fresh round has one.
  public static func measurement(of rule: RuleIdentifier) -> RulePrecision? {
    measured.first { $0.rule == rule }
  }

  /// Whether `rule` must be opted in: a fresh round measured it below ``threshold``.
  public static func requiresOptIn(_ rule: RuleIdentifier) -> Bool {
    guard let measurement = measurement(of: rule) else { return false }
    return !measurement.isProven
  }
}
