import DeviceCatalog
import Findings
import Foundation
import Testing

@Suite("configuration")
struct ConfigurationTests {
  static let rules = ["content_under_bar", "fixed_position", "sensor_housing_overlap"].map {
    RuleIdentifier(rawValue: $0)
  }

  static let full = """
    disabled_rules: [fixed_position]
    opt_in_rules:
      - sensor_housing_overlap
    severity:
      content_under_bar: error
    excluded: [Pods, "**/*Tests/**"]
    included: App
    matrix:
      devices: [notched, iPhone SE (3rd generation)]
      orientations: [portrait, landscape]
      ios: [17, 18]
      status_bar_hidden: true
    reporter: github-actions
    lint_cells: true
    ignore:
      - file: App/Base.lproj/Main.storyboard
        id: BYZ-38-t0r
        rule: content_under_bar
        reason: the map runs under the bars on purpose

    """

  static func parse(_ text: String) throws(ConfigurationError) -> Configuration {
    try Configuration.parse(text, file: ".safearea.yml", rootDirectory: "/repo", knownRules: rules)
  }

  @Test("every key is read")
  func readsEveryKey() throws {
    let configuration = try Self.parse(Self.full)
    #expect(configuration.disabledRules == [RuleIdentifier(rawValue: "fixed_position")])
    #expect(configuration.optInRules == [RuleIdentifier(rawValue: "sensor_housing_overlap")])
    #expect(
      configuration.severities == [
        .init(rule: RuleIdentifier(rawValue: "content_under_bar"), severity: .error)
      ])
    #expect(configuration.excluded == [PathPattern("Pods"), PathPattern("**/*Tests/**")])
    #expect(configuration.included == [PathPattern("App")])
    #expect(configuration.matrix.devices == ["notched", "iPhone SE (3rd generation)"])
    #expect(configuration.matrix.orientations == [.portrait, .landscapeLeft])
    #expect(configuration.matrix.ios == [17, 18])
    #expect(configuration.matrix.statusBarHidden == true)
    #expect(configuration.reporter == .githubActions)
    #expect(configuration.lintCells == true)
    #expect(configuration.ignore.count == 1)
    #expect(configuration.ignore.first?.id == "BYZ-38-t0r")
    let devices = try #require(configuration.matrix.resolvedDevices)
    #expect(devices.contains { $0.name == "iPhone SE (3rd generation)" })
    #expect(devices.count == (DeviceCatalog.devices(matching: "notched")?.count ?? 0) + 1)
  }

  @Test("written back as YAML, it reads back the same")
  func yamlRoundTrip() throws {
    let configuration = try Self.parse(Self.full)
    let rules = Self.rules.map {
      Report.Rule(
        identifier: $0, name: $0.rawValue, summary: "s", rationale: "r", severity: .warning)
    }
    let text = configuration.yaml(rules: rules)
    var again = try Self.parse(text)
    again.file = configuration.file
    #expect(again == configuration)
    // The default configuration (the starter file) reads back as the defaults it shows.
    let starterText = Configuration(rootDirectory: "/repo").yaml(
      rules: rules, about: ["target 'App': iPhone", "a\nmatrix: {devices: [x]}"])
    #expect(starterText.contains("\n# target 'App': iPhone\n# a\\nmatrix: {devices: [x]}\n"))
    var starter = try Self.parse(starterText)
    starter.file = nil
    #expect(starter == Configuration(rootDirectory: "/repo"))
    for rule in Self.rules { #expect(text.contains("#   \(rule.rawValue) (warning): s")) }
  }

  @Test(
    "bad configurations are errors at their line and column",
    arguments: [
      ("disabled_rule: [fixed_position]", 1, 1, "unknown key 'disabled_rule'"),
      ("matrix:\n  device: all", 2, 3, "unknown key 'device' in 'matrix'"),
      ("disabled_rules: [fixed_positon]", 1, 18, "unknown rule 'fixed_positon'"),
      ("severity:\n  fixed_position: fatal", 2, 19, "unknown severity 'fatal'"),
      ("matrix:\n  devices: [iPhone 99]", 2, 13, "unknown device 'iPhone 99'"),
      ("matrix:\n  orientations: [sideways]", 2, 18, "unknown orientation 'sideways'"),
      ("matrix:\n  ios: [9]", 2, 9, "'9' is not a modelled iOS behaviour version"),
      ("reporter: html", 1, 11, "unknown reporter 'html'"),
      ("lint_cells: yes", 1, 13, "expected true or false for 'lint_cells'"),
      ("ignore:\n  - file: a.xib\n    rule: fixed_position", 2, 5, "needs 'reason'"),
      ("ignore:\n  - file: a.xib\n    rule: fixed_position\n    why: x", 4, 5, "unknown key 'why'"),
      ("excluded: {a: b}", 1, 11, "expected text in 'excluded'"),
      ("disabled_rules: [a", 1, 19, "invalid YAML"),
      ("severity: &a {}\nmatrix: *a", 1, 11, "anchors and aliases"),
      ("- a\n- b", 1, 1, "expected a mapping for the configuration"),
    ])
  func locatedErrors(text: String, line: Int, column: Int, message: String) {
    #expect {
      try Self.parse(text)
    } throws: { error in
      guard let error = error as? ConfigurationError else { return false }
      return error.line == line && error.column == column && error.message.contains(message)
        && error.description.hasPrefix(".safearea.yml:\(line):\(column): error: ")
    }
  }

  @Test("an empty file and empty values are the defaults")
  func emptyValues() throws {
    #expect(try Self.parse("") == Configuration(rootDirectory: "/repo").with(file: ".safearea.yml"))
    let configuration = try Self.parse("disabled_rules:\nignore:\nseverity: ~\n")
    #expect(configuration.disabledRules.isEmpty && configuration.ignore.isEmpty)
  }

  @Test("rules: disabled, opt-in, severity")
  func rules() throws {
    let configuration = try Self.parse(Self.full)
    let fixed = RuleIdentifier(rawValue: "fixed_position")
    let housing = RuleIdentifier(rawValue: "sensor_housing_overlap")
    let bar = RuleIdentifier(rawValue: "content_under_bar")
    #expect(!configuration.isEnabled(fixed))
    #expect(configuration.isEnabled(housing, optIn: true))
    #expect(!Configuration().isEnabled(housing, optIn: true))
    #expect(configuration.severity(of: bar, default: .warning) == .error)
    #expect(configuration.severity(of: housing, default: .warning) == .warning)
  }

  @Test("excluded and included, relative to the configuration's directory")
  func paths() throws {
    let configuration = try Self.parse(Self.full)
    #expect(configuration.includes("App/Main.storyboard", workingDirectory: "/repo"))
    #expect(configuration.includes("Main.storyboard", workingDirectory: "/repo/App"))
    #expect(!configuration.includes("Pods/X/View.xib", workingDirectory: "/repo"))
    #expect(!configuration.includes("App/AppTests/Fixture.xib", workingDirectory: "/repo"))
    #expect(!configuration.includes("Other/View.xib", workingDirectory: "/repo"))
    #expect(!configuration.includes("/elsewhere/App/View.xib", workingDirectory: "/repo"))
  }

  @Test("an ignore entry suppresses by file, object id or scope, and rule")
  func suppression() throws {
    let configuration = try Self.parse(Self.full)
    func finding(_ id: String?, scopes: [String] = [], rule: String = "content_under_bar")
      -> Report.Finding
    {
      Report.Finding(
        rule: RuleIdentifier(rawValue: rule), severity: .warning,
        file: "App/Base.lproj/Main.storyboard", line: 3, column: 4, objectID: id, scopes: scopes,
        message: "m", fix: "f")
    }
    #expect(configuration.suppression(for: finding("BYZ-38-t0r"), workingDirectory: "/repo") != nil)
    #expect(
      configuration.suppression(
        for: finding("view-1", scopes: ["BYZ-38-t0r"]), workingDirectory: "/repo") != nil)
    #expect(configuration.suppression(for: finding("view-1"), workingDirectory: "/repo") == nil)
    #expect(
      configuration.suppression(
        for: finding("BYZ-38-t0r", rule: "sensor_housing_overlap"), workingDirectory: "/repo")
        == nil)
    let report = Report(
      findings: [
        finding("BYZ-38-t0r"), finding("view-1"), finding("v", rule: "fixed_position"),
        finding("w", rule: "sensor_housing_overlap"),
      ], files: [], rules: [])
    let (applied, suppressed) = configuration.apply(to: report, workingDirectory: "/repo")
    #expect(suppressed == 1)
    #expect(applied.findings.map(\.objectID) == ["view-1", "w"])
    #expect(applied.findings.first?.severity == .error)
  }

  @Test("the file is found from the working directory upward")
  func findUpward() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("safearea-config-\(UUID().uuidString)")
    let nested = root.appendingPathComponent("App/Screens")
    try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(
      Configuration.find(from: nested.path) == nil
        || !(Configuration.find(from: nested.path) ?? "").hasPrefix(root.path))
    try Data("reporter: xcode\n".utf8).write(to: root.appendingPathComponent(".safearea.yml"))
    let found = try #require(Configuration.find(from: nested.path))
    #expect(
      URL(fileURLWithPath: found).standardizedFileURL.path.hasSuffix(
        root.lastPathComponent + "/.safearea.yml"))
    let configuration = try Configuration.resolve(explicit: nil, workingDirectory: nested.path)
    #expect(configuration.reporter == .xcode)
    #expect(
      PathPattern.absolute(configuration.rootDirectory, from: "/")
        == URL(fileURLWithPath: root.path).standardizedFileURL.path)
  }
  @Test("a FIFO, a device or a directory is refused at once with a located error")
  func specialFiles() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("safearea-config-fifo-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let fifo = directory.appendingPathComponent(".safearea.yml").path
    #expect(mkfifo(fifo, 0o600) == 0)
    for (path, message) in [
      (fifo, "not a regular file"), ("/dev/zero", "it is a device"),
      (directory.path, "it is a directory"),
    ] {
      for isBaseline in [false, true] {
        do {
          if isBaseline {
            _ = try Baseline.load(path: path)
          } else {
            _ = try Configuration.load(path: path)
          }
          Issue.record("'\(path)' was read")
        } catch {
          #expect(error.message.contains(message), "\(error)")
          #expect(error.file == path && error.line == 1 && error.column == 1)
        }
      }
    }
    // The one device read: `--config /dev/null` is the empty configuration.
    #expect((try? Configuration.load(path: "/dev/null")) != nil)
  }
}

extension Configuration {
  fileprivate func with(file: String) -> Configuration {
    var copy = self
    copy.file = file
    return copy
  }
}

@Suite("configuration text")
struct ConfigurationTextTests {
  @Test("CRLF files read and locate errors like LF files")
  func crlf() throws {
    let text = "reporter: xcode\r\nmatrix:\r\n  device: all\r\n"
    #expect {
      try Configuration.parse(text, file: "c.yml", rootDirectory: "/r")
    } throws: { error in
      guard let error = error as? ConfigurationError else { return false }
      return error.line == 3 && error.column == 3 && error.sourceLine == "  device: all"
    }
  }

  @Test("hostile text in a key cannot forge a line of the error")
  func hostileKey() {
    #expect {
      try Configuration.parse(
        "\"a\\nb.yml:1:1: error: x\\e[2J\": 1\n", file: "c.yml", rootDirectory: "/r")
    } throws: { error in
      guard let error = error as? ConfigurationError else { return false }
      let first = error.description.split(separator: "\n").first ?? ""
      return first.hasPrefix("c.yml:1:1: error: unknown key 'a\\nb.yml:1:1: error: x\\u{1B}[2J'")
    }
  }
}
