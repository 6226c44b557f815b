import SwiftSyntax

/// What ``SwiftReader``'s `controls` asks of a body's tokens — whether an identifier is a layout
/// word (``LayoutWords``), whether a number other than 0 and 1 is written, and whether such a
/// number follows `return`, `=`, `?` or `:` — counted once for a whole file, so that a node's
/// answer is three differences of running counts instead of a walk of its tokens. Nested `if`
/// bodies were walked once per enclosing `if` (5.8 % of linting NetNewsWire, perf, 30 November
/// 2026).
///
/// A node's tokens (in the source-accurate view) are the file's tokens that start in its range,
/// trivia included, when every token but the file's end has text or trivia: a token of no
/// length at a node's edge could belong to either side. A file with such a token answers nil,
/// and its nodes are walked.
struct TokenFacts {
  /// Where each token starts (its leading trivia included), in source order.
  private var starts: [Int] = []
  /// Running counts over the tokens before each index (one more entry than tokens).
  private var layoutWords: [Int32] = [0]
  private var numbers: [Int32] = [0]
  private var returnedNumbers: [Int32] = [0]
  /// Whether the counts answer for every node (no token of no length but the file's end).
  private var isExact = true

  /// The three facts of a run of tokens.
  struct Facts {
    var layoutWord = false
    var numbers = false
    var returnsNumber = false
  }

  init(_ root: Syntax) {
    var previousIsReturn = false
    var count = 0
    for token in root.tokens(viewMode: .sourceAccurate) {
      let start = token.position.utf8Offset
      if token.endPosition.utf8Offset == start, token.tokenKind != .endOfFile { isExact = false }
      starts.append(start)
      let (layoutWord, number) = Self.kinds(token)
      layoutWords.append(layoutWords[count] + (layoutWord ? 1 : 0))
      numbers.append(numbers[count] + (number ? 1 : 0))
      returnedNumbers.append(returnedNumbers[count] + (number && previousIsReturn ? 1 : 0))
      previousIsReturn = Self.isReturnLike(token)
      count += 1
    }
  }

  /// Whether `token` is an identifier that is a layout word, and whether it is a number other
  /// than 0 and 1.
  static func kinds(_ token: TokenSyntax) -> (layoutWord: Bool, number: Bool) {
    switch token.tokenKind {
    case .identifier(let name): return (LayoutWords.words.contains(name), false)
    case .integerLiteral(let text), .floatLiteral(let text):
      return (false, text != "0" && text != "1")
    default: return (false, false)
    }
  }

  /// `return`, `=`, `?` or `:`: a number after it is returned or assigned.
  static func isReturnLike(_ token: TokenSyntax) -> Bool {
    switch token.tokenKind {
    case .keyword(.return), .equal, .infixQuestionMark, .colon: true
    default: false
    }
  }

  /// The facts of `node`'s tokens, or nil when the counts cannot say (``isExact``).
  func facts(of node: some SyntaxProtocol) -> Facts? {
    guard isExact else { return nil }
    let first = lowerBound(node.position.utf8Offset)
    let end = lowerBound(node.endPosition.utf8Offset)
    guard first < end else { return Facts() }
    return Facts(
      layoutWord: layoutWords[end] > layoutWords[first],
      numbers: numbers[end] > numbers[first],
      // The node's first token follows nothing of the node.
      returnsNumber: returnedNumbers[end] > returnedNumbers[first + 1])
  }

  /// The facts of `tokens`, walked (what ``facts(of:)`` counts).
  static func walk(_ tokens: TokenSequence) -> Facts {
    var facts = Facts()
    var previousIsReturn = false
    for token in tokens {
      let (layoutWord, number) = kinds(token)
      if layoutWord { facts.layoutWord = true }
      if number {
        facts.numbers = true
        if previousIsReturn { facts.returnsNumber = true }
      }
      previousIsReturn = isReturnLike(token)
    }
    return facts
  }

  /// The index of the first token starting at or after `offset`.
  private func lowerBound(_ offset: Int) -> Int {
    var low = 0
    var high = starts.count
    while low < high {
      let middle = (low + high) / 2
      if starts[middle] < offset { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
