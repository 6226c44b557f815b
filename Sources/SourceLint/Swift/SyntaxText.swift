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
}
