import Testing

@testable import TextEscaping

/// One escaper per output format; expected texts by hand from each format's rules.
@Suite struct FormatEscapingTests {
  @Test func xml() {
    #expect(
      ControlCharacters.xmlText("<a href='x'>&\"</a>")
        == "&lt;a href=&apos;x&apos;&gt;&amp;&quot;&lt;/a&gt;")
    // Controls are written visibly, never as a character reference.
    #expect(ControlCharacters.xmlText("a\nb\u{202E}\u{FFFE}") == "a\\nb\\u{202E}\\u{FFFE}")
  }

  @Test func html() {
    #expect(
      ControlCharacters.htmlText("<b>'x' & \"y\"</b>")
        == "&lt;b&gt;&#39;x&#39; &amp; &quot;y&quot;&lt;/b&gt;")
    // Line breaks stay (a browser draws them as space); what XML forbids becomes U+FFFD.
    #expect(ControlCharacters.htmlText("a\nb\u{7}\u{FFFF}") == "a\nb\u{FFFD}\u{FFFD}")
  }

  @Test func workflowCommands() {
    #expect(
      ControlCharacters.workflowCommandValue("a:b,c%\r\n", property: true) == "a%3Ab%2Cc%25%0D%0A")
    #expect(
      ControlCharacters.workflowCommandValue("a:b,c\u{1B}", property: false) == "a:b,c\\u{1B}")
  }

  @Test func json() {
    #expect(ControlCharacters.jsonString("a\n\"b\"\\\u{1B}") == "\"a\\n\\\"b\\\"\\\\\\u001b\"")
  }
}
