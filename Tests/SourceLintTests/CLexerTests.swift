import SourceLint
import Testing

@Suite struct CLexerTests {
  @Test func tokensAndPositions() {
    let lexed = CLexer.lex("x = [UIScreen mainScreen].bounds.size.height >= 812.0f; // c\n")
    #expect(lexed.tokens.map(\.text).prefix(6) == ["x", "=", "[", "UIScreen", "mainScreen", "]"])
    let number = lexed.tokens.first { $0.kind == .number }
    #expect(number?.text == "812.0f")
    #expect(number?.position == SourcePosition(line: 1, column: 49))
    #expect(lexed.comments.map(\.text) == ["// c"])
  }

  @Test func directiveWithContinuationAndComment() {
    let lexed = CLexer.lex("#define A(x) \\\n  ((x) + /* two\nlines */ 1)\nint b;\n")
    let kinds = lexed.tokens.map(\.kind)
    #expect(kinds.first == .directive)
    let end = kinds.firstIndex(of: .directiveEnd)
    #expect(end != nil)
    let directiveTexts = lexed.tokens[1..<(end ?? 1)].map(\.text)
    #expect(directiveTexts == ["define", "A", "(", "x", ")", "(", "(", "x", ")", "+", "1", ")"])
    #expect(lexed.tokens.last { $0.text == "b" }?.position.line == 4)
  }

  @Test func stringsAndUnterminatedInput() {
    let lexed = CLexer.lex("@\"iPhone10,3\" \"a\\\"b\" 'c' \"open\n/* never closed")
    #expect(
      lexed.tokens.filter { $0.kind == .string }.map(\.text) == ["iPhone10,3", "a\\\"b", "open"])
    #expect(lexed.comments.count == 1)
  }
}
