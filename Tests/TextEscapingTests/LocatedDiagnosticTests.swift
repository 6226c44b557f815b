import Testing

@testable import TextEscaping

/// The one located-diagnostic renderer: the expected texts are written out by hand, as a
/// compiler prints a diagnostic (location, severity, message; the line; a caret).
@Suite struct LocatedDiagnosticTests {
  func render(_ line: String?, column: Int, file: String = "f.yaml", message: String = "m")
    -> String
  {
    LocatedDiagnostic(
      .error, message, at: SourceLocation(file: file, line: 2, column: column), sourceLine: line
    ).description
  }

  @Test func caretUnderTheColumn() {
    #expect(
      render("rowHeight: abc", column: 12) == "f.yaml:2:12: error: m\nrowHeight: abc\n           ^")
    #expect(render("abc", column: 1) == "f.yaml:2:1: error: m\nabc\n^")
    #expect(render(nil, column: 7) == "f.yaml:2:7: error: m")
  }

  /// Tabs stay in the line and in the padding, so that the caret lines up at any tab width.
  @Test func tabsAreKept() {
    #expect(render("\t\tA = {", column: 4) == "f.yaml:2:4: error: m\n\t\tA = {\n\t\t ^")
  }

  /// An escaped scalar is as wide as its escape: the caret still points at the character.
  @Test func escapesWidenThePadding() {
    // ESC is written `\u{1B}` (6 scalars); the caret under 'b' (column 3) sits after 6 + 1.
    #expect(render("\u{1B}ab", column: 3) == "f.yaml:2:3: error: m\n\\u{1B}ab\n       ^")
  }

  /// A column past the end of the line (the end of the file, a missing value): after the line.
  @Test func pastTheEnd() {
    #expect(render("ab", column: 5) == "f.yaml:2:5: error: m\nab\n    ^")
    #expect(render("", column: 1) == "f.yaml:2:1: error: m\n\n^")
  }

  /// A minified file is one line: at most 200 scalars are shown, and a caret beyond them sits at
  /// the cut.
  @Test func longLinesAreCut() {
    let line = String(repeating: "a", count: 300)
    let shown = String(repeating: "a", count: 200)
    #expect(render(line, column: 5) == "f.yaml:2:5: error: m\n\(shown)\n    ^")
    #expect(
      render(line, column: 250)
        == "f.yaml:2:250: error: m\n\(shown)\n\(String(repeating: " ", count: 200))^")
  }

  /// What came from input cannot start a line: the file name and the message are escaped.
  @Test func theFirstLineIsOneLine() {
    let text = render(nil, column: 1, file: "a\nb.yaml", message: "x\u{1B}[2J")
    #expect(text == "a\\nb.yaml:2:1: error: x\\u{1B}[2J")
  }

  @Test func severities() {
    let location = SourceLocation(file: "Main.storyboard", line: 9, column: 5)
    let note = LocatedDiagnostic(.note, "[skipped] 'x'\n", at: location)
    #expect(note.headline == "Main.storyboard:9:5: note: [skipped] 'x'\n")
    #expect(note.description == "Main.storyboard:9:5: note: [skipped] 'x'\\n")
    #expect(
      LocatedDiagnostic(.warning, "w", at: location).description
        == "Main.storyboard:9:5: warning: w")
  }

  struct Problem: LocatedError {
    var diagnostic: LocatedDiagnostic {
      LocatedDiagnostic(
        .error, "bad", at: SourceLocation(file: "p.xcconfig", line: 3, column: 2),
        sourceLine: "A=")
    }
  }

  /// A located error prints its diagnostic, line breaks included.
  @Test func locatedErrorsPrintTheirDiagnostic() {
    #expect(Problem().description == "p.xcconfig:3:2: error: bad\nA=\n ^")
    #expect(ControlCharacters.describe(Problem()) == "p.xcconfig:3:2: error: bad\nA=\n ^")
  }

  @Test func locations() {
    let location = SourceLocation(file: "App/Feed/FeedViewController.swift", line: 212, column: 9)
    #expect(location.description == "App/Feed/FeedViewController.swift:212:9")
    #expect(location.fileNameAndLine == "FeedViewController.swift:212")
    #expect(location.position == SourcePosition(line: 212, column: 9))
    #expect(SourceLocation(file: location.file, position: location.position) == location)
    let sorted = [
      SourceLocation(file: "b", line: 1, column: 1), SourceLocation(file: "a", line: 2, column: 1),
      SourceLocation(file: "a", line: 1, column: 9),
    ].sorted()
    #expect(sorted.map(\.description) == ["a:1:9", "a:2:1", "b:1:1"])
  }
}
