import Foundation
import TextEscaping

/// One assignment of a build setting: `KEY[sdk=iphoneos*] = value`.
public struct BuildSettingAssignment: Hashable, Sendable {
  /// The setting's name.
  public var key: String
  /// The conditions in brackets, as `(name, pattern)` pairs (`sdk`, `iphoneos*`).
  public var conditions: [Condition]
  /// The value as written (`$(inherited)` and `$(VAR)` unexpanded).
  public var value: String
  /// The file and line it comes from (for notes).
  public var file: String
  /// The line (1-based; 0 when it comes from a `project.pbxproj` dictionary).
  public var line: Int

  /// A condition of a conditional assignment.
  public struct Condition: Hashable, Sendable {
    /// `sdk`, `arch`, `config`, `variant`.
    public var name: String
    /// A glob (`iphoneos*`).
    public var pattern: String
  }

  /// Creates an assignment.
  public init(key: String, conditions: [Condition] = [], value: String, file: String, line: Int) {
    self.key = key
    self.conditions = conditions
    self.value = value
    self.file = file
    self.line = line
  }

  /// Splits `KEY[sdk=iphoneos*][arch=*]` into its name and conditions; `nil` when malformed.
  static func parseKey(_ text: String) -> (key: String, conditions: [Condition])? {
    guard let open = text.firstIndex(of: "[") else {
      return isIdentifier(text) ? (text, []) : nil
    }
    let key = String(text[..<open])
    guard isIdentifier(key) else { return nil }
    var conditions: [Condition] = []
    var rest = text[open...]
    while let first = rest.first {
      guard first == "[", let close = rest.firstIndex(of: "]") else { return nil }
      let body = rest[rest.index(after: rest.startIndex)..<close]
      let parts = body.split(separator: "=", maxSplits: 1)
      guard parts.count == 2 else { return nil }
      conditions.append(
        Condition(
          name: parts[0].trimmingCharacters(in: .whitespaces),
          pattern: parts[1].trimmingCharacters(in: .whitespaces)))
      rest = rest[rest.index(after: close)...]
    }
    return (key, conditions)
  }

  static func isIdentifier(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic
    else { return false }
    return text.unicodeScalars.allSatisfy {
      $0 == "_" || ($0.isASCII && $0.properties.isAlphabetic) || ("0"..."9").contains($0)
    }
  }
}

/// An `.xcconfig` file, its `#include`s flattened in order.
///
/// The grammar: one assignment per line (`KEY = value`, `KEY[sdk=iphoneos*] = value`, an optional
/// `;` at the end), `//` comments to the end of the line, blank lines, and `#include "path"` or
/// `#include? "path"` (optional) resolved from the including file's folder. A missing optional
/// include is skipped; a missing required one is a note (the project may rely on CocoaPods files
/// that are not checked in), never an error; an unreadable or malformed file is a
/// ``ProjectError``.
///
/// Each file is read once per load (`Documentation/HostileInput.md`, "xcconfig includes"): a
/// file included again (files that each include the next one twice asked for 2^30 reads) adds the
/// last assignment of each setting it made the first time, which is what applying it again
/// leaves. An include that would read a file already being read (a cycle) is skipped with a note
/// naming the cycle. An error in an included file is reported at the `#include` line that
/// included it, with the included file's line and column but never its text (a `#include
/// "/etc/passwd"` must not print the password file's first line).
public struct XCConfig: Hashable, Sendable {
  /// The file read.
  public var path: String
  /// The assignments of the file and its includes, in the order they apply.
  public var assignments: [BuildSettingAssignment]
  /// Every file read (this one and its includes), for cache keys.
  public var files: [String]
  /// Included files that do not exist, and include cycles, with where they were included
  /// (`path:line`).
  public var missingIncludes: [ProjectNote]
  /// The assignments each file read so far made, includes flattened (read once each).
  private var assignmentsOfFile: [String: [BuildSettingAssignment]] = [:]  // lookups only

  /// Reads the xcconfig at `path` and its includes.
  public static func load(path: String) throws(ProjectError) -> XCConfig {
    var config = XCConfig(path: path, assignments: [], files: [], missingIncludes: [])
    try config.read(path, chain: [])
    return config
  }

  /// Parses xcconfig text (for tests and in-memory files); includes resolve from `path`'s folder.
  public static func parse(_ text: String, path: String) throws(ProjectError) -> XCConfig {
    var config = XCConfig(path: path, assignments: [], files: [], missingIncludes: [])
    try config.read(Array(text.utf8), path: path, chain: [])
    return config
  }

  private mutating func read(_ file: String, chain: [String]) throws(ProjectError) {
    try read(try readBytes(file), path: file, chain: chain)
  }

  private mutating func read(_ bytes: [UInt8], path file: String, chain: [String])
    throws(ProjectError)
  {
    files.append(file)
    let first = assignments.count
    defer { assignmentsOfFile[file] = Array(assignments[first...]) }
    guard let text = String(bytes: bytes, encoding: .utf8) else {
      throw notUTF8(bytes, file: file, "the file is not UTF-8 text")
    }
    for (index, rawLine) in TextLines.split(text).enumerated() {
      let number = index + 1
      var line = rawLine
      if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty { continue }
      let indent = line.prefix { $0 == " " || $0 == "\t" }.count
      if trimmed.hasPrefix("#") {
        try include(
          trimmed, file: file, line: number, column: indent + 1, chain: chain,
          sourceLine: String(rawLine))
        continue
      }
      // The `=` that ends the key: the first one outside the `[…]` conditions.
      var inCondition = false
      let found = trimmed.firstIndex { character in
        if character == "[" { inCondition = true }
        if character == "]" { inCondition = false }
        return character == "=" && !inCondition
      }
      guard let equals = found else {
        throw ProjectError(
          .syntax, "expected 'KEY = value', '#include \"file\"' or a '//' comment",
          file: file, line: number, column: indent + 1, sourceLine: String(rawLine))
      }
      let keyText = trimmed[..<equals].trimmingCharacters(in: .whitespaces)
      guard let (key, conditions) = BuildSettingAssignment.parseKey(keyText) else {
        throw ProjectError(
          .syntax,
          "'\(keyText)' is not a build setting name (letters, digits and '_', then optional"
            + " '[sdk=…]' conditions)",
          file: file, line: number, column: indent + 1, sourceLine: String(rawLine))
      }
      var value = trimmed[trimmed.index(after: equals)...].trimmingCharacters(in: .whitespaces)
      if value.hasSuffix(";") {
        value = String(value.dropLast()).trimmingCharacters(in: .whitespaces)
      }
      assignments.append(
        BuildSettingAssignment(
          key: key, conditions: conditions, value: value, file: file, line: number))
    }
  }

  private mutating func include(
    _ directive: String, file: String, line: Int, column: Int, chain: [String],
    sourceLine: String
  ) throws(ProjectError) {
    let optional = directive.hasPrefix("#include?")
    guard directive.hasPrefix("#include"),
      let open = directive.firstIndex(of: "\""),
      let close = directive[directive.index(after: open)...].firstIndex(of: "\"")
    else {
      throw ProjectError(
        .syntax, "expected '#include \"file.xcconfig\"'", file: file, line: line, column: column,
        sourceLine: sourceLine)
    }
    let name = String(directive[directive.index(after: open)..<close])
    let target =
      name.hasPrefix("/")
      ? name
      : URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent(name)
        .standardizedFileURL.path
    if chain.contains(target) || target == file {
      let names = (chain + [file, target]).drop { $0 != target }.map {
        URL(fileURLWithPath: $0).lastPathComponent
      }
      missingIncludes.append(
        ProjectNote(
          file: file, line: line,
          message: "'\(name)' includes itself (\(names.joined(separator: " → "))); this include"
            + " is skipped"))
      return
    }
    if chain.count >= ProjectReaderLimits.maximumIncludeDepth {
      throw ProjectError(
        .includeCycle,
        "includes nest more than \(ProjectReaderLimits.maximumIncludeDepth) deep",
        file: file, line: line, column: column, sourceLine: sourceLine)
    }
    if let earlier = assignmentsOfFile[target] {
      // Read already: applying it again leaves the last value it assigns to each setting.
      var last: [String: Int] = [:]  // lookups only
      for (index, assignment) in earlier.enumerated() {
        last[
          assignment.key + "\u{0}"
            + assignment.conditions.map { $0.name + "=" + $0.pattern }
            .joined(separator: ",")] = index
      }
      for index in last.values.sorted() { assignments.append(earlier[index]) }
      return
    }
    guard FileManager.default.fileExists(atPath: target) else {
      if !optional {
        missingIncludes.append(
          ProjectNote(
            file: file, line: line,
            message: "included file '\(name)' does not exist; its settings are not applied"))
      }
      return
    }
    do {
      try read(target, chain: chain + [file])
    } catch  where error.kind != .includedFile {
      // The included file's own error: located at this `#include`, never quoting its text.
      throw ProjectError(
        .includedFile,
        "'\(name)' cannot be read as an xcconfig (\(error.kind.summary) at its line \(error.line),"
          + " column \(error.column)); fix or remove this include", file: file, line: line,
        column: column, sourceLine: sourceLine)
    }
  }
}
