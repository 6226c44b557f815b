/// Reads an Objective-C / C file into a ``SourceModel``: `#define` macros (object-like and
/// function-like, multi-line, each in its `#if` branch), file-scope constants, zero-argument
/// methods that return one expression, and the expressions of statements and conditions with
/// whether they sit in an availability fallback and whether they control layout.
///
/// ```swift
/// let model = ObjectiveCReader.read("#define kNavBarHeight (IS_X ? 88 : 64)\n", file: "a.h")
/// model.definitions[0].name  // "kNavBarHeight"
/// ```
public enum ObjectiveCReader {
  /// Reads `text`, named `file` in locations.
  public static func read(_ text: String, file: String) -> SourceModel {
    read(text, file: file, lexed: CLexer.lex(text))
  }

  /// Reads `text` from its tokens, already lexed (``CLexer/lex(_:)``) by a caller that reads
  /// them too (the code-screen reader), so that the file is lexed once.
  public static func read(_ text: String, file: String, lexed: CLexer.Result) -> SourceModel {
    var reader = Reader(tokens: lexed.tokens, file: file)
    reader.run()
    var lineCount = 0
    for byte in text.utf8 where byte == UInt8(ascii: "\n") { lineCount += 1 }
    var model = SourceModel(
      file: file, language: .objectiveC, definitions: reader.definitions,
      statements: reader.statements, comments: lexed.comments,
      lineCount: lineCount + (text.utf8.last == UInt8(ascii: "\n") || text.isEmpty ? 0 : 1))
    model.localNames = reader.localNames
    model.localValues = reader.localValues
    model.superTypes = reader.superTypes
    model.declaredTypes = reader.declaredTypes
    model.notes = reader.notes.collected
    return model
  }

  /// A braced scope.
  private struct Scope {
    /// Code in it runs only where an availability check failed.
    var isFallback: Bool
    /// For an `if` block: whether its `else` is the fallback of an availability check.
    var elseIsFallback: Bool
    /// A zero-argument method's name: it becomes a definition when its body is guarded returns
    /// (`if (c) { return a; } return b;` reads as `c ? a : b`).
    var method: (name: String, position: SourcePosition)?
    /// For an Objective-C method: the class of the `@implementation` it is in (its owner).
    var methodOwner: String?
    /// Whether that method or function returns a scalar (`BOOL`, `CGFloat`, `NSInteger`…): only
    /// then is a returned variable a cached answer (an object getter's lazy `_view` is not).
    var returnsScalar = false
    /// Whether it returns a `BOOL` (a flag whose locals stand in its return).
    var returnsFlag = false
    /// The `if` condition of an `if` block.
    var ifCondition: LintExpression?
    /// `if (c) return v;` steps seen at the top of the body, in order.
    var guards: [(condition: LintExpression, value: LintExpression)] = []
    /// The body's final `return` value.
    var finalReturn: LintExpression?
    /// The body holds something other than guarded returns.
    var isComplex = false
    /// The single `return` of an `if` block, and how many statements it holds.
    var blockReturn: LintExpression?
    var blockStatements = 0
    /// The last step of the body was a guarded return (`if (c) { return a; }`): an `else`
    /// after it adds a guard (`else if`) or the final return (`else { return b; }`).
    var lastStepWasGuard = false
    /// An `else` block right after a guarded return: its single `return` is the body's final
    /// return (measurement P: `- (CGFloat)navHeightWithHeight` returned `88` and `64` in
    /// `if … else` and its 19 uses went unread).
    var isElseOfGuard = false
  }

  private struct Reader {
    let tokens: [CToken]
    let file: String
    /// What the reader dropped (an expression nested too deeply), for located notes.
    let notes = ReaderNotes()
    var definitions: [SourceDefinition] = []
    var statements: [SourceStatement] = []
    /// Preprocessor branches: (`line` of the `#if`, branch index).
    var branches: [(line: Int, index: Int)] = []
    /// For each open `#if`: whether the current branch can be compiled for iOS (`false` in
    /// `#if TARGET_OS_OSX` or the `#else` of `#if TARGET_OS_IOS`), and whether an earlier
    /// branch of it surely is (then the later ones are not).
    var platforms: [(current: Bool?, earlierTaken: Bool)] = []
    /// Whether the code being read sits in a branch that is not compiled for iOS: its
    /// definitions and statements are not read (issue 29: `const BOOL IS_IPHONEX = NO;` in
    /// a macOS `#else` was reported wrong on 33 devices).
    var isExcludedFromIOS: Bool { platforms.contains { $0.current == false } }
    var scopes: [Scope] = []
    /// The `else` of the last closed `if` block is a fallback.
    var pendingElseFallback = false
    var enclosing: String?
    /// The class of the `@implementation` being read (`@implementation UIDevice (Notch)` is
    /// `UIDevice`'s), until its `@end`.
    var implementation: String?
    /// `@interface Cell : UITableViewCell` and `@implementation Cell` (not a category):
    /// ``SourceModel/superTypes`` and ``SourceModel/declaredTypes``.
    var superTypes: [String: [String]] = [:]
    var declaredTypes: Set<String> = []
    var localNames: [String: Set<String>] = [:]
    /// The values of locals assigned once (`NSInteger height = MAX(w, h);`), by method.
    var localValues: [String: [String: LintExpression]] = [:]
    var reassigned: Set<String> = []
    /// Assignments to plain names in the method or function being read, with the `if`
    /// conditions around each: a helper that caches its answer (`static BOOL isX;`
    /// `dispatch_once(…, ^{ if (cond) { isX = YES; } }); return isX;`) is read as its
    /// condition.
    var methodAssignments:
      [(name: String, conditions: [LintExpression], value: [Int], isFallback: Bool)] = []
    /// Matching close-brace index for each open-brace index (code tokens only).
    var closing: [Int: Int] = [:]

    init(tokens: [CToken], file: String) {
      self.tokens = tokens
      self.file = file
    }

    var isFallback: Bool { scopes.last?.isFallback ?? false }

    mutating func run() {
      matchBraces()
      var index = 0
      var statementStart = 0
      var pending: [Int] = []  // token indices of the current statement
      while index < tokens.count {
        let token = tokens[index]
        if token.kind == .directive {
          var end = index + 1
          while end < tokens.count, tokens[end].kind != .directiveEnd { end += 1 }
          directive(tokens[(index + 1)..<end], at: token.position)
          index = end + 1
          continue
        }
        if token.isPunctuator("@"), index + 1 < tokens.count {
          let keyword = tokens[index + 1]
          let named = index + 2 < tokens.count && tokens[index + 2].kind == .identifier
          let isCategory = index + 3 < tokens.count && tokens[index + 3].isPunctuator("(")
          if keyword.isIdentifier("implementation"), named {
            implementation = tokens[index + 2].text
            if !isCategory { declaredTypes.insert(tokens[index + 2].text) }
          } else if keyword.isIdentifier("interface"), named, !isCategory {
            declaredTypes.insert(tokens[index + 2].text)
            if index + 4 < tokens.count, tokens[index + 3].isPunctuator(":"),
              tokens[index + 4].kind == .identifier
            {
              superTypes[tokens[index + 2].text, default: []].append(tokens[index + 4].text)
            }
          } else if keyword.isIdentifier("end") {
            implementation = nil
          }
        }
        if token.kind == .punctuator {
          switch token.text {
          case ";":
            // `- (void)setKeyboardState:(BOOL)show; {`: a method's definition written with the
            // declaration's `;` before its body, which the compiler accepts. The header goes on
            // to the `{` (measurement X: the body's locals were read as names "defined nowhere
            // in the files linted", 3 wrong messages and 2 notes).
            if Self.isMethodHeader(pending.map { tokens[$0] }), index + 1 < tokens.count,
              tokens[index + 1].isPunctuator("{")
            {
              index += 1
              continue
            }
            statement(pending)
            pending = []
            index += 1
            statementStart = index
            continue
          case "{":
            let previous = pending.last.map { tokens[$0] }
            if previous?.isPunctuator("@") == true || previous?.isPunctuator("=") == true
              || previous?.isPunctuator("(") == true || previous?.isPunctuator(",") == true
              || previous?.isIdentifier("return") == true
            {
              // A literal (`@{…}`, `= {…}`): part of the statement.
              let close = closing[index] ?? index
              for inner in index...close
              where tokens[inner].kind != .directive
                && tokens[inner].kind != .directiveEnd
              {
                pending.append(inner)
              }
              index = close + 1
              continue
            }
            open(header: pending, at: index)
            pending = []
            index += 1
            statementStart = index
            continue
          case "}":
            statement(pending)
            pending = []
            close()
            index += 1
            statementStart = index
            continue
          default: break
          }
        }
        if token.kind != .directiveEnd { pending.append(index) }
        index += 1
      }
      _ = statementStart
      statement(pending)
    }

    /// Pairs braces of code (directive lines excluded).
    mutating func matchBraces() {
      var stack: [Int] = []
      var inDirective = false
      for (index, token) in tokens.enumerated() {
        if token.kind == .directive { inDirective = true }
        if token.kind == .directiveEnd { inDirective = false }
        if inDirective || token.kind != .punctuator { continue }
        if token.text == "{" { stack.append(index) }
        if token.text == "}", let open = stack.popLast() { closing[open] = index }
      }
    }

    // MARK: Preprocessor

    mutating func directive(_ line: ArraySlice<CToken>, at position: SourcePosition) {
      guard let keyword = line.first, keyword.kind == .identifier else { return }
      switch keyword.text {
      case "if", "ifdef", "ifndef":
        branches.append((position.line, 0))
        var onIOS = Self.compiledForIOS(line.dropFirst())
        if keyword.text == "ifdef" || keyword.text == "ifndef" {
          onIOS = line.dropFirst().first.flatMap { Self.platformMacro($0.text) }
          if keyword.text == "ifndef" { onIOS = onIOS.map { !$0 } }
        }
        platforms.append((onIOS, onIOS == true))
      case "elif", "else":
        if !branches.isEmpty { branches[branches.count - 1].index += 1 }
        if var last = platforms.popLast() {
          if last.earlierTaken {
            last.current = false
          } else if keyword.text == "else" {
            last.current = last.current.map { !$0 }
          } else {
            // `#elif`: known only when every branch before it is known not to be taken.
            let condition = Self.compiledForIOS(line.dropFirst())
            last.current = last.current == false ? condition : (condition == false ? false : nil)
          }
          last.earlierTaken = last.earlierTaken || last.current == true
          platforms.append(last)
        }
      case "endif":
        _ = branches.popLast()
        _ = platforms.popLast()
      case "define":
        guard !isExcludedFromIOS else { return }
        define(line.dropFirst())
      default:
        break
      }
    }

    /// Whether a platform macro is true when compiling for iOS (`TARGET_OS_IOS`,
    /// `TARGET_OS_IPHONE`: true; `TARGET_OS_OSX`, `TARGET_OS_TV`, `TARGET_OS_WATCH`: false), or
    /// `nil` for any other name.
    static func platformMacro(_ name: String) -> Bool? {
      switch name {
      case "TARGET_OS_IOS", "TARGET_OS_IPHONE", "__IPHONE_OS_VERSION_MIN_REQUIRED",
        "TARGET_OS_EMBEDDED":
        true
      case "TARGET_OS_OSX", "TARGET_OS_TV", "TARGET_OS_WATCH", "TARGET_OS_VISION",
        "TARGET_OS_XR", "__MAC_OS_X_VERSION_MIN_REQUIRED", "TARGET_OS_WINDOWS", "TARGET_OS_LINUX":
        false
      default: nil
      }
    }

    /// Whether an `#if` condition holds when compiling for iOS: `true`, `false`, or `nil` when
    /// it depends on anything but the platform macros (`!`, `&&`, `||`, `defined(…)` and
    /// parentheses are read).
    static func compiledForIOS(_ condition: ArraySlice<CToken>) -> Bool? {
      guard let expression = CExpressionParser.parseWhole(condition) else { return nil }
      func truth(_ node: LintExpression) -> Bool? {
        switch node.kind {
        case .reference(let name): return platformMacro(name)
        case .number(let value): return value != 0
        case .call("defined", let arguments):
          if arguments.count == 1, case .reference(let name) = arguments[0].kind {
            return platformMacro(name)
          }
          return nil
        case .unary("!", let operand): return truth(operand).map { !$0 }
        case .binary("&&", let lhs, let rhs):
          let (a, b) = (truth(lhs), truth(rhs))
          if a == false || b == false { return false }
          if a == true, b == true { return true }
          return nil
        case .binary("||", let lhs, let rhs):
          let (a, b) = (truth(lhs), truth(rhs))
          if a == true || b == true { return true }
          if a == false, b == false { return false }
          return nil
        default: return nil
        }
      }
      return truth(expression)
    }

    var branchKey: String {
      branches.map { "\($0.line)#\($0.index)" }.joined(separator: "/")
    }

    mutating func define(_ rest: ArraySlice<CToken>) {
      guard let name = rest.first, name.kind == .identifier else { return }
      var body = rest.dropFirst()
      var parameters: [String]?
      if let open = body.first, open.isPunctuator("("), open.position.line == name.position.line,
        open.position.column == name.position.column + name.text.utf8.count
      {
        var names: [String] = []
        var cursor = body.startIndex + 1
        while cursor < body.endIndex, !body[cursor].isPunctuator(")") {
          if body[cursor].kind == .identifier { names.append(body[cursor].text) }
          if body[cursor].isPunctuator("...") { names.append("__VA_ARGS__") }
          cursor += 1
        }
        parameters = names
        body = body[min(cursor + 1, body.endIndex)...]
      }
      while let last = body.last, last.isPunctuator(";") { body = body.dropLast() }
      var statementValue: LintExpression?
      // A statement expression of one statement, `({(kIPHONE_X) ? 40.0f : 20.0f;})`: its
      // value is that statement's (measurement I).
      if body.count >= 4, body[body.startIndex].isPunctuator("("),
        body[body.startIndex + 1].isPunctuator("{"), body[body.endIndex - 1].isPunctuator(")"),
        body[body.endIndex - 2].isPunctuator("}")
      {
        var inner = body[(body.startIndex + 2)..<(body.endIndex - 2)]
        while let last = inner.last, last.isPunctuator(";") { inner = inner.dropLast() }
        if !inner.contains(where: { $0.isPunctuator(";") || $0.isPunctuator("{") }) {
          body = inner
        } else {
          // Several statements (`({ BOOL x = NO; if (c) { x = YES; } (x); })`): run them.
          statementValue = StatementExpression.value(
            of: inner, parameters: parameters ?? [], notes: notes)
        }
      }
      let expression =
        statementValue
        ?? (body.isEmpty
          ? nil : CExpressionParser.parseWhole(body, parameters: parameters ?? [], notes: notes))
      definitions.append(
        SourceDefinition(
          name: name.text, kind: .macro, parameters: parameters, expression: expression,
          location: SourceLocation(file: file, position: name.position), branch: branchKey))
    }

    // MARK: Scopes

    mutating func open(header: [Int], at index: Int) {
      var header = header
      // `@implementation Device` (no `;` ends it) before the first method: the method's
      // header starts at its `-` / `+`.
      if let first = header.first, tokens[first].isPunctuator("@"),
        let start = header.firstIndex(where: {
          (tokens[$0].isPunctuator("-") || tokens[$0].isPunctuator("+")) && $0 + 1 < tokens.count
            && tokens[$0 + 1].isPunctuator("(")
        })
      {
        header = Array(header[start...])
      }
      let headerIsIf = header.first.map { tokens[$0].isIdentifier("if") } ?? false
      // `else { … }` or `else if (…) { … }` right after a guarded return reads as more guards.
      let elseOfGuard =
        (header.first.map { tokens[$0].isIdentifier("else") } ?? false)
        && (scopes.last?.lastStepWasGuard ?? false)
      if !header.isEmpty, !scopes.isEmpty {
        scopes[scopes.count - 1].blockStatements += 1
        if !headerIsIf, !elseOfGuard { scopes[scopes.count - 1].isComplex = true }
        scopes[scopes.count - 1].lastStepWasGuard = false
      }
      var scope = Scope(
        isFallback: isFallback, elseIsFallback: false, method: nil)
      let headerTokens = header.map { tokens[$0] }
      if let first = headerTokens.first {
        if first.isIdentifier("else") {
          if pendingElseFallback { scope.isFallback = true }
          let rest = Array(header.dropFirst())
          if let second = rest.first, tokens[second].isIdentifier("if") {
            let (conditionScope, _, expression) = condition(rest, blockAt: index)
            scope.isFallback = scope.isFallback || conditionScope.thenIsFallback
            scope.elseIsFallback = conditionScope.elseIsFallback
            if elseOfGuard { scope.ifCondition = expression }
          } else if elseOfGuard, rest.isEmpty {
            scope.isElseOfGuard = true
          }
        } else if first.isIdentifier("if") || first.isIdentifier("while") {
          let (conditionScope, _, expression) = condition(header, blockAt: index)
          scope.isFallback = scope.isFallback || conditionScope.thenIsFallback
          scope.elseIsFallback = conditionScope.elseIsFallback
          if first.isIdentifier("if") { scope.ifCondition = expression }
        } else if first.isPunctuator("-") || first.isPunctuator("+"), headerTokens.count >= 4,
          headerTokens[1].isPunctuator("(")
        {
          methodHeader(headerTokens, scope: &scope)
        } else if first.kind == .identifier, headerTokens.count >= 2,
          headerTokens.last?.isPunctuator(")") == true, scopes.isEmpty
        {
          // A C function: `static inline CGFloat name(void)`.
          if let open = headerTokens.firstIndex(where: { $0.isPunctuator("(") }), open > 0,
            headerTokens[open - 1].kind == .identifier
          {
            let name = headerTokens[open - 1]
            enclosing = name.text
            methodAssignments = []
            // Parameters (`CGFloat width`) are locals of the function.
            for index in headerTokens.indices.dropFirst(open + 1)
            where headerTokens[index].kind == .identifier
              && index + 1 < headerTokens.count
              && (headerTokens[index + 1].isPunctuator(",")
                || headerTokens[index + 1].isPunctuator(")"))
            {
              localNames[name.text, default: []].insert(headerTokens[index].text)
            }
            let parameterTokens = headerTokens[(open + 1)..<(headerTokens.count - 1)]
            if parameterTokens.isEmpty
              || (parameterTokens.count == 1 && parameterTokens.first?.isIdentifier("void") == true)
            {
              scope.method = (name.text, name.position)
              scope.returnsScalar = headerTokens[..<(open - 1)].contains {
                Self.scalarTypes.contains($0.text)
              }
              scope.returnsFlag = headerTokens[..<(open - 1)].contains {
                $0.text == "BOOL" || $0.text == "bool"
              }
            }
          }
        } else if !first.isIdentifier("switch"), !first.isIdentifier("for"),
          !first.isIdentifier("do"), header.count > 0
        {
          // A statement before a block (a message with a block argument).
          statement(header)
        }
      }
      pendingElseFallback = false
      scopes.append(scope)
    }

    /// Whether the innermost method or function being read returns a `BOOL`.
    var returnsFlag: Bool {
      scopes.last(where: { $0.method != nil })?.returnsFlag ?? false
    }

    /// `expression` with each bare name of `names` marked a local (`.local`), whose value the
    /// evaluation then says it does not follow.
    static func markingLocals(
      _ names: Set<String>, in expression: LintExpression, depth: Int = 0
    ) -> LintExpression {
      guard !names.isEmpty, depth < 64 else { return expression }
      var result = expression
      switch expression.kind {
      case .reference(let name) where names.contains(name):
        result.kind = .local(name)
      case .unary(let op, let operand):
        result.kind = .unary(op, markingLocals(names, in: operand, depth: depth + 1))
      case .binary(let op, let lhs, let rhs):
        result.kind = .binary(
          op, markingLocals(names, in: lhs, depth: depth + 1),
          markingLocals(names, in: rhs, depth: depth + 1))
      case .conditional(let condition, let then, let otherwise):
        result.kind = .conditional(
          markingLocals(names, in: condition, depth: depth + 1),
          markingLocals(names, in: then, depth: depth + 1),
          markingLocals(names, in: otherwise, depth: depth + 1))
      case .call(let name, let arguments):
        result.kind = .call(name, arguments.map { markingLocals(names, in: $0, depth: depth + 1) })
      default: break
      }
      return result
    }

    /// `expression` with the locals of `values` replaced by their values, a few levels deep.
    static func substituting(
      _ values: [String: LintExpression], in expression: LintExpression, depth: Int = 0
    ) -> LintExpression {
      guard depth < 4 else { return expression }
      var result = expression
      switch expression.kind {
      case .reference(let name):
        if let value = values[name] {
          let inner = substituting(values, in: value, depth: depth + 1)
          return LintExpression(inner.kind, at: expression.position)
        }
      case .unary(let op, let operand):
        result.kind = .unary(op, substituting(values, in: operand, depth: depth))
      case .binary(let op, let lhs, let rhs):
        result.kind = .binary(
          op, substituting(values, in: lhs, depth: depth),
          substituting(values, in: rhs, depth: depth))
      case .conditional(let condition, let then, let otherwise):
        result.kind = .conditional(
          substituting(values, in: condition, depth: depth),
          substituting(values, in: then, depth: depth),
          substituting(values, in: otherwise, depth: depth))
      case .call(let name, let arguments):
        result.kind = .call(name, arguments.map { substituting(values, in: $0, depth: depth) })
      default: break
      }
      return result.isTooDeep ? expression : result
    }

    /// What a helper that returns the variable `name` answers: the `if` conditions (and values)
    /// under which it sets `name` outside availability fallbacks, or-ed (`x = YES` under `if
    /// (c)` is `c`; `x = e` is `e`; `x = NO` adds nothing). Nil when nothing sets it.
    func cachedValue(of name: String, at position: SourcePosition, isFlag: Bool = true)
      -> LintExpression?
    {
      if !isFlag { return cachedNumber(of: name, at: position) }
      var terms: [LintExpression] = []
      for assignment in methodAssignments where assignment.name == name && !assignment.isFallback {
        guard let value = assignedValue(assignment.value) else { continue }
        if case .boolean(false) = value.kind { continue }
        if case .number(0) = value.kind { continue }
        var parts = assignment.conditions
        if case .boolean(true) = value.kind {
        } else if case .number(1) = value.kind {
        } else {
          parts.append(value)
        }
        guard let first = parts.first else { continue }
        terms.append(
          parts.dropFirst().reduce(first) {
            LintExpression(.binary("&&", $0, $1), at: $0.position)
          })
      }
      guard let first = terms.first else { return nil }
      let value = terms.dropFirst().reduce(first) {
        LintExpression(.binary("||", $0, $1), at: $0.position)
      }
      return value.isTooDeep ? nil : value
    }

    /// The value a cached variable is assigned (its tokens), parsed here, for the few helpers
    /// that return a cached variable, not for every assignment read. The method's locals are
    /// its own: a local known once (`NSSet *platformSet = [NSSet setWithObjects:…]`) is its
    /// value, any other is marked a local, not a name of the run (measurement N:
    /// "'platformSet' is not defined in the files linted" was said).
    func assignedValue(_ value: [Int]) -> LintExpression? {
      guard let parsed = CExpressionParser.parseWhole(value.map { tokens[$0] }[...]) else {
        return nil
      }
      return enclosing.map { method in
        Self.markingLocals(
          localNames[method] ?? [], in: Self.substituting(localValues[method] ?? [:], in: parsed))
      } ?? parsed
    }

    /// A cached number (`static CGFloat height = 0; … if (isFringe) { height = 44; } … return
    /// height;`): its assignments of numbers in order, each conditional one `c ? value :
    /// before`, from the first unconditional one (or the `static` variable's zero); `nil` when
    /// one assigns something else. Not the flag's `c && value`
    /// (measurement P: a 44-pt top inset cached so was called a flag that "decides 'has a
    /// notch'", 10 wrong messages).
    func cachedNumber(of name: String, at position: SourcePosition) -> LintExpression? {
      var result: LintExpression?
      for assignment in methodAssignments where assignment.name == name && !assignment.isFallback {
        // Numbers only: a variable given a window's inset on some path (`topInset =
        // keyWindow.safeAreaInsets.top`) is that read, reported where it is made.
        guard let value = assignedValue(assignment.value), case .number = value.kind else {
          return nil
        }
        guard let first = assignment.conditions.first else {
          result = value
          continue
        }
        let condition = assignment.conditions.dropFirst().reduce(first) {
          LintExpression(.binary("&&", $0, $1), at: $0.position)
        }
        let before = result ?? LintExpression(.number(0), at: position)
        result = LintExpression(.conditional(condition, value, before), at: condition.position)
      }
      guard let result, !result.isTooDeep else { return nil }
      return result
    }

    /// `value` behind the guarded returns `guards` that come before it in the body: each
    /// `if (c) { return v; }` makes `c ? v : …`. A guard returning the cached variable `cached`
    /// returns what it holds there: its last unconditional assignment before the guard. Nil
    /// when that is not known (no claim is better than the unguarded one).
    func guarding(
      _ value: LintExpression, cached: String,
      guards: [(condition: LintExpression, value: LintExpression)]
    ) -> LintExpression? {
      guard !guards.isEmpty else { return value }
      var result = value
      for step in guards.reversed() {
        var returned = step.value
        if case .reference(let name) = step.value.kind, name == cached {
          let before = methodAssignments.filter { assignment in
            guard assignment.name == cached, assignment.conditions.isEmpty,
              !assignment.isFallback, let first = assignment.value.first
            else { return false }
            return tokens[first].position < step.condition.position
          }
          guard let last = before.last,
            let initial = CExpressionParser.parseWhole(last.value.map { tokens[$0] }[...])
          else { return nil }
          returned = LintExpression(initial.kind, at: step.value.position)
        }
        result = LintExpression(
          .conditional(step.condition, returned, result), at: step.condition.position)
      }
      return result.isTooDeep ? nil : result
    }

    /// Whether `tokens` (a statement so far) begin a method's header, `-` or `+` and then `(`,
    /// after an `@implementation …` line when it is the first method.
    static func isMethodHeader(_ tokens: [CToken]) -> Bool {
      guard
        let start = tokens.firstIndex(where: { $0.isPunctuator("-") || $0.isPunctuator("+") }),
        start + 1 < tokens.count, tokens[start + 1].isPunctuator("(")
      else { return false }
      return start == 0 || tokens[0].isPunctuator("@")
    }

    mutating func methodHeader(_ header: [CToken], scope: inout Scope) {
      guard let closeType = header.firstIndex(where: { $0.isPunctuator(")") }),
        closeType + 1 < header.count
      else { return }
      let name = header[closeType + 1]
      guard name.kind == .identifier else { return }
      enclosing = name.text
      methodAssignments = []
      // Parameters (`…:(CGFloat)width`) are locals of the method.
      for index in header.indices.dropFirst(2)
      where header[index].kind == .identifier && header[index - 1].isPunctuator(")") {
        if index > closeType + 1 { localNames[name.text, default: []].insert(header[index].text) }
      }
      if closeType + 2 == header.count {
        scope.method = (name.text, name.position)
        scope.methodOwner = implementation
        scope.returnsScalar = header[2..<closeType].allSatisfy {
          $0.kind == .identifier && Self.scalarTypes.contains($0.text)
        }
        scope.returnsFlag = header[2..<closeType].contains { $0.text == "BOOL" }
      }
    }

    mutating func close() {
      guard let scope = scopes.popLast() else { return }
      pendingElseFallback = scope.elseIsFallback
      if !scopes.isEmpty {
        if let condition = scope.ifCondition, scope.blockStatements == 1,
          let value = scope.blockReturn, !scope.isComplex
        {
          scopes[scopes.count - 1].guards.append((condition, value))
          scopes[scopes.count - 1].lastStepWasGuard = true
        } else if scope.isElseOfGuard, scope.blockStatements == 1, let value = scope.blockReturn,
          !scope.isComplex, scopes[scopes.count - 1].finalReturn == nil
        {
          scopes[scopes.count - 1].finalReturn = value
        } else {
          scopes[scopes.count - 1].isComplex = true
        }
      }
      if let method = scope.method, scope.isComplex, scope.returnsScalar {
        // A scalar method whose body is more than guarded returns is still defined here: its
        // name means this method in its project, with a body that is not read (measurement O:
        // `[XPYUtilities isIphoneX]`, whose body nests its return in `if (@available…)`, was
        // tied to a Swift `isIphoneX` of another project, 10 wrong messages).
        var value: LintExpression?
        if let final = scope.finalReturn,
          case .reference(let cached) = final.kind,
          let cachedAnswer = cachedValue(
            of: cached, at: method.position, isFlag: scope.returnsFlag)
        {
          // Returns guarded before the caching: `if (idiom != phone) { return x; }` while `x`
          // still holds its initial `NO` (measurement J: CGX's `+isIphoneX` was said true on
          // iPads, where it answers NO).
          value = guarding(cachedAnswer, cached: cached, guards: scope.guards)
        }
        definitions.append(
          SourceDefinition(
            name: method.name, kind: .method, expression: value,
            location: SourceLocation(file: file, position: method.position),
            owner: scope.methodOwner))
      }
      if scope.method != nil { methodAssignments = [] }
      if let method = scope.method, !scope.isComplex, var final = scope.finalReturn {
        var guards = scope.guards
        // A flag's locals (`BOOL isPortrait = …; return isLandscape || isPortrait;`) stand in
        // what it returns.
        if scope.returnsFlag, let locals = localValues[method.name] {
          final = Self.substituting(locals, in: final)
          guards = guards.map {
            (Self.substituting(locals, in: $0.condition), Self.substituting(locals, in: $0.value))
          }
        }
        var value = guards.reversed().reduce(final) { otherwise, step in
          LintExpression(
            .conditional(step.condition, step.value, otherwise), at: step.condition.position)
        }
        if value.isTooDeep {
          // Thousands of guarded returns: one `? :` per guard would nest that deep.
          notes.add(ReaderNotes.tooDeep("a method of guarded returns"), at: method.position)
          value = LintExpression(.unknown("(nested too deeply)"), at: method.position)
        }
        definitions.append(
          SourceDefinition(
            name: method.name, kind: .method, expression: value,
            location: SourceLocation(file: file, position: method.position),
            owner: scope.methodOwner))
      }
      if scopes.isEmpty { enclosing = nil }
    }

    /// Reads the condition of `if (…)` / `while (…)` whose tokens start `header`, emits it,
    /// and says whether the block it controls (starting at `blockAt`, or the rest of the header
    /// for a brace-less statement) is an availability fallback.
    mutating func condition(_ header: [Int], blockAt: Int?) -> (
      (thenIsFallback: Bool, elseIsFallback: Bool), rest: [Int], expression: LintExpression?
    ) {
      guard header.count >= 2 else { return ((false, false), [], nil) }
      let inner: [CToken]
      let rest: [Int]
      if tokens[header[1]].isPunctuator("(") {
        var level = 0
        var closeAt = header.count
        for (offset, index) in header.enumerated().dropFirst() {
          let token = tokens[index]
          if token.isPunctuator("(") { level += 1 }
          if token.isPunctuator(")") {
            level -= 1
            if level == 0 {
              closeAt = offset
              break
            }
          }
        }
        inner = header[2..<min(closeAt, header.count)].map { tokens[$0] }
        rest = closeAt + 1 < header.count ? Array(header[(closeAt + 1)...]) : []
      } else if blockAt != nil, header.count == 2, tokens[header[1]].kind == .identifier {
        // `if IS_OS_11_OR_LATER {`: a macro that brings its own parentheses (measurement Q).
        inner = [tokens[header[1]]]
        rest = []
      } else {
        return ((false, false), [], nil)
      }
      let availability = Self.availability(inner)
      // What the condition controls: the block's tokens, or the brace-less statement.
      var controlled: [CToken] = rest.map { tokens[$0] }
      if let blockAt, let close = closing[blockAt] {
        controlled = Array(tokens[blockAt...close])
      }
      let identifiers = controlled.lazy.filter { $0.kind == .identifier }.map(\.text)
      // Layout words, or a number returned, assigned or chosen (a helper choosing a bar height).
      let returnsNumber = controlled.indices.dropLast().contains { index in
        let previous = controlled[index]
        return
          (previous.isIdentifier("return") || previous.isPunctuator("=")
          || previous.isPunctuator("?") || previous.isPunctuator(":"))
          && controlled[index + 1].kind == .number
          && !["0", "1"].contains(controlled[index + 1].text)
      }
      // An orientation test choosing which view shows or which constraints are installed
      // (`if (statusBarOrientation == UIInterfaceOrientationPortrait) { view =
      // self.playerUIPortraitView; } …`, `self.danMuView.hidden = NO;`, `[self.view
      // addConstraints:…]`): layout chosen by orientation, which a window's shape no longer
      // follows (measurement S: 5 labels missed). Only under an orientation test: elsewhere
      // showing and hiding stay what they were.
      let testsOrientation = inner.contains {
        $0.kind == .identifier && $0.text.lowercased().includes("orientation")
      }
      let controlsLayout =
        LayoutWords.containsLayout(identifiers) || returnsNumber
        || (testsOrientation && Self.choosesViewsOrConstraints(controlled))
      // (`{ return @"iPhone X"; }` braced as well as brace-less.)
      let returned =
        controlled.first?.isPunctuator("{") == true ? controlled.dropFirst() : controlled[...]
      let nameOnly =
        returned.count >= 2 && returned[returned.startIndex].isIdentifier("return")
        && returned[returned.startIndex + 1].kind == .string
      // `{ model = iPhoneX; }`: one name assigned, an identifier table's entry.
      let entry = Array(returned.prefix { !$0.isPunctuator("}") })
      // (A brace-less `if (…) model = iPhoneX;` ends before its `;`.)
      // `{ return KindSix; }`: one enum constant returned, an entry of an identifier → enum
      // table (measurement W: a 70-model `platform` table made 48 model checks). A flag
      // (`return YES;`) or a number (`return 88;`) is no entry: the test decides something.
      let returnsOneConstant =
        (entry.count == 2 || (entry.count == 3 && entry[2].isPunctuator(";")))
        && entry[0].isIdentifier("return") && entry[1].kind == .identifier
        && !Self.flagWords.contains(entry[1].text) && !controlsLayout
      let tableEntryOnly =
        returnsOneConstant
        || (entry.count == 3 || (entry.count == 4 && entry[3].isPunctuator(";")))
          && entry[0].kind == .identifier && entry[1].isPunctuator("=")
          && (entry[2].kind == .identifier || entry[2].kind == .string)
      let expressions = CExpressionParser.parseAll(inner[...], notes: notes)
      for expression in expressions {
        statements.append(
          SourceStatement(
            expression: expression, role: .condition, isAvailabilityFallback: isFallback,
            controlsLayout: controlsLayout, controlsNameOnly: nameOnly, enclosing: enclosing,
            controlsTableEntryOnly: tableEntryOnly))
      }
      return (
        (availability == .older, availability == .newer), rest,
        expressions.count == 1 ? expressions.first : nil
      )
    }

    enum Availability { case newer, older, none }

    /// Words of code that shows, hides, adds or removes views, or installs constraints.
    static let viewChoiceWords: Set<String> = [
      "hidden", "setHidden", "alpha", "setAlpha", "addSubview", "removeFromSuperview",
      "insertSubview", "bringSubviewToFront", "addConstraints", "addConstraint",
      "removeConstraints", "removeConstraint", "activateConstraints", "deactivateConstraints",
      "constraintsWithVisualFormat",
    ]

    /// Whether `controlled` shows, hides, adds or removes a view, installs constraints, or
    /// assigns a view to a variable (`view = self.playerUIPortraitView;`).
    static func choosesViewsOrConstraints(_ controlled: [CToken]) -> Bool {
      for (index, token) in controlled.enumerated() where token.kind == .identifier {
        if viewChoiceWords.contains(token.text) { return true }
        // `name = self.somethingView;` or `name = _somethingView;`
        if token.text.hasSuffix("View"), index + 1 < controlled.count,
          controlled[index + 1].isPunctuator(";")
        {
          var back = index - 1
          if back >= 1, controlled[back].isPunctuator("."),
            controlled[back - 1].isIdentifier("self")
          {
            back -= 2
          }
          if back >= 0, controlled[back].isPunctuator("=") { return true }
        }
      }
      return false
    }

    /// Whether a condition tests for the safe-area era (`@available(iOS 11…)`,
    /// `respondsToSelector:@selector(safeAreaInsets)`, `systemVersion >= 11`,
    /// `IOS11_OR_LATER`, `SYSTEM_VERSION_LESS_THAN(@"11.0")`) or for older systems. A version
    /// test counts when the older side runs only below iOS 11 (the oldest the catalog models):
    /// `IOS8_OR_LATER`'s `else` is a fallback too; `systemVersion < 13` is not (iOS 11 and 12
    /// run it).
    /// Identifiers that are truth values or no object, not a table's entries.
    static let flagWords: Set<String> = [
      "YES", "NO", "true", "false", "TRUE", "FALSE", "nil", "NULL", "Nil", "self", "super",
    ]

    static func availability(_ tokens: [CToken]) -> Availability {
      let negated = tokens.first?.isPunctuator("!") == true
      func flipped(_ availability: Availability) -> Availability {
        guard negated else { return availability }
        switch availability {
        case .newer: return .older
        case .older: return .newer
        case .none: return .none
        }
      }
      // `@available(iOS 13.0, *)`: its `else` runs on iOS 11 and 12 too, where notched phones
      // exist — not a fallback in that sense (only a check for 11 or below is).
      if let at = tokens.firstIndex(where: { $0.isIdentifier("available") }),
        let number = tokens[at...].first(where: { $0.kind == .number }),
        let version = CExpressionParser.numberValue(number.text), version >= 12
      {
        return .none
      }
      if tokens.contains(where: { $0.isIdentifier("available") })
        || tokens.contains(where: {
          $0.isIdentifier("safeAreaInsets") || $0.isIdentifier("safeAreaLayoutGuide")
        })
          && tokens.contains(where: {
            $0.isIdentifier("respondsToSelector") || $0.isIdentifier("instancesRespondToSelector")
          })
      {
        return negated ? .older : .newer
      }
      for (index, token) in tokens.enumerated() where token.kind == .identifier {
        let lower = token.text.lowercased()
        // `IOS11_OR_LATER`, `iOS8Later`, `IOS_VERSION_11_OR_ABOVE`, `IS_OS_11_OR_LATER`: the
        // version in the name.
        if lower.contains("ios") || lower.split(separator: "_").contains("os"),
          lower.contains("later") || lower.contains("above"),
          let version = Self.version(inName: lower), version <= 11
        {
          return flipped(.newer)
        }
        // `SYSTEM_VERSION_LESS_THAN(@"11.0")`, `SYSTEM_VERSION_GREATER_THAN_OR_EQUAL_TO(@"11")`.
        if lower.hasPrefix("system_version_") || lower.hasPrefix("systemversion"),
          lower.contains("less") || lower.contains("greater"),
          let argument = tokens[(index + 1)...].first(where: {
            $0.kind == .string || $0.kind == .number
          }),
          let version = Double(argument.text.filter { $0.isNumber || $0 == "." }.prefix(4))
        {
          let orEqual = lower.contains("equal")
          if lower.contains("less"), version < 11 || (version == 11 && !orEqual) {
            return flipped(.older)
          }
          if lower.contains("greater"), version < 11 || (version == 11 && orEqual) {
            return flipped(.newer)
          }
          return .none
        }
      }
      // `systemVersion.floatValue >= 11`, `DEF_SYSTEM_VERSION < 11.0`, `iOS_Version >= 11`.
      if let version = tokens.firstIndex(where: {
        guard $0.kind == .identifier else { return false }
        let lower = $0.text.lowercased()
        return lower.contains("systemversion") || lower.contains("system_version")
          || lower.contains("ios_version") || lower.contains("iosversion")
      }) {
        let after = tokens[version...]
        if let op = after.first(where: {
          [">=", ">", "<", "<="].contains($0.text) && $0.kind == .punctuator
        }),
          let number = after.first(where: { $0.kind == .number }),
          let value = CExpressionParser.numberValue(number.text)
        {
          switch op.text {
          case "<" where value < 12, "<=" where value < 12: return flipped(.older)
          case ">=" where value < 12, ">" where value < 12: return flipped(.newer)
          default: return .none
          }
        }
      }
      return .none
    }

    /// C functions that only log (Foundation's `NSLog`, the C library's `printf`, `os_log`).
    static let loggingFunctions: Set<String> = ["NSLog", "NSLogv", "printf", "os_log", "puts"]

    /// Return types whose value a helper may cache in a variable.
    static let scalarTypes: Set<String> = [
      "BOOL", "bool", "Boolean", "CGFloat", "NSInteger", "NSUInteger", "int", "float", "double",
      "long", "unsigned", "short", "NSTimeInterval",
    ]

    /// The first number in a name (`ios11_or_later` → 11), when it is a plausible iOS version.
    static func version(inName name: String) -> Int? {
      var digits = ""
      for character in name {
        if character.isNumber {
          digits.append(character)
        } else if !digits.isEmpty {
          break
        }
      }
      guard let value = Int(digits), (2...30).contains(value) else { return nil }
      return value
    }

    // MARK: Statements

    mutating func statement(_ indices: [Int]) {
      guard !indices.isEmpty, !isExcludedFromIOS else { return }
      var indices = indices
      // Labels and `case X:`.
      if tokens[indices[0]].isIdentifier("case") || tokens[indices[0]].isIdentifier("default") {
        if let colon = indices.firstIndex(where: { tokens[$0].isPunctuator(":") }) {
          indices = Array(indices[(colon + 1)...])
        }
      }
      guard let firstIndex = indices.first else { return }
      let first = tokens[firstIndex]
      if first.isIdentifier("else") {
        let fallback = pendingElseFallback
        pendingElseFallback = false
        let rest = Array(indices.dropFirst())
        if fallback {
          scopes.append(Scope(isFallback: true, elseIsFallback: false))
          statement(rest)
          _ = scopes.popLast()
        } else {
          statement(rest)
        }
        return
      }
      pendingElseFallback = false
      if first.isIdentifier("if") || first.isIdentifier("while") {
        let (flags, rest, conditionExpression) = condition(indices, blockAt: nil)
        if !scopes.isEmpty {
          scopes[scopes.count - 1].blockStatements += 1
          // `if (c) return v;` at the top of a method body: a guarded return.
          if first.isIdentifier("if"), let conditionExpression, let head = rest.first,
            tokens[head].isIdentifier("return")
          {
            let value = CExpressionParser.parseAll(
              rest.dropFirst().map { tokens[$0] }[...], notes: notes)
            if value.count == 1, let only = value.first {
              scopes[scopes.count - 1].guards.append((conditionExpression, only))
              scopes[scopes.count - 1].lastStepWasGuard = true
            } else {
              scopes[scopes.count - 1].isComplex = true
            }
          } else {
            scopes[scopes.count - 1].isComplex = true
          }
        }
        let depth = scopes.count
        if flags.thenIsFallback {
          scopes.append(Scope(isFallback: true, elseIsFallback: false))
          statement(rest)
          _ = scopes.popLast()
        } else {
          // The controlled statement is not a statement of the method body itself.
          scopes.append(Scope(isFallback: isFallback, elseIsFallback: false))
          statement(rest)
          _ = scopes.popLast()
        }
        _ = depth
        pendingElseFallback = flags.elseIsFallback
        return
      }
      // `NSLog(@"%f", height);` before the returns logs and decides nothing: it does not make
      // the body more than guarded returns (measurement P: a base controller logged the
      // screen's height first).
      let isLogging =
        first.kind == .identifier && Self.loggingFunctions.contains(first.text)
        && indices.count > 1 && tokens[indices[1]].isPunctuator("(")
      if !scopes.isEmpty, !isLogging {
        scopes[scopes.count - 1].blockStatements += 1
        scopes[scopes.count - 1].lastStepWasGuard = false
      }
      var role = SourceStatement.Role.value
      var body = indices[...]
      if first.isIdentifier("return") {
        role = .returnValue
        body = body.dropFirst()
      }
      // An assignment or declaration: the last top-level `=` (or compound assignment).
      var level = 0
      var assignment: Int?
      for (offset, index) in body.enumerated() {
        let token = tokens[index]
        guard token.kind == .punctuator else { continue }
        switch token.text {
        case "(", "[", "{": level += 1
        case ")", "]", "}": level -= 1
        default: break
        }
        if level == 0, CExpressionParser.isAssignment(token.text) {
          assignment = body.startIndex + offset
          break
        }
      }
      // At file scope, a statement without `=` declares (`extern const CGFloat kBarHeight;`,
      // `- (BOOL)isIPhoneX;` in an `@interface`, `@property`, a prototype): not a use.
      if scopes.isEmpty, assignment == nil || first.isIdentifier("extern") { return }
      var target: String?
      var valueIndices = body
      // A local bound once in a helper returning a scalar (`BOOL isPortrait =
      // CGSizeEqualToSize(…);` before `return isLandscape || isPortrait;`): its value stands
      // in the return, and the binding does not make the body complex (measurement I's
      // `isIPhoneX()` C function).
      var bindsLocal = false
      if let assignment {
        let lhs = body[body.startIndex..<assignment].map { tokens[$0] }
        target = lhs.map(\.text).joined(separator: " ")
        valueIndices = body[(assignment + 1)...]
        // `isX = …` or `BOOL isX = …` in a method: remembered for ``cachedValue(of:at:)``.
        if enclosing != nil, !scopes.isEmpty, tokens[body[assignment]].text == "=",
          let name = lhs.last, name.kind == .identifier,
          lhs.dropLast().allSatisfy({ $0.kind == .identifier })
        {
          let value = Array(valueIndices)
          let conditions = scopes.compactMap(\.ifCondition).filter {
            if case .unknown = $0.kind { return false }
            return true
          }
          methodAssignments.append((name.text, conditions, value, isFallback))
        }
        // A local declaration (`CGFloat top = …`): the name shadows definitions elsewhere.
        if !scopes.isEmpty, lhs.count >= 2, let name = lhs.last, name.kind == .identifier,
          lhs.dropLast().allSatisfy({ $0.kind == .identifier || $0.isPunctuator("*") }),
          let enclosing
        {
          localNames[enclosing, default: []].insert(name.text)
          // Its value, while nothing assigns it again (then it has none).
          if tokens[body[assignment]].text == "=",
            !reassigned.contains("\(enclosing)#\(name.text)"),
            let value = CExpressionParser.parseWhole(valueIndices.map { tokens[$0] }[...])
          {
            localValues[enclosing, default: [:]][name.text] = value
            // (Inside an `if` block only: a local of the body itself keeps the body read
            // statement by statement, where `height == 812` is a size check.)
            bindsLocal = returnsFlag && scopes.last?.method == nil
          }
        } else if !scopes.isEmpty, lhs.count == 1, let name = lhs.first, name.kind == .identifier,
          let enclosing, localValues[enclosing]?[name.text] != nil
        {
          // `CGFloat statusBarHeight = 0; if (systemVersion >= 7.0) { statusBarHeight = 20; }`:
          // set once, in the branch of a version test that runs on every system the catalog
          // models (iOS 11 on), the local holds that number (measurement R: three iOS 7 layouts
          // built their frames on it, 14 labels missed).
          let key = "\(enclosing)#\(name.text)"
          if scopes.last?.elseIsFallback == true, !reassigned.contains(key),
            tokens[body[assignment]].text == "=",
            let value = CExpressionParser.parseWhole(valueIndices.map { tokens[$0] }[...]),
            case .number = value.kind
          {
            localValues[enclosing]?[name.text] = value
          } else {
            localValues[enclosing]?[name.text] = nil
          }
          reassigned.insert(key)
        }
        // A file-scope constant: `static const CGFloat kNavBarHeight = 64`.
        if scopes.isEmpty, let name = lhs.last, name.kind == .identifier,
          lhs.contains(where: { $0.isIdentifier("const") || $0.isIdentifier("static") })
            || lhs.count >= 2
        {
          let valueTokens = valueIndices.map { tokens[$0] }
          let expression = CExpressionParser.parseWhole(valueTokens[...], notes: notes)
          definitions.append(
            SourceDefinition(
              name: name.text, kind: .constant, expression: expression,
              location: SourceLocation(file: file, position: name.position)))
          return
        }
      }
      if let assignment {
        // The assigned-to path is read too (`self.automaticallyAdjustsScrollViewInsets = NO`).
        let lhs = body[body.startIndex..<assignment].map { tokens[$0] }
        if let last = CExpressionParser.parseAll(lhs[...], notes: notes).last {
          statements.append(
            SourceStatement(
              expression: last, role: .value, isAvailabilityFallback: isFallback,
              enclosing: enclosing))
        }
      }
      let valueTokens = valueIndices.map { tokens[$0] }
      let expressions = CExpressionParser.parseAll(valueTokens[...], notes: notes)
      if !scopes.isEmpty {
        let index = scopes.count - 1
        let single = expressions.count == 1 ? expressions.first : nil
        if bindsLocal {
          scopes[index].blockStatements -= 1
        } else if role == .returnValue, let single {
          scopes[index].blockReturn = single
          if scopes[index].finalReturn == nil {
            scopes[index].finalReturn = single
          } else {
            scopes[index].isComplex = true
          }
        } else if !isLogging {
          scopes[index].isComplex = true
        }
      }
      for expression in expressions {
        statements.append(
          SourceStatement(
            expression: expression, role: role, target: target,
            isAvailabilityFallback: isFallback, enclosing: enclosing))
      }
    }
  }
}
