import Foundation
import TextEscaping

/// The C preprocessor's conditionals over an Info.plist, as Xcode runs it when a target sets
/// `INFOPLIST_PREPROCESS = YES` ("Preprocess Info.plist File"): `#if`, `#ifdef`, `#ifndef`,
/// `#elif`, `#else`, `#endif`, `#define` and `#undef` lines decide which lines of the plist are
/// kept, with the macros of `INFOPLIST_PREPROCESSOR_DEFINITIONS` and of the
/// `INFOPLIST_PREFIX_HEADER` file defined.
///
/// Model choices (Documentation/Projects.md, "Preprocessed Info.plist"): only the directives are
/// carried out. Macros are not replaced inside the plist's text and comments are kept (as with
/// `-traditional`), because the keys the audit reads (orientations, status bar, storyboard names,
/// the scene manifest) are plain words. Each directive line becomes an empty line, so the XML
/// parser's line numbers stay those of the file. `#include` and `#import` are not followed (their
/// lines are dropped); `#error` in a kept branch is a located error, as it stops Xcode's build.
///
/// ```swift
/// let text = "#ifdef BETA\n<key>A</key><true/>\n#endif\n"
/// try InfoPlistPreprocessor.preprocess(text, file: "Info.plist", definitions: [:])
/// // "\n\n\n" (BETA is not defined, so the key is dropped)
/// ```
public enum InfoPlistPreprocessor {
  /// The most `#if` blocks open at once (a hostile file cannot build an unbounded stack).
  public static let maximumNesting = 256

  /// The macros a target's settings define: `INFOPLIST_PREPROCESSOR_DEFINITIONS`, a list of
  /// `NAME` (defined as `1`, as `-DNAME` does) or `NAME=value` words, build-setting variables
  /// expanded.
  public static func definitions(from settings: BuildSettings) -> [String: String] {
    var result: [String: String] = [:]
    guard let value = settings.expanded("INFOPLIST_PREPROCESSOR_DEFINITIONS") else {
      return result
    }
    for word in BuildSettings.words(value) {
      var word = Substring(word)
      if word.hasPrefix("-D") { word = word.dropFirst(2) }
      guard !word.isEmpty else { continue }
      if let equals = word.firstIndex(of: "=") {
        result[String(word[..<equals])] = String(word[word.index(after: equals)...])
      } else {
        result[String(word)] = "1"
      }
    }
    return result
  }

  /// `text` with every directive carried out: lines in branches not taken and directive lines
  /// become empty lines. `definitions` is updated by `#define` and `#undef` lines.
  ///
  /// - Throws: ``ProjectError`` at the directive's line and column for an `#if` expression it
  ///   cannot evaluate, an unbalanced `#else`/`#elif`/`#endif`, an `#if` left open, nesting
  ///   deeper than ``maximumNesting``, or an `#error` in a kept branch.
  public static func preprocess(
    _ text: String, file: String, definitions: inout [String: String]
  ) throws(ProjectError) -> String {
    struct Block {
      var line: Int
      /// Whether the enclosing blocks keep their lines.
      var outerActive: Bool
      /// Whether some branch of this block was taken already.
      var taken: Bool
      /// Whether lines are kept now.
      var active: Bool
      var sawElse: Bool
    }
    var blocks: [Block] = []
    var output: [Substring] = []
    let lines = TextLines.split(text)
    output.reserveCapacity(lines.count)
    for (index, line) in lines.enumerated() {
      let number = index + 1
      let active = blocks.last?.active ?? true
      let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
      guard trimmed.first == "#" else {
        output.append(active ? line : "")
        continue
      }
      output.append("")
      let column = line.count - trimmed.count + 1
      func failure(_ message: String) -> ProjectError {
        ProjectError(
          .syntax, message, file: file, line: number, column: column, sourceLine: String(line))
      }
      let body = trimmed.dropFirst().drop(while: { $0 == " " || $0 == "\t" })
      let name = body.prefix(while: { $0.isLetter })
      let rest = String(body.dropFirst(name.count)).trimmingCharacters(in: .whitespaces)
      func holds() throws(ProjectError) -> Bool {
        var evaluator = ConditionEvaluator(rest, definitions: definitions)
        switch evaluator.result() {
        case .success(let value): return value != 0
        case .failure(let error):
          throw failure("cannot evaluate '#\(name) \(rest)': \(error.message)")
        }
      }
      switch name {
      case "if", "ifdef", "ifndef":
        guard blocks.count < maximumNesting else {
          throw failure("'#if' blocks nest deeper than \(maximumNesting)")
        }
        var condition = false
        if active {
          let macro = rest.prefix(while: { !$0.isWhitespace && $0 != "/" })
          switch name {
          case "ifdef": condition = definitions[String(macro)] != nil
          case "ifndef": condition = definitions[String(macro)] == nil
          default: condition = try holds()
          }
        }
        blocks.append(
          Block(
            line: number, outerActive: active, taken: condition, active: active && condition,
            sawElse: false))
      case "elif", "else":
        guard var block = blocks.popLast(), !block.sawElse else {
          throw failure("'#\(name)' without an open '#if'")
        }
        if name == "else" {
          block.sawElse = true
          block.active = block.outerActive && !block.taken
        } else {
          let condition = block.outerActive && !block.taken ? try holds() : false
          block.active = condition
        }
        block.taken = block.taken || block.active
        blocks.append(block)
      case "endif":
        guard blocks.popLast() != nil else { throw failure("'#endif' without an open '#if'") }
      case "define" where active:
        let macro = rest.prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" })
        guard !macro.isEmpty else { throw failure("'#define' names no macro") }
        let value = rest.dropFirst(macro.count).trimmingCharacters(in: .whitespaces)
        definitions[String(macro)] = value
      case "undef" where active:
        let macro = rest.prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" })
        definitions[String(macro)] = nil
      case "error" where active:
        throw failure("'#error \(rest)' in a branch the definitions keep")
      default:
        // #include, #import, #pragma, #warning, #line and directives in skipped branches.
        break
      }
    }
    if let open = blocks.last {
      throw ProjectError(
        .syntax, "'#if' is never closed by '#endif'", file: file, line: open.line, column: 1,
        sourceLine: String(lines[open.line - 1]))
    }
    return output.joined(separator: "\n")
  }
}

/// Evaluates a `#if` expression as the C preprocessor does, in integers: `defined NAME`,
/// `defined(NAME)`, numbers (decimal, hex, octal, with `u`/`l` suffixes), macros (their value
/// evaluated in turn; undefined names are 0), `! ~ - +`, `* / %`, `+ -`, `<< >>`,
/// `< <= > >=`, `== !=`, `&`, `^`, `|`, `&&`, `||`, `? :` and parentheses.
///
/// Each macro is evaluated once per directive (``MacroValues``): `#define A_k A_{k-1}+A_{k-1}`
/// sixty levels deep asked for 2^60 evaluations. A macro that refers to itself, directly or
/// through others, is 0 where it recurs: the C preprocessor leaves such a name unexpanded, and
/// `#if` reads an identifier left over as 0.
struct ConditionEvaluator {
  struct Failure: Error { var message: String }

  /// The value of each macro evaluated so far in one directive, and the macros being evaluated.
  final class MacroValues {
    var known: [String: Int64] = [:]  // lookups only
    var evaluating: Set<String> = []  // lookups only
  }

  private var tokens: [String] = []
  private var index = 0
  private let definitions: [String: String]
  private let depth: Int
  private let macros: MacroValues

  private static let maximumDepth = 64

  init(
    _ text: String, definitions: [String: String], depth: Int = 0,
    macros: MacroValues = MacroValues()
  ) {
    self.definitions = definitions
    self.depth = depth
    self.macros = macros
    tokens = Self.tokenize(text)
  }

  static func tokenize(_ text: String) -> [String] {
    var tokens: [String] = []
    let scalars = Array(text.unicodeScalars)
    var position = 0
    let pairs: Set<String> = ["&&", "||", "==", "!=", "<=", ">=", "<<", ">>"]
    while position < scalars.count {
      let scalar = scalars[position]
      if scalar == "/", position + 1 < scalars.count, scalars[position + 1] == "/" { break }
      if scalar == "/", position + 1 < scalars.count, scalars[position + 1] == "*" {
        position += 2
        while position + 1 < scalars.count,
          !(scalars[position] == "*" && scalars[position + 1] == "/")
        {
          position += 1
        }
        position += 2
        continue
      }
      if CharacterSet.whitespaces.contains(scalar) {
        position += 1
        continue
      }
      if CharacterSet.alphanumerics.contains(scalar) || scalar == "_" {
        var end = position
        while end < scalars.count,
          CharacterSet.alphanumerics.contains(scalars[end]) || scalars[end] == "_"
        {
          end += 1
        }
        tokens.append(String(String.UnicodeScalarView(scalars[position..<end])))
        position = end
        continue
      }
      if position + 1 < scalars.count {
        let pair = String(String.UnicodeScalarView(scalars[position...position + 1]))
        if pairs.contains(pair) {
          tokens.append(pair)
          position += 2
          continue
        }
      }
      tokens.append(String(scalar))
      position += 1
    }
    return tokens
  }

  /// The condition's value, or why it has none.
  mutating func result() -> Result<Int64, Failure> {
    do throws(Failure) {
      return .success(try evaluate())
    } catch {
      return .failure(error)
    }
  }

  mutating func evaluate() throws(Failure) -> Int64 {
    guard depth < Self.maximumDepth else {
      throw Failure(message: "macros expand deeper than \(Self.maximumDepth)")
    }
    guard !tokens.isEmpty else { throw Failure(message: "the condition is empty") }
    let value = try conditional()
    guard index == tokens.count else {
      throw Failure(message: "unexpected '\(tokens[index])'")
    }
    return value
  }

  private var next: String? { index < tokens.count ? tokens[index] : nil }

  private mutating func take(_ token: String) -> Bool {
    guard next == token else { return false }
    index += 1
    return true
  }

  private mutating func conditional() throws(Failure) -> Int64 {
    nesting += 1
    defer { nesting -= 1 }
    guard nesting <= Self.maximumNesting else {
      throw Failure(message: "operators nest deeper than \(Self.maximumNesting)")
    }
    let condition = try binary(0)
    guard take("?") else { return condition }
    let yes = try conditional()
    guard take(":") else { throw Failure(message: "'?' without ':'") }
    let no = try conditional()
    return condition != 0 ? yes : no
  }

  private static let precedence: [String: Int] = [
    "||": 1, "&&": 2, "|": 3, "^": 4, "&": 5, "==": 6, "!=": 6, "<": 7, "<=": 7, ">": 7,
    ">=": 7, "<<": 8, ">>": 8, "+": 9, "-": 9, "*": 10, "/": 10, "%": 10,
  ]

  private mutating func binary(_ minimum: Int) throws(Failure) -> Int64 {
    var left = try unary()
    while let token = next, let level = Self.precedence[token], level > minimum {
      index += 1
      let right = try binary(level)
      switch token {
      case "||": left = (left != 0 || right != 0) ? 1 : 0
      case "&&": left = (left != 0 && right != 0) ? 1 : 0
      case "|": left |= right
      case "^": left ^= right
      case "&": left &= right
      case "==": left = left == right ? 1 : 0
      case "!=": left = left != right ? 1 : 0
      case "<": left = left < right ? 1 : 0
      case "<=": left = left <= right ? 1 : 0
      case ">": left = left > right ? 1 : 0
      case ">=": left = left >= right ? 1 : 0
      case "<<": left = right >= 0 && right < 64 ? left << right : 0
      case ">>": left = right >= 0 && right < 64 ? left >> right : 0
      case "+": left = left &+ right
      case "-": left = left &- right
      case "*": left = left &* right
      default:
        guard right != 0 else { throw Failure(message: "division by zero") }
        guard !(left == .min && right == -1) else { throw Failure(message: "overflow") }
        left = token == "/" ? left / right : left % right
      }
    }
    return left
  }

  /// The deepest nesting of operators and parentheses an expression may have (the evaluator
  /// recurses on it: a hostile `!!!!…` or `((((…` must not exhaust the stack).
  static let maximumNesting = 256
  private var nesting = 0

  private mutating func unary() throws(Failure) -> Int64 {
    guard let token = next else { throw Failure(message: "the condition ends early") }
    nesting += 1
    defer { nesting -= 1 }
    guard nesting <= Self.maximumNesting else {
      throw Failure(message: "operators nest deeper than \(Self.maximumNesting)")
    }
    index += 1
    switch token {
    case "!": return try unary() == 0 ? 1 : 0
    case "~": return ~(try unary())
    case "-": return 0 &- (try unary())
    case "+": return try unary()
    case "(":
      let value = try conditional()
      guard take(")") else { throw Failure(message: "'(' without ')'") }
      return value
    case "defined":
      let parenthesised = take("(")
      guard let name = next, name.first?.isLetter == true || name.first == "_" else {
        throw Failure(message: "'defined' names no macro")
      }
      index += 1
      if parenthesised, !take(")") { throw Failure(message: "'defined(' without ')'") }
      return definitions[name] != nil ? 1 : 0
    default:
      if let first = token.unicodeScalars.first, CharacterSet.decimalDigits.contains(first) {
        return try Self.number(token)
      }
      guard token.first?.isLetter == true || token.first == "_" else {
        throw Failure(message: "unexpected '\(token)'")
      }
      guard let value = definitions[token], !value.isEmpty else { return 0 }
      if let known = macros.known[token] { return known }
      guard macros.evaluating.insert(token).inserted else { return 0 }
      defer { macros.evaluating.remove(token) }
      var inner = ConditionEvaluator(
        value, definitions: definitions, depth: depth + 1, macros: macros)
      let result = try inner.evaluate()
      macros.known[token] = result
      return result
    }
  }

  private static func number(_ token: String) throws(Failure) -> Int64 {
    var text = Substring(token.lowercased())
    while let last = text.last, last == "u" || last == "l" { text = text.dropLast() }
    let value: Int64?
    if text.hasPrefix("0x") {
      value = Int64(text.dropFirst(2), radix: 16)
    } else if text.count > 1, text.hasPrefix("0") {
      value = Int64(text.dropFirst(), radix: 8)
    } else {
      value = Int64(text)
    }
    guard let value else { throw Failure(message: "'\(token)' is not a number") }
    return value
  }
}
