import Findings
import Foundation
import SourceLint
import Testing

/// Round U's fixes (lost with its machine, redone here) and measurement V's misses and wrong
/// kinds (2 December 2026, twentieth round; `Documentation/SourceLint.md`, "Fresh measurement
/// V"): each a small rewrite of the real case, never the real file, with a look-alike that must
/// stay as it was.
@Suite struct MeasurementVCasesTests {
  static func lint(_ files: [(String, String)]) -> LintReport { MeasurementPCasesTests.lint(files) }

  static func lines(_ report: LintReport) -> [String] { MeasurementQCasesTests.lines(report) }

  /// The lines of the findings of `rule` in `file`, sorted.
  static func lines(_ report: LintReport, _ rule: String, _ file: String) -> [Int] {
    MeasurementPCasesTests.findings(report, rule: rule, file: file).map(\.location.line).sorted()
  }

  // MARK: Round U, redone

  /// Round U (e): `naviBarHeight`, `kNavibarH` (the navigation bar spelt `navi`, one word or two)
  /// were not read as the navigation bar. Measurement V: `nav_bottom` (64, then 88 on a window
  /// test) — where the navigation bar ends. Look-alikes: a colour and a title of the same bar,
  /// and a navigation item's bottom line, stay silent.
  @Test func naviBarAndNavBottomNamesAreTheNavigationBar() {
    let report = Self.lint([
      (
        "App/Metrics.swift",
        """
        import UIKit
        let naviBarHeight: CGFloat = 64
        let kNavibarH: CGFloat = 44
        var nav_bottom: CGFloat = 64
        let naviBarColor: CGFloat = 64
        let naviBarTitle = "Home"
        let navBottomLineWidth: CGFloat = 20
        """
      ),
      ("App/Metrics.h", "#define kNaviBarHeight 64\n#define NAVI_BAR_H 44\n"),
    ])
    #expect(
      Self.lines(report, "bar_constant", "App/Metrics.swift") == [2, 3, 4], "\(Self.lines(report))")
    #expect(Self.lines(report, "bar_constant", "App/Metrics.h") == [1, 2], "\(Self.lines(report))")
    let navi = MeasurementPCasesTests.findings(
      report, rule: "bar_constant", file: "App/Metrics.swift")
    #expect(navi.first?.message.contains("navigation bar's bottom edge") == true)
  }

  /// `#define TABLEBAR_HEIGHT 49`: the tab bar spelt "table bar" (measurement V, a miss). UIKit
  /// has no table bar; the name is the tab bar's when it holds a tab bar's height (49, or 83 with
  /// the home indicator's area). Look-alikes: a table-bar colour and a count hold neither.
  @Test func tableBarSpellingOfTheTabBar() {
    let report = Self.lint([
      (
        "App/Macros.h",
        "#define TABLEBAR_HEIGHT 49\n#define kTableBarH 83\n#define TABLEBAR_COLOR 0x333333\n"
          + "#define TABLEBAR_ITEMS 5\n"
      )
    ])
    #expect(Self.lines(report, "bar_constant", "App/Macros.h") == [1, 2], "\(Self.lines(report))")
  }
}
