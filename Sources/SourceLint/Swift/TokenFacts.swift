import SwiftSyntax

/// What ``SwiftReader``'s `controls` asks of a body's tokens — whether an identifier is a layout
/// word (``LayoutWords``), whether a number other than 0 and 1 is written, and whether such a
/// number follows `return`, `=`, `?` or `:` — in one walk of the tokens (it was two, and the
/// identifiers were collected into an array first).
///
/// Counting these once per file and answering each body from running counts was tried and was
/// slower on NetNewsWire (perf, 30 November 2026): walking every token of a file cost more than
/// walking the `if` and `guard` bodies, and a token of no length (an empty string literal's
/// segment) leaves the count of a node at its edge undecided.
enum TokenFacts {
  /// The three facts of a run of tokens.
  struct Facts {
    var layoutWord = false
    var numbers = false
    var returnsNumber = false
  }

  /// The facts of `tokens`.
  static func walk(_ tokens: TokenSequence) -> Facts {
    var facts = Facts()
    var previousIsReturn = false
    // On a line that sets a popover's anchor (`activity.popoverPresentationController?
    // .sourceRect = view.frame`): the rectangle the popover points at, not a layout (Apple,
    // `UIPopoverPresentationController.sourceRect`: "the rectangle in the specified view in which
    // to anchor the popover"; measurement Y: 3 idiom tests choosing only the anchor).
    var anchorLine = false
    for token in tokens {
      if anchorLine, token.leadingTrivia.contains(where: \.isNewline) { anchorLine = false }
      // Made once per token: each `tokenKind` builds the kind from the token's raw text (both
      // switches asked for it: 1.6 % of linting NetNewsWire, perf, 30 November 2026).
      let kind = token.tokenKind
      switch kind {
      case .identifier(let name):
        if name == "popoverPresentationController" { anchorLine = true }
        if !facts.layoutWord, !anchorLine, LayoutWords.words.contains(name) {
          facts.layoutWord = true
        }
      case .integerLiteral(let text), .floatLiteral(let text):
        if text != "0" && text != "1" {
          facts.numbers = true
          if previousIsReturn { facts.returnsNumber = true }
        }
      default: break
      }
      switch kind {
      case .keyword(.return), .equal, .infixQuestionMark, .colon: previousIsReturn = true
      default: previousIsReturn = false
      }
    }
    return facts
  }
}
