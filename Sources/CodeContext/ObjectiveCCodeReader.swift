import Foundation
import SourceLint
import TextEscaping

/// Reads Objective-C (`.m`, `.mm`, `.h`) with `SourceLint`'s C lexer (``SourceLint/CLexer``):
/// `@interface Name : Super` for the class tree, and each `@implementation`'s methods, their
/// statements split at `;` and braces, with message sends (`[receiver piece:arg piece:arg]`),
/// property chains, C calls (`UIEdgeInsetsMake(…)`), casts, `@[…]` arrays, `|` masks and
/// declarations (`Type *name = value;`) read into ``CodeExpression``s.
enum ObjectiveCCodeReader {
  static func read(_ text: String, path: String) -> CodeFile {
    let tokens = significantTokens(CLexer.lex(text).tokens)
    let defines = defines(text, path: path)
    let macros = idiomMacros(defines)
    var file = CodeFile(path: path, classes: [], freeMethods: [])
    var index = 0
    while index < tokens.count {
      guard tokens[index].isPunctuator("@"), index + 2 < tokens.count else {
        index += 1
        continue
      }
      let keyword = tokens[index + 1].text
      let name = tokens[index + 2]
      guard name.kind == .identifier, keyword == "interface" || keyword == "implementation"
      else {
        index += 1
        continue
      }
      let at = SourceLocation(
        file: path, line: tokens[index].position.line, column: tokens[index].position.column)
      var end = index + 3
      while end < tokens.count,
        !(tokens[end].isPunctuator("@") && end + 1 < tokens.count
          && tokens[end + 1].isIdentifier("end"))
      {
        end += 1
      }
      if keyword == "interface" {
        var superclass: String?
        if index + 4 < tokens.count, tokens[index + 3].isPunctuator(":"),
          tokens[index + 4].kind == .identifier
        {
          superclass = tokens[index + 4].text
        }
        file.classes.append(
          CodeClassDeclaration(
            name: name.text, superclass: superclass, location: at,
            isExtension: superclass == nil, methods: []))
      } else {
        var reader = MethodReader(tokens: tokens, path: path)
        reader.macros = macros
        reader.defines = defines
        file.classes.append(
          CodeClassDeclaration(
            name: name.text, superclass: nil, location: at, isExtension: true,
            methods: reader.methods(in: (index + 3)..<end)))
      }
      index = end + 2
    }
    file.injections = injections(tokens, path: path)
    file.stringConstants = stringConstants(tokens, text: text)
    return file
  }

  /// The string constants `tokens` (without directives) and the `#define` lines of `text`
  /// define: `NSString *const NAME = @"value";` (a `const` pointer, so never a method's local)
  /// and `#define NAME @"value"`. Round N's Glucosio names its storyboards through
  /// `static NSString *const kGLUCMainStoryboardIdentifier = @"Main";` in a header (training).
  static func stringConstants(_ tokens: [CToken], text: String) -> [String: String] {
    var result: [String: String] = [:]  // lookups only
    var index = 0
    while index + 5 < tokens.count {
      // NSString * const NAME = @"value" ; (the lexer reads `@"value"` as one string token)
      guard tokens[index].isIdentifier("NSString"), tokens[index + 1].isPunctuator("*"),
        tokens[index + 2].isIdentifier("const"), tokens[index + 3].kind == .identifier,
        tokens[index + 4].isPunctuator("="), tokens[index + 5].kind == .string,
        index + 6 >= tokens.count || tokens[index + 6].isPunctuator(";")
      else {
        index += 1
        continue
      }
      result[tokens[index + 3].text] = tokens[index + 5].text
      index += 6
    }
    guard text.contains("#define") else { return result }
    for line in text.split(whereSeparator: \.isNewline) {
      let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
      guard words.count == 3, words[0] == "#define", words[2].hasPrefix("@\""),
        words[2].hasSuffix("\""), words[2].count >= 3,
        !words[2].dropFirst(2).dropLast().contains("\"")
      else { continue }
      result[String(words[1])] = String(words[2].dropFirst(2).dropLast())
    }
    return result
  }

  /// Typhoon's definitions (`[TyphoonDefinition withClass:[X class] configuration:^(TyphoonDefinition
  /// *definition) { … }]`) and the `modalPresentationStyle` each injects (`[definition
  /// injectProperty:@selector(modalPresentationStyle) with:@(UIModalPresentationCustom)]`):
  /// Typhoon sets an injected property on every instance the definition builds, a storyboard's
  /// too when the storyboard is a `TyphoonStoryboard` (Typhoon's documentation, "Types of
  /// Injections": property injection). The value is the constant inside `@(…)`; anything else
  /// is kept as it reads, so that it stays unresolved. An injection belongs to the innermost
  /// definition open around it. One pass over the tokens: a scan to each definition's closing
  /// bracket took time quadratic in the file (20,000 unclosed `[A withClass:[B class]` ran for
  /// minutes; `Documentation/Robustness.md`).
  static func injections(_ tokens: [CToken], path: String) -> [CodeFile.Injection] {
    var result: [CodeFile.Injection] = []
    // The definitions open here: each one's class and the bracket depth before its `[`.
    var open: [(className: String, depth: Int)] = []
    var depth = 0
    var at = 0
    while at < tokens.count {
      if tokens[at].isPunctuator("[") {
        // `[Receiver withClass:[X class] …]`
        if at + 6 < tokens.count, tokens[at + 1].kind == .identifier,
          tokens[at + 2].isIdentifier("withClass"), tokens[at + 3].isPunctuator(":"),
          tokens[at + 4].isPunctuator("["), tokens[at + 5].kind == .identifier,
          tokens[at + 6].isIdentifier("class")
        {
          open.append((tokens[at + 5].text, depth))
        }
        depth += 1
        at += 1
        continue
      }
      if tokens[at].isPunctuator("]") {
        depth = max(0, depth - 1)
        while let last = open.last, last.depth >= depth { open.removeLast() }
        at += 1
        continue
      }
      // `injectProperty:@selector(modalPresentationStyle) with:@(Constant)`
      guard let definition = open.last, at + 8 < tokens.count,
        tokens[at].isIdentifier("injectProperty"), tokens[at + 1].isPunctuator(":"),
        tokens[at + 2].isPunctuator("@"), tokens[at + 3].isIdentifier("selector"),
        tokens[at + 4].isPunctuator("("), tokens[at + 5].kind == .identifier,
        tokens[at + 6].isPunctuator(")"), tokens[at + 7].isIdentifier("with"),
        tokens[at + 8].isPunctuator(":")
      else {
        at += 1
        continue
      }
      let property = tokens[at + 5].text
      var value = CodeExpression.unknown("")
      var last = at + 8
      // The next token read: a value other than `@(Constant)` is read on (its `[` opens a
      // message whose `]` must not close the definition).
      var next = at + 9
      if at + 12 < tokens.count, tokens[at + 9].isPunctuator("@"),
        tokens[at + 10].isPunctuator("("), tokens[at + 11].kind == .identifier,
        tokens[at + 12].isPunctuator(")")
      {
        value = .name(tokens[at + 11].text)
        last = at + 12
        next = at + 13
      } else if at + 9 < tokens.count, !tokens[at + 9].isPunctuator("]") {
        value = .unknown(tokens[at + 9].text)
        last = at + 9
      }
      if property == "modalPresentationStyle" {
        result.append(
          CodeFile.Injection(
            className: definition.className, property: property, value: value,
            location: SourceLocation(
              file: path, line: tokens[at].position.line, column: tokens[at].position.column),
            snippet: snippetText(text(tokens[at...last]))))
      }
      at = next
    }
    return result
  }

  /// The tokens without preprocessor directives.
  static func significantTokens(_ tokens: [CToken]) -> [CToken] {
    var result: [CToken] = []
    result.reserveCapacity(tokens.count)
    var inDirective = false
    for token in tokens {
      switch token.kind {
      case .directive: inDirective = true
      case .directiveEnd: inDirective = false
      default: if !inDirective { result.append(token) }
      }
    }
    return result
  }

  /// The text of `tokens` on one line, spaced as people write Objective-C.
  static func text(_ tokens: ArraySlice<CToken>) -> String {
    var result = ""
    var previous: CToken?
    for token in tokens {
      let piece =
        switch token.kind {
        case .string: (previous?.isPunctuator("@") == true ? "\"" : "@\"") + token.text + "\""
        case .character: "'" + token.text + "'"
        default: token.text
        }
      if let previous, !result.isEmpty {
        let tight =
          [".", ",", ";", ")", "]", ":", "->"].contains(token.text) && token.kind == .punctuator
          || ["(", "[", ".", "@", "->", "!"].contains(previous.text)
            && previous.kind == .punctuator
          || (token.isPunctuator("(") && previous.kind == .identifier)
        if !tight { result += " " }
      }
      result += piece
      previous = token
      if result.utf8.count > 200, result.count > 200 { break }
    }
    return snippetText(result)
  }

  /// The macros that test the device's idiom, by name: `#define RFIsPhone()
  /// (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPhone)`, `#define IS_IPAD
  /// ([[UIDevice currentDevice] userInterfaceIdiom] == UIUserInterfaceIdiomPad)` — one-line
  /// definitions without parameters whose expansion ``idiomTested(_:)`` reads — in the file and
  /// in the headers it imports with quotes that lie beside it (`#import "RFMacros.h"`; read
  /// from disk, one level, at most 64 of them). Round M's Micro.blog (training): its app
  /// delegate's orientation answer is chosen by `if (RFIsPhone())`.
  static func idiomMacros(_ text: String, path: String) -> [String: String] {
    idiomMacros(defines(text, path: path))
  }

  /// The idiom macros among `defines` (``idiomMacros(_:path:)``).
  static func idiomMacros(_ defines: [String: MacroDefinition]) -> [String: String] {
    defines.compactMapValues { macro in
      macro.parameters?.isEmpty ?? true ? (idiomTested(macro.body) != nil ? macro.body : nil) : nil
    }
  }

  /// A one-line `#define`: its parameters (`nil` for an object-like macro; `[]` for `NAME()`)
  /// and its body.
  struct MacroDefinition: Hashable, Sendable {
    var parameters: [String]?
    var body: String
  }

  /// The one-line `#define`s of `text`, by name (a later one of the same name wins, as the
  /// preprocessor's would after an `#undef`): `#define IS_PHONE UI_USER_INTERFACE_IDIOM() ==
  /// UIUserInterfaceIdiomPhone`, `#define SYSTEM_VERSION_GREATER_THAN_OR_EQUAL_TO(v) ([[[UIDevice
  /// currentDevice] systemVersion] compare:v options:NSNumericSearch] != NSOrderedAscending)`.
  /// A definition continued with `\\` is left out.
  static func defineLines(_ text: String) -> [String: MacroDefinition] {
    var result: [String: MacroDefinition] = [:]  // lookups only
    guard text.contains("#define") else { return result }
    for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("#define"), !trimmed.hasSuffix("\\") else { continue }
      let rest = trimmed.dropFirst("#define".count).drop { $0 == " " || $0 == "\t" }
      let nameEnd =
        rest.firstIndex(where: { !($0.isLetter || $0.isNumber || $0 == "_") }) ?? rest.endIndex
      let name = String(rest[..<nameEnd])
      guard !name.isEmpty, nameEnd < rest.endIndex else { continue }
      var parameters: [String]?
      var bodyStart = nameEnd
      // `NAME(a, b)` with no space before the parenthesis: a function-like macro.
      if rest[nameEnd] == "(" {
        guard let close = rest[nameEnd...].firstIndex(of: ")") else { continue }
        let names = rest[rest.index(after: nameEnd)..<close].split(separator: ",").map {
          $0.trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }
        guard
          names.allSatisfy({
            $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
          })
        else { continue }
        parameters = names
        bodyStart = rest.index(after: close)
      }
      var body = String(rest[bodyStart...]).trimmingCharacters(in: .whitespaces)
      if let comment = body.range(of: "//") { body = String(body[..<comment.lowerBound]) }
      body = body.trimmingCharacters(in: .whitespaces)
      guard !body.isEmpty else { continue }
      result[name] = MacroDefinition(parameters: parameters, body: body)
    }
    return result
  }

  /// The one-line `#define`s of the file and of the headers it imports with quotes that lie
  /// beside it (read from disk, one level, at most 64 of them), by name; the file's own win.
  static func defines(_ text: String, path: String) -> [String: MacroDefinition] {
    var result: [String: MacroDefinition] = [:]  // lookups only
    func scan(_ text: String) {
      result.merge(defineLines(text)) { _, new in new }
    }
    let directory = (path as NSString).deletingLastPathComponent
    var imported = 0
    for line in text.split(separator: "\n") where imported < 64 {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("#import \"") || trimmed.hasPrefix("#include \""),
        let open = trimmed.firstIndex(of: "\""),
        let close = trimmed[trimmed.index(after: open)...].firstIndex(of: "\"")
      else { continue }
      let name = String(trimmed[trimmed.index(after: open)..<close])
      guard !name.contains("/"), name.hasSuffix(".h") else { continue }
      imported += 1
      let header = (directory as NSString).appendingPathComponent(name)
      guard InputFileKind.problem(atPath: header) == nil,
        let data = FileManager.default.contents(atPath: header), data.count < 1_000_000,
        let headerText = String(data: data, encoding: .utf8)
      else { continue }
      scan(headerText)
    }
    // The file's own definitions win over its headers'.
    result.merge(defineLines(text)) { _, own in own }
    return result
  }

  /// `condition` with a macro it consists of expanded (``defines(_:path:)``): `IOS7_OR_LATER`,
  /// `SYSTEM_VERSION_GREATER_THAN_OR_EQUAL_TO(@"7.0")` with the argument in place of the
  /// parameter. `nil` when the condition is not one use of a known macro (a macro with
  /// parameters used without arguments, or with another number of them, is not expanded).
  static func expandedMacro(_ condition: String, _ defines: [String: MacroDefinition]) -> String? {
    guard !defines.isEmpty else { return nil }
    var text = Substring(condition.trimmingCharacters(in: .whitespacesAndNewlines))
    var steps = 0
    while steps < 4, text.hasPrefix("("), text.hasSuffix(")"), balanced(text.dropFirst().dropLast())
    {
      text = text.dropFirst().dropLast().trimmingCharacters(in: .whitespaces)[...]
      steps += 1
    }
    let nameEnd =
      text.firstIndex(where: { !($0.isLetter || $0.isNumber || $0 == "_") }) ?? text.endIndex
    let name = String(text[..<nameEnd])
    guard !name.isEmpty, let macro = defines[name] else { return nil }
    let rest = text[nameEnd...].trimmingCharacters(in: .whitespaces)
    guard let parameters = macro.parameters else { return rest.isEmpty ? macro.body : nil }
    guard rest.hasPrefix("("), rest.hasSuffix(")"), balanced(rest.dropFirst().dropLast()[...])
    else { return nil }
    let arguments = topLevelArguments(rest.dropFirst().dropLast()[...])
    guard arguments.count == parameters.count else { return nil }
    var body = macro.body
    for (parameter, argument) in zip(parameters, arguments) {
      body = body.replacingOccurrences(
        of: "\\b\(NSRegularExpression.escapedPattern(for: parameter))\\b",
        with: NSRegularExpression.escapedTemplate(for: argument), options: .regularExpression)
    }
    return body
  }

  /// A macro call's arguments, split at its top-level commas.
  static func topLevelArguments(_ text: Substring) -> [String] {
    var result: [String] = []
    var depth = 0
    var current = ""
    var quoted = false
    for character in text {
      if character == "\"" { quoted.toggle() }
      if !quoted {
        if "([{".contains(character) { depth += 1 }
        if ")]}".contains(character) { depth -= 1 }
        if character == ",", depth == 0 {
          result.append(current.trimmingCharacters(in: .whitespaces))
          current = ""
          continue
        }
      }
      current.append(character)
    }
    let last = current.trimmingCharacters(in: .whitespaces)
    if !last.isEmpty || !result.isEmpty { result.append(last) }
    return result
  }

  struct MethodReader {
    let tokens: [CToken]
    let path: String
    /// The file's idiom macros (``idiomMacros(_:path:)``), by name: their expansions.
    var macros: [String: String] = [:]  // lookups only
    /// The file's one-line `#define`s (``ObjectiveCCodeReader/defines(_:path:)``): a branch on
    /// a version macro (`SYSTEM_VERSION_GREATER_THAN_OR_EQUAL_TO(@"7.0")`, `IOS7_OR_LATER`) is
    /// read as the check it expands to.
    var defines: [String: MacroDefinition] = [:]  // lookups only
    /// Whether the method read runs once its view has its size on screen
    /// (``SwiftCodeReader/Reader/sizedMethods``; ``aspectTested(_:viewSized:)``).
    var viewSized = false

    /// ``idiomTested(_:)`` of an `if` condition, through an idiom macro when the condition is
    /// one (`RFIsPhone()`, `!IS_IPAD`).
    func idiom(of condition: String) -> String? {
      if let idiom = idiomTested(condition) { return idiom }
      return macroIdiom(condition, test: idiomTested)
    }

    /// ``environmentTested(_:viewSized:)`` of an `if` condition, through an idiom macro when the
    /// condition is one (``deviceIdiomTested(_:)`` of its expansion).
    func environment(of condition: String) -> EnvironmentCase? {
      if let tested = environmentTested(condition, viewSized: viewSized) { return tested }
      return macroIdiom(condition, test: deviceIdiomTested).map { EnvironmentCase(idiom: $0) }
    }

    /// The idiom an idiom macro's use tests (`RFIsPhone()`, `!IS_IPAD`), by `test` of its
    /// expansion.
    private func macroIdiom(_ condition: String, test: (String) -> String?) -> String? {
      var name = condition.filter { !$0.isWhitespace }
      var negated = false
      while name.hasPrefix("!") {
        name.removeFirst()
        negated.toggle()
      }
      if name.hasSuffix("()") { name = String(name.dropLast(2)) }
      guard let body = macros[name], let idiom = test(body) else { return nil }
      return negated ? otherIdiom(idiom) : idiom
    }

    func location(_ index: Int) -> SourceLocation {
      let position = tokens[min(index, tokens.count - 1)].position
      return SourceLocation(file: path, line: position.line, column: position.column)
    }

    /// `- (type)piece:(type)name piece:(type)name { body }` in `range`.
    func methods(in range: Range<Int>) -> [CodeMethod] {
      var result: [CodeMethod] = []
      var index = range.lowerBound
      while index < range.upperBound {
        let token = tokens[index]
        guard token.isPunctuator("-") || token.isPunctuator("+"), index + 1 < range.upperBound
        else {
          if token.isPunctuator("{") { index = matching(index, in: range) }
          index += 1
          continue
        }
        var cursor = index + 1
        if tokens[cursor].isPunctuator("(") { cursor = matching(cursor, in: range) + 1 }
        guard cursor < range.upperBound, tokens[cursor].kind == .identifier else {
          index = cursor
          continue
        }
        let name = tokens[cursor].text
        let signatureStart = cursor
        while cursor < range.upperBound, !tokens[cursor].isPunctuator("{"),
          !tokens[cursor].isPunctuator(";")
        {
          cursor += 1
        }
        let parameters = self.parameters(signatureStart..<cursor)
        // `- (instancetype)init; {`: Objective-C allows a semicolon before a method's body.
        if cursor + 1 < range.upperBound, tokens[cursor].isPunctuator(";"),
          tokens[cursor + 1].isPunctuator("{")
        {
          cursor += 1
        }
        guard cursor < range.upperBound, tokens[cursor].isPunctuator("{") else {
          index = cursor + 1
          continue
        }
        let close = matching(cursor, in: range)
        var statements: [CodeStatement] = []
        var reader = self
        reader.viewSized = SwiftCodeReader.Reader.sizedMethods.contains(name)
        reader.body(
          (cursor + 1)..<max(close, cursor + 1), conditional: false, into: &statements, depth: 0,
          scope: EnvironmentCase())
        var method = CodeMethod(
          name: name, location: location(index), statements: statements, parameters: parameters)
        method.isStatic = token.isPunctuator("+")
        if name == "prepareForSegue" { method.branches = branches(in: (cursor + 1)..<close) }
        result.append(method)
        index = close + 1
      }
      return result
    }

    /// The braced `if`s in `range`, nested ones too (at most 64): each condition's text and
    /// where its body lies.
    func branches(in range: Range<Int>) -> [CodeBranch] {
      var result: [CodeBranch] = []
      var index = range.lowerBound
      while index + 1 < range.upperBound, result.count < 64 {
        guard tokens[index].isIdentifier("if"), tokens[index + 1].isPunctuator("(") else {
          index += 1
          continue
        }
        let close = matching(index + 1, in: range)
        if close + 1 < range.upperBound, tokens[close + 1].isPunctuator("{") {
          result.append(
            CodeBranch(
              condition: ObjectiveCCodeReader.text(tokens[(index + 2)..<max(close, index + 2)]),
              body: location(close + 1)...location(matching(close + 1, in: range))))
        }
        index = close + 1
      }
      return result
    }

    /// The parameters of a selector's declaration, `piece:(type)name piece:(type)name`: the first
    /// piece is the method's name (no label), the others label their argument.
    func parameters(_ range: Range<Int>) -> [CodeParameter] {
      var result: [CodeParameter] = []
      var index = range.lowerBound
      while index + 1 < range.upperBound {
        guard tokens[index].kind == .identifier, tokens[index + 1].isPunctuator(":") else {
          index += 1
          continue
        }
        let label = result.isEmpty && index == range.lowerBound ? nil : tokens[index].text
        var cursor = index + 2
        if cursor < range.upperBound, tokens[cursor].isPunctuator("(") {
          cursor = matching(cursor, in: range) + 1
        }
        guard cursor < range.upperBound, tokens[cursor].kind == .identifier else { break }
        result.append(CodeParameter(label: label, name: tokens[cursor].text))
        index = cursor + 1
      }
      return result
    }

    /// The index of the bracket that closes the one at `open` (`(`, `[`, `{`), or the range's
    /// last index.
    func matching(_ open: Int, in range: Range<Int>) -> Int {
      let pairs = ["(": ")", "[": "]", "{": "}"]
      guard let closer = pairs[tokens[open].text] else { return open }
      let opener = tokens[open].text
      var depth = 0
      var index = open
      while index < range.upperBound {
        if tokens[index].isPunctuator(opener) { depth += 1 }
        if tokens[index].isPunctuator(closer) {
          depth -= 1
          if depth == 0 { return index }
        }
        index += 1
      }
      return max(range.upperBound - 1, open)
    }

    /// Statements of a body: split at `;` outside brackets; `if (…)`, `else`, `switch`, loops
    /// and nested braces recurse, their bodies conditional (a loop's too). `scope`: the
    /// environments the body runs in when every branch around it tests only the idiom or the
    /// orientation (``CodeStatement/onlyIn``), `nil` when one tests anything else.
    func body(
      _ range: Range<Int>, conditional: Bool, into result: inout [CodeStatement], depth: Int,
      onlyIf: String? = nil, scope: EnvironmentCase? = nil
    ) {
      guard depth < 200 else { return }
      // The statements of this body not already in an inner one's share a block
      // (``CodeStatement/block``), numbered by where the body starts: unique within the method.
      let first = result.count
      defer {
        for index in first..<result.count where result[index].block == nil {
          result[index].block = range.lowerBound + 1
        }
      }
      var start = range.lowerBound
      var index = range.lowerBound
      // The idiom the last `if` tested, for its `else`.
      var lastIdiom: String?
      // Whether the last `if` was a version check every modeled iOS passes: its `else` never
      // runs.
      var lastAlwaysHolds = false
      // What the last `if` tested of the environment, for its `else` (``CodeStatement/onlyIn``).
      var lastTested: EnvironmentCase?
      // The last `if`'s condition, for its `else` (``CodeStatement/idiomTest``).
      var lastTest: String?
      while index < range.upperBound {
        let token = tokens[index]
        if index == start, token.kind == .identifier,
          ["if", "while", "for", "switch"].contains(token.text),
          index + 1 < range.upperBound, tokens[index + 1].isPunctuator("(")
        {
          let close = matching(index + 1, in: range)
          let condition = ObjectiveCCodeReader.text(tokens[(index + 2)..<max(close, index + 2)])
          let idiom = token.text == "if" ? self.idiom(of: condition) : nil
          // A version check every modeled iOS passes: its body runs (not its `else`).
          let alwaysHolds =
            token.text == "if"
            && (versionCheckAlwaysHolds(condition) || selectorCheckAlwaysHolds(condition)
              || selfCheckAlwaysHolds(condition)
              || ObjectiveCCodeReader.expandedMacro(condition, defines).map {
                versionCheckAlwaysHolds($0)
              } == true)
          let branchConditional = alwaysHolds ? conditional : true
          // The one `if` that makes its body conditional (``CodeStatement/onlyIf``).
          let branchOnlyIf =
            alwaysHolds ? onlyIf : (token.text == "if" && !conditional ? condition : nil)
          let tested = token.text == "if" && !alwaysHolds ? environment(of: condition) : nil
          let branchScope = alwaysHolds ? scope : tested.flatMap { scope?.adding($0) }
          lastIdiom = idiom
          lastAlwaysHolds = alwaysHolds
          lastTested = tested
          let test = token.text == "if" && !alwaysHolds ? condition : nil
          lastTest = test
          let first = result.count
          defer { mark(&result, from: first, idiom: idiom, test: test) }
          if token.text == "for" { result += enumerated((index + 2)..<max(close, index + 2)) }
          index = close + 1
          start = index
          if index < range.upperBound, tokens[index].isPunctuator("{") {
            let end = matching(index, in: range)
            body(
              (index + 1)..<max(end, index + 1), conditional: branchConditional, into: &result,
              depth: depth + 1, onlyIf: branchOnlyIf, scope: branchScope)
            index = end + 1
            start = index
          } else {
            // A single statement body: read up to its `;` as conditional.
            var end = index
            while end < range.upperBound, !tokens[end].isPunctuator(";") {
              if ["(", "[", "{"].contains(tokens[end].text), tokens[end].kind == .punctuator {
                end = matching(end, in: range)
              }
              end += 1
            }
            body(
              index..<min(end + 1, range.upperBound), conditional: branchConditional,
              into: &result, depth: depth + 1, onlyIf: branchOnlyIf, scope: branchScope)
            index = end + 1
            start = index
          }
          continue
        }
        if index == start, token.isIdentifier("else") || token.isIdentifier("do") {
          let elseIdiom = token.isIdentifier("else") ? otherIdiom(lastIdiom) : nil
          let elseTest = token.isIdentifier("else") ? lastTest.map(negatedCondition) : nil
          lastTest = nil
          // The `else` of a version check every modeled iOS passes never runs: read, dropped.
          let neverRuns = token.isIdentifier("else") && lastAlwaysHolds
          let elseScope =
            token.isIdentifier("else") ? lastTested?.otherwise.flatMap { scope?.adding($0) } : nil
          lastIdiom = nil
          lastAlwaysHolds = false
          lastTested = nil
          index += 1
          start = index
          if index < range.upperBound, tokens[index].isPunctuator("{") {
            let end = matching(index, in: range)
            let first = result.count
            body(
              (index + 1)..<max(end, index + 1), conditional: true, into: &result, depth: depth + 1,
              scope: elseScope)
            mark(&result, from: first, idiom: elseIdiom, test: elseTest)
            if neverRuns { result.removeSubrange(first...) }
            index = end + 1
            start = index
          } else if index < range.upperBound, tokens[index].isIdentifier("if") {
            // `else if`: the `if` above reads it, conditional.
            var nested: [CodeStatement] = []
            var end = index
            while end < range.upperBound, !tokens[end].isPunctuator("{") { end += 1 }
            if end < range.upperBound { end = matching(end, in: range) }
            body(
              index..<min(end + 1, range.upperBound), conditional: true, into: &nested,
              depth: depth + 1)
            if !neverRuns {
              result += nested.map { statement in
                var statement = statement
                statement.conditional = true
                return statement
              }
            }
            index = end + 1
            start = index
          }
          continue
        }
        if index == start, token.isIdentifier("case") || token.isIdentifier("default") {
          // A `switch` label (`case Me:`, `default:`): the statements after it are the body's
          // (a `switch` body is read as conditional); without this the label and the nested
          // `switch`/block after it were read as one statement (round K: Fresco's settings
          // screens pushed in `tableView:didSelectRowAtIndexPath:`).
          var colon = index + 1
          while colon < range.upperBound, !tokens[colon].isPunctuator(":") {
            if tokens[colon].isPunctuator("(") { colon = matching(colon, in: range) }
            colon += 1
          }
          if colon < range.upperBound {
            index = colon + 1
            start = index
            continue
          }
        }
        if index == start, token.isPunctuator("{") {
          let end = matching(index, in: range)
          body(
            (index + 1)..<max(end, index + 1), conditional: conditional, into: &result,
            depth: depth + 1, onlyIf: onlyIf, scope: scope)
          index = end + 1
          start = index
          continue
        }
        if token.kind == .punctuator, token.text == "(" || token.text == "[" {
          let close = matching(index, in: range)
          blocks(in: (index + 1)..<max(close, index + 1), into: &result, depth: depth)
          index = close + 1
          continue
        }
        if token.isPunctuator("^") {
          // A block literal: its statements run later or only on some path (conditional).
          var open = index + 1
          while open < range.upperBound, !tokens[open].isPunctuator("{") { open += 1 }
          if open < range.upperBound {
            let end = matching(open, in: range)
            body(
              (open + 1)..<max(end, open + 1), conditional: true, into: &result, depth: depth + 1)
            index = end + 1
            continue
          }
        }
        if token.isPunctuator(";") {
          if start < index {
            result += statement(
              start..<index, conditional: conditional, onlyIf: onlyIf, scope: scope)
          }
          index += 1
          start = index
          continue
        }
        index += 1
      }
      if start < range.upperBound {
        result += statement(
          start..<range.upperBound, conditional: conditional, onlyIf: onlyIf, scope: scope)
      }
    }

    /// The block literals handed to a call or message (`[session executeRequest:request
    /// completionHandler:^(Response *response) { … }]`, `dispatch_async(queue, ^{ … })`, nested
    /// in each other): their statements run later or only on some path, so they are read as
    /// conditional, before the statement that hands them on. Micro.blog pushes its WordPress
    /// screen inside `RFDispatchMainAsync (^{ … })` inside a completion handler (fresh round M,
    /// training: "no code read shows 'RFWordpressController'").
    func blocks(in range: Range<Int>, into result: inout [CodeStatement], depth: Int) {
      guard depth < 200 else { return }
      var index = range.lowerBound
      while index < range.upperBound {
        guard tokens[index].isPunctuator("^") else {
          index += 1
          continue
        }
        // `^{`, `^(Type *name) {`, `^BOOL(id item) {`; anything else is an operator.
        var open = index + 1
        if open < range.upperBound, tokens[open].kind == .identifier { open += 1 }
        if open < range.upperBound, tokens[open].isPunctuator("(") {
          open = matching(open, in: range) + 1
        }
        guard open < range.upperBound, tokens[open].isPunctuator("{") else {
          index += 1
          continue
        }
        let end = matching(open, in: range)
        body((open + 1)..<max(end, open + 1), conditional: true, into: &result, depth: depth + 1)
        index = end + 1
      }
    }

    /// Fast enumeration's element (`for (UIViewController *vc in list)`): `vc` bound to the
    /// collection, on a runtime branch, so what the body does to `vc` it does to each element.
    func enumerated(_ range: Range<Int>) -> [CodeStatement] {
      guard
        let inIndex = range.first(where: { tokens[$0].isIdentifier("in") }),
        inIndex - 2 >= range.lowerBound, tokens[inIndex - 1].kind == .identifier,
        tokens[inIndex - 2].kind == .identifier || tokens[inIndex - 2].isPunctuator("*"),
        inIndex + 1 < range.upperBound
      else { return [] }
      var parser = ExpressionParser(tokens: tokens, index: inIndex + 1, end: range.upperBound)
      return [
        CodeStatement(
          kind: .bind(tokens[inIndex - 1].text, parser.parse()),
          location: location(range.lowerBound),
          snippet: ObjectiveCCodeReader.text(tokens[range]), conditional: true)
      ]
    }

    /// One statement: `return value`, `Type *name = value`, `target = value`, or an expression.
    func statement(
      _ range: Range<Int>, conditional: Bool, onlyIf: String? = nil,
      scope: EnvironmentCase? = nil
    ) -> [CodeStatement] {
      guard !range.isEmpty else { return [] }
      let snippet = ObjectiveCCodeReader.text(tokens[range])
      let at = location(range.lowerBound)
      func make(_ kind: CodeStatement.Kind) -> [CodeStatement] {
        [
          CodeStatement(
            kind: kind, location: at, snippet: snippet, conditional: conditional,
            onlyIf: conditional ? onlyIf : nil,
            onlyIn: conditional && scope?.isEmpty == false ? scope : nil)
        ]
      }
      if tokens[range.lowerBound].isIdentifier("return") {
        var parser = ExpressionParser(
          tokens: tokens, index: range.lowerBound + 1, end: range.upperBound)
        return make(.returns(parser.parse()))
      }
      // The first `=` outside brackets (not `==`, `!=`, `<=`, `>=`).
      var equals: Int?
      var index = range.lowerBound
      while index < range.upperBound {
        let token = tokens[index]
        if token.kind == .punctuator, token.text == "(" || token.text == "[" || token.text == "{" {
          index = matching(index, in: range) + 1
          continue
        }
        if token.isPunctuator("=") {
          equals = index
          break
        }
        index += 1
      }
      guard let equals else {
        var parser = ExpressionParser(
          tokens: tokens, index: range.lowerBound, end: range.upperBound)
        return make(.evaluate(parser.parse()))
      }
      var valueParser = ExpressionParser(tokens: tokens, index: equals + 1, end: range.upperBound)
      let value = valueParser.parse()
      let left = range.lowerBound..<equals
      // A declaration: a type (with `*`, qualifiers, protocols) and then the name.
      if left.count >= 2, tokens[equals - 1].kind == .identifier,
        tokens[equals - 2].kind == .identifier || tokens[equals - 2].isPunctuator("*")
          || tokens[equals - 2].isPunctuator(">")
      {
        return make(.bind(tokens[equals - 1].text, value))
      }
      var targetParser = ExpressionParser(tokens: tokens, index: left.lowerBound, end: equals)
      return make(.assign(targetParser.parse(), value))
    }
  }

  /// A recursive-descent reader of one Objective-C expression over `tokens[index..<end]`.
  struct ExpressionParser {
    let tokens: [CToken]
    var index: Int
    let end: Int
    var depth = 0

    init(tokens: [CToken], index: Int, end: Int) {
      self.tokens = tokens
      self.index = index
      self.end = end
    }

    var current: CToken? { index < end ? tokens[index] : nil }

    func peek(_ offset: Int) -> CToken? { index + offset < end ? tokens[index + offset] : nil }

    mutating func parse() -> CodeExpression {
      let start = index
      let result = union()
      if index < end {
        // Anything left over (a `? :`, arithmetic, a comparison) makes the value unknown.
        return .unknown(ObjectiveCCodeReader.text(tokens[start..<end]))
      }
      return result
    }

    /// `a | b | c`.
    mutating func union() -> CodeExpression {
      var parts = [postfix()]
      while let token = current, token.isPunctuator("|") {
        index += 1
        parts.append(postfix())
      }
      return parts.count == 1 ? parts[0] : .union(parts)
    }

    mutating func postfix() -> CodeExpression {
      depth += 1
      defer { depth -= 1 }
      guard depth < 200 else {
        index = end
        return .unknown("…")
      }
      var value = primary()
      while let token = current {
        if token.isPunctuator(".") || token.isPunctuator("->"), let name = peek(1),
          name.kind == .identifier
        {
          value = .member(value, name.text)
          index += 2
        } else if token.isPunctuator("(") {
          index += 1
          var arguments: [CodeArgument] = []
          while let next = current, !next.isPunctuator(")") {
            arguments.append(CodeArgument(label: nil, value: union()))
            if current?.isPunctuator(",") == true { index += 1 } else { break }
          }
          if current?.isPunctuator(")") == true { index += 1 } else { return skipToEnd() }
          value = .call(value, arguments)
        } else if token.isPunctuator("[") {
          // A subscript (`list[i]`): Objective-C's `objectAtIndexedSubscript:`.
          index += 1
          let position = union()
          if current?.isPunctuator("]") == true { index += 1 } else { return skipToEnd() }
          value = .call(
            .member(value, "objectAtIndexedSubscript"), [CodeArgument(label: nil, value: position)]
          )
        } else {
          break
        }
      }
      return value
    }

    mutating func skipToEnd() -> CodeExpression {
      index = end
      return .unknown("…")
    }

    mutating func primary() -> CodeExpression {
      guard let token = current else { return .unknown("") }
      switch token.kind {
      case .identifier:
        index += 1
        switch token.text {
        case "YES", "true": return .bool(true)
        case "NO", "false": return .bool(false)
        default: return .name(token.text)
        }
      case .string:
        index += 1
        var text = token.text
        // Adjacent literals concatenate.
        while let next = current, next.kind == .string {
          text += next.text
          index += 1
        }
        return .string(text)
      case .number:
        index += 1
        let digits = token.text.filter { $0.isNumber || $0 == "." || $0 == "e" || $0 == "-" }
        return Double(digits).map(CodeExpression.number) ?? .unknown(token.text)
      case .punctuator:
        if token.text == "-", let next = peek(1), next.kind == .number {
          index += 1
          if case .number(let value) = primary() { return .number(-value) }
          return .unknown("-")
        }
        if token.text == "@" {
          index += 1
          if current?.isPunctuator("[") == true {
            index += 1
            var elements: [CodeExpression] = []
            while let next = current, !next.isPunctuator("]") {
              elements.append(union())
              if current?.isPunctuator(",") == true { index += 1 } else { break }
            }
            if current?.isPunctuator("]") == true { index += 1 } else { return skipToEnd() }
            return .array(elements)
          }
          if current?.isPunctuator("(") == true {
            index += 1
            let inner = union()
            if current?.isPunctuator(")") == true { index += 1 }
            return inner
          }
          return primary()
        }
        if token.text == "(" { return parenthesised() }
        if token.text == "[" { return message() }
        if token.text == "^" { return blockLiteral() }
        if Self.isOpaquePrefix(token) {
          // `&error`, `*stop`, `!flag`: not interpreted, kept by their text. A run of them is
          // read in one loop and named by its source text, cut at 160 characters. It was the
          // operand's debug description, one level per operator: each level escaped the quotes
          // and backslashes of the one inside it, so 26 of `*&` made a string of gigabytes
          // (`gen-objc`, issue 32: 31 s and 2 GB for a 422-byte unit).
          let start = index
          while let next = current, Self.isOpaquePrefix(next) { index += 1 }
          let operand = index
          _ = postfix()
          let operators = tokens[start..<operand].prefix(160).map(\.text).joined()
          return .unknown(
            snippetText(
              operators + ObjectiveCCodeReader.text(tokens[operand..<Swift.max(index, operand)])))
        }
        return skipToEnd()
      default:
        return skipToEnd()
      }
    }

    /// A block literal as a value (`completion:^{ … }`, `^(BOOL finished) { … }`): not
    /// interpreted (its statements are read apart, ``MethodReader/blocks(in:into:depth:)``), but
    /// skipped whole so that the message around it is still read. Before, a message with a block
    /// argument was unknown: JFMeiTuan's `[self presentViewController:mapVC animated:YES
    /// completion:^{ }]` showed nothing (code round N).
    mutating func blockLiteral() -> CodeExpression {
      var cursor = index + 1
      while cursor < end, !tokens[cursor].isPunctuator("{") {
        if tokens[cursor].isPunctuator(";") || tokens[cursor].isPunctuator("]") {
          return skipToEnd()
        }
        cursor += 1
      }
      var level = 0
      while cursor < end {
        if tokens[cursor].isPunctuator("{") { level += 1 }
        if tokens[cursor].isPunctuator("}") {
          level -= 1
          if level == 0 { break }
        }
        cursor += 1
      }
      guard cursor < end else { return skipToEnd() }
      index = cursor + 1
      return .unknown("^{…}")
    }

    static func isOpaquePrefix(_ token: CToken) -> Bool {
      token.kind == .punctuator && (token.text == "&" || token.text == "*" || token.text == "!")
    }

    /// `(Type *)value` (a cast) or `(value)`.
    mutating func parenthesised() -> CodeExpression {
      // A cast: identifiers, `*`, `<…>` up to `)`, followed by the start of an expression.
      var cursor = index + 1
      var type: [String] = []
      while cursor < end,
        tokens[cursor].kind == .identifier || tokens[cursor].isPunctuator("*")
          || tokens[cursor].isPunctuator("<") || tokens[cursor].isPunctuator(">")
          || tokens[cursor].isPunctuator(",")
      {
        if tokens[cursor].kind == .identifier { type.append(tokens[cursor].text) }
        cursor += 1
      }
      if cursor < end, tokens[cursor].isPunctuator(")"), !type.isEmpty, cursor + 1 < end,
        tokens[cursor + 1].kind != .punctuator
          || ["[", "(", "@"].contains(tokens[cursor + 1].text),
        cursor > index + 1
      {
        let typeName =
          type.first(where: { !["__kindof", "const", "nonnull", "nullable"].contains($0) })
          ?? type[0]
        // `(x)` alone is a parenthesised name, not a cast, when nothing follows.
        index = cursor + 1
        return .cast(postfix(), typeName)
      }
      index += 1
      let inner = union()
      if current?.isPunctuator(")") == true {
        index += 1
        return inner
      }
      return skipToEnd()
    }

    /// `[receiver piece:arg piece:arg]` or `[receiver selector]`.
    mutating func message() -> CodeExpression {
      index += 1
      let receiver = postfix()
      guard let first = current, first.kind == .identifier else { return skipToEnd() }
      index += 1
      var name = first.text
      var arguments: [CodeArgument] = []
      if current?.isPunctuator(":") == true {
        index += 1
        arguments.append(CodeArgument(label: nil, value: union()))
        while let piece = current, piece.kind == .identifier, peek(1)?.isPunctuator(":") == true {
          index += 2
          arguments.append(CodeArgument(label: piece.text, value: union()))
        }
        // Variadic arguments (`, nil`).
        while current?.isPunctuator(",") == true {
          index += 1
          _ = union()
        }
      } else {
        name = first.text
      }
      guard current?.isPunctuator("]") == true else { return skipToEnd() }
      index += 1
      if arguments.isEmpty { return .call(.member(receiver, name), []) }
      return .call(.member(receiver, name), arguments)
    }
  }
}
