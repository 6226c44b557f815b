import Findings
import Foundation
import SourceLint
import Testing

/// Issue 32's `lint` classes, each as a small generated input: what crashed (stack depth), what
/// took exponential work, and what was dropped without a word. None of these time anything: a
/// crash fails the run, a hang never ends it, and every test checks what the report says.
@Suite struct HostileSourceTests {
  /// The notes of a run that mention `words`.
  static func notes(_ report: LintReport, mentioning words: String) -> [LintNote] {
    report.notes.filter { $0.message.contains(words) }
  }

  @Test func longSwiftSumIsDroppedWithALocatedNote() {
    let terms = Array(repeating: "kStatusBarHeight", count: 20_000).joined(separator: " + ")
    let source = "let kStatusBarHeight: CGFloat = 20\nlet total = \(terms)\n"
    let report = Linter().lint(sources: [("a.swift", source)])
    let dropped = Self.notes(report, mentioning: "not read")
    #expect(dropped.count == 1)
    #expect(dropped.first?.location.line == 2)
    #expect(dropped.first?.isUnreadable == false)
    // The rest of the file is still linted.
    #expect(report.findings.contains { $0.rule == "bar_constant" && $0.location.line == 1 })
  }

  @Test func longObjectiveCSumIsDroppedWithALocatedNote() {
    let terms = Array(repeating: "kNavBarHeight", count: 20_000).joined(separator: "+")
    let source = "#define kNavBarHeight 64\nstatic CGFloat total = \(terms);\n"
    let report = Linter().lint(sources: [("a.m", source)])
    let dropped = Self.notes(report, mentioning: "not read")
    #expect(dropped.count == 1)
    #expect(dropped.first?.location.line == 2)
    #expect(report.findings.contains { $0.rule == "bar_constant" && $0.location.line == 1 })
  }

  @Test func longNilCoalescingAndTernaryChainsDoNotCrash() {
    let coalescing = Array(repeating: "a", count: 20_000).joined(separator: " ?? ")
    let ternary = Array(repeating: "c ? 1", count: 20_000).joined(separator: " : ") + " : 0"
    let source = "let x = \(coalescing)\nlet y = \(ternary)\nlet kTabBarHeight = 49\n"
    let report = Linter().lint(sources: [("a.swift", source)])
    #expect(Self.notes(report, mentioning: "not read").map(\.location.line) == [1, 2])
    #expect(report.findings.contains { $0.location.line == 3 })
  }

  @Test func deeplyNestedGenericsAndParenthesesDoNotCrash() {
    let generic =
      "let kTabBarHeight = 49\nlet g: " + String(repeating: "A<", count: 10_000) + "B"
      + String(repeating: ">", count: 10_000) + " = 0\n"
    let parens =
      "let kTabBarHeight = 49\nlet p = " + String(repeating: "(", count: 5_000) + "1"
      + String(repeating: ")", count: 5_000) + "\n"
    let report = Linter().lint(sources: [("g.swift", generic), ("p.swift", parens)])
    // The file of nested generics is not parsed (a located note); the other one is linted.
    let skipped = report.notes.filter { $0.location.file == "g.swift" }
    #expect(skipped.map(\.location.line) == [2])
    #expect(skipped.first?.message.contains("generic arguments or brackets nested") == true)
    #expect(report.findings.contains { $0.location.file == "p.swift" && $0.location.line == 1 })
  }

  @Test func objectiveCNestingDeeperThanTheBoundIsANote() {
    // 300 parentheses: deeper than the reader's bound, dropped with a note at the expression.
    let nested = String(repeating: "(", count: 300) + "1" + String(repeating: ")", count: 300)
    let report = Linter().lint(sources: [
      ("a.m", "#define kTabBarHeight 49\n#define kDeep \(nested)\n")
    ])
    let dropped = Self.notes(report, mentioning: "nested")
    #expect(dropped.map(\.location.line) == [2])
    #expect(report.findings.contains { $0.rule == "bar_constant" })
  }

  @Test func manyPrefixOperatorsInAMacroDoNotCrash() {
    for op in ["!", "- ", "(CGFloat)", "*&"] {
      let source =
        "#define kNavBarHeight 64\n#define X " + String(repeating: op, count: 60_000) + "y\n"
      let report = Linter().lint(sources: [("a.h", source)])
      #expect(Self.notes(report, mentioning: "nested").map(\.location.line) == [2], "\(op)")
      #expect(report.findings.contains { $0.location.line == 1 })
    }
  }

  @Test func tenThousandDeepMacroChainIsEvaluatedOrSaysWhyNot() {
    var lines = ["#define M0 ([UIScreen mainScreen].bounds.size.height == 812)"]
    for index in 1..<10_000 { lines.append("#define M\(index) M\(index - 1)") }
    lines.append("void f(void) { if (M9999) { v.frame = CGRectMake(0, 88, 1, 1); } }")
    let report = Linter().lint(sources: [("a.m", lines.joined(separator: "\n") + "\n")])
    // M0 is a device size check where it is defined; the use through 9,999 macros is found.
    #expect(report.findings.contains { $0.location.line == 1 })
    #expect(report.findings.contains { $0.location.line == 10_001 })
  }

  @Test func selfReferentialDefinitionsAreEvaluatedOnceAndTheCycleIsNamed() {
    let swift = Linter().lint(sources: [
      ("a.swift", "let c = c + c + c + c\nlet kNavBarHeight: CGFloat = c > 0 ? 88 : 64\n")
    ])
    #expect(!Self.notes(swift, mentioning: "refers to itself").isEmpty)
    let objc = Linter().lint(sources: [
      ("a.h", "#define C (C+C+C+C)\n#define kNavBarHeight (C ? 88 : 64)\n")
    ])
    #expect(!Self.notes(objc, mentioning: "refers to itself").isEmpty)
    let mutual = Linter().lint(sources: [
      ("a.h", "#define A (B+B)\n#define B (A+A)\n#define kTabBarHeight (A ? 83 : 49)\n")
    ])
    let cycle = Self.notes(mutual, mentioning: "refers to itself")
    #expect(cycle.count == 1)
    #expect(cycle.first?.message.contains("'A'") == true)
    #expect(cycle.first?.message.contains("'B'") == true)
  }

  @Test func doublingChainIsLinearNotExponential() {
    // Each name doubles the one before: 2^60 expansions unless each is evaluated once.
    var lines = ["#define A0 ([UIScreen mainScreen].bounds.size.height)"]
    for index in 1...60 { lines.append("#define A\(index) (A\(index - 1) + A\(index - 1))") }
    lines.append("#define kNavBarHeight (A60 > 0 ? 88 : 64)")
    let report = Linter().lint(sources: [("a.h", lines.joined(separator: "\n") + "\n")])
    #expect(report.findings.contains { $0.location.line == 62 && $0.rule == "bar_constant" })
  }

  @Test func generatedFilesAreSkippedWithANote() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let bar = "let kTabBarHeight: CGFloat = 49\n"
    try Self.write(bar, to: folder + "/Messages.pb.swift")
    try Self.write("// Code generated by protoc. DO NOT EDIT.\n" + bar, to: folder + "/B.swift")
    try Self.write("/* @generated by a tool */\n#define kTabBarHeight 49\n", to: folder + "/C.h")
    try Self.write(bar, to: folder + "/Hand.swift")
    let report = Linter().lint(paths: [folder])
    #expect(
      report.findings.map { ($0.location.file as NSString).lastPathComponent } == [
        "Hand.swift"
      ])
    let skipped = Self.notes(report, mentioning: "generated")
    #expect(skipped.count == 3)
    #expect(skipped.allSatisfy { !$0.isUnreadable })
    var everything = Linter()
    everything.includesGenerated = true
    #expect(everything.lint(paths: [folder]).findings.count == 4)
  }

  @Test func fileLargerThanTheCapIsALocatedError() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Self.write(String(repeating: "// padding\n", count: 100), to: folder + "/Big.swift")
    try Self.write("let kTabBarHeight: CGFloat = 49\n", to: folder + "/Small.swift")
    var linter = Linter()
    linter.maximumFileSize = 1_000
    let report = linter.lint(paths: [folder])
    let big = report.notes.filter { $0.location.file.hasSuffix("Big.swift") }
    #expect(big.count == 1)
    #expect(big.first?.isUnreadable == true)
    #expect(big.first?.location.line == 1)
    #expect(big.first?.message.contains("1,100 bytes") == true)
    #expect(report.findings.count == 1)
    #expect(report.exitStatus() == 65)
  }

  /// Issue 32: one run's sources taken together are bounded (every text stays in memory until
  /// the report is made); the first file past the bound is a located error, the files before
  /// it are linted and the run exits 65.
  @Test func runPastItsBoundOnFilesOrBytesIsALocatedError() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let line = "let kTabBarHeight: CGFloat = 49\n"
    for name in ["A", "B", "C", "D"] { try Self.write(line, to: folder + "/\(name).swift") }
    var linter = Linter()
    linter.maximumFiles = 2
    let report = linter.lint(paths: [folder])
    #expect(report.files.map { ($0 as NSString).lastPathComponent } == ["A.swift", "B.swift"])
    #expect(report.findings.count == 2)
    let bound = report.notes.filter(\.isUnreadable)
    #expect(bound.count == 1)
    #expect(bound.first?.location.file == folder + "/C.swift")
    #expect(bound.first?.location.line == 1)
    #expect(
      bound.first?.message
        == "this file would take the run past more than 2 files, the limit of one run; it and"
        + " the 1 file after it are not linted (lint fewer files at a time: name a subfolder)")
    #expect(report.exitStatus() == 65)
    var bytes = Linter()
    bytes.maximumTotalSize = 3 * line.utf8.count - 1
    let byBytes = bytes.lint(paths: [folder])
    #expect(byBytes.files.count == 2)
    #expect(
      byBytes.notes.filter(\.isUnreadable).map(\.location.file) == [folder + "/C.swift"])
    #expect(Linter().lint(paths: [folder]).files.count == 4)
  }

  @Test func directorySymlinksAreNotFollowedAndFileLinksInsideAreRead() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let manager = FileManager.default
    try manager.createDirectory(atPath: folder + "/src", withIntermediateDirectories: true)
    try Self.write("let kTabBarHeight: CGFloat = 49\n", to: folder + "/src/Bars.swift")
    // A loop, a link out of the tree and a link to a file inside it.
    try manager.createSymbolicLink(atPath: folder + "/src/loop", withDestinationPath: folder)
    try manager.createSymbolicLink(atPath: folder + "/src/usr", withDestinationPath: "/usr")
    try manager.createSymbolicLink(
      atPath: folder + "/src/Linked.swift", withDestinationPath: folder + "/src/Bars.swift")
    let outside = try Self.temporaryFolder()
    defer { try? manager.removeItem(atPath: outside) }
    try Self.write("let kNavBarHeight: CGFloat = 64\n", to: outside + "/Out.swift")
    try manager.createSymbolicLink(
      atPath: folder + "/src/Out.swift", withDestinationPath: outside + "/Out.swift")
    let report = Linter().lint(paths: [folder + "/src"])
    #expect(
      report.files.map { ($0 as NSString).lastPathComponent } == ["Bars.swift", "Linked.swift"])
    #expect(report.findings.count == 2)
    let links = Self.notes(report, mentioning: "symbolic link")
    #expect(
      links.map { ($0.location.file as NSString).lastPathComponent } == [
        "Out.swift", "loop", "usr",
      ])
    #expect(report.exitStatus() == 1)  // the findings; the links are notes, not errors
  }

  @Test func jsonCarriesCellsOnlyWhenAsked() throws {
    let report = Linter().lint(sources: [("a.h", "#define kNavBarHeight 64\n")])
    func evaluation(_ report: Report) throws -> [Report.Member] {
      let member = try #require(
        report.findings.first?.properties.first { $0.key == "evaluation" })
      guard case .object(let members) = member.value else { return [] }
      return members
    }
    let compact = try evaluation(report.findingsReport(evaluations: .summary))
    #expect(compact.map(\.key).contains("wrongDevices"))
    #expect(compact.first { $0.key == "cells" } == nil)
    let full = try evaluation(report.findingsReport(includingCells: true))
    let cells = try #require(full.first { $0.key == "cells" })
    guard case .array(let values) = cells.value else {
      Issue.record("cells is not an array")
      return
    }
    #expect(values.count == CatalogMatrix.environments.count)
  }

  @Test func suppressedFindingsAreCountedInTheTextSummary() {
    let source =
      "// safearea:disable-next-line\n#define kTabBarHeight 49\n#define kNavBarHeight 64\n"
    let report = Linter().lint(sources: [("a.h", source)])
    #expect(report.findingsReport.scope.contains("1 finding suppressed"))
  }

  static func temporaryFolder() throws -> String {
    let path = NSTemporaryDirectory() + "safearea-lint-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    // Resolved: on some systems the temporary folder itself is reached through a link.
    return (path as NSString).resolvingSymlinksInPath
  }

  static func write(_ text: String, to path: String) throws {
    try text.write(toFile: path, atomically: false, encoding: .utf8)
  }
}
