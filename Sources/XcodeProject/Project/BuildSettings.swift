import Foundation

/// The build settings of one target in one configuration, after Xcode's layering: built-in
/// values, then the project's xcconfig, the project's settings, the target's xcconfig and the
/// target's settings, each level's `$(inherited)` standing for the level below.
///
/// ```swift
/// settings["TARGETED_DEVICE_FAMILY"]          // "1,2"
/// settings.expanded("INFOPLIST_FILE")         // "App/Info.plist", with $(SRCROOT)… replaced
/// ```
public struct BuildSettings: Hashable, Sendable {
  private var values: [String: String]  // lookups only
  /// Where each setting was last assigned (`file:line`, or the target/project for pbxproj
  /// settings): a report says why a value was used.
  private var origins: [String: String]  // lookups only
  /// The file and line of each setting's last assignment (line 0 for a pbxproj dictionary).
  private var assignedAt: [String: Place] = [:]  // lookups only
  private struct Place: Hashable, Sendable {
    var file: String
    var line: Int
  }
  /// The configuration (`Release`).
  public var configuration: String
  /// Assignments whose `$(inherited)` would have made a value longer than
  /// ``ProjectReaderLimits/maximumSettingLength`` (each located at its assignment; the value
  /// keeps what it had before that assignment).
  public private(set) var problems: [ProjectError] = []

  /// Settings with the built-in values of a target: `TARGET_NAME`, `PRODUCT_NAME`,
  /// `PROJECT_NAME`, `SRCROOT` (also `PROJECT_DIR`, `SOURCE_ROOT`), `CONFIGURATION`.
  public init(target: String, project: String, sourceRoot: String, configuration: String) {
    self.configuration = configuration
    values = [
      "TARGET_NAME": target, "PRODUCT_NAME": "$(TARGET_NAME)", "PROJECT_NAME": project,
      "SRCROOT": sourceRoot, "PROJECT_DIR": sourceRoot, "SOURCE_ROOT": sourceRoot,
      "CONFIGURATION": configuration, "PLATFORM_NAME": "iphoneos",
      "EFFECTIVE_PLATFORM_NAME":
        "-iphoneos",
    ]
    origins = [:]
  }

  /// Applies one level: its unconditional assignments in order, then those whose conditions
  /// hold for an iOS device build of this configuration (a conditional value wins at its level).
  public mutating func apply(_ level: [BuildSettingAssignment], origin: String? = nil) {
    for conditional in [false, true] {
      for assignment in level where assignment.conditions.isEmpty != conditional {
        guard !conditional || holds(assignment.conditions) else { continue }
        let inherited = values[assignment.key] ?? ""
        // `$(inherited)` twice per line doubles the value at each level: 41 such lines asked
        // for 2^41 bytes. The length is known before the text is built.
        let length = Self.lengthReplacingInherited(assignment.value, with: inherited)
        guard length <= ProjectReaderLimits.maximumSettingLength else {
          problems.append(
            ProjectError(
              .valueTooLong,
              "'\(assignment.key)' would be \(length) bytes long after '$(inherited)' is"
                + " replaced, more than the \(ProjectReaderLimits.maximumSettingLength) bytes a"
                + " setting may hold; the assignment is not applied",
              file: assignment.file, line: max(assignment.line, 1)))
          continue
        }
        values[assignment.key] = Self.replacingInherited(assignment.value, with: inherited)
        assignedAt[assignment.key] = Place(file: assignment.file, line: assignment.line)
        origins[assignment.key] =
          origin
          ?? (assignment.line > 0 ? "\(assignment.file):\(assignment.line)" : assignment.file)
      }
    }
  }

  func holds(_ conditions: [BuildSettingAssignment.Condition]) -> Bool {
    conditions.allSatisfy { condition in
      switch condition.name {
      case "sdk": Self.glob(condition.pattern, matches: "iphoneos")
      case "config": Self.glob(condition.pattern, matches: configuration)
      case "arch": Self.glob(condition.pattern, matches: "arm64")
      default: false
      }
    }
  }

  /// `*` matches any run of characters; everything else matches itself.
  static func glob(_ pattern: String, matches text: String) -> Bool {
    let parts = pattern.split(separator: "*", omittingEmptySubsequences: false).map(String.init)
    guard parts.count > 1 else { return pattern == text }
    var rest = Substring(text)
    for (index, part) in parts.enumerated() {
      if index == 0 {
        guard rest.hasPrefix(part) else { return false }
        rest = rest.dropFirst(part.count)
      } else if index == parts.count - 1 {
        return part.isEmpty || rest.hasSuffix(part)
      } else if let range = rest.range(of: part) {
        rest = rest[range.upperBound...]
      } else {
        return false
      }
    }
    return true
  }

  /// The words of a list setting (`INFOPLIST_PREPROCESSOR_DEFINITIONS = A "B=x y" C=\"z\"`), as
  /// Xcode splits it: at unquoted whitespace, with double and single quotes grouping and a
  /// backslash escaping the next character.
  public static func words(_ text: String) -> [String] {
    var words: [String] = []
    var current = ""
    var hasWord = false
    var quote: Character?
    var escaped = false
    for character in text {
      if escaped {
        current.append(character)
        escaped = false
      } else if character == "\\" {
        escaped = true
        hasWord = true
      } else if let open = quote {
        if character == open { quote = nil } else { current.append(character) }
      } else if character == "\"" || character == "'" {
        quote = character
        hasWord = true
      } else if character.isWhitespace {
        if hasWord { words.append(current) }
        current = ""
        hasWord = false
      } else {
        current.append(character)
        hasWord = true
      }
    }
    if hasWord { words.append(current) }
    return words
  }

  /// The UTF-8 length of ``replacingInherited(_:with:)`` before trimming, without building it.
  static func lengthReplacingInherited(_ value: String, with inherited: String) -> Int {
    guard value.contains("inherited") else { return value.utf8.count }
    var count = 0
    for pattern in ["$(inherited)", "${inherited}"] {
      var rest = Substring(value)
      while let range = rest.range(of: pattern) {
        count += 1
        rest = rest[range.upperBound...]
      }
    }
    let perReplacement = inherited.utf8.count - "$(inherited)".utf8.count
    return value.utf8.count + count * perReplacement
  }

  static func replacingInherited(_ value: String, with inherited: String) -> String {
    guard value.contains("inherited") else { return value }
    return value.replacingOccurrences(of: "$(inherited)", with: inherited)
      .replacingOccurrences(of: "${inherited}", with: inherited)
      .trimmingCharacters(in: .whitespaces)
  }

  /// The value as assigned (variables unexpanded), or `nil` when no level sets it.
  public subscript(key: String) -> String? { values[key] }

  /// Where the value of `key` was set, for reports (`Config/App.xcconfig:4`, `target 'App'`).
  public func origin(of key: String) -> String? { origins[key] }

  /// The value with every `$(VAR)` and `${VAR}` replaced (unknown variables by the empty string,
  /// as Xcode does; `$(VAR:default=x)` honoured, other operators ignored), or `nil` when unset.
  ///
  /// Expansion is bounded: variables nest at most 16 deep (a cycle stops there), and a result
  /// stops growing at ``ProjectReaderLimits/maximumSettingLength`` bytes (`A = $(B)$(B)`,
  /// `B = $(C)$(C)` … doubles at each name); ``expansionExceedsLimit(_:)`` says when it did.
  public func expanded(_ key: String) -> String? {
    values[key].map { expand($0) }
  }

  /// `text` with its variables replaced, cut at ``ProjectReaderLimits/maximumSettingLength``.
  public func expand(_ text: String) -> String {
    expandReportingCut(text).text
  }

  /// `text` with its variables replaced, and whether it had to be cut at
  /// ``ProjectReaderLimits/maximumSettingLength`` (an Info.plist value is expanded so: the cut
  /// is a note at its key).
  public func expandReportingCut(_ text: String) -> (text: String, isCut: Bool) {
    var budget = ProjectReaderLimits.maximumSettingLength
    let result = expand(text, depth: 0, budget: &budget)
    return (result, budget < 0)
  }

  /// Whether expanding the value of `key` reaches ``ProjectReaderLimits/maximumSettingLength``.
  public func expansionExceedsLimit(_ key: String) -> Bool {
    guard let value = values[key] else { return false }
    var budget = ProjectReaderLimits.maximumSettingLength
    _ = expand(value, depth: 0, budget: &budget)
    return budget < 0
  }

  /// Appends at most `budget` bytes; `budget` goes below zero when the text had to be cut.
  private func expand(_ text: String, depth: Int, budget: inout Int) -> String {
    guard budget >= 0 else { return "" }
    guard text.contains("$"), depth < 16 else { return take(text, &budget) }
    var result = ""
    var index = text.startIndex
    while index < text.endIndex, budget >= 0 {
      let character = text[index]
      let next = text.index(after: index)
      guard character == "$", next < text.endIndex, text[next] == "(" || text[next] == "{"
      else {
        result += take(String(character), &budget)
        index = next
        continue
      }
      let close: Character = text[next] == "(" ? ")" : "}"
      // Find the matching bracket (variables nest: $(A_$(B))).
      var level = 0
      var end = next
      while end < text.endIndex {
        if text[end] == text[next] { level += 1 }
        if text[end] == close {
          level -= 1
          if level == 0 { break }
        }
        end = text.index(after: end)
      }
      guard end < text.endIndex else {
        result += take(String(text[index...]), &budget)
        break
      }
      var nameBudget = ProjectReaderLimits.maximumSettingLength
      let inner = expand(
        String(text[text.index(after: next)..<end]), depth: depth + 1, budget: &nameBudget)
      let parts = inner.split(separator: ":", maxSplits: 1).map(String.init)
      let name = parts.first ?? ""
      var value = values[name].map { expand($0, depth: depth + 1, budget: &budget) } ?? ""
      if value.isEmpty, parts.count == 2, parts[1].hasPrefix("default=") {
        value = take(String(parts[1].dropFirst("default=".count)), &budget)
      }
      result += value
      index = text.index(after: end)
    }
    return result
  }

  /// `text`, or as much of it as `budget` allows; takes its length from `budget`.
  private func take(_ text: String, _ budget: inout Int) -> String {
    let length = text.utf8.count
    defer { budget -= length }
    guard length > budget else { return text }
    return String(decoding: text.utf8.prefix(max(budget, 0)), as: UTF8.self)
  }

  /// A located error for each of `keys` whose expansion reaches
  /// ``ProjectReaderLimits/maximumSettingLength`` (at the assignment that set it), in `keys`'
  /// order: the value used is cut there.
  public func expansionProblems(for keys: [String]) -> [ProjectError] {
    keys.compactMap { key in
      guard expansionExceedsLimit(key) else { return nil }
      let place = assignedAt[key]
      return ProjectError(
        .valueTooLong,
        "'\(key)' expands to more than \(ProjectReaderLimits.maximumSettingLength) bytes"
          + " (variables that repeat each other); it is cut there", file: place?.file ?? "",
        line: max(place?.line ?? 1, 1))
    }
  }

  /// Whether a boolean setting is `YES` (also `true`, `1`).
  public func bool(_ key: String) -> Bool? {
    expanded(key).map { ["yes", "true", "1"].contains($0.lowercased()) }
  }
}
