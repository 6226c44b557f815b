import Foundation
import Testing

/// `safearea init`, `.safearea.yml`, `ignore` entries and baselines on the command line, in a
/// scratch directory holding a copy of Examples/A3-2.yaml (view1 under the sensor housing,
/// view2 a fixed position).
@Suite("configuration and baselines on the command line")
struct ConfigurationCommandTests {
  /// A scratch project: `App/A3-2.yaml`, and `.safearea.yml` when `config` is given.
  static func project(config: String? = nil) throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("safearea-cli-config-\(UUID().uuidString)")
    let app = root.appendingPathComponent("App")
    try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: repositoryRoot.appendingPathComponent("Examples/A3-2.yaml"),
      to: app.appendingPathComponent("A3-2.yaml"))
    if let config {
      try Data(config.utf8).write(to: root.appendingPathComponent(".safearea.yml"))
    }
    return root
  }

  /// view1 under the housing and view2 a fixed position: two findings on three environments
  /// (both rules opt-in since their measured precision is below 90 %: `--rules all`).
  static let matrix = [
    "--devices", "iPhone 8,iPhone X,iPhone 15 Pro", "--orientations", "portrait", "--rules", "all",
  ]

  @Test("init writes a starter that audit reads; it does not overwrite without --force")
  func initCommand() throws {
    let root = try Self.project()
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Pods"), withIntermediateDirectories: true)
    let first = try safearea(["init"], in: root)
    #expect(first.status == 0)
    #expect(first.stdout == "wrote .safearea.yml\n")
    let text = try String(
      contentsOf: root.appendingPathComponent(".safearea.yml"), encoding: .utf8)
    #expect(text.contains("excluded: [Pods]"))
    #expect(text.contains("#   sensor_housing_overlap (error, opt-in): "))
    #expect(try safearea(["init"], in: root).status == 73)
    #expect(try safearea(["init", "--force"], in: root).status == 0)
    let audit = try safearea(["audit", "App"] + Self.matrix, in: root)
    let plain = try safearea(["audit", "App", "--config", "/dev/null"] + Self.matrix, in: root)
    #expect(audit.status == 1)
    #expect(audit.stdout == plain.stdout)
  }

  @Test("rules, severities and ignore entries apply; the reporter comes from the file")
  func configurationApplies() throws {
    let root = try Self.project(
      config: """
        disabled_rules: [rounded_corner_clipping]
        severity: { fixed_position: error }
        reporter: github-actions
        ignore:
          - file: App/A3-2.yaml
            id: view1
            rule: sensor_housing_overlap
            reason: decorative header image, meant to run under the housing
        """)
    defer { try? FileManager.default.removeItem(at: root) }
    // Run from App/: the file is found upward, its paths are relative to its own directory.
    let result = try safearea(
      ["audit", "A3-2.yaml"] + Self.matrix, in: root.appendingPathComponent("App"))
    #expect(result.status == 1)
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == 1)
    #expect(
      lines.first?.hasPrefix("::error file=A3-2.yaml,line=10,col=11,title=fixed_position::") == true
    )
    #expect(result.stderr.contains("note: 1 finding accepted by 'ignore' entries in "))
  }

  @Test(
    "a malformed configuration is a located error, exit 65",
    arguments: [
      ("disabled_rules: []\nexclude: [Pods]\n", "2:1: error: unknown key 'exclude'"),
      ("severity:\n  fixed_position: fatal\n", "2:19: error: unknown severity 'fatal'"),
      ("disabled_rules: [no_such_rule]\n", "1:18: error: unknown rule 'no_such_rule'"),
    ])
  func malformed(config: String, expected: String) throws {
    let root = try Self.project(config: config)
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try safearea(["audit", "App"] + Self.matrix, in: root)
    #expect(result.status == 65)
    #expect(result.stderr.hasPrefix(".safearea.yml:" + expected))
    #expect(result.stdout.isEmpty)
  }

  @Test("a baseline holds back the findings it recorded, even after lines move")
  func baseline() throws {
    let root = try Self.project()
    defer { try? FileManager.default.removeItem(at: root) }
    let write = try safearea(
      ["audit", "App", "--write-baseline", "baseline.json"] + Self.matrix, in: root)
    #expect(write.status == 1)
    #expect(write.stderr.contains("wrote 2 findings to 'baseline.json'"))
    // Move every view two lines down: the baseline matches on file, id and rule.
    let scene = root.appendingPathComponent("App/A3-2.yaml")
    let text = try String(contentsOf: scene, encoding: .utf8)
    try Data(("# moved\n# down\n" + text).utf8).write(to: scene)
    let again = try safearea(
      ["audit", "App", "--baseline", "baseline.json"] + Self.matrix, in: root)
    #expect(again.status == 0)
    #expect(again.stdout == "no findings in 1 file on 3 environments\n")
    #expect(again.stderr.contains("note: 2 findings in the baseline not shown"))
    // A baseline of the housing finding alone: the fixed position is new, and reported.
    let narrow = try safearea(
      [
        "audit", "App", "--write-baseline", "narrow.json", "--devices", "iPhone X", "--rules",
        "all",
      ],
      in: root)
    #expect(narrow.stderr.contains("wrote 1 finding to 'narrow.json'"))
    let wider = try safearea(
      ["audit", "App", "--baseline", "narrow.json", "--format", "xcode"] + Self.matrix, in: root)
    #expect(wider.status == 0)
    #expect(
      wider.stdout.split(separator: "\n").map { $0.prefix(40) } == [
        "App/A3-2.yaml:12:11: warning: 'view2' (U"
      ])
    // A malformed baseline is a located error.
    try Data("{\"version\": 1, \"findings\": [{\"rule\": 3}]}".utf8).write(
      to: root.appendingPathComponent("bad.json"))
    let bad = try safearea(["audit", "App", "--baseline", "bad.json"] + Self.matrix, in: root)
    #expect(bad.status == 65)
    #expect(bad.stderr.hasPrefix("bad.json:1:29: error: a baseline entry needs 'file' and 'rule'"))
  }

  @Test("excluded directories are not read")
  func excluded() throws {
    let root = try Self.project(config: "excluded: [App]\n")
    defer { try? FileManager.default.removeItem(at: root) }
    let extra = root.appendingPathComponent("Other")
    try FileManager.default.createDirectory(at: extra, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: repositoryRoot.appendingPathComponent("Examples/A0-2.yaml"),
      to: extra.appendingPathComponent("A0-2.yaml"))
    let result = try safearea(["audit", "."] + Self.matrix + ["--format", "json"], in: root)
    #expect(result.stdout.contains("\"files\": [\"A0-2\"]"))
  }

  @Test("lint shares the configuration and the baseline")
  func lint() throws {
    let root = try Self.project(
      config: """
        disabled_rules: [notch_flag]
        severity: { bar_constant: warning }
        ignore:
          - file: Layout.m
            id: kNavBarHeight
            rule: bar_constant
            reason: the legacy header; replaced in the redesign
        """)
    defer { try? FileManager.default.removeItem(at: root) }
    try Data(
      """
      #define IS_IPHONE_X ([UIScreen mainScreen].bounds.size.height == 812)
      #define kNavBarHeight (IS_IPHONE_X ? 88 : 64)
      #define kTabBarHeight (IS_IPHONE_X ? 83 : 49)

      """.utf8
    ).write(to: root.appendingPathComponent("Layout.m"))
    let all = try safearea(
      ["lint", "Layout.m", "--config", "/dev/null", "--format", "xcode"], in: root)
    #expect(all.stdout.contains("[notch_flag]") && all.stdout.contains("'kNavBarHeight'"))
    let configured = try safearea(["lint", "Layout.m", "--format", "xcode"], in: root)
    let lines = configured.stdout.split(separator: "\n")
    #expect(configured.status == 0)
    #expect(lines.count == 1)
    #expect(lines.first?.hasPrefix("Layout.m:3:9: warning: 'kTabBarHeight'") == true)
    #expect(try safearea(["lint", "Layout.m", "--write-baseline", "b.json"], in: root).status == 0)
    // An excluded directory is not read: its definitions are not findings, nor known.
    let vendor = root.appendingPathComponent("Vendor")
    try FileManager.default.createDirectory(at: vendor, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: root.appendingPathComponent("Layout.m"), to: vendor.appendingPathComponent("Old.m"))
    try Data("excluded: [Vendor]\n".utf8).write(to: root.appendingPathComponent("vendor.yml"))
    let walked = try safearea(
      ["lint", ".", "--config", "vendor.yml", "--format", "json"], in: root)
    #expect(walked.stdout.contains("\"files\": [\"./Layout.m\"]"))
    let baselined = try safearea(["lint", "Layout.m", "--baseline", "b.json"], in: root)
    #expect(baselined.stdout.hasPrefix("no findings in 1 file"))
    #expect(baselined.stderr.contains("1 finding in the baseline not shown"))
  }

  @Test(
    "a storyboard finding is accepted by its view's id, scene id, controller id or storyboard identifier",
    arguments: [
      ("btn", true), ("s1", true), ("vc", true), ("Home", true), ("root", false),
    ])
  func storyboardScopes(id: String, accepted: Bool) throws {
    let root = try Self.project(
      config: """
        ignore:
          - file: Main.storyboard
            id: \(id)
            rule: sensor_housing_overlap
            reason: the header button is drawn by the system bar in the app
        """)
    defer { try? FileManager.default.removeItem(at: root) }
    // Project mode's storyboard (a button across the top of the screen, under the sensor
    // housing on every notched iPhone), its controller given a storyboard identifier.
    let storyboard = ProjectModeCommandTests.storyboard.replacingOccurrences(
      of: "<viewController id=\"vc\"",
      with: "<viewController storyboardIdentifier=\"Home\" id=\"vc\"")
    try #require(storyboard.contains("storyboardIdentifier"))
    try Data(storyboard.utf8).write(to: root.appendingPathComponent("Main.storyboard"))
    let result = try safearea(
      ["audit", "Main.storyboard", "--devices", "iPhone 16 Pro", "--orientations", "portrait"],
      in: root)
    #expect(result.stdout.contains("[sensor_housing_overlap]") != accepted)
    #expect(result.stderr.contains("1 finding accepted by 'ignore' entries") == accepted)
  }
}
