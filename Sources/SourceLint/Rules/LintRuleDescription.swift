/// What a lint rule is, as data, in the shape of the audit's rule descriptions: the `safearea
/// rules` listing, `Documentation/SourceLint.md` and the tests all read it.
public struct LintRuleDescription: Hashable, Sendable {
  /// `snake_case`: outside tools match on it.
  public var identifier: String
  public var name: String
  public var summary: String
  public var rationale: String
  public var severity: LintSeverity
  /// The safe-area replacement.
  public var fix: String
  /// Code on which the rule must find something at each `↓`.
  public var triggeringExamples: [LintExample]
  /// Code on which the rule must find nothing.
  public var nonTriggeringExamples: [LintExample]
  /// How the rule did on real code nobody tuned it to, judged by hand (dated, with the corpus).
  public var measured = ""
}

/// A code example: a file's text in one language, `↓` before each token a finding points at.
/// Several files make a run (a header and a file that uses its macros).
public struct LintExample: Hashable, Sendable {
  public var files: [(name: String, text: String)]

  public init(_ text: String, file: String = "Example.m") {
    files = [(file, text)]
  }

  public init(files: [(name: String, text: String)]) {
    self.files = files
  }

  public static func swift(_ text: String) -> LintExample {
    LintExample(text, file: "Example.swift")
  }

  public static func == (lhs: LintExample, rhs: LintExample) -> Bool {
    lhs.files.map(\.name) == rhs.files.map(\.name) && lhs.files.map(\.text) == rhs.files.map(\.text)
  }

  public func hash(into hasher: inout Hasher) {
    for file in files {
      hasher.combine(file.name)
      hasher.combine(file.text)
    }
  }

  /// The files without markers, and each marker's location (`↓` marks the token after it).
  public var unmarked: (files: [(name: String, text: String)], markers: [SourceLocation]) {
    var files: [(name: String, text: String)] = []
    var markers: [SourceLocation] = []
    for file in self.files {
      var text = ""
      var line = 1
      var column = 1
      for character in file.text {
        if character == "↓" {
          markers.append(
            SourceLocation(file: file.name, position: SourcePosition(line: line, column: column)))
          continue
        }
        text.append(character)
        if character == "\n" {
          line += 1
          column = 1
        } else {
          column += character.utf8.count
        }
      }
      files.append((file.name, text))
    }
    return (files, markers)
  }
}
