import SourceLint

/// Objective-C's conditional compilation (`#if`, `#ifdef`, `#ifndef`, `#elif`, `#else`,
/// `#endif`) read as an iOS app compiles it, as ``CompilationCondition`` does for Swift. The
/// reader used to drop the directive lines and keep every branch, so `#if … #else … #endif`
/// ran both branches one after the other (round N's note; fresh round O's WeChat has such
/// blocks in its copied picker library).
///
/// A condition the platform settles is decided: `TARGET_OS_IPHONE` and `TARGET_OS_IOS` are 1 in
/// an iOS app and `TARGET_OS_OSX`, `TARGET_OS_TV`, `TARGET_OS_WATCH`, `TARGET_OS_MACCATALYST`,
/// `TARGET_OS_VISION` 0 (Apple's `TargetConditionals.h`, which defines each of them, 0 or 1, for
/// every platform), and a number is its value (`#if 0`). Any other condition (`DEBUG`, a flag
/// the build settings define, `TARGET_OS_SIMULATOR`) depends on the build: inside a method body,
/// where the branches are whole statements, the block becomes an `if` on that condition, which
/// the interpreter treats as any branch it cannot decide (its note, or both branches when they
/// give the same geometry); elsewhere (around declarations) the first branch is kept, as the
/// Swift reader keeps a file-level `#if`'s first branch.
enum ObjectiveCConditionals {
  /// Macros of `TargetConditionals.h` and their value in an iOS app (derived: an app built for
  /// iOS runs on iPhones and iPads, not in Mac Catalyst).
  static let platform: [String: Bool] = [
    "TARGET_OS_IPHONE": true, "TARGET_OS_IOS": true, "TARGET_OS_OSX": false,
    "TARGET_OS_MAC": true, "TARGET_OS_TV": false, "TARGET_OS_WATCH": false,
    "TARGET_OS_MACCATALYST": false, "TARGET_OS_VISION": false, "TARGET_OS_UIKITFORMAC": false,
  ]

  /// Bounds nesting of groups and of `!`, `&&`, `||` and parentheses (hostile input).
  static let maximumDepth = 64

  /// A token, or a conditional group.
  indirect enum Item {
    case token(CToken)
    case group(Group)
  }

  /// One `#if` … `#endif`: its clauses in order (`condition` nil for `#else`).
  struct Group {
    struct Clause {
      var condition: [CToken]?
      var directive: CToken
      var items: [Item]
    }
    var clauses: [Clause]
  }

  /// The tokens an iOS app compiles, directive lines removed.
  static func compiled(_ tokens: [CToken]) -> [CToken] {
    var parser = Parser(tokens: tokens)
    let items = parser.items(depth: 0)
    var output: [CToken] = []
    output.reserveCapacity(tokens.count)
    var braces = 0
    emit(items, into: &output, braces: &braces)
    return output
  }

  static func emit(_ items: [Item], into output: inout [CToken], braces: inout Int) {
    for item in items {
      switch item {
      case .token(let token):
        if token.isPunctuator("{") { braces += 1 }
        if token.isPunctuator("}") { braces -= 1 }
        output.append(token)
      case .group(let group):
        emit(group, into: &output, braces: &braces)
      }
    }
  }

  static func emit(_ group: Group, into output: inout [CToken], braces: inout Int) {
    var clauses = group.clauses[...]
    while let clause = clauses.first {
      guard let condition = clause.condition else {
        emit(clause.items, into: &output, braces: &braces)
        return
      }
      switch value(condition) {
      case true?:
        emit(clause.items, into: &output, braces: &braces)
        return
      case false?:
        clauses = clauses.dropFirst()
      case nil:
        undecided(Array(clauses), into: &output, braces: &braces)
        return
      }
    }
  }

  /// Clauses from the first whose condition the build decides.
  static func undecided(_ clauses: [Group.Clause], into output: inout [CToken], braces: inout Int) {
    let bodies: [[CToken]] = clauses.map { clause in
      var tokens: [CToken] = []
      var depth = 0
      emit(clause.items, into: &tokens, braces: &depth)
      return tokens
    }
    let atStatement =
      braces > 0
      && (output.last.map { $0.isPunctuator(";") || $0.isPunctuator("{") || $0.isPunctuator("}") }
        ?? false)
    guard atStatement, bodies.allSatisfy(isStatements) else {
      emit(clauses[0].items, into: &output, braces: &braces)
      return
    }
    for (offset, clause) in clauses.enumerated() {
      let at = clause.directive.position
      if let condition = clause.condition {
        if offset > 0 { output.append(CToken(.identifier, "else", at)) }
        output.append(CToken(.identifier, "if", at))
        output.append(CToken(.punctuator, "(", at))
        output += condition
        output.append(CToken(.punctuator, ")", at))
      } else {
        output.append(CToken(.identifier, "else", at))
      }
      output.append(CToken(.punctuator, "{", at))
      output += bodies[offset]
      output.append(CToken(.punctuator, "}", at))
    }
  }

  /// Whether `tokens` are whole statements: brackets balanced and never closed before opened,
  /// and the last token ends a statement (or there is none).
  static func isStatements(_ tokens: [CToken]) -> Bool {
    var depth = 0
    for token in tokens where token.kind == .punctuator {
      switch token.text {
      case "{", "(", "[": depth += 1
      case "}", ")", "]":
        depth -= 1
        if depth < 0 { return false }
      default: break
      }
    }
    guard depth == 0 else { return false }
    guard let last = tokens.last else { return true }
    return last.isPunctuator(";") || last.isPunctuator("}")
  }

  /// The value of a directive's condition, when the platform settles it.
  static func value(_ tokens: [CToken]) -> Bool? {
    var reader = Condition(tokens: tokens)
    guard let result = reader.binary("||", depth: 0), reader.at == tokens.count else {
      return nil
    }
    return result
  }

  /// A condition's tokens read with C's precedence: `||` below `&&` below `!`.
  struct Condition {
    let tokens: [CToken]
    var at = 0

    /// `op` (`||`, then `&&` below it) between operands. `.some(nil)` is not known; `nil` is a
    /// parse failure.
    mutating func binary(_ op: String, depth: Int) -> Bool?? {
      guard depth < ObjectiveCConditionals.maximumDepth, var left = operand(of: op, depth: depth)
      else { return nil }
      while at < tokens.count, tokens[at].isPunctuator(op) {
        at += 1
        guard let right = operand(of: op, depth: depth) else { return nil }
        left = CompilationCondition.combine(op, left, right)
      }
      return left
    }

    /// An operand of `op`: a conjunction under `||`, a unary expression under `&&`.
    mutating func operand(of op: String, depth: Int) -> Bool?? {
      op == "||" ? binary("&&", depth: depth + 1) : unary(depth: depth + 1)
    }

    mutating func unary(depth: Int) -> Bool?? {
      guard depth < ObjectiveCConditionals.maximumDepth, at < tokens.count else { return nil }
      let token = tokens[at]
      at += 1
      if token.isPunctuator("!") {
        guard let inner = unary(depth: depth + 1) else { return nil }
        return .some(inner.map { !$0 })
      }
      if token.isPunctuator("(") {
        guard let inner = binary("||", depth: depth + 1), at < tokens.count,
          tokens[at].isPunctuator(")")
        else { return nil }
        at += 1
        return inner
      }
      if token.kind == .number {
        let digits = token.text.filter { $0.isNumber }
        return .some(digits.isEmpty ? nil : digits.contains { $0 != "0" })
      }
      if token.isIdentifier("defined") {
        // `defined(X)` / `defined X`: every `TargetConditionals.h` macro is defined (0 or 1);
        // any other name may come from the build settings.
        let parenthesized = at < tokens.count && tokens[at].isPunctuator("(")
        if parenthesized { at += 1 }
        guard at < tokens.count, tokens[at].kind == .identifier else { return nil }
        let name = tokens[at].text
        at += 1
        if parenthesized {
          guard at < tokens.count, tokens[at].isPunctuator(")") else { return nil }
          at += 1
        }
        return .some(ObjectiveCConditionals.platform[name] != nil ? true : nil)
      }
      if token.kind == .identifier {
        return .some(ObjectiveCConditionals.platform[token.text])
      }
      return nil
    }
  }

  /// Reads the token stream into tokens and groups.
  struct Parser {
    let tokens: [CToken]
    var at = 0

    /// A directive line at `at` (`#` included): its word and the tokens after it; `at` moves
    /// past its end.
    mutating func directive() -> (word: String, rest: [CToken], start: CToken) {
      let start = tokens[at]
      at += 1
      var line: [CToken] = []
      while at < tokens.count, tokens[at].kind != .directiveEnd {
        line.append(tokens[at])
        at += 1
      }
      if at < tokens.count { at += 1 }
      guard let word = line.first, word.kind == .identifier else { return ("", line, start) }
      return (word.text, Array(line.dropFirst()), start)
    }

    /// Items up to a `#elif`, `#else` or `#endif` of the enclosing group (not consumed) or the
    /// end.
    mutating func items(depth: Int) -> [Item] {
      var result: [Item] = []
      while at < tokens.count {
        let token = tokens[at]
        guard token.kind == .directive else {
          result.append(.token(token))
          at += 1
          continue
        }
        let mark = at
        let (word, rest, start) = directive()
        switch word {
        case "if", "ifdef", "ifndef":
          guard depth < ObjectiveCConditionals.maximumDepth else { continue }
          result.append(.group(group(word, rest, start, depth: depth + 1)))
        case "elif", "else", "endif":
          if depth > 0 {
            at = mark
            return result
          }
        default:
          continue  // `#define`, `#import`, `#pragma`, …: not statements.
        }
      }
      return result
    }

    mutating func group(_ word: String, _ rest: [CToken], _ start: CToken, depth: Int) -> Group {
      var condition: [CToken]? = rest
      if word == "ifdef" || word == "ifndef", let name = rest.first {
        let here = name.position
        condition =
          (word == "ifndef" ? [CToken(.punctuator, "!", here)] : [])
          + [
            CToken(.identifier, "defined", here), CToken(.punctuator, "(", here), name,
            CToken(.punctuator, ")", here),
          ]
      }
      var clauses: [Group.Clause] = []
      var directive = start
      while true {
        let items = self.items(depth: depth)
        clauses.append(Group.Clause(condition: condition, directive: directive, items: items))
        guard at < tokens.count else { break }
        let (next, nextRest, nextStart) = self.directive()
        if next == "endif" { break }
        directive = nextStart
        condition = next == "elif" ? nextRest : nil
      }
      return Group(clauses: clauses)
    }
  }
}
