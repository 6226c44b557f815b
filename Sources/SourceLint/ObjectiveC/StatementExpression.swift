/// The value of a GNU statement expression of several statements in a macro, `({ BOOL x = NO;
/// if (c) { x = YES; } (x); })`: the statements are run in order over the names they set, an
/// `if` block's assignments become `c ? new : old`, and the value is that of the last
/// expression statement (issue 29: MixT's `kIPHONE_X`, measurement J's `UI_IS_IPHONE_X`).
///
/// A local declared with an integer type (`NSInteger notchValue = w / h * 100;`) keeps the
/// integer part, as C's conversion does: `trunc(…)`. An `if (@available(iOS 11…))` (or older)
/// is true on every system the catalog models. What is not understood (a loop, a `switch`, an
/// assignment to something other than a name) makes the whole value unknown: nil.
enum StatementExpression {
  /// Integer C types: a value stored in one loses its fraction.
  static let integerTypes: Set<String> = [
    "NSInteger", "NSUInteger", "int", "long", "short", "unsigned", "char", "int32_t", "int64_t",
    "uint32_t", "uint64_t", "size_t",
  ]

  /// At most this many statements are run (a macro is short; a generated one is not read).
  static let maximumStatements = 64

  static func value(
    of tokens: ArraySlice<CToken>, parameters: [String], notes: ReaderNotes?
  ) -> LintExpression? {
    var names: [String: LintExpression] = [:]
    var budget = maximumStatements
    guard
      let result = run(
        tokens, names: &names, parameters: parameters, notes: notes, budget: &budget, depth: 0),
      let value = result, !value.isTooDeep
    else { return nil }
    return value
  }

  /// Runs `tokens` as statements; the value of the last expression statement (nil inside the
  /// outer optional when there is none). Nil when a statement is not understood.
  private static func run(
    _ tokens: ArraySlice<CToken>, names: inout [String: LintExpression], parameters: [String],
    notes: ReaderNotes?, budget: inout Int, depth: Int
  ) -> LintExpression?? {
    guard depth < 8 else { return nil }
    var last: LintExpression?
    var index = tokens.startIndex
    while index < tokens.endIndex {
      budget -= 1
      guard budget >= 0 else { return nil }
      let token = tokens[index]
      if token.isPunctuator(";") {
        index += 1
        continue
      }
      // `_Pragma("clang diagnostic push")`: an instruction to the compiler, no statement
      // (measurement L: breadtrip's `kWindowSafeAreaInset` wraps its `if` in two).
      if token.isIdentifier("_Pragma"), index + 1 < tokens.endIndex,
        tokens[index + 1].isPunctuator("("), let close = matching(tokens, from: index + 1)
      {
        index = close + 1
        continue
      }
      if token.isIdentifier("if") {
        guard index + 1 < tokens.endIndex, tokens[index + 1].isPunctuator("("),
          let closeCondition = matching(tokens, from: index + 1)
        else { return nil }
        let conditionTokens = tokens[(index + 2)..<closeCondition]
        guard let (thenTokens, afterThen) = block(tokens, from: closeCondition + 1) else {
          return nil
        }
        var elseTokens: ArraySlice<CToken>?
        var next = afterThen
        if next < tokens.endIndex, tokens[next].isIdentifier("else") {
          guard let (otherwise, afterElse) = block(tokens, from: next + 1) else { return nil }
          elseTokens = otherwise
          next = afterElse
        }
        var thenNames = names
        guard
          run(
            thenTokens, names: &thenNames, parameters: parameters, notes: notes, budget: &budget,
            depth: depth + 1) != nil
        else { return nil }
        var elseNames = names
        if let elseTokens {
          guard
            run(
              elseTokens, names: &elseNames, parameters: parameters, notes: notes,
              budget: &budget, depth: depth + 1) != nil
          else { return nil }
        }
        if isSafeAreaEraAvailability(conditionTokens) {
          names = thenNames
        } else {
          guard
            let condition = CExpressionParser.parseWhole(
              conditionTokens, parameters: parameters, notes: notes)
          else { return nil }
          let substituted = substitute(names, in: condition)
          for name in Set(thenNames.keys).union(elseNames.keys).sorted() {
            let then = thenNames[name]
            let otherwise = elseNames[name]
            if then == otherwise { continue }
            guard let then, let otherwise else {
              // Declared in only one branch: a local of that block, gone after it.
              continue
            }
            names[name] = LintExpression(
              .conditional(substituted, then, otherwise), at: substituted.position)
          }
        }
        index = next
        continue
      }
      if token.isPunctuator("{") {
        guard let close = matching(tokens, from: index) else { return nil }
        guard
          run(
            tokens[(index + 1)..<close], names: &names, parameters: parameters, notes: notes,
            budget: &budget, depth: depth + 1) != nil
        else { return nil }
        index = close + 1
        continue
      }
      if token.kind == .identifier,
        ["for", "while", "do", "switch", "return", "goto", "static"].contains(token.text)
      {
        return nil
      }
      // A statement up to its `;` at this level.
      var end = index
      var level = 0
      while end < tokens.endIndex {
        let current = tokens[end]
        if current.isPunctuator("(") || current.isPunctuator("[") || current.isPunctuator("{") {
          level += 1
        }
        if current.isPunctuator(")") || current.isPunctuator("]") || current.isPunctuator("}") {
          level -= 1
        }
        if level == 0, current.isPunctuator(";") { break }
        end += 1
      }
      let statement = tokens[index..<end]
      index = end
      if let assign = statement.firstIndex(where: { $0.isPunctuator("=") }) {
        let target = statement[statement.startIndex..<assign]
        guard let name = target.last, name.kind == .identifier,
          target.allSatisfy({
            $0.kind == .identifier || $0.isPunctuator("*") || $0.isIdentifier("const")
          }),
          let value = CExpressionParser.parseWhole(
            statement[(assign + 1)...], parameters: parameters, notes: notes)
        else { return nil }
        var stored = substitute(names, in: value)
        if target.dropLast().contains(where: { integerTypes.contains($0.text) }) {
          stored = LintExpression(.call("trunc", [stored]), at: stored.position)
        }
        names[name.text] = stored
        continue
      }
      guard
        let expression = CExpressionParser.parseWhole(
          statement, parameters: parameters, notes: notes)
      else { return nil }
      last = substitute(names, in: expression)
    }
    return .some(last)
  }

  /// The block after an `if (…)` or `else` at `start`: its tokens (without braces) and the
  /// index after it; a brace-less statement runs to its `;`.
  private static func block(_ tokens: ArraySlice<CToken>, from start: Int) -> (
    ArraySlice<CToken>, Int
  )? {
    guard start < tokens.endIndex else { return nil }
    if tokens[start].isPunctuator("{") {
      guard let close = matching(tokens, from: start) else { return nil }
      return (tokens[(start + 1)..<close], close + 1)
    }
    var end = start
    var level = 0
    while end < tokens.endIndex {
      let current = tokens[end]
      if current.isPunctuator("(") || current.isPunctuator("[") { level += 1 }
      if current.isPunctuator(")") || current.isPunctuator("]") { level -= 1 }
      if level == 0, current.isPunctuator(";") { break }
      end += 1
    }
    guard end < tokens.endIndex else { return nil }
    return (tokens[start...end], end + 1)
  }

  /// The index of the bracket closing the one at `open`.
  private static func matching(_ tokens: ArraySlice<CToken>, from open: Int) -> Int? {
    let opener = tokens[open].text
    let closer = opener == "(" ? ")" : opener == "[" ? "]" : "}"
    var level = 0
    var index = open
    while index < tokens.endIndex {
      if tokens[index].isPunctuator(opener) { level += 1 }
      if tokens[index].isPunctuator(closer) {
        level -= 1
        if level == 0 { return index }
      }
      index += 1
    }
    return nil
  }

  /// `@available(iOS 11.0, *)` or an older version: true on every system the catalog models
  /// (iOS 11 on). A later version is a condition the catalog's older systems fail.
  static func isSafeAreaEraAvailability(_ tokens: ArraySlice<CToken>) -> Bool {
    guard let first = tokens.first, first.isPunctuator("@"), tokens.count >= 2,
      tokens[tokens.startIndex + 1].isIdentifier("available"),
      let number = tokens.first(where: { $0.kind == .number }),
      let version = CExpressionParser.numberValue(number.text)
    else { return false }
    return version <= 11
  }

  /// `expression` with the names `values` holds replaced by their values; a path that starts
  /// with one (`size.width` after `CGSize size = UIScreen.mainScreen.bounds.size;`) is read on
  /// from the value (a device fact when it reads one).
  static func substitute(_ values: [String: LintExpression], in expression: LintExpression)
    -> LintExpression
  {
    guard !values.isEmpty else { return expression }
    return expression.rewriting { node in
      switch node.kind {
      case .reference(let name):
        return values[name].map { LintExpression($0.kind, at: node.position) }
      case .path(let path):
        let parts = path.split(separator: ".").map(String.init)
        guard parts.count >= 2, let value = values[parts[0]] else { return nil }
        var read = LintExpression(value.kind, at: node.position)
        for part in parts.dropFirst() { read = CExpressionParser.member(read, part) }
        return read
      default: return nil
      }
    }
  }
}
