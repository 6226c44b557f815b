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

  /// Every fresh measurement, round by round (a rule appears once per round that saw it fire).
  /// Round A: 9 apps, the release build of `748458e`, every finding judged
  /// (`Documentation/Precision.md`, `Documentation/Journal/2026-11-29-precision.md`); round C: 6
  /// more apps, the release build of `f7bafb5` (Moonlight's scrolling side bar shown by a
  /// reveal controller: 14 false alarms); round D: 9 more apps, the debug build of `13adf09`,
  /// default options and `--rules all`, 66 findings judged
  /// (`Documentation/Journal/2026-11-29-precision-round-d.md`); round E: 13 more apps, the
  /// release build of `cbc5cc3`, default options and `--rules all`, all 87 findings judged
  /// (`Documentation/Journal/2026-11-29-precision-round-e.md`); rounds F and G: 11 apps each,
  /// release builds of `c48af90` and `dccf84b`, `--rules all`, every finding judged; round H:
  /// 12 apps, the release build of `e967761`, `--rules all`, every finding judged; round I: 11
  /// apps, the release build of `09edf8d`, likewise (2026-11-30); round J: 9 apps, the release
  /// build of `a5190ad`, likewise (2026-11-30); round K: 9 apps, the release build of
  /// `4c72fd2`, likewise (2026-11-30); round L: 9 apps, the debug build of `2d4015e`,
  /// likewise (2026-11-30); round M: 11 apps, the debug build of `d9e20d2`, likewise
  /// (2026-11-30); round N: 15 apps, the debug build of `8df16d7`, likewise (2026-11-30); round
  /// O: 12 apps, the debug build of `1f8e211`, likewise (2026-11-30); round P: 11 apps, the
  /// debug build of `2ef3ab3`, likewise (2026-11-30); round Q: 16 apps, the build of `d44a454`,
  /// likewise (2026-12-01); round R: 17 apps, the release build of `a4cef20`, likewise
  /// (2026-12-01); round S: 13 apps, the release build of `4566f2c`, likewise (2026-12-01);
  /// round T: 14 apps, the release build of `a6f4982`, likewise (2026-12-01); round V: 9 apps,
  /// the release build of `ff8b424`, likewise (2026-12-02); round W: 9 apps, the release build
  /// of `8368b0d1`, likewise (2026-12-02); round X: 18 apps, the release build
  /// of `cdf93c23`, likewise (2026-12-02); round Y: 17 apps, the release build of `5b4efa19`,
  /// likewise (2026-12-02);
  /// issue 27's round for the rule none of them saw. Each was judged before any fix was made for its apps.
  public static let measured: [RulePrecision] = [
    round("A", .contentUnderBar, real: 1, false: 2, uncertain: 0),
    round("D", .contentUnderBar, real: 2, false: 3, uncertain: 1),
    round("E", .contentUnderBar, real: 0, false: 12, uncertain: 0),
    round("A", .contentUnderReservedRegion, real: 16, false: 3, uncertain: 5),
    round("D", .contentUnderReservedRegion, real: 3, false: 4, uncertain: 1),
    round("E", .contentUnderReservedRegion, real: 15, false: 2, uncertain: 3),
    round("D", .controlInStatusBar, real: 0, false: 2, uncertain: 0),
    round("E", .controlInStatusBar, real: 0, false: 1, uncertain: 0),
    round("A", .controlOverHomeIndicator, real: 2, false: 0, uncertain: 0),
    round("C", .controlOverHomeIndicator, real: 0, false: 8, uncertain: 0),
    round("D", .controlOverHomeIndicator, real: 2, false: 5, uncertain: 0),
    round("E", .controlOverHomeIndicator, real: 0, false: 10, uncertain: 4),
    round("A", .doubleInset, real: 13, false: 0, uncertain: 0),
    round("D", .doubleInset, real: 1, false: 1, uncertain: 0),
    round("E", .doubleInset, real: 0, false: 2, uncertain: 0),
    round("A", .fixedPosition, real: 11, false: 17, uncertain: 0),
    round("D", .fixedPosition, real: 5, false: 11, uncertain: 1),
    round("E", .fixedPosition, real: 1, false: 11, uncertain: 0),
    round("C", .fullScreenLayoutInSheet, real: 0, false: 6, uncertain: 0),
    RulePrecision(
      rule: .handMadeBarInVerticalLayout, date: "2026-11-28", round: "fresh, issue 27",
      real: 0, falseAlarms: 2, uncertain: 1),
    round("D", .handMadeBarInVerticalLayout, real: 0, false: 4, uncertain: 0),
    round("E", .handMadeBarInVerticalLayout, real: 0, false: 3, uncertain: 0),
    round("A", .roundedCornerClipping, real: 0, false: 5, uncertain: 1),
    round("D", .roundedCornerClipping, real: 2, false: 16, uncertain: 0),
    round("E", .roundedCornerClipping, real: 1, false: 11, uncertain: 3),
    round("A", .sensorHousingOverlap, real: 7, false: 2, uncertain: 1),
    round("D", .sensorHousingOverlap, real: 0, false: 2, uncertain: 0),
    round("E", .sensorHousingOverlap, real: 2, false: 4, uncertain: 0),
    round("A", .unreachableScrollContent, real: 0, false: 1, uncertain: 0),
    round("D", .unreachableScrollContent, real: 1, false: 1, uncertain: 0),
    round("E", .unreachableScrollContent, real: 0, false: 2, uncertain: 0),
    // Round F: 11 apps, the release build of `c48af90`, `--rules all`, all 134 findings judged
    // (`Documentation/Journal/2026-11-29-precision-round-f.md`).
    round("F", .contentUnderReservedRegion, real: 5, false: 0, uncertain: 3),
    round("F", .fixedPosition, real: 1, false: 25, uncertain: 1),
    round("F", .contentUnderBar, real: 0, false: 38, uncertain: 0),
    round("F", .controlInStatusBar, real: 0, false: 22, uncertain: 0),
    round("F", .handMadeBarInVerticalLayout, real: 0, false: 20, uncertain: 0),
    round("F", .sensorHousingOverlap, real: 0, false: 7, uncertain: 0),
    round("F", .doubleInset, real: 0, false: 5, uncertain: 0),
    round("F", .roundedCornerClipping, real: 0, false: 3, uncertain: 0),
    round("F", .controlOverHomeIndicator, real: 0, false: 0, uncertain: 4),
    // Round G: 11 more apps, the release build of `dccf84b`, `--rules all`, all 40 findings
    // judged (`Documentation/Journal/2026-11-29-precision-round-g.md`).
    round("G", .contentUnderReservedRegion, real: 3, false: 0, uncertain: 0),
    round("G", .controlInStatusBar, real: 1, false: 0, uncertain: 0),
    round("G", .fixedPosition, real: 2, false: 23, uncertain: 0),
    round("G", .roundedCornerClipping, real: 0, false: 5, uncertain: 0),
    round("G", .contentUnderBar, real: 0, false: 2, uncertain: 0),
    round("G", .controlOverHomeIndicator, real: 0, false: 2, uncertain: 0),
    round("G", .unreachableScrollContent, real: 0, false: 2, uncertain: 0),
    // Round H: 12 more apps, the release build of `e967761`, `--rules all`, all 51 findings
    // judged (`Documentation/Journal/2026-11-29-precision-round-h.md`).
    round("H", .contentUnderBar, real: 0, false: 16, uncertain: 0),
    round("H", .unreachableScrollContent, real: 0, false: 9, uncertain: 0),
    round("H", .controlInStatusBar, real: 7, false: 0, uncertain: 0),
    round("H", .sensorHousingOverlap, real: 5, false: 2, uncertain: 0),
    round("H", .contentUnderReservedRegion, real: 4, false: 1, uncertain: 0),
    round("H", .fixedPosition, real: 1, false: 2, uncertain: 0),
    round("H", .doubleInset, real: 2, false: 0, uncertain: 0),
    round("H", .controlOverHomeIndicator, real: 0, false: 1, uncertain: 0),
    round("H", .roundedCornerClipping, real: 0, false: 1, uncertain: 0),
    // Round I: 11 more apps, the release build of `09edf8d`, `--rules all`, all 44 findings
    // judged (`Documentation/Journal/2026-11-30-precision-round-i.md`; four fold findings
    // re-judged uncertain before any fix).
    round("I", .contentUnderBar, real: 3, false: 9, uncertain: 0, date: "2026-11-30"),
    round("I", .contentUnderReservedRegion, real: 1, false: 6, uncertain: 4, date: "2026-11-30"),
    round("I", .controlInStatusBar, real: 1, false: 3, uncertain: 1, date: "2026-11-30"),
    round("I", .controlOverHomeIndicator, real: 2, false: 4, uncertain: 0, date: "2026-11-30"),
    round("I", .doubleInset, real: 0, false: 1, uncertain: 0, date: "2026-11-30"),
    round("I", .roundedCornerClipping, real: 0, false: 6, uncertain: 0, date: "2026-11-30"),
    round("I", .sensorHousingOverlap, real: 0, false: 3, uncertain: 0, date: "2026-11-30"),
    // Round J: 9 more apps, the release build of `a5190ad`, `--rules all`, all 46 findings
    // judged (`Documentation/Journal/2026-11-30-precision-round-j.md`).
    round("J", .contentUnderBar, real: 8, false: 6, uncertain: 0, date: "2026-11-30"),
    round("J", .contentUnderReservedRegion, real: 2, false: 2, uncertain: 2, date: "2026-11-30"),
    round("J", .controlInStatusBar, real: 0, false: 3, uncertain: 0, date: "2026-11-30"),
    round("J", .controlOverHomeIndicator, real: 0, false: 1, uncertain: 0, date: "2026-11-30"),
    round("J", .doubleInset, real: 3, false: 1, uncertain: 0, date: "2026-11-30"),
    round("J", .fixedPosition, real: 0, false: 9, uncertain: 0, date: "2026-11-30"),
    round("J", .roundedCornerClipping, real: 0, false: 3, uncertain: 0, date: "2026-11-30"),
    round("J", .sensorHousingOverlap, real: 2, false: 3, uncertain: 1, date: "2026-11-30"),
    // Round K: 9 more apps, the release build of `4c72fd2`, `--rules all`, all 82 findings
    // judged (`Documentation/Journal/2026-11-30-precision-round-k.md`).
    round("K", .contentUnderBar, real: 0, false: 20, uncertain: 4, date: "2026-11-30"),
    round("K", .contentUnderReservedRegion, real: 3, false: 0, uncertain: 3, date: "2026-11-30"),
    round("K", .controlInStatusBar, real: 1, false: 3, uncertain: 0, date: "2026-11-30"),
    round("K", .controlOverHomeIndicator, real: 4, false: 3, uncertain: 2, date: "2026-11-30"),
    round("K", .doubleInset, real: 0, false: 3, uncertain: 1, date: "2026-11-30"),
    round("K", .fixedPosition, real: 0, false: 6, uncertain: 8, date: "2026-11-30"),
    round("K", .roundedCornerClipping, real: 1, false: 5, uncertain: 0, date: "2026-11-30"),
    round("K", .sensorHousingOverlap, real: 7, false: 8, uncertain: 0, date: "2026-11-30"),
    // Round L: 9 more apps, the frozen debug build of `2d4015e` (same output as its release
    // build), `--rules all`, all 44 findings judged
    // (`Documentation/Journal/2026-11-30-precision-round-l.md`).
    round("L", .contentUnderBar, real: 0, false: 6, uncertain: 0, date: "2026-11-30"),
    round("L", .contentUnderReservedRegion, real: 3, false: 0, uncertain: 2, date: "2026-11-30"),
    round("L", .controlInStatusBar, real: 0, false: 1, uncertain: 0, date: "2026-11-30"),
    round("L", .controlOverHomeIndicator, real: 0, false: 2, uncertain: 0, date: "2026-11-30"),
    round("L", .fixedPosition, real: 0, false: 8, uncertain: 4, date: "2026-11-30"),
    round("L", .roundedCornerClipping, real: 1, false: 8, uncertain: 1, date: "2026-11-30"),
    round("L", .sensorHousingOverlap, real: 1, false: 3, uncertain: 0, date: "2026-11-30"),
    round("L", .unreachableScrollContent, real: 0, false: 4, uncertain: 0, date: "2026-11-30"),
    // Round M: 11 more apps, the frozen debug build of `d9e20d2`, `--rules all`, all 48
    // findings judged (`Documentation/Journal/2026-11-30-precision-round-m.md`).
    round("M", .contentUnderBar, real: 2, false: 3, uncertain: 0, date: "2026-11-30"),
    round("M", .contentUnderReservedRegion, real: 2, false: 1, uncertain: 0, date: "2026-11-30"),
    round("M", .controlOverHomeIndicator, real: 4, false: 1, uncertain: 4, date: "2026-11-30"),
    round("M", .fixedPosition, real: 0, false: 1, uncertain: 0, date: "2026-11-30"),
    round("M", .fullScreenLayoutInSheet, real: 1, false: 0, uncertain: 3, date: "2026-11-30"),
    round("M", .roundedCornerClipping, real: 0, false: 4, uncertain: 0, date: "2026-11-30"),
    round("M", .sensorHousingOverlap, real: 11, false: 11, uncertain: 0, date: "2026-11-30"),
    // Round N: 15 more apps, the frozen debug build of `8df16d7`, `--rules all`, all 43
    // findings judged (`Documentation/Journal/2026-11-30-precision-N.md`).
    round("N", .contentUnderBar, real: 1, false: 4, uncertain: 0, date: "2026-11-30"),
    round("N", .contentUnderReservedRegion, real: 6, false: 4, uncertain: 1, date: "2026-11-30"),
    round("N", .controlInStatusBar, real: 0, false: 5, uncertain: 0, date: "2026-11-30"),
    round("N", .controlOverHomeIndicator, real: 9, false: 0, uncertain: 0, date: "2026-11-30"),
    round("N", .doubleInset, real: 0, false: 1, uncertain: 0, date: "2026-11-30"),
    round("N", .fixedPosition, real: 0, false: 1, uncertain: 0, date: "2026-11-30"),
    round("N", .roundedCornerClipping, real: 0, false: 4, uncertain: 0, date: "2026-11-30"),
    round("N", .sensorHousingOverlap, real: 2, false: 4, uncertain: 1, date: "2026-11-30"),
    // Round O: 12 more apps, the frozen debug build of `1f8e211`, `--rules all`, all 56
    // findings judged (`Documentation/Journal/2026-11-30-precision-O.md`; ROMPlayer's keyboard
    // re-judged false before any fix).
    round("O", .contentUnderBar, real: 0, false: 6, uncertain: 1, date: "2026-11-30"),
    round("O", .contentUnderReservedRegion, real: 11, false: 4, uncertain: 0, date: "2026-11-30"),
    round("O", .controlOverHomeIndicator, real: 3, false: 7, uncertain: 1, date: "2026-11-30"),
    round("O", .doubleInset, real: 2, false: 0, uncertain: 0, date: "2026-11-30"),
    round("O", .fixedPosition, real: 4, false: 0, uncertain: 2, date: "2026-11-30"),
    round("O", .roundedCornerClipping, real: 0, false: 5, uncertain: 0, date: "2026-11-30"),
    round("O", .sensorHousingOverlap, real: 0, false: 8, uncertain: 0, date: "2026-11-30"),
    round("O", .unreachableScrollContent, real: 0, false: 2, uncertain: 0, date: "2026-11-30"),
    // Round P: 11 more apps (CovPass not finished), the frozen debug build of `2ef3ab3`,
    // `--rules all`, all 59 findings judged (`Documentation/Journal/2026-11-30-precision-P.md`).
    round("P", .contentUnderBar, real: 4, false: 30, uncertain: 0, date: "2026-11-30"),
    round("P", .contentUnderReservedRegion, real: 1, false: 4, uncertain: 0, date: "2026-11-30"),
    round("P", .controlInStatusBar, real: 0, false: 1, uncertain: 0, date: "2026-11-30"),
    round("P", .controlOverHomeIndicator, real: 1, false: 2, uncertain: 0, date: "2026-11-30"),
    round("P", .doubleInset, real: 4, false: 1, uncertain: 0, date: "2026-11-30"),
    round("P", .roundedCornerClipping, real: 0, false: 3, uncertain: 0, date: "2026-11-30"),
    round("P", .sensorHousingOverlap, real: 3, false: 4, uncertain: 0, date: "2026-11-30"),
    round("P", .unreachableScrollContent, real: 0, false: 1, uncertain: 0, date: "2026-11-30"),
    // Round Q: 16 more apps, the frozen build of `d44a454` (release; two runs debug),
    // `--rules all`, all 123 findings judged (`Documentation/Journal/2026-12-01-precision-Q.md`).
    round("Q", .contentUnderBar, real: 0, false: 30, uncertain: 0, date: "2026-12-01"),
    round("Q", .contentUnderReservedRegion, real: 5, false: 13, uncertain: 0, date: "2026-12-01"),
    round("Q", .controlInStatusBar, real: 2, false: 2, uncertain: 0, date: "2026-12-01"),
    round("Q", .controlOverHomeIndicator, real: 7, false: 1, uncertain: 0, date: "2026-12-01"),
    round("Q", .doubleInset, real: 3, false: 6, uncertain: 0, date: "2026-12-01"),
    round("Q", .fixedPosition, real: 2, false: 4, uncertain: 0, date: "2026-12-01"),
    round("Q", .fullScreenLayoutInSheet, real: 0, false: 1, uncertain: 0, date: "2026-12-01"),
    round("Q", .roundedCornerClipping, real: 0, false: 16, uncertain: 0, date: "2026-12-01"),
    round("Q", .sensorHousingOverlap, real: 19, false: 9, uncertain: 0, date: "2026-12-01"),
    round("Q", .unreachableScrollContent, real: 0, false: 0, uncertain: 3, date: "2026-12-01"),
    // Round R: 17 more apps, the frozen release build of `a4cef20`, `--rules all`, all 51
    // findings judged (`Documentation/Journal/2026-12-01-precision-R.md`).
    round("R", .contentUnderBar, real: 4, false: 19, uncertain: 0, date: "2026-12-01"),
    round("R", .contentUnderReservedRegion, real: 10, false: 1, uncertain: 0, date: "2026-12-01"),
    round("R", .controlInStatusBar, real: 0, false: 7, uncertain: 0, date: "2026-12-01"),
    round("R", .controlOverHomeIndicator, real: 8, false: 0, uncertain: 0, date: "2026-12-01"),
    round("R", .doubleInset, real: 1, false: 0, uncertain: 0, date: "2026-12-01"),
    round("R", .fixedPosition, real: 0, false: 1, uncertain: 0, date: "2026-12-01"),
    // Round S: 13 more apps, the frozen release build of `4566f2c`, `--rules all`, all 105
    // findings judged (`Documentation/Journal/2026-12-01-precision-S.md`).
    round("S", .contentUnderBar, real: 0, false: 34, uncertain: 0, date: "2026-12-01"),
    round("S", .contentUnderReservedRegion, real: 17, false: 2, uncertain: 1, date: "2026-12-01"),
    round("S", .controlInStatusBar, real: 32, false: 4, uncertain: 0, date: "2026-12-01"),
    round("S", .controlOverHomeIndicator, real: 0, false: 2, uncertain: 0, date: "2026-12-01"),
    round("S", .fixedPosition, real: 6, false: 0, uncertain: 0, date: "2026-12-01"),
    round("S", .roundedCornerClipping, real: 0, false: 4, uncertain: 0, date: "2026-12-01"),
    round("S", .sensorHousingOverlap, real: 2, false: 1, uncertain: 0, date: "2026-12-01"),
    // Round T: 14 more apps, the frozen release build of `a6f4982`, `--rules all`, all 45
    // findings judged (`Documentation/Journal/2026-12-01-precision-T.md`).
    round("T", .contentUnderBar, real: 4, false: 16, uncertain: 0, date: "2026-12-01"),
    round("T", .contentUnderReservedRegion, real: 9, false: 1, uncertain: 0, date: "2026-12-01"),
    round("T", .controlOverHomeIndicator, real: 0, false: 1, uncertain: 1, date: "2026-12-01"),
    round("T", .fixedPosition, real: 3, false: 1, uncertain: 0, date: "2026-12-01"),
    round("T", .roundedCornerClipping, real: 0, false: 2, uncertain: 1, date: "2026-12-01"),
    round("T", .sensorHousingOverlap, real: 6, false: 0, uncertain: 0, date: "2026-12-01"),
    // Round U (2026-12-01, 10 apps) was judged, but its per-rule record was lost with the machine
    // it ran on (CHANGELOG, nineteenth session): not counted here.
    // Round V: 9 more apps, the frozen release build of `ff8b424`, `--rules all`, all 94
    // findings judged (`Documentation/Journal/2026-12-02-precision-V.md`).
    round("V", .contentUnderBar, real: 4, false: 4, uncertain: 2, date: "2026-12-02"),
    round("V", .contentUnderReservedRegion, real: 27, false: 15, uncertain: 3, date: "2026-12-02"),
    round("V", .controlInStatusBar, real: 0, false: 5, uncertain: 0, date: "2026-12-02"),
    round("V", .controlOverHomeIndicator, real: 0, false: 5, uncertain: 0, date: "2026-12-02"),
    round("V", .fixedPosition, real: 18, false: 1, uncertain: 1, date: "2026-12-02"),
    round("V", .roundedCornerClipping, real: 0, false: 5, uncertain: 0, date: "2026-12-02"),
    round("V", .unreachableScrollContent, real: 0, false: 4, uncertain: 0, date: "2026-12-02"),
    // Round W: 9 more apps, the frozen release build of `8368b0d1`, `--rules all`, all 106
    // findings judged (`Documentation/Journal/2026-12-02-precision-W.md`).
    round("W", .contentUnderBar, real: 2, false: 66, uncertain: 1, date: "2026-12-02"),
    round("W", .contentUnderReservedRegion, real: 8, false: 2, uncertain: 0, date: "2026-12-02"),
    round("W", .controlInStatusBar, real: 0, false: 9, uncertain: 0, date: "2026-12-02"),
    round("W", .controlOverHomeIndicator, real: 3, false: 1, uncertain: 0, date: "2026-12-02"),
    round("W", .doubleInset, real: 1, false: 3, uncertain: 0, date: "2026-12-02"),
    round("W", .fixedPosition, real: 4, false: 3, uncertain: 0, date: "2026-12-02"),
    round("W", .roundedCornerClipping, real: 0, false: 2, uncertain: 0, date: "2026-12-02"),
    round("W", .sensorHousingOverlap, real: 1, false: 0, uncertain: 0, date: "2026-12-02"),
    // Round X: 18 more apps, the frozen release build of `cdf93c23`, `--rules all`, all 44
    // findings judged (`Documentation/Journal/2026-12-02-precision-X.md`).
    round("X", .contentUnderBar, real: 1, false: 13, uncertain: 1, date: "2026-12-02"),
    round("X", .contentUnderReservedRegion, real: 7, false: 7, uncertain: 0, date: "2026-12-02"),
    round("X", .controlInStatusBar, real: 0, false: 1, uncertain: 0, date: "2026-12-02"),
    round("X", .controlOverHomeIndicator, real: 1, false: 1, uncertain: 0, date: "2026-12-02"),
    round("X", .fixedPosition, real: 1, false: 1, uncertain: 0, date: "2026-12-02"),
    round("X", .roundedCornerClipping, real: 0, false: 7, uncertain: 0, date: "2026-12-02"),
    round("X", .sensorHousingOverlap, real: 1, false: 0, uncertain: 0, date: "2026-12-02"),
    round("X", .unreachableScrollContent, real: 0, false: 2, uncertain: 0, date: "2026-12-02"),
    // Round Y: 17 more apps, the frozen release build of `5b4efa19`, `--rules all`, all 38
    // findings judged (`Documentation/Journal/2026-12-02-precision-Y.md`).
    round("Y", .doubleInset, real: 1, false: 13, uncertain: 1, date: "2026-12-02"),
    round("Y", .contentUnderBar, real: 0, false: 6, uncertain: 1, date: "2026-12-02"),
    round("Y", .roundedCornerClipping, real: 0, false: 4, uncertain: 0, date: "2026-12-02"),
    round("Y", .contentUnderReservedRegion, real: 2, false: 1, uncertain: 0, date: "2026-12-02"),
    round("Y", .sensorHousingOverlap, real: 2, false: 1, uncertain: 0, date: "2026-12-02"),
    round("Y", .controlOverHomeIndicator, real: 1, false: 2, uncertain: 0, date: "2026-12-02"),
    round("Y", .fixedPosition, real: 0, false: 1, uncertain: 1, date: "2026-12-02"),
    round("Y", .unreachableScrollContent, real: 0, false: 0, uncertain: 1, date: "2026-12-02"),
  ]

  private static func round(
    _ name: String, _ rule: RuleIdentifier, real: Int, false falseAlarms: Int,
    uncertain: Int, date: String = "2026-11-29"
  ) -> RulePrecision {
    RulePrecision(
      rule: rule, date: date, round: "fresh round \(name)", real: real,
      falseAlarms: falseAlarms, uncertain: uncertain)
  }

  /// The fresh measurement of `rule`, if a round has one: every fresh round that saw it fire,
  /// pooled (their real, false and uncertain findings added up; the latest date; the rounds
  /// named, `fresh rounds A, D`). Pooling keeps one small round from deciding alone (round D saw
  /// two `double_inset` findings, round A thirteen); every pooled round was judged before any
  /// fix for its apps, so the pooled figure is still a fresh one.
  public static func measurement(of rule: RuleIdentifier) -> RulePrecision? {
    let rounds = measured.filter { $0.rule == rule }
    guard let first = rounds.first else { return nil }
    guard rounds.count > 1 else { return first }
    let names = rounds.map {
      $0.round.hasPrefix("fresh round ")
        ? String($0.round.dropFirst("fresh round ".count)) : $0.round
    }
    return RulePrecision(
      rule: rule, date: rounds.map(\.date).max() ?? first.date,
      round: "fresh rounds " + names.joined(separator: ", "),
      real: rounds.reduce(0) { $0 + $1.real },
      falseAlarms: rounds.reduce(0) { $0 + $1.falseAlarms },
      uncertain: rounds.reduce(0) { $0 + $1.uncertain })
  }

  /// Whether `rule` must be opted in: a fresh round measured it below ``threshold``.
  public static func requiresOptIn(_ rule: RuleIdentifier) -> Bool {
    guard let measurement = measurement(of: rule) else { return false }
    return !measurement.isProven
  }
}
