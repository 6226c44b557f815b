import Findings
import Foundation
import Testing

@Suite("baseline")
struct BaselineTests {
  static func finding(
    _ file: String, line: Int, id: String?, rule: String = "content_under_bar",
    message: String = "m"
  ) -> Report.Finding {
    Report.Finding(
      rule: RuleIdentifier(rawValue: rule), severity: .error, file: file, line: line, column: 1,
      objectID: id, message: message, fix: "f")
  }

  static let recorded = [
    finding("App/Main.storyboard", line: 40, id: "abc-12-xyz"),
    finding("App/Main.storyboard", line: 41, id: nil),
    finding("App/Main.storyboard", line: 42, id: nil),
    finding("App/Other.xib", line: 7, id: "def", rule: "fixed_position"),
  ]

  @Test("written and read back, the baseline is the same")
  func roundTrip() throws {
    let baseline = Baseline(Self.recorded, directory: "/repo", workingDirectory: "/repo")
    let read = try Baseline.parse(baseline.json, file: "baseline.json")
    #expect(read == baseline)
    #expect(baseline.json.hasPrefix("{\n  \"version\": 1,\n  \"findings\": [\n"))
    // Deterministic: the order of the findings does not matter.
    #expect(
      Baseline(Self.recorded.reversed(), directory: "/repo", workingDirectory: "/repo").json
        == baseline.json)
  }

  @Test("matched by file, object id and rule, not by line; new findings are kept")
  func filtersByIdentity() {
    let baseline = Baseline(Self.recorded, directory: "/repo", workingDirectory: "/repo")
    let current = [
      Self.finding("App/Main.storyboard", line: 90, id: "abc-12-xyz", message: "moved and grew"),
      Self.finding("App/Main.storyboard", line: 91, id: nil),
      Self.finding("App/Main.storyboard", line: 92, id: nil),
      Self.finding("App/Main.storyboard", line: 93, id: nil),
      Self.finding("App/Other.xib", line: 7, id: "def", rule: "content_under_bar"),
      Self.finding("App/New.xib", line: 1, id: "abc-12-xyz"),
    ]
    let (kept, baselined) = baseline.filter(current, directory: "/repo", workingDirectory: "/repo")
    #expect(baselined == 3)
    #expect(kept.map(\.line) == [93, 7, 1])
  }

  @Test("paths are relative to the baseline's directory, wherever the run starts")
  func relativePaths() {
    let baseline = Baseline(Self.recorded, directory: "/repo", workingDirectory: "/repo")
    let fromApp = [Self.finding("Main.storyboard", line: 1, id: "abc-12-xyz")]
    #expect(
      baseline.filter(fromApp, directory: "/repo", workingDirectory: "/repo/App").baselined == 1)
    let absolute = [Self.finding("/repo/App/./Main.storyboard", line: 1, id: "abc-12-xyz")]
    #expect(baseline.filter(absolute, directory: "/repo", workingDirectory: "/").baselined == 1)
  }

  @Test(
    "bad baseline files are errors at their line and column",
    arguments: [
      ("{\"version\": 2, \"findings\": []}", 1, 13, "unsupported baseline version"),
      ("{\"version\": 1, \"findings\": [{\"file\": \"a\"}]}", 1, 29, "needs 'file' and 'rule'"),
      (
        "{\"version\": 1,\n \"findings\": [{\"file\": \"a\", \"rule\": \"r\", \"line\": 3}]}", 2,
        42,
        "unknown key 'line'"
      ),
      ("{\"version\": 1, \"findings\": [", 1, 29, "invalid YAML"),
      ("[]", 1, 1, "expected a baseline"),
    ])
  func locatedErrors(text: String, line: Int, column: Int, message: String) {
    #expect {
      try Baseline.parse(text, file: "b.json")
    } throws: { error in
      guard let error = error as? ConfigurationError else { return false }
      return error.line == line && error.column == column && error.message.contains(message)
    }
  }
}

@Suite("path patterns")
struct PathPatternTests {
  @Test(
    "globs against paths",
    arguments: [
      ("Pods", "Pods/A/B.xib", true), ("Pods/", "Pods/A/B.xib", true),
      ("./Pods", "Pods/A/B.xib", true), ("Pods", "MyPods/B.xib", false),
      ("*.xib", "B.xib", true), ("*.xib", "A/B.xib", false), ("**/*.xib", "A/B/C.xib", true),
      ("**/*.xib", "C.xib", true), ("**/*Tests/**", "App/AppTests/F.xib", true),
      ("**/*Tests/**", "App/Tests.xib", false),
      ("App/*/Main.storyboard", "App/Base.lproj/Main.storyboard", true),
      ("A?c", "Abc/x", true), ("A?c", "Ac/x", false), ("a*b*c", "aXbYbZc", true),
    ])
  func matches(pattern: String, path: String, expected: Bool) {
    #expect(PathPattern(pattern).matches(path) == expected)
  }

  /// Issue 32: `**` runs against a deep path backtracked exponentially; the matcher keeps, for
  /// each pattern component, the set of path prefixes it reaches (O(pattern × path)).
  @Test func manyDoubleStarsOnADeepPathAreLinear() {
    let deep = Array(repeating: "a", count: 200).joined(separator: "/") + "/b.xib"
    let pattern = Array(repeating: "**", count: 40).joined(separator: "/") + "/c.xib"
    #expect(!PathPattern(pattern).matches(deep))
    let matching = Array(repeating: "**/a", count: 40).joined(separator: "/") + "/**/b.xib"
    #expect(PathPattern(matching).matches(deep))
    #expect(!PathPattern(Array(repeating: "**/a", count: 201).joined(separator: "/")).matches(deep))
    // A parent directory matches: the first 200 components are all `a`.
    #expect(PathPattern(Array(repeating: "*", count: 200).joined(separator: "/")).matches(deep))
  }

  @Test("paths relative to a root")
  func relative() {
    #expect(PathPattern.relative("x/../A/B.xib", to: "/r", from: "/r") == "A/B.xib")
    #expect(PathPattern.relative("B.xib", to: "/r", from: "/r/A") == "A/B.xib")
    #expect(PathPattern.relative("/s/B.xib", to: "/r", from: "/r") == "/s/B.xib")
    #expect(PathPattern.relative("B.xib", to: "A", from: "/r") == "/r/B.xib")
  }
}
