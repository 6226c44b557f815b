import Testing
import TextEscaping

/// The one anchor-and-alias pre-scan of the scene, configuration and XcodeGen readers: where a
/// YAML node can start, an `&` or `*` followed by a name character, located as `TextLines`
/// locates (lines end at LF, CRLF or a lone CR; columns count Unicode scalars).
@Suite struct YAMLAnchorMarkTests {
  @Test("a mark where a node starts is found with its line, column and name")
  func marksWhereNodesStart() {
    let cases: [(text: String, line: Int, column: Int, name: String)] = [
      ("a: &x 1\nb: *x\n", 1, 4, "&x"),
      ("a: 1\n- *base\n", 2, 3, "*base"),
      ("k: [1, *y]\n", 1, 8, "*y"),
      ("k: {a: 1, b: &é}\n", 1, 14, "&é"),
      ("? *key\n: 1\n", 1, 3, "*key"),
      ("&top\n", 1, 1, "&top"),
    ]
    for (text, line, column, name) in cases {
      let mark = YAMLAnchorMark.first(in: text)
      #expect(mark == YAMLAnchorMark(line: line, column: column, text: name), "\(text)")
    }
  }

  @Test("lines end at LF, CRLF or a lone CR; columns count scalars")
  func linesAndColumns() {
    for text in ["a: 1\nb: 2\nc: *z\n", "a: 1\r\nb: 2\r\nc: *z\r\n", "a: 1\rb: 2\rc: *z\r"] {
      #expect(YAMLAnchorMark.first(in: text).map { [$0.line, $0.column] } == [3, 4], "\(text)")
    }
    // "é" as e + U+0301 is two scalars: the mark after it is one column further.
    #expect(YAMLAnchorMark.first(in: "e\u{301}: &q 1\n")?.column == 5)
  }

  @Test("an & or * inside a plain scalar, or with no name after it, is no mark")
  func notMarks() {
    for text in [
      "title: Tom & Jerry\n", "glob: src/*.swift\n", "a: 2 * 3\n", "a: b&c\n", "a: & x\n",
      "a: *\n", "",
    ] {
      #expect(YAMLAnchorMark.first(in: text) == nil, "\(text)")
    }
  }

  @Test("quotes and comments hide nothing unless the reader asks to skip them")
  func quotesAndComments() {
    let quoted = "title: \"a, &b\"\nname: '*c'\n"
    #expect(YAMLAnchorMark.first(in: quoted)?.text == "&b")
    #expect(YAMLAnchorMark.first(in: quoted, skippingQuotesAndComments: true) == nil)
    let commented = "# - *old\nk: 1 # , &note\nm: *real\n"
    #expect(YAMLAnchorMark.first(in: commented)?.text == "*old")
    #expect(
      YAMLAnchorMark.first(in: commented, skippingQuotesAndComments: true)
        == YAMLAnchorMark(line: 3, column: 4, text: "*real"))
    // A quote left open ends with its line; the next line is scanned.
    #expect(
      YAMLAnchorMark.first(in: "a: \"open\nb: &n 1\n", skippingQuotesAndComments: true)?.line == 2)
  }

  @Test("a name is cut at 40 scalars, the sigil included")
  func longNames() {
    let name = String(repeating: "n", count: 100)
    #expect(
      YAMLAnchorMark.first(in: "a: &\(name)\n")?.text == "&" + String(repeating: "n", count: 39))
  }
}
