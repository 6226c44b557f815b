/// A lexer for C and Objective-C: identifiers, numbers, strings (`"…"`, `@"…"`), characters,
/// punctuators and preprocessor directives, with comments kept apart. Never fails: an
/// unterminated string or comment runs to the end of its line or of the file, and a byte it
/// does not know becomes a one-byte punctuator.
///
/// ```swift
/// let lexed = CLexer.lex("#define kNavBarHeight 64\n")
/// lexed.tokens.map(\.text)  // ["define", "kNavBarHeight", "64", ""]
/// ```
public enum CLexer {
  /// The tokens and comments of `text`.
  public struct Result: Sendable {
    public var tokens: [CToken]
    public var comments: [SourceComment]
  }

  // Longest first within each starting byte.
  private static let punctuators: [String] = [
    "<<=", ">>=", "...", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "+=",
    "-=", "*=", "/=", "%=", "&=", "|=", "^=", "##",
  ]
  private static let punctuatorBytes: [[UInt8]] = punctuators.map { Array($0.utf8) }

  /// Lexes `text`.
  public static func lex(_ text: String) -> Result {
    var lexer = Lexer(bytes: Array(text.utf8))
    lexer.run()
    return Result(tokens: lexer.tokens, comments: lexer.comments)
  }

  private struct Lexer {
    let bytes: [UInt8]
    var index = 0
    var line = 1
    var lineStart = 0
    var tokens: [CToken] = []
    var comments: [SourceComment] = []
    /// Inside a directive line (ends at an unescaped newline).
    var inDirective = false
    /// No token yet on this line (a `#` here starts a directive).
    var atLineStart = true

    init(bytes: [UInt8]) { self.bytes = bytes }

    var position: SourcePosition { SourcePosition(line: line, column: index - lineStart + 1) }

    func peek(_ offset: Int = 0) -> UInt8 {
      index + offset < bytes.count ? bytes[index + offset] : 0
    }

    mutating func newline() {
      index += 1
      line += 1
      lineStart = index
      atLineStart = true
      if inDirective {
        inDirective = false
        tokens.append(CToken(.directiveEnd, "", position))
      }
    }

    func text(_ start: Int, _ end: Int) -> String {
      String(decoding: bytes[start..<end], as: UTF8.self)
    }

    mutating func run() {
      while index < bytes.count {
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "\n"):
          newline()
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C:
          index += 1
        case UInt8(ascii: "\\")
        where peek(1) == UInt8(ascii: "\n")
          || (peek(1) == UInt8(ascii: "\r") && peek(2) == UInt8(ascii: "\n")):
          // A line continuation: the directive goes on.
          index += peek(1) == UInt8(ascii: "\r") ? 2 : 1
          let keep = inDirective
          inDirective = false
          newline()
          inDirective = keep
          atLineStart = false
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
          lineComment()
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
          blockComment()
        case UInt8(ascii: "#") where atLineStart:
          let start = position
          index += 1
          atLineStart = false
          inDirective = true
          tokens.append(CToken(.directive, "#", start))
        case UInt8(ascii: "\""):
          string(start: index, quoteAt: index)
        case UInt8(ascii: "@") where peek(1) == UInt8(ascii: "\""):
          string(start: index, quoteAt: index + 1)
        case UInt8(ascii: "'"):
          character()
        default:
          atLineStart = false
          if isIdentifierStart(byte) {
            identifier()
          } else if isDigit(byte) || (byte == UInt8(ascii: ".") && isDigit(peek(1))) {
            number()
          } else {
            punctuator()
          }
        }
      }
      if inDirective {
        tokens.append(CToken(.directiveEnd, "", position))
      }
    }

    func isIdentifierStart(_ byte: UInt8) -> Bool {
      (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F
        || byte == 0x24 || byte >= 0x80
    }

    func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    mutating func lineComment() {
      let start = position
      let begin = index
      while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
      comments.append(SourceComment(text: text(begin, index), position: start, endLine: line))
    }

    mutating func blockComment() {
      let start = position
      let begin = index
      index += 2
      while index < bytes.count {
        if bytes[index] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
          index += 2
          comments.append(SourceComment(text: text(begin, index), position: start, endLine: line))
          return
        }
        if bytes[index] == UInt8(ascii: "\n") {
          // Keep the directive open across a comment's newline, as the preprocessor does
          // (a comment is one space).
          index += 1
          line += 1
          lineStart = index
        } else {
          index += 1
        }
      }
      comments.append(SourceComment(text: text(begin, index), position: start, endLine: line))
    }

    mutating func string(start: Int, quoteAt: Int) {
      quoted(.string, quote: UInt8(ascii: "\""), openingAt: quoteAt)
    }

    mutating func character() {
      quoted(.character, quote: UInt8(ascii: "'"), openingAt: index)
    }

    /// A literal from the quote at `openingAt` to the matching `quote` (escapes skipped), or to
    /// the end of its line when unterminated.
    mutating func quoted(_ kind: CToken.Kind, quote: UInt8, openingAt: Int) {
      let startPosition = position
      atLineStart = false
      index = openingAt + 1
      let contentStart = index
      while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\\"), index + 1 < bytes.count,
          bytes[index + 1] != UInt8(ascii: "\n")
        {
          index += 2
          continue
        }
        if byte == quote || byte == UInt8(ascii: "\n") { break }
        index += 1
      }
      let content = text(contentStart, min(index, bytes.count))
      if index < bytes.count, bytes[index] == quote { index += 1 }
      tokens.append(CToken(kind, content, startPosition))
    }

    mutating func identifier() {
      let start = position
      let begin = index
      while index < bytes.count, isIdentifierStart(bytes[index]) || isDigit(bytes[index]) {
        index += 1
      }
      tokens.append(CToken(.identifier, text(begin, index), start))
    }

    mutating func number() {
      let start = position
      let begin = index
      while index < bytes.count {
        let byte = bytes[index]
        if isDigit(byte) || isIdentifierStart(byte) || byte == UInt8(ascii: ".") {
          index += 1
        } else if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-"),
          let previous = index > begin ? bytes[index - 1] : nil,
          previous == UInt8(ascii: "e") || previous == UInt8(ascii: "E")
            || previous == UInt8(ascii: "p") || previous == UInt8(ascii: "P"),
          !(bytes[begin] == UInt8(ascii: "0") && index > begin + 1
            && (bytes[begin + 1] | 0x20) == UInt8(ascii: "x")
            && (previous | 0x20) == UInt8(ascii: "e"))
        {
          index += 1
        } else {
          break
        }
      }
      tokens.append(CToken(.number, text(begin, index), start))
    }

    mutating func punctuator() {
      let start = position
      for candidate in CLexer.punctuatorBytes where candidate[0] == bytes[index] {
        var matches = true
        for (offset, byte) in candidate.enumerated() where peek(offset) != byte {
          matches = false
          break
        }
        if matches {
          index += candidate.count
          tokens.append(CToken(.punctuator, String(decoding: candidate, as: UTF8.self), start))
          return
        }
      }
      let begin = index
      index += 1
      // Keep a multi-byte character whole.
      while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
      tokens.append(CToken(.punctuator, text(begin, index), start))
    }
  }
}
