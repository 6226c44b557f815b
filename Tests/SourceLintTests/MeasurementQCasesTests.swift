import Foundation
import SourceLint
import Testing

/// Measurement Q's false alarms, wrong messages and misses (1 December 2026, fifteenth round;
/// `Documentation/SourceLint.md`, "Fresh measurement Q"): each a small rewrite of the real case,
/// never the real file, with a look-alike that must not change.
@Suite struct MeasurementQCasesTests {
  static func lint(_ files: [(String, String)]) -> LintReport {
    Linter().lint(
      sources: files.map { (name: $0.0, text: $0.1) },
      projects: Dictionary(uniqueKeysWithValues: files.map { ($0.0, "App") }))
  }

  static func findings(_ report: LintReport, rule: String, file: String) -> [LintFinding] {
    report.findings.filter { $0.rule == rule && $0.location.file == file }
  }

  /// Each finding's file, line and rule, for a failure's message.
  static func lines(_ report: LintReport) -> [String] {
    report.findings.map { "\($0.location.file):\($0.location.line) \($0.rule)" }
  }

  /// What a finding says: its message and its evaluation's summary, as the text report prints.
  static func text(_ finding: LintFinding) -> String {
    finding.message + " " + (finding.evaluation?.summary ?? "")
  }

  /// `let BOUNDS = UIScreen.main.bounds`, `let HEIGHT = BOUNDS.height`, then one-height flags
  /// and a notch flag on a list of heights: the flags were missed and every evaluation said
  /// "'BOUNDS.height' is not defined in the files linted" (52 wrong messages). A screen 568 pt
  /// tall is the 4-inch iPhone's (iPhone 5s, iPhone SE 1st generation: Apple's iPhone screen
  /// sizes), so `HEIGHT == 568` names those phones. The look-alike, a card rectangle's height
  /// compared with 568, reads no screen.
  @Test func aConstantHoldingTheScreensBoundsIsTheScreen() {
    let report = Self.lint([
      (
        "App/Frame.swift",
        """
        import UIKit

        let BOUNDS = UIScreen.main.bounds
        let HEIGHT = BOUNDS.height

        let isSmall = HEIGHT == 568
        let hasSafeArea = HEIGHT == 812 || HEIGHT == 896
        let topBar: CGFloat = hasSafeArea ? 100 : 70
        """
      ),
      (
        "App/Card.swift",
        """
        import UIKit

        let CARD = CGRect(x: 0, y: 0, width: 320, height: 568)
        let CARD_HEIGHT = CARD.height
        let isTallCard = CARD_HEIGHT == 568
        """
      ),
    ])
    let sizes = Self.findings(report, rule: "device_size_check", file: "App/Frame.swift")
    let small = sizes.first { $0.location.line == 6 }
    #expect(small != nil, "\(Self.lines(report))")
    #expect(small.map(Self.text)?.contains("iPhone SE (1st generation)") == true)
    #expect(sizes.contains { $0.location.line == 7 }, "\(Self.lines(report))")
    let bar = Self.findings(report, rule: "bar_constant", file: "App/Frame.swift").first
    #expect(bar.map(Self.text)?.contains("wrong on") == true, "\(Self.lines(report))")
    #expect(!report.findings.contains { Self.text($0).contains("not defined") }, "\(Self.lines(report))")
    #expect(report.findings.filter { $0.location.file == "App/Card.swift" }.isEmpty)
  }
}
