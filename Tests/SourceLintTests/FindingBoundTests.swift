import Findings
import Foundation
import Testing

@testable import SourceLint

/// Issue 32: a lint run's memory follows what it lists. Findings keep their evaluation's counts,
/// not its ~900 per-device values, unless a report prints them, and then for a bounded number of
/// findings; a run lists a bounded number of findings, and the first past it is a located error.
@Suite struct FindingBoundTests {
  /// One bar constant a line: each line is one `bar_constant` finding with its own evaluation.
  static func barConstants(_ values: [Int]) -> String {
    values.enumerated().map { "#define kNavBarHeight\($0.offset) \($0.element)\n" }.joined()
  }

  @Test("past the run's bound on findings: a located error at the first finding left out, exit 65")
  func findingBoundIsALocatedError() {
    let sources = [
      ("a.h", Self.barConstants([64, 65])), ("b.h", Self.barConstants([68, 69, 44])),
      ("c.h", Self.barConstants([49])),
    ]
    let all = Linter().lint(sources: sources)
    #expect(all.findings.count == 6)
    #expect(all.notes.filter(\.isUnreadable).isEmpty)
    var linter = Linter()
    linter.maximumFindings = 3
    let report = linter.lint(sources: sources)
    // The first three in report order: a.h's two and b.h's first.
    #expect(report.findings == Array(all.findings.prefix(3)))
    let bound = report.notes.filter(\.isUnreadable)
    #expect(bound.count == 1)
    #expect(bound.first?.location == all.findings[3].location)
    #expect(bound.first?.location.file == "b.h")
    #expect(bound.first?.location.line == 2)
    #expect(
      bound.first?.message
        == "this finding would take the run past 3 findings, the limit of one run; it and the 1"
        + " finding after it in its file and the 1 file after it are not listed (lint fewer files"
        + " at a time: name a subfolder)")
    #expect(report.exitStatus() == 65)
    // Exactly at the bound: no error.
    linter.maximumFindings = 6
    #expect(linter.lint(sources: sources).notes.filter(\.isUnreadable).isEmpty)
  }

  @Test("without cells a finding keeps its evaluation's counts, the same a full run counts")
  func countsWithoutCells() throws {
    let sources = [("a.h", Self.barConstants([64, 44, 49]))]
    let full = Linter().lint(sources: sources)
    var lean = Linter()
    lean.keepsCells = false
    let report = lean.lint(sources: sources)
    #expect(report.findings.count == full.findings.count)
    for (kept, whole) in zip(report.findings, full.findings) {
      let evaluation = try #require(kept.evaluation)
      let cells = try #require(whole.evaluation?.cells)
      #expect(evaluation.cells.isEmpty)
      #expect(!cells.isEmpty)
      // Counted here from the full run's cells.
      #expect(evaluation.counts.cells == cells.count)
      #expect(evaluation.counts.evaluated == cells.filter { $0.value != nil }.count)
      #expect(evaluation.counts.wrong == cells.filter(\.isWrong).count)
      #expect(evaluation.counts.wrongDevices == Set(cells.filter(\.isWrong).map(\.device)).count)
      #expect(evaluation.summary == whole.evaluation?.summary)
    }
    // The JSON summary is the same either way.
    #expect(
      JSONReporter().generate(report.findingsReport(evaluations: .summary))
        == JSONReporter().generate(full.findingsReport(evaluations: .summary)))
  }

  @Test("cells for the first findings only: the others carry counts, 'cells' null, and a note")
  func cellsForTheFirstFindingsOnly() throws {
    let sources = [("a.h", Self.barConstants([64, 44, 49]))]
    let full = Linter().lint(sources: sources)
    var linter = Linter()
    linter.maximumFindingsWithCells = 1
    let report = linter.lint(sources: sources)
    #expect(report.findings[0].evaluation?.cells == full.findings[0].evaluation?.cells)
    #expect(report.findings[1].evaluation?.cells.isEmpty == true)
    #expect(report.findings[2].evaluation?.cells.isEmpty == true)
    let note = try #require(report.notes.first { $0.message.contains("per-device values") })
    #expect(note.location == full.findings[1].location)
    #expect(!note.isUnreadable)
    #expect(
      note.message
        == "the per-device values of this finding and the 1 finding after it with an evaluation"
        + " are left out (a run keeps them for at most 1 finding); their counts are given")
    let json = JSONReporter().generate(report.findingsReport(evaluations: .cells))
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let findings = try #require(object["findings"] as? [[String: Any]])
    let first = try #require(findings[0]["evaluation"] as? [String: Any])
    let second = try #require(findings[1]["evaluation"] as? [String: Any])
    #expect((first["cells"] as? [Any])?.count == full.findings[0].evaluation?.cells.count)
    #expect(second["cells"] is NSNull)
    #expect(second["cellCount"] as? Int == full.findings[1].evaluation?.cells.count)
  }
}
