import DeviceCatalog
import Findings
import Foundation
import HeadlessUIKit
import LayoutAudit
import SafeAreaKit
import SceneDocument
import SourceLint
import Testing

/// The command logic `safearea` calls instead of holding it: `--window` rects, the `rules`
/// table, `inspect --all-devices`' poses and `inspect`'s text.
@Suite struct CommandLogicTests {
  @Test("WindowRect.parse reads X,Y,W,H and W,H, and refuses everything else")
  func windowRect() {
    #expect(WindowRect.parse("10, 20,300 ,400") == CGRect(x: 10, y: 20, width: 300, height: 400))
    #expect(WindowRect.parse("320,480") == CGRect(x: 0, y: 0, width: 320, height: 480))
    #expect(WindowRect.parse("-5.5,0,1,2") == CGRect(x: -5.5, y: 0, width: 1, height: 2))
    for bad in ["", "1", "1,2,3", "1,2,3,4,5", "a,b", "nan,1", "inf,1", "1,,2,3", "100001,1"] {
      #expect(WindowRect.parse(bad) == nil, "\(bad)")
    }
  }

  @Test("RuleTable lists every audit and lint rule once, in registry order")
  func ruleTable() {
    let audit = AuditRules.descriptions.map(\.identifier.rawValue)
    let lint = LintRules.descriptions.map(\.identifier)
    let lines = RuleTable.lines
    #expect(lines.count == audit.count + lint.count)
    for (line, identifier) in zip(lines, audit + lint) {
      // Every identifier, the longest (32 characters) too, is followed by two spaces or more
      // before its severity.
      #expect(line.hasPrefix(identifier + "  "), "\(line)")
    }
    for (line, description) in zip(lines, AuditRules.descriptions) {
      #expect(line.contains(description.isOptIn ? " opt-in " : " default "), "\(line)")
      #expect(line.hasSuffix(description.summary))
    }
    for line in lines.suffix(lint.count) { #expect(line.contains("(lint) ")) }
    #expect(RuleTable.identifiers == audit + LintRules.identifiers)
  }

  @Test("RuleTable.lintLines lists every lint rule with its severity after two spaces or more")
  func lintRuleTable() {
    let lines = RuleTable.lintLines
    #expect(lines.count == LintRules.descriptions.count)
    for (line, description) in zip(lines, LintRules.descriptions) {
      #expect(line.hasPrefix(description.identifier + "  "), "\(line)")
      let rest = line.dropFirst(description.identifier.count).drop { $0 == " " }
      #expect(rest.hasPrefix(description.severity.rawValue), "\(line)")
      #expect(line.hasSuffix(description.summary))
    }
  }

  @Test("RuleTable.reference describes a known rule and refuses an unknown one")
  func ruleReference() throws {
    let audit = try #require(AuditRules.descriptions.first)
    #expect(RuleTable.reference(audit.identifier.rawValue)?.contains(audit.summary) == true)
    let lint = try #require(LintRules.descriptions.first)
    #expect(RuleTable.reference(lint.identifier)?.contains(lint.identifier) == true)
    #expect(RuleTable.reference("no_such_rule") == nil)
  }

  @Test("InspectionPose.allDevices visits each device in portrait and landscape-left, or once")
  func allDevicePoses() throws {
    let overrides = EnvironmentOverrides(orientation: nil, ios: 17)
    let poses = InspectionPose.allDevices(overrides)
    #expect(poses.count == DeviceCatalog.devices.count * 2)
    let phone = try #require(DeviceCatalog.device(named: "iPhone 8"))
    for orientation in [Orientation.portrait, .landscapeLeft] {
      var expected = overrides
      expected.device = phone
      expected.orientation = orientation
      #expect(poses.contains(.layOut(expected)))
    }
    let skipped = poses.filter { if case .skipped = $0 { true } else { false } }
    #expect(skipped.count < poses.count)
    let landscape = InspectionPose.allDevices(
      EnvironmentOverrides(orientation: .landscapeRight, ios: 17))
    #expect(landscape.count == DeviceCatalog.devices.count)
    for case .layOut(let pose) in landscape { #expect(pose.orientation == .landscapeRight) }
  }

  @Test("inspectionText lays A0-6 out with the red view under the bars (64 pt on an iPhone 8)")
  @MainActor func inspectionText() throws {
    let path = packageRoot.appendingPathComponent("Examples/A0-6.yaml").path
    let source = try #require(try LayoutSources.load([path], messages: .discarded).first)
    var overrides = EnvironmentOverrides(orientation: .portrait, ios: 16)
    let phone = try #require(DeviceCatalog.device(named: "iPhone 8"))
    overrides.device = phone
    let text = try source.inspectionText(overrides, events: false)
    #expect(text.contains("UIView#red {{0, 64}, {375, 100}}"), "\(text)")
    #expect(!text.contains("events:"))
    #expect(try source.inspectionText(overrides, events: true).contains("\nevents:\n"))
  }

  @Test("FileSelection.chosen reads --files-from's list, refuses an unreadable one, or is nil")
  func chosenSelection() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("CommandLogicTests-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let list = folder.appendingPathComponent("list.txt")
    try Data("/tmp/b.yaml\n\n  /tmp/a.yaml  \n".utf8).write(to: list)
    let selection = try FileSelection.chosen(changedSince: nil, filesFrom: list.path)
    #expect(
      selection?.paths.map { URL(fileURLWithPath: $0).lastPathComponent } == ["a.yaml", "b.yaml"])
    #expect(try FileSelection.chosen(changedSince: nil, filesFrom: nil) == nil)
    #expect(throws: InputError.self) {
      try FileSelection.chosen(changedSince: nil, filesFrom: folder.path)
    }
    #expect(throws: InputError.self) {
      try FileSelection.chosen(changedSince: "-bad", filesFrom: nil)
    }
  }

  @Test("FileSelection.removingSelectionOptions drops both options and their values")
  func removingSelectionOptions() {
    let arguments = [
      "audit", "--changed-since", "main", "App", "--files-from=list", "--strict", "--files-from",
      "-", "--jobs", "2",
    ]
    #expect(
      FileSelection.removingSelectionOptions(from: arguments) == [
        "audit", "App", "--strict", "--jobs", "2",
      ])
  }

  @Test("StarterConfiguration names every rule; its project summary is empty without a project")
  func starterConfiguration() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("CommandLogicStarter-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(StarterConfiguration.projectSummary(folder.path).isEmpty)
    let text = StarterConfiguration.text(in: folder.path)
    for identifier in AuditRules.descriptions.map(\.identifier.rawValue) + LintRules.identifiers {
      #expect(text.contains(identifier), "\(identifier)")
    }
  }
}
