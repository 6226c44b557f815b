import Testing

@testable import XcodeProject

/// A project error prints as every reader's located error does (`LocatedDiagnostic`): written out
/// by hand as a compiler prints one.
@Suite struct ProjectErrorTextTests {
  /// pbxproj and xcconfig lines are indented with tabs: the line keeps them, and so does the
  /// caret's padding, so that the caret lines up at any tab width.
  @Test func tabsAreKept() {
    let error = ProjectError(
      .syntax, "expected ';'", file: "App.xcodeproj/project.pbxproj", line: 4, column: 4,
      sourceLine: "\t\tA = {isa = PBXGroup")
    #expect(
      error.description
        == "App.xcodeproj/project.pbxproj:4:4: error: expected ';'\n\t\tA = {isa = PBXGroup\n\t\t ^"
    )
  }

  @Test func noSourceLine() {
    let error = ProjectError(.unreadable, "cannot read the file", file: "a\nb.xcconfig")
    #expect(error.description == "a\\nb.xcconfig:1:1: error: cannot read the file")
  }
}
