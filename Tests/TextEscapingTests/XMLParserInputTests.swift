import Testing

@testable import TextEscaping

/// What ``XMLParserInput`` hands FoundationXML: processing instructions and internal subsets
/// blanked in place (issue 32: FoundationXML crashed on `<?pi?>` and on some DTD declarations),
/// everything else byte for byte. Expected texts are written by hand.
@Suite struct XMLParserInputTests {
  func prepared(_ text: String) throws -> String {
    let result = XMLParserInput.prepare(Array(text.utf8))
    let bytes = try result.get()
    #expect(bytes.count == text.utf8.count, "offsets must not move")
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test(arguments: [
    ("<?pi?>", "      "),
    ("<a><?pi?></a>", "<a>      </a>"),
    ("<a/><?pi data?>", "<a/>           "),
    ("<?xml version=\"1.0\"?><?pi?><a/>", "<?xml version=\"1.0\"?>      <a/>"),
    ("<a>\n<?pi\nx?>\n</a>", "<a>\n    \n   \n</a>"),
    ("<a><?XML?></a>", "<a>       </a>"),
    // A misplaced declaration keeps its `<` and stays an error.
    ("<a><?xml?></a>", "<a><      </a>"),
    (" <?xml version=\"1\"?><a/>", " <                  <a/>"),
    // Inside an attribute value (an error libxml2 recovers from): `<` kept.
    ("<a b=\"<?pi?>\"/>", "<a b=\"<     \"/>"),
    ("<a <?pi?>/>", "<a <     />"),
    // A malformed declaration ends at its first `>` (fuzz run 16): the instruction after it is
    // still blanked.
    ("<?xml version=\"p\"/>\n<a b=\"1\"<?pi?>/>", "<?xml version=\"p\"/>\n<a b=\"1\"<     />"),
    // Comments and CDATA: their text is never read, so instructions there are blanked too.
    ("<a><!--<?p?>--></a>", "<a><!--     --></a>"),
    ("<a><![CDATA[<?p?>]]></a>", "<a><![CDATA[     ]]></a>"),
    // An internal subset: blanked whole, quotes and `]` in literals respected.
    (
      "<!DOCTYPE d [<!ATTLIST a b CDATA #IMPLIED>]><d/>",
      "<!DOCTYPE d [                             ]><d/>"
    ),
    ("<!DOCTYPE d [<!ENTITY e \"]\">]><d/>", "<!DOCTYPE d [               ]><d/>"),
    ("<!DOCTYPE d SYSTEM \"x[y\"><d/>", "<!DOCTYPE d SYSTEM \"x[y\"><d/>"),
    // Unchanged.
    ("<a b=\"1\">text &amp; more</a>", "<a b=\"1\">text &amp; more</a>"),
    ("<a><?pi", "<a><?pi"),
  ])
  func blanksInstructionsAndSubsets(_ input: String, _ expected: String) throws {
    #expect(try prepared(input) == expected)
  }

  @Test func byteOrderMarkAndDeclarationAreKept() throws {
    let text = "\u{FEFF}<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<a/>"
    #expect(try prepared(text) == text)
  }

  @Test(
    arguments: [
      ([0x3C, 0x61, 0xFF, 0x2F, 0x3E], 2),
      ([0x3C, 0xC3], 1),
      ([0xED, 0xA0, 0x80], 0),  // a UTF-16 surrogate
      ([0xF4, 0x90, 0x80, 0x80], 0),  // past U+10FFFF
    ] as [([UInt8], Int)])
  func refusesInvalidUTF8(_ bytes: [UInt8], _ offset: Int) {
    #expect(XMLParserInput.firstInvalidUTF8(in: bytes) == offset)
    if case .failure(.invalidUTF8(let found)) = XMLParserInput.prepare(bytes) {
      #expect(found == offset)
    } else {
      Issue.record("accepted invalid UTF-8")
    }
  }

  @Test func isLinearOnManyInstructions() throws {
    // 200,000 instructions on one line: one pass.
    let text = "<a>" + String(repeating: "<?p?>", count: 200_000) + "</a>"
    let output = try prepared(text)
    #expect(output.hasPrefix("<a>     "))
    #expect(output.hasSuffix("     </a>"))
  }
}
