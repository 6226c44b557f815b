import Testing
import TextEscaping

@testable import InterfaceBuilder

/// An IB error prints as every reader's located error does (`LocatedDiagnostic`): written out by
/// hand as a compiler prints one.
@Suite struct IBErrorTextTests {
  @Test func caretUnderTheColumn() {
    let error = IBError(
      .mergeConflictMarkers, "the file contains merge-conflict markers",
      at: SourceLocation(file: "Main.storyboard", line: 2, column: 1), sourceLine: "<<<<<<< HEAD")
    #expect(
      error.description
        == "Main.storyboard:2:1: error: the file contains merge-conflict markers\n<<<<<<< HEAD\n^")
  }

  /// A minified storyboard is one line: 200 scalars are shown and the caret stops at the cut.
  @Test func longLinesAreCut() {
    let line = "<document>" + String(repeating: "<view/>", count: 100)
    let error = IBError(
      .malformedXML, "m", at: SourceLocation(file: "M.xib", line: 1, column: 500),
      sourceLine: line)
    let lines = error.description.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 3)
    #expect(lines[1] == line.prefix(200))
    #expect(lines[2] == String(repeating: " ", count: 200) + "^")
  }
}
