import Testing

@testable import TextEscaping

@Suite struct ControlCharactersTests {
  @Test func ordinaryTextIsUnchanged() {
    for text in ["", "UIView", "Main.storyboard", "ä € 😀 \\n", "view-1 (UILabel) 'title'"] {
      #expect(ControlCharacters.escape(text) == text)
    }
  }

  @Test(arguments: [
    ("a\nb", "a\\nb"), ("a\rb", "a\\rb"), ("a\r\nb", "a\\r\\nb"), ("a\tb", "a\\tb"),
    ("\u{1B}[2J", "\\u{1B}[2J"), ("\u{0}", "\\u{00}"), ("\u{7F}", "\\u{7F}"),
    ("\u{85}", "\\u{85}"), ("\u{9B}31m", "\\u{9B}31m"),
    ("a\u{2028}b\u{2029}", "a\\u{2028}b\\u{2029}"),
    ("\u{202E}gpj.exe", "\\u{202E}gpj.exe"), ("\u{2066}x\u{2069}", "\\u{2066}x\\u{2069}"),
  ])
  func hostileScalarsAreEscaped(input: String, expected: String) {
    #expect(ControlCharacters.escape(input) == expected)
    #expect(input.escapingControlCharacters == expected)
  }

  /// Every scalar a terminal or a line-oriented reader treats as a control is escaped, and the
  /// result never holds one.
  @Test func noControlSurvives() {
    var all = ""
    for value in UInt32(0)...0x3000 {
      if let scalar = Unicode.Scalar(value) { all.unicodeScalars.append(scalar) }
    }
    let escaped = ControlCharacters.escape(all)
    #expect(!escaped.unicodeScalars.contains { ControlCharacters.needsEscaping($0) })
    #expect(escaped.split(separator: "\n", omittingEmptySubsequences: false).count == 1)
    for value in UInt8(0)...0x1F { #expect(ControlCharacters.needsEscaping(Unicode.Scalar(value))) }
    for value in UInt8(0x7F)...0x9F {
      #expect(ControlCharacters.needsEscaping(Unicode.Scalar(value)))
    }
  }

  /// The byte-level shortcut for printable ASCII agrees with the scalar-by-scalar definition on
  /// every single scalar of the first 0x3000, alone and inside ASCII text, with and without tabs
  /// kept, and on substrings (whose UTF-8 view may not be contiguous).
  @Test func printableASCIIShortcutAgreesWithScalars() {
    for value in UInt32(0)...0x3000 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      for keepingTabs in [false, true] {
        let text = "ab" + String(Character(scalar)) + "cd"
        let needsNothing = !text.unicodeScalars.contains {
          ControlCharacters.needsEscaping($0) && !(keepingTabs && $0 == "\t")
        }
        let ascii = scalar.isASCII && needsNothing
        #expect(ControlCharacters.isPrintableASCII(text, keepingTabs: keepingTabs) == ascii)
        #expect(
          ControlCharacters.isPrintableASCII(text.dropFirst(), keepingTabs: keepingTabs) == ascii)
        if needsNothing {
          #expect(ControlCharacters.escape(text, keepingTabs: keepingTabs) == text)
          let tail = text.dropFirst()
          #expect(ControlCharacters.escape(tail, keepingTabs: keepingTabs) == String(tail))
        }
      }
    }
  }

  @Test func tabsKeptForSourceLines() {
    #expect(ControlCharacters.escape("\ta\u{1B}", keepingTabs: true) == "\ta\\u{1B}")
    // The caret column after an escaped ESC moves by the escape's length.
    #expect(ControlCharacters.escapedLength(ofPrefix: 2, of: "\u{1B}ab") == 7)
    #expect(ControlCharacters.escapedLength(ofPrefix: 2, of: "\tab", keepingTabs: true) == 2)
    #expect(ControlCharacters.escapedLength(ofPrefix: 5, of: "ab") == 5)
  }

  struct Located: EscapedDiagnostic {
    var description: String { "f.yaml:1:1: error: m\nsource\n^" }
  }

  struct Plain: Error, CustomStringConvertible {
    var description: String { "a\nforged\u{1B}" }
  }

  /// A located diagnostic prints as it is (its lines are its own); any other error is one line.
  @Test func describeErrors() {
    #expect(ControlCharacters.describe(Located()) == "f.yaml:1:1: error: m\nsource\n^")
    #expect(ControlCharacters.describe(Plain()) == "a\\nforged\\u{1B}")
  }
}
