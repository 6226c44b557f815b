import DeviceCatalog
import Foundation
import GoldenFiles
import LayoutAudit
import Testing

@MainActor
@Suite("reporters")
struct ReporterTests {
  static func report() throws -> AuditReport {
    let devices = try #require(AuditMatrix.devices(matching: "iPhone 8,iPhone X,iPhone 15 Pro"))
    var combined: [Finding] = []
    for scene in ["A3-2", "A4-4"] {
      combined += try AuditFixture.audit(example: scene, matrix: AuditMatrix(devices: devices))
        .findings
    }
    return AuditReport(
      findings: combined.sorted(by: Finding.ordered),
      files: ["Examples/A3-2.yaml", "Examples/A4-4.yaml"], matrix: AuditMatrix(devices: devices),
      environmentCount: 6)
  }

  @Test("goldens: every format (and colour text)", arguments: ReportFormat.allCases)
  func goldens(format: ReportFormat) throws {
    let report = try Self.report()
    GoldenFile.expect(
      AuditReporter.report(report, format: format), named: "report.\(format.rawValue)",
      in: GoldenFile.directory(besides: #filePath, "Goldens"), endingWithNewline: true)
    if format == .text {
      let coloured = AuditReporter.report(report, format: .text, colour: true)
      #expect(coloured.contains("\u{1B}[1;31merror"))
      #expect(!AuditReporter.report(report, format: .text).contains("\u{1B}"))
    }
  }

  @Test("output is byte-identical across runs")
  func deterministic() throws {
    let first = AuditReporter.report(try Self.report(), format: .json)
    let second = AuditReporter.report(try Self.report(), format: .json)
    #expect(first == second)
  }

  @Test("Xcode lines are path:line:column: severity: message [rule]")
  func xcodeLines() throws {
    let text = AuditReporter.xcode(try Self.report())
    for line in text.split(separator: "\n") {
      #expect(line.hasPrefix("Examples/A"))
      #expect(line.contains(": error: ") || line.contains(": warning: "))
      #expect(line.hasSuffix("]"))
    }
  }

  /// Whether `validate_sarif.py` has a validator (the official schema with jsonschema, or
  /// sarif-pydantic from `Scripts/install-test-tools.sh`, which `.ci/run` runs).
  nonisolated static let sarifValidatorAvailable: Bool = {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Resources/validate_sarif.py").path
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script, "--check"]
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }()

  @Test(
    "SARIF is valid against SARIF 2.1.0 (the official schema, or models generated from it)",
    .enabled(if: sarifValidatorAvailable, "run Scripts/install-test-tools.sh"))
  func sarifSchema() throws {
    let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Resources")
    let script = resources.appendingPathComponent("validate_sarif.py").path
    // Where `Scripts/install-test-tools.sh` (run by `.ci/run`) puts the official schema, it is
    // the validator: CI validates against the schema itself.
    let official = resources.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(".build-tools/sarif-schema-2.1.0.json")
    if FileManager.default.fileExists(atPath: official.path) {
      let which = Process()
      which.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      which.arguments = ["python3", script, "--which"]
      let output = Pipe()
      which.standardOutput = output
      try which.run()
      which.waitUntilExit()
      let name = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      #expect(name == "schema\n")
    }
    let log = FileManager.default.temporaryDirectory
      .appendingPathComponent("safearea-\(ProcessInfo.processInfo.processIdentifier).sarif")
    for report in [
      try Self.report(),
      AuditReport(findings: [], files: [], matrix: AuditMatrix(), environmentCount: 0),
    ] {
      try Data(AuditReporter.sarif(report).utf8).write(to: log)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["python3", script, log.path]
      let errors = Pipe()
      process.standardError = errors
      try process.run()
      process.waitUntilExit()
      let message =
        String(
          data: errors.fileHandleForReading.readDataToEndOfFile(), encoding: .utf8) ?? ""
      #expect(process.terminationStatus == 0, "SARIF invalid: \(message)")
    }
    try? FileManager.default.removeItem(at: log)
  }

  @Test(
    "exit status: 0 clean, 1 on an error, any finding with --strict",
    arguments: [
      (Severity?.none, false, Int32(0)), (.none, true, 0), (.warning, false, 0),
      (.warning, true, 1), (.error, false, 1), (.error, true, 1), (.note, true, 1),
    ])
  func exitStatus(severity: Severity?, strict: Bool, expected: Int32) {
    var findings: [Finding] = []
    if let severity {
      findings.append(
        Finding(
          rule: .fixedPosition, severity: severity,
          view: ViewReference(
            file: "a.yaml", line: 1, column: 1, sceneID: nil, className: "UIView"),
          message: "m", fix: "f", amount: 1, minimumAmount: 1, environments: [], summary: "s"))
    }
    let report = AuditReport(
      findings: findings, files: ["a.yaml"], matrix: AuditMatrix(), environmentCount: 1)
    #expect(report.exitStatus(strict: strict) == expected)
  }
}
