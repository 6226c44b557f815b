import SourceLint

/// Reads an Objective-C file (lint's lexer and macro reader) into the same classes, methods and
/// statements the Swift reader makes: `@interface`/`@implementation`, `@property`, methods by
/// selector (`initWithFrame:` becomes `init(frame:)`), message sends as calls with labels,
/// blocks as closures (Masonry's `mas_makeConstraints:`), enum constants as implicit members
/// (`UIViewAutoresizingFlexibleWidth` → `.flexibleWidth`), and `IS_IPHONE_X ? 88 : 64` left to
/// lint's macro evaluator.
enum ObjectiveCCodeReader {
  static func read(_ text: String, path: String) -> CodeFile {
    // One lexing for lint's model of the file and for the statements (it was lexed three
    // times, once for nothing).
    let lexed = CLexer.lex(text)
    let model = ObjectiveCReader.read(text, file: path, lexed: lexed)
    // Preprocessor lines are not statements; `#if` blocks keep what an iOS app compiles.
    var reader = Reader(tokens: ObjectiveCConditionals.compiled(lexed.tokens), path: path)
    reader.readClasses()
    return CodeFile(path: path, classes: reader.classes, problems: reader.problems, model: model)
  }

  /// Enum constants UIKit code writes in Objective-C and the Swift case each is.
  static let enumPrefixes = [
    "UIViewAutoresizing", "UIRectEdge", "UIScrollViewContentInsetAdjustment", "UITableViewStyle",
    "UIButtonType", "NSLayoutAttribute", "NSLayoutRelation", "UIControlState",
    "UILayoutConstraintAxis", "UIStackViewDistribution", "UIStackViewAlignment",
    "UIModalPresentationStyle", "UIViewContentMode", "UILayoutPriority",
    // A label's and a button's drawing (issue 27, item 1; iOS 6's `UITextAlignment` too).
    "NSTextAlignment", "UITextAlignment", "UIControlContentHorizontalAlignment",
    "UIControlContentVerticalAlignment",
  ]

  static func enumCase(_ name: String) -> String? {
    for prefix in enumPrefixes where name.hasPrefix(prefix) && name.count > prefix.count {
      let rest = name.dropFirst(prefix.count)
      if prefix == "UILayoutPriority" {
        return rest == "Required"
          ? "required"
          : rest == "DefaultHigh"
            ? "defaultHigh"
            : rest == "DefaultLow" ? "defaultLow" : nil
      }
      return rest.prefix(1).lowercased() + rest.dropFirst()
    }
    return nil
  }

  struct Reader {
    let tokens: [CToken]
    let path: String
    var index = 0
    var classes: [CodeClass] = []
    var problems: [CodeNote] = []

    init(tokens: [CToken], path: String) {
      self.tokens = tokens
      self.path = path
    }

    func position(_ at: Int) -> CodePosition {
      let token = at < tokens.count ? tokens[at] : tokens.last
      return CodePosition(
        line: token?.position.line ?? 1, column: token?.position.column ?? 1, file: path)
    }

    func text(_ range: Range<Int>) -> String {
      var result = ""
      for at in range where at < tokens.count {
        let token = tokens[at]
        if !result.isEmpty, token.kind == .identifier || token.kind == .number,
          let last = result.last, last.isLetter || last.isNumber || last == "_"
        {
          result += " "
        }
        result += token.kind == .string ? "@\"\(token.text)\"" : token.text
        // (A text of at most 160 bytes has at most 160 characters: counted only past that, the
        // count was 1.8 % of auditing a generated 100,000-line folder, perf, 30 November 2026.)
        if result.utf8.count > 160, result.count > 160 { return String(result.prefix(157)) + "…" }
      }
      return result
    }

    /// `start..<end`, empty when `end` is before `start` (unterminated brackets).
    func span(_ start: Int, _ end: Int) -> Range<Int> {
      let lower = Swift.min(Swift.max(start, 0), tokens.count)
      return lower..<Swift.min(Swift.max(lower, end), tokens.count)
    }

    func isPunctuator(_ at: Int, _ text: String) -> Bool {
      at < tokens.count && tokens[at].isPunctuator(text)
    }

    /// The index after the bracket that closes the one at `open`.
    func matching(_ open: Int) -> Int {
      guard open < tokens.count else { return tokens.count }
      let opener = tokens[open].text
      let closer = opener == "(" ? ")" : opener == "[" ? "]" : "}"
      var level = 0
      var at = open
      while at < tokens.count {
        let token = tokens[at]
        if token.kind == .punctuator {
          if token.text == opener {
            level += 1
          } else if token.text == closer {
            level -= 1
            if level == 0 { return at + 1 }
          }
        }
        at += 1
      }
      return tokens.count
    }

    // MARK: Classes

    mutating func readClasses() {
      var superclasses: [String: String] = [:]
      var interfacePositions: [String: CodePosition] = [:]
      var properties: [String: [CodeProperty]] = [:]
      var at = 0
      var functions: [CodeMethod] = []
      var enumerators: [CodeProperty] = []
      var enumeratorValues: [String: Int] = [:]
      while at < tokens.count {
        let token = tokens[at]
        if let next = readEnumerators(at, into: &enumerators, values: &enumeratorValues) {
          at = next
          continue
        }
        if let (function, next) = readFunction(at) {
          functions.append(function)
          at = next
          continue
        }
        guard token.isPunctuator("@"), at + 2 < tokens.count else {
          at += 1
          continue
        }
        let keyword = tokens[at + 1].text
        let name = tokens[at + 2].text
        if keyword == "interface" {
          if isPunctuator(at + 3, ":"), at + 4 < tokens.count {
            superclasses[name] = tokens[at + 4].text
            interfacePositions[name] = position(at + 2)
          }
          // Properties up to `@end`.
          var scan = at + 3
          while scan + 1 < tokens.count,
            !(tokens[scan].isPunctuator("@") && tokens[scan + 1].text == "end")
          {
            if tokens[scan].isPunctuator("@"), tokens[scan + 1].text == "property" {
              var end = scan + 2
              while end < tokens.count, !tokens[end].isPunctuator(";") { end += 1 }
              // The last identifier before `;` is the name.
              if let nameAt = (scan..<end).last(where: { tokens[$0].kind == .identifier }) {
                var type: String?
                if let typeAt = (span(scan + 2, nameAt)).last(where: {
                  tokens[$0].kind == .identifier && tokens[$0].text.first?.isUppercase == true
                }) {
                  type = tokens[typeAt].text
                }
                let declaration = span(scan + 2, nameAt)
                let isOutlet = declaration.contains { tokens[$0].text.hasPrefix("IBOutlet") }
                let isObject = declaration.contains { tokens[$0].isPunctuator("*") }
                properties[name, default: []].append(
                  CodeProperty(
                    name: tokens[nameAt].text, isLazy: false, typeName: type, initializer: nil,
                    getter: nil, position: position(nameAt), startsNil: isObject && !isOutlet))
              }
              scan = end
            }
            scan += 1
          }
          at = scan + 2
          continue
        }
        if keyword == "implementation" {
          var type = CodeClass(
            name: name, superclass: superclasses[name], position: position(at + 2), file: path)
          var scan = at + 3
          var classMethods: [CodeMethod] = []
          while scan + 1 < tokens.count,
            !(tokens[scan].isPunctuator("@") && tokens[scan + 1].text == "end")
          {
            if tokens[scan].isPunctuator("-"), let (method, next) = readMethod(from: scan) {
              type.methods.append(method)
              scan = next
              continue
            }
            // A class method (`+ (instancetype)barWithFrame:(CGRect)frame { … }`): kept on the
            // class's statics pseudo-class, where a call on the class finds it, as a Swift
            // `static func` is found.
            if tokens[scan].isPunctuator("+"), let (method, next) = readMethod(from: scan) {
              classMethods.append(method)
              scan = next
              continue
            }
            if tokens[scan].isPunctuator("{") {
              scan = matching(scan)
              continue
            }
            scan += 1
          }
          type.properties = properties[name] ?? []
          classes.append(type)
          if !classMethods.isEmpty {
            var statics = CodeClass(
              name: CodeProgram.staticsPrefix + name, superclass: nil, position: type.position,
              file: path)
            statics.methods = classMethods
            classes.append(statics)
          }
          at = scan + 2
          continue
        }
        at += 1
      }
      // C functions of the file (`static inline CGFloat TKScale(CGFloat origin) { … }` in a
      // header): followed when called, as a Swift free function is.
      if !functions.isEmpty {
        var globals = CodeClass(
          name: CodeProgram.globalFunctions, superclass: nil, position: functions[0].position,
          file: path)
        globals.methods = functions
        classes.append(globals)
      }
      // The file's C enumerators (`typedef NS_ENUM(NSInteger, TypeStyle) { homeStyle, … }`):
      // integer constants of the program, read by name as its global variables are.
      if !enumerators.isEmpty {
        var globals = CodeClass(
          name: CodeProgram.staticsPrefix + CodeProgram.globalVariables, superclass: nil,
          position: enumerators[0].position, file: path)
        globals.properties = enumerators
        classes.append(globals)
      }
      // An `@interface` whose `@implementation` is in another file (a header): its superclass
      // and properties, for the program to join with the implementation.
      let implemented = Set(classes.map(\.name))
      for (name, superclass) in superclasses.sorted(by: { $0.key < $1.key })
      where !implemented.contains(name) {
        var type = CodeClass(
          name: name, superclass: superclass,
          position: interfacePositions[name] ?? CodePosition(line: 1, column: 1), file: path)
        type.properties = properties[name] ?? []
        type.isDeclarationOnly = true
        classes.append(type)
      }
      // Superclasses declared after the implementation, properties of class extensions.
      for index in classes.indices where !classes[index].isDeclarationOnly {
        if classes[index].superclass == nil {
          classes[index].superclass = superclasses[classes[index].name]
        }
        let known = Set(classes[index].properties.map(\.name))
        classes[index].properties += (properties[classes[index].name] ?? []).filter {
          !known.contains($0.name)
        }
      }
    }

    /// Macros that read like a call before a braced body but declare a type
    /// (`typedef NS_ENUM(NSUInteger, Kind) { … }`).
    static let typeMacros: Set<String> = [
      "NS_ENUM", "NS_OPTIONS", "NS_CLOSED_ENUM", "NS_ERROR_ENUM", "NS_TYPED_ENUM",
      "NS_TYPED_EXTENSIBLE_ENUM",
    ]

    /// A C enumeration declared at `at` (`enum Tag : NSInteger { … }`, `typedef enum { … }`,
    /// `typedef NS_ENUM(NSInteger, Name) { … }`, `NS_OPTIONS`): each enumerator is an integer
    /// constant, the first 0 and each next one more than the one before, unless `= value` gives
    /// it (C11 6.7.2.2: "The identifiers in an enumerator list are declared as constants that
    /// have type int … the first enumerator with no = has the value 0 … each subsequent
    /// enumerator with no = defines its enumeration constant as the value of the constant
    /// expression obtained by adding 1 to the value of the previous enumeration constant"). A
    /// value the reader cannot compute (an expression of names from elsewhere) leaves that
    /// enumerator, and those counted on from it, unknown: never guessed. The index after the
    /// closing brace, or `nil` when no enumeration starts here.
    func readEnumerators(
      _ at: Int, into enumerators: inout [CodeProperty], values: inout [String: Int]
    ) -> Int? {
      guard tokens[at].kind == .identifier else { return nil }
      var open = at + 1
      if tokens[at].text == "enum" {
        if open < tokens.count, tokens[open].kind == .identifier { open += 1 }
        if isPunctuator(open, ":") {
          // A fixed underlying type (`enum Kind : NSUInteger {`).
          open += 1
          while open < tokens.count, tokens[open].kind == .identifier { open += 1 }
        }
      } else if Self.typeMacros.contains(tokens[at].text), isPunctuator(at + 1, "(") {
        open = matching(at + 1)
      } else {
        return nil
      }
      guard isPunctuator(open, "{") else { return nil }
      let close = matching(open) - 1
      guard close < tokens.count else { return nil }
      var next: Int? = 0
      var start = open + 1
      var index = start
      while index <= close {
        if index == close || tokens[index].isPunctuator(",") {
          if start < index, tokens[start].kind == .identifier {
            let name = tokens[start].text
            var value = next
            if let equals = (start..<index).first(where: { tokens[$0].isPunctuator("=") }) {
              value = enumeratorValue(equals + 1, index, values)
            }
            if let value {
              values[name] = value
              let place = position(start)
              enumerators.append(
                CodeProperty(
                  name: name, isLazy: false, typeName: nil,
                  initializer: CodeExpression(.number(Double(value)), at: place, text: name),
                  getter: nil, position: place))
            }
            next = value.map { $0 + 1 }
          }
          start = index + 1
        } else if tokens[index].isPunctuator("(") || tokens[index].isPunctuator("[") {
          index = matching(index)
          continue
        }
        index += 1
      }
      return close + 1
    }

    /// The value of the constant expression `tokens[start..<end]` of an enumerator: integer
    /// literals (decimal, hex, with `u`/`l` suffixes), the file's enumerators before it,
    /// parentheses, unary `-` `~` `+`, and `* / % + - << >> & ^ |` with C's precedence; `nil`
    /// for anything else.
    func enumeratorValue(_ start: Int, _ end: Int, _ known: [String: Int]) -> Int? {
      var at = start
      let levels: [[String]] = [["|"], ["^"], ["&"], ["<<", ">>"], ["+", "-"], ["*", "/", "%"]]
      func binary(_ level: Int) -> Int? {
        guard level < levels.count else { return unary() }
        guard var left = binary(level + 1) else { return nil }
        while at < end, tokens[at].kind == .punctuator, levels[level].contains(tokens[at].text) {
          let op = tokens[at].text
          at += 1
          guard let right = binary(level + 1) else { return nil }
          switch op {
          case "|": left |= right
          case "^": left ^= right
          case "&": left &= right
          case "<<":
            guard (0..<63).contains(right) else { return nil }
            left <<= right
          case ">>":
            guard (0..<63).contains(right) else { return nil }
            left >>= right
          case "+": left = left &+ right
          case "-": left = left &- right
          case "*": left = left &* right
          case "/", "%":
            guard right != 0 else { return nil }
            left = op == "/" ? left / right : left % right
          default: return nil
          }
        }
        return left
      }
      func unary() -> Int? {
        guard at < end else { return nil }
        let token = tokens[at]
        at += 1
        if token.kind == .punctuator {
          switch token.text {
          case "-": return unary().map { 0 &- $0 }
          case "+": return unary()
          case "~": return unary().map { ~$0 }
          case "(":
            let value = binary(0)
            guard at < end, tokens[at].isPunctuator(")") else { return nil }
            at += 1
            return value
          default: return nil
          }
        }
        if token.kind == .identifier { return known[token.text] }
        guard token.kind == .number else { return nil }
        var text = Substring(token.text.lowercased())
        while let last = text.last, last == "u" || last == "l" { text = text.dropLast() }
        if text.hasPrefix("0x") { return Int(text.dropFirst(2), radix: 16) }
        if text.count > 1, text.hasPrefix("0") { return Int(text.dropFirst(), radix: 8) }
        return Int(text)
      }
      let value = binary(0)
      return at == end ? value : nil
    }

    /// A C function definition at the file's top level whose name is at `at`
    /// (`static inline CGFloat TKScale(CGFloat origin) { … }`, `CG_INLINE CGRect
    /// Make(CGFloat x, CGFloat y) { … }`): a name after a type, its parenthesized parameters (each
    /// one's last identifier is its name; `void` is none), then a body. Called without labels,
    /// as C calls are read. The index after the body.
    func readFunction(_ at: Int) -> (CodeMethod, Int)? {
      guard at > 0, tokens[at].kind == .identifier, isPunctuator(at + 1, "("),
        !Self.typeMacros.contains(tokens[at].text)
      else { return nil }
      let before = tokens[at - 1]
      guard before.kind == .identifier || before.isPunctuator("*"),
        !["typedef", "return", "else", "sizeof", "if", "while", "for", "switch"].contains(
          before.text)
      else { return nil }
      // `matching` gives the index after the closing token.
      let close = matching(at + 1) - 1
      guard close < tokens.count, isPunctuator(close + 1, "{") else { return nil }
      var parameters: [String] = []
      var lastIdentifier: String?
      var depth = 0
      for index in (at + 2)..<close {
        let token = tokens[index]
        if token.isPunctuator("(") || token.isPunctuator("[") { depth += 1 }
        if token.isPunctuator(")") || token.isPunctuator("]") { depth -= 1 }
        if depth == 0, token.isPunctuator(",") {
          if let name = lastIdentifier { parameters.append(name) }
          lastIdentifier = nil
        } else if token.kind == .identifier, token.text != "void" {
          lastIdentifier = token.text
        }
      }
      if let name = lastIdentifier { parameters.append(name) }
      let end = matching(close + 1)
      guard end <= tokens.count else { return nil }
      let name = tokens[at].text
      let labels = [String?](repeating: nil, count: parameters.count)
      let method = CodeMethod(
        name: name + "(" + labels.map { _ in "_:" }.joined() + ")", baseName: name,
        labels: labels, parameters: parameters,
        body: statements(close + 2, end - 1, depth: 0), position: position(at))
      return (method, end)
    }

    /// `- (type)part:(T)name part:(T)name { body }` from the `-` at `start`.
    mutating func readMethod(from start: Int) -> (CodeMethod, Int)? {
      var at = start + 1
      if isPunctuator(at, "(") { at = matching(at) }
      var parts: [String] = []
      var parameters: [String] = []
      while at < tokens.count, !isPunctuator(at, "{"), !isPunctuator(at, ";") {
        guard tokens[at].kind == .identifier else { return nil }
        let part = tokens[at].text
        at += 1
        if isPunctuator(at, ":") {
          at += 1
          if isPunctuator(at, "(") { at = matching(at) }
          guard at < tokens.count, tokens[at].kind == .identifier else { return nil }
          parts.append(part)
          parameters.append(tokens[at].text)
          at += 1
        } else {
          parts.append(part)
          // `__attribute__`, `NS_REQUIRES_SUPER` and the like end the selector.
          while at < tokens.count, !isPunctuator(at, "{"), !isPunctuator(at, ";") { at += 1 }
        }
      }
      // `- (instancetype)init; {`: Objective-C allows a semicolon before a method's body.
      if isPunctuator(at, ";"), isPunctuator(at + 1, "{") { at += 1 }
      guard isPunctuator(at, "{"), let first = parts.first else { return nil }
      let end = matching(at)
      let (baseName, labels) = ObjectiveCCodeReader.swiftName(
        first, parts: parts, count: parameters.count)
      let statementsReader = self
      let body = statementsReader.statements(at + 1, end - 1, depth: 0)
      let method = CodeMethod(
        name: baseName + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")",
        baseName: baseName, labels: labels, parameters: parameters, body: body,
        position: position(start + 1))
      return (method, end)
    }

    // MARK: Statements

    func statements(_ start: Int, _ end: Int, depth: Int) -> [CodeStatement] {
      let end = Swift.min(end, tokens.count)
      var result: [CodeStatement] = []
      var at = start
      var guardSteps = 0
      while at < end, guardSteps < 100_000 {
        guardSteps += 1
        let (statement, next) = self.statement(at, end, depth: depth)
        result += statement
        at = Swift.max(next, at + 1)
      }
      return result
    }

    /// The statement at `start` and the index after it.
    func statement(_ start: Int, _ end: Int, depth: Int) -> ([CodeStatement], Int) {
      let end = Swift.min(end, tokens.count)
      let at = start
      // Unterminated input (a bracket never closed) ends the statement list.
      guard at < end else { return ([], Swift.max(end, start + 1)) }
      let here = position(at)
      guard depth < SwiftCodeReader.maximumDepth else {
        return (
          [CodeStatement(kind: .unknown("nesting too deep"), position: here, text: "")], end
        )
      }
      let token = tokens[at]
      if token.isPunctuator(";") { return ([], at + 1) }
      if token.isPunctuator("{") {
        let close = matching(at)
        return (statements(at + 1, close - 1, depth: depth + 1), close)
      }
      if token.kind == .identifier {
        switch token.text {
        case "if":
          guard isPunctuator(at + 1, "(") else { break }
          let close = matching(at + 1)
          let condition = condition(at + 2, close - 1)
          let (then, afterThen) = statement(close, end, depth: depth + 1)
          var otherwise: [CodeStatement]?
          var next = afterThen
          if next < end, tokens[next].isIdentifier("else") {
            let (elseBody, afterElse) = statement(next + 1, end, depth: depth + 1)
            otherwise = elseBody
            next = afterElse
          }
          return (
            [
              CodeStatement(
                kind: .ifStatement([condition], then: then, otherwise: otherwise),
                position: here, text: "if (" + text(span(at + 2, close - 1)) + ")")
            ], next
          )
        case "for", "while":
          guard isPunctuator(at + 1, "(") else { break }
          let close = matching(at + 1)
          let (body, next) = statement(close, end, depth: depth + 1)
          if token.text == "for",
            !span(close, next).contains(where: {
              tokens[$0].isIdentifier("break") || tokens[$0].isIdentifier("continue")
            }), let (name, sequence) = forEach(at + 2, close - 1)
          {
            return (
              [
                CodeStatement(
                  kind: .forEach(name: name, sequence: sequence, body: body, index: nil),
                  position: here,
                  text: "for (" + text(span(at + 2, close - 1)) + ")")
              ], next
            )
          }
          return (
            [
              CodeStatement(
                kind: .loop(body: body), position: here,
                text: token.text + " (" + text(span(at + 2, close - 1)) + ")")
            ], next
          )
        case "do":
          let (body, next) = statement(at + 1, end, depth: depth + 1)
          var after = next
          if after < end, tokens[after].isIdentifier("while"), isPunctuator(after + 1, "(") {
            after = matching(after + 1)
          }
          return ([CodeStatement(kind: .loop(body: body), position: here, text: "do")], after)
        case "switch":
          guard isPunctuator(at + 1, "(") else { break }
          let close = matching(at + 1)
          let (body, next) = statement(close, end, depth: depth + 1)
          return (
            [
              CodeStatement(
                kind: .switchStatement(cases: [body], subject: nil, labels: []), position: here,
                text: "switch (" + text(span(at + 2, close - 1)) + ")")
            ], next
          )
        case "return":
          let stop = statementEnd(at + 1, end)
          let value = stop > at + 1 ? expression(at + 1, stop) : nil
          return (
            [CodeStatement(kind: .returnStatement(value), position: here, text: text(at..<stop))],
            stop + 1
          )
        case "case", "default":
          var colon = at + 1
          while colon < end, !isPunctuator(colon, ":") { colon += 1 }
          return ([], colon + 1)
        case "break", "continue":
          return ([], statementEnd(at, end) + 1)
        default:
          break
        }
      }
      let stop = statementEnd(at, end)
      // A declaration: `Type *name = value;`, `Type name = value;`, `Type *name;`.
      if let (name, valueStart) = declaration(at, stop) {
        let value = valueStart.map { expression($0, stop) }
        return (
          [
            CodeStatement(
              kind: .declare(name: name, value: value), position: here, text: text(at..<stop))
          ], stop + 1
        )
      }
      // An assignment at the top level.
      var level = 0
      for scan in at..<stop where tokens[scan].kind == .punctuator {
        let text = tokens[scan].text
        if ["(", "[", "{"].contains(text) { level += 1 }
        if [")", "]", "}"].contains(text) { level -= 1 }
        if level == 0, ["=", "+=", "-=", "*=", "/="].contains(text) {
          let target = expression(at, scan)
          let value = expression(scan + 1, stop)
          return (
            [
              CodeStatement(
                kind: .assign(target: target, op: text, value: value), position: here,
                text: self.text(at..<stop))
            ], stop + 1
          )
        }
      }
      return (
        [
          CodeStatement(
            kind: .expression(expression(at, stop)), position: here, text: text(at..<stop))
        ], stop + 1
      )
    }

    /// The `;` that ends the statement starting at `start` (outside brackets and blocks).
    func statementEnd(_ start: Int, _ end: Int) -> Int {
      var at = start
      while at < end {
        if isPunctuator(at, ";") { return at }
        if ["(", "[", "{"].contains(tokens[at].text), tokens[at].kind == .punctuator {
          at = matching(at)
          continue
        }
        at += 1
      }
      return end
    }

    func declaration(_ start: Int, _ stop: Int) -> (String, Int?)? {
      var at = start
      // Qualifiers.
      while at < stop,
        ["const", "static", "__block", "__weak", "__strong", "__kindof", "volatile"]
          .contains(tokens[at].text)
      {
        at += 1
      }
      guard at + 1 < stop, tokens[at].kind == .identifier else { return nil }
      let type = tokens[at].text
      guard
        type.first?.isUppercase == true
          || ["int", "float", "double", "long", "BOOL", "bool", "NSInteger", "CGFloat", "id"]
            .contains(type)
      else { return nil }
      at += 1
      if isPunctuator(at, "<") {
        while at < stop, !isPunctuator(at, ">") { at += 1 }
        at += 1
      }
      while isPunctuator(at, "*") { at += 1 }
      while at < stop,
        ["const", "_Nullable", "_Nonnull", "__nullable", "__nonnull"].contains(tokens[at].text)
      {
        at += 1
      }
      guard at < stop || at == stop, at <= stop, at < tokens.count, tokens[at].kind == .identifier
      else { return nil }
      let name = tokens[at].text
      if at + 1 == stop { return (name, nil) }
      if isPunctuator(at + 1, "=") { return (name, at + 2) }
      return nil
    }

    /// The variable and the sequence of a `for` header between `start` and `end`:
    /// `T *name in sequence`, or `int name = a; name < b; name++` (`a..<b`; `<=`: `a...b`).
    func forEach(_ start: Int, _ end: Int) -> (String, CodeExpression)? {
      var parts: [Range<Int>] = []
      var partStart = start
      var at = start
      var inAt: Int?
      while at < end {
        if isPunctuator(at, "(") || isPunctuator(at, "[") || isPunctuator(at, "{") {
          at = matching(at)
          continue
        }
        if isPunctuator(at, ";") {
          parts.append(partStart..<at)
          partStart = at + 1
        } else if tokens[at].isIdentifier("in"), inAt == nil {
          inAt = at
        }
        at += 1
      }
      parts.append(partStart..<end)
      if parts.count == 1, let inAt, inAt > start, inAt + 1 < end,
        tokens[inAt - 1].kind == .identifier
      {
        return (tokens[inAt - 1].text, expression(inAt + 1, end))
      }
      guard parts.count == 3 else { return nil }
      // `int i = a`, or `NSInteger i = 0, len = array.count` (more declarators after a comma,
      // C11 6.7: an init-declarator-list): the others are kept by name for the test's bound.
      var first = parts[0]
      var declared: [String: Range<Int>] = [:]
      var at2 = first.lowerBound
      var commas: [Int] = []
      while at2 < first.upperBound {
        if isPunctuator(at2, "(") || isPunctuator(at2, "[") || isPunctuator(at2, "{") {
          at2 = matching(at2)
          continue
        }
        if isPunctuator(at2, ",") { commas.append(at2) }
        at2 += 1
      }
      if let firstComma = commas.first {
        for (offset, comma) in commas.enumerated() {
          let upper = offset + 1 < commas.count ? commas[offset + 1] : first.upperBound
          guard comma + 3 <= upper, tokens[comma + 1].kind == .identifier,
            isPunctuator(comma + 2, "=")
          else { return nil }
          declared[tokens[comma + 1].text] = (comma + 3)..<upper
        }
        first = first.lowerBound..<firstComma
      }
      guard let equals = first.first(where: { isPunctuator($0, "=") }), equals > first.lowerBound,
        tokens[equals - 1].kind == .identifier, equals + 1 < first.upperBound
      else { return nil }
      let name = tokens[equals - 1].text
      let lower = expression(equals + 1, first.upperBound)
      // `i < b` / `i <= b`
      let test = parts[1]
      guard test.count >= 3, tokens[test.lowerBound].isIdentifier(name),
        isPunctuator(test.lowerBound + 1, "<") || isPunctuator(test.lowerBound + 1, "<=")
      else { return nil }
      let op = isPunctuator(test.lowerBound + 1, "<") ? "..<" : "..."
      var upper = expression(test.lowerBound + 2, test.upperBound)
      if test.count == 3, let bound = declared[tokens[test.lowerBound + 2].text] {
        // `i < len` of `len = array.count` declared beside `i`: the bound is its value (the
        // header's declarators are evaluated once, before the first test).
        upper = expression(bound.lowerBound, bound.upperBound)
      }
      // `i++`, `++i`, `i += 1`
      let step = parts[2].map { tokens[$0].text }
      guard step == [name, "++"] || step == ["++", name] || step == [name, "+=", "1"] else {
        return nil
      }
      let range = CodeExpression(
        .binary(op, lower, upper), at: position(first.lowerBound),
        text: text(span(equals + 1, first.upperBound)) + op + text(test.dropFirst(2)))
      return (name, range)
    }

    func condition(_ start: Int, _ end: Int) -> CodeCondition {
      // `@available(iOS 11.0, *)`
      if isPunctuator(start, "@"), start + 1 < end, tokens[start + 1].text == "available" {
        var at = start + 2
        while at < end {
          if tokens[at].isIdentifier("iOS"), at + 1 < end, tokens[at + 1].kind == .number,
            let major = Int(tokens[at + 1].text.prefix { $0.isNumber })
          {
            return .available(major: major, unavailable: false)
          }
          at += 1
        }
        return .unknown(text(span(start, end)), position(start))
      }
      // `if (self = [super init…])`: an initializer's own check that it was made.
      if start + 1 < end, tokens[start].isIdentifier("self"), isPunctuator(start + 1, "=") {
        return .expression(CodeExpression(.boolean(true), at: position(start), text: "self"))
      }
      return .expression(expression(start, end))
    }

    // MARK: Expressions

    func expression(_ start: Int, _ end: Int) -> CodeExpression {
      var parser = ExpressionParser(reader: self, index: start, end: end)
      let result = parser.parse(minimumPrecedence: 0, depth: 0)
      return result
        ?? CodeExpression(
          .unknown(text(span(start, end))), at: position(start), text: text(span(start, end)))
    }
  }

  /// Swift's name for a selector: `initWithFrame:style:` → `init(frame:style:)`,
  /// `addSubview:` → `addSubview(_:)`, `constraintEqualToAnchor:constant:` →
  /// `constraint(equalTo:constant:)`.
  static func swiftName(_ first: String, parts: [String], count: Int) -> (String, [String?]) {
    func lower(_ text: Substring) -> String { text.prefix(1).lowercased() + text.dropFirst() }
    var base = first
    var firstLabel: String?
    if first.hasPrefix("initWith") {
      base = "init"
      firstLabel = lower(first.dropFirst("initWith".count))
    } else if first == "init" {
      base = "init"
    } else if first == "constraintWithItem" {
      // `+[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:
      // multiplier:constant:]` is Swift's `NSLayoutConstraint(item:attribute:…)` (Apple's
      // `NSLayoutConstraint.h`).
      base = "init"
      firstLabel = "item"
    } else if first.hasSuffix("SystemFontOfSize") || first == "systemFontOfSize" {
      // `[UIFont systemFontOfSize:15]` → `UIFont.systemFont(ofSize:)` (bold, italic too).
      base = String(first.dropLast("OfSize".count))
      firstLabel = "ofSize"
    } else if first.hasPrefix("constraint"),
      first.hasSuffix("Anchor") || first.hasSuffix("Constant")
    {
      // constraintEqualToAnchor → constraint(equalTo:), constraintEqualToConstant →
      // constraint(equalToConstant:)
      var rest = String(first.dropFirst("constraint".count))
      if rest.hasSuffix("Anchor") { rest = String(rest.dropLast("Anchor".count)) }
      base = "constraint"
      firstLabel = lower(Substring(rest))
    }
    var labels: [String?] = count > 0 ? [firstLabel] : []
    for part in parts.dropFirst() {
      labels.append(part == "atIndex" ? "at" : part == "forState" ? "for" : part)
    }
    return (base, Array(labels.prefix(count)))
  }

  /// A Pratt parser over the tokens of one Objective-C expression.
  struct ExpressionParser {
    let reader: Reader
    var index: Int
    let end: Int

    var tokens: [CToken] { reader.tokens }
    var current: CToken? { index < end ? tokens[index] : nil }

    static let precedence: [String: Int] = [
      "||": 1, "&&": 2, "|": 3, "^": 4, "&": 5, "==": 6, "!=": 6, "<": 7, ">": 7, "<=": 7,
      ">=": 7, "+": 9, "-": 9, "*": 10, "/": 10, "%": 10,
    ]

    /// Words after `@` that are Objective-C's own (`@selector`, `@available`, …), not a macro.
    static let directiveWords: Set<String> = [
      "selector", "encode", "protocol", "available", "synchronized", "try", "catch", "finally",
      "throw", "autoreleasepool", "import", "class", "end", "property", "interface",
      "implementation", "optional", "required", "dynamic", "synthesize", "private", "public",
      "protected", "package", "defs", "compatibility_alias", "YES", "NO",
    ]

    func make(_ kind: CodeExpression.Kind, from start: Int, lint: Bool = false) -> CodeExpression {
      let range = start..<Swift.max(index, start + 1)
      var expression = CodeExpression(kind, at: reader.position(start), text: reader.text(range))
      if lint {
        expression.lint = CExpressionParser.parseWhole(tokens[range.clamped(to: 0..<tokens.count)])
      }
      return expression
    }

    mutating func parse(minimumPrecedence: Int, depth: Int) -> CodeExpression? {
      guard depth < SwiftCodeReader.maximumDepth else { return nil }
      let start = index
      guard var left = unary(depth: depth + 1) else { return nil }
      // A left-associative chain grows `left` here, not by recursion: 10,000 terms made a tree
      // 10,000 deep that the interpreter then recursed through until the stack ran out
      // (`gen-objc`, issue 32). Past the Swift reader's bound it is not read.
      var operators = 0
      while let token = current, token.kind == .punctuator {
        operators += 1
        guard operators <= SwiftCodeReader.maximumOperators else { return nil }
        if token.text == "?", minimumPrecedence == 0 {
          index += 1
          let then = parse(minimumPrecedence: 0, depth: depth + 1)
          if current?.isPunctuator(":") == true { index += 1 }
          let otherwise = parse(minimumPrecedence: 0, depth: depth + 1)
          guard let then, let otherwise else { return nil }
          left = make(.conditional(left, then, otherwise), from: start, lint: true)
          continue
        }
        guard let precedence = Self.precedence[token.text], precedence > minimumPrecedence
        else { break }
        index += 1
        guard let right = parse(minimumPrecedence: precedence, depth: depth + 1) else { return nil }
        if token.text == "|" {
          // `UIViewAutoresizingFlexibleWidth | UIViewAutoresizingFlexibleHeight`: a set.
          var elements: [CodeExpression] = []
          for side in [left, right] {
            if case .array(let inner) = side.kind {
              elements += inner
            } else {
              elements.append(side)
            }
          }
          left = make(.array(elements), from: start)
          continue
        }
        left = make(.binary(token.text, left, right), from: start, lint: true)
      }
      return left
    }

    mutating func unary(depth: Int) -> CodeExpression? {
      guard depth < SwiftCodeReader.maximumDepth, let token = current else { return nil }
      let start = index
      if token.kind == .punctuator, ["-", "!", "+", "*", "&", "~"].contains(token.text) {
        index += 1
        guard let operand = unary(depth: depth + 1) else { return nil }
        if token.text == "*" || token.text == "&" { return operand }
        return make(.unary(token.text, operand), from: start, lint: true)
      }
      // A cast: `(CGFloat)x`, `(UIView *)v`.
      if token.isPunctuator("("), index + 1 < end, tokens[index + 1].kind == .identifier {
        let close = reader.matching(index)
        let inside = tokens[reader.span(index + 1, close - 1)]
        if close < end, let first = inside.first,
          CExpressionParser.looksLikeTypeName(first.text)
            && inside.allSatisfy({ $0.kind == .identifier || $0.isPunctuator("*") })
        {
          index = close
          return unary(depth: depth + 1)
        }
      }
      guard var expression = primary(depth: depth + 1) else { return nil }
      // Postfix: members and calls.
      while let next = current {
        if next.isPunctuator(".") || next.isPunctuator("->"), index + 1 < end,
          tokens[index + 1].kind == .identifier
        {
          index += 2
          let name = tokens[index - 1].text
          expression = make(.member(expression, name), from: start, lint: true)
        } else if next.isPunctuator("(") {
          let close = reader.matching(index)
          let arguments = self.arguments(index + 1, close - 1, depth: depth + 1)
          index = close
          expression = make(
            .call(expression, arguments.map { CodeArgument(label: nil, value: $0) }, nil),
            from: start, lint: true)
        } else {
          break
        }
      }
      return expression
    }

    /// `@{k: v, …}`'s keys and values, alternating, from the tokens between the braces.
    func dictionaryItems(_ start: Int, _ end: Int, depth: Int) -> [CodeExpression] {
      var result: [CodeExpression] = []
      var at = start
      var itemStart = start
      var colon: Int?
      while at <= end {
        if at == end || tokens[at].isPunctuator(",") {
          if let colon, colon > itemStart, at > colon + 1 {
            var key = ExpressionParser(reader: reader, index: itemStart, end: colon)
            var value = ExpressionParser(reader: reader, index: colon + 1, end: at)
            if let k = key.parse(minimumPrecedence: 0, depth: depth + 1),
              let v = value.parse(minimumPrecedence: 0, depth: depth + 1)
            {
              result += [k, v]
            }
          }
          colon = nil
          itemStart = at + 1
          at += 1
          continue
        }
        if tokens[at].isPunctuator(":"), colon == nil { colon = at }
        if ["(", "[", "{"].contains(tokens[at].text), tokens[at].kind == .punctuator {
          at = reader.matching(at)
          continue
        }
        at += 1
      }
      return result
    }

    func arguments(_ start: Int, _ end: Int, depth: Int) -> [CodeExpression] {
      var result: [CodeExpression] = []
      var at = start
      var itemStart = start
      while at <= end {
        if at == end || tokens[at].isPunctuator(",") {
          if at > itemStart {
            var parser = ExpressionParser(reader: reader, index: itemStart, end: at)
            if let value = parser.parse(minimumPrecedence: 0, depth: depth + 1) {
              result.append(value)
            }
          }
          itemStart = at + 1
          at += 1
          continue
        }
        if ["(", "[", "{"].contains(tokens[at].text), tokens[at].kind == .punctuator {
          at = reader.matching(at)
          continue
        }
        at += 1
      }
      return result
    }

    mutating func primary(depth: Int) -> CodeExpression? {
      guard depth < SwiftCodeReader.maximumDepth, let token = current else { return nil }
      let start = index
      switch token.kind {
      case .number:
        index += 1
        let value = CExpressionParser.numberLiteral(token.text)
        return make(value.map { .number($0) } ?? .unknown(token.text), from: start)
      case .string:
        index += 1
        while current?.kind == .string { index += 1 }
        return make(.string(token.text), from: start)
      case .identifier:
        index += 1
        switch token.text {
        case "YES", "true": return make(.boolean(true), from: start)
        case "NO", "false": return make(.boolean(false), from: start)
        case "nil", "NULL", "Nil": return make(.nilLiteral, from: start)
        default: break
        }
        if let name = ObjectiveCCodeReader.enumCase(token.text) {
          return make(.member(nil, name), from: start)
        }
        return make(.name(token.text), from: start, lint: true)
      case .punctuator:
        switch token.text {
        case "(":
          let close = reader.matching(index)
          if index + 1 < end, tokens[index + 1].isPunctuator("{"),
            reader.matching(index + 1) == close - 1
          {
            // A statement expression (GNU C, common in Objective-C: `label = ({ UILabel *l =
            // …; [self.view addSubview:l]; l; })`): its statements run, its last expression
            // statement is its value — a closure called at once, that last one returned.
            var body = reader.statements(index + 2, close - 2, depth: depth + 1)
            if let last = body.indices.last, case .expression(let value) = body[last].kind {
              body[last].kind = .returnStatement(value)
            }
            let closure = make(.closure(CodeClosure(parameters: [], body: body)), from: start)
            index = close
            return make(.call(closure, [], nil), from: start)
          }
          var inner = ExpressionParser(reader: reader, index: index + 1, end: close - 1)
          let value = inner.parse(minimumPrecedence: 0, depth: depth + 1)
          index = close
          return value
        case "[":
          return message(depth: depth + 1)
        case "@":
          index += 1
          guard let next = current else { return nil }
          if next.kind == .string {
            index += 1
            return make(.string(next.text), from: start)
          }
          if next.isIdentifier("YES") || next.isIdentifier("NO") {
            index += 1
            return make(.boolean(next.text == "YES"), from: start)
          }
          if next.kind == .number {
            index += 1
            return make(
              CExpressionParser.numberLiteral(next.text).map { .number($0) } ?? .unknown(next.text),
              from: start)
          }
          if next.isPunctuator("(") {
            let close = reader.matching(index)
            var inner = ExpressionParser(reader: reader, index: index + 1, end: close - 1)
            let value = inner.parse(minimumPrecedence: 0, depth: depth + 1)
            index = close
            return value
          }
          if next.isPunctuator("[") {
            let close = reader.matching(index)
            let elements = arguments(index + 1, close - 1, depth: depth + 1)
            index = close
            return make(.array(elements), from: start)
          }
          if next.isPunctuator("{") {
            let close = reader.matching(index)
            let items = dictionaryItems(index + 1, close - 1, depth: depth + 1)
            index = close
            return make(.dictionary(items), from: start)
          }
          // `@kItemWidth`: a macro boxed as a number (`#define kItemWidth 60` makes `@60`).
          if next.kind == .identifier, !Self.directiveWords.contains(next.text) {
            index += 1
            if current?.isPunctuator("(") != true {
              return make(.name(next.text), from: index - 1, lint: true)
            }
            index = reader.matching(index)
            return make(.unknown("@" + next.text), from: start)
          }
          index += 1
          if current?.isPunctuator("(") == true { index = reader.matching(index) }
          return make(.unknown("@" + next.text), from: start)
        case "^":
          // A block: its parameters' names and its body.
          index += 1
          var parameters: [String] = []
          if current?.isPunctuator("(") == true {
            let close = reader.matching(index)
            var at = index + 1
            var last: String?
            while at < close - 1 {
              if tokens[at].kind == .identifier { last = tokens[at].text }
              if tokens[at].isPunctuator(","), let name = last { parameters.append(name) }
              at += 1
            }
            if let last, last != "void" { parameters.append(last) }
            index = close
          }
          guard current?.isPunctuator("{") == true else { return nil }
          let close = reader.matching(index)
          let body = reader.statements(index + 1, close - 1, depth: depth + 1)
          index = close
          return make(.closure(CodeClosure(parameters: parameters, body: body)), from: start)
        default:
          return nil
        }
      default:
        return nil
      }
    }

    /// `[receiver selector]`, `[receiver part:value part:value]`; `[[X alloc] initWith…:]` and
    /// `[X new]` make an `X`.
    mutating func message(depth: Int) -> CodeExpression? {
      let start = index
      let close = reader.matching(index)
      index += 1
      guard let receiver = unary(depth: depth + 1) else {
        index = close
        return make(.unknown("[ ]"), from: start)
      }
      guard let first = current, first.kind == .identifier else {
        index = close
        return make(.unknown("[ ]"), from: start)
      }
      var parts: [String] = []
      var values: [CodeExpression] = []
      if index + 1 < close, tokens[index + 1].isPunctuator("]") {
        index += 1
        parts.append(first.text)
      } else {
        while let part = current, index < close - 1 {
          guard part.kind == .identifier, index + 1 < close, tokens[index + 1].isPunctuator(":")
          else { break }
          parts.append(part.text)
          index += 2
          var stop = index
          // The value runs to the next `name:` at this level.
          while stop < close - 1 {
            if tokens[stop].kind == .identifier, stop + 1 < close - 1,
              tokens[stop + 1].isPunctuator(":"), stop > index
            {
              break
            }
            if ["(", "[", "{"].contains(tokens[stop].text), tokens[stop].kind == .punctuator {
              stop = reader.matching(stop)
              continue
            }
            if tokens[stop].isPunctuator("^") {
              stop += 1
              continue
            }
            stop += 1
          }
          var inner = ExpressionParser(reader: reader, index: index, end: stop)
          values.append(
            inner.parse(minimumPrecedence: 0, depth: depth + 1)
              ?? CodeExpression(
                .unknown(reader.text(index..<stop)), at: reader.position(index),
                text: reader.text(index..<stop)))
          index = stop
        }
      }
      index = close
      guard let firstPart = parts.first else { return make(.unknown("[ ]"), from: start) }
      // `[[X alloc] init…]`, `[X new]`: an initializer call on the class.
      var callee = receiver
      if case .call(let allocCallee, _, _) = receiver.kind,
        case .member(let type?, "alloc") = allocCallee.kind
      {
        callee = type
      }
      if firstPart == "alloc" {
        return make(.call(make(.member(receiver, "alloc"), from: start), [], nil), from: start)
      }
      // `[NSLayoutConstraint constraintWithItem:…]`: the class's factory, read as its
      // initializer (fresh round X: The News' centred titles were "not known statically").
      let isConstraintFactory =
        firstPart == "constraintWithItem" && receiver.kind == .name("NSLayoutConstraint")
      if firstPart == "new" || (callee != receiver && firstPart.hasPrefix("init"))
        || isConstraintFactory
      {
        let (_, labels) = ObjectiveCCodeReader.swiftName(
          firstPart, parts: parts, count: values.count)
        return make(
          .call(callee, zip(labels, values).map { CodeArgument(label: $0, value: $1) }, nil),
          from: start, lint: true)
      }
      if firstPart == "buttonWithType" {
        return make(
          .call(receiver, values.map { CodeArgument(label: "type", value: $0) }, nil), from: start)
      }
      if firstPart == "mainScreen" || firstPart == "sharedApplication"
        || firstPart == "currentDevice"
      {
        return make(
          .member(receiver, firstPart == "mainScreen" ? "main" : firstPart), from: start, lint: true
        )
      }
      // A property read: `[self view]`, `[view frame]`.
      if values.isEmpty {
        return make(
          .call(make(.member(receiver, firstPart), from: start, lint: true), [], nil), from: start,
          lint: true)
      }
      // A setter: `[view setFrame:r]` reads as an assignment (an expression statement of a
      // call `setFrame`, which the interpreter treats as `frame = r`).
      let (base, labels) = ObjectiveCCodeReader.swiftName(
        firstPart, parts: parts, count: values.count)
      let member = make(.member(receiver, base), from: start)
      return make(
        .call(member, zip(labels, values).map { CodeArgument(label: $0, value: $1) }, nil),
        from: start, lint: true)
    }
  }
}
