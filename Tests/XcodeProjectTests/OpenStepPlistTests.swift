import Foundation
import Testing

@testable import XcodeProject

@Suite struct OpenStepPlistTests {
  func parse(_ text: String) throws -> OpenStepValue {
    try OpenStepPlist.parse(Array(text.utf8), file: "t.pbxproj")
  }

  @Test func readsEveryValueKind() throws {
    let value = try parse(
      """
      // !$*UTF8*$!
      { /* a comment */
        plain = abc_$/.-:+9;
        "quoted key" = "tab\\tnew\\nquote\\" back\\\\ \\U00e9 \\101";
        single = 'it\\'s';
        list = (a, "b c", (), {}, );
        data = <0fBD 77>;
        // line comment
        nested = { k = v; };
      }
      """)
    let dictionary = try #require(value.dictionary)
    #expect(dictionary["plain"]?.string == "abc_$/.-:+9")
    #expect(dictionary["quoted key"]?.string == "tab\tnew\nquote\" back\\ é A")
    #expect(dictionary["single"]?.string == "it's")
    #expect(dictionary["list"]?.array?.count == 4)
    #expect(dictionary["list"]?.strings == ["a", "b c"])
    #expect(
      dictionary["data"] == .data([0x0F, 0xBD, 0x77], offset: dictionary["data"]?.offset ?? 0))
    #expect(dictionary["nested"]?.dictionary?["k"]?.string == "v")
    #expect(
      dictionary.entries.map(\.key) == ["plain", "quoted key", "single", "list", "data", "nested"])
  }

  /// Malformed text: the error's line and column point at the culprit.
  @Test(arguments: [
    ("{ a = b }", 1, 9, "expected ';'"),
    ("{\n  a = \"open;\n}", 2, 7, "unterminated string"),
    ("{ a = (x y); }", 1, 10, "expected ',' or ')'"),
    ("{ a = \"\\q\"; }", 1, 8, "unknown escape"),
    ("{ a = <0g>; }", 1, 9, "hexadecimal digit"),
    ("{ a = <0>; }", 1, 7, "odd number"),
    ("{ /* never closed", 1, 3, "unterminated '/*'"),
    ("{ a = b; } extra", 1, 12, "after the end"),
    ("", 1, 1, "empty"),
    ("{ = b; }", 1, 3, "expected a value"),
  ])
  func malformedTextIsLocated(_ text: String, _ line: Int, _ column: Int, _ message: String) {
    #expect {
      try parse(text)
    } throws: { error in
      guard let error = error as? ProjectError else { return false }
      return error.kind == .syntax && error.line == line && error.column == column
        && error.message.contains(message) && error.file == "t.pbxproj"
        && error.description.hasPrefix("t.pbxproj:\(line):\(column): error: ")
    }
  }

  @Test func nestingIsBounded() {
    let text = String(repeating: "(", count: 10_000) + String(repeating: ")", count: 10_000)
    #expect {
      try parse(text)
    } throws: { error in
      (error as? ProjectError)?.kind == .nestingTooDeep
    }
  }
}
