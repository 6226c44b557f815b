import Findings
import SourceLint
import Testing

@Suite struct LinterTests {
  @Test func suppressionComments() {
    let source = """
      // safearea:disable-next-line bar_constant
      #define kTabBarHeight 49
      #define kToolbarHeight 44 /* safearea:disable-line */
      // safearea:disable notch_flag
      #define IS_IPHONE_X ([UIScreen mainScreen].bounds.size.height == 812)
      // safearea:enable notch_flag
      #define kHasNotch ([UIApplication sharedApplication].keyWindow.safeAreaInsets.bottom > 0)
      """
    let report = Linter(rules: ["bar_constant", "notch_flag"]).lint(sources: [("a.h", source)])
    #expect(report.findings.map(\.location.line) == [7])
    #expect(report.suppressedCount == 3)
  }

  @Test func swiftThatDoesNotParseGetsALocatedNote() {
    let report = Linter().lint(sources: [("a.swift", "let kTabBarHeight: CGFloat = 49\nfunc (\n")])
    #expect(report.notes.count == 1)
    #expect(report.notes.first?.location.line == 2)
    #expect(report.findings.map(\.rule) == ["bar_constant"])
    #expect(report.exitStatus() == 1)
  }

  @Test func unreadableFileDoesNotStopTheRun() throws {
    let report = Linter().lint(paths: ["/nonexistent/a.m"])
    #expect(report.exitStatus() == 65)
    #expect(report.notes.first?.isUnreadable == true)
  }

  @Test func outputIsDeterministicAndJSONCarriesCells() {
    let sources = [
      ("b.m", "void f(void) { v.frame = CGRectMake(0, kNavBarHeight, 1, 1); }\n"),
      ("a.h", "#define kNavBarHeight 64\n"),
    ]
    let first = JSONReporter().generate(Linter().lint(sources: sources).findingsReport)
    let second = JSONReporter().generate(Linter().lint(sources: sources).findingsReport)
    #expect(first == second)
    #expect(first.contains("\"cells\": [{\"device\": "))
    let xcode = XcodeReporter().generate(Linter().lint(sources: sources).findingsReport)
    #expect(xcode.hasPrefix("a.h:1:9: error: 'kNavBarHeight'"))
  }
}
