import DeviceCatalog
import Findings
import Foundation
import HeadlessUIKit
import LayoutAudit
import SafeAreaKit
import SceneDocument
import Testing

// The examples of Documentation/Library.md ("SafeAreaKit: what the command calls"), verbatim:
// they compile here, and the tests below run them.

/// Audits `path` on the iPhones in portrait with every rule, as `safearea audit PATH --devices
/// iphone --orientations portrait --rules all` does; returns the text report and exit status.
func auditPhonesInPortrait(_ path: String) throws -> (report: String, status: Int32) {
  var request = AuditRequest(paths: [path])
  request.matrix.devices = "iphone"
  request.matrix.orientations = "portrait"
  request.rules = "all"
  request.jobs = 1
  let result = try request.run(messages: .discarded)
  var text = ""
  let status = try request.reporting.write(
    result.report, policy: result.policy, output: { text += $0 }, messages: .discarded)
  return (text, status)
}

/// Opens a storyboard, a scene file or a code screen into layout sources and lays each out on
/// one device: the safe-area insets of each source's root view.
@MainActor
func rootInsets(of path: String, on deviceName: String) throws -> [String: EdgeInsets] {
  var insets: [String: EdgeInsets] = [:]
  for source in try LayoutSources.load([path], messages: .discarded) {
    var overrides = EnvironmentOverrides()
    overrides.device = DeviceCatalog.device(named: deviceName)
    let window = try source.makeWindow(try source.environment(overrides))
    insets[source.name] = window.rootViewController?.view.safeAreaInsets
  }
  return insets
}

/// Lints `path` as `safearea lint PATH --format json` does; returns the findings' rule ids.
func lintRules(_ path: String) throws -> [String] {
  let request = LintRequest(paths: [path])
  let result = request.run(policy: try request.reporting.policy(), messages: .discarded)
  return result.report.findings.map(\.rule.rawValue)
}

/// Runs `safearea audit PATH --rules all --strict` as the command does, in this process and
/// without the cache: the report goes to `print` and the exit status (0, 1 or 65) is returned; an
/// error that stops the run is printed and returned as the command prints it and exits.
func auditAsTheCommand(_ path: String) -> Int32 {
  var command = AuditCommand(
    request: AuditRequest(paths: [path]), arguments: ["audit", path, "--rules", "all", "--strict"],
    version: "1")
  command.request.rules = "all"
  command.request.reporting.strict = true
  command.cache = false
  do {
    return try command.run(output: { print($0) }, messages: .discarded)
  } catch {
    let failure = CommandFailure(error)
    print(failure?.text ?? "\(error)")
    return failure?.status ?? 1
  }
}

@MainActor
@Suite struct LibraryExampleTests {
  /// The documented audit gives what the auditor (every rule) gives when the scene is laid out
  /// directly (the scene builder and the rules, without the library's input handling).
  @Test("the documented audit finds what a direct audit of the scene finds")
  func auditMatchesDirectAudit() throws {
    let path = packageRoot.appendingPathComponent("Examples/A0-1.yaml").path
    let (text, status) = try auditPhonesInPortrait(path)
    let scene = try SceneLoader.load(path: path)
    var matrix = AuditMatrix()
    matrix.devices = try #require(AuditMatrix.devices(matching: "iphone"))
    matrix.orientations = [.portrait]
    let direct = Auditor(matrix: matrix).audit(files: ["A0-1"]) { _, environment in
      let resolved = try SceneBuilder.environment(
        for: scene, overrides: EnvironmentOverrides(environment))
      return try SceneBuilder.makeWindow(scene, environment: resolved).snapshot(
        derivations: false, constraints: false)
    }
    #expect(!direct.findings.isEmpty)
    for rule in Set(direct.findings.map(\.rule.rawValue)) {
      #expect(text.contains("[\(rule)]"))
    }
    // A0-1 has error findings (content under the bar): exit status 1.
    #expect(status == (direct.findings.contains { $0.severity == .error } ? 1 : 0))
  }

  /// A0-6's window root is a navigation controller, whose own view has the window's safe area:
  /// on an iPhone X in portrait the 44-pt status bar and the 34-pt home indicator (UIKit's
  /// printed values, R1.2 in UIKitRules.md).
  @Test("the documented opening lays a scene out with UIKit's insets")
  func openingLaysOut() throws {
    let insets = try rootInsets(
      of: packageRoot.appendingPathComponent("Examples/A0-6.yaml").path, on: "iPhone X")
    #expect(insets == ["A0-6": EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)])
  }

  @Test("the documented lint runs the lint rules over a folder")
  func lintRuns() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("safeareakit-lint-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // "Has a notch" decided by the 812-pt screen height: the iPhone XR (896 pt) has one too
    // (Apple's iOS Device Compatibility Reference), so the flag is wrong on part of the catalog.
    try "import UIKit\nlet isIPhoneX = UIScreen.main.bounds.size.height == 812\n"
      .write(to: folder.appendingPathComponent("Flag.swift"), atomically: true, encoding: .utf8)
    #expect(try lintRules(folder.path).contains("notch_flag"))
  }

  /// A0-1 has findings with every rule (content under the bars), so `--strict` fails the run
  /// (1); a path that names nothing is bad input (65), as the command's exit statuses say.
  @Test("the documented command run gives the command's exit statuses")
  func commandRun() {
    #expect(auditAsTheCommand(packageRoot.appendingPathComponent("Examples/A0-1.yaml").path) == 1)
    #expect(auditAsTheCommand("/nonexistent/nothing.yaml") == 65)
  }

  /// The page shows this file's examples, not a copy that drifted from them.
  @Test("Library.md's SafeAreaKit example is the code compiled here")
  func documentationIsThisCode() throws {
    let page = try String(
      contentsOf: packageRoot.appendingPathComponent("Documentation/Library.md"), encoding: .utf8)
    let section = try #require(page.range(of: "## SafeAreaKit: what the command calls"))
    let rest = page[section.upperBound...]
    let start = try #require(rest.range(of: "```swift\nimport SafeAreaKit\n\n"))
    let end = try #require(rest[start.upperBound...].range(of: "```"))
    let example = String(rest[start.upperBound..<end.lowerBound])
    let source = try String(contentsOfFile: #filePath, encoding: .utf8)
    #expect(example.count > 500)
    #expect(source.contains(example))
  }
}

/// `lint_cells: true` in the configuration carries the per-device cells in lint's JSON, as
/// `--cells` does; without either the JSON carries the summary only.
@Suite struct LintCellsConfigurationTests {
  @Test func configurationKeyGivesWhatTheFlagGives() throws {
    let path = packageRoot.appendingPathComponent("Examples/PluginDemo/Sources").path
    var request = LintRequest(paths: [path])
    let policy = try request.reporting.policy()
    let summary = request.run(policy: policy, format: .json, messages: .discarded).report
    var configured = policy
    configured.configuration.lintCells = true
    let fromKey = request.run(policy: configured, format: .json, messages: .discarded).report
    request.cells = true
    let fromFlag = request.run(policy: policy, format: .json, messages: .discarded).report
    #expect(!summary.findings.isEmpty)
    #expect(fromKey == fromFlag)
    #expect(fromKey != summary)
  }
}
