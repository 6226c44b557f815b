import Foundation
import TextEscaping

extension CodeIndex {
  /// The app's own C functions without parameters that return the running iOS version or a
  /// check of it, by name, each as the expression it returns with the other such functions it
  /// calls written out: Brushes' `BOOL WDUseModernAppearance() { return OSVersion() >= 7 ? YES :
  /// NO; }` is `[[[UIDevice currentDevice] systemVersion] integerValue] >= 7`, where `float
  /// OSVersion()` keeps that send in a `static` variable it returns (fresh round Y: the screen
  /// that sets `edgesForExtendedLayout = UIRectEdgeNone` under `if (WDUseModernAppearance())`
  /// was laid out under the navigation bar, 7 false alarms).
  ///
  /// A function counts when its body is one `return E;` (a trailing `? YES : NO` or `? true :
  /// false` dropped: the same truth), or keeps one value in a variable and returns it: `static
  /// T v = …; if (v == 0) { v = E; } return v;`, `v` assigned nowhere else — the value is `E`
  /// whichever call computes it. Only files that ask `systemVersion` are read for them (the
  /// system's version is asked in the file that defines the function or one it calls), and
  /// only functions whose expression, written out, asks it are kept.
  static func versionFunctions(objectiveCFiles: [String]) -> [String: String] {
    var texts: [String] = []
    for path in objectiveCFiles
    where ["m", "mm"].contains((path as NSString).pathExtension.lowercased()) {
      guard texts.count < 256, InputFileKind.problem(atPath: path) == nil,
        let data = FileManager.default.contents(atPath: path), data.count < 1_000_000,
        let text = String(data: data, encoding: .utf8) ?? String(data: data, encoding: .isoLatin1),
        text.contains("systemVersion")
      else { continue }
      texts.append(text)
    }
    return versionFunctionsFromTexts(texts)
  }

  /// ``versionFunctions(objectiveCFiles:)`` over the files' texts.
  static func versionFunctionsFromTexts(_ texts: [String]) -> [String: String] {
    var returned: [String: String] = [:]  // lookups only
    for text in texts where text.contains("systemVersion") {
      for (name, body) in functionBodies(withoutComments(text)) {
        if let value = returnedValue(body) { returned[name] = value }
      }
    }
    guard !returned.isEmpty else { return [:] }
    // Write out the calls of the other functions, a few rounds deep.
    var resolved = returned
    for _ in 0..<4 {
      var changed = false
      for (name, value) in resolved {
        let written = expandingVersionFunctions(value, resolved.filter { $0.key != name })
        if written != value {
          resolved[name] = written
          changed = true
        }
      }
      if !changed { break }
    }
    return resolved.filter { $0.value.contains("systemVersion") }
  }

  /// `condition` with each call `name()` of one of `functions` (``versionFunctions(objectiveCFiles:)``)
  /// written as the expression the function returns: bare when it is one message send (so that
  /// the check reads as the system's), else in parentheses.
  static func expandingVersionFunctions(_ condition: String, _ functions: [String: String])
    -> String
  {
    guard !functions.isEmpty, condition.contains("(") else { return condition }
    var result = condition
    for (name, value) in functions where result.contains(name) {
      let pattern = "\\b" + NSRegularExpression.escapedPattern(for: name) + "\\s*\\(\\s*\\)"
      let trimmed = value.trimmingCharacters(in: .whitespaces)
      let oneSend =
        trimmed.hasPrefix("[") && trimmed.hasSuffix("]")
        && balanced(trimmed.dropFirst().dropLast())
      result = result.replacingOccurrences(
        of: pattern,
        with: NSRegularExpression.escapedTemplate(for: oneSend ? trimmed : "(" + trimmed + ")"),
        options: .regularExpression)
    }
    return result
  }

  /// `text` without `//` and `/* */` comments (string literals are not looked into: a version
  /// function holds none that matter).
  static func withoutComments(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      let next = text.index(after: index)
      if character == "/", next < text.endIndex, text[next] == "/" {
        index = text[next...].firstIndex(of: "\n") ?? text.endIndex
        continue
      }
      if character == "/", next < text.endIndex, text[next] == "*" {
        if let end = text[next...].range(of: "*/") {
          index = end.upperBound
        } else {
          index = text.endIndex
        }
        result.append(" ")
        continue
      }
      result.append(character)
      index = next
    }
    return result
  }

  /// The bodies of the C functions without parameters that `text` defines at the start of a
  /// line, by name, their return type a number or a truth value (`BOOL OSVersionIsModern()`,
  /// `static inline float OSVersion(void)`).
  static func functionBodies(_ text: String) -> [(String, String)] {
    guard
      let regex = try? NSRegularExpression(
        pattern:
          #"(?m)^[ \t]*(?:static[ \t]+)?(?:inline[ \t]+)?(?:BOOL|bool|float|double|int|long|NSInteger|NSUInteger|CGFloat)[ \t]+([A-Za-z_][A-Za-z0-9_]*)[ \t]*\([ \t]*(?:void)?[ \t]*\)[ \t\r\n]*\{"#
      )
    else { return [] }
    let whole = NSRange(text.startIndex..., in: text)
    var result: [(String, String)] = []
    for match in regex.matches(in: text, range: whole).prefix(1_000) {
      guard let nameRange = Range(match.range(at: 1), in: text),
        let matched = Range(match.range, in: text)
      else { continue }
      // The body: from the `{` that ends the match to its matching `}`.
      var depth = 0
      var end: String.Index?
      var index = text.index(before: matched.upperBound)
      var steps = 0
      while index < text.endIndex, steps < 10_000 {
        steps += 1
        if text[index] == "{" { depth += 1 }
        if text[index] == "}" {
          depth -= 1
          if depth == 0 {
            end = index
            break
          }
        }
        index = text.index(after: index)
      }
      guard let end else { continue }
      let bodyStart = text.index(after: text.index(before: matched.upperBound))
      result.append((String(text[nameRange]), String(text[bodyStart..<end])))
    }
    return result
  }

  /// What a function body returns when it is one of the forms
  /// ``versionFunctions(objectiveCFiles:)`` reads, else `nil`.
  static func returnedValue(_ body: String) -> String? {
    // Statements, each without the braces of a block that opens or closes before it.
    let statements = body.split(separator: ";").map { statement -> String in
      let words = statement.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      return String(words.drop { $0 == "{" || $0 == "}" || $0 == " " })
    }.filter { !$0.isEmpty }
    func withoutTruthTernary(_ value: String) -> String {
      let compact = value.filter { !$0.isWhitespace }
      for suffix in ["?YES:NO", "?true:false"] where compact.hasSuffix(suffix) {
        if let mark = value.lastIndex(of: "?") {
          return String(value[..<mark]).trimmingCharacters(in: .whitespaces)
        }
      }
      return value
    }
    guard let last = statements.last, last.hasPrefix("return ") else { return nil }
    let value = String(last.dropFirst("return ".count)).trimmingCharacters(in: .whitespaces)
    if statements.count == 1 { return withoutTruthTernary(value) }
    // `static T v = …; if (v == 0) { v = E; } return v;`: `v` set once more, to `E`.
    guard value.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !value.isEmpty else {
      return nil
    }
    var assigned: [String] = []
    for statement in statements.dropLast() {
      // `static NSInteger version_ = 0`, `if (version_ == 0) { version_ = E`, `version_ = E`.
      guard let range = statement.range(of: value + " = ") else { continue }
      let before = statement[..<range.lowerBound]
      if before.hasPrefix("static ") && !before.contains("(") { continue }  // the declaration
      assigned.append(String(statement[range.upperBound...]))
    }
    guard assigned.count == 1, assigned[0].contains("systemVersion") else { return nil }
    return assigned[0].trimmingCharacters(in: .whitespaces)
  }
}
