import DeviceCatalog
import SourceLint
import Testing

@Suite struct EvaluationTests {
  static func cell(_ device: String, _ orientation: Orientation, ios: Int) throws
    -> CatalogEnvironment
  {
    let phone = try #require(DeviceCatalog.device(named: device))
    return CatalogEnvironment(Environment(device: phone, orientation: orientation, ios: ios))
  }

  /// Printed evidence (`spec/golden.tsv`): N10 (iPhone X: content under an opaque navigation
  /// bar starts at 88), W10 (iPhone 8 landscape, iOS 11: navigation bar 32), N18 (iPad, iOS 11:
  /// 44 + 20 = 64).
  @Test func layoutMetricsMatchPrintedValues() throws {
    #expect(try Self.cell("iPhone X", .portrait, ios: 11).navigationBarBottom == 88)
    #expect(try Self.cell("iPhone 8", .landscapeLeft, ios: 11).navigationBarHeight == 32)
    #expect(try Self.cell("iPad Pro (10.5-inch)", .portrait, ios: 11).navigationBarBottom == 64)
  }

  @Test func navBarMacroIsWrongWhereTheRuntimeDisagrees() throws {
    let report = Linter(rules: ["bar_constant"]).lint(sources: [
      (
        "a.h",
        "#define IS_IPHONE_X ([UIScreen mainScreen].bounds.size.height == 812)\n#define kNavBarHeight (IS_IPHONE_X ? 88 : 64)\n"
      )
    ])
    let finding = try #require(report.findings.first)
    let evaluation = try #require(finding.evaluation)
    #expect(evaluation.metric == .navigationBarBottom)
    // Invariant over the whole matrix: the macro is right exactly where its value equals the
    // runtime's navigation bar bottom, and it is 64 wherever the screen is not 812 pt tall.
    for (cell, environment) in zip(evaluation.cells, CatalogMatrix.environments) {
      let expected = Double(environment.navigationBarBottom)
      let tall = environment.environment.screenBounds.height == 812
      #expect(cell.value == .number(tall ? 88 : 64))
      #expect(cell.isWrong == (abs(expected - (tall ? 88 : 64)) > 1e-6))
    }
    #expect(evaluation.summary.hasPrefix("wrong on "))
  }

  @Test func opaqueNotchFlagIsAssumedRightAndSaysSo() throws {
    let report = Linter(rules: ["bar_constant"]).lint(sources: [
      ("a.h", "#define kStatusBarHeight ([Util isIPhoneXSeries] ? 44 : 20)\n")
    ])
    let evaluation = try #require(report.findings.first?.evaluation)
    #expect(evaluation.assumptions == ["isIPhoneXSeries"])
    #expect(
      evaluation.summary.hasPrefix("if 'isIPhoneXSeries' (not defined in the files linted) is true")
    )
    // A 44-pt status bar is wrong wherever the catalog's status bar is not 44 on a housing.
    let wrong = evaluation.cells.filter(\.isWrong).count
    #expect(wrong > 0)
  }

  @Test func cannotEvaluateSaysWhy() throws {
    let report = Linter(rules: ["bar_constant"]).lint(sources: [
      ("a.h", "#define kTabBarHeight (Something.height > 1 ? 83 : 49)\n")
    ])
    let summary = try #require(report.findings.first?.evaluation?.summary)
    #expect(summary.hasPrefix("cannot evaluate: 'Something.height'"))
  }
}
