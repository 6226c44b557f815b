import DeviceCatalog
import Foundation
import LayoutAudit
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reporters given findings whose file, id, class and message carry line breaks, ESC sequences
/// and other controls (issue 17): the line-oriented formats stay one line per finding (text:
/// three), the markup formats stay valid and keep the values exactly.
@MainActor
@Suite("reporters with hostile text")
struct HostileTextReporterTests {
  static let hostile =
    "X\nsome/file.swift:1:1: error: injected [fake_rule]\r\n\u{1B}[2J\u{85}\u{2028}\u{2029}\u{9B}1m\u{0}\u{202E}\t"

  static func report() throws -> AuditReport {
    var report = try ReporterTests.report()
    report.findings = report.findings.map { finding in
      var finding = finding
      finding.view.file = "dir/" + Self.hostile + ".yaml"
      finding.view.sceneID = Self.hostile
      finding.view.className = Self.hostile
      finding.message = "'\(Self.hostile)' (\(Self.hostile)) " + finding.message
      finding.summary += Self.hostile
      finding.fix += Self.hostile
      return finding
    }
    report.files = report.files.map { $0 + Self.hostile }
    return report
  }

  /// No scalar that breaks a line or drives a terminal, other than the separators themselves.
  static func expectNoControls(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let controls = text.unicodeScalars.filter {
      $0 != "\n"
        && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{2028}"
          || $0 == "\u{2029}" || $0 == "\u{202E}")
    }
    #expect(controls.isEmpty, "unescaped: \(controls.map(\.value))", sourceLocation: sourceLocation)
  }

  @Test func textIsThreeLinesPerFinding() throws {
    let report = try Self.report()
    #expect(!report.findings.isEmpty)
    for colour in [false, true] {
      let text = AuditReporter.report(report, format: .text, colour: colour)
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      // Three lines per finding, one more when it has evidence (a single `also:` line naming
      // the other rules), and the summary.
      let blocks = report.findings.map { 3 + ($0.evidence.isEmpty ? 0 : 1) }
      #expect(lines.count == blocks.reduce(0, +) + 1)
      if !colour { Self.expectNoControls(text) }
      var start = 0
      for block in blocks {
        #expect(lines[start].hasPrefix("dir/X\\nsome/file.swift:1:1: error: injected"))
        start += block
      }
    }
  }

  @Test func xcodeIsOneLinePerFinding() throws {
    let report = try Self.report()
    let text = AuditReporter.report(report, format: .xcode)
    Self.expectNoControls(text)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == report.findings.count)
    for line in lines {
      #expect(line.hasPrefix("dir/X\\nsome/file.swift:1:1: error: injected [fake_rule]\\r\\n"))
    }
  }

  /// JSON and SARIF escape with JSON's syntax and keep each value exactly.
  @Test(arguments: [ReportFormat.json, .sarif])
  func markupKeepsValues(format: ReportFormat) throws {
    let report = try Self.report()
    let text = AuditReporter.report(report, format: format)
    Self.expectNoControls(text)
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
    if format == .json {
      let findings = try #require((object as? [String: Any])?["findings"] as? [[String: Any]])
      #expect(findings.count == report.findings.count)
      for finding in findings {
        #expect(finding["class"] as? String == Self.hostile)
        #expect(finding["id"] as? String == Self.hostile)
        #expect(finding["file"] as? String == "dir/" + Self.hostile + ".yaml")
      }
    }
  }

  /// GitHub Actions: one workflow command per finding, whatever the file, id and message hold.
  @Test func githubActionsIsOneLinePerFinding() throws {
    let report = try Self.report()
    let text = AuditReporter.report(report, format: .githubActions)
    Self.expectNoControls(text)
    let commands = text.split(separator: "\n").filter { $0.hasPrefix("::") }
    #expect(commands.count == report.findings.count)
    #expect(!text.split(separator: "\n").contains { $0.hasPrefix("some/file.swift") })
  }

  /// JUnit and Checkstyle: well-formed XML with no raw control characters.
  @Test(arguments: [ReportFormat.junit, .checkstyle])
  func xmlReportsAreWellFormed(format: ReportFormat) throws {
    let text = AuditReporter.report(try Self.report(), format: format)
    Self.expectNoControls(text)
    let parser = XMLParser(data: Data(text.utf8))
    let errors = XMLErrors()
    parser.delegate = errors
    // libxml2 may recover and `parse()` still return true: the delegate sees every error.
    #expect(parser.parse())
    #expect(errors.found.isEmpty, "\(errors.found)")
  }
}

/// Collects the errors an `XMLParser` reports.
private final class XMLErrors: NSObject, XMLParserDelegate {
  var found: [String] = []
  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    found.append("\(parser.lineNumber):\(parser.columnNumber): \(parseError)")
  }
}
