import SwiftSyntax

/// A node's text without its outer trivia, as `trimmedDescription` gives it, without the two
/// detached copies of the tree swift-syntax makes for that.
enum SyntaxText {
  /// `node.trimmedDescription`.
  static func trimmed(_ node: some SyntaxProtocol) -> String {
    let bytes = node.syntaxTextBytes
    let lead = node.leadingTriviaLength.utf8Length
    let trail = node.trailingTriviaLength.utf8Length
    guard lead + trail <= bytes.count else { return node.trimmedDescription }
    return String(decoding: bytes[lead..<(bytes.count - trail)], as: UTF8.self)
  }

  /// `String(node.trimmedDescription.prefix(count))`, reading only the tokens it needs.
  static func prefix(_ node: some SyntaxProtocol, _ count: Int) -> String {
    var text = ""
    var previousTrailing: Trivia?
    for token in node.tokens(viewMode: .sourceAccurate) {
      if let previousTrailing {
        text += previousTrailing.description
        text += token.leadingTrivia.description
      }
      text += token.text
      previousTrailing = token.trailingTrivia
      // Two characters beyond the prefix: a later byte can only join the last character.
      if text.count >= count + 2 { break }
    }
    return String(text.prefix(count))
  }

  /// ``prefix(_:_:)`` read from `source`, the UTF-8 text the tree was parsed from: a node
  /// without errors is its source bytes between its outer trivia, so only the bytes of the
  /// prefix are decoded (the token walk built each token's trivia text; perf, NetNewsWire,
  /// 30 November 2026: 2.8 % of a lint run). A node with a missing or unexpected token takes
  /// the token walk.
  static func prefix(_ node: some SyntaxProtocol, _ count: Int, source: [UInt8]) -> String {
    let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = node.endPositionBeforeTrailingTrivia.utf8Offset
    guard !node.hasError, start >= 0, start <= end, end <= source.count else {
      return prefix(node, count)
    }
    // Enough bytes for two characters beyond the prefix (a later byte can only join the last
    // character), cut at a scalar's start so that no partial scalar is decoded.
    var length = 4 * (count + 2)
    while true {
      var cut = min(end, start + length)
      while cut < end, cut > start, source[cut] & 0xC0 == 0x80 { cut -= 1 }
      let text = String(decoding: source[start..<cut], as: UTF8.self)
      if cut == end || text.count >= count + 2 { return String(text.prefix(count)) }
      length *= 2
    }
  }
}
